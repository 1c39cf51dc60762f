package catalog

import (
	"time"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/notify"
)

// Document is a catalogue: the stores with their settings and menus, the
// brands, products, specials and reviews. It is the format `pistil import`
// reads, described in docs/catalogue-format.md. Ids are the document's own:
// importing a document again updates the rows with those ids.
type Document struct {
	// Version of the format; 1.
	Version  int       `json:"version"`
	Stores   []Store   `json:"stores"`
	Brands   []Brand   `json:"brands"`
	Products []Product `json:"products"`
	Specials []Special `json:"specials,omitempty"`
	Reviews  []Review  `json:"reviews,omitempty"`
	// Partners are the sites that show the stores in an app mode.
	Partners []Partner `json:"partners,omitempty"`
	// UserSegments are the groups of customers specials can be limited to.
	UserSegments []UserSegment `json:"user_segments,omitempty"`
}

// Store is a dispensary: where it is, when it is open, how it fulfils
// reservations, what it charges and which rules it must follow.
type Store struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	URLSlug     string `json:"url_slug"`
	Description string `json:"description,omitempty"`
	Address     string `json:"address"`
	City        string `json:"city"`
	// State is the two-letter state or province code ("CA", "ON", "PR").
	State string `json:"state"`
	// CountryCode is US, CA or PR.
	CountryCode string  `json:"country_code"`
	Zip         string  `json:"zip"`
	Phone       string  `json:"phone"`
	Lat         float64 `json:"lat"`
	Long        float64 `json:"long"`
	// TimeZone is an IANA zone id such as "America/Los_Angeles".
	TimeZone string `json:"time_zone_identifier"`
	// Currency defaults from the country: USD, or CAD in Canada.
	Currency     string `json:"currency,omitempty"`
	Recreational bool   `json:"recreational"`
	Medical      bool   `json:"medical"`

	Hours Hours `json:"hours"`
	// SpecialDays are dates whose hours differ from the week's, such as a
	// holiday: closed, or open other hours. Every schedule of the store,
	// the shop's and each mode's, follows them on their date.
	SpecialDays []SpecialDay `json:"special_days,omitempty"`
	Fulfillment Fulfillment  `json:"fulfillment"`
	Taxes       Taxes        `json:"taxes"`
	// DeliveryZones are matched by zip code, geofence or radius.
	DeliveryZones   []DeliveryZone   `json:"delivery_zones,omitempty"`
	Tips            TipSettings      `json:"tips"`
	CartLimitPolicy *CartLimitPolicy `json:"cart_limit_policy,omitempty"`
	Compliance      Compliance       `json:"compliance"`
	MenuSettings    MenuSettings     `json:"menu_settings"`
	// Loyalty is the store's loyalty programme, nil for none.
	Loyalty *Loyalty `json:"loyalty,omitempty"`

	// NotificationEmails are the store's own addresses, told of each new
	// reservation and each curbside arrival (at most MaxNotificationEmails);
	// never shown to shoppers.
	NotificationEmails []string `json:"notification_emails,omitempty"`
	// SMSFrom is the store's own number its text messages come from
	// through a gateway, +1 and ten digits; "" for the server's
	// (-sms-from). Never shown to shoppers but in the messages.
	SMSFrom string `json:"sms_from,omitempty"`
	// AutoConfirm moves each new reservation from pending to verification
	// as it is placed, as Pistil itself (the system actor).
	AutoConfirm bool `json:"auto_confirm,omitempty"`
	// ShopperMessagesOff are the reservation messages the store does not
	// send its shoppers, by the status they announce (one of
	// notify.OptionalReservationNews); the others are always sent.
	ShopperMessagesOff []string `json:"shopper_messages_off,omitempty"`
	// MessageLook is the colours, logo and words of the store's messages
	// to its shoppers (notify.MessageLook).
	MessageLook notify.MessageLook `json:"message_look"`

	// Menu is what the store sells, with prices and stock per weight.
	Menu []MenuItem `json:"menu"`
}

// Period is an opening period in the store's time zone, "HH:mm" 24-hour. A To
// earlier than From closes the next day.
type Period struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// DayHours is the period a store is open on one day ("monday" ... "sunday").
type DayHours struct {
	Day    string `json:"day"`
	Period Period `json:"period"`
}

// SpecialDay is a date, in the store's time zone, with hours of its own:
// closed all day, or open for Period instead of the weekday's hours.
type SpecialDay struct {
	// Date is YYYY-MM-DD.
	Date   string `json:"date"`
	Closed bool   `json:"closed,omitempty"`
	// Period is the day's hours when it is not closed; nil when it is.
	Period *Period `json:"period,omitempty"`
	// Note says why, for shoppers: "Thanksgiving".
	Note string `json:"note,omitempty"`
}

// Hours holds a schedule per kind: the retail store and each fulfilment mode.
// A mode without hours of its own follows Working.
type Hours struct {
	Working  []DayHours `json:"working"`
	Pickup   []DayHours `json:"pickup,omitempty"`
	Delivery []DayHours `json:"delivery,omitempty"`
	Curbside []DayHours `json:"curbside,omitempty"`
}

// ModeSettings configures one reservation mode.
type ModeSettings struct {
	Enabled bool `json:"enabled"`
	// LeadTimeMinutes is the usual time from reservation to ready.
	LeadTimeMinutes    int `json:"lead_time_minutes"`
	MinLeadTimeMinutes int `json:"min_lead_time_minutes,omitempty"`
	MaxLeadTimeMinutes int `json:"max_lead_time_minutes,omitempty"`
	// IntervalMinutes is the length of a reservation window.
	IntervalMinutes int `json:"interval_minutes,omitempty"`
	// LastCallMinutes stops reservations this long before closing.
	LastCallMinutes int `json:"last_call_minutes,omitempty"`
	// MaxOrdersPerWindow caps reservations per window; 0 means no cap.
	MaxOrdersPerWindow int `json:"max_orders_per_window,omitempty"`
	// Minimum is the smallest order total the mode accepts.
	Minimum money.Cents `json:"minimum,omitempty"`
	// PaymentOptions lists debit, cash and credit as accepted for this mode.
	PaymentOptions []string `json:"payment_options,omitempty"`
	// WindowsDisplayedByDay limits how many windows the slot screen shows a day.
	WindowsDisplayedByDay int `json:"windows_displayed_by_day,omitempty"`
}

// Fulfillment holds the settings of each reservation mode.
type Fulfillment struct {
	Pickup   ModeSettings `json:"pickup"`
	Delivery ModeSettings `json:"delivery"`
	Curbside ModeSettings `json:"curbside"`
	Kiosk    ModeSettings `json:"kiosk"`
	// CurbsideSetting is allowed, not_allowed or mandatory.
	CurbsideSetting string `json:"curbside_pickup_setting,omitempty"`
	// KioskAnonymousCheckout is allowed, required or none.
	KioskAnonymousCheckout string `json:"kiosk_anonymous_checkout,omitempty"`
	// FreeDeliveryMinimum waives the delivery fee from this cart total up.
	FreeDeliveryMinimum money.Cents `json:"free_delivery_minimum,omitempty"`
	// DeliveryRadiusMiles is the outer limit of delivery from the store.
	DeliveryRadiusMiles float64 `json:"delivery_radius_miles,omitempty"`
}

// StoreTax is a tax the store adds, such as a state cannabis excise.
type StoreTax struct {
	Title string     `json:"title"`
	Rate  money.Rate `json:"rate"`
	// IsTaxable says whether sales tax applies on top of this tax.
	IsTaxable bool `json:"is_taxable"`
	// ApplyToDiscountedPrice computes the tax on the price after discounts.
	ApplyToDiscountedPrice bool `json:"apply_to_discounted_price"`
}

// Taxes is what the store charges on top of its prices.
type Taxes struct {
	StoreTaxes   []StoreTax `json:"store_taxes,omitempty"`
	SalesTaxRate money.Rate `json:"sales_tax_rate"`
	// TaxIncluded means menu prices already include every tax.
	TaxIncluded      bool        `json:"tax_included,omitempty"`
	ServiceFeeAmount money.Cents `json:"service_fee_amount,omitempty"`
	DeliveryFee      money.Cents `json:"delivery_fee_amount,omitempty"`
	// CashRounding rounds order totals to 5 ¢, where the smallest coin is
	// the nickel (Canada).
	CashRounding bool `json:"cash_rounding,omitempty"`
}

// DeliveryZone is an area the store delivers to. It matches an address by
// zip code, by geofence polygon ([lat, long] points) or by radius from the store.
type DeliveryZone struct {
	Name            string       `json:"name"`
	Zipcodes        []string     `json:"zipcodes,omitempty"`
	Geofence        [][2]float64 `json:"geofence,omitempty"`
	RadiusMiles     float64      `json:"radius_miles,omitempty"`
	Fee             money.Cents  `json:"fee"`
	MinAmount       money.Cents  `json:"min_amount"`
	LeadTimeMinutes int          `json:"lead_time_minutes,omitempty"`
}

// TipSettings offers tips as dollar or percentage presets.
type TipSettings struct {
	// Variant is dollar or percentage.
	Variant string `json:"variant,omitempty"`
	// CustomAmounts are the presets: dollars or percentages per Variant.
	CustomAmounts []float64 `json:"custom_amounts,omitempty"`
	// EnabledFor lists the modes tips are offered for (delivery, pickup).
	EnabledFor []string `json:"enabled_for,omitempty"`
}

// CartLimitPolicy is the purchase limit a store enforces on a cart.
type CartLimitPolicy struct {
	ID    int64           `json:"id"`
	Name  string          `json:"name"`
	Rules []CartLimitRule `json:"cart_limit_rules"`
}

// CartLimitRule caps one group of products. A product rule adds up the
// weight (or units) of the products of the listed types; an equivalency rule
// converts each type to grams of dried flower by Equivalents first.
type CartLimitRule struct {
	ProductGroupName string `json:"product_group_name"`
	// LimitValue is in LimitUnit: g (grams), mg (THC milligrams) or units.
	LimitValue float64 `json:"limit_value"`
	LimitUnit  string  `json:"limit_unit"`
	// RuleType is product or equivalency.
	RuleType string `json:"rule_type"`
	// ProductTypes lists kinds, or kind:subtype pairs, counted by the rule.
	ProductTypes []string `json:"product_types"`
	// Equivalents maps a product type to the grams of dried flower one unit of
	// its measure counts as. Equivalency rules only. A kind:subtype key wins
	// over its kind's key.
	Equivalents map[string]float64 `json:"equivalents,omitempty"`
	// Measures names the measure of a product type in an equivalency rule
	// when it is not its kind's usual one: g (grams of product), mg (THC
	// milligrams) or units. By default flower, pre-rolls, vapes and extracts
	// are measured in grams, edibles, tinctures and topicals in THC
	// milligrams, and everything else in units. Canada's Schedule 3 weighs
	// edibles and beverages, so Ontario sets {"edible": "g"}.
	Measures map[string]string `json:"measures,omitempty"`
}

// Compliance holds the store's legal checkout requirements.
type Compliance struct {
	// CheckoutAgeMinimum is the youngest age that may reserve (21, or 18/19 in Canada).
	CheckoutAgeMinimum int `json:"checkout_age_minimum"`
	// MedicalAgeMinimum applies to medical patients where it differs.
	MedicalAgeMinimum  int    `json:"medical_age_minimum,omitempty"`
	BirthDateRequired  bool   `json:"birth_date_required"`
	IDRequired         bool   `json:"id_required"`
	CheckoutAgreement  string `json:"checkout_agreement,omitempty"`
	AgeGate            bool   `json:"age_gate,omitempty"`
	ResidencyMatters   bool   `json:"residency_matters,omitempty"`
	NoFreeCannabisGood bool   `json:"no_free_cannabis_goods,omitempty"`
}

// CommunicationBanner is a message the store shows above its menu.
type CommunicationBanner struct {
	Enabled bool `json:"enabled"`
	// Message is HTML; it is sanitised before it is shown.
	Message string `json:"message,omitempty"`
}

// MenuSettings shapes how the store's menu is shown.
type MenuSettings struct {
	MenuTabs []string `json:"menu_tabs,omitempty"`
	// ViewDefault is list_view or grid_view.
	ViewDefault             string              `json:"view_default,omitempty"`
	CommunicationBanner     CommunicationBanner `json:"communication_banner"`
	AllowGuestCheckout      bool                `json:"allow_guest_checkout"`
	HidePrices              bool                `json:"hide_prices,omitempty"`
	Prepay                  bool                `json:"prepay,omitempty"`
	ReviewsEnabled          bool                `json:"reviews_enabled"`
	MaxSpecialsPerCart      int                 `json:"max_specials_per_cart,omitempty"`
	CustomProductTypeLabels map[string]string   `json:"custom_product_type_labels,omitempty"`
	CustomLineageLabels     map[string]string   `json:"custom_lineage_labels,omitempty"`
	SpecialsRowDisplayName  string              `json:"specials_row_display_name,omitempty"`
	// CustomRows are rows of products the store adds to its featured tab.
	CustomRows []CustomRow `json:"custom_row_settings,omitempty"`
	// CarouselBanners are the slides shown above the menu.
	CarouselBanners []CarouselBanner `json:"carousel_banner,omitempty"`
	// SponsoredPlacements are paid slots; without them no slot is sponsored.
	SponsoredPlacements []SponsoredPlacement `json:"sponsored_placements,omitempty"`
}

// CustomRow is a titled row of the products a filter matches, in the filter
// syntax of the merchandising service (docs/api.md), e.g. `kind:edible AND
// percent_thc >= 20`.
type CustomRow struct {
	Title        string `json:"title"`
	SearchFilter string `json:"search_filter"`
	// SearchSort is one of the menu's sorts; empty keeps the recommended order.
	SearchSort string `json:"search_sort,omitempty"`
	Enabled    bool   `json:"enabled"`
}

// CarouselBanner is one slide: an image with its text alternative, and an
// optional link within the storefront or to another site.
type CarouselBanner struct {
	ImageURL string `json:"image_url"`
	AltText  string `json:"alt_text"`
	Link     string `json:"link,omitempty"`
}

// SponsoredPlacement places a flight's products at fixed positions (0-based)
// of the first page of a placement.
type SponsoredPlacement struct {
	FlightID   int64   `json:"flight_id"`
	Placement  string  `json:"placement"`
	ProductIDs []int64 `json:"product_ids"`
	Positions  []int   `json:"positions"`
}

// MenuItem is a product on a store's menu.
type MenuItem struct {
	ProductID int64 `json:"product_id"`
	// Visible defaults to true.
	Visible        *bool  `json:"visible,omitempty"`
	StoreNotes     string `json:"store_notes,omitempty"`
	BestSellerRank int    `json:"best_seller_rank,omitempty"`
	// MaxCartQuantity caps the count of any one weight in a cart; 0 means 10.
	MaxCartQuantity int `json:"max_cart_quantity,omitempty"`
	// AllowMultipleFlowerCount false sells at most one unit of each weight of
	// a flower product in a cart; true (or unset) as many as the caps allow.
	AllowMultipleFlowerCount *bool        `json:"allow_multiple_flower_count,omitempty"`
	Weights                  []MenuWeight `json:"weights"`
	// OperatorStoreRank is the product's rank among the best sellers of all
	// the operator's stores: 1 for the first, 0 when unranked.
	OperatorStoreRank int `json:"operator_store_rank,omitempty"`
	// Inventories are what the store's point of sale records about some of
	// the item's weights.
	Inventories []Inventory `json:"inventories,omitempty"`
}

// Inventory is what a store's point of sale records about one weight of a
// menu item. It is shown to clients; purchase limits and taxes are worked out
// from the store's cart limit policy and taxes, not from it.
type Inventory struct {
	PriceID Weight `json:"price_id"`
	// Bulk says the weight is weighed out at the counter, not prepackaged.
	Bulk bool `json:"bulk,omitempty"`
	// Equivalency is the grams of dried flower one unit counts as, as the
	// point of sale records it; nil when it records none.
	Equivalency *float64 `json:"equivalency,omitempty"`
	// Tax is the tax category the point of sale files the weight under,
	// such as "cannabis" or "non_cannabis".
	Tax string `json:"tax,omitempty"`
}

// MenuWeight is the price and stock of one weight of a menu item.
type MenuWeight struct {
	PriceID Weight      `json:"price_id"`
	Price   money.Cents `json:"price"`
	// Stock is the number of units of this weight on hand.
	Stock int `json:"stock"`
	// MaxCartQuantity overrides the item's cap for this weight.
	MaxCartQuantity int `json:"max_cart_quantity,omitempty"`
}

// Brand is a maker of products.
type Brand struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	URLSlug     string `json:"url_slug"`
	LogoURL     string `json:"logo_url,omitempty"`
	ColorHex    string `json:"color_hex,omitempty"`
	Description string `json:"description,omitempty"`
	Rank        int    `json:"rank,omitempty"`
}

// Terpene is a measured terpene and its share of the product's weight.
type Terpene struct {
	Name    string  `json:"name"`
	Percent float64 `json:"percent"`
}

// LabResult is one measured compound.
type LabResult struct {
	CompoundName string  `json:"compound_name"`
	Value        float64 `json:"value"`
	// Unit is "%" or "mg".
	Unit string `json:"unit"`
}

// Photo is a product photo; without photos a product uses its default photo.
type Photo struct {
	URL string `json:"url"`
}

// Product is a brand's product, sold by any number of stores.
type Product struct {
	ID      int64  `json:"id"`
	BrandID int64  `json:"brand_id"`
	Name    string `json:"name"`
	URLSlug string `json:"url_slug"`
	Kind    Kind   `json:"kind"`
	// RootSubtype is the kind's subtype, e.g. "Cartridges" or "Chocolates".
	RootSubtype string `json:"root_subtype,omitempty"`
	// BrandSubtype is the brand's own line name, e.g. "Smalls".
	BrandSubtype string  `json:"brand_subtype,omitempty"`
	Category     Lineage `json:"category,omitempty"`
	Strain       string  `json:"strain,omitempty"`
	Description  string  `json:"description,omitempty"`

	PercentTHC  *float64 `json:"percent_thc,omitempty"`
	PercentCBD  *float64 `json:"percent_cbd,omitempty"`
	PercentTHCA *float64 `json:"percent_thca,omitempty"`
	PercentCBDA *float64 `json:"percent_cbda,omitempty"`
	PercentTAC  *float64 `json:"percent_tac,omitempty"`
	// DosageMG is THC milligrams per package, for edibles and tinctures.
	DosageMG       *float64 `json:"dosage,omitempty"`
	QuantityValue  *float64 `json:"quantity_value,omitempty"`
	QuantityUnits  string   `json:"quantity_units,omitempty"`
	NetWeightGrams *float64 `json:"net_weight_grams,omitempty"`

	Effects     []string    `json:"effects,omitempty"`
	Flavors     []string    `json:"flavors,omitempty"`
	Terpenes    []Terpene   `json:"terpenes,omitempty"`
	Activities  []string    `json:"activities,omitempty"`
	Allergens   []string    `json:"allergens,omitempty"`
	Ingredients []string    `json:"ingredients,omitempty"`
	LabResults  []LabResult `json:"lab_results,omitempty"`
	Photos      []Photo     `json:"photos,omitempty"`

	// PhotoWeights names the photo (its 0-based position in Photos) that
	// shows each weight.
	PhotoWeights map[Weight]int `json:"photo_weights,omitempty"`
	// LabResultURLs link the certificates of analysis: https URLs or site paths.
	LabResultURLs []string `json:"lab_result_urls,omitempty"`
	// BusinessLicenses are the licences the product was made under.
	BusinessLicenses []BusinessLicense `json:"business_licenses,omitempty"`
	// Aliases are other names the product is known by; search finds them.
	Aliases []string `json:"aliases,omitempty"`
	// LocalizedContent holds the name and description in other languages,
	// by language tag ("fr", "es-PR").
	LocalizedContent map[string]LocalizedContent `json:"localized_content,omitempty"`
}

// BusinessLicense is a state licence a product was made under.
type BusinessLicense struct {
	LicenseNumber string `json:"license_number"`
	// LicenseType is what the licence allows, such as "cultivator" or "manufacturer".
	LicenseType string `json:"license_type,omitempty"`
	State       string `json:"state,omitempty"`
}

// LocalizedContent is a product's name and description in one language.
type LocalizedContent struct {
	Name        string `json:"name,omitempty"`
	Description string `json:"description,omitempty"`
}

// RuleSet lists what a special's include or exclude rule matches.
type RuleSet struct {
	Kinds          []string `json:"kinds,omitempty"`
	Lineages       []string `json:"lineages,omitempty"`
	ProductIDs     []int64  `json:"product_ids,omitempty"`
	BrandIDs       []int64  `json:"brand_ids,omitempty"`
	States         []string `json:"states,omitempty"`
	StoreIDs       []int64  `json:"store_ids,omitempty"`
	UserSegmentIDs []int64  `json:"user_segment_ids,omitempty"`
	Weights        []string `json:"weights,omitempty"`
}

// BundleSettings configures a bundle special, and the counts of buy_x_get_y
// and buy_x_and_save brand specials. A bundle is ThresholdNumberOfItemsInCart
// qualifying units (1 when unset) plus, when the special has a discountable
// section (or is buy_x_get_y), up to MaxNumberOfDiscountedProducts discounted
// units (1 when unset); without one the qualifying units are themselves
// discounted, at most MaxNumberOfDiscountedProducts of them.
// DiscountApplicationMethod is per_item (each discounted unit gets the
// special's discount, the default) or per_bundle (the discounted units get
// it together: a percentage of their sum, an amount off it, or a target
// price for all of them). DiscountDistribution spreads a per_bundle
// discount over its units: even (in proportion to price, the default) or
// cheapest_first. DiscountedUnits says which eligible units a bundle
// discounts: dearest (the default, so a catalogue written before the field
// keeps its prices) or cheapest ("buy two, get the cheapest third free").
// docs/pricing.md has worked examples.
type BundleSettings struct {
	ThresholdNumberOfItemsInCart  int    `json:"threshold_number_of_items_in_cart,omitempty"`
	MaxNumberOfDiscountedProducts int    `json:"max_number_of_discounted_products,omitempty"`
	DiscountApplicationMethod     string `json:"discount_application_method,omitempty"`
	DiscountDistribution          string `json:"discount_distribution,omitempty"`
	DiscountedUnits               string `json:"discounted_units,omitempty"`
}

// Cheapest reports whether the bundle discounts its cheapest eligible units
// rather than its dearest.
func (b *BundleSettings) Cheapest() bool { return b != nil && b.DiscountedUnits == "cheapest" }

// BulkTier is one step of a bulk special: once the covered products in the
// cart reach MinItems units (or MinGrams grams, by weight), each covered unit
// gets the tier's discount. The highest tier reached applies.
type BulkTier struct {
	MinItems             int         `json:"min_items,omitempty"`
	MinGrams             float64     `json:"min_grams,omitempty"`
	DiscountPercent      float64     `json:"discount_percent,omitempty"`
	DiscountDollarAmount money.Cents `json:"discount_dollar_amount,omitempty"`
	DiscountTargetPrice  money.Cents `json:"discount_target_price,omitempty"`
}

// SpecialRules holds a special's include and exclude lists and, for
// bundles, its sections.
type SpecialRules struct {
	Include      RuleSet         `json:"include"`
	Exclude      RuleSet         `json:"exclude"`
	Base         *RuleSet        `json:"base,omitempty"`
	Qualifier    *RuleSet        `json:"qualifier,omitempty"`
	Discountable *RuleSet        `json:"discountable,omitempty"`
	Bundle       *BundleSettings `json:"settings,omitempty"`
}

// Special is a discount: a store's special (StoreID set) or a brand special
// across stores (ProductBrandID set, StoreID 0).
type Special struct {
	ID             int64 `json:"id"`
	StoreID        int64 `json:"store_id,omitempty"`
	ProductBrandID int64 `json:"product_brand_id,omitempty"`
	// SpecialType is product, bulk, bundle, cart_total, group, promo_code,
	// or for brand specials product, buy_x_get_y and buy_x_and_save.
	SpecialType string `json:"special_type"`
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	Terms       string `json:"terms,omitempty"`
	// DiscountType is percent, dollar_amount or target_price.
	DiscountType         string      `json:"discount_type"`
	DiscountPercent      float64     `json:"discount_percent,omitempty"`
	DiscountDollarAmount money.Cents `json:"discount_dollar_amount,omitempty"`
	DiscountTargetPrice  money.Cents `json:"discount_target_price,omitempty"`
	DiscountLabel        string      `json:"discount_label,omitempty"`
	CashBack             bool        `json:"cash_back,omitempty"`
	PromoCode            string      `json:"promo_code,omitempty"`
	UserGroup            string      `json:"user_group,omitempty"`
	Stackable            bool        `json:"stackable,omitempty"`
	// MinimumSubtotal is the least the covered products must come to (after
	// line discounts) for a cart-total, promo-code or group special to apply.
	MinimumSubtotal money.Cents `json:"minimum_subtotal,omitempty"`
	// GoldDiscountPercent adds percentage points to a percent special (or to
	// cash back) for gold members.
	GoldDiscountPercent float64 `json:"gold_discount_percent,omitempty"`
	// BulkTiers are the steps of a bulk special; without them a bulk special
	// is one step at threshold_number_of_items_in_cart with its own discount.
	BulkTiers         []BulkTier   `json:"bulk_tiers,omitempty"`
	StartTime         *time.Time   `json:"start_time,omitempty"`
	EndTime           *time.Time   `json:"end_time,omitempty"`
	Active            bool         `json:"active"`
	Enabled           bool         `json:"enabled"`
	ApplicableWeights []string     `json:"applicable_weights,omitempty"`
	ExcludedAppModes  []string     `json:"excluded_app_modes,omitempty"`
	Rules             SpecialRules `json:"rules"`
	Photo             string       `json:"photo,omitempty"`
}

// Review is a shopper's review of a product.
type Review struct {
	ID         int64     `json:"id"`
	ProductID  int64     `json:"product_id"`
	StoreID    int64     `json:"store_id,omitempty"`
	Rating     int       `json:"rating"`
	Comment    string    `json:"comment,omitempty"`
	Nickname   string    `json:"nickname"`
	Feelings   []string  `json:"feelings,omitempty"`
	Activities []string  `json:"activities,omitempty"`
	CreatedAt  time.Time `json:"created_at"`
	Hidden     bool      `json:"hidden,omitempty"`
}
