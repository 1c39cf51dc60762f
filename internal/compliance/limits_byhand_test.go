package compliance

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/problem"
)

// The demo stores' policies (internal/demo/stores.go), built again from the
// same numbers; TestPoliciesAreTheDemoStores keeps the two the same.
var (
	california = &catalog.CartLimitPolicy{ID: 1, Name: "California adult-use daily limit", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Non-concentrated cannabis", LimitValue: 28.5, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Concentrated cannabis", LimitValue: 8, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape", "pre-roll:Infused"}},
	}}
	colorado = &catalog.CartLimitPolicy{ID: 2, Name: "Colorado one-ounce equivalency", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Flower equivalent", LimitValue: 28, LimitUnit: "g", RuleType: "equivalency",
			ProductTypes: []string{"flower", "pre-roll", "extract", "vape", "edible", "tincture"},
			Equivalents:  map[string]float64{"flower": 1, "pre-roll": 1, "extract": 3.5, "vape": 3.5, "edible": 0.035, "tincture": 0.035}},
	}}
	michigan = &catalog.CartLimitPolicy{ID: 3, Name: "Michigan 2.5 oz per transaction", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "All marihuana", LimitValue: 70.87, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll", "extract", "vape"}},
		{ProductGroupName: "Concentrate", LimitValue: 15, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
	}}
	washington = &catalog.CartLimitPolicy{ID: 4, Name: "Washington per-form limits", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Useable cannabis", LimitValue: 28.35, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Solid infused products", LimitValue: 453.6, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"edible"}},
		{ProductGroupName: "Liquid infused products", LimitValue: 2041.2, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"tincture", "edible:Drinks"}},
		{ProductGroupName: "Concentrate", LimitValue: 7, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
	}}
	massachusetts = &catalog.CartLimitPolicy{ID: 5, Name: "Massachusetts one-ounce equivalency", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Flower equivalent", LimitValue: 28.35, LimitUnit: "g", RuleType: "equivalency",
			ProductTypes: []string{"flower", "pre-roll", "extract", "vape", "edible", "tincture"},
			Equivalents:  map[string]float64{"flower": 1, "pre-roll": 1, "extract": 5.67, "vape": 5.67, "edible": 0.0567, "tincture": 0.0567}},
	}}
	illinois = &catalog.CartLimitPolicy{ID: 6, Name: "Illinois resident limits", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Cannabis flower", LimitValue: 30, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Cannabis concentrate", LimitValue: 5, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
		{ProductGroupName: "Cannabis-infused products", LimitValue: 500, LimitUnit: "mg", RuleType: "product", ProductTypes: []string{"edible", "tincture"}},
	}}
	newYork = &catalog.CartLimitPolicy{ID: 7, Name: "New York daily limits", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Cannabis flower", LimitValue: 85, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Concentrated cannabis", LimitValue: 24, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
	}}
	ontario = &catalog.CartLimitPolicy{ID: 8, Name: "Ontario 30 g dried equivalent (Cannabis Act Schedule 3)", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Dried cannabis equivalent", LimitValue: 30, LimitUnit: "g", RuleType: "equivalency",
			ProductTypes: []string{"flower", "pre-roll", "extract", "vape", "edible", "tincture", "topical", "grow:Seeds"},
			Equivalents: map[string]float64{"flower": 1, "pre-roll": 1, "extract": 4, "vape": 4, "edible": 1.0 / 15,
				"edible:Drinks": 1.0 / 570, "tincture": 1.0 / 70, "topical": 1.0 / 70, "grow:Seeds": 1},
			Measures: map[string]string{"edible": "g", "tincture": "g", "topical": "g"}},
	}}
	puertoRico = &catalog.CartLimitPolicy{ID: 9, Name: "Puerto Rico medical patient limit (illustrative)", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Medicinal cannabis", LimitValue: 28.35, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll", "extract", "vape"}},
	}}
	policyByState = map[string]*catalog.CartLimitPolicy{"CA": california, "CO": colorado, "MI": michigan, "WA": washington,
		"MA": massachusetts, "IL": illinois, "NY": newYork, "ON": ontario, "PR": puertoRico}
)

// TestPoliciesAreTheDemoStores: every demo store carries exactly its state's
// policy above, so the worked examples below are the demo's.
func TestPoliciesAreTheDemoStores(t *testing.T) {
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, s := range doc.Stores {
		want, ok := policyByState[s.State]
		if !ok {
			t.Errorf("store %s in %s: no policy in this test", s.Name, s.State)
			continue
		}
		seen[s.State] = true
		if !reflect.DeepEqual(s.CartLimitPolicy, want) {
			t.Errorf("store %s carries policy\n%+v\nwant\n%+v", s.Name, s.CartLimitPolicy, want)
		}
		if s.Compliance.ResidencyMatters != (s.State == "IL") {
			t.Errorf("store %s: residency_matters = %v", s.Name, s.Compliance.ResidencyMatters)
		}
	}
	if len(seen) != len(policyByState) {
		t.Errorf("demo stores cover %v, want all of %d states", seen, len(policyByState))
	}
}

func f(v float64) *float64 { return &v }

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

// Cart lines, as the demo's products describe them.
func flower(w catalog.Weight, n int) Line {
	return Line{Name: "Blue Dream", Kind: catalog.Flower, Subtype: "Premium", Weight: w, Count: n}
}
func extract(w catalog.Weight, n int) Line {
	return Line{Name: "Blue Dream Live Rosin", Kind: catalog.Extract, Subtype: "Rosins", Weight: w, Count: n}
}
func vape(w catalog.Weight, n int) Line {
	return Line{Name: "Lemon Haze Cartridge", Kind: catalog.Vape, Subtype: "Cartridges", Weight: w, Count: n}
}
func preRoll(grams float64, n int) Line {
	return Line{Name: "Blue Dream Pre-Roll", Kind: catalog.PreRoll, Subtype: "Pre-Rolls", Weight: catalog.Each, Count: n, NetWeightGrams: f(grams)}
}
func infusedPreRoll(n int) Line {
	return Line{Name: "Blue Dream Infused Pre-Roll", Kind: catalog.PreRoll, Subtype: "Infused", Weight: catalog.Each, Count: n, NetWeightGrams: f(1)}
}

// gummies is a 10-piece pack of mg THC in all, weighing 40 g.
func gummies(mg float64, n int) Line {
	return Line{Name: "Watermelon Gummies", Kind: catalog.Edible, Subtype: "Candies", Weight: catalog.Each, Count: n,
		THCMG: f(mg), NetWeightGrams: f(40), QuantityValue: f(10), QuantityUnits: "pieces"}
}

// soda is a 12 fl oz can of 10 mg THC, with no net weight: 12 × 29.5735295625 = 354.88235475 g.
func soda(n int) Line {
	return Line{Name: "Sparkling Mango Soda", Kind: catalog.Edible, Subtype: "drinks", Weight: catalog.Each, Count: n,
		THCMG: f(10), QuantityValue: f(12), QuantityUnits: "fl_oz"}
}

func TestTotalsByHand(t *testing.T) {
	bare := func(l Line) Line {
		l.NetWeightGrams, l.THCMG, l.QuantityValue, l.QuantityUnits = nil, nil, nil, ""
		return l
	}
	tests := []struct {
		name     string
		policy   *catalog.CartLimitPolicy
		resident *bool
		lines    []Line
		amounts  []float64 // one per rule
		message  string    // Check's message; "" when the cart is allowed
	}{
		// California: two buckets, no equivalency.
		{"CA: 8 eighths and a half-gram pre-roll is exactly 28.5 g", california, nil,
			// 8 × 3.5 = 28, + 0.5 = 28.5 ≤ 28.5
			[]Line{flower(catalog.EighthOunce, 8), preRoll(0.5, 1)}, []float64{28.5, 0}, ""},
		{"CA: a 1 g pre-roll instead makes 29 g", california, nil,
			// 28 + 1 = 29 > 28.5
			[]Line{flower(catalog.EighthOunce, 8), preRoll(1, 1)}, []float64{29, 0},
			"This would put 29 g of Non-concentrated cannabis in your bag; the limit is 28.5 g."},
		{"CA: 16 half-gram cartridges are exactly 8 g", california, nil,
			[]Line{vape(catalog.HalfGram, 16)}, []float64{0, 8}, ""}, // 16 × 0.5 = 8
		{"CA: 17 half-gram cartridges are 8.5 g", california, nil,
			[]Line{vape(catalog.HalfGram, 17)}, []float64{0, 8.5}, // 17 × 0.5 = 8.5 > 8
			"This would put 8.5 g of Concentrated cannabis in your bag; the limit is 8 g."},
		{"CA: both buckets full at once", california, nil,
			// no equivalency: 28.5 of flower and 8 of concentrate are both allowed
			[]Line{flower(catalog.EighthOunce, 8), preRoll(0.5, 1), vape(catalog.HalfGram, 16)}, []float64{28.5, 8}, ""},
		{"CA: infused pre-rolls count as concentrate only", california, nil,
			// "pre-roll:Infused" names them more closely than "pre-roll": 8 × 1 g = 8 g concentrate; flower stays at 28
			[]Line{flower(catalog.EighthOunce, 8), infusedPreRoll(8)}, []float64{28, 8}, ""},
		{"CA: a ninth infused pre-roll", california, nil,
			[]Line{infusedPreRoll(9)}, []float64{0, 9}, "This would put 9 g of Concentrated cannabis in your bag; the limit is 8 g."},
		{"CA: a pre-roll without a weight counts 1 g", california, nil,
			// 28 + 1 (the default) = 29
			[]Line{flower(catalog.EighthOunce, 8), bare(preRoll(0.5, 1))}, []float64{29, 0},
			"This would put 29 g of Non-concentrated cannabis in your bag; the limit is 28.5 g."},
		{"CA: edibles and gear count against nothing", california, nil,
			[]Line{gummies(100, 10), {Name: "Grinder", Kind: catalog.Gear, Subtype: "Grinders", Weight: catalog.Each, Count: 3}}, []float64{0, 0}, ""},
		{"CA: a count of 0 counts nothing", california, nil,
			[]Line{flower(catalog.Ounce, 0), vape(catalog.Ounce, -1)}, []float64{0, 0}, ""},

		// Colorado: 1 oz = 8 g concentrate = 800 mg THC.
		{"CO: 14 g flower and 4 g concentrate make 28 g", colorado, nil,
			// 14 × 1 + 4 × 1 × 3.5 = 14 + 14 = 28
			[]Line{flower(catalog.HalfOunce, 1), extract(catalog.Gram, 4)}, []float64{28}, ""},
		{"CO: and a 10 mg edible is 0.35 g more", colorado, nil,
			// 28 + 10 × 0.035 = 28.35 > 28
			[]Line{flower(catalog.HalfOunce, 1), extract(catalog.Gram, 4), gummies(10, 1)}, []float64{28.35},
			"This would put 28.35 g of Flower equivalent in your bag; the limit is 28 g."},
		{"CO: 400 mg of edibles are 14 g", colorado, nil,
			// 4 × 100 × 0.035 = 14
			[]Line{gummies(100, 4)}, []float64{14}, ""},
		{"CO: 400 mg of edibles and half an ounce", colorado, nil,
			[]Line{gummies(100, 4), flower(catalog.HalfOunce, 1)}, []float64{28}, ""}, // 14 + 14
		{"CO: an edible without its THC cannot be counted", colorado, nil,
			[]Line{flower(catalog.Gram, 1), bare(gummies(100, 1))}, []float64{1},
			"Watermelon Gummies can't be reserved online here: the menu doesn't give how much THC it holds, which the Flower equivalent limit counts."},

		// Massachusetts: 1 oz (28.35 g) = 5 g concentrate = 500 mg THC.
		{"MA: 5 g of concentrate is the whole ounce", massachusetts, nil,
			// (2 × 2 + 1) g × 5.67 = 28.35
			[]Line{extract(catalog.TwoGram, 2), vape(catalog.Gram, 1)}, []float64{28.35}, ""},
		{"MA: 500 mg of edibles is the whole ounce", massachusetts, nil,
			[]Line{gummies(100, 5)}, []float64{28.35}, ""}, // 5 × 100 × 0.0567 = 28.35
		{"MA: 600 mg is over", massachusetts, nil,
			[]Line{gummies(100, 6)}, []float64{34.02}, // 6 × 100 × 0.0567 = 34.02
			"This would put 34.02 g of Flower equivalent in your bag; the limit is 28.35 g."},
		{"MA: an ounce of flower and a 10 mg edible", massachusetts, nil,
			// 28 + 10 × 0.0567 = 28.567, shown as 28.57
			[]Line{flower(catalog.Ounce, 1), gummies(10, 1)}, []float64{28.567},
			"This would put 28.57 g of Flower equivalent in your bag; the limit is 28.35 g."},
		{"MA: topicals are unlimited", massachusetts, nil,
			[]Line{flower(catalog.Ounce, 1), {Name: "Arnica Balm", Kind: catalog.Topical, Subtype: "Balms", Weight: catalog.Each, Count: 20, THCMG: f(500)}},
			[]float64{28}, ""},

		// Washington: per-form caps, each on its own.
		{"WA: every form at once", washington, nil,
			// useable 28; solid 10 × 40 = 400; liquid 5 × 354.88235475 = 1774.41177375; concentrate 3 × 2 + 1 = 7
			[]Line{flower(catalog.Ounce, 1), gummies(100, 10), soda(5), extract(catalog.TwoGram, 3), vape(catalog.Gram, 1)},
			[]float64{28, 400, 1774.411774, 7}, ""},
		{"WA: drinks are liquid, not solid", washington, nil,
			// "edible:Drinks" names them more closely than the solid rule's "edible"
			[]Line{soda(1)}, []float64{0, 0, 354.882355, 0}, ""},
		{"WA: half a gram over the concentrate cap", washington, nil,
			[]Line{extract(catalog.TwoGram, 3), vape(catalog.Gram, 1), vape(catalog.HalfGram, 1)}, []float64{0, 0, 0, 7.5},
			"This would put 7.5 g of Concentrate in your bag; the limit is 7 g."},
		{"WA: 12 packs of gummies are 480 g of solids", washington, nil,
			[]Line{gummies(100, 12)}, []float64{0, 480, 0, 0}, // 12 × 40 = 480 > 453.6
			"This would put 480 g of Solid infused products in your bag; the limit is 453.6 g."},

		// Michigan: 2.5 oz (70.87 g) in all, of which at most 15 g concentrate.
		{"MI: 2 oz flower and 14 g concentrate", michigan, nil,
			// all: 2 × 28 + 4 × 3.5 = 70; concentrate 14
			[]Line{flower(catalog.Ounce, 2), extract(catalog.EighthOunce, 4)}, []float64{70, 14}, ""},
		{"MI: a gram more is over 2.5 oz", michigan, nil,
			// all 71 > 70.87 (concentrate 15 is still allowed)
			[]Line{flower(catalog.Ounce, 2), extract(catalog.EighthOunce, 4), vape(catalog.Gram, 1)}, []float64{71, 15},
			"This would put 71 g of All marihuana in your bag; the limit is 70.87 g."},
		{"MI: 16 g of concentrate alone", michigan, nil,
			[]Line{extract(catalog.EighthOunce, 4), extract(catalog.TwoGram, 1)}, []float64{16, 16}, // 14 + 2
			"This would put 16 g of Concentrate in your bag; the limit is 15 g."},

		// Illinois: 30 g / 5 g / 500 mg for residents, half for non-residents.
		{"IL: a resident's full limits", illinois, yes(),
			// 28 + 2 = 30; 5 × 1 = 5; 5 × 100 = 500
			[]Line{flower(catalog.Ounce, 1), flower(catalog.TwoGram, 1), extract(catalog.Gram, 5), gummies(100, 5)}, []float64{30, 5, 500}, ""},
		{"IL: unknown residency gets the resident limits", illinois, nil,
			[]Line{flower(catalog.Ounce, 1), flower(catalog.TwoGram, 1), extract(catalog.Gram, 5), gummies(100, 5)}, []float64{30, 5, 500}, ""},
		{"IL: a non-resident with a resident's bag", illinois, no(),
			[]Line{flower(catalog.Ounce, 1), flower(catalog.TwoGram, 1), extract(catalog.Gram, 5), gummies(100, 5)}, []float64{30, 5, 500},
			"This would put 30 g of Cannabis flower in your bag; the limit for non-residents is 15 g."},
		{"IL: a non-resident's full limits", illinois, no(),
			// 14 + 1 = 15; 5 × 0.5 = 2.5; 5 × 50 = 250
			[]Line{flower(catalog.HalfOunce, 1), flower(catalog.Gram, 1), vape(catalog.HalfGram, 5), gummies(50, 5)}, []float64{15, 2.5, 250}, ""},
		{"IL: a non-resident's 300 mg", illinois, no(),
			[]Line{gummies(100, 3)}, []float64{0, 0, 300},
			"This would put 300 mg THC of Cannabis-infused products in your bag; the limit for non-residents is 250 mg THC."},
		{"IL: a non-resident's 3 g of concentrate", illinois, no(),
			[]Line{vape(catalog.HalfGram, 6)}, []float64{0, 3, 0},
			"This would put 3 g of Cannabis concentrate in your bag; the limit for non-residents is 2.5 g."},

		// New York: 3 oz (85 g) flower, 24 g concentrate; residency does not matter there.
		{"NY: 85 g", newYork, no(), []Line{flower(catalog.Ounce, 3), flower(catalog.Gram, 1)}, []float64{85, 0}, ""},
		{"NY: 86 g", newYork, no(), []Line{flower(catalog.Ounce, 3), flower(catalog.TwoGram, 1)}, []float64{86, 0},
			"This would put 86 g of Cannabis flower in your bag; the limit is 85 g."},

		// Ontario: 30 g dried equivalent, Schedule 3.
		{"ON: 14 g flower and 4 g concentrate make 30 g", ontario, nil,
			// 14 + 4 × 4 = 30
			[]Line{flower(catalog.HalfOunce, 1), extract(catalog.Gram, 4)}, []float64{30}, ""},
		{"ON: 570 g of beverages is 1 g", ontario, nil,
			[]Line{{Name: "Tonic", Kind: catalog.Edible, Subtype: "Drinks", Weight: catalog.Each, Count: 2, NetWeightGrams: f(285)}}, []float64{1}, ""}, // 2 × 285 / 570
		{"ON: a 355 ml can", ontario, nil,
			[]Line{soda(1)}, []float64{0.622601}, ""}, // 354.88235475 / 570 = 0.62260062…
		{"ON: edibles by weight, not THC", ontario, nil,
			// 3 packs × 40 g / 15 = 8, whatever their 100 mg
			[]Line{gummies(100, 3)}, []float64{8}, ""},
		{"ON: a tincture and a topical", ontario, nil,
			// 30 ml / 70 + 2 oz (56.69904625 g) / 70 = 0.428571… + 0.809986… = 1.238558
			[]Line{{Name: "Drops", Kind: catalog.Tincture, Subtype: "Tinctures", Weight: catalog.Each, Count: 1, QuantityValue: f(30), QuantityUnits: "ml"},
				{Name: "Balm", Kind: catalog.Topical, Subtype: "Balms", Weight: catalog.Each, Count: 1, QuantityValue: f(2), QuantityUnits: "oz"}},
			[]float64{1.238558}, ""},
		{"ON: seeds count one each, clones not at all", ontario, nil,
			// 2 packs × 5 seeds × 1
			[]Line{{Name: "Seeds (5)", Kind: catalog.Grow, Subtype: "Seeds", Weight: catalog.Each, Count: 2, QuantityValue: f(5), QuantityUnits: "seeds"},
				{Name: "Rooted Clone", Kind: catalog.Grow, Subtype: "Clones", Weight: catalog.Each, Count: 4}},
			[]float64{10}, ""},
		{"ON: an ounce and a pack of 5 seeds", ontario, nil,
			[]Line{flower(catalog.Ounce, 1), {Name: "Seeds (5)", Kind: catalog.Grow, Subtype: "Seeds", Weight: catalog.Each, Count: 1, QuantityValue: f(5), QuantityUnits: "seeds"}},
			[]float64{33}, "This would put 33 g of Dried cannabis equivalent in your bag; the limit is 30 g."},
		{"ON: an edible without a weight cannot be counted", ontario, nil,
			[]Line{{Name: "Mint Chocolate", Kind: catalog.Edible, Subtype: "Chocolates", Weight: catalog.Each, Count: 1, THCMG: f(10), QuantityValue: f(10), QuantityUnits: "pieces"}},
			[]float64{0}, "Mint Chocolate can't be reserved online here: the menu doesn't give its weight, which the Dried cannabis equivalent limit counts."},

		{"PR: an ounce", puertoRico, nil, []Line{flower(catalog.Ounce, 1)}, []float64{28}, ""},
		{"no policy", nil, nil, []Line{flower(catalog.Ounce, 9)}, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			comp := catalog.Compliance{ResidencyMatters: tt.policy == illinois}
			shopper := Shopper{Resident: tt.resident}
			var got []float64
			for _, total := range Totals(tt.policy, comp, shopper, tt.lines) {
				got = append(got, total.Amount)
			}
			if !reflect.DeepEqual(got, tt.amounts) {
				t.Errorf("Totals() amounts = %v, want %v", got, tt.amounts)
			}
			err := Check(tt.policy, comp, shopper, tt.lines)
			if tt.message == "" {
				if err != nil {
					t.Errorf("Check() = %v, want nil", err)
				}
				return
			}
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid || p.Message != tt.message {
				t.Errorf("Check() = %v, want invalid: %s", err, tt.message)
			}
		})
	}
}

func TestCheckData(t *testing.T) {
	err := Check(illinois, catalog.Compliance{ResidencyMatters: true}, Shopper{Resident: no()}, []Line{gummies(100, 3)})
	var p *problem.Error
	if !errors.As(err, &p) {
		t.Fatalf("Check() = %v, want a *problem.Error", err)
	}
	want := problem.Details{Limit: "Cannabis-infused products", Amount: problem.Ptr(300.0), LimitValue: problem.Ptr(250.0), Unit: "mg"}
	if !reflect.DeepEqual(p.Details, want) {
		t.Errorf("Check() details = %#v, want %#v", p.Details, want)
	}
	err = Check(colorado, catalog.Compliance{}, Shopper{}, []Line{{Name: "Gummies", Kind: catalog.Edible, Count: 2}})
	if !errors.As(err, &p) {
		t.Fatalf("Check() = %v, want a *problem.Error", err)
	}
	want = problem.Details{Limit: "Flower equivalent", Product: "Gummies", Missing: "thc", LimitValue: problem.Ptr(28.0), Unit: "g"}
	if !reflect.DeepEqual(p.Details, want) {
		t.Errorf("Check() details = %#v, want %#v", p.Details, want)
	}
}

func TestCheckChangeByHand(t *testing.T) {
	// A California bag of 10 eighths is 35 g, over 28.5 g: say the policy
	// changed after they were added.
	over := []Line{flower(catalog.EighthOunce, 10)}
	unknown := Line{Name: "Mystery Gummies", Kind: catalog.Edible, Subtype: "Candies", Weight: catalog.Each}
	withUnknown := func(n int, more ...Line) []Line { u := unknown; u.Count = n; return append([]Line{u}, more...) }
	tests := []struct {
		name          string
		policy        *catalog.CartLimitPolicy
		resident      *bool
		before, after []Line
		message       string // "" when the change may go ahead
	}{
		{"CA: from 10 eighths to 9", california, nil, over, []Line{flower(catalog.EighthOunce, 9)}, ""}, // 31.5 < 35
		{"CA: from 10 eighths to 11", california, nil, over, []Line{flower(catalog.EighthOunce, 11)},
			"This would put 38.5 g of Non-concentrated cannabis in your bag; the limit is 28.5 g."},
		{"CA: an eighth swapped for a 1 g pre-roll", california, nil, over,
			[]Line{flower(catalog.EighthOunce, 9), preRoll(1, 1)}, ""}, // 31.5 + 1 = 32.5 < 35
		{"CA: a cartridge added to an over-limit flower bag", california, nil, over,
			append([]Line{vape(catalog.HalfGram, 1)}, over...), ""}, // flower stays at 35; concentrate 0.5 ≤ 8
		{"CA: within the limits after removing", california, nil, over, []Line{flower(catalog.EighthOunce, 8)}, ""},
		{"CA: an empty bag growing past a limit", california, nil, nil, []Line{flower(catalog.Ounce, 2)},
			"This would put 56 g of Non-concentrated cannabis in your bag; the limit is 28.5 g."},
		{"IL: a shopper found to be a non-resident may take gummies out", illinois, no(),
			[]Line{gummies(100, 4)}, []Line{gummies(100, 3)}, ""}, // 300 < 400, both over 250
		{"IL: but not put more in", illinois, no(), []Line{gummies(100, 4)}, []Line{gummies(100, 5)},
			"This would put 500 mg THC of Cannabis-infused products in your bag; the limit for non-residents is 250 mg THC."},
		// The unmeasured gummies might already fill the limit: nothing the rule
		// counts may be added until they are out, but anything may be taken out.
		{"CO: with an unmeasured product in the bag, flower is refused", colorado, nil,
			withUnknown(1), withUnknown(1, flower(catalog.EighthOunce, 1)),
			"Mystery Gummies can't be reserved online here: the menu doesn't give how much THC it holds, which the Flower equivalent limit counts."},
		{"CO: and flower may be taken out", colorado, nil,
			withUnknown(1, flower(catalog.EighthOunce, 2)), withUnknown(1, flower(catalog.EighthOunce, 1)), ""},
		{"CO: a gear item is not counted by the rule", colorado, nil,
			withUnknown(1), withUnknown(1, Line{Name: "Grinder", Kind: catalog.Gear, Count: 1}), ""},
		{"CO: but one more of it is refused", colorado, nil, withUnknown(1), withUnknown(2),
			"Mystery Gummies can't be reserved online here: the menu doesn't give how much THC it holds, which the Flower equivalent limit counts."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			comp := catalog.Compliance{ResidencyMatters: tt.policy == illinois}
			err := CheckChange(tt.policy, comp, Shopper{Resident: tt.resident}, tt.before, tt.after)
			if tt.message == "" {
				if err != nil {
					t.Errorf("CheckChange() = %v, want nil", err)
				}
				return
			}
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid || p.Message != tt.message {
				t.Errorf("CheckChange() = %v, want invalid: %s", err, tt.message)
			}
		})
	}
}

func TestMeasureByHand(t *testing.T) {
	tests := []struct {
		name    string
		line    Line
		measure string
		want    float64
		ok      bool
	}{
		{"an eighth of flower", flower(catalog.EighthOunce, 1), Grams, 3.5, true},
		{"a weight wins over a net weight", Line{Kind: catalog.PreRoll, Weight: catalog.TwoGram, NetWeightGrams: f(1)}, Grams, 2, true},
		{"a 5-pack of pre-rolls", preRoll(2.5, 1), Grams, 2.5, true},
		{"a pre-roll with no weight", Line{Kind: catalog.PreRoll, Weight: catalog.Each}, Grams, 1, true},
		{"a vape sold each with no weight", Line{Kind: catalog.Vape, Weight: catalog.Each}, Grams, 1, true},
		{"an edible with no weight", Line{Kind: catalog.Edible, Weight: catalog.Each, THCMG: f(10)}, Grams, 0, false},
		{"a 12 fl oz drink", soda(1), Grams, 354.88235475, true},
		{"500 mg of product", Line{Kind: catalog.Edible, QuantityValue: f(500), QuantityUnits: "mg"}, Grams, 0.5, true},
		{"a negative net weight is not a weight", Line{Kind: catalog.Topical, NetWeightGrams: f(-3)}, Grams, 0, false},
		{"THC of a package", gummies(100, 1), Milligrams, 100, true},
		{"a CBD product holds 0 mg THC", Line{Kind: catalog.Tincture, THCMG: f(0)}, Milligrams, 0, true},
		{"THC not given", Line{Kind: catalog.Tincture}, Milligrams, 0, false},
		{"a package", gummies(100, 1), Units, 1, true},
		{"a pack of 5 seeds", Line{Kind: catalog.Grow, QuantityValue: f(5), QuantityUnits: "seeds"}, Units, 5, true},
		{"an unknown measure", gummies(100, 1), "ml", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Measure(tt.line, tt.measure)
			if got != tt.want || ok != tt.ok {
				t.Errorf("Measure(%+v, %s) = %v, %v, want %v, %v", tt.line, tt.measure, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		amount, limit float64
		a, l          string
	}{
		{28.5, 28.5, "28.5", "28.5"},
		{0.35000000000000003, 28, "0.35", "28"},
		{28.567, 28.35, "28.57", "28.35"},
		{2041.2, 2041.2, "2041.2", "2041.2"},
		{28.504, 28.5, "28.504", "28.5"},       // over, so not shown as 28.5
		{28.500001, 28.5, "28.500001", "28.5"}, // the microgram that breaks the limit
		{28.496, 28.5, "28.5", "28.5"},         // under: two decimals
	}
	for _, tt := range tests {
		if a, l := Format(tt.amount, tt.limit); a != tt.a || l != tt.l {
			t.Errorf("Format(%v, %v) = %q, %q, want %q, %q", tt.amount, tt.limit, a, l, tt.a, tt.l)
		}
	}
}

func TestLineOf(t *testing.T) {
	p := catalog.Product{Name: "Mango Soda", Kind: catalog.Edible, RootSubtype: "Drinks", DosageMG: f(10), QuantityValue: f(12), QuantityUnits: "fl_oz", NetWeightGrams: f(370)}
	want := Line{Name: "Mango Soda", Kind: catalog.Edible, Subtype: "Drinks", Weight: catalog.Each, Count: 3, THCMG: p.DosageMG,
		QuantityValue: p.QuantityValue, QuantityUnits: "fl_oz", NetWeightGrams: p.NetWeightGrams}
	if got := LineOf(&p, catalog.Each, 3); !reflect.DeepEqual(got, want) {
		t.Errorf("LineOf() = %+v, want %+v", got, want)
	}
}

// TestDemoMenusCanBeCounted: every weight of every product on a demo menu
// can be measured by its store's policy, so no demo product is refused for
// lack of data.
func TestDemoMenusCanBeCounted(t *testing.T) {
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	products := map[int64]catalog.Product{}
	for _, p := range doc.Products {
		products[p.ID] = p
	}
	for _, s := range doc.Stores {
		missing := map[string]int{}
		for _, m := range s.Menu {
			for _, w := range m.Weights {
				p := products[m.ProductID]
				line := LineOf(&p, w.PriceID, 1)
				for _, tot := range Totals(s.CartLimitPolicy, s.Compliance, Shopper{}, []Line{line}) {
					for _, u := range tot.Unmeasured {
						missing[string(line.Kind)+":"+line.Subtype+" "+u.Missing]++
					}
				}
			}
		}
		if len(missing) > 0 {
			t.Errorf("%s (%s) cannot count %v", s.Name, s.State, missing)
		}
	}
}
