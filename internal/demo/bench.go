package demo

import (
	"fmt"
	"math/rand/v2"

	"github.com/pistil/pistil/internal/catalog"
)

// Bench builds a large catalogue for load tests: stores copies of the demo
// stores' settings (renamed, moved a little, numbered from 1), each selling
// all of products products, which repeat the demo products under new ids.
// Like Catalogue it is deterministic.
func Bench(stores, products int) (*catalog.Document, error) {
	if stores < 1 || products < 1 {
		return nil, fmt.Errorf("seed bench needs at least one store and one product, not %d and %d", stores, products)
	}
	base, err := Catalogue()
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(seed+1, seed))
	doc := &catalog.Document{Version: 1, Brands: base.Brands}
	for i := range products {
		p := base.Products[i%len(base.Products)]
		p.ID = int64(i + 1)
		if i >= len(base.Products) {
			p.Name = fmt.Sprintf("%s No. %d", p.Name, i/len(base.Products)+1)
			p.URLSlug = catalog.Slug(p.Name)
		}
		doc.Products = append(doc.Products, p)
	}
	for i := range stores {
		spec := storeSpecs[i%len(storeSpecs)]
		spec.id = int64(i + 1)
		spec.name = fmt.Sprintf("%s %d", spec.name, i+1)
		spec.slug = catalog.Slug(spec.name)
		spec.lat += float64(i/len(storeSpecs)) * 0.01
		st := spec.store()
		st.Menu = make([]catalog.MenuItem, 0, products)
		for j := range doc.Products {
			p := &doc.Products[j]
			item := catalog.MenuItem{ProductID: p.ID, MaxCartQuantity: 10}
			base := basePrice(r, p) * spec.priceLevel / 100
			for _, w := range weightsFor(r, p) {
				item.Weights = append(item.Weights, catalog.MenuWeight{PriceID: w, Price: dollars(max(priceAt(p, base, w), 1)), Stock: 5 + r.IntN(200)})
			}
			st.Menu = append(st.Menu, item)
		}
		for rank := 0; rank < 20 && rank < len(st.Menu); rank++ {
			st.Menu[r.IntN(len(st.Menu))].BestSellerRank = rank + 1
		}
		doc.Stores = append(doc.Stores, st)
	}
	if err := doc.Validate(); err != nil {
		return nil, fmt.Errorf("the bench catalogue is invalid: %w", err)
	}
	return doc, nil
}
