package checkout

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
)

// fullStore offers every mode: pickup and curbside (allowed), delivery to
// two zones, a kiosk that takes anonymous orders.
func fullStore() *catalog.Store {
	s := caStore()
	s.Name = "Mission Greens"
	s.Lat, s.Long = 37.7599, -122.4148
	s.Fulfillment.Delivery = catalog.ModeSettings{Enabled: true, Minimum: 5000, PaymentOptions: []string{"debit"}}
	s.Fulfillment.Curbside = catalog.ModeSettings{Enabled: true, Minimum: 2000}
	s.Fulfillment.Kiosk = catalog.ModeSettings{Enabled: true}
	s.Fulfillment.CurbsideSetting = "allowed"
	s.Fulfillment.KioskAnonymousCheckout = "allowed"
	s.DeliveryZones = []catalog.DeliveryZone{
		{Name: "Mission", Zipcodes: []string{"94110"}, Fee: 500, MinAmount: 4000},
		{Name: "Bay", RadiusMiles: 10, Fee: 1000, MinAmount: 8000},
	}
	return s
}

func TestModeByHand(t *testing.T) {
	tests := []struct {
		name    string
		setting string
		want    []string
	}{
		{"curbside allowed: pickup and curbside both", "allowed", []string{"pickup", "delivery", "curbside", "kiosk"}},
		{"curbside mandatory: no plain pickup", "mandatory", []string{"delivery", "curbside", "kiosk"}},
		{"curbside not allowed", "not_allowed", []string{"pickup", "delivery", "kiosk"}},
		{"no curbside setting counts as not allowed", "", []string{"pickup", "delivery", "kiosk"}},
	}
	for _, tt := range tests {
		s := fullStore()
		s.Fulfillment.CurbsideSetting = tt.setting
		if got := Offered(s); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: Offered = %v, want %v", tt.name, got, tt.want)
		}
	}
	s := fullStore()
	s.Fulfillment.Curbside.Enabled = false
	if _, ok := Mode(s, Curbside); ok {
		t.Error("curbside allowed but switched off is offered")
	}
	if _, ok := Mode(s, "teleport"); ok {
		t.Error("an unknown mode is offered")
	}
}

func TestValidateFulfilmentByHand(t *testing.T) {
	const required = "Please fill out this field."
	good := Request{Contact: Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "(415) 555-0100",
		Email: "ada@example.com", BirthDate: "1990-04-20"}, ReservationMode: "pickup"}
	mission := &pricing.Address{Street: "2100 Mission St", City: "San Francisco", StateCode: "ca", Zipcode: "94110"}
	tests := []struct {
		name    string
		change  func(*Request)
		setting string // the curbside setting; allowed when empty
		want    map[string][]string
	}{
		{name: "pickup"},
		{name: "delivery with an address", change: func(r *Request) { r.ReservationMode, r.Address = "delivery", mission }},
		// An address without a street is ignored (spec section 5): there is none.
		{name: "delivery without a street", change: func(r *Request) {
			r.ReservationMode = "delivery"
			r.Address = &pricing.Address{Street: "  ", City: "San Francisco", StateCode: "CA", Zipcode: "94110"}
		}, want: map[string][]string{"delivery_address": {"Please tell us where to deliver."}}},
		{name: "delivery without an address", change: func(r *Request) { r.ReservationMode = "delivery" },
			want: map[string][]string{"delivery_address": {"Please tell us where to deliver."}}},
		{name: "delivery with a blank address", change: func(r *Request) { r.ReservationMode, r.Address = "delivery", &pricing.Address{Street: " "} },
			want: map[string][]string{"delivery_address": {"Please tell us where to deliver."}}},
		{name: "delivery with a street only", change: func(r *Request) {
			r.ReservationMode, r.Address = "delivery", &pricing.Address{Street: "2100 Mission St"}
		}, want: map[string][]string{"delivery_address.city": {required}, "delivery_address.state_code": {required},
			"delivery_address.zipcode": {required}}},
		{name: "a payment the mode takes", change: func(r *Request) { r.PaymentMethod = "cash" }},
		{name: "a payment the mode does not take", change: func(r *Request) { r.PaymentMethod = "credit" },
			want: map[string][]string{"payment_method": {"For pickup this store takes debit or cash."}}},
		{name: "delivery takes debit only", change: func(r *Request) { r.ReservationMode, r.Address, r.PaymentMethod = "delivery", mission, "cash" },
			want: map[string][]string{"payment_method": {"For delivery this store takes debit."}}},
		{name: "curbside with a spot", change: func(r *Request) { r.ReservationMode, r.CurbsideSpot = "curbside", "7" }},
		{name: "curbside spot too long", change: func(r *Request) { r.ReservationMode, r.CurbsideSpot = "curbside", "the blue van by the door" },
			want: map[string][]string{"curbside_spot": {"Please use no more than 20 characters."}}},
		{name: "pickup where curbside is mandatory", setting: "mandatory",
			want: map[string][]string{"reservation_mode": {"This store hands orders over at the curb only: please choose curbside."}}},
		{name: "curbside where it is not allowed", setting: "not_allowed", change: func(r *Request) { r.ReservationMode = "curbside" },
			want: map[string][]string{"reservation_mode": {"This store does not offer curbside."}}},
		{name: "an unknown mode", change: func(r *Request) { r.ReservationMode = "drone" },
			want: map[string][]string{"reservation_mode": {"Please choose pickup, delivery, curbside or kiosk."}}},
		// The kiosk allows anonymous orders: name and contact are optional; the
		// kiosk calls out the order number.
		{name: "anonymous kiosk order", change: func(r *Request) { r.ReservationMode, r.LastName, r.Email, r.Phone = "kiosk", "", "", "" }},
		{name: "anonymous kiosk order still needs an age", change: func(r *Request) {
			r.ReservationMode, r.FirstName, r.LastName, r.Email, r.Phone, r.BirthDate = "kiosk", "", "", "", "", ""
		}, want: map[string][]string{"birth_date": {required}}},
		{name: "a kiosk e-mail, when given, must be one", change: func(r *Request) { r.ReservationMode, r.Email = "kiosk", "ada" },
			want: map[string][]string{"email": {"Please enter an email address."}}},
		{name: "pickup is never anonymous", change: func(r *Request) { r.Email, r.Phone = "", "" },
			want: map[string][]string{"email": {required}, "phone": {required}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := good
			if tt.change != nil {
				tt.change(&r)
			}
			r.Normalize()
			s := fullStore()
			if tt.setting != "" {
				s.Fulfillment.CurbsideSetting = tt.setting
			}
			err := Validate(r, s, day(t, "2026-11-23"))
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Validate = %v, want nil", err)
				}
				return
			}
			if got := errFields(err); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Validate fields = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestZoneByHand(t *testing.T) {
	s := fullStore()
	ptr := func(v float64) *float64 { return &v }
	tests := []struct {
		name string
		addr pricing.Address
		zone string // "" when out of every zone
	}{
		{"by zip code", pricing.Address{City: "San Francisco", StateCode: "CA", Zipcode: "94110"}, "Mission"},
		// Daly City is ~5.6 mi from the store: inside the 10-mile radius.
		{"by radius", pricing.Address{City: "Daly City", StateCode: "CA", Zipcode: "94014", Lat: ptr(37.6879), Long: ptr(-122.4702)}, "Bay"},
		// San Jose is ~42 mi away.
		{"too far", pricing.Address{City: "San Jose", StateCode: "CA", Zipcode: "95113", Lat: ptr(37.3337), Long: ptr(-121.8907)}, ""},
		// Without coordinates only the zip code can match.
		{"unknown zip without coordinates", pricing.Address{City: "Oakland", StateCode: "CA", Zipcode: "94607"}, ""},
	}
	for _, tt := range tests {
		z, err := Zone(s, tt.addr)
		if tt.zone != "" {
			if err != nil || z.Name != tt.zone {
				t.Errorf("%s: Zone = %q, %v; want %q", tt.name, z.Name, err, tt.zone)
			}
			continue
		}
		msg := "Mission Greens does not deliver to " + tt.addr.City + " " + tt.addr.Zipcode + ". Please choose another address, or pickup."
		if tt.addr.Lat == nil {
			// The Bay zone is a radius only: coordinates could still place the address in it.
			msg = "Mission Greens does not deliver to " + tt.addr.City + " " + tt.addr.Zipcode +
				" by its zip code. If you are near the store, share your location so we can check the delivery area, or choose pickup."
		}
		want := map[string][]string{"delivery_address": {msg}}
		if got := errFields(err); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: Zone error fields = %q, want %q", tt.name, got, want)
		}
	}
}

func TestCheckMinimumByHand(t *testing.T) {
	s := fullStore()
	mission, bay := &s.DeliveryZones[0], &s.DeliveryZones[1]
	tests := []struct {
		name     string
		mode     string
		zone     *catalog.DeliveryZone
		subtotal money.Cents
		want     string // "" when accepted
	}{
		{"pickup has no minimum", "pickup", nil, 1, ""},
		{"curbside at its minimum", "curbside", nil, 2000, ""},
		{"curbside a cent short", "curbside", nil, 1999, "Your bag comes to $19.99; the minimum for curbside is $20.00."},
		// The Mission zone's $40 is below delivery's $50: the mode's minimum holds.
		{"delivery to Mission under the mode minimum", "delivery", mission, 4500, "Your bag comes to $45.00; the minimum for delivery is $50.00."},
		{"delivery to Mission at the mode minimum", "delivery", mission, 5000, ""},
		// The Bay zone's $80 is above delivery's $50: the zone's holds.
		{"delivery to the Bay under the zone minimum", "delivery", bay, 7999, "Your bag comes to $79.99; the delivery minimum for Bay is $80.00."},
		{"delivery to the Bay at the zone minimum", "delivery", bay, 8000, ""},
	}
	for _, tt := range tests {
		err := CheckMinimum(s, tt.mode, tt.zone, tt.subtotal)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: CheckMinimum = %v, want nil", tt.name, err)
		case tt.want != "":
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid || p.Message != tt.want {
				t.Errorf("%s: CheckMinimum = %v, want invalid %q", tt.name, err, tt.want)
			}
		}
	}
}

func TestCheckDocumentsByHand(t *testing.T) {
	rec := fullStore()
	rec.Recreational = true
	rec.Compliance.IDRequired = true
	med := fullStore()
	med.Compliance.IDRequired = true
	none := fullStore()
	id := map[string]bool{"government_photo": true}
	idAndCard := map[string]bool{"government_photo": true, "mmj_card": true}
	tests := []struct {
		name      string
		store     *catalog.Store
		satisfied map[string]bool
		want      string
	}{
		{"no ID required, guest", none, nil, ""},
		{"ID required, guest", rec, nil, "Mission Greens needs your photo ID before it can take a reservation: please log in and add it under Identification."},
		{"ID required, nothing on file", rec, map[string]bool{}, "Mission Greens needs your photo ID before it can take a reservation: please add it under Identification."},
		{"ID required, ID on file", rec, id, ""},
		{"medical store, ID but no card", med, id, "Mission Greens serves medical patients only: please add both sides of your medical card under Identification."},
		{"medical store, ID and card", med, idAndCard, ""},
	}
	for _, tt := range tests {
		err := CheckDocuments(tt.store, tt.satisfied)
		if tt.want == "" {
			if err != nil {
				t.Errorf("%s: CheckDocuments = %v, want nil", tt.name, err)
			}
			continue
		}
		var p *problem.Error
		if !errors.As(err, &p) || p.Kind != problem.Invalid || p.Message != tt.want {
			t.Errorf("%s: CheckDocuments = %v, want invalid %q", tt.name, err, tt.want)
		}
	}
}

func TestResidencyAskedByHand(t *testing.T) {
	yes := true
	r := Request{Contact: Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "(312) 555-0100", Email: "ada@example.com",
		BirthDate: "1990-04-20"}, ReservationMode: "pickup"}
	il := fullStore()
	il.Compliance.ResidencyMatters = true
	want := map[string][]string{"resident": {"Please tell us whether you live in this state: visitors may buy half as much."}}
	if got := errFields(Validate(r, il, day(t, "2026-11-23"))); !reflect.DeepEqual(got, want) {
		t.Errorf("no answer where residency matters: %q, want %q", got, want)
	}
	r.Resident = &yes
	if err := Validate(r, il, day(t, "2026-11-23")); err != nil {
		t.Errorf("an answer: %v", err)
	}
	r.Resident = nil
	if err := Validate(r, fullStore(), day(t, "2026-11-23")); err != nil {
		t.Errorf("no answer where residency does not matter: %v", err)
	}
}
