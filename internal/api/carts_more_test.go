package api_test

import (
	"fmt"
	"testing"

	"github.com/pistil/pistil/internal/cart"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func guestCheckout(uuid any) string {
	return fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Cy", "last_name": "C",
		"phone": "4155550102", "email": "cy@example.com", "birth_date": "1990-04-20"}`, uuid)
}

// wantProblem checks a refusal: its status and the one error shape (a
// message, and validations on field when field is not empty).
func wantProblem(t *testing.T, what string, r response, status int, field string) {
	t.Helper()
	if r.status != status || r.body["message"] == nil || r.body["message"] == "" {
		t.Errorf("%s = %d %s, want %d with a message", what, r.status, r.raw, status)
		return
	}
	if field != "" && get(r.body, "validations", field, 0) == nil {
		t.Errorf("%s = %s, want validations on %s", what, r.raw, field)
	}
}

// TestCartLifecycle: POST /carts makes an empty pending cart, lines go in
// and out (the last one out leaves the cart empty and pending), DELETE
// /carts removes it, and a checked-out cart refuses every change.
func TestCartLifecycle(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		made := call(t, srv, "POST", "/api/v1/carts", fmt.Sprintf(`{"store_id": %d, "app_mode": "default", "j_device_id": "dev", "reservation_mode": "delivery"}`, ct.StoreSF))
		uuid, _ := made.body["cart_uuid"].(string)
		if made.status != 201 || uuid == "" || get(made.body, "cart", "uuid") != uuid || get(made.body, "cart", "status") != "pending" ||
			get(made.body, "cart", "store", "id") != float64(ct.StoreSF) || get(made.body, "cart", "reservation_mode") != "delivery" ||
			get(made.body, "cart", "product_count") != 0.0 {
			t.Fatalf("POST /carts = %d %s", made.status, made.raw)
		}
		if r := call(t, srv, "POST", "/api/v1/carts", fmt.Sprintf(`{"store_id": %d}`, ct.StoreDenver)); r.status != 201 || get(r.body, "cart", "reservation_mode") != "pickup" {
			t.Errorf("POST /carts without a mode = %d %s", r.status, r.raw)
		}
		wantProblem(t, "POST /carts without a store", call(t, srv, "POST", "/api/v1/carts", `{"app_mode": "default"}`), 422, "store_id")
		wantProblem(t, "POST /carts for an unknown store", call(t, srv, "POST", "/api/v1/carts", `{"store_id": 999999}`), 404, "")
		wantProblem(t, "POST /carts with a bad mode", call(t, srv, "POST", "/api/v1/carts", fmt.Sprintf(`{"store_id": %d, "reservation_mode": "drone"}`, ct.StoreSF)), 422, "reservation_mode")
		wantProblem(t, "POST /carts with bad JSON", call(t, srv, "POST", "/api/v1/carts", `{"store_id": `), 400, "")
		wantProblem(t, "POST /carts with a word for a store", call(t, srv, "POST", "/api/v1/carts", `{"store_id": "one"}`), 400, "")

		// Lines go into the cart POST /carts made; the last one out leaves it empty and pending.
		if r := call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1)); r.status != 201 || r.body["cart_uuid"] != uuid {
			t.Fatalf("add to the new cart = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 2)); get(r.body, "cart", "products", 0, "count") != 3.0 ||
			get(r.body, "cart", "product_count") != 3.0 {
			t.Errorf("the same price_id again = %d %s", r.status, r.raw)
		}
		r := call(t, srv, "DELETE", fmt.Sprintf("/api/v1/cart_products/%d?cart_uuid=%s&price_id=each", ct.EdibleGummies, uuid), "")
		if r.status != 200 || get(r.body, "cart", "status") != "pending" || len(get(r.body, "cart", "products").([]any)) != 0 {
			t.Errorf("deleting the last line = %d %s", r.status, r.raw)
		}

		// DELETE /carts.
		wantProblem(t, "DELETE /carts without a uuid", call(t, srv, "DELETE", "/api/v1/carts", ""), 400, "")
		wantProblem(t, "DELETE /carts of an unknown cart", call(t, srv, "DELETE", "/api/v1/carts?uuid=nope", ""), 404, "")
		if r := call(t, srv, "DELETE", "/api/v1/carts?uuid="+uuid, ""); r.status != 204 {
			t.Fatalf("DELETE /carts = %d %s", r.status, r.raw)
		}
		wantProblem(t, "GET a deleted cart", call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, ""), 404, "")
		// An add naming the deleted cart starts a new one.
		if r := call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1)); r.status != 201 || r.body["cart_uuid"] == uuid {
			t.Errorf("add to a deleted cart = %d %s", r.status, r.raw)
		}

		// A checked-out cart: 'Cart is not pending' on every change, and it stays.
		add := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 1))
		done := add.body["cart_uuid"]
		if co := call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(done)); co.status != 201 {
			t.Fatalf("checkout = %d %s", co.status, co.raw)
		}
		for what, r := range map[string]response{
			"DELETE /carts":                     call(t, srv, "DELETE", fmt.Sprintf("/api/v1/carts?uuid=%s", done), ""),
			"DELETE /cart_products/unavailable": call(t, srv, "DELETE", "/api/v1/cart_products/unavailable", fmt.Sprintf(`{"cart_uuid": %q}`, done)),
			"PATCH /cart_products":              call(t, srv, "PATCH", fmt.Sprintf("/api/v1/cart_products/%d", ct.EdibleGummies), fmt.Sprintf(`{"cart_uuid": %q, "product": {"price_id": "each", "count": 2}}`, done)),
		} {
			if r.status != 409 || r.body["message"] != "Cart is not pending" {
				t.Errorf("%s on a checked-out cart = %d %s", what, r.status, r.raw)
			}
		}
		if r := call(t, srv, "GET", fmt.Sprintf("/api/v1/carts?uuid=%s", done), ""); r.status != 200 || get(r.body, "cart", "status") != "checked_out" {
			t.Errorf("the checked-out cart = %d %s", r.status, r.raw)
		}
	})
}

// TestCartOwnership: a customer's cart is refused to another customer for
// every new call; get_for_user needs a sign-in and answers only the
// caller's or a guest's cart, claiming a guest's.
func TestCartOwnership(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ada, bob := signUp(t, srv, db, "ada@example.com"), signUp(t, srv, db, "bob@example.com")

		wantProblem(t, "get_for_user as a guest", call(t, srv, "GET", "/api/v1/carts/get_for_user", ""), 401, "")
		if r := callWith(t, srv, "GET", "/api/v1/carts/get_for_user?app_mode=default", "", ada); r.status != 200 || r.body["cart"] != nil || r.raw == "" {
			t.Errorf("get_for_user with no cart = %d %s", r.status, r.raw)
		}
		wantProblem(t, "get_for_user with a bad store", callWith(t, srv, "GET", "/api/v1/carts/get_for_user?store_id=x", "", ada), 400, "")

		// Ada's cart, made signed in.
		made := callWith(t, srv, "POST", "/api/v1/carts", fmt.Sprintf(`{"store_id": %d, "app_mode": "default"}`, ct.StoreSF), ada)
		adas, _ := made.body["cart_uuid"].(string)
		if made.status != 201 {
			t.Fatalf("Ada's POST /carts = %d %s", made.status, made.raw)
		}
		for what, r := range map[string]response{
			"DELETE /carts":                     callWith(t, srv, "DELETE", "/api/v1/carts?uuid="+adas, "", bob),
			"get_unavailable_product_ids":       callWith(t, srv, "GET", "/api/v1/carts/get_unavailable_product_ids?uuid="+adas, "", bob),
			"DELETE /cart_products/unavailable": callWith(t, srv, "DELETE", "/api/v1/cart_products/unavailable", fmt.Sprintf(`{"cart_uuid": %q}`, adas), bob),
		} {
			if r.status != 403 || r.body["message"] != cart.MsgNotYourBag {
				t.Errorf("Bob's %s on Ada's cart = %d %s", what, r.status, r.raw)
			}
		}
		// Bob naming Ada's cart gets his own (none), never hers.
		if r := callWith(t, srv, "GET", "/api/v1/carts/get_for_user?uuid="+adas, "", bob); r.status != 200 || r.body["cart"] != nil {
			t.Errorf("Bob's get_for_user naming Ada's cart = %d %s", r.status, r.raw)
		}
		// Ada finds hers without naming it, for its store, not for another.
		if r := callWith(t, srv, "GET", fmt.Sprintf("/api/v1/carts/get_for_user?store_id=%d&app_mode=default", ct.StoreSF), "", ada); get(r.body, "cart", "uuid") != adas {
			t.Errorf("Ada's get_for_user = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", fmt.Sprintf("/api/v1/carts/get_for_user?store_id=%d", ct.StoreDenver), "", ada); r.status != 200 || r.body["cart"] != nil {
			t.Errorf("Ada's get_for_user at another store = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/carts/get_for_user?app_mode=embedded", "", ada); r.status != 200 || r.body["cart"] != nil {
			t.Errorf("Ada's get_for_user in another app mode = %d %s", r.status, r.raw)
		}

		// A guest's bag, then Bob signs in: it becomes his.
		guest := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 1))
		gid, _ := guest.body["cart_uuid"].(string)
		if r := callWith(t, srv, "GET", "/api/v1/carts/get_for_user?app_mode=default&uuid="+gid, "", bob); get(r.body, "cart", "uuid") != gid ||
			get(r.body, "cart", "product_count") != 1.0 {
			t.Errorf("Bob's get_for_user with his guest bag = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/carts?uuid="+gid, "", ada); r.status != 403 {
			t.Errorf("Ada reads the bag Bob claimed = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/carts/get_for_user", "", bob); get(r.body, "cart", "uuid") != gid {
			t.Errorf("Bob's get_for_user without a uuid = %d %s", r.status, r.raw)
		}
		// Ada deletes hers; then she has none.
		if r := callWith(t, srv, "DELETE", "/api/v1/carts?uuid="+adas, "", ada); r.status != 204 {
			t.Errorf("Ada's DELETE /carts = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/carts/get_for_user", "", ada); r.status != 200 || r.body["cart"] != nil {
			t.Errorf("Ada's get_for_user after deleting = %d %s", r.status, r.raw)
		}
	})
}

// TestUnavailableFixUp: a line sold out while in the cart is listed by
// get_unavailable_product_ids and in the cart's unavailable_products, and
// DELETE /cart_products/unavailable removes it and only it.
func TestUnavailableFixUp(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		// VapeLemon gram: stock 3. Our cart takes 2 and an edible; another shopper buys all 3.
		mine := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "gram", 2))
		uuid, _ := mine.body["cart_uuid"].(string)
		call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1))
		if r := call(t, srv, "GET", "/api/v1/carts/get_unavailable_product_ids?uuid="+uuid, ""); r.status != 200 ||
			len(r.body["unavailable_product_ids"].([]any)) != 0 || len(r.body["unavailable_products"].([]any)) != 0 {
			t.Errorf("nothing unavailable yet = %d %s", r.status, r.raw)
		}
		other := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "gram", 3))
		if co := call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(other.body["cart_uuid"])); co.status != 201 {
			t.Fatalf("the other checkout = %d %s", co.status, co.raw)
		}
		r := call(t, srv, "GET", "/api/v1/carts/get_unavailable_product_ids?cart_uuid="+uuid, "")
		if r.status != 200 || get(r.body, "unavailable_product_ids", 0) != float64(ct.VapeLemon) || len(r.body["unavailable_product_ids"].([]any)) != 1 ||
			get(r.body, "unavailable_products", 0, "price_id") != "gram" || get(r.body, "unavailable_products", 0, "available") != 0.0 {
			t.Errorf("get_unavailable_product_ids = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, ""); get(r.body, "cart", "unavailable_products", 0, "product_id") != float64(ct.VapeLemon) {
			t.Errorf("the cart's unavailable_products = %s", r.raw)
		}
		co := call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(uuid))
		if co.status != 409 || co.body["message"] != checkout.MsgUnavailable {
			t.Errorf("checking out the cart = %d %s", co.status, co.raw)
		}
		wantProblem(t, "get_unavailable_product_ids without a uuid", call(t, srv, "GET", "/api/v1/carts/get_unavailable_product_ids", ""), 400, "")
		wantProblem(t, "get_unavailable_product_ids of an unknown cart", call(t, srv, "GET", "/api/v1/carts/get_unavailable_product_ids?uuid=nope", ""), 404, "")
		wantProblem(t, "the fix-up without a cart", call(t, srv, "DELETE", "/api/v1/cart_products/unavailable", `{}`), 422, "cart_uuid")
		wantProblem(t, "the fix-up of an unknown cart", call(t, srv, "DELETE", "/api/v1/cart_products/unavailable", `{"cart_uuid": "nope"}`), 404, "")
		wantProblem(t, "the fix-up with bad JSON", call(t, srv, "DELETE", "/api/v1/cart_products/unavailable", `{"cart_uuid": 5}`), 400, "")

		fixed := call(t, srv, "DELETE", "/api/v1/cart_products/unavailable", fmt.Sprintf(`{"cart_uuid": %q}`, uuid))
		if fixed.status != 200 || len(get(fixed.body, "cart", "products").([]any)) != 1 ||
			get(fixed.body, "cart", "products", 0, "product_id") != float64(ct.EdibleGummies) ||
			len(get(fixed.body, "cart", "unavailable_products").([]any)) != 0 || get(fixed.body, "cart", "status") != "pending" {
			t.Errorf("the fix-up = %d %s", fixed.status, fixed.raw)
		}
		// Again (by query): nothing to remove, the cart as it is.
		if r := call(t, srv, "DELETE", "/api/v1/cart_products/unavailable?cart_uuid="+uuid, ""); r.status != 200 || get(r.body, "cart", "product_count") != 1.0 {
			t.Errorf("the fix-up again = %d %s", r.status, r.raw)
		}
		if co := call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(uuid)); co.status != 201 {
			t.Errorf("checkout after the fix-up = %d %s", co.status, co.raw)
		}
	})
}
