package catalog

import (
	"reflect"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

func TestPartnerValidationByHand(t *testing.T) {
	good := func() Partner {
		return Partner{ID: 1, Name: "Site", Mode: "embedded", AllowedOrigins: []string{"https://shop.example", "http://localhost:8080"},
			Theme: Theme{ThemeColor: "#14532d", LogoURL: "https://shop.example/logo.png"}, StoreIDs: []int64{7}}
	}
	tests := []struct {
		name   string
		change func(*Partner)
		want   map[string][]string
	}{
		{"valid", func(*Partner) {}, nil},
		{"unknown mode", func(p *Partner) { p.Mode = "popup" },
			map[string][]string{"partners[0].mode": {"must be one of [embedded framelessEmbed whiteLabel operatorEmbed kiosk bloom headless]"}}},
		{"an origin with a path", func(p *Partner) { p.AllowedOrigins = []string{"https://shop.example/menu"} },
			map[string][]string{"partners[0].allowed_origins[0]": {"must be an origin such as https://shop.example, without a path"}}},
		{"an origin with a trailing slash", func(p *Partner) { p.AllowedOrigins = []string{"https://shop.example/"} },
			map[string][]string{"partners[0].allowed_origins[0]": {"must be an origin such as https://shop.example, without a path"}}},
		{"embedded without origins", func(p *Partner) { p.AllowedOrigins = nil },
			map[string][]string{"partners[0].allowed_origins": {"a partner in embedded mode needs the origins of the sites that show it"}}},
		// A kiosk is the store's own device: no site frames it.
		{"kiosk without origins", func(p *Partner) { p.Mode, p.AllowedOrigins = "kiosk", nil }, nil},
		{"a colour by name", func(p *Partner) { p.Theme.ThemeColor = "green" },
			map[string][]string{"partners[0].theme.theme_color": {"must be a colour written #rrggbb"}}},
		{"a logo over http", func(p *Partner) { p.Theme.LogoURL = "http://shop.example/logo.png" },
			map[string][]string{"partners[0].theme.logo_url": {"must be an https URL"}}},
		{"frameless without its path", func(p *Partner) { p.Mode = "framelessEmbed" },
			map[string][]string{"partners[0].partner_hosted_path": {"a frameless partner needs the path its menu lives under"}}},
		{"frameless under /menu", func(p *Partner) { p.Mode, p.PartnerHostedPath = "framelessEmbed", "/menu" }, nil},
		{"a hosted path without its slash", func(p *Partner) { p.PartnerHostedPath = "menu" },
			map[string][]string{"partners[0].partner_hosted_path": {"must be a path such as /menu"}}},
		{"no stores", func(p *Partner) { p.StoreIDs = nil },
			map[string][]string{"partners[0].store_ids": {"needs at least one store"}}},
		{"a store not in the document", func(p *Partner) { p.StoreIDs = []int64{8} },
			map[string][]string{"partners[0].store_ids[0]": {"names store 8, which is not in stores"}}},
		{"two stores outside operator embed", func(p *Partner) { p.StoreIDs = []int64{7, 7} },
			map[string][]string{"partners[0].store_ids": {"only an operatorEmbed partner shows several stores"}}},
		{"a white-label host", func(p *Partner) { p.Mode, p.Hosts = "whiteLabel", []string{"menu.shop.example", "bloom.localhost"} }, nil},
		{"a host with a port", func(p *Partner) { p.Hosts = []string{"shop.example:8080"} },
			map[string][]string{"partners[0].hosts[0]": {"must be a host name such as shop.example, in lowercase, without a scheme or port"}}},
		{"a host in capitals", func(p *Partner) { p.Hosts = []string{"Shop.example"} },
			map[string][]string{"partners[0].hosts[0]": {"must be a host name such as shop.example, in lowercase, without a scheme or port"}}},
		{"a host as a URL", func(p *Partner) { p.Hosts = []string{"https://shop.example"} },
			map[string][]string{"partners[0].hosts[0]": {"must be a host name such as shop.example, in lowercase, without a scheme or port"}}},
		{"another partner's host", func(p *Partner) { p.Hosts = []string{"taken.example"} },
			map[string][]string{"partners[0].hosts[0]": {"taken.example is already another partner's host"}}},
	}
	for _, tt := range tests {
		p := good()
		tt.change(&p)
		var c checker
		c.partner("partners[0]", &p, map[int64]bool{}, map[int64]bool{7: true}, map[string]bool{"taken.example": true})
		var got map[string][]string
		if err := c.v.Err("x"); err != nil {
			got = err.(*problem.Error).Fields
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestOrigin: only the form browsers report as an origin passes, so what the
// catalogue holds always matches a message's origin and a CSP source.
func TestOrigin(t *testing.T) {
	for s, want := range map[string]bool{
		"https://shop.example": true, "http://localhost:8081": true, "http://127.0.0.1:3000": true, "https://a.b.example": true,
		"https://shop.example/": false, "https://Shop.example": false, "https://shop.example:443": false, "http://shop.example:80": false,
		"https://*.shop.example": false, "https://shop.example;script-src *": false, "https://shop.example, https://x.example": false,
		"https://shop.example:99999": false, "https://shop.example:0443": false, "ftp://shop.example": false, "https://u@shop.example": false,
		"https://shop.example/menu": false, "https://shop.example?x": false, "https://shop.example#x": false, "shop.example": false, "": false,
	} {
		if got := Origin(s); got != want {
			t.Errorf("Origin(%q) = %v, want %v", s, got, want)
		}
	}
}
