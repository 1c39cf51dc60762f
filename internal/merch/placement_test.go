package merch

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
)

// The menu of merch_test.go, by product id: 11 Blue Dream (flower, hybrid,
// Acme, THC 18.3, Relaxed/Happy, best seller 1, from $12), 12 Sour Diesel
// Live Rosin (extract, sativa, Summit, $40), 13 Granddaddy Purple Smalls
// (flower, indica, Acme, THC 25.6, $25), 14 Watermelon Gummies (edible,
// Summit, $18). Menu product ids are the product ids minus ten.
func TestPlacements(t *testing.T) {
	m := menu()
	// On special: Blue Dream's eighth ($35.00 → $28.00) and the gummies ($18.00 → $15.00). Granddaddy Purple
	// has a special price no lower than its price, as a target above the price gives: not on sale.
	m[0].Offers[1].SpecialPrice = 2800
	m[3].Offers[0].SpecialPrice = 1500
	m[2].Offers[0].SpecialPrice = 2500
	ix := NewIndex("1", m)
	sales := map[int64]int{12: 3, 14: 5}
	tests := []struct {
		name      string
		placement string
		q         Query
		sig       Signals
		want      string
		nbHits    int
	}{
		{"menu_top_row keeps the menu's order", "menu_top_row", Query{PageSize: 60}, Signals{}, "1,2,3,4", 4},
		{"best_selling: units sold (14: 5, 12: 3), then the catalogue's rank (11)", "best_selling", Query{PageSize: 60},
			Signals{Sales: sales}, "4,2,1", 3},
		{"best_selling without sales: the catalogue's rank only", "best_selling", Query{PageSize: 60}, Signals{}, "1", 1},
		{"best_selling sorted by price instead", "best_selling", Query{PageSize: 60, Sort: "price_asc"},
			Signals{Sales: sales}, "1,4,2", 3},
		{"best_selling, second page of two", "best_selling", Query{Page: 1, PageSize: 2}, Signals{Sales: sales}, "1", 3},
		{"best_selling within a filter", "best_selling", Query{PageSize: 60, Filter: mustParse(t, "kind:edible")},
			Signals{Sales: sales}, "4", 1},
		{"buy_again_row: the shopper's past units, most first", "buy_again_row", Query{PageSize: 60},
			Signals{Purchases: map[int64]int{13: 1, 11: 2}}, "1,3", 2},
		{"buy_again_row for a new shopper is empty", "buy_again_row", Query{PageSize: 60}, Signals{}, "", 0},
		{"cart_toppers: bought together first, then a cheap edible (the cart has flower)", "cart_toppers",
			Query{PageSize: 60}, Signals{CartProductIDs: []int64{11}, BoughtWith: map[int64]int{12: 2}}, "2,4", 2},
		{"cart_toppers for gummies: flower up to $25, never the rosin at $40", "cart_toppers", Query{PageSize: 60},
			Signals{CartProductIDs: []int64{14}}, "1,3", 2},
		{"pdp_row beside Blue Dream: the other Acme flower (kind 4 + brand 1)", "pdp_row", Query{PageSize: 60},
			Signals{ProductID: 11}, "3", 1},
		{"pdp_row beside Granddaddy Purple", "pdp_row", Query{PageSize: 60}, Signals{ProductID: 13}, "1", 1},
		{"pdp_row beside a product not on the menu", "pdp_row", Query{PageSize: 60}, Signals{ProductID: 99}, "", 0},
		{"specials: the products whose menu price a special lowers, in the menu's order", "specials", Query{PageSize: 60},
			Signals{}, "1,4", 2},
		{"sale: the same", "sale", Query{PageSize: 60}, Signals{}, "1,4", 2},
		{"brand_specials", "brand_specials", Query{PageSize: 60}, Signals{BrandSpecial: map[int64]bool{11: true}}, "1", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ix.Place(tt.placement, tt.q, tt.sig)
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(res); got != tt.want || res.NbHits != tt.nbHits {
				t.Errorf("Place(%s) = %q (%d hits), want %q (%d hits)", tt.placement, got, res.NbHits, tt.want, tt.nbHits)
			}
		})
	}
}

func mustParse(t *testing.T, filter string) Expr {
	t.Helper()
	e, err := ParseFilter(filter)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestPlacementFacetsCountItsOwnHits(t *testing.T) {
	ix := NewIndex("1", menu())
	res, err := ix.Place("best_selling", Query{PageSize: 60, Facets: []string{"kind"}}, Signals{Sales: map[int64]int{14: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Facets["kind"]; len(got) != 2 || got["flower"] != 1 || got["edible"] != 1 {
		t.Errorf("facets = %v, want flower 1 and edible 1", got)
	}
}

func TestUnknownPlacement(t *testing.T) {
	_, err := NewIndex("1", menu()).Place("front_page", Query{}, Signals{})
	if err == nil || !strings.Contains(err.Error(), "Invalid smart placement") {
		t.Errorf("err = %v, want Invalid smart placement", err)
	}
}

func TestSimilarityIsSymmetric(t *testing.T) {
	m := menu()
	for i := range m {
		for j := range m {
			if a, b := Similarity(&m[i], &m[j]), Similarity(&m[j], &m[i]); a != b {
				t.Errorf("Similarity(%d, %d) = %v but the other way %v", m[i].ID, m[j].ID, a, b)
			}
		}
	}
	// Blue Dream and Granddaddy Purple Smalls: same kind (4) and brand (1);
	// lineages, subtypes and effects differ and THC is 7.3 points apart.
	if got := Similarity(&m[0], &m[2]); got != 5 {
		t.Errorf("Similarity(Blue Dream, GDP) = %v, want 5", got)
	}
}

func TestSponsor(t *testing.T) {
	ix := NewIndex("1", menu())
	flight := catalog.SponsoredPlacement{FlightID: 77, Placement: "menu_inline_table", ProductIDs: []int64{13, 99, 14}, Positions: []int{0, 2}}
	slots := func(placement string, q Query) string {
		res, err := ix.Search(q)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range ix.Sponsor(flight, placement, q, Slots(res.Hits)) {
			out = append(out, fmt.Sprintf("%d/%d", s.Product.ID, s.FlightID))
		}
		return strings.Join(out, ",")
	}
	tests := []struct {
		name, placement string
		q               Query
		want            string
	}{
		// 13 moves from third to first; 99 is not on the menu; 14 moves from last to third.
		{"first page", "menu_inline_table", Query{PageSize: 60}, "3/77,1/0,4/77,2/0"},
		{"another placement", "menu_top_row", Query{PageSize: 60}, "1/0,2/0,3/0,4/0"},
		{"second page", "menu_inline_table", Query{Page: 1, PageSize: 2}, "3/0,4/0"},
		// the gummies do not match kind:flower, so the second slot stays organic.
		{"within a filter", "menu_inline_table", Query{PageSize: 60, Filter: mustParse(t, "kind:flower")}, "3/77,1/0"},
		// a sponsored product from beyond the page takes the slot and the last one leaves.
		{"short page", "menu_inline_table", Query{PageSize: 2}, "3/77,1/0"},
	}
	for _, tt := range tests {
		if got := slots(tt.placement, tt.q); got != tt.want {
			t.Errorf("%s: slots = %s, want %s", tt.name, got, tt.want)
		}
	}
	// A second flight on the same page: the Summit rosin (product 12) takes
	// position 3, where it already stood; the first flight's slots keep flight 77.
	q := Query{PageSize: 60}
	res, _ := ix.Search(q)
	page := ix.Sponsor(flight, "menu_inline_table", q, Slots(res.Hits))
	second := catalog.SponsoredPlacement{FlightID: 88, Placement: "menu_inline_table", ProductIDs: []int64{12}, Positions: []int{3}}
	var got []string
	for _, s := range ix.Sponsor(second, "menu_inline_table", q, page) {
		got = append(got, fmt.Sprintf("%d/%d", s.Product.ID, s.FlightID))
	}
	if strings.Join(got, ",") != "3/77,1/0,4/77,2/88" {
		t.Errorf("two flights = %s, want 3/77,1/0,4/77,2/88", strings.Join(got, ","))
	}
	if page[3].FlightID != 0 {
		t.Error("Sponsor changed the page it was given")
	}
}
