package pricing

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// summary is the part of Totals a worked example states, in cents.
type summary struct {
	Item, Discounts, Subtotal money.Cents
	StoreTaxes                []money.Cents // one amount per store tax, in order
	StoreTaxTotal, SalesTax   money.Cents
	ServiceFee, Delivery, Tip money.Cents
	Total                     money.Cents
	TaxIncluded               bool
}

func summarize(t Totals) summary {
	s := summary{Item: t.ItemTotal, Discounts: t.ProductDiscounts, Subtotal: t.DiscountedSubtotal,
		StoreTaxTotal: t.StoreTaxTotal, SalesTax: t.SalesTax,
		ServiceFee: t.ServiceFee, Delivery: t.DeliveryFee, Tip: t.Tip, Total: t.OrderTotal, TaxIncluded: t.TaxIncluded}
	for _, tax := range t.StoreTaxes {
		s.StoreTaxes = append(s.StoreTaxes, tax.Amount)
	}
	return s
}

// diffFields lists the fields of two structs of the same type that differ,
// one "field: got, want" per line.
func diffFields(got, want any) string {
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	var b strings.Builder
	for i := range gv.NumField() {
		g, w := gv.Field(i).Interface(), wv.Field(i).Interface()
		if !reflect.DeepEqual(g, w) {
			fmt.Fprintf(&b, "\n\t%s: got %v, want %v", gv.Type().Field(i).Name, g, w)
		}
	}
	return b.String()
}

var (
	// Taxes of catalogtest.Small's San Francisco store.
	sfTaxes = catalog.Taxes{StoreTaxes: []catalog.StoreTax{caExcise}, SalesTaxRate: 86250}
	// Taxes of catalogtest.Small's Denver store: the 15% is not taxable and is
	// charged on the undiscounted price.
	denverFixture = catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "Colorado retail marijuana sales tax", Rate: 150000}},
		SalesTaxRate: 48100}
)

func TestComputeByHand(t *testing.T) {
	tests := []struct {
		name string
		in   Input
		want summary
	}{
		{
			// 2 × 3500 = 7000; excise 15% × 7000 = 1050; sales 8.625% × (7000 + 1050) = 8050 × 0.08625
			// = 694.3125 → 694; total 7000 + 1050 + 694 = 8744 ($87.44).
			name: "California fixture: two eighths",
			in:   Input{Lines: []Line{line(100, catalog.EighthOunce, 2, 3500)}, Taxes: sfTaxes},
			want: summary{Item: 7000, Subtotal: 7000, StoreTaxes: []money.Cents{1050}, StoreTaxTotal: 1050, SalesTax: 694, Total: 8744},
		},
		{
			// 3 × 1200 + 1 × 2500 + 1 × 1800 = 3600 + 2500 + 1800 = 7900; excise 15% = 1185;
			// sales 8.625% × (7900 + 1185) = 9085 × 0.08625 = 783.58125 → 784; total 7900 + 1185 + 784 = 9869.
			name: "California fixture: three lines",
			in: Input{Lines: []Line{line(100, catalog.Gram, 3, 1200), line(101, catalog.HalfGram, 1, 2500),
				line(102, catalog.Each, 1, 1800)}, Taxes: sfTaxes},
			want: summary{Item: 7900, Subtotal: 7900, StoreTaxes: []money.Cents{1185}, StoreTaxTotal: 1185, SalesTax: 784, Total: 9869},
		},
		{
			// The same 7900 with the excise not taxable: sales 8.625% × 7900 = 681.375 → 681;
			// total 7900 + 1185 + 681 = 9766 (103 cents less than with the excise in the base).
			name: "is_taxable off keeps the store tax out of the sales-tax base",
			in: Input{Lines: []Line{line(100, catalog.Gram, 3, 1200), line(101, catalog.HalfGram, 1, 2500),
				line(102, catalog.Each, 1, 1800)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "excise", Rate: 150000, ApplyToDiscountedPrice: true}}, SalesTaxRate: 86250}},
			want: summary{Item: 7900, Subtotal: 7900, StoreTaxes: []money.Cents{1185}, StoreTaxTotal: 1185, SalesTax: 681, Total: 9766},
		},
		{
			// 10 × 25000 = 250000; excise 15% = 37500; sales 8.625% × 287500 = 24796.875 → 24797;
			// total 250000 + 37500 + 24797 = 312297 ($3,122.97).
			name: "California: ten ounces",
			in:   Input{Lines: []Line{line(100, catalog.Ounce, 10, 25000)}, Taxes: sfTaxes},
			want: summary{Item: 250000, Subtotal: 250000, StoreTaxes: []money.Cents{37500}, StoreTaxTotal: 37500, SalesTax: 24797, Total: 312297},
		},
		{
			// 2 × 2000 = 4000; Colorado 15% = 600 (on the undiscounted price, not taxable);
			// sales 4.81% × 4000 = 192.4 → 192; total 4000 + 600 + 192 = 4792.
			name: "Denver fixture: two packs of gummies",
			in:   Input{Lines: []Line{line(102, catalog.Each, 2, 2000)}, Taxes: denverFixture},
			want: summary{Item: 4000, Subtotal: 4000, StoreTaxes: []money.Cents{600}, StoreTaxTotal: 600, SalesTax: 192, Total: 4792},
		},
		{
			// 4500 + 1800 = 6300; Colorado 15% = 945; Denver 5.5% = 346.5 → 347; sales 4.81% × 6300 = 303.03
			// → 303; store taxes 945 + 347 = 1292; total 6300 + 1292 + 303 = 7895 ($78.95).
			name: "Colorado-style: two store taxes, neither taxable",
			in: Input{Lines: []Line{line(1, catalog.EighthOunce, 1, 4500), line(2, catalog.Each, 1, 1800)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{coRetail, denver}, SalesTaxRate: 48100}},
			want: summary{Item: 6300, Subtotal: 6300, StoreTaxes: []money.Cents{945, 347}, StoreTaxTotal: 1292, SalesTax: 303, Total: 7895},
		},
		{
			// 2 × 2999 + 1500 = 7498; excise 10% = 749.8 → 750; sales 6% × 7498 = 449.88 → 450;
			// total 7498 + 750 + 450 = 8698.
			name: "Michigan: 10% excise and 6% sales tax",
			in: Input{Lines: []Line{line(1, catalog.Gram, 2, 2999), line(2, catalog.Each, 1, 1500)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{miExcise}, SalesTaxRate: 60000}},
			want: summary{Item: 7498, Subtotal: 7498, StoreTaxes: []money.Cents{750}, StoreTaxTotal: 750, SalesTax: 450, Total: 8698},
		},
		{
			// 1000; store tax 5% taxable = 50; sales 5% × 1050 = 52.5 → 53 (half away from zero);
			// total 1000 + 50 + 53 = 1103.
			name: "sales tax of exactly half a cent rounds up",
			in: Input{Lines: []Line{line(1, catalog.Each, 1, 1000)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "t", Rate: 50000, IsTaxable: true, ApplyToDiscountedPrice: true}}, SalesTaxRate: 50000}},
			want: summary{Item: 1000, Subtotal: 1000, StoreTaxes: []money.Cents{50}, StoreTaxTotal: 50, SalesTax: 53, Total: 1103},
		},
		{
			// 8 cents; two 5% taxes: each 0.4 → 0. Rounded per tax line, not summed first
			// (0.4 + 0.4 = 0.8 would round to 1). Total 8.
			name: "each store tax is rounded on its own: two 0.4 cents are 0",
			in: Input{Lines: []Line{line(1, catalog.Each, 1, 8)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "a", Rate: 50000}, {Title: "b", Rate: 50000}}}},
			want: summary{Item: 8, Subtotal: 8, StoreTaxes: []money.Cents{0, 0}, Total: 8},
		},
		{
			// 10 cents; two 5% taxes: each 0.5 → 1, so 2 in all (1.0 summed first would be 1). Total 12.
			name: "each store tax is rounded on its own: two half cents are 2",
			in: Input{Lines: []Line{line(1, catalog.Each, 1, 10)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "a", Rate: 50000}, {Title: "b", Rate: 50000}}}},
			want: summary{Item: 10, Subtotal: 10, StoreTaxes: []money.Cents{1, 1}, StoreTaxTotal: 2, Total: 12},
		},
		{
			// 2 × 1250 = 2500; a taxable tax on the undiscounted price: 10% × 2500 = 250;
			// sales 6% × (2500 + 250) = 165; total 2500 + 250 + 165 = 2915.
			name: "a taxable store tax on the undiscounted price",
			in: Input{Lines: []Line{line(1, catalog.Each, 2, 1250)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "gross receipts", Rate: 100000, IsTaxable: true}}, SalesTaxRate: 60000}},
			want: summary{Item: 2500, Subtotal: 2500, StoreTaxes: []money.Cents{250}, StoreTaxTotal: 250, SalesTax: 165, Total: 2915},
		},
		{
			// 1800; Colorado 15% = 270; sales 4.81% × 1800 = 86.58 → 87; service fee 200, delivery 500,
			// tip 300 are added after tax and untaxed: 1800 + 270 + 87 + 200 + 500 + 300 = 3157.
			name: "service fee, delivery fee and tip",
			in: Input{Lines: []Line{line(102, catalog.Each, 1, 1800)}, DeliveryFee: 500, Tip: 300,
				Taxes: catalog.Taxes{StoreTaxes: denverFixture.StoreTaxes, SalesTaxRate: 48100, ServiceFeeAmount: 200}},
			want: summary{Item: 1800, Subtotal: 1800, StoreTaxes: []money.Cents{270}, StoreTaxTotal: 270, SalesTax: 87,
				ServiceFee: 200, Delivery: 500, Tip: 300, Total: 3157},
		},
		{
			// Prices include tax: 2 × 3500 = 7000 and nothing is added: the excise is reported at 0
			// and so is sales tax; 7000 + service fee 150 = 7150.
			name: "tax_included adds no tax",
			in: Input{Lines: []Line{line(100, catalog.EighthOunce, 2, 3500)},
				Taxes: catalog.Taxes{StoreTaxes: sfTaxes.StoreTaxes, SalesTaxRate: 86250, TaxIncluded: true, ServiceFeeAmount: 150}},
			want: summary{Item: 7000, Subtotal: 7000, StoreTaxes: []money.Cents{0}, ServiceFee: 150, Total: 7150, TaxIncluded: true},
		},
		{
			// Nothing in the cart: the 250 service fee is dropped; no lines, no tax; total 0.
			name: "an empty cart drops the service fee",
			in:   Input{Taxes: catalog.Taxes{StoreTaxes: sfTaxes.StoreTaxes, SalesTaxRate: 86250, ServiceFeeAmount: 250}},
			want: summary{StoreTaxes: []money.Cents{0}},
		},
		{
			// 3 × 999 = 2997 with no taxes at all: the total is the item total.
			name: "a store without taxes",
			in:   Input{Lines: []Line{line(1, catalog.Each, 3, 999)}},
			want: summary{Item: 2997, Subtotal: 2997, Total: 2997},
		},
		{
			// 1 × 1 cent; 15% = 0.15 → 0; sales 8.625% × 1 = 0.08625 → 0; total 1.
			name: "a one-cent line rounds both taxes to nothing",
			in:   Input{Lines: []Line{line(1, catalog.Each, 1, 1)}, Taxes: sfTaxes},
			want: summary{Item: 1, Subtotal: 1, StoreTaxes: []money.Cents{0}, Total: 1},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := summarize(Compute(tt.in))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Compute(%s) differs:%s", tt.name, diffFields(got, tt.want))
			}
		})
	}
}

func TestComputeLinesByHand(t *testing.T) {
	in := Input{Lines: []Line{line(100, catalog.Gram, 3, 1200), line(101, catalog.HalfGram, 1, 2500), line(102, catalog.Each, 4, 1799)}}
	got := Compute(in)
	want := []LineTotal{
		{Line: in.Lines[0], Total: 3600}, // 3 × 1200
		{Line: in.Lines[1], Total: 2500}, // 1 × 2500
		{Line: in.Lines[2], Total: 7196}, // 4 × 1799 = 7196
	}
	if !reflect.DeepEqual(got.Lines, want) {
		t.Errorf("Compute(lines).Lines = %+v, want %+v", got.Lines, want)
	}
	// 3600 + 2500 + 7196 = 13296.
	if got.ItemTotal != 13296 || got.DiscountedSubtotal != 13296 || got.ProductDiscounts != 0 {
		t.Errorf("Compute(lines) = item %d, subtotal %d, discounts %d, want 13296, 13296, 0",
			got.ItemTotal, got.DiscountedSubtotal, got.ProductDiscounts)
	}
}

func TestComputeStoreTaxLines(t *testing.T) {
	got := Compute(Input{Lines: []Line{line(1, catalog.EighthOunce, 1, 4500), line(2, catalog.Each, 1, 1800)},
		Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{coRetail, denver}, SalesTaxRate: 48100}})
	want := []TaxAmount{
		{Title: "Colorado retail marijuana sales tax", Rate: 150000, Amount: 945}, // 15% × 6300
		{Title: "Denver special marijuana sales tax", Rate: 55000, Amount: 347},   // 5.5% × 6300 = 346.5 → 347
	}
	if !reflect.DeepEqual(got.StoreTaxes, want) {
		t.Errorf("Compute(Denver).StoreTaxes = %+v, want %+v", got.StoreTaxes, want)
	}
}

// TestComputeJSON pins the snapshot a reservation keeps, for the California
// fixture worked above: amounts in dollars with two decimals, rates in percent.
func TestComputeJSON(t *testing.T) {
	got, err := json.Marshal(Compute(Input{Lines: []Line{line(100, catalog.EighthOunce, 2, 3500)}, Taxes: sfTaxes}))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"item_total":70.00,"product_discounts_total":0.00,"brand_discounts_total":0.00,` +
		`"group_discounts_total":0.00,"cart_discount_amount":0.00,"all_discounts_total":0.00,"discounted_subtotal":70.00,` +
		`"specials":[],"cash_back":[],"max_specials_per_cart_hit":false,` +
		`"store_taxes":[{"title":"California cannabis excise tax","rate":15,"amount":10.50}],` +
		`"store_tax_amount":10.50,"sales_tax_rate":8.625,"sales_tax_amount":6.94,"tax_included":false,` +
		`"service_fee_amount":0.00,"delivery_fee_amount":0.00,"tip_amount":0.00,"rounding_amount":0.00,"order_total":87.44}`
	if string(got) != want {
		t.Errorf("json.Marshal(Compute(California)) =\n%s\nwant\n%s", got, want)
	}
	// An empty cart still lists its store taxes as an array, never null.
	empty, _ := json.Marshal(Compute(Input{}))
	if !strings.Contains(string(empty), `"store_taxes":[]`) {
		t.Errorf("json.Marshal(Compute(empty)) = %s, want store_taxes []", empty)
	}
}

// FuzzComputeInvariants checks, for any cart of non-negative prices and
// rates: no line total is negative, the order total is the discounted
// subtotal plus store taxes, sales tax, fees and tip, no tax is negative, each
// tax is within half a cent of its exact value, and tax_included adds no tax.
func FuzzComputeInvariants(f *testing.F) {
	f.Add(int64(3500), uint8(2), int64(1200), uint8(3), int64(1800), uint8(1),
		int64(150000), int64(55000), int64(86250), uint8(0b0011), int64(200), int64(500), int64(300))
	f.Add(int64(1), uint8(1), int64(0), uint8(0), int64(0), uint8(0),
		int64(0), int64(0), int64(0), uint8(0), int64(0), int64(0), int64(0))
	f.Add(int64(4500), uint8(1), int64(1800), uint8(1), int64(0), uint8(0),
		int64(150000), int64(55000), int64(48100), uint8(0b1010000), int64(0), int64(0), int64(0))
	f.Add(int64(3500), uint8(2), int64(0), uint8(0), int64(0), uint8(0),
		int64(150000), int64(0), int64(86250), uint8(0b10000), int64(150), int64(0), int64(0)) // tax included
	f.Fuzz(func(t *testing.T, p1 int64, c1 uint8, p2 int64, c2 uint8, p3 int64, c3 uint8,
		rateA, rateB, salesRate int64, flags uint8, fee, delivery, tip int64) {
		for _, v := range []int64{p1, p2, p3, fee, delivery, tip} {
			if v < 0 || v > 10_000_000 { // up to $100,000 a unit
				t.Skip()
			}
		}
		for _, r := range []int64{rateA, rateB, salesRate} {
			if r < 0 || r > 1_000_000 {
				t.Skip()
			}
		}
		in := Input{
			Taxes: catalog.Taxes{
				StoreTaxes: []catalog.StoreTax{
					{Title: "a", Rate: money.Rate(rateA), IsTaxable: flags&1 != 0, ApplyToDiscountedPrice: flags&2 != 0},
					{Title: "b", Rate: money.Rate(rateB), IsTaxable: flags&4 != 0, ApplyToDiscountedPrice: flags&8 != 0},
				},
				SalesTaxRate: money.Rate(salesRate), TaxIncluded: flags&16 != 0, ServiceFeeAmount: money.Cents(fee),
			},
			DeliveryFee: money.Cents(delivery), Tip: money.Cents(tip),
		}
		// flags bit 6 empties the cart.
		if flags&64 == 0 {
			for i, l := range []struct {
				p int64
				c uint8
			}{{p1, c1}, {p2, c2}, {p3, c3}} {
				if l.c > 0 {
					in.Lines = append(in.Lines, line(int64(i+1), catalog.Each, int(l.c), money.Cents(l.p)))
				}
			}
		}
		got := Compute(in)

		var item money.Cents
		for _, l := range got.Lines {
			if l.Total < 0 || l.Total != l.UnitPrice*money.Cents(l.Count)-l.Discount {
				t.Fatalf("line %+v: total is negative or not unit price × count − discount", l)
			}
			item += l.UnitPrice * money.Cents(l.Count)
		}
		if got.ItemTotal != item || got.DiscountedSubtotal != got.ItemTotal-got.ProductDiscounts {
			t.Fatalf("item total %d (lines say %d), subtotal %d, discounts %d", got.ItemTotal, item, got.DiscountedSubtotal, got.ProductDiscounts)
		}
		var storeTax, salesBase money.Cents = 0, got.DiscountedSubtotal
		for i, tax := range got.StoreTaxes {
			if tax.Amount < 0 {
				t.Fatalf("store tax %d = %d, negative", i, tax.Amount)
			}
			storeTax += tax.Amount
			if in.Taxes.StoreTaxes[i].IsTaxable {
				salesBase += tax.Amount
			}
			base := got.ItemTotal
			if in.Taxes.StoreTaxes[i].ApplyToDiscountedPrice {
				base = got.DiscountedSubtotal
			}
			if !got.TaxIncluded && !withinHalfCent(tax.Amount, tax.Rate, base) {
				t.Fatalf("store tax %d = %d, not %d ppm of %d rounded", i, tax.Amount, tax.Rate, base)
			}
		}
		if got.StoreTaxTotal != storeTax || got.SalesTax < 0 {
			t.Fatalf("store tax total %d (lines say %d), sales tax %d", got.StoreTaxTotal, storeTax, got.SalesTax)
		}
		if got.TaxIncluded {
			if got.StoreTaxTotal != 0 || got.SalesTax != 0 {
				t.Fatalf("tax included, yet store tax %d and sales tax %d", got.StoreTaxTotal, got.SalesTax)
			}
		} else if !withinHalfCent(got.SalesTax, got.SalesTaxRate, salesBase) {
			t.Fatalf("sales tax %d, not %d ppm of %d rounded", got.SalesTax, got.SalesTaxRate, salesBase)
		}
		if len(in.Lines) == 0 && got.ServiceFee != 0 {
			t.Fatalf("empty cart charged a service fee of %d", got.ServiceFee)
		}
		sum := got.DiscountedSubtotal + got.StoreTaxTotal + got.SalesTax + got.ServiceFee + got.DeliveryFee + got.Tip
		if got.OrderTotal != sum {
			t.Fatalf("order total %d, parts add up to %d: %+v", got.OrderTotal, sum, got)
		}
	})
}

// withinHalfCent reports whether amount is rate (ppm) of base rounded to the
// nearest cent: |amount × 1,000,000 − rate × base| ≤ 500,000.
func withinHalfCent(amount money.Cents, rate money.Rate, base money.Cents) bool {
	d := int64(amount)*1_000_000 - int64(rate)*int64(base)
	return d <= 500_000 && d >= -500_000
}
