// Package cart holds a shopper's cart, its lines as the menu has them,
// and the rules a line must follow. It does no I/O.
package cart

import (
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// Status of a cart.
const (
	Pending    = "pending"
	CheckedOut = "checked_out"
)

// CheckLine reports whether count units of weight w of mp may be in a cart.
// It returns a problem.Invalid error whose message names what is wrong, with
// the same message on the field at fault (product.price_id or product.count).
func CheckLine(mp *catalog.MenuProduct, w catalog.Weight, count int) error {
	if !mp.Sellable(w) {
		return invalid("product.price_id", fmt.Sprintf("%s is not sold in %s at this store.", mp.Product.Name, w.Label()))
	}
	offer, _ := mp.Offer(w)
	limit := mp.LineLimit(w)
	switch {
	case count < 1:
		return invalid("product.count", "Please enter a numeric value greater than or equal to 1.")
	case count > 1 && limit == 1 && mp.SingleFlowerCount:
		return invalid("product.count", fmt.Sprintf("This store sells one %s of %s per order; for more, choose a larger weight.",
			w.Label(), mp.Product.Name))
	case count > limit:
		return invalid("product.count", fmt.Sprintf("Please enter a numeric value less than or equal to %d.", limit))
	case offer.Stock == 0:
		return invalid("product.count", fmt.Sprintf("%s (%s) is sold out.", mp.Product.Name, w.Label()))
	case count > offer.Stock:
		return invalid("product.count", fmt.Sprintf("Only %d of %s (%s) left.", offer.Stock, mp.Product.Name, w.Label()))
	}
	return nil
}

func invalid(field, message string) error {
	return &problem.Error{Kind: problem.Invalid, Message: message, Fields: map[string][]string{field: {message}}}
}

// MsgLeftMenu is StockWarning's message for a line whose product is no
// longer on the store's menu.
const MsgLeftMenu = "A product in your bag is no longer on the menu."

// StockWarning says what changed about a line of count units of weight w of
// mp since it was added, for the cart's warning_message: its product left
// the menu (mp nil), it is no longer sold or is sold out, or fewer units are
// left than the line holds. It is "" when the line can be bought as it is.
func StockWarning(mp *catalog.MenuProduct, w catalog.Weight, count int) string {
	if mp == nil {
		return MsgLeftMenu
	}
	offer, _ := mp.Offer(w)
	switch {
	case !mp.Sellable(w) || offer.Stock <= 0:
		return fmt.Sprintf("%s (%s) is no longer available.", mp.Product.Name, w.Label())
	case count > offer.Stock:
		return fmt.Sprintf("Only %d of %s (%s) left; your bag has %d.", offer.Stock, mp.Product.Name, w.Label(), count)
	}
	return ""
}
