package demo

import (
	"strconv"

	"github.com/pistil/pistil/internal/catalog"
)

// merchandise gives a demo store its featured-tab rows, carousel banners and
// labels, so each store's menu shows what the settings can do. The first
// store also runs a sponsored flight on its top row: the last two products
// of its menu (the least recommended), placed second and fifth.
func merchandise(st *catalog.Store) {
	ms := &st.MenuSettings
	ms.CustomRows = []catalog.CustomRow{
		{Title: "Under $25", SearchFilter: "bucket_price < 25", SearchSort: "price_asc", Enabled: true},
		{Title: "Strongest flower", SearchFilter: "kind:flower AND percent_thc >= 25", SearchSort: "thc_desc", Enabled: true},
		{Title: "For a good night's sleep", SearchFilter: "effects:sleepy", Enabled: st.ID%2 == 0},
	}
	ms.SpecialsRowDisplayName = "This week's deals"
	if st.ID%2 == 1 {
		ms.CarouselBanners = []catalog.CarouselBanner{
			{ImageURL: "/banners/first-visit.svg", AltText: "First visit? Ask for our budtender's picks at pickup.", Link: "/stores/" + strconv.FormatInt(st.ID, 10) + "/" + st.URLSlug + "/about"},
			{ImageURL: "/banners/vape-week.svg", AltText: "Vape week: see this week's deals on cartridges and pods.", Link: "/stores/" + strconv.FormatInt(st.ID, 10) + "/" + st.URLSlug + "/menu/vape"},
			{ImageURL: "/banners/grown-local.svg", AltText: "Grown local: flower from farms within a day's drive."},
		}
	}
	switch st.CountryCode {
	case "CA":
		ms.CustomProductTypeLabels = map[string]string{"pre-roll": "Pre-rolled joints", "extract": "Concentrates"}
	case "PR":
		ms.CustomLineageLabels = map[string]string{"cbd": "High CBD"}
	}
	if st.ID == 1 && len(st.Menu) > 4 {
		last := st.Menu[len(st.Menu)-2:]
		ms.SponsoredPlacements = []catalog.SponsoredPlacement{{FlightID: 4101, Placement: "menu_top_row",
			ProductIDs: []int64{last[0].ProductID, last[1].ProductID}, Positions: []int{1, 4}}}
	}
}
