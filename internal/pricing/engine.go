package pricing

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/specials"
)

// Shopper is who a cart is priced for: what decides which specials they may
// have.
type Shopper struct {
	// Segments are the shopper's user segment ids (spec section 5).
	Segments []int64
	// Groups are the user groups (seniors, veterans, students, medical) the
	// shopper has shown an identification document or flag for.
	Groups []string
	// GroupSpecialID is the group special the shopper chose
	// (user_group_special_id); a group special applies only when chosen.
	GroupSpecialID int64
	// PromoCode is the code the shopper entered; specials with a code apply
	// only when it matches, ignoring case.
	PromoCode string
	// Gold members get each special's gold_discount_percent on top.
	Gold bool
	// AppMode is the app the cart is in (default, kiosk, embedded, ...).
	AppMode string
}

// specialKind is how the engine applies a special.
type specialKind uint8

const (
	// unitSpecial: product specials, each covered unit on its own.
	unitSpecial specialKind = iota
	// tierSpecial: bulk and buy_x_and_save, every covered unit once the
	// covered units reach a threshold.
	tierSpecial
	// bundleSpecial: bundle and buy_x_get_y, qualifying units unlock
	// discounted ones.
	bundleSpecial
	// orderSpecial: cart_total, promo_code and group, on the amount left
	// after line discounts.
	orderSpecial
)

// kindOf says how a special applies, and false for specials that take
// nothing off the cart: cash back, unknown types, product specials without
// a discount.
func kindOf(s *catalog.Special) (specialKind, bool) {
	if s.CashBack {
		return 0, false
	}
	switch s.SpecialType {
	case "product":
		return unitSpecial, specials.LowersPrice(s)
	case "bulk", "buy_x_and_save":
		return tierSpecial, true
	case "bundle", "buy_x_get_y":
		return bundleSpecial, true
	case "cart_total", "promo_code", "group":
		return orderSpecial, true
	}
	return 0, false
}

// Eligible reports whether special s may apply to this shopper's cart at
// now, lines aside: it is live, visible to the shopper's segments, not
// excluded in the cart's app mode, its promo code (if any) was entered, and
// a group special was chosen by a shopper who belongs to its group.
func (sh *Shopper) Eligible(s *catalog.Special, now time.Time) bool {
	if !specials.Live(s, now) || !specials.VisibleTo(s, sh.Segments) || !specials.AllowedIn(s, sh.AppMode) {
		return false
	}
	if code := strings.TrimSpace(s.PromoCode); code != "" && !strings.EqualFold(strings.TrimSpace(sh.PromoCode), code) {
		return false
	}
	if s.SpecialType == "promo_code" && strings.TrimSpace(s.PromoCode) == "" {
		return false
	}
	if s.SpecialType == "group" {
		return sh.GroupSpecialID == s.ID && s.UserGroup != "" && containsFold(sh.Groups, s.UserGroup)
	}
	return true
}

func containsFold(list []string, v string) bool {
	return slices.ContainsFunc(list, func(x string) bool { return strings.EqualFold(x, v) })
}

// goldAdjusted is s as a gold member gets it: gold_discount_percent more on
// a percent discount (capped at 100).
func goldAdjusted(s *catalog.Special, gold bool) catalog.Special {
	eff := *s
	if gold && s.GoldDiscountPercent > 0 && s.DiscountType == "percent" {
		eff.DiscountPercent = min(100, s.DiscountPercent+s.GoldDiscountPercent)
	}
	return eff
}

// candidate is an eligible special that covers at least one line.
type candidate struct {
	s    catalog.Special // as this shopper gets it (gold applied)
	kind specialKind
	// covers, qual and disc are per canonical line: the special's rules
	// and weights admit the line; for bundles, the line is in the
	// qualifier and the discountable section.
	covers, qual, disc []bool
	// unitOff is, for unit specials, what one unit of each line saves.
	unitOff []money.Cents
	// tiers are a tier special's steps, each as a special with one discount.
	tiers []tierStep
	// alone is what the special saves when it is the only one applied.
	alone money.Cents
}

type tierStep struct {
	minItems int
	minMG    int64
	s        catalog.Special
}

// unit is one unit of a line.
type unit struct {
	line         int
	price, floor money.Cents
	mg           int64
}

// engine finds the best combination of specials for one cart.
type engine struct {
	lines []Line // canonical order
	units []unit
	cands []candidate
	cap   int
	st    state
}

// state is one evaluation of a set of specials.
type state struct {
	owner   []int         // per unit: the candidate holding it at line level, or -1
	lineOff []money.Cents // per unit: its line-level discount
	ordOff  []money.Cents // per unit: its order-level discounts
	stack   []bool        // per unit: every special on it is stackable
	touched []bool        // per unit: some special holds or discounts it
	bestOff []money.Cents // per line: the best unit-special saving in the set
	used    []money.Cents // per candidate: what it took off
	recs    []record
	rec     bool
	scratch []int
	offs    []money.Cents
}

// record is what one special did to one unit.
type record struct {
	cand, unit int
	amount     money.Cents
}

func (e *engine) reset() {
	s := &e.st
	for u := range e.units {
		s.owner[u], s.lineOff[u], s.ordOff[u], s.stack[u], s.touched[u] = -1, 0, 0, true, false
	}
	clear(s.used)
	clear(s.bestOff)
	s.recs = s.recs[:0]
}

func (e *engine) free(u int) bool { return e.st.owner[u] < 0 }

// claim gives unit u to candidate c at line level with discount off.
func (e *engine) claim(c, u int, off money.Cents) {
	s := &e.st
	s.owner[u], s.lineOff[u], s.touched[u] = c, off, true
	s.stack[u] = e.cands[c].s.Stackable
	s.used[c] += off
	if s.rec {
		s.recs = append(s.recs, record{c, u, off})
	}
}

// eval applies the candidates in set (ascending special id) and answers the
// total saved: tier and bundle specials claim their units first, in id
// order; unit specials then price every unclaimed unit (each unit the best
// of them); order-level specials last, in id order.
func (e *engine) eval(set []int) money.Cents {
	e.reset()
	st := &e.st
	for _, c := range set {
		if e.cands[c].kind != unitSpecial {
			continue
		}
		for l, off := range e.cands[c].unitOff {
			st.bestOff[l] = max(st.bestOff[l], off)
		}
	}
	for _, c := range set {
		switch e.cands[c].kind {
		case tierSpecial:
			e.applyTier(c)
		case bundleSpecial:
			e.applyBundle(c)
		}
	}
	for u, un := range e.units {
		if !e.free(u) || st.bestOff[un.line] == 0 {
			continue
		}
		for _, c := range set {
			if e.cands[c].kind == unitSpecial && e.cands[c].unitOff[un.line] == st.bestOff[un.line] {
				e.claim(c, u, st.bestOff[un.line])
				break
			}
		}
	}
	for _, c := range set {
		if e.cands[c].kind == orderSpecial {
			e.applyOrder(c)
		}
	}
	var saved money.Cents
	for _, v := range st.used {
		saved += v
	}
	return saved
}

func (e *engine) applyTier(c int) {
	cd := &e.cands[c]
	var items int
	var mg int64
	for u, un := range e.units {
		if e.free(u) && cd.covers[un.line] {
			items++
			mg += un.mg
		}
	}
	var step *tierStep
	for i := range cd.tiers {
		t := &cd.tiers[i]
		if items >= t.minItems && mg >= t.minMG && items > 0 {
			step = t // steps are in ascending order: the last reached wins
		}
	}
	if step == nil {
		return
	}
	var total money.Cents
	offs := e.st.offs[:0]
	for u, un := range e.units {
		off := money.Cents(0)
		if e.free(u) && cd.covers[un.line] {
			off = un.price - SpecialUnitPrice(&step.s, un.price, un.floor)
		}
		offs = append(offs, off)
		total += off
	}
	if total == 0 {
		return
	}
	for u, un := range e.units {
		if e.free(u) && cd.covers[un.line] {
			e.claim(c, u, offs[u])
		}
	}
}

func (e *engine) applyBundle(c int) {
	cd := &e.cands[c]
	set := cd.s.Rules.Bundle
	if set == nil {
		set = &catalog.BundleSettings{}
	}
	need := max(set.ThresholdNumberOfItemsInCart, 1)
	separate := cd.s.Rules.Discountable != nil || cd.s.SpecialType == "buy_x_get_y"
	most := set.MaxNumberOfDiscountedProducts
	switch {
	case most <= 0 && separate:
		most = 1
	case most <= 0 || (!separate && most > need):
		most = need
	}
	// Qualifiers: units in the discountable section last (they are worth
	// more discounted), then those that would save least under a unit
	// special, then the cheapest. Discounted units: the dearest first.
	qual := e.sortedUnits(cd.qual, func(a, b int) int {
		ua, ub := e.units[a], e.units[b]
		return cmp.Or(cmp.Compare(b2i(cd.disc[ua.line]), b2i(cd.disc[ub.line])),
			cmp.Compare(e.st.bestOff[ua.line], e.st.bestOff[ub.line]), cmp.Compare(ua.price, ub.price), cmp.Compare(a, b))
	})
	// Without a discountable section every unit may be either, so the
	// discounted units come from the dearest and the rest of the bundle from
	// the units that lose least.
	disc := e.sortedUnits(cd.disc, e.dearestFirst)
	if !separate {
		disc = e.sortedUnits(cd.qual, e.dearestFirst)
	}
	taken := map[int]bool{}
	for {
		var q, d []int
		if separate {
			q = e.take(qual, need, taken)
			if len(q) < need {
				return
			}
			for _, u := range q {
				taken[u] = true
			}
			d = e.take(disc, most, taken)
			for _, u := range q {
				delete(taken, u)
			}
		} else {
			d = e.take(disc, most, taken)
			for _, u := range d {
				taken[u] = true
			}
			q = e.take(qual, need-len(d), taken)
			for _, u := range d {
				delete(taken, u)
			}
			if len(d)+len(q) < need {
				return
			}
		}
		if len(d) == 0 {
			return
		}
		offs := e.bundleOffs(cd, d, set)
		var total money.Cents
		for _, off := range offs {
			total += off
		}
		if total == 0 {
			return
		}
		for _, u := range q {
			e.claim(c, u, 0)
			taken[u] = true
		}
		for i, u := range d {
			e.claim(c, u, offs[i])
			taken[u] = true
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (e *engine) dearestFirst(a, b int) int {
	return cmp.Or(cmp.Compare(e.units[b].price, e.units[a].price), cmp.Compare(a, b))
}

// sortedUnits lists the free units of the lines marked in lines, in order.
func (e *engine) sortedUnits(lines []bool, order func(a, b int) int) []int {
	var out []int
	for u, un := range e.units {
		if e.free(u) && lines[un.line] {
			out = append(out, u)
		}
	}
	slices.SortFunc(out, order)
	return out
}

// take answers the first n units of list that are still free and not taken.
func (e *engine) take(list []int, n int, taken map[int]bool) []int {
	var out []int
	for _, u := range list {
		if len(out) == n {
			break
		}
		if e.free(u) && !taken[u] {
			out = append(out, u)
		}
	}
	return out
}

// bundleOffs is the discount of each discounted unit of one bundle.
func (e *engine) bundleOffs(cd *candidate, d []int, set *catalog.BundleSettings) []money.Cents {
	offs := make([]money.Cents, len(d))
	if set.DiscountApplicationMethod != "per_bundle" {
		for i, u := range d {
			un := e.units[u]
			offs[i] = un.price - SpecialUnitPrice(&cd.s, un.price, un.floor)
		}
		return offs
	}
	prices, floors := make([]money.Cents, len(d)), make([]money.Cents, len(d))
	for i, u := range d {
		prices[i], floors[i] = e.units[u].price, e.units[u].floor
	}
	return Distribute(amountOff(&cd.s, sum(prices)), prices, floors, set.DiscountDistribution == "cheapest_first")
}

// amountOff is what a special takes off an amount as a whole: its
// percentage (rounded half away from zero), its dollar amount, or the part
// above its target price; never more than the amount.
func amountOff(s *catalog.Special, base money.Cents) money.Cents {
	var off money.Cents
	switch s.DiscountType {
	case "percent":
		off = percentRate(s.DiscountPercent).Of(base)
	case "dollar_amount":
		off = s.DiscountDollarAmount
	case "target_price":
		off = base - s.DiscountTargetPrice
	}
	return min(max(off, 0), base)
}

func sum(list []money.Cents) money.Cents {
	var t money.Cents
	for _, v := range list {
		t += v
	}
	return t
}

func (e *engine) applyOrder(c int) {
	cd := &e.cands[c]
	st := &e.st
	units := st.scratch[:0]
	var base money.Cents
	for u, un := range e.units {
		if cd.covers[un.line] && (!st.touched[u] || (cd.s.Stackable && st.stack[u])) {
			units = append(units, u)
			base += un.price - st.lineOff[u] - st.ordOff[u]
		}
	}
	st.scratch = units
	if base <= 0 || base < cd.s.MinimumSubtotal {
		return
	}
	off := amountOff(&cd.s, base)
	if off == 0 {
		return
	}
	prices, floors := make([]money.Cents, len(units)), make([]money.Cents, len(units))
	for i, u := range units {
		prices[i] = e.units[u].price - st.lineOff[u] - st.ordOff[u]
		floors[i] = e.units[u].floor
	}
	for i, amount := range Distribute(off, prices, floors, false) {
		u := units[i]
		st.ordOff[u] += amount
		st.touched[u] = true
		st.stack[u] = st.stack[u] && cd.s.Stackable
		st.used[c] += amount
		if st.rec && amount > 0 {
			st.recs = append(st.recs, record{c, u, amount})
		}
	}
}

// Distribute splits a discount over items with the given prices so that no
// item goes below its floor, and answers each item's share. Evenly, each
// gets total × price / Σprice rounded down, and the cents left go one each
// to the items with the largest remainders (ties to the earlier item);
// cheapest first, the cheapest item takes all it can, then the next. A
// share an item's floor refuses passes to the next items with room; what no
// item has room for is not given.
func Distribute(total money.Cents, prices, floors []money.Cents, cheapestFirst bool) []money.Cents {
	out := make([]money.Cents, len(prices))
	room := make([]money.Cents, len(prices))
	var all, sumPrice money.Cents
	for i := range prices {
		room[i] = max(prices[i]-floors[i], 0)
		all += room[i]
		sumPrice += prices[i]
	}
	if total >= all {
		return room
	}
	left := total
	if !cheapestFirst && sumPrice > 0 {
		type rem struct {
			i int
			r int64
		}
		rems := make([]rem, len(prices))
		for i, p := range prices {
			share := int64(total) * int64(p)
			out[i] = money.Cents(share / int64(sumPrice))
			rems[i] = rem{i, share % int64(sumPrice)}
			left -= out[i]
		}
		slices.SortStableFunc(rems, func(a, b rem) int { return cmp.Compare(b.r, a.r) })
		for _, r := range rems {
			if left == 0 {
				break
			}
			out[r.i]++
			left--
		}
		for i := range out {
			if out[i] > room[i] {
				left += out[i] - room[i]
				out[i] = room[i]
			}
		}
	}
	order := make([]int, len(prices))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(prices[a], prices[b]) })
	for _, i := range order {
		give := min(left, room[i]-out[i])
		out[i] += give
		left -= give
	}
	return out
}
