package storage

import (
	"context"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/compliance"
)

// limitShopper is what the purchase limits know of the shopper whose cart
// c is. No residency is recorded yet, for guests or customers, so every
// shopper gets the resident limits; when residency is known (a verified
// identification document, or an answer at checkout) it goes here, and
// every cart change and checkout applies it.
func limitShopper(cartRow) compliance.Shopper {
	return compliance.Shopper{}
}

// withCount is lines with the line of mp's product at weight w set to count
// units, added at the end when the cart does not hold it yet. lines is not
// changed.
func withCount(lines []cart.Line, mp *catalog.MenuProduct, w catalog.Weight, count int) []cart.Line {
	out := make([]cart.Line, 0, len(lines)+1)
	found := false
	for _, l := range lines {
		if l.ProductID == mp.Product.ID && l.PriceID == w {
			l.Count, l.Menu, found = count, mp, true
		}
		out = append(out, l)
	}
	if !found {
		out = append(out, cart.Line{ProductID: mp.Product.ID, PriceID: w, Count: count, Menu: mp})
	}
	return out
}

// checkLineLimits refuses setting cart c's line of mp's product at weight w
// to count units when the change adds to a purchase limit of the store
// that the cart would end over (compliance.CheckChange): problem.Invalid,
// naming the limit, the amount and the unit. A cart already over a limit
// may still shrink. It reads the cart in tx, which must hold c locked, so
// that no other change slips in between the check and the write.
func checkLineLimits(ctx context.Context, tx *Tx, c cartRow, mp *catalog.MenuProduct, w catalog.Weight, count int) error {
	store, err := FindStore(ctx, tx.Reader, c.storeID)
	if err != nil {
		return err
	}
	if store.CartLimitPolicy == nil {
		return nil
	}
	before, err := cartLines(ctx, tx.Reader, c.id, c.storeID)
	if err != nil {
		return err
	}
	after := withCount(before, mp, w, count)
	return compliance.CheckChange(store.CartLimitPolicy, store.Compliance, limitShopper(c),
		cart.LimitLines(before), cart.LimitLines(after))
}
