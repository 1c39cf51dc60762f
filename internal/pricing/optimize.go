package pricing

import (
	"cmp"
	"slices"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/specials"
)

// searchWidth bounds the search: of the tier, bundle and order-level
// specials, only the searchWidth that save most on their own are tried in
// every combination, with and without the product specials (2 ×
// 2^searchWidth sets at most); the others are tried alone.
const searchWidth = 6

// newEngine lays out a cart for the search: lines in a canonical order
// (product id, weight) so that the order they were added in never changes
// a total, their units, and the specials that may apply to them.
//
// lineOnly leaves out order-level specials, to price a unit as the menu
// shows it.
func newEngine(in *Input, lineOnly bool) (*engine, []int) {
	order := make([]int, len(in.Lines))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		la, lb := &in.Lines[a], &in.Lines[b]
		return cmp.Or(cmp.Compare(la.ProductID, lb.ProductID), cmp.Compare(la.PriceID, lb.PriceID),
			cmp.Compare(la.UnitPrice, lb.UnitPrice), cmp.Compare(la.Count, lb.Count))
	})
	e := &engine{}
	if in.Store != nil {
		e.cap = in.Store.MenuSettings.MaxSpecialsPerCart
	}
	for _, i := range order {
		l := in.Lines[i]
		e.lines = append(e.lines, l)
		var floor money.Cents
		if in.Store != nil && l.Menu != nil {
			floor = min(PriceFloor(in.Store, l.Menu.Product.Kind), l.UnitPrice)
		}
		for range max(l.Count, 0) {
			e.units = append(e.units, unit{line: len(e.lines) - 1, price: l.UnitPrice, floor: floor, mg: l.PriceID.Milligrams()})
		}
	}
	n := len(e.units)
	e.st = state{owner: make([]int, n), lineOff: make([]money.Cents, n), ordOff: make([]money.Cents, n),
		stack: make([]bool, n), touched: make([]bool, n), bestOff: make([]money.Cents, len(e.lines))}
	if in.Store != nil {
		for i := range in.Specials {
			if k, ok := kindOf(&in.Specials[i]); ok && !(lineOnly && k == orderSpecial) {
				e.addCandidate(in, &in.Specials[i])
			}
		}
	}
	e.st.used = make([]money.Cents, len(e.cands))
	return e, order
}

// addCandidate adds s when it may apply to this shopper and covers a line.
func (e *engine) addCandidate(in *Input, s *catalog.Special) {
	kind, ok := kindOf(s)
	if !ok || !in.Shopper.Eligible(s, in.Now) {
		return
	}
	c := candidate{s: goldAdjusted(s, in.Shopper.Gold), kind: kind,
		covers: make([]bool, len(e.lines)), qual: make([]bool, len(e.lines)), disc: make([]bool, len(e.lines))}
	any := false
	for l, line := range e.lines {
		m := line.Menu
		if m == nil || line.UnitPrice <= 0 || !specials.Applies(s, in.Store, m) || !specials.CoversWeight(s, line.PriceID) {
			continue
		}
		r := &s.Rules
		if !specials.InSection(r.Base, in.Store, m) {
			continue
		}
		c.covers[l] = true
		c.qual[l] = specials.InSection(r.Qualifier, in.Store, m)
		c.disc[l] = specials.InSection(r.Discountable, in.Store, m)
		any = any || c.qual[l] || c.disc[l]
	}
	if !any {
		return
	}
	switch kind {
	case unitSpecial:
		c.unitOff = make([]money.Cents, len(e.lines))
		for l, line := range e.lines {
			if c.covers[l] {
				var floor money.Cents
				if line.Menu != nil {
					floor = min(PriceFloor(in.Store, line.Menu.Product.Kind), line.UnitPrice)
				}
				c.unitOff[l] = line.UnitPrice - SpecialUnitPrice(&c.s, line.UnitPrice, floor)
			}
		}
	case tierSpecial:
		c.tiers = tierSteps(&c.s, in.Shopper.Gold)
	}
	e.cands = append(e.cands, c)
}

// tierSteps are a tier special's steps in ascending order. Without
// bulk_tiers the special is one step at its item threshold (1 when unset).
func tierSteps(s *catalog.Special, gold bool) []tierStep {
	if len(s.BulkTiers) == 0 {
		need := 1
		if s.Rules.Bundle != nil {
			need = max(s.Rules.Bundle.ThresholdNumberOfItemsInCart, 1)
		}
		return []tierStep{{minItems: need, s: *s}}
	}
	var out []tierStep
	for _, t := range s.BulkTiers {
		step := catalog.Special{DiscountType: "percent", DiscountPercent: t.DiscountPercent}
		switch {
		case t.DiscountTargetPrice > 0:
			step = catalog.Special{DiscountType: "target_price", DiscountTargetPrice: t.DiscountTargetPrice}
		case t.DiscountDollarAmount > 0:
			step = catalog.Special{DiscountType: "dollar_amount", DiscountDollarAmount: t.DiscountDollarAmount}
		case gold && s.GoldDiscountPercent > 0:
			step.DiscountPercent = min(100, step.DiscountPercent+s.GoldDiscountPercent)
		}
		out = append(out, tierStep{minItems: t.MinItems, minMG: int64(t.MinGrams * 1000), s: step})
	}
	slices.SortStableFunc(out, func(a, b tierStep) int {
		return cmp.Or(cmp.Compare(a.minItems, b.minItems), cmp.Compare(a.minMG, b.minMG))
	})
	return out
}

// choice is an evaluated set of specials.
type choice struct {
	set   []int
	saved money.Cents
	ids   []int64 // the specials that took something off, ascending
}

// better reports whether a saves the shopper more than b, or as much with
// specials of lower ids.
func better(a, b choice) bool {
	if a.saved != b.saved {
		return a.saved > b.saved
	}
	return slices.Compare(a.ids, b.ids) < 0
}

func (e *engine) try(set []int) choice {
	ch := choice{set: slices.Clone(set), saved: e.eval(set)}
	for c, v := range e.st.used {
		if v > 0 {
			ch.ids = append(ch.ids, e.cands[c].s.ID)
		}
	}
	slices.Sort(ch.ids)
	return ch
}

// search finds the set of specials that saves the shopper most within the
// store's max_specials_per_cart, and reports whether the cap left out a
// special that would have saved something.
func (e *engine) search() (best choice, capHit bool) {
	// Candidates in ascending special id, so evaluation order is fixed.
	slices.SortStableFunc(e.cands, func(a, b candidate) int { return cmp.Compare(a.s.ID, b.s.ID) })
	var units, others []int
	best = choice{}
	keep := func(ch choice) {
		if better(ch, best) {
			best = ch
		}
	}
	consider := func(set []int) {
		slices.Sort(set)
		keep(e.try(set))
	}
	// Every special alone.
	for c := range e.cands {
		ch := e.try([]int{c})
		cd := &e.cands[c]
		cd.alone = ch.saved
		if cd.alone <= 0 {
			continue
		}
		keep(ch)
		if cd.kind == unitSpecial {
			units = append(units, c)
		} else {
			others = append(others, c)
		}
	}
	byAlone := func(a, b int) int {
		return cmp.Or(cmp.Compare(e.cands[b].alone, e.cands[a].alone), cmp.Compare(a, b))
	}
	slices.SortStableFunc(units, byAlone)
	slices.SortStableFunc(others, byAlone)
	wide := others[:min(len(others), searchWidth)]
	limit := e.cap
	if limit <= 0 {
		limit = len(e.cands)
	}
	// Every subset of the widest-saving others, with the product specials
	// (under a cap, those saving most alone) and without them.
	set := make([]int, 0, len(e.cands))
	for mask := range 1 << len(wide) {
		set = set[:0]
		for i, c := range wide {
			if mask&(1<<i) != 0 {
				set = append(set, c)
			}
		}
		if len(set) > limit {
			continue
		}
		if len(set) > 1 {
			consider(slices.Clone(set))
		}
		if n := min(len(units), limit-len(set)); n > 0 && (len(set) > 0 || n > 1) {
			consider(append(set, units[:n]...))
		}
	}
	capHit = e.cap > 0 && len(best.ids) >= e.cap && len(units)+len(others) > len(best.ids)
	return best, capHit
}
