package catalog

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// CheckMenuItem adds to v the problems of one menu item whose product is of
// the given kind: weights the kind is not sold in, a weight listed twice, a
// negative price, stock or cart cap, and inventories of weights the item
// does not sell. Each problem's path starts with path, such as
// "stores[0].menu[3]" for stores[0].menu[3].weights[1].price; with path ""
// it is the field's own, as weights[1].price.
//
// It checks the item alone: whether its product exists and whether the menu
// lists it twice are for the caller, who knows the rest of the catalogue.
// Document.Validate calls it for every item of every store's menu.
func CheckMenuItem(v *problem.Validations, path string, m *MenuItem, kind Kind) {
	c := checker{v: *v}
	c.menuItem(path, m, kind)
	*v = c.v
}

// CheckSpecial adds to v the problems of one special: its title and type,
// its discount, the rules its type needs (specialRules), and the store and
// brand it names, which must be in stores and in brands. Each problem's path
// starts with path, such as "specials[2]" for specials[2].discount_type; with
// path "" it is the field's own, as discount_type, and the problems of the
// special as a whole are under "".
//
// It does not check the special's id: Document.Validate checks that it is
// positive and unique, and a draft special has none until it is stored.
// Document.Validate calls it for every special.
func CheckSpecial(v *problem.Validations, path string, s *Special, stores, brands map[int64]bool) {
	c := checker{v: *v}
	c.special(path, s, stores, brands)
	*v = c.v
}

// field is the path of a field under prefix p: field("specials[0]", "title")
// is specials[0].title, and field("", "title") is title.
func field(p, name string) string {
	if p == "" {
		return name
	}
	return p + "." + name
}

// The largest values a menu item may hold: far beyond any shop's, and
// within the database's 32-bit columns, so that no edit or import reaches
// them and fails there.
const (
	MaxPrice           money.Cents = 10_000_000 // $100,000.00 a weight
	MaxStock                       = 1_000_000
	MaxCartQuantityCap             = 1_000
)

func (c *checker) menuItem(p string, m *MenuItem, kind Kind) {
	switch {
	case m.MaxCartQuantity < 0:
		c.fail(field(p, "max_cart_quantity"), "cannot be negative")
	case m.MaxCartQuantity > MaxCartQuantityCap:
		c.fail(field(p, "max_cart_quantity"), "must be at most %d", MaxCartQuantityCap)
	}
	if len(m.Weights) == 0 {
		c.fail(field(p, "weights"), "must list at least one weight")
	}
	allowed := kind.AllowedWeights()
	sold := map[Weight]bool{}
	for j, w := range m.Weights {
		wp := field(p, fmt.Sprintf("weights[%d]", j))
		switch {
		case !slices.Contains(allowed, w.PriceID):
			c.fail(wp+".price_id", "%q is not a weight %s is sold in (allowed: %v)", w.PriceID, kind, allowed)
		case sold[w.PriceID]:
			c.fail(wp+".price_id", "%q appears twice", w.PriceID)
		}
		sold[w.PriceID] = true
		switch {
		case w.Price < 0:
			c.fail(wp+".price", "cannot be negative")
		case w.Price > MaxPrice:
			c.fail(wp+".price", "must be at most %s", MaxPrice.Display())
		}
		switch {
		case w.Stock < 0:
			c.fail(wp+".stock", "cannot be negative")
		case w.Stock > MaxStock:
			c.fail(wp+".stock", "must be at most %d", MaxStock)
		}
		switch {
		case w.MaxCartQuantity < 0:
			c.fail(wp+".max_cart_quantity", "cannot be negative")
		case w.MaxCartQuantity > MaxCartQuantityCap:
			c.fail(wp+".max_cart_quantity", "must be at most %d", MaxCartQuantityCap)
		}
	}
	c.inventories(p, m, sold)
}

// inventories checks a menu item's inventory records: one at most per
// weight, each of a weight the item sells.
func (c *checker) inventories(p string, m *MenuItem, sold map[Weight]bool) {
	if m.OperatorStoreRank < 0 {
		c.fail(field(p, "operator_store_rank"), "cannot be negative")
	}
	seen := map[Weight]bool{}
	for i, inv := range m.Inventories {
		ip := field(p, fmt.Sprintf("inventories[%d]", i))
		switch {
		case !sold[inv.PriceID]:
			c.fail(ip+".price_id", "%q is not one of this item's weights", inv.PriceID)
		case seen[inv.PriceID]:
			c.fail(ip+".price_id", "%q appears twice", inv.PriceID)
		}
		seen[inv.PriceID] = true
		if inv.Equivalency != nil && *inv.Equivalency < 0 {
			c.fail(ip+".equivalency", "cannot be negative")
		}
	}
}

func (c *checker) special(p string, s *Special, stores, brands map[int64]bool) {
	c.required(field(p, "title"), s.Title)
	c.required(field(p, "special_type"), s.SpecialType)
	if s.StoreID != 0 && !stores[s.StoreID] {
		c.fail(field(p, "store_id"), "names store %d, which is not in stores", s.StoreID)
	}
	if s.ProductBrandID != 0 && !brands[s.ProductBrandID] {
		c.fail(field(p, "product_brand_id"), "names brand %d, which is not in brands", s.ProductBrandID)
	}
	if s.StoreID == 0 && s.ProductBrandID == 0 {
		c.fail(p, "needs a store_id (a store special) or a product_brand_id (a brand special)")
	}
	if !slices.Contains([]string{"percent", "dollar_amount", "target_price"}, s.DiscountType) {
		c.fail(field(p, "discount_type"), "must be percent, dollar_amount or target_price")
	}
	if s.DiscountPercent < 0 || s.DiscountPercent > 100 {
		c.fail(field(p, "discount_percent"), "must be between 0 and 100")
	}
	if s.DiscountDollarAmount < 0 || s.DiscountTargetPrice < 0 {
		c.fail(p, "discount amounts cannot be negative")
	}
	if s.StartTime != nil && s.EndTime != nil && !s.EndTime.After(*s.StartTime) {
		c.fail(field(p, "end_time"), "must be after start_time")
	}
	c.specialRules(p, s)
}

var specialTypes = []string{"product", "bulk", "bundle", "cart_total", "group", "promo_code", "buy_x_get_y", "buy_x_and_save"}

// specialRules checks what the pricing engine needs of each special type.
func (c *checker) specialRules(p string, s *Special) {
	if !slices.Contains(specialTypes, s.SpecialType) {
		c.fail(field(p, "special_type"), "must be one of %s", strings.Join(specialTypes, ", "))
	}
	if s.SpecialType == "promo_code" && strings.TrimSpace(s.PromoCode) == "" {
		c.fail(field(p, "promo_code"), "is required for a promo_code special")
	}
	if s.SpecialType == "group" && !slices.Contains([]string{"seniors", "veterans", "students", "medical"}, s.UserGroup) {
		c.fail(field(p, "user_group"), "must be seniors, veterans, students or medical for a group special")
	}
	if s.MinimumSubtotal < 0 || s.GoldDiscountPercent < 0 || s.GoldDiscountPercent > 100 {
		c.fail(p, "minimum_subtotal cannot be negative and gold_discount_percent must be between 0 and 100")
	}
	for i, t := range s.BulkTiers {
		tp := field(p, fmt.Sprintf("bulk_tiers[%d]", i))
		if t.MinItems < 0 || t.MinGrams < 0 || t.DiscountPercent < 0 || t.DiscountPercent > 100 ||
			t.DiscountDollarAmount < 0 || t.DiscountTargetPrice < 0 {
			c.fail(tp, "thresholds and discounts cannot be negative, and a percentage is at most 100")
		}
	}
	if b := s.Rules.Bundle; b != nil {
		if b.ThresholdNumberOfItemsInCart < 0 || b.MaxNumberOfDiscountedProducts < 0 {
			c.fail(field(p, "rules.settings"), "counts cannot be negative")
		}
		if !slices.Contains([]string{"", "per_item", "per_bundle"}, b.DiscountApplicationMethod) {
			c.fail(field(p, "rules.settings.discount_application_method"), "must be per_item or per_bundle")
		}
		if !slices.Contains([]string{"", "even", "cheapest_first"}, b.DiscountDistribution) {
			c.fail(field(p, "rules.settings.discount_distribution"), "must be even or cheapest_first")
		}
		if !slices.Contains([]string{"", "dearest", "cheapest"}, b.DiscountedUnits) {
			c.fail(field(p, "rules.settings.discounted_units"), "must be dearest or cheapest")
		}
	}
}
