package cart

import (
	"errors"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

func TestCheckLine(t *testing.T) {
	mp := &catalog.MenuProduct{
		Product: &catalog.Product{Name: "Blue Dream"}, Visible: true, MaxCartQuantity: 4,
		Offers: []catalog.Offer{
			{PriceID: catalog.Gram, Price: 1200, Stock: 40, MaxCartQuantity: 8},
			{PriceID: catalog.EighthOunce, Price: 3500, Stock: 3},
			{PriceID: catalog.QuarterOunce, Price: 6500, Stock: 0},
			{PriceID: catalog.Ounce, Price: 0, Stock: 5},
		},
	}
	tests := []struct {
		weight  catalog.Weight
		count   int
		field   string
		message string
	}{
		{catalog.EighthOunce, 3, "", ""},
		{catalog.Gram, 8, "", ""}, // the weight's own cap of 8 beats the product's 4
		{catalog.Gram, 9, "product.count", "Please enter a numeric value less than or equal to 8."},
		{catalog.EighthOunce, 4, "product.count", "Only 3 of Blue Dream (3.5g) left."},
		{catalog.EighthOunce, 5, "product.count", "Please enter a numeric value less than or equal to 4."},
		{catalog.EighthOunce, 0, "product.count", "Please enter a numeric value greater than or equal to 1."},
		{catalog.QuarterOunce, 1, "product.count", "Blue Dream (7g) is sold out."},
		{catalog.Ounce, 1, "product.price_id", "Blue Dream is not sold in 28g at this store."}, // a zero price is not for sale
		{catalog.HalfOunce, 1, "product.price_id", "Blue Dream is not sold in 14g at this store."},
	}
	for _, tt := range tests {
		err := CheckLine(mp, tt.weight, tt.count)
		var p *problem.Error
		switch {
		case tt.field == "" && err != nil:
			t.Errorf("CheckLine(%s, %d) = %v, want nil", tt.weight, tt.count, err)
		case tt.field != "" && (!errors.As(err, &p) || p.Message != tt.message || p.Fields[tt.field][0] != tt.message):
			t.Errorf("CheckLine(%s, %d) = %v, want %s: %q", tt.weight, tt.count, err, tt.field, tt.message)
		}
	}
	hidden := *mp
	hidden.Visible = false
	if err := CheckLine(&hidden, catalog.Gram, 1); err == nil {
		t.Error("CheckLine on a hidden product = nil")
	}
}
