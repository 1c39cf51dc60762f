package catalog

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
