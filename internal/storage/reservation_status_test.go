package storage_test

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// statusReserve checks out count eighths of Blue Dream at the SF store for adult.
func statusReserve(t *testing.T, db *storage.DB, count int) reservation.Reservation {
	t.Helper()
	c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: count})
	if err != nil {
		t.Fatal(err)
	}
	res, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

var statusNotice = storage.Notice{PublicURL: "https://shop.example"}

func TestReservationWalksItsPath(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		res := statusReserve(t, db, 1)
		if len(res.Events) != 1 || res.Events[0].Status != reservation.Pending || res.StatusChangedAt == nil {
			t.Fatalf("a new reservation's events = %+v", res.Events)
		}
		for i, to := range []string{reservation.Verification, reservation.Preparing, reservation.ReadyForPickup, reservation.Finished} {
			msg := ""
			if to == reservation.ReadyForPickup {
				msg = "Ask at window 2."
			}
			got, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: to,
				Actor: reservation.Store, Message: msg, Notice: statusNotice})
			if err != nil {
				t.Fatalf("→ %s: %v", to, err)
			}
			if got.Status != to || got.StatusChangedAt == nil || len(got.Events) != i+2 || got.Events[i+1].Status != to ||
				got.Events[i+1].Actor != reservation.Store {
				t.Errorf("→ %s: status %s, events %+v", to, got.Status, got.Events)
			}
			// Each change writes exactly one message: an e-mail, as SMS is off.
			if m := storagetest.ReservationNews(t, db, adult.Email); len(m) != i+1 || m[i].Channel != notify.Email ||
				!strings.Contains(m[i].Body, "https://shop.example/reservation_receipt/"+res.UUID) {
				t.Errorf("→ %s: outbox = %+v", to, m)
			}
		}
		got, _ := db.ReservationByUUID(ctx, res.UUID)
		if got.Message != "Ask at window 2." || got.Events[3].Note != "Ask at window 2." || got.CancelledAt != nil {
			t.Errorf("message %q, events %+v", got.Message, got.Events)
		}
		_, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, To: reservation.Cancelled, Actor: reservation.Store})
		if p := wantKind(t, err, problem.Conflict); !strings.Contains(p.Message, "finished") {
			t.Errorf("cancel a finished reservation: %q", p.Message)
		}
		if m := storagetest.ReservationNews(t, db, adult.Email); len(m) != 4 {
			t.Errorf("a refused change wrote to the outbox: %d messages", len(m))
		}
	})
}

func TestStatusChangeRefusals(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		res := statusReserve(t, db, 1)
		tests := []struct {
			name string
			c    storage.StatusChange
			kind problem.Kind
		}{
			{"skip a step", storage.StatusChange{ID: res.ID, To: reservation.Preparing, Actor: reservation.Store}, problem.Conflict},
			{"another store", storage.StatusChange{ID: res.ID, StoreID: ct.StoreDenver, To: reservation.Verification, Actor: reservation.Store}, problem.NotFound},
			{"another customer", storage.StatusChange{ID: res.ID, CustomerID: 99, To: reservation.Cancelled, Actor: reservation.Shopper}, problem.Forbidden},
			{"unknown reservation", storage.StatusChange{ID: 999, To: reservation.Verification, Actor: reservation.Store}, problem.NotFound},
			{"unknown uuid", storage.StatusChange{UUID: "nope", To: reservation.Cancelled, Actor: reservation.Shopper}, problem.NotFound},
			{"unknown status", storage.StatusChange{ID: res.ID, To: "lost", Actor: reservation.Store}, problem.Invalid},
			{"nothing asked", storage.StatusChange{ID: res.ID, Actor: reservation.Store}, problem.Invalid},
			{"message too long", storage.StatusChange{ID: res.ID, Message: strings.Repeat("x", 501), Actor: reservation.Store}, problem.Invalid},
			{"shopper moves it along", storage.StatusChange{ID: res.ID, To: reservation.Verification, Actor: reservation.Shopper}, problem.Forbidden},
		}
		for _, tt := range tests {
			_, err := db.SetReservationStatus(ctx, tt.c)
			if problem.KindOf(err) != tt.kind {
				t.Errorf("%s: err = %v, want %s", tt.name, err, tt.kind)
			}
		}
		if m := storagetest.ReservationNews(t, db, adult.Email); len(m) != 0 {
			t.Errorf("refusals wrote %d messages", len(m))
		}
		// A message alone keeps the status and tells the shopper, by text message too when allowed.
		got, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, Message: "We open at 10.", Actor: reservation.Store,
			Notice: storage.Notice{PublicURL: "https://shop.example", SMS: true}})
		if err != nil || got.Status != reservation.Pending || got.Message != "We open at 10." {
			t.Fatalf("message only = %s %q, %v", got.Status, got.Message, err)
		}
		if m := storagetest.ReservationNews(t, db, "4155550100"); len(m) != 1 || m[0].Channel != notify.SMS || !strings.Contains(m[0].Body, "We open at 10.") {
			t.Errorf("text messages = %+v", m)
		}
		if m := storagetest.ReservationNews(t, db, adult.Email); len(m) != 1 {
			t.Errorf("e-mails = %+v", m)
		}
		// The shopper cancels while pending, by the receipt's uuid; then no more.
		got, err = db.SetReservationStatus(ctx, storage.StatusChange{UUID: res.UUID, To: reservation.Cancelled, Actor: reservation.Shopper, Notice: statusNotice})
		if err != nil || got.Status != reservation.Cancelled || got.CancelledAt == nil {
			t.Fatalf("shopper cancel = %s, %v", got.Status, err)
		}
		_, err = db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, Message: "Hello?", Actor: reservation.Store})
		wantKind(t, err, problem.Conflict)
		late := statusReserve(t, db, 1)
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: late.ID, To: reservation.Verification, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		_, err = db.SetReservationStatus(ctx, storage.StatusChange{ID: late.ID, To: reservation.Cancelled, Actor: reservation.Shopper})
		if p := wantKind(t, err, problem.Conflict); p.Message != reservation.MsgCannotCancel {
			t.Errorf("late cancel: %q", p.Message)
		}
	})
}

func TestDeliveryTimestamps(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		res := statusReserve(t, db, 1)
		if err := db.StatusTestExec(ctx, `UPDATE reservations SET reservation_mode = 'delivery',
			delivery_address = '{"street":"1 Main St","city":"San Francisco","state_code":"CA","zipcode":"94103"}' WHERE id = ?`, res.ID); err != nil {
			t.Fatal(err)
		}
		var got reservation.Reservation
		var err error
		for _, to := range []string{reservation.Verification, reservation.Preparing, reservation.DeliveryStarted, reservation.DeliveryFinished} {
			if got, err = db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, To: to, Actor: reservation.Store}); err != nil {
				t.Fatalf("→ %s: %v", to, err)
			}
		}
		if got.DeliveryStartedAt == nil || got.DeliveryFinishedAt == nil || got.DeliveryAddress == nil || got.DeliveryAddress.Zipcode != "94103" {
			t.Errorf("delivery = %+v %+v %+v", got.DeliveryStartedAt, got.DeliveryFinishedAt, got.DeliveryAddress)
		}
	})
}

func TestCancellingRestoresStockOnce(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		// 5 eighths in stock; a reservation takes 2.
		res := statusReserve(t, db, 2)
		window := time.Date(2026, 11, 24, 18, 0, 0, 0, time.UTC)
		if err := db.StatusTestExec(ctx, `INSERT INTO reservation_windows (store_id, reservation_mode, window_start, taken) VALUES (?, 'pickup', ?, 3)`,
			ct.StoreSF, window); err != nil {
			t.Fatal(err)
		}
		if err := db.StatusTestExec(ctx, `UPDATE reservations SET window_start = ?, window_end = ? WHERE id = ?`, window, window.Add(30*time.Minute), res.ID); err != nil {
			t.Fatal(err)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 3 {
			t.Fatalf("stock = %d, want 3", got)
		}
		before, err := db.MenuVersion(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		// Two cancellations at once: one wins, the other finds it cancelled.
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, actor := range []reservation.Actor{reservation.Store, reservation.Shopper} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, To: reservation.Cancelled, Actor: actor, Notice: statusNotice})
			}()
		}
		wg.Wait()
		if (errs[0] == nil) == (errs[1] == nil) {
			t.Fatalf("concurrent cancels = %v, %v; want one success and one conflict", errs[0], errs[1])
		}
		for _, err := range errs {
			if err != nil && problem.KindOf(err) != problem.Conflict {
				t.Errorf("losing cancel = %v, want a conflict", err)
			}
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 5 {
			t.Errorf("stock after cancelling = %d, want 3 + 2 = 5, once", got)
		}
		// The stock given back is news to every instance's menu index.
		if after, err := db.MenuVersion(ctx, ct.StoreSF); err != nil || after == before {
			t.Errorf("menu version after cancelling = %q, %v; want other than %q", after, err, before)
		}
		if m := storagetest.ReservationNews(t, db, adult.Email); len(m) != 1 || !strings.Contains(m[0].Subject, "cancelled") {
			t.Errorf("outbox = %+v, want one cancellation", m)
		}
		got, err := db.ReservationByUUID(ctx, res.UUID)
		if err != nil || got.WindowStart == nil || !got.WindowStart.Equal(window) || got.CancelledAt == nil {
			t.Errorf("reservation = %+v, %v", got, err)
		}
		// Another reservation in the window, cancelled, gives back another place.
		other := statusReserve(t, db, 1)
		if err := db.StatusTestExec(ctx, `UPDATE reservations SET window_start = ? WHERE id = ?`, window, other.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: other.ID, To: reservation.Cancelled, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		taken, err := db.StatusTestInt(ctx, `SELECT taken FROM reservation_windows WHERE store_id = ? AND window_start = ?`,
			ct.StoreSF, window.UTC())
		if err != nil || taken != 1 {
			t.Errorf("window taken = %d, %v; want 3 - 1 - 1 = 1", taken, err)
		}
		list, total, err := db.StoreReservations(ctx, ct.StoreSF, storage.ReservationFilter{Statuses: []string{reservation.Cancelled}, Limit: 10})
		if err != nil || total != 2 || len(list) != 2 || list[0].ID != other.ID {
			t.Errorf("StoreReservations(cancelled) = %d %d, %v", len(list), total, err)
		}
	})
}

func TestMarkArrived(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		res := statusReserve(t, db, 1)
		_, err := db.MarkArrived(ctx, res.UUID, "5", statusNotice.PublicURL)
		if p := wantKind(t, err, problem.Conflict); p.Message != reservation.MsgNotCurbside {
			t.Errorf("pickup arrival: %q", p.Message)
		}
		if err := db.StatusTestExec(ctx, `UPDATE reservations SET reservation_mode = 'curbside' WHERE id = ?`, res.ID); err != nil {
			t.Fatal(err)
		}
		_, err = db.MarkArrived(ctx, res.UUID, strings.Repeat("9", 21), statusNotice.PublicURL)
		wantKind(t, err, problem.Invalid)
		_, err = db.MarkArrived(ctx, "nope", "5", statusNotice.PublicURL)
		wantKind(t, err, problem.NotFound)
		got, err := db.MarkArrived(ctx, res.UUID, " 5 ", statusNotice.PublicURL)
		if err != nil || got.CurbsideSpot != "5" || got.ArrivedAt == nil || got.Status != reservation.Pending {
			t.Fatalf("MarkArrived = %q %v %s, %v", got.CurbsideSpot, got.ArrivedAt, got.Status, err)
		}
		last := got.Events[len(got.Events)-1]
		if last.Actor != reservation.Shopper || last.Note != "Arrived; spot 5" {
			t.Errorf("event = %+v", last)
		}
		// Without a spot the one given before stays.
		if got, err = db.MarkArrived(ctx, res.UUID, "", statusNotice.PublicURL); err != nil || got.CurbsideSpot != "5" {
			t.Errorf("again = %q, %v", got.CurbsideSpot, err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, To: reservation.Cancelled, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		_, err = db.MarkArrived(ctx, res.UUID, "5", statusNotice.PublicURL)
		wantKind(t, err, problem.Conflict)
	})
}

func TestStaffTokens(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		_, err := accountstore.New(db).CreateStaffToken(ctx, 999, "front desk", staff.ActorCLI)
		wantKind(t, err, problem.NotFound)
		_, err = accountstore.New(db).CreateStaffToken(ctx, ct.StoreSF, "  ", staff.ActorCLI)
		wantKind(t, err, problem.Invalid)
		token, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreSF, "front desk", staff.ActorCLI)
		if err != nil || !strings.HasPrefix(token, accounts.StaffTokenPrefix) || len(token) != 4+43 {
			t.Fatalf("CreateStaffToken = %q, %v", token, err)
		}
		store, err := accountstore.New(db).StaffTokenStore(ctx, token)
		if err != nil || store != ct.StoreSF {
			t.Fatalf("StaffTokenStore = %d, %v", store, err)
		}
		list, err := accountstore.New(db).StaffTokens(ctx, ct.StoreSF)
		if err != nil || len(list) != 1 || list[0].Name != "front desk" || list[0].LastUsedAt == nil || list[0].RevokedAt != nil {
			t.Errorf("StaffTokens = %+v, %v", list, err)
		}
		for _, bad := range []string{"", "pst_", "pst_nope", token + "x", strings.TrimPrefix(token, "pst_")} {
			_, err := accountstore.New(db).StaffTokenStore(ctx, bad)
			wantKind(t, err, problem.Unauthorized)
		}
		if n, err := accountstore.New(db).RevokeStaffTokens(ctx, ct.StoreSF, "front desk"); err != nil || n != 1 {
			t.Errorf("RevokeStaffTokens = %d, %v", n, err)
		}
		_, err = accountstore.New(db).StaffTokenStore(ctx, token)
		wantKind(t, err, problem.Unauthorized)
	})
}

func TestCancellingRestoresEveryLine(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		vapes := stock(t, db, ct.StoreSF, ct.VapeLemon, catalog.Gram)
		c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 2})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreSF, ProductID: ct.VapeLemon, PriceID: catalog.Gram, Count: 1}); err != nil {
			t.Fatal(err)
		}
		res, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult})
		if err != nil || len(res.Lines) != 2 {
			t.Fatalf("Checkout = %d lines, %v", len(res.Lines), err)
		}
		if got := stock(t, db, ct.StoreSF, ct.VapeLemon, catalog.Gram); got != vapes-1 {
			t.Fatalf("vapes = %d, want %d", got, vapes-1)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, To: reservation.Cancelled, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		if got := stock(t, db, ct.StoreSF, ct.VapeLemon, catalog.Gram); got != vapes {
			t.Errorf("vapes after cancel = %d, want %d", got, vapes)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 5 {
			t.Errorf("eighths after cancel = %d, want 5", got)
		}
	})
}
