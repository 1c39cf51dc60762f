package catalog

// StoreSummary is a store with the figures computed from its menu and reviews.
type StoreSummary struct {
	Store
	ProductCount int
	Rating       *float64
	ReviewsCount int
	MenuVersion  int64
}
