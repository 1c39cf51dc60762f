package api_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestPartners: partners are imported with the catalogue, answered by
// GET /partners/{id}, and only a partner's origins may frame its pages.
func TestPartners(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures)
		doc := ct.Small()
		doc.Partners = []catalog.Partner{{ID: 5, Name: "Golden Gate's site", Mode: "embedded",
			AllowedOrigins: []string{"https://shop.example", "http://localhost:3000"}, Theme: catalog.Theme{ThemeColor: "#14532d"},
			StoreIDs: []int64{ct.StoreSF}}}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		r := call(t, srv, "GET", "/api/v1/partners/5", "")
		if r.status != http.StatusOK || get(r.body, "partner", "mode") != "embedded" || get(r.body, "partner", "store_ids", 0) != 1.0 ||
			get(r.body, "partner", "theme", "theme_color") != "#14532d" {
			t.Errorf("partner = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "GET", "/api/v1/partners/6", ""); r.status != http.StatusNotFound {
			t.Errorf("unknown partner = %d", r.status)
		}
		// /embed/stores/{id} names the store; its embedded partner's origins may frame it.
		page := call(t, srv, "GET", "/embed/stores/1/menu", "")
		if got := frameAncestors(page.header); page.status != http.StatusOK ||
			got != "frame-ancestors 'self' https://shop.example http://localhost:3000" {
			t.Errorf("embedded page = %d, CSP %q", page.status, got)
		}
		if got := frameAncestors(call(t, srv, "GET", "/embed/stores/2", "").header); got != "frame-ancestors 'self'" {
			t.Errorf("a store without an embedded partner: CSP = %q", got)
		}
		if got := frameAncestors(call(t, srv, "GET", "/stores/1/golden-gate/menu", "").header); got != "frame-ancestors 'self'" {
			t.Errorf("a marketplace page: CSP = %q", got)
		}

		// A partner naming a store that does not exist is refused, and nothing is written.
		// (A document of partners alone: their stores are checked in the database.)
		bad := &catalog.Document{Version: 1, Partners: []catalog.Partner{{ID: 7, Name: "Ghost", Mode: "kiosk", StoreIDs: []int64{99}}}}
		var p *problem.Error
		if _, err := catalogstore.New(db).Import(context.Background(), bad); !errors.As(err, &p) || len(p.Fields["partners.7.store_ids[0]"]) != 1 {
			t.Errorf("a partner of an unknown store = %v", err)
		}
		alone := &catalog.Document{Version: 1, Partners: []catalog.Partner{{ID: 8, Name: "Kiosk", Mode: "kiosk", StoreIDs: []int64{ct.StoreDenver}}}}
		if _, err := catalogstore.New(db).Import(context.Background(), alone); err != nil {
			t.Errorf("a document of partners alone = %v", err)
		}
		if _, err := catalogstore.New(db).Partner(context.Background(), 7); problem.KindOf(err) != problem.NotFound {
			t.Errorf("the refused partner was written: %v", err)
		}
	})
}

// TestConsolePages: the store console's pages (ADR 0022) are served in the
// business mode on the instance's own host, may be framed by no site, ask
// search engines to leave them out, and are disallowed in robots.txt; on a
// partner's host they redirect to the public URL, and a server with no public
// URL to send them to has none there.
func TestConsolePages(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp })
		importPartners(t, db, catalog.Partner{ID: 6, Name: "Golden Gate Greenhouse shop", Mode: "whiteLabel", Hosts: []string{"shop.localhost"}, StoreIDs: []int64{ct.StoreSF}})
		for _, path := range []string{"/business", "/business/", "/business/welcome/abc", "/business/stores/1/queue?status=pending"} {
			r := call(t, srv, "GET", path, "")
			if r.status != http.StatusOK || frameAncestors(r.header) != "frame-ancestors 'none'" || r.header.Get("X-Robots-Tag") != "noindex" ||
				!strings.Contains(r.raw, `"appMode":"business"`) || strings.Contains(r.raw, `"partner"`) {
				t.Errorf("GET %s = %d, CSP %q, X-Robots-Tag %q:\n%s", path, r.status, r.header.Get("Content-Security-Policy"), r.header.Get("X-Robots-Tag"), r.raw)
			}
		}
		for _, path := range []string{"/", "/businesses", "/stores/1/golden-gate-greenhouse/menu"} {
			if r := call(t, srv, "GET", path, ""); r.status != http.StatusOK || r.header.Get("X-Robots-Tag") != "" || frameAncestors(r.header) != "frame-ancestors 'self'" {
				t.Errorf("GET %s = %d, CSP %q, X-Robots-Tag %q", path, r.status, r.header.Get("Content-Security-Policy"), r.header.Get("X-Robots-Tag"))
			}
		}
		if robots := call(t, srv, "GET", "/robots.txt", "").raw; !strings.Contains(robots, "Disallow: /business\n") {
			t.Errorf("robots.txt does not disallow the console:\n%s", robots)
		}

		// On a partner's host the console is on the public URL (newServerWith's), query kept.
		onHost := func(srv *httptest.Server, host, path string) *http.Response {
			req, err := http.NewRequest("GET", srv.URL+path, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Host = host
			client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
			res, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			return res
		}
		for path, want := range map[string]string{
			"/business":                    publicURL + "/business",
			"/business/welcome/abc?x=1":    publicURL + "/business/welcome/abc?x=1",
			"/business/stores/1/queue%2Fa": publicURL + "/business/stores/1/queue%2Fa",
		} {
			if res := onHost(srv, "shop.localhost:8080", path); res.StatusCode != http.StatusFound || res.Header.Get("Location") != want {
				t.Errorf("GET %s on the partner's host = %d to %q, want 302 to %q", path, res.StatusCode, res.Header.Get("Location"), want)
			}
		}
		if res := onHost(srv, "shop.localhost:8080", "/"); res.StatusCode != http.StatusOK || res.Header.Get("X-Robots-Tag") != "" {
			t.Errorf("the partner's home = %d, X-Robots-Tag %q", res.StatusCode, res.Header.Get("X-Robots-Tag"))
		}
		// Without a public URL the request's own host is all there is: no redirect to it.
		bare := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp; d.PublicURL = "" })
		if res := onHost(bare, "shop.localhost", "/business"); res.StatusCode != http.StatusNotFound {
			t.Errorf("the console on a partner's host with no public URL = %d %q, want 404", res.StatusCode, res.Header.Get("Location"))
		}
	})
}
