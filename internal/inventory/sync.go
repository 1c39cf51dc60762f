// Package inventory decides what a point-of-sale sync changes of a store's
// menu (issue 22): rows of prices, counts on hand and visibility, by the
// menu product's id or the point of sale's own id for it, checked against
// the menu as it is and the units its live reservations hold. It does no
// I/O: storage reads the menu and the holds, asks Plan, and writes the
// plan in one transaction.
package inventory

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// The modes of a sync.
const (
	// Delta changes only what the rows say.
	Delta = "delta"
	// Snapshot is the point of sale's whole menu: the store's menu
	// products no row names are hidden, and what the rows say is applied.
	Snapshot = "snapshot"
)

// MaxRows is the most rows one sync may hold.
const MaxRows = 5000

// MaxExternalID is the most characters of a point of sale's id.
const MaxExternalID = 100

// MsgSyncInvalid refuses a sync with a bad row: nothing is changed.
const MsgSyncInvalid = "This sync cannot be applied: see the rows' fields. Nothing was changed."

// Row is one menu product of a sync: named by MenuProductID or by
// ExternalID (both: the point of sale's id is linked to the product), with
// its visibility and the weights it changes, each optional.
type Row struct {
	MenuProductID int64
	ExternalID    string
	Visible       *bool
	Weights       []WeightRow
}

// WeightRow is one weight of a row: its price and the point of sale's count
// on hand, each optional. A weight the product does not sell yet is added
// and needs both.
type WeightRow struct {
	PriceID catalog.Weight
	Price   *money.Cents
	Stock   *int
}

// Item is a menu product as the store's menu holds it.
type Item struct {
	ID         int64
	ExternalID string
	Kind       catalog.Kind
	Visible    bool
	Weights    []catalog.MenuWeight
}

// Hold names a weight of a menu product.
type Hold struct {
	MenuProductID int64
	PriceID       catalog.Weight
}

// Held is the units each weight's live reservations hold (those neither
// finished nor cancelled): a menu's stock is what is left to sell, so a
// count on hand from the point of sale is that count less what is held.
type Held map[Hold]int

// Change is what a sync writes of one menu product.
type Change struct {
	ID int64
	// Row is the index of the row that names it; -1 for a product a
	// snapshot hides.
	Row int
	// ExternalID, when not nil, is the point of sale's id to link.
	ExternalID *string
	// Visible, when not nil, is the product's new visibility.
	Visible *bool
	// Prices are the weights whose price changes; Added the weights the
	// product did not sell, with their price and stock.
	Prices []catalog.MenuWeight
	Added  []catalog.MenuWeight
	// Stock are the weights whose stock (what is left to sell) changes.
	Stock []StockSet
}

// StockSet is a weight's new stock.
type StockSet struct {
	PriceID catalog.Weight
	To      int
}

// Shortfall is a count on hand lower than what live reservations hold of
// a weight: the stock becomes 0, the reservations keep their units, and
// the sync's answer says so, for the store to sort out at the counter.
type Shortfall struct {
	PriceID catalog.Weight
	Counted int
	Held    int
}

// Outcome is what a sync did with one row.
type Outcome struct {
	MenuProductID int64
	// Changed is false for a row that matched the menu as it was.
	Changed    bool
	Shortfalls []Shortfall
}

// Plan is what a sync changes: Outcomes in the rows' order, and the
// changes of the products that change, rows' first in their order, then
// those a snapshot hides, by id.
type Plan struct {
	Outcomes []Outcome
	Changes  []Change
}

// Plan checks rows against the store's menu items and the units held, and
// answers what they change. Every problem of every row is reported at once
// as problem.Invalid (MsgSyncInvalid) with paths such as
// rows[3].weights[0].stock; then nothing may be written.
func PlanSync(mode string, rows []Row, items []Item, held Held) (Plan, error) {
	var v problem.Validations
	switch mode {
	case Delta, Snapshot:
	default:
		v.Add("mode", fmt.Sprintf("must be %q or %q", Delta, Snapshot))
	}
	if mode == Snapshot && len(rows) == 0 {
		// An empty export from a point of sale in trouble must not empty
		// the shop.
		v.Add("rows", "a snapshot without rows would hide every product: send the menu, or hide products in the console")
		return Plan{}, v.Err(MsgSyncInvalid)
	}
	if len(rows) > MaxRows {
		v.Add("rows", fmt.Sprintf("at most %d rows a call: send the rest in another", MaxRows))
		return Plan{}, v.Err(MsgSyncInvalid)
	}
	byID := make(map[int64]int, len(items))
	byExternal := make(map[string]int, len(items))
	for i, it := range items {
		byID[it.ID] = i
		if it.ExternalID != "" {
			byExternal[it.ExternalID] = i
		}
	}
	plan := Plan{Outcomes: make([]Outcome, len(rows))}
	named := make(map[int]int, len(rows))     // item → the row that names it
	linked := make(map[string]int, len(rows)) // external id → the row that links it
	for r, row := range rows {
		p := fmt.Sprintf("rows[%d]", r)
		at, ok := find(&v, p, row, items, byID, byExternal)
		if !ok {
			continue
		}
		if prev, dup := named[at]; dup {
			v.Add(p, fmt.Sprintf("names the same menu product as rows[%d]", prev))
			continue
		}
		named[at] = r
		it := items[at]
		ch := Change{ID: it.ID, Row: r}
		if row.ExternalID != "" && row.ExternalID != it.ExternalID {
			if prev, dup := linked[row.ExternalID]; dup {
				v.Add(p+".external_id", fmt.Sprintf("is linked by rows[%d] too", prev))
			}
			linked[row.ExternalID] = r
			ext := row.ExternalID
			ch.ExternalID = &ext
		}
		if row.Visible != nil && *row.Visible != it.Visible {
			vis := *row.Visible
			ch.Visible = &vis
		}
		out := Outcome{MenuProductID: it.ID}
		weights(&v, p, row.Weights, it, held, &ch, &out)
		out.Changed = ch.changes()
		plan.Outcomes[r] = out
		if out.Changed {
			plan.Changes = append(plan.Changes, ch)
		}
	}
	// A point of sale's id may move from one product to another only when
	// the same sync gives the first product another id.
	for ext, r := range linked {
		at, ok := byExternal[ext]
		if !ok || items[at].ID == plan.Outcomes[r].MenuProductID {
			continue
		}
		if other, ok := named[at]; ok && rows[other].ExternalID != "" && rows[other].ExternalID != ext {
			continue
		}
		v.Add(fmt.Sprintf("rows[%d].external_id", r), fmt.Sprintf("%q is menu product %d's: give that product another id in the same sync to move it", ext, items[at].ID))
	}
	if err := v.Err(MsgSyncInvalid); err != nil {
		return Plan{}, err
	}
	if mode == Snapshot {
		hidden := false
		for i, it := range items {
			if _, ok := named[i]; !ok && it.Visible {
				plan.Changes = append(plan.Changes, Change{ID: it.ID, Row: -1, Visible: &hidden})
			}
		}
	}
	return plan, nil
}

// find is the index in items of the menu product row names, checking its
// ids.
func find(v *problem.Validations, p string, row Row, items []Item, byID map[int64]int, byExternal map[string]int) (int, bool) {
	if row.ExternalID != "" {
		switch {
		case utf8.RuneCountInString(row.ExternalID) > MaxExternalID:
			v.Add(p+".external_id", fmt.Sprintf("must be at most %d characters", MaxExternalID))
			return 0, false
		case strings.TrimSpace(row.ExternalID) != row.ExternalID:
			v.Add(p+".external_id", "must not start or end with spaces")
			return 0, false
		case !utf8.ValidString(row.ExternalID) || strings.ContainsFunc(row.ExternalID, unicode.IsControl):
			// A pulled feed's cells come past no edge check.
			v.Add(p+".external_id", "must be text without control characters")
			return 0, false
		}
	}
	switch {
	case row.MenuProductID != 0:
		at, ok := byID[row.MenuProductID]
		if !ok {
			v.Add(p+".menu_product_id", fmt.Sprintf("%d is not one of this store's menu products", row.MenuProductID))
		}
		return at, ok
	case row.ExternalID != "":
		at, ok := byExternal[row.ExternalID]
		if !ok {
			v.Add(p+".external_id", fmt.Sprintf("no menu product of this store has the id %q: send its menu_product_id with it once to link them", row.ExternalID))
		}
		return at, ok
	default:
		v.Add(p, "needs a menu_product_id or an external_id")
		return 0, false
	}
}

// weights checks a row's weights against the item and adds what they
// change to ch and their shortfalls to out.
func weights(v *problem.Validations, p string, rows []WeightRow, it Item, held Held, ch *Change, out *Outcome) {
	allowed := it.Kind.AllowedWeights()
	seen := map[catalog.Weight]int{}
	for j, w := range rows {
		wp := fmt.Sprintf("%s.weights[%d]", p, j)
		if prev, dup := seen[w.PriceID]; dup {
			v.Add(wp+".price_id", fmt.Sprintf("%q appears in weights[%d] too", w.PriceID, prev))
			continue
		}
		seen[w.PriceID] = j
		if !slices.Contains(allowed, w.PriceID) {
			v.Add(wp+".price_id", fmt.Sprintf("%q is not a weight %s is sold in (allowed: %v)", w.PriceID, it.Kind, allowed))
			continue
		}
		bad := false
		if w.Price != nil && (*w.Price < 0 || *w.Price > catalog.MaxPrice) {
			v.Add(wp+".price", fmt.Sprintf("must be from 0 to %s", catalog.MaxPrice.Display()))
			bad = true
		}
		if w.Stock != nil && (*w.Stock < 0 || *w.Stock > catalog.MaxStock) {
			v.Add(wp+".stock", fmt.Sprintf("must be from 0 to %d", catalog.MaxStock))
			bad = true
		}
		i := slices.IndexFunc(it.Weights, func(m catalog.MenuWeight) bool { return m.PriceID == w.PriceID })
		if i < 0 {
			if w.Price == nil {
				v.Add(wp+".price", "a weight the product does not sell yet needs its price")
				bad = true
			}
			if w.Stock == nil {
				v.Add(wp+".stock", "a weight the product does not sell yet needs its count")
				bad = true
			}
		}
		if bad {
			continue
		}
		h := held[Hold{it.ID, w.PriceID}]
		left := func(counted int) int {
			if counted < h {
				out.Shortfalls = append(out.Shortfalls, Shortfall{PriceID: w.PriceID, Counted: counted, Held: h})
				return 0
			}
			return counted - h
		}
		if i < 0 {
			ch.Added = append(ch.Added, catalog.MenuWeight{PriceID: w.PriceID, Price: *w.Price, Stock: left(*w.Stock)})
			continue
		}
		cur := it.Weights[i]
		if w.Price != nil && *w.Price != cur.Price {
			ch.Prices = append(ch.Prices, catalog.MenuWeight{PriceID: w.PriceID, Price: *w.Price})
		}
		if w.Stock != nil {
			if to := left(*w.Stock); to != cur.Stock {
				ch.Stock = append(ch.Stock, StockSet{PriceID: w.PriceID, To: to})
			}
		}
	}
}

// changes reports whether c changes anything.
func (c *Change) changes() bool {
	return c.ExternalID != nil || c.Visible != nil || len(c.Prices) > 0 || len(c.Added) > 0 || len(c.Stock) > 0
}
