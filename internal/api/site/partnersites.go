package site

import (
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
)

// sitePrerender gives every screen its search-engine content (seo.go),
// and the partner sites theirs: on a white-label or bloom host (the
// partner's own domain) the root is the partner's store, the white-label
// menu or the bloom home page, and titles and og:site_name name the
// partner's site, not Pistil. Canonical URLs are the request's host, so
// on a partner's host they are the partner's.
func (s *Server) sitePrerender(r *http.Request, settings map[string]any) (page, bool) {
	mode, _ := settings["appMode"].(string)
	partner, isPartner := settings["partner"].(core.Partner)
	if (mode != "whiteLabel" && mode != "bloom") || !isPartner {
		return s.prerender(r)
	}
	var p page
	ok := false
	if ids := partner.StoreIDs; len(ids) > 0 && (r.URL.Path == "/" || r.URL.Path == "") {
		p, ok = s.storePage(r, ids[0]), true
	} else {
		p, ok = s.prerender(r)
	}
	if name := partner.Name; ok && name != "" {
		p.title = strings.Replace(p.title, " | Pistil", " | "+name, 1)
		p.siteName = name
	}
	return p, ok
}
