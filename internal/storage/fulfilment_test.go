package storage_test

import (
	"fmt"
	"testing"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// loadFulfilment loads the Small catalogue with StoreSF delivering to the
// Mission (94110: $5 fee, $40 minimum) under a $50 delivery minimum,
// requiring an ID when idRequired, and limiting flower to 28.5 g with the
// residency rule of Illinois.
func loadFulfilment(t *testing.T, db *storage.DB, idRequired bool, residency ...bool) {
	t.Helper()
	doc := ct.Small()
	sf := &doc.Stores[0]
	sf.Fulfillment.Delivery = catalog.ModeSettings{Enabled: true, Minimum: 5000, PaymentOptions: []string{"debit"}}
	sf.DeliveryZones = []catalog.DeliveryZone{{Name: "Mission", Zipcodes: []string{"94110"}, Fee: 500, MinAmount: 4000}}
	sf.Compliance.IDRequired = idRequired
	sf.Compliance.ResidencyMatters = len(residency) > 0 && residency[0]
	sf.CartLimitPolicy = &catalog.CartLimitPolicy{ID: 1, Name: "Flower", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Flower", LimitValue: 28.5, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower"}}}}
	if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
		t.Fatalf("Import = %v", err)
	}
}

func cartOf(t *testing.T, db *storage.DB, product int64, w catalog.Weight, count int) string {
	t.Helper()
	c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: product, PriceID: w, Count: count})
	if err != nil {
		t.Fatalf("AddToCart = %v", err)
	}
	return c.UUID
}

func TestCheckoutDelivery(t *testing.T) {
	mission := &pricing.Address{Street: "2100 Mission St", City: "San Francisco", StateCode: "CA", Zipcode: "94110"}
	delivery := func(a *pricing.Address) checkout.Request {
		r := adult
		r.ReservationMode, r.Address = "delivery", a
		return r
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		loadFulfilment(t, db, false)

		// Outside every zone: refused on the address, nothing taken.
		id := cartOf(t, db, ct.FlowerBlueDream, catalog.EighthOunce, 2)
		_, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: id,
			Request: delivery(&pricing.Address{City: "Oakland", StateCode: "CA", Zipcode: "94607"})})
		p := wantKind(t, err, problem.Invalid)
		if got := p.Fields["delivery_address"]; len(got) != 1 || got[0] == "" {
			t.Errorf("out of zone: fields = %v, want a delivery_address message", p.Fields)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 5 {
			t.Errorf("stock after a refused delivery = %d, want 5", got)
		}

		// 2 eighths at $35 = $70, over both minimums: delivered for the zone's $5.
		res, created, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: id, Request: delivery(mission)})
		if err != nil || !created {
			t.Fatalf("Checkout(delivery) = %v, %v", created, err)
		}
		if res.ReservationMode != "delivery" || res.Totals.DeliveryFee != 500 || res.PaymentMethod != "debit" {
			t.Errorf("reservation mode %q, delivery fee %d, payment %q; want delivery, 500, debit",
				res.ReservationMode, res.Totals.DeliveryFee, res.PaymentMethod)
		}

		// The shopper is told, through the outbox, in the same transaction.
		mail, err := db.OutboxMessages(ctx, adult.Email)
		if err != nil || len(mail) != 1 || mail[0].Subject != fmt.Sprintf("Your reservation #%d has been placed", res.ID) {
			t.Errorf("outbox after checkout = %+v, %v", mail, err)
		}

		// One gram at $12 is under the mode's $50 minimum (the zone's is $40).
		small := cartOf(t, db, ct.FlowerBlueDream, catalog.Gram, 1)
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: small, Request: delivery(mission)})
		if p := wantKind(t, err, problem.Invalid); p.Message != "Your bag comes to $12.00; the minimum for delivery is $50.00." {
			t.Errorf("under the minimum: %q", p.Message)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.Gram); got != 40 {
			t.Errorf("gram stock after a refused delivery = %d, want 40", got)
		}
		// A payment the mode does not take.
		r := delivery(mission)
		r.PaymentMethod = "cash"
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: small, Request: r})
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["payment_method"]) != 1 {
			t.Errorf("cash for delivery: fields = %v", p.Fields)
		}
	})
}

func TestCheckoutResidency(t *testing.T) {
	no, yes := false, true
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		loadFulfilment(t, db, false, true)
		// 4 eighths = 14 g: within a non-resident's 14.25 g. 5 = 17.5 g: not.
		over := cartOf(t, db, ct.FlowerBlueDream, catalog.EighthOunce, 5)
		visitor, resident, unknown := adult, adult, adult
		visitor.Resident, resident.Resident = &no, &yes
		_, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: over, Request: visitor})
		wantKind(t, err, problem.Invalid)
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 5 {
			t.Errorf("stock after a refused checkout = %d, want 5", got)
		}
		// Where residency matters, the shopper must say.
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: over, Request: unknown})
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["resident"]) != 1 {
			t.Errorf("no answer: fields = %v", p.Fields)
		}
		// A resident: 17.5 g of 28.5 g.
		if _, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: over, Request: resident}); err != nil {
			t.Errorf("Checkout of a resident = %v", err)
		}
	})
}

func TestCheckoutIDRequired(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		loadFulfilment(t, db, true)
		id := cartOf(t, db, ct.EdibleGummies, catalog.Each, 1)
		_, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: id, Request: adult})
		if p := wantKind(t, err, problem.Invalid); p.Message == "" {
			t.Error("a guest at a store that requires ID was not told why")
		}
		if got := stock(t, db, ct.StoreSF, ct.EdibleGummies, catalog.Each); got != 20 {
			t.Errorf("stock = %d, want 20", got)
		}
	})
}

// TestSingleFlowerCount: a menu item imported with
// allow_multiple_flower_count false holds one unit of each of its weights.
func TestSingleFlowerCount(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		no := false
		for i := range doc.Stores[0].Menu {
			if doc.Stores[0].Menu[i].ProductID == ct.FlowerBlueDream {
				doc.Stores[0].Menu[i].AllowMultipleFlowerCount = &no
			}
		}
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		_, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 2})
		if p := wantKind(t, err, problem.Invalid); p.Message != "This store sells one 3.5g of Blue Dream per order; for more, choose a larger weight." {
			t.Errorf("two eighths: %q", p.Message)
		}
		c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 1})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream,
			PriceID: catalog.Gram, Count: 1}); err != nil {
			t.Errorf("a gram beside the eighth = %v", err)
		}
	})
}

// TestCheckoutAgain: the same checkout of a checked-out cart answers its
// reservation; a different one (mode, window, another customer) is refused.
func TestCheckoutAgain(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		loadFulfilment(t, db, false)
		id := cartOf(t, db, ct.FlowerBlueDream, catalog.EighthOunce, 2)
		// The cart once had an address; a pickup keeps none of it.
		if _, err := db.UpdateCart(ctx, id, cart.Update{Delivery: &pricing.Address{Street: "1 Secret Ln", City: "San Francisco",
			StateCode: "CA", Zipcode: "94110"}}); err != nil {
			t.Fatal(err)
		}
		first, created, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: id, Request: adult})
		if err != nil || !created || first.DeliveryAddress != nil {
			t.Fatalf("Checkout = %v, %v; address %+v", created, err, first.DeliveryAddress)
		}
		again, created, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: id, Request: adult})
		if err != nil || created || again.ID != first.ID {
			t.Errorf("the same checkout again = %d, %v, %v; want reservation %d, not created", again.ID, created, err, first.ID)
		}
		other := adult
		other.ReservationMode, other.Address = "delivery", &pricing.Address{Street: "2100 Mission St", City: "San Francisco",
			StateCode: "CA", Zipcode: "94110"}
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: id, Request: other})
		wantKind(t, err, problem.Conflict)
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 3 {
			t.Errorf("stock = %d, want 5 - 2 = 3, taken once", got)
		}
	})
}

// TestCheckoutLineCaps: a cap lowered after the line was added is enforced
// at checkout; a kiosk reservation needs the kiosk app.
func TestCheckoutLineCaps(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		loadFulfilment(t, db, false)
		id := cartOf(t, db, ct.FlowerBlueDream, catalog.EighthOunce, 3)
		doc := ct.Small()
		for i := range doc.Stores[0].Menu {
			if doc.Stores[0].Menu[i].ProductID == ct.FlowerBlueDream {
				doc.Stores[0].Menu[i].MaxCartQuantity = 2
			}
		}
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		_, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: id, Request: adult})
		if p := wantKind(t, err, problem.Invalid); p.Message != "You may reserve at most 2 of Blue Dream (3.5g); please change the quantity in your bag." {
			t.Errorf("over a lowered cap: %q", p.Message)
		}
		kiosk := adult
		kiosk.ReservationMode = "kiosk"
		doc.Stores[0].Fulfillment.Kiosk.Enabled = true
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		small := cartOf(t, db, ct.EdibleGummies, catalog.Each, 1)
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: small, Request: kiosk})
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["reservation_mode"]) != 1 {
			t.Errorf("kiosk from the web: %+v", p)
		}
	})
}
