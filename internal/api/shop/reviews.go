package shop

import (
	"net/http"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// reviewsPageSize is how many reviews a page shows.
const reviewsPageSize = 20

// ReviewPage answers GET /stores/{id}/reviews and /products/{id}/reviews:
// a page of the visible reviews, newest first.
type ReviewPage struct {
	Reviews []Review `json:"reviews"`
	// Total counts the reviews, all pages.
	Total int `json:"total"`
	// Page counts from 1.
	Page     int `json:"page"`
	PageSize int `json:"page_size"`
}

// ReviewAnswer answers a review written or changed.
type ReviewAnswer struct {
	Review Review `json:"review"`
}

// Review is a shopper's review of a product.
type Review struct {
	ID          int64  `json:"id"`
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	// StoreID is the store it was bought at; null when it names none.
	StoreID     *int64    `json:"store_id" jsonschema:"nullable"`
	Rating      int       `json:"rating"`
	Comment     string    `json:"comment"`
	Nickname    string    `json:"nickname"`
	Feelings    []string  `json:"feelings"`
	Activities  []string  `json:"activities"`
	UpvoteCount int       `json:"upvote_count"`
	CreatedAt   time.Time `json:"created_at"`
	// StoreReply is the store's answer to it, shown under it; null when
	// the store has not replied.
	StoreReply *StoreReply `json:"store_reply" jsonschema:"nullable"`
}

// StoreReply is a store's public reply to a review.
type StoreReply struct {
	Text      string    `json:"text"`
	CreatedAt time.Time `json:"created_at"`
}

// UpvoteAnswer answers POST /reviews/{id}/upvote.
type UpvoteAnswer struct {
	Review ReviewUpvotes `json:"review"`
}

// ReviewUpvotes is a review's upvote count.
type ReviewUpvotes struct {
	ID          int64 `json:"id"`
	UpvoteCount int   `json:"upvote_count"`
}

func reviewOf(r *catalog.ShownReview) Review {
	out := Review{ID: r.ID, ProductID: r.ProductID, ProductName: r.ProductName, StoreID: r.StoreID, Rating: r.Rating,
		Comment: r.Comment, Nickname: r.Nickname, Feelings: r.Feelings, Activities: r.Activities,
		UpvoteCount: r.UpvoteCount, CreatedAt: r.CreatedAt}
	if r.Reply != "" && r.RepliedAt != nil {
		out.StoreReply = &StoreReply{Text: r.Reply, CreatedAt: *r.RepliedAt}
	}
	return out
}

// listReviews answers {"reviews": [...], "total": N, "page": P} for the
// store or product in the path; ?page= counts from 1.
func (s *Server) listReviews(byProduct bool) core.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := core.PathID(r, "id")
		if err != nil {
			return err
		}
		page, err := core.PageParam(r.URL.Query())
		if err != nil {
			return err
		}
		f := catalogstore.ReviewFilter{StoreID: id, Limit: reviewsPageSize, Offset: (page - 1) * reviewsPageSize}
		if byProduct {
			f = catalogstore.ReviewFilter{ProductID: id, Limit: reviewsPageSize, Offset: (page - 1) * reviewsPageSize}
		}
		reviews, total, err := s.Catalog.Reviews(r.Context(), f)
		if err != nil {
			return err
		}
		out := make([]Review, len(reviews))
		for i := range reviews {
			out[i] = reviewOf(&reviews[i])
		}
		core.Encode(w, http.StatusOK, ReviewPage{Reviews: out, Total: total, Page: page, PageSize: reviewsPageSize})
		return nil
	}
}
