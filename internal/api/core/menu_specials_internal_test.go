package core

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

func TestPercentText(t *testing.T) {
	for _, tt := range []struct {
		regular, price money.Cents
		want           string
	}{
		{2500, 2000, "20.0"}, // 500 / 2,500 = 20%
		{3500, 2999, "14.0"}, // 501 / 3,500 = 14.3% → 14
		{1000, 995, "1.0"},   // 5 / 1,000 = 0.5% → 1 (half up)
		{3000, 3000, ""},     // equal: no percentage
		{0, 100, ""},         // a missing price: none
	} {
		if got := percentText(tt.regular, tt.price); got != tt.want {
			t.Errorf("percentText(%d, %d) = %q, want %q", tt.regular, tt.price, got, tt.want)
		}
	}
}

func TestMenuPricesChangeWhenASpecialStartsOrEnds(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	at := func(h int) *time.Time { t := now.Add(time.Duration(h) * time.Hour); return &t }
	sp := &specialPricing{now: now, Specials: []catalog.Special{
		{ID: 1, StartTime: at(-5), EndTime: at(30)}, // ends in 30 h
		{ID: 2, StartTime: at(6)},                   // starts in 6 h: the first change
		{ID: 3, EndTime: at(-1)},                    // over already
	}}
	if got := sp.nextChange(); !got.Equal(*at(6)) {
		t.Errorf("nextChange = %v, want in 6 h", got)
	}
	v := &MenuView{pricesUntil: sp.nextChange()}
	if !v.pricesValid(now.Add(5*time.Hour)) || v.pricesValid(now.Add(6*time.Hour)) {
		t.Error("the menu's prices must hold until the special starts, and not from then")
	}
	if got := (&specialPricing{now: now}).nextChange(); !got.IsZero() || !(&MenuView{}).pricesValid(now) {
		t.Error("without specials the prices hold for good")
	}
}
