package merch

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/pistil/pistil/internal/catalog"
)

// Text attributes are kept in slots; "feelings" and "kind_subtype" always
// hold the same values as "effects" and "root_subtype", so they share them.
const (
	slotActivities = iota
	slotWeights
	slotBrand
	slotBrandSubtype
	slotCategory
	slotEffects // and feelings
	slotFlavors
	slotKind
	slotKindRootSubtype
	slotName
	slotRootSubtype // and kind_subtype
	slotRootTypes
	slotStrain
	slotTerpenes
	slotURLSlug
	numTextSlots
)

// textSlots numbers the text attributes (the keys of textAttributes).
var textSlots = map[string]int{"activities": slotActivities, "available_weights": slotWeights, "brand": slotBrand,
	"brand_subtype": slotBrandSubtype, "category": slotCategory, "effects": slotEffects, "feelings": slotEffects,
	"flavors": slotFlavors, "kind": slotKind, "kind_root_subtype": slotKindRootSubtype, "kind_subtype": slotRootSubtype,
	"name": slotName, "root_subtype": slotRootSubtype, "root_types": slotRootTypes, "strain": slotStrain,
	"terpenes": slotTerpenes, "url_slug": slotURLSlug}

// slotNames is, per text slot, the attribute whose facet values it keeps.
var slotNames = func() [numTextSlots]string {
	var names [numTextSlots]string
	for name, slot := range textSlots {
		if name != "feelings" && name != "kind_subtype" {
			names[slot] = name
		}
	}
	return names
}()

// Numeric attributes are kept in slots too.
const (
	numStoreID = iota
	numProductID
	numMenuProductID
	numBrandID
	numReviewCount
	numBucketPrice
	numTHC
	numCBD
	numRating
	numBestSellerRank
	numNumberSlots
)

// numberSlots numbers the numeric attributes (the keys of numberAttributes).
var numberSlots = map[string]int{"store_id": numStoreID, "product_id": numProductID, "menu_product_id": numMenuProductID,
	"product_brand_id": numBrandID, "review_count": numReviewCount, "bucket_price": numBucketPrice, "percent_thc": numTHC,
	"percent_cbd": numCBD, "aggregate_rating": numRating, "best_seller_rank": numBestSellerRank}

// doc is a menu product with what filters, search and sorts read, computed
// once when the index is built. Its slices are windows on arrays the whole
// index shares, and its text values are interned: equal values of different
// products are one string.
type doc struct {
	mp *catalog.MenuProduct
	// The lowercased values of every text slot in turn, as places in the
	// index's texts, are the index's texts.vals from valStart: slot s is
	// from valEnd[s-1] to valEnd[s] past it (texts.slot). The doc holds no
	// pointer but mp, for the collector to follow.
	valStart uint32
	valEnd   [numTextSlots]uint32
	// nums holds the numeric attributes; bit s of hasNum says slot s is known.
	nums   [numNumberSlots]float64
	hasNum uint16
	// thc and rating are the sort keys, missing when unknown.
	thc, rating float64
	// pos is the doc's place in the index, for search scores.
	pos int
	// lowest is the lowest non-zero price in cents (a special's price where
	// one lowers it), -1 when nothing is for sale.
	lowest int64
}

// texts are the distinct lowercased text values of an index's docs, which
// the docs name by their place (texts.vals), packed in one string: a
// place costs 4 bytes where a string costs 16, and the values are one
// object for the collector to mark, not one each.
type texts struct {
	all  string
	ends []uint32 // value i ends at ends[i], and starts where i-1 ends
	// vals are the docs' values, each doc's from its valStart
	vals []uint32
}

// at is value i.
func (t texts) at(i uint32) string {
	start := uint32(0)
	if i > 0 {
		start = t.ends[i-1]
	}
	return t.all[start:t.ends[i]]
}

// slot is d's values of a text slot.
func (t texts) slot(d *doc, slot int) []uint32 {
	start := d.valStart
	if slot > 0 {
		start += d.valEnd[slot-1]
	}
	return t.vals[start : d.valStart+d.valEnd[slot]]
}

// of is d's values of a text attribute, none for another name.
func (t texts) of(d *doc, attr string) []uint32 {
	slot, ok := textSlots[attr]
	if !ok {
		return nil
	}
	return t.slot(d, slot)
}

// packTexts packs values, in their order, with the docs' vals.
func packTexts(values []string, vals []uint32) texts {
	n := 0
	for _, v := range values {
		n += len(v)
	}
	var b strings.Builder
	b.Grow(n)
	ends := make([]uint32, len(values))
	for i, v := range values {
		b.WriteString(v)
		ends[i] = uint32(b.Len())
	}
	return texts{all: b.String(), ends: ends, vals: vals}
}

func (d *doc) numberAt(slot int) (float64, bool) {
	return d.nums[slot], d.hasNum&(1<<slot) != 0
}

func (d *doc) number(attr string) (float64, bool) {
	slot, ok := numberSlots[attr]
	if !ok {
		return 0, false
	}
	return d.numberAt(slot)
}

func (d *doc) setNumber(slot int, v float64) {
	d.nums[slot] = v
	d.hasNum |= 1 << slot
}

// builder holds what building an index needs and the index does not keep.
type builder struct {
	lowered  map[string]uint32 // a value as given to its lowercase's place in texts
	interned map[string]uint32 // a lowercase value to its place in texts
	texts    []string
	spaced   map[catalog.Weight]string
	// kindSubtypes interns "kind:root subtype" values.
	kindSubtypes map[[2]string]string
	weights      []string // scratch
	vals         []uint32
}

// lower returns the place in b.texts of s lowercased.
func (b *builder) lower(s string) uint32 {
	if at, ok := b.lowered[s]; ok {
		return at
	}
	l := strings.ToLower(s)
	at, ok := b.interned[l]
	if !ok {
		at = uint32(len(b.texts))
		b.texts = append(b.texts, l)
		b.interned[l] = at
	}
	b.lowered[s] = at
	return at
}

// add appends the non-empty values, lowercased, to the text values.
func (b *builder) add(ss ...string) {
	for _, s := range ss {
		if s != "" {
			b.vals = append(b.vals, b.lower(s))
		}
	}
}

// fill computes d for m. Its slices are windows on the builder's, which the
// caller moves to their final place once every doc is built.
func (b *builder) fill(d *doc, m *catalog.MenuProduct) {
	p := m.Product
	kind := string(p.Kind)
	*d = doc{mp: m, lowest: -1, thc: missing, rating: missing}
	d.setNumber(numStoreID, float64(m.StoreID))
	d.setNumber(numProductID, float64(p.ID))
	d.setNumber(numMenuProductID, float64(m.ID))
	d.setNumber(numBrandID, float64(m.Brand.ID))
	d.setNumber(numReviewCount, float64(m.ReviewCount))
	weights := b.weights[:0]
	for _, o := range m.Offers {
		if o.Price <= 0 {
			continue
		}
		if o.PriceID != catalog.Each {
			spaced, ok := b.spaced[o.PriceID]
			if !ok {
				spaced = o.PriceID.Spaced()
				b.spaced[o.PriceID] = spaced
			}
			weights = append(weights, spaced)
			if spaced != string(o.PriceID) {
				weights = append(weights, string(o.PriceID))
			}
		}
	}
	b.weights = weights
	// sorts and price filters go by what the shopper pays: a special's price
	if low, ok := m.LowestOffer(); ok {
		d.lowest = int64(low.Lowest())
	}
	if d.lowest >= 0 {
		d.setNumber(numBucketPrice, float64(d.lowest/100))
	}
	if p.PercentTHC != nil {
		d.setNumber(numTHC, *p.PercentTHC)
		d.thc = *p.PercentTHC
	}
	if p.PercentCBD != nil {
		d.setNumber(numCBD, *p.PercentCBD)
	}
	if m.AggregateRating != nil {
		d.setNumber(numRating, *m.AggregateRating)
		d.rating = *m.AggregateRating
	}
	if m.BestSellerRank > 0 {
		d.setNumber(numBestSellerRank, float64(m.BestSellerRank))
	}
	kindSubtype := ""
	if p.RootSubtype != "" {
		key := [2]string{kind, p.RootSubtype}
		var ok bool
		if kindSubtype, ok = b.kindSubtypes[key]; !ok {
			kindSubtype = kind + ":" + p.RootSubtype
			b.kindSubtypes[key] = kindSubtype
		}
	}
	start := len(b.vals)
	end := func(slot int) { d.valEnd[slot] = uint32(len(b.vals) - start) }
	b.add(p.Activities...)
	end(slotActivities)
	b.add(weights...)
	end(slotWeights)
	b.add(m.Brand.Name)
	end(slotBrand)
	b.add(p.BrandSubtype)
	end(slotBrandSubtype)
	b.add(string(p.Category))
	end(slotCategory)
	b.add(p.Effects...)
	end(slotEffects)
	b.add(p.Flavors...)
	end(slotFlavors)
	b.add(kind)
	end(slotKind)
	b.add(kindSubtype)
	end(slotKindRootSubtype)
	b.add(p.Name)
	end(slotName)
	b.add(p.RootSubtype)
	end(slotRootSubtype)
	b.add(kind, kindSubtype)
	end(slotRootTypes)
	b.add(p.Strain)
	end(slotStrain)
	for _, t := range p.Terpenes {
		b.add(t.Name)
	}
	end(slotTerpenes)
	b.add(p.URLSlug)
	end(slotURLSlug)
	d.valStart = uint32(start)
}

// Index is one store's visible menu, ready to query. It is immutable once
// built, so any number of requests may read it at once.
type Index struct {
	// Version identifies the state of the menu the index was built from.
	Version string
	docs    []*doc
	texts   texts
	// facets are each text slot's facet values over the docs (slot as
	// textSlots), made by the first query that counts them.
	facets [numTextSlots]facetSlot
	// byID is the docs' places sorted by menu product id, for Get.
	byID []int32
	// vocab is every word of the menu with the products it appears in,
	// made by the first search with words (vocabulary), not by the build:
	// a store's first request, which waits for the build, seldom searches.
	vocab     vocabulary
	vocabOnce sync.Once
	// orders are the docs' places sorted by each of sortFuncs (ties in menu
	// order), worked out on the first search in that order: a search walks
	// them instead of sorting its hits.
	orders map[string]*sortedOrder
	// terms keeps the set of docs of each comparison filters made (bits.go).
	terms kept[bitset]
	// words keeps the docs each query word matched (search.go).
	words kept[[]posting]
}

// sortedOrder is one sort's order of an index's docs, made once.
type sortedOrder struct {
	once sync.Once
	pos  []int32
}

// NewIndex indexes a menu given in its recommended order (best sellers first).
func NewIndex(version string, menu []catalog.MenuProduct) *Index {
	visible := 0
	for i := range menu {
		if menu[i].Visible {
			visible++
		}
	}
	ix := &Index{Version: version, docs: make([]*doc, 0, visible)}
	b := &builder{lowered: map[string]uint32{}, interned: map[string]uint32{}, spaced: map[catalog.Weight]string{},
		kindSubtypes: map[[2]string]string{}}
	slab := make([]doc, visible)
	for i := range menu {
		if !menu[i].Visible {
			continue
		}
		d := &slab[len(ix.docs)]
		b.fill(d, &menu[i])
		d.pos = len(ix.docs)
		ix.docs = append(ix.docs, d)
	}
	// Move every doc's values to arrays of the exact size, so that the
	// builder's, grown by appending, can be freed.
	ix.texts = packTexts(b.texts, slices.Clone(b.vals))
	ix.orders = make(map[string]*sortedOrder, len(sortFuncs))
	for name := range sortFuncs {
		ix.orders[name] = &sortedOrder{}
	}
	ix.byID = make([]int32, len(ix.docs))
	for i := range ix.byID {
		ix.byID[i] = int32(i)
	}
	slices.SortFunc(ix.byID, func(a, b int32) int { return cmp.Compare(ix.docs[a].mp.ID, ix.docs[b].mp.ID) })
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

// IsFacet reports whether the index counts facet name itself (a text
// attribute); callers count any other attribute from the rendered products.
func IsFacet(name string) bool { return textAttributes[name] }

// FacetNames are the attributes the index counts facets on.
func FacetNames() []string {
	names := make([]string, 0, len(textAttributes))
	for n := range textAttributes {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Search filters, searches, counts facets, sorts and pages. It returns an
// error only for an unknown sort or a facet that is not IsFacet.
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
	// In a sort of sortFuncs, the docs are walked in that order, so the
	// hits come sorted; in the recommended order they are walked in menu
	// order, and a search sorts its hits by score, ties in menu order.
	// hits are the docs' places, which hold no pointer for the collector.
	hits := make([]int32, 0, len(ix.docs))
	var filtered bitset
	if q.Filter != nil && len(ix.docs) > 0 {
		filtered = ix.filterBits(q.Filter)
	}
	keep := func(i int32) {
		if (textOK == nil || textOK[i]) && (filtered == nil || filtered.has(i)) {
			hits = append(hits, i)
		}
	}
	if sortFunc != nil {
		for _, i := range ix.order(q.Sort, sortFunc) {
			keep(i)
		}
	} else {
		for i := range ix.docs {
			keep(int32(i))
		}
		if score != nil {
			slices.SortStableFunc(hits, func(a, b int32) int { return cmp.Compare(score[b], score[a]) })
		}
	}
	res := Result{NbHits: len(hits)}
	if len(q.Facets) > 0 {
		res.Facets = make(map[string]map[string]int, len(q.Facets))
		for _, f := range q.Facets {
			fs := ix.facetsOf(textSlots[f])
			counts := make([]int, len(fs.values))
			for _, i := range hits {
				for _, id := range fs.of(int(i)) {
					counts[id]++
				}
			}
			byValue := make(map[string]int, len(counts))
			for id, n := range counts {
				if n > 0 {
					byValue[fs.values[id]] = n
				}
			}
			res.Facets[f] = byValue
		}
	}
	start := len(hits)
	if q.Page >= 0 && q.PageSize > 0 && q.Page <= len(hits)/q.PageSize {
		start = q.Page * q.PageSize
	}
	end := min(start+q.PageSize, len(hits))
	res.Hits = make([]*catalog.MenuProduct, 0, end-start)
	for _, i := range hits[start:end] {
		res.Hits = append(res.Hits, ix.docs[i].mp)
	}
	return res, nil
}

// order is the docs' places in the named sort (sortFuncs), ties in menu
// order, worked out on its first use.
func (ix *Index) order(name string, sortFunc func(a, b *doc) int) []int32 {
	o := ix.orders[name]
	o.once.Do(func() {
		o.pos = make([]int32, len(ix.docs))
		for i := range o.pos {
			o.pos[i] = int32(i)
		}
		var names []string
		if name == "name" {
			// each name lowercased once, not at every comparison
			names = make([]string, len(ix.docs))
			for i, d := range ix.docs {
				names[i] = strings.ToLower(d.mp.Product.Name)
			}
		}
		slices.SortFunc(o.pos, func(a, b int32) int {
			var c int
			if names != nil {
				c = strings.Compare(names[a], names[b])
			} else {
				c = sortFunc(ix.docs[a], ix.docs[b])
			}
			return cmp.Or(c, cmp.Compare(a, b))
		})
	})
	return o.pos
}

// facetSlot is one text slot's facet values over an index's docs: few
// slots are ever counted, and a store's first request waits for the
// index's build, so each is made by the first query that counts it.
type facetSlot struct {
	once sync.Once
	// values[id] is the text of facet value id; ids holds the docs' value
	// ids in turn, doc i's ending at ends[i].
	values []string
	ids    []int32
	ends   []uint32
}

// facetsOf is the facet values of a text slot, made on first use.
func (ix *Index) facetsOf(slot int) *facetSlot {
	f := &ix.facets[slot]
	f.once.Do(func() {
		byText := map[string]int32{}
		var scratch []string
		f.ends = make([]uint32, len(ix.docs))
		for i, d := range ix.docs {
			for _, v := range facetValues(ix.texts, d, slotNames[slot], &scratch) {
				id, ok := byText[v]
				if !ok {
					id = int32(len(f.values))
					byText[v] = id
					f.values = append(f.values, v)
				}
				f.ids = append(f.ids, id)
			}
			f.ends[i] = uint32(len(f.ids))
		}
		f.values, f.ids = slices.Clip(f.values), slices.Clip(f.ids)
	})
	return f
}

// of is the facet value ids of the doc at place i.
func (f *facetSlot) of(i int) []int32 {
	start := uint32(0)
	if i > 0 {
		start = f.ends[i-1]
	}
	return f.ids[start:f.ends[i]]
}

// facetValues are the values a facet counts, in the product's own spelling.
// Values kept only in the index's texts are listed in *scratch, which the
// caller may reuse once done with them; the others are the product's own.
func facetValues(t texts, d *doc, facet string, scratch *[]string) []string {
	p := d.mp.Product
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
		for _, at := range t.of(d, facet) {
			if v := t.at(at); strings.Contains(v, " ") || !strings.Contains(v, "_") {
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
	out := (*scratch)[:0]
	for _, at := range t.of(d, facet) {
		out = append(out, t.at(at))
	}
	*scratch = out
	return out
}

// Get returns the visible menu product with the given menu product id, or nil.
func (ix *Index) Get(menuProductID int64) *catalog.MenuProduct {
	i, ok := ix.Position(menuProductID)
	if !ok {
		return nil
	}
	return ix.docs[i].mp
}

// Position is the place in All of the visible menu product with the given
// menu product id; false when there is none.
func (ix *Index) Position(menuProductID int64) (int, bool) {
	i, ok := slices.BinarySearchFunc(ix.byID, menuProductID, func(at int32, id int64) int { return cmp.Compare(ix.docs[at].mp.ID, id) })
	if !ok {
		return 0, false
	}
	return int(ix.byID[i]), true
}

// All returns every product of the index in the menu's order.
func (ix *Index) All() []*catalog.MenuProduct {
	out := make([]*catalog.MenuProduct, len(ix.docs))
	for i, d := range ix.docs {
		out[i] = d.mp
	}
	return out
}
