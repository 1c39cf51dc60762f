package merchandising

import (
	"bytes"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/reports"
	"github.com/pistil/pistil/internal/schedule"
)

// nbHitsKey ends a /v2/smart answer's products and names its count. Every
// quote inside a JSON string is escaped, and the keys that follow the
// count hold no array, so the last one in an answer is the count's.
var nbHitsKey = []byte(`],"nb_hits":`)

// foundNothing reports whether a /v2/smart answer (smartPage) counts no
// product.
func foundNothing(answer []byte) bool {
	i := bytes.LastIndex(answer, nbHitsKey)
	return i >= 0 && bytes.HasPrefix(answer[i+len(nbHitsKey):], []byte("0,"))
}

// Each client's budget of counted searches that found nothing: a shopper
// typing stops the search a few times a minute; past the budget, searches
// still answer but are not counted, so a flood of made-up searches cannot
// keep the database's writer from checkouts.
const (
	emptySearchesPerMinute = 20
	emptySearchesBurst     = 20
)

// onlyStore reports whether a search_filter names nothing but the store: a
// search narrowed by a kind, a brand or a price that finds nothing says
// nothing of what the store lacks.
func onlyStore(filter string) bool {
	return strings.Trim(filterStore.ReplaceAllString(filter, " "), " \t()") == ""
}

// noteEmptySearch counts the first page of a search of a store's whole
// menu (onlyStore) that found nothing, in its normal form
// (reports.NormalSearch), on the store's day (docs/adr/0022-store-console.md,
// step 12), within the client's budget. It costs one small write, only when
// a search finds nothing, and after the answer is sent (w is flushed
// first); a failure is logged.
func (s *Server) noteEmptySearch(w http.ResponseWriter, r *http.Request, ix *core.MenuView, storeID int64, query, filter string, page int64, answer []byte) {
	if page != 0 || query == "" || !onlyStore(filter) || !foundNothing(answer) {
		return
	}
	_ = http.NewResponseController(w).Flush()
	if !s.emptySearches.Allow(r) {
		return
	}
	q := reports.NormalSearch(query)
	if q == "" {
		return
	}
	tz := ""
	if ix.Pricing != nil && ix.Pricing.Store != nil {
		tz = ix.Pricing.Store.TimeZone
	}
	if err := s.Events.RecordEmptySearch(r.Context(), storeID, schedule.Location(tz), q); err != nil && s.Log != nil {
		s.Log.WarnContext(r.Context(), "empty search not counted", "store_id", storeID, "err", err)
	}
}
