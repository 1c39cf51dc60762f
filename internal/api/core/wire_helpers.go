package core

import (
	"strconv"

	"github.com/pistil/pistil/internal/catalog"
)

// NonNilMap is m, or an empty map for nil: JSON {} rather than null.
func NonNilMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return map[K]V{}
	}
	return m
}

func NonNilSlice[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// RoundRating rounds an average rating to one decimal; nil stays nil (JSON
// null).
func RoundRating(r *float64) *float64 {
	if r == nil {
		return nil
	}
	v := float64(int(*r*10+0.5)) / 10
	return &v
}

// PhotoURLsOf are a product's photo URLs: its own, or its default photo in
// the product's variant.
func PhotoURLsOf(p *catalog.Product) []string {
	if len(p.Photos) > 0 {
		urls := make([]string, len(p.Photos))
		for i, ph := range p.Photos {
			urls[i] = ph.URL
		}
		return urls
	}
	// The drawing varies with the product (catalog.DefaultPhotoPathFor), so a
	// menu without photos does not show one picture over and over.
	return []string{catalog.DefaultPhotoPathFor(imageRoot, p.ID, p.Kind, p.RootSubtype, p.Category)}
}

// MenuPhotoRoot is where a store's own product photos are served: one
// file a size, MenuPhotoRoot + key + "/" + size + ".jpg" (MenuPhotoURL).
const MenuPhotoRoot = "/images/menu/"

// MenuPhotoURL is the path of one size (photo.Sizes) of a store's photo.
func MenuPhotoURL(key, size string) string { return MenuPhotoRoot + key + "/" + size + ".jpg" }

// MenuPhotoURLsOf are a menu product's photo URLs as the cards draw them:
// the store's own photos in their medium size when it has any, else the
// product's (PhotoURLsOf).
func MenuPhotoURLsOf(m *catalog.MenuProduct) []string {
	if len(m.Photos) == 0 {
		return PhotoURLsOf(m.Product)
	}
	urls := make([]string, len(m.Photos))
	for i, p := range m.Photos {
		urls[i] = MenuPhotoURL(p.Key, "medium")
	}
	return urls
}

// menuPhotosOf are a menu product's photos in each size: the store's own
// when it has any, each size its own file; else the product's, each size
// the one photo.
func menuPhotosOf(m *catalog.MenuProduct) []ProductPhoto {
	if len(m.Photos) > 0 {
		photos := make([]ProductPhoto, len(m.Photos))
		for i, p := range m.Photos {
			photos[i] = ProductPhoto{ID: "menu-" + strconv.FormatInt(p.ID, 10), Position: i, URLs: PhotoURLs{
				Small: MenuPhotoURL(p.Key, "small"), Medium: MenuPhotoURL(p.Key, "medium"),
				Large: MenuPhotoURL(p.Key, "large"), Original: MenuPhotoURL(p.Key, "original")}}
		}
		return photos
	}
	urls := PhotoURLsOf(m.Product)
	photos := make([]ProductPhoto, len(urls))
	for i, u := range urls {
		photos[i] = ProductPhoto{ID: strconv.FormatInt(m.Product.ID, 10) + "-" + strconv.Itoa(i), Position: i,
			URLs: PhotoURLs{Small: u, Medium: u, Large: u, Original: u}}
	}
	return photos
}

// rootTypes lists the kind and the kind:Subtype pair, as menu filters use them.
func rootTypes(p *catalog.Product) []string {
	out := []string{string(p.Kind)}
	if p.RootSubtype != "" {
		out = append(out, string(p.Kind)+":"+p.RootSubtype)
	}
	return out
}

// imageRoot is where default product photos are served.
const imageRoot = "/images/products"
