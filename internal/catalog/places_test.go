package catalog

import (
	"math"
	"reflect"
	"testing"
)

// placeStores are four stores: two in San Francisco (the first delivering
// to 94103 and its own 94110, the second with a zone for 94999 but delivery
// off), one in Oakland delivering to 94103 too, and one in Montréal.
func placeStores() []StoreSummary {
	store := func(id int64, city, state, country, zip string, lat, long float64, delivery bool, zips ...string) StoreSummary {
		s := StoreSummary{Store: Store{ID: id, City: city, State: state, CountryCode: country, Zip: zip, Lat: lat, Long: long}}
		s.Fulfillment.Delivery.Enabled = delivery
		if len(zips) > 0 {
			s.DeliveryZones = []DeliveryZone{{Name: "zone", Zipcodes: zips}}
		}
		return s
	}
	return []StoreSummary{
		store(1, "San Francisco", "CA", "US", "94110", 37.75, -122.42, true, "94103", "94110", " 94103 "),
		store(2, "San Francisco", "CA", "US", "94114", 37.77, -122.44, false, "94999"),
		store(3, "Oakland", "CA", "US", "94612", 37.80, -122.27, true, "94103"),
		store(4, "Montréal", "QC", "CA", "H2X 1Y4", 45.51, -73.57, false),
	}
}

func TestPlaces(t *testing.T) {
	got := Places(placeStores())
	want := []Place{
		// cities: the mean of their stores' positions
		{Kind: PlaceCity, City: "Montréal", State: "QC", CountryCode: "CA", Lat: 45.51, Long: -73.57, StoreCount: 1},
		{Kind: PlaceCity, City: "Oakland", State: "CA", CountryCode: "US", Lat: 37.80, Long: -122.27, StoreCount: 1},
		{Kind: PlaceCity, City: "San Francisco", State: "CA", CountryCode: "US", Lat: (37.75 + 37.77) / 2, Long: (-122.42 - 122.44) / 2, StoreCount: 2},
		{Kind: PlaceZip, City: "Montréal", State: "QC", CountryCode: "CA", Zip: "H2X 1Y4", Lat: 45.51, Long: -73.57, StoreCount: 1},
		// 94103 is delivered to from store 1 (listed twice there) and store 3: between them
		{Kind: PlaceZip, City: "San Francisco", State: "CA", CountryCode: "US", Zip: "94103", Lat: (37.75 + 37.80) / 2, Long: (-122.42 - 122.27) / 2, StoreCount: 2},
		// 94110 is store 1's own address: its zone listing it again adds nothing
		{Kind: PlaceZip, City: "San Francisco", State: "CA", CountryCode: "US", Zip: "94110", Lat: 37.75, Long: -122.42, StoreCount: 1},
		{Kind: PlaceZip, City: "San Francisco", State: "CA", CountryCode: "US", Zip: "94114", Lat: 37.77, Long: -122.44, StoreCount: 1},
		{Kind: PlaceZip, City: "Oakland", State: "CA", CountryCode: "US", Zip: "94612", Lat: 37.80, Long: -122.27, StoreCount: 1},
		// 94999 is in a zone of a store that does not deliver: no place
	}
	if len(got) != len(want) {
		t.Fatalf("Places = %+v", got)
	}
	for i := range want {
		g := got[i]
		if math.Abs(g.Lat-want[i].Lat) > 1e-9 || math.Abs(g.Long-want[i].Long) > 1e-9 {
			t.Errorf("%d: position %v,%v, want %v,%v", i, g.Lat, g.Long, want[i].Lat, want[i].Long)
		}
		g.Lat, g.Long = want[i].Lat, want[i].Long
		if !reflect.DeepEqual(g, want[i]) {
			t.Errorf("%d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestPlacesOwnAddressAfterDelivery(t *testing.T) {
	// Store 1 delivers to 94612 before store 3, whose address it is, is
	// read: the address wins, and the delivery position is dropped.
	stores := placeStores()
	stores[0].DeliveryZones[0].Zipcodes = []string{"94612"}
	for _, p := range Places(stores) {
		if p.Zip == "94612" && (p.Lat != 37.80 || p.Long != -122.27 || p.StoreCount != 1 || p.City != "Oakland") {
			t.Errorf("94612 = %+v", p)
		}
	}
}

func TestSearchPlaces(t *testing.T) {
	places := Places(placeStores())
	tests := []struct {
		query string
		limit int
		want  []string
	}{
		{"san", 8, []string{"San Francisco, CA"}},
		{"  SAN   francisco,  ca ", 8, []string{"San Francisco, CA"}},
		{"fran", 8, []string{"San Francisco, CA"}},
		{"francisco ca", 8, []string{"San Francisco, CA"}},
		{"montreal", 8, []string{"Montréal, QC"}},
		{"Montréal", 8, []string{"Montréal, QC"}},
		// the state is a word of every California city; San Francisco has more stores
		{"ca", 8, []string{"San Francisco, CA", "Oakland, CA"}},
		// codes by their start, the one with more stores first, then A to Z
		{"941", 8, []string{"94103", "94110", "94114"}},
		{"941", 2, []string{"94103", "94110"}},
		{"94110", 8, []string{"94110"}},
		{"h2x1y", 8, []string{"H2X 1Y4"}},
		{"h2x 1y4", 8, []string{"H2X 1Y4"}},
		{"ancisco", 8, nil},
		{"94999", 8, nil},
		{"---", 8, nil},
		{"", 8, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range SearchPlaces(places, tt.query, tt.limit) {
			got = append(got, p.Label())
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("SearchPlaces(%q, %d) = %q, want %q", tt.query, tt.limit, got, tt.want)
		}
	}
}

func TestCitiesNear(t *testing.T) {
	places := Places(placeStores())
	tests := []struct {
		name           string
		lat, long, max float64
		want           []string
	}{
		// Oakland's store is about 3.1 miles from this point, San Francisco's mean about 11.6
		{"near Oakland", 37.78, -122.22, 30, []string{"Oakland, CA", "San Francisco, CA"}},
		{"in San Francisco", 37.76, -122.43, 30, []string{"San Francisco, CA", "Oakland, CA"}},
		{"too far for Oakland", 37.76, -122.43, 5, []string{"San Francisco, CA"}},
		{"Denver: nothing within 30 miles", 39.74, -104.99, 30, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range CitiesNear(places, tt.lat, tt.long, tt.max, 5) {
			got = append(got, p.Label())
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s = %q, want %q", tt.name, got, tt.want)
		}
	}
}
