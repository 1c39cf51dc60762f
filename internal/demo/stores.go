package demo

import (
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// pct turns a percentage into a money.Rate: pct(8.625) is 8.625%.
func pct(p float64) money.Rate { return money.Rate(p*10000 + 0.5) }

func dollars(d int64) money.Cents { return money.Cents(d * 100) }

var week = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// schedule is a week of hours: weekdays, then Saturday and Sunday.
func schedule(weekday, saturday, sunday catalog.Period) []catalog.DayHours {
	out := make([]catalog.DayHours, 0, 7)
	for _, d := range week {
		p := weekday
		switch d {
		case "saturday":
			p = saturday
		case "sunday":
			p = sunday
		}
		out = append(out, catalog.DayHours{Day: d, Period: p})
	}
	return out
}

func hours(from, to string) catalog.Period { return catalog.Period{From: from, To: to} }

func pickup(lead int, payments ...string) catalog.ModeSettings {
	return catalog.ModeSettings{Enabled: true, LeadTimeMinutes: lead, MinLeadTimeMinutes: lead, MaxLeadTimeMinutes: 7 * 24 * 60,
		IntervalMinutes: 30, LastCallMinutes: 15, MaxOrdersPerWindow: 12, PaymentOptions: payments}
}

func delivery(lead int, minimum int64) catalog.ModeSettings {
	return catalog.ModeSettings{Enabled: true, LeadTimeMinutes: lead, MinLeadTimeMinutes: lead, MaxLeadTimeMinutes: 3 * 24 * 60,
		IntervalMinutes: 60, LastCallMinutes: 45, MaxOrdersPerWindow: 6, Minimum: dollars(minimum), PaymentOptions: []string{"debit", "cash"}}
}

var tabs = []string{"featured", "specials", "flower", "pre-roll", "vape", "extract", "edible", "tincture", "topical", "gear", "merch", "grow", "all-products", "brand_specials"}

// Limit policies, from compliance.md section 1 (and section 2 for Canada).
var (
	californiaPolicy = &catalog.CartLimitPolicy{ID: 1, Name: "California adult-use daily limit", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Non-concentrated cannabis", LimitValue: 28.5, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Concentrated cannabis", LimitValue: 8, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape", "pre-roll:Infused"}},
	}}
	coloradoPolicy = &catalog.CartLimitPolicy{ID: 2, Name: "Colorado one-ounce equivalency", Rules: []catalog.CartLimitRule{
		// 1 oz (28 g) flower = 8 g concentrate = 800 mg THC.
		{ProductGroupName: "Flower equivalent", LimitValue: 28, LimitUnit: "g", RuleType: "equivalency",
			ProductTypes: []string{"flower", "pre-roll", "extract", "vape", "edible", "tincture"},
			Equivalents:  map[string]float64{"flower": 1, "pre-roll": 1, "extract": 3.5, "vape": 3.5, "edible": 0.035, "tincture": 0.035}},
	}}
	michiganPolicy = &catalog.CartLimitPolicy{ID: 3, Name: "Michigan 2.5 oz per transaction", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "All marihuana", LimitValue: 70.87, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll", "extract", "vape"}},
		{ProductGroupName: "Concentrate", LimitValue: 15, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
	}}
	washingtonPolicy = &catalog.CartLimitPolicy{ID: 4, Name: "Washington per-form limits", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Useable cannabis", LimitValue: 28.35, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Solid infused products", LimitValue: 453.6, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"edible"}},
		{ProductGroupName: "Liquid infused products", LimitValue: 2041.2, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"tincture", "edible:Drinks"}},
		{ProductGroupName: "Concentrate", LimitValue: 7, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
	}}
	massachusettsPolicy = &catalog.CartLimitPolicy{ID: 5, Name: "Massachusetts one-ounce equivalency", Rules: []catalog.CartLimitRule{
		// 1 oz flower = 5 g concentrate = 500 mg THC in edibles; topicals are unlimited.
		{ProductGroupName: "Flower equivalent", LimitValue: 28.35, LimitUnit: "g", RuleType: "equivalency",
			ProductTypes: []string{"flower", "pre-roll", "extract", "vape", "edible", "tincture"},
			Equivalents:  map[string]float64{"flower": 1, "pre-roll": 1, "extract": 5.67, "vape": 5.67, "edible": 0.0567, "tincture": 0.0567}},
	}}
	illinoisPolicy = &catalog.CartLimitPolicy{ID: 6, Name: "Illinois resident limits", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Cannabis flower", LimitValue: 30, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Cannabis concentrate", LimitValue: 5, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
		{ProductGroupName: "Cannabis-infused products", LimitValue: 500, LimitUnit: "mg", RuleType: "product", ProductTypes: []string{"edible", "tincture"}},
	}}
	newYorkPolicy = &catalog.CartLimitPolicy{ID: 7, Name: "New York daily limits", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Cannabis flower", LimitValue: 85, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll"}},
		{ProductGroupName: "Concentrated cannabis", LimitValue: 24, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"extract", "vape"}},
	}}
	ontarioPolicy = &catalog.CartLimitPolicy{ID: 8, Name: "Ontario 30 g dried equivalent (Cannabis Act Schedule 3)", Rules: []catalog.CartLimitRule{
		// Amounts equal to 1 g dried: 5 g fresh, 15 g solids, 70 g non-solids, 570 g beverages, 0.25 g concentrate, 1 seed.
		// Schedule 3 weighs edibles, beverages and other non-solids (grams of product, not THC milligrams).
		{ProductGroupName: "Dried cannabis equivalent", LimitValue: 30, LimitUnit: "g", RuleType: "equivalency",
			ProductTypes: []string{"flower", "pre-roll", "extract", "vape", "edible", "tincture", "topical", "grow:Seeds"},
			Equivalents: map[string]float64{"flower": 1, "pre-roll": 1, "extract": 4, "vape": 4, "edible": 1.0 / 15,
				"edible:Drinks": 1.0 / 570, "tincture": 1.0 / 70, "topical": 1.0 / 70, "grow:Seeds": 1},
			Measures: map[string]string{"edible": "g", "tincture": "g", "topical": "g"}},
	}}
	puertoRicoPolicy = &catalog.CartLimitPolicy{ID: 9, Name: "Puerto Rico medical patient limit (illustrative)", Rules: []catalog.CartLimitRule{
		{ProductGroupName: "Medicinal cannabis", LimitValue: 28.35, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower", "pre-roll", "extract", "vape"}},
	}}
)

const agreement = "I confirm I am of legal age to buy cannabis, that this order is for my own use, and that I will bring a valid government ID to collect it."

// storeSpec is what differs between the demo stores.
type storeSpec struct {
	id                                    int64
	name, slug, address, city, state, zip string
	country, phone, tz                    string
	lat, long                             float64
	recreational, medical                 bool
	working, deliveryHours                []catalog.DayHours
	delivery                              bool
	zones                                 []catalog.DeliveryZone
	curbside                              string
	taxes                                 catalog.Taxes
	policy                                *catalog.CartLimitPolicy
	age                                   int
	residency                             bool
	// kiosk, when set, gives the store an in-store kiosk with this
	// anonymous checkout setting (allowed, required or none).
	kiosk string
	// ageGate asks visitors their age before the menu.
	ageGate  bool
	banner   string
	view     string
	menuSize int
	// priceLevel scales the base prices: 100 is the national average.
	priceLevel int64
	blurb      string
}

var storeSpecs = []storeSpec{
	{id: 1, name: "Fog City Botanicals", slug: "fog-city-botanicals", address: "1455 Valencia St", city: "San Francisco", state: "CA", zip: "94110",
		country: "US", phone: "(415) 555-0142", tz: "America/Los_Angeles", lat: 37.7502, long: -122.4204, recreational: true, medical: true,
		working:       schedule(hours("09:00", "22:00"), hours("09:00", "22:00"), hours("10:00", "20:00")),
		deliveryHours: schedule(hours("10:00", "21:00"), hours("10:00", "21:00"), hours("11:00", "19:00")),
		delivery:      true,
		zones: []catalog.DeliveryZone{
			{Name: "Mission and Castro", Zipcodes: []string{"94110", "94114", "94103"}, Fee: dollars(5), MinAmount: dollars(50), LeadTimeMinutes: 60},
			// Listed by zip code too: a shopper who types an address has no coordinates.
			{Name: "Rest of the city", Zipcodes: []string{"94102", "94104", "94105", "94107", "94108", "94109", "94111", "94112",
				"94115", "94116", "94117", "94118", "94121", "94122", "94123", "94124", "94127", "94131", "94132", "94133", "94134",
				"94158"}, RadiusMiles: 6, Fee: dollars(10), MinAmount: dollars(75), LeadTimeMinutes: 90},
		},
		curbside: "not_allowed",
		taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "California cannabis excise tax", Rate: pct(15), IsTaxable: true, ApplyToDiscountedPrice: true}},
			SalesTaxRate: pct(8.625)},
		policy: californiaPolicy, age: 21, banner: "<p><strong>Free delivery</strong> in the Mission on orders over $100.</p>", view: "grid_view",
		menuSize: 560, priceLevel: 110, blurb: "A bright Mission District shop with a deep flower menu and same-day delivery across the city."},
	{id: 2, name: "Sunset Grove Dispensary", slug: "sunset-grove-dispensary", address: "7219 Sunset Blvd", city: "Los Angeles", state: "CA", zip: "90046",
		country: "US", phone: "(323) 555-0188", tz: "America/Los_Angeles", lat: 34.0983, long: -118.3470, recreational: true, medical: true,
		// Open late: closing at 02:00 means the next morning.
		working:  schedule(hours("08:00", "02:00"), hours("08:00", "02:00"), hours("09:00", "00:00")),
		curbside: "allowed", kiosk: "allowed",
		taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "California cannabis excise tax", Rate: pct(15), IsTaxable: true, ApplyToDiscountedPrice: true}},
			SalesTaxRate: pct(9.5)},
		policy: californiaPolicy, age: 21, view: "grid_view", menuSize: 720, priceLevel: 100,
		blurb: "Hollywood's late-night stop, open until 2 a.m. with curbside pickup out front."},
	{id: 3, name: "Mile High Apothecary", slug: "mile-high-apothecary", address: "2301 Larimer St", city: "Denver", state: "CO", zip: "80205",
		country: "US", phone: "(303) 555-0117", tz: "America/Denver", lat: 39.7566, long: -104.9880, recreational: true, medical: true,
		working: schedule(hours("08:00", "22:00"), hours("08:00", "22:00"), hours("09:00", "21:00")),
		taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{
			{Title: "Colorado retail marijuana sales tax", Rate: pct(15), ApplyToDiscountedPrice: true},
			{Title: "Denver special marijuana sales tax", Rate: pct(5.5), ApplyToDiscountedPrice: true}},
			SalesTaxRate: pct(4.81)},
		policy: coloradoPolicy, age: 21, view: "list_view", menuSize: 430, priceLevel: 85,
		blurb: "A RiNo apothecary with Colorado-grown flower, rosin from local hash makers and plenty of low-dose edibles."},
	{id: 4, name: "Motor City Cannabis Co.", slug: "motor-city-cannabis-co", address: "3011 W Grand Blvd", city: "Detroit", state: "MI", zip: "48202",
		country: "US", phone: "(313) 555-0164", tz: "America/Detroit", lat: 42.3691, long: -83.0766, recreational: true, medical: true,
		working:       schedule(hours("09:00", "21:00"), hours("09:00", "21:00"), hours("10:00", "18:00")),
		deliveryHours: schedule(hours("11:00", "20:00"), hours("11:00", "20:00"), hours("12:00", "17:00")),
		delivery:      true,
		zones: []catalog.DeliveryZone{{Name: "Detroit", Zipcodes: []string{"48201", "48202", "48204", "48206", "48207", "48208",
			"48210", "48211", "48212", "48213", "48214", "48216", "48226", "48238"}, RadiusMiles: 10, Fee: dollars(7),
			MinAmount: dollars(60), LeadTimeMinutes: 120}},
		taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "Michigan adult-use excise tax", Rate: pct(10), ApplyToDiscountedPrice: true}},
			SalesTaxRate: pct(6)},
		policy: michiganPolicy, age: 21, view: "grid_view", menuSize: 380, priceLevel: 75,
		blurb: "New Center's neighbourhood dispensary: Michigan prices, big bags and delivery across the city."},
	{id: 5, name: "Emerald Sound Cannabis", slug: "emerald-sound-cannabis", address: "1520 NW Market St", city: "Seattle", state: "WA", zip: "98107",
		country: "US", phone: "(206) 555-0131", tz: "America/Los_Angeles", lat: 47.6687, long: -122.3780, recreational: true, medical: true,
		working: schedule(hours("08:00", "23:00"), hours("08:00", "23:00"), hours("08:00", "23:00")),
		// Washington's 37% cannabis excise is part of the shelf price; only sales tax is added.
		taxes:  catalog.Taxes{SalesTaxRate: pct(10.35)},
		policy: washingtonPolicy, age: 21, view: "grid_view", menuSize: 300, priceLevel: 95,
		blurb: "A Ballard shop on Market Street, open every day until 11, with craft flower from both sides of the Cascades."},
	{id: 6, name: "Harborlight Cannabis", slug: "harborlight-cannabis", address: "285 Cambridge St", city: "Boston", state: "MA", zip: "02114",
		country: "US", phone: "(617) 555-0109", tz: "America/New_York", lat: 42.3606, long: -71.0662, recreational: true, ageGate: true,
		working: schedule(hours("10:00", "21:00"), hours("10:00", "21:00"), hours("11:00", "19:00")),
		taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{
			{Title: "Massachusetts marijuana excise tax", Rate: pct(10.75), ApplyToDiscountedPrice: true},
			{Title: "Boston local marijuana tax", Rate: pct(3), ApplyToDiscountedPrice: true}},
			SalesTaxRate: pct(6.25)},
		policy: massachusettsPolicy, age: 21, view: "list_view", menuSize: 260, priceLevel: 105,
		banner: "<p>Pickup only. Please bring a valid ID: we check every order at the door.</p>",
		blurb:  "Beacon Hill's calm, appointment-friendly dispensary with a careful, lab-tested selection."},
	{id: 7, name: "Lakefront Leaf", slug: "lakefront-leaf", address: "1551 N Wells St", city: "Chicago", state: "IL", zip: "60610",
		country: "US", phone: "(312) 555-0176", tz: "America/Chicago", lat: 41.9106, long: -87.6348, recreational: true, medical: true,
		working: schedule(hours("09:00", "21:00"), hours("09:00", "21:00"), hours("10:00", "19:00")),
		taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{{Title: "Illinois cannabis excise tax", Rate: pct(10), ApplyToDiscountedPrice: true}},
			SalesTaxRate: pct(6.25)},
		policy: illinoisPolicy, age: 21, residency: true, view: "grid_view", menuSize: 340, priceLevel: 115,
		blurb: "Old Town's dispensary by the lake. Visiting? Non-residents may buy half the resident limits."},
	{id: 8, name: "Hudson Canopy", slug: "hudson-canopy", address: "412 Broome St", city: "New York", state: "NY", zip: "10013",
		country: "US", phone: "(212) 555-0153", tz: "America/New_York", lat: 40.7214, long: -73.9996, recreational: true,
		working:       schedule(hours("10:00", "22:00"), hours("10:00", "23:00"), hours("11:00", "21:00")),
		deliveryHours: schedule(hours("12:00", "21:00"), hours("12:00", "21:00"), hours("12:00", "20:00")),
		delivery:      true,
		zones: []catalog.DeliveryZone{{Name: "Lower Manhattan", Zipcodes: []string{"10002", "10003", "10007", "10012", "10013", "10014", "10038"},
			Fee: dollars(8), MinAmount: dollars(80), LeadTimeMinutes: 90}},
		taxes: catalog.Taxes{StoreTaxes: []catalog.StoreTax{
			{Title: "New York adult-use cannabis tax", Rate: pct(9), ApplyToDiscountedPrice: true},
			{Title: "New York City local cannabis tax", Rate: pct(4), ApplyToDiscountedPrice: true}}},
		policy: newYorkPolicy, age: 21, view: "grid_view", menuSize: 480, priceLevel: 120,
		blurb: "A SoHo storefront with New York farms on the shelves and delivery below 14th Street."},
	{id: 9, name: "Queen West Cannabis Co.", slug: "queen-west-cannabis-co", address: "788 Queen St W", city: "Toronto", state: "ON", zip: "M6J 1E9",
		country: "CA", phone: "(416) 555-0128", tz: "America/Toronto", lat: 43.6455, long: -79.4091, recreational: true,
		working: schedule(hours("09:00", "23:00"), hours("09:00", "23:00"), hours("10:00", "22:00")),
		// Federal excise duty is in the shelf price; HST is added.
		taxes:  catalog.Taxes{SalesTaxRate: pct(13), CashRounding: true},
		policy: ontarioPolicy, age: 19, view: "grid_view", menuSize: 320, priceLevel: 120,
		blurb: "Trinity Bellwoods' licensed cannabis store: Canadian craft producers, reserved online, picked up in minutes."},
	{id: 10, name: "Condado Wellness Dispensary", slug: "condado-wellness-dispensary", address: "1052 Av. Ashford", city: "San Juan", state: "PR", zip: "00907",
		country: "PR", phone: "(787) 555-0146", tz: "America/Puerto_Rico", lat: 18.4539, long: -66.0700, medical: true,
		working: schedule(hours("10:00", "20:00"), hours("10:00", "20:00"), hours("11:00", "17:00")),
		taxes:   catalog.Taxes{SalesTaxRate: pct(11.5)},
		policy:  puertoRicoPolicy, age: 21, view: "list_view", menuSize: 180, priceLevel: 100,
		banner: "<p>Medical patients only: bring your Puerto Rico medical cannabis card and a photo ID.</p>",
		blurb:  "A medical dispensary in Condado for registered patients, with pharmacists on hand to answer questions."},
}

// store builds a demo store from its spec; the menu is added later.
func (s storeSpec) store() catalog.Store {
	st := catalog.Store{
		ID: s.id, Name: s.name, URLSlug: s.slug, Description: s.blurb, Address: s.address, City: s.city, State: s.state,
		CountryCode: s.country, Zip: s.zip, Phone: s.phone, Lat: s.lat, Long: s.long, TimeZone: s.tz,
		Recreational: s.recreational, Medical: s.medical,
		Hours: catalog.Hours{Working: s.working, Pickup: s.working},
		Fulfillment: catalog.Fulfillment{
			Pickup:                 pickup(15, "cash", "debit"),
			CurbsideSetting:        s.curbside,
			KioskAnonymousCheckout: "none",
		},
		Taxes:           s.taxes,
		CartLimitPolicy: s.policy,
		Tips:            catalog.TipSettings{Variant: "percentage", CustomAmounts: []float64{10, 15, 20}, EnabledFor: []string{"delivery"}},
		Compliance: catalog.Compliance{CheckoutAgeMinimum: s.age, BirthDateRequired: true, IDRequired: !s.recreational,
			CheckoutAgreement: agreement, ResidencyMatters: s.residency, NoFreeCannabisGood: s.state == "CA", AgeGate: s.ageGate},
		MenuSettings: catalog.MenuSettings{MenuTabs: tabs, ViewDefault: s.view, AllowGuestCheckout: true, ReviewsEnabled: true,
			CommunicationBanner: catalog.CommunicationBanner{Enabled: s.banner != "", Message: s.banner}, MaxSpecialsPerCart: 3},
	}
	st.Loyalty = loyaltyProgramme(s.id)
	if s.country == "CA" {
		st.Currency = "CAD"
	} else {
		st.Currency = "USD"
	}
	if !s.recreational {
		st.Compliance.CheckoutAgreement = "I confirm I am a registered medical cannabis patient and will bring my patient card and a photo ID."
	}
	if s.delivery {
		st.Hours.Delivery = s.deliveryHours
		st.Fulfillment.Delivery = delivery(60, 50)
		st.Fulfillment.FreeDeliveryMinimum = dollars(100)
		st.Fulfillment.DeliveryRadiusMiles = 10
		st.DeliveryZones = s.zones
		st.Taxes.DeliveryFee = dollars(5)
	}
	if s.kiosk != "" {
		// Orders at the counter's kiosk: ready in minutes, paid at the counter.
		st.Fulfillment.Kiosk = pickup(5)
		st.Fulfillment.Kiosk.MaxOrdersPerWindow = 40
		st.Fulfillment.KioskAnonymousCheckout = s.kiosk
	}
	if s.curbside == "allowed" || s.curbside == "mandatory" {
		st.Hours.Curbside = s.working
		st.Fulfillment.Curbside = pickup(20, "cash", "debit")
	}
	return st
}
