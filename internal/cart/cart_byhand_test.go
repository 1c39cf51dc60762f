package cart

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// lemon is a vape on the menu with no product cap of its own (so the default
// of 10 applies), one weight with its own cap and one that costs nothing.
func lemon() *catalog.MenuProduct {
	return &catalog.MenuProduct{
		Product: &catalog.Product{Name: "Lemon Haze Cartridge", Kind: catalog.Vape}, Visible: true,
		Offers: []catalog.Offer{
			{PriceID: catalog.HalfGram, Price: 2500, Stock: 12},                     // limit 10 by default
			{PriceID: catalog.Gram, Price: 4000, Stock: 3, MaxCartQuantity: 2},      // its own limit of 2
			{PriceID: catalog.TwoGram, Price: 7000, Stock: 0},                       // sold out
			{PriceID: catalog.EighthOunce, Price: 0, Stock: 9},                      // on the menu at no price
			{PriceID: catalog.QuarterOunce, Price: 1, Stock: 1, MaxCartQuantity: 5}, // one left, limit 5
		},
	}
}

func TestCheckLineByHand(t *testing.T) {
	const (
		min1 = "Please enter a numeric value greater than or equal to 1."
	)
	hidden := func() *catalog.MenuProduct { m := lemon(); m.Visible = false; return m }
	capped := func() *catalog.MenuProduct { m := lemon(); m.MaxCartQuantity = 4; return m }
	singleVape := func() *catalog.MenuProduct { m := lemon(); m.SingleFlowerCount = true; return m }
	singleFlower := func() *catalog.MenuProduct {
		return &catalog.MenuProduct{Product: &catalog.Product{Name: "Blue Dream", Kind: catalog.Flower}, Visible: true,
			MaxCartQuantity: 5, SingleFlowerCount: true,
			Offers: []catalog.Offer{{PriceID: catalog.EighthOunce, Price: 3500, Stock: 9}}}
	}
	tests := []struct {
		name    string
		mp      func() *catalog.MenuProduct
		weight  catalog.Weight
		count   int
		field   string // "" when the line is allowed
		message string
	}{
		{"one half gram", lemon, catalog.HalfGram, 1, "", ""},
		{"the default limit of 10", lemon, catalog.HalfGram, 10, "", ""},
		{"one over the default limit", lemon, catalog.HalfGram, 11, "product.count", "Please enter a numeric value less than or equal to 10."},
		// The product's own cap of 4 replaces the default 10.
		{"the product cap", capped, catalog.HalfGram, 4, "", ""},
		{"over the product cap", capped, catalog.HalfGram, 5, "product.count", "Please enter a numeric value less than or equal to 4."},
		// The weight's cap of 2 beats both the product's 4 and the default.
		{"the weight cap", capped, catalog.Gram, 2, "", ""},
		{"over the weight cap", capped, catalog.Gram, 3, "product.count", "Please enter a numeric value less than or equal to 2."},
		{"zero units", lemon, catalog.HalfGram, 0, "product.count", min1},
		{"negative units", lemon, catalog.HalfGram, -2, "product.count", min1},
		{"sold out", lemon, catalog.TwoGram, 1, "product.count", "Lemon Haze Cartridge (2g) is sold out."},
		// Stock 1, limit 5: 2 is within the limit but over stock.
		{"the last one", lemon, catalog.QuarterOunce, 1, "", ""},
		{"more than is left", lemon, catalog.QuarterOunce, 2, "product.count", "Only 1 of Lemon Haze Cartridge (7g) left."},
		// The count checks come first: a sold-out weight asked for 0 times is a count error...
		{"zero of a sold-out weight", lemon, catalog.TwoGram, 0, "product.count", min1},
		// ...and the limit before stock: 6 is over both the limit of 5 and the stock of 1.
		{"over the limit and the stock", lemon, catalog.QuarterOunce, 6, "product.count", "Please enter a numeric value less than or equal to 5."},
		{"a weight at no price", lemon, catalog.EighthOunce, 1, "product.price_id", "Lemon Haze Cartridge is not sold in 3.5g at this store."},
		{"a weight not on the menu", lemon, catalog.Ounce, 1, "product.price_id", "Lemon Haze Cartridge is not sold in 28g at this store."},
		{"a weight the kind never has", lemon, catalog.Each, 1, "product.price_id", "Lemon Haze Cartridge is not sold in Each at this store."},
		// Which weight is asked for comes before how many: count 0 of an unsold weight names the weight.
		{"zero of an unsold weight", lemon, catalog.Ounce, 0, "product.price_id", "Lemon Haze Cartridge is not sold in 28g at this store."},
		{"a hidden product", hidden, catalog.HalfGram, 1, "product.price_id", "Lemon Haze Cartridge is not sold in 0.5g at this store."},
		// allow_multiple_flower_count off: one of each weight of a flower, whatever the caps say...
		{"one eighth of a single-count flower", singleFlower, catalog.EighthOunce, 1, "", ""},
		{"two eighths of a single-count flower", singleFlower, catalog.EighthOunce, 2, "product.count",
			"This store sells one 3.5g of Blue Dream per order; for more, choose a larger weight."},
		// ...and the setting means nothing for other kinds: the vape keeps its default 10.
		{"a single-count vape", singleVape, catalog.HalfGram, 10, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckLine(tt.mp(), tt.weight, tt.count)
			if tt.field == "" {
				if err != nil {
					t.Fatalf("CheckLine(%s, %d) = %v, want nil", tt.weight, tt.count, err)
				}
				return
			}
			var p *problem.Error
			if !errors.As(err, &p) {
				t.Fatalf("CheckLine(%s, %d) = %v, want a *problem.Error", tt.weight, tt.count, err)
			}
			want := &problem.Error{Kind: problem.Invalid, Message: tt.message, Fields: map[string][]string{tt.field: {tt.message}}}
			if !reflect.DeepEqual(p, want) {
				t.Errorf("CheckLine(%s, %d) = %#v, want %#v", tt.weight, tt.count, p, want)
			}
		})
	}
}

// TestStockWarningByHand: lemon() has 12 half grams, 3 grams, no two grams,
// an eighth on the menu at no price and one quarter ounce.
func TestStockWarningByHand(t *testing.T) {
	for _, tt := range []struct {
		name   string
		mp     *catalog.MenuProduct
		weight catalog.Weight
		count  int
		want   string
	}{
		{"enough", lemon(), catalog.HalfGram, 12, ""},
		{"stock dropped below the line", lemon(), catalog.Gram, 5, "Only 3 of Lemon Haze Cartridge (1g) left; your bag has 5."},
		{"sold out", lemon(), catalog.TwoGram, 1, "Lemon Haze Cartridge (2g) is no longer available."},
		{"no longer priced", lemon(), catalog.EighthOunce, 1, "Lemon Haze Cartridge (3.5g) is no longer available."},
		{"a weight not on the menu", lemon(), catalog.HalfOunce, 1, "Lemon Haze Cartridge (14g) is no longer available."},
		{"the last one", lemon(), catalog.QuarterOunce, 1, ""},
		{"off the menu", nil, catalog.Gram, 1, MsgLeftMenu},
	} {
		if got := StockWarning(tt.mp, tt.weight, tt.count); got != tt.want {
			t.Errorf("%s: StockWarning(%s, %d) = %q, want %q", tt.name, tt.weight, tt.count, got, tt.want)
		}
	}
}
