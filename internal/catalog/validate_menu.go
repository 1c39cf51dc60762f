package catalog

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// menuSorts are the orders a custom row may ask for (the menu's sorts).
var menuSorts = []string{"recommendation", "name", "price_asc", "price_desc", "thc_asc", "thc_desc", "rating"}

// menuSettings checks the rows, banners and sponsored placements of a
// store's menu. The syntax of a custom row's filter is checked at import,
// where the merchandising parser is at hand.
func (c *checker) menuSettings(p string, ms *MenuSettings, onMenu map[int64]bool) {
	for i, r := range ms.CustomRows {
		rp := fmt.Sprintf("%s.custom_row_settings[%d]", p, i)
		c.required(rp+".title", strings.TrimSpace(r.Title))
		c.required(rp+".search_filter", strings.TrimSpace(r.SearchFilter))
		if r.SearchSort != "" && !slices.Contains(menuSorts, r.SearchSort) {
			c.fail(rp+".search_sort", "must be one of %s", strings.Join(menuSorts, ", "))
		}
	}
	for i, b := range ms.CarouselBanners {
		bp := fmt.Sprintf("%s.carousel_banner[%d]", p, i)
		c.required(bp+".image_url", b.ImageURL)
		if b.ImageURL != "" && !safeLink(b.ImageURL) {
			c.fail(bp+".image_url", "must be an https URL or a path starting with /")
		}
		c.required(bp+".alt_text", strings.TrimSpace(b.AltText))
		if b.Link != "" && !safeLink(b.Link) {
			c.fail(bp+".link", "must be an https URL or a path starting with /")
		}
	}
	flights := map[int64]bool{}
	for i, f := range ms.SponsoredPlacements {
		fp := fmt.Sprintf("%s.sponsored_placements[%d]", p, i)
		if f.FlightID <= 0 {
			c.fail(fp+".flight_id", "must be more than 0")
		} else if flights[f.FlightID] {
			c.fail(fp+".flight_id", "flight %d appears twice", f.FlightID)
		}
		flights[f.FlightID] = true
		c.required(fp+".placement", f.Placement)
		if len(f.ProductIDs) == 0 {
			c.fail(fp+".product_ids", "must list at least one product")
		}
		for j, id := range f.ProductIDs {
			if !onMenu[id] {
				c.fail(fmt.Sprintf("%s.product_ids[%d]", fp, j), "product %d is not on this store's menu", id)
			}
		}
		if len(f.Positions) == 0 {
			c.fail(fp+".positions", "must list at least one position")
		}
		for j, pos := range f.Positions {
			if pos < 0 || pos >= 200 {
				c.fail(fmt.Sprintf("%s.positions[%d]", fp, j), "must be from 0 to 199")
			}
		}
	}
}

// safeLink accepts https URLs and site paths, never javascript: or data: URLs.
func safeLink(s string) bool {
	if strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") {
		return true
	}
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && u.Host != ""
}

// languageTag is a language tag such as "fr", "fr-CA" or "es-419".
var languageTag = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)

// productDetails checks a product's photo weights, lab result links,
// licences, aliases and translations.
func (c *checker) productDetails(p string, pr *Product) {
	allowed := pr.Kind.AllowedWeights()
	for w, pos := range pr.PhotoWeights {
		wp := fmt.Sprintf("%s.photo_weights.%s", p, w)
		if !slices.Contains(allowed, w) {
			c.fail(wp, "%q is not a weight %s is sold in (allowed: %v)", w, pr.Kind, allowed)
		}
		if pos < 0 || pos >= len(pr.Photos) {
			c.fail(wp, "must be the position of one of the product's %d photos (from 0)", len(pr.Photos))
		}
	}
	for i, u := range pr.LabResultURLs {
		if !safeLink(u) {
			c.fail(fmt.Sprintf("%s.lab_result_urls[%d]", p, i), "must be an https URL or a path starting with /")
		}
	}
	for i, l := range pr.BusinessLicenses {
		c.required(fmt.Sprintf("%s.business_licenses[%d].license_number", p, i), strings.TrimSpace(l.LicenseNumber))
	}
	for i, a := range pr.Aliases {
		c.required(fmt.Sprintf("%s.aliases[%d]", p, i), strings.TrimSpace(a))
	}
	for tag := range pr.LocalizedContent {
		if !languageTag.MatchString(tag) {
			c.fail(fmt.Sprintf("%s.localized_content.%s", p, tag), "must be keyed by a language tag such as fr or fr-CA")
		}
	}
}
