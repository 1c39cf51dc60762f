package pricing

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// The specials engine (docs/pricing.md, "The specials engine"), worked by
// hand. Every expected amount below is computed from the documented rules,
// with the arithmetic in the comment above the case, never copied from what
// Compute prints.
//
// Unless a case says otherwise the store is bhCA (store 1, California: free
// cannabis is banned, so a cannabis unit never goes below 1 ¢; gear and merch
// may), the time is bhNow, there are no taxes (so the order total is the
// discounted subtotal) and every special is live, the store's own (store 1),
// not stackable.

var bhNow = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

var (
	// bhCA is store 1 in California: no_free_cannabis_goods.
	bhCA = &catalog.Store{ID: 1, State: "CA", Compliance: catalog.Compliance{NoFreeCannabisGood: true}}
	// bhCO is store 2 in Colorado: no price floor.
	bhCO = &catalog.Store{ID: 2, State: "CO"}
)

// bhCapped is bhCA with max_specials_per_cart n.
func bhCapped(n int) *catalog.Store {
	s := *bhCA
	s.MenuSettings.MaxSpecialsPerCart = n
	return &s
}

func bhAt(d time.Duration) *time.Time {
	t := bhNow.Add(d)
	return &t
}

// bhProd is a catalogue product: id, brand, kind and lineage.
type bhProd struct {
	id, brand int64
	kind      catalog.Kind
	lineage   catalog.Lineage
}

var (
	bhOG      = bhProd{101, 10, catalog.Flower, catalog.Hybrid}
	bhGDP     = bhProd{102, 20, catalog.Flower, catalog.Indica}
	bhJack    = bhProd{103, 10, catalog.PreRoll, catalog.Sativa}
	bhVape    = bhProd{104, 30, catalog.Vape, catalog.Hybrid}
	bhGummy   = bhProd{105, 20, catalog.Edible, catalog.CBD}
	bhPipe    = bhProd{106, 40, catalog.Gear, ""}
	bhTee     = bhProd{107, 40, catalog.Merch, ""}
	bhShatter = bhProd{108, 30, catalog.Extract, catalog.Indica}
	bhChoc    = bhProd{111, 20, catalog.Edible, catalog.Indica}
	bhDog     = bhProd{112, 10, catalog.PreRoll, catalog.Indica}
	bhBlunt   = bhProd{113, 30, catalog.PreRoll, catalog.Hybrid}
	bhCookie  = bhProd{117, 20, catalog.Edible, catalog.Hybrid}
)

// at is a cart line of count units of weight w at price, with the menu
// product the specials are matched against.
func (p bhProd) at(w catalog.Weight, count int, price money.Cents) Line {
	m := &catalog.MenuProduct{ID: 1000 + p.id, StoreID: 1, Visible: true,
		Product: &catalog.Product{ID: p.id, BrandID: p.brand, Kind: p.kind, Category: p.lineage},
		Brand:   &catalog.Brand{ID: p.brand},
		Offers:  []catalog.Offer{{PriceID: w, Price: price, Stock: 100}}}
	return Line{ProductID: p.id, PriceID: w, Count: count, UnitPrice: price, Menu: m}
}

// bhSp builds a live special of store 1.
type bhSp struct{ catalog.Special }

func bhS(id int64, typ string) *bhSp {
	return &bhSp{catalog.Special{ID: id, StoreID: 1, SpecialType: typ, Title: fmt.Sprintf("special %d", id),
		Active: true, Enabled: true}}
}

func (b *bhSp) s() catalog.Special { return b.Special }
func (b *bhSp) pct(p float64) *bhSp {
	b.DiscountType, b.DiscountPercent = "percent", p
	return b
}
func (b *bhSp) off(c money.Cents) *bhSp {
	b.DiscountType, b.DiscountDollarAmount = "dollar_amount", c
	return b
}
func (b *bhSp) target(c money.Cents) *bhSp {
	b.DiscountType, b.DiscountTargetPrice = "target_price", c
	return b
}
func (b *bhSp) store(id int64) *bhSp { b.StoreID = id; return b }
func (b *bhSp) brand(id int64) *bhSp {
	b.ProductBrandID, b.StoreID = id, 0
	return b
}
func (b *bhSp) stack() *bhSp                      { b.Stackable = true; return b }
func (b *bhSp) kinds(k ...string) *bhSp           { b.Rules.Include.Kinds = k; return b }
func (b *bhSp) lineages(l ...string) *bhSp        { b.Rules.Include.Lineages = l; return b }
func (b *bhSp) products(ids ...int64) *bhSp       { b.Rules.Include.ProductIDs = ids; return b }
func (b *bhSp) brands(ids ...int64) *bhSp         { b.Rules.Include.BrandIDs = ids; return b }
func (b *bhSp) weights(w ...string) *bhSp         { b.ApplicableWeights = w; return b }
func (b *bhSp) incl(r catalog.RuleSet) *bhSp      { b.Rules.Include = r; return b }
func (b *bhSp) excl(r catalog.RuleSet) *bhSp      { b.Rules.Exclude = r; return b }
func (b *bhSp) qual(r catalog.RuleSet) *bhSp      { b.Rules.Qualifier = &r; return b }
func (b *bhSp) disc(r catalog.RuleSet) *bhSp      { b.Rules.Discountable = &r; return b }
func (b *bhSp) base(r catalog.RuleSet) *bhSp      { b.Rules.Base = &r; return b }
func (b *bhSp) min(c money.Cents) *bhSp           { b.MinimumSubtotal = c; return b }
func (b *bhSp) code(c string) *bhSp               { b.PromoCode = c; return b }
func (b *bhSp) group(g string) *bhSp              { b.UserGroup = g; return b }
func (b *bhSp) gold(p float64) *bhSp              { b.GoldDiscountPercent = p; return b }
func (b *bhSp) cashBack() *bhSp                   { b.CashBack = true; return b }
func (b *bhSp) modes(m ...string) *bhSp           { b.ExcludedAppModes = m; return b }
func (b *bhSp) tiers(t ...catalog.BulkTier) *bhSp { b.BulkTiers = t; return b }
func (b *bhSp) with(f func(*catalog.Special)) *bhSp {
	f(&b.Special)
	return b
}

// bundle sets the bundle settings: threshold, max discounted, method and
// distribution ("" for the defaults).
func (b *bhSp) bundle(threshold, most int, method, dist string) *bhSp {
	b.Rules.Bundle = &catalog.BundleSettings{ThresholdNumberOfItemsInCart: threshold,
		MaxNumberOfDiscountedProducts: most, DiscountApplicationMethod: method, DiscountDistribution: dist}
	return b
}

// units sets which units the bundle discounts: dearest or cheapest (after bundle).
func (b *bhSp) units(which string) *bhSp {
	b.Rules.Bundle.DiscountedUnits = which
	return b
}

func bhSpecials(list ...*bhSp) []catalog.Special {
	out := make([]catalog.Special, len(list))
	for i, b := range list {
		out[i] = b.s()
	}
	return out
}

// bhAmt is a special id with an amount (applied or cash back).
type bhAmt struct {
	id     int64
	amount money.Cents
}

// bhBundle is a bundle special's status.
type bhBundle struct {
	id     int64
	status BundleStatus
}

// bhWant is what a by-hand case states about a priced cart.
type bhWant struct {
	All, Subtotal, Total        money.Cents
	Product, Brand, Group, Cart money.Cents
	CartID                      int64
	// Applied: each applied special and its amount, ascending id.
	Applied []bhAmt
	// Lines: each input line's Discount, in input order.
	Lines    []money.Cents
	Hit      bool
	CashBack []bhAmt
	Bundles  []bhBundle
	StoreTax money.Cents
	SalesTax money.Cents
	Rounding money.Cents
	// LineSpecial, when set, is each input line's SpecialID.
	LineSpecial []int64
}

func bhSummarize(t Totals, withLineSpecial bool) bhWant {
	w := bhWant{All: t.AllDiscounts, Subtotal: t.DiscountedSubtotal, Total: t.OrderTotal,
		Product: t.ProductDiscounts, Brand: t.BrandDiscounts, Group: t.GroupDiscounts, Cart: t.CartDiscount,
		CartID: t.CartDiscountSpecialID, Hit: t.MaxSpecialsHit, StoreTax: t.StoreTaxTotal, SalesTax: t.SalesTax,
		Rounding: t.Rounding}
	for _, a := range t.Applied {
		w.Applied = append(w.Applied, bhAmt{a.SpecialID, a.Amount})
	}
	for _, l := range t.Lines {
		w.Lines = append(w.Lines, l.Discount)
		if withLineSpecial {
			w.LineSpecial = append(w.LineSpecial, l.SpecialID)
		}
	}
	for _, c := range t.CashBack {
		w.CashBack = append(w.CashBack, bhAmt{c.SpecialID, c.Amount})
	}
	for _, b := range t.Bundles {
		w.Bundles = append(w.Bundles, bhBundle{b.SpecialID, b.Status})
	}
	return w
}

type bhCase struct {
	name string
	in   Input
	want bhWant
	// permute: every order of the lines must give the same totals.
	permute bool
}

// bhPermutations lists every order of 0..n-1.
func bhPermutations(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range bhPermutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int{}, p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

func runEngineByHand(t *testing.T, cases []bhCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.in
			if in.Store == nil {
				in.Store = bhCA
			}
			if in.Now.IsZero() {
				in.Now = bhNow
			}
			got := bhSummarize(Compute(in), tt.want.LineSpecial != nil)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Compute differs:%s", diffFields(got, tt.want))
			}
			if !tt.permute {
				return
			}
			for _, perm := range bhPermutations(len(in.Lines)) {
				p := in
				p.Lines = make([]Line, len(perm))
				want := tt.want
				want.Lines = make([]money.Cents, len(perm))
				if tt.want.LineSpecial != nil {
					want.LineSpecial = make([]int64, len(perm))
				}
				for i, j := range perm {
					p.Lines[i] = in.Lines[j]
					want.Lines[i] = tt.want.Lines[j]
					if tt.want.LineSpecial != nil {
						want.LineSpecial[i] = tt.want.LineSpecial[j]
					}
				}
				if got := bhSummarize(Compute(p), want.LineSpecial != nil); !reflect.DeepEqual(got, want) {
					t.Errorf("lines in order %v differ:%s", perm, diffFields(got, want))
				}
			}
		})
	}
}

var (
	bhFlower = catalog.RuleSet{Kinds: []string{"flower"}}
	bhPre    = catalog.RuleSet{Kinds: []string{"pre-roll"}}
	bhEdible = catalog.RuleSet{Kinds: []string{"edible"}}
)

// TestEngineProductSpecialsByHand: product specials, each covered unit on its own.
func TestEngineProductSpecialsByHand(t *testing.T) {
	runEngineByHand(t, []bhCase{
		{
			// 20% of 3,500 ¢ = 700 ¢ a unit; 2 × 700 = 1,400 ¢; 7,000 − 1,400 = 5,600 ¢
			name: "20% off flower by kind",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500)},
				Specials: bhSpecials(bhS(1, "product").pct(20).kinds("flower"))},
			want: bhWant{All: 1400, Subtotal: 5600, Total: 5600, Product: 1400, Applied: []bhAmt{{1, 1400}},
				Lines: []money.Cents{1400}, LineSpecial: []int64{1}},
		},
		{
			// 10% of 1,205 ¢ = 120.5 ¢ → 121 ¢ (half away from zero) a unit; 3 × 121 = 363 ¢;
			// 3 × 1,205 = 3,615 ¢; 3,615 − 363 = 3,252 ¢
			name: "10% of $12.05 rounds the half cent up, per unit",
			in: Input{Lines: []Line{bhVape.at(catalog.Gram, 3, 1205)},
				Specials: bhSpecials(bhS(2, "product").pct(10))},
			want: bhWant{All: 363, Subtotal: 3252, Total: 3252, Product: 363, Applied: []bhAmt{{2, 363}},
				Lines: []money.Cents{363}},
		},
		{
			// 12.5% of 99 ¢ = 12.375 ¢ → 12 ¢ a unit; 4 × 12 = 48 ¢; 4 × 99 = 396 ¢; 396 − 48 = 348 ¢
			name: "12.5% of 99 ¢ rounds down, per unit",
			in: Input{Lines: []Line{bhGummy.at(catalog.Each, 4, 99)},
				Specials: bhSpecials(bhS(3, "product").pct(12.5).kinds("edible"))},
			want: bhWant{All: 48, Subtotal: 348, Total: 348, Product: 48, Applied: []bhAmt{{3, 48}},
				Lines: []money.Cents{48}},
		},
		{
			// $5 off each vape: 2 × 500 = 1,000 ¢; the eighth of flower is not a vape: 0.
			// 2 × 2,500 + 3,500 = 8,500 ¢; 8,500 − 1,000 = 7,500 ¢
			name: "dollar amount off each vape",
			in: Input{Lines: []Line{bhVape.at(catalog.HalfGram, 2, 2500), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(4, "product").off(500).kinds("vape"))},
			want: bhWant{All: 1000, Subtotal: 7500, Total: 7500, Product: 1000, Applied: []bhAmt{{4, 1000}},
				Lines: []money.Cents{1000, 0}},
		},
		{
			// $15 off a 1,200 ¢ gram: 1,200 − 1,500 < 0 → the 1 ¢ floor (California): 1,199 ¢ off; 1 ¢ left
			name: "dollar amount above the price stops at the 1 ¢ floor",
			in: Input{Lines: []Line{bhOG.at(catalog.Gram, 1, 1200)},
				Specials: bhSpecials(bhS(5, "product").off(1500).kinds("flower"))},
			want: bhWant{All: 1199, Subtotal: 1, Total: 1, Product: 1199, Applied: []bhAmt{{5, 1199}},
				Lines: []money.Cents{1199}},
		},
		{
			// Colorado has no floor: 1,200 − 1,500 < 0 → 0 ¢; 1,200 ¢ off; 0 ¢ left
			name: "dollar amount above the price stops at zero without a floor",
			in: Input{Store: bhCO, Lines: []Line{bhOG.at(catalog.Gram, 1, 1200)},
				Specials: bhSpecials(bhS(5, "product").store(2).off(1500).kinds("flower"))},
			want: bhWant{All: 1200, Subtotal: 0, Total: 0, Product: 1200, Applied: []bhAmt{{5, 1200}},
				Lines: []money.Cents{1200}},
		},
		{
			// target $28.00 on eighths ("eighth ounce", spaced): 3,500 − 2,800 = 700 ¢; the gram is not
			// covered: 0. 3,500 + 1,200 = 4,700 ¢; 4,700 − 700 = 4,000 ¢
			name: "target price on the applicable weight only",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhOG.at(catalog.Gram, 1, 1200)},
				Specials: bhSpecials(bhS(6, "product").target(2800).weights("eighth ounce"))},
			want: bhWant{All: 700, Subtotal: 4000, Total: 4000, Product: 700, Applied: []bhAmt{{6, 700}},
				Lines: []money.Cents{700, 0}, LineSpecial: []int64{6, 0}},
		},
		{
			// target $40.00 on a 3,500 ¢ eighth: never raises the price; nothing off, nothing applied
			name: "a target above the price changes nothing",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(7, "product").target(4000))},
			want: bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}},
		},
		{
			// 25% off indica: GDP 25% of 4,000 = 1,000 ¢; OG is hybrid: 0. 4,000 + 3,500 = 7,500 ¢; − 1,000 = 6,500 ¢
			name: "by lineage",
			in: Input{Lines: []Line{bhGDP.at(catalog.EighthOunce, 1, 4000), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(8, "product").pct(25).lineages("indica"))},
			want: bhWant{All: 1000, Subtotal: 6500, Total: 6500, Product: 1000, Applied: []bhAmt{{8, 1000}},
				Lines: []money.Cents{1000, 0}},
		},
		{
			// 15% off product 105: 15% of 1,800 = 270 ¢; × 3 = 810 ¢; the pre-roll: 0.
			// 3 × 1,800 + 1,000 = 6,400 ¢; 6,400 − 810 = 5,590 ¢
			name: "by product id",
			in: Input{Lines: []Line{bhGummy.at(catalog.Each, 3, 1800), bhJack.at(catalog.Each, 1, 1000)},
				Specials: bhSpecials(bhS(9, "product").pct(15).products(105))},
			want: bhWant{All: 810, Subtotal: 5590, Total: 5590, Product: 810, Applied: []bhAmt{{9, 810}},
				Lines: []money.Cents{810, 0}},
		},
		{
			// the store's 10% off brand 20: GDP 10% of 4,000 = 400 ¢; gummies 10% of 1,800 = 180 ¢; OG (brand 10): 0.
			// 4,000 + 1,800 + 3,500 = 9,300 ¢; 400 + 180 = 580 ¢ (a store special: product discounts); 9,300 − 580 = 8,720 ¢
			name: "a store special by brand ids counts as a product discount",
			in: Input{Lines: []Line{bhGDP.at(catalog.EighthOunce, 1, 4000), bhGummy.at(catalog.Each, 1, 1800),
				bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(10, "product").pct(10).brands(20))},
			want: bhWant{All: 580, Subtotal: 8720, Total: 8720, Product: 580, Applied: []bhAmt{{10, 580}},
				Lines: []money.Cents{400, 180, 0}},
		},
		{
			// 50% off grams (rules.include.weights): 2 × 600 = 1,200 ¢; the eighth: 0.
			// 2 × 1,200 + 3,500 = 5,900 ¢; 5,900 − 1,200 = 4,700 ¢
			name: "by include weights",
			in: Input{Lines: []Line{bhOG.at(catalog.Gram, 2, 1200), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(11, "product").pct(50).incl(catalog.RuleSet{Weights: []string{"gram"}}))},
			want: bhWant{All: 1200, Subtotal: 4700, Total: 4700, Product: 1200, Applied: []bhAmt{{11, 1200}},
				Lines: []money.Cents{1200, 0}},
		},
		{
			// 20% off flower except ounces: the ounce 0; GDP eighth 20% of 4,000 = 800 ¢.
			// 20,000 + 4,000 = 24,000 ¢; 24,000 − 800 = 23,200 ¢
			name: "exclude weights",
			in: Input{Lines: []Line{bhOG.at(catalog.Ounce, 1, 20000), bhGDP.at(catalog.EighthOunce, 1, 4000)},
				Specials: bhSpecials(bhS(12, "product").pct(20).kinds("flower").
					excl(catalog.RuleSet{Weights: []string{"ounce"}}))},
			want: bhWant{All: 800, Subtotal: 23200, Total: 23200, Product: 800, Applied: []bhAmt{{12, 800}},
				Lines: []money.Cents{0, 800}},
		},
		{
			// include weights (eighth) win over applicable_weights (gram): eighth 10% of 3,500 = 350 ¢; gram 0.
			// 3,500 + 1,200 = 4,700 ¢; 4,700 − 350 = 4,350 ¢
			name: "include weights take the place of applicable weights",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhOG.at(catalog.Gram, 1, 1200)},
				Specials: bhSpecials(bhS(13, "product").pct(10).weights("gram").
					incl(catalog.RuleSet{Weights: []string{"eighth_ounce"}}))},
			want: bhWant{All: 350, Subtotal: 4350, Total: 4350, Product: 350, Applied: []bhAmt{{13, 350}},
				Lines: []money.Cents{350, 0}},
		},
		{
			// eighth: 20% of 3,500 = 700 ¢ (special 3) vs $8 off = 800 ¢ (special 9): 800 ¢ by 9;
			// grams: only special 3: 20% of 1,200 = 240 ¢ × 2 = 480 ¢.
			// 3,500 + 2 × 1,200 = 5,900 ¢; 800 + 480 = 1,280 ¢; 5,900 − 1,280 = 4,620 ¢
			name: "each unit takes the product special that saves most on it",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhOG.at(catalog.Gram, 2, 1200)},
				Specials: bhSpecials(bhS(3, "product").pct(20).kinds("flower"),
					bhS(9, "product").off(800).weights("eighth_ounce"))},
			want: bhWant{All: 1280, Subtotal: 4620, Total: 4620, Product: 1280, Applied: []bhAmt{{3, 480}, {9, 800}},
				Lines: []money.Cents{800, 480}, LineSpecial: []int64{9, 3}},
		},
		{
			// 20% of 3,500 = 700 ¢ (special 7) and target 2,800 ¢ = 700 ¢ off (special 3) tie: the lower id, 3.
			// 3,500 − 700 = 2,800 ¢
			name: "a tie between product specials goes to the lowest id",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(7, "product").pct(20).kinds("flower"),
					bhS(3, "product").target(2800).weights("eighth_ounce"))},
			want: bhWant{All: 700, Subtotal: 2800, Total: 2800, Product: 700, Applied: []bhAmt{{3, 700}},
				Lines: []money.Cents{700}, LineSpecial: []int64{3}},
		},
		{
			// 100% off everything in California: the gram keeps 1 ¢ (1,199 ¢ off); the pipe (gear, 1,500 ¢)
			// and the tee (merch, 2,000 ¢) are not cannabis goods and go free.
			// 1,200 + 1,500 + 2,000 = 4,700 ¢; 1,199 + 1,500 + 2,000 = 4,699 ¢ off; 1 ¢ left
			name: "100% off: cannabis keeps 1 ¢, gear and merch go free",
			in: Input{Lines: []Line{bhOG.at(catalog.Gram, 1, 1200), bhPipe.at(catalog.Each, 1, 1500),
				bhTee.at(catalog.Each, 1, 2000)},
				Specials: bhSpecials(bhS(14, "product").pct(100))},
			want: bhWant{All: 4699, Subtotal: 1, Total: 1, Product: 4699, Applied: []bhAmt{{14, 4699}},
				Lines: []money.Cents{1199, 1500, 2000}},
		},
		{
			// 100% off three grams: each keeps 1 ¢: 3 × 1,199 = 3,597 ¢ off; 3 × 1,200 − 3,597 = 3 ¢
			name: "100% off: each unit keeps its own cent",
			in: Input{Lines: []Line{bhOG.at(catalog.Gram, 3, 1200)},
				Specials: bhSpecials(bhS(14, "product").pct(100))},
			want: bhWant{All: 3597, Subtotal: 3, Total: 3, Product: 3597, Applied: []bhAmt{{14, 3597}},
				Lines: []money.Cents{3597}},
		},
		{
			// brand 30's 30% off: vape 30% of 2,500 = 750 ¢; shatter 30% of 4,000 = 1,200 ¢; OG (brand 10): 0.
			// 2,500 + 4,000 + 3,500 = 10,000 ¢; 750 + 1,200 = 1,950 ¢ of brand discounts; 10,000 − 1,950 = 8,050 ¢
			name: "a brand product special counts as a brand discount",
			in: Input{Lines: []Line{bhVape.at(catalog.HalfGram, 1, 2500), bhShatter.at(catalog.Gram, 1, 4000),
				bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(15, "product").pct(30).brand(30))},
			want: bhWant{All: 1950, Subtotal: 8050, Total: 8050, Brand: 1950, Applied: []bhAmt{{15, 1950}},
				Lines: []money.Cents{750, 1200, 0}},
		},
		{
			// A line without a menu product takes no special: 1,000 ¢ stays 1,000 ¢.
			name: "a line without a menu product takes no special",
			in: Input{Lines: []Line{line(201, catalog.Each, 1, 1000)},
				Specials: bhSpecials(bhS(16, "product").pct(50))},
			want: bhWant{Subtotal: 1000, Total: 1000, Lines: []money.Cents{0}},
		},
	})
}

// TestEngineBulkSpecialsByHand: bulk and buy_x_and_save, every covered unit
// once the covered units reach a step.
func TestEngineBulkSpecialsByHand(t *testing.T) {
	runEngineByHand(t, []bhCase{
		{
			// 3 pre-rolls reach the threshold of 3: 10% of 1,000 = 100 ¢ × 3 = 300 ¢; 3,000 − 300 = 2,700 ¢
			name: "one step at the threshold",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 3, 1000)},
				Specials: bhSpecials(bhS(20, "bulk").pct(10).kinds("pre-roll").bundle(3, 0, "", ""))},
			want: bhWant{All: 300, Subtotal: 2700, Total: 2700, Product: 300, Applied: []bhAmt{{20, 300}},
				Lines: []money.Cents{300}},
		},
		{
			// 2 pre-rolls < threshold 3: nothing; 2,000 ¢
			name: "below the threshold nothing",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bhS(20, "bulk").pct(10).kinds("pre-roll").bundle(3, 0, "", ""))},
			want: bhWant{Subtotal: 2000, Total: 2000, Lines: []money.Cents{0}},
		},
		{
			// tiers 2 → 10%, 4 → 20%, 6 → 30%; 5 units reach the 4 step: 20% of 1,000 = 200 ¢ × 5 = 1,000 ¢;
			// 5,000 − 1,000 = 4,000 ¢
			name: "tiers by items: the highest step reached",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 5, 1000)},
				Specials: bhSpecials(bhS(21, "bulk").kinds("pre-roll").tiers(
					catalog.BulkTier{MinItems: 2, DiscountPercent: 10}, catalog.BulkTier{MinItems: 4, DiscountPercent: 20},
					catalog.BulkTier{MinItems: 6, DiscountPercent: 30}))},
			want: bhWant{All: 1000, Subtotal: 4000, Total: 4000, Product: 1000, Applied: []bhAmt{{21, 1000}},
				Lines: []money.Cents{1000}},
		},
		{
			// the same tiers listed out of order; 6 units reach the 6 step: 30% of 1,000 = 300 ¢ × 6 = 1,800 ¢;
			// 6,000 − 1,800 = 4,200 ¢
			name: "tiers listed out of order: the highest step still wins",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 6, 1000)},
				Specials: bhSpecials(bhS(21, "bulk").kinds("pre-roll").tiers(
					catalog.BulkTier{MinItems: 6, DiscountPercent: 30}, catalog.BulkTier{MinItems: 2, DiscountPercent: 10},
					catalog.BulkTier{MinItems: 4, DiscountPercent: 20}))},
			want: bhWant{All: 1800, Subtotal: 4200, Total: 4200, Product: 1800, Applied: []bhAmt{{21, 1800}},
				Lines: []money.Cents{1800}},
		},
		{
			// tiers 7 g → 10%, 14 g → 20%; 2 eighths (7 g) + 1 gram = 8 g: the 7 g step, 10%:
			// OG 350 ¢ × 2 = 700 ¢; GDP gram 120 ¢; 820 ¢. 2 × 3,500 + 1,200 = 8,200 ¢; 8,200 − 820 = 7,380 ¢
			name: "tiers by grams: 8 g reach the 7 g step",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500), bhGDP.at(catalog.Gram, 1, 1200)},
				Specials: bhSpecials(bhS(22, "bulk").kinds("flower").tiers(
					catalog.BulkTier{MinGrams: 7, DiscountPercent: 10}, catalog.BulkTier{MinGrams: 14, DiscountPercent: 20}))},
			want: bhWant{All: 820, Subtotal: 7380, Total: 7380, Product: 820, Applied: []bhAmt{{22, 820}},
				Lines: []money.Cents{700, 120}},
		},
		{
			// a quarter (7 g) + 2 eighths (7 g) = 14 g: the 14 g step, 20%: 1,200 ¢ + 2 × 800 ¢ = 2,800 ¢;
			// 6,000 + 8,000 = 14,000 ¢; 14,000 − 2,800 = 11,200 ¢
			name: "tiers by grams: 14 g reach the 14 g step",
			in: Input{Lines: []Line{bhOG.at(catalog.QuarterOunce, 1, 6000), bhGDP.at(catalog.EighthOunce, 2, 4000)},
				Specials: bhSpecials(bhS(22, "bulk").kinds("flower").tiers(
					catalog.BulkTier{MinGrams: 7, DiscountPercent: 10}, catalog.BulkTier{MinGrams: 14, DiscountPercent: 20}))},
			want: bhWant{All: 2800, Subtotal: 11200, Total: 11200, Product: 2800, Applied: []bhAmt{{22, 2800}},
				Lines: []money.Cents{1200, 1600}},
		},
		{
			// tiers 3 → $2 off, 5 → $15 target; 5 gummies: target 1,500 ¢: 300 ¢ × 5 = 1,500 ¢; 9,000 − 1,500 = 7,500 ¢
			name: "a target-price tier",
			in: Input{Lines: []Line{bhGummy.at(catalog.Each, 5, 1800)},
				Specials: bhSpecials(bhS(23, "bulk").kinds("edible").tiers(
					catalog.BulkTier{MinItems: 3, DiscountDollarAmount: 200}, catalog.BulkTier{MinItems: 5, DiscountTargetPrice: 1500}))},
			want: bhWant{All: 1500, Subtotal: 7500, Total: 7500, Product: 1500, Applied: []bhAmt{{23, 1500}},
				Lines: []money.Cents{1500}},
		},
		{
			// the same tiers, 4 gummies: the $2 step: 200 ¢ × 4 = 800 ¢; 7,200 − 800 = 6,400 ¢
			name: "a dollar tier",
			in: Input{Lines: []Line{bhGummy.at(catalog.Each, 4, 1800)},
				Specials: bhSpecials(bhS(23, "bulk").kinds("edible").tiers(
					catalog.BulkTier{MinItems: 3, DiscountDollarAmount: 200}, catalog.BulkTier{MinItems: 5, DiscountTargetPrice: 1500}))},
			want: bhWant{All: 800, Subtotal: 6400, Total: 6400, Product: 800, Applied: []bhAmt{{23, 800}},
				Lines: []money.Cents{800}},
		},
		{
			// only covered units count: 2 pre-rolls (the flower is not covered) < 3: nothing; 2,000 + 3,500 = 5,500 ¢
			name: "only covered units count towards the threshold",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(20, "bulk").pct(10).kinds("pre-roll").bundle(3, 0, "", ""))},
			want: bhWant{Subtotal: 5500, Total: 5500, Lines: []money.Cents{0, 0}},
		},
		{
			// brand 10's buy 2 and save 15%: OG and the pre-roll are brand 10 (2 units ≥ 2): 15% of 3,500 = 525 ¢,
			// 15% of 1,000 = 150 ¢; GDP (brand 20) 0. 675 ¢ of brand discounts; 8,500 − 675 = 7,825 ¢
			name: "brand buy_x_and_save",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhJack.at(catalog.Each, 1, 1000),
				bhGDP.at(catalog.EighthOunce, 1, 4000)},
				Specials: bhSpecials(bhS(24, "buy_x_and_save").brand(10).pct(15).bundle(2, 0, "", ""))},
			want: bhWant{All: 675, Subtotal: 7825, Total: 7825, Brand: 675, Applied: []bhAmt{{24, 675}},
				Lines: []money.Cents{525, 150, 0}},
		},
		{
			// $1.50 off each edible from 2: 3 edibles: 3 × 150 = 450 ¢; 2 × 1,800 + 2,400 = 6,000 ¢; − 450 = 5,550 ¢
			name: "one dollar step across two products",
			in: Input{Lines: []Line{bhGummy.at(catalog.Each, 2, 1800), bhChoc.at(catalog.Each, 1, 2400)},
				Specials: bhSpecials(bhS(25, "bulk").off(150).kinds("edible").bundle(2, 0, "", ""))},
			want: bhWant{All: 450, Subtotal: 5550, Total: 5550, Product: 450, Applied: []bhAmt{{25, 450}},
				Lines: []money.Cents{300, 150}},
		},
		{
			// a 1 g step counts grams: gummies are sold each and weigh 0 g: never reached; 3 × 1,800 = 5,400 ¢
			name: "a grams step is never reached by units sold each",
			in: Input{Lines: []Line{bhGummy.at(catalog.Each, 3, 1800)},
				Specials: bhSpecials(bhS(26, "bulk").tiers(catalog.BulkTier{MinGrams: 1, DiscountPercent: 50}))},
			want: bhWant{Subtotal: 5400, Total: 5400, Lines: []money.Cents{0}},
		},
	})
}

// TestEngineBundlesByHand: bundle and buy_x_get_y.
func TestEngineBundlesByHand(t *testing.T) {
	bogo := func(id int64) *bhSp {
		return bhS(id, "bundle").pct(100).qual(bhPre).disc(bhPre).bundle(1, 1, "", "")
	}
	flowerEdible := func(id int64) *bhSp {
		return bhS(id, "bundle").pct(50).qual(bhFlower).disc(bhEdible).bundle(1, 0, "", "")
	}
	threeFor25 := func(dist string) *bhSp {
		return bhS(34, "bundle").target(2500).kinds("pre-roll").bundle(3, 0, "per_bundle", dist)
	}
	pre3 := []Line{bhBlunt.at(catalog.Each, 1, 1100), bhJack.at(catalog.Each, 1, 1000), bhDog.at(catalog.Each, 1, 900)}
	runEngineByHand(t, []bhCase{
		{
			// buy one pre-roll, get one free: 1 qualifier, 1 discounted at 100% → the 1 ¢ floor: 999 ¢ off;
			// 2,000 − 999 = 1,001 ¢
			name: "buy one get one free leaves the free unit at 1 ¢",
			in:   Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000)}, Specials: bhSpecials(bogo(30))},
			want: bhWant{All: 999, Subtotal: 1001, Total: 1001, Product: 999, Applied: []bhAmt{{30, 999}},
				Lines: []money.Cents{999}, Bundles: []bhBundle{{30, Applied}}, LineSpecial: []int64{30}},
		},
		{
			// the same in Colorado: the free unit is free: 1,000 ¢ off; 2,000 − 1,000 = 1,000 ¢
			name: "buy one get one free without a floor",
			in: Input{Store: bhCO, Lines: []Line{bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bogo(30).store(2))},
			want: bhWant{All: 1000, Subtotal: 1000, Total: 1000, Product: 1000, Applied: []bhAmt{{30, 1000}},
				Lines: []money.Cents{1000}, Bundles: []bhBundle{{30, Applied}}},
		},
		{
			// brand 10 buy 2 get 1 at 50% (default 1 discounted): the dearest unit, OG 3,500 ¢, is discounted:
			// 1,750 ¢; the qualifiers are the two cheapest, pre-rolls. One pre-roll is left: no second bundle.
			// 3 × 1,000 + 3,500 = 6,500 ¢; 6,500 − 1,750 = 4,750 ¢
			name: "brand buy_x_get_y discounts the dearest unit",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 3, 1000), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(31, "buy_x_get_y").brand(10).pct(50).bundle(2, 0, "", ""))},
			want: bhWant{All: 1750, Subtotal: 4750, Total: 4750, Brand: 1750, Applied: []bhAmt{{31, 1750}},
				Lines: []money.Cents{0, 1750}, Bundles: []bhBundle{{31, Applied}}},
		},
		{
			// buy a flower, get an edible 50% off: bundle 1 = OG + the dearest edible (chocolate 2,400 ¢ → 1,200 ¢ off),
			// bundle 2 = OG + gummies (1,800 ¢ → 900 ¢ off). 7,000 + 1,800 + 2,400 = 11,200 ¢; 2,100 ¢ off; 9,100 ¢
			name: "qualifier and discountable sections, repeated",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500), bhGummy.at(catalog.Each, 1, 1800),
				bhChoc.at(catalog.Each, 1, 2400)}, Specials: bhSpecials(flowerEdible(32))},
			want: bhWant{All: 2100, Subtotal: 9100, Total: 9100, Product: 2100, Applied: []bhAmt{{32, 2100}},
				Lines: []money.Cents{0, 900, 1200}, Bundles: []bhBundle{{32, Applied}}},
			permute: true,
		},
		{
			// one flower: one bundle, the dearest edible: chocolate 1,200 ¢ off; 3,500 + 1,800 + 2,400 = 7,700 ¢; 6,500 ¢
			name: "one qualifier makes one bundle",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGummy.at(catalog.Each, 1, 1800),
				bhChoc.at(catalog.Each, 1, 2400)}, Specials: bhSpecials(flowerEdible(32))},
			want: bhWant{All: 1200, Subtotal: 6500, Total: 6500, Product: 1200, Applied: []bhAmt{{32, 1200}},
				Lines: []money.Cents{0, 0, 1200}, Bundles: []bhBundle{{32, Applied}}},
		},
		{
			// a flower and no edible: the qualifier is in the cart but there is nothing to discount: qualified, 0 ¢
			name: "qualified: nothing to discount",
			in:   Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500)}, Specials: bhSpecials(flowerEdible(32))},
			want: bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}, Bundles: []bhBundle{{32, Qualified}}},
		},
		{
			// buy 2 flowers, get an edible: 1 flower < 2: not qualified, 0 ¢; 3,500 + 1,800 = 5,300 ¢
			name: "not qualified: too few qualifiers",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGummy.at(catalog.Each, 1, 1800)},
				Specials: bhSpecials(flowerEdible(33).bundle(2, 0, "", ""))},
			want: bhWant{Subtotal: 5300, Total: 5300, Lines: []money.Cents{0, 0}, Bundles: []bhBundle{{33, NotQualified}}},
		},
		{
			// one pre-roll under buy one get one: it qualifies but cannot also be the free one: qualified, 0 ¢
			name: "a unit is never both qualifier and discounted",
			in:   Input{Lines: []Line{bhJack.at(catalog.Each, 1, 1000)}, Specials: bhSpecials(bogo(30))},
			want: bhWant{Subtotal: 1000, Total: 1000, Lines: []money.Cents{0}, Bundles: []bhBundle{{30, Qualified}}},
		},
		{
			// 3 pre-rolls for $25.00, per bundle, even: 1,100 + 1,000 + 900 = 3,000 ¢; 3,000 − 2,500 = 500 ¢ off.
			// Canonical order 103 (1,000), 112 (900), 113 (1,100): 500 × 1,000 / 3,000 = 166 r 2,000;
			// 500 × 900 / 3,000 = 150 r 0; 500 × 1,100 / 3,000 = 183 r 1,000; 499 given, 1 left → 103 (largest
			// remainder): 167, 150, 183. Lines in input order 113, 103, 112: 183, 167, 150. 2,500 ¢
			name: "3 pre-rolls for $25, spread evenly with the largest remainder",
			in:   Input{Lines: pre3, Specials: bhSpecials(threeFor25(""))},
			want: bhWant{All: 500, Subtotal: 2500, Total: 2500, Product: 500, Applied: []bhAmt{{34, 500}},
				Lines: []money.Cents{183, 167, 150}, Bundles: []bhBundle{{34, Applied}}},
			permute: true,
		},
		{
			// the same, cheapest first: the 900 ¢ pre-roll (room 899 ¢) takes all 500 ¢
			name: "3 pre-rolls for $25, cheapest first",
			in:   Input{Lines: pre3, Specials: bhSpecials(threeFor25("cheapest_first"))},
			want: bhWant{All: 500, Subtotal: 2500, Total: 2500, Product: 500, Applied: []bhAmt{{34, 500}},
				Lines: []money.Cents{0, 0, 500}, Bundles: []bhBundle{{34, Applied}}},
		},
		{
			// 3 pre-rolls for $1.00, cheapest first: 3,000 − 100 = 2,900 ¢ off: the 900 ¢ takes 899 ¢ (its
			// floor), the 1,000 ¢ 999 ¢, the 1,100 ¢ the 1,002 ¢ left; 3,000 − 2,900 = 100 ¢
			name: "cheapest first passes on what a floor refuses",
			in: Input{Lines: pre3, Specials: bhSpecials(bhS(34, "bundle").target(100).kinds("pre-roll").
				bundle(3, 0, "per_bundle", "cheapest_first"))},
			want: bhWant{All: 2900, Subtotal: 100, Total: 100, Product: 2900, Applied: []bhAmt{{34, 2900}},
				Lines: []money.Cents{1002, 999, 899}, Bundles: []bhBundle{{34, Applied}}},
		},
		{
			// 3 pre-rolls for 1 ¢, even: 2,999 ¢ off asked, but each unit keeps 1 ¢: room 1,099 + 999 + 899
			// = 2,997 ¢ is all that is given; 3 ¢ left
			name: "what no unit has room for is not given",
			in: Input{Lines: pre3, Specials: bhSpecials(bhS(34, "bundle").target(1).kinds("pre-roll").
				bundle(3, 0, "per_bundle", ""))},
			want: bhWant{All: 2997, Subtotal: 3, Total: 3, Product: 2997, Applied: []bhAmt{{34, 2997}},
				Lines: []money.Cents{1099, 999, 899}, Bundles: []bhBundle{{34, Applied}}},
		},
		{
			// buy 2, $3 off each (per item): 2 × 300 = 600 ¢; 2,000 − 600 = 1,400 ¢
			name: "per_item: each discounted unit gets the discount",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bhS(35, "bundle").off(300).kinds("pre-roll").bundle(2, 0, "per_item", ""))},
			want: bhWant{All: 600, Subtotal: 1400, Total: 1400, Product: 600, Applied: []bhAmt{{35, 600}},
				Lines: []money.Cents{600}, Bundles: []bhBundle{{35, Applied}}},
		},
		{
			// buy 2, $3 off the pair (per bundle): 300 ¢ in all, 150 ¢ each; 2,000 − 300 = 1,700 ¢
			name: "per_bundle: the discounted units share the discount",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bhS(35, "bundle").off(300).kinds("pre-roll").bundle(2, 0, "per_bundle", ""))},
			want: bhWant{All: 300, Subtotal: 1700, Total: 1700, Product: 300, Applied: []bhAmt{{35, 300}},
				Lines: []money.Cents{300}, Bundles: []bhBundle{{35, Applied}}},
		},
		{
			// buy 2 get one of them 50% off (max 1), repeated: 4 units make 2 bundles: 2 × 500 = 1,000 ¢;
			// 4,000 − 1,000 = 3,000 ¢
			name: "a bundle repeats while the cart fills another",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 4, 1000)},
				Specials: bhSpecials(bhS(36, "bundle").pct(50).kinds("pre-roll").bundle(2, 1, "", ""))},
			want: bhWant{All: 1000, Subtotal: 3000, Total: 3000, Product: 1000, Applied: []bhAmt{{36, 1000}},
				Lines: []money.Cents{1000}, Bundles: []bhBundle{{36, Applied}}},
		},
		{
			// buy 3, the dearest of the 3 half off (max 1), no sections, Colorado; units 6,000, 5,000, 4,000,
			// 3,000, 2,000, 1,000 ¢. Bundle 1: the dearest, 6,000 ¢, is discounted (3,000 ¢); its qualifiers
			// are the units that lose least, the cheapest: 1,000 and 2,000 ¢. Bundle 2 of 5,000, 4,000 and
			// 3,000: 5,000 ¢ discounted (2,500 ¢), 3,000 and 4,000 ¢ qualify. 3,000 + 2,500 = 5,500 ¢;
			// 21,000 − 5,500 = 15,500 ¢
			name: "qualifiers of a bundle without sections are the cheapest units",
			in: Input{Store: bhCO, Lines: []Line{bhOG.at(catalog.QuarterOunce, 1, 6000), bhGDP.at(catalog.QuarterOunce, 1, 5000),
				bhShatter.at(catalog.Gram, 1, 4000), bhVape.at(catalog.HalfGram, 1, 3000), bhGummy.at(catalog.Each, 1, 2000),
				bhJack.at(catalog.Each, 1, 1000)},
				Specials: bhSpecials(bhS(37, "bundle").store(2).pct(50).bundle(3, 1, "", ""))},
			want: bhWant{All: 5500, Subtotal: 15500, Total: 15500, Product: 5500, Applied: []bhAmt{{37, 5500}},
				Lines: []money.Cents{3000, 2500, 0, 0, 0, 0}, Bundles: []bhBundle{{37, Applied}}},
		},
		{
			// buy 3, the 2 dearest of the 3 half off, no sections, Colorado: bundle 1 = 6,000 and 5,000 ¢ discounted
			// (3,000 + 2,500 ¢) with the cheapest, 1,000 ¢, qualifying; bundle 2 = 4,000 and 3,000 ¢ (2,000 + 1,500 ¢)
			// with 2,000 ¢. 3,000 + 2,500 + 2,000 + 1,500 = 9,000 ¢; 21,000 − 9,000 = 12,000 ¢
			name: "two discounted of three, no sections",
			in: Input{Store: bhCO, Lines: []Line{bhOG.at(catalog.QuarterOunce, 1, 6000), bhGDP.at(catalog.QuarterOunce, 1, 5000),
				bhShatter.at(catalog.Gram, 1, 4000), bhVape.at(catalog.HalfGram, 1, 3000), bhGummy.at(catalog.Each, 1, 2000),
				bhJack.at(catalog.Each, 1, 1000)},
				Specials: bhSpecials(bhS(37, "bundle").store(2).pct(50).bundle(3, 2, "", ""))},
			want: bhWant{All: 9000, Subtotal: 12000, Total: 12000, Product: 9000, Applied: []bhAmt{{37, 9000}},
				Lines: []money.Cents{3000, 2500, 2000, 1500, 0, 0}, Bundles: []bhBundle{{37, Applied}}},
		},
		{
			// buy a flower, get an edible half off (32), and 30% off hybrids (47, a product special). The flower
			// that qualifies is the one a product special saves least on: GDP (0 ¢), not OG (30% of 3,500 =
			// 1,050 ¢); gummies 900 ¢ off. OG then takes 47: 1,050 ¢. 900 + 1,050 = 1,950 ¢ (OG as the qualifier
			// would leave 900 ¢). 3,500 + 3,500 + 1,800 = 8,800 ¢; 8,800 − 1,950 = 6,850 ¢
			name: "the qualifier is the unit a product special saves least on",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGDP.at(catalog.EighthOunce, 1, 3500),
				bhGummy.at(catalog.Each, 1, 1800)},
				Specials: bhSpecials(flowerEdible(32), bhS(47, "product").pct(30).lineages("hybrid"))},
			want: bhWant{All: 1950, Subtotal: 6850, Total: 6850, Product: 1950, Applied: []bhAmt{{32, 900}, {47, 1050}},
				Lines: []money.Cents{1050, 0, 900}, Bundles: []bhBundle{{32, Applied}}},
			permute: true,
		},
		{
			// buy 2 pre-rolls, 15% off the pair (per bundle, even): 1,000 + 2,333 = 3,333 ¢; 15% = 499.95 → 500 ¢;
			// 500 × 1,000 / 3,333 = 150 r 50; 500 × 2,333 / 3,333 = 349 r 3,283; 1 left → 349 + 1 = 350.
			// 3,333 − 500 = 2,833 ¢
			name: "per_bundle percent is rounded once on the sum",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 1, 1000), bhDog.at(catalog.Each, 1, 2333)},
				Specials: bhSpecials(bhS(38, "bundle").pct(15).kinds("pre-roll").bundle(2, 0, "per_bundle", "even"))},
			want: bhWant{All: 500, Subtotal: 2833, Total: 2833, Product: 500, Applied: []bhAmt{{38, 500}},
				Lines: []money.Cents{150, 350}, Bundles: []bhBundle{{38, Applied}}},
		},
		{
			// base brand 10: only the pre-roll and OG count; buy 2, 20% off each: 200 + 700 = 900 ¢;
			// gummies (brand 20) 0. 1,000 + 3,500 + 1,800 = 6,300 ¢; 6,300 − 900 = 5,400 ¢
			name: "every unit must match the base section",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 1, 1000), bhOG.at(catalog.EighthOunce, 1, 3500),
				bhGummy.at(catalog.Each, 1, 1800)},
				Specials: bhSpecials(bhS(39, "bundle").pct(20).base(catalog.RuleSet{BrandIDs: []int64{10}}).bundle(2, 0, "", ""))},
			want: bhWant{All: 900, Subtotal: 5400, Total: 5400, Product: 900, Applied: []bhAmt{{39, 900}},
				Lines: []money.Cents{200, 700, 0}, Bundles: []bhBundle{{39, Applied}}},
		},
		{
			// buy a flower, up to 2 edibles 50% off: chocolate 1,200 ¢ + one gummies 900 ¢ = 2,100 ¢;
			// 3,500 + 2 × 1,800 + 2,400 = 9,500 ¢; 9,500 − 2,100 = 7,400 ¢
			name: "max_number_of_discounted_products 2",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGummy.at(catalog.Each, 2, 1800),
				bhChoc.at(catalog.Each, 1, 2400)}, Specials: bhSpecials(flowerEdible(40).bundle(1, 2, "", ""))},
			want: bhWant{All: 2100, Subtotal: 7400, Total: 7400, Product: 2100, Applied: []bhAmt{{40, 2100}},
				Lines: []money.Cents{0, 900, 1200}, Bundles: []bhBundle{{40, Applied}}},
		},
		{
			// buy 2 flowers or pre-rolls, get a pre-roll free (Colorado): the qualifiers are those not in the
			// discountable section first (OG) then the cheapest pre-roll; the next pre-roll is free: 1,000 ¢.
			// One pre-roll left: no second bundle. 3,500 + 3,000 = 6,500 ¢; 6,500 − 1,000 = 5,500 ¢
			name: "sections sharing products",
			in: Input{Store: bhCO, Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhJack.at(catalog.Each, 3, 1000)},
				Specials: bhSpecials(bhS(41, "bundle").store(2).pct(100).
					qual(catalog.RuleSet{Kinds: []string{"flower", "pre-roll"}}).disc(bhPre).bundle(2, 1, "", ""))},
			want: bhWant{All: 1000, Subtotal: 5500, Total: 5500, Product: 1000, Applied: []bhAmt{{41, 1000}},
				Lines: []money.Cents{0, 1000}, Bundles: []bhBundle{{41, Applied}}},
		},
		{
			// three bundles (Colorado): buy one get one pre-roll (42) applies: 1,000 ¢; flower → edible (43) has its
			// flower but no edible: qualified; buy 5 flowers (44) has 1: not qualified. 2,000 + 3,500 − 1,000 = 4,500 ¢
			name: "applied, qualified and not qualified in one cart",
			in: Input{Store: bhCO, Lines: []Line{bhJack.at(catalog.Each, 2, 1000), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bogo(42).store(2), flowerEdible(43).store(2),
					bhS(44, "bundle").store(2).pct(10).kinds("flower").bundle(5, 0, "", ""))},
			want: bhWant{All: 1000, Subtotal: 4500, Total: 4500, Product: 1000, Applied: []bhAmt{{42, 1000}},
				Lines:   []money.Cents{1000, 0},
				Bundles: []bhBundle{{42, Applied}, {43, Qualified}, {44, NotQualified}}},
		},
		{
			// bundle 45 (buy 2 pre-rolls, 50% off each) claims both pre-rolls: 2 × 500 = 1,000 ¢; product special 46
			// (10% off pre-rolls and flower) then prices the unclaimed OG: 350 ¢. 1,350 ¢ beats 46 alone
			// (2 × 100 + 350 = 550 ¢). 2,000 + 3,500 − 1,350 = 4,150 ¢
			name: "a bundle claims its units, a product special prices the rest",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(45, "bundle").pct(50).kinds("pre-roll").bundle(2, 0, "", ""),
					bhS(46, "product").pct(10).kinds("pre-roll", "flower"))},
			want: bhWant{All: 1350, Subtotal: 4150, Total: 4150, Product: 1350, Applied: []bhAmt{{45, 1000}, {46, 350}},
				Lines: []money.Cents{1000, 350}, Bundles: []bhBundle{{45, Applied}}, LineSpecial: []int64{45, 46}},
		},
	})
}

// TestEngineOrderSpecialsByHand: cart_total, promo_code and group specials.
func TestEngineOrderSpecialsByHand(t *testing.T) {
	twoOGsAndGummies := []Line{bhOG.at(catalog.EighthOunce, 2, 3500), bhGummy.at(catalog.Each, 1, 1800)}
	ogAndGummies := []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGummy.at(catalog.Each, 1, 1800)}
	twoOGs := []Line{bhOG.at(catalog.EighthOunce, 2, 3500)}
	oneOG := []Line{bhOG.at(catalog.EighthOunce, 1, 3500)}
	runEngineByHand(t, []bhCase{
		{
			// both stackable: 20% off flower: 2 × 700 = 1,400 ¢; then 10% of what is left, 2,800 + 2,800 + 1,800
			// = 7,400 ¢: 740 ¢ (not 10% of the 8,800 ¢ item total); shares 740 × 2,800 / 7,400 = 280 ¢ per OG,
			// 740 × 1,800 / 7,400 = 180 ¢. OG line 1,400 + 560 = 1,960 ¢. 8,800 − 2,140 = 6,660 ¢
			name: "an order-level percentage is of the subtotal after line discounts",
			in: Input{Lines: twoOGsAndGummies, Specials: bhSpecials(bhS(40, "product").pct(20).kinds("flower").stack(),
				bhS(41, "cart_total").pct(10).stack())},
			want: bhWant{All: 2140, Subtotal: 6660, Total: 6660, Product: 1400, Cart: 740, CartID: 41,
				Applied: []bhAmt{{40, 1400}, {41, 740}}, Lines: []money.Cents{1960, 180}},
		},
		{
			// cart special not stackable: it applies only to the gummies no one holds: 10% of 1,800 = 180 ¢;
			// 1,400 + 180 = 1,580 ¢ beats 10% of 8,800 = 880 ¢ alone and 1,400 ¢ alone. 8,800 − 1,580 = 7,220 ¢
			name: "a cart special that is not stackable skips held units",
			in: Input{Lines: twoOGsAndGummies, Specials: bhSpecials(bhS(40, "product").pct(20).kinds("flower").stack(),
				bhS(41, "cart_total").pct(10))},
			want: bhWant{All: 1580, Subtotal: 7220, Total: 7220, Product: 1400, Cart: 180, CartID: 41,
				Applied: []bhAmt{{40, 1400}, {41, 180}}, Lines: []money.Cents{1400, 180}},
		},
		{
			// the product special not stackable: the same 1,400 + 180 = 1,580 ¢
			name: "nothing stacks on a special that is not stackable",
			in: Input{Lines: twoOGsAndGummies, Specials: bhSpecials(bhS(40, "product").pct(20).kinds("flower"),
				bhS(41, "cart_total").pct(10).stack())},
			want: bhWant{All: 1580, Subtotal: 7220, Total: 7220, Product: 1400, Cart: 180, CartID: 41,
				Applied: []bhAmt{{40, 1400}, {41, 180}}, Lines: []money.Cents{1400, 180}},
		},
		{
			// 30% off the cart, not stackable, alone: 30% of 8,800 = 2,640 ¢; with the 20% flower special:
			// 1,400 + 30% of 1,800 = 1,400 + 540 = 1,940 ¢. Every special is also tried alone: 2,640 ¢ wins.
			// Shares 2,640 × 3,500 / 8,800 = 1,050 ¢ per OG, 2,640 × 1,800 / 8,800 = 540 ¢. 8,800 − 2,640 = 6,160 ¢
			name: "a cart special alone beats it with the product specials",
			in: Input{Lines: twoOGsAndGummies, Specials: bhSpecials(bhS(40, "product").pct(20).kinds("flower").stack(),
				bhS(41, "cart_total").pct(30))},
			want: bhWant{All: 2640, Subtotal: 6160, Total: 6160, Cart: 2640, CartID: 41,
				Applied: []bhAmt{{41, 2640}}, Lines: []money.Cents{2100, 540}},
		},
		{
			// $10 off from $50.00, both stackable. With the 20% flower special the covered amount is
			// 2,800 + 1,800 = 4,600 ¢ < 5,000 ¢: 700 ¢ in all. Alone the cart special has 5,300 ¢ ≥ 5,000 ¢:
			// 1,000 ¢, the best. Shares 1,000 × 3,500 / 5,300 = 660 r 2,000; 1,000 × 1,800 / 5,300 = 339 r 3,300;
			// 1 left → gummies 340. 5,300 − 1,000 = 4,300 ¢
			name: "a minimum subtotal a product special would break: the cart special alone",
			in: Input{Lines: ogAndGummies, Specials: bhSpecials(bhS(42, "product").pct(20).kinds("flower").stack(),
				bhS(43, "cart_total").off(1000).min(5000).stack())},
			want: bhWant{All: 1000, Subtotal: 4300, Total: 4300, Cart: 1000, CartID: 43,
				Applied: []bhAmt{{43, 1000}}, Lines: []money.Cents{660, 340}},
		},
		{
			// $10 off from $50.00: 3,500 + 1,800 = 5,300 ¢ ≥ 5,000 ¢: shares 660 and 340 ¢ (as above); 4,300 ¢
			name: "dollar amount off the cart, spread evenly",
			in:   Input{Lines: ogAndGummies, Specials: bhSpecials(bhS(44, "cart_total").off(1000).min(5000))},
			want: bhWant{All: 1000, Subtotal: 4300, Total: 4300, Cart: 1000, CartID: 44,
				Applied: []bhAmt{{44, 1000}}, Lines: []money.Cents{660, 340}},
		},
		{
			// 3,500 + 1,400 = 4,900 ¢ < 5,000 ¢: nothing
			name: "below the minimum subtotal nothing",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhJack.at(catalog.Each, 1, 1400)},
				Specials: bhSpecials(bhS(44, "cart_total").off(1000).min(5000))},
			want: bhWant{Subtotal: 4900, Total: 4900, Lines: []money.Cents{0, 0}},
		},
		{
			// 3,500 + 1,500 = 5,000 ¢ reaches 5,000 ¢: 1,000 × 3,500 / 5,000 = 700, 1,000 × 1,500 / 5,000 = 300;
			// 5,000 − 1,000 = 4,000 ¢
			name: "exactly the minimum subtotal applies",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGummy.at(catalog.Each, 1, 1500)},
				Specials: bhSpecials(bhS(44, "cart_total").off(1000).min(5000))},
			want: bhWant{All: 1000, Subtotal: 4000, Total: 4000, Cart: 1000, CartID: 44,
				Applied: []bhAmt{{44, 1000}}, Lines: []money.Cents{700, 300}},
		},
		{
			// target $50.00: 7,000 − 5,000 = 2,000 ¢ off, 1,000 ¢ each unit; 5,000 ¢
			name: "cart target price takes the part above it",
			in:   Input{Lines: twoOGs, Specials: bhSpecials(bhS(45, "cart_total").target(5000))},
			want: bhWant{All: 2000, Subtotal: 5000, Total: 5000, Cart: 2000, CartID: 45,
				Applied: []bhAmt{{45, 2000}}, Lines: []money.Cents{2000}},
		},
		{
			// 12.5% of 1,005 ¢ = 125.625 ¢ → 126 ¢; 1,005 − 126 = 879 ¢
			name: "cart percent rounds half away from zero",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 1, 1005)},
				Specials: bhSpecials(bhS(45, "cart_total").pct(12.5))},
			want: bhWant{All: 126, Subtotal: 879, Total: 879, Cart: 126, CartID: 45,
				Applied: []bhAmt{{45, 126}}, Lines: []money.Cents{126}},
		},
		{
			// ascending id, each on what is left: 46 ($5) first: 7,000 − 500 = 6,500 ¢; 47 (10%): 650 ¢.
			// 1,150 ¢ (10% first would have been 700 + 500 = 1,200 ¢). cart_discount_special_id: 46. 5,850 ¢
			name: "order-level specials apply in ascending id",
			in: Input{Lines: twoOGs, Specials: bhSpecials(bhS(47, "cart_total").pct(10).stack(),
				bhS(46, "cart_total").off(500).stack())},
			want: bhWant{All: 1150, Subtotal: 5850, Total: 5850, Cart: 1150, CartID: 46,
				Applied: []bhAmt{{46, 500}, {47, 650}}, Lines: []money.Cents{1150}},
		},
		{
			// code "SPRING20" entered as "  spring20 ": case and surrounding spaces ignored; 20% of 3,500 = 700 ¢
			name: "promo code matched ignoring case and spaces",
			in: Input{Lines: oneOG, Shopper: Shopper{PromoCode: "  spring20 "},
				Specials: bhSpecials(bhS(48, "promo_code").pct(20).code("SPRING20"))},
			want: bhWant{All: 700, Subtotal: 2800, Total: 2800, Cart: 700, CartID: 48,
				Applied: []bhAmt{{48, 700}}, Lines: []money.Cents{700}},
		},
		{
			// the special's code stored with a space, " SPRING20 ", entered "spring20": surrounding spaces ignored; 700 ¢
			name: "promo code matched ignoring the special's surrounding spaces",
			in: Input{Lines: oneOG, Shopper: Shopper{PromoCode: "spring20"},
				Specials: bhSpecials(bhS(48, "promo_code").pct(20).code(" SPRING20 "))},
			want: bhWant{All: 700, Subtotal: 2800, Total: 2800, Cart: 700, CartID: 48,
				Applied: []bhAmt{{48, 700}}, Lines: []money.Cents{700}},
		},
		{
			// "SPRING2" is not "SPRING20": nothing
			name: "a wrong promo code",
			in: Input{Lines: oneOG, Shopper: Shopper{PromoCode: "SPRING2"},
				Specials: bhSpecials(bhS(48, "promo_code").pct(20).code("SPRING20"))},
			want: bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}},
		},
		{
			// no code entered: nothing
			name: "no promo code",
			in:   Input{Lines: oneOG, Specials: bhSpecials(bhS(48, "promo_code").pct(20).code("SPRING20"))},
			want: bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}},
		},
		{
			// a product special behind a code "VAPE30", entered "vape30": 30% of 2,500 = 750 ¢, a product discount
			name: "a product special with a promo code",
			in: Input{Lines: []Line{bhVape.at(catalog.HalfGram, 1, 2500)}, Shopper: Shopper{PromoCode: "vape30"},
				Specials: bhSpecials(bhS(49, "product").pct(30).kinds("vape").code("VAPE30"))},
			want: bhWant{All: 750, Subtotal: 1750, Total: 1750, Product: 750,
				Applied: []bhAmt{{49, 750}}, Lines: []money.Cents{750}},
		},
		{
			// seniors' 10%, chosen by a senior: 10% of 3,500 + 1,800 = 5,300 ¢ = 530 ¢: 350 ¢ and 180 ¢; 4,770 ¢
			name: "a group special chosen by a member of its group",
			in: Input{Lines: ogAndGummies, Shopper: Shopper{GroupSpecialID: 50, Groups: []string{"seniors"}},
				Specials: bhSpecials(bhS(50, "group").pct(10).group("seniors"))},
			want: bhWant{All: 530, Subtotal: 4770, Total: 4770, Group: 530,
				Applied: []bhAmt{{50, 530}}, Lines: []money.Cents{350, 180}},
		},
		{
			// a senior who did not choose it: nothing
			name: "a group special not chosen",
			in: Input{Lines: ogAndGummies, Shopper: Shopper{Groups: []string{"seniors"}},
				Specials: bhSpecials(bhS(50, "group").pct(10).group("seniors"))},
			want: bhWant{Subtotal: 5300, Total: 5300, Lines: []money.Cents{0, 0}},
		},
		{
			// chosen, but the shopper showed no document for seniors (only veterans): nothing
			name: "a group special chosen without its group",
			in: Input{Lines: ogAndGummies, Shopper: Shopper{GroupSpecialID: 50, Groups: []string{"veterans"}},
				Specials: bhSpecials(bhS(50, "group").pct(10).group("seniors"))},
			want: bhWant{Subtotal: 5300, Total: 5300, Lines: []money.Cents{0, 0}},
		},
		{
			// the shopper chose another group special (51): nothing from 50
			name: "another group special chosen",
			in: Input{Lines: ogAndGummies, Shopper: Shopper{GroupSpecialID: 51, Groups: []string{"seniors"}},
				Specials: bhSpecials(bhS(50, "group").pct(10).group("seniors"))},
			want: bhWant{Subtotal: 5300, Total: 5300, Lines: []money.Cents{0, 0}},
		},
		{
			// group 3 (10%) then cart 7 ($5), both stackable: 700 ¢ → 6,300 ¢ left; 500 ¢. Group 700, cart 500,
			// cart_discount_special_id 7. 7,000 − 1,200 = 5,800 ¢
			name: "group and cart specials each count in their own total",
			in: Input{Lines: twoOGs, Shopper: Shopper{GroupSpecialID: 3, Groups: []string{"veterans"}},
				Specials: bhSpecials(bhS(7, "cart_total").off(500).stack(), bhS(3, "group").pct(10).group("veterans").stack())},
			want: bhWant{All: 1200, Subtotal: 5800, Total: 5800, Group: 700, Cart: 500, CartID: 7,
				Applied: []bhAmt{{3, 700}, {7, 500}}, Lines: []money.Cents{1200}},
		},
		{
			// 10% off the cart's edibles only: 10% of 1,800 = 180 ¢; 5,300 − 180 = 5,120 ¢
			name: "a cart special covering some kinds",
			in:   Input{Lines: ogAndGummies, Specials: bhSpecials(bhS(52, "cart_total").pct(10).kinds("edible"))},
			want: bhWant{All: 180, Subtotal: 5120, Total: 5120, Cart: 180, CartID: 52,
				Applied: []bhAmt{{52, 180}}, Lines: []money.Cents{0, 180}},
		},
		{
			// target $0 for the cart (California): 6,800 ¢ asked; room 3,499 + 1,799 + 1,500 (the pipe is gear)
			// = 6,798 ¢ given; 2 ¢ left
			name: "cart target $0 leaves 1 ¢ on each cannabis unit",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGummy.at(catalog.Each, 1, 1800),
				bhPipe.at(catalog.Each, 1, 1500)}, Specials: bhSpecials(bhS(53, "cart_total").target(0))},
			want: bhWant{All: 6798, Subtotal: 2, Total: 2, Cart: 6798, CartID: 53,
				Applied: []bhAmt{{53, 6798}}, Lines: []money.Cents{3499, 1799, 1500}},
		},
		{
			// 100% off edibles (stackable): gummies 1,799 ¢ (1 ¢ left); then $20 off the cart (stackable) on
			// 3,500 + 1 = 3,501 ¢: 2,000 × 3,500 / 3,501 = 1,999 r 1,501; 2,000 × 1 / 3,501 = 0 r 2,000;
			// 1 left → gummies (largest remainder), but its floor refuses it → the OG, which has room: 2,000 ¢.
			// 1,799 + 2,000 = 3,799 ¢; 5,300 − 3,799 = 1,501 ¢
			name: "a share the floor refuses passes to a unit with room",
			in: Input{Lines: ogAndGummies, Specials: bhSpecials(bhS(54, "product").pct(100).kinds("edible").stack(),
				bhS(55, "cart_total").off(2000).stack())},
			want: bhWant{All: 3799, Subtotal: 1501, Total: 1501, Product: 1799, Cart: 2000, CartID: 55,
				Applied: []bhAmt{{54, 1799}, {55, 2000}}, Lines: []money.Cents{2000, 1799}},
		},
		{
			// $1 off three 1,000 ¢ pre-rolls: 100 × 1,000 / 3,000 = 33 r 1,000 each; 1 left: the remainders tie,
			// so it goes to the earliest in canonical order, product 103. Input order 113, 103, 112: 33, 34, 33
			name: "equal remainders: the cent goes to the first unit in canonical order",
			in: Input{Lines: []Line{bhBlunt.at(catalog.Each, 1, 1000), bhJack.at(catalog.Each, 1, 1000),
				bhDog.at(catalog.Each, 1, 1000)}, Specials: bhSpecials(bhS(56, "cart_total").off(100))},
			want: bhWant{All: 100, Subtotal: 2900, Total: 2900, Cart: 100, CartID: 56,
				Applied: []bhAmt{{56, 100}}, Lines: []money.Cents{33, 34, 33}},
			permute: true,
		},
	})
}

// TestEngineEligibilityByHand: which specials may apply. The special is 20%
// off (700 ¢ of a 3,500 ¢ eighth of OG, brand 10, hybrid flower) when it
// applies, nothing when it does not.
func TestEngineEligibilityByHand(t *testing.T) {
	og := []Line{bhOG.at(catalog.EighthOunce, 1, 3500)}
	// ogAndJack: 3,500 + 1,000 = 4,500 ¢; the pre-roll is brand 10, sativa.
	ogAndJack := []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhJack.at(catalog.Each, 1, 1000)}
	p := func() *bhSp { return bhS(60, "product").pct(20) }
	b := func() *bhSp { return bhS(61, "product").pct(20).brand(10) }
	// 20% of 3,500 = 700 ¢; 3,500 − 700 = 2,800 ¢
	yes := bhWant{All: 700, Subtotal: 2800, Total: 2800, Product: 700, Applied: []bhAmt{{60, 700}}, Lines: []money.Cents{700}}
	yesBrand := bhWant{All: 700, Subtotal: 2800, Total: 2800, Brand: 700, Applied: []bhAmt{{61, 700}}, Lines: []money.Cents{700}}
	no := bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}}
	// only the pre-roll: 20% of 1,000 = 200 ¢; 4,500 − 200 = 4,300 ¢
	jackOnly := bhWant{All: 200, Subtotal: 4300, Total: 4300, Brand: 200, Applied: []bhAmt{{61, 200}}, Lines: []money.Cents{0, 200}}
	// only the OG: 700 ¢; 4,500 − 700 = 3,800 ¢
	ogOnly := bhWant{All: 700, Subtotal: 3800, Total: 3800, Brand: 700, Applied: []bhAmt{{61, 700}}, Lines: []money.Cents{700, 0}}
	runEngineByHand(t, []bhCase{
		{name: "ended an hour ago", in: Input{Lines: og, Specials: bhSpecials(p().with(func(s *catalog.Special) { s.EndTime = bhAt(-time.Hour) }))}, want: no},
		{name: "starts in an hour", in: Input{Lines: og, Specials: bhSpecials(p().with(func(s *catalog.Special) { s.StartTime = bhAt(time.Hour) }))}, want: no},
		{name: "ends now: the end is exclusive", in: Input{Lines: og, Specials: bhSpecials(p().with(func(s *catalog.Special) { s.EndTime = bhAt(0) }))}, want: no},
		{name: "starts now", in: Input{Lines: og, Specials: bhSpecials(p().with(func(s *catalog.Special) { s.StartTime, s.EndTime = bhAt(0), bhAt(time.Minute) }))}, want: yes},
		{name: "not active", in: Input{Lines: og, Specials: bhSpecials(p().with(func(s *catalog.Special) { s.Active = false }))}, want: no},
		{name: "not enabled", in: Input{Lines: og, Specials: bhSpecials(p().with(func(s *catalog.Special) { s.Enabled = false }))}, want: no},
		{name: "segment include, shopper without segments", in: Input{Lines: og,
			Specials: bhSpecials(p().incl(catalog.RuleSet{UserSegmentIDs: []int64{4}}))}, want: no},
		{name: "segment include matched", in: Input{Lines: og, Shopper: Shopper{Segments: []int64{4, 7}},
			Specials: bhSpecials(p().incl(catalog.RuleSet{UserSegmentIDs: []int64{4}}))}, want: yes},
		{name: "segment include not matched", in: Input{Lines: og, Shopper: Shopper{Segments: []int64{5}},
			Specials: bhSpecials(p().incl(catalog.RuleSet{UserSegmentIDs: []int64{4}}))}, want: no},
		{name: "segment exclude matched", in: Input{Lines: og, Shopper: Shopper{Segments: []int64{5}},
			Specials: bhSpecials(p().excl(catalog.RuleSet{UserSegmentIDs: []int64{5}}))}, want: no},
		{name: "segment exclude, shopper without segments", in: Input{Lines: og,
			Specials: bhSpecials(p().excl(catalog.RuleSet{UserSegmentIDs: []int64{5}}))}, want: yes},
		{name: "no segment rules, shopper with segments", in: Input{Lines: og, Shopper: Shopper{Segments: []int64{9}},
			Specials: bhSpecials(p())}, want: yes},
		{name: "segment included and excluded", in: Input{Lines: og, Shopper: Shopper{Segments: []int64{4, 7}},
			Specials: bhSpecials(p().incl(catalog.RuleSet{UserSegmentIDs: []int64{4}}).excl(catalog.RuleSet{UserSegmentIDs: []int64{7}}))}, want: no},
		{name: "excluded in the kiosk, cart in the kiosk", in: Input{Lines: og, Shopper: Shopper{AppMode: "kiosk"},
			Specials: bhSpecials(p().modes("kiosk"))}, want: no},
		{name: "excluded in the kiosk, cart embedded", in: Input{Lines: og, Shopper: Shopper{AppMode: "embedded"},
			Specials: bhSpecials(p().modes("kiosk"))}, want: yes},
		{name: "another store's special", in: Input{Lines: og, Specials: bhSpecials(p().store(2))}, want: no},
		{name: "an unknown special type", in: Input{Lines: og, Specials: bhSpecials(bhS(60, "mystery").pct(20))}, want: no},
		{name: "brand special of the product's brand", in: Input{Lines: og, Specials: bhSpecials(b())}, want: yesBrand},
		{name: "brand special of another brand", in: Input{Lines: og, Specials: bhSpecials(bhS(61, "product").pct(20).brand(20))}, want: no},
		{name: "brand special for Colorado only, at a California store", in: Input{Lines: og,
			Specials: bhSpecials(b().incl(catalog.RuleSet{States: []string{"CO"}}))}, want: no},
		{name: "brand special for California", in: Input{Lines: og,
			Specials: bhSpecials(b().incl(catalog.RuleSet{States: []string{"CA"}}))}, want: yesBrand},
		{name: "brand special excluding California", in: Input{Lines: og,
			Specials: bhSpecials(b().excl(catalog.RuleSet{States: []string{"CA"}}))}, want: no},
		{name: "brand special excluding this store", in: Input{Lines: og,
			Specials: bhSpecials(b().excl(catalog.RuleSet{StoreIDs: []int64{1}}))}, want: no},
		{name: "brand special for another store only", in: Input{Lines: og,
			Specials: bhSpecials(b().incl(catalog.RuleSet{StoreIDs: []int64{2}}))}, want: no},
		{name: "brand special for this store", in: Input{Lines: og,
			Specials: bhSpecials(b().incl(catalog.RuleSet{StoreIDs: []int64{1}}))}, want: yesBrand},
		{name: "brand special for a segment the shopper is in", in: Input{Lines: og, Shopper: Shopper{Segments: []int64{4}},
			Specials: bhSpecials(b().incl(catalog.RuleSet{UserSegmentIDs: []int64{4}}))}, want: yesBrand},
		{name: "brand special excluding hybrids", in: Input{Lines: ogAndJack,
			Specials: bhSpecials(b().excl(catalog.RuleSet{Lineages: []string{"hybrid"}}))}, want: jackOnly},
		{name: "brand special excluding product 101", in: Input{Lines: ogAndJack,
			Specials: bhSpecials(b().excl(catalog.RuleSet{ProductIDs: []int64{101}}))}, want: jackOnly},
		{name: "brand special for pre-rolls", in: Input{Lines: ogAndJack,
			Specials: bhSpecials(b().incl(catalog.RuleSet{Kinds: []string{"pre-roll"}}))}, want: jackOnly},
		{name: "brand special excluding pre-rolls", in: Input{Lines: ogAndJack,
			Specials: bhSpecials(b().excl(catalog.RuleSet{Kinds: []string{"pre-roll"}}))}, want: ogOnly},
		{name: "brand special for hybrids", in: Input{Lines: ogAndJack,
			Specials: bhSpecials(b().incl(catalog.RuleSet{Lineages: []string{"hybrid"}}))}, want: ogOnly},
		{name: "brand special excluding eighths", in: Input{Lines: ogAndJack,
			Specials: bhSpecials(b().excl(catalog.RuleSet{Weights: []string{"eighth_ounce"}}))}, want: jackOnly},
		{name: "brand special for product 101 only", in: Input{Lines: ogAndJack,
			Specials: bhSpecials(b().incl(catalog.RuleSet{ProductIDs: []int64{101}}))}, want: ogOnly},
		{
			// brand 10 buy 1 get 1 half off, sativa only: the two pre-rolls make a bundle: 500 ¢; OG not covered.
			// 3,500 + 2,000 = 5,500 ¢; 5,500 − 500 = 5,000 ¢
			name: "brand buy_x_get_y with an include lineage",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bhS(62, "buy_x_get_y").brand(10).pct(50).lineages("sativa").bundle(1, 0, "", ""))},
			want: bhWant{All: 500, Subtotal: 5000, Total: 5000, Brand: 500, Applied: []bhAmt{{62, 500}},
				Lines: []money.Cents{0, 500}, Bundles: []bhBundle{{62, Applied}}},
		},
	})
}

// TestEngineCashBackAndGoldByHand: cash back is recorded, never taken off;
// gold members get gold_discount_percent on percent specials.
func TestEngineCashBackAndGoldByHand(t *testing.T) {
	og := []Line{bhOG.at(catalog.EighthOunce, 1, 3500)}
	runEngineByHand(t, []bhCase{
		{
			// brand 10's 15% back: pre-rolls 2 × 1,000 + OG 3,500 = 5,500 ¢ → 825 ¢; the gummies are brand 20.
			// Nothing is taken off: 5,500 + 1,800 = 7,300 ¢
			name: "cash back is recorded, not subtracted",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000), bhOG.at(catalog.EighthOunce, 1, 3500),
				bhGummy.at(catalog.Each, 1, 1800)},
				Specials: bhSpecials(bhS(70, "product").pct(15).brand(10).cashBack())},
			want: bhWant{Subtotal: 7300, Total: 7300, Lines: []money.Cents{0, 0, 0}, CashBack: []bhAmt{{70, 825}}},
		},
		{
			// the store's 20% off flower: OG 700 ¢ → 2,800 ¢; brand 10's 10% back on 2,800 + 1,000 = 3,800 ¢ = 380 ¢.
			// 4,500 − 700 = 3,800 ¢
			name: "cash back on what the lines cost after discounts",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhJack.at(catalog.Each, 1, 1000)},
				Specials: bhSpecials(bhS(71, "product").pct(20).kinds("flower"), bhS(72, "product").pct(10).brand(10).cashBack())},
			want: bhWant{All: 700, Subtotal: 3800, Total: 3800, Product: 700, Applied: []bhAmt{{71, 700}},
				Lines: []money.Cents{700, 0}, CashBack: []bhAmt{{72, 380}}},
		},
		{
			// 15% of 1,003 = 150.45 → 150 ¢; 12.5% of 1,004 = 125.5 → 126 ¢ (half away from zero)
			name: "cash back rounds half away from zero",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 1, 1003), bhGummy.at(catalog.Each, 1, 1004)},
				Specials: bhSpecials(bhS(73, "product").pct(15).brand(10).cashBack(),
					bhS(74, "product").pct(12.5).brand(20).cashBack())},
			want: bhWant{Subtotal: 2007, Total: 2007, Lines: []money.Cents{0, 0}, CashBack: []bhAmt{{73, 150}, {74, 126}}},
		},
		{
			// a gold member: 10% + 5% gold = 15% back of 3,500 = 525 ¢
			name: "gold cash back",
			in: Input{Lines: og, Shopper: Shopper{Gold: true},
				Specials: bhSpecials(bhS(75, "product").pct(10).gold(5).brand(10).cashBack())},
			want: bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}, CashBack: []bhAmt{{75, 525}}},
		},
		{
			// expired cash back earns nothing
			name: "expired cash back",
			in: Input{Lines: og, Specials: bhSpecials(bhS(75, "product").pct(10).brand(10).cashBack().
				with(func(s *catalog.Special) { s.EndTime = bhAt(-time.Minute) }))},
			want: bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}},
		},
		{
			// 10% off the cart (700 ¢ of 7,000 ¢), then brand 10's 10% back on the 6,300 ¢ left: 630 ¢
			name: "cash back after an order-level discount",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500)},
				Specials: bhSpecials(bhS(76, "cart_total").pct(10), bhS(77, "product").pct(10).brand(10).cashBack())},
			want: bhWant{All: 700, Subtotal: 6300, Total: 6300, Cart: 700, CartID: 76, Applied: []bhAmt{{76, 700}},
				Lines: []money.Cents{700}, CashBack: []bhAmt{{77, 630}}},
		},
		{
			// gold: 20% + 5% = 25% of 3,500 = 875 ¢; 2,625 ¢
			name: "gold adds its percentage",
			in:   Input{Lines: og, Shopper: Shopper{Gold: true}, Specials: bhSpecials(bhS(80, "product").pct(20).gold(5))},
			want: bhWant{All: 875, Subtotal: 2625, Total: 2625, Product: 875, Applied: []bhAmt{{80, 875}},
				Lines: []money.Cents{875}},
		},
		{
			// not gold: 20% of 3,500 = 700 ¢; 2,800 ¢
			name: "no gold for other shoppers",
			in:   Input{Lines: og, Specials: bhSpecials(bhS(80, "product").pct(20).gold(5))},
			want: bhWant{All: 700, Subtotal: 2800, Total: 2800, Product: 700, Applied: []bhAmt{{80, 700}},
				Lines: []money.Cents{700}},
		},
		{
			// 95% + 10% gold capped at 100%: the gram keeps its 1 ¢: 1,199 ¢ off
			name: "gold capped at 100%",
			in: Input{Lines: []Line{bhOG.at(catalog.Gram, 1, 1200)}, Shopper: Shopper{Gold: true},
				Specials: bhSpecials(bhS(81, "product").pct(95).gold(10))},
			want: bhWant{All: 1199, Subtotal: 1, Total: 1, Product: 1199, Applied: []bhAmt{{81, 1199}},
				Lines: []money.Cents{1199}},
		},
		{
			// gold adds only to a percent: $5 off stays 500 ¢; 3,000 ¢
			name: "gold does not change a dollar amount",
			in:   Input{Lines: og, Shopper: Shopper{Gold: true}, Specials: bhSpecials(bhS(82, "product").off(500).gold(10))},
			want: bhWant{All: 500, Subtotal: 3000, Total: 3000, Product: 500, Applied: []bhAmt{{82, 500}},
				Lines: []money.Cents{500}},
		},
		{
			// a bulk tier of 10% from 3 + 5% gold = 15% of 1,000 = 150 ¢ × 3 = 450 ¢; 2,550 ¢
			name: "gold on a bulk tier",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 3, 1000)}, Shopper: Shopper{Gold: true},
				Specials: bhSpecials(bhS(83, "bulk").gold(5).tiers(catalog.BulkTier{MinItems: 3, DiscountPercent: 10}))},
			want: bhWant{All: 450, Subtotal: 2550, Total: 2550, Product: 450, Applied: []bhAmt{{83, 450}},
				Lines: []money.Cents{450}},
		},
		{
			// 10% off the cart + 5% gold = 15% of 3,500 = 525 ¢; 2,975 ¢
			name: "gold on a cart special",
			in:   Input{Lines: og, Shopper: Shopper{Gold: true}, Specials: bhSpecials(bhS(84, "cart_total").pct(10).gold(5))},
			want: bhWant{All: 525, Subtotal: 2975, Total: 2975, Cart: 525, CartID: 84, Applied: []bhAmt{{84, 525}},
				Lines: []money.Cents{525}},
		},
		{
			// buy one get one 50% + 10% gold = 60% of 1,000 = 600 ¢; 1,400 ¢
			name: "gold on a bundle",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000)}, Shopper: Shopper{Gold: true},
				Specials: bhSpecials(bhS(85, "bundle").pct(50).gold(10).qual(bhPre).disc(bhPre).bundle(1, 1, "", ""))},
			want: bhWant{All: 600, Subtotal: 1400, Total: 1400, Product: 600, Applied: []bhAmt{{85, 600}},
				Lines: []money.Cents{600}, Bundles: []bhBundle{{85, Applied}}},
		},
	})
}

// TestEngineStackingAndChoiceByHand: one line special per unit, stacking,
// the cap, ties and the best combination.
func TestEngineStackingAndChoiceByHand(t *testing.T) {
	ogAndGummies := []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGummy.at(catalog.Each, 1, 1800)}
	runEngineByHand(t, []bhCase{
		{
			// both stackable, yet one line special per unit: bulk 90 (10% from 2) claims the OGs: 2 × 350 = 700 ¢,
			// more than product 91 (5%: 2 × 175 = 350 ¢). 7,000 − 700 = 6,300 ¢
			name: "a unit takes at most one line-level special",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500)},
				Specials: bhSpecials(bhS(90, "bulk").pct(10).kinds("flower").bundle(2, 0, "", "").stack(),
					bhS(91, "product").pct(5).kinds("flower").stack())},
			want: bhWant{All: 700, Subtotal: 6300, Total: 6300, Product: 700, Applied: []bhAmt{{90, 700}},
				Lines: []money.Cents{700}},
		},
		{
			// stackable bundle (buy one get one half off: 500 ¢) and stackable 10% off the cart on what is left,
			// 1,000 + 500 = 1,500 ¢: 150 ¢. 500 + 150 = 650 ¢; 2,000 − 650 = 1,350 ¢
			name: "a stackable cart special on a stackable bundle",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bhS(92, "bundle").pct(50).qual(bhPre).disc(bhPre).bundle(1, 1, "", "").stack(),
					bhS(93, "cart_total").pct(10).stack())},
			want: bhWant{All: 650, Subtotal: 1350, Total: 1350, Product: 500, Cart: 150, CartID: 93,
				Applied: []bhAmt{{92, 500}, {93, 150}}, Lines: []money.Cents{650}, Bundles: []bhBundle{{92, Applied}}},
		},
		{
			// the bundle not stackable holds both pre-rolls (qualifier and discounted): the cart special takes
			// 10% of the gummies only, 180 ¢. 500 + 180 = 680 ¢ (the cart special alone: 10% of 3,800 = 380 ¢).
			// 3,800 − 680 = 3,120 ¢
			name: "a bundle that is not stackable holds its qualifiers too",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000), bhGummy.at(catalog.Each, 1, 1800)},
				Specials: bhSpecials(bhS(92, "bundle").pct(50).qual(bhPre).disc(bhPre).bundle(1, 1, "", ""),
					bhS(93, "cart_total").pct(10).stack())},
			want: bhWant{All: 680, Subtotal: 3120, Total: 3120, Product: 500, Cart: 180, CartID: 93,
				Applied: []bhAmt{{92, 500}, {93, 180}}, Lines: []money.Cents{500, 180}, Bundles: []bhBundle{{92, Applied}}},
		},
		{
			// cap 1: 20% off flower saves 700 ¢, 50% off edibles 900 ¢: only 95 applies; the cap left 94 out: hit.
			// 5,300 − 900 = 4,400 ¢
			name: "max_specials_per_cart 1 keeps the special saving most",
			in: Input{Store: bhCapped(1), Lines: ogAndGummies,
				Specials: bhSpecials(bhS(94, "product").pct(20).kinds("flower"), bhS(95, "product").pct(50).kinds("edible"))},
			want: bhWant{All: 900, Subtotal: 4400, Total: 4400, Product: 900, Applied: []bhAmt{{95, 900}},
				Lines: []money.Cents{0, 900}, Hit: true},
		},
		{
			// cap 2: both: 700 + 900 = 1,600 ¢; not hit. 5,300 − 1,600 = 3,700 ¢
			name: "max_specials_per_cart not reached",
			in: Input{Store: bhCapped(2), Lines: ogAndGummies,
				Specials: bhSpecials(bhS(94, "product").pct(20).kinds("flower"), bhS(95, "product").pct(50).kinds("edible"))},
			want: bhWant{All: 1600, Subtotal: 3700, Total: 3700, Product: 1600, Applied: []bhAmt{{94, 700}, {95, 900}},
				Lines: []money.Cents{700, 900}},
		},
		{
			// cap 1: 20% off flower (700 ¢) or $10 off the cart (1,000 ¢): the cart special. Not hit: without
			// the cap the two still cannot share the unit (20% off is not stackable), so the cap cost nothing.
			// 3,500 − 1,000 = 2,500 ¢
			name: "max_specials_per_cart 1 between a product and a cart special",
			in: Input{Store: bhCapped(1), Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(94, "product").pct(20).kinds("flower"), bhS(96, "cart_total").off(1000).stack())},
			want: bhWant{All: 1000, Subtotal: 2500, Total: 2500, Cart: 1000, CartID: 96, Applied: []bhAmt{{96, 1000}},
				Lines: []money.Cents{1000}},
		},
		{
			// cap 1, both stackable: alone 700 ¢ or 1,000 ¢; together 700 + 1,000 = 1,700 ¢, which the cap
			// forbids, so the cart special (1,000 ¢) and hit. 3,500 − 1,000 = 2,500 ¢
			name: "max_specials_per_cart 1 costs the shopper a stacked special",
			in: Input{Store: bhCapped(1), Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(94, "product").pct(20).kinds("flower").stack(), bhS(96, "cart_total").off(1000).stack())},
			want: bhWant{All: 1000, Subtotal: 2500, Total: 2500, Cart: 1000, CartID: 96, Applied: []bhAmt{{96, 1000}},
				Lines: []money.Cents{1000}, Hit: true},
		},
		{
			// 30% off the cart, not stackable, would save most alone: 30% of 12,000 = 3,600 ¢; but 35% off flower
			// (2 × 1,750 = 3,500 ¢) with 50% off edibles (1,000 ¢) save 4,500 ¢ together (the cart special then has
			// no free unit). 12,000 − 4,500 = 7,500 ¢
			name: "the best combination, not the best single special",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 5000), bhGummy.at(catalog.Each, 1, 2000)},
				Specials: bhSpecials(bhS(97, "cart_total").pct(30), bhS(98, "product").pct(35).kinds("flower"),
					bhS(99, "product").pct(50).kinds("edible"))},
			want: bhWant{All: 4500, Subtotal: 7500, Total: 7500, Product: 4500, Applied: []bhAmt{{98, 3500}, {99, 1000}},
				Lines: []money.Cents{3500, 1000}},
		},
		{
			// Colorado: bulk 100 (15% from 3) and buy one get one free (101) on 4 pre-rolls. Together the bulk
			// (lower id) claims all 4 first: 600 ¢; the bundle alone: 2 bundles, 2 × 1,000 = 2,000 ¢: the bundle.
			// 4,000 − 2,000 = 2,000 ¢
			name: "a bundle alone beats a tier that would claim its units",
			in: Input{Store: bhCO, Lines: []Line{bhJack.at(catalog.Each, 4, 1000)},
				Specials: bhSpecials(bhS(100, "bulk").store(2).pct(15).kinds("pre-roll").bundle(3, 0, "", ""),
					bhS(101, "bundle").store(2).pct(100).qual(bhPre).disc(bhPre).bundle(1, 1, "", ""))},
			want: bhWant{All: 2000, Subtotal: 2000, Total: 2000, Product: 2000, Applied: []bhAmt{{101, 2000}},
				Lines: []money.Cents{2000}, Bundles: []bhBundle{{101, Applied}}},
		},
		{
			// bulk 9 (10% from 2) and bulk 4 ($1 off from 2) both save 2 × 100 = 200 ¢: the lower id, 4
			name: "a tie between tier specials goes to the lower id",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bhS(9, "bulk").pct(10).kinds("pre-roll").bundle(2, 0, "", ""),
					bhS(4, "bulk").off(100).kinds("pre-roll").bundle(2, 0, "", ""))},
			want: bhWant{All: 200, Subtotal: 1800, Total: 1800, Product: 200, Applied: []bhAmt{{4, 200}},
				Lines: []money.Cents{200}},
		},
		{
			// $10 off (5) and 10% of 10,000 ¢ (3), neither stackable: both 1,000 ¢: the lower id, 3; 500 ¢ a unit
			name: "a tie between cart specials goes to the lower id",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 5000)},
				Specials: bhSpecials(bhS(5, "cart_total").off(1000), bhS(3, "cart_total").pct(10))},
			want: bhWant{All: 1000, Subtotal: 9000, Total: 9000, Cart: 1000, CartID: 3, Applied: []bhAmt{{3, 1000}},
				Lines: []money.Cents{1000}},
		},
		{
			// 10% off the cart (112, not stackable) then $5 off (113, stackable): nothing applies on top of 112:
			// 700 ¢ either way (113 alone: 500 ¢); the ids [112] come first. 7,000 − 700 = 6,300 ¢
			name: "nothing stacks on a cart special that is not stackable",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500)},
				Specials: bhSpecials(bhS(112, "cart_total").pct(10), bhS(113, "cart_total").off(500).stack())},
			want: bhWant{All: 700, Subtotal: 6300, Total: 6300, Cart: 700, CartID: 112, Applied: []bhAmt{{112, 700}},
				Lines: []money.Cents{700}},
		},
		{
			// $5 off (110, stackable) then 20% (111, not stackable): together 111 finds every unit taken: 500 ¢;
			// 111 alone: 20% of 7,000 = 1,400 ¢, the best. 7,000 − 1,400 = 5,600 ¢
			name: "a cart special that is not stackable alone",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500)},
				Specials: bhSpecials(bhS(110, "cart_total").off(500).stack(), bhS(111, "cart_total").pct(20))},
			want: bhWant{All: 1400, Subtotal: 5600, Total: 5600, Cart: 1400, CartID: 111, Applied: []bhAmt{{111, 1400}},
				Lines: []money.Cents{1400}},
		},
	})
}

// TestEngineTaxesAndRoundingByHand: store taxes and sales tax on the
// discounted subtotal, tax_included and cash rounding.
func TestEngineTaxesAndRoundingByHand(t *testing.T) {
	og := []Line{bhOG.at(catalog.EighthOunce, 1, 3500)}
	runEngineByHand(t, []bhCase{
		{
			// docs/pricing.md's worked example: 20% off vapes: 2 × 500 = 1,000 ¢; 5,000 + 1,800 = 6,800 ¢ →
			// 5,800 ¢; excise 15% of 5,800 = 870 ¢; sales 8.625% of 6,670 = 575.2875 → 575 ¢;
			// 5,800 + 870 + 575 = 7,245 ¢. Brand 20's 5% back on the gummies: 90 ¢
			name: "San Francisco: 20% off vapes and cash back",
			in: Input{Lines: []Line{bhVape.at(catalog.HalfGram, 2, 2500), bhGummy.at(catalog.Each, 1, 1800)}, Taxes: sfTaxes,
				Specials: bhSpecials(bhS(120, "product").pct(20).kinds("vape"), bhS(121, "product").pct(5).brand(20).cashBack())},
			want: bhWant{All: 1000, Subtotal: 5800, Total: 7245, Product: 1000, Applied: []bhAmt{{120, 1000}},
				Lines: []money.Cents{1000, 0}, CashBack: []bhAmt{{121, 90}}, StoreTax: 870, SalesTax: 575},
		},
		{
			// Colorado 15% on the undiscounted price: 15% of 3,500 = 525 ¢; 20% off: 2,800 ¢;
			// sales 4.81% of 2,800 = 134.68 → 135 ¢; 2,800 + 525 + 135 = 3,460 ¢
			name: "a store tax not on the discounted price",
			in: Input{Store: bhCO, Lines: og, Specials: bhSpecials(bhS(122, "product").store(2).pct(20)),
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "Colorado", Rate: 150000}}, SalesTaxRate: 48100}},
			want: bhWant{All: 700, Subtotal: 2800, Total: 3460, Product: 700, Applied: []bhAmt{{122, 700}},
				Lines: []money.Cents{700}, StoreTax: 525, SalesTax: 135},
		},
		{
			// 20% off 2 × 2,500 = 1,000 ¢ → 4,000 ¢; a taxable 10% on the undiscounted 5,000 ¢ = 500 ¢;
			// sales 6% of 4,000 + 500 = 270 ¢; 4,000 + 500 + 270 = 4,770 ¢
			name: "a taxable store tax on the undiscounted price",
			in: Input{Lines: []Line{bhGDP.at(catalog.Gram, 2, 2500)}, Specials: bhSpecials(bhS(123, "product").pct(20)),
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "gross receipts", Rate: 100000, IsTaxable: true}}, SalesTaxRate: 60000}},
			want: bhWant{All: 1000, Subtotal: 4000, Total: 4770, Product: 1000, Applied: []bhAmt{{123, 1000}},
				Lines: []money.Cents{1000}, StoreTax: 500, SalesTax: 270},
		},
		{
			// Denver: $10 off the cart: 4,500 + 1,800 = 6,300 → 5,300 ¢; Colorado 15% of 5,300 = 795 ¢; Denver 5.5%
			// of 5,300 = 291.5 → 292 ¢; sales 4.81% of 5,300 = 254.93 → 255 ¢ (neither taxable);
			// 5,300 + 795 + 292 + 255 = 6,642 ¢. Shares 1,000 × 4,500 / 6,300 = 714 r 1,800; 1,000 × 1,800 / 6,300
			// = 285 r 4,500; 1 left → gummies: 714 and 286
			name: "Denver's two store taxes on the discounted subtotal",
			in: Input{Store: bhCO, Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 4500), bhGummy.at(catalog.Each, 1, 1800)},
				Specials: bhSpecials(bhS(124, "cart_total").store(2).off(1000)),
				Taxes:    catalog.Taxes{StoreTaxes: []catalog.StoreTax{coRetail, denver}, SalesTaxRate: 48100}},
			want: bhWant{All: 1000, Subtotal: 5300, Total: 6642, Cart: 1000, CartID: 124, Applied: []bhAmt{{124, 1000}},
				Lines: []money.Cents{714, 286}, StoreTax: 1087, SalesTax: 255},
		},
		{
			// tax included: 20% off: 2,800 ¢; no tax added; + 150 ¢ service fee = 2,950 ¢
			name: "tax included",
			in: Input{Lines: og, Specials: bhSpecials(bhS(125, "product").pct(20)),
				Taxes: catalog.Taxes{StoreTaxes: sfTaxes.StoreTaxes, SalesTaxRate: 86250, TaxIncluded: true, ServiceFeeAmount: 150}},
			want: bhWant{All: 700, Subtotal: 2800, Total: 2950, Product: 700, Applied: []bhAmt{{125, 700}},
				Lines: []money.Cents{700}},
		},
		{
			// 25% of 3,503 = 875.75 → 876 ¢; 3,503 − 876 = 2,627 ¢; ends in 7: down to 2,625 ¢, rounding −2 ¢
			name: "cash rounding down",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3503)}, CashRounding: true,
				Specials: bhSpecials(bhS(126, "product").pct(25))},
			want: bhWant{All: 876, Subtotal: 2627, Total: 2625, Product: 876, Applied: []bhAmt{{126, 876}},
				Lines: []money.Cents{876}, Rounding: -2},
		},
		{
			// 10% of 3,503 = 350.3 → 350 ¢; 3,153 ¢; ends in 3: up to 3,155 ¢, rounding +2 ¢
			name: "cash rounding up",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3503)}, CashRounding: true,
				Specials: bhSpecials(bhS(126, "product").pct(10))},
			want: bhWant{All: 350, Subtotal: 3153, Total: 3155, Product: 350, Applied: []bhAmt{{126, 350}},
				Lines: []money.Cents{350}, Rounding: 2},
		},
		{
			// 20% off: 2,800 ¢; excise 420 ¢; sales 8.625% of 3,220 = 277.725 → 278 ¢; 2,800 + 420 + 278 = 3,498 ¢;
			// ends in 8: up to 3,500 ¢, rounding +2 ¢
			name: "cash rounding after taxes",
			in:   Input{Lines: og, CashRounding: true, Taxes: sfTaxes, Specials: bhSpecials(bhS(127, "product").pct(20))},
			want: bhWant{All: 700, Subtotal: 2800, Total: 3500, Product: 700, Applied: []bhAmt{{127, 700}},
				Lines: []money.Cents{700}, StoreTax: 420, SalesTax: 278, Rounding: 2},
		},
		{
			// 3,500 ¢ already ends in 0: no rounding
			name: "cash rounding of a round total",
			in:   Input{Lines: og, CashRounding: true},
			want: bhWant{Subtotal: 3500, Total: 3500, Lines: []money.Cents{0}},
		},
	})
}

// TestEngineLineOrderByHand: a cart of every kind of special, priced in every
// order of its lines.
func TestEngineLineOrderByHand(t *testing.T) {
	runEngineByHand(t, []bhCase{
		{
			// product 130 (20% off flower, stackable): 2 × 700 = 1,400 ¢; bulk 131 (10% off 3 pre-rolls, stackable):
			// 3 × 100 = 300 ¢; cart 133 (5%, stackable) on what is left, 5,600 + 2,700 + 1,800 + 1,500 = 11,600 ¢:
			// 580 ¢ (OG 2,800 → 140 ¢ each, pre-roll 900 → 45 ¢ each, gummies 90 ¢, pipe 75 ¢). 2,280 ¢ in all,
			// better than without the bulk (1,400 + 595) or the cart (1,700). Lines: OG 1,400 + 280 = 1,680;
			// pre-rolls 300 + 135 = 435; gummies 90; pipe 75. 13,300 − 2,280 = 11,020 ¢; excise 15% = 1,653 ¢;
			// sales 8.625% of 12,673 = 1,093.04625 → 1,093 ¢; 11,020 + 1,653 + 1,093 = 13,766 ¢
			name: "product, bulk and cart specials in every line order",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 2, 3500), bhJack.at(catalog.Each, 3, 1000),
				bhGummy.at(catalog.Each, 1, 1800), bhPipe.at(catalog.Each, 1, 1500)}, Taxes: sfTaxes,
				Specials: bhSpecials(bhS(130, "product").pct(20).kinds("flower").stack(),
					bhS(131, "bulk").pct(10).kinds("pre-roll").bundle(3, 0, "", "").stack(),
					bhS(133, "cart_total").pct(5).stack())},
			want: bhWant{All: 2280, Subtotal: 11020, Total: 13766, Product: 1700, Cart: 580, CartID: 133,
				Applied: []bhAmt{{130, 1400}, {131, 300}, {133, 580}}, Lines: []money.Cents{1680, 435, 90, 75},
				StoreTax: 1653, SalesTax: 1093, LineSpecial: []int64{130, 131, 0, 0}},
			permute: true,
		},
		{
			// two weights of one product and $1 off the cart: 100 × 1,200 / 4,700 = 25 r 2,500;
			// 100 × 3,500 / 4,700 = 74 r 2,200; 1 left → the gram: 26 and 74; 4,700 − 100 = 4,600 ¢
			name: "two weights of one product in every order",
			in: Input{Lines: []Line{bhOG.at(catalog.Gram, 1, 1200), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(134, "cart_total").off(100))},
			want: bhWant{All: 100, Subtotal: 4600, Total: 4600, Cart: 100, CartID: 134, Applied: []bhAmt{{134, 100}},
				Lines: []money.Cents{26, 74}},
			permute: true,
		},
		{
			// buy a flower get an edible half off with 20% off pre-rolls (product 135): bundles OG + chocolate
			// (1,200 ¢) and GDP + gummies (900 ¢); pre-rolls 2 × 200 = 400 ¢. 2,500 ¢;
			// 3,500 + 4,000 + 1,800 + 2,400 + 2,000 = 13,700 ¢; 13,700 − 2,500 = 11,200 ¢
			name: "a bundle and a product special in every line order",
			in: Input{Lines: []Line{bhOG.at(catalog.EighthOunce, 1, 3500), bhGDP.at(catalog.EighthOunce, 1, 4000),
				bhGummy.at(catalog.Each, 1, 1800), bhChoc.at(catalog.Each, 1, 2400), bhJack.at(catalog.Each, 2, 1000)},
				Specials: bhSpecials(bhS(32, "bundle").pct(50).qual(bhFlower).disc(bhEdible).bundle(1, 0, "", ""),
					bhS(135, "product").pct(20).kinds("pre-roll"))},
			want: bhWant{All: 2500, Subtotal: 11200, Total: 11200, Product: 2500, Applied: []bhAmt{{32, 2100}, {135, 400}},
				Lines: []money.Cents{0, 0, 900, 1200, 400}, Bundles: []bhBundle{{32, Applied}}},
			permute: true,
		},
	})
}

// TestRoundCashByHand: to the nearest 5 ¢; 1, 2, 6, 7 down, 3, 4, 8, 9 up.
func TestRoundCashByHand(t *testing.T) {
	for in, want := range map[money.Cents]money.Cents{2620: 2620, 2621: 2620, 2622: 2620, 2623: 2625, 2624: 2625,
		2625: 2625, 2626: 2625, 2627: 2625, 2628: 2630, 2629: 2630, 0: 0, 3: 5} {
		if got := RoundCash(in); got != want {
			t.Errorf("RoundCash(%d) = %d, want %d", in, got, want)
		}
	}
}

// TestEngineDiscountedUnitsByHand: rules.settings.discounted_units, the
// store's choice of which eligible units a bundle discounts: the dearest
// (the default) or the cheapest.
func TestEngineDiscountedUnitsByHand(t *testing.T) {
	// buy 2 edibles, get the third free: 3 qualifying units, 1 of them discounted at 100%, no sections
	third := func(which string) *bhSp {
		return bhS(50, "bundle").pct(100).kinds("edible").bundle(3, 1, "", "").units(which)
	}
	edibles := []Line{bhChoc.at(catalog.Each, 1, 2000), bhGummy.at(catalog.Each, 1, 1800), bhCookie.at(catalog.Each, 1, 1000)}
	runEngineByHand(t, []bhCase{
		{
			// California, cheapest free: the cheapest unit, the 1,000 ¢ cookie, is discounted, but keeps the 1 ¢
			// floor: 1,000 − 1 = 999 ¢ off; the chocolate and the gummies qualify at full price.
			// 2,000 + 1,800 + 1,000 = 4,800 ¢; 4,800 − 999 = 3,801 ¢ ($38.01)
			name: "buy 2 edibles, get the cheapest third free, with the 1 ¢ floor",
			in:   Input{Lines: edibles, Specials: bhSpecials(third("cheapest"))},
			want: bhWant{All: 999, Subtotal: 3801, Total: 3801, Product: 999, Applied: []bhAmt{{50, 999}},
				Lines: []money.Cents{0, 0, 999}, Bundles: []bhBundle{{50, Applied}}, LineSpecial: []int64{50, 50, 50}},
			permute: true,
		},
		{
			// Colorado has no floor: the cookie is free, 1,000 ¢ off; 4,800 − 1,000 = 3,800 ¢
			name: "cheapest free without a floor",
			in:   Input{Store: bhCO, Lines: edibles, Specials: bhSpecials(third("cheapest").store(2))},
			want: bhWant{All: 1000, Subtotal: 3800, Total: 3800, Product: 1000, Applied: []bhAmt{{50, 1000}},
				Lines: []money.Cents{0, 0, 1000}, Bundles: []bhBundle{{50, Applied}}},
			permute: true,
		},
		{
			// the default (no discounted_units) is the dearest: the 2,000 ¢ chocolate is discounted, keeping 1 ¢:
			// 1,999 ¢ off; the gummies and the cookie qualify. 4,800 − 1,999 = 2,801 ¢
			name: "without discounted_units the dearest unit is discounted",
			in:   Input{Lines: edibles, Specials: bhSpecials(third(""))},
			want: bhWant{All: 1999, Subtotal: 2801, Total: 2801, Product: 1999, Applied: []bhAmt{{50, 1999}},
				Lines: []money.Cents{1999, 0, 0}, Bundles: []bhBundle{{50, Applied}}},
			permute: true,
		},
		{
			// "dearest" said outright is the same: 1,999 ¢ off; 2,801 ¢
			name: "discounted_units dearest",
			in:   Input{Lines: edibles, Specials: bhSpecials(third("dearest"))},
			want: bhWant{All: 1999, Subtotal: 2801, Total: 2801, Product: 1999, Applied: []bhAmt{{50, 1999}},
				Lines: []money.Cents{1999, 0, 0}, Bundles: []bhBundle{{50, Applied}}},
		},
		{
			// buy 3, the cheapest of the 3 half off, repeated (Colorado); units 6,000, 5,000, 4,000, 3,000, 2,000 and
			// 1,000 ¢. The discounted units are the cheapest, the qualifiers the dearest: bundle 1 = 1,000 ¢
			// discounted (500 ¢ off) with 6,000 and 5,000 ¢ qualifying; bundle 2 = 2,000 ¢ discounted (1,000 ¢ off)
			// with 4,000 and 3,000 ¢. 500 + 1,000 = 1,500 ¢; 21,000 − 1,500 = 19,500 ¢ (the dearest would take
			// 3,000 + 2,500 = 5,500 ¢ off)
			name: "the cheapest are discounted in every bundle, the dearest qualify",
			in: Input{Store: bhCO, Lines: []Line{bhOG.at(catalog.QuarterOunce, 1, 6000), bhGDP.at(catalog.QuarterOunce, 1, 5000),
				bhShatter.at(catalog.Gram, 1, 4000), bhVape.at(catalog.HalfGram, 1, 3000), bhGummy.at(catalog.Each, 1, 2000),
				bhJack.at(catalog.Each, 1, 1000)},
				Specials: bhSpecials(bhS(51, "bundle").store(2).pct(50).bundle(3, 1, "", "").units("cheapest"))},
			want: bhWant{All: 1500, Subtotal: 19500, Total: 19500, Product: 1500, Applied: []bhAmt{{51, 1500}},
				Lines: []money.Cents{0, 0, 0, 0, 1000, 500}, Bundles: []bhBundle{{51, Applied}}},
			permute: true,
		},
		{
			// brand 10 buy 2 get 1 at 50%, cheapest: three 1,000 ¢ pre-rolls and a 3,500 ¢ OG. The qualifiers are
			// the dearest: OG and one pre-roll; the next cheapest pre-roll is discounted: 500 ¢. Two pre-rolls
			// are left, one short of a second bundle of 2 + 1. 3 × 1,000 + 3,500 = 6,500 ¢; 6,500 − 500 = 6,000 ¢
			// (the dearest choice takes 1,750 ¢ off the OG instead)
			name: "brand buy_x_get_y discounts the cheapest unit",
			in: Input{Lines: []Line{bhJack.at(catalog.Each, 3, 1000), bhOG.at(catalog.EighthOunce, 1, 3500)},
				Specials: bhSpecials(bhS(52, "buy_x_get_y").brand(10).pct(50).bundle(2, 0, "", "").units("cheapest"))},
			want: bhWant{All: 500, Subtotal: 6000, Total: 6000, Brand: 500, Applied: []bhAmt{{52, 500}},
				Lines: []money.Cents{500, 0}, Bundles: []bhBundle{{52, Applied}}},
			permute: true,
		},
		{
			// 3 pre-rolls for $25.00 per bundle, cheapest (California): 1,100, 1,000, 1,000 and 900 ¢ in the cart.
			// The bundle is the three cheapest, 900 + 1,000 + 1,000 = 2,900 ¢: 2,900 − 2,500 = 400 ¢ off, even.
			// In the order picked (cheapest first: 112 at 900, then the two 103 at 1,000):
			// 400 × 900 / 2,900 = 124 r 400; 400 × 1,000 / 2,900 = 137 r 2,700 (twice); 398 given, 2 left →
			// the two remainders of 2,700: 138 each. Dog 124, Jack 276, Blunt 0 (it waits at full price).
			// 1,100 + 2,000 + 900 = 4,000 ¢; 4,000 − 400 = 3,600 ¢ (the dearest three, 3,100 ¢, would take 600 ¢ off)
			name: "per_bundle on the cheapest units",
			in: Input{Lines: []Line{bhBlunt.at(catalog.Each, 1, 1100), bhJack.at(catalog.Each, 2, 1000), bhDog.at(catalog.Each, 1, 900)},
				Specials: bhSpecials(bhS(53, "bundle").target(2500).kinds("pre-roll").bundle(3, 0, "per_bundle", "").units("cheapest"))},
			want: bhWant{All: 400, Subtotal: 3600, Total: 3600, Product: 400, Applied: []bhAmt{{53, 400}},
				Lines: []money.Cents{0, 276, 124}, Bundles: []bhBundle{{53, Applied}}},
			permute: true,
		},
	})
}
