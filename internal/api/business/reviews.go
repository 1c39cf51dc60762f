package business

import (
	"context"
	"net/http"
	"strconv"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// reviewsPerPage is how many reviews a page of the console's list holds.
const reviewsPerPage = 20

// The query of the console's reviews (GET /stores/{storeId}/reviews).
var reviewsQuery = []core.QueryParam{
	core.InQuery("hidden", "true: only the reviews shoppers do not see; false: only those they see."),
	core.PageQuery,
}

// reviews lists a page of the store's reviews, newest first, hidden ones
// too unless ?hidden= says: GET /stores/{storeId}/reviews?hidden=&page=.
func (s *Server) reviews(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	var f catalogstore.StoreReviewFilter
	switch raw := q.Get("hidden"); raw {
	case "":
	case "true", "false":
		h := raw == "true"
		f.Hidden = &h
	default:
		return problem.Invalidf("hidden", "hidden must be true or false.")
	}
	page, err := core.PageParam(q)
	if err != nil {
		return err
	}
	f.Limit, f.Offset = reviewsPerPage, (page-1)*reviewsPerPage
	list, total, err := s.Catalog.StoreReviews(r.Context(), callerOf(r).store, f)
	if err != nil {
		return err
	}
	out := ConsoleReviewPage{Reviews: make([]ConsoleReview, len(list)), Total: total, Page: page, PerPage: reviewsPerPage}
	for i, rv := range list {
		out.Reviews[i] = consoleReviewOf(rv)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// reviewID is the review of the request's path ({reviewId}); one that is
// not a positive number names none.
func reviewID(r *http.Request) (int64, error) {
	raw := r.PathValue("reviewId")
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, problem.New(problem.NotFound, "There is no review %q at this store.", raw)
	}
	return id, nil
}

// reviewChange runs one change of a review of the store's (another
// store's is not found) with the request's text and audit row, logs it
// and answers the review as it is now.
func (s *Server) reviewChange(w http.ResponseWriter, r *http.Request, text, action string,
	change func(*catalogstore.Store, context.Context, catalogstore.ReviewChange) (catalogstore.StoreReview, error)) error {
	id, err := reviewID(r)
	if err != nil {
		return err
	}
	c := callerOf(r)
	rv, err := change(s.Catalog, r.Context(), catalogstore.ReviewChange{StoreID: c.store, ID: id, Text: text, Audit: *audited(r, action)})
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "review moderated in the store console", "review_id", id, "store_id", c.store,
		"action", action, "staff_id", c.actor.StaffID, "request_id", core.RequestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, ConsoleReviewAnswer{Review: consoleReviewOf(rv)})
	return nil
}

// replyToReview sets or changes the store's reply to one of its reviews,
// shown to shoppers under it within a second (review.reply): PUT
// /stores/{storeId}/reviews/{reviewId}/reply {"reply": "…"}.
func (s *Server) replyToReview(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[ReviewReply](r)
	if err != nil {
		return err
	}
	return s.reviewChange(w, r, req.Reply, "review.reply", (*catalogstore.Store).ReplyToReview)
}

// removeReply takes the store's reply off one of its reviews
// (review.reply_remove): DELETE /stores/{storeId}/reviews/{reviewId}/reply.
func (s *Server) removeReply(w http.ResponseWriter, r *http.Request) error {
	return s.reviewChange(w, r, "", "review.reply_remove", (*catalogstore.Store).RemoveReply)
}

// hideReview hides one of the store's reviews from shoppers, and from its
// product's rating, for a reason the store keeps (422 without one;
// review.hide): POST /stores/{storeId}/reviews/{reviewId}/hide
// {"reason": "…"}.
func (s *Server) hideReview(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[ReviewHide](r)
	if err != nil {
		return err
	}
	return s.reviewChange(w, r, req.Reason, "review.hide", (*catalogstore.Store).HideReview)
}

// showReview shows one of the store's hidden reviews to shoppers again
// (review.show): POST /stores/{storeId}/reviews/{reviewId}/show.
func (s *Server) showReview(w http.ResponseWriter, r *http.Request) error {
	return s.reviewChange(w, r, "", "review.show", (*catalogstore.Store).ShowReview)
}
