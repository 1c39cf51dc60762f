package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// loyaltyDoc is catalogtest.Small with a programme at the SF store (2
// points a dollar; $5 for 50 points at most twice, $10 for 100 once; three
// rewards an order) and a 20% special on its flower.
func loyaltyDoc(stacking bool) *catalog.Document {
	doc := ct.Small()
	doc.Stores[0].Loyalty = &catalog.Loyalty{IntegrationType: catalog.LoyaltyBuiltIn, PointsPerDollar: 2, MaxRedemptionCount: 3,
		StackingEnabled: &stacking, Rewards: []catalog.Reward{
			{ID: 1, RewardName: "$5 off", PointValue: 50, CashReward: 500, MaxCount: 2},
			{ID: 2, RewardName: "$10 off", PointValue: 100, CashReward: 1000, MaxCount: 1}}}
	doc.Specials = []catalog.Special{{ID: 7, StoreID: ct.StoreSF, SpecialType: "product", Title: "20% off flower",
		DiscountType: "percent", DiscountPercent: 20, Active: true, Enabled: true,
		Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower"}}}}}
	return doc
}

// TestLoyaltyRedemptionJourney runs a redemption from a locked wallet to
// an applied discount to its removal, then a checkout that spends the
// points, and the accrual when a reservation is finished.
func TestLoyaltyRedemptionJourney(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, loyaltyDoc(true)); err != nil {
			t.Fatal(err)
		}
		ada := signUp(t, srv, db, "ada@example.com")
		wallet := func(query string, h http.Header) response {
			return callWith(t, srv, "GET", "/api/v1/stores/1/crm_integration"+query, "", h)
		}

		// A guest sees the catalogue, a locked wallet and why.
		g := wallet("", nil)
		if g.status != 200 || get(g.body, "crm_integration", "wallet_state") != "locked" || get(g.body, "error") != loyalty.MsgSignIn ||
			get(g.body, "crm_integration", "rewards", 1, "cash_reward") != 10.0 || get(g.body, "integration_type") != nil {
			t.Errorf("guest wallet = %s", g.raw)
		}
		// A store without a programme has no integration.
		if r := wallet("", nil); r.status != 200 {
			t.Error(r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/stores/2/crm_integration", "", ada); r.status != 200 || r.body["crm_integration"] != nil {
			t.Errorf("store without a programme = %s", r.raw)
		}

		// Ada earns 140 points: 2 eighths, $70 − 20% = $56 → 112 points. (Hand: 5600 ¢ × 2 / 100 = 112.)
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 2), ada)
		first := add.body["cart_uuid"].(string)
		co := callWith(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
			"last_name": "Lovelace", "phone": "(415) 555-0100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, first), ada)
		if co.status != 201 {
			t.Fatalf("checkout = %s", co.raw)
		}
		resID := int64(get(co.body, "reservation", "id").(float64))
		finishReservation(t, db, resID)
		deliver(t, db) // the reservation's news
		w := wallet("", ada)
		if get(w.body, "crm_integration", "points") != 112.0 || get(w.body, "crm_integration", "wallet_state") != "locked" ||
			get(w.body, "crm_integration", "signed_up") != true || get(w.body, "integration_type") != "email" {
			t.Fatalf("wallet after the first reservation = %s", w.raw)
		}

		// A new cart: 1 eighth $35 − 20% = $28.
		add = callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 1), ada)
		cartUUID := add.body["cart_uuid"].(string)
		if c := get(add.body, "cart"); get(c, "discounted_subtotal") != 28.0 || get(c, "crm_redemptions") == nil ||
			get(c, "loyalty_points_stacking_enabled") != true {
			t.Fatalf("cart = %v", c)
		}
		apply := func(reward int, h http.Header) response {
			return callWith(t, srv, "POST", "/api/v1/carts/apply_crm_redemption",
				fmt.Sprintf(`{"cart_uuid": %q, "reward_id": "%d", "delivery_address": null}`, cartUUID, reward), h)
		}
		// Locked: refused with the CRM error flag's message.
		if r := apply(1, ada); r.status != 409 || r.body["error_message"] != loyalty.MsgLocked || r.body["code"] != "conflict" {
			t.Errorf("apply while locked = %d %s", r.status, r.raw)
		}
		if r := apply(1, nil); r.status != 401 {
			t.Errorf("apply as a guest = %d %s", r.status, r.raw)
		}
		// Initiate: a code by e-mail.
		ini := callWith(t, srv, "POST", "/api/v1/carts/initiate_crm_auth", fmt.Sprintf(`{"cart_uuid": %q}`, cartUUID), ada)
		if ini.status != 202 || ini.body["channel"] != "email" || ini.body["destination"] != accounts.MaskEmail("ada@example.com") {
			t.Fatalf("initiate = %d %s", ini.status, ini.raw)
		}
		code, m := sentCode(t, db)
		if m.To != "ada@example.com" || m.Channel != notify.Email || m.Subject != "Your rewards wallet code" {
			t.Errorf("code message = %+v", m)
		}
		wrong := "AAAAAA"
		if code == wrong {
			wrong = "BBBBBB"
		}
		if r := wallet("?auth_code="+wrong, ada); r.status != 422 || get(r.body, "validations", "auth_code", 0) != accounts.MsgCodeWrong {
			t.Errorf("wrong code = %d %s", r.status, r.raw)
		}
		if r := wallet("?auth_code=AB", ada); r.status != 422 {
			t.Errorf("short code = %d %s", r.status, r.raw)
		}
		if r := wallet("?crm_member_id=999999", ada); r.status != 403 {
			t.Errorf("someone else's member id = %d %s", r.status, r.raw)
		}
		u := wallet("?email=ADA@example.com&auth_code="+code, ada)
		if u.status != 200 || get(u.body, "crm_integration", "wallet_state") != "unlocked" || get(u.body, "crm_integration", "points") != 112.0 {
			t.Fatalf("unlock = %d %s", u.status, u.raw)
		}
		// Another account does not share the unlock.
		bob := signUp(t, srv, db, "bob@example.com")
		if r := wallet("", bob); get(r.body, "crm_integration", "wallet_state") != "locked" || get(r.body, "crm_integration", "points") != 0.0 {
			t.Errorf("bob's wallet = %s", r.raw)
		}
		if r := apply(1, bob); r.status != 403 {
			t.Errorf("bob applies on ada's cart = %d %s", r.status, r.raw)
		}

		// Apply $5: $28 − $5 = $23; excise 15% = $3.45; sales 8.625% × $26.45 = $2.28 (228.13 ¢); total $28.73.
		a := apply(1, ada)
		if a.status != 200 || a.body["error_message"] != nil {
			t.Fatalf("apply = %d %s", a.status, a.raw)
		}
		c := a.body["cart"]
		if get(c, "crm_redemptions", 0, "reward_name") != "$5 off" || get(c, "crm_redemptions", 0, "amount") != 5.0 ||
			get(c, "crm_redemptions_total") != 5.0 || get(c, "product_discounts_total") != 7.0 || get(c, "discounted_subtotal") != 23.0 ||
			get(c, "store_tax_amount") != 3.45 || get(c, "sales_tax_amount") != 2.28 || get(c, "order_total") != 28.73 ||
			get(c, "all_discounts_total") != 12.0 {
			t.Fatalf("cart with $5 = %s", a.raw)
		}
		redemption := get(c, "crm_redemptions", 0, "id").(float64)
		// Caps: $10 would need 150 of 112 points.
		if r := apply(2, ada); r.status != 409 || r.body["error_message"] != "You need 150 points for this and have 112." {
			t.Errorf("over the balance = %d %s", r.status, r.raw)
		}
		// A second $5 (100 ≤ 112) is fine; a third breaks max_count 2.
		if r := apply(1, ada); r.status != 200 || len(get(r.body, "cart", "crm_redemptions").([]any)) != 2 {
			t.Fatalf("second $5 = %s", r.raw)
		}
		if r := apply(1, ada); r.status != 409 || r.body["error_message"] != "$5 off can be redeemed at most 2 times on an order." {
			t.Errorf("third $5 = %d %s", r.status, r.raw)
		}
		if r := apply(42, ada); r.status != 422 || r.body["error_message"] != loyalty.MsgUnknownReward {
			t.Errorf("unknown reward = %d %s", r.status, r.raw)
		}

		// Remove both: the specials are analysed again and the totals are back.
		remove := func(id float64, h http.Header) response {
			return callWith(t, srv, "DELETE", "/api/v1/carts/remove_crm_redemption", fmt.Sprintf(`{"id": %.0f, "crm_provider": "built_in"}`, id), h)
		}
		if r := remove(redemption, bob); r.status != 403 {
			t.Errorf("bob removes = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "DELETE", "/api/v1/carts/remove_crm_redemption", `{"id": 1, "crm_provider": "acme"}`, ada); r.status != 422 {
			t.Errorf("unknown provider = %d %s", r.status, r.raw)
		}
		if r := remove(987654, ada); r.status != 404 {
			t.Errorf("unknown redemption = %d %s", r.status, r.raw)
		}
		r := remove(redemption, ada)
		second := get(r.body, "cart", "crm_redemptions", 0, "id").(float64)
		r = callWith(t, srv, "DELETE", fmt.Sprintf("/api/v1/carts/remove_crm_redemption?id=%.0f&crm_provider=built_in", second), "", ada)
		c = r.body["cart"]
		// $35 − 20% = $28; excise $4.20; sales 8.625% × $32.20 = $2.78 (277.7 ¢); total $34.98.
		if r.status != 200 || len(get(c, "crm_redemptions").([]any)) != 0 || len(get(c, "removed_crm_redemptions").([]any)) != 2 ||
			get(c, "discounted_subtotal") != 28.0 || get(c, "specials", 0, "special_id") != 7.0 || get(c, "order_total") != 34.98 {
			t.Fatalf("after removal = %s", r.raw)
		}

		// Checkout spends the points: $10 for 100 of 112.
		// $28 − $10 = $18; excise $2.70; sales 8.625% × $20.70 = $1.79 (178.54 ¢); total $22.49.
		if r := apply(2, ada); r.status != 200 || get(r.body, "cart", "order_total") != 22.49 {
			t.Fatalf("apply $10 = %s", r.raw)
		}
		co = callWith(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
			"last_name": "Lovelace", "phone": "(415) 555-0100", "email": "ada@example.com", "birth_date": "1990-04-20", "expected_total": 22.49}`, cartUUID), ada)
		if co.status != 201 || get(co.body, "reservation", "amount") != 22.49 {
			t.Fatalf("checkout with a reward = %d %s", co.status, co.raw)
		}
		if w := wallet("", ada); get(w.body, "crm_integration", "points") != 12.0 {
			t.Errorf("after spending = %s, want 112 − 100 = 12", w.raw)
		}
	})
}

// TestLoyaltyWithoutStacking: with loyalty_points_stacking_enabled off, a
// redemption replaces the specials on the cart; removing it brings them back.
func TestLoyaltyWithoutStacking(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, loyaltyDoc(false)); err != nil {
			t.Fatal(err)
		}
		ada := signUp(t, srv, db, "ada@example.com")
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 2), ada)
		cartUUID := add.body["cart_uuid"].(string)
		if get(add.body, "cart", "loyalty_points_stacking_enabled") != false {
			t.Errorf("stacking flag = %v", get(add.body, "cart", "loyalty_points_stacking_enabled"))
		}
		// Give Ada points and an unlocked wallet through the calls.
		co := callWith(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
			"last_name": "Lovelace", "phone": "(415) 555-0100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, cartUUID), ada)
		resID := int64(get(co.body, "reservation", "id").(float64))
		finishReservation(t, db, resID)
		deliver(t, db)
		add = callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 1), ada)
		cartUUID = add.body["cart_uuid"].(string)
		callWith(t, srv, "POST", "/api/v1/carts/initiate_crm_auth", fmt.Sprintf(`{"cart_uuid": %q}`, cartUUID), ada)
		code, _ := sentCode(t, db)
		if r := callWith(t, srv, "GET", "/api/v1/stores/1/crm_integration?auth_code="+code, "", ada); r.status != 200 {
			t.Fatal(r.raw)
		}
		// $35 with no special − $5 = $30 (the 20% special would have been $7 off).
		r := callWith(t, srv, "POST", "/api/v1/carts/apply_crm_redemption", fmt.Sprintf(`{"cart_uuid": %q, "reward_id": 1}`, cartUUID), ada)
		if r.status != 200 || get(r.body, "cart", "discounted_subtotal") != 30.0 || len(get(r.body, "cart", "specials").([]any)) != 0 {
			t.Fatalf("no stacking = %d %s", r.status, r.raw)
		}
		id := get(r.body, "cart", "crm_redemptions", 0, "id").(float64)
		r = callWith(t, srv, "DELETE", "/api/v1/carts/remove_crm_redemption", fmt.Sprintf(`{"id": %.0f}`, id), ada)
		if get(r.body, "cart", "discounted_subtotal") != 28.0 || get(r.body, "cart", "specials", 0, "special_id") != 7.0 {
			t.Errorf("specials back = %s", r.raw)
		}
	})
}
