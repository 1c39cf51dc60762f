package catalog_test

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
)

func TestLowestOffer(t *testing.T) {
	offers := func(os ...catalog.Offer) *catalog.MenuProduct { return &catalog.MenuProduct{Offers: os} }
	tests := []struct {
		name   string
		m      *catalog.MenuProduct
		weight catalog.Weight
		lowest int64
		ok     bool
	}{
		{"the cheaper weight", offers(catalog.Offer{PriceID: catalog.Gram, Price: 1200}, catalog.Offer{PriceID: catalog.EighthOunce, Price: 3500}), catalog.Gram, 1200, true},
		// the eighth at its special price of 1,000 ¢ beats the 1,200 ¢ gram
		{"a special price counts", offers(catalog.Offer{PriceID: catalog.Gram, Price: 1200},
			catalog.Offer{PriceID: catalog.EighthOunce, Price: 3500, SpecialPrice: 1000}), catalog.EighthOunce, 1000, true},
		// a "special" above the price is no discount
		{"a special price above the price is ignored", offers(catalog.Offer{PriceID: catalog.Gram, Price: 1200, SpecialPrice: 1500}), catalog.Gram, 1200, true},
		{"unpriced weights are not on sale", offers(catalog.Offer{PriceID: catalog.Gram, Price: 0}), "", 0, false},
		{"no weights", offers(), "", 0, false},
	}
	for _, tt := range tests {
		o, ok := tt.m.LowestOffer()
		if ok != tt.ok || (ok && (o.PriceID != tt.weight || int64(o.Lowest()) != tt.lowest)) {
			t.Errorf("%s: LowestOffer = %s at %d, %v; want %s at %d, %v", tt.name, o.PriceID, o.Lowest(), ok, tt.weight, tt.lowest, tt.ok)
		}
	}
}
