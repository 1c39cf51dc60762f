package merchandising

import (
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
)

// withoutPrices narrows a search for a shopper who may not see prices: a
// price sort becomes the default order, and price facets are not counted.
func withoutPrices(req SmartRequest) SmartRequest {
	if strings.HasPrefix(req.SearchSort, "price") {
		req.SearchSort = ""
	}
	req.SearchFacets = slices.DeleteFunc(slices.Clone(req.SearchFacets), func(f string) bool { return strings.Contains(f, "price") })
	return req
}

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
		return 0, core.BadField(field, "must be a whole number from 0, not %d.", page)
	}
	return page, nil
}

// clampPage bounds a page counted from 0 to the first page past the end of
// a list of at most n, in pages of size (of 1 when size is 0: such a page
// holds nothing whatever its number).
func clampPage(page int64, n, size int) int {
	return int(min(page, int64(n/max(size, 1)+1)))
}
