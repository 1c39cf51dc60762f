package catalog

import (
	"fmt"
	"slices"
)

// MenuPhoto is a store's own photo of one of its menu products
// (docs/adr/0022-store-console.md, section 5, "Photos"): its pixels are
// public files named by Key, one a size (photo.Sizes).
type MenuPhoto struct {
	ID int64
	// Position is its place among the product's photos, from 0.
	Position int
	// Key names its files: 32 hexadecimal digits.
	Key string
	// Width and Height are the original's.
	Width, Height int
}

// MaxMenuPhotos is how many photos of its own a menu product may have.
const MaxMenuPhotos = 10

// MsgTooManyPhotos refuses a photo beyond MaxMenuPhotos.
var MsgTooManyPhotos = fmt.Sprintf("A product may have at most %d photos; remove one first.", MaxMenuPhotos)

// MsgNoMenuPhoto answers a photo id that is none of the menu product's.
func MsgNoMenuPhoto(id int64) string {
	return fmt.Sprintf("This product has no photo %d.", id)
}

// MsgPhotoOrder refuses a new order of a product's photos that does not
// list each of them once.
const MsgPhotoOrder = "Please list each of the product's photos once, in the order to show them."

// SamePhotos says whether order lists each photo of photos exactly once.
func SamePhotos(photos []MenuPhoto, order []int64) bool {
	if len(order) != len(photos) {
		return false
	}
	ids := make([]int64, len(photos))
	for i, p := range photos {
		ids[i] = p.ID
	}
	sorted := slices.Clone(order)
	slices.Sort(ids)
	slices.Sort(sorted)
	return slices.Equal(ids, sorted)
}
