package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// kioskHeader is a bound kiosk's device token header.
func kioskHeader(token string) http.Header { return http.Header{"X-Pistil-Kiosk": {token}} }

// kioskServer serves the Small catalogue with a kiosk at the SF store, its
// anonymous checkout set to anonymity, and the store's kiosk PIN set.
func kioskServer(t *testing.T, db *storage.DB, anonymity string) *httptest.Server {
	t.Helper()
	srv := newServer(t, db)
	doc := ct.Small()
	doc.Stores[0].Fulfillment.Kiosk = catalog.ModeSettings{Enabled: true}
	doc.Stores[0].Fulfillment.KioskAnonymousCheckout = anonymity
	if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
		t.Fatal(err)
	}
	if err := accountstore.New(db).SetKioskPIN(context.Background(), ct.StoreSF, "246810"); err != nil {
		t.Fatal(err)
	}
	return srv
}

func kioskAdd(store int, appMode string) string {
	return fmt.Sprintf(`{"cart_uuid": null, "store_id": %d, "app_mode": %q, "product": {"product_id": %d, "price_id": "each", "count": 1}}`,
		store, appMode, ct.EdibleGummies)
}

func TestKioskDevices(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := kioskServer(t, db, "allowed")
		for _, body := range []string{`{}`, `{"store_id": 1}`, `{"pin": "246810"}`} {
			if r := call(t, srv, "POST", "/api/v1/kiosk/devices", body); r.status != 422 {
				t.Errorf("bind %s = %d %s", body, r.status, r.raw)
			}
		}
		if r := call(t, srv, "POST", "/api/v1/kiosk/devices", `{"store_id": 1, "pin": "000000"}`); r.status != 401 ||
			r.body["message"] != checkout.MsgBadKioskPIN {
			t.Errorf("a wrong PIN = %d %s", r.status, r.raw)
		}
		bound := call(t, srv, "POST", "/api/v1/kiosk/devices", `{"store_id": "1", "pin": " 246810 "}`)
		token, _ := get(bound.body, "device_token").(string)
		if bound.status != 201 || len(token) != 47 || get(bound.body, "store_id") != 1.0 || bound.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("bind = %d %s", bound.status, bound.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/kiosk/devices/current", "", kioskHeader(token)); r.status != 200 || get(r.body, "store_id") != 1.0 {
			t.Errorf("current = %d %s", r.status, r.raw)
		}
		for name, h := range map[string]http.Header{"no token": nil, "a bad token": kioskHeader("pkd_nope")} {
			if r := callWith(t, srv, "GET", "/v1/kiosk/devices/current", "", h); r.status != 403 || r.body["code"] != "forbidden" {
				t.Errorf("current with %s = %d %s", name, r.status, r.raw)
			}
		}
		// Guessing is slowed: after five wrong PINs in a row the next waits (429, Retry-After).
		for range 5 {
			call(t, srv, "POST", "/api/v1/kiosk/devices", `{"store_id": 1, "pin": "111111"}`)
		}
		r := call(t, srv, "POST", "/api/v1/kiosk/devices", `{"store_id": 1, "pin": "246810"}`)
		if secs, _ := strconv.Atoi(r.header.Get("Retry-After")); r.status != 429 || secs < 1 {
			t.Errorf("after five wrong PINs = %d %s (Retry-After %q)", r.status, r.raw, r.header.Get("Retry-After"))
		}
	})
}

// Only a kiosk bound to the store makes kiosk carts and kiosk reservations;
// they reach the store's staff queue.
func TestKioskCartsAndQueue(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := kioskServer(t, db, "allowed")
		if err := accountstore.New(db).SetKioskPIN(context.Background(), ct.StoreDenver, "135790"); err != nil {
			t.Fatal(err)
		}
		bind := func(store int, pin string) http.Header {
			r := call(t, srv, "POST", "/api/v1/kiosk/devices", fmt.Sprintf(`{"store_id": %d, "pin": %q}`, store, pin))
			token, _ := get(r.body, "device_token").(string)
			if token == "" {
				t.Fatalf("bind = %d %s", r.status, r.raw)
			}
			return kioskHeader(token)
		}
		sf, denver := bind(ct.StoreSF, "246810"), bind(ct.StoreDenver, "135790")

		for name, h := range map[string]http.Header{"no kiosk": nil, "another store's kiosk": denver, "a bad token": kioskHeader("pkd_x")} {
			if r := callWith(t, srv, "POST", "/api/v1/cart_products", kioskAdd(ct.StoreSF, "kiosk"), h); r.status != 403 {
				t.Errorf("kiosk add with %s = %d %s", name, r.status, r.raw)
			}
			if r := callWith(t, srv, "POST", "/api/v1/carts", `{"store_id": 1, "app_mode": "kiosk"}`, h); r.status != 403 {
				t.Errorf("kiosk cart with %s = %d %s", name, r.status, r.raw)
			}
		}
		// A web cart needs no kiosk, and cannot be reserved for the kiosk.
		web := call(t, srv, "POST", "/api/v1/cart_products", kioskAdd(ct.StoreSF, "default"))
		if web.status != 201 {
			t.Fatalf("web add = %d %s", web.status, web.raw)
		}
		kioskCheckout := func(uuid string) string {
			return fmt.Sprintf(`{"uuid": %q, "reservation_mode": "kiosk", "birth_date": "1990-04-20"}`, uuid)
		}
		if r := callWith(t, srv, "POST", "/api/v1/carts/checkout", kioskCheckout(web.body["cart_uuid"].(string)), sf); r.status != 422 {
			t.Errorf("a web cart at the kiosk = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "POST", "/api/v1/carts", `{"store_id": 1, "app_mode": "kiosk"}`, sf); r.status != 201 {
			t.Errorf("kiosk cart = %d %s", r.status, r.raw)
		}
		add := callWith(t, srv, "POST", "/api/v1/cart_products", kioskAdd(ct.StoreSF, "kiosk"), sf)
		uuid, _ := add.body["cart_uuid"].(string)
		if add.status != 201 || get(add.body, "cart", "app_mode") != nil && get(add.body, "cart", "app_mode") != "kiosk" {
			t.Fatalf("kiosk add = %d %s", add.status, add.raw)
		}
		// The reservation itself needs the kiosk too.
		for name, h := range map[string]http.Header{"no kiosk": nil, "another store's kiosk": denver} {
			if r := callWith(t, srv, "POST", "/api/v1/carts/checkout", kioskCheckout(uuid), h); r.status != 403 {
				t.Errorf("kiosk checkout with %s = %d %s", name, r.status, r.raw)
			}
		}
		// Anonymous, as the store allows.
		res := callWith(t, srv, "POST", "/api/v1/carts/checkout", kioskCheckout(uuid), sf)
		if res.status != 201 || get(res.body, "reservation", "reservation_mode") != "kiosk" {
			t.Fatalf("kiosk checkout = %d %s", res.status, res.raw)
		}
		staff, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		queue := callWith(t, srv, "GET", "/api/v1/staff/reservations?status=pending", "", auth("Bearer "+staff))
		if queue.status != 200 || get(queue.body, "total") != 1.0 || get(queue.body, "reservations", 0, "uuid") != get(res.body, "reservation", "uuid") ||
			get(queue.body, "reservations", 0, "reservation_mode") != "kiosk" {
			t.Errorf("staff queue = %d %s", queue.status, queue.raw)
		}
	})
}

// The kiosk's anonymous checkout setting, through the API.
func TestKioskAnonymousCheckout(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	for _, tt := range []struct {
		setting, body string
		status        int
	}{
		{"required", `"first_name": "Ada", "email": "ada@example.com"`, 201},
		{"allowed", ``, 201},
		{"none", ``, 422},
		{"none", `"first_name": "Ada", "last_name": "L", "phone": "415-555-0100"`, 201},
	} {
		t.Run(tt.setting, func(t *testing.T) {
			storagetest.Each(t, func(t *testing.T, db *storage.DB) {
				srv := kioskServer(t, db, tt.setting)
				r := call(t, srv, "POST", "/api/v1/kiosk/devices", `{"store_id": 1, "pin": "246810"}`)
				h := kioskHeader(get(r.body, "device_token").(string))
				add := callWith(t, srv, "POST", "/api/v1/cart_products", kioskAdd(ct.StoreSF, "kiosk"), h)
				body := fmt.Sprintf(`{"uuid": %q, "reservation_mode": "kiosk", "birth_date": "1990-04-20"`, add.body["cart_uuid"])
				if tt.body != "" {
					body += ", " + tt.body
				}
				res := callWith(t, srv, "POST", "/api/v1/carts/checkout", body+"}", h)
				if res.status != tt.status {
					t.Fatalf("checkout %s = %d %s", body, res.status, res.raw)
				}
				if tt.setting == "required" {
					receipt := call(t, srv, "GET", "/api/v1/reservation_receipts/"+get(res.body, "reservation", "uuid").(string), "")
					if c := get(receipt.body, "reservation", "contact"); get(c, "first_name") != "" || get(c, "email") != "" {
						t.Errorf("an anonymous reservation kept %v", c)
					}
				}
			})
		})
	}
}
