package catalog

import "github.com/pistil/pistil/internal/money"

// StoreSummary is a store with the figures computed from its menu and reviews.
type StoreSummary struct {
	Store
	ProductCount int
	Rating       *float64
	ReviewsCount int
	MenuVersion  int64
}

// BrandSummary is a brand with what its page and card show.
type BrandSummary struct {
	Brand
	// ProductCount counts the brand's products on at least one visible menu.
	ProductCount int
	// HasActiveSpecial says a brand special of the brand is active and enabled.
	HasActiveSpecial bool
}

// BrandCashBack is a brand with its live cash-back brand specials.
type BrandCashBack struct {
	BrandSummary
	Specials []Special
}

// Carrier is a store that sells a product, with its lowest price there.
type Carrier struct {
	Store  StoreSummary
	Offers []Offer
	Lowest money.Cents
}

// ProductWithCarriers is a product with the stores that sell it.
type ProductWithCarriers struct {
	Product  Product
	Brand    Brand
	Carriers []Carrier
}
