package merchandising

import (
	"maps"
	"slices"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/problem"
)

// rangeFacet counts products in ranges of a number, for the filter bar's
// price buckets and THC and CBD ranges. Each bucket's name is what the
// client shows and turns back into a filter: "20-40" is 20 <= v < 40, "80+"
// is 80 <= v.
type rangeFacet struct {
	// attribute is the filter attribute the buckets narrow.
	attribute string
	buckets   []bucket
	value     func(m *catalog.MenuProduct) (float64, bool)
}

type bucket struct {
	name     string
	from, to float64 // to 0 means no upper bound
}

var rangeFacets = map[string]rangeFacet{
	// price_range buckets the lowest price of a product, in whole dollars.
	"price_range": {"bucket_price", []bucket{{"0-20", 0, 20}, {"20-40", 20, 40}, {"40-60", 40, 60}, {"60-80", 60, 80}, {"80+", 80, 0}},
		func(m *catalog.MenuProduct) (float64, bool) {
			low, ok := m.LowestOffer()
			return float64(low.Lowest() / 100), ok
		}},
	"thc_range": {"percent_thc", []bucket{{"0-10", 0, 10}, {"10-20", 10, 20}, {"20-30", 20, 30}, {"30+", 30, 0}},
		func(m *catalog.MenuProduct) (float64, bool) { return deref(m.Product.PercentTHC) }},
	"cbd_range": {"percent_cbd", []bucket{{"0-2", 0, 2}, {"2-10", 2, 10}, {"10+", 10, 0}},
		func(m *catalog.MenuProduct) (float64, bool) { return deref(m.Product.PercentCBD) }},
}

func deref(v *float64) (float64, bool) {
	if v == nil {
		return 0, false
	}
	return *v, true
}

// splitFacets sorts facet names into the index's own, range facets, and the
// attributes counted from the rendered products (attrfacets.go). No name is
// refused; more than maxFacetNames of them are.
func splitFacets(names []string) (index, ranges, attrs []string, err error) {
	if len(names) > maxFacetNames {
		return nil, nil, nil, problem.New(problem.Malformed, "search_facets may list at most %d names, not %d.", maxFacetNames, len(names))
	}
	for _, n := range names {
		switch _, isRange := rangeFacets[n]; {
		case isRange:
			ranges = append(ranges, n)
		case merch.IsFacet(n):
			index = append(index, n)
		default:
			attrs = append(attrs, n)
		}
	}
	return index, ranges, attrs, nil
}

// countExtra counts the facets the index does not, over the hits of a
// placement's query: the named range facets (buckets without products are
// left out) and the named attributes, with the stats of numeric ones.
func countExtra(ix *core.MenuView, placement string, q merch.Query, sig merch.Signals, ranges, attrs []string) (map[string]map[string]int, map[string]FacetStats, error) {
	if len(ranges) == 0 && len(attrs) == 0 {
		return nil, nil, nil
	}
	q.Page, q.PageSize, q.Facets = 0, ix.Len(), nil
	res, err := ix.Place(placement, q, sig)
	if err != nil {
		return nil, nil, err
	}
	out := make(map[string]map[string]int, len(ranges)+len(attrs))
	for _, name := range ranges {
		f := rangeFacets[name]
		counts := map[string]int{}
		for _, m := range res.Hits {
			v, ok := f.value(m)
			if !ok {
				continue
			}
			if i := slices.IndexFunc(f.buckets, func(b bucket) bool { return v >= b.from && (b.to == 0 || v < b.to) }); i >= 0 {
				counts[f.buckets[i].name]++
			}
		}
		out[name] = counts
	}
	if len(attrs) == 0 {
		return out, nil, nil
	}
	counts, stats, err := countViewAttributes(ix, res.Hits, attrs)
	if err != nil {
		return nil, nil, err
	}
	maps.Copy(out, counts)
	return out, stats, nil
}
