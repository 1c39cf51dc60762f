package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
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
