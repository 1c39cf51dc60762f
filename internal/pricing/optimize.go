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
// 2^searchWidth sets at most); each of the others is tried alone, and the
// next extendWidth are added to the best set found, one at a time.
const searchWidth = 4

// extendWidth bounds the one-at-a-time pass: the extendWidth specials that
// save most alone after the searched ones.
const extendWidth = 8

// newEngine lays out a cart for the search: lines in a canonical order
// (product id, then weight from the smallest) so that the order they were added in never changes
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
		return cmp.Or(cmp.Compare(la.ProductID, lb.ProductID), cmp.Compare(la.PriceID.Index(), lb.PriceID.Index()),
			cmp.Compare(la.UnitPrice, lb.UnitPrice), cmp.Compare(la.Count, lb.Count))
	})
	e := &engine{}
	if in.Store != nil {
		e.cap = in.Store.MenuSettings.MaxSpecialsPerCart
	}
	for _, i := range order {
		l := in.Lines[i]
		e.lineStart = append(e.lineStart, len(e.units))
		e.lines = append(e.lines, l)
		var floor money.Cents
		if in.Store != nil && l.Menu != nil {
			floor = min(PriceFloor(in.Store, l.Menu.Product.Kind), l.UnitPrice)
		}
		for range max(l.Count, 0) {
			e.units = append(e.units, unit{line: len(e.lines) - 1, price: l.UnitPrice, floor: floor, mg: l.PriceID.Milligrams()})
		}
	}
	e.lineStart = append(e.lineStart, len(e.units))
	e.dearLines = make([]int, len(e.lines))
	for l := range e.dearLines {
		e.dearLines[l] = l
	}
	slices.SortStableFunc(e.dearLines, func(a, b int) int { return cmp.Compare(e.lines[b].UnitPrice, e.lines[a].UnitPrice) })
	e.cheapLines = slices.Clone(e.dearLines)
	slices.SortStableFunc(e.cheapLines, func(a, b int) int {
		return cmp.Or(cmp.Compare(e.lines[a].UnitPrice, e.lines[b].UnitPrice), cmp.Compare(a, b))
	})
	n := len(e.units)
	e.st = state{mark: make([]bool, n), owner: make([]int, n), lineOff: make([]money.Cents, n), ordOff: make([]money.Cents, n),
		stack: make([]bool, n), touched: make([]bool, n), bestOff: make([]money.Cents, len(e.lines)),
		bestCand: make([]int, len(e.lines))}
	if in.Store != nil {
		e.cands = make([]candidate, 0, len(in.Specials))
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
	flags := make([]bool, 3*len(e.lines))
	c := candidate{s: goldAdjusted(s, in.Shopper.Gold), kind: kind,
		covers: flags[:len(e.lines)], qual: flags[len(e.lines) : 2*len(e.lines)], disc: flags[2*len(e.lines):]}
	any := false
	for l, line := range e.lines {
		m := line.Menu
		if m == nil || line.UnitPrice <= 0 || !specials.AppliesTo(s, in.Store, m, line.PriceID) {
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
				c.unitOff[l] = line.UnitPrice - SpecialUnitPrice(c.s, line.UnitPrice, floor)
			}
		}
	case tierSpecial:
		c.tiers = tierSteps(c.s, in.Shopper.Gold)
		for i := range c.tiers {
			t := &c.tiers[i]
			t.off = make([]money.Cents, len(e.lines))
			for l := range e.lines {
				if u := e.lineStart[l]; c.covers[l] && u < e.lineStart[l+1] {
					t.off[l] = e.units[u].price - t.d.unitPrice(e.units[u].price, e.units[u].floor)
				}
			}
		}
	case bundleSpecial:
		disc := c.disc
		if !specials.DiscountsOthers(s) {
			disc = c.qual
		}
		c.qualLines = make([]int, 0, len(e.lines))
		c.discOrder = make([]int, 0, len(e.units))
		for l := range e.lines {
			if c.qual[l] {
				c.qualLines = append(c.qualLines, l)
			}
		}
		order := e.dearLines
		if s.Rules.Bundle.Cheapest() {
			order = e.cheapLines
		}
		for _, l := range order {
			for u := e.lineStart[l]; disc[l] && u < e.lineStart[l+1]; u++ {
				c.discOrder = append(c.discOrder, u)
			}
		}
		c.itemOff = make([]money.Cents, len(e.lines))
		for l := range e.lines {
			if u := e.lineStart[l]; (c.qual[l] || c.disc[l]) && u < e.lineStart[l+1] {
				c.itemOff[l] = e.units[u].price - SpecialUnitPrice(c.s, e.units[u].price, e.units[u].floor)
			}
		}
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
		return []tierStep{{minItems: need, d: discountOf(s)}}
	}
	out := make([]tierStep, 0, len(s.BulkTiers))
	for _, t := range s.BulkTiers {
		d := discount{typ: "percent", percent: t.DiscountPercent}
		switch {
		case t.DiscountTargetPrice > 0:
			d = discount{typ: "target_price", target: t.DiscountTargetPrice}
		case t.DiscountDollarAmount > 0:
			d = discount{typ: "dollar_amount", dollar: t.DiscountDollarAmount}
		case gold && s.GoldDiscountPercent > 0:
			d.percent = min(100, d.percent+s.GoldDiscountPercent)
		}
		out = append(out, tierStep{minItems: t.MinItems, minMG: int64(t.MinGrams * 1000), d: d})
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

// better reports whether saving saved with the specials ids (ascending) is
// better for the shopper than b: more saved, or as much with specials of
// lower ids.
func better(saved money.Cents, ids []int64, b *choice) bool {
	if saved != b.saved {
		return saved > b.saved
	}
	return b.set == nil || slices.Compare(ids, b.ids) < 0
}

// try evaluates set (ascending candidates) and keeps it in best when better.
func (e *engine) try(set []int, best *choice) money.Cents {
	saved := e.eval(set)
	ids := e.ids[:0]
	for c, v := range e.st.used { // candidates are in ascending id order
		if v > 0 {
			ids = append(ids, e.cands[c].s.ID)
		}
	}
	e.ids = ids
	if better(saved, ids, best) {
		*best = choice{set: slices.Clone(set), saved: saved, ids: slices.Clone(ids)}
	}
	return saved
}

// search finds the set of specials that saves the shopper most within the
// store's max_specials_per_cart, and reports whether the cap cost the
// shopper something: whether the best set without it saves more.
func (e *engine) search() (best choice, capHit bool) {
	// Candidates in ascending special id, so evaluation order is fixed.
	slices.SortStableFunc(e.cands, func(a, b candidate) int { return cmp.Compare(a.s.ID, b.s.ID) })
	units, others := e.singles(&best)
	e.combine(units, others, e.cap, &best)
	e.extend(others, e.cap, &best)
	if e.cap > 0 && len(best.ids) >= e.cap && len(units)+len(others) > len(best.ids) {
		free := best
		e.combine(units, others, 0, &free)
		e.extend(others, 0, &free)
		capHit = free.saved > best.saved
	}
	return best, capHit
}

// extend tries adding each of the next extendWidth others beyond the
// searched ones to the best set so far, one at a time in order of what they
// save alone, keeping each that helps; cap 0 is no cap.
func (e *engine) extend(others []int, cap int, best *choice) {
	for _, c := range others[min(len(others), searchWidth):min(len(others), searchWidth+extendWidth)] {
		if slices.Contains(best.set, c) || (cap > 0 && len(best.ids) >= cap) {
			continue
		}
		set := append(slices.Clone(best.set), c)
		slices.Sort(set)
		e.try(set, best)
	}
}

// singles tries every special alone, keeping the best in best, and answers
// those that save something: product specials and the others, each in
// order of what they save alone (most first, ties to the lower id).
func (e *engine) singles(best *choice) (units, others []int) {
	for c := range e.cands {
		cd := &e.cands[c]
		if cd.kind == unitSpecial {
			// A product special alone saves its unit saving on every unit it covers.
			for l, off := range cd.unitOff {
				cd.alone += off * money.Cents(e.lines[l].Count)
			}
			if cd.alone > 0 && better(cd.alone, []int64{cd.s.ID}, best) {
				*best = choice{set: []int{c}, saved: cd.alone, ids: []int64{cd.s.ID}}
			}
		} else {
			cd.alone = e.try([]int{c}, best)
		}
		switch {
		case cd.alone <= 0:
		case cd.kind == unitSpecial:
			units = append(units, c)
		default:
			others = append(others, c)
		}
	}
	byAlone := func(a, b int) int {
		return cmp.Or(cmp.Compare(e.cands[b].alone, e.cands[a].alone), cmp.Compare(a, b))
	}
	slices.SortStableFunc(units, byAlone)
	slices.SortStableFunc(others, byAlone)
	return units, others
}

// combine tries every subset of the searchWidth others that save most
// alone, with the product specials (under a cap, as many of those saving
// most alone as it leaves room for) and, when the subset has an
// order-level special (which product specials can block or shrink),
// without them; cap 0 is no cap.
func (e *engine) combine(units, others []int, cap int, best *choice) {
	wide := others[:min(len(others), searchWidth)]
	limit := cap
	if limit <= 0 {
		limit = len(e.cands)
	}
	set := make([]int, 0, len(e.cands))
	for mask := range 1 << len(wide) {
		set = set[:0]
		order := false
		for i, c := range wide {
			if mask&(1<<i) != 0 {
				set = append(set, c)
				order = order || e.cands[c].kind == orderSpecial
			}
		}
		if len(set) > limit {
			continue
		}
		slices.Sort(set)
		if len(set) > 1 && order {
			e.try(set, best)
		}
		if n := min(len(units), limit-len(set)); n > 0 && (len(set) > 0 || n > 1) {
			with := append(set, units[:n]...)
			slices.Sort(with)
			e.try(with, best)
		} else if len(set) > 1 && !order {
			e.try(set, best)
		}
	}
}
