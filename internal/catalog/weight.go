package catalog

import (
	"fmt"
	"strings"
)

// Weight is the price id of a menu product: the amount a price and a stock
// count are for. Products sold by weight have up to seven; everything else
// is sold Each.
type Weight string

// The weights, in ascending order.
const (
	HalfGram     Weight = "half_gram"
	Gram         Weight = "gram"
	TwoGram      Weight = "two_gram"
	EighthOunce  Weight = "eighth_ounce"
	QuarterOunce Weight = "quarter_ounce"
	HalfOunce    Weight = "half_ounce"
	Ounce        Weight = "ounce"
	Each         Weight = "each"
)

// Weights lists every weight in ascending order, Each last.
var Weights = []Weight{HalfGram, Gram, TwoGram, EighthOunce, QuarterOunce, HalfOunce, Ounce, Each}

var weightInfo = map[Weight]struct {
	label string
	mg    int64 // milligrams; 0 for Each
}{
	HalfGram: {"0.5g", 500}, Gram: {"1g", 1000}, TwoGram: {"2g", 2000}, EighthOunce: {"3.5g", 3500},
	QuarterOunce: {"7g", 7000}, HalfOunce: {"14g", 14000}, Ounce: {"28g", 28000}, Each: {"Each", 0},
}

// ParseWeight accepts a price id ("eighth_ounce") or its spaced form ("eighth ounce").
func ParseWeight(s string) (Weight, error) {
	w := Weight(strings.ReplaceAll(strings.TrimSpace(s), " ", "_"))
	if _, ok := weightInfo[w]; !ok {
		return "", fmt.Errorf("unknown weight %q: want one of half_gram, gram, two_gram, eighth_ounce, quarter_ounce, half_ounce, ounce, each", s)
	}
	return w, nil
}

// WeightNamed is the weight named b as it is stored (a price id): one of
// Weights, without a string of its own, or b's text for a name not known.
func WeightNamed(b []byte) Weight {
	for _, w := range Weights {
		if string(w) == string(b) {
			return w
		}
	}
	return Weight(b)
}

// Valid reports whether w is a known weight.
func (w Weight) Valid() bool { _, ok := weightInfo[w]; return ok }

// Label is the shopper-facing label, e.g. "3.5g" or "Each".
func (w Weight) Label() string { return weightInfo[w].label }

// Milligrams is the weight in milligrams, 0 for Each.
func (w Weight) Milligrams() int64 { return weightInfo[w].mg }

// Spaced is the form used in available_weights: "eighth ounce".
func (w Weight) Spaced() string { return strings.ReplaceAll(string(w), "_", " ") }

// Index orders weights ascending; unknown weights sort last.
func (w Weight) Index() int {
	for i, x := range Weights {
		if x == w {
			return i
		}
	}
	return len(Weights)
}
