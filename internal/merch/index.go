package merch

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
)

// doc is a menu product with what filters, search and sorts read, computed
// once when the index is built.
type doc struct {
	mp   *catalog.MenuProduct
	text map[string][]string // lowercased values per text attribute
	// facets holds, per facet slot of the index, the ids of this product's values.
	facets [][]int32
	// thc and rating are the sort keys, missing when unknown.
	thc, rating float64
	numbers     map[string]float64
	// pos is the doc's place in the index, for search scores.
	pos int
	// lowest is the lowest non-zero price in cents, -1 when nothing is for sale.
	lowest int64
}

func (d *doc) texts(attr string) []string { return d.text[attr] }

func (d *doc) number(attr string) (float64, bool) {
	v, ok := d.numbers[attr]
	return v, ok
}

func lower(ss ...string) []string {
	out := make([]string, 0, len(ss))
	for _, s := range ss {
		if s != "" {
			out = append(out, strings.ToLower(s))
		}
	}
	return out
}

func newDoc(m *catalog.MenuProduct) *doc {
	p := &m.Product
	kind := string(p.Kind)
	d := &doc{mp: m, lowest: -1, numbers: map[string]float64{
		"store_id": float64(m.StoreID), "product_id": float64(p.ID), "menu_product_id": float64(m.ID),
		"product_brand_id": float64(m.Brand.ID), "review_count": float64(m.ReviewCount),
	}}
	var weights []string
	for _, o := range m.Offers {
		if o.Price <= 0 {
			continue
		}
		if d.lowest < 0 || int64(o.Price) < d.lowest {
			d.lowest = int64(o.Price)
		}
		if o.PriceID != catalog.Each {
			weights = append(weights, o.PriceID.Spaced())
			if o.PriceID.Spaced() != string(o.PriceID) {
				weights = append(weights, string(o.PriceID))
			}
		}
	}
	if d.lowest >= 0 {
		d.numbers["bucket_price"] = float64(d.lowest / 100)
	}
	for name, v := range map[string]*float64{"percent_thc": p.PercentTHC, "percent_cbd": p.PercentCBD, "aggregate_rating": m.AggregateRating} {
		if v != nil {
			d.numbers[name] = *v
		}
	}
	if m.BestSellerRank > 0 {
		d.numbers["best_seller_rank"] = float64(m.BestSellerRank)
	}
	terpenes := make([]string, len(p.Terpenes))
	for i, t := range p.Terpenes {
		terpenes[i] = t.Name
	}
	kindSubtype := ""
	if p.RootSubtype != "" {
		kindSubtype = kind + ":" + p.RootSubtype
	}
	d.text = map[string][]string{
		"kind": lower(kind), "category": lower(string(p.Category)), "brand": lower(m.Brand.Name),
		"brand_subtype": lower(p.BrandSubtype), "root_subtype": lower(p.RootSubtype), "kind_subtype": lower(p.RootSubtype),
		"kind_root_subtype": lower(kindSubtype), "root_types": lower(kind, kindSubtype),
		"available_weights": lower(weights...), "effects": lower(p.Effects...), "feelings": lower(p.Effects...),
		"flavors": lower(p.Flavors...), "activities": lower(p.Activities...), "terpenes": lower(terpenes...),
		"name": lower(p.Name), "strain": lower(p.Strain), "url_slug": lower(p.URLSlug),
	}
	d.thc, d.rating = missing, missing
	if v, ok := d.numbers["percent_thc"]; ok {
		d.thc = v
	}
	if v, ok := d.numbers["aggregate_rating"]; ok {
		d.rating = v
	}
	return d
}

// Index is one store's visible menu, ready to query. It is immutable once
// built, so any number of requests may read it at once.
type Index struct {
	// Version identifies the state of the menu the index was built from.
	Version string
	docs    []*doc
	// facetSlot numbers the facets; facetValues[slot][id] is a value's text.
	facetSlot   map[string]int
	facetValues [][]string
	// byID is docs sorted by menu product id, for Get.
	byID []*doc
	// vocab is every word of the menu with the products it appears in.
	vocab vocabulary
}

// NewIndex indexes a menu given in its recommended order (best sellers first).
func NewIndex(version string, menu []catalog.MenuProduct) *Index {
	ix := &Index{Version: version, docs: make([]*doc, 0, len(menu)), facetSlot: map[string]int{}}
	names := FacetNames()
	ids := make([]map[string]int32, len(names))
	for slot, name := range names {
		ix.facetSlot[name] = slot
		ids[slot] = map[string]int32{}
	}
	ix.facetValues = make([][]string, len(names))
	for i := range menu {
		if !menu[i].Visible {
			continue
		}
		d := newDoc(&menu[i])
		d.facets = make([][]int32, len(names))
		for slot, name := range names {
			for _, v := range facetValues(d, name) {
				id, ok := ids[slot][v]
				if !ok {
					id = int32(len(ix.facetValues[slot]))
					ids[slot][v] = id
					ix.facetValues[slot] = append(ix.facetValues[slot], v)
				}
				d.facets[slot] = append(d.facets[slot], id)
			}
		}
		d.pos = len(ix.docs)
		ix.docs = append(ix.docs, d)
	}
	ix.vocab = buildVocabulary(ix.docs)
	ix.byID = slices.Clone(ix.docs)
	slices.SortFunc(ix.byID, func(a, b *doc) int { return cmp.Compare(a.mp.ID, b.mp.ID) })
	return ix
}

// Len is the number of products in the index.
func (ix *Index) Len() int { return len(ix.docs) }

// Query asks the index for one page.
type Query struct {
	Filter Expr
	// Text is a search (see search.go); with it, the recommended order ranks
	// the best matches first.
	Text string
	// Sort is one of Sorts; empty means recommendation.
	Sort     string
	Page     int
	PageSize int
	// Facets names the text attributes to count over all hits.
	Facets []string
}

// Result is a page of hits with the total count and facet counts.
type Result struct {
	Hits   []*catalog.MenuProduct
	NbHits int
	Facets map[string]map[string]int
}

// Sorts are the orders the index knows; "recommendation" keeps the menu's.
var Sorts = []string{"recommendation", "name", "price_asc", "price_desc", "thc_asc", "thc_desc", "rating"}

// products without the sorted value go last in every order.
const missing = -1

func byNumber(get func(*doc) float64, desc bool) func(a, b *doc) int {
	return func(a, b *doc) int {
		va, vb := get(a), get(b)
		switch {
		case va == missing && vb == missing:
			return 0
		case va == missing:
			return 1
		case vb == missing:
			return -1
		case desc:
			return cmp.Compare(vb, va)
		}
		return cmp.Compare(va, vb)
	}
}

func price(d *doc) float64 { return float64(d.lowest) }

func thc(d *doc) float64 { return d.thc }

func rating(d *doc) float64 { return d.rating }

var sortFuncs = map[string]func(a, b *doc) int{
	"name": func(a, b *doc) int {
		return strings.Compare(strings.ToLower(a.mp.Product.Name), strings.ToLower(b.mp.Product.Name))
	},
	"price_asc":  byNumber(price, false),
	"price_desc": byNumber(price, true),
	"thc_asc":    byNumber(thc, false),
	"thc_desc":   byNumber(thc, true),
	"rating":     byNumber(rating, true),
}

// FacetNames are the attributes facets may be counted on.
func FacetNames() []string {
	names := make([]string, 0, len(textAttributes))
	for n := range textAttributes {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Search filters, searches, counts facets, sorts and pages. It returns an
// error only for an unknown sort or facet.
func (ix *Index) Search(q Query) (Result, error) {
	sortFunc, known := sortFuncs[q.Sort]
	if q.Sort != "" && q.Sort != "recommendation" && !known {
		return Result{}, fmt.Errorf("search_sort %q is unknown: use one of %s", q.Sort, strings.Join(Sorts, ", "))
	}
	for _, f := range q.Facets {
		if !textAttributes[f] {
			return Result{}, fmt.Errorf("search_facets: %q cannot be counted: use one of %s", f, strings.Join(FacetNames(), ", "))
		}
	}
	textOK, score := ix.textScores(q.Text)
	hits := make([]*doc, 0, len(ix.docs))
	for _, d := range ix.docs {
		if (textOK == nil || textOK[d.pos]) && (q.Filter == nil || q.Filter.match(d)) {
			hits = append(hits, d)
		}
	}
	if sortFunc == nil && score != nil {
		sortFunc = func(a, b *doc) int { return cmp.Compare(score[b.pos], score[a.pos]) }
	}
	res := Result{NbHits: len(hits)}
	if len(q.Facets) > 0 {
		res.Facets = make(map[string]map[string]int, len(q.Facets))
		for _, f := range q.Facets {
			slot := ix.facetSlot[f]
			counts := make([]int, len(ix.facetValues[slot]))
			for _, d := range hits {
				for _, id := range d.facets[slot] {
					counts[id]++
				}
			}
			byValue := make(map[string]int, len(counts))
			for id, n := range counts {
				if n > 0 {
					byValue[ix.facetValues[slot][id]] = n
				}
			}
			res.Facets[f] = byValue
		}
	}
	if sortFunc != nil {
		slices.SortStableFunc(hits, sortFunc)
	}
	start := len(hits)
	if q.Page >= 0 && q.PageSize > 0 && q.Page <= len(hits)/q.PageSize {
		start = q.Page * q.PageSize
	}
	end := min(start+q.PageSize, len(hits))
	res.Hits = make([]*catalog.MenuProduct, 0, end-start)
	for _, d := range hits[start:end] {
		res.Hits = append(res.Hits, d.mp)
	}
	return res, nil
}

// facetValues are the values a facet counts, in the product's own spelling.
func facetValues(d *doc, facet string) []string {
	p := &d.mp.Product
	switch facet {
	case "brand":
		return []string{d.mp.Brand.Name}
	case "kind_root_subtype":
		if p.RootSubtype != "" {
			return []string{string(p.Kind) + ":" + p.RootSubtype}
		}
		return nil
	case "root_subtype", "kind_subtype":
		if p.RootSubtype != "" {
			return []string{p.RootSubtype}
		}
		return nil
	case "available_weights":
		var out []string
		for _, v := range d.text[facet] {
			if strings.Contains(v, " ") || !strings.Contains(v, "_") {
				out = append(out, v)
			}
		}
		return out
	case "effects", "feelings":
		return p.Effects
	case "flavors":
		return p.Flavors
	case "name":
		return []string{p.Name}
	case "strain":
		if p.Strain != "" {
			return []string{p.Strain}
		}
		return nil
	}
	return d.text[facet]
}

// Get returns the visible menu product with the given menu product id, or nil.
func (ix *Index) Get(menuProductID int64) *catalog.MenuProduct {
	i, ok := slices.BinarySearchFunc(ix.byID, menuProductID, func(d *doc, id int64) int { return cmp.Compare(d.mp.ID, id) })
	if !ok {
		return nil
	}
	return ix.byID[i].mp
}

// All returns every product of the index in the menu's order.
func (ix *Index) All() []*catalog.MenuProduct {
	out := make([]*catalog.MenuProduct, len(ix.docs))
	for i, d := range ix.docs {
		out[i] = d.mp
	}
	return out
}
