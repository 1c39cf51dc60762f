package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// loyalAda signs Ada up at a store running loyaltyDoc(true), gives her 112
// points (2 eighths, $70 − 20% = $56, × 2 points a dollar) and unlocks her
// wallet, all through the calls. It answers her header and a new cart of
// hers holding one eighth ($35 − 20% = $28).
func loyalAda(t *testing.T, srv *httptest.Server, db *storage.DB) (http.Header, string) {
	t.Helper()
	ctx := context.Background()
	if _, err := catalogstore.New(db).Import(ctx, loyaltyDoc(true)); err != nil {
		t.Fatal(err)
	}
	ada := signUp(t, srv, db, "ada@example.com")
	add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 2), ada)
	co := callWith(t, srv, "POST", "/api/v1/carts/checkout", checkoutBody(add.body["cart_uuid"].(string), ""), ada)
	if co.status != 201 {
		t.Fatalf("checkout = %s", co.raw)
	}
	resID := int64(get(co.body, "reservation", "id").(float64))
	finishReservation(t, db, resID)
	deliver(t, db)
	add = callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 1), ada)
	cartUUID := add.body["cart_uuid"].(string)
	callWith(t, srv, "POST", "/api/v1/carts/initiate_crm_auth", fmt.Sprintf(`{"cart_uuid": %q}`, cartUUID), ada)
	code, _ := sentCode(t, db)
	if r := callWith(t, srv, "GET", "/api/v1/stores/1/crm_integration?auth_code="+code, "", ada); r.status != 200 ||
		get(r.body, "crm_integration", "points") != 112.0 {
		t.Fatalf("unlock = %s", r.raw)
	}
	return ada, cartUUID
}

// finishReservation moves a reservation through the store's steps to
// finished, where it earns its points.
func finishReservation(t *testing.T, db *storage.DB, id int64) {
	t.Helper()
	for _, to := range []string{reservation.Verification, reservation.Preparing, reservation.ReadyForPickup, reservation.Finished} {
		if _, err := db.SetReservationStatus(context.Background(), storage.StatusChange{ID: id, To: to, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
	}
}

// checkoutBody is Ada's pickup checkout of a cart; extra is more JSON members.
func checkoutBody(cartUUID, extra string) string {
	return fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada", "last_name": "Lovelace",
		"phone": "(415) 555-0100", "email": "ada@example.com", "birth_date": "1990-04-20"%s}`, cartUUID, extra)
}

func points(t *testing.T, srv *httptest.Server, h http.Header) any {
	t.Helper()
	return get(callWith(t, srv, "GET", "/api/v1/stores/1/crm_integration", "", h).body, "crm_integration", "points")
}

// TestCheckoutWithRewardsNeedsTheMember: a cart carrying rewards spends its
// customer's points, so a checkout without her token (the cart's uuid
// alone) is refused with 401 in the one error shape and spends nothing;
// with her token it goes through.
func TestCheckoutWithRewardsNeedsTheMember(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ada, cartUUID := loyalAda(t, srv, db)
		if r := callWith(t, srv, "POST", "/api/v1/carts/apply_crm_redemption", fmt.Sprintf(`{"cart_uuid": %q, "reward_id": 2}`, cartUUID), ada); r.status != 200 {
			t.Fatalf("apply $10 = %s", r.raw)
		}
		r := call(t, srv, "POST", "/api/v1/carts/checkout", checkoutBody(cartUUID, ""))
		if r.status != 401 || r.body["code"] != "unauthorized" || r.body["message"] != loyalty.MsgSignInToSpend {
			t.Errorf("checkout without a token = %d %s", r.status, r.raw)
		}
		if p := points(t, srv, ada); p != 112.0 {
			t.Errorf("points after the refusal = %v, want 112", p)
		}
		// Bob, signed in, is refused too (another customer's bag).
		bob := signUp(t, srv, db, "bob@example.com")
		if r := callWith(t, srv, "POST", "/api/v1/carts/checkout", checkoutBody(cartUUID, ""), bob); r.status != 403 {
			t.Errorf("checkout by bob = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "POST", "/api/v1/carts/checkout", checkoutBody(cartUUID, ""), ada); r.status != 201 {
			t.Fatalf("checkout by ada = %d %s", r.status, r.raw)
		}
		if p := points(t, srv, ada); p != 12.0 {
			t.Errorf("points after checkout = %v, want 112 − 100 = 12", p)
		}
	})
}

// TestRewardMustFitWhatIsLeft: a reward is used whole or not at all. On a
// gram at $12 − 20% = $9.60 the $10 reward is refused naming the $9.60
// left; $5 fits ($4.60 left) and a second $5 is refused. A reward applied
// before the bag shrank is refused at checkout, and nothing is spent.
func TestRewardMustFitWhatIsLeft(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ada, eighthCart := loyalAda(t, srv, db)
		apply := func(cartUUID string, reward int) response {
			return callWith(t, srv, "POST", "/api/v1/carts/apply_crm_redemption", fmt.Sprintf(`{"cart_uuid": %q, "reward_id": %d}`, cartUUID, reward), ada)
		}
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody(eighthCart, 1, 100, "gram", 1), ada)
		if add.status != 201 && add.status != 200 {
			t.Fatalf("add a gram = %d %s", add.status, add.raw)
		}
		// The eighth cart now holds a gram too: $28 + $9.60 = $37.60. $10 fits.
		if r := apply(eighthCart, 2); r.status != 200 || get(r.body, "cart", "discounted_subtotal") != 27.6 {
			t.Fatalf("apply $10 on $37.60 = %d %s", r.status, r.raw)
		}
		// The eighth leaves the bag: $9.60 left for a $10 reward.
		del := callWith(t, srv, "DELETE", "/api/v1/cart_products/100?price_id=eighth_ounce&cart_uuid="+eighthCart, "", ada)
		if del.status != 200 || get(del.body, "cart", "crm_redemptions", 0, "amount") != 9.6 ||
			get(del.body, "cart", "crm_redemptions", 0, "cash_reward") != 10.0 {
			t.Fatalf("after removing the eighth = %d %s", del.status, del.raw)
		}
		co := callWith(t, srv, "POST", "/api/v1/carts/checkout", checkoutBody(eighthCart, ""), ada)
		want := "$10 off is worth $10.00 but only $9.60 is left on this order to take off. Please choose a smaller reward or add to your order."
		if co.status != 409 || co.body["code"] != "conflict" || co.body["message"] != want {
			t.Errorf("checkout with a reward worth more than the bag = %d %s", co.status, co.raw)
		}
		if p := points(t, srv, ada); p != 112.0 {
			t.Errorf("points after the refusal = %v, want 112", p)
		}
		id := get(del.body, "cart", "crm_redemptions", 0, "id").(float64)
		if r := callWith(t, srv, "DELETE", "/api/v1/carts/remove_crm_redemption", fmt.Sprintf(`{"id": %.0f}`, id), ada); r.status != 200 {
			t.Fatal(r.raw)
		}
		// Applying it again on the $9.60 gram is refused, naming what is left.
		r := apply(eighthCart, 2)
		if r.status != 409 || r.body["error_message"] != want {
			t.Errorf("apply $10 on $9.60 = %d %s", r.status, r.raw)
		}
		// $5 fits: $9.60 − $5 = $4.60. A second $5 (100 ≤ 112 points) does not.
		if r := apply(eighthCart, 1); r.status != 200 || get(r.body, "cart", "discounted_subtotal") != 4.6 {
			t.Fatalf("apply $5 on $9.60 = %d %s", r.status, r.raw)
		}
		r = apply(eighthCart, 1)
		if r.status != 409 || r.body["error_message"] != "$5 off is worth $5.00 but only $4.60 is left on this order to take off. Please choose a smaller reward or add to your order." {
			t.Errorf("second $5 on $4.60 = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "POST", "/api/v1/carts/checkout", checkoutBody(eighthCart, ""), ada); r.status != 201 {
			t.Fatalf("checkout with $5 = %d %s", r.status, r.raw)
		}
		if p := points(t, srv, ada); p != 62.0 {
			t.Errorf("points after checkout = %v, want 112 − 50 = 62", p)
		}
	})
}
