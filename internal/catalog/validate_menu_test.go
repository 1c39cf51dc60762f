package catalog_test

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/catalog/catalogtest"
)

func TestValidateMenuSettings(t *testing.T) {
	ms := func(d *catalog.Document) *catalog.MenuSettings { return &d.Stores[0].MenuSettings }
	good := func(d *catalog.Document) {
		ms(d).CustomRows = []catalog.CustomRow{{Title: "Under $20", SearchFilter: "bucket_price < 20", Enabled: true}}
		ms(d).CarouselBanners = []catalog.CarouselBanner{{ImageURL: "/images/banner.svg", AltText: "Fall sale", Link: "/menu/flower"},
			{ImageURL: "https://cdn.example.com/b.png", AltText: "New vapes"}}
		ms(d).SponsoredPlacements = []catalog.SponsoredPlacement{{FlightID: 9, Placement: "menu_inline_table",
			ProductIDs: []int64{catalogtest.VapeLemon}, Positions: []int{0, 4}}}
	}
	d := catalogtest.Small()
	good(d)
	if err := d.Validate(); err != nil {
		t.Fatalf("a store with a row, two banners and a flight: Validate() = %v", err)
	}
	const p = "stores[0].menu_settings."
	tests := []struct {
		path   string
		change func(d *catalog.Document)
	}{
		{p + "custom_row_settings[0].title", func(d *catalog.Document) { ms(d).CustomRows[0].Title = "  " }},
		{p + "custom_row_settings[0].search_filter", func(d *catalog.Document) { ms(d).CustomRows[0].SearchFilter = "" }},
		{p + "custom_row_settings[0].search_sort", func(d *catalog.Document) { ms(d).CustomRows[0].SearchSort = "newest" }},
		{p + "carousel_banner[0].alt_text", func(d *catalog.Document) { ms(d).CarouselBanners[0].AltText = "" }},
		{p + "carousel_banner[1].image_url", func(d *catalog.Document) { ms(d).CarouselBanners[1].ImageURL = "http://plain.example.com/b.png" }},
		{p + "carousel_banner[0].link", func(d *catalog.Document) { ms(d).CarouselBanners[0].Link = "javascript:alert(1)" }},
		{p + "carousel_banner[0].link", func(d *catalog.Document) { ms(d).CarouselBanners[0].Link = "//evil.example.com" }},
		{p + "sponsored_placements[0].flight_id", func(d *catalog.Document) { ms(d).SponsoredPlacements[0].FlightID = 0 }},
		{p + "sponsored_placements[0].product_ids[0]", func(d *catalog.Document) {
			ms(d).SponsoredPlacements[0].ProductIDs = []int64{catalogtest.NotOnMenu}
		}},
		{p + "sponsored_placements[0].positions[1]", func(d *catalog.Document) { ms(d).SponsoredPlacements[0].Positions[1] = -1 }},
		{p + "sponsored_placements[1].flight_id", func(d *catalog.Document) {
			ms(d).SponsoredPlacements = append(ms(d).SponsoredPlacements, ms(d).SponsoredPlacements[0])
		}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			d := catalogtest.Small()
			good(d)
			tt.change(d)
			if got := fields(t, d.Validate()); got[tt.path] == nil {
				t.Errorf("Validate() fields = %v, want %s", got, tt.path)
			}
		})
	}
}

func TestValidateProductDetails(t *testing.T) {
	bd := func(d *catalog.Document) *catalog.Product { return &d.Products[0] }
	item := func(d *catalog.Document) *catalog.MenuItem { return &d.Stores[0].Menu[0] }
	good := func(d *catalog.Document) {
		p := bd(d)
		p.Photos = []catalog.Photo{{URL: "/photos/a.jpg"}, {URL: "/photos/b.jpg"}}
		p.PhotoWeights = map[catalog.Weight]int{catalog.EighthOunce: 1, catalog.Gram: 0}
		p.LabResultURLs = []string{"https://lab.example.com/coa/1.pdf", "/coa/2.pdf"}
		p.BusinessLicenses = []catalog.BusinessLicense{{LicenseNumber: "CCL19-0001234", LicenseType: "cultivator", State: "CA"}}
		p.Aliases = []string{"BD"}
		p.LocalizedContent = map[string]catalog.LocalizedContent{"es": {Name: "Sueño Azul"}, "fr-CA": {Description: "…"}}
		eq := 1.0
		item(d).OperatorStoreRank = 3
		item(d).Inventories = []catalog.Inventory{{PriceID: catalog.Gram, Bulk: true, Equivalency: &eq, Tax: "cannabis"},
			{PriceID: catalog.EighthOunce}}
	}
	d := catalogtest.Small()
	good(d)
	if err := d.Validate(); err != nil {
		t.Fatalf("a product with every detail: Validate() = %v", err)
	}
	neg := -1.0
	tests := []struct {
		path   string
		change func(d *catalog.Document)
	}{
		// flower is not sold by the half gram
		{"products[0].photo_weights.half_gram", func(d *catalog.Document) { bd(d).PhotoWeights[catalog.HalfGram] = 0 }},
		{"products[0].photo_weights.gram", func(d *catalog.Document) { bd(d).PhotoWeights[catalog.Gram] = 2 }},
		{"products[0].lab_result_urls[1]", func(d *catalog.Document) { bd(d).LabResultURLs[1] = "javascript:alert(1)" }},
		{"products[0].business_licenses[0].license_number", func(d *catalog.Document) { bd(d).BusinessLicenses[0].LicenseNumber = " " }},
		{"products[0].aliases[0]", func(d *catalog.Document) { bd(d).Aliases[0] = "" }},
		{"products[0].localized_content.Spanish", func(d *catalog.Document) { bd(d).LocalizedContent["Spanish"] = catalog.LocalizedContent{} }},
		{"stores[0].menu[0].operator_store_rank", func(d *catalog.Document) { item(d).OperatorStoreRank = -1 }},
		// Blue Dream is sold in gram, eighth and quarter at the SF store
		{"stores[0].menu[0].inventories[1].price_id", func(d *catalog.Document) { item(d).Inventories[1].PriceID = catalog.Ounce }},
		{"stores[0].menu[0].inventories[1].price_id", func(d *catalog.Document) { item(d).Inventories[1].PriceID = catalog.Gram }},
		{"stores[0].menu[0].inventories[0].equivalency", func(d *catalog.Document) { item(d).Inventories[0].Equivalency = &neg }},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			d := catalogtest.Small()
			good(d)
			tt.change(d)
			if got := fields(t, d.Validate()); got[tt.path] == nil {
				t.Errorf("Validate() fields = %v, want %s", got, tt.path)
			}
		})
	}
}
