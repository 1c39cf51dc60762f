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
