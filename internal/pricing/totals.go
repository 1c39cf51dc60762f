// Package pricing computes what a cart costs: line totals, discounts, store
// taxes, sales tax, fees and the order total, all in integer cents. It does
// no I/O. The rules are written down in docs/pricing.md.
package pricing

import (
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
	// UnitDiscount is what a product special takes off each unit (see
	// BestUnitPrice), and SpecialID that special; 0 without one.
	UnitDiscount money.Cents
	SpecialID    int64
}

// LineTotal is a priced line.
type LineTotal struct {
	Line
	// Discount is taken off the line by its product special: UnitDiscount × Count.
	Discount money.Cents
	// Total is UnitPrice × Count − Discount.
	Total money.Cents
}

// TaxAmount is one store tax as charged on this cart.
type TaxAmount struct {
	Title  string      `json:"title"`
	Rate   money.Rate  `json:"rate"`
	Amount money.Cents `json:"amount"`
}

// Totals is a priced cart. Its JSON form is the snapshot a reservation keeps.
type Totals struct {
	Lines []LineTotal `json:"-"`
	// ItemTotal is the sum of UnitPrice × Count over the lines.
	ItemTotal money.Cents `json:"item_total"`
	// ProductDiscounts is the sum of line discounts.
	ProductDiscounts money.Cents `json:"product_discounts_total"`
	// DiscountedSubtotal is ItemTotal − every discount.
	DiscountedSubtotal money.Cents `json:"discounted_subtotal"`
	StoreTaxes         []TaxAmount `json:"store_taxes"`
	StoreTaxTotal      money.Cents `json:"store_tax_amount"`
	SalesTaxRate       money.Rate  `json:"sales_tax_rate"`
	SalesTax           money.Cents `json:"sales_tax_amount"`
	TaxIncluded        bool        `json:"tax_included"`
	ServiceFee         money.Cents `json:"service_fee_amount"`
	DeliveryFee        money.Cents `json:"delivery_fee_amount"`
	Tip                money.Cents `json:"tip_amount"`
	// OrderTotal is what the shopper pays.
	OrderTotal money.Cents `json:"order_total"`
}

// Input is everything a cart's price depends on.
type Input struct {
	Lines []Line
	Taxes catalog.Taxes
	// DeliveryFee is the fee of the delivery zone, 0 for other modes.
	DeliveryFee money.Cents
	Tip         money.Cents
}

// Compute prices a cart.
//
// Each store tax is its rate of the discounted subtotal (or of the item
// total when it does not apply to discounted prices), rounded half away from
// zero to the cent. Sales tax is its rate of the discounted subtotal plus the
// store taxes marked taxable, rounded the same way. When the store's prices
// include tax, the taxes are not added again: the amounts are reported as 0
// and the order total is the subtotal plus fees and tip.
func Compute(in Input) Totals {
	t := Totals{
		SalesTaxRate: in.Taxes.SalesTaxRate,
		TaxIncluded:  in.Taxes.TaxIncluded,
		ServiceFee:   in.Taxes.ServiceFeeAmount,
		DeliveryFee:  in.DeliveryFee,
		Tip:          in.Tip,
		StoreTaxes:   []TaxAmount{},
	}
	for _, l := range in.Lines {
		gross := l.UnitPrice * money.Cents(l.Count)
		discount := min(max(l.UnitDiscount, 0), l.UnitPrice) * money.Cents(l.Count)
		lt := LineTotal{Line: l, Discount: discount, Total: gross - discount}
		t.ItemTotal += gross
		t.ProductDiscounts += lt.Discount
		t.Lines = append(t.Lines, lt)
	}
	t.DiscountedSubtotal = t.ItemTotal - t.ProductDiscounts
	if len(in.Lines) == 0 {
		t.ServiceFee = 0
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
	return t
}
