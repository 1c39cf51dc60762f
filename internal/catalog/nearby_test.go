package catalog_test

import (
	"math"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
)

func TestMilesBetween(t *testing.T) {
	tests := []struct {
		name                     string
		lat1, long1, lat2, long2 float64
		want                     float64
	}{
		{"same point", 37.75, -122.42, 37.75, -122.42, 0},
		{"San Francisco to Denver", 37.7502, -122.4204, 39.7566, -104.9880, 947.9},
		{"New York to Toronto", 40.7128, -74.0060, 43.6532, -79.3832, 343},
		{"a quarter of the way round the equator", 0, 0, 0, 90, 6218.4},
		{"antipodes", 0, 0, 0, 180, 12436.9},
	}
	for _, tt := range tests {
		if got := catalog.MilesBetween(tt.lat1, tt.long1, tt.lat2, tt.long2); math.Abs(got-tt.want) > 1 {
			t.Errorf("%s = %.1f, want %.1f", tt.name, got, tt.want)
		}
	}
}

func TestProductFilter(t *testing.T) {
	thc := func(v float64) *float64 { return &v }
	p := catalog.NearbyProduct{Lowest: 1800}
	p.Product = catalog.Product{Kind: catalog.Edible, Category: catalog.Indica, Effects: []string{"Sleepy", "Relaxed"}, PercentTHC: thc(10)}
	tests := []struct {
		name   string
		filter catalog.ProductFilter
		want   bool
	}{
		{"empty", catalog.ProductFilter{}, true},
		{"kind", catalog.ProductFilter{Kind: catalog.Edible}, true},
		{"other kind", catalog.ProductFilter{Kind: catalog.Flower}, false},
		{"lineage", catalog.ProductFilter{Lineage: catalog.Sativa}, false},
		{"effect any, any case", catalog.ProductFilter{Effects: []string{"Energetic", "sleepy"}}, true},
		{"effect none", catalog.ProductFilter{Effects: []string{"Energetic"}}, false},
		{"price at the limit", catalog.ProductFilter{MaxPrice: 1800}, true},
		{"price over", catalog.ProductFilter{MaxPrice: 1799}, false},
		{"THC at the limit", catalog.ProductFilter{MinTHC: thc(10)}, true},
		{"THC under", catalog.ProductFilter{MinTHC: thc(10.5)}, false},
	}
	for _, tt := range tests {
		if got := tt.filter.Match(&p); got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, got, tt.want)
		}
	}
	unknown := catalog.NearbyProduct{}
	if (catalog.ProductFilter{MinTHC: thc(0)}).Match(&unknown) || (catalog.ProductFilter{MaxPrice: 100}).Match(&unknown) {
		t.Error("unknown THC or price matched a bound")
	}
}
