package catalog_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// TestCheckStoreSpecial: a store's own special (store 1) as the console
// saves it: CheckSpecial's problems under the fields' own paths, and what
// only brand specials may be.
func TestCheckStoreSpecial(t *testing.T) {
	good := func() catalog.Special {
		return catalog.Special{StoreID: 1, SpecialType: "product", Title: "20% off flower", DiscountType: "percent",
			DiscountPercent: 20, Active: true, Enabled: true, Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower"}}}}
	}
	start := time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)
	tests := []struct {
		name   string
		change func(s *catalog.Special)
		fields map[string][]string // nil: accepted
	}{
		{"a product special", func(s *catalog.Special) {}, nil},
		{"a promo code special of $5 off over $50", func(s *catalog.Special) {
			s.SpecialType, s.DiscountType, s.DiscountPercent, s.DiscountDollarAmount, s.PromoCode, s.MinimumSubtotal =
				"promo_code", "dollar_amount", 0, 500, "FIVE", 5000
		}, nil},
		{"an imported store special naming a brand keeps it", func(s *catalog.Special) { s.ProductBrandID = 10 }, nil},
		{"no title, type or discount type", func(s *catalog.Special) { s.Title, s.SpecialType, s.DiscountType = "", "", "" },
			map[string][]string{
				"title":         {"is required"},
				"special_type":  {"is required", "must be one of product, bulk, bundle, cart_total, group, promo_code, buy_x_get_y, buy_x_and_save"},
				"discount_type": {"must be percent, dollar_amount or target_price"},
			}},
		{"a brand type", func(s *catalog.Special) { s.SpecialType = "buy_x_get_y" },
			map[string][]string{"special_type": {"buy_x_get_y is a brand special's type: a store's special is one of product, bulk, bundle, cart_total, group, promo_code"}}},
		{"cash back", func(s *catalog.Special) { s.CashBack = true },
			map[string][]string{"cash_back": {"cash back is a brand special's: a store's special cannot give it"}}},
		{"110% off, ending when it starts", func(s *catalog.Special) { s.DiscountPercent, s.StartTime, s.EndTime = 110, &start, &start },
			map[string][]string{"discount_percent": {"must be between 0 and 100"}, "end_time": {"must be after start_time"}}},
		{"a promo code special without a code", func(s *catalog.Special) { s.SpecialType = "promo_code" },
			map[string][]string{"promo_code": {"is required for a promo_code special"}}},
		{"a group special of no group", func(s *catalog.Special) { s.SpecialType, s.UserGroup = "group", "pirates" },
			map[string][]string{"user_group": {"must be seniors, veterans, students or medical for a group special"}}},
		{"a bundle discounting the cheapest in threes, and a bad distribution", func(s *catalog.Special) {
			s.SpecialType = "bundle"
			s.Rules.Bundle = &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 3, DiscountedUnits: "cheapest", DiscountDistribution: "random"}
		}, map[string][]string{"rules.settings.discount_distribution": {"must be even or cheapest_first"}}},
		{"a negative bulk tier and a negative amount", func(s *catalog.Special) {
			s.SpecialType, s.DiscountDollarAmount = "bulk", -100
			s.BulkTiers = []catalog.BulkTier{{MinItems: 2, DiscountPercent: 10}, {MinItems: -1}}
		}, map[string][]string{"bulk_tiers[1]": {"thresholds and discounts cannot be negative, and a percentage is at most 100"},
			"": {"discount amounts cannot be negative"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := good()
			tt.change(&s)
			err := catalog.CheckStoreSpecial(&s)
			if tt.fields == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var pe *problem.Error
			if !errors.As(err, &pe) || pe.Kind != problem.Invalid || pe.Message != catalog.MsgSpecialInvalid {
				t.Fatalf("err = %v, want %q", err, catalog.MsgSpecialInvalid)
			}
			if !reflect.DeepEqual(pe.Fields, tt.fields) {
				t.Errorf("fields = %v, want %v", pe.Fields, tt.fields)
			}
		})
	}
}

// TestEndNow: ending a special at 15:00 on 28 November.
func TestEndNow(t *testing.T) {
	now := time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC)
	at := func(day, hour int) *time.Time { v := time.Date(2026, 11, day, hour, 0, 0, 0, time.UTC); return &v }
	tests := []struct {
		name               string
		start, end         *time.Time
		ended              bool
		wantStart, wantEnd *time.Time
	}{
		{"open-ended", nil, nil, false, nil, &now},
		{"running until the 30th", at(1, 0), at(30, 0), false, at(1, 0), &now},
		{"ended on the 27th", at(1, 0), at(27, 0), true, nil, nil},
		{"ending right now", nil, &now, true, nil, nil},
		{"starting on the 29th loses its start", at(29, 0), at(30, 0), false, nil, &now},
		{"started right now", &now, nil, false, &now, &now},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := catalog.Special{ID: 7, Title: "x", StartTime: tt.start, EndTime: tt.end}
			if got := catalog.Ended(&s, now); got != tt.ended {
				t.Fatalf("Ended = %v, want %v", got, tt.ended)
			}
			if tt.ended {
				return
			}
			got := catalog.EndNow(s, now)
			if !reflect.DeepEqual(got.StartTime, tt.wantStart) || !reflect.DeepEqual(got.EndTime, tt.wantEnd) || got.ID != 7 || got.Title != "x" {
				t.Errorf("EndNow = %v to %v, want %v to %v", got.StartTime, got.EndTime, tt.wantStart, tt.wantEnd)
			}
			if !reflect.DeepEqual(s.EndTime, tt.end) {
				t.Errorf("EndNow changed the special it was given")
			}
			if !catalog.Ended(&got, now) {
				t.Errorf("the special EndNow answers has not ended")
			}
		})
	}
}

// TestSpecialState: where a special stands at 15:00 on 28 November.
func TestSpecialState(t *testing.T) {
	now := time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC)
	later, earlier := now.Add(time.Hour), now.Add(-time.Hour)
	tests := []struct {
		name string
		s    catalog.Special
		want string
	}{
		{"on, without bounds", catalog.Special{Active: true, Enabled: true}, "live"},
		{"not enabled", catalog.Special{Active: true}, "off"},
		{"not active, though running", catalog.Special{Enabled: true, StartTime: &earlier}, "off"},
		{"starting in an hour", catalog.Special{Active: true, Enabled: true, StartTime: &later}, "scheduled"},
		{"started now", catalog.Special{Active: true, Enabled: true, StartTime: &now}, "live"},
		{"ended an hour ago", catalog.Special{Active: true, Enabled: true, EndTime: &earlier}, "ended"},
		{"ending now", catalog.Special{Active: true, Enabled: true, EndTime: &now}, "ended"},
		{"ending in an hour", catalog.Special{Active: true, Enabled: true, StartTime: &earlier, EndTime: &later}, "live"},
	}
	for _, tt := range tests {
		if got := catalog.SpecialState(&tt.s, now); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}
