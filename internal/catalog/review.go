package catalog

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/problem"
)

// Messages of the calls that write a product's reviews: a customer reviews
// a product once, changes only their own reviews, and upvotes only others'.
const (
	// MsgReviewedAlready refuses a second review of one product.
	MsgReviewedAlready = "You have already reviewed this product."
	// MsgNotYourReview refuses a change to another customer's review.
	MsgNotYourReview = "This review belongs to another account."
	// MsgOwnReview refuses an upvote of one's own review.
	MsgOwnReview = "You cannot upvote your own review."
)

// ShownReview is a visible review with the product it is about.
type ShownReview struct {
	ID          int64     `json:"id"`
	ProductID   int64     `json:"product_id"`
	ProductName string    `json:"product_name"`
	StoreID     *int64    `json:"store_id"`
	Rating      int       `json:"rating"`
	Comment     string    `json:"comment"`
	Nickname    string    `json:"nickname"`
	Feelings    []string  `json:"feelings"`
	Activities  []string  `json:"activities"`
	UpvoteCount int       `json:"upvote_count"`
	CreatedAt   time.Time `json:"created_at"`
	// Reply is the store's answer to it, "" for none, written at
	// RepliedAt.
	Reply     string     `json:"reply"`
	RepliedAt *time.Time `json:"replied_at"`
}

// NewReview is a review a signed-in customer writes.
type NewReview struct {
	CustomerID, ProductID int64
	StoreID               int64 // 0: not about a store
	Rating                int
	Comment, Nickname     string
	Feelings, Activities  []string
}

// The store console's moderation of its reviews (docs/adr/0022-store-console.md,
// plan step 11): a store replies to a review of its own and hides it with
// a reason, or shows it again.
const (
	// MaxReviewReply is the longest reply, in characters: as long as a
	// review's comment may be.
	MaxReviewReply = 2000
	// MaxHideReason is the longest reason for hiding a review.
	MaxHideReason = 500

	// MsgReplyEmpty refuses a reply with no text (removing one is its own
	// call).
	MsgReplyEmpty = "Please write the reply."
	// MsgHideReason refuses hiding a review without saying why.
	MsgHideReason = "Please say why the review is hidden."
	// MsgReviewHiddenAlready refuses hiding a hidden review.
	MsgReviewHiddenAlready = "This review is hidden already."
	// MsgReviewShownAlready refuses showing a review shoppers see.
	MsgReviewShownAlready = "Shoppers see this review already."
	// MsgNoReplyToRemove refuses removing a reply a review does not have.
	MsgNoReplyToRemove = "This review has no reply to remove."
)

// CleanReply trims a store's reply to a review and checks it: not empty,
// at most MaxReviewReply characters. A refusal is problem.Invalid on
// "reply".
func CleanReply(text string) (string, error) {
	return cleanModeration("reply", text, MsgReplyEmpty, MaxReviewReply)
}

// CleanHideReason trims the reason a store hides a review for and checks
// it: not empty, at most MaxHideReason characters. A refusal is
// problem.Invalid on "reason".
func CleanHideReason(reason string) (string, error) {
	return cleanModeration("reason", reason, MsgHideReason, MaxHideReason)
}

func cleanModeration(field, text, empty string, most int) (string, error) {
	text = strings.TrimSpace(text)
	switch {
	case text == "":
		return "", problem.Invalidf(field, empty)
	case utf8.RuneCountInString(text) > most:
		return "", problem.Invalidf(field, fmt.Sprintf("Please use no more than %d characters.", most))
	}
	return text, nil
}
