package storage_test

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
	"github.com/pistil/pistil/internal/webhook"
)

// receiver is a subscriber's server: it refuses while down says so, and
// keeps every request it was sent and whether its signature held.
type receiver struct {
	mu       sync.Mutex
	secret   string
	now      func() time.Time
	down     func(n int) bool // n counts the requests, from 1
	requests []received
}

type received struct {
	event, delivery, eventID string
	signed, accepted         bool
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	rc.mu.Lock()
	defer rc.mu.Unlock()
	var head struct {
		ID string `json:"id"`
	}
	_ = json.Unmarshal(body, &head)
	got := received{event: r.Header.Get(webhook.EventHeader), delivery: r.Header.Get(webhook.DeliveryHeader), eventID: head.ID,
		signed: webhook.Verify(rc.secret, r.Header.Get(webhook.SignatureHeader), body, rc.now(), webhook.Tolerance) == nil}
	got.accepted = !rc.down(len(rc.requests) + 1)
	rc.requests = append(rc.requests, got)
	if !got.accepted {
		http.Error(w, "busy", http.StatusServiceUnavailable)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// accepted are the events the receiver took, in order.
func (rc *receiver) accepted() []received {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	var out []received
	for _, r := range rc.requests {
		if r.accepted {
			out = append(out, r)
		}
	}
	return out
}

// TestWebhooksReachAFlakyReceiver: a reservation placed, confirmed and
// cancelled reaches a local receiver that fails its first three requests:
// each event is taken once, in order, every request signed; then a
// receiver down for an hour gets the next reservation's events once it is
// back.
func TestWebhooksReachAFlakyReceiver(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		box := staffBox(t)
		var mu sync.Mutex
		now := time.Date(2026, 11, 30, 23, 59, 0, 0, time.UTC)
		clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
		db.Now = clock
		rc := &receiver{now: clock, down: func(n int) bool { return n <= 3 }}
		srv := httptest.NewServer(rc)
		defer srv.Close()
		sub, secret := subscribe(t, db, box, ct.StoreSF, srv.URL+"/hooks", 0, webhook.ReservationCreated, webhook.ReservationUpdated,
			webhook.ReservationCancelled)
		rc.secret = secret
		worker := &notify.WebhookWorker{Outbox: db.WebhookOutbox(box), Client: notify.WebhookClient(true), Now: clock,
			Log: slog.New(slog.DiscardHandler)}
		lifecycle := func() {
			t.Helper()
			res := statusReserve(t, db, 1)
			for _, to := range []string{reservation.Verification, reservation.Cancelled} {
				if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: to,
					Actor: reservation.Store, Notice: statusNotice}); err != nil {
					t.Fatal(err)
				}
			}
		}
		// deliver runs the worker, step apart on the clock, until the
		// receiver has taken n events or the day is over.
		deliver := func(n int, step time.Duration) {
			t.Helper()
			for i := 0; len(rc.accepted()) < n && i < int(webhook.Lifetime/step); i++ {
				if _, err := worker.DeliverDue(ctx); err != nil {
					t.Fatal(err)
				}
				advance(step)
			}
		}
		lifecycle()
		deliver(3, 30*time.Second)
		want := []string{webhook.ReservationCreated, webhook.ReservationUpdated, webhook.ReservationCancelled}
		check := func(from int) {
			t.Helper()
			got := rc.accepted()[from:]
			var events, ids []string
			for _, r := range got {
				events, ids = append(events, r.event), append(ids, r.eventID)
			}
			if !slices.Equal(events, want) {
				t.Fatalf("accepted %v, want %v", events, want)
			}
			if len(slices.Compact(slices.Sorted(slices.Values(ids)))) != len(ids) {
				t.Errorf("an event was taken twice: %v", ids)
			}
		}
		check(0)
		rc.mu.Lock()
		if len(rc.requests) != 6 || rc.requests[0].event != webhook.ReservationCreated || rc.requests[2].event != webhook.ReservationCreated {
			t.Errorf("requests %+v: want the first delivery three times refused, then the three events", rc.requests)
		}
		for _, r := range rc.requests {
			if !r.signed {
				t.Errorf("request %+v: the signature does not verify", r)
			}
		}
		// Down for an hour from now.
		back := now.Add(time.Hour)
		rc.down = func(int) bool { return clock().Before(back) }
		rc.mu.Unlock()
		lifecycle()
		deliver(6, 5*time.Minute)
		check(3)
		if !clock().After(back) {
			t.Errorf("delivered before the receiver was back")
		}
		ds := deliveries(t, db, ct.StoreSF, sub.ID)
		for _, d := range ds {
			if d.DeliveredAt == nil || d.LastStatus != http.StatusNoContent {
				t.Errorf("delivery %d (%s): delivered %v, status %d, error %q", d.ID, d.Event, d.DeliveredAt, d.LastStatus, d.LastError)
			}
		}
	})
}

// BenchmarkWebhookThroughput: deliveries taken from the outbox and sent to
// a local receiver that answers 204 at once, 8 at a time; deliveries/s is
// the worker's rate, claims and records included. Each round queues 1,000
// deliveries of a reservation-sized body, each of its own reservation
// (none waits for another), and sends them all.
func BenchmarkWebhookThroughput(b *testing.B) {
	for name, dsn := range storagetest.DSNs(b) {
		b.Run(name, func(b *testing.B) {
			db := storagetest.Open(b, dsn)
			if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
				b.Fatal(err)
			}
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				_, _ = io.Copy(io.Discard, r.Body)
				w.WriteHeader(http.StatusNoContent)
			}))
			defer srv.Close()
			box := staffBox(b)
			sub, _ := subscribe(b, db, box, ct.StoreSF, srv.URL+"/hooks", 5, webhook.ReservationCreated)
			worker := &notify.WebhookWorker{Outbox: db.WebhookOutbox(box), Client: notify.WebhookClient(true), Log: slog.New(slog.DiscardHandler)}
			body := `{"id":"evt_bench","type":"reservation.created","data":{"reservation":{"products":[` +
				strings.TrimSuffix(strings.Repeat(`{"name":"Blue Dream","price_id":"eighth_ounce","count":1,"unit_price":35},`, 6), ",") + `]}}}`
			const perRound = 1000
			sent := 0
			for b.Loop() {
				b.StopTimer()
				if err := db.InTx(ctx, func(tx *storage.Tx) error {
					for i := range perRound {
						if _, err := tx.Exec(ctx, `INSERT INTO webhook_deliveries (subscription_id, event_id, event, order_key, body, next_attempt_at, created_at)
							VALUES (?, ?, ?, ?, ?, ?, ?)`, sub.ID, fmt.Sprintf("evt_%d_%d", sent, i), webhook.ReservationCreated,
							fmt.Sprintf("reservation:%d", sent+i), body, tx.Now, tx.Now); err != nil {
							return err
						}
					}
					return nil
				}); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				for n := 0; n < perRound; {
					got, err := worker.DeliverDue(ctx)
					if err != nil {
						b.Fatal(err)
					}
					if got == 0 {
						b.Fatalf("%d of %d sent, then nothing due", n, perRound)
					}
					n += got
				}
				sent += perRound
			}
			b.ReportMetric(float64(sent)/b.Elapsed().Seconds(), "deliveries/s")
		})
	}
}
