package api_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestHostHeaderIsNotBelieved: a request naming another Host gets pages,
// a sitemap and a robots.txt whose absolute URLs are the configured public
// URL's, never the Host's, so a cache or a crawler cannot be handed links
// to another site.
func TestHostHeaderIsNotBelieved(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		for _, path := range []string{"/stores/1/golden-gate-greenhouse/menu", "/stores/1/golden-gate-greenhouse/products/100/blue-dream",
			"/brands/11/peak-provisions", "/sitemap.xml", "/robots.txt"} {
			req, _ := http.NewRequest("GET", srv.URL+path, nil)
			req.Host = "evil.example"
			req.Header.Set("X-Forwarded-Host", "evil.example")
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || strings.Contains(string(body), "evil.example") || !strings.Contains(string(body), publicURL+"/") {
				t.Errorf("%s with Host evil.example = %d, names the host or not %s:\n%.600s", path, res.StatusCode, publicURL, body)
			}
		}
	})
}
