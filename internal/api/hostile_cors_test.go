package api_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestCORS: the merchandising service and the collectors answer
// credentialed CORS only to the instance's own origin (its public URL,
// https://shop.example in these tests) and to origins a partner lists; any
// other origin, "null" included, gets Access-Control-Allow-Origin * without
// credentials or the Authorization header, on calls and preflights alike.
func TestCORS(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		importPartners(t, db, catalog.Partner{ID: 6, Name: "Embedded", Mode: "embedded",
			AllowedOrigins: []string{"https://framer.example"}, StoreIDs: []int64{ct.StoreSF}})
		calls := []struct{ method, path, body string }{
			{"POST", "/merch/v2/smart", `{"search_filter": "store_id:1"}`},
			{"OPTIONS", "/merch/v2/smart", ""},
			{"POST", "/merch/v2/facets", `{"storeId": 1}`},
			{"POST", "/collect/v1/events", `{"deviceId": "dev-1", "events": [{"name": "page_view"}]}`},
			{"OPTIONS", "/collect/v1/events", ""},
		}
		for _, c := range calls {
			for origin, credentialed := range map[string]bool{
				"https://shop.example":                true,
				"https://framer.example":              true,
				"https://evil.example":                false,
				"null":                                false,
				"http://shop.example":                 false, // another scheme is another origin
				"https://framer.example.evil.example": false,
			} {
				h := http.Header{"Origin": {origin}, "Content-Type": {"text/plain"}}
				if c.method == "OPTIONS" {
					h.Set("Access-Control-Request-Method", "POST")
					h.Set("Access-Control-Request-Headers", "authorization,content-type")
				}
				r := send(t, srv, c.method, c.path, "text/plain", strings.NewReader(c.body), h)
				allow, creds, headers := r.header.Get("Access-Control-Allow-Origin"), r.header.Get("Access-Control-Allow-Credentials"), r.header.Get("Access-Control-Allow-Headers")
				if r.status >= 300 {
					t.Errorf("%s %s from %s = %d %s", c.method, c.path, origin, r.status, r.raw)
				}
				if credentialed && (allow != origin || creds != "true" || !strings.Contains(headers, "Authorization")) ||
					!credentialed && (allow != "*" || creds != "" || strings.Contains(headers, "Authorization")) {
					t.Errorf("%s %s from %s: allow-origin %q, credentials %q, headers %q", c.method, c.path, origin, allow, creds, headers)
				}
				if !strings.Contains(strings.Join(r.header.Values("Vary"), ","), "Origin") {
					t.Errorf("%s %s from %s: no Vary: Origin", c.method, c.path, origin)
				}
			}
		}
	})
}

// corsWant is what a cross-origin answer must say for the origin sent:
// credentialed (the origin echoed, with credentials), anonymous (* without
// credentials) or none (no Access-Control-Allow-Origin at all).
type corsWant string

const (
	corsNone         corsWant = "no CORS"
	corsAnonymous    corsWant = "anonymous CORS"
	corsCredentialed corsWant = "credentialed CORS"
)

// checkCORS checks an answer's CORS headers against want for origin.
func checkCORS(t *testing.T, what, origin string, r response, want corsWant) {
	t.Helper()
	allow, creds := r.header.Get("Access-Control-Allow-Origin"), r.header.Get("Access-Control-Allow-Credentials")
	var ok bool
	switch want {
	case corsCredentialed:
		ok = allow == origin && creds == "true"
	case corsAnonymous:
		ok = allow == "*" && creds == "" && !strings.Contains(r.header.Get("Access-Control-Allow-Headers"), "Authorization")
	case corsNone:
		ok = allow == "" && creds == ""
	}
	if !ok {
		t.Errorf("%s from %s: allow-origin %q, credentials %q; want %s", what, origin, allow, creds, want)
	}
	if !strings.Contains(strings.Join(r.header.Values("Vary"), ","), "Origin") {
		t.Errorf("%s from %s: no Vary: Origin", what, origin)
	}
}

// TestCORSOnRefusals: a request to /merch/*, /collect/* or the frameless
// /v1 API refused before its handler runs (the edge text check, a
// throttle, maintenance) or by it (a body too big) answers with the same
// CORS headers as an accepted one, so a partner page's script reads the
// status and the error shape instead of an opaque network error. The
// origin rules are those of accepted calls: credentialed for the
// instance's and its partners' origins, * without credentials for any
// other on /merch and /collect, nothing for any other on /v1.
func TestCORSOnRefusals(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, db.Now()) // the throttles' buckets do not refill
		srv := newServer(t, db)
		closed := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.Maintenance = true })
		importPartners(t, db,
			catalog.Partner{ID: 6, Name: "Embedded", Mode: "embedded", AllowedOrigins: []string{"https://framer.example"}, StoreIDs: []int64{ct.StoreSF}},
			catalog.Partner{ID: 7, Name: "Frameless", Mode: "framelessEmbed", AllowedOrigins: []string{"https://frameless.example"},
				PartnerHostedPath: "/menu", StoreIDs: []int64{ct.StoreSF}})
		merchOrigins := map[string]corsWant{
			"https://shop.example":      corsCredentialed, // the instance's own
			"https://framer.example":    corsCredentialed,
			"https://frameless.example": corsCredentialed,
			"https://evil.example":      corsAnonymous,
			"null":                      corsAnonymous,
		}
		v1Origins := map[string]corsWant{
			"https://frameless.example": corsCredentialed,
			"https://framer.example":    corsNone,
			"https://evil.example":      corsNone,
		}
		smart := `{"store_id": 1, "search_filter": "store_id:1"}`
		for _, c := range []struct {
			name         string
			srv          *httptest.Server
			method, path string
			body         string
			burst        int // requests sent first, from no origin, to empty a throttle's bucket
			origins      map[string]corsWant
			status       int
			code         string
			field        string // the validation the answer names, if any
		}{
			{name: "smart: NUL in the body", srv: srv, method: "POST", path: "/merch/v2/smart",
				body: `{"store_id": 1, "search_filter": "store_id:1\u0000"}`, origins: merchOrigins, status: 400, code: "malformed", field: "search_filter"},
			{name: "smart: a query value not UTF-8", srv: srv, method: "POST", path: "/merch/v2/smart?jdm_source=%FF",
				body: smart, origins: merchOrigins, status: 400, code: "malformed", field: "jdm_source"},
			{name: "smart: a body too big", srv: srv, method: "POST", path: "/merch/v2/smart",
				body: `{"store_id": 1, "title": "` + strings.Repeat("t", 129<<10) + `"}`, origins: merchOrigins, status: 400, code: "malformed"},
			{name: "session events: throttled", srv: srv, method: "POST", path: "/merch/v2/event/session",
				body: `{"events": []}`, burst: 25, origins: merchOrigins, status: 429, code: "throttled"},
			{name: "smart: maintenance", srv: closed, method: "POST", path: "/merch/v2/smart",
				body: smart, origins: merchOrigins, status: 420, code: "maintenance"},
			{name: "collect events: NUL in an event name", srv: srv, method: "POST", path: "/collect/v1/events",
				body: `{"deviceId": "dev-1", "events": [{"name": "page\u0000view"}]}`, origins: merchOrigins, status: 400, code: "malformed", field: "events[0].name"},
			{name: "collect errors: bytes not UTF-8", srv: srv, method: "POST", path: "/collect/v1/errors",
				body: "{\"message\": \"boom \xff\"}", origins: merchOrigins, status: 400, code: "malformed", field: "message"},
			{name: "collect errors: throttled", srv: srv, method: "POST", path: "/collect/v1/errors",
				body: `{}`, burst: 15, origins: merchOrigins, status: 429, code: "throttled"},
			{name: "collect events: maintenance", srv: closed, method: "POST", path: "/collect/v1/events",
				body: `{"deviceId": "dev-1", "events": [{"name": "page_view"}]}`, origins: merchOrigins, status: 420, code: "maintenance"},
			{name: "v1: a query value not UTF-8", srv: srv, method: "GET", path: "/v1/stores/1?ref=%C0%AF",
				origins: v1Origins, status: 400, code: "malformed", field: "ref"},
			{name: "v1: NUL in a JSON body", srv: srv, method: "POST", path: "/v1/cart_products",
				body: `{"store_id": 1, "app_mode": "framelessEmbed\u0000"}`, origins: v1Origins, status: 400, code: "malformed", field: "app_mode"},
			{name: "v1: registration throttled", srv: srv, method: "POST", path: "/v1/users",
				body: `{"user": {"email": "ada@"}}`, burst: 12, origins: v1Origins, status: 429, code: "throttled"},
			{name: "v1: maintenance", srv: closed, method: "GET", path: "/v1/stores/1",
				origins: v1Origins, status: 420, code: "maintenance"},
		} {
			for range c.burst {
				send(t, c.srv, c.method, c.path, "text/plain", strings.NewReader(c.body), nil)
			}
			for origin, want := range c.origins {
				r := send(t, c.srv, c.method, c.path, "text/plain", strings.NewReader(c.body), http.Header{"Origin": {origin}})
				if r.status != c.status || r.body["code"] != c.code || r.body["message"] == nil || r.body["message"] == "" {
					t.Errorf("%s from %s = %d %.300s; want %d %s", c.name, origin, r.status, r.raw, c.status, c.code)
				}
				if c.field != "" && get(r.body, "validations", c.field) == nil {
					t.Errorf("%s from %s: %.300s; want a validation for %s", c.name, origin, r.raw, c.field)
				}
				checkCORS(t, c.name, origin, r, want)
			}
		}
	})
}
