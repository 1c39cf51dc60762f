package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestCartIsOpenAndWarning: the cart's is_open and warning_message, with the
// clock pinned at instants around closing and midnight in the San Francisco
// store's zone (PST, UTC−8; scheduleDoc: open 9 AM to 10 PM every day,
// pickup on a 15-minute lead, here with a 30-minute last call; delivery
// noon to 8 PM on a 30-minute lead in hour-long windows). Then checkout's
// warning_message for a reservation placed while the store is closed.
func TestCartIsOpenAndWarning(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		clock := scheduleNow // Monday 23 November 2026, 10:07 AM PST
		db.Now = func() time.Time { return clock }
		srv := newServerWith(t, db, config.DefaultFeatures)
		doc := scheduleDoc()
		doc.Stores[0].Fulfillment.Pickup.LastCallMinutes = 30
		doc.Stores[0].Fulfillment.Pickup.MaxOrdersPerWindow = 0
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		r := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "gram", 3))
		if r.status != http.StatusCreated {
			t.Fatalf("add: %d %s", r.status, r.raw)
		}
		uuid := get(r.body, "cart_uuid").(string)
		if get(r.body, "cart", "is_open") != true || get(r.body, "cart", "warning_message") != nil {
			t.Errorf("at 10:07 the cart = is_open %v, warning %v; want true and none", get(r.body, "cart", "is_open"), get(r.body, "cart", "warning_message"))
		}
		pst := func(d, hh, mm int) time.Time { return time.Date(2026, 11, d, hh+8, mm, 0, 0, time.UTC) }
		for _, tt := range []struct {
			name    string
			now     time.Time
			open    bool
			warning any
		}{
			// 21:45 + 15 = 22:00, past the last start of 21:30.
			{"after last call", pst(23, 21, 45), true, "Last call for pickup has passed; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
			{"a minute before closing", pst(23, 21, 59), true, "Last call for pickup has passed; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
			{"at closing", pst(23, 22, 0), false, "The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
			{"a minute before midnight", pst(23, 23, 59), false, "The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
			{"at midnight", pst(24, 0, 0), false, "The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
			{"at opening", pst(24, 9, 0), true, nil},
		} {
			clock = tt.now
			r := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "")
			if r.status != http.StatusOK || get(r.body, "cart", "is_open") != tt.open || get(r.body, "cart", "warning_message") != tt.warning {
				t.Errorf("%s: cart = %d is_open %v, warning %v; want %v, %v", tt.name, r.status, get(r.body, "cart", "is_open"),
					get(r.body, "cart", "warning_message"), tt.open, tt.warning)
			}
		}

		// Delivery at 10:07: the shop is open, delivery from noon; 10:37 is
		// before noon, so the noon window is the earliest.
		clock = scheduleNow
		r = call(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "delivery"}`, uuid))
		if want := "It is outside delivery hours; the earliest delivery is Monday, November 23 at 12:00 PM PST."; r.status != http.StatusOK ||
			get(r.body, "cart", "is_open") != false || get(r.body, "cart", "warning_message") != want {
			t.Errorf("delivery at 10:07 = %d is_open %v, warning %v; want false, %q", r.status, get(r.body, "cart", "is_open"),
				get(r.body, "cart", "warning_message"), want)
		}
		r = call(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup"}`, uuid))
		if r.status != http.StatusOK || get(r.body, "cart", "warning_message") != nil {
			t.Errorf("back to pickup = %d %v, want no warning", r.status, get(r.body, "cart", "warning_message"))
		}

		// The stock of the line drops below it: the warning says so, and
		// with the store closed too, both are said.
		doc.Stores[0].Menu[0].Weights[0].Stock = 2
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		r = call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "")
		if want := "Only 2 of Blue Dream (1g) left; your bag has 3."; get(r.body, "cart", "warning_message") != want {
			t.Errorf("stock dropped: warning %v, want %q", get(r.body, "cart", "warning_message"), want)
		}
		clock = pst(23, 22, 30)
		r = call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "")
		if want := "The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST. Only 2 of Blue Dream (1g) left; your bag has 3."; get(r.body, "cart", "warning_message") != want {
			t.Errorf("closed and stock dropped: warning %v, want %q", get(r.body, "cart", "warning_message"), want)
		}

		// Checkout at 22:30, closed: the reservation is for 9:00 tomorrow,
		// and the answer says so.
		r = call(t, srv, "PATCH", fmt.Sprintf("/api/v1/cart_products/%d", ct.FlowerBlueDream),
			fmt.Sprintf(`{"cart_uuid": %q, "product": {"price_id": "gram", "count": 2}}`, uuid))
		if r.status != http.StatusOK {
			t.Fatalf("lower the count: %d %s", r.status, r.raw)
		}
		r = call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(uuid))
		if want := "The store is closed now; your pickup is for Tuesday, November 24 at 9:00 AM PST."; r.status != http.StatusCreated || get(r.body, "warning_message") != want {
			t.Errorf("checkout while closed = %d %s; want 201 with warning %q", r.status, r.raw, want)
		}
		// Repeated, the same answer.
		if again := call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(uuid)); get(again.body, "warning_message") != get(r.body, "warning_message") {
			t.Errorf("repeated checkout warning %v, want %v", get(again.body, "warning_message"), get(r.body, "warning_message"))
		}

		// Closed still, but for a window the shopper chose: they know when
		// it is for, and nothing is said.
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 1))
		chosen := strings.TrimSuffix(guestCheckout(get(r.body, "cart_uuid")), "}") + `, "reservation_start_window": "2026-11-24T17:00:00Z"}`
		r = call(t, srv, "POST", "/api/v1/carts/checkout", chosen)
		if _, ok := r.body["warning_message"]; r.status != http.StatusCreated || ok {
			t.Errorf("checkout while closed for a chosen window = %d %s; want 201 without warning_message", r.status, r.raw)
		}

		// Checkout while open: no warning at all.
		clock = scheduleNow
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 1))
		r = call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(get(r.body, "cart_uuid")))
		if _, ok := r.body["warning_message"]; r.status != http.StatusCreated || ok {
			t.Errorf("checkout while open = %d %s; want 201 without warning_message", r.status, r.raw)
		}
	})
}
