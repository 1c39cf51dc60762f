package pricing

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

var (
	caExcise = catalog.StoreTax{Title: "California cannabis excise tax", Rate: 150000, IsTaxable: true, ApplyToDiscountedPrice: true}
	coRetail = catalog.StoreTax{Title: "Colorado retail marijuana sales tax", Rate: 150000, ApplyToDiscountedPrice: true}
	denver   = catalog.StoreTax{Title: "Denver special marijuana sales tax", Rate: 55000, ApplyToDiscountedPrice: true}
	miExcise = catalog.StoreTax{Title: "Michigan adult-use excise tax", Rate: 100000, ApplyToDiscountedPrice: true}
)

func line(id int64, w catalog.Weight, count int, cents money.Cents) Line {
	return Line{ProductID: id, PriceID: w, Count: count, UnitPrice: cents}
}

func TestCompute(t *testing.T) {
	tests := []struct {
		name string
		in   Input
		// want: item total, store taxes, sales tax, service fee, order total (cents)
		item, storeTax, sales, fee, total money.Cents
	}{
		{
			// 2 × 3500 = 7000; excise 15% = 1050; sales 8.625% × (7000 + 1050) = 694.3125 → 694;
			// 7000 + 1050 + 694 = 8744.
			name: "San Francisco: taxable excise in the sales-tax base",
			in:   Input{Lines: []Line{line(1, catalog.EighthOunce, 2, 3500)}, Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{caExcise}, SalesTaxRate: 86250}},
			item: 7000, storeTax: 1050, sales: 694, total: 8744,
		},
		{
			// 4500 + 1800 = 6300; 15% = 945; 5.5% = 346.5 → 347 (half away from zero);
			// sales 4.81% × 6300 = 303.03 → 303; 6300 + 945 + 347 + 303 = 7895.
			name: "Denver: two store taxes outside the sales-tax base",
			in: Input{Lines: []Line{line(1, catalog.EighthOunce, 1, 4500), line(2, catalog.Each, 1, 1800)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{coRetail, denver}, SalesTaxRate: 48100}},
			item: 6300, storeTax: 1292, sales: 303, total: 7895,
		},
		{
			// 3 × 2999 = 8997; excise 10% = 899.7 → 900; sales 6% × 8997 = 539.82 → 540; 8997 + 900 + 540 = 10437.
			name: "Detroit: 10% excise and 6% sales tax, each rounded",
			in:   Input{Lines: []Line{line(1, catalog.Gram, 3, 2999)}, Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{miExcise}, SalesTaxRate: 60000}},
			item: 8997, storeTax: 900, sales: 540, total: 10437,
		},
		{
			// 1 × 1 cent; 8.625% of 1 = 0.08625 → 0; total 1.
			name: "a one-cent line rounds its tax to nothing",
			in:   Input{Lines: []Line{line(1, catalog.Each, 1, 1)}, Taxes: catalog.Taxes{SalesTaxRate: 86250}},
			item: 1, sales: 0, total: 1,
		},
		{
			// 5 cents at 10%: 0.5 → 1 (half away from zero).
			name: "half a cent rounds up",
			in:   Input{Lines: []Line{line(1, catalog.Each, 1, 5)}, Taxes: catalog.Taxes{SalesTaxRate: 100000}},
			item: 5, sales: 1, total: 6,
		},
		{
			// 2 × 1500 = 3000; HST 13% = 390; service fee 200; tip 300; 3000 + 390 + 200 + 300 = 3890.
			name: "service fee and tip are added after tax",
			in: Input{Lines: []Line{line(1, catalog.Each, 2, 1500)}, Taxes: catalog.Taxes{SalesTaxRate: 130000, ServiceFeeAmount: 200},
				Tip: 300},
			item: 3000, sales: 390, fee: 200, total: 3890,
		},
		{
			// Prices include tax: 2 × 2000 = 4000, nothing added; + 500 delivery = 4500.
			name: "tax-included prices add no tax",
			in: Input{Lines: []Line{line(1, catalog.Each, 2, 2000)}, DeliveryFee: 500,
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{caExcise}, SalesTaxRate: 86250, TaxIncluded: true}},
			item: 4000, total: 4500,
		},
		{
			// Nothing in the bag: no fee is charged.
			name:  "an empty cart costs nothing",
			in:    Input{Taxes: catalog.Taxes{SalesTaxRate: 86250, ServiceFeeAmount: 200}},
			total: 0,
		},
		{
			// 7000 item total; a store tax on the undiscounted price uses the item total (no discounts yet,
			// so both bases are 7000): 10% = 700; 7700.
			name: "a tax on the undiscounted price",
			in: Input{Lines: []Line{line(1, catalog.EighthOunce, 2, 3500)},
				Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "gross receipts", Rate: 100000}}}},
			item: 7000, storeTax: 700, total: 7700,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Compute(tt.in)
			if got.ItemTotal != tt.item || got.StoreTaxTotal != tt.storeTax || got.SalesTax != tt.sales ||
				got.ServiceFee != tt.fee || got.OrderTotal != tt.total {
				t.Errorf("Compute = item %d, store tax %d, sales %d, fee %d, total %d; want %d, %d, %d, %d, %d",
					got.ItemTotal, got.StoreTaxTotal, got.SalesTax, got.ServiceFee, got.OrderTotal,
					tt.item, tt.storeTax, tt.sales, tt.fee, tt.total)
			}
			if len(got.StoreTaxes) != len(tt.in.Taxes.StoreTaxes) {
				t.Errorf("store taxes = %v, want one per store tax", got.StoreTaxes)
			}
		})
	}
}

// FuzzComputeAddsUp checks the invariants of any cart: lines and taxes are
// never negative and the total is the sum of its parts.
func FuzzComputeAddsUp(f *testing.F) {
	f.Add(int64(3500), 2, int64(1800), 1, int64(150000), int64(86250), int64(200), true)
	f.Add(int64(1), 1, int64(0), 0, int64(0), int64(0), int64(0), false)
	f.Fuzz(func(t *testing.T, p1 int64, c1 int, p2 int64, c2 int, storeRate, salesRate, fee int64, taxable bool) {
		if p1 < 0 || p2 < 0 || p1 > 1e8 || p2 > 1e8 || c1 < 0 || c2 < 0 || c1 > 100 || c2 > 100 ||
			storeRate < 0 || storeRate > 1e6 || salesRate < 0 || salesRate > 1e6 || fee < 0 || fee > 1e6 {
			t.Skip()
		}
		in := Input{
			Lines: []Line{line(1, catalog.Gram, c1, money.Cents(p1)), line(2, catalog.Each, c2, money.Cents(p2))},
			Taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "t", Rate: money.Rate(storeRate), IsTaxable: taxable}},
				SalesTaxRate: money.Rate(salesRate), ServiceFeeAmount: money.Cents(fee)},
		}
		got := Compute(in)
		var sum money.Cents
		for _, l := range got.Lines {
			if l.Total < 0 {
				t.Fatalf("negative line %+v", l)
			}
			sum += l.Total
		}
		if sum != got.DiscountedSubtotal || got.StoreTaxTotal < 0 || got.SalesTax < 0 {
			t.Fatalf("lines %d, subtotal %d, store tax %d, sales %d", sum, got.DiscountedSubtotal, got.StoreTaxTotal, got.SalesTax)
		}
		if got.OrderTotal != got.DiscountedSubtotal+got.StoreTaxTotal+got.SalesTax+got.ServiceFee+got.DeliveryFee+got.Tip {
			t.Fatalf("total %d does not add up: %+v", got.OrderTotal, got)
		}
	})
}
