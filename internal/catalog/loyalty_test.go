package catalog_test

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/catalog/catalogtest"
)

func TestValidateLoyalty(t *testing.T) {
	programme := func(d *catalog.Document) *catalog.Loyalty {
		d.Stores[0].Loyalty = &catalog.Loyalty{IntegrationType: catalog.LoyaltyBuiltIn, PointsPerDollar: 1,
			Rewards: []catalog.Reward{{ID: 1, RewardName: "$5 off", PointValue: 50, CashReward: 500, MaxCount: 1}}}
		return d.Stores[0].Loyalty
	}
	tests := []struct {
		path, message string
		change        func(l *catalog.Loyalty)
	}{
		{"stores[0].loyalty.integration_type", "springbig has no adapter in this build yet; use [built_in]",
			func(l *catalog.Loyalty) { l.IntegrationType = "springbig" }},
		{"stores[0].loyalty.integration_type", "alpineiq has no adapter in this build yet; use [built_in]",
			func(l *catalog.Loyalty) { l.IntegrationType = "alpineiq" }},
		{"stores[0].loyalty.integration_type", "must be one of [built_in]", func(l *catalog.Loyalty) { l.IntegrationType = "" }},
		{"stores[0].loyalty.points_per_dollar", "cannot be negative", func(l *catalog.Loyalty) { l.PointsPerDollar = -1 }},
		{"stores[0].loyalty.max_redemption_count", "cannot be negative (0 for no cap)", func(l *catalog.Loyalty) { l.MaxRedemptionCount = -2 }},
		{"stores[0].loyalty.rewards[1].id", "repeats reward id 1", func(l *catalog.Loyalty) { l.Rewards = append(l.Rewards, l.Rewards[0]) }},
		{"stores[0].loyalty.rewards[0].reward_name", "is required", func(l *catalog.Loyalty) { l.Rewards[0].RewardName = "" }},
		{"stores[0].loyalty.rewards[0].point_value", "must be a positive whole number", func(l *catalog.Loyalty) { l.Rewards[0].PointValue = 0 }},
		{"stores[0].loyalty.rewards[0].cash_reward", "must be more than 0", func(l *catalog.Loyalty) { l.Rewards[0].CashReward = 0 }},
		{"stores[0].loyalty.rewards[0].max_count", "cannot be negative (0 for no cap)", func(l *catalog.Loyalty) { l.Rewards[0].MaxCount = -1 }},
	}
	for _, tt := range tests {
		d := catalogtest.Small()
		tt.change(programme(d))
		got := problemFields(t, d.Validate())
		if !contains(got[tt.path], tt.message) {
			t.Errorf("%s: fields = %q, want %s: %q", tt.message, got, tt.path, tt.message)
		}
	}
	d := catalogtest.Small()
	programme(d)
	if err := d.Validate(); err != nil {
		t.Errorf("a valid programme: %v", err)
	}
	if !(*catalog.Loyalty)(nil).Stacking() || !programme(d).Stacking() {
		t.Error("stacking is on by default")
	}
}
