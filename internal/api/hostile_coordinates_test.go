package api_test

import (
	"fmt"
	"testing"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestCoordinatesOffEarth: a latitude or longitude no place has (1e308,
// 91, −181) is refused with 422 naming the field, in a body and in a query,
// and the cart keeps the address it had.
func TestCoordinatesOffEarth(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		uuid := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "gram", 1)).body["cart_uuid"].(string)
		good := call(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "delivery_address": {"street": "1 Valencia St", "zipcode": "94110", "lat": 37.77, "lng": -122.42}}`, uuid))
		if good.status != 200 {
			t.Fatalf("a real address = %d %s", good.status, good.raw)
		}
		for _, c := range []struct{ name, method, path, body, field string }{
			{"lat 1e308", "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "delivery_address": {"zipcode": "94110", "lat": 1e308, "lng": 0}}`, uuid), "delivery_address.lat"},
			{"lng -181", "PATCH", "/api/v1/carts/optimize_specials", fmt.Sprintf(`{"uuid": %q, "delivery_address": {"zipcode": "94110", "lat": 0, "lng": -181}}`, uuid), "delivery_address.lng"},
			{"checkout lat 91", "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "delivery", "delivery_address": {"zipcode": "94110", "lat": 91, "lng": 0}}`, uuid), "delivery_address.lat"},
			{"tax lookup lat 1e308", "GET", "/api/v1/carts/lookup_sales_tax_rate?uuid=" + uuid + "&zipcode=94110&lat=1e308&lng=0", "", "lat"},
			{"pos cart lng 400", "GET", "/api/v1/pos_cart?cart_uuid=" + uuid + "&zipcode=94110&lat=0&lng=400", "", "lng"},
			{"schedule lat -1e308", "GET", fmt.Sprintf("/api/v1/stores/%d/schedule?reservation_mode=pickup&lat=-1e308&lng=0", ct.StoreSF), "", "lat"},
		} {
			r := call(t, srv, c.method, c.path, c.body)
			if r.status != 422 || get(r.body, "code") != "invalid" || get(r.body, "validations", c.field, 0) == nil {
				t.Errorf("%s = %d %s, want 422 naming %s", c.name, r.status, r.raw, c.field)
			}
		}
		cart := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "").body["cart"]
		if get(cart, "delivery_address", "lat") != 37.77 || get(cart, "delivery_address", "lng") != -122.42 {
			t.Errorf("the cart's address after the refusals = %v", get(cart, "delivery_address"))
		}
	})
}
