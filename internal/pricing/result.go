package pricing

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/specials"
)

// BundleProgress is how far a cart is towards a bundle special (spec
// section 4's qualifying status): not_qualified while it lacks qualifying
// units, qualified once it has them but nothing to discount, applied when
// the bundle takes something off.
type BundleProgress struct {
	SpecialID int64
	Status    BundleStatus
	// Threshold is the qualifying units one bundle needs; Qualifying and
	// Discountable count the cart's units in each section.
	Threshold, Qualifying, Discountable int
	// QualifyingProducts and DiscountedProducts are the product ids of the
	// cart's units in each role, ascending, once each.
	QualifyingProducts, DiscountedProducts []int64
}

// BundleThreshold is the qualifying units one bundle of special s needs,
// as BundleProgress reports it: threshold_number_of_items_in_cart, 1 when
// unset. It is what a cart without any of the bundle's products is short of.
func BundleThreshold(s *catalog.Special) int {
	need, _ := bundleCounts(s)
	return need
}

// BundleStatus is how far a cart is towards a bundle special.
type BundleStatus string

// Bundle statuses.
const (
	NotQualified BundleStatus = "not_qualified"
	Qualified    BundleStatus = "qualified"
	Applied      BundleStatus = "applied"
)

// BundleStatuses are the bundle statuses, the furthest last.
var BundleStatuses = []BundleStatus{NotQualified, Qualified, Applied}

// applyBest searches for the best set of specials, applies it, and fills
// the lines, discounts, cash back and bundle progress of t. order maps the
// engine's lines back to the input's.
func (e *engine) applyBest(t *Totals, in *Input, order []int) {
	best, hit := e.search()
	t.MaxSpecialsHit = hit
	e.st.rec = true
	e.eval(best.set)

	lines := make([]LineTotal, len(e.lines))
	for l, line := range e.lines {
		lines[l] = LineTotal{Line: line}
	}
	type key struct{ cand, line int }
	parts := map[key]*LineDiscount{}
	applied := map[int]*AppliedSpecial{}
	for _, r := range e.st.recs {
		l := e.units[r.unit].line
		p := parts[key{r.cand, l}]
		if p == nil {
			p = &LineDiscount{SpecialID: e.cands[r.cand].s.ID}
			parts[key{r.cand, l}] = p
		}
		p.Units++
		p.Amount += r.amount
		if r.amount > 0 {
			p.Discounted++
		}
	}
	for k, p := range parts {
		cd := &e.cands[k.cand]
		lt := &lines[k.line]
		lt.Discounts = append(lt.Discounts, *p)
		lt.Discount += p.Amount
		if applied[k.cand] == nil {
			applied[k.cand] = &AppliedSpecial{SpecialID: cd.s.ID, Title: cd.s.Title, SpecialType: cd.s.SpecialType,
				Category: category(cd.s, cd.kind)}
		}
		a := applied[k.cand]
		a.Amount += p.Amount
		a.Lines = append(a.Lines, AppliedLine{ProductID: lt.ProductID, PriceID: lt.PriceID, Units: p.Units, Amount: p.Amount})
	}
	for l := range lines {
		lt := &lines[l]
		slices.SortFunc(lt.Discounts, func(a, b LineDiscount) int { return cmp.Compare(a.SpecialID, b.SpecialID) })
		lt.Total = lt.UnitPrice*money.Cents(lt.Count) - lt.Discount
		lineSpecial(e, lt, l)
	}
	for _, a := range applied {
		if a.Amount == 0 {
			continue // a bundle's qualifying units alone
		}
		slices.SortFunc(a.Lines, func(x, y AppliedLine) int {
			return cmp.Or(cmp.Compare(x.ProductID, y.ProductID), cmp.Compare(x.PriceID, y.PriceID))
		})
		t.Applied = append(t.Applied, *a)
		switch a.Category {
		case "brand":
			t.BrandDiscounts += a.Amount
		case "group":
			t.GroupDiscounts += a.Amount
		case "cart":
			t.CartDiscount += a.Amount
			if t.CartDiscountSpecialID == 0 || a.SpecialID < t.CartDiscountSpecialID {
				t.CartDiscountSpecialID = a.SpecialID
			}
		default:
			t.ProductDiscounts += a.Amount
		}
		t.AllDiscounts += a.Amount
	}
	slices.SortFunc(t.Applied, func(a, b AppliedSpecial) int { return cmp.Compare(a.SpecialID, b.SpecialID) })
	t.Lines = make([]LineTotal, len(lines))
	for l, i := range order {
		t.Lines[i] = lines[l]
	}
	t.CashBack = cashBack(in, t.Lines)
	t.Bundles = e.bundles(applied)
}

// category is where a special's amount is counted in the totals.
func category(s *catalog.Special, kind specialKind) string {
	switch {
	case s.SpecialType == "group":
		return "group"
	case kind == orderSpecial:
		return "cart"
	case s.ProductBrandID != 0:
		return "brand"
	}
	return "product"
}

// lineSpecial names the line-level special holding most of line l's units.
func lineSpecial(e *engine, lt *LineTotal, l int) {
	held := map[int]int{}
	for _, r := range e.st.recs {
		if e.units[r.unit].line == l && e.cands[r.cand].kind != orderSpecial {
			held[r.cand]++
		}
	}
	best := -1
	for c, n := range held {
		if best < 0 || n > held[best] || (n == held[best] && e.cands[c].s.ID < e.cands[best].s.ID) {
			best = c
		}
	}
	if best >= 0 {
		lt.SpecialID = e.cands[best].s.ID
	}
}

// cashBack works out each live cash-back brand special the shopper may see
// on the lines it covers: its percentage of what those lines cost after
// every discount, rounded half away from zero. Dollar-amount cash back is
// its amount once per covered unit, never more than the lines cost.
func cashBack(in *Input, lines []LineTotal) []CashBack {
	out := []CashBack{}
	if in.Store == nil {
		return out
	}
	for i := range in.Specials {
		s := &in.Specials[i]
		if !s.CashBack || !in.Shopper.Eligible(s, in.Now) {
			continue
		}
		eff := goldAdjusted(s, in.Shopper.Gold)
		var base money.Cents
		units := 0
		for _, lt := range lines {
			if lt.Menu != nil && lt.UnitPrice > 0 && specials.AppliesTo(s, in.Store, lt.Menu, lt.PriceID) {
				base += lt.Total
				units += lt.Count
			}
		}
		var amount money.Cents
		switch eff.DiscountType {
		case "percent":
			amount = percentRate(eff.DiscountPercent).Of(base)
		case "dollar_amount":
			amount = min(eff.DiscountDollarAmount*money.Cents(units), base)
		}
		if amount > 0 {
			label := s.DiscountLabel
			if eff != s { // a gold member's rate
				label = strconv.FormatFloat(eff.DiscountPercent, 'f', -1, 64) + "% back · Gold"
			}
			out = append(out, CashBack{SpecialID: s.ID, Title: s.Title, Label: label, Amount: amount})
		}
	}
	slices.SortFunc(out, func(a, b CashBack) int { return cmp.Compare(a.SpecialID, b.SpecialID) })
	return out
}

// bundles reports each bundle candidate's progress; applied maps the
// candidates that held units in the chosen set.
func (e *engine) bundles(applied map[int]*AppliedSpecial) []BundleProgress {
	var out []BundleProgress
	for c := range e.cands {
		cd := &e.cands[c]
		if cd.kind != bundleSpecial {
			continue
		}
		need, _ := bundleCounts(cd.s)
		p := BundleProgress{SpecialID: cd.s.ID, Threshold: need, Status: NotQualified}
		separate := specials.DiscountsOthers(cd.s)
		for l, line := range e.lines {
			if cd.qual[l] {
				p.Qualifying += line.Count
				p.QualifyingProducts = appendOnce(p.QualifyingProducts, line.ProductID)
			}
			if separate && cd.disc[l] {
				p.Discountable += line.Count
			}
		}
		for _, r := range e.st.recs {
			if r.cand == c && r.amount > 0 {
				p.DiscountedProducts = appendOnce(p.DiscountedProducts, e.lines[e.units[r.unit].line].ProductID)
			}
		}
		switch {
		case applied[c] != nil && applied[c].Amount > 0:
			p.Status = Applied
		case p.Qualifying >= p.Threshold:
			p.Status = Qualified
		}
		slices.Sort(p.QualifyingProducts)
		slices.Sort(p.DiscountedProducts)
		out = append(out, p)
	}
	return out
}

func appendOnce(list []int64, id int64) []int64 {
	if slices.Contains(list, id) {
		return list
	}
	return append(list, id)
}
