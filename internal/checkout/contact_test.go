package checkout

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
)

func date(s string) time.Time {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestAge(t *testing.T) {
	tests := []struct {
		birth, today string
		want         int
	}{
		{"2005-11-23", "2026-11-23", 21}, // the 21st birthday itself
		{"2005-11-24", "2026-11-23", 20}, // the day before
		{"2005-12-01", "2026-11-23", 20}, // a later month
		{"2004-02-29", "2025-02-28", 20}, // born on 29 February: not yet in a common year...
		{"2004-02-29", "2025-03-01", 21}, // ...but on 1 March
		{"2004-02-29", "2028-02-29", 24}, // and on the day in a leap year
		{"1990-04-20", "2026-11-23", 36},
	}
	for _, tt := range tests {
		if got := Age(date(tt.birth), date(tt.today)); got != tt.want {
			t.Errorf("Age(%s, %s) = %d, want %d", tt.birth, tt.today, got, tt.want)
		}
	}
}

func TestToday(t *testing.T) {
	la := &catalog.Store{TimeZone: "America/Los_Angeles"}
	// 03:30 UTC on 23 November is still the evening of the 22nd in Los Angeles.
	if got := Today(la, time.Date(2026, 11, 23, 3, 30, 0, 0, time.UTC)); got != date("2026-11-22") {
		t.Errorf("Today(LA, 03:30Z) = %s, want 2026-11-22", got)
	}
	if got := Today(la, time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)); got != date("2026-11-23") {
		t.Errorf("Today(LA, 09:00Z) = %s, want 2026-11-23", got)
	}
}

func store() *catalog.Store {
	return &catalog.Store{
		TimeZone:    "America/Los_Angeles",
		Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true, PaymentOptions: []string{"debit", "cash"}}},
		Compliance:  catalog.Compliance{CheckoutAgeMinimum: 21, BirthDateRequired: true},
	}
}

func TestValidate(t *testing.T) {
	today := date("2026-11-23")
	good := Request{Contact: Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "(415) 555-0100", Email: "Ada@Example.com ",
		BirthDate: "1990-04-20"}, ReservationMode: "pickup"}
	tests := []struct {
		name    string
		change  func(*Request)
		field   string
		message string
	}{
		{"valid", func(*Request) {}, "", ""},
		{"first name missing", func(r *Request) { r.FirstName = "  " }, "first_name", "Please fill out this field."},
		{"last name too long", func(r *Request) { r.LastName = string(make([]byte, 101)) }, "last_name", "Please use no more than 100 characters."},
		{"e-mail missing", func(r *Request) { r.Email = "" }, "email", "Please fill out this field."},
		{"e-mail without domain dot", func(r *Request) { r.Email = "ada@example" }, "email", "Please enter an email address."},
		{"e-mail with a name", func(r *Request) { r.Email = "Ada <ada@example.com>" }, "email", "Please enter an email address."},
		{"phone too short", func(r *Request) { r.Phone = "555-0100" }, "phone", "Please enter a valid US phone number."},
		{"phone with letters", func(r *Request) { r.Phone = "415-555-CALL" }, "phone", "Please enter a valid US phone number."},
		{"phone area code 0", func(r *Request) { r.Phone = "015-555-0100" }, "phone", "Please enter a valid US phone number."},
		{"phone with country code", func(r *Request) { r.Phone = "+1 415 555 0100" }, "", ""},
		{"birth date missing", func(r *Request) { r.BirthDate = "" }, "birth_date", "Please fill out this field."},
		{"birth date malformed", func(r *Request) { r.BirthDate = "20/04/1990" }, "birth_date", "Please enter a date as YYYY-MM-DD."},
		{"birth date in the future", func(r *Request) { r.BirthDate = "2030-01-01" }, "birth_date", "Please enter a date on or before 2026-11-23."},
		{"one day short of 21", func(r *Request) { r.BirthDate = "2005-11-24" }, "birth_date", "You must be 21 or older to reserve from this store."},
		{"21 today", func(r *Request) { r.BirthDate = "2005-11-23" }, "", ""},
		{"delivery not offered", func(r *Request) { r.ReservationMode = "delivery" }, "reservation_mode", "This store does not offer delivery."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := good
			tt.change(&r)
			r.Normalize()
			err := Validate(r, store(), today)
			if tt.field == "" {
				if err != nil {
					t.Fatalf("Validate = %v, want nil", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Validate = nil, want %s: %s", tt.field, tt.message)
			}
			if got := errFields(err)[tt.field]; len(got) != 1 || got[0] != tt.message {
				t.Errorf("Validate %s = %v (%v), want %q", tt.field, got, err, tt.message)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	c := Contact{FirstName: " Ada ", Phone: "1 (415) 555-0100", Email: " ADA@EXAMPLE.COM", BirthDate: " 1990-04-20 "}
	c.Normalize()
	want := Contact{FirstName: "Ada", Phone: "4155550100", Email: "ada@example.com", BirthDate: "1990-04-20"}
	if c != want {
		t.Errorf("Normalize = %+v, want %+v", c, want)
	}
}

func TestPaymentMethod(t *testing.T) {
	s := store()
	if got := PaymentMethod(s, "pickup"); got != "debit" {
		t.Errorf("PaymentMethod(pickup) = %q, want the store's first option, debit", got)
	}
	if got := PaymentMethod(s, "delivery"); got != "cash" {
		t.Errorf("PaymentMethod(delivery) = %q, want cash when the mode lists none", got)
	}
}
