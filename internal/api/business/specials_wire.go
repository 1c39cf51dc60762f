package business

import (
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// The store console's specials: the store's own, which its managers make,
// change and end, and the brand specials running there, which it only
// sees (docs/adr/0022-store-console.md, section 6 and step 9).

// SpecialFields are what a store's special says, as the catalogue writes
// a special (docs/catalogue-format.md): its type, title and texts, its
// discount, who may have it, when it runs and what it covers.
type SpecialFields struct {
	// SpecialType is a store's product, bulk, bundle, cart_total, group or
	// promo_code; buy_x_get_y and buy_x_and_save are brand specials' only.
	SpecialType string `json:"special_type" jsonschema:"required,enum=product,enum=bulk,enum=bundle,enum=cart_total,enum=group,enum=promo_code,enum=buy_x_get_y,enum=buy_x_and_save"`
	Title       string `json:"title" jsonschema:"required"`
	Description string `json:"description"`
	Terms       string `json:"terms"`
	// DiscountType says which of the discounts below applies: a
	// percentage off, an amount off, or a price to sell at.
	DiscountType         string      `json:"discount_type" jsonschema:"required,enum=percent,enum=dollar_amount,enum=target_price"`
	DiscountPercent      float64     `json:"discount_percent"`
	DiscountDollarAmount money.Cents `json:"discount_dollar_amount"`
	DiscountTargetPrice  money.Cents `json:"discount_target_price"`
	// DiscountLabel is the menu's badge for it, such as "20% off".
	DiscountLabel string `json:"discount_label"`
	// PromoCode is the code a promo_code special needs; "" for others.
	PromoCode string `json:"promo_code"`
	// UserGroup is the group a group special is for (seniors, veterans,
	// students or medical); "" for others.
	UserGroup string `json:"user_group"`
	// Stackable lets it apply together with other specials.
	Stackable bool `json:"stackable"`
	// MinimumSubtotal is the least the covered products must come to for a
	// cart-total, promo-code or group special to apply.
	MinimumSubtotal money.Cents `json:"minimum_subtotal"`
	// GoldDiscountPercent adds percentage points for gold members.
	GoldDiscountPercent float64 `json:"gold_discount_percent"`
	// BulkTiers are a bulk special's steps.
	BulkTiers []catalog.BulkTier `json:"bulk_tiers"`
	// StartTime and EndTime bound when it runs; null for no bound. The end
	// is exclusive.
	StartTime *time.Time `json:"start_time" jsonschema:"nullable"`
	EndTime   *time.Time `json:"end_time" jsonschema:"nullable"`
	// Active and Enabled must both be true for it to run.
	Active  bool `json:"active"`
	Enabled bool `json:"enabled"`
	// ApplicableWeights are the weights it covers (price ids); none: all.
	ApplicableWeights []string `json:"applicable_weights"`
	// ExcludedAppModes are the app modes it does not run in.
	ExcludedAppModes []string `json:"excluded_app_modes"`
	// Rules are what it covers: its include and exclude lists (kinds,
	// lineages, products, brands, weights, user segments…) and a bundle's
	// sections and settings.
	Rules catalog.SpecialRules `json:"rules"`
	// Photo is its picture's URL, "" for none.
	Photo string `json:"photo"`
}

// special is the catalogue's special the fields describe.
func (f SpecialFields) special() catalog.Special {
	return catalog.Special{SpecialType: f.SpecialType, Title: f.Title, Description: f.Description, Terms: f.Terms,
		DiscountType: f.DiscountType, DiscountPercent: f.DiscountPercent, DiscountDollarAmount: f.DiscountDollarAmount,
		DiscountTargetPrice: f.DiscountTargetPrice, DiscountLabel: f.DiscountLabel, PromoCode: f.PromoCode,
		UserGroup: f.UserGroup, Stackable: f.Stackable, MinimumSubtotal: f.MinimumSubtotal,
		GoldDiscountPercent: f.GoldDiscountPercent, BulkTiers: f.BulkTiers, StartTime: f.StartTime, EndTime: f.EndTime,
		Active: f.Active, Enabled: f.Enabled, ApplicableWeights: f.ApplicableWeights, ExcludedAppModes: f.ExcludedAppModes,
		Rules: f.Rules, Photo: f.Photo}
}

// specialFieldsOf is what special s says.
func specialFieldsOf(s catalog.Special) SpecialFields {
	return SpecialFields{SpecialType: s.SpecialType, Title: s.Title, Description: s.Description, Terms: s.Terms,
		DiscountType: s.DiscountType, DiscountPercent: s.DiscountPercent, DiscountDollarAmount: s.DiscountDollarAmount,
		DiscountTargetPrice: s.DiscountTargetPrice, DiscountLabel: s.DiscountLabel, PromoCode: s.PromoCode,
		UserGroup: s.UserGroup, Stackable: s.Stackable, MinimumSubtotal: s.MinimumSubtotal,
		GoldDiscountPercent: s.GoldDiscountPercent, BulkTiers: core.NonNilSlice(s.BulkTiers), StartTime: s.StartTime,
		EndTime: s.EndTime, Active: s.Active, Enabled: s.Enabled, ApplicableWeights: core.NonNilSlice(s.ApplicableWeights),
		ExcludedAppModes: core.NonNilSlice(s.ExcludedAppModes), Rules: s.Rules, Photo: s.Photo}
}

// ConsoleSpecial is a special as the console lists it: one of the store's
// own, or a brand special running at the store (read_only).
type ConsoleSpecial struct {
	ID int64 `json:"id"`
	// Version is what a change sends back: the change is refused (409)
	// when someone changed the special since.
	Version int64 `json:"version"`
	// ReadOnly marks a brand special: it runs at every store selling its
	// brand, and only the catalogue import changes it.
	ReadOnly bool `json:"read_only"`
	// ProductBrandID is a brand special's brand, null for the store's own.
	ProductBrandID *int64 `json:"product_brand_id" jsonschema:"nullable"`
	// CashBack marks a brand's cash back, which is never taken off a total.
	CashBack bool `json:"cash_back"`
	// Status is where it stands now: off (not active or not enabled),
	// scheduled, live or ended.
	Status string `json:"status" jsonschema:"enum=off,enum=scheduled,enum=live,enum=ended"`
	SpecialFields
}

// consoleSpecialOf is sp as the console lists it at now.
func consoleSpecialOf(sp catalogstore.StoreSpecial, now time.Time) ConsoleSpecial {
	s := sp.Special
	out := ConsoleSpecial{ID: s.ID, Version: sp.Version, ReadOnly: sp.ReadOnly, CashBack: s.CashBack,
		Status: catalog.SpecialState(&s, now), SpecialFields: specialFieldsOf(s)}
	if s.ProductBrandID != 0 {
		out.ProductBrandID = &s.ProductBrandID
	}
	return out
}

// ConsoleSpecialList answers the store's specials, by id: its own and the
// brand specials running there.
type ConsoleSpecialList struct {
	Specials []ConsoleSpecial `json:"specials"`
}

// ConsoleSpecialAnswer answers one special, as it is now.
type ConsoleSpecialAnswer struct {
	Special ConsoleSpecial `json:"special"`
}

// SpecialChange is one of the store's specials as it is to be, whole:
// a field left out is cleared, not kept.
type SpecialChange struct {
	// Version is the special's version as it was read: the change is
	// refused (409 conflict, with the version now) when someone changed
	// the special since.
	Version int64 `json:"version" jsonschema:"required"`
	SpecialFields
}

// SpecialEnd ends one of the store's specials now.
type SpecialEnd struct {
	// Version is the special's version as it was read (409 when it has
	// another).
	Version int64 `json:"version" jsonschema:"required"`
}

// SpecialPreviewRequest prices a sample bag at the store with a draft
// special among the store's live specials: a new special, or a saved one
// of the store's changed (special_id).
type SpecialPreviewRequest struct {
	Special SpecialFields `json:"special" jsonschema:"required"`
	// SpecialID is the store's saved special the draft stands in for;
	// left out, the draft is a new special beside the others.
	SpecialID int64 `json:"special_id,omitempty"`
	// Lines are the sample bag: at most 50 lines, each of a product on the
	// store's menu in a weight it sells.
	Lines []PreviewLineRequest `json:"lines" jsonschema:"required"`
	// ReservationMode is pickup (when left out), curbside, delivery or
	// kiosk; a delivery is priced without an address, so without its fee.
	ReservationMode string `json:"reservation_mode,omitempty"`
	// AppMode is the app the shopper is in (default when left out), for
	// specials that exclude app modes.
	AppMode string `json:"app_mode,omitempty"`
	// PromoCode is the code the shopper entered.
	PromoCode string `json:"promo_code,omitempty"`
	// Gold prices the bag for a gold member.
	Gold bool `json:"gold,omitempty"`
	// Groups are the user groups the shopper is admitted to (seniors,
	// veterans, students, medical); a group special draft is the one the
	// shopper chose.
	Groups []string `json:"groups,omitempty"`
	// Segments are the user segments the shopper is in.
	Segments []int64 `json:"segments,omitempty"`
}

// PreviewLineRequest is one line of a sample bag.
type PreviewLineRequest struct {
	ProductID int64          `json:"product_id" jsonschema:"required"`
	PriceID   catalog.Weight `json:"price_id" jsonschema:"required"`
	Count     int            `json:"count" jsonschema:"required"`
}

// SpecialPreview is what the sample bag pays: each line, the specials
// that took something off it (the draft marked), and the totals. Nothing
// is written.
type SpecialPreview struct {
	Lines    []PreviewLine    `json:"lines"`
	Specials []PreviewSpecial `json:"specials"`
	// DraftApplied says the draft took something off the bag.
	DraftApplied bool           `json:"draft_applied"`
	Totals       BusinessTotals `json:"totals"`
}

// PreviewLine is a line of the sample bag as priced: its unit price, what
// the specials took off it, what it comes to, and the line-level special
// holding most of its units (null when none; 0 for a new special's draft).
type PreviewLine struct {
	ProductID   int64          `json:"product_id"`
	ProductName string         `json:"product_name"`
	PriceID     catalog.Weight `json:"price_id"`
	Count       int            `json:"count"`
	UnitPrice   money.Cents    `json:"unit_price"`
	Discount    money.Cents    `json:"discount"`
	Total       money.Cents    `json:"total"`
	SpecialID   *int64         `json:"special_id" jsonschema:"nullable"`
}

// PreviewSpecial is a special that took something off the sample bag:
// where its amount is counted (product, brand, group or cart) and how
// much. The draft's id is its saved special's, 0 for a new one.
type PreviewSpecial struct {
	SpecialID   int64       `json:"special_id"`
	Title       string      `json:"title"`
	SpecialType string      `json:"special_type"`
	Category    string      `json:"category"`
	Amount      money.Cents `json:"amount"`
	Draft       bool        `json:"draft"`
}
