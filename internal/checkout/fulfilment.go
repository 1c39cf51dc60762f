package checkout

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// Reservation modes (spec section 3).
const (
	Pickup   = "pickup"
	Delivery = "delivery"
	Curbside = "curbside"
	Kiosk    = "kiosk"
)

// Modes are the reservation modes in the order the checkout offers them.
var Modes = schedule.Modes

// Mode answers the settings of a reservation mode and whether the store
// offers it (schedule.Offered).
func Mode(store *catalog.Store, mode string) (catalog.ModeSettings, bool) {
	s, _ := schedule.Settings(store, mode)
	return s, schedule.Offered(store, mode)
}

// Offered lists the modes the store offers, in the order of Modes.
func Offered(store *catalog.Store) []string {
	var out []string
	for _, m := range Modes {
		if _, ok := Mode(store, m); ok {
			out = append(out, m)
		}
	}
	return out
}

// PaymentOptions are the payments the store takes for a mode: its list, or
// cash when it lists none. A kiosk order is paid at the counter like a
// pickup (stores have no kiosk payment options).
func PaymentOptions(store *catalog.Store, mode string) []string {
	if mode == Kiosk {
		mode = Pickup
	}
	s, _ := schedule.Settings(store, mode)
	if len(s.PaymentOptions) == 0 {
		return []string{"cash"}
	}
	return s.PaymentOptions
}

// PaymentMethod is the payment a reservation is expected to be paid with:
// the one the shopper chose, else the first option the store takes for the
// mode.
func PaymentMethod(store *catalog.Store, mode string) string {
	return PaymentOptions(store, mode)[0]
}

// Kiosk anonymous checkout settings (catalogue kiosk_anonymous_checkout).
const (
	AnonymousRequired = "required" // no name or contact is asked, nor kept
	AnonymousAllowed  = "allowed"  // name and contact are optional
	AnonymousNone     = "none"     // a name and a phone number or e-mail address are needed
)

// Anonymity is the store's kiosk anonymous checkout setting for a
// reservation in mode: AnonymousNone when the store sets none, and ""
// for any mode but the kiosk, whose shoppers always give their details.
func Anonymity(store *catalog.Store, mode string) string {
	if mode != Kiosk {
		return ""
	}
	switch a := store.Fulfillment.KioskAnonymousCheckout; a {
	case AnonymousRequired, AnonymousAllowed:
		return a
	}
	return AnonymousNone
}

// Anonymous reports whether a kiosk reservation may be made without a name,
// e-mail address or phone number: the store allows or requires anonymous
// kiosk checkout.
func Anonymous(store *catalog.Store, mode string) bool {
	a := Anonymity(store, mode)
	return a == AnonymousAllowed || a == AnonymousRequired
}

// Anonymize drops the name and contact of a kiosk reservation at a store
// that requires anonymous kiosk orders, whatever the request carried.
func Anonymize(r *Request, store *catalog.Store) {
	if Anonymity(store, r.ReservationMode) == AnonymousRequired {
		r.FirstName, r.LastName, r.Email, r.Phone = "", "", "", ""
	}
}

// MaxSpot bounds a curbside spot, in characters, at checkout and when the
// shopper says "I'm here" (reservation.CheckSpot).
const MaxSpot = 20

func validateMode(v *problem.Validations, r Request, store *catalog.Store) {
	if !slices.Contains(Modes, r.ReservationMode) {
		v.Add("reservation_mode", "Please choose pickup, delivery, curbside or kiosk.")
		return
	}
	if _, ok := Mode(store, r.ReservationMode); !ok {
		msg := fmt.Sprintf("This store does not offer %s.", r.ReservationMode)
		if r.ReservationMode == Pickup && store.Fulfillment.CurbsideSetting == "mandatory" {
			msg = "This store hands orders over at the curb only: please choose curbside."
		}
		v.Add("reservation_mode", msg)
		return
	}
	if opts := PaymentOptions(store, r.ReservationMode); r.PaymentMethod != "" && !slices.Contains(opts, r.PaymentMethod) {
		v.Add("payment_method", fmt.Sprintf("For %s this store takes %s.", r.ReservationMode, orList(opts)))
	}
	switch r.ReservationMode {
	case Delivery:
		if r.Address == nil {
			v.Add("delivery_address", "Please tell us where to deliver.")
			break
		}
		for field, value := range map[string]string{"city": r.Address.City, "state_code": r.Address.StateCode,
			"zipcode": r.Address.Zipcode} {
			if value == "" {
				v.Add("delivery_address."+field, msgRequired)
			}
		}
	case Curbside:
		if len([]rune(r.CurbsideSpot)) > MaxSpot {
			v.Add("curbside_spot", fmt.Sprintf("Please use no more than %d characters.", MaxSpot))
		}
	}
}

// orList joins options as "debit, cash or credit".
func orList(opts []string) string {
	if len(opts) == 1 {
		return opts[0]
	}
	return strings.Join(opts[:len(opts)-1], ", ") + " or " + opts[len(opts)-1]
}

// NormalizeAddress trims an address; an address without a street is no
// address (spec section 5: an empty delivery address is ignored) and nil.
func NormalizeAddress(a *pricing.Address) *pricing.Address {
	if a == nil {
		return nil
	}
	n := *a
	n.Street = strings.TrimSpace(n.Street)
	n.City = strings.TrimSpace(n.City)
	n.StateCode = strings.ToUpper(strings.TrimSpace(n.StateCode))
	n.Zipcode = strings.TrimSpace(n.Zipcode)
	if n.Street == "" {
		return nil
	}
	return &n
}

// Zone finds the delivery zone of an address, or answers a problem.Invalid
// error on delivery_address saying the store does not deliver there.
func Zone(store *catalog.Store, a pricing.Address) (catalog.DeliveryZone, error) {
	if z, ok := pricing.DeliveryZone(store, a); ok {
		return z, nil
	}
	where := a.Zipcode
	if a.City != "" {
		where = a.City + " " + a.Zipcode
	}
	msg := fmt.Sprintf("%s does not deliver to %s. Please choose another address, or pickup.", store.Name, strings.TrimSpace(where))
	if a.Lat == nil || a.Long == nil {
		for _, z := range store.DeliveryZones {
			if len(z.Zipcodes) == 0 && (z.RadiusMiles > 0 || len(z.Geofence) >= 3) {
				// Only coordinates can place an address in such a zone.
				msg = fmt.Sprintf("%s does not deliver to %s by its zip code. If you are near the store, share your location so we can check the delivery area, or choose pickup.",
					store.Name, strings.TrimSpace(where))
				break
			}
		}
	}
	var v problem.Validations
	v.Add("delivery_address", msg)
	return catalog.DeliveryZone{}, v.Err("We do not deliver to that address.")
}

// ExtraLead is the lead time a delivery to an address adds to the mode's:
// its zone's; nothing for other modes or an address in no zone.
func ExtraLead(store *catalog.Store, mode string, a *pricing.Address) time.Duration {
	if mode != Delivery || a == nil {
		return 0
	}
	if z, ok := pricing.DeliveryZone(store, *a); ok {
		return time.Duration(z.LeadTimeMinutes) * time.Minute
	}
	return 0
}

// CheckMinimum checks an order's subtotal (after discounts, before taxes and
// fees) against the mode's minimum and, for a delivery, the zone's.
func CheckMinimum(store *catalog.Store, mode string, zone *catalog.DeliveryZone, subtotal money.Cents) error {
	s, _ := Mode(store, mode)
	min, what := s.Minimum, "the minimum for "+mode
	if zone != nil && zone.MinAmount > min {
		min, what = zone.MinAmount, "the delivery minimum for "+zone.Name
	}
	if subtotal >= min {
		return nil
	}
	return &problem.Error{Kind: problem.Invalid,
		Message: fmt.Sprintf("Your bag comes to %s; %s is %s.", dollars(subtotal), what, dollars(min)),
		Details: problem.Details{Minimum: problem.Ptr(min), Subtotal: problem.Ptr(subtotal)}}
}

func dollars(c money.Cents) string { return c.Display() }

// CheckDocuments checks the identification a store requires (id_required)
// against what a shopper has on file: a government photo ID, and for a
// medical-only store a medical card, front and back. A guest (satisfied
// nil) has nothing on file.
func CheckDocuments(store *catalog.Store, satisfied map[string]bool) error {
	if !store.Compliance.IDRequired {
		return nil
	}
	if satisfied == nil {
		return problem.New(problem.Invalid,
			"%s needs your photo ID before it can take a reservation: please log in and add it under Identification.", store.Name)
	}
	if !satisfied[accounts.GovernmentPhoto] {
		return problem.New(problem.Invalid,
			"%s needs your photo ID before it can take a reservation: please add it under Identification.", store.Name)
	}
	if !store.Recreational && !satisfied[accounts.MMJCard] {
		return problem.New(problem.Invalid,
			"%s serves medical patients only: please add both sides of your medical card under Identification.", store.Name)
	}
	return nil
}
