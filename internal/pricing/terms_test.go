package pricing

import (
	"slices"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
)

func TestTermsOf(t *testing.T) {
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	ended := now.Add(-time.Hour)
	tests := []struct {
		name    string
		special catalog.Special
		want    []string
		live    bool
	}{
		{"nothing asked", catalog.Special{}, []string{}, true},
		{"a minimum over the bag", catalog.Special{MinimumSubtotal: 5000}, []string{"Spend $50.00 or more."}, true},
		{"a minimum over two kinds", catalog.Special{MinimumSubtotal: 4250, Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower", "vape"}}}},
			[]string{"Spend $42.50 or more on flower and vapes."}, true},
		{"kinds without a minimum", catalog.Special{Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"edible", "pre-roll", "tincture"}}}},
			[]string{"Only on edibles, pre-rolls and tinctures."}, true},
		{"lineages, products and weights", catalog.Special{ApplicableWeights: []string{"eighth_ounce"},
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Lineages: []string{"indica", "cbd"}, BrandIDs: []int64{3}, Weights: []string{"eighth_ounce", "quarter_ounce"}}}},
			[]string{"Only on indica and CBD products.", "Only on selected products.", "Only on 3.5g and 7g."}, true},
		{"exclusions", catalog.Special{Rules: catalog.SpecialRules{Exclude: catalog.RuleSet{Kinds: []string{"gear"}, Lineages: []string{"sativa"}, ProductIDs: []int64{9}}}},
			[]string{"Not on gear.", "Not on sativa products.", "Some products are excluded."}, true},
		{"ended", catalog.Special{EndTime: &ended}, []string{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.special.Active, tt.special.Enabled = true, true
			got := TermsOf(&tt.special, now)
			if !slices.Equal(got.Conditions, tt.want) {
				t.Errorf("Conditions = %q, want %q", got.Conditions, tt.want)
			}
			if got.Live != tt.live {
				t.Errorf("Live = %v, want %v", got.Live, tt.live)
			}
			if got.MinimumSubtotal != tt.special.MinimumSubtotal {
				t.Errorf("MinimumSubtotal = %d, want %d", got.MinimumSubtotal, tt.special.MinimumSubtotal)
			}
		})
	}
}
