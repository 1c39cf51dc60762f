package core

import (
	"slices"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
)

// TestModeOf: a page's app mode and partner come from its host, then its
// path prefix; the framing policy names only that partner's origins.
func TestModeOf(t *testing.T) {
	partners := []catalog.Partner{
		{ID: 1, Mode: "embedded", AllowedOrigins: []string{"https://a.example"}, StoreIDs: []int64{10}},
		{ID: 2, Mode: "kiosk", StoreIDs: []int64{20}, Hosts: []string{"kiosk.shop.example"}},
		{ID: 3, Mode: "operatorEmbed", AllowedOrigins: []string{"https://chain.example"}, StoreIDs: []int64{10, 20}},
		{ID: 4, Mode: "headless", AllowedOrigins: []string{"https://h1.example"}, StoreIDs: []int64{10}},
		{ID: 5, Mode: "headless", AllowedOrigins: []string{"https://h2.example", "https://h1.example"}, StoreIDs: []int64{20}},
		{ID: 6, Mode: "bloom", StoreIDs: []int64{10}, Hosts: []string{"bloom.localhost"}},
		{ID: 7, Mode: "kiosk", StoreIDs: []int64{10}},
	}
	tests := []struct {
		path, host, referrer string
		mode                 string
		partner              int64
		csp                  string
	}{
		{"/", "pistil.example", "", "default", 0, "frame-ancestors 'self'"},
		{"/stores/10/x/menu", "pistil.example", "", "default", 0, "frame-ancestors 'self'"},
		{"/embedded", "pistil.example", "", "default", 0, "frame-ancestors 'self'"},
		{"/embed", "pistil.example", "", "embedded", 0, "frame-ancestors 'self'"},
		{"/embed/menu", "pistil.example", "", "embedded", 0, "frame-ancestors 'self'"},
		{"/embed/stores/10/menu", "pistil.example", "", "embedded", 1, "frame-ancestors 'self' https://a.example"},
		{"/embed/stores/20", "pistil.example", "", "embedded", 0, "frame-ancestors 'self'"},
		{"/operator_embed/operators/3/stores/20", "pistil.example", "", "operatorEmbed", 3, "frame-ancestors 'self' https://chain.example"},
		// Partner 1 is not an operator: its id gives nothing.
		{"/operator_embed/operators/1", "pistil.example", "", "operatorEmbed", 0, "frame-ancestors 'self'"},
		{"/kiosk/stores/10/sunset/landing", "pistil.example", "", "kiosk", 7, "frame-ancestors 'self'"},
		{"/stores/20/setup", "kiosk.shop.example", "", "kiosk", 2, "frame-ancestors 'self'"},
		{"/stores/20/setup", "KIOSK.shop.example:8443", "", "kiosk", 2, "frame-ancestors 'self'"},
		// Headless: only the partners of the site that framed the page.
		{"/headless/products/1/x", "pistil.example", "https://h1.example/", "headless", 0, "frame-ancestors 'self' https://h1.example"},
		{"/headless", "pistil.example", "https://h2.example/", "headless", 0, "frame-ancestors 'self' https://h2.example"},
		{"/headless", "pistil.example", "https://evil.example/", "headless", 0, "frame-ancestors 'self'"},
		{"/headless", "pistil.example", "", "headless", 0, "frame-ancestors 'self'"},
		{"/", "bloom.localhost:8080", "", "bloom", 6, "frame-ancestors 'self'"},
		// The store console, on the instance's own host only; no site frames it.
		{"/business", "pistil.example", "", "business", 0, "frame-ancestors 'none'"},
		{"/business/welcome/abc", "pistil.example", "https://h1.example/", "business", 0, "frame-ancestors 'none'"},
		{"/businesses", "pistil.example", "", "default", 0, "frame-ancestors 'self'"},
		{"/stores/1/x/business", "pistil.example", "", "default", 0, "frame-ancestors 'self'"},
		{"/business", "bloom.localhost", "", "bloom", 6, "frame-ancestors 'self'"},
		{"/business/stores/20", "kiosk.shop.example", "", "kiosk", 2, "frame-ancestors 'self'"},
	}
	// The headless partners a page names, by the site that framed it.
	wantHeadless := map[string][]int64{"https://h1.example/": {4, 5}, "https://h2.example/": {5}}
	for _, tt := range tests {
		pm := modeOf(tt.path, tt.host, tt.referrer, partners)
		var id int64
		if pm.partner != nil {
			id = pm.partner.ID
		}
		if pm.mode != tt.mode || id != tt.partner || pm.frameAncestors() != tt.csp {
			t.Errorf("%s on %s = %s partner %d %q, want %s partner %d %q", tt.path, tt.host, pm.mode, id, pm.frameAncestors(), tt.mode, tt.partner, tt.csp)
		}
		// The console asked for on a partner's host is elsewhere (PageModeOf redirects it).
		if want := tt.partner != 0 && strings.HasPrefix(tt.path, "/business"); pm.elsewhere != want {
			t.Errorf("%s on %s: elsewhere = %v, want %v", tt.path, tt.host, pm.elsewhere, want)
		}
		var headless []int64
		for _, p := range pm.headless {
			headless = append(headless, p.ID)
		}
		if want := wantHeadless[tt.referrer]; tt.mode == "headless" && !slices.Equal(headless, want) {
			t.Errorf("%s from %q: headless partners %v, want %v", tt.path, tt.referrer, headless, want)
		}
	}
}
