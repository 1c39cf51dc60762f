package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/storage"
)

// reviewsPageSize is how many reviews a page shows.
const reviewsPageSize = 20

// listReviews answers {"reviews": [...], "total": N, "page": P} for the
// store or product in the path; ?page= counts from 1.
func (s *server) listReviews(byProduct bool) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := pathID(r, "id")
		if err != nil {
			return err
		}
		page, err := pageParam(r.URL.Query())
		if err != nil {
			return err
		}
		f := storage.ReviewFilter{StoreID: id, Limit: reviewsPageSize, Offset: (page - 1) * reviewsPageSize}
		if byProduct {
			f = storage.ReviewFilter{ProductID: id, Limit: reviewsPageSize, Offset: (page - 1) * reviewsPageSize}
		}
		reviews, total, err := s.DB.Reviews(r.Context(), f)
		if err != nil {
			return err
		}
		encode(w, http.StatusOK, map[string]any{"reviews": reviews, "total": total, "page": page, "page_size": reviewsPageSize})
		return nil
	}
}
