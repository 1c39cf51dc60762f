// Package checkout holds the rules a reservation must pass before it is
// written: who the shopper is, how old, and how the store fulfils it. It does
// no I/O; storage runs the transaction that takes the stock.
package checkout

import (
	"fmt"
	"github.com/pistil/pistil/internal/phone"
	"net/mail"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// Form messages of spec section 5.
const (
	msgRequired = "Please fill out this field."
	msgEmail    = "Please enter an email address."
	msgTel      = "Please enter a valid US phone number."
	maxName     = 100

	msgPhoneOrEmail = "Please give a phone number or an e-mail address."
)

// Contact is the guest shopper a reservation is for.
type Contact struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Phone     string `json:"phone"`
	Email     string `json:"email"`
	// BirthDate is YYYY-MM-DD.
	BirthDate string `json:"birth_date"`
}

// Request is a checkout as the shopper asks for it.
type Request struct {
	Contact
	ReservationMode string
	// Address is where a delivery goes; nil for other modes.
	Address *pricing.Address
	// PaymentMethod is the payment the shopper chose, "" for the store's first.
	PaymentMethod string
	// CurbsideSpot is where a curbside shopper will park, if known yet.
	CurbsideSpot string
	// Resident is the shopper's answer to whether they live in the store's
	// state. Where the store's residency matters (Illinois) it must be given:
	// false halves the purchase limits. Elsewhere it is not asked.
	Resident *bool
}

// Normalize normalises the contact and the address and trims the rest.
func (r *Request) Normalize() {
	r.Contact.Normalize()
	r.ReservationMode = strings.TrimSpace(r.ReservationMode)
	r.PaymentMethod = strings.TrimSpace(r.PaymentMethod)
	r.CurbsideSpot = strings.TrimSpace(r.CurbsideSpot)
	r.Address = NormalizeAddress(r.Address)
}

// Normalize trims the fields, lowercases the e-mail and reduces the phone
// number to its ten digits.
func (c *Contact) Normalize() {
	c.FirstName = strings.TrimSpace(c.FirstName)
	c.LastName = strings.TrimSpace(c.LastName)
	c.Email = strings.ToLower(strings.TrimSpace(c.Email))
	c.BirthDate = strings.TrimSpace(c.BirthDate)
	if digits, ok := phone.USDigits(c.Phone); ok {
		c.Phone = digits
	} else {
		c.Phone = strings.TrimSpace(c.Phone)
	}
}

// Age is how many whole years old someone born on birth is on day today.
// Someone born on 29 February turns a year older on 1 March in other years.
func Age(birth, today time.Time) int {
	age := today.Year() - birth.Year()
	if today.Month() < birth.Month() || (today.Month() == birth.Month() && today.Day() < birth.Day()) {
		age--
	}
	return age
}

// Validate checks a normalised request against the store's rules on day
// today (the date in the store's time zone). It returns a problem.Invalid
// error with the messages per field.
func Validate(r Request, store *catalog.Store, today time.Time) error {
	var v problem.Validations
	anonymity := Anonymity(store, r.ReservationMode)
	anonymous := anonymity == AnonymousAllowed || anonymity == AnonymousRequired
	for field, value := range map[string]string{"first_name": r.FirstName, "last_name": r.LastName} {
		switch {
		case value == "" && anonymous:
		case value == "":
			v.Add(field, msgRequired)
		case len([]rune(value)) > maxName:
			v.Add(field, fmt.Sprintf("Please use no more than %d characters.", maxName))
		}
	}
	// A kiosk shopper who must be named may give either a phone number or
	// an e-mail address; everyone else both.
	either := anonymity == AnonymousNone
	if r.Email == "" {
		if !anonymous && !(either && r.Phone != "") {
			v.Add("email", msgRequiredIf(either))
		}
	} else if a, err := mail.ParseAddress(r.Email); err != nil || a.Address != r.Email || !strings.Contains(r.Email[strings.IndexByte(r.Email, '@')+1:], ".") {
		v.Add("email", msgEmail)
	}
	if r.Phone == "" {
		if !anonymous && !(either && r.Email != "") {
			v.Add("phone", msgRequiredIf(either))
		}
	} else if _, ok := phone.USDigits(r.Phone); !ok {
		v.Add("phone", msgTel)
	}
	validateBirthDate(&v, r.BirthDate, store.Compliance, today)
	validateMode(&v, r, store)
	if store.Compliance.ResidencyMatters && r.Resident == nil {
		v.Add("resident", "Please tell us whether you live in this state: visitors may buy half as much.")
	}
	return v.Err("Please check your details.")
}

// msgRequiredIf is the message of an empty phone or e-mail field: plain
// "required", or, where either will do, asking for one of them.
func msgRequiredIf(either bool) string {
	if either {
		return msgPhoneOrEmail
	}
	return msgRequired
}

func validateBirthDate(v *problem.Validations, s string, c catalog.Compliance, today time.Time) {
	if s == "" {
		if c.BirthDateRequired || c.CheckoutAgeMinimum > 0 {
			v.Add("birth_date", msgRequired)
		}
		return
	}
	if msg := BirthDateProblem(s, today, c.CheckoutAgeMinimum); msg != "" {
		v.Add("birth_date", msg)
	}
}

// BirthDateProblem is the form message for a birth date written YYYY-MM-DD,
// on day today, for someone who must be at least minAge (0: any age), or ""
// when it is acceptable.
func BirthDateProblem(s string, today time.Time, minAge int) string {
	birth, err := time.Parse(time.DateOnly, s)
	switch {
	case err != nil:
		return "Please enter a date as YYYY-MM-DD."
	case birth.After(today):
		return fmt.Sprintf("Please enter a date on or before %s.", today.Format(time.DateOnly))
	case Age(birth, today) < minAge:
		return fmt.Sprintf("You must be %d or older to reserve from this store.", minAge)
	case Age(birth, today) > 130:
		return "Please enter your real date of birth."
	}
	return ""
}

// Today is the calendar date at instant now in the store's time zone, as midnight UTC.
func Today(store *catalog.Store, now time.Time) time.Time {
	y, m, d := now.In(schedule.Location(store.TimeZone)).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
