package merch

import (
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
)

// TestSearchQueries runs realistic shopper queries, misspellings included,
// against the demo catalogue's Los Angeles menu (every demo product) and
// checks the top result.
func TestSearchQueries(t *testing.T) {
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndex("1", demoMenu(doc, 2))
	tests := []struct {
		query string
		top   string // the top result's name contains this; "" means no result
	}{
		{"purple kush", "Purple Kush"},
		{"purpel kush", "Purple Kush"}, // swapped letters
		{"granddaddy", "Granddaddy Purple"},
		{"grandaddy", "Granddaddy Purple"}, // a letter missing
		{"gummies", "Gummies"},
		{"gumies", "Gummies"},
		{"chocolate", "Chocolate"},
		{"choclate", "Chocolate"},
		{"live rosin", "Live Rosin"},
		{"live rosn", "Live Rosin"},
		{"sour diesel", "Sour Diesel"},
		{"sour deisel", "Sour Diesel"},
		{"cartridge", "Cartridge"},
		{"cartrige", "Cartridge"},
		{"preroll", "Pre-Roll"}, // hyphenated words match joined
		{"pre roll", "Pre-Roll"},
		{"tincture", "Tincture"},
		{"tinkture", "Tincture"},
		{"og kush", "OG Kush"},
		{"bluebery", "Blueberry"},
		{"hazee", "Haze"},
		{"hoodie", "Hoodie"},
		{"grinder", "Grinder"},
		{"seeds", "Seeds"},
		{"Cartr", "Cartridge"}, // a word being typed
		{"wedding cake", ""},   // not on this menu: nothing rather than noise
		{"xqzt", ""},
	}
	for _, tt := range tests {
		res, err := ix.Search(Query{Text: tt.query, PageSize: 5})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case tt.top == "" && res.NbHits != 0:
			t.Errorf("search %q found %d products, first %q; want none", tt.query, res.NbHits, res.Hits[0].Product.Name)
		case tt.top != "" && (len(res.Hits) == 0 || !strings.Contains(res.Hits[0].Product.Name, tt.top)):
			var names []string
			for _, h := range res.Hits {
				names = append(names, h.Product.Name)
			}
			t.Errorf("search %q = %q; want the first to contain %q", tt.query, names, tt.top)
		}
	}
	// The brand's name matches too, misspelled.
	res, _ := ix.Search(Query{Text: "summitt extracts", PageSize: 60})
	for _, h := range res.Hits {
		if h.Brand.Name != "Summit Extracts" {
			t.Errorf("search for the brand found %q by %q", h.Product.Name, h.Brand.Name)
		}
	}
	if res.NbHits == 0 {
		t.Error("search for the brand found nothing")
	}
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"purple", "purple", 2, 0},
		{"purpel", "purple", 2, 1}, // a swap counts once
		{"grandaddy", "granddaddy", 2, 1},
		{"cartrige", "cartridge", 2, 1},
		{"kush", "hash", 2, 2},
		{"abc", "xyzabc", 2, 3}, // beyond the limit: limit + 1
		{"", "ab", 2, 2},
	}
	for _, tt := range tests {
		if got := editDistance(tt.a, tt.b, tt.limit); got != tt.want {
			t.Errorf("editDistance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.limit, got, tt.want)
		}
	}
}

// demoMenu is store id's menu of the demo catalogue, in menu order.
func demoMenu(doc *catalog.Document, id int64) []catalog.MenuProduct {
	products := map[int64]catalog.Product{}
	for _, p := range doc.Products {
		products[p.ID] = p
	}
	brands := map[int64]catalog.Brand{}
	for _, b := range doc.Brands {
		brands[b.ID] = b
	}
	var menu []catalog.MenuProduct
	for _, s := range doc.Stores {
		if s.ID != id {
			continue
		}
		for i, item := range s.Menu {
			p := products[item.ProductID]
			brand := brands[p.BrandID]
			m := catalog.MenuProduct{ID: int64(i + 1), StoreID: id, Product: &p, Brand: &brand, Visible: true}
			for _, w := range item.Weights {
				m.Offers = append(m.Offers, catalog.Offer{PriceID: w.PriceID, Price: w.Price, Stock: w.Stock})
			}
			menu = append(menu, m)
		}
	}
	return menu
}
