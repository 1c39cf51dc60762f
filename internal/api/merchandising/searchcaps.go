package merchandising

import (
	"cmp"
	"fmt"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/merch"
)

// The bounds of a merchandising search request (docs/merchandising.md):
// what the storefront and the original service's clients send, with room
// to spare. A request beyond any is a 400 naming the field, so no accepted
// request costs more than a bounded, linear amount of work: the worst one
// stays under 50 ms of CPU on a 2,000-product store
// (BenchmarkWorstAcceptedSearch, docs/benchmarks.md).
const (
	// searchBody caps the body of /v2/smart, /v2/facets, /v2/smartpage and
	// /v2/multi: the storefront's are under 2 KB; every cap below at once
	// fits.
	searchBody = 128 << 10
	// maxFilterLength caps search_filter: the storefront's filter bar with
	// every brand of a large menu chosen is about 1,500 characters.
	maxFilterLength = 2000
	// maxAttributeNames caps search_attributes, like search_facets
	// (maxFacetNames): a menu product has about a hundred attributes.
	maxAttributeNames = maxFacetNames
	// maxNameLength caps one attribute or facet name: the longest dotted
	// name of a menu product is under 50 characters.
	maxNameLength = 100
	// maxCartProducts caps cart_product_ids: a cart holds a few dozen.
	maxCartProducts = 100
	// maxMultiFacetRows caps the rows of a /v2/multi that count facets:
	// each counts over all of its placement's products, and a row of
	// products needs none (the storefront's featured rows ask for none).
	maxMultiFacetRows = 3
	// maxShortText caps placement, search_sort, app_mode, the device ids
	// and a row's title.
	maxShortText = 200
)

// boundQuery bounds a search's text.
func boundQuery(field, text string) error {
	if n := utf8.RuneCountInString(text); n > merch.MaxQueryLength {
		return core.BadField(field, "may hold at most %d characters, not %d.", merch.MaxQueryLength, n)
	}
	if n := merch.QueryWords(text); n > merch.MaxQueryWords {
		return core.BadField(field, "may hold at most %d words, not %d.", merch.MaxQueryWords, n)
	}
	return nil
}

// checkFilter bounds a search's filter.
func checkFilter(field, filter string) error {
	if n := utf8.RuneCountInString(filter); n > maxFilterLength {
		return core.BadField(field, "may hold at most %d characters, not %d.", maxFilterLength, n)
	}
	return nil
}

// checkNames bounds a list of attribute or facet names.
func checkNames(field string, names []string, most int) error {
	if len(names) > most {
		return core.BadField(field, "may list at most %d names, not %d.", most, len(names))
	}
	for i, n := range names {
		if len(n) > maxNameLength {
			return core.BadField(field, "names may hold at most %d characters; entry %d holds %d.", maxNameLength, i, len(n))
		}
	}
	return nil
}

// checkShort bounds the short text fields, each named by its key.
func checkShort(fields map[string]string) error {
	for field, s := range fields {
		if len(s) > maxShortText {
			return core.BadField(field, "may hold at most %d characters.", maxShortText)
		}
	}
	return nil
}

// check bounds a /v2/smart request, or one placement of a /v2/multi one
// (field names prefixed by prefix).
func (req *SmartRequest) check(prefix string) error {
	if err := checkShort(map[string]string{prefix + "placement": req.Placement, prefix + "search_sort": req.SearchSort,
		prefix + "app_mode": req.AppMode, prefix + "distinct_id": req.DistinctID, prefix + "jane_device_id": req.JaneDeviceID,
		prefix + "title": req.Title}); err != nil {
		return err
	}
	if err := boundQuery(prefix+"search_query", req.SearchQuery); err != nil {
		return err
	}
	if err := checkFilter(prefix+"search_filter", req.SearchFilter); err != nil {
		return err
	}
	if err := checkNames(prefix+"search_attributes", req.SearchAttributes, maxAttributeNames); err != nil {
		return err
	}
	if err := checkNames(prefix+"search_facets", req.SearchFacets, maxFacetNames); err != nil {
		return err
	}
	for field, n := range map[string]*core.FlexInt{prefix + "page_size": req.PageSize, prefix + "max_products": req.MaxProducts} {
		if n != nil && (*n < 0 || *n > MaxPageSize) {
			return core.BadField(field, "must be from 0 to %d.", MaxPageSize)
		}
	}
	if len(req.CartProductIDs) > maxCartProducts {
		return core.BadField(prefix+"cart_product_ids", "may list at most %d products, not %d.", maxCartProducts, len(req.CartProductIDs))
	}
	return nil
}

// check bounds a /v2/multi request: each placement as a /v2/smart request,
// and all of them together within one request's search words, filter
// characters and facet names, so a multi costs no more than a few smarts.
func (req *MultiRequest) check() error {
	if err := checkShort(map[string]string{"type": req.Type, "jane_device_id": req.JaneDeviceID, "distinct_id": req.DistinctID}); err != nil {
		return err
	}
	if err := checkNames("search_attributes", req.SearchAttributes, maxAttributeNames); err != nil {
		return err
	}
	var words, filter, facets, facetRows int
	for i := range req.Placements {
		p := &req.Placements[i]
		if err := p.check(fmt.Sprintf("placements[%d].", i)); err != nil {
			return err
		}
		words += merch.QueryWords(p.SearchQuery)
		filter += utf8.RuneCountInString(p.SearchFilter)
		facets += len(p.SearchFacets)
		if len(p.SearchFacets) > 0 {
			facetRows++
		}
	}
	switch {
	case words > merch.MaxQueryWords:
		return core.BadField("placements", "may hold at most %d search words together, not %d.", merch.MaxQueryWords, words)
	case filter > maxFilterLength:
		return core.BadField("placements", "may hold at most %d filter characters together, not %d.", maxFilterLength, filter)
	case facets > maxFacetNames:
		return core.BadField("placements", "may list at most %d facet names together, not %d.", maxFacetNames, facets)
	case facetRows > maxMultiFacetRows:
		return core.BadField("placements", "may count facets for at most %d rows, not %d.", maxMultiFacetRows, facetRows)
	}
	return nil
}

// check bounds a /v2/facets request; its fields are named in snake_case
// whichever way they came.
func (req *FacetsRequest) check() error {
	if err := checkShort(map[string]string{"placement": req.Placement, "jane_device_id": cmp.Or(req.JaneDeviceID, req.JaneDeviceIDCamel)}); err != nil {
		return err
	}
	if err := boundQuery("search_query", cmp.Or(req.Query, req.QueryCamel)); err != nil {
		return err
	}
	if err := checkFilter("search_filter", cmp.Or(req.Filter, req.FilterCamel)); err != nil {
		return err
	}
	names := req.Facets
	if len(names) == 0 {
		names = req.FacetsCamel
	}
	return checkNames("search_facets", names, maxFacetNames)
}
