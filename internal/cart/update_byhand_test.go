package cart

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// TestCheckUpdateByHand walks the refusals of a cart update at store 7 on a
// Wednesday noon, against specials worked out by hand: SPRING runs at
// every store, SUMMER starts tomorrow, WINTER ended yesterday, and PAUSED is
// store 7's but switched off, ELSEWHERE is store 8's; group special 3
// runs, and special 4 (SPRING) is no group special.
func TestCheckUpdateByHand(t *testing.T) {
	now := time.Date(2026, 4, 22, 12, 0, 0, 0, time.UTC)
	yesterday, tomorrow := now.AddDate(0, 0, -1), now.AddDate(0, 0, 1)
	list := []catalog.Special{
		{ID: 4, StoreID: 0, PromoCode: " spring ", Active: true, Enabled: true},
		{ID: 5, StoreID: 7, PromoCode: "SUMMER", Active: true, Enabled: true, StartTime: &tomorrow},
		{ID: 6, StoreID: 7, PromoCode: "WINTER", Active: true, Enabled: true, EndTime: &yesterday},
		{ID: 8, StoreID: 7, PromoCode: "PAUSED", Active: true},
		{ID: 9, StoreID: 8, PromoCode: "ELSEWHERE", Active: true, Enabled: true},
		{ID: 3, StoreID: 7, SpecialType: "group", Active: true, Enabled: true},
	}
	str := func(s string) *string { return &s }
	id := func(n int64) *int64 { return &n }
	cents := func(c money.Cents) *money.Cents { return &c }
	rate := func(r money.Rate) *money.Rate { return &r }
	const (
		modes = "must be one of pickup, delivery, curbside, kiosk"
		tip   = "A tip must be between nothing and 100%."
	)
	tests := []struct {
		name    string
		u       Update
		message string // "" when the update is taken
		fields  map[string][]string
	}{
		{name: "nothing to change", u: Update{}},
		{name: "every field right", u: Update{ReservationMode: str("curbside"), PromoCode: str("Spring"), GroupSpecialID: id(3),
			Tip: cents(500)}},
		{name: "removing the code and the group special", u: Update{PromoCode: str("  "), GroupSpecialID: id(0)}},
		{name: "a tip of nothing, and of exactly 100%", u: Update{Tip: cents(0), TipRate: rate(1_000_000)}},
		{name: "an unknown mode", u: Update{ReservationMode: str("drive-through")},
			message: modes, fields: map[string][]string{"reservation_mode": {modes}}},
		{name: "a code no special carries", u: Update{PromoCode: str("autumn")},
			message: "The promo code AUTUMN is not valid at this store.",
			fields:  map[string][]string{"promo_code": {"The promo code AUTUMN is not valid at this store."}}},
		{name: "another store's code", u: Update{PromoCode: str("elsewhere")},
			message: "The promo code ELSEWHERE is not valid at this store.",
			fields:  map[string][]string{"promo_code": {"The promo code ELSEWHERE is not valid at this store."}}},
		{name: "a code not started", u: Update{PromoCode: str("summer")},
			message: "The promo code SUMMER is not active yet.",
			fields:  map[string][]string{"promo_code": {"The promo code SUMMER is not active yet."}}},
		{name: "a code ended", u: Update{PromoCode: str("WINTER")},
			message: "The promo code WINTER has expired.",
			fields:  map[string][]string{"promo_code": {"The promo code WINTER has expired."}}},
		{name: "a code switched off", u: Update{PromoCode: str("paused")},
			message: "The promo code PAUSED is not active.",
			fields:  map[string][]string{"promo_code": {"The promo code PAUSED is not active."}}},
		{name: "a special that is not a group special", u: Update{GroupSpecialID: id(4)},
			message: "This store has no group special 4 running.",
			fields:  map[string][]string{"user_group_special_id": {"This store has no group special 4 running."}}},
		{name: "a negative tip", u: Update{Tip: cents(-1)},
			message: tip, fields: map[string][]string{"tip_amount": {tip}}},
		{name: "a tip over 100%", u: Update{TipRate: rate(1_000_001)},
			message: tip, fields: map[string][]string{"tip_amount": {tip}}},
		{name: "a negative tip rate", u: Update{TipRate: rate(-1)},
			message: tip, fields: map[string][]string{"tip_amount": {tip}}},
		{name: "two fields wrong", u: Update{ReservationMode: str("mail"), Tip: cents(-100)},
			message: "Please check your cart.", fields: map[string][]string{"reservation_mode": {modes}, "tip_amount": {tip}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckUpdate(tt.u, 7, list, now)
			if tt.message == "" {
				if err != nil {
					t.Fatalf("CheckUpdate = %v, want nil", err)
				}
				return
			}
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid || p.Message != tt.message || !reflect.DeepEqual(p.Fields, tt.fields) {
				t.Fatalf("CheckUpdate = %#v, want Invalid %q %v", err, tt.message, tt.fields)
			}
		})
	}
}

func TestCheckNewModeByHand(t *testing.T) {
	for mode, ok := range map[string]bool{"": true, "pickup": true, "kiosk": true, "Pickup": false, "walk-in": false} {
		err := CheckNewMode(mode)
		var p *problem.Error
		switch {
		case ok && err != nil:
			t.Errorf("CheckNewMode(%q) = %v, want nil", mode, err)
		case !ok && (!errors.As(err, &p) || p.Message != "Please choose how to receive the order." ||
			!reflect.DeepEqual(p.Fields, map[string][]string{"reservation_mode": {"must be one of pickup, delivery, curbside, kiosk"}})):
			t.Errorf("CheckNewMode(%q) = %#v", mode, err)
		}
	}
}
