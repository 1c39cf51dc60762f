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
// a percent discount (capped at 100). It answers s itself when nothing changes.
func goldAdjusted(s *catalog.Special, gold bool) *catalog.Special {
	if !gold || s.GoldDiscountPercent <= 0 || s.DiscountType != "percent" {
		return s
	}
	eff := *s
	eff.DiscountPercent = min(100, s.DiscountPercent+s.GoldDiscountPercent)
	return &eff
}

// candidate is an eligible special that covers at least one line.
type candidate struct {
	s    *catalog.Special // as this shopper gets it (gold applied)
	kind specialKind
	// covers, qual and disc are per canonical line: the special's rules
	// and weights admit the line; for bundles, the line is in the
	// qualifier and the discountable section.
	covers, qual, disc []bool
	// unitOff is, for unit specials, what one unit of each line saves.
	unitOff []money.Cents
	// tiers are a tier special's steps, each as a special with one discount.
	tiers []tierStep
	// discOrder lists a bundle's units that may be discounted in the order
	// it discounts them: dearest first, or cheapest first for a bundle of
	// discounted_units cheapest (ties to the earlier unit either way);
	// qualLines its qualifying lines; itemOff what its discount takes off
	// one unit of each line (per_item bundles).
	discOrder []int
	qualLines []int
	itemOff   []money.Cents
	// orders caches the qualifying units in qualifier order for each set of
	// unit-special savings (bestOff) met so far.
	orders []lineOrder
	// alone is what the special saves when it is the only one applied.
	alone money.Cents
}

type tierStep struct {
	minItems int
	minMG    int64
	d        discount
	// off is what the step takes off one unit of each line.
	off []money.Cents
}

// lineOrder is a bundle's qualifying units in qualifier order under one
// set of unit-special savings.
type lineOrder struct {
	bestOff []money.Cents
	units   []int
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
	// lineStart[l] is the index of line l's first unit; lineStart[len(lines)] = len(units).
	lineStart []int
	// dearLines are the lines, dearest unit price first, and cheapLines
	// cheapest first (ties in line order in both).
	dearLines, cheapLines []int
	cands                 []candidate
	cap                   int
	st                    state
	ids                   []int64 // scratch for try
}

// state is one evaluation of a set of specials.
type state struct {
	owner    []int         // per unit: the candidate holding it at line level, or -1
	lineOff  []money.Cents // per unit: its line-level discount
	ordOff   []money.Cents // per unit: its order-level discounts
	stack    []bool        // per unit: every special on it is stackable
	touched  []bool        // per unit: some special holds or discounts it
	bestOff  []money.Cents // per line: the best unit-special saving in the set
	bestCand []int         // per line: the unit special giving it
	used     []money.Cents // per candidate: what it took off
	recs     []record
	rec      bool
	// Scratch space, reused so an evaluation allocates nothing.
	scratch         []int
	offs            []money.Cents
	mark            []bool // per unit: picked for the bundle being formed
	picked, picked2 []int
	prices, floors  []money.Cents
	dist            distScratch
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
	for _, c := range set { // ascending id: a tie keeps the lower id
		if e.cands[c].kind != unitSpecial {
			continue
		}
		for l, off := range e.cands[c].unitOff {
			if off > st.bestOff[l] {
				st.bestOff[l], st.bestCand[l] = off, c
			}
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
		if e.free(u) && st.bestOff[un.line] > 0 {
			e.claim(st.bestCand[un.line], u, st.bestOff[un.line])
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
	for u, un := range e.units {
		if e.free(u) && cd.covers[un.line] {
			total += step.off[un.line]
		}
	}
	if total == 0 {
		return
	}
	for u, un := range e.units {
		if e.free(u) && cd.covers[un.line] {
			e.claim(c, u, step.off[un.line])
		}
	}
}

func (e *engine) applyBundle(c int) {
	cd := &e.cands[c]
	st := &e.st
	set := cd.s.Rules.Bundle
	if set == nil {
		set = &catalog.BundleSettings{}
	}
	need, most := bundleCounts(cd.s)
	separate := specials.DiscountsOthers(cd.s)
	// Qualifiers come from the lines in this order: those outside the
	// discountable section first (their units are worth more discounted),
	// then those a unit special would save least on, then the cheapest.
	quals := e.qualifierOrder(cd)
	// Both lists are in a fixed order and a unit passed over is held or
	// about to be, so each pick goes on from where the last one stopped.
	qi, di := 0, 0
	for {
		// Without a discountable section every unit may be either: the
		// discounted units come first (the dearest, or the cheapest), the
		// rest of the bundle from the qualifier order. With one, the
		// qualifiers are chosen first.
		var q, d []int
		if separate {
			q, qi = e.pick(quals, qi, need, st.picked[:0])
			d, di = e.pick(cd.discOrder, di, most, st.picked2[:0])
		} else {
			d, di = e.pick(cd.discOrder, di, most, st.picked2[:0])
			q, qi = e.pick(quals, qi, need-len(d), st.picked[:0])
		}
		st.picked, st.picked2 = q, d
		if len(d) == 0 || len(q)+len(d) < need || (separate && len(q) < need) {
			e.unmark(q)
			e.unmark(d)
			return
		}
		offs := e.bundleOffs(cd, d, set)
		total := sum(offs)
		e.unmark(q)
		e.unmark(d)
		if total == 0 {
			return
		}
		for _, u := range q {
			e.claim(c, u, 0)
		}
		for i, u := range d {
			e.claim(c, u, offs[i])
		}
	}
}

// qualifierOrder answers the bundle's qualifying units in qualifier order
// under the current unit-special savings: by line, those outside the
// discountable section first (their units are worth more discounted), then
// those a unit special would save least on, then the cheapest (the dearest
// for a bundle that discounts its cheapest units, so that the qualifiers
// are the units it leaves at full price). It sorts once per set of savings.
func (e *engine) qualifierOrder(cd *candidate) []int {
	for _, o := range cd.orders {
		if slices.Equal(o.bestOff, e.st.bestOff) {
			return o.units
		}
	}
	bestOff := slices.Clone(e.st.bestOff)
	lines := slices.Clone(cd.qualLines)
	byPrice := cmp.Compare[money.Cents]
	if cd.s.Rules.Bundle.Cheapest() {
		byPrice = func(a, b money.Cents) int { return cmp.Compare(b, a) }
	}
	slices.SortStableFunc(lines, func(a, b int) int {
		return cmp.Or(cmp.Compare(b2i(cd.disc[a]), b2i(cd.disc[b])), cmp.Compare(bestOff[a], bestOff[b]),
			byPrice(e.lines[a].UnitPrice, e.lines[b].UnitPrice))
	})
	units := make([]int, 0, len(e.units))
	for _, l := range lines {
		for u := e.lineStart[l]; u < e.lineStart[l+1]; u++ {
			units = append(units, u)
		}
	}
	cd.orders = append(cd.orders, lineOrder{bestOff: bestOff, units: units})
	return units
}

// bundleCounts are the qualifying units one bundle needs (1 when unset)
// and the most units it discounts: by default 1 when it discounts other
// units than its qualifiers, else all of them, and never more than the
// bundle when it discounts its own.
func bundleCounts(s *catalog.Special) (need, most int) {
	var set catalog.BundleSettings
	if s.Rules.Bundle != nil {
		set = *s.Rules.Bundle
	}
	need, most = max(set.ThresholdNumberOfItemsInCart, 1), set.MaxNumberOfDiscountedProducts
	separate := specials.DiscountsOthers(s)
	switch {
	case most <= 0 && separate:
		most = 1
	case most <= 0 || (!separate && most > need):
		most = need
	}
	return need, most
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pick marks and appends to out the first n free, unmarked units of list
// from position i on, and answers where it stopped.
func (e *engine) pick(list []int, i, n int, out []int) ([]int, int) {
	for ; i < len(list) && len(out) < n; i++ {
		if u := list[i]; e.free(u) && !e.st.mark[u] {
			e.st.mark[u] = true
			out = append(out, u)
		}
	}
	return out, i
}

func (e *engine) unmark(units []int) {
	for _, u := range units {
		e.st.mark[u] = false
	}
}

// bundleOffs is the discount of each discounted unit of one bundle.
func (e *engine) bundleOffs(cd *candidate, d []int, set *catalog.BundleSettings) []money.Cents {
	st := &e.st
	offs := st.offs[:0]
	if set.DiscountApplicationMethod != "per_bundle" {
		for _, u := range d {
			offs = append(offs, cd.itemOff[e.units[u].line])
		}
		st.offs = offs
		return offs
	}
	prices, floors := st.prices[:0], st.floors[:0]
	for _, u := range d {
		prices, floors = append(prices, e.units[u].price), append(floors, e.units[u].floor)
	}
	st.prices, st.floors = prices, floors
	st.offs = st.dist.distribute(amountOff(cd.s, sum(prices)), prices, floors, set.DiscountDistribution == "cheapest_first", offs)
	return st.offs
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
	off := amountOff(cd.s, base)
	if off == 0 {
		return
	}
	prices, floors := st.prices[:0], st.floors[:0]
	for _, u := range units {
		prices = append(prices, e.units[u].price-st.lineOff[u]-st.ordOff[u])
		floors = append(floors, e.units[u].floor)
	}
	st.prices, st.floors = prices, floors
	st.offs = st.dist.distribute(off, prices, floors, false, st.offs)
	for i, amount := range st.offs {
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

// distScratch is distribute's working space, kept between calls.
type distScratch struct {
	room  []money.Cents
	rems  []remainder
	order []int
}

type remainder struct {
	i int
	r int64
}

// distribute splits a discount over items with the given prices so that no
// item goes below its floor, writing each item's share into out's storage.
// Evenly, each gets total × price / Σprice rounded down, and the cents left
// go one each to the items with the largest remainders (ties to the earlier
// item); cheapest first, the cheapest item takes all it can, then the next.
// A share an item's floor refuses passes to the next items with room,
// cheapest first; what no item has room for is not given.
func (d *distScratch) distribute(total money.Cents, prices, floors []money.Cents, cheapestFirst bool, out []money.Cents) []money.Cents {
	n := len(prices)
	out = slices.Grow(out[:0], n)[:n]
	clear(out)
	d.room = slices.Grow(d.room[:0], n)[:n]
	var all, sumPrice money.Cents
	for i := range prices {
		d.room[i] = max(prices[i]-floors[i], 0)
		all += d.room[i]
		sumPrice += prices[i]
	}
	if total >= all {
		return append(out[:0], d.room...)
	}
	left := total
	if !cheapestFirst && sumPrice > 0 {
		d.rems = d.rems[:0]
		for i, p := range prices {
			share := int64(total) * int64(p)
			out[i] = money.Cents(share / int64(sumPrice))
			d.rems = append(d.rems, remainder{i, share % int64(sumPrice)})
			left -= out[i]
		}
		if left > 0 { // largest remainder first, ties to the earlier item
			slices.SortFunc(d.rems, func(a, b remainder) int { return cmp.Or(cmp.Compare(b.r, a.r), cmp.Compare(a.i, b.i)) })
		}
		for _, r := range d.rems {
			if left == 0 {
				break
			}
			out[r.i]++
			left--
		}
		for i := range out {
			if out[i] > d.room[i] {
				left += out[i] - d.room[i]
				out[i] = d.room[i]
			}
		}
	}
	if left == 0 {
		return out
	}
	d.order = d.order[:0]
	for i := range n {
		d.order = append(d.order, i)
	}
	for i := 1; i < len(d.order); i++ { // cheapest first, stable
		for j := i; j > 0 && prices[d.order[j]] < prices[d.order[j-1]]; j-- {
			d.order[j], d.order[j-1] = d.order[j-1], d.order[j]
		}
	}
	for _, i := range d.order {
		give := min(left, d.room[i]-out[i])
		out[i] += give
		left -= give
	}
	return out
}
