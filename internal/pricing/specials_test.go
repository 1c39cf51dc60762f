package pricing

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

func TestSpecialUnitPrice(t *testing.T) {
	pct := func(p float64) catalog.Special { return catalog.Special{DiscountType: "percent", DiscountPercent: p} }
	off := func(c money.Cents) catalog.Special {
		return catalog.Special{DiscountType: "dollar_amount", DiscountDollarAmount: c}
	}
	target := func(c money.Cents) catalog.Special {
		return catalog.Special{DiscountType: "target_price", DiscountTargetPrice: c}
	}
	tests := []struct {
		name        string
		s           catalog.Special
		unit, floor money.Cents
		want        money.Cents
	}{
		// 25% of 3,500 ¢ = 875 ¢; 3,500 − 875 = 2,625 ¢
		{"25% off $35.00", pct(25), 3500, 0, 2625},
		// 12.5% = 125,000 ppm; 99 × 125,000 / 1,000,000 = 12.375 ¢ → 12 ¢; 99 − 12 = 87 ¢
		{"12.5% off 99¢ rounds the discount down", pct(12.5), 99, 0, 87},
		// 10% of 1,205 ¢ = 120.5 ¢ → 121 ¢ (half away from zero); 1,205 − 121 = 1,084 ¢
		{"10% off $12.05 rounds a half cent up", pct(10), 1205, 0, 1084},
		// 33.3333% = 333,333 ppm; 3,000 × 333,333 / 1,000,000 = 999.999 ¢ → 1,000 ¢; 3,000 − 1,000 = 2,000 ¢
		{"a third off $30.00", pct(33.3333), 3000, 0, 2000},
		// 100% of 3,500 ¢ = 3,500 ¢ → 0 ¢, no floor
		{"100% off where giving away is allowed", pct(100), 3500, 0, 0},
		// 100% → 0 ¢, raised to the one-cent floor
		{"100% off where free cannabis is banned", pct(100), 3500, 1, 1},
		// 3,500 − 500 = 3,000 ¢
		{"$5 off $35", off(500), 3500, 0, 3000},
		// 1,200 − 1,500 = −300 ¢ → 0 ¢ (no floor)
		{"$15 off a $12 gram stops at zero", off(1500), 1200, 0, 0},
		// −300 ¢ → the 1 ¢ floor
		{"$15 off a $12 gram, with the floor", off(1500), 1200, 1, 1},
		{"target $30 on $35", target(3000), 3500, 0, 3000},
		// a target above the price never raises it
		{"target $40 on $35", target(4000), 3500, 0, 3500},
		// target $0 → 0 ¢ → the floor
		{"target $0 with the floor", target(0), 3500, 1, 1},
		{"an unknown discount type changes nothing", catalog.Special{DiscountType: "mystery", DiscountPercent: 50}, 3500, 0, 3500},
		// 0% of anything is 0 ¢
		{"0% changes nothing", pct(0), 3500, 0, 3500},
	}
	for _, tt := range tests {
		if got := SpecialUnitPrice(&tt.s, tt.unit, tt.floor); got != tt.want {
			t.Errorf("%s: SpecialUnitPrice = %d ¢, want %d ¢", tt.name, got, tt.want)
		}
	}
}

func TestPriceFloor(t *testing.T) {
	ca := &catalog.Store{Compliance: catalog.Compliance{NoFreeCannabisGood: true}}
	co := &catalog.Store{}
	for _, tt := range []struct {
		store *catalog.Store
		kind  catalog.Kind
		want  money.Cents
	}{
		{ca, catalog.Flower, 1}, {ca, catalog.Edible, 1}, {ca, catalog.Grow, 1},
		{ca, catalog.Gear, 0}, {ca, catalog.Merch, 0}, {co, catalog.Flower, 0},
	} {
		if got := PriceFloor(tt.store, tt.kind); got != tt.want {
			t.Errorf("PriceFloor(%v, %s) = %d, want %d", tt.store.Compliance.NoFreeCannabisGood, tt.kind, got, tt.want)
		}
	}
}

func TestBestUnitPrice(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	ended := now.Add(-time.Hour)
	sf := &catalog.Store{ID: 1, State: "CA", Compliance: catalog.Compliance{NoFreeCannabisGood: true}}
	flower := &catalog.MenuProduct{Product: &catalog.Product{ID: 100, Kind: catalog.Flower, Category: catalog.Hybrid},
		Brand: &catalog.Brand{ID: 10}, Offers: []catalog.Offer{
			{PriceID: catalog.Gram, Price: 1200}, {PriceID: catalog.EighthOunce, Price: 3500}, {PriceID: catalog.QuarterOunce, Price: 0}}}
	live := func(s catalog.Special) catalog.Special {
		s.Active, s.Enabled, s.SpecialType = true, true, "product"
		return s
	}
	list := []catalog.Special{
		// 20% off the store's flower: eighth 3,500 − 700 = 2,800 ¢; gram 1,200 − 240 = 960 ¢
		live(catalog.Special{ID: 7, StoreID: 1, DiscountType: "percent", DiscountPercent: 20,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower"}}}}),
		// $8 off eighths only: 3,500 − 800 = 2,700 ¢, the better eighth price
		live(catalog.Special{ID: 9, StoreID: 1, DiscountType: "dollar_amount", DiscountDollarAmount: 800,
			ApplicableWeights: []string{"eighth ounce"}}),
		// target $28 on eighths: 2,800 ¢, ties special 7 on the eighth but 9 is better anyway
		live(catalog.Special{ID: 3, StoreID: 1, DiscountType: "target_price", DiscountTargetPrice: 2800,
			ApplicableWeights: []string{"eighth_ounce"}}),
		// better, but ended / members only / by code / cash back / another store: never chosen
		live(catalog.Special{ID: 1, StoreID: 1, DiscountType: "percent", DiscountPercent: 90, EndTime: &ended}),
		live(catalog.Special{ID: 2, StoreID: 1, DiscountType: "percent", DiscountPercent: 90,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{UserSegmentIDs: []int64{4}}}}),
		live(catalog.Special{ID: 4, StoreID: 1, DiscountType: "percent", DiscountPercent: 90, PromoCode: "HALF"}),
		live(catalog.Special{ID: 5, ProductBrandID: 10, DiscountType: "percent", DiscountPercent: 90, CashBack: true}),
		live(catalog.Special{ID: 6, StoreID: 2, DiscountType: "percent", DiscountPercent: 90}),
	}
	tests := []struct {
		name      string
		list      []catalog.Special
		w         catalog.Weight
		price     money.Cents
		specialID int64
	}{
		{"the eighth: $8 off beats 20% and the $28 target", list, catalog.EighthOunce, 2700, 9},
		{"the gram: only the 20% covers it", list, catalog.Gram, 960, 7},
		{"a weight at no price is not for sale", list, catalog.QuarterOunce, 0, 0},
		{"a weight not on the menu", list, catalog.Ounce, 0, 0},
		// specials 7 (20% → 2,800 ¢) and 3 (target 2,800 ¢) tie: the lower id, 3, wins
		{"a tie goes to the lowest id", []catalog.Special{list[0], list[2]}, catalog.EighthOunce, 2800, 3},
		{"no specials", nil, catalog.EighthOunce, 3500, 0},
	}
	for _, tt := range tests {
		got := BestUnitPrice(tt.list, sf, flower, tt.w, now)
		var id int64
		if got.Special != nil {
			id = got.Special.ID
		}
		if got.Price != tt.price || id != tt.specialID {
			t.Errorf("%s: price %d ¢ by special %d, want %d ¢ by %d", tt.name, got.Price, id, tt.price, tt.specialID)
		}
	}
}

// FuzzSpecialUnitPrice: whatever the special, a unit never costs more than
// its price, nor less than the floor, nor less than nothing.
func FuzzSpecialUnitPrice(f *testing.F) {
	f.Add(uint8(0), 25.0, int64(500), int64(3500), true)
	f.Add(uint8(1), 0.0, int64(99999), int64(1), false)
	f.Add(uint8(2), 0.0, int64(0), int64(3500), true)
	f.Fuzz(func(t *testing.T, kind uint8, percent float64, amount, unit int64, floored bool) {
		if unit < 1 || unit > 1e11 || amount < 0 || amount > 1e11 || !(percent >= 0 && percent <= 100) {
			t.Skip()
		}
		types := []string{"percent", "dollar_amount", "target_price"}
		s := catalog.Special{DiscountType: types[int(kind)%3], DiscountPercent: percent,
			DiscountDollarAmount: money.Cents(amount), DiscountTargetPrice: money.Cents(amount)}
		floor := money.Cents(0)
		if floored {
			floor = 1
		}
		got := SpecialUnitPrice(&s, money.Cents(unit), floor)
		if got > money.Cents(unit) || got < floor || got < 0 {
			t.Errorf("%+v on %d ¢ (floor %d) = %d ¢", s, unit, floor, got)
		}
	})
}

// A gold member's cash back is labelled with the rate they earn.
func TestGoldCashBackLabel(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	st := &catalog.Store{ID: 1, State: "CO"}
	m := &catalog.MenuProduct{Product: &catalog.Product{ID: 1, Kind: catalog.Edible}, Brand: &catalog.Brand{ID: 7},
		Offers: []catalog.Offer{{PriceID: catalog.Each, Price: 2000, Stock: 5}}}
	back := catalog.Special{ID: 3, ProductBrandID: 7, SpecialType: "product", Title: "15% back", DiscountType: "percent",
		DiscountPercent: 15, GoldDiscountPercent: 5, DiscountLabel: "15% back", CashBack: true, Active: true, Enabled: true}
	for _, tt := range []struct {
		gold   bool
		label  string
		amount money.Cents
	}{
		{false, "15% back", 300},       // 15% of 2,000 ¢
		{true, "20% back · Gold", 400}, // (15 + 5)% of 2,000 ¢
	} {
		got := Compute(Input{Store: st, Now: now, Specials: []catalog.Special{back}, Shopper: Shopper{Gold: tt.gold},
			Lines: []Line{{ProductID: 1, PriceID: catalog.Each, Count: 1, UnitPrice: 2000, Menu: m}}})
		if len(got.CashBack) != 1 || got.CashBack[0].Label != tt.label || got.CashBack[0].Amount != tt.amount {
			t.Errorf("gold %v: cash back %+v, want %q %d ¢", tt.gold, got.CashBack, tt.label, tt.amount)
		}
	}
}
