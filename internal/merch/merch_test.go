package merch

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

func f(v float64) *float64 { return &v }

// menu is a small store: four products in recommended order.
func menu() []catalog.MenuProduct {
	brand := &catalog.Brand{ID: 7, Name: "Acme Farms"}
	other := &catalog.Brand{ID: 8, Name: "Summit Extracts"}
	return []catalog.MenuProduct{
		{ID: 1, StoreID: 123, Visible: true, Brand: brand, BestSellerRank: 1, AggregateRating: f(4.5), ReviewCount: 9,
			Product: &catalog.Product{ID: 11, Name: "Blue Dream", Kind: catalog.Flower, RootSubtype: "Premium", Category: catalog.Hybrid,
				Strain: "Blue Dream", PercentTHC: f(18.3), Effects: []string{"Relaxed", "Happy"}},
			Offers: []catalog.Offer{{PriceID: catalog.Gram, Price: 1200}, {PriceID: catalog.EighthOunce, Price: 3500}}},
		{ID: 2, StoreID: 123, Visible: true, Brand: other, AggregateRating: f(3.9),
			Product: &catalog.Product{ID: 12, Name: "Sour Diesel Live Rosin", Kind: catalog.Extract, RootSubtype: "Rosins",
				Category: catalog.Sativa, PercentTHC: f(78), Effects: []string{"Energetic"}},
			Offers: []catalog.Offer{{PriceID: catalog.HalfGram, Price: 4000}}},
		{ID: 3, StoreID: 123, Visible: true, Brand: brand,
			Product: &catalog.Product{ID: 13, Name: "Granddaddy Purple Smalls", Kind: catalog.Flower, RootSubtype: "Smalls",
				Category: catalog.Indica, PercentTHC: f(25.6), Effects: []string{"Sleepy"}},
			Offers: []catalog.Offer{{PriceID: catalog.EighthOunce, Price: 2500}, {PriceID: catalog.Ounce, Price: 0}}},
		{ID: 4, StoreID: 123, Visible: true, Brand: other,
			Product: &catalog.Product{ID: 14, Name: "Watermelon Gummies", Kind: catalog.Edible, RootSubtype: "Candies"},
			Offers:  []catalog.Offer{{PriceID: catalog.Each, Price: money.Cents(1800)}}},
		{ID: 5, StoreID: 123, Visible: false, Brand: other,
			Product: &catalog.Product{ID: 15, Name: "Hidden Grinder", Kind: catalog.Gear},
			Offers:  []catalog.Offer{{PriceID: catalog.Each, Price: 900}}},
	}
}

func ids(r Result) string {
	var out []string
	for _, m := range r.Hits {
		out = append(out, fmt.Sprint(m.ID))
	}
	return strings.Join(out, ",")
}

func TestFilters(t *testing.T) {
	ix := NewIndex("1.0", menu())
	tests := []struct{ filter, want string }{
		{``, "1,2,3,4"},
		{`store_id = 123`, "1,2,3,4"},
		{`store_id:123`, "1,2,3,4"},
		{`store_id = 9`, ""},
		{`kind:flower`, "1,3"},
		{`root_types:"flower"`, "1,3"},
		{`kind:FLOWER`, "1,3"}, // values match without regard to case
		{`brand:"Acme Farms"`, "1,3"},
		{`category:indica OR category:sativa`, "2,3"},
		{`store_id = 123 AND (kind:flower OR kind:extract) AND percent_thc >= 25`, "2,3"},
		{`product_id = 14`, "4"},
		{`available_weights:"eighth ounce"`, "1,3"},
		{`available_weights:eighth_ounce`, "1,3"},
		{`available_weights:"ounce"`, ""}, // a zero price is not a weight on sale
		{`kind_root_subtype:"flower:Premium"`, "1"},
		{`NOT kind:flower`, "2,4"},
		{`kind != flower AND kind != edible`, "2"},
		{`percent_thc < 20`, "1"},
		{`bucket_price <= 25`, "1,3,4"}, // lowest prices $12, $25, $18 in whole dollars
		{`effects:sleepy`, "3"},
		{`kind:flower and category:indica`, "3"}, // keywords in any case
	}
	for _, tt := range tests {
		expr, err := ParseFilter(tt.filter)
		if err != nil {
			t.Errorf("ParseFilter(%q) = %v", tt.filter, err)
			continue
		}
		res, err := ix.Search(Query{Filter: expr, PageSize: 60})
		if err != nil || ids(res) != tt.want || res.NbHits != len(res.Hits) {
			t.Errorf("filter %q = %s (%d hits), %v; want %s", tt.filter, ids(res), res.NbHits, err, tt.want)
		}
	}
}

func TestFilterSyntaxErrors(t *testing.T) {
	tests := []struct {
		filter string
		pos    int
		msg    string
	}{
		{`kind:flower OR`, 15, "expected an attribute"},
		{`(kind:flower`, 13, "expected ')'"},
		{`kind flower`, 6, "expected an operator"},
		{`colour:blue`, 1, `unknown attribute "colour"`},
		{`kind:`, 6, "expected a value"},
		{`brand:"Acme`, 7, "unterminated quoted value"},
		{`percent_thc >= high`, 16, "expected a number"},
		{`kind > 3`, 6, "not a number attribute"},
		{`kind:flower category:indica`, 13, "expected AND, OR"},
		{`kind ! flower`, 6, "'!' must be followed by '='"},
		{`AND kind:flower`, 1, "expected an attribute"},
		{`)`, 1, "expected an attribute"},
	}
	for _, tt := range tests {
		_, err := ParseFilter(tt.filter)
		syn, ok := err.(*SyntaxError)
		if !ok || syn.Pos != tt.pos || !strings.Contains(syn.Msg, tt.msg) {
			t.Errorf("ParseFilter(%q) = %v; want %q at position %d", tt.filter, err, tt.msg, tt.pos)
		}
	}
}

func TestSearchSortsFacetsAndPages(t *testing.T) {
	ix := NewIndex("1.0", menu())
	tests := []struct {
		q    Query
		want string
	}{
		{Query{PageSize: 60}, "1,2,3,4"},
		{Query{Sort: "price_asc", PageSize: 60}, "1,4,3,2"},  // $12, $18, $25, $40
		{Query{Sort: "price_desc", PageSize: 60}, "2,3,4,1"}, // $40, $25, $18, $12
		{Query{Sort: "thc_desc", PageSize: 60}, "2,3,1,4"},   // 78, 25.6, 18.3, none last
		{Query{Sort: "thc_asc", PageSize: 60}, "1,3,2,4"},
		{Query{Sort: "rating", PageSize: 60}, "1,2,3,4"}, // 4.5, 3.9, then unrated in menu order
		{Query{Sort: "name", PageSize: 60}, "1,3,2,4"},
		{Query{Text: "blue", PageSize: 60}, "1"},
		{Query{Text: "gran pur", PageSize: 60}, "3"}, // every word starts a word
		{Query{Text: "ream", PageSize: 60}, "1"},     // one letter from "dream"
		{Query{Text: "xyzzy", PageSize: 60}, ""},
		{Query{Text: "acme sleepy", PageSize: 60}, "3"},
		{Query{Page: 1, PageSize: 3}, "4"},
		{Query{Page: 5, PageSize: 3}, ""},
		{Query{PageSize: 0}, ""},
		{Query{Page: 1 << 62, PageSize: 60}, ""}, // a page far past the end, without overflow
		{Query{Page: -1, PageSize: 60}, ""},
	}
	for _, tt := range tests {
		res, err := ix.Search(tt.q)
		if err != nil || ids(res) != tt.want {
			t.Errorf("Search(%+v) = %s, %v; want %s", tt.q, ids(res), err, tt.want)
		}
	}
	res, _ := ix.Search(Query{PageSize: 1, Facets: []string{"kind", "brand", "kind_root_subtype", "available_weights"}})
	if res.NbHits != 4 || res.Facets["kind"]["flower"] != 2 || res.Facets["brand"]["Summit Extracts"] != 2 ||
		res.Facets["kind_root_subtype"]["flower:Smalls"] != 1 || res.Facets["available_weights"]["eighth ounce"] != 2 ||
		res.Facets["available_weights"]["eighth_ounce"] != 0 {
		t.Errorf("facets = %v", res.Facets)
	}
	if _, err := ix.Search(Query{Sort: "random"}); err == nil {
		t.Error("an unknown sort was accepted")
	}
	if _, err := ix.Search(Query{Facets: []string{"price"}}); err == nil {
		t.Error("an unknown facet was accepted")
	}
}

func FuzzParseFilter(f *testing.F) {
	for _, s := range []string{`store_id = 1 AND (kind:flower OR root_types:"vape") AND percent_thc >= 25`,
		`NOT (brand:"A \" B")`, `kind:`, `((((`, `available_weights:"eighth ounce"`} {
		f.Add(s)
	}
	ix := NewIndex("1", menu())
	f.Fuzz(func(t *testing.T, s string) {
		expr, err := ParseFilter(s)
		if err != nil {
			if _, ok := err.(*SyntaxError); !ok {
				t.Fatalf("ParseFilter(%q) = %T %v, want a *SyntaxError", s, err, err)
			}
			return
		}
		if _, err := ix.Search(Query{Filter: expr, PageSize: 10}); err != nil {
			t.Fatalf("Search after ParseFilter(%q) = %v", s, err)
		}
	})
}

// TestAttributeSlots checks that every attribute a filter may name has its
// slot in a doc, and facet values are kept for every text slot.
func TestAttributeSlots(t *testing.T) {
	if len(textSlots) != len(textAttributes) || len(numberSlots) != len(numberAttributes) {
		t.Fatalf("%d text and %d number slots for %d and %d attributes", len(textSlots), len(numberSlots),
			len(textAttributes), len(numberAttributes))
	}
	for name := range textAttributes {
		if _, ok := textSlots[name]; !ok {
			t.Errorf("text attribute %s has no slot", name)
		}
	}
	for name := range numberAttributes {
		if _, ok := numberSlots[name]; !ok {
			t.Errorf("number attribute %s has no slot", name)
		}
	}
	if numNumberSlots > 16 {
		t.Errorf("%d number slots do not fit doc.hasNum", numNumberSlots)
	}
	for slot, name := range slotNames {
		if textSlots[name] != slot {
			t.Errorf("text slot %d keeps the facet values of %q", slot, name)
		}
	}
}
