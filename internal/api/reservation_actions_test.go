package api_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// statusReserve checks out count eighths of Blue Dream at the SF store
// for ada@example.com, as the shopper signed in with who (nil for a guest),
// and answers the reservation's id and uuid.
func statusReserve(t *testing.T, srv *httptest.Server, count int, who http.Header) (float64, string) {
	t.Helper()
	add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "eighth_ounce", count), who)
	cart, _ := add.body["cart_uuid"].(string)
	co := callWith(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
		"last_name": "Lovelace", "phone": "4155550100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, cart), who)
	if co.status != 201 {
		t.Fatalf("checkout = %d %s", co.status, co.raw)
	}
	return get(co.body, "reservation", "id").(float64), get(co.body, "reservation", "uuid").(string)
}

func statusEighths(t *testing.T, db *storage.DB) int {
	t.Helper()
	mp, err := db.MenuProduct(context.Background(), ct.StoreSF, ct.FlowerBlueDream)
	if err != nil {
		t.Fatal(err)
	}
	o, _ := mp.Offer(catalog.EighthOunce)
	return o.Stock
}

// TestShopperCancels: a guest cancels by the receipt's link and a
// signed-in shopper by id, while pending; the stock comes back and the
// shopper is told; others are refused.
func TestShopperCancels(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		_, uuid := statusReserve(t, srv, 2, nil)
		receipt := call(t, srv, "GET", "/api/v1/reservation_receipts/"+uuid, "")
		if get(receipt.body, "reservation", "can_cancel") != true || get(receipt.body, "reservation", "events", 0, "status") != "pending" ||
			get(receipt.body, "reservation", "cancelled_at") != nil || get(receipt.body, "reservation", "asap") != true {
			t.Fatalf("receipt = %s", receipt.raw)
		}
		if got := statusEighths(t, db); got != 3 {
			t.Fatalf("stock = %d, want 5 - 2", got)
		}
		r := call(t, srv, "POST", "/api/v1/reservation_receipts/"+uuid+"/cancel", "")
		if r.status != 200 || get(r.body, "reservation", "status") != "cancelled" || get(r.body, "reservation", "can_cancel") != false ||
			get(r.body, "reservation", "cancelled_at") == nil || get(r.body, "reservation", "events", 1, "actor") != "shopper" {
			t.Fatalf("guest cancel = %d %s", r.status, r.raw)
		}
		if got := statusEighths(t, db); got != 5 {
			t.Errorf("stock after cancel = %d, want 5", got)
		}
		// E-mail and, as the server can send them, a text message.
		if m := storagetest.ReservationNews(t, db, "ada@example.com"); len(m) != 1 || !strings.Contains(m[0].Subject, "cancelled") {
			t.Errorf("e-mails = %+v", m)
		}
		if m := storagetest.ReservationNews(t, db, "4155550100"); len(m) != 1 {
			t.Errorf("text messages = %+v", m)
		}
		again := call(t, srv, "POST", "/api/v1/reservation_receipts/"+uuid+"/cancel", "")
		if again.status != 409 || again.body["message"] != reservation.MsgCannotCancel {
			t.Errorf("cancel twice = %d %s", again.status, again.raw)
		}
		if r := call(t, srv, "POST", "/api/v1/reservation_receipts/nope/cancel", ""); r.status != 404 {
			t.Errorf("unknown receipt = %d %s", r.status, r.raw)
		}

		ada, bob := signUp(t, srv, db, "ada@example.com"), signUp(t, srv, db, "bob@example.com")
		id, _ := statusReserve(t, srv, 1, ada)
		path := fmt.Sprintf("/api/v1/reservations/%.0f/cancel", id)
		if r := callWith(t, srv, "POST", path, "", bob); r.status != 403 {
			t.Errorf("Bob cancels Ada's = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "POST", path, ""); r.status != 401 {
			t.Errorf("a guest cancels Ada's by id = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "POST", path, "", ada); r.status != 200 || get(r.body, "reservation", "status") != "cancelled" {
			t.Errorf("Ada cancels = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "POST", "/api/v1/reservations/abc/cancel", "", ada); r.status != 400 {
			t.Errorf("id abc = %d %s", r.status, r.raw)
		}
	})
}

// TestStaffAPI: a staff token sees and moves its own store's reservations
// only, one step at a time, and each move tells the shopper.
func TestStaffAPI(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ctx := context.Background()
		sf, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreSF, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		denver, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreDenver, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		staff, other := auth("Bearer "+sf), auth("Bearer "+denver)
		id, uuid := statusReserve(t, srv, 1, nil)
		one := fmt.Sprintf("/api/v1/staff/reservations/%.0f", id)
		shopper := signUp(t, srv, db, "bob@example.com")
		for name, h := range map[string]http.Header{"no token": nil, "a bad token": auth("Bearer pst_nope"),
			"a shopper's session": shopper, "a token without its prefix": auth("Bearer " + strings.TrimPrefix(sf, "pst_"))} {
			for _, req := range [][2]string{{"GET", "/api/v1/staff/reservations"}, {"GET", one}, {"PATCH", one}} {
				if r := callWith(t, srv, req[0], req[1], `{"status": "verification"}`, h); r.status != 401 || r.body["code"] != "unauthorized" {
					t.Errorf("%s %s with %s = %d %s", req[0], req[1], name, r.status, r.raw)
				}
			}
		}
		list := callWith(t, srv, "GET", "/api/v1/staff/reservations", "", staff)
		if list.status != 200 || get(list.body, "total") != 1.0 || get(list.body, "reservations", 0, "uuid") != uuid ||
			get(list.body, "reservations", 0, "contact", "birth_date") != "1990-04-20" ||
			fmt.Sprint(get(list.body, "reservations", 0, "next_statuses")) != "[verification cancelled]" {
			t.Errorf("list = %d %s", list.status, list.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/staff/reservations", "", other); get(r.body, "total") != 0.0 {
			t.Errorf("Denver's list = %s", r.raw)
		}
		if r := callWith(t, srv, "GET", one, "", other); r.status != 404 {
			t.Errorf("Denver reads SF's = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "PATCH", one, `{"status": "verification"}`, other); r.status != 404 {
			t.Errorf("Denver moves SF's = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", one, "", staff); r.status != 200 || get(r.body, "reservation", "id") != id {
			t.Errorf("get = %d %s", r.status, r.raw)
		}
		for _, tt := range []struct {
			body   string
			status int
		}{
			{`{"status": "preparing"}`, 409},
			{`{"status": "lost"}`, 422},
			{`{}`, 422},
			{`{"status": 3}`, 400},
			{`{"status": "verification"}`, 200},
			{`{"status": "verification"}`, 409},
			{`{"status": "preparing", "message": "About 10 minutes."}`, 200},
		} {
			if r := callWith(t, srv, "PATCH", one, tt.body, staff); r.status != tt.status {
				t.Errorf("PATCH %s = %d %s, want %d", tt.body, r.status, r.raw, tt.status)
			}
		}
		r := callWith(t, srv, "GET", "/api/v1/reservation_receipts/"+uuid, "", nil)
		if get(r.body, "reservation", "status") != "preparing" || get(r.body, "reservation", "message") != "About 10 minutes." ||
			get(r.body, "reservation", "can_cancel") != false || get(r.body, "reservation", "events", 2, "status") != "preparing" ||
			get(r.body, "reservation", "events", 2, "actor") != "store" {
			t.Errorf("receipt after the store's moves = %s", r.raw)
		}
		// Two moves: two e-mails and two text messages.
		if m := storagetest.ReservationNews(t, db, "ada@example.com"); len(m) != 2 || !strings.Contains(m[1].Body, "About 10 minutes.") {
			t.Errorf("e-mails = %+v", m)
		}
		if m := storagetest.ReservationNews(t, db, "4155550100"); len(m) != 2 {
			t.Errorf("text messages = %+v", m)
		}
		if r := call(t, srv, "POST", "/api/v1/reservation_receipts/"+uuid+"/cancel", ""); r.status != 409 {
			t.Errorf("the shopper cancels while preparing = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/staff/reservations?status=preparing,verification", "", staff); get(r.body, "total") != 1.0 {
			t.Errorf("filtered list = %s", r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/staff/reservations?status=pending", "", staff); get(r.body, "total") != 0.0 {
			t.Errorf("pending list = %s", r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/staff/reservations?status=lost", "", staff); r.status != 422 {
			t.Errorf("unknown status filter = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "PATCH", one, `{"status": "cancelled", "message": "Sorry, we are out."}`, staff); r.status != 200 ||
			get(r.body, "reservation", "status") != "cancelled" || fmt.Sprint(get(r.body, "reservation", "next_statuses")) != "[]" {
			t.Errorf("store cancel = %d %s", r.status, r.raw)
		}
		if got := statusEighths(t, db); got != 5 {
			t.Errorf("stock after the store cancelled = %d, want 5", got)
		}
		if r := callWith(t, srv, "GET", "/api/v1/staff/reservations/999999", "", staff); r.status != 404 {
			t.Errorf("unknown = %d %s", r.status, r.raw)
		}
		if _, err := accountstore.New(db).RevokeStaffTokens(ctx, ct.StoreSF, "front desk"); err != nil {
			t.Fatal(err)
		}
		if r := callWith(t, srv, "GET", one, "", staff); r.status != 401 {
			t.Errorf("a revoked token = %d %s", r.status, r.raw)
		}
	})
}

// TestCurbsideArrival: "I'm here" with a spot, for curbside reservations
// only. Checkout places only pickup reservations so far, so the test turns
// one into a curbside reservation behind the API's back.
func TestCurbsideArrival(t *testing.T) {
	for name, dsn := range storagetest.DSNs(t) {
		t.Run(name, func(t *testing.T) {
			db := storagetest.Open(t, dsn)
			srv := newServerWith(t, db, config.DefaultFeatures)
			_, uuid := statusReserve(t, srv, 1, nil)
			arrived := "/api/v1/reservation_receipts/" + uuid + "/arrived"
			if r := call(t, srv, "POST", arrived, `{"curbside_spot": "5"}`); r.status != 409 || r.body["message"] != reservation.MsgNotCurbside {
				t.Errorf("a pickup's arrival = %d %s", r.status, r.raw)
			}
			driver := "sqlite"
			if name == "postgres" {
				driver = "pgx"
			}
			raw, err := sql.Open(driver, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer raw.Close()
			if _, err := raw.Exec(`UPDATE reservations SET reservation_mode = 'curbside' WHERE uuid = '` + uuid + `'`); err != nil {
				t.Fatal(err)
			}
			if r := call(t, srv, "POST", arrived, ``); r.status != 400 {
				t.Errorf("no body = %d %s", r.status, r.raw)
			}
			if r := call(t, srv, "POST", arrived, `{"curbside_spot": "123456789012345678901"}`); r.status != 422 || get(r.body, "validations", "curbside_spot") == nil {
				t.Errorf("a long spot = %d %s", r.status, r.raw)
			}
			r := call(t, srv, "POST", arrived, `{"curbside_spot": "5"}`)
			if r.status != 200 || get(r.body, "reservation", "curbside_spot") != "5" || get(r.body, "reservation", "arrived_at") == nil ||
				get(r.body, "reservation", "status") != "pending" {
				t.Errorf("arrival = %d %s", r.status, r.raw)
			}
			token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "curbside runner", staff.ActorCLI)
			if err != nil {
				t.Fatal(err)
			}
			list := callWith(t, srv, "GET", "/api/v1/staff/reservations", "", auth("Bearer "+token))
			if get(list.body, "reservations", 0, "curbside_spot") != "5" || get(list.body, "reservations", 0, "arrived_at") == nil {
				t.Errorf("the store does not see the arrival: %s", list.raw)
			}
			if r := call(t, srv, "POST", "/api/v1/reservation_receipts/nope/arrived", `{}`); r.status != 404 {
				t.Errorf("unknown receipt = %d %s", r.status, r.raw)
			}
		})
	}
}
