package catalog

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/problem"
)

// The store console's specials (docs/adr/0022-store-console.md, section
// 6): a store edits its own specials, checked as the catalogue checks a
// special (CheckSpecial) and by the rules of what a store may own; brand
// specials are the catalogue's, and the console only shows them. Storage
// makes the change, guarded by the special's version.

// MsgSpecialChanged answers an edit sent with a version the special no
// longer has (409): someone else changed it, or the catalogue was
// imported again.
const MsgSpecialChanged = "This special was changed since you opened it. Reload it to see the change, then make yours again."

// MsgSpecialInvalid answers a special that CheckStoreSpecial refuses; the
// fields say what.
const MsgSpecialInvalid = "This special cannot be saved as it is: see the fields."

// MsgBrandSpecialReadOnly answers a change of a brand special under a
// store's path (403): the store may see it, but only the catalogue import
// changes it.
const MsgBrandSpecialReadOnly = "This is a brand special, which runs at every store selling the brand: only the catalogue import changes it."

// MsgNoSpecial answers a special id that names none of the store's nor a
// brand special running there (404), whether it names another store's or
// nothing: ids cannot be probed.
func MsgNoSpecial(id int64) string {
	return fmt.Sprintf("There is no special %d at this store.", id)
}

// MsgSpecialEnded answers ending a special that has ended already (409).
const MsgSpecialEnded = "This special has ended already."

// StoreSpecialTypes are the types of special a store may own: the brand
// types (buy_x_get_y, buy_x_and_save) are the catalogue's brand specials'.
var StoreSpecialTypes = []string{"product", "bulk", "bundle", "cart_total", "group", "promo_code"}

// CheckStoreSpecial checks a store's own special s (s.StoreID set) as the
// console saves it: CheckSpecial's problems, with the store as the only
// store and s's own brand (an imported store special may name one) as
// the only brand, and what a store may not own: a brand type, or cash
// back, which is a brand special's (disagreement c of the ADR). Its error
// is problem.Invalid (MsgSpecialInvalid) with the fields' own paths, as
// discount_type or bulk_tiers[0].
func CheckStoreSpecial(s *Special) error {
	var v problem.Validations
	brands := map[int64]bool{}
	if s.ProductBrandID != 0 {
		brands[s.ProductBrandID] = true
	}
	CheckSpecial(&v, "", s, map[int64]bool{s.StoreID: true}, brands)
	if s.SpecialType != "" && slices.Contains(specialTypes, s.SpecialType) && !slices.Contains(StoreSpecialTypes, s.SpecialType) {
		v.Add("special_type", fmt.Sprintf("%s is a brand special's type: a store's special is one of %s", s.SpecialType,
			strings.Join(StoreSpecialTypes, ", ")))
	}
	if s.CashBack {
		v.Add("cash_back", "cash back is a brand special's: a store's special cannot give it")
	}
	return v.Err(MsgSpecialInvalid)
}

// Ended reports whether special s is over at now: its end time is not
// after now.
func Ended(s *Special, now time.Time) bool {
	return s.EndTime != nil && !s.EndTime.After(now)
}

// EndNow is special s ended at now: its end time is now. A special that
// had not started yet loses its start too, so that it is over without
// having run and its times stay in order. It is for a special that has
// not Ended.
func EndNow(s Special, now time.Time) Special {
	s.EndTime = &now
	if s.StartTime != nil && s.StartTime.After(now) {
		s.StartTime = nil
	}
	return s
}

// SpecialState is where a special stands at a moment, as the console
// lists it: off (not active or not enabled), scheduled (its start is
// later), ended (its end has passed), or live.
func SpecialState(s *Special, now time.Time) string {
	switch {
	case !s.Active || !s.Enabled:
		return "off"
	case Ended(s, now):
		return "ended"
	case s.StartTime != nil && now.Before(*s.StartTime):
		return "scheduled"
	}
	return "live"
}
