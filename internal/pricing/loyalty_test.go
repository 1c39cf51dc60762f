package pricing

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

func TestRedeemByHand(t *testing.T) {
	tests := []struct {
		name      string
		left      money.Cents
		rs        []Redemption
		wantTotal money.Cents
		want      []money.Cents
	}{
		{"one $5 reward off $30", 3000, []Redemption{{1, 500}}, 500, []money.Cents{500}},
		// 500 + 1000 = 1500 ≤ 3000
		{"two rewards", 3000, []Redemption{{1, 500}, {2, 1000}}, 1500, []money.Cents{500, 1000}},
		// 1000 fits 1200; the second finds 200 left
		{"the second reward takes only what is left", 1200, []Redemption{{1, 1000}, {2, 500}}, 1200, []money.Cents{1000, 200}},
		// 0 left after the first
		{"a reward that finds nothing takes 0", 500, []Redemption{{1, 500}, {2, 500}}, 500, []money.Cents{500, 0}},
		{"nothing left at all", 0, []Redemption{{1, 500}}, 0, []money.Cents{0}},
	}
	for _, tt := range tests {
		total, parts := redeem(tt.left, tt.rs)
		if total != tt.wantTotal || len(parts) != len(tt.want) {
			t.Fatalf("%s: redeem = %d %v, want %d %v", tt.name, total, parts, tt.wantTotal, tt.want)
		}
		for i := range parts {
			if parts[i].Amount != tt.want[i] || parts[i].ID != tt.rs[i].ID {
				t.Errorf("%s: part %d = %+v, want %d", tt.name, i, parts[i], tt.want[i])
			}
		}
	}
}

// TestComputeRedemptionsByHand: redemptions come off after the specials
// (stacking on) or replace them (stacking off), and taxes follow the
// subtotal they leave. Store bhCA, the CA fixture's taxes: excise 15% on
// the discounted subtotal, sales 8.625% of subtotal + excise.
func TestComputeRedemptionsByHand(t *testing.T) {
	ca := catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "excise", Rate: 150000, ApplyToDiscountedPrice: true, IsTaxable: true}},
		SalesTaxRate: 86250}
	sp := bhSpecials(bhS(7, "product").pct(20).kinds("flower"))
	lines := []Line{bhOG.at(catalog.EighthOunce, 2, 3500)}
	tests := []struct {
		name                                string
		rs                                  []Redemption
		noStacking                          bool
		specials, loyalty, all, sub, excise money.Cents
		sales, total                        money.Cents
	}{
		// 2 × 3500 = 7000; 20% off = 1400 → 5600; excise 15% × 5600 = 840;
		// sales 8.625% × (5600 + 840) = 6440 × 0.08625 = 555.45 → 555; total 5600 + 840 + 555 = 6995
		{name: "specials alone", specials: 1400, all: 1400, sub: 5600, excise: 840, sales: 555, total: 6995},
		// 5600 − 500 = 5100; excise 765; sales 8.625% × 5865 = 505.85625 → 506; total 5100 + 765 + 506 = 6371
		{name: "a $5 reward stacks on the special", rs: []Redemption{{1, 500}}, specials: 1400, loyalty: 500, all: 1900,
			sub: 5100, excise: 765, sales: 506, total: 6371},
		// stacking off: no special; 7000 − 500 = 6500; excise 975; sales 8.625% × 7475 = 644.71875 → 645;
		// total 6500 + 975 + 645 = 8120
		{name: "stacking off: the reward replaces the special", rs: []Redemption{{1, 500}}, noStacking: true, loyalty: 500,
			all: 500, sub: 6500, excise: 975, sales: 645, total: 8120},
		// stacking off without a redemption: the special applies as ever
		{name: "stacking off, no redemption", noStacking: true, specials: 1400, all: 1400, sub: 5600, excise: 840, sales: 555, total: 6995},
		// 5600 left after the special; 5000 + 5000 = 10000 is capped at 5600: subtotal 0, taxes 0
		{name: "rewards never take the total below zero", rs: []Redemption{{1, 5000}, {2, 5000}}, specials: 1400, loyalty: 5600,
			all: 7000, sub: 0, excise: 0, sales: 0, total: 0},
	}
	for _, tt := range tests {
		got := Compute(Input{Lines: lines, Store: bhCA, Specials: sp, Taxes: ca, Now: bhNow, Redemptions: tt.rs, NoStacking: tt.noStacking})
		if got.ProductDiscounts != tt.specials || got.LoyaltyDiscount != tt.loyalty || got.AllDiscounts != tt.all ||
			got.DiscountedSubtotal != tt.sub || got.StoreTaxTotal != tt.excise || got.SalesTax != tt.sales || got.OrderTotal != tt.total {
			t.Errorf("%s: specials %d loyalty %d all %d subtotal %d excise %d sales %d total %d; want %d %d %d %d %d %d %d", tt.name,
				got.ProductDiscounts, got.LoyaltyDiscount, got.AllDiscounts, got.DiscountedSubtotal, got.StoreTaxTotal, got.SalesTax, got.OrderTotal,
				tt.specials, tt.loyalty, tt.all, tt.sub, tt.excise, tt.sales, tt.total)
		}
		if tt.noStacking && len(tt.rs) > 0 && len(got.Applied) != 0 {
			t.Errorf("%s: specials applied with stacking off: %+v", tt.name, got.Applied)
		}
	}
}
