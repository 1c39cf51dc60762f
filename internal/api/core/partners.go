package core

import (
	"net"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
)

// PartnerAnswer answers GET /partners/{id}.
type PartnerAnswer struct {
	Partner Partner `json:"partner"`
}

// Partner is what the app and partner sites may know of a partner: a site
// that shows one or more stores' menus in an app mode.
type Partner struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	// Mode is the partner's app mode (embedded, framelessEmbed,
	// whiteLabel, operatorEmbed, kiosk, bloom or headless).
	Mode string `json:"mode"`
	// AllowedOrigins are the origins that may frame the app and exchange
	// messages with it.
	AllowedOrigins []string      `json:"allowed_origins"`
	Theme          catalog.Theme `json:"theme"`
	// PartnerHostedPath is where the frameless embed renders in the
	// partner's site; "" for other modes.
	PartnerHostedPath string `json:"partner_hosted_path"`
	// StoreIDs are the stores the partner shows; the first is its default.
	StoreIDs []int64 `json:"store_ids"`
	// AuthDisabled switches shopper accounts off in the partner's mode.
	AuthDisabled bool `json:"auth_disabled"`
}

// GetPartner answers a partner's public settings: GET /partners/{id}
// answers {"partner": {...}}, for the app in the partner's mode.
func (s *Server) GetPartner(w http.ResponseWriter, r *http.Request) error {
	id, err := PathID(r, "id")
	if err != nil {
		return err
	}
	p, err := s.Catalog.Partner(r.Context(), id)
	if err != nil {
		return err
	}
	Encode(w, http.StatusOK, PartnerAnswer{Partner: PartnerOf(p)})
	return nil
}

// PartnerOf is what the app and partner sites may know of a partner.
func PartnerOf(p catalog.Partner) Partner {
	return Partner{ID: p.ID, Name: p.Name, Mode: p.Mode, AllowedOrigins: NonNilSlice(p.AllowedOrigins), Theme: p.Theme,
		PartnerHostedPath: p.PartnerHostedPath, StoreIDs: NonNilSlice(p.StoreIDs), AuthDisabled: p.AuthDisabled}
}

// pageMode is the app mode a page is served in (spec section 2), told by
// its host and path prefix, and the partner whose site shows it.
type pageMode struct {
	mode string // "default" or one of catalog.AppModes
	// partner is the site showing the page, when one is configured.
	partner *catalog.Partner
	// headless are the headless partners whose site asked for the page
	// (its referrer's origin is one of theirs): only they may frame it, each
	// for its own stores, and only they are named in its settings.
	headless []catalog.Partner
	// parent is that site's origin, the one that may frame a headless page.
	parent string
	// elsewhere says the page asked for is the store console on a partner's
	// host: the console lives only on the instance's own host, so the page
	// redirects there (PageModeOf).
	elsewhere bool
}

var (
	embedPath    = regexp.MustCompile(`^/embed(?:/stores/(\d+))?(?:/|$)`)
	operatorPath = regexp.MustCompile(`^/operator_embed/operators/(\d+)(?:/|$)`)
	kioskPath    = regexp.MustCompile(`^/kiosk(?:/stores/(\d+))?(?:/|$)`)
	headlessPath = regexp.MustCompile(`^/headless(?:/|$)`)
	businessPath = regexp.MustCompile(`^/business(?:/|$)`)
)

// modeOf resolves a page's mode. A partner's own host (white-label, bloom
// or a kiosk's host) wins; then the path prefixes: /embed/stores/{storeId}
// (the embedded partner showing that store), /operator_embed/operators/{id}
// (the operator partner), /kiosk/stores/{storeId} and /headless (the
// headless partners of the referrer's origin, which the loader's frame
// sends), and /business (the store console, ADR 0022), which only the
// instance's own host serves: on a partner's host it is elsewhere. Anything
// else is the default mode, the marketplace.
func modeOf(path, host, referrer string, partners []catalog.Partner) pageMode {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.ToLower(host)
	for i := range partners {
		if slices.Contains(partners[i].Hosts, host) {
			return pageMode{mode: partners[i].Mode, partner: &partners[i], elsewhere: businessPath.MatchString(path)}
		}
	}
	if businessPath.MatchString(path) {
		return pageMode{mode: "business"}
	}
	showing := func(mode, storeID string) *catalog.Partner {
		id, _ := strconv.ParseInt(storeID, 10, 64)
		for i := range partners {
			if partners[i].Mode == mode && slices.Contains(partners[i].StoreIDs, id) {
				return &partners[i]
			}
		}
		return nil
	}
	if m := embedPath.FindStringSubmatch(path); m != nil {
		return pageMode{mode: "embedded", partner: showing("embedded", m[1])}
	}
	if m := operatorPath.FindStringSubmatch(path); m != nil {
		id, _ := strconv.ParseInt(m[1], 10, 64)
		for i := range partners {
			if partners[i].Mode == "operatorEmbed" && partners[i].ID == id {
				return pageMode{mode: "operatorEmbed", partner: &partners[i]}
			}
		}
		return pageMode{mode: "operatorEmbed"}
	}
	if m := kioskPath.FindStringSubmatch(path); m != nil {
		return pageMode{mode: "kiosk", partner: showing("kiosk", m[1])}
	}
	if headlessPath.MatchString(path) {
		pm := pageMode{mode: "headless"}
		parent := originOf(referrer)
		for _, p := range partners {
			if p.Mode == "headless" && parent != "" && slices.Contains(p.AllowedOrigins, parent) {
				pm.headless = append(pm.headless, p)
			}
		}
		if len(pm.headless) > 0 {
			pm.parent = parent
		}
		return pm
	}
	return pageMode{mode: "default"}
}

// originOf is the origin (scheme://host[:port]) of a Referer header, or ""
// when it has none.
func originOf(referrer string) string {
	u, err := url.Parse(referrer)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + strings.ToLower(u.Host)
}

// frameAncestors is the Content-Security-Policy naming the only sites that
// may frame a page: the app itself and, for the modes that live in a
// partner's frame, that partner's configured origins. No site frames the
// store console, not even the app itself (ADR 0022, CSRF).
func (pm pageMode) frameAncestors() string {
	if pm.mode == "business" {
		return "frame-ancestors 'none'"
	}
	sources := []string{"'self'"}
	if pm.partner != nil && (pm.mode == "embedded" || pm.mode == "operatorEmbed") {
		sources = append(sources, pm.partner.AllowedOrigins...)
	}
	if pm.parent != "" {
		sources = append(sources, pm.parent)
	}
	return "frame-ancestors " + strings.Join(sources, " ")
}

// settings are the page's own settings: its app mode and its partner.
func (pm pageMode) settings() map[string]any {
	out := map[string]any{"appMode": pm.mode}
	if pm.partner != nil {
		out["partner"] = PartnerOf(*pm.partner)
	}
	if pm.mode == "headless" {
		hs := make([]Partner, 0, len(pm.headless))
		for _, p := range pm.headless {
			hs = append(hs, PartnerOf(p))
		}
		out["headlessPartners"] = hs
	}
	return out
}

// PageMode is what the app handler needs to serve a page in its mode.
type PageMode struct {
	// Settings are the page's own settings: its app mode and partner.
	Settings map[string]any
	// FrameAncestors is the Content-Security-Policy directive naming who may frame the page.
	FrameAncestors string
	// NoIndex asks search engines to leave the page out (X-Robots-Tag: noindex): the store console's.
	NoIndex bool
	// Redirect, when not "", is where the page is to be found instead: the
	// store console asked for on a partner's host, on the public URL.
	Redirect string
	// Missing says the page is nowhere here: the store console on a
	// partner's host of a server with no public URL to send it to.
	Missing bool
}

// PageModeOf gives the app handler a page's settings and framing policy.
// When the partners cannot be read the page is served in its path's mode
// with no partner, so nothing but the app itself may frame it.
func (s *Server) PageModeOf(r *http.Request) PageMode {
	partners, err := s.Catalog.Partners(r.Context())
	if err != nil {
		s.Log.Error("read partners for a page", "err", err, "request_id", RequestID(r.Context()))
		partners = nil
	}
	pm := modeOf(r.URL.Path, r.Host, r.Referer(), partners)
	out := PageMode{Settings: pm.settings(), FrameAncestors: pm.frameAncestors(), NoIndex: pm.mode == "business"}
	if pm.elsewhere {
		// Only the configured public URL is believed (never the Host
		// header), and only when it is another host than this one.
		origin, fromRequest := s.LoaderOrigin(r)
		if fromRequest || strings.EqualFold(strings.TrimPrefix(strings.TrimPrefix(origin, "https://"), "http://"), r.Host) {
			out.Missing = true
			return out
		}
		out.Redirect = origin + r.URL.EscapedPath()
		if r.URL.RawQuery != "" {
			out.Redirect += "?" + r.URL.RawQuery
		}
	}
	return out
}
