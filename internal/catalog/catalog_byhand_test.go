package catalog_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
)

func TestParseWeightByHand(t *testing.T) {
	tests := []struct {
		in   string
		want catalog.Weight // "" for an error
	}{
		{"half_gram", catalog.HalfGram}, {"half gram", catalog.HalfGram},
		{"gram", catalog.Gram},
		{"two_gram", catalog.TwoGram}, {"two gram", catalog.TwoGram},
		{"eighth_ounce", catalog.EighthOunce}, {"eighth ounce", catalog.EighthOunce},
		{"quarter_ounce", catalog.QuarterOunce}, {"quarter ounce", catalog.QuarterOunce},
		{"half_ounce", catalog.HalfOunce}, {"half ounce", catalog.HalfOunce},
		{"ounce", catalog.Ounce},
		{"each", catalog.Each},
		{"\t eighth ounce \n", catalog.EighthOunce}, // outer space trimmed first
		{"eighth  ounce", ""},                       // two spaces become two underscores
		{"eighth-ounce", ""},
		{"EIGHTH_OUNCE", ""}, // price ids are lowercase
		{"3.5g", ""},         // a label is not a price id
		{"Each", ""},
		{"ounces", ""},
		{"", ""},
	}
	for _, tt := range tests {
		got, err := catalog.ParseWeight(tt.in)
		if tt.want == "" {
			if err == nil || got != "" {
				t.Errorf("ParseWeight(%q) = %q, %v, want an error", tt.in, got, err)
			} else if !strings.Contains(err.Error(), "half_gram, gram, two_gram, eighth_ounce") {
				t.Errorf("ParseWeight(%q) error = %q, want it to list the weights", tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseWeight(%q) = %q, %v, want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestWeightByHand(t *testing.T) {
	tests := []struct {
		w             catalog.Weight
		label, spaced string
		index         int
		mg            int64
		valid         bool
	}{
		{catalog.HalfGram, "0.5g", "half gram", 0, 500, true},
		{catalog.Gram, "1g", "gram", 1, 1000, true},
		{catalog.TwoGram, "2g", "two gram", 2, 2000, true},
		{catalog.EighthOunce, "3.5g", "eighth ounce", 3, 3500, true}, // an eighth of 28 g
		{catalog.QuarterOunce, "7g", "quarter ounce", 4, 7000, true},
		{catalog.HalfOunce, "14g", "half ounce", 5, 14000, true},
		{catalog.Ounce, "28g", "ounce", 6, 28000, true},
		{catalog.Each, "Each", "each", 7, 0, true},
		{"kilo", "", "kilo", 8, 0, false}, // unknown: no label, sorts last (len(Weights) = 8)
	}
	for _, tt := range tests {
		if got := tt.w.Label(); got != tt.label {
			t.Errorf("%q.Label() = %q, want %q", tt.w, got, tt.label)
		}
		if got := tt.w.Spaced(); got != tt.spaced {
			t.Errorf("%q.Spaced() = %q, want %q", tt.w, got, tt.spaced)
		}
		if got := tt.w.Index(); got != tt.index {
			t.Errorf("%q.Index() = %d, want %d", tt.w, got, tt.index)
		}
		if got := tt.w.Milligrams(); got != tt.mg {
			t.Errorf("%q.Milligrams() = %d, want %d", tt.w, got, tt.mg)
		}
		if got := tt.w.Valid(); got != tt.valid {
			t.Errorf("%q.Valid() = %v, want %v", tt.w, got, tt.valid)
		}
		if tt.valid {
			if back, err := catalog.ParseWeight(tt.w.Spaced()); err != nil || back != tt.w {
				t.Errorf("ParseWeight(%q) = %q, %v, want %q", tt.w.Spaced(), back, err, tt.w)
			}
		}
	}
}

func TestKindWeightsByHand(t *testing.T) {
	flower := []catalog.Weight{catalog.Gram, catalog.TwoGram, catalog.EighthOunce, catalog.QuarterOunce, catalog.HalfOunce, catalog.Ounce}
	byWeight := append([]catalog.Weight{catalog.HalfGram}, flower...)
	each := []catalog.Weight{catalog.Each}
	tests := []struct {
		kind    catalog.Kind
		allowed []catalog.Weight
		def     catalog.Weight
		byW     bool
	}{
		{catalog.Flower, flower, catalog.EighthOunce, true}, // six weights, no half gram
		{catalog.Extract, byWeight, catalog.HalfGram, true}, // seven
		{catalog.Vape, byWeight, catalog.HalfGram, true},    // seven
		{catalog.PreRoll, each, catalog.Each, false},
		{catalog.Edible, each, catalog.Each, false},
		{catalog.Tincture, each, catalog.Each, false},
		{catalog.Topical, each, catalog.Each, false},
		{catalog.Gear, each, catalog.Each, false},
		{catalog.Merch, each, catalog.Each, false},
		{catalog.Grow, each, catalog.Each, false},
		{"cigar", each, catalog.Each, false}, // unknown kinds are sold each
	}
	for _, tt := range tests {
		if got := tt.kind.AllowedWeights(); !reflect.DeepEqual(got, tt.allowed) {
			t.Errorf("%s.AllowedWeights() = %v, want %v", tt.kind, got, tt.allowed)
		}
		if got := tt.kind.DefaultWeight(); got != tt.def {
			t.Errorf("%s.DefaultWeight() = %s, want %s", tt.kind, got, tt.def)
		}
		if got := tt.kind.SoldByWeight(); got != tt.byW {
			t.Errorf("%s.SoldByWeight() = %v, want %v", tt.kind, got, tt.byW)
		}
	}
}

func TestDefaultPhotoPathByHand(t *testing.T) {
	tests := []struct {
		root    string
		kind    catalog.Kind
		subtype string
		lineage catalog.Lineage
		want    string
	}{
		// root/type/subtype.svg, both lowercased and stripped to letters and digits.
		{"/img", catalog.Edible, "Teas & Coffee", "", "/img/edible/teascoffee.svg"},
		{"/img", catalog.Edible, "ice-creams", "", "/img/edible/icecreams.svg"},
		{"/img", catalog.Extract, "Diamonds/Crystals", "", "/img/extract/diamondscrystals.svg"},
		{"/img", catalog.Extract, "Syringes & Tankers", "", "/img/extract/syringestankers.svg"},
		{"/img", catalog.PreRoll, "Infused Blunts", "", "/img/preroll/infusedblunts.svg"}, // "pre-roll" is folder preroll
		{"/img", catalog.Tincture, "Sublinguals", "", "/img/tincture/sublinguals.svg"},
		{"/img", catalog.Topical, "Roll-ons", "", "/img/topical/rollons.svg"},
		{"/img", catalog.Topical, "Lip Balms", "", "/img/topical/lipbalms.svg"},
		{"/img", catalog.Vape, "Specialty Pods", "", "/img/vape/specialtypods.svg"},
		{"/img", catalog.Gear, "Grinders", "", "/img/gear/grinders.svg"},
		{"/img", catalog.Merch, "Jewelry", "", "/img/merch/jewelry.svg"},
		{"/img", catalog.Grow, "Clones", "", "/img/grow/clones.svg"},
		// Flower: a known subtype wins over the lineage...
		{"/img", catalog.Flower, "Shake", catalog.Sativa, "/img/flower/shake.svg"},
		{"/img", catalog.Flower, "CBD", catalog.Indica, "/img/flower/cbd.svg"},
		// ...an unknown one falls back to the lineage (the category)...
		{"/img", catalog.Flower, "Premium", catalog.Indica, "/img/flower/indica.svg"},
		{"/img", catalog.Flower, "Smalls", catalog.CBD, "/img/flower/cbd.svg"},
		{"/img", catalog.Flower, "", catalog.Hybrid, "/img/flower/hybrid.svg"},
		// ...and with no lineage either, the general hybrid image.
		{"/img", catalog.Flower, "Premium", "", "/img/general/hybrid.svg"},
		{"/img", catalog.Flower, "Premium", "ruderalis", "/img/general/hybrid.svg"},
		// Other kinds with an unknown subtype: the general image for the type.
		{"/img", catalog.Edible, "Gelato", "", "/img/general/edible.svg"},
		{"/img", catalog.Edible, "", catalog.Indica, "/img/general/edible.svg"}, // the lineage plays no part
		{"/img", catalog.Extract, "Crumble", "", "/img/general/extract.svg"},
		{"/img", catalog.PreRoll, "Dogwalkers", "", "/img/general/preroll.svg"},
		{"/img", catalog.Tincture, "Drops", "", "/img/general/tincture.svg"},
		{"/img", catalog.Topical, "Bath Bombs", "", "/img/general/topical.svg"},
		{"/img", catalog.Gear, "Lighters", "", "/img/general/gear.svg"},
		{"/img", catalog.Grow, "Soil", "", "/img/general/grow.svg"},
		{"/img", catalog.Merch, "Hats", "", "/img/general/merch.svg"},
		{"/img", catalog.Vape, "Pens", "", "/img/vape/cartridges.svg"}, // no general vape image: the cartridge
		// A subtype of another type does not count: "seeds" is a grow subtype, not an edible one.
		{"/img", catalog.Edible, "Seeds", "", "/img/general/edible.svg"},
		// An unknown type falls back to the general images too.
		{"/img", "cigar", "Cuban", "", "/img/general/merch.svg"},
		{"/img", "", "", "", "/img/general/merch.svg"},
		// Roots with and without trailing slashes.
		{"https://cdn.example.com/photos/", catalog.Grow, "Seeds", "", "https://cdn.example.com/photos/grow/seeds.svg"},
		{"/img///", catalog.Grow, "Seeds", "", "/img/grow/seeds.svg"},
		{"", catalog.Grow, "Seeds", "", "/grow/seeds.svg"},
	}
	for _, tt := range tests {
		if got := catalog.DefaultPhotoPath(tt.root, tt.kind, tt.subtype, tt.lineage); got != tt.want {
			t.Errorf("DefaultPhotoPath(%q, %q, %q, %q) = %s, want %s", tt.root, tt.kind, tt.subtype, tt.lineage, got, tt.want)
		}
	}
}

// TestDefaultPhotoPathsExist checks every path DefaultPhotoPath can build
// names a file of the spec's list: each known subtype maps to itself.
func TestDefaultPhotoPathsExist(t *testing.T) {
	kinds := map[string]catalog.Kind{"edible": catalog.Edible, "extract": catalog.Extract, "flower": catalog.Flower, "gear": catalog.Gear,
		"grow": catalog.Grow, "merch": catalog.Merch, "preroll": catalog.PreRoll, "tincture": catalog.Tincture,
		"topical": catalog.Topical, "vape": catalog.Vape}
	for folder, files := range catalog.PhotoFolders() {
		kind, ok := kinds[folder]
		if !ok {
			continue // general
		}
		for _, f := range files {
			if got, want := catalog.DefaultPhotoPath("/p", kind, f, ""), "/p/"+folder+"/"+f+".svg"; got != want {
				t.Errorf("DefaultPhotoPath(%s, %s) = %s, want %s", kind, f, got, want)
			}
		}
	}
}

func problemFields(t *testing.T, err error) map[string][]string {
	t.Helper()
	var p *problem.Error
	if !errors.As(err, &p) || p.Kind != problem.Invalid {
		t.Fatalf("err = %v, want an invalid problem", err)
	}
	return p.Fields
}

func TestValidateByHand(t *testing.T) {
	at := func(s string) *time.Time { v, _ := time.Parse(time.RFC3339, s); return &v }
	special := func(d *catalog.Document) *catalog.Special {
		d.Specials = []catalog.Special{{ID: 1, StoreID: catalogtest.StoreSF, SpecialType: "product", Title: "Ten off",
			DiscountType: "percent", DiscountPercent: 10}}
		return &d.Specials[0]
	}
	const slugMsg = "must be lowercase letters and digits joined by hyphens"
	tests := []struct {
		path, message string
		change        func(d *catalog.Document)
	}{
		{"version", "must be 1", func(d *catalog.Document) { d.Version = 0 }},
		{"brands[1].id", "repeats brand id 10", func(d *catalog.Document) { d.Brands[1].ID = 10 }},
		{"brands[0].id", "must be a positive whole number", func(d *catalog.Document) { d.Brands[0].ID = -1 }},
		{"brands[1].name", "is required", func(d *catalog.Document) { d.Brands[1].Name = "" }},
		{"brands[0].url_slug", slugMsg, func(d *catalog.Document) { d.Brands[0].URLSlug = "coastal--cultivators" }},
		{"products[4].url_slug", slugMsg, func(d *catalog.Document) { d.Products[4].URLSlug = "-papers" }},
		{"products[2].id", "repeats product id 100", func(d *catalog.Document) { d.Products[2].ID = 100 }},
		{"products[0].id", "must be a positive whole number", func(d *catalog.Document) { d.Products[0].ID = 0 }},
		{"products[0].brand_id", "names brand 999, which is not in brands", func(d *catalog.Document) { d.Products[0].BrandID = 999 }},
		{"products[1].kind", "must be one of [flower pre-roll vape extract edible tincture topical gear merch grow]",
			func(d *catalog.Document) { d.Products[1].Kind = "Vape" }},
		{"products[0].category", "must be one of indica, sativa, hybrid, cbd", func(d *catalog.Document) { d.Products[0].Category = "Hybrid" }},
		{"products[0].percent_thc", "must be between 0 and 100", func(d *catalog.Document) { v := 100.01; d.Products[0].PercentTHC = &v }},
		{"products[2].percent_cbd", "must be between 0 and 100", func(d *catalog.Document) { v := -0.1; d.Products[2].PercentCBD = &v }},
		{"stores[1].id", "repeats store id 1", func(d *catalog.Document) { d.Stores[1].ID = 1 }},
		{"stores[0].url_slug", slugMsg, func(d *catalog.Document) { d.Stores[0].URLSlug = "" }},
		{"stores[0].address", "is required", func(d *catalog.Document) { d.Stores[0].Address = "" }},
		{"stores[1].city", "is required", func(d *catalog.Document) { d.Stores[1].City = "" }},
		{"stores[1].state", "is required", func(d *catalog.Document) { d.Stores[1].State = "" }},
		{"stores[0].country_code", "must be US, CA or PR", func(d *catalog.Document) { d.Stores[0].CountryCode = "us" }},
		{"stores[1].currency", "must be USD for country US", func(d *catalog.Document) { d.Stores[1].Currency = "CAD" }},
		{"stores[0].currency", "must be CAD for country CA", func(d *catalog.Document) { d.Stores[0].CountryCode = "CA"; d.Stores[0].Currency = "USD" }},
		{"stores[0].lat", "must be between -90 and 90", func(d *catalog.Document) { d.Stores[0].Lat = 90.5 }},
		{"stores[0].long", "must be between -180 and 180", func(d *catalog.Document) { d.Stores[0].Long = -180.5 }},
		{"stores[0].time_zone_identifier", "must be an IANA time zone such as America/Denver", func(d *catalog.Document) { d.Stores[0].TimeZone = "" }},
		{"stores[1].time_zone_identifier", "must be an IANA time zone such as America/Denver", func(d *catalog.Document) { d.Stores[1].TimeZone = "Mountain" }},
		{"stores[1]", "must be recreational, medical or both", func(d *catalog.Document) { d.Stores[1].Recreational = false }},
		{"stores[0].hours.working", "is required", func(d *catalog.Document) { d.Stores[0].Hours.Working = nil }},
		{"stores[0].hours.working[6].day", "monday appears twice", func(d *catalog.Document) { d.Stores[0].Hours.Working[6].Day = "monday" }},
		{"stores[0].hours.working[0].day", "must be a lowercase day name such as monday", func(d *catalog.Document) { d.Stores[0].Hours.Working[0].Day = "mon" }},
		{"stores[0].hours.working[3].period.from", "must be a 24-hour time HH:mm", func(d *catalog.Document) { d.Stores[0].Hours.Working[3].Period.From = "9:00" }},
		{"stores[1].hours.working[4].period.to", "must be a 24-hour time HH:mm", func(d *catalog.Document) { d.Stores[1].Hours.Working[4].Period.To = "24:00" }},
		{"stores[0].hours.pickup[0].period.to", "must be a 24-hour time HH:mm", func(d *catalog.Document) {
			d.Stores[0].Hours.Pickup = []catalog.DayHours{{Day: "friday", Period: catalog.Period{From: "10:00", To: "10pm"}}}
		}},
		{"stores[1].fulfillment", "must enable at least one of pickup, delivery, curbside or kiosk", func(d *catalog.Document) { d.Stores[1].Fulfillment.Pickup.Enabled = false }},
		{"stores[0].fulfillment.curbside_pickup_setting", "must be allowed, not_allowed or mandatory", func(d *catalog.Document) { d.Stores[0].Fulfillment.CurbsideSetting = "sometimes" }},
		{"stores[0].fulfillment.kiosk_anonymous_checkout", "must be allowed, required or none", func(d *catalog.Document) { d.Stores[0].Fulfillment.KioskAnonymousCheckout = "optional" }},
		{"stores[0].taxes.store_taxes[0].title", "is required", func(d *catalog.Document) { d.Stores[0].Taxes.StoreTaxes[0].Title = "" }},
		// 1,000,001 ppm is 100.0001%.
		{"stores[1].taxes.store_taxes[0].rate", "must be a percentage from 0 to 100", func(d *catalog.Document) { d.Stores[1].Taxes.StoreTaxes[0].Rate = 1_000_001 }},
		{"stores[0].taxes.sales_tax_rate", "must be a percentage from 0 to 100", func(d *catalog.Document) { d.Stores[0].Taxes.SalesTaxRate = -1 }},
		{"stores[0].delivery_zones[0]", "needs zipcodes, a geofence of at least 3 points, or a radius", func(d *catalog.Document) {
			d.Stores[0].DeliveryZones = []catalog.DeliveryZone{{Name: "Mission", Geofence: [][2]float64{{37.7, -122.4}, {37.8, -122.4}}}}
		}},
		{"stores[0].delivery_zones[0]", "fee and min_amount cannot be negative", func(d *catalog.Document) {
			d.Stores[0].DeliveryZones = []catalog.DeliveryZone{{Name: "Mission", Zipcodes: []string{"94110"}, Fee: -500}}
		}},
		{"stores[0].cart_limit_policy.cart_limit_rules[1].rule_type", "must be product or equivalency", func(d *catalog.Document) {
			d.Stores[0].CartLimitPolicy = &catalog.CartLimitPolicy{ID: 1, Name: "CA", Rules: []catalog.CartLimitRule{
				{ProductGroupName: "flower", LimitValue: 28.5, LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower"}},
				{ProductGroupName: "concentrate", LimitValue: 8, LimitUnit: "g", RuleType: "weight", ProductTypes: []string{"extract"}}}}
		}},
		{"stores[0].cart_limit_policy.cart_limit_rules[0].limit_unit", "must be g, mg, oz or units", func(d *catalog.Document) {
			d.Stores[0].CartLimitPolicy = &catalog.CartLimitPolicy{Rules: []catalog.CartLimitRule{{LimitValue: 1, LimitUnit: "lb", RuleType: "product", ProductTypes: []string{"flower"}}}}
		}},
		{"stores[0].cart_limit_policy.cart_limit_rules[0].limit_value", "must be more than 0", func(d *catalog.Document) {
			d.Stores[0].CartLimitPolicy = &catalog.CartLimitPolicy{Rules: []catalog.CartLimitRule{{LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower"}}}}
		}},
		{"stores[0].cart_limit_policy.cart_limit_rules[0].product_types", "must list at least one product type", func(d *catalog.Document) {
			d.Stores[0].CartLimitPolicy = &catalog.CartLimitPolicy{Rules: []catalog.CartLimitRule{{LimitValue: 1, LimitUnit: "oz", RuleType: "equivalency"}}}
		}},
		// Equivalents: "edible:Drinks" is covered by the kind's "edible"; "tincture" has none.
		{"stores[0].cart_limit_policy.cart_limit_rules[0].equivalents", "needs a value above 0 for tincture", func(d *catalog.Document) {
			d.Stores[0].CartLimitPolicy = &catalog.CartLimitPolicy{Rules: []catalog.CartLimitRule{{LimitValue: 28, LimitUnit: "g", RuleType: "equivalency",
				ProductTypes: []string{"flower", "edible:Drinks", "tincture"}, Equivalents: map[string]float64{"flower": 1, "edible": 0.035}}}}
		}},
		{"stores[0].cart_limit_policy.cart_limit_rules[0].measures.edible", "must be g, mg or units", func(d *catalog.Document) {
			d.Stores[0].CartLimitPolicy = &catalog.CartLimitPolicy{Rules: []catalog.CartLimitRule{{LimitValue: 30, LimitUnit: "g", RuleType: "equivalency",
				ProductTypes: []string{"edible"}, Equivalents: map[string]float64{"edible": 1.0 / 15}, Measures: map[string]string{"edible": "ml"}}}}
		}},
		{"stores[0].compliance.checkout_age_minimum", "must be between 18 and 25", func(d *catalog.Document) { d.Stores[0].Compliance.CheckoutAgeMinimum = 17 }},
		{"stores[1].compliance.checkout_age_minimum", "must be between 18 and 25", func(d *catalog.Document) { d.Stores[1].Compliance.CheckoutAgeMinimum = 26 }},
		{"stores[0].menu_settings.view_default", "must be list_view or grid_view", func(d *catalog.Document) { d.Stores[0].MenuSettings.ViewDefault = "grid" }},
		{"stores[0].menu[3].product_id", "names product 999, which is not in products", func(d *catalog.Document) { d.Stores[0].Menu[3].ProductID = 999 }},
		{"stores[0].menu[4].product_id", "product 100 is on this menu twice", func(d *catalog.Document) { d.Stores[0].Menu = append(d.Stores[0].Menu, d.Stores[0].Menu[0]) }},
		{"stores[0].menu[1].max_cart_quantity", "cannot be negative", func(d *catalog.Document) { d.Stores[0].Menu[1].MaxCartQuantity = -1 }},
		{"stores[1].menu[0].weights", "must list at least one weight", func(d *catalog.Document) { d.Stores[1].Menu[0].Weights = nil }},
		// The brief's example: gummies (an edible) are sold each only.
		{"stores[0].menu[2].weights[1].price_id", `"gram" is not a weight edible is sold in (allowed: [each])`, func(d *catalog.Document) {
			d.Stores[0].Menu[2].Weights = append(d.Stores[0].Menu[2].Weights, catalog.MenuWeight{PriceID: catalog.Gram, Price: 500, Stock: 1})
		}},
		{"stores[0].menu[0].weights[0].price_id", `"half_gram" is not a weight flower is sold in (allowed: [gram two_gram eighth_ounce quarter_ounce half_ounce ounce])`,
			func(d *catalog.Document) { d.Stores[0].Menu[0].Weights[0].PriceID = catalog.HalfGram }},
		{"stores[0].menu[1].weights[0].price_id", `"eighth ounce" is not a weight vape is sold in (allowed: [half_gram gram two_gram eighth_ounce quarter_ounce half_ounce ounce])`,
			func(d *catalog.Document) { d.Stores[0].Menu[1].Weights[0].PriceID = "eighth ounce" }},
		{"stores[0].menu[1].weights[1].price_id", `"half_gram" appears twice`, func(d *catalog.Document) { d.Stores[0].Menu[1].Weights[1].PriceID = catalog.HalfGram }},
		{"stores[0].menu[0].weights[2].price", "cannot be negative", func(d *catalog.Document) { d.Stores[0].Menu[0].Weights[2].Price = -1 }},
		{"stores[0].menu[2].weights[0].stock", "cannot be negative", func(d *catalog.Document) { d.Stores[0].Menu[2].Weights[0].Stock = -3 }},
		{"stores[0].menu[0].weights[1].max_cart_quantity", "cannot be negative", func(d *catalog.Document) { d.Stores[0].Menu[0].Weights[1].MaxCartQuantity = -1 }},
		{"specials[0].id", "must be a positive whole number", func(d *catalog.Document) { special(d).ID = 0 }},
		{"specials[0].title", "is required", func(d *catalog.Document) { special(d).Title = "" }},
		{"specials[0].special_type", "is required", func(d *catalog.Document) { special(d).SpecialType = "" }},
		{"specials[0].store_id", "names store 99, which is not in stores", func(d *catalog.Document) { special(d).StoreID = 99 }},
		{"specials[0].product_brand_id", "names brand 99, which is not in brands", func(d *catalog.Document) { special(d).ProductBrandID = 99 }},
		{"specials[0]", "needs a store_id (a store special) or a product_brand_id (a brand special)", func(d *catalog.Document) { special(d).StoreID = 0 }},
		{"specials[0].discount_type", "must be percent, dollar_amount or target_price", func(d *catalog.Document) { special(d).DiscountType = "dollar amount" }},
		{"specials[0].discount_percent", "must be between 0 and 100", func(d *catalog.Document) { special(d).DiscountPercent = 100.5 }},
		{"specials[0]", "discount amounts cannot be negative", func(d *catalog.Document) { special(d).DiscountTargetPrice = -100 }},
		{"specials[0].rules.settings.discounted_units", "must be dearest or cheapest", func(d *catalog.Document) {
			special(d).Rules.Bundle = &catalog.BundleSettings{DiscountedUnits: "cheapest_first"}
		}},
		{"specials[0].end_time", "must be after start_time", func(d *catalog.Document) {
			s := special(d)
			s.StartTime, s.EndTime = at("2026-04-20T00:00:00Z"), at("2026-04-20T00:00:00Z") // equal is not after
		}},
		{"reviews[1].id", "repeats review id 1", func(d *catalog.Document) { d.Reviews[1].ID = 1 }},
		{"reviews[0].product_id", "names product 999, which is not in products", func(d *catalog.Document) { d.Reviews[0].ProductID = 999 }},
		{"reviews[0].store_id", "names store 3, which is not in stores", func(d *catalog.Document) { d.Reviews[0].StoreID = 3 }},
		{"reviews[1].rating", "must be a whole number from 1 to 5", func(d *catalog.Document) { d.Reviews[1].Rating = 0 }},
		{"reviews[0].nickname", "is required", func(d *catalog.Document) { d.Reviews[0].Nickname = "" }},
		{"reviews[1].created_at", "is required", func(d *catalog.Document) { d.Reviews[1].CreatedAt = time.Time{} }},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.message, func(t *testing.T) {
			d := catalogtest.Small()
			tt.change(d)
			got := problemFields(t, d.Validate())
			msgs, ok := got[tt.path]
			if !ok || !contains(msgs, tt.message) {
				t.Errorf("Validate() fields = %q, want %s: %q", got, tt.path, tt.message)
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestValidateAllows lists changes that keep a catalogue valid.
func TestValidateAllows(t *testing.T) {
	tests := []struct {
		name   string
		change func(d *catalog.Document)
	}{
		{"a zero price (a weight not for sale)", func(d *catalog.Document) { d.Stores[0].Menu[0].Weights[0].Price = 0 }},
		{"no stock", func(d *catalog.Document) { d.Stores[0].Menu[1].Weights[0].Stock = 0 }},
		{"explicit USD", func(d *catalog.Document) { d.Stores[0].Currency = "USD" }},
		{"Puerto Rico in USD", func(d *catalog.Document) { d.Stores[0].CountryCode = "PR"; d.Stores[0].State = "PR" }},
		{"Canada in CAD, age 19", func(d *catalog.Document) {
			d.Stores[0].CountryCode, d.Stores[0].Currency, d.Stores[0].TimeZone = "CA", "CAD", "America/Toronto"
			d.Stores[0].Compliance.CheckoutAgeMinimum = 19
		}},
		{"medical only", func(d *catalog.Document) { d.Stores[0].Recreational = false }},
		{"hours past midnight", func(d *catalog.Document) {
			d.Stores[0].Hours.Working[5].Period = catalog.Period{From: "18:00", To: "02:00"}
		}},
		{"a 100% tax", func(d *catalog.Document) { d.Stores[0].Taxes.StoreTaxes[0].Rate = 1_000_000 }},
		{"a brand special", func(d *catalog.Document) {
			d.Specials = []catalog.Special{{ID: 7, ProductBrandID: catalogtest.BrandPeak, SpecialType: "buy_x_get_y", Title: "BOGO", DiscountType: "percent", DiscountPercent: 100}}
		}},
		{"a delivery zone by radius", func(d *catalog.Document) {
			d.Stores[0].DeliveryZones = []catalog.DeliveryZone{{Name: "near", RadiusMiles: 3, Fee: 500}}
		}},
		{"a review without a store", func(d *catalog.Document) { d.Reviews[0].StoreID = 0 }},
	}
	for _, tt := range tests {
		d := catalogtest.Small()
		tt.change(d)
		if err := d.Validate(); err != nil {
			t.Errorf("Validate(%s) = %v, want nil", tt.name, err)
		}
	}
}

// TestValidateTimeZoneLocal pins that "Local" is not an IANA zone: Go's
// time.LoadLocation accepts it as the server's own zone.
func TestValidateTimeZoneLocal(t *testing.T) {
	d := catalogtest.Small()
	d.Stores[0].TimeZone = "Local"
	err := d.Validate()
	if err == nil {
		t.Fatal(`Validate() accepts time_zone_identifier "Local" (the server's zone), want stores[0].time_zone_identifier: must be an IANA time zone`)
	}
	want := []string{"must be an IANA time zone such as America/Denver"}
	if got := problemFields(t, err)["stores[0].time_zone_identifier"]; !reflect.DeepEqual(got, want) {
		t.Errorf("Validate() fields = %q, want stores[0].time_zone_identifier: %q", problemFields(t, err), want)
	}
	// "UTC" is a zone in the IANA database, so it stays valid.
	d.Stores[0].TimeZone = "UTC"
	if err := d.Validate(); err != nil {
		t.Errorf(`Validate() with "UTC" = %v, want nil`, err)
	}
}

func TestDecodeByHand(t *testing.T) {
	tests := []struct {
		name, doc     string
		path, message string
	}{
		// The value "1" spans columns 13–15; the decoder reports the offset just past it.
		{"wrong type at the top", `{"version": "1"}`, "version", "want int, found string (line 1, column 16)"},
		{"wrong type deep down", `{"stores": [{"menu": [{"weights": [{"stock": "5"}]}]}]}`,
			"stores.menu.weights.stock", "want int, found string (line 1, column 49)"},
		{"a boolean as a string", `{"stores": [{"menu": [{"visible": "yes"}]}]}`, "stores.menu.visible", "want bool, found string (line 1, column 40)"},
		{"a weight as a number", `{"stores": [{"menu": [{"weights": [{"price_id": 3.5}]}]}]}`,
			"stores.menu.weights.price_id", "want catalog.Weight, found number (line 1, column 52)"},
		// Line 3 is "\t\t{"id": 1.5}": two tabs, then 1.5 in columns 10–12.
		{"a fraction for an id, line 3", "{\n\t\"products\": [\n\t\t{\"id\": 1.5}\n\t]\n}", "products.id", "want int64, found number 1.5 (line 3, column 13)"},
		{"an array for the document", `[]`, "line 1, column 2", "want catalog.Document, found array"},
		// The key "shops" opens with the quote in column 16.
		{"unknown field", `{"version": 1, "shops": []}`, "line 1, column 16", `json: unknown field "shops"`},
		// A missing comma: line 3 is `  "stores": []`, and its quote in column 3 is the offending byte.
		{"syntax error, line 3", "{\n  \"version\": 1\n  \"stores\": []\n}", "line 3, column 3", `invalid character '"' after object key:value pair`},
		{"empty input", ``, "line 1, column 1", "EOF"},
		{"two documents", `{"version": 1} {"version": 1}`, "$", "more than one JSON value in the file"},
		{"a fraction of a cent", `{"stores": [{"menu": [{"weights": [{"price": 1.005}]}]}]}`, "line 1", "not an amount of dollars: more than two decimals"},
		{"a rate with five decimals", `{"stores": [{"taxes": {"sales_tax_rate": 8.62501}}]}`, "line 1", "a percentage has at most four decimals"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := catalog.Decode([]byte(tt.doc))
			if doc != nil {
				t.Fatalf("Decode(%q) returned a document with error %v", tt.doc, err)
			}
			var p *problem.Error
			if !errors.As(err, &p) || p.Message != "The catalogue is not valid JSON for this format." {
				t.Fatalf("Decode(%q) = %v, want an invalid problem", tt.doc, err)
			}
			for path, msgs := range problemFields(t, err) {
				if strings.HasPrefix(path, tt.path) && len(msgs) == 1 && msgs[0] == tt.message {
					return
				}
			}
			t.Errorf("Decode(%q) fields = %q, want %s: %q", tt.doc, p.Fields, tt.path, tt.message)
		})
	}
}

// TestDecodeLocatesErrors pins that an error is reported where it is, not at
// the end of the document.
func TestDecodeLocatesErrors(t *testing.T) {
	tests := []struct {
		name, doc, wantAt string
	}{
		// The unknown field "nmae" is on line 3 of 7, its quote in column 1.
		{"unknown field", "{\n\"stores\": [{\n\"nmae\": \"x\"\n}],\n\"brands\": [],\n\"version\": 1\n}", "line 3, column 1"},
		// The bad price is on line 2 of 4: `{"price": "ten"}`, the value's quote in column 11.
		{"bad price", "{\"stores\": [{\"menu\": [{\"weights\": [\n{\"price\": \"ten\"}\n]}]}],\n\"version\": 1\n}", "line 2, column 11"},
		// The document stops on line 3, `"stores": [`, just past its 11 bytes.
		{"truncated", "{\n\"version\": 1,\n\"stores\": [", "line 3, column 12"},
		// brand_id is a product's field but not a store's: the error is the
		// second brand_id, at column 45 (a search for the name would find column 16).
		{"unknown here, known elsewhere", `{"products": [{"brand_id": 1}], "stores": [{"brand_id": 1}]}`, "line 1, column 45"},
		// encoding/json matches keys case-insensitively, and so does the search:
		// "Nmae" inside "STORES" has its quote in column 28.
		{"folded keys", `{"Version": 1, "STORES": [{"Nmae": "x"}]}`, "line 1, column 28"},
		// A rate that is not a number, line 2 `{"sales_tax_rate": "NaN"}}]}`: the value's quote is column 20.
		{"bad rate", "{\"stores\": [{\"taxes\":\n{\"sales_tax_rate\": \"NaN\"}}]}", "line 2, column 20"},
		// A time that does not parse: the value's quote is column 30.
		{"bad time", `{"specials": [{"start_time": "yesterday"}]}`, "line 1, column 30"},
		// The unknown field comes after a null special and a null price, which are skipped.
		{"after nulls", `{"specials": [null], "stores": [{"menu": [{"weights": [{"price": null, "x": 1}]}]}]}`, "line 1, column 72"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := catalog.Decode([]byte(tt.doc))
			fields := problemFields(t, err)
			for path, msgs := range fields {
				if path == tt.wantAt || strings.Contains(strings.Join(msgs, " "), "("+tt.wantAt+")") {
					return
				}
			}
			t.Errorf("Decode(%q) fields = %q, want the error located at %s", tt.doc, fields, tt.wantAt)
		})
	}
}

// TestDecodeSyntaxColumn pins that a syntax error's column is that of the
// offending character: in `{"version" 1}` the 1 is column 12.
func TestDecodeSyntaxColumn(t *testing.T) {
	_, err := catalog.Decode([]byte(`{"version" 1}`))
	got := problemFields(t, err)
	if _, ok := got["line 1, column 12"]; !ok {
		t.Errorf("Decode(`{\"version\" 1}`) fields = %q, want line 1, column 12 (json.SyntaxError.Offset is one past the offending byte)", got)
	}
}

// TestDecodeTrailingData pins that nothing but space may follow the document.
func TestDecodeTrailingData(t *testing.T) {
	for _, doc := range []string{`{"version": 1}]`, `{"version": 1}}`, "{\"version\": 1}\n,", `{"version": 1}x`, `{"version": 1} 1`} {
		doc2, err := catalog.Decode([]byte(doc))
		if err == nil {
			t.Errorf("Decode(%q) = nil error, want $: more than one JSON value in the file", doc)
			continue
		}
		want := map[string][]string{"$": {"more than one JSON value in the file"}}
		if got := problemFields(t, err); doc2 != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("Decode(%q) = %v, fields %q, want nil and %q", doc, doc2, got, want)
		}
	}
	if _, err := catalog.Decode([]byte("{\"version\": 1}\n\t \n")); err != nil {
		t.Errorf("Decode with trailing space = %v, want nil", err)
	}
}

// TestDecodeRoundTrip checks that the fixture survives encoding and decoding.
func TestDecodeRoundTrip(t *testing.T) {
	want := catalogtest.Small()
	data, err := json.MarshalIndent(want, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got, err := catalog.Decode(data)
	if err != nil {
		t.Fatalf("Decode(Marshal(Small())) = %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(Marshal(Small())) differs from Small():\n%+v\nwant\n%+v", got, want)
	}
}

// FuzzDecodeErrors checks that Decode never panics, that a failure is always
// one invalid problem with one located message, and that a document it
// accepts can be encoded and decoded again.
func FuzzDecodeErrors(f *testing.F) {
	good, _ := json.Marshal(catalogtest.Small())
	f.Add(good)
	for _, s := range []string{`{"version": 1}`, `{"version": "1"}`, `[]`, ``, `null`, `{"version": 1}]`,
		`{"stores": [{"taxes": {"sales_tax_rate": "8.625"}}]}`, `{"stores": [{"menu": [{"weights": [{"price": "1e1"}]}]}]}`,
		"{\n\"version\": 1,\n\"stores\": ["} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := catalog.Decode(data)
		if err != nil {
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid || len(p.Fields) != 1 {
				t.Fatalf("Decode(%q) = %v, want one invalid field", data, err)
			}
			for path, msgs := range p.Fields {
				if path == "" || len(msgs) != 1 || msgs[0] == "" {
					t.Fatalf("Decode(%q) fields = %q", data, p.Fields)
				}
			}
			return
		}
		_ = doc.Validate() // must not panic
		again, err := json.Marshal(doc)
		if err != nil {
			return // e.g. a NaN rate cannot be written; see money's NaN test
		}
		if _, err := catalog.Decode(again); err != nil {
			t.Fatalf("Decode(%q) accepted, but its re-encoding %s fails: %v", data, again, err)
		}
	})
}
