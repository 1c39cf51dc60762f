package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestMaintenance: an instance in maintenance answers every API call 420 in
// the one error shape (spec section 8), whatever the call; its health
// checks and the app's pages (the maintenance screen among them) still
// answer. Off, the same calls answer as usual.
func TestMaintenance(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.Maintenance = true })
		for _, c := range []struct{ method, path, body string }{
			{"GET", "/api/v1/stores/1", ""},
			{"GET", "/api/v1/bootstrap", ""},
			{"POST", "/api/v1/cart_products", addBody("", 1, 1, "gram", 1)},
			{"POST", "/api/v1/carts/checkout", `{"uuid":"x"}`},
			{"GET", "/api/v1/no/such/call", ""},
			{"GET", "/v1/stores/1", ""},
			{"POST", "/merch/v2/smart", `{}`},
			{"POST", "/collect/v1/events", `{}`},
		} {
			r := call(t, srv, c.method, c.path, c.body)
			if r.status != core.StatusMaintenance || get(r.body, "code") != "maintenance" || get(r.body, "message") != core.MsgMaintenance {
				t.Errorf("%s %s in maintenance = %d %s, want 420 code maintenance", c.method, c.path, r.status, r.raw)
			}
			if r.header.Get("Cache-Control") != "no-store" || r.header.Get("Retry-After") == "" {
				t.Errorf("%s %s: headers %v, want no-store and a Retry-After", c.method, c.path, r.header)
			}
		}
		for _, path := range []string{"/healthz", "/readyz", "/maintenance", "/stores/1/x/menu"} {
			if r := call(t, srv, "GET", path, ""); r.status != http.StatusOK {
				t.Errorf("GET %s in maintenance = %d %s, want 200", path, r.status, r.raw)
			}
		}
		if r := call(t, srv, "GET", "/maintenance", ""); !strings.Contains(r.raw, `id="root"`) {
			t.Errorf("GET /maintenance is not the app's page: %s", r.raw)
		}
	})
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		if r := call(t, srv, "GET", "/api/v1/stores/1", ""); r.status != http.StatusOK {
			t.Errorf("GET /api/v1/stores/1 out of maintenance = %d %s, want 200", r.status, r.raw)
		}
	})
}
