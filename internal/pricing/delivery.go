package pricing

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// Address is where a delivery goes. Lat and Long are optional; without them
// only zip-code zones can match.
type Address struct {
	Street    string   `json:"street,omitempty"`
	City      string   `json:"city,omitempty"`
	StateCode string   `json:"state_code,omitempty"`
	Zipcode   string   `json:"zipcode,omitempty"`
	Lat       *float64 `json:"lat,omitempty"`
	Long      *float64 `json:"lng,omitempty"`
}

// CheckCoordinates refuses coordinates no place has: a latitude outside
// −90…90 or a longitude outside −180…180 (NaN and infinities included),
// with a problem.Invalid error on field+"lat" or field+"lng" (field is
// "delivery_address." for a body, "" for a query string). A nil address
// or one without coordinates passes.
func (a *Address) CheckCoordinates(field string) error {
	if a == nil {
		return nil
	}
	var v problem.Validations
	for _, c := range []struct {
		name  string
		value *float64
		limit float64
	}{{"lat", a.Lat, 90}, {"lng", a.Long, 180}} {
		if c.value != nil && !(*c.value >= -c.limit && *c.value <= c.limit) {
			v.Add(field+c.name, fmt.Sprintf("Please enter a number from %g to %g.", -c.limit, c.limit))
		}
	}
	return v.Err("Those coordinates are not on Earth.")
}

// DeliveryZone finds the store's zone an address is in: the first zone (in
// the store's order) listing its zip code, whose geofence contains it, or
// within whose radius of the store it lies. False when none does.
func DeliveryZone(st *catalog.Store, a Address) (catalog.DeliveryZone, bool) {
	zip := strings.TrimSpace(a.Zipcode)
	for _, z := range st.DeliveryZones {
		if zip != "" && slices.Contains(z.Zipcodes, zip) {
			return z, true
		}
		if a.Lat == nil || a.Long == nil {
			continue
		}
		if len(z.Geofence) >= 3 && insidePolygon(*a.Lat, *a.Long, z.Geofence) {
			return z, true
		}
		if z.RadiusMiles > 0 && milesBetween(st.Lat, st.Long, *a.Lat, *a.Long) <= z.RadiusMiles {
			return z, true
		}
	}
	return catalog.DeliveryZone{}, false
}

// insidePolygon is the even-odd rule on [lat, long] points, which is
// accurate enough for city-sized zones.
func insidePolygon(lat, long float64, poly [][2]float64) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		yi, xi, yj, xj := poly[i][0], poly[i][1], poly[j][0], poly[j][1]
		if (yi > lat) != (yj > lat) && long < (xj-xi)*(lat-yi)/(yj-yi)+xi {
			in = !in
		}
	}
	return in
}

// milesBetween is the great-circle distance (haversine, Earth radius 3,958.8 mi).
func milesBetween(lat1, long1, lat2, long2 float64) float64 {
	rad := math.Pi / 180
	dLat, dLong := (lat2-lat1)*rad, (long2-long1)*rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLong/2)*math.Sin(dLong/2)
	return 2 * 3958.8 * math.Asin(math.Sqrt(h))
}

// salesTaxRates are the combined state and local sales tax rates, in parts
// per million, of the demo catalogue's delivery areas, by state and city.
// Rates change: these are the figures the demo uses, not tax advice.
var salesTaxRates = map[string]money.Rate{
	"CA/san francisco":  86_250,
	"CA/daly city":      98_750,
	"CA/oakland":        102_500,
	"CA/berkeley":       102_500,
	"CA/los angeles":    95_000,
	"CA/west hollywood": 95_000,
	"CO/denver":         48_100,
	"MI/detroit":        60_000,
	"MI/dearborn":       60_000,
	"NY/new york":       88_750,
	"NY/brooklyn":       88_750,
	"WA/seattle":        103_500,
}

// SalesTaxRate is the sales tax rate where an order goes: the rate table's
// figure for the address's state and city, else the store's own rate. The
// bool says whether the table knew the address.
func SalesTaxRate(st *catalog.Store, a Address) (money.Rate, bool) {
	key := strings.ToUpper(strings.TrimSpace(a.StateCode)) + "/" + strings.ToLower(strings.TrimSpace(a.City))
	if r, ok := salesTaxRates[key]; ok {
		return r, true
	}
	return st.Taxes.SalesTaxRate, false
}

// TipOffered reports whether the store offers tips for a reservation mode.
func TipOffered(t catalog.TipSettings, mode string) bool {
	return slices.Contains(t.EnabledFor, mode)
}
