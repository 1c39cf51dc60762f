package checkout

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// day parses a YYYY-MM-DD date as midnight UTC, the form Today returns.
func day(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := time.Parse(time.DateOnly, s)
	if err != nil {
		t.Fatalf("day(%q): %v", s, err)
	}
	return d
}

func TestNormalizeByHand(t *testing.T) {
	tests := []struct {
		name string
		in   Contact
		want Contact
	}{
		{"punctuated phone", Contact{Phone: "(415) 555-0100"}, Contact{Phone: "4155550100"}},
		{"dotted phone", Contact{Phone: "415.555.0100"}, Contact{Phone: "4155550100"}},
		{"+1 country code dropped", Contact{Phone: "+1 (415) 555-0100"}, Contact{Phone: "4155550100"}},
		{"leading 1 dropped", Contact{Phone: "1-800-555-0199"}, Contact{Phone: "8005550199"}},
		{"seven digits kept as typed, trimmed", Contact{Phone: " 555-0100 "}, Contact{Phone: "555-0100"}},
		{"letters kept as typed, trimmed", Contact{Phone: " 415-555-CALL "}, Contact{Phone: "415-555-CALL"}},
		{"a UK number is not reduced", Contact{Phone: "+44 20 7946 0958"}, Contact{Phone: "+44 20 7946 0958"}},
		// 1 + 1234567890: the ten digits left start with 1, not an area code.
		{"area code starting 1 is not reduced", Contact{Phone: "11234567890"}, Contact{Phone: "11234567890"}},
		{"e-mail trimmed and lowercased", Contact{Email: " Ada.Lovelace@Example.COM\t"}, Contact{Email: "ada.lovelace@example.com"}},
		{"names trimmed, case and inner spaces kept", Contact{FirstName: "\tMary  Ann\n", LastName: " McDonald "},
			Contact{FirstName: "Mary  Ann", LastName: "McDonald"}},
		{"non-ASCII names kept", Contact{FirstName: " Zoë ", LastName: " Ñúñez"}, Contact{FirstName: "Zoë", LastName: "Ñúñez"}},
		{"birth date trimmed", Contact{BirthDate: " 1990-04-20\n"}, Contact{BirthDate: "1990-04-20"}},
		{"empty stays empty", Contact{}, Contact{}},
	}
	for _, tt := range tests {
		got := tt.in
		got.Normalize()
		if got != tt.want {
			t.Errorf("Normalize(%s: %+v) = %+v, want %+v", tt.name, tt.in, got, tt.want)
		}
	}
}

// caStore is a California store: pickup with debit first, age 21, birth date required.
func caStore() *catalog.Store {
	return &catalog.Store{
		TimeZone:    "America/Los_Angeles",
		Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true, PaymentOptions: []string{"debit", "cash"}}},
		Compliance:  catalog.Compliance{CheckoutAgeMinimum: 21, BirthDateRequired: true},
	}
}

func TestValidateByHand(t *testing.T) {
	const required = "Please fill out this field."
	good := Request{Contact: Contact{FirstName: "Ada", LastName: "Lovelace", Phone: "(415) 555-0100",
		Email: "ada@example.com", BirthDate: "1990-04-20"}, ReservationMode: "pickup"}
	ontario := func() *catalog.Store {
		s := caStore()
		s.TimeZone = "America/Toronto"
		s.Compliance.CheckoutAgeMinimum = 19
		return s
	}
	tests := []struct {
		name   string
		change func(*Request)
		store  func() *catalog.Store // caStore when nil
		today  string                // 2026-11-23 when empty
		want   map[string][]string   // nil for a valid request
	}{
		{name: "valid", change: func(*Request) {}},
		{name: "everything missing", change: func(r *Request) { r.Contact = Contact{} },
			want: map[string][]string{"first_name": {required}, "last_name": {required}, "phone": {required},
				"email": {required}, "birth_date": {required}}},
		{name: "blank after trimming", change: func(r *Request) { r.FirstName, r.LastName = " \t", "\n" },
			want: map[string][]string{"first_name": {required}, "last_name": {required}}},
		// 100 × "é" is 100 runes but 200 bytes: the limit counts characters.
		{name: "a 100-character name", change: func(r *Request) { r.FirstName = strings.Repeat("é", 100) }},
		{name: "a 101-character name", change: func(r *Request) { r.LastName = strings.Repeat("x", 101) },
			want: map[string][]string{"last_name": {"Please use no more than 100 characters."}}},
		{name: "upper-case e-mail is lowercased first", change: func(r *Request) { r.Email = " ADA@EXAMPLE.COM " }},
		{name: "e-mail with two @", change: func(r *Request) { r.Email = "ada@@example.com" },
			want: map[string][]string{"email": {"Please enter an email address."}}},
		{name: "e-mail with a trailing dot", change: func(r *Request) { r.Email = "ada@example." },
			want: map[string][]string{"email": {"Please enter an email address."}}},
		{name: "e-mail with a comment", change: func(r *Request) { r.Email = "ada@example.com (Ada)" },
			want: map[string][]string{"email": {"Please enter an email address."}}},
		{name: "e-mail with a space", change: func(r *Request) { r.Email = "ada lovelace@example.com" },
			want: map[string][]string{"email": {"Please enter an email address."}}},
		{name: "e-mail on a dotless host", change: func(r *Request) { r.Email = "ada@localhost" },
			want: map[string][]string{"email": {"Please enter an email address."}}},
		{name: "phone 1-415-555-0100", change: func(r *Request) { r.Phone = "1-415-555-0100" }},
		{name: "phone with eleven digits", change: func(r *Request) { r.Phone = "415-555-01000" },
			want: map[string][]string{"phone": {"Please enter a valid US phone number."}}},
		{name: "phone exchange starting 1", change: func(r *Request) { r.Phone = "415-155-0100" },
			want: map[string][]string{"phone": {"Please enter a valid US phone number."}}},
		{name: "UK phone", change: func(r *Request) { r.Phone = "+44 20 7946 0958" },
			want: map[string][]string{"phone": {"Please enter a valid US phone number."}}},
		{name: "31 February", change: func(r *Request) { r.BirthDate = "1990-02-31" },
			want: map[string][]string{"birth_date": {"Please enter a date as YYYY-MM-DD."}}},
		{name: "29 February in a common year", change: func(r *Request) { r.BirthDate = "2005-02-29" },
			want: map[string][]string{"birth_date": {"Please enter a date as YYYY-MM-DD."}}},
		{name: "date with a time", change: func(r *Request) { r.BirthDate = "1990-04-20T00:00:00Z" },
			want: map[string][]string{"birth_date": {"Please enter a date as YYYY-MM-DD."}}},
		{name: "born tomorrow", change: func(r *Request) { r.BirthDate = "2026-11-24" },
			want: map[string][]string{"birth_date": {"Please enter a date on or before 2026-11-23."}}},
		// Born today: 2026 − 2026 = 0 years, under 21; not in the future.
		{name: "born today", change: func(r *Request) { r.BirthDate = "2026-11-23" },
			want: map[string][]string{"birth_date": {"You must be 21 or older to reserve from this store."}}},
		// Born 29 Feb 2004: on 28 Feb 2025, 2025 − 2004 = 21, less 1 as 28 Feb is before 29 Feb: 20.
		{name: "leap-day birth, day before 21", change: func(r *Request) { r.BirthDate = "2004-02-29" }, today: "2025-02-28",
			want: map[string][]string{"birth_date": {"You must be 21 or older to reserve from this store."}}},
		// On 1 March 2025: 2025 − 2004 = 21, March is after February: 21.
		{name: "leap-day birth turns 21 on 1 March", change: func(r *Request) { r.BirthDate = "2004-02-29" }, today: "2025-03-01"},
		// 2026 − 1896 = 130 on 22 November, which is before 23 November: 130 is still believable.
		{name: "130 years old", change: func(r *Request) { r.BirthDate = "1896-11-22" }},
		// 2026 − 1895 = 131.
		{name: "131 years old", change: func(r *Request) { r.BirthDate = "1895-11-23" },
			want: map[string][]string{"birth_date": {"Please enter your real date of birth."}}},
		{name: "no birth date where none is asked", change: func(r *Request) { r.BirthDate = "" },
			store: func() *catalog.Store {
				s := caStore()
				s.Compliance = catalog.Compliance{}
				return s
			}},
		// The store does not ask for it, but an age minimum cannot be checked without it.
		{name: "no birth date where an age minimum applies", change: func(r *Request) { r.BirthDate = "" },
			store: func() *catalog.Store {
				s := caStore()
				s.Compliance.BirthDateRequired = false
				return s
			},
			want: map[string][]string{"birth_date": {required}}},
		// Ontario, age 19: 2026 − 2007 = 19 on the birthday itself.
		{name: "Ontario 19 today", change: func(r *Request) { r.BirthDate = "2007-11-23" }, store: ontario},
		{name: "Ontario one day short of 19", change: func(r *Request) { r.BirthDate = "2007-11-24" }, store: ontario,
			want: map[string][]string{"birth_date": {"You must be 19 or older to reserve from this store."}}},
		{name: "pickup switched off", change: func(*Request) {},
			store: func() *catalog.Store {
				s := caStore()
				s.Fulfillment.Pickup.Enabled = false
				s.Fulfillment.Delivery.Enabled = true
				return s
			},
			want: map[string][]string{"reservation_mode": {"This store does not offer pickup."}}},
		{name: "curbside where the store has no curbside setting", change: func(r *Request) { r.ReservationMode = "curbside" },
			want: map[string][]string{"reservation_mode": {"This store does not offer curbside."}}},
		{name: "three problems at once", change: func(r *Request) { r.Email, r.Phone, r.ReservationMode = "ada", "12", "kiosk" },
			want: map[string][]string{"email": {"Please enter an email address."}, "phone": {"Please enter a valid US phone number."},
				"reservation_mode": {"This store does not offer kiosk."}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := good
			tt.change(&r)
			r.Normalize()
			store := caStore()
			if tt.store != nil {
				store = tt.store()
			}
			today := "2026-11-23"
			if tt.today != "" {
				today = tt.today
			}
			err := Validate(r, store, day(t, today))
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Validate(%+v) = %v, want nil", r, err)
				}
				return
			}
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid || p.Message != "Please check your details." {
				t.Fatalf("Validate(%+v) = %v, want an invalid problem \"Please check your details.\"", r, err)
			}
			if !reflect.DeepEqual(p.Fields, tt.want) {
				t.Errorf("Validate(%+v) fields = %q, want %q", r, p.Fields, tt.want)
			}
		})
	}
}

func TestAgeByHand(t *testing.T) {
	tests := []struct {
		birth, today string
		want         int
	}{
		{"2000-01-01", "2021-01-01", 21},  // 2021 − 2000 = 21, birthday reached
		{"2000-01-02", "2021-01-01", 20},  // 21, less 1: the 2nd is after the 1st
		{"2000-12-31", "2021-12-30", 20},  // 21, less 1: a day short
		{"2000-12-31", "2021-12-31", 21},  // the birthday
		{"2000-12-31", "2022-01-01", 21},  // 22, less 1: January is before December
		{"2000-02-29", "2021-02-28", 20},  // 21, less 1: 28 Feb is before 29 Feb
		{"2000-02-29", "2021-03-01", 21},  // 21: March is after February
		{"2000-02-29", "2024-02-28", 23},  // 24, less 1: a leap year, still before the 29th
		{"2000-02-29", "2024-02-29", 24},  // 24: the birthday itself in a leap year
		{"2003-02-28", "2024-02-29", 21},  // 21: 28 Feb was yesterday
		{"2003-03-01", "2024-02-29", 20},  // 21, less 1: 1 March is still to come
		{"2026-11-23", "2026-11-23", 0},   // born today
		{"1896-11-24", "2026-11-23", 129}, // 130, less 1
	}
	for _, tt := range tests {
		if got := Age(day(t, tt.birth), day(t, tt.today)); got != tt.want {
			t.Errorf("Age(%s, %s) = %d, want %d", tt.birth, tt.today, got, tt.want)
		}
	}
}

func TestTodayByHand(t *testing.T) {
	tokyo, err := time.LoadLocation("Asia/Tokyo")
	if err != nil {
		t.Fatal(err)
	}
	utc := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	tests := []struct {
		zone string
		now  time.Time
		want string
	}{
		// Los Angeles in November is UTC−8: 07:59:59Z is 23:59:59 the day before.
		{"America/Los_Angeles", utc("2026-11-23T07:59:59Z"), "2026-11-22"},
		{"America/Los_Angeles", utc("2026-11-23T08:00:00Z"), "2026-11-23"},
		// In July it is UTC−7: midnight is 07:00Z.
		{"America/Los_Angeles", utc("2026-07-04T06:59:59Z"), "2026-07-03"},
		{"America/Los_Angeles", utc("2026-07-04T07:00:00Z"), "2026-07-04"},
		// Denver in winter is UTC−7: the new year starts at 07:00Z.
		{"America/Denver", utc("2026-01-01T06:59:59Z"), "2025-12-31"},
		{"America/Denver", utc("2026-01-01T07:00:00Z"), "2026-01-01"},
		// New York on 8 March 2026 (clocks go forward at 02:00): midnight is still EST, UTC−5.
		{"America/New_York", utc("2026-03-08T04:59:59Z"), "2026-03-07"},
		{"America/New_York", utc("2026-03-08T05:00:00Z"), "2026-03-08"},
		// Honolulu is UTC−10 all year.
		{"Pacific/Honolulu", utc("2026-11-23T09:59:59Z"), "2026-11-22"},
		{"Pacific/Honolulu", utc("2026-11-23T10:00:00Z"), "2026-11-23"},
		// Toronto, UTC−5 in winter: 29 February 2028 begins at 05:00Z.
		{"America/Toronto", utc("2028-02-29T04:59:59Z"), "2028-02-28"},
		{"America/Toronto", utc("2028-02-29T05:00:00Z"), "2028-02-29"},
		// The instant matters, not the zone it is written in: 09:00 in Tokyo (UTC+9) is 00:00Z,
		// which is 16:00 the day before in Los Angeles.
		{"America/Los_Angeles", time.Date(2026, 11, 23, 9, 0, 0, 0, tokyo), "2026-11-22"},
		// An unknown or empty zone falls back to UTC.
		{"Mars/Olympus_Mons", utc("2026-11-22T23:59:59Z"), "2026-11-22"},
		{"Mars/Olympus_Mons", utc("2026-11-23T00:00:00Z"), "2026-11-23"},
		{"", utc("2026-11-23T00:00:00Z"), "2026-11-23"},
	}
	for _, tt := range tests {
		got := Today(&catalog.Store{TimeZone: tt.zone}, tt.now)
		if want := day(t, tt.want); !got.Equal(want) || got.Location() != time.UTC {
			t.Errorf("Today(%q, %s) = %s, want %s at midnight UTC", tt.zone, tt.now.Format(time.RFC3339), got, want)
		}
	}
}

func TestPaymentMethodByHand(t *testing.T) {
	s := &catalog.Store{Fulfillment: catalog.Fulfillment{
		Pickup:   catalog.ModeSettings{PaymentOptions: []string{"debit", "cash"}},
		Delivery: catalog.ModeSettings{PaymentOptions: []string{"credit"}},
		Curbside: catalog.ModeSettings{},
		Kiosk:    catalog.ModeSettings{PaymentOptions: []string{"credit"}},
	}}
	tests := []struct {
		mode, want string
	}{
		{"pickup", "debit"},    // the first of debit, cash
		{"delivery", "credit"}, // the only one
		{"curbside", "cash"},   // none listed: cash
		{"kiosk", "debit"},     // the spec has no kiosk payment options: a kiosk order is paid at the counter, as a pickup
		{"", "cash"},
		{"teleport", "cash"},
	}
	for _, tt := range tests {
		if got := PaymentMethod(s, tt.mode); got != tt.want {
			t.Errorf("PaymentMethod(%q) = %q, want %q", tt.mode, got, tt.want)
		}
	}
}
