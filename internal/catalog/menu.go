package catalog

import "github.com/pistil/pistil/internal/money"

// DefaultMaxCartQuantity caps the count of one weight in a cart when the
// menu sets no cap of its own.
const DefaultMaxCartQuantity = 10

// Offer is a weight a menu product is sold in: its price and stock now.
type Offer struct {
	PriceID Weight
	Price   money.Cents
	Stock   int
	// MaxCartQuantity is the weight's own cap, 0 when it has none.
	MaxCartQuantity int
	// SpecialPrice is the unit price under the best product special the menu
	// shows, worked out by the server when it indexes a menu; 0 when no
	// special lowers the price. It is not part of the catalogue document.
	SpecialPrice money.Cents
}

// Lowest is what a unit of the offer costs now: the special price when one
// lowers it, else the price.
func (o Offer) Lowest() money.Cents {
	if o.SpecialPrice > 0 && o.SpecialPrice < o.Price {
		return o.SpecialPrice
	}
	return o.Price
}

// MenuProduct is a product as one store sells it.
type MenuProduct struct {
	ID      int64 // the menu product's own id
	StoreID int64
	// Product and Brand may be shared with other stores' menus read at
	// the same time (storage.ProductDocs): read them, never write to them.
	Product   *Product
	Brand     *Brand
	Visible   bool
	StoreNote string
	// BestSellerRank is 1 for the best seller, 0 when unranked.
	BestSellerRank int
	// OperatorStoreRank is the rank among the operator's stores, 0 when unranked.
	OperatorStoreRank int
	MaxCartQuantity   int
	// SingleFlowerCount is allow_multiple_flower_count turned off: a cart
	// holds at most one unit of each weight of this product when it is flower.
	SingleFlowerCount bool
	// Offers are the weights on the menu, ascending.
	Offers          []Offer
	AggregateRating *float64
	ReviewCount     int
	// Inventories are the point of sale's records of some weights.
	Inventories []Inventory
	// Photos are the store's own photos of the product, uploaded in the
	// store console, in their order; when there are any, the store's menu
	// shows them instead of the product's (Product.Photos).
	Photos []MenuPhoto
}

// Offer returns the offer for weight w.
func (m *MenuProduct) Offer(w Weight) (Offer, bool) {
	for _, o := range m.Offers {
		if o.PriceID == w {
			return o, true
		}
	}
	return Offer{}, false
}

// LowestOffer is the weight on sale (a price above zero) that costs least
// now, by Offer.Lowest; false when nothing is on sale. Ties keep the first.
func (m *MenuProduct) LowestOffer() (Offer, bool) {
	var low Offer
	found := false
	for _, o := range m.Offers {
		if o.Price > 0 && (!found || o.Lowest() < low.Lowest()) {
			low, found = o, true
		}
	}
	return low, found
}

// Sellable reports whether weight w can be put in a cart: it is on the
// menu at a non-zero price (spec section 5: only weights with a non-zero
// price are selectable).
func (m *MenuProduct) Sellable(w Weight) bool {
	o, ok := m.Offer(w)
	return ok && o.Price > 0 && m.Visible
}

// LineLimit is the most of weight w one cart may hold: 1 for a flower whose
// store does not allow multiple flower counts, else the weight's cap, else
// the product's, else DefaultMaxCartQuantity. Stock is a separate check.
func (m *MenuProduct) LineLimit(w Weight) int {
	if m.SingleFlowerCount && m.Product.Kind == Flower {
		return 1
	}
	if o, ok := m.Offer(w); ok && o.MaxCartQuantity > 0 {
		return o.MaxCartQuantity
	}
	return m.MaxCartQuantityOrDefault()
}

// MaxCartQuantityOrDefault is the product's cap on any one weight in a cart.
func (m *MenuProduct) MaxCartQuantityOrDefault() int {
	if m.MaxCartQuantity > 0 {
		return m.MaxCartQuantity
	}
	return DefaultMaxCartQuantity
}
