package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// priceField finds a price in a menu product's JSON: a price, discounted
// price, special price or price bucket with a value.
var priceField = regexp.MustCompile(`"((discounted_)?price_(half_gram|gram|two_gram|eighth_ounce|quarter_ounce|half_ounce|ounce|each)|bucket_price|lowest_price)":[0-9"]|"special_price_[a-z_]+":\{"`)

// TestHidePrices: a store with hide_prices answers a signed-out shopper
// its menu products, product, search, special and product-store answers
// and its prerendered pages without a price; a signed-in shopper sees them;
// a store that shows its prices shows them to everyone; carts are priced
// for both.
func TestHidePrices(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		doc.Stores[0].MenuSettings.HidePrices = true
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		ada := signUp(t, srv, db, "ada@example.com")
		lemon := fmt.Sprintf("/api/v1/products/%d?store_id=%d", ct.VapeLemon, ct.StoreSF)
		gummiesDenver := fmt.Sprintf("/api/v1/products/%d?store_id=%d", ct.EdibleGummies, ct.StoreDenver)
		smart := `{"store_id": 1, "page_size": 10, "search_sort": "price_asc", "search_facets": ["kind", "price_range"]}`
		// The storefront's cards, cut from the cards a view keeps; the whole menu, rendered for the answer.
		names, _ := json.Marshal(core.CardAttributes)
		cards := fmt.Sprintf(`{"store_id": 1, "page_size": 10, "search_attributes": %s}`, names)
		materialized := fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d", ct.StoreSF)

		// Signed out at SF: no price anywhere in the answer.
		for _, tt := range []struct{ name, method, path, body string }{
			{"product", "GET", lemon, ""},
			{"smart", "POST", "/merch/v2/smart", smart},
			{"multi", "POST", "/merch/v2/multi", `{"type": "featured", "store_id": 1}`},
			{"card page", "POST", "/merch/v2/smart", cards},
			{"materialized", "GET", materialized, ""},
		} {
			for name, who := range map[string]http.Header{"signed out": nil, "a bad token": auth("Bearer nope")} {
				r := callWith(t, srv, tt.method, tt.path, tt.body, who)
				if r.status != 200 || !strings.Contains(r.raw, `"prices_hidden":true`) || strings.Contains(r.raw, `"prices_hidden":false`) ||
					priceField.MatchString(r.raw) {
					t.Errorf("%s %s: %d, prices %q", tt.name, name, r.status, priceField.FindAllString(r.raw, 5))
				}
			}
		}
		// The budtender: no price in its products or its words, and no search by price.
		ask := `{"store_id": 1, "jane_device_id": "device-a", "query": "a vape under $30"}`
		if r := call(t, srv, "POST", "/merch/v2/virtual-budtender", ask); r.status != 200 ||
			strings.Contains(fmt.Sprint(r.body["htmlResponse"], r.body["markdownResponse"], get(r.body, "products", 0, "reasoning")), "$") ||
			!strings.Contains(r.raw, `"prices_hidden":true`) || priceField.MatchString(r.raw) {
			t.Errorf("budtender signed out: %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "POST", "/merch/v2/virtual-budtender", ask, ada); r.status != 200 || !strings.Contains(r.raw, "$25.00") {
			t.Errorf("budtender signed in: %d %s", r.status, r.raw)
		}
		r := call(t, srv, "POST", "/merch/v2/smart", smart)
		if get(r.body, "search_facets", "price_range") != nil || get(r.body, "search_facets", "kind") == nil {
			t.Errorf("facets signed out: %v", r.body["search_facets"])
		}
		first := get(r.body, "products", 0, "object_id").(string)
		page := call(t, srv, "POST", "/merch/v2/smartpage", fmt.Sprintf(`{"store_id": 1, "object_ids": [%q]}`, first))
		if get(page.body, "products", 0, "search_attributes", "prices_hidden") != true || priceField.MatchString(page.raw) {
			t.Errorf("smartpage signed out: %s", page.raw)
		}

		// Signed in: the prices.
		if r := callWith(t, srv, "GET", lemon, "", ada); get(r.body, "product", "price_half_gram") != 25.0 ||
			get(r.body, "product", "prices_hidden") != false {
			t.Errorf("product signed in: %s", r.raw)
		}
		if r := callWith(t, srv, "POST", "/merch/v2/smart", smart, ada); !strings.Contains(r.raw, `"price_half_gram":25`) || !priceField.MatchString(r.raw) ||
			get(r.body, "search_facets", "price_range") == nil {
			t.Errorf("smart signed in: %s", r.raw)
		}
		for name, path := range map[string]string{"card page": "/merch/v2/smart", "materialized": materialized} {
			body := map[string]string{"card page": cards}[name]
			method := map[bool]string{true: "POST", false: "GET"}[body != ""]
			if r := callWith(t, srv, method, path, body, ada); !priceField.MatchString(r.raw) || strings.Contains(r.raw, `"prices_hidden":true`) {
				t.Errorf("%s signed in: %s", name, r.raw)
			}
		}
		// A store that shows its prices: to everyone.
		if r := call(t, srv, "GET", gummiesDenver, ""); get(r.body, "product", "price_each") == nil || get(r.body, "product", "prices_hidden") != false {
			t.Errorf("Denver's gummies signed out: %s", r.raw)
		}

		// Where a product is sold: SF's prices hidden from a signed-out shopper, Denver's shown.
		stores := call(t, srv, "GET", fmt.Sprintf("/api/v1/products/%d/stores", ct.EdibleGummies), "")
		for _, s := range stores.body["product"].(map[string]any)["stores"].([]any) {
			s := s.(map[string]any)
			id := get(s, "store", "id")
			if hidden := s["prices_hidden"] == true; hidden != (id == float64(ct.StoreSF)) || hidden && (s["lowest_price"] != nil || len(s["prices"].(map[string]any)) != 0) {
				t.Errorf("product stores signed out, store %v: %v", id, s)
			}
		}
		if r := callWith(t, srv, "GET", fmt.Sprintf("/api/v1/products/%d/stores", ct.EdibleGummies), "", ada); strings.Contains(r.raw, `"prices_hidden":true`) {
			t.Errorf("product stores signed in: %s", r.raw)
		}

		// Products near the shopper: Blue Dream is sold only at SF ($12.00 a gram), the gummies at SF ($18.00) and Denver ($20.00).
		for name, who := range map[string]http.Header{"signed out": nil, "signed in": ada} {
			near := callWith(t, srv, "GET", "/api/v1/products?lat=37.75&long=-122.42", "", who)
			for _, p := range near.body["products"].([]any) {
				p := p.(map[string]any)
				low, nearest := p["lowest_price"], get(p, "nearest_store", "lowest_price")
				switch id := p["id"]; {
				case id == float64(ct.FlowerBlueDream) && (name == "signed out") != (low == nil && nearest == nil):
					t.Errorf("Blue Dream near SF %s: lowest %v, nearest %v", name, low, nearest)
				case id == float64(ct.EdibleGummies) && (name == "signed out") != (low == 20.0 && nearest == nil):
					// 18.00 at SF, 20.00 at Denver
					t.Errorf("gummies near SF %s: lowest %v, nearest %v", name, low, nearest)
				}
			}
		}

		// The prerendered pages are everyone's: no price from SF.
		product := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/products/100/blue-dream", "")
		menu := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/menu", "")
		if !strings.Contains(product.raw, "<li>3.5g (sold out)</li>") && !strings.Contains(product.raw, "<li>3.5g</li>") ||
			strings.Contains(product.raw, "$35.00") || strings.Contains(product.raw, `"price":"35.00"`) ||
			strings.Contains(menu.raw, "$12.00") || !strings.Contains(menu.raw, "Blue Dream</a> by Coastal Cultivators</li>") {
			t.Errorf("prerendered pages show SF's prices:\n%s\n%s", product.raw, menu.raw)
		}

		// The bag is priced all the same: two Lemon Haze half grams at $25.00.
		add := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2))
		if add.status != 201 || get(add.body, "cart", "discounted_subtotal") != 50.0 {
			t.Errorf("a signed-out shopper's bag: %d %s", add.status, add.raw)
		}
	})
}
