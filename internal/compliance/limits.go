// Package compliance holds the purchase limits a store enforces on a cart:
// its cart limit policy (product rules that add up grams, THC milligrams or
// units, and equivalency rules that convert everything to grams of dried
// flower), with Illinois-style halving for non-residents. It does no I/O.
//
// Callers describe each cart line with a Line (LineOf builds one from a
// catalogue product), then ask Totals for the amount counted against each
// rule, Check whether a cart is within every limit, or CheckChange whether a
// change to a cart may go ahead: a bag already over a limit may shrink, but
// no change may add to a limit it ends over. docs/compliance.md explains the
// rules with worked examples.
package compliance

import (
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// The units of a rule's limit, and the measures of a product.
const (
	Grams      = "g"     // grams of product (of dried flower, for an equivalency rule)
	Ounces     = "oz"    // avoirdupois ounces of product; a limit unit only
	Milligrams = "mg"    // milligrams of THC
	Units      = "units" // packages, or seeds in a pack of seeds
)

const (
	// gramsPerOunce converts grams to an oz limit (the avoirdupois ounce).
	gramsPerOunce = 28.349523125
	// gramsPerFluidOunce weighs a US fluid ounce at 1 g per ml.
	gramsPerFluidOunce = 29.5735295625
	// defaultGrams is what one unit of flower, a pre-roll, a vape or an
	// extract sold each counts as when the menu does not give its weight.
	defaultGrams = 1.0
)

// Shopper is what is known of the person whose cart it is.
type Shopper struct {
	// Resident is nil when unknown, which counts as a resident.
	Resident *bool
}

// Line is one line of a cart, with the product facts the limits need.
type Line struct {
	// Name is the product's name, for messages.
	Name string
	Kind catalog.Kind
	// Subtype is the product's root subtype, e.g. "Infused" or "Drinks".
	Subtype string
	// Weight is the price id; a weight other than each weighs what it says.
	Weight catalog.Weight
	// Count is the number of units of Weight; below 1 counts nothing.
	Count int
	// NetWeightGrams is the weight of one package sold each, if known.
	NetWeightGrams *float64
	// THCMG is the THC milligrams in one package, if known (0 for a CBD product).
	THCMG *float64
	// QuantityValue and QuantityUnits (g, mg, oz, ml, fl_oz, seeds) give the
	// size of a package when it has no NetWeightGrams.
	QuantityValue *float64
	QuantityUnits string
}

// LineOf is count units of weight w of product p.
func LineOf(p *catalog.Product, w catalog.Weight, count int) Line {
	return Line{Name: p.Name, Kind: p.Kind, Subtype: p.RootSubtype, Weight: w, Count: count,
		NetWeightGrams: p.NetWeightGrams, THCMG: p.DosageMG, QuantityValue: p.QuantityValue, QuantityUnits: p.QuantityUnits}
}

// Total is how much of a cart one rule counts, against its limit.
type Total struct {
	// Group is the rule's product_group_name.
	Group string
	// Unit is the rule's limit_unit: g, oz, mg or units.
	Unit string
	// Amount is what the cart holds of the group, in Unit, to the microgram
	// (or millionth of a unit); never negative.
	Amount float64
	// Limit is the rule's limit_value, halved for a non-resident.
	Limit float64
	// NonResident says the limit was halved.
	NonResident bool
	// Unmeasured names the lines the rule counts but cannot measure,
	// because the menu lacks the product's weight or THC content; they are
	// not in Amount.
	Unmeasured []Unmeasured
}

// Unmeasured is a cart line a rule cannot measure.
type Unmeasured struct {
	Name  string
	Count int
	// Missing is what the rule needs and the product lacks: "weight" or "thc".
	Missing string
}

// Over reports whether the amount is above the limit.
func (t Total) Over() bool { return t.Amount > t.Limit }

// OK reports whether the rule allows the cart: not over, nothing unmeasured.
func (t Total) OK() bool { return !t.Over() && len(t.Unmeasured) == 0 }

func (t Total) unmeasuredCount() int {
	n := 0
	for _, u := range t.Unmeasured {
		n += u.Count
	}
	return n
}

// Halved reports whether the policy's limits are halved for the shopper:
// the store says residency matters and the shopper is known not to be a
// resident. Unknown residency gets the resident limits.
func Halved(c catalog.Compliance, s Shopper) bool {
	return c.ResidencyMatters && s.Resident != nil && !*s.Resident
}

// Totals is, for each rule of the policy in order, the amount of the cart it
// counts against its limit. A nil policy has no rules.
//
// A line counts against a rule when the rule's product_types name its kind
// ("edible") or its kind and subtype ("edible:Drinks", subtype in any case).
// When some rule of the policy names the line's kind and subtype, the line
// counts only against the rules that do: Washington's drinks count as liquid
// infused products, not also as solid ones under "edible". A line named
// equally specifically by several rules counts against each (Michigan's
// extracts count in both "All marihuana" and "Concentrate").
func Totals(p *catalog.CartLimitPolicy, c catalog.Compliance, s Shopper, lines []Line) []Total {
	if p == nil {
		return nil
	}
	halved := Halved(c, s)
	// best is, per line, the most specific match any rule makes.
	best := make([]int, len(lines))
	for i, l := range lines {
		for _, r := range p.Rules {
			best[i] = max(best[i], match(r.ProductTypes, l))
		}
	}
	out := make([]Total, len(p.Rules))
	for ri, r := range p.Rules {
		t := Total{Group: r.ProductGroupName, Unit: r.LimitUnit, Limit: r.LimitValue, NonResident: halved}
		if halved {
			t.Limit /= 2
		}
		sum := 0.0
		for i, l := range lines {
			if l.Count < 1 || best[i] == 0 || match(r.ProductTypes, l) != best[i] {
				continue
			}
			per, measure, ok := perUnit(r, l)
			if !ok {
				missing := "weight"
				if measure == Milligrams {
					missing = "thc"
				}
				t.Unmeasured = append(t.Unmeasured, Unmeasured{Name: l.Name, Count: l.Count, Missing: missing})
				continue
			}
			sum += per * float64(l.Count)
		}
		t.Amount = math.Round(sum*1e6) / 1e6
		out[ri] = t
	}
	return out
}

// perUnit is what one unit of l counts towards rule r in r's unit, and the
// measure it was taken in; ok is false when the product lacks that measure
// (or an equivalency rule has no equivalent for it).
func perUnit(r catalog.CartLimitRule, l Line) (per float64, measure string, ok bool) {
	if r.RuleType == "equivalency" {
		measure = MeasureOf(r, l)
		factor, found := lookup(r.Equivalents, l)
		if !found || !(factor >= 0) || math.IsInf(factor, 0) {
			return 0, measure, false
		}
		m, ok := Measure(l, measure)
		return m * factor, measure, ok
	}
	switch r.LimitUnit {
	case Ounces:
		g, ok := Measure(l, Grams)
		return g / gramsPerOunce, Grams, ok
	case Grams, Milligrams, Units:
		m, ok := Measure(l, r.LimitUnit)
		return m, r.LimitUnit, ok
	}
	return 0, r.LimitUnit, false
}

// MeasureOf is the measure an equivalency rule takes of l: the rule's
// measures entry for the line's kind:subtype or kind, else the kind's usual
// measure — grams for flower, pre-rolls, vapes and extracts, THC
// milligrams for edibles, tinctures and topicals, units for the rest.
func MeasureOf(r catalog.CartLimitRule, l Line) string {
	if m, ok := lookup(r.Measures, l); ok {
		return m
	}
	switch l.Kind {
	case catalog.Flower, catalog.PreRoll, catalog.Vape, catalog.Extract:
		return Grams
	case catalog.Edible, catalog.Tincture, catalog.Topical:
		return Milligrams
	}
	return Units
}

// Measure is how much one unit of l is in measure g, mg or units; ok is
// false when the product lacks it.
//
//   - g, grams of product: a weight other than each weighs its grams
//     (half_gram 0.5 … ounce 28); a package sold each weighs its
//     NetWeightGrams, else its quantity (g, mg, oz, and ml or fl_oz at 1 g
//     per ml); flower, a pre-roll, a vape or an extract with neither counts
//     1 g; anything else without a weight cannot be measured.
//   - mg, THC milligrams: THCMG; without it the product cannot be measured.
//   - units: 1 a package, or its QuantityValue when QuantityUnits is seeds.
func Measure(l Line, measure string) (amount float64, ok bool) {
	switch measure {
	case Grams:
		return grams(l)
	case Milligrams:
		if l.THCMG != nil && usable(*l.THCMG) {
			return *l.THCMG, true
		}
		return 0, false
	case Units:
		if l.QuantityUnits == "seeds" && l.QuantityValue != nil && usable(*l.QuantityValue) && *l.QuantityValue >= 1 {
			return *l.QuantityValue, true
		}
		return 1, true
	}
	return 0, false
}

func grams(l Line) (float64, bool) {
	if l.Weight != catalog.Each && l.Weight.Valid() {
		return float64(l.Weight.Milligrams()) / 1000, true
	}
	if l.NetWeightGrams != nil && usable(*l.NetWeightGrams) && *l.NetWeightGrams > 0 {
		return *l.NetWeightGrams, true
	}
	if l.QuantityValue != nil && usable(*l.QuantityValue) && *l.QuantityValue > 0 {
		v := *l.QuantityValue
		switch l.QuantityUnits {
		case "g", "ml":
			return v, true
		case "mg":
			return v / 1000, true
		case "oz":
			return v * gramsPerOunce, true
		case "fl_oz":
			return v * gramsPerFluidOunce, true
		}
	}
	switch l.Kind {
	case catalog.Flower, catalog.PreRoll, catalog.Vape, catalog.Extract:
		return defaultGrams, true
	}
	return 0, false
}

// usable reports whether a product figure can be counted: finite, not negative.
func usable(v float64) bool { return v >= 0 && !math.IsInf(v, 0) }

// match is 2 when types names l's kind and subtype, 1 when it names its
// kind, 0 when neither.
func match(types []string, l Line) int {
	best := 0
	for _, t := range types {
		kind, sub, hasSub := strings.Cut(strings.TrimSpace(t), ":")
		if !strings.EqualFold(kind, string(l.Kind)) {
			continue
		}
		if !hasSub {
			best = max(best, 1)
		} else if strings.EqualFold(strings.TrimSpace(sub), strings.TrimSpace(l.Subtype)) && l.Subtype != "" {
			return 2
		}
	}
	return best
}

// lookup finds l's entry in a map keyed by product type, the kind:subtype
// key before the kind's.
func lookup[V any](m map[string]V, l Line) (V, bool) {
	var kindValue V
	kindFound := false
	for _, k := range slices.Sorted(maps.Keys(m)) {
		switch match([]string{k}, l) {
		case 2:
			return m[k], true
		case 1:
			if !kindFound {
				kindValue, kindFound = m[k], true
			}
		}
	}
	return kindValue, kindFound
}

// Check returns nil when the cart is within every limit of the policy, else
// a problem.Invalid error for the first rule it breaks: its message names
// the limit, the amount and the unit, and its Data holds limit (the group
// name), amount, limit_value and unit.
func Check(p *catalog.CartLimitPolicy, c catalog.Compliance, s Shopper, lines []Line) error {
	for _, t := range Totals(p, c, s, lines) {
		if !t.OK() {
			return t.problem()
		}
	}
	return nil
}

// CheckChange says whether a cart may change from before to after. It
// returns nil when after is within every limit, and also when each rule
// that after breaks (over its limit, or unable to measure a line) counts no
// more after than before, in its unit and in unmeasured units: a bag over a
// limit, because the policy, the menu or the shopper's residency changed,
// may still lose units. Otherwise it returns Check's error for the first
// rule the change makes worse. While a rule cannot measure a line, nothing
// it counts may be added: the unmeasured product might fill the limit.
func CheckChange(p *catalog.CartLimitPolicy, c catalog.Compliance, s Shopper, before, after []Line) error {
	was := Totals(p, c, s, before)
	for i, t := range Totals(p, c, s, after) {
		if t.OK() {
			continue
		}
		if t.Amount > was[i].Amount || t.unmeasuredCount() > was[i].unmeasuredCount() {
			return t.problem()
		}
	}
	return nil
}

// problem is the error for a rule that does not allow the cart.
func (t Total) problem() *problem.Error {
	if len(t.Unmeasured) > 0 && !t.Over() {
		u := t.Unmeasured[0]
		name := u.Name
		if name == "" {
			name = "This product"
		}
		what := "its weight"
		if u.Missing == "thc" {
			what = "how much THC it holds"
		}
		return &problem.Error{Kind: problem.Invalid,
			Message: name + " can't be reserved online here: the menu doesn't give " + what + ", which the " + t.Group + " limit counts.",
			Details: problem.Details{Limit: t.Group, Product: u.Name, Missing: u.Missing, LimitValue: problem.Ptr(t.Limit), Unit: t.Unit}}
	}
	amount, limit := Format(t.Amount, t.Limit)
	who := "the limit is"
	if t.NonResident {
		who = "the limit for non-residents is"
	}
	a, _ := strconv.ParseFloat(amount, 64)
	return &problem.Error{Kind: problem.Invalid,
		Message: "This would put " + amount + " " + unitLabel(t.Unit, t.Amount) + " of " + t.Group + " in your bag; " +
			who + " " + limit + " " + unitLabel(t.Unit, t.Limit) + ".",
		Details: problem.Details{Limit: t.Group, Amount: problem.Ptr(a), LimitValue: problem.Ptr(t.Limit), Unit: t.Unit}}
}

// Format writes an amount and its limit with at most two decimals, trailing
// zeros trimmed; when an amount over its limit would read the same as the
// limit at two decimals it takes as many more (up to six) as tell them apart.
func Format(amount, limit float64) (string, string) {
	l := num(limit, 2)
	for d := 2; d <= 6; d++ {
		a := num(amount, d)
		if a != l || amount <= limit {
			return a, l
		}
	}
	return num(amount, 6), l
}

func num(v float64, decimals int) string {
	p := math.Pow10(decimals)
	return strconv.FormatFloat(math.Round(v*p)/p, 'f', -1, 64)
}

func unitLabel(unit string, v float64) string {
	switch unit {
	case Milligrams:
		return "mg THC"
	case Units:
		if v == 1 {
			return "unit"
		}
		return "units"
	}
	return unit
}
