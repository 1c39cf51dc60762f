package cart

import (
	"time"

	"github.com/pistil/pistil/internal/compliance"
	"github.com/pistil/pistil/internal/pricing"
)

// Price prices a cart's available lines at the menu's prices at now,
// under the best combination of the store's specials for the cart's
// shopper (pricing.Compute). A unit alone costs what the menu shows for it.
// A delivery is charged its zone's fee (waived from the store's free-delivery
// minimum) and the sales tax where it goes; a tip is the cart's dollar tip or
// percentage, for the modes the store offers tips for.
func Price(c Cart, now time.Time) pricing.Totals {
	var lines []pricing.Line
	for _, l := range c.Lines {
		if l.Menu == nil || !l.Menu.Sellable(l.PriceID) {
			continue
		}
		o, _ := l.Menu.Offer(l.PriceID)
		lines = append(lines, pricing.Line{ProductID: l.ProductID, PriceID: l.PriceID, Count: l.Count, UnitPrice: o.Price, Menu: l.Menu})
	}
	st := &c.Store.Store
	in := pricing.Input{Lines: lines, Taxes: st.Taxes, Store: st, Specials: c.Specials, Shopper: c.Shopper(), Now: now,
		CashRounding: st.Taxes.CashRounding, Redemptions: pricedRedemptions(&c), NoStacking: !st.Loyalty.Stacking()}
	if pricing.TipOffered(st.Tips, c.ReservationMode) {
		in.Tip, in.TipRate = c.Tip, c.TipRate
	}
	if c.ReservationMode == "delivery" && c.Delivery != nil {
		in.Taxes.SalesTaxRate, _ = pricing.SalesTaxRate(st, *c.Delivery)
		in.DeliveryFee = st.Taxes.DeliveryFee
		if z, ok := pricing.DeliveryZone(st, *c.Delivery); ok {
			in.DeliveryFee = z.Fee
		}
		in.FreeDeliveryMinimum = st.Fulfillment.FreeDeliveryMinimum
	}
	return pricing.Compute(in)
}

// UnavailableLines lists the lines of a cart that cannot be bought as they stand.
func UnavailableLines(lines []Line) []Unavailable {
	var out []Unavailable
	for _, l := range lines {
		if l.Available() {
			continue
		}
		u := Unavailable{ProductID: l.ProductID, PriceID: l.PriceID}
		if l.Menu != nil && l.Menu.Sellable(l.PriceID) {
			o, _ := l.Menu.Offer(l.PriceID)
			u.Available = o.Stock
		}
		out = append(out, u)
	}
	return out
}

// pricedRedemptions are a cart's redemptions as the pricing engine takes
// them: only those of a store that still runs a programme.
func pricedRedemptions(c *Cart) []pricing.Redemption {
	if c.Store.Loyalty == nil {
		return nil
	}
	out := make([]pricing.Redemption, 0, len(c.Redemptions))
	for _, r := range c.Redemptions {
		out = append(out, pricing.Redemption{ID: r.ID, CashReward: r.CashReward})
	}
	return out
}

// LimitLines describes the lines of a cart that a reservation could take
// (those Price prices) for the purchase limits. A line that has left
// the menu or whose weight is no longer sold counts against nothing: it
// cannot be reserved until the shopper removes it.
func LimitLines(lines []Line) []compliance.Line {
	out := make([]compliance.Line, 0, len(lines))
	for _, l := range lines {
		if l.Menu == nil || !l.Menu.Sellable(l.PriceID) {
			continue
		}
		out = append(out, compliance.LineOf(l.Menu.Product, l.PriceID, l.Count))
	}
	return out
}
