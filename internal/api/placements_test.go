package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// slots lists a /v2/smart answer as product_id/flight_id pairs.
func slots(t *testing.T, r response) string {
	t.Helper()
	if r.status != 200 {
		t.Fatalf("smart = %d %s", r.status, r.raw)
	}
	var out []string
	for _, p := range r.body["products"].([]any) {
		slot := p.(map[string]any)
		flight := slot["flight_id"]
		if flight == nil {
			flight = 0.0
		}
		if (slot["kevel_token"] != nil) != (flight != 0.0) {
			t.Errorf("slot %v: kevel_token and flight_id must come together", slot)
		}
		out = append(out, fmt.Sprintf("%v/%v", slot["product_id"], flight))
	}
	return strings.Join(out, ",")
}

func TestPlacementsOverHTTP(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ctx := context.Background()
		doc := ct.Small()
		// 20% off the SF store's vapes, and a flight putting the gummies first.
		doc.Specials = []catalog.Special{{ID: 1, StoreID: ct.StoreSF, SpecialType: "product", Title: "Vape week",
			DiscountType: "percent", DiscountPercent: 20, Active: true, Enabled: true,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}}}}}
		doc.Stores[0].MenuSettings.SponsoredPlacements = []catalog.SponsoredPlacement{
			{FlightID: 31, Placement: "menu_inline_table", ProductIDs: []int64{ct.EdibleGummies}, Positions: []int{0}}}
		doc.Stores[0].MenuSettings.CustomRows = []catalog.CustomRow{
			{Title: "Under $20", SearchFilter: "bucket_price < 20", Enabled: true},
			{Title: "Switched off", SearchFilter: "kind:flower", Enabled: false}}
		doc.Stores[0].MenuSettings.CustomProductTypeLabels = map[string]string{"vape": "Carts & pens"}
		doc.Stores[0].MenuSettings.SpecialsRowDisplayName = "Deals"
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		// device-a reserved two eighths of Blue Dream with the gummies.
		c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 2, DeviceID: "device-a"})
		if err == nil {
			_, err = db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreSF, ProductID: ct.EdibleGummies, PriceID: catalog.Each, Count: 1, DeviceID: "device-a"})
		}
		if err == nil {
			_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: checkout.Request{
				Contact: checkout.Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "415-555-0100", Email: "ada@example.com",
					BirthDate: "1990-04-20"}, ReservationMode: "pickup"}})
		}
		if err != nil {
			t.Fatal(err)
		}
		smart := func(body string) string {
			return slots(t, call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_attributes": ["name"], `+body+`}`))
		}
		tests := []struct{ name, body, want string }{
			// the menu's order is Blue Dream (best seller), Lemon Haze, gummies; the flight moves the gummies first.
			{"sponsored slot", `"placement": "menu_inline_table"`, "102/31,100/0,101/0"},
			{"ads disabled", `"placement": "menu_inline_table", "disable_ads": true`, "100/0,101/0,102/0"},
			{"no flight for this placement", `"placement": "menu_top_row"`, "100/0,101/0,102/0"},
			{"no slot on the second page", `"placement": "menu_inline_table", "page": 1, "page_size": 2`, "102/0"},
			{"specials: the vape week", `"placement": "specials"`, "101/0"},
			{"sale: the vape's price is lowered", `"placement": "sale"`, "101/0"},
			{"brand_specials: none", `"placement": "brand_specials"`, ""},
			// sales: Blue Dream 2 units, gummies 1.
			{"best_selling from sales", `"placement": "best_selling"`, "100/0,102/0"},
			{"buy_again_row for device-a", `"placement": "buy_again_row", "jane_device_id": "device-a"`, "100/0,102/0"},
			{"buy_again_row for a distinct id", `"placement": "buy_again_row", "distinct_id": "$device:device-a"`, "100/0,102/0"},
			{"buy_again_row for a new device", `"placement": "buy_again_row", "jane_device_id": "device-b"`, ""},
			// with Blue Dream in the cart, the gummies were bought with it; the vape is $25, a cheap add-on of another kind.
			{"cart_toppers", `"placement": "cart_toppers", "cart_product_ids": ["100"]`, "102/0,101/0"},
			{"pdp_row beside the vape", `"placement": "pdp_row", "product_id": 101`, ""},
		}
		for _, tt := range tests {
			if got := smart(tt.body); got != tt.want {
				t.Errorf("%s: slots = %q, want %q", tt.name, got, tt.want)
			}
		}
		featured := call(t, srv, "POST", "/merch/v2/multi", `{"type": "featured", "store_id": 1, "jane_device_id": "device-a",
			"search_attributes": ["name"]}`)
		// rows are built from kept pages: asking again must give the same answer.
		for range 2 {
			if again := call(t, srv, "POST", "/merch/v2/multi", `{"type": "featured", "store_id": 1, "jane_device_id": "device-a",
				"search_attributes": ["name"]}`); again.status != 200 || again.raw != featured.raw {
				t.Fatalf("featured again = %d %s\nfirst %s", again.status, again.raw, featured.raw)
			}
		}
		var rows []string
		for _, p := range featured.body["placements"].([]any) {
			row := p.(map[string]any)
			rows = append(rows, fmt.Sprintf("%s %q %v", row["placement"], row["title"], row["nb_hits"]))
		}
		// every row but empty ones: no extracts, the grinder is hidden; the
		// kinds follow the store's tabs or, without tabs, the alphabet. Under
		// $20: a gram of Blue Dream at $12 and the gummies at $18.
		want := []string{`menu_top_row "Top picks" 3`, `best_selling "Best sellers" 2`, `specials "Deals" 1`,
			`buy_again_row "Buy it again" 2`, `thematic_row "Under $20" 2`, `menu_dynamic_row "Edibles" 1`,
			`menu_dynamic_row "Flower" 1`, `menu_dynamic_row "Carts & pens" 1`}
		if strings.Join(rows, "\n") != strings.Join(want, "\n") {
			t.Errorf("featured rows:\n%s\nwant:\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
		}
		bad := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "placement": "front_page"}`)
		if bad.status != 400 || !strings.Contains(bad.body["message"].(string), "Invalid smart placement") {
			t.Errorf("unknown placement = %d %s", bad.status, bad.raw)
		}
	})
}

func TestRangeFacets(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		// Blue Dream from $12 (18.3% THC), the vape from $25 (85%), the gummies $18 (no THC figure).
		want := `{"cbd_range":{},"kind":{"edible":1,"flower":1,"vape":1},"price_range":{"0-20":2,"20-40":1},"thc_range":{"10-20":1,"30+":1}}`
		r := call(t, srv, "POST", "/merch/v2/facets", `{"storeId": 1, "searchFacets": ["price_range", "thc_range", "cbd_range", "kind"]}`)
		if got, _ := json.Marshal(r.body["searchFacets"]); string(got) != want {
			t.Errorf("facets = %s, want %s", got, want)
		}
		// the buckets turn back into filters: 20 <= bucket_price < 40.
		s := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_filter": "bucket_price >= 20 AND bucket_price < 40",
			"search_facets": ["thc_range"], "search_attributes": ["name"]}`)
		if s.body["nb_hits"] != 1.0 || get(s.body, "search_facets", "thc_range", "30+") != 1.0 {
			t.Errorf("smart with a price bucket = %s", s.raw)
		}
	})
}

func TestFacetsOfAPlacement(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		// without sales, best_selling is Blue Dream alone (the catalogue's best seller).
		r := call(t, srv, "POST", "/merch/v2/facets", `{"store_id": 1, "placement": "best_selling", "search_facets": ["kind", "price_range"]}`)
		if got, _ := json.Marshal(r.body["searchFacets"]); string(got) != `{"kind":{"flower":1},"price_range":{"0-20":1}}` || r.body["nb_hits"] != 1.0 {
			t.Errorf("facets of best_selling = %s", r.raw)
		}
		if bad := call(t, srv, "POST", "/merch/v2/facets", `{"store_id": 1, "placement": "nowhere"}`); bad.status != 400 {
			t.Errorf("facets of an unknown placement = %d %s", bad.status, bad.raw)
		}
	})
}
