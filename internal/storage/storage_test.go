package storage_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

var ctx = context.Background()

func load(t *testing.T, db *storage.DB) {
	t.Helper()
	if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
		t.Fatalf("Import(Small) = %v", err)
	}
}

func wantKind(t *testing.T, err error, kind problem.Kind) *problem.Error {
	t.Helper()
	var p *problem.Error
	if !errors.As(err, &p) || p.Kind != kind {
		t.Fatalf("err = %v, want a %s problem", err, kind)
	}
	return p
}

func stock(t *testing.T, db *storage.DB, storeID, productID int64, w catalog.Weight) int {
	t.Helper()
	mp, err := db.MenuProduct(ctx, storeID, productID)
	if err != nil {
		t.Fatalf("MenuProduct(%d, %d) = %v", storeID, productID, err)
	}
	o, ok := mp.Offer(w)
	if !ok {
		t.Fatalf("product %d has no %s", productID, w)
	}
	return o.Stock
}

var adult = checkout.Request{
	Contact:         checkout.Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "415-555-0100", Email: "ada@example.com", BirthDate: "1990-04-20"},
	ReservationMode: "pickup",
}

func TestImportIsIdempotent(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		doc := ct.Small()
		doc.Stores[0].Name = "Golden Gate Greenhouse & Co"
		doc.Stores[0].Menu = doc.Stores[0].Menu[:2] // the edible and grinder leave the menu
		doc.Stores[0].Menu[0].Weights[1].Stock = 9
		sum, err := catalogstore.New(db).Import(ctx, doc)
		if err != nil {
			t.Fatalf("second Import = %v", err)
		}
		if sum.Stores != 2 || sum.MenuProducts != 3 {
			t.Errorf("summary = %+v, want 2 stores and 3 menu products", sum)
		}
		stores, err := db.Stores(ctx, storage.StoreFilter{})
		if err != nil || len(stores) != 2 {
			t.Fatalf("Stores = %d, %v; want 2", len(stores), err)
		}
		sf, _ := db.Store(ctx, ct.StoreSF)
		if sf.Name != "Golden Gate Greenhouse & Co" || sf.ProductCount != 2 {
			t.Errorf("store = %q with %d products, want the new name and 2 products", sf.Name, sf.ProductCount)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 9 {
			t.Errorf("stock = %d, want 9 from the second document", got)
		}
		_, err = db.MenuProduct(ctx, ct.StoreSF, ct.EdibleGummies)
		wantKind(t, err, problem.NotFound)
	})
}

func TestImportInvalidWritesNothing(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		doc.Stores[1].Menu[0].Weights[0].PriceID = catalog.EighthOunce // an edible is sold each
		_, err := catalogstore.New(db).Import(ctx, doc)
		p := wantKind(t, err, problem.Invalid)
		if _, ok := p.Fields["stores[1].menu[0].weights[0].price_id"]; !ok {
			t.Errorf("fields = %v, want the path of the bad weight", p.Fields)
		}
		stores, err := db.Stores(ctx, storage.StoreFilter{})
		if err != nil || len(stores) != 0 {
			t.Errorf("Stores = %d, %v; want none written", len(stores), err)
		}
	})
}

func TestStoresAndMenu(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		co, err := db.Stores(ctx, storage.StoreFilter{State: "co"})
		if err != nil || len(co) != 1 || co[0].ID != ct.StoreDenver {
			t.Fatalf("Stores(CO) = %v, %v", co, err)
		}
		sf, err := db.Store(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		if sf.ProductCount != 3 || sf.ReviewsCount != 2 || sf.Rating == nil || *sf.Rating != 4.5 {
			t.Errorf("store figures = %d products, %d reviews, rating %v; want 3, 2, 4.5", sf.ProductCount, sf.ReviewsCount, sf.Rating)
		}
		if sf.Taxes.SalesTaxRate != 86250 || sf.TimeZone != "America/Los_Angeles" {
			t.Errorf("store settings did not survive the round trip: %+v", sf.Taxes)
		}
		_, err = db.Store(ctx, 999)
		wantKind(t, err, problem.NotFound)

		menu, err := db.Menu(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, m := range menu {
			names = append(names, m.Product.Name)
		}
		// Best seller first, then by name; the hidden grinder is left out.
		want := "[Blue Dream Lemon Haze Cartridge Sour Cherry Gummies]"
		if fmt.Sprint(names) != want {
			t.Errorf("menu = %v, want %s", names, want)
		}
		if n := len(menu[0].Offers); n != 3 || menu[0].Offers[0].PriceID != catalog.Gram {
			t.Errorf("offers = %+v, want 3 ascending from gram", menu[0].Offers)
		}
		if r := menu[0].AggregateRating; r == nil || *r != 4.5 || menu[0].ReviewCount != 2 {
			t.Errorf("rating = %v (%d), want 4.5 from 2 reviews", r, menu[0].ReviewCount)
		}
		_, err = db.MenuProduct(ctx, ct.StoreSF, ct.NotOnMenu)
		wantKind(t, err, problem.NotFound)
	})
}

func TestCartLines(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		add := storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 1}
		c, err := db.AddToCart(ctx, add)
		if err != nil {
			t.Fatal(err)
		}
		if c.UUID == "" || c.Status != "pending" || len(c.Lines) != 1 {
			t.Fatalf("new cart = %+v", c)
		}
		add.CartUUID = c.UUID
		add.Count = 2
		if c, err = db.AddToCart(ctx, add); err != nil || len(c.Lines) != 1 || c.Lines[0].Count != 3 {
			t.Fatalf("same weight again: lines %+v, %v; want one line of 3", c.Lines, err)
		}
		// 3 in the cart + 3 more would pass the limit of 10 but not the stock of 5.
		add.Count = 3
		_, err = db.AddToCart(ctx, add)
		if p := wantKind(t, err, problem.Invalid); p.Fields["product.count"] == nil {
			t.Errorf("fields = %v, want product.count", p.Fields)
		}
		_, err = db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.HalfGram, Count: 1})
		wantKind(t, err, problem.Invalid)
		_, err = db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreDenver, ProductID: ct.EdibleGummies, PriceID: catalog.Each, Count: 1})
		wantKind(t, err, problem.Conflict)
		_, err = db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreSF, ProductID: ct.GrinderHidden, PriceID: catalog.Each, Count: 1})
		wantKind(t, err, problem.NotFound)

		// The vape's product cap is 4.
		_, err = db.AddToCart(ctx, storage.AddToCart{CartUUID: c.UUID, StoreID: ct.StoreSF, ProductID: ct.VapeLemon, PriceID: catalog.HalfGram, Count: 5})
		wantKind(t, err, problem.Invalid)
		if c, err = db.SetLineCount(ctx, c.UUID, ct.FlowerBlueDream, catalog.EighthOunce, 2); err != nil || c.Lines[0].Count != 2 {
			t.Fatalf("SetLineCount = %+v, %v", c.Lines, err)
		}
		_, err = db.SetLineCount(ctx, c.UUID, ct.VapeLemon, catalog.HalfGram, 1)
		wantKind(t, err, problem.NotFound)
		_, err = db.SetLineCount(ctx, c.UUID, ct.FlowerBlueDream, catalog.EighthOunce, 0)
		wantKind(t, err, problem.Invalid)
		if c, err = db.RemoveLine(ctx, c.UUID, ct.FlowerBlueDream, catalog.EighthOunce); err != nil || len(c.Lines) != 0 {
			t.Fatalf("RemoveLine = %+v, %v; want an empty cart", c.Lines, err)
		}
		_, err = db.Cart(ctx, "no-such-cart")
		wantKind(t, err, problem.NotFound)
	})
}

func TestCheckoutTakesStockOnce(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 2})
		if err != nil {
			t.Fatal(err)
		}
		// 2 × $35.00 = $70.00; excise 15% = $10.50; sales tax 8.625% of (70.00 + 10.50) = 6.943… = $6.94;
		// total 70.00 + 10.50 + 6.94 = $87.44.
		wrong := money.Cents(8000)
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult, ExpectedTotal: &wrong})
		if p := wantKind(t, err, problem.Conflict); p.Message != checkout.MsgTotalUpdated {
			t.Errorf("message = %q", p.Message)
		}
		want := money.Cents(8744)
		res, created, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult, ExpectedTotal: &want})
		if err != nil || !created {
			t.Fatalf("Checkout = %v, created %v", err, created)
		}
		if res.Amount != 8744 || res.Totals.StoreTaxTotal != 1050 || res.Totals.SalesTax != 694 || len(res.Lines) != 1 {
			t.Errorf("reservation = %+v", res)
		}
		if res.Contact.Phone != "4155550100" || res.PaymentMethod != "cash" {
			t.Errorf("contact %+v, payment %q", res.Contact, res.PaymentMethod)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 3 {
			t.Errorf("stock = %d, want 5 - 2 = 3", got)
		}
		again, created, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult})
		if err != nil || created || again.UUID != res.UUID {
			t.Errorf("second Checkout = %s, created %v, %v; want the same reservation", again.UUID, created, err)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 3 {
			t.Errorf("stock after a repeated checkout = %d, want 3", got)
		}
		other := adult
		other.Email = "someone@example.com"
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: other})
		wantKind(t, err, problem.Conflict)
		_, err = db.SetLineCount(ctx, c.UUID, ct.FlowerBlueDream, catalog.EighthOunce, 1)
		wantKind(t, err, problem.Conflict)
		byUUID, err := db.ReservationByUUID(ctx, res.UUID)
		if err != nil || byUUID.ID != res.ID || byUUID.Store.ID != ct.StoreSF {
			t.Errorf("ReservationByUUID = %+v, %v", byUUID, err)
		}
	})
}

func TestCheckoutRefusals(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.VapeLemon, PriceID: catalog.Gram, Count: 3})
		if err != nil {
			t.Fatal(err)
		}
		young := adult
		young.BirthDate = "2020-01-01"
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: young})
		if p := wantKind(t, err, problem.Invalid); p.Fields["birth_date"] == nil {
			t.Errorf("fields = %v, want birth_date", p.Fields)
		}
		// Someone else buys two of the three grams first: the cart's 3 are no longer there.
		d, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.VapeLemon, PriceID: catalog.Gram, Count: 2})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: d.UUID, Request: adult}); err != nil {
			t.Fatal(err)
		}
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult})
		p := wantKind(t, err, problem.Conflict)
		missing := p.Details.UnavailableProducts
		if p.Message != checkout.MsgUnavailable || len(missing) != 1 || missing[0].Available != 1 {
			t.Errorf("error = %q %+v, want the vape with 1 left", p.Message, p.Details)
		}
		if got := stock(t, db, ct.StoreSF, ct.VapeLemon, catalog.Gram); got != 1 {
			t.Errorf("stock = %d, want 1: a refused checkout takes nothing", got)
		}
		empty, _ := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.EdibleGummies, PriceID: catalog.Each, Count: 1})
		if _, err := db.RemoveLine(ctx, empty.UUID, ct.EdibleGummies, catalog.Each); err != nil {
			t.Fatal(err)
		}
		_, _, err = db.Checkout(ctx, storage.CheckoutInput{CartUUID: empty.UUID, Request: adult})
		wantKind(t, err, problem.Invalid)
	})
}

// TestConcurrentCheckoutsNeverOversell races 12 shoppers for the 5 eighths in stock.
func TestConcurrentCheckoutsNeverOversell(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		const shoppers = 12
		carts := make([]string, shoppers)
		for i := range carts {
			c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, PriceID: catalog.EighthOunce, Count: 1})
			if err != nil {
				t.Fatal(err)
			}
			carts[i] = c.UUID
		}
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			reserved int
			refused  int
		)
		for _, id := range carts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: id, Request: adult})
				mu.Lock()
				defer mu.Unlock()
				switch problem.KindOf(err) {
				case problem.Internal:
					if err != nil {
						t.Errorf("checkout: %v", err)
						return
					}
					reserved++
				case problem.Conflict:
					refused++
				default:
					t.Errorf("checkout: %v", err)
				}
			}()
		}
		wg.Wait()
		if reserved != 5 || refused != shoppers-5 {
			t.Errorf("reserved %d, refused %d; want 5 and %d", reserved, refused, shoppers-5)
		}
		if got := stock(t, db, ct.StoreSF, ct.FlowerBlueDream, catalog.EighthOunce); got != 0 {
			t.Errorf("stock = %d, want 0", got)
		}
	})
}

func TestReady(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		if err := db.Ready(ctx); err != nil {
			t.Errorf("Ready after Migrate = %v", err)
		}
	})
}
