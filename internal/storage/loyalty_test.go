package storage_test

import (
	"sync"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// loyaltyProgramme is the SF store's programme in these tests: 2 points a
// dollar, $5 for 50 points (twice an order), $10 for 100 (once).
func loyaltyProgramme() *catalog.Loyalty {
	return &catalog.Loyalty{IntegrationType: catalog.LoyaltyBuiltIn, PointsPerDollar: 2, MaxRedemptionCount: 3,
		Rewards: []catalog.Reward{{ID: 1, RewardName: "$5 off", PointValue: 50, CashReward: 500, MaxCount: 2},
			{ID: 2, RewardName: "$10 off", PointValue: 100, CashReward: 1000, MaxCount: 1}}}
}

func loadLoyalty(t *testing.T, db *storage.DB) accounts.Customer {
	t.Helper()
	doc := ct.Small()
	doc.Stores[0].Loyalty = loyaltyProgramme()
	if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
		t.Fatal(err)
	}
	c, err := accountstore.New(db).CreateCustomer(ctx, accounts.NewCustomer{Email: "ada@example.com", PasswordHash: "x"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// finish walks a pickup reservation to finished.
func finish(t *testing.T, db *storage.DB, id int64) {
	t.Helper()
	for _, to := range []string{reservation.Verification, reservation.Preparing, reservation.ReadyForPickup, reservation.Finished} {
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: id, To: to, Actor: reservation.Store, Notice: statusNotice}); err != nil {
			t.Fatalf("→ %s: %v", to, err)
		}
	}
}

// earnAndUnlock gives the customer 140 points (two eighths of Blue Dream
// reserved and finished) and an unlocked wallet; it returns the
// reservation that earned them.
func earnAndUnlock(t *testing.T, db *storage.DB, customerID int64) int64 {
	t.Helper()
	first, _ := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 2, CustomerID: customerID})
	res, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: first.UUID, Request: adult, CustomerID: customerID})
	if err != nil {
		t.Fatal(err)
	}
	finish(t, db, res.ID)
	unlock(t, db, customerID)
	return res.ID
}

func unlock(t *testing.T, db *storage.DB, customerID int64) {
	t.Helper()
	salt := "salt-for-test"
	if err := db.StartWalletUnlock(ctx, loyalty.WalletCode{StoreID: ct.StoreSF, CustomerID: customerID, Salt: salt,
		CodeHash: accounts.HashCode(salt, "ABC123"), Channel: notify.Email,
		Message: notify.WalletCodeMessage("ada@example.com", notify.Email, "ABC123", accounts.CodeLife)}); err != nil {
		t.Fatal(err)
	}
	if err := db.UnlockWallet(ctx, ct.StoreSF, customerID, "ABC123"); err != nil {
		t.Fatal(err)
	}
}

// TestLoyaltyAccruesOnceAndSpendsAtCheckout: a finished reservation earns
// its points once; a checkout spends its redemptions' points in its
// transaction, and refuses when the balance no longer covers them.
func TestLoyaltyAccruesOnceAndSpendsAtCheckout(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ada := loadLoyalty(t, db)
		in := storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 2, CustomerID: ada.ID}
		c, err := db.AddToCart(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		res, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult, CustomerID: ada.ID})
		if err != nil {
			t.Fatal(err)
		}
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Points != 0 || w.Unlocked {
			t.Errorf("before finishing: %+v", w)
		}
		finish(t, db, res.ID)
		// 2 × $35 = $70.00 discounted subtotal × 2 points a dollar = 140 points.
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Points != 140 {
			t.Errorf("after finishing: %+v, want 140 points", w)
		}
		// A finished reservation cannot move again, and a replayed finish is refused: still 140.
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, To: reservation.Finished, Actor: reservation.Store}); err == nil {
			t.Error("finishing twice was allowed")
		}
		if l, _ := db.LoyaltyLedger(ctx, ct.StoreSF, ada.ID); len(l) != 1 || l[0].Points != 140 || l[0].Kind != "accrual" {
			t.Errorf("ledger = %+v", l)
		}

		// A locked wallet redeems nothing.
		in.Count = 1
		c, err = db.AddToCart(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		_, err = db.ApplyRedemption(ctx, c.UUID, ada.ID, 1, nil)
		if p := wantKind(t, err, problem.Conflict); p.Message != loyalty.MsgLocked {
			t.Errorf("locked: %q", p.Message)
		}
		unlock(t, db, ada.ID)
		// $10 (100) + $5 (50) = 150 > 140: the second is refused.
		if c, err = db.ApplyRedemption(ctx, c.UUID, ada.ID, 2, nil); err != nil || len(c.Redemptions) != 1 {
			t.Fatalf("apply $10 = %v %+v", err, c.Redemptions)
		}
		_, err = db.ApplyRedemption(ctx, c.UUID, ada.ID, 1, nil)
		if p := wantKind(t, err, problem.Conflict); p.Message != "You need 150 points for this and have 140." {
			t.Errorf("over the balance: %q", p.Message)
		}
		if _, err = db.ApplyRedemption(ctx, c.UUID, ada.ID, 9, nil); wantKind(t, err, problem.Invalid) == nil {
			t.Error("unknown reward accepted")
		}
		// $35 − $10 = $25: the total the checkout charges.
		if tot := cart.Price(c, db.Now()); tot.LoyaltyDiscount != 1000 || tot.DiscountedSubtotal != 2500 {
			t.Errorf("priced = %d off, subtotal %d", tot.LoyaltyDiscount, tot.DiscountedSubtotal)
		}

		// Gummies join the cart: $35 + $18 = $53.
		if _, err := db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreSF, ProductID: ct.EdibleGummies,
			PriceID: catalog.Each, Count: 1, CustomerID: ada.ID}); err != nil {
			t.Fatal(err)
		}
		res2, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult, CustomerID: ada.ID})
		if err != nil {
			t.Fatal(err)
		}
		// $35 + $18 = $53 − $10 = $43 subtotal.
		if res2.Totals.LoyaltyDiscount != 1000 || res2.Totals.DiscountedSubtotal != 4300 {
			t.Errorf("reservation totals: %+v", res2.Totals)
		}
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Points != 40 {
			t.Errorf("after spending: %d points, want 140 − 100 = 40", w.Points)
		}
		// Finishing it earns on what was paid: $43 × 2 = 86 → 126.
		finish(t, db, res2.ID)
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Points != 126 {
			t.Errorf("after the second finish: %d points, want 40 + 86 = 126", w.Points)
		}
	})
}

// TestCheckoutRefusesAShortBalance: points spent elsewhere since a reward
// was applied make the checkout fail whole; nothing is spent or reserved.
func TestCheckoutRefusesAShortBalance(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ada := loadLoyalty(t, db)
		earnAndUnlock(t, db, ada.ID) // 140 points
		a, _ := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.Gram, Count: 1, CustomerID: ada.ID})
		if _, err := db.ApplyRedemption(ctx, a.UUID, ada.ID, 2, nil); err != nil {
			t.Fatal(err)
		}
		// A guest cart of the same shopper (claimed by the redemption) at the
		// same store: the same $10 applied on it too while the balance was 140.
		b, _ := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.EdibleGummies, PriceID: catalog.Each, Count: 1})
		if _, err := db.ApplyRedemption(ctx, b.UUID, ada.ID, 2, nil); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: a.UUID, Request: adult, CustomerID: ada.ID}); err != nil {
			t.Fatal(err)
		}
		before := stock(t, db, ct.StoreSF, ct.EdibleGummies, catalog.Each)
		_, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: b.UUID, Request: adult, CustomerID: ada.ID})
		if p := wantKind(t, err, problem.Conflict); p.Message != loyalty.MsgShortBalance(100, 40) {
			t.Errorf("short balance: %q", p.Message)
		}
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Points != 40 {
			t.Errorf("points after the refusal = %d, want 40", w.Points)
		}
		if after := stock(t, db, ct.StoreSF, ct.EdibleGummies, catalog.Each); after != before {
			t.Errorf("refused checkout took stock: %d → %d", before, after)
		}
		// Removing the redemption lets the checkout through at full price.
		cb, _ := db.Cart(ctx, b.UUID)
		if cb, err = db.RemoveRedemption(ctx, cb.Redemptions[0].ID); err != nil || len(cb.Redemptions) != 0 || len(cb.RemovedRedemptions) != 1 {
			t.Fatalf("remove = %v %+v", err, cb)
		}
		if _, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: b.UUID, Request: adult, CustomerID: ada.ID}); err != nil {
			t.Fatal(err)
		}
	})
}

// TestWalletCodes: a wrong code counts a try, five wrong tries or expiry
// end the code, a new code replaces the old one, and sends are capped.
func TestWalletCodes(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ada := loadLoyalty(t, db)
		send := func(code string) error {
			return db.StartWalletUnlock(ctx, loyalty.WalletCode{StoreID: ct.StoreSF, CustomerID: ada.ID, Salt: "s",
				CodeHash: accounts.HashCode("s", code), Channel: notify.Email, Message: notify.WalletCodeMessage("ada@example.com", notify.Email, code, accounts.CodeLife)})
		}
		if err := db.UnlockWallet(ctx, ct.StoreSF, ada.ID, "AAAAAA"); wantKind(t, err, problem.Invalid).Fields["auth_code"][0] != loyalty.MsgNoWalletCode {
			t.Error("no code waiting")
		}
		if err := send("AAAAAA"); err != nil {
			t.Fatal(err)
		}
		if err := send("BBBBBB"); err != nil {
			t.Fatal(err)
		}
		// The first code was replaced.
		if err := db.UnlockWallet(ctx, ct.StoreSF, ada.ID, "AAAAAA"); wantKind(t, err, problem.Invalid).Fields["auth_code"][0] != accounts.MsgCodeWrong {
			t.Error("the replaced code")
		}
		for i := 2; i <= accounts.MaxCodeTries; i++ {
			err := db.UnlockWallet(ctx, ct.StoreSF, ada.ID, "CCCCCC")
			want := accounts.MsgCodeWrong
			if i == accounts.MaxCodeTries {
				want = loyalty.MsgNoWalletCode
			}
			if got := wantKind(t, err, problem.Invalid).Fields["auth_code"][0]; got != want {
				t.Errorf("try %d: %q, want %q", i, got, want)
			}
		}
		// Tried out: even the right code no longer works.
		if err := db.UnlockWallet(ctx, ct.StoreSF, ada.ID, "BBBBBB"); wantKind(t, err, problem.Invalid) == nil {
			t.Error("a tried-out code unlocked")
		}
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Unlocked {
			t.Error("unlocked by a wrong code")
		}
		// accounts.MaxCodeSends (4) codes per ten minutes: two more, then throttled.
		for i := 0; i < accounts.MaxCodeSends-2; i++ {
			if err := send("DDDDDD"); err != nil {
				t.Fatal(err)
			}
		}
		wantKind(t, send("EEEEEE"), problem.Throttled)
		if err := db.UnlockWallet(ctx, ct.StoreSF, ada.ID, "DDDDDD"); err != nil {
			t.Fatal(err)
		}
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); !w.Unlocked {
			t.Error("the right code did not unlock")
		}
		// The unlock lasts loyalty.WalletUnlockLife.
		later := db.Now().Add(loyalty.WalletUnlockLife + 1)
		db.Now = func() time.Time { return later }
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Unlocked {
			t.Error("still unlocked after a day")
		}
	})
}

// TestCancelGivesBackSpentPoints: every way to cancel (the signed-in
// shopper, the guest's receipt link, the store after moving it along)
// credits the points the checkout spent back once, in the cancel's
// transaction; a second cancel is refused and credits nothing.
func TestCancelGivesBackSpentPoints(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ada := loadLoyalty(t, db)
		earned := earnAndUnlock(t, db, ada.ID) // 140 points
		points := func() int {
			t.Helper()
			w, err := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID)
			if err != nil {
				t.Fatal(err)
			}
			return w.Points
		}
		cancels := []struct {
			name   string
			change func(id int64, uuid string) storage.StatusChange
			before []string // the store's moves before the cancel
		}{
			{"shopper", func(id int64, _ string) storage.StatusChange {
				return storage.StatusChange{ID: id, CustomerID: ada.ID, Actor: reservation.Shopper}
			}, nil},
			{"receipt link", func(_ int64, uuid string) storage.StatusChange {
				return storage.StatusChange{UUID: uuid, Actor: reservation.Shopper}
			}, nil},
			{"store", func(id int64, _ string) storage.StatusChange {
				return storage.StatusChange{ID: id, StoreID: ct.StoreSF, Actor: reservation.Store}
			}, []string{reservation.Verification, reservation.Preparing}},
		}
		var ids []int64
		for _, cc := range cancels {
			c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.Gram, Count: 1, CustomerID: ada.ID})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.ApplyRedemption(ctx, c.UUID, ada.ID, 2, nil); err != nil { // $10 for 100 points
				t.Fatal(err)
			}
			r, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult, CustomerID: ada.ID})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, r.ID)
			if got := points(); got != 40 {
				t.Fatalf("%s: after checkout %d points, want 140 − 100 = 40", cc.name, got)
			}
			for _, to := range cc.before {
				if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: r.ID, To: to, Actor: reservation.Store, Notice: statusNotice}); err != nil {
					t.Fatal(err)
				}
			}
			ch := cc.change(r.ID, r.UUID)
			ch.To, ch.Notice = reservation.Cancelled, statusNotice
			if _, err := db.SetReservationStatus(ctx, ch); err != nil {
				t.Fatalf("%s: cancel: %v", cc.name, err)
			}
			if got := points(); got != 140 {
				t.Errorf("%s: after cancel %d points, want 40 + 100 = 140", cc.name, got)
			}
			// Cancelling again is refused and gives nothing more back.
			if _, err := db.SetReservationStatus(ctx, ch); wantKind(t, err, problem.Conflict) == nil {
				t.Errorf("%s: cancelled twice", cc.name)
			}
			if got := points(); got != 140 {
				t.Errorf("%s: after a second cancel %d points, want 140", cc.name, got)
			}
		}
		l, err := db.LoyaltyLedger(ctx, ct.StoreSF, ada.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := []loyalty.LedgerEntry{{ReservationID: earned, Kind: "accrual", Points: 140}}
		for _, id := range ids {
			want = append(want, loyalty.LedgerEntry{ReservationID: id, Kind: "redemption", Points: -100},
				loyalty.LedgerEntry{ReservationID: id, Kind: "refund", Points: 100})
		}
		if len(l) != len(want) {
			t.Fatalf("ledger = %+v, want %+v", l, want)
		}
		for i := range want {
			if l[i] != want[i] {
				t.Errorf("ledger[%d] = %+v, want %+v", i, l[i], want[i])
			}
		}

		// A cancelled reservation that spent nothing gets nothing back.
		plain, _ := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.EdibleGummies, PriceID: catalog.Each, Count: 1, CustomerID: ada.ID})
		r, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: plain.UUID, Request: adult, CustomerID: ada.ID})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: r.ID, To: reservation.Cancelled, Actor: reservation.Store, Notice: statusNotice}); err != nil {
			t.Fatal(err)
		}
		if got := points(); got != 140 {
			t.Errorf("after cancelling an order without rewards: %d points, want 140", got)
		}
	})
}

// TestConcurrentCheckoutsCannotOverspend: two carts of one member each
// carry the $10 reward (100 points) while she holds 140; checked out at
// the same moment, exactly one goes through and the other is refused for
// the short balance: the balance ends at 40, never below zero, with one
// redemption in the ledger.
func TestConcurrentCheckoutsCannotOverspend(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ada := loadLoyalty(t, db)
		earnAndUnlock(t, db, ada.ID) // 140 points
		var carts []string
		for _, p := range []struct {
			id    int64
			price catalog.Weight
		}{{ct.FlowerBlueDream, catalog.EighthOunce}, {ct.EdibleGummies, catalog.Each}} {
			c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: p.id, PriceID: p.price, Count: 1, CustomerID: ada.ID})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.ApplyRedemption(ctx, c.UUID, ada.ID, 2, nil); err != nil {
				t.Fatal(err)
			}
			carts = append(carts, c.UUID)
		}
		start := make(chan struct{})
		errs := make([]error, len(carts))
		var wg sync.WaitGroup
		for i, u := range carts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, _, errs[i] = db.Checkout(ctx, storage.CheckoutInput{CartUUID: u, Request: adult, CustomerID: ada.ID})
			}()
		}
		close(start)
		wg.Wait()
		ok := 0
		for _, err := range errs {
			if err == nil {
				ok++
				continue
			}
			if p := wantKind(t, err, problem.Conflict); p != nil && p.Message != loyalty.MsgShortBalance(100, 40) {
				t.Errorf("refusal = %q, want %q", p.Message, loyalty.MsgShortBalance(100, 40))
			}
		}
		if ok != 1 {
			t.Errorf("%d checkouts went through, want exactly 1: %v", ok, errs)
		}
		if w, _ := db.LoyaltyWallet(ctx, ct.StoreSF, ada.ID); w.Points != 40 {
			t.Errorf("balance = %d, want 140 − 100 = 40", w.Points)
		}
		l, _ := db.LoyaltyLedger(ctx, ct.StoreSF, ada.ID)
		spent := 0
		for _, e := range l {
			if e.Kind == "redemption" {
				spent++
			}
		}
		if spent != 1 {
			t.Errorf("ledger = %+v, want one redemption", l)
		}
	})
}
