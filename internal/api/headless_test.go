package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestHeadlessEmbedScript: the headless loader answers at {api}/headless/embed.js
// under both API prefixes and at the root, as a script any partner page may
// load; the /headless pages are still the app's.
func TestHeadlessEmbedScript(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		for _, tc := range []struct {
			method, path string
			status       int
		}{
			{"GET", "/headless/embed.js", http.StatusOK},
			{"GET", "/api/v1/headless/embed.js", http.StatusOK},
			{"GET", "/v1/headless/embed.js", http.StatusOK},
			{"HEAD", "/api/v1/headless/embed.js", http.StatusOK},
			// Under the API, any other method is an unknown endpoint in the one error shape.
			{"POST", "/api/v1/headless/embed.js", http.StatusNotFound},
		} {
			t.Run(tc.method+" "+tc.path, func(t *testing.T) {
				r := call(t, srv, tc.method, tc.path, "")
				if r.status != tc.status {
					t.Fatalf("status = %d, want %d: %s", r.status, tc.status, r.raw)
				}
				if tc.status != http.StatusOK {
					return
				}
				h := r.header
				if got := h.Get("Content-Type"); got != "text/javascript; charset=utf-8" {
					t.Errorf("Content-Type = %q", got)
				}
				if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Cross-Origin-Resource-Policy") != "cross-origin" {
					t.Errorf("headers = %v", h)
				}
				if tc.method == "HEAD" {
					return
				}
				// The script finds itself by the documented id, frames /headless
				// at the server's origin, and speaks to the frame only there.
				for _, want := range []string{`'pistil-frame-script'`, `var origin = "https://shop.example"`, `origin + '/headless'`, `postMessage(message, origin)`,
					`frame.referrerPolicy = 'origin'`,
					`event.origin !== origin || event.source !== frame.contentWindow`, `'headlessAppLoaded'`, `window.Pistil.buildCart = buildCart`} {
					if !strings.Contains(r.raw, want) {
						t.Errorf("script lacks %s", want)
					}
				}
				// Pistil's origin is the server's, never the partner page's script element's.
				if strings.Contains(r.raw, "script.src") || strings.Contains(r.raw, "PISTIL_ORIGIN") {
					t.Errorf("script takes its origin from the page, or has no origin:\n%s", r.raw)
				}
			})
		}
		// The app's pages under /headless are untouched by the script's route.
		page := call(t, srv, "GET", "/headless/products/1/x", "")
		if page.status != http.StatusOK || !strings.HasPrefix(page.header.Get("Content-Type"), "text/html") {
			t.Errorf("/headless page = %d %s", page.status, page.header.Get("Content-Type"))
		}
		// A headless page names, and may be framed by, only the partners of
		// the site that framed it (the frame's origin referrer).
		importPartners(t, db,
			catalog.Partner{ID: 4, Name: "App one", Mode: "headless", AllowedOrigins: []string{"https://one.example"}, StoreIDs: []int64{1}},
			catalog.Partner{ID: 8, Name: "App two", Mode: "headless", AllowedOrigins: []string{"https://two.example"}, StoreIDs: []int64{2}})
		app := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp })
		framed := callWith(t, app, "GET", "/headless", "", http.Header{"Referer": {"https://one.example/"}})
		if csp := framed.header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'self' https://one.example") || strings.Contains(csp, "two.example") ||
			!strings.Contains(framed.raw, "App one") || strings.Contains(framed.raw, "App two") || strings.Contains(framed.raw, "two.example") {
			t.Errorf("/headless from one.example: %q\n%s", csp, framed.raw)
		}
		if unknown := callWith(t, app, "GET", "/headless", "", http.Header{"Referer": {"https://evil.example/"}}); strings.Contains(unknown.raw, "App one") ||
			strings.Contains(unknown.header.Get("Content-Security-Policy"), "one.example") {
			t.Errorf("/headless from evil.example names a partner: %s", unknown.raw)
		}
	})
}
