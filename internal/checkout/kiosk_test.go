package checkout

import (
	"reflect"
	"testing"
)

// kioskShopper is a shopper who gave every detail.
var kioskShopper = Request{Contact: Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "(415) 555-0100",
	Email: "ada@example.com", BirthDate: "1990-04-20"}, ReservationMode: "kiosk"}

// The kiosk's anonymous checkout setting decides which of the name and
// contact fields a kiosk reservation needs; other modes need them all.
func TestKioskAnonymity(t *testing.T) {
	const either = "Please give a phone number or an e-mail address."
	tests := []struct {
		name, setting, mode string
		change              func(*Request)
		want                map[string][]string
	}{
		{name: "required: nothing asked", setting: "required", mode: "kiosk",
			change: func(r *Request) { r.FirstName, r.LastName, r.Email, r.Phone = "", "", "", "" }},
		{name: "allowed: nothing needed", setting: "allowed", mode: "kiosk",
			change: func(r *Request) { r.FirstName, r.LastName, r.Email, r.Phone = "", "", "", "" }},
		{name: "allowed: what is given is checked", setting: "allowed", mode: "kiosk",
			change: func(r *Request) { r.FirstName, r.Email, r.Phone = "", "ada", "12" },
			want:   map[string][]string{"email": {msgEmail}, "phone": {msgTel}}},
		{name: "none: a name and a phone number", setting: "none", mode: "kiosk",
			change: func(r *Request) { r.Email = "" }},
		{name: "none: a name and an e-mail address", setting: "none", mode: "kiosk",
			change: func(r *Request) { r.Phone = "" }},
		{name: "none: neither contact", setting: "none", mode: "kiosk",
			change: func(r *Request) { r.FirstName, r.Email, r.Phone = "", "", "" },
			want:   map[string][]string{"first_name": {msgRequired}, "email": {either}, "phone": {either}}},
		{name: "unset counts as none", setting: "", mode: "kiosk",
			change: func(r *Request) { r.LastName, r.Email, r.Phone = "", "", "" },
			want:   map[string][]string{"last_name": {msgRequired}, "email": {either}, "phone": {either}}},
		{name: "pickup at a store requiring anonymous kiosk orders still needs both", setting: "required", mode: "pickup",
			change: func(r *Request) { r.Phone = "" },
			want:   map[string][]string{"phone": {msgRequired}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fullStore()
			s.Fulfillment.KioskAnonymousCheckout = tt.setting
			r := kioskShopper
			r.ReservationMode = tt.mode
			tt.change(&r)
			r.Normalize()
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

func TestAnonymize(t *testing.T) {
	for setting, keeps := range map[string]bool{"required": false, "allowed": true, "none": true, "": true} {
		s := fullStore()
		s.Fulfillment.KioskAnonymousCheckout = setting
		r := kioskShopper
		r.ReservationMode = "kiosk"
		Anonymize(&r, s)
		if kept := r.FirstName != "" && r.LastName != "" && r.Email != "" && r.Phone != ""; kept != keeps {
			t.Errorf("%q: kept the contact = %v, want %v", setting, kept, keeps)
		}
		if r.BirthDate == "" {
			t.Errorf("%q: dropped the birth date", setting)
		}
	}
	// Only the kiosk is anonymous.
	s := fullStore()
	s.Fulfillment.KioskAnonymousCheckout = "required"
	r := kioskShopper
	r.ReservationMode = "pickup"
	Anonymize(&r, s)
	if r.Email == "" {
		t.Error("a pickup lost its contact")
	}
}
