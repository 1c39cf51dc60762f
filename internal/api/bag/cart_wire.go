package bag

import (
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
)

// CartAnswer answers a cart.
type CartAnswer struct {
	Cart Cart `json:"cart"`
}

// NewCartAnswer answers a cart just made, or added to, with its uuid.
type NewCartAnswer struct {
	CartUUID string `json:"cart_uuid"`
	Cart     Cart   `json:"cart"`
}

// UserCartAnswer answers the signed-in customer's pending cart, null when
// they have none to resume.
type UserCartAnswer struct {
	Cart *Cart `json:"cart" jsonschema:"nullable"`
}

// CartLineAnswer answers a line's new count: the line and its cart.
type CartLineAnswer struct {
	CartProduct *CartProduct `json:"cart_product" jsonschema:"nullable"`
	Cart        Cart         `json:"cart"`
}

// RedemptionAnswer answers a loyalty reward applied to or taken off a
// cart; error_message is null (a refusal is the error shape, with it).
type RedemptionAnswer struct {
	Cart         Cart    `json:"cart"`
	ErrorMessage *string `json:"error_message" jsonschema:"nullable"`
}

// Cart is a shopper's bag, priced now, in the field names of spec section 3.
type Cart struct {
	UUID   string    `json:"uuid"`
	ID     int64     `json:"id"`
	Status string    `json:"status"`
	Store  CartStore `json:"store"`
	// ReservationMode is the mode the bag is priced and checked out for.
	ReservationMode string `json:"reservation_mode"`
	// TipAmount is the tip in dollars, as a decimal string ("2.50").
	TipAmount string `json:"tip_amount"`
	// TipPercentage is the tip's percentage when the shopper chose one.
	TipPercentage *money.Rate   `json:"tip_percentage" jsonschema:"nullable"`
	Products      []CartProduct `json:"products"`
	ProductCount  int           `json:"product_count"`
	ItemTotal     money.Cents   `json:"item_total"`
	// The discounts: line-level specials, the group special, everything,
	// and the cart-total or promo-code special (whose id is null when none
	// applies).
	ProductDiscountsTotal  money.Cents         `json:"product_discounts_total"`
	GroupDiscountsTotal    money.Cents         `json:"group_discounts_total"`
	AllDiscountsTotal      money.Cents         `json:"all_discounts_total"`
	CartDiscountAmount     money.Cents         `json:"cart_discount_amount"`
	CartDiscountSpecialID  *int64              `json:"cart_discount_special_id" jsonschema:"nullable"`
	DiscountedSubtotal     money.Cents         `json:"discounted_subtotal"`
	DiscountedProductTotal money.Cents         `json:"discounted_product_total"`
	StoreTaxes             []pricing.TaxAmount `json:"store_taxes"`
	StoreTaxAmount         money.Cents         `json:"store_tax_amount"`
	SalesTaxRate           money.Rate          `json:"sales_tax_rate"`
	SalesTaxAmount         money.Cents         `json:"sales_tax_amount"`
	TaxIncluded            bool                `json:"tax_included"`
	ServiceFeeAmount       money.Cents         `json:"service_fee_amount"`
	DeliveryFeeAmount      money.Cents         `json:"delivery_fee_amount"`
	// JanePayServiceFeeAmount is always 0: Pistil takes no payment.
	JanePayServiceFeeAmount money.Cents        `json:"jane_pay_service_fee_amount"`
	RoundingAmount          money.Cents        `json:"rounding_amount"`
	OrderTotal              money.Cents        `json:"order_total"`
	BrandDiscounts          CartBrandDiscounts `json:"brand_discounts"`
	// Specials are those that took something off, CashBack the cash-back
	// brand specials earned (never taken off the total), Bundles how far
	// the bag is towards each bundle special.
	Specials []pricing.AppliedSpecial `json:"specials"`
	CashBack []pricing.CashBack       `json:"cash_back"`
	Bundles  []CartBundle             `json:"bundles"`
	// GroupSpecialID is the group (user segment) special the shopper chose.
	GroupSpecialID    *int64  `json:"group_special_id" jsonschema:"nullable"`
	GroupSpecialTitle *string `json:"group_special_title" jsonschema:"nullable"`
	// MaxSpecialsPerCart is the store's cap, null for none; the hit flag
	// says the cap cost the shopper something.
	MaxSpecialsPerCart    *int `json:"max_specials_per_cart" jsonschema:"nullable"`
	MaxSpecialsPerCartHit bool `json:"max_specials_per_cart_hit"`
	// SpecialHasChanged says a special on the bag changed since the shopper
	// last looked; BrandSpecialHasChanged the same of a brand special.
	SpecialHasChanged      bool `json:"special_has_changed"`
	BrandSpecialHasChanged bool `json:"brand_special_has_changed"`
	// CRMRedemptions are the loyalty rewards on the bag, with what each
	// took off; RemovedCRMRedemptions those taken off it.
	CRMRedemptions               []CartRedemption   `json:"crm_redemptions"`
	RemovedCRMRedemptions        []CartRedemption   `json:"removed_crm_redemptions"`
	CRMRedemptionsTotal          money.Cents        `json:"crm_redemptions_total"`
	UnavailableProducts          []cart.Unavailable `json:"unavailable_products"`
	LoyaltyPointsStackingEnabled bool               `json:"loyalty_points_stacking_enabled"`
	PromoCode                    *string            `json:"promo_code" jsonschema:"nullable"`
	PromoCodeApplied             bool               `json:"promo_code_applied"`
	// PromoCodeTerms are what the special of the saved promo code asks of
	// the bag (a minimum, kinds, weights), so that a code waiting to apply
	// says what it waits for; null without a code or when no special of the
	// store has it.
	PromoCodeTerms *pricing.SpecialTerms `json:"promo_code_terms" jsonschema:"nullable"`
	// IsOpen says whether the hours of the bag's mode are open now;
	// WarningMessage why a reservation would not be served right away, or
	// which lines' stock dropped, null when nothing is wrong.
	IsOpen         bool    `json:"is_open"`
	WarningMessage *string `json:"warning_message" jsonschema:"nullable"`
	// Tags are the visit's tracking tags (og_ref, utm_*): an open map, as
	// the campaign that sent the shopper named them.
	Tags            map[string]string `json:"tags"`
	UserAgent       string            `json:"user_agent"`
	AppModeName     string            `json:"app_mode_name"`
	DeliveryAddress *pricing.Address  `json:"delivery_address" jsonschema:"nullable"`
	// DeliveryStartedAt, DeliveryFinishedAt, PaymentMethod and Message
	// are a reservation's: null on a bag, in the wire shape clients expect.
	DeliveryStartedAt  *time.Time `json:"delivery_started_at" jsonschema:"nullable"`
	DeliveryFinishedAt *time.Time `json:"delivery_finished_at" jsonschema:"nullable"`
	PaymentMethod      *string    `json:"payment_method" jsonschema:"nullable"`
	Message            *string    `json:"message" jsonschema:"nullable"`
}

// CartStore is the store a bag is at.
type CartStore struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// CartBrandDiscounts is what the brands' specials took off.
type CartBrandDiscounts struct {
	BrandDiscountsTotal        money.Cents `json:"brand_discounts_total"`
	BrandDiscountsTotalWithFee money.Cents `json:"brand_discounts_total_with_fee"`
	// BrandDiscountsServiceFeeTotal is always 0: Pistil charges brands nothing.
	BrandDiscountsServiceFeeTotal money.Cents `json:"brand_discounts_service_fee_total"`
}

// CartBundle is how far a bag is towards a bundle special.
type CartBundle struct {
	SpecialID int64                `json:"special_id"`
	Status    pricing.BundleStatus `json:"status"`
	// Threshold is the qualifying units one bundle needs; QualifyingCount
	// the bag's.
	Threshold            int     `json:"threshold"`
	QualifyingCount      int     `json:"qualifying_count"`
	QualifyingProductIDs []int64 `json:"qualifying_product_ids"`
	DiscountedProductIDs []int64 `json:"discounted_product_ids"`
}

// CartRedemption is a loyalty reward on a bag: with the amount it took off,
// or, once taken off, when.
type CartRedemption struct {
	ID          int64        `json:"id"`
	RewardID    int64        `json:"reward_id"`
	RewardName  string       `json:"reward_name"`
	PointValue  int          `json:"point_value"`
	CashReward  money.Cents  `json:"cash_reward"`
	CRMProvider string       `json:"crm_provider"`
	AppliedAt   time.Time    `json:"applied_at"`
	RemovedAt   *time.Time   `json:"removed_at,omitempty"`
	Amount      *money.Cents `json:"amount,omitempty"`
}

// CartProduct is a line of a bag. The fields of the product (name to
// stock) are there while it is on the store's menu, with the keys
// price_{price_id} (its price) and discounted_price_{price_id} (what a unit
// costs after the line's discounts, rounded down; null without one); the
// line's prices (discount_amount, regular_total, discounts) while it can
// be priced.
type CartProduct struct {
	// ID is the product's id, as product_id.
	ID          int64          `json:"id"`
	ProductID   int64          `json:"product_id"`
	PriceID     catalog.Weight `json:"price_id"`
	Count       int            `json:"count"`
	Recommended bool           `json:"recommended"`
	Store       CartStore      `json:"store"`
	// SpecialID is the line-level special holding most of its units.
	SpecialID    *int64       `json:"special_id" jsonschema:"nullable"`
	SpecialTitle *string      `json:"special_title" jsonschema:"nullable"`
	Available    bool         `json:"available"`
	LineTotal    *money.Cents `json:"line_total" jsonschema:"nullable"`
	UnitPrice    *money.Cents `json:"unit_price" jsonschema:"nullable"`

	MenuProductID   *int64           `json:"menu_product_id,omitempty"`
	Name            *string          `json:"name,omitempty"`
	Brand           *string          `json:"brand,omitempty"`
	Category        *catalog.Lineage `json:"category,omitempty"`
	Kind            *catalog.Kind    `json:"kind,omitempty"`
	URLSlug         *string          `json:"url_slug,omitempty"`
	ImageURL        *string          `json:"image_url,omitempty"`
	MaxCartQuantity *int             `json:"max_cart_quantity,omitempty"`
	Stock           *int             `json:"stock,omitempty"`

	DiscountAmount *money.Cents `json:"discount_amount,omitempty"`
	// RegularTotal is what the line would cost without its discounts, for
	// the struck-through price: the browser does no money arithmetic.
	RegularTotal *money.Cents           `json:"regular_total,omitempty"`
	Discounts    []pricing.LineDiscount `json:"discounts,omitzero"`

	// price and discounted are written as price_{PriceID} and
	// discounted_price_{PriceID} when onMenu.
	onMenu     bool
	price      money.Cents
	discounted *money.Cents
}

// MarshalJSON writes the line's fields and its keys named for its weight.
func (l CartProduct) MarshalJSON() ([]byte, error) {
	type fields CartProduct
	if !l.onMenu {
		return core.WithKeys(fields(l))
	}
	return core.WithKeys(fields(l), core.OpenKey{Name: "price_" + string(l.PriceID), Value: l.price},
		core.OpenKey{Name: "discounted_price_" + string(l.PriceID), Value: l.discounted})
}

// OpenKeys names the keys a line may write for its weight.
func (CartProduct) OpenKeys() map[string]any {
	return core.WeightKeys(map[string]any{
		"price_":            map[string]any{"type": "number"},
		"discounted_price_": map[string]any{"type": []string{"number", "null"}},
	})
}

// UnavailableAnswer answers which lines of a bag cannot be bought as they
// stand: their products' ids, once each, and the lines.
type UnavailableAnswer struct {
	UnavailableProductIDs []int64            `json:"unavailable_product_ids"`
	UnavailableProducts   []cart.Unavailable `json:"unavailable_products"`
}

// SalesTaxAnswer answers the sales tax rate an order to an address pays.
type SalesTaxAnswer struct {
	SalesTaxRate money.Rate `json:"sales_tax_rate"`
	// Source is address when the address's rate is known, store when the
	// store's own rate stands in.
	Source string `json:"source"`
}

// POSCartAnswer answers the totals a point of sale needs.
type POSCartAnswer struct {
	POSCart POSCart `json:"pos_cart"`
}

// POSCart is a bag's totals for a point of sale.
type POSCart struct {
	DeliveryFee        money.Cents `json:"delivery_fee"`
	ServiceFee         money.Cents `json:"service_fee"`
	SalesTax           money.Cents `json:"sales_tax"`
	StoreTax           money.Cents `json:"store_tax"`
	RoundingAmount     money.Cents `json:"rounding_amount"`
	Total              money.Cents `json:"total"`
	DiscountedSubtotal money.Cents `json:"discounted_subtotal"`
	AllDiscountsTotal  money.Cents `json:"all_discounts_total"`
}

// BundlePossibilities answers the bundle specials a bag may use.
type BundlePossibilities struct {
	BundlePossibilities []BundlePossibility `json:"bundle_possibilities"`
}

// BundlePossibility is a bundle special, how far the bag is towards it and
// the products it discounts.
type BundlePossibility struct {
	SpecialID              int64                `json:"special_id"`
	Status                 pricing.BundleStatus `json:"status"`
	DiscountableProductIDs []int64              `json:"discountable_product_ids"`
}

// LoyaltyCodeSent answers a wallet's unlock code sent.
type LoyaltyCodeSent struct {
	// Channel is email or phone; Destination where the code went, masked.
	Channel     string `json:"channel"`
	Destination string `json:"destination"`
	Message     string `json:"message"`
}

// LoyaltyAnswer answers a shopper's loyalty wallet at a store. A store
// without a programme answers all three null; a guest gets the wallet
// locked and error saying to sign in.
type LoyaltyAnswer struct {
	CRMIntegration *LoyaltyWallet `json:"crm_integration" jsonschema:"nullable"`
	// IntegrationType is how an unlock code is sent: email or phone.
	IntegrationType *string `json:"integration_type" jsonschema:"nullable"`
	Error           *string `json:"error" jsonschema:"nullable"`
}

// LoyaltyWallet is a shopper's standing in a store's programme.
type LoyaltyWallet struct {
	SignedUp bool `json:"signed_up"`
	Points   int  `json:"points"`
	// Offers is always empty: Pistil's programmes make no offers.
	Offers              []struct{}       `json:"offers"`
	Rewards             []catalog.Reward `json:"rewards"`
	AutomaticRedemption bool             `json:"automatic_redemption"`
	// WalletState is locked or unlocked.
	WalletState                  string `json:"wallet_state"`
	MaxRedemptionCount           int    `json:"max_redemption_count"`
	LoyaltyPointsStackingEnabled bool   `json:"loyalty_points_stacking_enabled"`
	PointsPerDollar              int    `json:"points_per_dollar"`
	// CRMMemberID is the signed-in member's id; absent for a guest.
	CRMMemberID string `json:"crm_member_id,omitempty"`
}
