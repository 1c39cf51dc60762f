// Package catalogtest builds small catalogue documents for tests, with
// figures simple enough to check totals by hand.
package catalogtest

import (
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// Ids of the Small catalogue.
const (
	StoreSF     = 1 // California: 15% excise (taxable) + 8.625% sales tax, age 21
	StoreDenver = 2 // Colorado: 15% retail marijuana sales tax + 4.81% Denver sales tax
	BrandCoast  = 10
	BrandPeak   = 11
	// FlowerBlueDream is sold at StoreSF in gram ($12, stock 40),
	// eighth_ounce ($35, stock 5) and quarter_ounce ($65, stock 0).
	FlowerBlueDream = 100
	// VapeLemon is sold at StoreSF in half_gram ($25, stock 10) and gram ($40, stock 3).
	VapeLemon = 101
	// EdibleGummies is sold each ($18, stock 20) at both stores.
	EdibleGummies = 102
	// GrinderHidden is on StoreSF's menu but not visible.
	GrinderHidden = 103
	// NotOnMenu is a product no store carries.
	NotOnMenu = 104
)

func ptr[T any](v T) *T { return &v }

var week = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

func hours(from, to string) []catalog.DayHours {
	out := make([]catalog.DayHours, len(week))
	for i, d := range week {
		out[i] = catalog.DayHours{Day: d, Period: catalog.Period{From: from, To: to}}
	}
	return out
}

// Small returns a two-store catalogue.
func Small() *catalog.Document {
	pickup := catalog.ModeSettings{Enabled: true, LeadTimeMinutes: 15, IntervalMinutes: 30, PaymentOptions: []string{"cash", "debit"}}
	return &catalog.Document{
		Version: 1,
		Brands: []catalog.Brand{
			{ID: BrandCoast, Name: "Coastal Cultivators", URLSlug: "coastal-cultivators"},
			{ID: BrandPeak, Name: "Peak Provisions", URLSlug: "peak-provisions"},
		},
		Products: []catalog.Product{
			{ID: FlowerBlueDream, BrandID: BrandCoast, Name: "Blue Dream", URLSlug: "blue-dream", Kind: catalog.Flower,
				RootSubtype: "Premium", Category: catalog.Hybrid, Strain: "Blue Dream", PercentTHC: ptr(18.3),
				Effects: []string{"Relaxed", "Happy"}, Flavors: []string{"Berry"},
				Terpenes: []catalog.Terpene{{Name: "beta-Myrcene", Percent: 0.747}}},
			{ID: VapeLemon, BrandID: BrandCoast, Name: "Lemon Haze Cartridge", URLSlug: "lemon-haze-cartridge",
				Kind: catalog.Vape, RootSubtype: "Cartridges", Category: catalog.Sativa, PercentTHC: ptr(85.0)},
			{ID: EdibleGummies, BrandID: BrandPeak, Name: "Sour Cherry Gummies", URLSlug: "sour-cherry-gummies",
				Kind: catalog.Edible, RootSubtype: "Candies", Category: catalog.Indica, DosageMG: ptr(100.0)},
			{ID: GrinderHidden, BrandID: BrandPeak, Name: "Four-piece Grinder", URLSlug: "four-piece-grinder",
				Kind: catalog.Gear, RootSubtype: "Grinders"},
			{ID: NotOnMenu, BrandID: BrandPeak, Name: "Rolling Papers", URLSlug: "rolling-papers",
				Kind: catalog.Gear, RootSubtype: "Papers"},
		},
		Stores: []catalog.Store{
			{
				ID: StoreSF, Name: "Golden Gate Greenhouse", URLSlug: "golden-gate-greenhouse",
				Address: "1455 Valencia St", City: "San Francisco", State: "CA", CountryCode: "US", Zip: "94110",
				Phone: "(415) 555-0142", Lat: 37.7502, Long: -122.4204, TimeZone: "America/Los_Angeles",
				Recreational: true, Medical: true,
				Hours:       catalog.Hours{Working: hours("09:00", "22:00")},
				Fulfillment: catalog.Fulfillment{Pickup: pickup},
				Taxes: catalog.Taxes{
					StoreTaxes:   []catalog.StoreTax{{Title: "California cannabis excise tax", Rate: 150000, IsTaxable: true, ApplyToDiscountedPrice: true}},
					SalesTaxRate: 86250,
				},
				Compliance:   catalog.Compliance{CheckoutAgeMinimum: 21, BirthDateRequired: true},
				MenuSettings: catalog.MenuSettings{AllowGuestCheckout: true, ReviewsEnabled: true},
				Menu: []catalog.MenuItem{
					{ProductID: FlowerBlueDream, BestSellerRank: 1, Weights: []catalog.MenuWeight{
						{PriceID: catalog.Gram, Price: 1200, Stock: 40},
						{PriceID: catalog.EighthOunce, Price: 3500, Stock: 5},
						{PriceID: catalog.QuarterOunce, Price: 6500, Stock: 0},
					}},
					{ProductID: VapeLemon, MaxCartQuantity: 4, Weights: []catalog.MenuWeight{
						{PriceID: catalog.HalfGram, Price: 2500, Stock: 10},
						{PriceID: catalog.Gram, Price: 4000, Stock: 3},
					}},
					{ProductID: EdibleGummies, Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 1800, Stock: 20}}},
					{ProductID: GrinderHidden, Visible: ptr(false), Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 2000, Stock: 2}}},
				},
			},
			{
				ID: StoreDenver, Name: "Mile High Apothecary", URLSlug: "mile-high-apothecary",
				Address: "2301 Larimer St", City: "Denver", State: "CO", CountryCode: "US", Zip: "80205",
				Phone: "(303) 555-0117", Lat: 39.7566, Long: -104.9880, TimeZone: "America/Denver",
				Recreational: true,
				Hours:        catalog.Hours{Working: hours("08:00", "22:00")},
				Fulfillment:  catalog.Fulfillment{Pickup: pickup},
				Taxes: catalog.Taxes{
					StoreTaxes:   []catalog.StoreTax{{Title: "Colorado retail marijuana sales tax", Rate: 150000}},
					SalesTaxRate: 48100,
				},
				Compliance:   catalog.Compliance{CheckoutAgeMinimum: 21},
				MenuSettings: catalog.MenuSettings{AllowGuestCheckout: true},
				Menu: []catalog.MenuItem{
					{ProductID: EdibleGummies, Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 2000, Stock: 8}}},
				},
			},
		},
		Reviews: []catalog.Review{
			{ID: 1, ProductID: FlowerBlueDream, StoreID: StoreSF, Rating: 5, Nickname: "sam", CreatedAt: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)},
			{ID: 2, ProductID: FlowerBlueDream, StoreID: StoreSF, Rating: 4, Nickname: "lee", CreatedAt: time.Date(2026, 5, 2, 12, 0, 0, 0, time.UTC)},
		},
	}
}

// Cents is a convenience for test tables.
func Cents(c int64) money.Cents { return money.Cents(c) }
