package specials

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
)

var (
	noon      = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	yesterday = noon.Add(-24 * time.Hour)
	tomorrow  = noon.Add(24 * time.Hour)
	sf        = &catalog.Store{ID: 1, State: "CA"}
	denver    = &catalog.Store{ID: 2, State: "CO"}
)

func offers(ws ...catalog.Weight) []catalog.Offer {
	out := make([]catalog.Offer, len(ws))
	for i, w := range ws {
		out[i] = catalog.Offer{PriceID: w, Price: 1000, Stock: 1}
	}
	return out
}

// the menu: an indica flower in three weights, a sativa vape, an edible of another brand.
var (
	flower = &catalog.MenuProduct{Product: &catalog.Product{ID: 100, Kind: catalog.Flower, Category: catalog.Indica},
		Brand: &catalog.Brand{ID: 10}, Offers: offers(catalog.Gram, catalog.EighthOunce, catalog.QuarterOunce)}
	vape = &catalog.MenuProduct{Product: &catalog.Product{ID: 101, Kind: catalog.Vape, Category: catalog.Sativa},
		Brand: &catalog.Brand{ID: 10}, Offers: offers(catalog.HalfGram)}
	gummies = &catalog.MenuProduct{Product: &catalog.Product{ID: 102, Kind: catalog.Edible, Category: catalog.Indica},
		Brand: &catalog.Brand{ID: 11}, Offers: offers(catalog.Each)}
)

func live(s catalog.Special) catalog.Special {
	s.Active, s.Enabled = true, true
	return s
}

func TestLive(t *testing.T) {
	tests := []struct {
		name string
		s    catalog.Special
		want bool
	}{
		{"active and enabled, no dates", live(catalog.Special{}), true},
		{"inactive", catalog.Special{Enabled: true}, false},
		{"disabled", catalog.Special{Active: true}, false},
		{"started yesterday, ends tomorrow", live(catalog.Special{StartTime: &yesterday, EndTime: &tomorrow}), true},
		{"starts tomorrow", live(catalog.Special{StartTime: &tomorrow}), false},
		{"starts exactly now", live(catalog.Special{StartTime: &noon}), true},
		{"ended yesterday", live(catalog.Special{EndTime: &yesterday}), false},
		{"ends exactly now (end is exclusive)", live(catalog.Special{EndTime: &noon}), false},
	}
	for _, tt := range tests {
		if got := Live(&tt.s, noon); got != tt.want {
			t.Errorf("%s: Live = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestApplies(t *testing.T) {
	tests := []struct {
		name  string
		s     catalog.Special
		store *catalog.Store
		m     *catalog.MenuProduct
		want  bool
	}{
		{"store special, no rules: everything", catalog.Special{StoreID: 1}, sf, gummies, true},
		{"another store's special", catalog.Special{StoreID: 2}, sf, gummies, false},
		{"brand special on its brand", catalog.Special{ProductBrandID: 10}, denver, vape, true},
		{"brand special on another brand", catalog.Special{ProductBrandID: 10}, sf, gummies, false},
		{"include kinds (case-insensitive)", catalog.Special{StoreID: 1, Rules: catalog.SpecialRules{
			Include: catalog.RuleSet{Kinds: []string{"Flower", "vape"}}}}, sf, vape, true},
		{"include kinds misses", catalog.Special{StoreID: 1, Rules: catalog.SpecialRules{
			Include: catalog.RuleSet{Kinds: []string{"flower"}}}}, sf, gummies, false},
		{"include lineage and kind must both hold", catalog.Special{StoreID: 1, Rules: catalog.SpecialRules{
			Include: catalog.RuleSet{Kinds: []string{"edible"}, Lineages: []string{"sativa"}}}}, sf, gummies, false},
		{"exclude product", catalog.Special{StoreID: 1, Rules: catalog.SpecialRules{
			Exclude: catalog.RuleSet{ProductIDs: []int64{102}}}}, sf, gummies, false},
		{"exclude brand", catalog.Special{StoreID: 1, Rules: catalog.SpecialRules{
			Exclude: catalog.RuleSet{BrandIDs: []int64{10}}}}, sf, flower, false},
		{"include states: CA store", catalog.Special{ProductBrandID: 10, Rules: catalog.SpecialRules{
			Include: catalog.RuleSet{States: []string{"ca"}}}}, sf, flower, true},
		{"include states: CO store", catalog.Special{ProductBrandID: 10, Rules: catalog.SpecialRules{
			Include: catalog.RuleSet{States: []string{"CA"}}}}, denver, flower, false},
		{"exclude store", catalog.Special{ProductBrandID: 10, Rules: catalog.SpecialRules{
			Exclude: catalog.RuleSet{StoreIDs: []int64{2}}}}, denver, flower, false},
		{"applicable weights with spaces: flower sells an eighth", catalog.Special{StoreID: 1,
			ApplicableWeights: []string{"eighth ounce"}}, sf, flower, true},
		{"applicable weights: the vape sells no ounce", catalog.Special{StoreID: 1,
			ApplicableWeights: []string{"ounce"}}, sf, vape, false},
		{"include weights take over applicable weights", catalog.Special{StoreID: 1, ApplicableWeights: []string{"gram"},
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Weights: []string{"ounce"}}}}, sf, flower, false},
		{"excluding every weight it sells", catalog.Special{StoreID: 1, Rules: catalog.SpecialRules{
			Exclude: catalog.RuleSet{Weights: []string{"half_gram"}}}}, sf, vape, false},
		{"excluding one of three weights", catalog.Special{StoreID: 1, Rules: catalog.SpecialRules{
			Exclude: catalog.RuleSet{Weights: []string{"gram"}}}}, sf, flower, true},
	}
	for _, tt := range tests {
		if got := Applies(&tt.s, tt.store, tt.m); got != tt.want {
			t.Errorf("%s: Applies = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestLowersPrice(t *testing.T) {
	tests := []struct {
		s    catalog.Special
		want bool
	}{
		{catalog.Special{SpecialType: "product", DiscountType: "percent", DiscountPercent: 20}, true},
		{catalog.Special{SpecialType: "product", DiscountType: "dollar_amount", DiscountDollarAmount: 500}, true},
		{catalog.Special{SpecialType: "product", DiscountType: "target_price", DiscountTargetPrice: 2500}, true},
		{catalog.Special{SpecialType: "product"}, false},
		{catalog.Special{SpecialType: "bundle", DiscountPercent: 20}, false},
		{catalog.Special{SpecialType: "cart_total", DiscountPercent: 10}, false},
		{catalog.Special{SpecialType: "product", DiscountPercent: 15, CashBack: true}, false},
	}
	for _, tt := range tests {
		if got := LowersPrice(&tt.s); got != tt.want {
			t.Errorf("LowersPrice(%+v) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

func TestCover(t *testing.T) {
	list := []catalog.Special{
		// 20% off the store's flower: the store's own, not a brand special.
		live(catalog.Special{ID: 1, StoreID: 1, SpecialType: "product", DiscountPercent: 20,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower"}}}}),
		// brand 10's cash back: a brand special.
		live(catalog.Special{ID: 2, ProductBrandID: 10, SpecialType: "product", DiscountPercent: 15, CashBack: true}),
		// a bundle on edibles: the store's own.
		live(catalog.Special{ID: 3, StoreID: 1, SpecialType: "bundle", DiscountPercent: 10,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"edible"}}}}),
		// not shown: ended, members only, promo code.
		live(catalog.Special{ID: 4, StoreID: 1, SpecialType: "product", DiscountPercent: 50, EndTime: &yesterday}),
		live(catalog.Special{ID: 5, StoreID: 1, SpecialType: "product", DiscountPercent: 50,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{UserSegmentIDs: []int64{7}}}}),
		live(catalog.Special{ID: 6, StoreID: 1, SpecialType: "product", DiscountPercent: 50, PromoCode: "HALF"}),
		// brand 11's special has ended: the gummies are not on a brand special.
		live(catalog.Special{ID: 7, ProductBrandID: 11, SpecialType: "product", DiscountPercent: 10, EndTime: &yesterday}),
	}
	c := Cover(list, sf, []*catalog.MenuProduct{flower, vape, gummies}, noon)
	check := func(name string, set map[int64]bool, want ...int64) {
		t.Helper()
		if len(set) != len(want) {
			t.Errorf("%s = %v, want %v", name, set, want)
		}
		for _, id := range want {
			if !set[id] {
				t.Errorf("%s = %v, want %v", name, set, want)
			}
		}
	}
	check("BrandSpecial", c.BrandSpecial, 100, 101)
}

func TestShown(t *testing.T) {
	tests := []struct {
		name string
		s    catalog.Special
		want bool
	}{
		{"live, for everyone", live(catalog.Special{}), true},
		{"ended", live(catalog.Special{EndTime: &yesterday}), false},
		{"members only", live(catalog.Special{Rules: catalog.SpecialRules{Include: catalog.RuleSet{UserSegmentIDs: []int64{7}}}}), false},
		{"excluding a segment still shows to everyone else", live(catalog.Special{Rules: catalog.SpecialRules{Exclude: catalog.RuleSet{UserSegmentIDs: []int64{7}}}}), true},
		{"needs a promo code", live(catalog.Special{PromoCode: "HALF"}), false},
	}
	for _, tt := range tests {
		if got := Shown(&tt.s, noon); got != tt.want {
			t.Errorf("%s: Shown = %v, want %v", tt.name, got, tt.want)
		}
	}
}
