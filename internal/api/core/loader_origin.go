package core

import (
	"net/http"
	"net/url"
)

// LoaderOrigin is Pistil's origin as the partner-page loaders must know it
// (embed.js of the embedded, operator-embed, headless and frameless modes).
// A loader never takes it from the partner's page: document.currentScript
// and getElementById can be clobbered by markup injected there, which would
// send the frame and the shopper's details to another origin. It is the
// configured public URL's origin; only a server without one (tests) answers
// with the request's own, and says fromRequest so the caller can vary on Host.
func (s *Server) LoaderOrigin(r *http.Request) (origin string, fromRequest bool) {
	if u, err := url.Parse(s.PublicURL); err == nil && s.PublicURL != "" && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
		return u.Scheme + "://" + u.Host, false
	}
	return BaseURL(r), true
}

// LoaderHeaders sets what every loader answer carries, its errors
// included: no type sniffing, and, when its body names the request's host,
// a cache key that holds the host.
func (s *Server) LoaderHeaders(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	if _, fromRequest := s.LoaderOrigin(r); fromRequest {
		h.Add("Vary", "Host")
	}
}

// BaseURL is the request's own scheme and host.
func BaseURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}
