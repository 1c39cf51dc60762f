package checkout

import (
	"errors"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// decideNow is Wednesday 25 November 2026, 11:00 in San Francisco.
var decideNow = time.Date(2026, 11, 25, 19, 0, 0, 0, time.UTC)

// openStore is fullStore open 09:00 to 21:00 every day, for every mode.
func openStore() catalog.StoreSummary {
	s := fullStore()
	s.ID = 7
	var week []catalog.DayHours
	for _, d := range []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"} {
		week = append(week, catalog.DayHours{Day: d, Period: catalog.Period{From: "09:00", To: "21:00"}})
	}
	s.Hours = catalog.Hours{Working: week, Pickup: week, Delivery: week, Curbside: week}
	return catalog.StoreSummary{Store: *s}
}

// blueDream is an eighth of flower at $35.00, nine in stock, at most two a
// line; gummies are $20.00 a pack, one left.
func blueDream() *catalog.MenuProduct {
	return &catalog.MenuProduct{ID: 11, Product: &catalog.Product{ID: 1, Name: "Blue Dream", Kind: catalog.Flower}, Visible: true,
		Offers: []catalog.Offer{{PriceID: catalog.EighthOunce, Price: 3500, Stock: 9, MaxCartQuantity: 2}}}
}

func gummies() *catalog.MenuProduct {
	return &catalog.MenuProduct{ID: 12, Product: &catalog.Product{ID: 2, Name: "Sour Gummies", Kind: catalog.Edible}, Visible: true,
		Offers: []catalog.Offer{{PriceID: catalog.Each, Price: 2000, Stock: 1}}}
}

// twoEighths is a guest's bag at openStore: two eighths of Blue Dream, $70.00.
func twoEighths() cart.Cart {
	return cart.Cart{ID: 3, UUID: "bag", Store: openStore(), AppMode: "default", ReservationMode: Pickup,
		Lines: []cart.Line{{ProductID: 1, PriceID: catalog.EighthOunce, Count: 2, Menu: blueDream()}}}
}

// ada asks for pickup.
func ada(mode string) Request {
	return Request{Contact: Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "4155550100", Email: "ada@example.com",
		BirthDate: "1990-04-20"}, ReservationMode: mode}
}

func TestDecideByHand(t *testing.T) {
	mission := &pricing.Address{Street: "2000 Mission St", City: "San Francisco", StateCode: "CA", Zipcode: "94110"}
	lat, long := 37.7979, -122.2763
	oakland := &pricing.Address{Street: "1 Broadway", City: "Oakland", StateCode: "CA", Zipcode: "94607", Lat: &lat, Long: &long}
	sacramento := &pricing.Address{Street: "1 Main St", City: "Sacramento", StateCode: "CA", Zipcode: "95814"}
	cents := func(c money.Cents) *money.Cents { return &c }
	tests := []struct {
		name    string
		attempt func(a *Attempt)
		// want is the refusal's kind and message, or "" to go ahead with
		// total and, for a delivery, the fee.
		kind          problem.Kind
		message       string
		total, fee    money.Cents
		checkDecision func(t *testing.T, d Decision)
	}{
		{name: "pickup: two eighths at $35.00, no tax configured: $70.00, the earliest window",
			attempt: func(a *Attempt) {}, total: 7000,
			checkDecision: func(t *testing.T, d Decision) {
				if len(d.Windows) == 0 || d.Window != d.Windows[0] || d.Window.Start.Before(decideNow) {
					t.Errorf("window %v of %d, want the first, not before now", d.Window, len(d.Windows))
				}
				if d.Cart.ReservationMode != Pickup || d.Cart.Delivery != nil {
					t.Errorf("cart priced for %s to %v", d.Cart.ReservationMode, d.Cart.Delivery)
				}
			}},
		{name: "an empty bag", attempt: func(a *Attempt) { a.Cart.Lines = nil }, kind: problem.Invalid, message: MsgEmptyBag},
		{name: "the total the shopper saw, $70.00, goes ahead",
			attempt: func(a *Attempt) { a.ExpectedTotal = cents(7000) }, total: 7000},
		{name: "a total seen before a change, $69.00: the new total, $70.00, in the details",
			attempt: func(a *Attempt) { a.ExpectedTotal = cents(6900) }, kind: problem.Conflict, message: MsgTotalUpdated},
		{name: "two packs of gummies when one is left",
			attempt: func(a *Attempt) {
				a.Cart.Lines = append(a.Cart.Lines, cart.Line{ProductID: 2, PriceID: catalog.Each, Count: 2, Menu: gummies()})
			}, kind: problem.Conflict, message: MsgUnavailable},
		{name: "three eighths when a line takes at most two",
			attempt: func(a *Attempt) { a.Cart.Lines[0].Count = 3 }, kind: problem.Invalid,
			message: "You may reserve at most 2 of Blue Dream (3.5g); please change the quantity in your bag."},
		{name: "pickup drops the address and the spot the request carried",
			attempt: func(a *Attempt) { a.Request.Address, a.Request.CurbsideSpot = mission, "7" }, total: 7000,
			checkDecision: func(t *testing.T, d Decision) {
				if d.Request.Address != nil || d.Request.CurbsideSpot != "" {
					t.Errorf("pickup keeps address %v, spot %q", d.Request.Address, d.Request.CurbsideSpot)
				}
			}},
		// San Francisco's sales tax is 8.625%: of $70.00, 603.75 ¢ → 604 ¢; the fee is not taxed.
		{name: "delivery to the Mission zone (94110): $70.00 + $6.04 San Francisco sales tax + the zone's $5.00 fee = $81.04",
			attempt: func(a *Attempt) {
				a.Request = ada(Delivery)
				a.Request.Address = mission
				a.Request.PaymentMethod = "debit"
			},
			total: 8104, fee: 500,
			checkDecision: func(t *testing.T, d Decision) {
				if d.Cart.ReservationMode != Delivery || d.Cart.Delivery != mission {
					t.Errorf("cart priced for %s to %v, want delivery to the Mission", d.Cart.ReservationMode, d.Cart.Delivery)
				}
			}},
		{name: "delivery to the Mission with one eighth, $35.00: under the zone's minimum, which stands for the store's",
			attempt: func(a *Attempt) {
				a.Request = ada(Delivery)
				a.Request.Address, a.Request.PaymentMethod = mission, "debit"
				a.Cart.Lines[0].Count = 1
			}, kind: problem.Invalid},
		// Oakland's Broadway is about 8 miles from the store: in the Bay zone (10 miles), whose minimum is $80.00.
		{name: "delivery to Oakland with $70.00: under the Bay zone's minimum",
			attempt: func(a *Attempt) {
				a.Request = ada(Delivery)
				a.Request.Address = oakland
				a.Request.PaymentMethod = "debit"
			},
			kind: problem.Invalid, message: "Your bag comes to $70.00; the delivery minimum for Bay is $80.00."},
		{name: "delivery to Sacramento: in no zone",
			attempt: func(a *Attempt) {
				a.Request = ada(Delivery)
				a.Request.Address = sacramento
				a.Request.PaymentMethod = "debit"
			},
			kind: problem.Invalid, message: "We do not deliver to that address."},
		{name: "a kiosk order from the website",
			attempt: func(a *Attempt) { a.Request = ada(Kiosk); a.KioskStoreID = 7 }, kind: problem.Invalid,
			message: "Please choose how to get your order."},
		{name: "a kiosk order from a kiosk bound to another store",
			attempt: func(a *Attempt) { a.Request = ada(Kiosk); a.Cart.AppMode = Kiosk; a.KioskStoreID = 8 },
			kind:    problem.Forbidden, message: MsgKioskNotBound},
		{name: "a kiosk order at a store that keeps kiosk orders anonymous: no name, no contact",
			attempt: func(a *Attempt) {
				a.Request = ada(Kiosk)
				a.Cart.AppMode, a.KioskStoreID = Kiosk, 7
				a.Cart.Store.Fulfillment.KioskAnonymousCheckout = "required"
			}, total: 7000,
			checkDecision: func(t *testing.T, d Decision) {
				if d.Request.Contact != (Contact{BirthDate: "1990-04-20"}) {
					t.Errorf("anonymous kiosk order keeps %+v", d.Request.Contact)
				}
			}},
		{name: "a bag with a loyalty reward reserved by a guest, not its customer",
			attempt: func(a *Attempt) {
				a.Cart.Store.Loyalty = &catalog.Loyalty{}
				a.Cart.Redemptions = []loyalty.CartRedemption{{ID: 1, RewardName: "$5 off", CashReward: 500}}
				a.Owner = 42
			}, kind: problem.Unauthorized, message: loyalty.MsgSignInToSpend},
		{name: "a store that requires identification, a guest with none on file",
			attempt: func(a *Attempt) { a.Cart.Store.Compliance.IDRequired = true }, kind: problem.Invalid,
			message: "Mission Greens needs your photo ID before it can take a reservation: please log in and add it under Identification."},
		{name: "a window the shopper chose that is not offered (03:00)",
			attempt: func(a *Attempt) {
				at := time.Date(2026, 11, 26, 11, 0, 0, 0, time.UTC)
				a.WindowStart = &at
			}, kind: problem.Invalid, message: schedule.MsgWindowGone},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Attempt{Cart: twoEighths(), Request: ada(Pickup), Now: decideNow}
			tt.attempt(&a)
			d, err := Decide(a)
			if tt.kind != "" {
				var p *problem.Error
				if !errors.As(err, &p) || p.Kind != tt.kind || (tt.message != "" && p.Message != tt.message) {
					t.Fatalf("Decide = %v; want %s %q", err, tt.kind, tt.message)
				}
				if tt.message == MsgTotalUpdated && (p.Details.OrderTotal == nil || *p.Details.OrderTotal != 7000) {
					t.Errorf("the new total in the details is %v, want 7000", p.Details.OrderTotal)
				}
				if tt.message == MsgUnavailable && (len(p.Details.UnavailableProducts) != 1 || p.Details.UnavailableProducts[0].Available != 1) {
					t.Errorf("unavailable lines %+v, want the gummies with 1 left", p.Details.UnavailableProducts)
				}
				return
			}
			if err != nil {
				t.Fatalf("Decide: %v", err)
			}
			if d.Totals.OrderTotal != tt.total || d.Totals.DeliveryFee != tt.fee {
				t.Errorf("total %d with fee %d; want %d with %d", d.Totals.OrderTotal, d.Totals.DeliveryFee, tt.total, tt.fee)
			}
			if tt.checkDecision != nil {
				tt.checkDecision(t, d)
			}
		})
	}
}

// A window the shopper chose is the one decided; storage then finds room in it.
func TestDecideChosenWindow(t *testing.T) {
	a := Attempt{Cart: twoEighths(), Request: ada(Pickup), Now: decideNow}
	first, err := Decide(a)
	if err != nil || len(first.Windows) < 3 {
		t.Fatalf("Decide = %d windows, %v", len(first.Windows), err)
	}
	chosen := first.Windows[2]
	a.WindowStart = &chosen.Start
	d, err := Decide(a)
	if err != nil || d.Window != chosen {
		t.Errorf("Decide with window %v = %v, %v", chosen.Start, d.Window, err)
	}
}

func TestCheckRetryByHand(t *testing.T) {
	noon := time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC)
	one := noon.Add(time.Hour)
	home := &pricing.Address{Street: "2000 Mission St", Zipcode: "94110"}
	placed := func(p Placed) Placed {
		if p.Email == "" {
			p.Email = "ada@example.com"
		}
		if p.Mode == "" {
			p.Mode = Pickup
		}
		return p
	}
	tests := []struct {
		name   string
		placed Placed
		asker  int64
		req    func(r *Request)
		start  *time.Time
		kind   problem.Kind
	}{
		{name: "a guest's pickup, asked again by the same address", placed: placed(Placed{}), req: func(*Request) {}},
		{name: "another e-mail address", placed: placed(Placed{}), req: func(r *Request) { r.Email = "grace@example.com" }, kind: problem.Conflict},
		{name: "another mode", placed: placed(Placed{}), req: func(r *Request) { r.ReservationMode = Curbside }, kind: problem.Conflict},
		{name: "the owner's cart, asked by the owner", placed: placed(Placed{Owner: 42}), asker: 42, req: func(*Request) {}},
		{name: "the owner's cart, asked by a guest", placed: placed(Placed{Owner: 42}), req: func(*Request) {}, kind: problem.Forbidden},
		{name: "the owner's cart, asked by another customer", placed: placed(Placed{Owner: 42}), asker: 7, req: func(*Request) {}, kind: problem.Forbidden},
		{name: "the window reserved, named again", placed: placed(Placed{WindowStart: &noon}), req: func(*Request) {}, start: &noon},
		{name: "another window", placed: placed(Placed{WindowStart: &noon}), req: func(*Request) {}, start: &one, kind: problem.Conflict},
		{name: "a window named, none reserved", placed: placed(Placed{}), req: func(*Request) {}, start: &noon, kind: problem.Conflict},
		{name: "curbside with the spot given, or none", placed: placed(Placed{Mode: Curbside, CurbsideSpot: "4"}),
			req: func(r *Request) { r.ReservationMode, r.CurbsideSpot = Curbside, "4" }},
		{name: "curbside with another spot", placed: placed(Placed{Mode: Curbside, CurbsideSpot: "4"}),
			req: func(r *Request) { r.ReservationMode, r.CurbsideSpot = Curbside, "5" }, kind: problem.Conflict},
		{name: "delivery to the same street and zip code", placed: placed(Placed{Mode: Delivery, Address: home}),
			req: func(r *Request) {
				r.ReservationMode, r.Address = Delivery, &pricing.Address{Street: "2000 Mission St", City: "SF", Zipcode: "94110"}
			}},
		{name: "delivery elsewhere", placed: placed(Placed{Mode: Delivery, Address: home}),
			req: func(r *Request) {
				r.ReservationMode, r.Address = Delivery, &pricing.Address{Street: "1 Market St", Zipcode: "94105"}
			}, kind: problem.Conflict},
		{name: "delivery asked again without the address", placed: placed(Placed{Mode: Delivery, Address: home}),
			req: func(r *Request) { r.ReservationMode = Delivery }},
	}
	for _, tt := range tests {
		req := ada(Pickup)
		tt.req(&req)
		err := CheckRetry(tt.placed, tt.asker, req, tt.start)
		if got := problem.KindOf(err); (err == nil) != (tt.kind == "") || (err != nil && got != tt.kind) {
			t.Errorf("%s: CheckRetry = %v; want %q", tt.name, err, tt.kind)
		}
	}
}
