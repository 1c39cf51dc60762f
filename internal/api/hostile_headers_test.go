package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/clienterr"
	"github.com/pistil/pistil/internal/sso/ssotest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/eventstore"
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

// TestInformationalHeaders: a User-Agent or X-Request-Id whose bytes are
// not UTF-8, or that is very long, does not refuse the request: those
// headers only inform. Where Pistil keeps one it keeps a sanitised copy:
// an error report's user agent is valid UTF-8 (U+FFFD for the bad bytes),
// without control characters, at most 300 characters; a request id that is
// not 1 to 64 printable ASCII characters is replaced by a new one, in the
// answer's X-Request-Id and in the report alike. Headers that drive what
// Pistil does are still refused.
func TestInformationalHeaders(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		oddAgent := "Mozilla/5.0 (\xff\xfe; \xc0\xaf) Odd\x80Browser/1.0 " + strings.Repeat("é", 2000)
		odd := http.Header{"User-Agent": {oddAgent}, "X-Request-Id": {"req-\xff\xfe"}}
		for _, c := range []struct{ method, path, body string }{
			{"GET", "/api/v1/stores/1", ""},
			{"GET", "/v1/stores/1", ""},
			{"GET", "/stores/1/golden-gate-greenhouse/menu", ""},
			{"POST", "/merch/v2/smart", `{"search_filter": "store_id:1"}`},
			{"POST", "/collect/v1/events", `{"deviceId": "dev-1", "events": [{"name": "page_view"}]}`},
		} {
			r := send(t, srv, c.method, c.path, "text/plain", strings.NewReader(c.body), odd)
			if r.status >= 300 {
				t.Errorf("%s %s with an odd User-Agent = %d %.300s", c.method, c.path, r.status, r.raw)
			}
			if id := r.header.Get("X-Request-Id"); !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(id) {
				t.Errorf("%s %s: X-Request-Id %q, want a new one", c.method, c.path, id)
			}
		}

		// Each run of bad bytes is one U+FFFD; the copy is cut at 300
		// characters.
		const keptPrefix = "Mozilla/5.0 (\uFFFD; \uFFFD) Odd\uFFFDBrowser/1.0 "
		since := db.Now().Add(-time.Minute)
		for _, c := range []struct {
			name   string
			header http.Header
			agent  string // the user agent kept
			id     string // the request id kept, "" for a new one
		}{
			{"odd bytes", odd, keptPrefix + strings.Repeat("é", 300-utf8.RuneCountInString(keptPrefix)), ""},
			{"a request id with a space", http.Header{"User-Agent": {"Plain/1.0"}, "X-Request-Id": {"two words"}}, "Plain/1.0", ""},
			{"a request id of 65 characters", http.Header{"User-Agent": {"Plain/1.0"}, "X-Request-Id": {strings.Repeat("a", 65)}}, "Plain/1.0", ""},
			{"a fine request id", http.Header{"User-Agent": {"Plain/1.0"}, "X-Request-Id": {"3f2b-Aa_9.x:y"}}, "Plain/1.0", "3f2b-Aa_9.x:y"},
		} {
			r := send(t, srv, "POST", "/collect/v1/errors", "text/plain", strings.NewReader(`{"message": "boom `+c.name+`"}`), c.header)
			if r.status != 204 {
				t.Errorf("%s: report = %d %.300s", c.name, r.status, r.raw)
				continue
			}
			answered := r.header.Get("X-Request-Id")
			if c.id != "" && answered != c.id || c.id == "" && !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(answered) {
				t.Errorf("%s: X-Request-Id answered %q", c.name, answered)
			}
			reports, err := eventstore.New(db).ClientErrors(context.Background(), since, 100)
			if err != nil {
				t.Fatal(err)
			}
			var kept *clienterr.Stored
			for i := range reports {
				if reports[i].Message == "boom "+c.name {
					kept = &reports[i]
				}
			}
			switch {
			case kept == nil:
				t.Errorf("%s: report not kept", c.name)
			case kept.UserAgent != c.agent || !utf8.ValidString(kept.UserAgent) || utf8.RuneCountInString(kept.UserAgent) > 300:
				t.Errorf("%s: user agent kept %q, want %q", c.name, kept.UserAgent, c.agent)
			case kept.RequestID != answered:
				t.Errorf("%s: request id kept %q, answered %q", c.name, kept.RequestID, answered)
			}
		}

		// Headers whose value drives what Pistil does are still refused.
		for name, value := range map[string]string{"Authorization": "Bearer \xff", "X-Forwarded-Proto": "http\xe9s", "Referer": "https://\xff.example/"} {
			r := send(t, srv, "GET", "/api/v1/stores/1", "", nil, http.Header{name: {value}})
			if r.status != 400 || r.body["code"] != "malformed" || get(r.body, "validations", name) == nil {
				t.Errorf("%s not UTF-8 = %d %.300s; want 400 naming it", name, r.status, r.raw)
			}
		}
	})
}
