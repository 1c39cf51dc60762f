package site

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"html/template"
	"net"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/merchandising"
	"github.com/pistil/pistil/internal/api/shop"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// A page as search engines and link previews see it: the app's index.html
// with a title, description, canonical URL, OpenGraph tags and JSON-LD in
// the head, and the page's content as plain HTML inside the app's root
// element, which the app replaces when it starts. Crawlers that run no
// JavaScript see the store, its hours and its products with their prices.
type page struct {
	status      int
	title       string
	description string
	canonical   string
	image       string
	ogType      string
	jsonLD      any
	body        template.HTML
	// settings are the page's own public settings: its app mode and partner.
	settings map[string]any
	// siteName is the site the page belongs to: Pistil, or a partner's own.
	siteName string
	// screen is the source of the page's screen when it loads on demand
	// (preloadedScreens), and picture its largest picture: both preloaded.
	screen  string
	picture imagePreload
	// answers are the API's answers to the reads the page's screen makes
	// first, by the address the app asks (earlyAnswers).
	answers map[string]any
}

var (
	storePage   = regexp.MustCompile(`^/stores/(\d+)/([a-z0-9-]+)(?:/menu)?/?$`)
	productPage = regexp.MustCompile(`^/stores/(\d+)/([a-z0-9-]+)/products/(\d+)/([a-z0-9-]+)/?$`)
)

// prerender builds the page for a screen path; ok is false for screens
// without server-rendered content, which get the plain app.
func (s *Server) prerender(r *http.Request) (p page, ok bool) {
	if m := productPage.FindStringSubmatch(r.URL.Path); m != nil {
		storeID, _ := strconv.ParseInt(m[1], 10, 64)
		productID, _ := strconv.ParseInt(m[3], 10, 64)
		return s.productPage(r, storeID, productID), true
	}
	if m := storePage.FindStringSubmatch(r.URL.Path); m != nil {
		storeID, _ := strconv.ParseInt(m[1], 10, 64)
		return s.storePage(r, storeID), true
	}
	if m := brandPagePath.FindStringSubmatch(r.URL.Path); m != nil {
		brandID, _ := strconv.ParseInt(m[1], 10, 64)
		return s.brandPage(r, brandID), true
	}
	if r.URL.Path == "/cart" {
		// the bag is the shopper's own (kept in the browser): nothing to draw, but its screen's files to fetch
		return page{screen: cartScreen}, true
	}
	return page{}, false
}

// siteURL is the base of the absolute URLs in pages, the sitemap and
// robots.txt: the configured public URL, or a partner's own host when the
// request came to one of the hosts a partner lists (white-label, bloom). The
// Host header alone is never believed: anyone can send any. Only a server
// without a public URL (some tests) uses the request's.
func (s *Server) siteURL(r *http.Request) string {
	host := strings.ToLower(r.Host)
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	partners, err := s.Catalog.Partners(r.Context())
	if err != nil {
		s.Log.ErrorContext(r.Context(), "read partners for a page's URL", "err", err, "request_id", core.RequestID(r.Context()))
	}
	for _, p := range partners {
		if slices.Contains(p.Hosts, host) {
			return core.BaseURL(r)
		}
	}
	if s.PublicURL != "" {
		return s.PublicURL
	}
	return core.BaseURL(r)
}

func notFoundPage(what string) page {
	return page{status: http.StatusNotFound, title: "Not found | Pistil", description: "We couldn't find that " + what + "."}
}

func (s *Server) storeAndIndex(ctx context.Context, storeID int64) (catalog.StoreSummary, *core.MenuView, error) {
	store, err := s.DB.Store(ctx, storeID)
	if err != nil {
		return store, nil, err
	}
	ix, err := s.Menus.Index(ctx, storeID)
	return store, ix, err
}

func (s *Server) storePage(r *http.Request, storeID int64) page {
	store, ix, err := s.storeAndIndex(r.Context(), storeID)
	if err != nil {
		if problem.KindOf(err) == problem.NotFound {
			return notFoundPage("store")
		}
		s.Log.ErrorContext(r.Context(), "prerender store", "err", err)
		return page{status: http.StatusOK}
	}
	res, _ := ix.Search(merch.Query{PageSize: merchandising.DefaultPageSize})
	answers := map[string]any{storeAnswerPath(store.ID): shop.StoreAnswerOf(&store)}
	// The page draws the first row of the featured tab the app opens on, so a
	// shopper on a slow phone sees its first products before the app has run.
	var row []*catalog.MenuProduct
	rowTitle := ""
	if s.Featured != nil {
		if rows, title, first, err := s.Featured(r, store.ID); err == nil {
			answers[featuredAnswerPath(store.ID)] = rows
			rowTitle = title
			for _, id := range first {
				if mp := ix.Get(id); mp != nil {
					row = append(row, mp)
				}
			}
		} else {
			s.Log.ErrorContext(r.Context(), "prerender featured rows", "err", err)
		}
	}
	url := fmt.Sprintf("%s/stores/%d/%s/menu", s.siteURL(r), store.ID, store.URLSlug)
	banner := bannerImage(&store)
	var body bytes.Buffer
	if err := storeBody.Execute(&body, map[string]any{"Store": store, "Phone": telHref(store.Phone), "Hours": hoursRows(store.Hours.Working),
		"Banner": banner, "BannerAlt": bannerAlt(&store), "RowTitle": rowTitle, "Row": cardRows(&store, row),
		"Products": productRows(&store, res.Hits), "Total": countOf(res.NbHits, "product", "products")}); err != nil {
		s.Log.ErrorContext(r.Context(), "prerender store", "err", err)
	}
	return page{
		status:      http.StatusOK,
		title:       fmt.Sprintf("%s menu: %s, %s | Pistil", store.Name, store.City, store.State),
		description: fmt.Sprintf("Shop %s's menu of %d products at %s, %s, %s. Reserve online for pickup.", store.Name, store.ProductCount, store.Address, store.City, store.State),
		canonical:   url, ogType: "website", jsonLD: storeLD(&store, url),
		body:    template.HTML(body.String()),
		picture: banner,
		answers: answers,
	}
}

func (s *Server) productPage(r *http.Request, storeID, productID int64) page {
	store, err := s.DB.Store(r.Context(), storeID)
	if err != nil {
		return notFoundPage("product")
	}
	mp, err := s.DB.MenuProduct(r.Context(), storeID, productID)
	if err != nil || !mp.Visible {
		return notFoundPage("product")
	}
	answers := map[string]any{storeAnswerPath(store.ID): shop.StoreAnswerOf(&store)}
	// the prices the page shows: under the store's specials, as on its menu
	if sp, err := s.SpecialPricing(r.Context(), storeID); err == nil {
		// the product's read answers as getMenuProduct does, from the product before its prices are marked
		answers[productAnswerPath(storeID, productID)] = s.MenuProductAnswerOf(r, &mp, sp)
		menu := []catalog.MenuProduct{mp}
		sp.MarkSpecialPrices(menu)
		mp = menu[0]
	}
	base := s.siteURL(r)
	url := fmt.Sprintf("%s/stores/%d/%s/products/%d/%s", base, store.ID, store.URLSlug, mp.Product.ID, mp.Product.URLSlug)
	image := base + core.MenuPhotoURLsOf(&mp)[0]
	var body bytes.Buffer
	picture := productImage(&mp)
	if err := productBody.Execute(&body, map[string]any{"Store": store, "Product": mp.Product, "Brand": mp.Brand,
		"Offers": offerRows(&store, &mp), "Picture": picture}); err != nil {
		s.Log.ErrorContext(r.Context(), "prerender product", "err", err)
	}
	return page{
		status:      http.StatusOK,
		title:       fmt.Sprintf("%s by %s at %s | Pistil", mp.Product.Name, mp.Brand.Name, store.Name),
		description: firstSentence(mp.Product.Description, fmt.Sprintf("%s by %s, at %s in %s.", mp.Product.Name, mp.Brand.Name, store.Name, store.City)),
		canonical:   url, image: image, ogType: "product", jsonLD: productLD(&store, &mp, url, image),
		body:   template.HTML(body.String()),
		screen: productScreen, picture: picture,
		answers: answers,
	}
}

func firstSentence(text, fallback string) string {
	if text == "" {
		return fallback
	}
	if i := strings.Index(text, ". "); i > 0 {
		return text[:i+1]
	}
	return text
}

type hourRow struct{ Day, From, To string }

func hoursRows(hours []catalog.DayHours) []hourRow {
	out := make([]hourRow, len(hours))
	for i, h := range hours {
		out[i] = hourRow{Day: strings.ToUpper(h.Day[:1]) + h.Day[1:], From: h.Period.From, To: h.Period.To}
	}
	return out
}

type productRow struct {
	Name, Brand, URL, Price string
	// Image is the card's picture as the storefront's card draws it (cardRows).
	Image imagePreload
}

func currencyOf(s *catalog.StoreSummary) string {
	if s.CountryCode == "CA" {
		return "CAD"
	}
	return "USD"
}

func formatPrice(c money.Cents) string { return c.Display() }

func productRows(store *catalog.StoreSummary, hits []*catalog.MenuProduct) []productRow {
	out := make([]productRow, 0, len(hits))
	for _, m := range hits {
		row := productRow{Name: m.Product.Name, Brand: m.Brand.Name,
			URL: fmt.Sprintf("/stores/%d/%s/products/%d/%s", store.ID, store.URLSlug, m.Product.ID, m.Product.URLSlug)}
		if low, ok := m.LowestOffer(); ok && !store.MenuSettings.HidePrices {
			row.Price = formatPrice(low.Lowest())
			if low.PriceID != catalog.Each {
				row.Price += " / " + low.PriceID.Label()
			}
		}
		out = append(out, row)
	}
	return out
}

// cardRows are productRows with each card's picture, for the cards drawn.
func cardRows(store *catalog.StoreSummary, hits []*catalog.MenuProduct) []productRow {
	rows := productRows(store, hits)
	for i, m := range hits {
		rows[i].Image = photoImage(m, cardSizes)
	}
	return rows
}

// countOf is n with its noun: "1 product", "560 products".
func countOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// telHref is a phone number as a tel: link dials it (web/src/lib/tel.ts):
// its digits and a leading +, so html/template may take it as a URL.
func telHref(phone string) template.URL {
	var b strings.Builder
	for i, r := range phone {
		if r >= '0' && r <= '9' || r == '+' && i == 0 {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return ""
	}
	return template.URL("tel:" + b.String())
}

type offerRow struct {
	Label, Price string
	InStock      bool
}

func offerRows(store *catalog.StoreSummary, m *catalog.MenuProduct) []offerRow {
	var out []offerRow
	for _, o := range m.Offers {
		if o.Price > 0 {
			row := offerRow{Label: o.PriceID.Label(), InStock: o.Stock > 0}
			if !store.MenuSettings.HidePrices {
				row.Price = formatPrice(o.Lowest())
			}
			out = append(out, row)
		}
	}
	return out
}

var schemaDays = map[string]string{"monday": "Monday", "tuesday": "Tuesday", "wednesday": "Wednesday", "thursday": "Thursday",
	"friday": "Friday", "saturday": "Saturday", "sunday": "Sunday"}

func storeLD(s *catalog.StoreSummary, url string) map[string]any {
	hours := make([]map[string]any, 0, len(s.Hours.Working))
	for _, h := range s.Hours.Working {
		hours = append(hours, map[string]any{"@type": "OpeningHoursSpecification", "dayOfWeek": schemaDays[h.Day],
			"opens": h.Period.From, "closes": h.Period.To})
	}
	ld := map[string]any{
		"@context": "https://schema.org", "@type": "Store", "name": s.Name, "url": url, "telephone": s.Phone,
		"address": map[string]any{"@type": "PostalAddress", "streetAddress": s.Address, "addressLocality": s.City,
			"addressRegion": s.State, "postalCode": s.Zip, "addressCountry": s.CountryCode},
		"geo":                       map[string]any{"@type": "GeoCoordinates", "latitude": s.Lat, "longitude": s.Long},
		"openingHoursSpecification": hours, "currenciesAccepted": currencyOf(s),
	}
	if s.Rating != nil && s.ReviewsCount > 0 {
		ld["aggregateRating"] = map[string]any{"@type": "AggregateRating", "ratingValue": core.RoundRating(s.Rating), "reviewCount": s.ReviewsCount}
	}
	return ld
}

func productLD(s *catalog.StoreSummary, m *catalog.MenuProduct, url, image string) map[string]any {
	offers := []map[string]any{}
	for _, o := range m.Offers {
		if o.Price <= 0 {
			continue
		}
		availability := "https://schema.org/InStock"
		if o.Stock == 0 {
			availability = "https://schema.org/OutOfStock"
		}
		offer := map[string]any{"@type": "Offer", "name": o.PriceID.Label(), "price": o.Lowest().String(),
			"priceCurrency": currencyOf(s), "availability": availability, "url": url,
			"seller": map[string]any{"@type": "Store", "name": s.Name}}
		if s.MenuSettings.HidePrices {
			// the page is everyone's: a store that hides its prices shows them to no one here
			delete(offer, "price")
			delete(offer, "priceCurrency")
		}
		offers = append(offers, offer)
	}
	ld := map[string]any{"@context": "https://schema.org", "@type": "Product", "name": m.Product.Name, "url": url,
		"image": image, "description": m.Product.Description, "category": string(m.Product.Kind),
		"brand": map[string]any{"@type": "Brand", "name": m.Brand.Name}, "offers": offers}
	if m.AggregateRating != nil && m.ReviewCount > 0 {
		ld["aggregateRating"] = map[string]any{"@type": "AggregateRating", "ratingValue": core.RoundRating(m.AggregateRating), "reviewCount": m.ReviewCount}
	}
	return ld
}

var headTags = template.Must(template.New("head").Parse(`<title>{{.title}}</title>
<meta name="description" content="{{.description}}">
{{if .canonical}}<link rel="canonical" href="{{.canonical}}">
<meta property="og:url" content="{{.canonical}}">{{end}}
<meta property="og:title" content="{{.title}}">
<meta property="og:description" content="{{.description}}">
<meta property="og:site_name" content="{{.siteName}}">
{{if .ogType}}<meta property="og:type" content="{{.ogType}}">{{end}}
{{if .image}}<meta property="og:image" content="{{.image}}">{{end}}
{{if .jsonLD}}<script type="application/ld+json">{{.jsonLD}}</script>{{end}}
`))

// The prerendered pages are what a shopper sees while the app's scripts
// arrive and run (seconds on a slow phone), so they are laid out as the
// app's screens begin (web/src/styles/global.css, .prerendered): a store's
// menu shows the store, its first banner and the first row of its featured
// tab as cards; then, for crawlers, its hours and its menu's first page.
var storeBody = template.Must(template.New("store").Parse(`<main class="prerendered">
<h1>{{.Store.Name}}</h1>
<p>{{.Store.Address}}, {{.Store.City}}, {{.Store.State}} {{.Store.Zip}}{{if .Phone}} · <a href="{{.Phone}}">{{.Store.Phone}}</a>{{end}}</p>
{{with .Banner}}{{if .Href}}<img class="prerendered-banner" src="{{.Href}}" alt="{{$.BannerAlt}}" width="1200" height="240">{{end}}{{end}}
{{if .Row}}<section aria-labelledby="prerendered-row"><h2 id="prerendered-row">{{.RowTitle}}</h2>
<ul class="prerendered-cards">{{range $i, $p := .Row}}<li><article>{{with $p.Image}}{{if .Href}}<img src="{{.Href}}"{{if .Srcset}} srcset="{{.Srcset}}" sizes="{{.Sizes}}"{{end}} alt="" width="400" height="400"{{if ge $i 4}} loading="lazy"{{end}}>{{end}}{{end}}
<p>{{$p.Brand}}</p><h3><a href="{{$p.URL}}">{{$p.Name}}</a></h3>{{if $p.Price}}<p><strong>{{$p.Price}}</strong></p>{{end}}</article></li>{{end}}</ul></section>{{end}}
<p>{{.Store.Description}}</p>
<h2>Hours</h2>
<table><tbody>{{range .Hours}}<tr><th scope="row">{{.Day}}</th><td>{{.From}}–{{.To}}</td></tr>{{end}}</tbody></table>
<h2>Menu: {{.Total}}</h2>
<ul>{{range .Products}}<li><a href="{{.URL}}">{{.Name}}</a> by {{.Brand}}{{if .Price}}: {{.Price}}{{end}}</li>{{end}}</ul>
</main>`))

var productBody = template.Must(template.New("product").Parse(`<main class="prerendered">
<p><a href="/stores/{{.Store.ID}}/{{.Store.URLSlug}}/menu">{{.Store.Name}}</a></p>
{{with .Picture}}{{if .Href}}<img class="prerendered-picture" src="{{.Href}}"{{if .Srcset}} srcset="{{.Srcset}}" sizes="{{.Sizes}}"{{end}} alt="{{$.Product.Name}}" width="600" height="600">{{end}}{{end}}
<h1>{{.Product.Name}}</h1>
<p>By {{.Brand.Name}} · {{.Product.Kind}}{{if .Product.RootSubtype}} · {{.Product.RootSubtype}}{{end}}</p>
<p>{{.Product.Description}}</p>
<ul>{{range .Offers}}<li>{{.Label}}{{if .Price}}: {{.Price}}{{end}}{{if not .InStock}} (sold out){{end}}</li>{{end}}</ul>
</main>`))

// render writes the app's index.html with the page's head tags and body.
func (h *appHandler) render(w http.ResponseWriter, p page) {
	out := h.index
	if block := h.settingsBlocks(p.settings); block != nil {
		out = bytes.Replace(out, []byte("</head>"), append(block, "</head>"...), 1)
	}
	var head bytes.Buffer
	if p.title != "" {
		site := p.siteName
		if site == "" {
			site = "Pistil"
		}
		if err := headTags.Execute(&head, map[string]any{"title": p.title, "description": p.description, "siteName": site,
			"canonical": p.canonical, "image": p.image, "ogType": p.ogType, "jsonLD": p.jsonLD}); err == nil {
			out = titleTag.ReplaceAll(out, nil)
			out = descriptionTag.ReplaceAll(out, nil)
			out = bytes.Replace(out, []byte("</head>"), append(head.Bytes(), []byte("</head>")...), 1)
		}
	}
	if picture, screen := h.preloadLinks(p); picture != nil || screen != nil {
		if i := bytes.Index(out, []byte("<script")); picture != nil && i >= 0 && i < bytes.Index(out, []byte("</head>")) {
			out = slices.Concat(out[:i:i], picture, out[i:])
		} else if picture != nil {
			screen = append(picture, screen...)
		}
		out = bytes.Replace(out, []byte("</head>"), append(screen, "</head>"...), 1)
	}
	if p.body != "" {
		out = bytes.Replace(out, []byte(`<div id="root"></div>`), []byte(`<div id="root">`+string(p.body)+`</div>`), 1)
	}
	// The answers (the featured rows alone are some 270 KB before compression)
	// come after the prerendered content, which the browser draws first; the
	// app's modules run once the whole page is parsed, so they are there.
	if block := earlyAnswersBlock(p.answers); block != nil {
		out = bytes.Replace(out, []byte("</body>"), append(block, "</body>"...), 1)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	status := p.status
	if status == 0 {
		status = http.StatusOK
	}
	w.WriteHeader(status)
	_, _ = w.Write(out)
}

var (
	titleTag       = regexp.MustCompile(`<title>[^<]*</title>\s*`)
	descriptionTag = regexp.MustCompile(`<meta name="description"[^>]*>\s*`)
)

// sitemap lists every store's menu and every visible product page.
func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) error {
	stores, err := s.DB.Stores(r.Context(), storage.StoreFilter{})
	if err != nil {
		return err
	}
	type loc struct {
		Loc string `xml:"loc"`
	}
	base := s.siteURL(r)
	urls := []loc{{Loc: base + "/"}, {Loc: base + "/dispensaries"}}
	for _, p := range shop.DiscoverPaths() {
		urls = append(urls, loc{Loc: base + p})
	}
	brands, err := s.Catalog.Brands(r.Context())
	if err != nil {
		return err
	}
	for _, b := range brands {
		if b.ProductCount > 0 {
			urls = append(urls, loc{Loc: fmt.Sprintf("%s/brands/%d/%s", base, b.ID, b.URLSlug)})
		}
	}
	for _, st := range stores {
		urls = append(urls, loc{Loc: fmt.Sprintf("%s/stores/%d/%s/menu", base, st.ID, st.URLSlug)})
		ix, err := s.Menus.Index(r.Context(), st.ID)
		if err != nil {
			return err
		}
		res, _ := ix.Search(merch.Query{PageSize: ix.Len()})
		for _, m := range res.Hits {
			urls = append(urls, loc{Loc: fmt.Sprintf("%s/stores/%d/%s/products/%d/%s", base, st.ID, st.URLSlug, m.Product.ID, m.Product.URLSlug)})
		}
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	_, _ = w.Write([]byte(xml.Header))
	return xml.NewEncoder(w).Encode(struct {
		XMLName xml.Name `xml:"urlset"`
		NS      string   `xml:"xmlns,attr"`
		URLs    []loc    `xml:"url"`
	}{NS: "http://www.sitemaps.org/schemas/sitemap/0.9", URLs: urls})
}

func (s *Server) robots(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	// The frameless embed renders on partners' pages from the store's
	// loader, the store and product reads and the menu's searches: a
	// crawler rendering a partner's page must be let fetch them
	// (docs/modes/frameless.md, search engines).
	_, err := fmt.Fprintf(w, "User-agent: *\nDisallow: /api/\nDisallow: /v1/\nAllow: /v1/stores/\nAllow: /v1/products/\n"+
		"Disallow: /merch/\nAllow: /merch/v2/smart\nAllow: /merch/v2/multi\nAllow: /merch/v2/facets\n"+
		"Disallow: /cart\nDisallow: /reservation_receipt/\nDisallow: /business\nAllow: /\n\nSitemap: %s/sitemap.xml\n", s.siteURL(r))
	return err
}
