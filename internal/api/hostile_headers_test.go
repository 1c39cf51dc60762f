package api_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/sso/ssotest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// frameAncestors is the frame-ancestors directive of an answer's
// Content-Security-Policy: who may frame the page.
func frameAncestors(h http.Header) string {
	for d := range strings.SplitSeq(h.Get("Content-Security-Policy"), ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, "frame-ancestors") {
			return d
		}
	}
	return ""
}

// TestSecurityHeaders: every answer, pages, API, merchandising, errors and
// files alike, says nosniff and strict-origin-when-cross-origin; pages carry
// a Content-Security-Policy that runs scripts from the app's origin only
// (no inline script), no plugins and no <base>, besides who may frame them;
// HSTS is sent over TLS only.
func TestSecurityHeaders(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		for _, c := range []struct {
			method, path, body string
			status             int
			page               bool
		}{
			{"GET", "/stores/1/golden-gate-greenhouse/menu", "", 200, true},
			{"GET", "/", "", 200, true},
			{"GET", "/no/such/screen", "", 200, true},
			{"GET", "/api/v1/stores/1", "", 200, false},
			{"GET", "/api/v1/stores/999", "", 404, false},
			{"POST", "/api/v1/users", `{"user": {"email": "ada@"}}`, 422, false},
			{"POST", "/merch/v2/smart", `{"search_filter": "store_id:1"}`, 200, false},
			{"GET", "/sitemap.xml", "", 200, false},
			{"GET", "/healthz", "", 200, false},
		} {
			r := call(t, srv, c.method, c.path, c.body)
			h := r.header
			if r.status != c.status || h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "strict-origin-when-cross-origin" ||
				h.Get("Strict-Transport-Security") != "" {
				t.Errorf("%s %s = %d: nosniff %q, referrer %q, HSTS %q", c.method, c.path, r.status,
					h.Get("X-Content-Type-Options"), h.Get("Referrer-Policy"), h.Get("Strict-Transport-Security"))
			}
			csp := h.Get("Content-Security-Policy")
			if c.page && (!strings.Contains(csp, "script-src 'self';") || !strings.Contains(csp, "object-src 'none'") ||
				!strings.Contains(csp, "base-uri 'none'") || strings.Contains(csp, "unsafe-inline") || frameAncestors(h) == "") {
				t.Errorf("%s: CSP %q", c.path, csp)
			}
		}

		tls := httptest.NewTLSServer(srv.Config.Handler)
		defer tls.Close()
		res, err := tls.Client().Get(tls.URL + "/api/v1/stores/1")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if got := res.Header.Get("Strict-Transport-Security"); got != "max-age=31536000" {
			t.Errorf("over TLS: HSTS %q", got)
		}
	})
}

// TestSignInScriptsInPolicy: a page may load the sign-in script of each
// identity provider set up, and of no other.
func TestSignInScriptsInPolicy(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	if csp := call(t, signOnServer(t, db, nil, nil), "GET", "/login", "").header.Get("Content-Security-Policy"); strings.Contains(csp, "google") || strings.Contains(csp, "apple") {
		t.Errorf("without providers: %q", csp)
	}
	csp := call(t, signOnServer(t, db, ssotest.New(t), nil), "GET", "/login", "").header.Get("Content-Security-Policy")
	if !strings.Contains(csp, "script-src 'self' https://accounts.google.com;") || strings.Contains(csp, "apple") {
		t.Errorf("with Google only: %q", csp)
	}
}
