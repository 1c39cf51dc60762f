package cart

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/specials"
)

// Modes are the reservation modes a cart may be in (schedule.Modes).
var Modes = schedule.Modes

// Messages of the calls that change a cart.
const (
	// MsgNotYourBag refuses a customer another customer's cart.
	MsgNotYourBag = "This bag belongs to another account."
	// MsgOtherStore refuses a line from one store in a bag of another's.
	MsgOtherStore = "Your bag has products from another store."
	// MsgNotPending refuses a change to a cart that has been checked out.
	MsgNotPending = "Cart is not pending"
)

// MsgNoCart answers a cart uuid that names no cart.
func MsgNoCart(uuid string) string { return fmt.Sprintf("There is no cart %s.", uuid) }

// MsgNotInCart answers a change to a line the cart does not hold.
func MsgNotInCart(productID int64, w catalog.Weight) string {
	return fmt.Sprintf("Product %d (%s) is not in this cart.", productID, w.Label())
}

// maxTipRate is 100%, in parts per million.
const maxTipRate money.Rate = 1_000_000

// Update changes what a cart's price depends on besides its lines; nil
// fields are left as they are.
type Update struct {
	ReservationMode *string
	// GroupSpecialID 0 removes the group special.
	GroupSpecialID *int64
	// PromoCode "" (or blanks) removes the code.
	PromoCode *string
	Delivery  *pricing.Address
	// Tip sets a dollar tip, TipRate a percentage one; setting either clears the other.
	Tip     *money.Cents
	TipRate *money.Rate
}

// CheckNewMode refuses the reservation mode of a new cart unless it is
// empty (pickup) or one of Modes: problem.Invalid on "reservation_mode".
func CheckNewMode(mode string) error {
	var v problem.Validations
	if mode != "" && !slices.Contains(Modes, mode) {
		v.Add("reservation_mode", modeProblem())
	}
	return v.Err("Please choose how to receive the order.")
}

func modeProblem() string { return "must be one of " + strings.Join(Modes, ", ") }

// CheckUpdate refuses an update of a cart at store storeID that the store
// cannot take at now, given the specials it runs (list): an unknown
// reservation mode, a promo code it does not honour now (PromoProblem), a
// group special it is not running, or a tip below nothing or above 100%.
// The refusal is problem.Invalid with a message on each field at fault; its
// own message is that field's when there is one, else "Please check your
// cart.".
func CheckUpdate(u Update, storeID int64, list []catalog.Special, now time.Time) error {
	var v problem.Validations
	if m := u.ReservationMode; m != nil && !slices.Contains(Modes, *m) {
		v.Add("reservation_mode", modeProblem())
	}
	if code := u.PromoCode; code != nil {
		if trimmed := strings.TrimSpace(*code); trimmed != "" {
			if msg := PromoProblem(list, storeID, trimmed, now); msg != "" {
				v.Add("promo_code", msg)
			}
		}
	}
	if g := u.GroupSpecialID; g != nil && *g != 0 && !slices.ContainsFunc(list, func(s catalog.Special) bool {
		return s.ID == *g && s.SpecialType == "group" && specials.Live(&s, now)
	}) {
		v.Add("user_group_special_id", fmt.Sprintf("This store has no group special %d running.", *g))
	}
	if u.Tip != nil && *u.Tip < 0 || u.TipRate != nil && (*u.TipRate < 0 || *u.TipRate > maxTipRate) {
		v.Add("tip_amount", "A tip must be between nothing and 100%.")
	}
	msg := "Please check your cart."
	if fields := v.Fields(); len(fields) == 1 {
		msg = v.First(fields[0])
	}
	return v.Err(msg)
}

// PromoProblem explains why code (trimmed) cannot be used at store storeID
// at now, given the specials of list, or is "" when it can: a live special
// of the store, or of every store, carries it (in any case).
func PromoProblem(list []catalog.Special, storeID int64, code string, now time.Time) string {
	var found *catalog.Special
	for i := range list {
		if s := &list[i]; strings.TrimSpace(s.PromoCode) != "" && strings.EqualFold(strings.TrimSpace(s.PromoCode), code) && (s.StoreID == 0 || s.StoreID == storeID) {
			found = s
			if specials.Live(s, now) {
				return ""
			}
		}
	}
	switch {
	case found == nil:
		return fmt.Sprintf("The promo code %s is not valid at this store.", strings.ToUpper(code))
	case found.EndTime != nil && !now.Before(*found.EndTime):
		return fmt.Sprintf("The promo code %s has expired.", strings.ToUpper(code))
	case found.StartTime != nil && now.Before(*found.StartTime):
		return fmt.Sprintf("The promo code %s is not active yet.", strings.ToUpper(code))
	}
	return fmt.Sprintf("The promo code %s is not active.", strings.ToUpper(code))
}
