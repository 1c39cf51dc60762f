package api_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestProfileGoldAndOwnCarts: a customer edits their profile with the spec's
// messages, joins gold and gets the gold discount in their bag, and another
// customer cannot use that bag.
func TestProfileGoldAndOwnCarts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		// 20% off the SF store's vapes, 5 points more for gold members.
		doc.Specials = []catalog.Special{{ID: 1, StoreID: ct.StoreSF, SpecialType: "product", Title: "Vape week",
			DiscountType: "percent", DiscountPercent: 20, GoldDiscountPercent: 5, Active: true, Enabled: true,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}}}}}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		ada, bob := signUp(t, srv, db, "ada@example.com"), signUp(t, srv, db, "bob@example.com")

		if r := call(t, srv, "PUT", "/api/v1/users", `{"user": {"first_name": "Ada"}}`); r.status != 401 {
			t.Errorf("PUT /users without a token = %d %s", r.status, r.raw)
		}
		bad := callWith(t, srv, "PUT", "/api/v1/users", `{"user": {"phone": "555-0100", "birth_date": "2999-01-01"}}`, ada)
		if bad.status != 422 || get(bad.body, "validations", "phone", 0) != "Please enter a valid US phone number." ||
			get(bad.body, "validations", "birth_date", 0) == nil {
			t.Errorf("a bad profile = %d %s", bad.status, bad.raw)
		}
		ok := callWith(t, srv, "PUT", "/api/v1/users", `{"user": {"first_name": " Ada ", "last_name": "Lovelace",
			"phone": "415-555-0100", "birth_date": "1990-12-10"}, "promotions_opt_out": true}`, ada)
		if ok.status != 200 || get(ok.body, "user", "phone") != "4155550100" || get(ok.body, "user", "name") != "Ada Lovelace" ||
			get(ok.body, "user", "promotionsOptOut") != true || get(ok.body, "user", "gold") != false {
			t.Errorf("PUT /users = %d %s", ok.status, ok.raw)
		}

		// Ada's bag: two $25.00 half grams at 20% off = 2 × 20.00 = 40.00.
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2), ada)
		uuid, _ := add.body["cart_uuid"].(string)
		if add.status != 201 || get(add.body, "cart", "discounted_subtotal") != 40.0 {
			t.Fatalf("Ada's bag = %d %s", add.status, add.raw)
		}
		// Gold: 25% off, 2 × 18.75 = 37.50.
		if r := callWith(t, srv, "PUT", "/api/v1/users", `{"user": {"gold": true}}`, ada); get(r.body, "user", "gold") != true {
			t.Errorf("joining gold = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "", ada); get(r.body, "cart", "discounted_subtotal") != 37.5 {
			t.Errorf("Ada's bag as a gold member = %d %s", r.status, r.raw)
		}
		// Bob may not read or change Ada's bag.
		for _, r := range []response{
			callWith(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "", bob),
			callWith(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.VapeLemon, "half_gram", 1), bob),
			callWith(t, srv, "PATCH", "/api/v1/carts/optimize_specials", fmt.Sprintf(`{"uuid": %q, "promo_code": ""}`, uuid), bob),
			callWith(t, srv, "DELETE", "/api/v1/cart_products/101?cart_uuid="+uuid+"&price_id=half_gram", "", bob),
		} {
			if r.status != 403 || r.body["message"] != cart.MsgNotYourBag {
				t.Errorf("Bob on Ada's bag = %d %s", r.status, r.raw)
			}
		}
	})
}
