package api_test

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// names lists the product names of a /products answer, in order.
func names(body map[string]any) []any {
	var out []any
	for _, p := range get(body, "products").([]any) {
		out = append(out, get(p, "name"))
	}
	return out
}

func TestProductsNear(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		const sf, denver = "lat=37.75&long=-122.42", "lat=39.7566&long=-104.988"
		tests := []struct {
			name, query string
			hits        int
			names       []any
			// the first product's nearest store, distance and nearby price
			store   float64
			miles   float64
			lowest  any
			nearbyN float64
		}{
			{"near San Francisco: one store, by name", sf, 3, []any{"Blue Dream", "Lemon Haze Cartridge", "Sour Cherry Gummies"}, ct.StoreSF, 0, 12.0, 1},
			{"near Denver: the gummies there first, at Denver's price", denver, 3, []any{"Sour Cherry Gummies", "Blue Dream", "Lemon Haze Cartridge"}, ct.StoreDenver, 0, 20.0, 1},
			{"kind", sf + "&kind=edible", 1, []any{"Sour Cherry Gummies"}, ct.StoreSF, 0, 18.0, 1},
			{"effect ignores case", sf + "&effect=happy", 1, []any{"Blue Dream"}, ct.StoreSF, 0, 12.0, 1},
			{"any of several effects", sf + "&effect=Sleepy,Relaxed", 1, []any{"Blue Dream"}, ct.StoreSF, 0, 12.0, 1},
			{"lineage", denver + "&lineage=indica", 1, []any{"Sour Cherry Gummies"}, ct.StoreDenver, 0, 20.0, 1},
			{"max price uses the nearby price", denver + "&max_price=19", 1, []any{"Blue Dream"}, ct.StoreSF, 947.9, 12.0, 1},
			{"max price at SF", sf + "&max_price=18.00", 2, []any{"Blue Dream", "Sour Cherry Gummies"}, ct.StoreSF, 0, 12.0, 1},
			{"min THC", sf + "&min_thc=25", 1, []any{"Lemon Haze Cartridge"}, ct.StoreSF, 0, 25.0, 1},
			// the spec's initial query parameters, comma-separated lists
			{"brand, any case", sf + "&brand=peak%20provisions", 1, []any{"Sour Cherry Gummies"}, ct.StoreSF, 0, 18.0, 1},
			{"root_types", sf + "&root_types=vape,edible", 2, []any{"Lemon Haze Cartridge", "Sour Cherry Gummies"}, ct.StoreSF, 0, 25.0, 1},
			{"category", denver + "&category=indica,hybrid", 2, []any{"Sour Cherry Gummies", "Blue Dream"}, ct.StoreDenver, 0, 20.0, 1},
			{"query", sf + "&query=blue", 1, []any{"Blue Dream"}, ct.StoreSF, 0, 12.0, 1},
			{"store_type: only SF takes medical patients", denver + "&store_type=medical", 3,
				[]any{"Blue Dream", "Lemon Haze Cartridge", "Sour Cherry Gummies"}, ct.StoreSF, 947.9, 12.0, 1},
			{"store_id: Denver's menu only", sf + "&store_id=2", 1, []any{"Sour Cherry Gummies"}, ct.StoreDenver, 947.9, 20.0, 1},
			{"page past the end", sf + "&page=1", 3, nil, 0, 0, nil, 0},
			{"nothing matches", sf + "&kind=grow", 0, nil, 0, 0, nil, 0},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := call(t, srv, "GET", "/api/v1/products?"+tt.query, "")
				if r.status != 200 || r.body["nb_hits"] != float64(tt.hits) || r.body["page_size"] != 60.0 {
					t.Fatalf("= %d %s", r.status, r.raw)
				}
				if got := names(r.body); len(got) != len(tt.names) || (len(got) > 0 && !equal(got, tt.names)) {
					t.Fatalf("names = %v, want %v", got, tt.names)
				}
				if get(r.body, "origin", "default") != false {
					t.Errorf("origin = %v", r.body["origin"])
				}
				if len(tt.names) == 0 {
					return
				}
				first := get(r.body, "products", 0)
				miles, _ := get(first, "distance_miles").(float64)
				if get(first, "nearest_store", "id") != tt.store || math.Abs(miles-tt.miles) > 1 ||
					get(first, "lowest_price") != tt.lowest || get(first, "nearby_store_count") != tt.nearbyN ||
					get(first, "nearest_store", "currency") != "USD" {
					t.Errorf("first = %v", first)
				}
			})
		}

		// Without a position, the stores' positions weighted by their menus:
		// San Francisco's three visible products against Denver's one.
		r := call(t, srv, "GET", "/v1/products", "")
		lat, long := get(r.body, "origin", "lat").(float64), get(r.body, "origin", "long").(float64)
		if r.status != 200 || get(r.body, "origin", "default") != true || r.body["nb_hits"] != 3.0 ||
			math.Abs(lat-(37.7502*3+39.7566)/4) > 1e-3 || math.Abs(long-(-122.4204*3-104.9880)/4) > 1e-3 ||
			get(r.body, "products", 0, "nearest_store", "id") != float64(ct.StoreSF) {
			t.Errorf("default position = %s", r.raw)
		}
		// The hidden grinder and the product no store carries are never listed.
		all := call(t, srv, "GET", "/api/v1/products?"+sf+"&kind=gear", "")
		if all.body["nb_hits"] != 0.0 {
			t.Errorf("gear = %s", all.raw)
		}

		// Move the second store to Oakland: near the shopper, its gummies
		// ($20) and San Francisco's ($18) are both nearby. A Canadian store as
		// close would not be: its prices are in another currency.
		doc := ct.Small()
		doc.Stores[1].City, doc.Stores[1].Lat, doc.Stores[1].Long = "Oakland", 37.8044, -122.2712
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		for _, point := range []struct {
			query string
			store float64
		}{{"lat=37.7502&long=-122.4204", ct.StoreSF}, {"lat=37.8044&long=-122.2712", ct.StoreDenver}} {
			r := call(t, srv, "GET", "/api/v1/products?kind=edible&"+point.query, "")
			if get(r.body, "products", 0, "nearest_store", "id") != point.store || get(r.body, "products", 0, "lowest_price") != 18.0 ||
				get(r.body, "products", 0, "nearby_store_count") != 2.0 {
				t.Errorf("%s: %s", point.query, r.raw)
			}
		}
		doc.Stores[1].CountryCode, doc.Stores[1].State = "CA", "ON"
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		r = call(t, srv, "GET", "/api/v1/products?kind=edible&lat=37.8044&long=-122.2712", "")
		if get(r.body, "products", 0, "nearest_store", "currency") != "CAD" || get(r.body, "products", 0, "lowest_price") != 20.0 ||
			get(r.body, "products", 0, "nearby_store_count") != 1.0 {
			t.Errorf("another currency: %s", r.raw)
		}
	})
}

func equal(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestDiscoverBadQueries(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		for _, path := range []string{
			"/api/v1/products?lat=91&long=0",
			"/api/v1/products?lat=-90.5&long=0",
			"/api/v1/products?lat=0&long=180.01",
			"/api/v1/products?lat=0&long=-181",
			"/api/v1/products?lat=abc&long=0",
			"/api/v1/products?lat=NaN&long=0",
			"/api/v1/products?lat=0&long=",
			"/api/v1/products?lat=10",
			"/api/v1/products?long=10",
			"/api/v1/products?kind=weed",
			"/api/v1/products?kind=",
			"/api/v1/products?kind=Flower",
			"/api/v1/products?page=-1",
			"/api/v1/products?page=1.5",
			"/api/v1/products?page=x",
			"/api/v1/products?lineage=ruderalis",
			"/api/v1/products?effect=%3Cscript%3E",
			"/api/v1/products?effect=Happy,,Sleepy",
			"/api/v1/products?max_price=0",
			"/api/v1/products?max_price=ten",
			"/api/v1/products?min_thc=101",
			"/api/v1/products?min_thc=-1",
			"/api/v1/products?root_types=flower,weed",
			"/api/v1/products?category=ruderalis",
			"/api/v1/products?store_id=x",
			"/api/v1/products?store_id=0",
			"/api/v1/products?store_type=both",
			"/api/v1/products?query=" + strings.Repeat("a", 101),
			"/api/v1/collections?lat=100&long=0",
			"/api/v1/collections?lat=1",
		} {
			t.Run(path, func(t *testing.T) {
				r := call(t, srv, "GET", path, "")
				if msg, _ := r.body["message"].(string); r.status != 400 || r.body["code"] != "malformed" || msg == "" {
					t.Errorf("= %d %s, want 400 malformed with a message", r.status, r.raw)
				}
			})
		}
	})
}

func TestCollections(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		r := call(t, srv, "GET", "/api/v1/collections?lat=37.75&long=-122.42", "")
		if r.status != 200 {
			t.Fatalf("= %d %s", r.status, r.raw)
		}
		got := map[string]any{}
		for _, c := range r.body["collections"].([]any) {
			got[get(c, "slug").(string)] = get(c, "count")
			if get(c, "title") == "" || get(c, "query") == "" {
				t.Errorf("collection = %v", c)
			}
		}
		// Empty collections (gear, grow, CBD-forward...) are left out.
		want := map[string]any{"flower": 1.0, "vapes": 1.0, "edibles": 1.0, "unwind": 1.0, "good-company": 1.0,
			"under-20": 2.0, "high-thc": 1.0}
		if len(got) != len(want) {
			t.Errorf("collections = %v, want %v", got, want)
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s = %v, want %v", k, got[k], v)
			}
		}
		// Each collection's query gives its count from /products.
		for _, c := range r.body["collections"].([]any) {
			p := call(t, srv, "GET", "/api/v1/products?lat=37.75&long=-122.42&"+get(c, "query").(string), "")
			if p.body["nb_hits"] != get(c, "count") {
				t.Errorf("%v: /products has %v", get(c, "slug"), p.body["nb_hits"])
			}
		}
	})
}

func TestCashBackBrands(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		if r := call(t, srv, "GET", "/api/v1/brands/cash_back", ""); r.status != 200 || len(r.body["brands"].([]any)) != 0 {
			t.Fatalf("without specials = %d %s", r.status, r.raw)
		}
		now := db.Now()
		at := func(d time.Duration) *time.Time { t := now.Add(d); return &t }
		special := func(id, brand int64, title string, edit func(*catalog.Special)) catalog.Special {
			s := catalog.Special{ID: id, ProductBrandID: brand, SpecialType: "product", Title: title, DiscountType: "percent",
				DiscountPercent: 10, DiscountLabel: "10% back", CashBack: true, Active: true, Enabled: true}
			if edit != nil {
				edit(&s)
			}
			return s
		}
		doc := ct.Small()
		doc.Specials = []catalog.Special{
			special(1, ct.BrandPeak, "10% back on Peak", func(s *catalog.Special) { s.StartTime, s.EndTime = at(-time.Hour), at(time.Hour) }),
			special(2, ct.BrandCoast, "Not cash back", func(s *catalog.Special) { s.CashBack = false }),
			special(3, ct.BrandCoast, "Inactive", func(s *catalog.Special) { s.Active = false }),
			special(4, ct.BrandCoast, "Disabled", func(s *catalog.Special) { s.Enabled = false }),
			special(5, ct.BrandCoast, "Ended", func(s *catalog.Special) { s.StartTime, s.EndTime = at(-2*time.Hour), at(-time.Hour) }),
			special(6, ct.BrandCoast, "Not yet", func(s *catalog.Special) { s.StartTime = at(time.Hour) }),
			special(7, ct.BrandPeak, "$5 back on Peak", func(s *catalog.Special) {
				s.DiscountType, s.DiscountPercent, s.DiscountDollarAmount, s.DiscountLabel = "dollar_amount", 0, ct.Cents(500), "$5 back"
			}),
			{ID: 8, StoreID: ct.StoreSF, SpecialType: "product", Title: "A store's own", DiscountType: "percent", CashBack: true, Active: true, Enabled: true},
		}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		r := call(t, srv, "GET", "/v1/brands/cash_back", "")
		brands, _ := r.body["brands"].([]any)
		if r.status != 200 || len(brands) != 1 || get(brands, 0, "id") != float64(ct.BrandPeak) || get(brands, 0, "name") != "Peak Provisions" ||
			get(brands, 0, "has_active_brand_special") != true {
			t.Fatalf("= %d %s", r.status, r.raw)
		}
		sp := get(brands, 0, "cash_back_specials").([]any)
		if len(sp) != 2 || get(sp, 0, "title") != "10% back on Peak" || get(sp, 0, "discount_label") != "10% back" ||
			get(sp, 1, "discount_dollar_amount") != 5.0 || get(sp, 1, "cash_back") != true {
			t.Errorf("specials = %v", sp)
		}
		// The sitemap lists the discovery screens.
		if sm := call(t, srv, "GET", "/sitemap.xml", ""); !strings.Contains(sm.raw, "<loc>"+publicURL+"/brands/jane-gold</loc>") ||
			!strings.Contains(sm.raw, "<loc>"+publicURL+"/categories/pre-roll</loc>") || !strings.Contains(sm.raw, "<loc>"+publicURL+"/directory</loc>") {
			t.Errorf("sitemap = %s", sm.raw)
		}
		// The path is not taken for a brand id.
		if r := call(t, srv, "GET", "/api/v1/brands/11", ""); get(r.body, "brand", "name") != "Peak Provisions" {
			t.Errorf("brand 11 = %s", r.raw)
		}
	})
}
