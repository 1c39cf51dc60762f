package catalog

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
)

var (
	slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)
	hhmmPattern = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)
	days        = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
	countries   = map[string]string{"US": "USD", "CA": "CAD", "PR": "USD"}
)

// checker collects problems under JSON paths such as "stores[2].menu[5].weights[0].price".
type checker struct{ v problem.Validations }

func (c *checker) fail(path, format string, args ...any) { c.v.Add(path, fmt.Sprintf(format, args...)) }

func (c *checker) required(path, value string) {
	if value == "" {
		c.fail(path, "is required")
	}
}

// Validate checks the whole document and returns a problem.Invalid error
// whose fields are JSON paths, or nil. It checks shapes and references, not
// business judgement: any price is allowed, but not a negative one.
func (d *Document) Validate() error {
	var c checker
	if d.Version != 1 {
		c.fail("version", "must be 1")
	}
	brands := map[int64]bool{}
	for i, b := range d.Brands {
		p := fmt.Sprintf("brands[%d]", i)
		c.id(p, b.ID, brands, "brand")
		c.required(p+".name", b.Name)
		c.slug(p+".url_slug", b.URLSlug)
	}
	products := map[int64]*Product{}
	for i := range d.Products {
		pr := &d.Products[i]
		p := fmt.Sprintf("products[%d]", i)
		if _, dup := products[pr.ID]; dup {
			c.fail(p+".id", "repeats product id %d", pr.ID)
		} else if pr.ID <= 0 {
			c.fail(p+".id", "must be a positive whole number")
		} else {
			products[pr.ID] = pr
		}
		c.required(p+".name", pr.Name)
		c.slug(p+".url_slug", pr.URLSlug)
		if !brands[pr.BrandID] {
			c.fail(p+".brand_id", "names brand %d, which is not in brands", pr.BrandID)
		}
		if !pr.Kind.Valid() {
			c.fail(p+".kind", "must be one of %v", Kinds)
		}
		if pr.Category != "" && !pr.Category.Valid() {
			c.fail(p+".category", "must be one of indica, sativa, hybrid, cbd")
		}
		for name, v := range map[string]*float64{"percent_thc": pr.PercentTHC, "percent_cbd": pr.PercentCBD,
			"percent_thca": pr.PercentTHCA, "percent_cbda": pr.PercentCBDA, "percent_tac": pr.PercentTAC} {
			if v != nil && (*v < 0 || *v > 100) {
				c.fail(p+"."+name, "must be between 0 and 100")
			}
		}
		c.productDetails(p, pr)
	}
	stores := map[int64]bool{}
	for i := range d.Stores {
		c.store(fmt.Sprintf("stores[%d]", i), &d.Stores[i], stores, products)
	}
	specials := map[int64]bool{}
	for i := range d.Specials {
		p := fmt.Sprintf("specials[%d]", i)
		c.id(p, d.Specials[i].ID, specials, "special")
		CheckSpecial(&c.v, p, &d.Specials[i], stores, brands)
	}
	reviews := map[int64]bool{}
	for i, r := range d.Reviews {
		p := fmt.Sprintf("reviews[%d]", i)
		c.id(p, r.ID, reviews, "review")
		if r.ID >= 1<<40 {
			c.fail(p+".id", "must be below 1099511627776: ids from there up are kept for shoppers' reviews")
		}
		if products[r.ProductID] == nil {
			c.fail(p+".product_id", "names product %d, which is not in products", r.ProductID)
		}
		if r.StoreID != 0 && !stores[r.StoreID] {
			c.fail(p+".store_id", "names store %d, which is not in stores", r.StoreID)
		}
		if r.Rating < 1 || r.Rating > 5 {
			c.fail(p+".rating", "must be a whole number from 1 to 5")
		}
		c.required(p+".nickname", r.Nickname)
		if r.CreatedAt.IsZero() {
			c.fail(p+".created_at", "is required")
		}
	}
	segments := map[int64]bool{}
	for i := range d.UserSegments {
		c.userSegment(segmentPath(i), &d.UserSegments[i], segments, stores)
	}
	partners, hosts := map[int64]bool{}, map[string]bool{}
	for i := range d.Partners {
		c.partner(fmt.Sprintf("partners[%d]", i), &d.Partners[i], partners, stores, hosts)
	}
	return c.v.Err("The catalogue is invalid.")
}

func (c *checker) id(path string, id int64, seen map[int64]bool, what string) {
	switch {
	case id <= 0:
		c.fail(path+".id", "must be a positive whole number")
	case seen[id]:
		c.fail(path+".id", "repeats %s id %d", what, id)
	default:
		seen[id] = true
	}
}

// MaxNotificationEmails is how many addresses a store's alerts go to.
const MaxNotificationEmails = 10

// notificationEmails checks a store's alert addresses: each an address
// (as accounts.EmailProblem reads one), lower case, once, and no more than
// MaxNotificationEmails.
func (c *checker) notificationEmails(p string, emails []string) {
	if len(emails) > MaxNotificationEmails {
		c.fail(p, "at most %d addresses", MaxNotificationEmails)
	}
	seen := map[string]bool{}
	for i, e := range emails {
		at := fmt.Sprintf("%s[%d]", p, i)
		switch {
		case accounts.EmailProblem(e) != "":
			c.fail(at, "must be an e-mail address")
		case e != accounts.NormalizeEmail(e):
			c.fail(at, "must be lower case, without spaces")
		case seen[e]:
			c.fail(at, "is listed twice")
		}
		seen[e] = true
	}
}

func (c *checker) slug(path, s string) {
	if !slugPattern.MatchString(s) {
		c.fail(path, "must be lowercase letters and digits joined by hyphens")
	}
}

func (c *checker) store(p string, s *Store, seen map[int64]bool, products map[int64]*Product) {
	c.id(p, s.ID, seen, "store")
	c.loyalty(p+".loyalty", s.Loyalty)
	c.required(p+".name", s.Name)
	c.slug(p+".url_slug", s.URLSlug)
	c.required(p+".address", s.Address)
	c.required(p+".city", s.City)
	c.required(p+".state", s.State)
	currency, ok := countries[s.CountryCode]
	if !ok {
		c.fail(p+".country_code", "must be US, CA or PR")
	}
	if s.Currency != "" && s.Currency != currency && ok {
		c.fail(p+".currency", "must be %s for country %s", currency, s.CountryCode)
	}
	if s.Lat < -90 || s.Lat > 90 {
		c.fail(p+".lat", "must be between -90 and 90")
	}
	if s.Long < -180 || s.Long > 180 {
		c.fail(p+".long", "must be between -180 and 180")
	}
	// time.LoadLocation also reads "" and "Local" (both meaning the server's
	// own zone, which is not the store's) without error.
	if _, err := time.LoadLocation(s.TimeZone); err != nil || s.TimeZone == "" || s.TimeZone == "Local" {
		c.fail(p+".time_zone_identifier", "must be an IANA time zone such as America/Denver")
	}
	if !s.Recreational && !s.Medical {
		c.fail(p, "must be recreational, medical or both")
	}
	set := s.Settings()
	c.settings(p, &set)
	c.banner(p+".menu_settings.communication_banner", s.MenuSettings.CommunicationBanner)
	if v := s.MenuSettings.ViewDefault; v != "" && v != "list_view" && v != "grid_view" {
		c.fail(p+".menu_settings.view_default", "must be list_view or grid_view")
	}
	onMenu := map[int64]bool{}
	for i := range s.Menu {
		m := &s.Menu[i]
		mp := fmt.Sprintf("%s.menu[%d]", p, i)
		pr := products[m.ProductID]
		if pr == nil {
			c.fail(mp+".product_id", "names product %d, which is not in products", m.ProductID)
			continue
		}
		if onMenu[m.ProductID] {
			c.fail(mp+".product_id", "product %d is on this menu twice", m.ProductID)
		}
		onMenu[m.ProductID] = true
		CheckMenuItem(&c.v, mp, m, pr.Kind)
	}
	c.menuSettings(p+".menu_settings", &s.MenuSettings, onMenu)
}

func (c *checker) hours(p string, hs []DayHours) {
	seen := map[string]bool{}
	for i, h := range hs {
		hp := fmt.Sprintf("%s[%d]", p, i)
		if !slices.Contains(days, h.Day) {
			c.fail(hp+".day", "must be a lowercase day name such as monday")
		} else if seen[h.Day] {
			c.fail(hp+".day", "%s appears twice", h.Day)
		}
		seen[h.Day] = true
		if !hhmmPattern.MatchString(h.Period.From) {
			c.fail(hp+".period.from", "must be a 24-hour time HH:mm")
		}
		if !hhmmPattern.MatchString(h.Period.To) {
			c.fail(hp+".period.to", "must be a 24-hour time HH:mm")
		}
	}
}

// Slug makes a name into a URL slug of the form slugPattern accepts:
// lowercase letters and digits, each other run of characters one hyphen.
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case b.Len() > 0 && !dash:
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
