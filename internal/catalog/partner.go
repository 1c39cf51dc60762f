package catalog

import (
	"fmt"
	"net"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// AppModes are the ways a partner puts the storefront on its own site
// (spec sections 2 and 9); default, the marketplace itself, is no partner's.
var AppModes = []string{"embedded", "framelessEmbed", "whiteLabel", "operatorEmbed", "kiosk", "bloom", "headless"}

// Partner is a site that shows one or more stores' menus in an app mode: a
// dispensary's own website (embedded, frameless, white-label, bloom), a
// chain's (operator embed), an in-store kiosk or a front end of the
// partner's own (headless).
type Partner struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Mode string `json:"mode"`
	// AllowedOrigins are the origins ("https://shop.example", no path) that
	// may frame the app and exchange messages with it.
	AllowedOrigins []string `json:"allowed_origins,omitempty"`
	Theme          Theme    `json:"theme"`
	// PartnerHostedPath is where the frameless embed renders in the
	// partner's site, such as "/menu".
	PartnerHostedPath string `json:"partner_hosted_path,omitempty"`
	// StoreIDs are the stores the partner shows; the first is its default.
	StoreIDs []int64 `json:"store_ids"`
	// AuthDisabled switches shopper accounts off in the partner's mode.
	AuthDisabled bool `json:"auth_disabled,omitempty"`
	// Hosts are the host names ("shop.example", no port) whose pages Pistil
	// serves in the partner's mode: a white-label or bloom site on the
	// partner's own domain, or a kiosk's host.
	Hosts []string `json:"hosts,omitempty"`
}

// hostName is a DNS host name in lowercase: labels of letters, digits and
// hyphens, separated by dots.
var hostName = regexp.MustCompile(`^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$`)

// Theme is a partner's look: colours as #rrggbb, a font and a logo.
type Theme struct {
	ThemeColor        string `json:"theme_color,omitempty"`
	NavigationColor   string `json:"navigation_color,omitempty"`
	CTATextColor      string `json:"cta_text_color,omitempty"`
	CalloutBackground string `json:"callout_background,omitempty"`
	CalloutTextColor  string `json:"callout_text_color,omitempty"`
	FontFamily        string `json:"font_family,omitempty"`
	FontURL           string `json:"font_url,omitempty"`
	LogoURL           string `json:"logo_url,omitempty"`
}

var hexColor = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// Origin reports whether s is a web origin as browsers serialise it: http
// or https, a lowercase host, a port only when it is not the scheme's
// default, and nothing after. Exactly that form is what a browser reports
// as a message's origin and what a frame-ancestors source must be, so any
// other spelling (a wildcard, a trailing slash, https://A.example or
// https://a.example:443) would silently never match.
func Origin(s string) bool {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil {
		return false
	}
	host := u.Hostname()
	if !hostName.MatchString(host) && net.ParseIP(strings.Trim(host, "[]")) == nil {
		return false
	}
	if port := u.Port(); port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port ||
			(u.Scheme == "https" && n == 443) || (u.Scheme == "http" && n == 80) {
			return false
		}
	}
	return s == u.Scheme+"://"+u.Host
}

func (c *checker) partner(p string, pt *Partner, seen map[int64]bool, stores map[int64]bool, hosts map[string]bool) {
	c.id(p, pt.ID, seen, "partner")
	for i, h := range pt.Hosts {
		hp := fmt.Sprintf("%s.hosts[%d]", p, i)
		switch {
		case !hostName.MatchString(h) || len(h) > 253:
			c.fail(hp, "must be a host name such as shop.example, in lowercase, without a scheme or port")
		case hosts[h]:
			c.fail(hp, "%s is already another partner's host", h)
		}
		hosts[h] = true
	}
	c.required(p+".name", pt.Name)
	if !slices.Contains(AppModes, pt.Mode) {
		c.fail(p+".mode", "must be one of %v", AppModes)
	}
	for i, o := range pt.AllowedOrigins {
		if !Origin(o) {
			c.fail(fmt.Sprintf("%s.allowed_origins[%d]", p, i), "must be an origin such as https://shop.example, without a path")
		}
	}
	needsOrigin := pt.Mode != "kiosk" && pt.Mode != "bloom" && pt.Mode != "whiteLabel"
	if needsOrigin && len(pt.AllowedOrigins) == 0 {
		c.fail(p+".allowed_origins", "a partner in %s mode needs the origins of the sites that show it", pt.Mode)
	}
	for name, v := range map[string]string{"theme_color": pt.Theme.ThemeColor, "navigation_color": pt.Theme.NavigationColor,
		"cta_text_color": pt.Theme.CTATextColor, "callout_background": pt.Theme.CalloutBackground,
		"callout_text_color": pt.Theme.CalloutTextColor} {
		if v != "" && !hexColor.MatchString(v) {
			c.fail(p+".theme."+name, "must be a colour written #rrggbb")
		}
	}
	for name, v := range map[string]string{"font_url": pt.Theme.FontURL, "logo_url": pt.Theme.LogoURL} {
		if u, err := url.Parse(v); v != "" && (err != nil || u.Scheme != "https") {
			c.fail(p+".theme."+name, "must be an https URL")
		}
	}
	if pt.PartnerHostedPath != "" && (!strings.HasPrefix(pt.PartnerHostedPath, "/") || strings.ContainsAny(pt.PartnerHostedPath, "?#")) {
		c.fail(p+".partner_hosted_path", "must be a path such as /menu")
	}
	if pt.Mode == "framelessEmbed" && pt.PartnerHostedPath == "" {
		c.fail(p+".partner_hosted_path", "a frameless partner needs the path its menu lives under")
	}
	if len(pt.StoreIDs) == 0 {
		c.fail(p+".store_ids", "needs at least one store")
	}
	for i, id := range pt.StoreIDs {
		if len(stores) > 0 && !stores[id] {
			c.fail(fmt.Sprintf("%s.store_ids[%d]", p, i), "names store %d, which is not in stores", id)
		}
	}
	if pt.Mode != "operatorEmbed" && len(pt.StoreIDs) > 1 {
		c.fail(p+".store_ids", "only an operatorEmbed partner shows several stores")
	}
}
