package pricing

import (
	"slices"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// Fuzz tests of the specials engine: random carts (1–20 lines, 1–5 units
// each, 1–20,000 ¢ a unit) against random specials of every type, built from
// the fuzz bytes, must keep the invariants of docs/pricing.md. The products
// and the special builder are those of engine_byhand_test.go.

// fzReader reads numbers from fuzz bytes; past the end it reads zeros.
type fzReader struct {
	b []byte
	i int
}

func (r *fzReader) byte() byte {
	if r.i >= len(r.b) {
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

// n is a number in [0, k).
func (r *fzReader) n(k int) int { return int(r.byte()) % k }

// u16 is a number in [0, 65,535].
func (r *fzReader) u16() int { return int(r.byte())<<8 | int(r.byte()) }

func (r *fzReader) bool() bool { return r.byte()&1 == 1 }

var fzProducts = []bhProd{bhOG, bhGDP, bhJack, bhVape, bhGummy, bhPipe, bhTee, bhShatter, bhChoc, bhDog, bhBlunt,
	{114, 50, catalog.Topical, catalog.CBD}, {115, 50, catalog.Tincture, catalog.Sativa}, {116, 60, catalog.Grow, ""},
	{117, 60, catalog.Flower, catalog.Sativa}, {118, 30, catalog.Vape, catalog.Indica}}

var (
	fzKinds    = []string{"flower", "pre-roll", "vape", "extract", "edible", "tincture", "topical", "gear", "merch", "grow"}
	fzLineages = []string{"indica", "sativa", "hybrid", "cbd"}
	fzBrands   = []int64{10, 20, 30, 40, 50, 60}
	fzWeights  = []string{"half_gram", "gram", "two_gram", "eighth_ounce", "quarter_ounce", "half_ounce", "ounce", "each"}
	fzPercents = []float64{5, 10, 12.5, 15, 20, 25, 33.3333, 50, 75, 100}
)

// fzRuleSet is an include or exclude list naming one thing, or nothing.
func fzRuleSet(r *fzReader, exclude bool) catalog.RuleSet {
	k := r.n(10) - 4 // half the time nothing
	if exclude {
		k = r.n(15) - 10 // mostly nothing
	}
	switch k {
	case 1:
		return catalog.RuleSet{Kinds: []string{fzKinds[r.n(len(fzKinds))]}}
	case 2:
		return catalog.RuleSet{Lineages: []string{fzLineages[r.n(len(fzLineages))]}}
	case 3:
		return catalog.RuleSet{BrandIDs: []int64{fzBrands[r.n(len(fzBrands))]}}
	case 4:
		return catalog.RuleSet{ProductIDs: []int64{fzProducts[r.n(len(fzProducts))].id}}
	case 5:
		return catalog.RuleSet{Weights: []string{fzWeights[r.n(len(fzWeights))]}}
	}
	return catalog.RuleSet{}
}

// fzSection is a bundle section, or nil (everything the special covers).
func fzSection(r *fzReader) *catalog.RuleSet {
	switch r.n(4) {
	case 1:
		return &catalog.RuleSet{Kinds: []string{fzKinds[r.n(len(fzKinds))], fzKinds[r.n(len(fzKinds))]}}
	case 2:
		return &catalog.RuleSet{BrandIDs: []int64{fzBrands[r.n(len(fzBrands))]}}
	case 3:
		return &catalog.RuleSet{Lineages: []string{fzLineages[r.n(len(fzLineages))]}}
	}
	return nil
}

func fzDiscount(r *fzReader, b *bhSp, order bool) {
	switch r.n(3) {
	case 0:
		if r.bool() {
			b.pct(fzPercents[r.n(len(fzPercents))])
		} else {
			b.pct(float64(1 + r.n(100)))
		}
	case 1:
		b.off(money.Cents(1 + r.u16()%5000))
	default:
		if order { // a target for a whole cart
			b.target(money.Cents(r.u16() * 4))
		} else {
			b.target(money.Cents(r.u16() % 20000))
		}
	}
}

// fzInput builds a cart, a store, a shopper and up to 8 specials from data.
func fzInput(data []byte) Input {
	r := &fzReader{b: data}
	store := *bhCA
	if r.bool() {
		store = *bhCO
	}
	store.MenuSettings.MaxSpecialsPerCart = r.n(4)
	in := Input{Store: &store, Now: bhNow}
	switch r.n(3) {
	case 1:
		in.Taxes = sfTaxes
	case 2:
		in.Taxes = catalog.Taxes{StoreTaxes: []catalog.StoreTax{coRetail, {Title: "gross", Rate: 100000, IsTaxable: true}},
			SalesTaxRate: 48100, ServiceFeeAmount: 150}
	}
	in.CashRounding = r.bool()

	type key struct {
		id int64
		w  catalog.Weight
	}
	seen := map[key]bool{}
	for range 1 + r.n(20) {
		p := fzProducts[r.n(len(fzProducts))]
		ws := p.kind.AllowedWeights()
		w := ws[r.n(len(ws))]
		count, price := 1+r.n(5), money.Cents(1+r.u16()%20000)
		if seen[key{p.id, w}] {
			continue // a cart has one line per product and weight
		}
		seen[key{p.id, w}] = true
		in.Lines = append(in.Lines, p.at(w, count, price))
	}

	in.Shopper = Shopper{Gold: r.bool(), Groups: []string{"seniors"}}
	if r.bool() {
		in.Shopper.PromoCode = " code "
	}
	chooseGroup := r.bool()
	for i := range r.n(9) {
		id := int64(r.n(50))*10 + int64(i) // unique: the last digit is i
		var b *bhSp
		switch r.n(10) {
		case 0:
			b = bhS(id, "product")
		case 1:
			b = bhS(id, "product").brand(fzBrands[r.n(len(fzBrands))])
		case 2:
			b = bhS(id, "bulk")
			if r.bool() {
				for range 1 + r.n(3) {
					t := catalog.BulkTier{}
					if r.bool() {
						t.MinItems = 1 + r.n(6)
					} else {
						t.MinGrams = float64(r.n(30))
					}
					switch r.n(3) {
					case 0:
						t.DiscountPercent = fzPercents[r.n(len(fzPercents))]
					case 1:
						t.DiscountDollarAmount = money.Cents(1 + r.u16()%3000)
					default:
						t.DiscountTargetPrice = money.Cents(r.u16() % 10000)
					}
					b.BulkTiers = append(b.BulkTiers, t)
				}
			}
		case 3:
			b = bhS(id, "buy_x_and_save").brand(fzBrands[r.n(len(fzBrands))])
		case 4:
			b = bhS(id, "bundle")
			b.Rules.Qualifier, b.Rules.Discountable = fzSection(r), fzSection(r)
			if r.n(4) == 0 {
				b.Rules.Base = &catalog.RuleSet{BrandIDs: []int64{fzBrands[r.n(len(fzBrands))]}}
			}
		case 5:
			b = bhS(id, "buy_x_get_y").brand(fzBrands[r.n(len(fzBrands))])
		case 6:
			b = bhS(id, "cart_total")
		case 7:
			b = bhS(id, "promo_code").code("CODE")
		case 8:
			b = bhS(id, "group").group("seniors")
			if chooseGroup && in.Shopper.GroupSpecialID == 0 {
				in.Shopper.GroupSpecialID = id
			}
		default:
			b = bhS(id, "product").brand(fzBrands[r.n(len(fzBrands))]).cashBack()
		}
		if b.Rules.Bundle == nil && r.n(3) != 0 {
			methods, dists := []string{"", "per_item", "per_bundle"}, []string{"", "even", "cheapest_first"}
			b.bundle(r.n(5), r.n(4), methods[r.n(3)], dists[r.n(3)])
			b.Rules.Bundle.DiscountedUnits = []string{"", "dearest", "cheapest"}[r.n(3)]
		}
		fzDiscount(r, b, b.SpecialType == "cart_total" || b.SpecialType == "promo_code" || b.SpecialType == "group")
		b.Rules.Include = fzRuleSet(r, false)
		b.Rules.Exclude = fzRuleSet(r, true)
		b.Stackable = r.bool()
		if r.n(3) == 0 {
			b.MinimumSubtotal = money.Cents(r.u16() % 10000)
		}
		if r.n(4) == 0 {
			b.GoldDiscountPercent = 5
		}
		if r.n(8) == 0 {
			b.Active = false
		}
		in.Specials = append(in.Specials, b.s())
	}
	return in
}

// fzCheckInvariants checks what must hold of any priced cart.
func fzCheckInvariants(t *testing.T, in Input, got Totals) {
	t.Helper()
	var lineSum, item money.Cents
	for _, l := range got.Lines {
		price := l.UnitPrice * money.Cents(l.Count)
		item += price
		lineSum += l.Total
		floor := min(PriceFloor(in.Store, l.Menu.Product.Kind), l.UnitPrice)
		if l.Total < 0 {
			t.Errorf("line %d %s: total %d ¢ is negative", l.ProductID, l.PriceID, l.Total)
		}
		if l.Total < floor*money.Cents(l.Count) {
			t.Errorf("line %d %s: total %d ¢ is below its floor of %d ¢ × %d", l.ProductID, l.PriceID, l.Total, floor, l.Count)
		}
		if l.Discount < 0 || l.Discount > price {
			t.Errorf("line %d %s: discount %d ¢ of a %d ¢ line", l.ProductID, l.PriceID, l.Discount, price)
		}
		if l.Total != price-l.Discount {
			t.Errorf("line %d %s: total %d ¢ is not %d − %d", l.ProductID, l.PriceID, l.Total, price, l.Discount)
		}
		var parts money.Cents
		for _, d := range l.Discounts {
			if d.Amount < 0 {
				t.Errorf("line %d %s: special %d takes %d ¢", l.ProductID, l.PriceID, d.SpecialID, d.Amount)
			}
			parts += d.Amount
		}
		if parts != l.Discount {
			t.Errorf("line %d %s: its discounts add up to %d ¢, not %d ¢", l.ProductID, l.PriceID, parts, l.Discount)
		}
	}
	var applied money.Cents
	for _, a := range got.Applied {
		if a.Amount < 0 {
			t.Errorf("special %d applied %d ¢", a.SpecialID, a.Amount)
		}
		var lines money.Cents
		for _, l := range a.Lines {
			if l.Amount < 0 {
				t.Errorf("special %d takes %d ¢ off line %d", a.SpecialID, l.Amount, l.ProductID)
			}
			lines += l.Amount
		}
		if lines != a.Amount {
			t.Errorf("special %d: its lines add up to %d ¢, not %d ¢", a.SpecialID, lines, a.Amount)
		}
		applied += a.Amount
	}
	for _, c := range got.CashBack {
		if c.Amount < 0 {
			t.Errorf("cash back %d: %d ¢", c.SpecialID, c.Amount)
		}
	}
	if applied != got.AllDiscounts {
		t.Errorf("applied specials add up to %d ¢, all discounts %d ¢", applied, got.AllDiscounts)
	}
	if s := got.ProductDiscounts + got.BrandDiscounts + got.GroupDiscounts + got.CartDiscount; s != got.AllDiscounts {
		t.Errorf("product %d + brand %d + group %d + cart %d = %d ¢, all discounts %d ¢", got.ProductDiscounts,
			got.BrandDiscounts, got.GroupDiscounts, got.CartDiscount, s, got.AllDiscounts)
	}
	if got.ItemTotal != item || got.ItemTotal-got.AllDiscounts != got.DiscountedSubtotal || got.DiscountedSubtotal != lineSum {
		t.Errorf("item total %d ¢ (lines %d), all discounts %d ¢, subtotal %d ¢, line totals %d ¢",
			got.ItemTotal, item, got.AllDiscounts, got.DiscountedSubtotal, lineSum)
	}
	if s := got.DiscountedSubtotal + got.StoreTaxTotal + got.SalesTax + got.ServiceFee + got.DeliveryFee + got.Tip + got.Rounding; s != got.OrderTotal {
		t.Errorf("order total %d ¢, parts add up to %d ¢", got.OrderTotal, s)
	}
	if c := in.Store.MenuSettings.MaxSpecialsPerCart; c > 0 && len(got.Applied) > c {
		t.Errorf("%d specials applied, max_specials_per_cart %d", len(got.Applied), c)
	}
}

var fzSeeds = [][]byte{
	{0, 0, 0, 3, 2, 1, 0, 14, 2, 2, 4, 1, 1, 9, 5, 0, 0, 0, 1, 4, 1, 8, 0, 0, 1, 7},
	[]byte("a cart of pre-rolls, flower and gummies with a bundle, a bulk tier and a promo code"),
	{1, 3, 1, 1, 19, 5, 0, 3, 1, 12, 0, 2, 2, 2, 1, 1, 16, 0, 4, 1, 0, 200, 8, 8, 4, 1, 2, 1, 2, 1, 0, 2, 1, 0},
	{0, 1, 2, 0, 7, 0, 0, 2, 40, 10, 1, 0, 4, 100, 2, 2, 1, 1, 6, 7, 2, 0, 5, 1, 0, 1, 3, 0, 0, 9, 9, 9, 6},
	[]byte{0xff, 0xfe, 0xfd, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, 0x80, 0x90, 0xa0, 0xb0, 0xc0, 0xd0, 0xe0, 0xf0,
		0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x11, 0x22, 0x33},
}

// FuzzEngineInvariants: no line total negative or below its floor, no line
// discount above its line price, no negative discount, every breakdown adds up,
// the order total is the sum of its parts, and the cap holds.
func FuzzEngineInvariants(f *testing.F) {
	for _, s := range fzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := fzInput(data)
		fzCheckInvariants(t, in, Compute(in))
	})
}

// FuzzEngineBeatsEverySingleSpecial: the chosen combination never saves less
// than any one of the specials applied alone ("Every special is also tried
// alone, so the choice is never worse for the shopper than any single special").
func FuzzEngineBeatsEverySingleSpecial(f *testing.F) {
	for _, s := range fzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := fzInput(data)
		got := Compute(in)
		for _, s := range in.Specials {
			one := in
			one.Specials = []catalog.Special{s}
			if alone := Compute(one); alone.AllDiscounts > got.AllDiscounts {
				t.Fatalf("special %d (%s) alone saves %d ¢, the chosen combination %v only %d ¢",
					s.ID, s.SpecialType, alone.AllDiscounts, got.Applied, got.AllDiscounts)
			}
		}
	})
}

// FuzzEngineLineOrder: the same lines in reverse order cost the same.
func FuzzEngineLineOrder(f *testing.F) {
	for _, s := range fzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := fzInput(data)
		got := Compute(in)
		rev := in
		rev.Lines = slices.Clone(in.Lines)
		slices.Reverse(rev.Lines)
		back := Compute(rev)
		if back.OrderTotal != got.OrderTotal || back.AllDiscounts != got.AllDiscounts {
			t.Fatalf("reversed lines: total %d ¢ (discounts %d ¢), in order %d ¢ (discounts %d ¢)",
				back.OrderTotal, back.AllDiscounts, got.OrderTotal, got.AllDiscounts)
		}
		for i, l := range back.Lines {
			if j := len(in.Lines) - 1 - i; l.Discount != got.Lines[j].Discount {
				t.Fatalf("line %d %s: discount %d ¢ reversed, %d ¢ in order", l.ProductID, l.PriceID, l.Discount, got.Lines[j].Discount)
			}
		}
	})
}
