package compliance

import (
	"math"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
)

var (
	fuzzSubtypes = []string{"", "Infused", "drinks", "Seeds", "Premium", "Clones", "Cartridges"}
	fuzzUnits    = []string{"", "g", "mg", "oz", "ml", "fl_oz", "seeds", "pieces"}
	fuzzWeights  = append([]catalog.Weight{""}, catalog.Weights...)
)

func fuzzLine(kind, sub, weight uint8, count int8, net, thc, qv float64, units uint8) Line {
	return Line{Name: "fuzz", Kind: catalog.Kinds[int(kind)%len(catalog.Kinds)], Subtype: fuzzSubtypes[int(sub)%len(fuzzSubtypes)],
		Weight: fuzzWeights[int(weight)%len(fuzzWeights)], Count: int(count), NetWeightGrams: &net, THCMG: &thc,
		QuantityValue: &qv, QuantityUnits: fuzzUnits[int(units)%len(fuzzUnits)]}
}

// FuzzTotals checks, for every demo policy and any two lines: amounts are
// never negative; one more unit of a line never lowers an amount or the
// units a rule cannot measure; a non-resident's limits are exactly half a
// resident's over the same amounts; Check agrees with the totals; and
// CheckChange never refuses leaving a cart as it is or taking a unit out.
func FuzzTotals(f *testing.F) {
	f.Add(uint8(0), uint8(4), uint8(4), int8(8), 0.0, 0.0, 0.0, uint8(0), uint8(1), uint8(1), uint8(8), int8(1), 1.0, 5.0, 0.0, uint8(0))
	f.Add(uint8(4), uint8(2), uint8(8), int8(3), -1.0, 100.0, 12.0, uint8(5), uint8(9), uint8(3), uint8(8), int8(2), 0.0, 0.0, 5.0, uint8(6))
	f.Add(uint8(6), uint8(0), uint8(0), int8(-2), math.Inf(1), math.NaN(), 2.0, uint8(3), uint8(3), uint8(5), uint8(1), int8(17), 0.5, 10.0, 30.0, uint8(4))
	f.Fuzz(func(t *testing.T, k1, s1, w1 uint8, c1 int8, net1, thc1, qv1 float64, u1 uint8, k2, s2, w2 uint8, c2 int8, net2, thc2, qv2 float64, u2 uint8) {
		lines := []Line{fuzzLine(k1, s1, w1, c1, net1, thc1, qv1, u1), fuzzLine(k2, s2, w2, c2, net2, thc2, qv2, u2)}
		comp := catalog.Compliance{ResidencyMatters: true}
		for state, p := range policyByState {
			resident := Totals(p, comp, Shopper{}, lines)
			visitor := Totals(p, comp, Shopper{Resident: no()}, lines)
			for i, tot := range resident {
				if !(tot.Amount >= 0) {
					t.Fatalf("%s %s: amount %v for %+v", state, tot.Group, tot.Amount, lines)
				}
				v := visitor[i]
				if v.Amount != tot.Amount || v.Limit*2 != tot.Limit || v.Limit != tot.Limit/2 || !v.NonResident || tot.NonResident {
					t.Fatalf("%s %s: resident %+v, non-resident %+v", state, tot.Group, tot, v)
				}
			}
			ok := true
			for _, tot := range resident {
				ok = ok && tot.OK()
			}
			if err := Check(p, comp, Shopper{}, lines); (err == nil) != ok {
				t.Fatalf("%s: Check() = %v with totals %+v", state, err, resident)
			}
			if err := CheckChange(p, comp, Shopper{Resident: no()}, lines, lines); err != nil {
				t.Fatalf("%s: CheckChange(cart, same cart) = %v", state, err)
			}
			for i := range lines {
				more := append([]Line(nil), lines...)
				more[i].Count++
				for j, tot := range Totals(p, comp, Shopper{}, more) {
					if tot.Amount < resident[j].Amount || tot.unmeasuredCount() < resident[j].unmeasuredCount() {
						t.Fatalf("%s %s: one more of line %d lowers %+v to %+v", state, tot.Group, i, resident[j], tot)
					}
				}
				if err := CheckChange(p, comp, Shopper{}, more, lines); err != nil {
					t.Fatalf("%s: taking a unit of line %d out is refused: %v", state, i, err)
				}
			}
		}
	})
}
