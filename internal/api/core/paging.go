package core

import (
	"fmt"
	"net/url"
	"strconv"

	"github.com/pistil/pistil/internal/problem"
)

// Paging. The storefront API pages with one parameter only, the page
// number; every page size is the server's (reservations and staff lists 20,
// reviews 20, nearby products 60) or, on the merchandising service, the
// request's page_size within 0 to MaxPageSize. Parameters other clients use
// to page (per_page, limit, offset, hitsPerPage) are not read: they cannot
// make a page bigger or start it elsewhere. The bounds are listed in
// docs/security.md ("Paging").
//
// A page number beyond its bounds, negative, fractional or not a number is
// a 400 naming the parameter, except on the merchandising service (smart,
// below), whose clients page until an empty page and are answered one.
// Within its bounds, a page past the last answers an empty list with the
// total, which tells a pager where the end is.

// maxPage bounds a page number counted in the query: a million pages of
// the largest page size (200) is 200 million rows, far beyond any list, and
// page × size stays far from overflowing an int (or PostgreSQL's OFFSET).
const maxPage = 1_000_000

// QueryPage reads the page number named field from q, counted from first
// (0 or 1): first when absent, else a whole number from first to
// first+maxPage-1, else a 400 naming field. The storefront's pagers never
// ask beyond the last page they were told of, so a number out of bounds is
// a typed URL or a script, and is told so rather than silently clamped to
// a page it did not ask for.
func QueryPage(q url.Values, field string, first int) (int, error) {
	raw := q.Get(field)
	if raw == "" {
		return first, nil
	}
	last := first + maxPage - 1
	page, err := strconv.Atoi(raw)
	if err != nil || page < first || page > last {
		return 0, BadField(field, "must be a whole number from %d to %d, not %q.", first, last, raw)
	}
	return page, nil
}

// PageParam reads ?page=, counted from 1: reservations, reviews and the
// staff's reservations.
func PageParam(q url.Values) (int, error) { return QueryPage(q, "page", 1) }

// BadField is the 400 for a request field beyond its bounds.
func BadField(field, format string, args ...any) error {
	msg := field + " " + fmt.Sprintf(format, args...)
	return &problem.Error{Kind: problem.Malformed, Message: msg, Fields: map[string][]string{field: {msg}}}
}
