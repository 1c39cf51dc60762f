package pricing

import (
	"math"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// PriceFloor is the lowest a unit of kind may be sold for at the store: one
// cent for cannabis goods where the law bans giving them away (the store's
// no_free_cannabis_goods, e.g. California), else nothing. Gear and merch are
// not cannabis goods.
func PriceFloor(st *catalog.Store, kind catalog.Kind) money.Cents {
	if st.Compliance.NoFreeCannabisGood && kind != catalog.Gear && kind != catalog.Merch {
		return 1
	}
	return 0
}

// percentRate turns a special's percentage (25, 12.5) into a rate in parts
// per million, rounded to the nearest ppm.
func percentRate(p float64) money.Rate {
	return money.Rate(math.Round(p * 10_000))
}

// SpecialUnitPrice is what one unit priced unit costs under a product
// special, never above unit nor below floor:
//   - percent: unit − percent of unit, the discount rounded half away from zero
//     to the cent (25% of $35.00 = $8.75 → $26.25; 12.5% of $0.99 = 12.375 ¢ →
//     12 ¢ → 87 ¢);
//   - dollar_amount: unit − the amount;
//   - target_price: the target, when it is below unit.
//
// Any other discount type leaves the price as it is.
func SpecialUnitPrice(s *catalog.Special, unit, floor money.Cents) money.Cents {
	return discountOf(s).unitPrice(unit, floor)
}

func discountOf(s *catalog.Special) discount {
	return discount{s.DiscountType, s.DiscountPercent, s.DiscountDollarAmount, s.DiscountTargetPrice}
}

// discount is a special's (or a bulk step's) discount alone.
type discount struct {
	typ     string
	percent float64
	dollar  money.Cents
	target  money.Cents
}

func (d discount) unitPrice(unit, floor money.Cents) money.Cents {
	price := unit
	switch d.typ {
	case "percent":
		price = unit - percentRate(d.percent).Of(unit)
	case "dollar_amount":
		price = unit - d.dollar
	case "target_price":
		price = min(unit, d.target)
	}
	return min(unit, max(price, floor))
}

// UnitOffer is a weight's price for one unit now, with the special that set it.
type UnitOffer struct {
	Regular, Price money.Cents
	// Special is the product special that lowers the price, nil when none does.
	Special *catalog.Special
}

// BestUnitPrice prices one unit of weight w of a menu product under the
// store's specials at time now, for a shopper without user segments, promo
// code or group: it is what the engine (Compute) charges a cart holding that
// one unit, before order-level specials (cart-total, promo-code, group),
// which depend on the rest of the order. Special is the line-level special
// that lowers the price, nil when none does.
func BestUnitPrice(list []catalog.Special, st *catalog.Store, m *catalog.MenuProduct, w catalog.Weight, now time.Time) UnitOffer {
	o, ok := m.Offer(w)
	if !ok || o.Price <= 0 {
		return UnitOffer{}
	}
	if len(list) == 0 {
		// nothing can lower it (a store's menu is priced so, product by
		// product, when it is built: no engine for a store without specials)
		return UnitOffer{Regular: o.Price, Price: o.Price}
	}
	in := Input{Lines: []Line{{ProductID: m.Product.ID, PriceID: w, Count: 1, UnitPrice: o.Price, Menu: m}},
		Store: st, Specials: list, Now: now}
	e, _ := newEngine(&in, true)
	best, _ := e.search()
	e.st.rec = true
	e.eval(best.set)
	offer := UnitOffer{Regular: o.Price, Price: o.Price}
	for _, r := range e.st.recs {
		if r.amount > 0 {
			offer.Price -= r.amount
			id := e.cands[r.cand].s.ID
			for i := range list {
				if list[i].ID == id {
					offer.Special = &list[i]
				}
			}
		}
	}
	return offer
}
