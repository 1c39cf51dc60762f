package shop

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// Review limits: what one review may hold.
const (
	maxReviewComment  = 2000
	maxReviewNickname = 40
	maxReviewTags     = 10
	maxReviewTag      = 40
)

// ReviewRequest is POST /products/{id}/reviews and PATCH /reviews/{id}:
// the review's fields, all of them, a change too.
type ReviewRequest struct {
	Review ReviewForm `json:"review" jsonschema:"required"`
}

// ReviewForm is a review as a shopper writes it.
type ReviewForm struct {
	// Rating is from 1 to 5.
	Rating   core.FlexInt `json:"rating" jsonschema:"required"`
	Comment  string       `json:"comment"`
	Nickname string       `json:"nickname" jsonschema:"required"`
	// Feelings and Activities are at most 10 tags each.
	Feelings   []string `json:"feelings"`
	Activities []string `json:"activities"`
	// StoreID is the store it was bought at, if the shopper says.
	StoreID core.FlexInt `json:"store_id"`
}

// writeReview records the signed-in customer's review of a product.
func (s *Server) writeReview(w http.ResponseWriter, r *http.Request) error {
	productID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	me, err := s.MustSignIn(r, "Please log in to write a review.")
	if err != nil {
		return err
	}
	in, err := decodeReview(r)
	if err != nil {
		return err
	}
	in.CustomerID, in.ProductID = me.ID, productID
	review, err := s.Catalog.WriteReview(r.Context(), in)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusCreated, ReviewAnswer{Review: reviewOf(&review)})
	return nil
}

// decodeReview reads and checks a review's fields, with the spec's form
// messages.
func decodeReview(r *http.Request) (catalog.NewReview, error) {
	req, err := core.Decode[ReviewRequest](r)
	if err != nil {
		return catalog.NewReview{}, err
	}
	rv := req.Review
	var v problem.Validations
	switch {
	case rv.Rating < 1:
		v.Add("rating", "Please enter a numeric value greater than or equal to 1.")
	case rv.Rating > 5:
		v.Add("rating", "Please enter a numeric value less than or equal to 5.")
	}
	comment, nickname := strings.TrimSpace(rv.Comment), strings.TrimSpace(rv.Nickname)
	if nickname == "" {
		v.Add("nickname", "Please fill out this field.")
	} else if len([]rune(nickname)) > maxReviewNickname {
		v.Add("nickname", fmt.Sprintf("Please use no more than %d characters.", maxReviewNickname))
	}
	if len([]rune(comment)) > maxReviewComment {
		v.Add("comment", fmt.Sprintf("Please use no more than %d characters.", maxReviewComment))
	}
	feelings, activities := cleanTags(&v, "feelings", rv.Feelings), cleanTags(&v, "activities", rv.Activities)
	if err := v.Err("Please check your review."); err != nil {
		return catalog.NewReview{}, err
	}
	return catalog.NewReview{StoreID: int64(rv.StoreID), Rating: int(rv.Rating), Comment: comment, Nickname: nickname,
		Feelings: feelings, Activities: activities}, nil
}

// editReview changes the signed-in customer's own review: PATCH /reviews/{id}
// with the fields of a new review. Another customer's review is refused.
func (s *Server) editReview(w http.ResponseWriter, r *http.Request) error {
	reviewID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	me, err := s.MustSignIn(r, "Please log in to edit your review.")
	if err != nil {
		return err
	}
	in, err := decodeReview(r)
	if err != nil {
		return err
	}
	in.CustomerID = me.ID
	review, err := s.Catalog.EditReview(r.Context(), reviewID, in)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, ReviewAnswer{Review: reviewOf(&review)})
	return nil
}

// deleteReview removes the signed-in customer's own review.
func (s *Server) deleteReview(w http.ResponseWriter, r *http.Request) error {
	reviewID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	me, err := s.MustSignIn(r, "Please log in to delete your review.")
	if err != nil {
		return err
	}
	if err := s.Catalog.DeleteReview(r.Context(), me.ID, reviewID); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// cleanTags trims a review's feelings or activities and checks their
// number and length.
func cleanTags(v *problem.Validations, field string, tags []string) []string {
	out := []string{}
	for _, t := range tags {
		if t = strings.TrimSpace(t); t == "" {
			continue
		}
		if len([]rune(t)) > maxReviewTag {
			v.Add(field, fmt.Sprintf("Please use no more than %d characters.", maxReviewTag))
			return out
		}
		out = append(out, t)
	}
	if len(out) > maxReviewTags {
		v.Add(field, fmt.Sprintf("Please choose no more than %d.", maxReviewTags))
	}
	return out
}

// upvoteReview counts the signed-in customer's upvote of a review, once.
func (s *Server) upvoteReview(w http.ResponseWriter, r *http.Request) error {
	reviewID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	me, err := s.MustSignIn(r, "Please log in to upvote a review.")
	if err != nil {
		return err
	}
	count, err := s.Catalog.Upvote(r.Context(), me.ID, reviewID)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, UpvoteAnswer{Review: ReviewUpvotes{ID: reviewID, UpvoteCount: count}})
	return nil
}
