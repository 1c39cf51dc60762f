package catalog

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/money"
)

// NearbyMiles is how far from the shopper a store counts as nearby: a
// product's nearby price is the lowest at its nearest store or at any other
// store this close that prices in the same currency.
const NearbyMiles = 50

// earthRadiusMiles is the mean radius of the earth, as web/src/lib/distance.ts uses.
const earthRadiusMiles = 3958.8

// MilesBetween is the great-circle distance in miles between two points in degrees.
func MilesBetween(lat1, long1, lat2, long2 float64) float64 {
	rad := func(d float64) float64 { return d * math.Pi / 180 }
	dLat, dLong := rad(lat2-lat1), rad(long2-long1)
	a := math.Pow(math.Sin(dLat/2), 2) + math.Cos(rad(lat1))*math.Cos(rad(lat2))*math.Pow(math.Sin(dLong/2), 2)
	return 2 * earthRadiusMiles * math.Asin(math.Min(1, math.Sqrt(a)))
}

// StoreCurrency is a store's currency: its own, or USD, CAD in Canada.
func StoreCurrency(s *Store) string {
	if s.Currency != "" {
		return s.Currency
	}
	if s.CountryCode == "CA" {
		return "CAD"
	}
	return "USD"
}

// NearbyProduct is a product with the store nearest the shopper that sells it.
type NearbyProduct struct {
	ProductWithCarriers
	// Nearest is the nearest carrying store and Miles its distance.
	Nearest Carrier
	Miles   float64
	// Lowest is the lowest price at the nearest store or at another store
	// within NearbyMiles in the same currency; NearbyStores counts those stores.
	Lowest       money.Cents
	NearbyStores int
}

// DefaultPosition is where a shopper is taken to be when the client sends no
// position: the mean of the stores' positions, each weighted by the number of
// products on its visible menu (every store counts at least once).
func DefaultPosition(stores []StoreSummary) (lat, long float64) {
	var total float64
	for _, s := range stores {
		w := float64(max(1, s.ProductCount))
		lat += s.Lat * w
		long += s.Long * w
		total += w
	}
	if total == 0 {
		return 0, 0
	}
	return lat / total, long / total
}

// Nearby answers each product of ps with its nearest store to (lat, long),
// nearest first, then by name and id. Only the stores keepStore accepts
// count as carriers (nil keeps every store); a product none of them sells
// is left out.
func Nearby(ps []ProductWithCarriers, lat, long float64, keepStore func(*StoreSummary) bool) []NearbyProduct {
	out := make([]NearbyProduct, 0, len(ps))
	for _, p := range ps {
		if keepStore != nil {
			p.Carriers = slices.DeleteFunc(slices.Clone(p.Carriers), func(c Carrier) bool { return !keepStore(&c.Store) })
		}
		if len(p.Carriers) == 0 {
			continue
		}
		n := NearbyProduct{ProductWithCarriers: p, Miles: math.Inf(1)}
		for _, c := range p.Carriers {
			if d := MilesBetween(lat, long, c.Store.Lat, c.Store.Long); d < n.Miles || (d == n.Miles && c.Store.ID < n.Nearest.Store.ID) {
				n.Nearest, n.Miles = c, d
			}
		}
		currency := StoreCurrency(&n.Nearest.Store.Store)
		for _, c := range p.Carriers {
			near := c.Store.ID == n.Nearest.Store.ID ||
				(StoreCurrency(&c.Store.Store) == currency && MilesBetween(lat, long, c.Store.Lat, c.Store.Long) <= NearbyMiles)
			if !near {
				continue
			}
			n.NearbyStores++
			if c.Lowest > 0 && (n.Lowest == 0 || c.Lowest < n.Lowest) {
				n.Lowest = c.Lowest
			}
		}
		out = append(out, n)
	}
	slices.SortFunc(out, func(a, b NearbyProduct) int {
		if c := cmp.Compare(a.Miles, b.Miles); c != 0 {
			return c
		}
		if c := strings.Compare(strings.ToLower(a.Product.Name), strings.ToLower(b.Product.Name)); c != 0 {
			return c
		}
		return cmp.Compare(a.Product.ID, b.Product.ID)
	})
	return out
}

// ProductFilter narrows a list of nearby products; zero fields match everything.
type ProductFilter struct {
	Kind    Kind
	Lineage Lineage
	// Effects matches a product with any of them, ignoring case.
	Effects []string
	// MaxPrice keeps products whose nearby price is at most this.
	MaxPrice money.Cents
	// MinTHC keeps products whose THC percentage is known and at least this.
	MinTHC *float64

	// The spec's initial query parameters (section 2), each a list any of
	// whose values matches: brand names, kinds (root_types), lineages
	// (category), brand subtypes; Query must appear in the name, brand or strain.
	Brands, Kinds, Lineages, BrandSubtypes []string
	Query                                  string
	// StoreIDs and StoreType (recreational or medical) choose the stores
	// whose menus count; see KeepStore.
	StoreIDs  []int64
	StoreType string
}

// KeepStore reports whether a store's menu counts for the filter.
func (f ProductFilter) KeepStore(s *StoreSummary) bool {
	switch {
	case len(f.StoreIDs) > 0 && !slices.Contains(f.StoreIDs, s.ID),
		f.StoreType == "recreational" && !s.Recreational,
		f.StoreType == "medical" && !s.Medical:
		return false
	}
	return true
}

func anyFold(list []string, v string) bool {
	return len(list) == 0 || slices.ContainsFunc(list, func(x string) bool { return strings.EqualFold(x, v) })
}

// Match reports whether the filter keeps p.
func (f ProductFilter) Match(p *NearbyProduct) bool {
	pr := p.Product
	switch {
	case f.Kind != "" && pr.Kind != f.Kind,
		f.Lineage != "" && pr.Category != f.Lineage,
		f.MaxPrice > 0 && (p.Lowest <= 0 || p.Lowest > f.MaxPrice),
		f.MinTHC != nil && (pr.PercentTHC == nil || *pr.PercentTHC < *f.MinTHC),
		!anyFold(f.Brands, p.Brand.Name), !anyFold(f.Kinds, string(pr.Kind)),
		!anyFold(f.Lineages, string(pr.Category)), !anyFold(f.BrandSubtypes, pr.BrandSubtype):
		return false
	}
	if q := strings.ToLower(strings.TrimSpace(f.Query)); q != "" {
		text := strings.ToLower(pr.Name + " " + p.Brand.Name + " " + pr.Strain)
		for _, word := range strings.Fields(q) {
			if !strings.Contains(text, word) {
				return false
			}
		}
	}
	if len(f.Effects) == 0 {
		return true
	}
	return slices.ContainsFunc(pr.Effects, func(e string) bool {
		return slices.ContainsFunc(f.Effects, func(want string) bool { return strings.EqualFold(e, want) })
	})
}

// Filter returns the products the filter keeps, in their order.
func (f ProductFilter) Filter(ps []NearbyProduct) []NearbyProduct {
	var out []NearbyProduct
	for i := range ps {
		if f.Match(&ps[i]) {
			out = append(out, ps[i])
		}
	}
	return out
}
