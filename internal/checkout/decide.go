package checkout

import (
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/compliance"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// Messages of spec section 8 that the client acts on, and the kiosk's.
const (
	MsgUnavailable   = "One or more products in your cart are no longer available"
	MsgTotalUpdated  = "Your total has been updated"
	MsgEmptyBag      = "Your bag is empty."
	MsgKioskNotBound = "This kiosk is not set up for this store. Please ask a member of staff to set it up."
	// MsgReservedAlready refuses a second checkout of a cart that differs
	// from the reservation the first made (a retry that matches it is
	// answered that reservation).
	MsgReservedAlready = "This cart has already been reserved."
)

// Attempt is a checkout as storage has it in hand: the cart, locked and
// read with its lines as the menu has them now, and what is known of who
// asks.
type Attempt struct {
	Cart    cart.Cart
	Request Request
	// Asker is the signed-in customer checking out, 0 for a guest; Owner
	// the customer the cart belongs to once claimed (the asker, when the
	// cart was a guest's), 0 for a guest's cart.
	Asker, Owner int64
	// KioskStoreID is the store of the bound kiosk checking out, 0 for none.
	KioskStoreID int64
	// ExpectedTotal, when set, is the total the shopper was shown.
	ExpectedTotal *money.Cents
	// WindowStart is the start of the window the shopper chose, nil for as
	// soon as possible.
	WindowStart *time.Time
	// Documents are the identification documents the owner's file
	// satisfies (accounts' Satisfied), nil for a guest or none on file.
	Documents map[string]bool
	// Limits is who the purchase limits apply to.
	Limits compliance.Shopper
	Now    time.Time
}

// Decision is a checkout that may go ahead: what storage writes, once it
// has taken the stock and found room in a window.
type Decision struct {
	// Request is the request as the reservation keeps it: only a delivery
	// has an address, only curbside a spot, and a kiosk order of a store
	// that keeps none has no name or contact.
	Request Request
	// Cart is the cart in the mode reserved, delivering where the request
	// says; Totals its price.
	Cart   cart.Cart
	Totals pricing.Totals
	// Windows are the mode's windows from now, earliest first; Window the
	// one the shopper chose (zero for as soon as possible, the earliest of
	// Windows with room); MaxOrdersPerWindow how many a window takes, 0
	// for no limit.
	Windows            []schedule.Window
	Window             schedule.Window
	MaxOrdersPerWindow int
}

// Decide checks a checkout against the store's rules, the cart's lines,
// the purchase limits, the loyalty rewards and the total the shopper saw,
// in that order, and prices it in the mode reserved. It answers the first
// refusal:
//   - problem.Invalid for an empty bag, a request that breaks the store's
//     rules (Validate, CheckDocuments, a zone, a minimum, a window), a line
//     over its cap or a cart over a purchase limit;
//   - problem.Forbidden (MsgKioskNotBound) for a kiosk order from a device
//     not bound to the store;
//   - problem.Unauthorized (loyalty.MsgSignInToSpend) for a cart carrying
//     rewards reserved by anyone but its customer, signed in;
//   - problem.Conflict with MsgUnavailable (the lines in Details) when a
//     line cannot be bought as it stands, with the reward's message when a
//     reward no longer fits whole, with MsgTotalUpdated (the total in
//     Details) when the total is not the one the shopper saw.
func Decide(a Attempt) (Decision, error) {
	c, req := a.Cart, a.Request
	if len(c.Lines) == 0 {
		return Decision{}, problem.New(problem.Invalid, MsgEmptyBag)
	}
	// Rewards spend the cart's customer's points: only that customer,
	// signed in, may reserve the cart (its uuid is no proof of who asks).
	if len(c.Redemptions) > 0 && c.Store.Loyalty != nil && a.Asker != a.Owner {
		return Decision{}, problem.New(problem.Unauthorized, loyalty.MsgSignInToSpend)
	}
	store := &c.Store.Store
	// Only a delivery has an address, only curbside a spot, whatever the
	// cart or the request carried.
	if req.ReservationMode != Delivery {
		req.Address, c.Delivery = nil, nil
	} else if req.Address == nil {
		req.Address = NormalizeAddress(c.Delivery)
	}
	if req.ReservationMode != Curbside {
		req.CurbsideSpot = ""
	}
	if req.ReservationMode == Kiosk {
		if c.AppMode != Kiosk {
			var v problem.Validations
			v.Add("reservation_mode", "Kiosk reservations are made at the store's kiosk.")
			return Decision{}, v.Err("Please choose how to get your order.")
		}
		if a.KioskStoreID != store.ID {
			return Decision{}, problem.New(problem.Forbidden, MsgKioskNotBound)
		}
		// A store that requires anonymous kiosk orders keeps no name or contact.
		Anonymize(&req, store)
	}
	if err := Validate(req, store, Today(store, a.Now)); err != nil {
		return Decision{}, err
	}
	if store.Compliance.IDRequired {
		if err := CheckDocuments(store, a.Documents); err != nil {
			return Decision{}, err
		}
	}
	if missing := cart.UnavailableLines(c.Lines); len(missing) > 0 {
		return Decision{}, UnavailableError(missing)
	}
	if err := checkLineCaps(c.Lines); err != nil {
		return Decision{}, err
	}
	if err := compliance.Check(store.CartLimitPolicy, store.Compliance, a.Limits, cart.LimitLines(c.Lines)); err != nil {
		return Decision{}, err
	}
	// The reservation is priced in the mode it is made for, whatever mode
	// the cart was last priced in, and a delivery where it goes.
	c.ReservationMode = req.ReservationMode
	var zone *catalog.DeliveryZone
	if c.ReservationMode == Delivery {
		z, err := Zone(store, *req.Address)
		if err != nil {
			return Decision{}, err
		}
		zone, c.Delivery = &z, req.Address
	}
	totals := cart.Price(c, a.Now)
	if err := checkRewardsFit(&c, totals); err != nil {
		return Decision{}, err
	}
	if a.ExpectedTotal != nil && *a.ExpectedTotal != totals.OrderTotal {
		return Decision{}, &problem.Error{Kind: problem.Conflict, Message: MsgTotalUpdated,
			Details: problem.Details{OrderTotal: problem.Ptr(totals.OrderTotal)}}
	}
	if err := CheckMinimum(store, c.ReservationMode, zone, totals.DiscountedSubtotal); err != nil {
		return Decision{}, err
	}
	// The mode was checked with the request (Validate).
	windows := schedule.Windows(store, c.ReservationMode, ExtraLead(store, c.ReservationMode, c.Delivery), a.Now)
	window, err := schedule.ChooseFrom(store, c.ReservationMode, windows, a.Now, a.WindowStart)
	if err != nil {
		return Decision{}, err
	}
	settings, _ := Mode(store, c.ReservationMode)
	return Decision{Request: req, Cart: c, Totals: totals, Windows: windows, Window: window,
		MaxOrdersPerWindow: settings.MaxOrdersPerWindow}, nil
}

// UnavailableError is the conflict of a checkout whose lines cannot all
// be bought as they stand, naming each with what is left.
func UnavailableError(missing []cart.Unavailable) error {
	lines := make([]problem.UnavailableLine, len(missing))
	for i, m := range missing {
		lines[i] = problem.UnavailableLine{ProductID: m.ProductID, PriceID: string(m.PriceID), Available: m.Available}
	}
	return &problem.Error{Kind: problem.Conflict, Message: MsgUnavailable,
		Details: problem.Details{UnavailableProducts: lines}}
}

// checkLineCaps refuses a line over its cap (max_cart_quantity, or one unit
// of a flower whose store does not allow multiple flower counts), which may
// have been lowered since the line was added.
func checkLineCaps(lines []cart.Line) error {
	for _, l := range lines {
		if limit := l.Menu.LineLimit(l.PriceID); l.Count > limit {
			msg := fmt.Sprintf("You may reserve at most %d of %s (%s); please change the quantity in your bag.",
				limit, l.Menu.Product.Name, l.PriceID.Label())
			return &problem.Error{Kind: problem.Invalid, Message: msg,
				Details: problem.Details{ProductID: l.ProductID, PriceID: string(l.PriceID), MaxCartQuantity: problem.Ptr(limit)}}
		}
	}
	return nil
}

// checkRewardsFit refuses a checkout whose rewards do not all fit whole
// (the bag shrank after they were applied): each would spend all its
// points for part of its value. t are the cart's totals.
func checkRewardsFit(c *cart.Cart, t pricing.Totals) error {
	for i, r := range t.Redeemed {
		if i >= len(c.Redemptions) {
			break
		}
		rd := c.Redemptions[i]
		if r.Amount < rd.CashReward {
			return &problem.Error{Kind: problem.Conflict, Message: loyalty.CheckFits(rd.RewardName, rd.CashReward, r.Amount),
				Details: problem.Details{RedemptionID: rd.ID}}
		}
	}
	return nil
}

// Placed is what a checked-out cart's reservation was made with, as far as
// a repeated checkout is compared with it.
type Placed struct {
	// Owner is the account the reservation belongs to, 0 for a guest's.
	Owner        int64
	Email, Mode  string
	CurbsideSpot string
	// WindowStart is the window reserved, nil for none; Address where a
	// delivery goes, nil for other modes.
	WindowStart *time.Time
	Address     *pricing.Address
}

// CheckRetry decides whether a checkout of a cart already checked out is
// the same checkout again (a retried request), which answers the placed
// reservation: by the same person (the owner's session, or a guest's
// e-mail address), in the same mode, for the window, address and spot it
// asks for when it asks. Another customer's cart is problem.Forbidden
// (cart.MsgNotYourBag); a different checkout of it problem.Conflict
// (MsgReservedAlready).
func CheckRetry(p Placed, asker int64, req Request, windowStart *time.Time) error {
	if p.Owner != 0 && p.Owner != asker {
		return problem.New(problem.Forbidden, cart.MsgNotYourBag)
	}
	same := p.Email == req.Email && p.Mode == req.ReservationMode &&
		(windowStart == nil || (p.WindowStart != nil && p.WindowStart.Equal(*windowStart))) &&
		(req.ReservationMode != Curbside || req.CurbsideSpot == "" || req.CurbsideSpot == p.CurbsideSpot)
	if same && req.ReservationMode == Delivery && req.Address != nil {
		same = p.Address != nil && p.Address.Street == req.Address.Street && p.Address.Zipcode == req.Address.Zipcode
	}
	if !same {
		return problem.New(problem.Conflict, MsgReservedAlready)
	}
	return nil
}
