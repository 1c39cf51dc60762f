package merch

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
)

// Placements are the product rows of spec section 4. Each ranks the menu in
// its own way when the request asks for the recommended order; with another
// sort the placement only chooses which products it shows.
var Placements = []string{
	"best_selling", "brand_specials", "buy_again_row", "cart_toppers", "menu_dynamic_row", "menu_inline",
	"menu_inline_table", "menu_top_row", "pdp_row", "sale", "specials", "thematic_row", "virtual_budtender_search",
}

// KnownPlacement reports whether p is one of Placements.
func KnownPlacement(p string) bool { return slices.Contains(Placements, p) }

// Signals are what placements rank by beyond the menu itself. All ids are
// catalogue product ids; a nil map means nothing is known.
type Signals struct {
	// Sales are the units of each product reserved at the store recently.
	Sales map[int64]int
	// Purchases are the units of each product this shopper reserved here before.
	Purchases map[int64]int
	// CartProductIDs are the products in the shopper's cart.
	CartProductIDs []int64
	// BoughtWith counts, per product, the reservations that held it together
	// with one of CartProductIDs.
	BoughtWith map[int64]int
	// ProductID is the product a pdp_row is shown beside.
	ProductID int64
	// BrandSpecial holds the products a live brand special applies to.
	BrandSpecial map[int64]bool
}

// toppingPrice is the most an add-on suggested at the cart usually costs.
const toppingPrice = 2500

// ranker scores a hit for a placement; ok false leaves the product out of it.
type ranker func(d *doc) (score float64, ok bool)

// rankerFor returns how placement p orders and narrows the menu, or nil when
// it keeps the filter's hits in the menu's recommended order (best sellers
// first), as menu_top_row, menu_inline, menu_inline_table, menu_dynamic_row
// and thematic_row do: their rows differ by the filter the caller gives.
func (ix *Index) rankerFor(p string, sig Signals) ranker {
	switch p {
	case "best_selling":
		// Units sold recently; products never sold here yet follow by the
		// catalogue's best-seller rank; the rest are not best sellers.
		return func(d *doc) (float64, bool) {
			if n := sig.Sales[d.mp.Product.ID]; n > 0 {
				return 1e6 + float64(n), true
			}
			if r := d.mp.BestSellerRank; r > 0 {
				return 1e6 - float64(r), r <= 1e5
			}
			return 0, false
		}
	case "buy_again_row":
		// What this shopper reserved here before, most units first.
		return func(d *doc) (float64, bool) {
			n := sig.Purchases[d.mp.Product.ID]
			return float64(n), n > 0
		}
	case "cart_toppers":
		return ix.cartToppers(sig)
	case "pdp_row":
		return ix.similarTo(sig.ProductID)
	case "specials", "sale":
		return onSale
	case "brand_specials":
		return member(sig.BrandSpecial)
	}
	return nil
}

// onSale keeps, in the menu's order, the products a live special lowers the
// menu price of: those with a weight whose special price (the price the
// product's card shows, struck through beside the regular one) is below
// its regular price. Bundles that need more units, cart-wide specials and
// cash back lower no menu price, so their products are not on sale.
func onSale(d *doc) (float64, bool) {
	for _, o := range d.mp.Offers {
		if o.Price > 0 && o.SpecialPrice > 0 && o.SpecialPrice < o.Price {
			return 0, true
		}
	}
	return 0, false
}

// member keeps the products of set in the menu's order.
func member(set map[int64]bool) ranker {
	return func(d *doc) (float64, bool) { return 0, set[d.mp.Product.ID] }
}

// cartToppers suggests what goes with the cart: first the products most
// often reserved together with the cart's, then, for a cart without them,
// the store's cheaper add-ons (at most $25) of kinds the cart does not hold
// yet, best sellers first. The cart's own products are never suggested.
func (ix *Index) cartToppers(sig Signals) ranker {
	inCart := map[int64]bool{}
	kinds := map[catalog.Kind]bool{}
	for _, id := range sig.CartProductIDs {
		inCart[id] = true
	}
	for _, d := range ix.docs {
		if inCart[d.mp.Product.ID] {
			kinds[d.mp.Product.Kind] = true
		}
	}
	return func(d *doc) (float64, bool) {
		id := d.mp.Product.ID
		if inCart[id] {
			return 0, false
		}
		if n := sig.BoughtWith[id]; n > 0 {
			return 1e6 + float64(n), true
		}
		if d.lowest > 0 && d.lowest <= toppingPrice && !kinds[d.mp.Product.Kind] {
			return 1 + float64(sig.Sales[id])/1e5, true
		}
		return 0, false
	}
}

// similarity weights: a product beside another is most alike in kind, then
// lineage, then effects, brand and potency.
const (
	sameKind     = 4
	sameLineage  = 3
	sameSubtype  = 1
	sharedEffect = 1 // per shared effect, at most three
	sameBrand    = 1
	closeTHC     = 1 // THC within 5 points
	// a product needs at least this much in common to be shown as similar.
	similarEnough = sameKind + 1
)

// similarTo ranks products by how much they have in common with the product
// of the page: kind, lineage, subtype, effects, brand and potency.
func (ix *Index) similarTo(productID int64) ranker {
	var base *catalog.MenuProduct
	for _, d := range ix.docs {
		if d.mp.Product.ID == productID {
			base = d.mp
			break
		}
	}
	if base == nil {
		return func(*doc) (float64, bool) { return 0, false }
	}
	return func(d *doc) (float64, bool) {
		s := Similarity(base, d.mp)
		return s, d.mp.Product.ID != productID && s >= similarEnough
	}
}

// Similarity scores what two menu products have in common (see the weights
// above); it is symmetric.
func Similarity(a, b *catalog.MenuProduct) float64 {
	pa, pb := a.Product, b.Product
	var s float64
	if pa.Kind == pb.Kind {
		s += sameKind
	}
	if pa.Category != "" && pa.Category == pb.Category {
		s += sameLineage
	}
	if pa.RootSubtype != "" && strings.EqualFold(pa.RootSubtype, pb.RootSubtype) {
		s += sameSubtype
	}
	shared := 0
	for _, e := range pa.Effects {
		if slices.ContainsFunc(pb.Effects, func(f string) bool { return strings.EqualFold(e, f) }) {
			shared++
		}
	}
	s += sharedEffect * float64(min(shared, 3))
	if a.Brand.ID != 0 && a.Brand.ID == b.Brand.ID {
		s += sameBrand
	}
	if pa.PercentTHC != nil && pb.PercentTHC != nil && math.Abs(*pa.PercentTHC-*pb.PercentTHC) <= 5 {
		s += closeTHC
	}
	return s
}

// Place answers a placement's page: the query's hits, narrowed and, in the
// recommended order, ranked by the placement (ties keep the menu's order).
// Facet counts are over the placement's hits.
func (ix *Index) Place(placement string, q Query, sig Signals) (Result, error) {
	if placement != "" && !KnownPlacement(placement) {
		return Result{}, fmt.Errorf("Invalid smart placement %q: use one of %s", placement, strings.Join(Placements, ", "))
	}
	rank := ix.rankerFor(placement, sig)
	if rank == nil {
		return ix.Search(q)
	}
	all, err := ix.Search(Query{Filter: q.Filter, Text: q.Text, Sort: q.Sort, PageSize: ix.Len()})
	if err != nil {
		return Result{}, err
	}
	type ranked struct {
		d     *doc
		score float64
	}
	byID := make(map[int64]*doc, len(ix.docs))
	for _, d := range ix.docs {
		byID[d.mp.ID] = d
	}
	kept := make([]ranked, 0, len(all.Hits))
	ids := make(map[int64]bool, len(all.Hits))
	for _, m := range all.Hits {
		d := byID[m.ID]
		if score, ok := rank(d); ok {
			kept = append(kept, ranked{d, score})
			ids[m.ID] = true
		}
	}
	if q.Sort == "" || q.Sort == "recommendation" {
		slices.SortStableFunc(kept, func(a, b ranked) int { return cmp.Compare(b.score, a.score) })
	}
	res := Result{NbHits: len(kept)}
	if len(q.Facets) > 0 {
		counted, err := ix.Search(Query{Filter: menuProductIDs(ids), Facets: q.Facets})
		if err != nil {
			return Result{}, err
		}
		res.Facets = counted.Facets
	}
	start := len(kept)
	if q.Page >= 0 && q.PageSize > 0 && q.Page <= len(kept)/q.PageSize {
		start = q.Page * q.PageSize
	}
	end := min(start+max(q.PageSize, 0), len(kept))
	res.Hits = make([]*catalog.MenuProduct, 0, end-start)
	for _, r := range kept[start:end] {
		res.Hits = append(res.Hits, r.d.mp)
	}
	return res, nil
}

// menuProductIDs matches the products with the given menu product ids.
type menuProductIDs map[int64]bool

func (s menuProductIDs) match(_ texts, d *doc) bool { return s[d.mp.ID] }

// Slot is a product in a placement's page; FlightID is set on sponsored slots.
type Slot struct {
	Product  *catalog.MenuProduct
	FlightID int64
}

// Slots are a page's products, none of them sponsored yet.
func Slots(page []*catalog.MenuProduct) []Slot {
	slots := make([]Slot, len(page))
	for i, m := range page {
		slots[i] = Slot{Product: m}
	}
	return slots
}

// Sponsor puts the products of a store's sponsored flight into their slots
// of a first page: each position (0-based) takes the next flight product that
// the query matches, moved there if it was already on the page; the page
// keeps its length, and slots an earlier flight placed keep their flight.
// Other pages, and flights of another placement, change nothing. The slots
// given are not changed; the answer is a new page.
func (ix *Index) Sponsor(f catalog.SponsoredPlacement, placement string, q Query, page []Slot) []Slot {
	slots := slices.Clone(page)
	if f.Placement != placement || q.Page != 0 || len(f.ProductIDs) == 0 {
		return slots
	}
	wanted := map[int64]bool{}
	for _, id := range f.ProductIDs {
		wanted[id] = true
	}
	matching, err := ix.Search(Query{Filter: q.Filter, Text: q.Text, PageSize: ix.Len()})
	if err != nil {
		return slots
	}
	byProduct := map[int64]*catalog.MenuProduct{}
	for _, m := range matching.Hits {
		if wanted[m.Product.ID] {
			byProduct[m.Product.ID] = m
		}
	}
	next := 0
	for _, pos := range f.Positions {
		for next < len(f.ProductIDs) && byProduct[f.ProductIDs[next]] == nil {
			next++
		}
		if next == len(f.ProductIDs) || pos < 0 || pos >= len(slots) {
			continue
		}
		m := byProduct[f.ProductIDs[next]]
		next++
		if i := slices.IndexFunc(slots, func(s Slot) bool { return s.Product.ID == m.ID }); i >= 0 {
			slots = slices.Delete(slots, i, i+1)
		} else {
			slots = slots[:len(slots)-1]
		}
		slots = slices.Insert(slots, min(pos, len(slots)), Slot{Product: m, FlightID: f.FlightID})
	}
	return slots
}
