package business

import (
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// The store console's reviews: the reviews written about the store, as
// its staff read them, reply to them, hide them with a reason and show
// them again (docs/adr/0022-store-console.md, plan step 11).

// ConsoleReview is one of the store's reviews as the console shows it.
type ConsoleReview struct {
	ID int64 `json:"id"`
	// ProductID and ProductName are the product it is about.
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	// Rating is from 1 to 5.
	Rating  int    `json:"rating"`
	Comment string `json:"comment"`
	// Nickname is its author's name as shoppers see it.
	Nickname   string    `json:"nickname"`
	Feelings   []string  `json:"feelings"`
	Activities []string  `json:"activities"`
	CreatedAt  time.Time `json:"created_at"`
	// Reply is the store's reply, shown under the review to shoppers; ""
	// for none. RepliedAt and RepliedBy (the staff member's name, "" when
	// unknown) say when and by whom it was written.
	Reply     string     `json:"reply"`
	RepliedAt *time.Time `json:"replied_at" jsonschema:"nullable"`
	RepliedBy string     `json:"replied_by"`
	// Hidden says shoppers do not see it, nor count it in ratings.
	// HiddenReason, HiddenAt and HiddenBy say why, when and by whom the
	// console hid it ("" and null for a review the catalogue hides).
	Hidden       bool       `json:"hidden"`
	HiddenReason string     `json:"hidden_reason"`
	HiddenAt     *time.Time `json:"hidden_at" jsonschema:"nullable"`
	HiddenBy     string     `json:"hidden_by"`
}

// consoleReviewOf is r as the console shows it.
func consoleReviewOf(r catalogstore.StoreReview) ConsoleReview {
	return ConsoleReview{ID: r.ID, ProductID: r.ProductID, ProductName: r.ProductName, Rating: r.Rating, Comment: r.Comment,
		Nickname: r.Nickname, Feelings: core.NonNilSlice(r.Feelings), Activities: core.NonNilSlice(r.Activities), CreatedAt: r.CreatedAt,
		Reply: r.Reply, RepliedAt: r.RepliedAt, RepliedBy: r.RepliedBy, Hidden: r.Hidden, HiddenReason: r.HiddenReason,
		HiddenAt: r.HiddenAt, HiddenBy: r.HiddenBy}
}

// ConsoleReviewPage answers a page of the store's reviews, newest first.
type ConsoleReviewPage struct {
	Reviews []ConsoleReview `json:"reviews"`
	// Total is how many the filter picks, all pages.
	Total   int `json:"total"`
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
}

// ConsoleReviewAnswer answers one of the store's reviews, as it is now.
type ConsoleReviewAnswer struct {
	Review ConsoleReview `json:"review"`
}

// ReviewReply sets or changes the store's reply to a review.
type ReviewReply struct {
	// Reply is the text shoppers see under the review: at most 2000
	// characters, trimmed, not empty.
	Reply string `json:"reply" jsonschema:"required"`
}

// ReviewHide hides a review from shoppers.
type ReviewHide struct {
	// Reason is why, kept for the store's staff (shoppers do not see it):
	// at most 500 characters, trimmed, not empty.
	Reason string `json:"reason" jsonschema:"required"`
}
