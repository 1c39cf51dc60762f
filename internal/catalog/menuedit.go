package catalog

import (
	"fmt"
	"slices"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// The store console's edits of one menu item (docs/adr/0022-store-console.md,
// section 5): what an edit leaves of the item, checked as the catalogue
// checks a menu item (CheckMenuItem), with the paths of the edit's own
// fields. Storage makes the change, guarded by the item's version and, for
// stock, by the count the editor saw.

// MsgMenuProductChanged answers an edit sent with a version the item no
// longer has (409): someone else changed it, or the catalogue was imported
// again.
const MsgMenuProductChanged = "This product was changed since you opened it. Reload it to see the change, then make yours again."

// MsgStockChanged answers a stock change whose count seen is no longer the
// weight's (409), naming the count now.
func MsgStockChanged(w Weight, now int) string {
	what := "The stock"
	if w != Each {
		what = "The stock of " + w.Label()
	}
	return fmt.Sprintf("%s was changed since you opened it: it is %d now. Reload it to see the change, then make yours again.", what, now)
}

// MsgNoMenuProduct answers a menu product id that names none of the store's
// (404), whether it names another store's or nothing: ids cannot be probed.
func MsgNoMenuProduct(id int64) string {
	return fmt.Sprintf("There is no menu product %d at this store.", id)
}

// MsgMenuEditInvalid answers an edit that CheckMenuItem or the edit's own
// checks refuse; the fields say what.
const MsgMenuEditInvalid = "This product cannot be saved as it is: see the fields."

// MaxStoreNotes is the most characters a menu item's store notes may hold.
const MaxStoreNotes = 2000

// MenuEdit is a change of one menu item. A nil field is kept as it is.
type MenuEdit struct {
	Visible         *bool
	StoreNotes      *string
	MaxCartQuantity *int
	// Weights, when not nil, are every weight the item is sold in after
	// the edit: a weight left out is no longer sold (its inventory record
	// goes with it), and a new one starts with its Stock (0 when nil).
	Weights []WeightEdit
}

// WeightEdit is one weight of a MenuEdit.
type WeightEdit struct {
	PriceID Weight
	// Price is required.
	Price *money.Cents
	// Stock is the new count on hand, nil to keep it. A count other than
	// 0 of a weight the item already sells needs StockWas, the count the
	// editor saw: checkouts take stock without changing the item's
	// version, so the count is changed only while it is still that one.
	Stock, StockWas *int
}

// StockChange is a new count on hand of a weight the item already sells:
// To, written only while the count is still Was. Was is nil for 0, which
// always succeeds ("out of stock" needs no count seen).
type StockChange struct {
	PriceID Weight
	To      int
	Was     *int
}

// Apply answers m, an item of a product of the given kind, as e leaves it,
// with the stock changes of the weights m already sells (a new weight's
// stock is in the item). Its error is problem.Invalid (MsgMenuEditInvalid)
// with the paths of e's fields, as weights[1].price: CheckMenuItem's
// problems, a missing price, notes over MaxStoreNotes characters, and a new
// count without the count seen.
func (e MenuEdit) Apply(m MenuItem, kind Kind) (MenuItem, []StockChange, error) {
	var v problem.Validations
	out := m
	if e.Visible != nil {
		out.Visible = ptrTo(*e.Visible)
	}
	if e.StoreNotes != nil {
		out.StoreNotes = *e.StoreNotes
		if utf8.RuneCountInString(out.StoreNotes) > MaxStoreNotes {
			v.Add("store_notes", fmt.Sprintf("must be at most %d characters", MaxStoreNotes))
		}
	}
	if e.MaxCartQuantity != nil {
		out.MaxCartQuantity = *e.MaxCartQuantity
	}
	var changes []StockChange
	if e.Weights != nil {
		old := map[Weight]MenuWeight{}
		for _, w := range m.Weights {
			old[w.PriceID] = w
		}
		out.Weights = make([]MenuWeight, len(e.Weights))
		for i, we := range e.Weights {
			p := fmt.Sprintf("weights[%d]", i)
			w, sold := old[we.PriceID]
			if !sold {
				w = MenuWeight{PriceID: we.PriceID}
			}
			if we.Price == nil {
				v.Add(p+".price", "is required")
			} else {
				w.Price = *we.Price
			}
			if we.Stock != nil {
				w.Stock = *we.Stock
				if sold {
					c, ok := stockChange(&v, p, we.PriceID, *we.Stock, we.StockWas)
					if ok {
						changes = append(changes, c)
					}
				}
			}
			out.Weights[i] = w
		}
		out.Inventories = slices.DeleteFunc(slices.Clone(m.Inventories), func(inv Inventory) bool {
			return !slices.ContainsFunc(out.Weights, func(w MenuWeight) bool { return w.PriceID == inv.PriceID })
		})
	}
	CheckMenuItem(&v, "", &out, kind)
	if err := v.Err(MsgMenuEditInvalid); err != nil {
		return MenuItem{}, nil, err
	}
	return out, changes, nil
}

// stockChange is the change of a sold weight's count to `to`, with the
// count seen was; its problems are added under path p (p.stock_was).
// ok is false when it has one.
func stockChange(v *problem.Validations, p string, w Weight, to int, was *int) (StockChange, bool) {
	if to == 0 {
		return StockChange{PriceID: w}, true
	}
	switch {
	case was == nil:
		v.Add(field(p, "stock_was"), "is required to change the stock: send the count you saw")
		return StockChange{}, false
	case *was < 0:
		v.Add(field(p, "stock_was"), "cannot be negative")
		return StockChange{}, false
	}
	return StockChange{PriceID: w, To: to, Was: ptrTo(*was)}, true
}

// CheckStock checks a count at the counter of one weight of m: the weight
// must be one m sells, the count not negative, and a count other than 0
// must come with the count seen (was). It answers the change, or
// problem.Invalid (MsgMenuEditInvalid) with the paths price_id, stock and
// stock_was.
func CheckStock(m MenuItem, w Weight, to int, was *int) (StockChange, error) {
	var v problem.Validations
	if !slices.ContainsFunc(m.Weights, func(mw MenuWeight) bool { return mw.PriceID == w }) {
		v.Add("price_id", fmt.Sprintf("%q is not one of this item's weights", w))
	}
	switch {
	case to < 0:
		v.Add("stock", "cannot be negative")
	case to > MaxStock:
		v.Add("stock", fmt.Sprintf("must be at most %d", MaxStock))
	}
	c, _ := stockChange(&v, "", w, to, was)
	if err := v.Err(MsgMenuEditInvalid); err != nil {
		return StockChange{}, err
	}
	return c, nil
}

func ptrTo[T any](v T) *T { return &v }

// MsgOnMenuAlready answers adding a product the store's menu has (409),
// naming the menu product to edit instead.
func MsgOnMenuAlready(menuProductID int64) string {
	return fmt.Sprintf("This product is on the menu already, as menu product %d: edit it there.", menuProductID)
}

// NewMenuItem is product productID, of the given kind, as a store's new
// menu item that e describes: shown to shoppers unless e hides it, sold in
// e's weights at their prices and counts (0 when a count is left out).
// Its error is Apply's: problem.Invalid with the paths of e's fields, as
// weights[0].price, among them a weights that lists none.
func NewMenuItem(productID int64, kind Kind, e MenuEdit) (MenuItem, error) {
	m, _, err := e.Apply(MenuItem{ProductID: productID, Visible: ptrTo(true), Weights: []MenuWeight{}, Inventories: []Inventory{}}, kind)
	return m, err
}
