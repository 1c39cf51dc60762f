// Package specials decides which specials are live and which menu products
// they apply to. It does no I/O: the caller gives the specials, the store,
// the products and the time.
package specials

import (
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/catalog"
)

// Live reports whether a special is on at time now: active, enabled, and
// within its start and end times (a missing bound is open; the end is
// exclusive).
func Live(s *catalog.Special, now time.Time) bool {
	if !s.Active || !s.Enabled {
		return false
	}
	if s.StartTime != nil && now.Before(*s.StartTime) {
		return false
	}
	return s.EndTime == nil || now.Before(*s.EndTime)
}

// VisibleWithoutSegments reports whether a shopper with no user segments may
// see the special (spec section 5: only specials without an include list of
// segments are).
func VisibleWithoutSegments(s *catalog.Special) bool {
	return len(s.Rules.Include.UserSegmentIDs) == 0
}

// Shown reports whether a special counts for a shopper without user
// segments at now: live, visible to everyone, and needing no promo code.
func Shown(s *catalog.Special, now time.Time) bool {
	return Live(s, now) && VisibleWithoutSegments(s) && s.PromoCode == ""
}

// Applies reports whether special s covers menu product m at store st: the
// special is the store's own or a brand special of m's brand, m matches the
// include rules (an empty list matches everything) and none of the exclude
// rules, and at least one weight m is sold in is among the special's weights.
func Applies(s *catalog.Special, st *catalog.Store, m *catalog.MenuProduct) bool {
	switch {
	case s.StoreID != 0 && s.StoreID != st.ID:
		return false
	case s.ProductBrandID != 0 && s.ProductBrandID != m.Brand.ID:
		return false
	}
	in, ex := &s.Rules.Include, &s.Rules.Exclude
	if !includes(in, st, m) || excludes(ex, st, m) {
		return false
	}
	for _, o := range m.Offers {
		if o.Price > 0 && CoversWeight(s, o.PriceID) {
			return true
		}
	}
	return false
}

// AppliesTo reports whether special s covers weight w of menu product m at
// store st: Applies for one weight, without looking at the product's other
// weights.
func AppliesTo(s *catalog.Special, st *catalog.Store, m *catalog.MenuProduct, w catalog.Weight) bool {
	switch {
	case s.StoreID != 0 && s.StoreID != st.ID:
		return false
	case s.ProductBrandID != 0 && s.ProductBrandID != m.Brand.ID:
		return false
	}
	return CoversWeight(s, w) && includes(&s.Rules.Include, st, m) && !excludes(&s.Rules.Exclude, st, m)
}

// CoversWeight reports whether the special's weight rules admit weight w:
// its include weights (or, without them, its applicable weights) when it
// lists any, and none of its exclude weights.
func CoversWeight(s *catalog.Special, w catalog.Weight) bool {
	weights := s.ApplicableWeights
	if len(s.Rules.Include.Weights) > 0 {
		weights = s.Rules.Include.Weights
	}
	return (len(weights) == 0 || containsWeight(weights, string(w))) && !containsWeight(s.Rules.Exclude.Weights, string(w))
}

// containsWeight matches price ids written with underscores or spaces.
func containsWeight(list []string, w string) bool {
	return slices.ContainsFunc(list, func(x string) bool {
		return strings.EqualFold(strings.ReplaceAll(x, " ", "_"), w)
	})
}

func containsFold(list []string, v string) bool {
	return slices.ContainsFunc(list, func(x string) bool { return strings.EqualFold(x, v) })
}

// includes checks every non-empty include list except weights and segments.
func includes(r *catalog.RuleSet, st *catalog.Store, m *catalog.MenuProduct) bool {
	p := m.Product
	return (len(r.Kinds) == 0 || containsFold(r.Kinds, string(p.Kind))) &&
		(len(r.Lineages) == 0 || containsFold(r.Lineages, string(p.Category))) &&
		(len(r.ProductIDs) == 0 || slices.Contains(r.ProductIDs, p.ID)) &&
		(len(r.BrandIDs) == 0 || slices.Contains(r.BrandIDs, m.Brand.ID)) &&
		(len(r.States) == 0 || containsFold(r.States, st.State)) &&
		(len(r.StoreIDs) == 0 || slices.Contains(r.StoreIDs, st.ID))
}

// excludes reports whether any exclude list other than weights and segments
// names the product.
func excludes(r *catalog.RuleSet, st *catalog.Store, m *catalog.MenuProduct) bool {
	p := m.Product
	return containsFold(r.Kinds, string(p.Kind)) ||
		(p.Category != "" && containsFold(r.Lineages, string(p.Category))) ||
		slices.Contains(r.ProductIDs, p.ID) ||
		slices.Contains(r.BrandIDs, m.Brand.ID) ||
		containsFold(r.States, st.State) ||
		slices.Contains(r.StoreIDs, st.ID)
}

// LowersPrice reports whether a special lowers the price on the menu itself
// (a product special with a discount), as opposed to bundles, cart-total
// and promo-code specials, which apply at the cart, and cash-back brand specials.
func LowersPrice(s *catalog.Special) bool {
	if s.CashBack || s.SpecialType != "product" {
		return false
	}
	return s.DiscountPercent > 0 || s.DiscountDollarAmount > 0 || s.DiscountTargetPrice > 0
}

// OnProducts reports whether a special is about products, as opposed to
// the whole order (cart-total, promo-code and group specials): only these
// mark a product as on special on the menu.
func OnProducts(s *catalog.Special) bool {
	switch s.SpecialType {
	case "cart_total", "promo_code", "group":
		return false
	}
	return true
}

// Coverage lists, for a store's menu, the products live and visible specials
// apply to, by catalogue product id. (Which products a special lowers the
// menu price of is the menu's own business: its offers carry the special
// price.)
type Coverage struct {
	// BrandSpecial: a brand special applies.
	BrandSpecial map[int64]bool
}

// Cover works out which of the menu's products the specials cover at now,
// for a shopper without user segments.
func Cover(list []catalog.Special, st *catalog.Store, menu []*catalog.MenuProduct, now time.Time) Coverage {
	c := Coverage{BrandSpecial: map[int64]bool{}}
	for i := range list {
		s := &list[i]
		if !Shown(s, now) || !OnProducts(s) || s.ProductBrandID == 0 {
			continue
		}
		for _, m := range menu {
			if Applies(s, st, m) {
				c.BrandSpecial[m.Product.ID] = true
			}
		}
	}
	return c
}

// VisibleTo reports whether a shopper with the given user segments may see
// special s (spec section 5): without segments, only specials with no
// include list of segments are visible; with segments, the special must
// list one of them among its includes (or have no includes) and none among
// its excludes.
func VisibleTo(s *catalog.Special, segments []int64) bool {
	in, ex := s.Rules.Include.UserSegmentIDs, s.Rules.Exclude.UserSegmentIDs
	if len(segments) == 0 {
		return len(in) == 0
	}
	if len(in) > 0 && !slices.ContainsFunc(in, func(id int64) bool { return slices.Contains(segments, id) }) {
		return false
	}
	return !slices.ContainsFunc(ex, func(id int64) bool { return slices.Contains(segments, id) })
}

// AllowedIn reports whether a special may apply in app mode mode: it is not
// among the special's excluded_app_modes.
func AllowedIn(s *catalog.Special, mode string) bool {
	return !containsFold(s.ExcludedAppModes, mode)
}

// InSection reports whether menu product m at store st matches a bundle
// section: every list the section fills names the product (weights and
// segments aside). A nil section matches everything.
func InSection(r *catalog.RuleSet, st *catalog.Store, m *catalog.MenuProduct) bool {
	return r == nil || includes(r, st, m)
}

// DiscountsOthers reports whether a bundle discounts other units than those
// that qualify it: it has a discountable section, or is buy_x_get_y.
func DiscountsOthers(s *catalog.Special) bool {
	return s.Rules.Discountable != nil || s.SpecialType == "buy_x_get_y"
}
