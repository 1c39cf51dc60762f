package storage_test

import (
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func TestKioskBinding(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		now := time.Date(2026, 11, 24, 18, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		// The client addresses attempts come from (clientKey in the API).
		const here, elsewhere = "203.0.113.7/32", "2001:db8:1:2::/64"

		// No PIN yet: nothing binds.
		_, err := accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "123456")
		if p := wantKind(t, err, problem.Unauthorized); p.Message != checkout.MsgNoKioskPIN {
			t.Errorf("no PIN: %q", p.Message)
		}
		wantKind(t, accountstore.New(db).SetKioskPIN(ctx, 999, "123456"), problem.NotFound)
		for _, bad := range []string{"", "12345", "1234567890123", "12 456", "abcdef"} {
			wantKind(t, accountstore.New(db).SetKioskPIN(ctx, ct.StoreSF, bad), problem.Invalid)
		}
		if err := accountstore.New(db).SetKioskPIN(ctx, ct.StoreSF, "246810"); err != nil {
			t.Fatal(err)
		}
		// The PIN is kept only as a hash.
		if stored, err := db.KioskPINHashForTest(ctx, ct.StoreSF); err != nil ||
			strings.Contains(stored, "246810") || !strings.HasPrefix(stored, "$argon2id$") {
			t.Errorf("stored PIN = %q, %v", stored, err)
		}

		// Another store's PIN does not bind this one.
		if err := accountstore.New(db).SetKioskPIN(ctx, ct.StoreDenver, "135790"); err != nil {
			t.Fatal(err)
		}
		_, err = accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "135790")
		wantKind(t, err, problem.Unauthorized)

		token, err := accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "246810")
		if err != nil || !strings.HasPrefix(token, checkout.KioskTokenPrefix) || len(token) != 4+43 {
			t.Fatalf("BindKiosk = %q, %v", token, err)
		}
		if store, err := accountstore.New(db).KioskDeviceStore(ctx, token); err != nil || store != ct.StoreSF {
			t.Fatalf("KioskDeviceStore = %d, %v", store, err)
		}
		for _, bad := range []string{"", "pkd_", "pkd_nope", token + "x", strings.TrimPrefix(token, "pkd_"), "pst_x"} {
			_, err := accountstore.New(db).KioskDeviceStore(ctx, bad)
			wantKind(t, err, problem.Forbidden)
		}

		// Wrong PINs: five are free, then each waits longer, then the store
		// is locked; the right PIN waits too.
		for i := range 5 {
			_, err := accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "000000")
			if p := wantKind(t, err, problem.Unauthorized); p.Message != checkout.MsgBadKioskPIN {
				t.Fatalf("wrong PIN %d: %q", i+1, p.Message)
			}
		}
		_, err = accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "246810")
		if p := wantKind(t, err, problem.Throttled); p.Details.RetryAfter != 1 {
			t.Errorf("after 5 wrong PINs: %+v", p)
		}
		// Another store is not held up.
		if _, err := accountstore.New(db).BindKiosk(ctx, ct.StoreDenver, here, "135790"); err != nil {
			t.Errorf("the other store: %v", err)
		}
		for range 5 {
			now = now.Add(time.Minute)
			_, err := accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "999999")
			wantKind(t, err, problem.Unauthorized)
		}
		now = now.Add(10 * time.Minute)
		_, err = accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "246810")
		if p := wantKind(t, err, problem.Throttled); p.Details.RetryAfter != 300 {
			t.Errorf("locked: %+v", p)
		}
		// The lock is this client's: a kiosk set up from another address
		// binds, so failing the PIN from anywhere cannot keep a store's
		// kiosks from being set up.
		other, err := accountstore.New(db).BindKiosk(ctx, ct.StoreSF, elsewhere, "246810")
		if err != nil || other == "" {
			t.Fatalf("another client while the first is locked: %q, %v", other, err)
		}
		// Once the lock is over the right PIN binds and clears the count.
		now = now.Add(5 * time.Minute)
		second, err := accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "246810")
		if err != nil || second == token {
			t.Fatalf("after the lock: %q, %v", second, err)
		}
		if _, err := accountstore.New(db).BindKiosk(ctx, ct.StoreSF, here, "000000"); problem.KindOf(err) != problem.Unauthorized {
			t.Errorf("the count was not cleared: %v", err)
		}

		// A new PIN keeps the bound kiosks; unbinding ends them.
		if err := accountstore.New(db).SetKioskPIN(ctx, ct.StoreSF, "11223344"); err != nil {
			t.Fatal(err)
		}
		if _, err := accountstore.New(db).KioskDeviceStore(ctx, token); err != nil {
			t.Errorf("a new PIN unbound a kiosk: %v", err)
		}
		list, err := accountstore.New(db).KioskDevices(ctx, ct.StoreSF)
		if err != nil || len(list) != 3 || list[0].LastUsedAt == nil || list[2].RevokedAt != nil {
			t.Errorf("KioskDevices = %+v, %v", list, err)
		}
		if n, err := accountstore.New(db).UnbindKiosks(ctx, ct.StoreSF); err != nil || n != 3 {
			t.Errorf("UnbindKiosks = %d, %v", n, err)
		}
		for _, tok := range []string{token, second, other} {
			_, err := accountstore.New(db).KioskDeviceStore(ctx, tok)
			wantKind(t, err, problem.Forbidden)
		}
	})
}

// A kiosk reservation comes from a kiosk cart at a bound kiosk of the
// cart's store; anonymity follows the store's setting.
func TestKioskCheckout(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		sf := &doc.Stores[0]
		sf.Fulfillment.Kiosk = catalog.ModeSettings{Enabled: true}
		sf.Fulfillment.KioskAnonymousCheckout = "required"
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		kioskCart := func() string {
			c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.EdibleGummies, PriceID: catalog.Each,
				Count: 1, AppMode: "kiosk"})
			if err != nil {
				t.Fatal(err)
			}
			return c.UUID
		}
		kiosk := adult
		kiosk.ReservationMode = "kiosk"

		// Not from a bound kiosk, or from another store's: refused.
		for _, bound := range []int64{0, ct.StoreDenver} {
			_, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: kioskCart(), Request: kiosk, KioskStoreID: bound})
			if p := wantKind(t, err, problem.Forbidden); p.Message != checkout.MsgKioskNotBound {
				t.Errorf("kiosk store %d: %q", bound, p.Message)
			}
		}
		// The store requires anonymous orders: the name and contact are dropped.
		res, created, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: kioskCart(), Request: kiosk, KioskStoreID: ct.StoreSF})
		if err != nil || !created {
			t.Fatalf("Checkout = %v", err)
		}
		if res.ReservationMode != "kiosk" || res.Contact.FirstName != "" || res.Contact.Email != "" || res.Contact.Phone != "" ||
			res.Contact.BirthDate != adult.BirthDate {
			t.Errorf("reservation = %s, %+v", res.ReservationMode, res.Contact)
		}
		// It is in the store's queue, and no message went anywhere.
		list, _, err := db.StoreReservations(ctx, ct.StoreSF, storage.ReservationFilter{Statuses: []string{reservation.Pending}, Limit: 10})
		if err != nil || len(list) != 1 || list[0].ID != res.ID {
			t.Errorf("StoreReservations = %+v, %v", list, err)
		}
		if m := storagetest.ReservationNews(t, db, adult.Email); len(m) != 0 {
			t.Errorf("outbox = %+v", m)
		}
	})
}
