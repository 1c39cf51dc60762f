package storage_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
	"github.com/pistil/pistil/internal/webhook"
	"github.com/pistil/pistil/internal/webhook/payload"
)

var hookAdmin = staff.Entry{Actor: staff.Actor{Label: "staff:owner@shop.example"}, RequestID: "req-hook"}

// subscribe makes a subscription of the store's to events, answering it
// and its secret.
func subscribe(t testing.TB, db *storage.DB, box *sealed.Box, storeID int64, url string, low int, events ...string) (storage.WebhookSubscription, string) {
	t.Helper()
	sub, secret, err := db.CreateWebhook(ctx, box, storeID, storage.WebhookFields{URL: url, Events: events, LowStock: &low, Active: true}, true, hookAdmin)
	if err != nil {
		t.Fatal(err)
	}
	return sub, secret
}

// deliveries are a subscription's deliveries, oldest first.
func deliveries(t *testing.T, db *storage.DB, storeID, id int64) []storage.WebhookDelivery {
	t.Helper()
	ds, err := db.WebhookDeliveries(ctx, storeID, id, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	slices.Reverse(ds)
	return ds
}

func eventsOf(ds []storage.WebhookDelivery) []string {
	var out []string
	for _, d := range ds {
		out = append(out, d.Event)
	}
	return out
}

// TestWebhookSubscriptions: what a subscription may be, and that its
// secret is sealed at rest and never audited.
func TestWebhookSubscriptions(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		box := staffBox(t)
		f := func(url string, events ...string) storage.WebhookFields {
			return storage.WebhookFields{URL: url, Events: events, Active: true}
		}
		for _, c := range []struct {
			name   string
			fields storage.WebhookFields
			field  string
		}{
			{"loopback", f("http://127.0.0.1:9000/hooks", webhook.ReservationCreated), "url"},
			{"metadata", f("http://169.254.169.254/", webhook.ReservationCreated), "url"},
			{"not http", f("ftp://pos.example.com/", webhook.ReservationCreated), "url"},
			{"no events", f("https://pos.example.com/hooks"), "events"},
			{"unknown event", f("https://pos.example.com/hooks", "reservation.deleted"), "events"},
			{"threshold", storage.WebhookFields{URL: "https://pos.example.com/hooks", Events: []string{webhook.InventoryLow}, LowStock: new(-1)}, "low_stock"},
		} {
			_, _, err := db.CreateWebhook(ctx, box, ct.StoreSF, c.fields, false, hookAdmin)
			if p := wantKind(t, err, problem.Invalid); len(p.Fields[c.field]) == 0 {
				t.Errorf("%s: refused on %v, want %s", c.name, p.Fields, c.field)
			}
		}
		// A developer's server may allow private addresses.
		sub, secret, err := db.CreateWebhook(ctx, box, ct.StoreSF, f("http://127.0.0.1:9000/hooks", webhook.ReviewCreated,
			webhook.ReservationCreated, webhook.ReviewCreated), true, hookAdmin)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(sub.Events, []string{webhook.ReservationCreated, webhook.ReviewCreated}) || sub.LowStock != webhook.DefaultLowStock ||
			len(secret) < 40 {
			t.Errorf("made %+v with secret %q", sub, secret)
		}
		var text string
		if err := db.Reader().QueryRow(ctx, `SELECT secret_sealed FROM webhook_subscriptions WHERE id = ?`, sub.ID).Scan(&text); err != nil || text == "" || text == secret {
			t.Errorf("secret at rest %q (%v)", text, err)
		}
		low := 3
		edited, again, err := db.UpdateWebhook(ctx, box, ct.StoreSF, sub.ID, storage.WebhookFields{URL: "https://pos.example.com/v2",
			Events: []string{webhook.InventoryLow}, LowStock: &low}, true, false, hookAdmin)
		if err != nil || edited.URL != "https://pos.example.com/v2" || edited.Active || edited.LowStock != 3 || again == "" || again == secret {
			t.Errorf("edit: %+v, secret %q, %v", edited, again, err)
		}
		if _, _, err := db.UpdateWebhook(ctx, box, ct.StoreDenver, sub.ID, f("https://pos.example.com/", webhook.InventoryLow), false, false, hookAdmin); err == nil {
			t.Error("another store edited the subscription")
		} else {
			wantKind(t, err, problem.NotFound)
		}
		for _, row := range auditOf(t, db, ct.StoreSF, "webhook.") {
			for _, v := range []string{row.Before, row.After} {
				if strings.Contains(v, secret) || again != "" && strings.Contains(v, again) {
					t.Errorf("audit row %s holds a secret", row.Action)
				}
			}
		}
		for i := 1; i < webhook.MaxPerStore; i++ {
			subscribe(t, db, box, ct.StoreSF, "https://pos.example.com/hooks", 5, webhook.ReviewCreated)
		}
		_, _, err = db.CreateWebhook(ctx, box, ct.StoreSF, f("https://pos.example.com/hooks", webhook.ReviewCreated), false, hookAdmin)
		wantKind(t, err, problem.Conflict)
		if err := db.DeleteWebhook(ctx, ct.StoreSF, sub.ID, hookAdmin); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Webhook(ctx, ct.StoreSF, sub.ID); err == nil {
			t.Error("the subscription outlived its deletion")
		}
	})
}

// TestWebhookEvents: a checkout of 2 eighths of Blue Dream at SF (5 on
// hand, so 3 left) tells the subscription of the reservation and, its
// threshold being 4, of the low stock; a move and a cancellation follow,
// each with the status before; a review at the store tells another
// subscription; Denver's subscriber hears nothing; a refused checkout
// writes nothing. The reservation's deliveries are claimed one at a time,
// in order; the low stock beside them.
func TestWebhookEvents(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		box := staffBox(t)
		now := time.Date(2026, 11, 30, 17, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		pos, secret := subscribe(t, db, box, ct.StoreSF, "https://pos.example.com/hooks", 4, webhook.ReservationCreated,
			webhook.ReservationUpdated, webhook.ReservationCancelled, webhook.InventoryLow)
		reviews, _ := subscribe(t, db, box, ct.StoreSF, "https://reviews.example.com/in", 5, webhook.ReviewCreated)
		denver, _ := subscribe(t, db, box, ct.StoreDenver, "https://denver.example.com/in", 5, webhook.Events...)
		blue := menuItemOf(t, db, ct.StoreSF, ct.FlowerBlueDream)
		if _, err := catalogstore.New(db).SyncInventory(ctx, catalogstore.InventorySync{StoreID: ct.StoreSF, Mode: inventory.Delta, Audit: syncer,
			Rows: []inventory.Row{{MenuProductID: blue, ExternalID: "POS-BD"}}}); err != nil {
			t.Fatal(err)
		}

		res := statusReserve(t, db, 2)
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: reservation.Verification,
			Actor: reservation.Store, Notice: statusNotice}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: reservation.Cancelled,
			Actor: reservation.Store, Message: "Out of stock at the counter.", Notice: statusNotice}); err != nil {
			t.Fatal(err)
		}
		// 3 eighths left and 2 back from the cancellation: 5; a checkout of
		// 9 is refused and writes nothing.
		c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 1})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.InTx(ctx, func(tx *storage.Tx) error {
			_, err := tx.Exec(ctx, `UPDATE menu_product_weights SET stock = 0 WHERE menu_product_id = ? AND price_id = ?`, blue, "eighth_ounce")
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult}); err == nil {
			t.Fatal("a checkout without stock went through")
		}

		ds := deliveries(t, db, ct.StoreSF, pos.ID)
		want := []string{webhook.InventoryLow, webhook.ReservationCreated, webhook.ReservationUpdated, webhook.ReservationCancelled}
		if got := eventsOf(ds); !slices.Equal(got, want) {
			t.Fatalf("deliveries %v, want %v", got, want)
		}
		var created, cancelled payload.ReservationEvent
		var low payload.InventoryEvent
		for _, x := range []struct {
			body string
			into any
		}{{ds[1].Body, &created}, {ds[0].Body, &low}, {ds[3].Body, &cancelled}} {
			if err := json.Unmarshal([]byte(x.body), x.into); err != nil {
				t.Fatal(err)
			}
		}
		r := created.Data.Reservation
		if created.Type != webhook.ReservationCreated || created.StoreID != ct.StoreSF || created.ID != ds[1].EventID || r.ID != res.ID ||
			r.UUID != res.UUID || len(r.Lines) != 1 || r.Lines[0].Count != 2 || r.Lines[0].MenuProductID != blue ||
			r.Lines[0].ExternalID == nil || *r.Lines[0].ExternalID != "POS-BD" || r.Customer.Email != adult.Email || r.Amount != res.Amount ||
			created.Data.PreviousStatus != "" || created.Data.Actor != string(reservation.Shopper) || !created.CreatedAt.Equal(now) {
			t.Errorf("reservation.created = %s", ds[1].Body)
		}
		if low.Data.MenuProductID != blue || low.Data.PriceID != catalog.EighthOunce || low.Data.Stock != 3 || low.Data.Threshold != 4 ||
			low.Data.Name == "" || *low.Data.ExternalID != "POS-BD" {
			t.Errorf("inventory.low = %s", ds[0].Body)
		}
		if cancelled.Data.Reservation.Status != reservation.Cancelled || cancelled.Data.PreviousStatus != reservation.Verification ||
			cancelled.Data.Note != "Out of stock at the counter." || cancelled.Data.Actor != string(reservation.Store) {
			t.Errorf("reservation.cancelled = %s", ds[3].Body)
		}
		if got := deliveries(t, db, ct.StoreDenver, denver.ID); len(got) != 0 {
			t.Errorf("Denver's subscriber was sent %v", eventsOf(got))
		}

		ada, err := accountstore.New(db).CreateCustomer(ctx, accounts.NewCustomer{Email: "ada@example.com", PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := catalogstore.New(db).WriteReview(ctx, catalog.NewReview{ProductID: ct.FlowerBlueDream, StoreID: ct.StoreSF, CustomerID: ada.ID,
			Rating: 4, Comment: "Smooth.", Nickname: "ada"}); err != nil {
			t.Fatal(err)
		}
		if got := eventsOf(deliveries(t, db, ct.StoreSF, reviews.ID)); !slices.Equal(got, []string{webhook.ReviewCreated}) {
			t.Errorf("review deliveries %v", got)
		}

		// The claims: the reservation's first delivery and the low stock
		// (the review's subscriber too); the reservation's later ones wait.
		outbox := db.WebhookOutbox(box)
		claim := func() map[string]notify.WebhookDelivery {
			t.Helper()
			got, err := outbox.ClaimWebhooks(ctx, 10, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			out := map[string]notify.WebhookDelivery{}
			for _, d := range got {
				if d.SubscriptionID == pos.ID {
					out[d.Event] = d
				}
			}
			return out
		}
		first := claim()
		if len(first) != 2 || first[webhook.ReservationCreated].Secret != secret || first[webhook.InventoryLow].URL != pos.URL ||
			first[webhook.ReservationCreated].Attempts != 1 {
			t.Fatalf("first claim %+v", first)
		}
		if again := claim(); len(again) != 0 {
			t.Fatalf("claimed again within the lease: %v", again)
		}
		retry := now.Add(10 * time.Second)
		if err := outbox.WebhooksTried(ctx, []notify.WebhookResult{{ID: first[webhook.ReservationCreated].ID, Status: 503, Err: "answered 503", RetryAt: &retry}}); err != nil {
			t.Fatal(err)
		}
		if err := outbox.WebhooksTried(ctx, []notify.WebhookResult{{ID: first[webhook.InventoryLow].ID, Status: 204}}); err != nil {
			t.Fatal(err)
		}
		now = now.Add(10 * time.Second)
		if second := claim(); len(second) != 1 || second[webhook.ReservationCreated].Attempts != 2 {
			t.Fatalf("second claim %+v", second)
		} else if err := outbox.WebhooksTried(ctx, []notify.WebhookResult{{ID: second[webhook.ReservationCreated].ID, Status: 200}}); err != nil {
			t.Fatal(err)
		}
		if third := claim(); len(third) != 1 || third[webhook.ReservationUpdated].ID == 0 {
			t.Fatalf("third claim %+v", third)
		} else if err := outbox.WebhooksTried(ctx, []notify.WebhookResult{{ID: third[webhook.ReservationUpdated].ID, Status: 500, Err: "answered 500"}}); err != nil {
			t.Fatal(err) // given up: the next is free to go
		}
		if fourth := claim(); len(fourth) != 1 || fourth[webhook.ReservationCancelled].ID == 0 {
			t.Fatalf("fourth claim %+v", fourth)
		}
		ds = deliveries(t, db, ct.StoreSF, pos.ID)
		if ds[1].DeliveredAt == nil || ds[1].Attempts != 2 || ds[1].LastStatus != 200 || ds[0].LastStatus != 204 || ds[2].FailedAt == nil || ds[2].LastError != "answered 500" {
			t.Errorf("log %+v", ds)
		}
		sub, err := db.Webhook(ctx, ct.StoreSF, pos.ID)
		if err != nil || sub.Pending != 1 || sub.Failed != 1 || sub.LastStatus != 500 {
			t.Errorf("subscription's health %+v (%v)", sub, err)
		}

		// Sent again: the same event and body, a delivery of its own.
		if _, err := db.ResendWebhook(ctx, ct.StoreSF, pos.ID, ds[3].ID, hookAdmin); err == nil {
			t.Error("resent a delivery still being tried")
		} else {
			wantKind(t, err, problem.Conflict)
		}
		again, err := db.ResendWebhook(ctx, ct.StoreSF, pos.ID, ds[2].ID, hookAdmin)
		if err != nil || again.EventID != ds[2].EventID || again.Body != ds[2].Body || again.ResentFrom != ds[2].ID || again.NextAttemptAt == nil {
			t.Errorf("resent %+v (%v)", again, err)
		}
		if _, err := db.ResendWebhook(ctx, ct.StoreDenver, pos.ID, ds[2].ID, hookAdmin); err == nil {
			t.Error("another store resent the delivery")
		}
		if got := claim(); got[webhook.ReservationUpdated].ID != again.ID {
			t.Errorf("the resent delivery was not claimed: %+v", got)
		}
	})
}

// TestWebhookSecretUnopenable: a subscription whose secret the server's
// key no longer opens has its deliveries failed, to be tried again, and
// another subscription's go as ever.
func TestWebhookSecretUnopenable(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		box := staffBox(t)
		broken, _ := subscribe(t, db, box, ct.StoreSF, "https://old.example.com/in", 5, webhook.ReservationCreated)
		fine, _ := subscribe(t, db, box, ct.StoreSF, "https://pos.example.com/in", 5, webhook.ReservationCreated)
		statusReserve(t, db, 1)
		// Sealed under another key: what a changed -files-key leaves.
		other, err := sealedUnder(staffBox(t), broken.ID)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.InTx(ctx, func(tx *storage.Tx) error {
			_, err := tx.Exec(ctx, `UPDATE webhook_subscriptions SET secret_sealed = ? WHERE id = ?`, other, broken.ID)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		got, err := db.WebhookOutbox(box).ClaimWebhooks(ctx, 10, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].SubscriptionID != fine.ID {
			t.Fatalf("claimed %+v, want the working subscription's delivery alone", got)
		}
		d := deliveries(t, db, ct.StoreSF, broken.ID)
		if len(d) != 1 || d[0].FailedAt != nil || d[0].NextAttemptAt == nil || !strings.Contains(d[0].LastError, "secret cannot be opened") {
			t.Errorf("the broken subscription's delivery: %+v", d)
		}
	})
}

// sealedUnder seals a secret for subscription id as storage does,
// with box.
func sealedUnder(box *sealed.Box, id int64) (string, error) {
	b, err := box.Seal([]byte("whsec_other"), fmt.Sprintf("webhook-secret:%d", id))
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}
