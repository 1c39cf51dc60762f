package api_test

import (
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestLoaderOrigin: every loader a partner's page includes names Pistil's
// origin as the server knows it: the configured public URL's whatever the
// request's Host, else (no public URL) the request's own, and then the
// answer varies on Host. Every answer, errors included, refuses sniffing.
func TestLoaderOrigin(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		loaders := []struct {
			path   string
			status int
		}{
			{"/api/v1/stores/1/embed.js", http.StatusOK},
			{"/api/v1/operators/6/embed.js", http.StatusOK},
			{"/api/v1/stores/99/embed.js", http.StatusNotFound},
			{"/headless/embed.js", http.StatusOK},
			{"/v1/headless/embed.js", http.StatusOK},
			{"/frameless/embed.js", http.StatusOK},
			{"/v1/stores/1/frameless.js", http.StatusOK},
			{"/v1/stores/99/frameless.js", http.StatusNotFound},
		}
		for _, tc := range []struct {
			name, publicURL, host string
			wantOrigin            func(srvURL string) string
			wantVary              bool
		}{
			{"configured", "https://pistil.example", "", func(string) string { return "https://pistil.example" }, false},
			{"configured, another Host", "https://pistil.example/", "evil.example", func(string) string { return "https://pistil.example" }, false},
			{"none configured", "", "", func(u string) string { return u }, true},
		} {
			t.Run(tc.name, func(t *testing.T) {
				srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp; d.PublicURL = tc.publicURL })
				importPartners(t, db,
					catalog.Partner{ID: 5, Name: "Site", Mode: "embedded", AllowedOrigins: []string{"https://shop.example"}, StoreIDs: []int64{ct.StoreSF}},
					catalog.Partner{ID: 6, Name: "Chain", Mode: "operatorEmbed", AllowedOrigins: []string{"https://chain.example"}, StoreIDs: []int64{ct.StoreSF}},
					catalog.Partner{ID: 7, Name: "Frameless", Mode: "framelessEmbed", AllowedOrigins: []string{"https://menu.example"}, PartnerHostedPath: "/menu", StoreIDs: []int64{ct.StoreSF}})
				for _, l := range loaders {
					req, err := http.NewRequest("GET", srv.URL+l.path, nil)
					if err != nil {
						t.Fatal(err)
					}
					if tc.host != "" {
						req.Host = tc.host
					}
					res, err := http.DefaultClient.Do(req)
					if err != nil {
						t.Fatal(err)
					}
					raw, _ := io.ReadAll(res.Body)
					res.Body.Close()
					body := string(raw)
					if res.StatusCode != l.status {
						t.Errorf("GET %s = %d, want %d: %s", l.path, res.StatusCode, l.status, body)
						continue
					}
					if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
						t.Errorf("GET %s: X-Content-Type-Options = %q", l.path, got)
					}
					vary := slices.ContainsFunc(res.Header.Values("Vary"), func(v string) bool { return strings.Contains(v, "Host") })
					if vary != tc.wantVary {
						t.Errorf("GET %s: Vary = %q, want Host: %v", l.path, res.Header.Values("Vary"), tc.wantVary)
					}
					if l.status != http.StatusOK {
						continue
					}
					if want := `"` + tc.wantOrigin(srv.URL); !strings.Contains(body, want) {
						t.Errorf("GET %s: body lacks %s:\n%s", l.path, want, body)
					}
					if tc.host != "" && strings.Contains(body, tc.host) {
						t.Errorf("GET %s: body names the request's Host %s:\n%s", l.path, tc.host, body)
					}
				}
			})
		}
	})
}
