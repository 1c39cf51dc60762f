package api_test

import (
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func TestBrandPageForSearchEngines(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		// Peak's gummies are $18 in San Francisco and $20 in Denver; its grinder is hidden.
		r := call(t, srv, "GET", "/brands/11/peak-provisions", "")
		for _, want := range []string{
			"<title>Peak Provisions: products and where to buy them | Pistil</title>",
			`<link rel="canonical" href="` + publicURL + `/brands/11/peak-provisions">`,
			`"@type":"Brand"`, `"@type":"ItemList"`, `"numberOfItems":1`,
			`"@type":"AggregateOffer","highPrice":"20.00","lowPrice":"18.00","offerCount":2,"priceCurrency":"USD"`,
			"<h1>Peak Provisions</h1>", `Sour Cherry Gummies</a>: from $18.00 at 2 stores`,
		} {
			if !strings.Contains(r.raw, want) {
				t.Errorf("brand page lacks %s", want)
			}
		}
		if strings.Contains(r.raw, "Four-piece Grinder") {
			t.Error("the brand page lists a product no menu shows")
		}
		if missing := call(t, srv, "GET", "/brands/99/nobody", ""); missing.status != 404 {
			t.Errorf("an unknown brand = %d, want 404", missing.status)
		}
		if sitemap := call(t, srv, "GET", "/sitemap.xml", ""); !strings.Contains(sitemap.raw, "<loc>"+publicURL+"/brands/10/coastal-cultivators</loc>") {
			t.Errorf("the sitemap lacks the brand pages: %s", sitemap.raw)
		}
	})
}
