package catalog

import "time"

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
}

// NewReview is a review a signed-in customer writes.
type NewReview struct {
	CustomerID, ProductID int64
	StoreID               int64 // 0: not about a store
	Rating                int
	Comment, Nickname     string
	Feelings, Activities  []string
}
