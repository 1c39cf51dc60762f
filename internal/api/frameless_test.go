package api_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// builtApp is a build of the app as vite writes it, manifest included.
var builtApp = fstest.MapFS{
	"index.html":          {Data: []byte(`<!doctype html><html><head><title>Pistil</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`)},
	"assets/index-abc.js": {Data: []byte(`console.log("app")`)},
	// A screen loaded with import() brings its CSS (and its own lazy chunk's);
	// the store console's chunks are left out of a frameless page.
	".vite/manifest.json": {Data: []byte(`{"index.html":{"file":"assets/index-abc.js","isEntry":true,"css":["assets/index-def.css"],"imports":["_chunk.js"],
			"dynamicImports":["src/app/routes/ProductDetail.tsx","src/app/business/ConsoleFrame.tsx"]},
		"_chunk.js":{"file":"assets/chunk-1.js","css":["assets/chunk-1.css","assets/index-def.css"]},
		"src/app/routes/ProductDetail.tsx":{"file":"assets/ProductDetail-2.js","src":"src/app/routes/ProductDetail.tsx","isDynamicEntry":true,
			"css":["assets/ProductDetail-2.css"],"imports":["index.html"],"dynamicImports":["src/features/reviews/Reviews.tsx"]},
		"src/features/reviews/Reviews.tsx":{"file":"assets/Reviews-3.js","src":"src/features/reviews/Reviews.tsx","isDynamicEntry":true,"css":["assets/Reviews-3.css"]},
		"src/app/business/ConsoleFrame.tsx":{"file":"assets/ConsoleFrame-4.js","src":"src/app/business/ConsoleFrame.tsx","isDynamicEntry":true,
			"css":["assets/ConsoleFrame-4.css"],"imports":["_console.js"]},
		"_console.js":{"file":"assets/console-5.js","css":["assets/console-5.css"]}}`)},
}

func importPartners(t *testing.T, db *storage.DB, partners ...catalog.Partner) {
	t.Helper()
	if _, err := catalogstore.New(db).Import(context.Background(), &catalog.Document{Version: 1, Partners: partners}); err != nil {
		t.Fatal(err)
	}
}

// TestFramelessEmbed: the loader of a store a framelessEmbed partner shows
// writes the runtime config and loads the built app from Pistil's origin;
// the menu fragment links under the partner's hosted path; other stores
// have no loader.
func TestFramelessEmbed(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp })
		importPartners(t, db, catalog.Partner{ID: 5, Name: "Golden Gate's site", Mode: "framelessEmbed",
			AllowedOrigins: []string{"https://shop.example"}, PartnerHostedPath: "/menu/", StoreIDs: []int64{ct.StoreSF}})

		embed := call(t, srv, "GET", "/frameless/embed.js", "")
		if embed.status != http.StatusOK || !strings.HasPrefix(embed.header.Get("Content-Type"), "text/javascript") ||
			!strings.Contains(embed.raw, `loader.src = "https://shop.example/" + "v1/stores/" + id + "/frameless.js";`) ||
			strings.Contains(embed.raw, "me.src") || embed.header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("embed.js = %d %s", embed.status, embed.raw)
		}

		// The app's addresses are the configured public URL's (newServerWith's).
		const pub = "https://shop.example"
		for _, prefix := range []string{"/v1", "/api/v1"} {
			r := call(t, srv, "GET", prefix+"/stores/1/frameless.js", "")
			for _, want := range []string{
				`"storeId":1`, `"isFramelessEmbedMode":true`, `"showAgeGate":false`, `"partnerHostedPath":"/menu"`,
				`"apiUrl":"` + pub + `/v1"`, `"publicPath":"` + pub + `/"`, `"dmEndpoint":"` + pub + `/merch"`,
				`var entry = "` + pub + `/assets/index-abc.js"`,
				`var styles = ["` + pub + `/assets/index-def.css","` + pub + `/assets/chunk-1.css","` + pub + `/assets/ProductDetail-2.css","` + pub + `/assets/Reviews-3.css"]`,
				`href=\"/menu/stores/1/golden-gate-greenhouse/products/`, "Blue Dream",
			} {
				if r.status != http.StatusOK || !strings.Contains(r.raw, want) {
					t.Errorf("GET %s/stores/1/frameless.js = %d, want %s in\n%s", prefix, r.status, want, r.raw)
				}
			}
			// The values are JSON with markup escaped: nothing in one could close a script.
			if strings.Contains(r.raw, "<section") || strings.Contains(r.raw, "<a ") || !strings.Contains(r.raw, `\u003csection`) {
				t.Errorf("the loader holds raw markup:\n%s", r.raw)
			}
		}
		if r := call(t, srv, "GET", "/v1/stores/2/frameless.js", ""); r.status != http.StatusNotFound {
			t.Errorf("a store no frameless partner shows = %d %s", r.status, r.raw)
		}

		// Crawlers rendering a partner's page may fetch what the embed needs.
		robots := call(t, srv, "GET", "/robots.txt", "").raw
		for _, want := range []string{"Disallow: /v1/\n", "Allow: /v1/stores/\n", "Allow: /merch/v2/smart\n"} {
			if !strings.Contains(robots, want) {
				t.Errorf("robots.txt has no %q:\n%s", want, robots)
			}
		}

		menu := call(t, srv, "GET", "/v1/stores/1/menu.html", "")
		if menu.status != http.StatusOK || !strings.Contains(menu.raw, `<a href="/menu/stores/1/golden-gate-greenhouse/products/`) ||
			!strings.Contains(menu.raw, "Golden Gate Greenhouse menu") {
			t.Errorf("menu.html = %d %s", menu.status, menu.raw)
		}
		product := call(t, srv, "GET", "/v1/stores/1/menu.html?path=/stores/1/golden-gate-greenhouse/products/100/blue-dream", "")
		if product.status != http.StatusOK || !strings.Contains(product.raw, "<h2>Blue Dream</h2>") || !strings.Contains(product.raw, `href="/menu/"`) {
			t.Errorf("menu.html of a product = %d %s", product.status, product.raw)
		}
	})
}

// TestFramelessCORS: /v1 answers a framelessEmbed partner's origins with
// CORS, preflights included, and never any other origin; the app's assets
// may be read from anywhere.
func TestFramelessCORS(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp })
		importPartners(t, db,
			catalog.Partner{ID: 5, Name: "Frameless", Mode: "framelessEmbed", AllowedOrigins: []string{"https://shop.example"}, PartnerHostedPath: "/menu", StoreIDs: []int64{ct.StoreSF}},
			catalog.Partner{ID: 6, Name: "Embedded", Mode: "embedded", AllowedOrigins: []string{"https://framer.example"}, StoreIDs: []int64{ct.StoreSF}})
		origin := func(o string) http.Header { return http.Header{"Origin": {o}} }
		preflight := func(o string) http.Header {
			return http.Header{"Origin": {o}, "Access-Control-Request-Method": {"POST"}, "Access-Control-Request-Headers": {"authorization,content-type"}}
		}
		tests := []struct {
			name, method, path string
			header             http.Header
			status             int
			allow              string // Access-Control-Allow-Origin wanted
		}{
			{"allowed origin", "GET", "/v1/stores/1", origin("https://shop.example"), 200, "https://shop.example"},
			{"allowed origin, error answer", "GET", "/v1/stores/99", origin("https://shop.example"), 404, "https://shop.example"},
			{"allowed preflight", "OPTIONS", "/v1/cart_products", preflight("https://shop.example"), 204, "https://shop.example"},
			{"an embedded partner's origin", "GET", "/v1/stores/1", origin("https://framer.example"), 200, ""},
			{"unknown origin", "GET", "/v1/stores/1", origin("https://evil.example"), 200, ""},
			{"unknown preflight", "OPTIONS", "/v1/cart_products", preflight("https://evil.example"), 404, ""},
			{"same path under /api", "GET", "/api/v1/stores/1", origin("https://shop.example"), 200, ""},
			{"no origin", "GET", "/v1/stores/1", nil, 200, ""},
			{"assets", "GET", "/assets/index-abc.js", origin("https://evil.example"), 200, "*"},
		}
		for _, tc := range tests {
			r := callWith(t, srv, tc.method, tc.path, "", tc.header)
			if r.status != tc.status || r.header.Get("Access-Control-Allow-Origin") != tc.allow {
				t.Errorf("%s: %s %s = %d, Allow-Origin %q; want %d, %q", tc.name, tc.method, tc.path, r.status,
					r.header.Get("Access-Control-Allow-Origin"), tc.status, tc.allow)
			}
			if tc.allow != "" && tc.allow != "*" {
				if r.header.Get("Access-Control-Allow-Credentials") != "true" || r.header.Get("Access-Control-Expose-Headers") != "Authorization" {
					t.Errorf("%s: credentials %q, exposed %q", tc.name, r.header.Get("Access-Control-Allow-Credentials"), r.header.Get("Access-Control-Expose-Headers"))
				}
			}
			if strings.HasPrefix(tc.path, "/v1/") && !strings.Contains(strings.Join(r.header.Values("Vary"), ","), "Origin") {
				t.Errorf("%s: no Vary: Origin", tc.name)
			}
			if tc.method == "OPTIONS" && tc.allow != "" {
				if m := r.header.Get("Access-Control-Allow-Methods"); !strings.Contains(m, "POST") || !strings.Contains(r.header.Get("Access-Control-Allow-Headers"), "Authorization") {
					t.Errorf("%s: methods %q, headers %q", tc.name, m, r.header.Get("Access-Control-Allow-Headers"))
				}
			}
		}
	})
}

// TestPartnerSitePages: on a white-label or bloom host, the root is the
// partner's store for crawlers, the canonical URL is on the partner's host
// and titles name the partner's site.
func TestPartnerSitePages(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp })
		importPartners(t, db,
			catalog.Partner{ID: 6, Name: "Golden Gate Greenhouse shop", Mode: "whiteLabel", Hosts: []string{"shop.localhost"}, StoreIDs: []int64{ct.StoreSF}},
			catalog.Partner{ID: 7, Name: "Mile High", Mode: "bloom", Hosts: []string{"bloom.localhost"}, StoreIDs: []int64{ct.StoreDenver}})
		onHost := func(host, path string) response {
			req, err := http.NewRequest("GET", srv.URL+path, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Host = host
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			var b strings.Builder
			buf := make([]byte, 4096)
			for {
				n, err := res.Body.Read(buf)
				b.Write(buf[:n])
				if err != nil {
					break
				}
			}
			return response{status: res.StatusCode, header: res.Header, raw: b.String()}
		}
		tests := []struct{ host, path, want string }{
			{"shop.localhost:8080", "/", `<link rel="canonical" href="http://shop.localhost:8080/stores/1/golden-gate-greenhouse/menu">`},
			{"shop.localhost:8080", "/", `<title>Golden Gate Greenhouse menu: San Francisco, CA | Golden Gate Greenhouse shop</title>`},
			{"shop.localhost:8080", "/", `<meta property="og:site_name" content="Golden Gate Greenhouse shop">`},
			{"shop.localhost:8080", "/stores/1/golden-gate-greenhouse/products/100/blue-dream", `<link rel="canonical" href="http://shop.localhost:8080/stores/1/golden-gate-greenhouse/products/100/blue-dream">`},
			{"shop.localhost:8080", "/stores/1/golden-gate-greenhouse/products/100/blue-dream", `| Golden Gate Greenhouse shop</title>`},
			{"bloom.localhost", "/", `<h1>Mile High Apothecary</h1>`},
			{"127.0.0.1", "/stores/1/golden-gate-greenhouse/menu", `<meta property="og:site_name" content="Pistil">`},
		}
		for _, tc := range tests {
			if r := onHost(tc.host, tc.path); r.status != http.StatusOK || !strings.Contains(r.raw, tc.want) {
				t.Errorf("GET %s%s = %d, want %s in\n%s", tc.host, tc.path, r.status, tc.want, r.raw)
			}
		}
	})
}
