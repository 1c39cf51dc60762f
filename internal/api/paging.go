package api

import (
	"net/url"
	"strconv"
)

// Paging. The storefront API pages with one parameter only, the page
// number; every page size is the server's (reservations and staff lists 20,
// reviews 20, nearby products 60) or, on the merchandising service, the
// request's page_size within 0 to maxPageSize. Parameters other clients use
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

// queryPage reads the page number named field from q, counted from first
// (0 or 1): first when absent, else a whole number from first to
// first+maxPage-1, else a 400 naming field. The storefront's pagers never
// ask beyond the last page they were told of, so a number out of bounds is
// a typed URL or a script, and is told so rather than silently clamped to
// a page it did not ask for.
func queryPage(q url.Values, field string, first int) (int, error) {
	raw := q.Get(field)
	if raw == "" {
		return first, nil
	}
	last := first + maxPage - 1
	page, err := strconv.Atoi(raw)
	if err != nil || page < first || page > last {
		return 0, badField(field, "must be a whole number from %d to %d, not %q.", first, last, raw)
	}
	return page, nil
}

// pageParam reads ?page=, counted from 1: reservations, reviews and the
// staff's reservations.
func pageParam(q url.Values) (int, error) { return queryPage(q, "page", 1) }

// merchPage is the page of a /v2/smart request, counted from 0: page or,
// from clients that send it instead, page_index. A negative page is a 400
// naming its field. A page past the end answers an empty page, as the
// service's clients expect (they stop paging on an empty or short page);
// the caller clamps a huge page to the first page past the end of the
// store's whole menu (clampPage), so every such page answers the same and
// they share one kept answer.
func merchPage(req SmartRequest) (int64, error) {
	page, field := int64(0), "page"
	switch {
	case req.Page != nil:
		page = int64(*req.Page)
	case req.PageIndex != nil:
		page, field = int64(*req.PageIndex), "page_index"
	}
	if page < 0 {
		return 0, badField(field, "must be a whole number from 0, not %d.", page)
	}
	return page, nil
}

// clampPage bounds a page counted from 0 to the first page past the end of
// a list of at most n, in pages of size (of 1 when size is 0: such a page
// holds nothing whatever its number).
func clampPage(page int64, n, size int) int {
	return int(min(page, int64(n/max(size, 1)+1)))
}
