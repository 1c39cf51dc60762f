package catalog

import "fmt"

// Answers of a look-up that finds nothing: an id (or a store and a
// product) that names no store, product, brand, review or partner.

// MsgNoStore answers a store id that names no store.
func MsgNoStore(id int64) string { return fmt.Sprintf("There is no store %d.", id) }

// MsgNoProduct answers a product id that names no product.
func MsgNoProduct(id int64) string { return fmt.Sprintf("There is no product %d.", id) }

// MsgNotCarried answers a product the store's menu does not show.
func MsgNotCarried(storeID, productID int64) string {
	return fmt.Sprintf("Store %d does not carry product %d.", storeID, productID)
}

// MsgNoSeller answers a product no store's menu shows.
func MsgNoSeller(productID int64) string { return fmt.Sprintf("No store sells product %d.", productID) }

// MsgNoBrand answers a brand id that names no brand.
func MsgNoBrand(id int64) string { return fmt.Sprintf("There is no brand %d.", id) }

// MsgNoReview answers a review id that names no review (or a hidden one).
func MsgNoReview(id int64) string { return fmt.Sprintf("There is no review %d.", id) }

// MsgNoPartner answers a partner id that names no partner.
func MsgNoPartner(id int64) string { return fmt.Sprintf("There is no partner %d.", id) }

// The answers of a list of reviews for a store or a product that does not
// exist.
const (
	MsgNoSuchStore   = "There is no such store."
	MsgNoSuchProduct = "There is no such product."
)
