package api_test

import (
	"fmt"
	"testing"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestOthersAreRefused: what belongs to one customer (profile, reviews,
// reservations) is refused to another customer and to guests, while its
// owner keeps full use of it.
func TestOthersAreRefused(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ada, bob := signUp(t, srv, db, "ada@example.com"), signUp(t, srv, db, "bob@example.com")

		// Profile: PUT /users changes the caller's own profile and nobody
		// else's; there is no call that names another customer.
		if r := callWith(t, srv, "PUT", "/api/v1/users", `{"user": {"first_name": "Bob"}}`, bob); get(r.body, "user", "email") != "bob@example.com" {
			t.Errorf("Bob's profile edit = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", ada); get(r.body, "user", "firstName") != "" {
			t.Errorf("Bob's edit reached Ada: %s", r.raw)
		}
		adaID := get(callWith(t, srv, "GET", "/api/v1/whoami", "", ada).body, "user", "id")
		for _, method := range []string{"GET", "PUT", "PATCH"} {
			r := callWith(t, srv, method, fmt.Sprintf("/api/v1/users/%v", adaID), `{"user": {"first_name": "Mallory"}}`, bob)
			if r.status != 404 && r.status != 405 {
				t.Errorf("%s /users/{Ada's id} as Bob = %d %s", method, r.status, r.raw)
			}
		}

		// Reviews: only their author edits or deletes them.
		wrote := callWith(t, srv, "POST", fmt.Sprintf("/api/v1/products/%d/reviews", ct.EdibleGummies),
			`{"review": {"rating": 4, "nickname": "ada", "comment": "Tasty."}}`, ada)
		if wrote.status != 201 {
			t.Fatalf("Ada's review = %d %s", wrote.status, wrote.raw)
		}
		review := fmt.Sprintf("/api/v1/reviews/%.0f", get(wrote.body, "review", "id"))
		edit := `{"review": {"rating": 1, "nickname": "mallory", "comment": "Awful."}}`
		for name, r := range map[string]response{
			"Bob edits":      callWith(t, srv, "PATCH", review, edit, bob),
			"Bob deletes":    callWith(t, srv, "DELETE", review, "", bob),
			"a guest edits":  call(t, srv, "PATCH", review, edit),
			"a guest delete": call(t, srv, "DELETE", review, ""),
		} {
			want := 403
			if name[0] == 'a' {
				want = 401
			}
			if r.status != want || r.body["message"] == nil {
				t.Errorf("%s Ada's review = %d %s, want %d", name, r.status, r.raw, want)
			}
		}
		// The catalogue's own reviews belong to nobody who can sign in.
		if r := callWith(t, srv, "DELETE", "/api/v1/reviews/1", "", ada); r.status != 403 {
			t.Errorf("Ada deletes a catalogue review = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "DELETE", "/api/v1/reviews/999999", "", ada); r.status != 404 {
			t.Errorf("deleting an unknown review = %d %s", r.status, r.raw)
		}
		product := fmt.Sprintf("/api/v1/products/%d?store_id=%d", ct.EdibleGummies, ct.StoreSF)
		if r := call(t, srv, "GET", product, ""); get(r.body, "product", "review_count") != 1.0 || get(r.body, "product", "aggregate_rating") != 4.0 {
			t.Errorf("after refusals the product = %s", r.raw)
		}
		bad := callWith(t, srv, "PATCH", review, `{"review": {"rating": 6, "nickname": ""}}`, ada)
		if bad.status != 422 || get(bad.body, "validations", "rating", 0) != "Please enter a numeric value less than or equal to 5." ||
			get(bad.body, "validations", "nickname", 0) != "Please fill out this field." {
			t.Errorf("a bad edit = %d %s", bad.status, bad.raw)
		}
		if r := callWith(t, srv, "PATCH", review, `{"review": {"rating": 2, "nickname": "ada", "comment": "Too sweet after all."}}`, ada); r.status != 200 ||
			get(r.body, "review", "rating") != 2.0 || get(r.body, "review", "comment") != "Too sweet after all." {
			t.Errorf("Ada edits her review = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "GET", product, ""); get(r.body, "product", "aggregate_rating") != 2.0 {
			t.Errorf("the rating did not follow the edit: %s", r.raw)
		}
		if r := callWith(t, srv, "DELETE", review, "", ada); r.status != 204 {
			t.Errorf("Ada deletes her review = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "GET", product, ""); get(r.body, "product", "review_count") != 0.0 {
			t.Errorf("the count did not follow the delete: %s", r.raw)
		}

		// Reservations: Ada's is hers; Bob and guests are refused it.
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 2), ada)
		uuid, _ := add.body["cart_uuid"].(string)
		contact := `"first_name": "Ada", "last_name": "Lovelace", "phone": "4155550100", "email": "ada@example.com", "birth_date": "1990-04-20"`
		checkout := fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", %s}`, uuid, contact)
		if r := callWith(t, srv, "POST", "/api/v1/carts/checkout", checkout, bob); r.status != 403 {
			t.Errorf("Bob checks out Ada's bag = %d %s", r.status, r.raw)
		}
		co := callWith(t, srv, "POST", "/api/v1/carts/checkout", checkout, ada)
		if co.status != 201 || get(co.body, "contact", "is_registered") != true {
			t.Fatalf("Ada's checkout = %d %s", co.status, co.raw)
		}
		mine := fmt.Sprintf("/api/v1/reservations/%v", get(co.body, "reservation", "id"))
		if r := callWith(t, srv, "GET", mine, "", ada); r.status != 200 || get(r.body, "reservation", "uuid") != get(co.body, "reservation", "uuid") ||
			get(r.body, "reservation", "amount") != get(co.body, "reservation", "amount") || get(r.body, "reservation", "item_total") != 36.0 {
			t.Errorf("Ada's reservation = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", mine, "", bob); r.status != 403 || r.body["message"] != reservation.MsgNotYourReservation {
			t.Errorf("Bob reads Ada's reservation = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "GET", mine, ""); r.status != 401 {
			t.Errorf("a guest reads Ada's reservation = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/reservations", "", ada); get(r.body, "total") != 1.0 ||
			get(r.body, "reservations", 0, "store", "id") != float64(ct.StoreSF) || get(r.body, "reservations", 0, "product_count") != 2.0 {
			t.Errorf("Ada's reservations = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/reservations", "", bob); r.status != 200 || get(r.body, "total") != 0.0 {
			t.Errorf("Bob's reservations = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/reservations/999999", "", ada); r.status != 404 {
			t.Errorf("an unknown reservation = %d %s", r.status, r.raw)
		}
		for _, page := range []string{"0", "1000001", "500000000000000000", "two"} {
			if r := callWith(t, srv, "GET", "/api/v1/reservations?page="+page, "", ada); r.status != 400 {
				t.Errorf("page %s = %d %s", page, r.status, r.raw)
			}
		}

		// A guest's checkout with the address of an account is told so
		// (is_registered), and the reservation stays a guest's.
		guest := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 1))
		gco := call(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup",
			"first_name": "Bob", "last_name": "B", "phone": "4155550101", "email": "BOB@example.com", "birth_date": "1990-04-20"}`, guest.body["cart_uuid"]))
		if gco.status != 201 || get(gco.body, "contact", "is_registered") != true {
			t.Errorf("guest checkout with a registered address = %d %s", gco.status, gco.raw)
		}
		if r := callWith(t, srv, "GET", fmt.Sprintf("/api/v1/reservations/%v", get(gco.body, "reservation", "id")), "", bob); r.status != 403 {
			t.Errorf("a guest reservation read with Bob's token = %d %s", r.status, r.raw)
		}
		other := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 1))
		oco := call(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup",
			"first_name": "Cy", "last_name": "C", "phone": "4155550102", "email": "cy@example.com", "birth_date": "1990-04-20"}`, other.body["cart_uuid"]))
		if oco.status != 201 || get(oco.body, "contact", "is_registered") != false {
			t.Errorf("guest checkout with a new address = %d %s", oco.status, oco.raw)
		}
	})
}
