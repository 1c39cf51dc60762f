package pricing

import (
	"errors"
	"math"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

func TestDeliveryZone(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	st := &catalog.Store{Lat: 37.7502, Long: -122.4204, DeliveryZones: []catalog.DeliveryZone{
		{Name: "Mission", Zipcodes: []string{"94110"}, Fee: 500},
		// a box of the Marina: 37.79 to 37.81 north, −122.45 to −122.43 west
		{Name: "Marina", Geofence: [][2]float64{{37.79, -122.45}, {37.81, -122.45}, {37.81, -122.43}, {37.79, -122.43}}, Fee: 700},
		// 4 miles from the store
		{Name: "Rest of the city", RadiusMiles: 4, Fee: 1000},
	}}
	for _, tt := range []struct {
		name string
		a    Address
		want string
	}{
		{"zip code, no coordinates", Address{Zipcode: " 94110 "}, "Mission"},
		{"inside the geofence", Address{Lat: f(37.80), Long: f(-122.44)}, "Marina"},
		// 0.05° of latitude north ≈ 0.05 × 69.1 mi = 3.45 mi: inside 4 miles
		{"within the radius", Address{Lat: f(37.8002), Long: f(-122.4204)}, "Rest of the city"},
		// 0.06° ≈ 4.15 mi: outside
		{"beyond the radius", Address{Lat: f(37.6902), Long: f(-122.4204)}, ""},
		{"another zip without coordinates", Address{Zipcode: "94103"}, ""},
	} {
		z, ok := DeliveryZone(st, tt.a)
		if got := map[bool]string{true: z.Name}[ok]; got != tt.want {
			t.Errorf("%s: zone %q, want %q", tt.name, got, tt.want)
		}
	}
	// 1° of latitude is 69.09 mi on a 3,958.8 mi Earth (2π × 3,958.8 / 360)
	if d := milesBetween(37, -122, 38, -122); d < 69.0 || d > 69.2 {
		t.Errorf("one degree of latitude = %.3f mi", d)
	}
}

func TestSalesTaxRate(t *testing.T) {
	st := &catalog.Store{Taxes: catalog.Taxes{SalesTaxRate: 86_250}}
	for _, tt := range []struct {
		a     Address
		want  int64
		known bool
	}{
		{Address{City: " Oakland ", StateCode: "ca"}, 102_500, true},
		{Address{City: "New York", StateCode: "NY"}, 88_750, true},
		{Address{City: "Oakland", StateCode: "MI"}, 86_250, false}, // no such city in the table: the store's rate
		{Address{}, 86_250, false},
	} {
		if r, known := SalesTaxRate(st, tt.a); int64(r) != tt.want || known != tt.known {
			t.Errorf("SalesTaxRate(%+v) = %d, %v; want %d, %v", tt.a, r, known, tt.want, tt.known)
		}
	}
}

func TestCheckCoordinates(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, c := range []struct {
		name     string
		lat, lng *float64
		bad      string // the field refused, "" when none
	}{
		{"none", nil, nil, ""},
		{"San Francisco", f(37.7502), f(-122.4204), ""},
		{"the poles and the date line", f(-90), f(180), ""},
		{"north of the pole", f(90.0001), f(0), "delivery_address.lat"},
		{"1e308", f(1e308), f(0), "delivery_address.lat"},
		{"past the date line", f(0), f(-180.5), "delivery_address.lng"},
		{"NaN", f(math.NaN()), f(0), "delivery_address.lat"},
		{"infinity", f(0), f(math.Inf(1)), "delivery_address.lng"},
	} {
		err := (&Address{Lat: c.lat, Long: c.lng}).CheckCoordinates("delivery_address.")
		var p *problem.Error
		switch {
		case c.bad == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.bad != "" && (!errors.As(err, &p) || p.Kind != problem.Invalid || len(p.Fields[c.bad]) != 1):
			t.Errorf("%s: %v, want a refusal of %s", c.name, err, c.bad)
		}
	}
	if err := (*Address)(nil).CheckCoordinates(""); err != nil {
		t.Errorf("no address: %v", err)
	}
}
