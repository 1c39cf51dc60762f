package core

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
)

// BenchmarkMenuSpecialPrices prices a 2,000-product menu under the demo
// store's specials (its own and the brands'), as a menu view does when it is
// built or a special starts or ends: every weight's unit price from the
// specials engine, and each product's special fields.
func BenchmarkMenuSpecialPrices(b *testing.B) {
	menu := bigMenu(b)
	doc, err := demo.Catalogue()
	if err != nil {
		b.Fatal(err)
	}
	st := doc.Stores[1]
	var list []catalog.Special
	for _, s := range doc.Specials {
		if s.StoreID == st.ID || s.ProductBrandID != 0 {
			list = append(list, s)
		}
	}
	sp := &specialPricing{Store: &st, Specials: list, now: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	for b.Loop() {
		sp.MarkSpecialPrices(menu)
		for i := range menu {
			sp.apply(&MenuProduct{}, &menu[i])
		}
	}
}
