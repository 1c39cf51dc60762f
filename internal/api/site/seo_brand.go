package site

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"regexp"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

var brandPagePath = regexp.MustCompile(`^/brands/(\d+)/([a-z0-9-]+)/?$`)

// brandProductRow is a brand's product as the prerendered page lists it.
type brandProductRow struct {
	Name, URL, From string
	Stores          int
}

// brandPage is a brand's page for crawlers: the brand and its products with
// their lowest prices, a Brand and an ItemList of Products with aggregate
// offers in JSON-LD.
func (s *Server) brandPage(r *http.Request, brandID int64) page {
	brand, err := s.Catalog.Brand(r.Context(), brandID)
	if err != nil {
		if problem.KindOf(err) != problem.NotFound {
			s.Log.ErrorContext(r.Context(), "prerender brand", "err", err)
			return page{status: http.StatusOK}
		}
		return notFoundPage("brand")
	}
	products, err := s.Catalog.BrandProducts(r.Context(), brandID)
	if err != nil {
		s.Log.ErrorContext(r.Context(), "prerender brand", "err", err)
		return page{status: http.StatusOK}
	}
	base := s.siteURL(r)
	url := fmt.Sprintf("%s/brands/%d/%s", base, brand.ID, brand.URLSlug)
	rows := make([]brandProductRow, 0, len(products))
	items := make([]map[string]any, 0, len(products))
	for i, p := range products {
		if len(p.Carriers) == 0 {
			continue
		}
		productURL := fmt.Sprintf("%s/products/%d/%s", base, p.Product.ID, p.Product.URLSlug)
		row := brandProductRow{Name: p.Product.Name, URL: productURL, Stores: len(p.Carriers)}
		item := map[string]any{"@type": "Product", "name": p.Product.Name, "url": productURL, "image": base + core.PhotoURLsOf(&p.Product)[0],
			"category": string(p.Product.Kind), "brand": map[string]any{"@type": "Brand", "name": brand.Name}}
		// the page is everyone's: the stores that hide their prices show none
		if shown := shownPrices(p.Carriers); len(shown) > 0 {
			low, high := lowHigh(shown)
			row.From = formatPrice(low)
			item["offers"] = map[string]any{"@type": "AggregateOffer", "lowPrice": low.String(), "highPrice": high.String(),
				"offerCount": len(shown), "priceCurrency": currencyOf(&shown[0].Store)}
		}
		rows = append(rows, row)
		items = append(items, map[string]any{"@type": "ListItem", "position": i + 1, "item": item})
	}
	ld := map[string]any{"@context": "https://schema.org", "@graph": []any{
		map[string]any{"@type": "Brand", "@id": url + "#brand", "name": brand.Name, "url": url, "description": brand.Description},
		map[string]any{"@type": "ItemList", "name": brand.Name + " products", "numberOfItems": len(items), "itemListElement": items},
	}}
	var body bytes.Buffer
	if err := brandBody.Execute(&body, map[string]any{"Brand": brand, "Products": rows}); err != nil {
		s.Log.ErrorContext(r.Context(), "prerender brand", "err", err)
	}
	return page{
		status:      http.StatusOK,
		title:       fmt.Sprintf("%s: products and where to buy them | Pistil", brand.Name),
		description: firstSentence(brand.Description, fmt.Sprintf("%d products by %s, with the dispensaries that carry them.", len(rows), brand.Name)),
		canonical:   url, ogType: "website", jsonLD: ld, body: template.HTML(body.String()),
	}
}

// shownPrices are the carriers whose stores show their prices to everyone
// (not hide_prices).
func shownPrices(cs []catalog.Carrier) []catalog.Carrier {
	var out []catalog.Carrier
	for _, c := range cs {
		if !c.Store.MenuSettings.HidePrices {
			out = append(out, c)
		}
	}
	return out
}

// lowHigh are the lowest and highest of the carriers' lowest prices.
func lowHigh(cs []catalog.Carrier) (low, high money.Cents) {
	low, high = cs[0].Lowest, cs[0].Lowest
	for _, c := range cs[1:] {
		low, high = min(low, c.Lowest), max(high, c.Lowest)
	}
	return low, high
}

var brandBody = template.Must(template.New("brand").Parse(`<main class="prerendered">
<p><a href="/brands">Brands</a></p>
<h1>{{.Brand.Name}}</h1>
<p>{{.Brand.Description}}</p>
<h2>Products ({{len .Products}})</h2>
<ul>{{range .Products}}<li><a href="{{.URL}}">{{.Name}}</a>:{{if .From}} from {{.From}}{{end}} at {{.Stores}} {{if eq .Stores 1}}store{{else}}stores{{end}}</li>{{end}}</ul>
</main>`))
