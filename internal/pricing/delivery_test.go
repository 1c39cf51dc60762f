package pricing

import (
	"errors"
	"math"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/testenv"
)

// sharedZones is testdata/delivery_zones.json, whose cases the checkout
// screen's deliveryZone (web/src/features/checkout/delivery.test.ts)
// answers too: one table of cases for the rule on both sides.
type sharedZones struct {
	About  string `json:"about"`
	Stores map[string]struct {
		About         string                 `json:"about"`
		Lat           float64                `json:"lat"`
		Long          float64                `json:"long"`
		DeliveryZones []catalog.DeliveryZone `json:"delivery_zones"`
	} `json:"stores"`
	Cases []struct {
		Why     string  `json:"why"`
		Store   string  `json:"store"`
		Address Address `json:"address"`
		Zone    *string `json:"zone"`
	} `json:"cases"`
}

func TestDeliveryZone(t *testing.T) {
	var shared sharedZones
	testenv.ReadCases(t, "testdata/delivery_zones.json", &shared)
	if len(shared.Cases) == 0 {
		t.Fatal("no cases")
	}
	for _, tt := range shared.Cases {
		s, ok := shared.Stores[tt.Store]
		if !ok {
			t.Fatalf("%s: no store %q", tt.Why, tt.Store)
		}
		want := ""
		if tt.Zone != nil {
			want = *tt.Zone
		}
		z, found := DeliveryZone(&catalog.Store{Lat: s.Lat, Long: s.Long, DeliveryZones: s.DeliveryZones}, tt.Address)
		if got := map[bool]string{true: z.Name}[found]; got != want {
			t.Errorf("%s: zone %q, want %q", tt.Why, got, want)
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
