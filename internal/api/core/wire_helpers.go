package core

import "github.com/pistil/pistil/internal/catalog"

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

// PhotoURLsOf are a product's photo URLs: its own, or its default photo.
func PhotoURLsOf(p *catalog.Product) []string {
	if len(p.Photos) > 0 {
		urls := make([]string, len(p.Photos))
		for i, ph := range p.Photos {
			urls[i] = ph.URL
		}
		return urls
	}
	return []string{catalog.DefaultPhotoPath(imageRoot, p.Kind, p.RootSubtype, p.Category)}
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
