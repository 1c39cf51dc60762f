package pricing

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// benchCart is a 20-line cart of every kind, 1–3 units a line, against 50
// live specials of mixed types: product (store and brand), bulk with tiers,
// bundles, cart-total, a promo code the shopper entered, brand buy_x_get_y
// and buy_x_and_save, a group special and cash back. The products and the
// special builder are those of engine_byhand_test.go.
func benchCart() Input {
	prods := []bhProd{bhOG, bhGDP, bhJack, bhVape, bhGummy, bhPipe, bhTee, bhShatter, bhChoc, bhDog, bhBlunt,
		{114, 50, catalog.Topical, catalog.CBD}, {115, 50, catalog.Tincture, catalog.Sativa}, {116, 60, catalog.Grow, ""},
		{117, 60, catalog.Flower, catalog.Sativa}, {118, 30, catalog.Vape, catalog.Indica}}
	var lines []Line
	for i := range 20 {
		p := prods[i%len(prods)]
		ws := p.kind.AllowedWeights()
		w := ws[(i/len(prods)+i)%len(ws)]
		lines = append(lines, p.at(w, 1+i%3, money.Cents(900+(i*1733)%9000)))
	}
	kinds := []string{"flower", "pre-roll", "vape", "extract", "edible", "tincture", "topical", "gear", "merch", "grow"}
	brands := []int64{10, 20, 30, 40, 50, 60}
	var list []*bhSp
	id := int64(1)
	next := func() int64 { id++; return id }
	for i := range 12 { // product specials, store and brand
		b := bhS(next(), "product").kinds(kinds[i%len(kinds)])
		switch i % 3 {
		case 0:
			b.pct(float64(10 + i*3))
		case 1:
			b.off(money.Cents(200 + i*50))
		default:
			b.target(money.Cents(1500 + i*200))
		}
		if i%4 == 3 {
			b.brand(brands[i%len(brands)]).Rules.Include = catalog.RuleSet{}
		}
		b.Stackable = i%2 == 0
		list = append(list, b)
	}
	for i := range 8 { // bulk with tiers
		list = append(list, bhS(next(), "bulk").kinds(kinds[(i+1)%len(kinds)], kinds[(i+4)%len(kinds)]).tiers(
			catalog.BulkTier{MinItems: 2, DiscountPercent: 5}, catalog.BulkTier{MinItems: 4, DiscountPercent: 10},
			catalog.BulkTier{MinGrams: 7, DiscountPercent: 12}))
	}
	for i := range 8 { // bundles
		b := bhS(next(), "bundle").pct(float64(20+5*i)).bundle(1+i%3, 1+i%2, []string{"per_item", "per_bundle"}[i%2],
			[]string{"even", "cheapest_first"}[i/2%2])
		if i%2 == 0 {
			b.qual(catalog.RuleSet{Kinds: []string{kinds[i%len(kinds)]}}).disc(catalog.RuleSet{Kinds: []string{kinds[(i+2)%len(kinds)]}})
		}
		list = append(list, b)
	}
	for i := range 6 { // cart-total
		b := bhS(next(), "cart_total").pct(float64(3 + i)).min(money.Cents(5000 * i))
		b.Stackable = i%2 == 1
		list = append(list, b)
	}
	group := bhS(next(), "group").pct(10).group("seniors").stack()
	list = append(list, bhS(next(), "promo_code").pct(15).code("SAVE15").stack(),
		bhS(next(), "promo_code").off(1000).code("OTHER"), group)
	for i := range 6 { // brand buy_x_get_y and buy_x_and_save
		typ := "buy_x_get_y"
		if i%2 == 1 {
			typ = "buy_x_and_save"
		}
		list = append(list, bhS(next(), typ).brand(brands[i]).pct(float64(25+5*i)).bundle(2, 1, "", ""))
	}
	for i := range 7 { // cash back
		list = append(list, bhS(next(), "product").brand(brands[i%len(brands)]).pct(float64(5+i)).cashBack())
	}
	return Input{Store: bhCapped(0), Now: bhNow, Lines: lines, Specials: bhSpecials(list...), Taxes: sfTaxes,
		Shopper: Shopper{PromoCode: "save15", GroupSpecialID: group.ID, Groups: []string{"seniors"}}}
}

func TestBenchCartShape(t *testing.T) {
	in := benchCart()
	if len(in.Lines) != 20 || len(in.Specials) != 50 {
		t.Fatalf("bench cart has %d lines and %d specials, want 20 and 50", len(in.Lines), len(in.Specials))
	}
	got := Compute(in)
	if got.AllDiscounts <= 0 || len(got.Applied) < 3 || len(got.CashBack) == 0 {
		t.Fatalf("bench cart: %d ¢ off by %d specials, %d cash back; want a cart the specials work on",
			got.AllDiscounts, len(got.Applied), len(got.CashBack))
	}
	fzCheckInvariants(t, in, got)
}

func BenchmarkComputeCart(b *testing.B) {
	in := benchCart()
	b.ReportAllocs()
	for b.Loop() {
		Compute(in)
	}
}
