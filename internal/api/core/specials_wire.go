package core

import (
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
)

// The specials a shopper sees at a store, as GET /stores/{id}/specials and
// /stores/{id}/specials/{specialId} answer them.

// StoreSpecials answers GET /stores/{id}/specials: the live specials the
// shopper sees at the store, in id order.
type StoreSpecials struct {
	Specials []Special `json:"specials"`
}

// StoreSpecialAnswer answers GET /stores/{id}/specials/{specialId}: a
// special with the store's products it covers and, given a cart, where the
// cart stands. It is written as bag's storeSpecialAnswer, its products from the
// menu's rendered bytes; the API tests check the answers against the
// contract.
type StoreSpecialAnswer struct {
	Special Special `json:"special"`
	// Products are the menu products it covers, in the menu's order, at
	// most 120.
	Products []MenuProduct `json:"products"`
	// QualifyingProductIDs and DiscountableProductIDs are the catalogue
	// ids of the store's products in its qualifying and discountable
	// sections, ascending.
	QualifyingProductIDs   []int64 `json:"qualifying_product_ids"`
	DiscountableProductIDs []int64 `json:"discountable_product_ids"`
	// Status is where the cart of ?cart_uuid= stands; null without one, or
	// for a cart at another store.
	Status *SpecialStatus `json:"status" jsonschema:"nullable"`
}

// Special is a special as the storefront shows it: a store's, or a brand's
// across stores.
type Special struct {
	ID int64 `json:"id"`
	// StoreID is null for a brand special, ProductBrandID for a store's.
	StoreID        *int64 `json:"store_id" jsonschema:"nullable"`
	ProductBrandID *int64 `json:"product_brand_id" jsonschema:"nullable"`
	// SpecialType is product, bulk, bundle, cart_total, group, promo_code,
	// or for brand specials product, buy_x_get_y and buy_x_and_save.
	SpecialType string `json:"special_type"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Terms       string `json:"terms"`
	// DiscountType is percent, dollar_amount or target_price.
	DiscountType         string      `json:"discount_type"`
	DiscountPercent      float64     `json:"discount_percent"`
	DiscountDollarAmount money.Cents `json:"discount_dollar_amount"`
	DiscountTargetPrice  money.Cents `json:"discount_target_price"`
	DiscountLabel        string      `json:"discount_label"`
	CashBack             bool        `json:"cash_back"`
	Stackable            bool        `json:"stackable"`
	// RequiresPromoCode says the shopper must enter its code; the code is
	// not shown.
	RequiresPromoCode bool `json:"requires_promo_code"`
	// UserGroup is the group a group special is for; null for others.
	UserGroup       *string     `json:"user_group" jsonschema:"nullable"`
	MinimumSubtotal money.Cents `json:"minimum_subtotal"`
	// GoldDiscountPercent adds percentage points for Gold members.
	GoldDiscountPercent float64 `json:"gold_discount_percent"`
	// StartTime and EndTime bound it; null when it has no bound.
	StartTime         *time.Time `json:"start_time" jsonschema:"nullable"`
	EndTime           *time.Time `json:"end_time" jsonschema:"nullable"`
	Active            bool       `json:"active"`
	Enabled           bool       `json:"enabled"`
	ApplicableWeights []string   `json:"applicable_weights"`
	ExcludedAppModes  []string   `json:"excluded_app_modes"`
	// Photo is null when it has none.
	Photo   *string `json:"photo" jsonschema:"nullable"`
	URLSlug string  `json:"url_slug"`
	// ProductBrand and BrandLogoURL are a brand special's brand's name and
	// logo; null for a store's special (or a brand without a logo).
	ProductBrand *string              `json:"product_brand" jsonschema:"nullable"`
	BrandLogoURL *string              `json:"brand_logo_url" jsonschema:"nullable"`
	Rules        catalog.SpecialRules `json:"rules"`
	// BundleSettings are a bundle's counts (rules.settings again), for the
	// specials that have them.
	BundleSettings *catalog.BundleSettings `json:"bundle_settings,omitempty"`
	// BulkTiers are a bulk special's steps, when it has them.
	BulkTiers []catalog.BulkTier `json:"bulk_tiers,omitempty"`
}

// SpecialStatus is a special's qualifying status for a cart (spec sections
// 3 and 4), with its callout and footer texts.
type SpecialStatus struct {
	QualifyingStatus pricing.BundleStatus `json:"qualifying_status"`
	// QualifiedProducts are the cart's units that count towards it and are
	// not discounted, DiscountedProducts those it discounts.
	QualifiedProducts  []SpecialUnits `json:"qualified_products"`
	DiscountedProducts []SpecialUnits `json:"discounted_products"`
	// Threshold is how many qualifying units it needs, QualifyingCount how
	// many the cart holds.
	Threshold       int         `json:"threshold"`
	QualifyingCount int         `json:"qualifying_count"`
	AmountSaved     money.Cents `json:"amount_saved"`
	CalloutText     string      `json:"callout_text"`
	CalloutSubtext  string      `json:"callout_subtext"`
	FooterText      string      `json:"footer_text"`
	FooterSubtext   string      `json:"footer_subtext"`
}

// SpecialUnits are units of a cart line.
type SpecialUnits struct {
	ProductID int64          `json:"product_id"`
	PriceID   catalog.Weight `json:"price_id"`
	Count     int            `json:"count"`
}
