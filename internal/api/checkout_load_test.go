package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

const guestContact = `"first_name": "Ada", "last_name": "Lovelace", "phone": "415-555-0100",
	"email": "ada@example.com", "birth_date": "1990-04-20"`

// post sends a JSON body from any goroutine and answers the status and the
// decoded body; it reports transport errors with t.Error.
func post(t *testing.T, srv *httptest.Server, path, body string) (int, map[string]any) {
	resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Errorf("POST %s: %v", path, err)
		return 0, nil
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// newCarts makes n guest carts each holding count units of a product's weight.
func newCarts(t *testing.T, srv *httptest.Server, n, product int, priceID string, count int) []string {
	t.Helper()
	carts := make([]string, n)
	for i := range carts {
		r := call(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, product, priceID, count))
		if r.status != http.StatusCreated {
			t.Fatalf("add to cart %d = %d %s", i, r.status, r.raw)
		}
		carts[i] = r.body["cart_uuid"].(string)
	}
	return carts
}

// checkoutAll checks every cart out at once and counts the answers by status.
func checkoutAll(t *testing.T, srv *httptest.Server, carts []string, extra string) map[int]int {
	t.Helper()
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		statuses = map[int]int{}
	)
	start := make(chan struct{})
	for _, id := range carts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			status, body := post(t, srv, "/api/v1/carts/checkout",
				fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", %s%s}`, id, guestContact, extra))
			if status >= 500 {
				t.Errorf("checkout answered %d: %v", status, body)
			}
			mu.Lock()
			statuses[status]++
			mu.Unlock()
		}()
	}
	close(start)
	wg.Wait()
	return statuses
}

// TestCheckoutsNeverOversell fires 200 checkouts at once for a weight with
// 10 units in stock (the lemon vape's half grams): exactly 10 are reserved,
// the stock ends at 0 and every other shopper is told the product is gone.
func TestCheckoutsNeverOversell(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures)
		carts := newCarts(t, srv, 200, 101, "half_gram", 1)
		statuses := checkoutAll(t, srv, carts, "")
		if statuses[http.StatusCreated] != 10 || statuses[http.StatusConflict] != 190 {
			t.Errorf("answers by status = %v; want 10 × 201 and 190 × 409", statuses)
		}
		reservations, stock := countReservations(t, db)
		if reservations != 10 || stock != 0 {
			t.Errorf("%d reservations, half-gram stock %d; want 10 and 0", reservations, stock)
		}
	})
}

// TestSimultaneousCheckoutsOfOneCart: the same cart checked out twice at
// the same moment is reserved once; both answers carry that reservation.
func TestSimultaneousCheckoutsOfOneCart(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures)
		cart := newCarts(t, srv, 1, 101, "half_gram", 2)[0]
		var (
			wg  sync.WaitGroup
			mu  sync.Mutex
			ids = map[any]int{}
			got = map[int]int{}
		)
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				status, body := post(t, srv, "/api/v1/carts/checkout",
					fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", %s}`, cart, guestContact))
				mu.Lock()
				defer mu.Unlock()
				got[status]++
				ids[get(body, "reservation", "id")]++
			}()
		}
		wg.Wait()
		if got[http.StatusCreated] != 1 || got[http.StatusOK] != 1 || len(ids) != 1 {
			t.Errorf("answers %v with reservation ids %v; want one 201 and one 200 for one reservation", got, ids)
		}
		reservations, stock := countReservations(t, db)
		if reservations != 1 || stock != 8 {
			t.Errorf("%d reservations, stock %d; want 1 and 8", reservations, stock)
		}
	})
}

// countReservations answers how many reservations there are and the stock
// left of the lemon vape's half grams at StoreSF.
func countReservations(t *testing.T, db *storage.DB) (int, int) {
	t.Helper()
	n, err := db.CountReservations(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	mp, err := db.MenuProduct(context.Background(), 1, 101)
	if err != nil {
		t.Fatal(err)
	}
	o, _ := mp.Offer("half_gram")
	return n, o.Stock
}

// TestWindowCapacityHolds fires 50 checkouts at once into one pickup window
// that takes 5 orders: exactly 5 are reserved, the rest are told the window
// is full, and the schedule then shows the window unavailable.
func TestWindowCapacityHolds(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures)
		doc := ct.Small()
		doc.Stores[0].Fulfillment.Pickup.MaxOrdersPerWindow = 5
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		// The second window offered, whatever the time of day.
		sched := call(t, srv, "GET", "/api/v1/stores/1/schedule?reservation_mode=pickup", "")
		start, _ := windowAt(sched.body, 1)["start"].(string)
		if sched.status != http.StatusOK || start == "" {
			t.Fatalf("schedule = %s", sched.raw)
		}
		carts := newCarts(t, srv, 50, ct.EdibleGummies, "each", 1)
		statuses := checkoutAll(t, srv, carts, fmt.Sprintf(`, "reservation_start_window": %q`, start))
		if statuses[http.StatusCreated] != 5 || statuses[http.StatusConflict] != 45 {
			t.Errorf("answers by status = %v; want 5 × 201 and 45 × 409", statuses)
		}
		if n, err := db.CountReservations(context.Background()); err != nil || n != 5 {
			t.Errorf("%d reservations (%v), want 5", n, err)
		}
		sched = call(t, srv, "GET", "/api/v1/stores/1/schedule?reservation_mode=pickup", "")
		if w := windowStarting(sched.body, start); w == nil || w["available"] != false {
			t.Errorf("the full window is still offered: %v", w)
		}
	})
}

// windowStarting answers the window of a schedule answer that starts at start.
func windowStarting(schedule map[string]any, start string) map[string]any {
	for i := 0; ; i++ {
		w := windowAt(schedule, i)
		if w == nil || w["start"] == start {
			return w
		}
	}
}

// windowAt answers the i-th window of a schedule answer across its days.
func windowAt(schedule map[string]any, i int) map[string]any {
	days, _ := schedule["windows"].([]any)
	for _, d := range days {
		ws, _ := d.(map[string]any)["windows"].([]any)
		if i < len(ws) {
			return ws[i].(map[string]any)
		}
		i -= len(ws)
	}
	return nil
}

// TestNULIsRefused: a NUL character, which PostgreSQL cannot store in text,
// is a 400 on every database rather than a 500 on one.
func TestNULIsRefused(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures)
		cart := newCarts(t, srv, 1, ct.EdibleGummies, "each", 1)[0]
		r := call(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup",
			"first_name": "Ada\u0000", "last_name": "Lovelace", "phone": "415-555-0100", "email": "ada@example.com",
			"birth_date": "1990-04-20"}`, cart))
		if r.status != http.StatusBadRequest || !strings.Contains(r.raw, "NUL") {
			t.Errorf("checkout with a NUL = %d %s", r.status, r.raw)
		}
	})
}
