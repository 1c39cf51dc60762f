package api_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// refusedOver checks that r is the 422 of a purchase limit with its message
// and data.
func refusedOver(t *testing.T, r response, message, limit string, amount, limitValue float64, unit string) {
	t.Helper()
	if r.status != 422 || r.body["code"] != "invalid" || r.body["message"] != message {
		t.Fatalf("got %d %s, want 422 %q", r.status, r.raw, message)
	}
	if r.body["limit"] != limit || r.body["amount"] != amount || r.body["limit_value"] != limitValue || r.body["unit"] != unit {
		t.Errorf("data = %s, want limit %q, amount %v, limit_value %v, unit %q", r.raw, limit, amount, limitValue, unit)
	}
}

// lineCounts is a cart's lines as "product/weight×count", in cart order.
func lineCounts(t *testing.T, srv *httptest.Server, uuid string) string {
	t.Helper()
	c := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "")
	if c.status != 200 {
		t.Fatalf("GET cart = %d %s", c.status, c.raw)
	}
	out := ""
	for _, l := range get(c.body, "cart", "products").([]any) {
		out += fmt.Sprintf("%v/%v×%v ", get(l, "product_id"), get(l, "price_id"), get(l, "count"))
	}
	return out
}

func patchBody(uuid string, product int, priceID string, count int) string {
	return fmt.Sprintf(`{"cart_uuid": %q, "product": {"product_id": %d, "price_id": %q, "count": %d}}`, uuid, product, priceID, count)
}

// smallLimits is a policy for the Small catalogue's SF store with limits
// small enough to reach: 7 g of flower (two eighths), 1 g of vapes (two
// half grams), 200 mg THC of edibles (two gummies).
func smallLimits(flowerGrams float64) *catalog.CartLimitPolicy {
	return &catalog.CartLimitPolicy{ID: 1, Name: "Test limits", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Flower", LimitValue: flowerGrams, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Concentrate", LimitValue: 1, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
		{ProductGroupName: "Edibles", LimitValue: 200, LimitUnit: "mg", RuleType: "product", ProductTypes: []string{"edible"}},
	}}
}

// TestPurchaseLimits fills a cart up to each limit of the store's policy,
// is refused one unit more by an add and by a count change with the cart
// left as it was, then has the policy tightened under a full cart: the
// cart may shrink, may take what other limits allow, and cannot be checked
// out until it is within the limit.
func TestPurchaseLimits(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		doc.Stores[0].CartLimitPolicy = smallLimits(7)
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}

		// Two eighths are 7 g: exactly the limit.
		add := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "eighth_ounce", 2))
		if add.status != 201 {
			t.Fatalf("two eighths = %d %s", add.status, add.raw)
		}
		uuid := add.body["cart_uuid"].(string)
		// A gram more is 8 g.
		r := call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.FlowerBlueDream, "gram", 1))
		refusedOver(t, r, "This would put 8 g of Flower in your bag; the limit is 7 g.", "Flower", 8, 7, "g")
		// A third eighth, by count, is 10.5 g.
		r = call(t, srv, "PATCH", "/api/v1/cart_products/100", patchBody(uuid, ct.FlowerBlueDream, "eighth_ounce", 3))
		refusedOver(t, r, "This would put 10.5 g of Flower in your bag; the limit is 7 g.", "Flower", 10.5, 7, "g")
		// Adding to the same line counts the line's new total: 3 × 3.5 g.
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.FlowerBlueDream, "eighth_ounce", 1))
		refusedOver(t, r, "This would put 10.5 g of Flower in your bag; the limit is 7 g.", "Flower", 10.5, 7, "g")
		if got := lineCounts(t, srv, uuid); got != "100/eighth_ounce×2 " {
			t.Fatalf("cart after refusals = %s, want the two eighths only", got)
		}

		// Each limit counts on its own: two half-gram vapes are 1 g, two 100 mg gummies 200 mg.
		for _, a := range []string{addBody(uuid, ct.StoreSF, ct.VapeLemon, "half_gram", 2), addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 2)} {
			if r := call(t, srv, "POST", "/api/v1/cart_products", a); r.status != 201 {
				t.Fatalf("add %s = %d %s", a, r.status, r.raw)
			}
		}
		r = call(t, srv, "PATCH", "/api/v1/cart_products/101", patchBody(uuid, ct.VapeLemon, "half_gram", 3))
		refusedOver(t, r, "This would put 1.5 g of Concentrate in your bag; the limit is 1 g.", "Concentrate", 1.5, 1, "g")
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1))
		refusedOver(t, r, "This would put 300 mg THC of Edibles in your bag; the limit is 200 mg THC.", "Edibles", 300, 200, "mg")
		want := "100/eighth_ounce×2 101/half_gram×2 102/each×2 "
		if got := lineCounts(t, srv, uuid); got != want {
			t.Fatalf("cart = %s, want %s", got, want)
		}

		// The store lowers its flower limit to 3 g: the 7 g bag is over it.
		doc.Stores[0].CartLimitPolicy = smallLimits(3)
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.FlowerBlueDream, "gram", 1))
		refusedOver(t, r, "This would put 8 g of Flower in your bag; the limit is 3 g.", "Flower", 8, 3, "g")
		// What other limits allow may still come and go: one gummy out, and back.
		for _, n := range []int{1, 2} {
			if r := call(t, srv, "PATCH", "/api/v1/cart_products/102", patchBody(uuid, ct.EdibleGummies, "each", n)); r.status != 200 {
				t.Fatalf("gummies to %d in a bag over the flower limit = %d %s", n, r.status, r.raw)
			}
		}
		// Lowering the flower is allowed although 3.5 g is still over 3 g.
		if r := call(t, srv, "PATCH", "/api/v1/cart_products/100", patchBody(uuid, ct.FlowerBlueDream, "eighth_ounce", 1)); r.status != 200 ||
			get(r.body, "cart_product", "count") != 1.0 {
			t.Fatalf("one eighth = %d %s", r.status, r.raw)
		}

		// Checkout refuses the bag over the limit, and takes nothing.
		checkout := fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada", "last_name": "Lovelace",
			"phone": "4155550100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, uuid)
		r = call(t, srv, "POST", "/api/v1/carts/checkout", checkout)
		refusedOver(t, r, "This would put 3.5 g of Flower in your bag; the limit is 3 g.", "Flower", 3.5, 3, "g")
		c := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "")
		if get(c.body, "cart", "status") != "pending" {
			t.Errorf("cart after the refused checkout = %s", c.raw)
		}
		stock := func() string {
			t.Helper()
			f := call(t, srv, "GET", "/api/v1/products/100?store_id=1", "")
			v := call(t, srv, "GET", "/api/v1/products/101?store_id=1", "")
			g := call(t, srv, "GET", "/api/v1/products/102?store_id=1", "")
			return fmt.Sprint(get(f.body, "product", "stock_eighth_ounce"), get(v.body, "product", "stock_half_gram"), get(g.body, "product", "stock_each"))
		}
		if got := stock(); got != "5 10 20" {
			t.Errorf("stock of eighths, half grams, gummies after the refused checkout = %s, want 5 10 20", got)
		}

		// Without the flower the bag is within every limit and checks out.
		if r := call(t, srv, "DELETE", "/api/v1/cart_products/100?cart_uuid="+uuid+"&price_id=eighth_ounce", ""); r.status != 200 {
			t.Fatalf("remove the eighth = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "POST", "/api/v1/carts/checkout", checkout); r.status != 201 {
			t.Fatalf("checkout within the limits = %d %s", r.status, r.raw)
		}
		if got := stock(); got != "5 8 18" {
			t.Errorf("stock after checkout = %s, want 5 8 18", got)
		}
	})
}

// TestEquivalencyLimit counts flower, a vape and edibles against one
// flower-equivalent limit with Colorado's factors (1 oz of flower = 8 g of
// concentrate = 800 mg THC).
func TestEquivalencyLimit(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		doc.Stores[0].CartLimitPolicy = &catalog.CartLimitPolicy{ID: 2, Name: "Colorado one-ounce equivalency", Rules: []catalog.CartLimitRule{
			{ProductGroupName: "Flower equivalent", LimitValue: 28, LimitUnit: "g", RuleType: "equivalency",
				ProductTypes: []string{"flower", "pre-roll", "extract", "vape", "edible", "tincture"},
				Equivalents:  map[string]float64{"flower": 1, "pre-roll": 1, "extract": 3.5, "vape": 3.5, "edible": 0.035, "tincture": 0.035}},
		}}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		// 4 eighths = 14 g; 2 half-gram vapes = 1 g × 3.5 = 3.5 g; 3 gummies = 300 mg × 0.035 = 10.5 g:
		// 14 + 3.5 + 10.5 = 28 g, the limit.
		add := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "eighth_ounce", 4))
		if add.status != 201 {
			t.Fatalf("four eighths = %d %s", add.status, add.raw)
		}
		uuid := add.body["cart_uuid"].(string)
		for _, a := range []string{addBody(uuid, ct.StoreSF, ct.VapeLemon, "half_gram", 2), addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 3)} {
			if r := call(t, srv, "POST", "/api/v1/cart_products", a); r.status != 201 {
				t.Fatalf("add %s = %d %s", a, r.status, r.raw)
			}
		}
		// Half a gram of vape more is 0.5 × 3.5 = 1.75 g: 29.75 g.
		r := call(t, srv, "PATCH", "/api/v1/cart_products/101", patchBody(uuid, ct.VapeLemon, "half_gram", 3))
		refusedOver(t, r, "This would put 29.75 g of Flower equivalent in your bag; the limit is 28 g.", "Flower equivalent", 29.75, 28, "g")
		// A gummy more is 3.5 g: 31.5 g.
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1))
		refusedOver(t, r, "This would put 31.5 g of Flower equivalent in your bag; the limit is 28 g.", "Flower equivalent", 31.5, 28, "g")
		want := "100/eighth_ounce×4 101/half_gram×2 102/each×3 "
		if got := lineCounts(t, srv, uuid); got != want {
			t.Errorf("cart = %s, want %s", got, want)
		}
		// Swapping an eighth (3.5 g) for a gummy (3.5 g) keeps the bag at 28 g.
		if r := call(t, srv, "PATCH", "/api/v1/cart_products/100", patchBody(uuid, ct.FlowerBlueDream, "eighth_ounce", 3)); r.status != 200 {
			t.Fatalf("three eighths = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1)); r.status != 201 {
			t.Fatalf("a gummy in place of an eighth = %d %s", r.status, r.raw)
		}
	})
}

// demoStore is the demo catalogue cut down to its first store in state,
// with that store's and the brands' specials, to keep the import short.
func demoStore(t *testing.T, state string) (*catalog.Document, catalog.Store) {
	t.Helper()
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(doc.Stores, func(s catalog.Store) bool { return s.State == state })
	if i < 0 {
		t.Fatalf("the demo has no store in %s", state)
	}
	store := doc.Stores[i]
	doc.Stores = []catalog.Store{store}
	doc.Specials = slices.DeleteFunc(doc.Specials, func(s catalog.Special) bool { return s.StoreID != 0 && s.StoreID != store.ID })
	doc.Reviews = slices.DeleteFunc(doc.Reviews, func(r catalog.Review) bool { return r.StoreID != store.ID })
	doc.Partners = slices.DeleteFunc(doc.Partners, func(p catalog.Partner) bool { return len(p.StoreIDs) != 1 || p.StoreIDs[0] != store.ID })
	return doc, store
}

// TestDemoCaliforniaFlowerLimit puts an ounce of flower from the demo's
// California store in a cart, within its 28.5 g of non-concentrated
// cannabis, and is refused a gram more: the demo data and the wiring agree.
func TestDemoCaliforniaFlowerLimit(t *testing.T) {
	doc, store := demoStore(t, "CA")
	kinds := map[int64]catalog.Kind{}
	for _, p := range doc.Products {
		kinds[p.ID] = p.Kind
	}
	inStock := func(item catalog.MenuItem, w catalog.Weight) bool {
		for _, mw := range item.Weights {
			if mw.PriceID == w && mw.Price > 0 && mw.Stock > 0 {
				return true
			}
		}
		return false
	}
	var flower int64
	for _, item := range store.Menu {
		if kinds[item.ProductID] == catalog.Flower && (item.Visible == nil || *item.Visible) &&
			inStock(item, catalog.Ounce) && inStock(item, catalog.Gram) {
			flower = item.ProductID
			break
		}
	}
	if flower == 0 {
		t.Fatalf("the demo's %s sells no flower by the ounce and the gram", store.Name)
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(api.NewServer(api.Deps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}))
		t.Cleanup(srv.Close)
		add := call(t, srv, "POST", "/api/v1/cart_products", addBody("", int(store.ID), int(flower), "ounce", 1))
		if add.status != 201 {
			t.Fatalf("an ounce = %d %s", add.status, add.raw)
		}
		uuid := add.body["cart_uuid"].(string)
		r := call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, int(store.ID), int(flower), "gram", 1))
		refusedOver(t, r, "This would put 29 g of Non-concentrated cannabis in your bag; the limit is 28.5 g.",
			"Non-concentrated cannabis", 29, 28.5, "g")
		if got, want := lineCounts(t, srv, uuid), fmt.Sprintf("%d/ounce×1 ", flower); got != want {
			t.Errorf("cart = %s, want %s", got, want)
		}
	})
}
