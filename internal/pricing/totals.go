// Package pricing computes what a cart costs: line totals, discounts, store
// taxes, sales tax, fees and the order total, all in integer cents. It does
// no I/O. The rules are written down in docs/pricing.md.
package pricing

import (
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// Line is one cart line to price.
type Line struct {
	ProductID int64
	PriceID   catalog.Weight
	Count     int
	// UnitPrice is the menu price of one unit of the weight.
	UnitPrice money.Cents
	// Menu is the product as the store sells it, which specials are matched
	// against; a line without one takes no special.
	Menu *catalog.MenuProduct
}

// LineDiscount is what one special took off one line.
type LineDiscount struct {
	SpecialID int64 `json:"special_id"`
	// Units is how many of the line's units the special holds (discounted,
	// or counted towards a bundle), Discounted how many of them it took
	// something off, and Amount what it took off them.
	Units      int         `json:"units"`
	Discounted int         `json:"discounted_units"`
	Amount     money.Cents `json:"amount"`
}

// LineTotal is a priced line.
type LineTotal struct {
	Line
	// Discounts lists each special's part, in ascending special id.
	Discounts []LineDiscount
	// SpecialID is the line-level special holding most of the line's units
	// (ties to the lower id), as a discount or as a bundle's qualifiers; 0
	// when none does.
	SpecialID int64
	// Discount is everything taken off the line; Total is UnitPrice × Count − Discount.
	Discount money.Cents
	Total    money.Cents
}

// TaxAmount is one store tax as charged on this cart.
type TaxAmount struct {
	Title  string      `json:"title"`
	Rate   money.Rate  `json:"rate"`
	Amount money.Cents `json:"amount"`
}

// AppliedSpecial is a special that took something off the cart.
type AppliedSpecial struct {
	SpecialID   int64  `json:"special_id"`
	Title       string `json:"title"`
	SpecialType string `json:"special_type"`
	// Category is where its amount is counted: product, brand, group or cart.
	Category string        `json:"category"`
	Amount   money.Cents   `json:"amount"`
	Lines    []AppliedLine `json:"lines"`
}

// AppliedLine is a special's part of one line.
type AppliedLine struct {
	ProductID int64          `json:"product_id"`
	PriceID   catalog.Weight `json:"price_id"`
	Units     int            `json:"units"`
	Amount    money.Cents    `json:"amount"`
}

// CashBack is a cash-back brand special earned by the cart: recorded for
// payout, never taken off the total.
type CashBack struct {
	SpecialID int64       `json:"special_id"`
	Title     string      `json:"title"`
	Label     string      `json:"discount_label"`
	Amount    money.Cents `json:"amount"`
}

// Totals is a priced cart. Its JSON form is the snapshot a reservation keeps.
type Totals struct {
	Lines []LineTotal `json:"-"`
	// ItemTotal is the sum of UnitPrice × Count over the lines.
	ItemTotal money.Cents `json:"item_total"`
	// ProductDiscounts are the store's line-level specials (product, bulk,
	// bundle); BrandDiscounts the brands'; GroupDiscounts the group special;
	// CartDiscount the cart-total and promo-code specials.
	ProductDiscounts      money.Cents `json:"product_discounts_total"`
	BrandDiscounts        money.Cents `json:"brand_discounts_total"`
	GroupDiscounts        money.Cents `json:"group_discounts_total"`
	CartDiscount          money.Cents `json:"cart_discount_amount"`
	CartDiscountSpecialID int64       `json:"cart_discount_special_id,omitempty"`
	AllDiscounts          money.Cents `json:"all_discounts_total"`
	// LoyaltyDiscount is what the loyalty redemptions took off, counted in
	// AllDiscounts; Redeemed is each redemption's part.
	LoyaltyDiscount money.Cents      `json:"crm_redemptions_total,omitempty"`
	Redeemed        []RedeemedAmount `json:"crm_redemptions,omitempty"`
	// DiscountedSubtotal is ItemTotal − AllDiscounts.
	DiscountedSubtotal money.Cents      `json:"discounted_subtotal"`
	Applied            []AppliedSpecial `json:"specials"`
	CashBack           []CashBack       `json:"cash_back"`
	// MaxSpecialsHit reports that the store's max_specials_per_cart cost
	// the shopper something: the best combination without it saves more.
	MaxSpecialsHit bool `json:"max_specials_per_cart_hit"`
	// Bundles is how far the cart is towards each bundle special.
	Bundles       []BundleProgress `json:"-"`
	StoreTaxes    []TaxAmount      `json:"store_taxes"`
	StoreTaxTotal money.Cents      `json:"store_tax_amount"`
	SalesTaxRate  money.Rate       `json:"sales_tax_rate"`
	SalesTax      money.Cents      `json:"sales_tax_amount"`
	TaxIncluded   bool             `json:"tax_included"`
	ServiceFee    money.Cents      `json:"service_fee_amount"`
	DeliveryFee   money.Cents      `json:"delivery_fee_amount"`
	Tip           money.Cents      `json:"tip_amount"`
	// Rounding is what cash rounding added (or, negative, took off).
	Rounding money.Cents `json:"rounding_amount"`
	// OrderTotal is what the shopper pays.
	OrderTotal money.Cents `json:"order_total"`
}

// Input is everything a cart's price depends on.
type Input struct {
	Lines []Line
	Taxes catalog.Taxes
	// Store gives the price floors and max_specials_per_cart; without one no
	// special applies.
	Store *catalog.Store
	// Specials are those that may apply at the store; the engine picks.
	Specials []catalog.Special
	Shopper  Shopper
	Now      time.Time
	// DeliveryFee is the fee of the delivery zone, 0 for other modes.
	DeliveryFee money.Cents
	// FreeDeliveryMinimum waives the delivery fee once the discounted
	// subtotal reaches it (0: never).
	FreeDeliveryMinimum money.Cents
	// Tip is a dollar tip; TipRate, when set, makes the tip that percentage
	// of the discounted subtotal instead (rounded half away from zero).
	Tip     money.Cents
	TipRate *money.Rate
	// CashRounding rounds the order total to 5 ¢ (see RoundCash).
	CashRounding bool
	// Redemptions are loyalty rewards redeemed on the cart. Each takes its
	// cash reward off what is left after the specials, never below zero.
	// With NoStacking, a cart with a redemption takes no special at all:
	// the rewards the shopper chose replace the specials.
	Redemptions []Redemption
	NoStacking  bool
}

// Compute prices a cart.
//
// Specials: the engine picks the combination of the specials that saves
// the shopper most (see docs/pricing.md for the rules) and takes each off
// the units it applies to. Each store tax is its rate of the discounted
// subtotal (or of the item total when it does not apply to discounted
// prices), rounded half away from zero to the cent. Sales tax is its rate of
// the discounted subtotal plus the store taxes marked taxable, rounded the
// same way. When the store's prices include tax, the taxes are not added
// again: the amounts are reported as 0 and the order total is the subtotal
// plus fees and tip. Cash rounding comes last.
func Compute(in Input) Totals {
	t := Totals{
		SalesTaxRate: in.Taxes.SalesTaxRate,
		TaxIncluded:  in.Taxes.TaxIncluded,
		ServiceFee:   in.Taxes.ServiceFeeAmount,
		DeliveryFee:  in.DeliveryFee,
		Tip:          in.Tip,
		StoreTaxes:   []TaxAmount{},
		Applied:      []AppliedSpecial{},
		CashBack:     []CashBack{},
	}
	if in.NoStacking && len(in.Redemptions) > 0 {
		in.Specials = nil
	}
	e, order := newEngine(&in, false)
	e.applyBest(&t, &in, order)
	for _, lt := range t.Lines {
		t.ItemTotal += lt.UnitPrice * money.Cents(lt.Count)
	}
	if len(in.Redemptions) > 0 {
		t.LoyaltyDiscount, t.Redeemed = redeem(t.ItemTotal-t.AllDiscounts, in.Redemptions)
		t.AllDiscounts += t.LoyaltyDiscount
	}
	t.DiscountedSubtotal = t.ItemTotal - t.AllDiscounts
	if len(in.Lines) == 0 {
		t.ServiceFee = 0
	}
	if in.TipRate != nil {
		t.Tip = in.TipRate.Of(t.DiscountedSubtotal)
	}
	if in.FreeDeliveryMinimum > 0 && t.DiscountedSubtotal >= in.FreeDeliveryMinimum {
		t.DeliveryFee = 0
	}
	salesBase := t.DiscountedSubtotal
	for _, tax := range in.Taxes.StoreTaxes {
		base := t.ItemTotal
		if tax.ApplyToDiscountedPrice {
			base = t.DiscountedSubtotal
		}
		amount := tax.Rate.Of(base)
		if t.TaxIncluded {
			amount = 0
		}
		t.StoreTaxes = append(t.StoreTaxes, TaxAmount{Title: tax.Title, Rate: tax.Rate, Amount: amount})
		t.StoreTaxTotal += amount
		if tax.IsTaxable {
			salesBase += amount
		}
	}
	if !t.TaxIncluded {
		t.SalesTax = in.Taxes.SalesTaxRate.Of(salesBase)
	}
	t.OrderTotal = t.DiscountedSubtotal + t.StoreTaxTotal + t.SalesTax + t.ServiceFee + t.DeliveryFee + t.Tip
	if in.CashRounding {
		rounded := RoundCash(t.OrderTotal)
		t.Rounding, t.OrderTotal = rounded-t.OrderTotal, rounded
	}
	return t
}

// RoundCash rounds an amount to the nearest 5 ¢, as Canada rounds cash:
// totals ending in 1, 2, 6 or 7 ¢ go down, those ending in 3, 4, 8 or 9 ¢ go up.
func RoundCash(c money.Cents) money.Cents {
	r := c % 5
	if r < 0 {
		r += 5
	}
	if r <= 2 {
		return c - r
	}
	return c + 5 - r
}
