package core

import (
	"net/http"
	"slices"
	"strings"
)

// Cross-origin answers. Three kinds of path are read from other origins:
//
//   - the merchandising service (/merch/) and the collectors (/collect/):
//     the instance's own pages and its partners' pages call them with the
//     shopper's credentials; any other page may read them anonymously
//     (merchCORS);
//   - the frameless embed's API host (/v1/): only framelessEmbed partners'
//     origins, with credentials (framelessCORS);
//   - the app's built assets (/assets/): public, so any origin.
//
// CORS sets these headers before anything else may answer, so that every
// answer on those paths carries them: the handler's, and the refusals made
// before it (the edge text check, maintenance, throttles, body caps). A
// partner page's browser then shows its script the 4xx and its error shape
// rather than an opaque network error. Preflights are answered here too:
// they carry no body, write nothing, and would otherwise be refused by a
// check made for the call they ask about.
func (s *Server) CORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		switch {
		case strings.HasPrefix(p, "/merch/") || strings.HasPrefix(p, "/collect/"):
			if s.merchCORS(w, r) {
				return
			}
		case strings.HasPrefix(p, "/v1/"):
			if s.framelessCORS(w, r) {
				return
			}
		case strings.HasPrefix(p, "/assets/"):
			// Module scripts and fonts are fetched in CORS mode.
			w.Header().Set("Access-Control-Allow-Origin", "*")
		}
		next.ServeHTTP(w, r)
	})
}

// merchCORS sets the CORS headers of the merchandising service and the
// collectors, and answers a preflight (reporting true). Pages of the
// instance's own origin (its public URL) and of its partners' allowed
// origins may call with credentials and the shopper's Authorization
// header. Any other origin, "null" included, may only read anonymously:
// Access-Control-Allow-Origin *, no credentials, no Authorization, so a
// foreign page never reads an answer made for the shopper's session.
func (s *Server) merchCORS(w http.ResponseWriter, r *http.Request) (answered bool) {
	h := w.Header()
	h.Add("Vary", "Origin")
	if origin := r.Header.Get("Origin"); origin != "" {
		if s.trustedOrigin(r, origin) {
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			h.Set("Access-Control-Allow-Headers", "Content-Type, Authorization")
		} else {
			h.Set("Access-Control-Allow-Origin", "*")
			h.Set("Access-Control-Allow-Headers", "Content-Type")
		}
		h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
		h.Set("Access-Control-Max-Age", "600")
	}
	if r.Method == http.MethodOptions {
		w.WriteHeader(http.StatusNoContent)
		return true
	}
	return false
}

// framelessCORS sets the CORS headers of the frameless embed's API host,
// and answers a preflight (reporting true): /v1/... answers the allowed
// origins of framelessEmbed partners (and no other origin) with
// credentials and the Authorization header the app reads at login.
// Anything else (another origin's preflight included) goes on to the
// routes, without CORS headers.
func (s *Server) framelessCORS(w http.ResponseWriter, r *http.Request) (answered bool) {
	h := w.Header()
	h.Add("Vary", "Origin")
	origin := r.Header.Get("Origin")
	if origin == "" || !s.framelessOrigin(r, origin) {
		return false
	}
	h.Set("Access-Control-Allow-Origin", origin)
	h.Set("Access-Control-Allow-Credentials", "true")
	h.Set("Access-Control-Expose-Headers", "Authorization")
	if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
		h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE")
		h.Set("Access-Control-Allow-Headers", "Accept, Authorization, Content-Type")
		h.Set("Access-Control-Max-Age", "600")
		w.WriteHeader(http.StatusNoContent)
		return true
	}
	return false
}

// trustedOrigin reports whether origin is the instance's own (its public
// URL's) or one a partner lists in allowed_origins. An unreadable partner
// list trusts none but the instance's.
func (s *Server) trustedOrigin(r *http.Request, origin string) bool {
	if own, fromRequest := s.LoaderOrigin(r); !fromRequest && origin == own {
		return true
	}
	return s.partnerOrigin(r, origin, "")
}

// framelessOrigin reports whether origin is an allowed origin of a
// framelessEmbed partner. An unreadable partner list allows none.
func (s *Server) framelessOrigin(r *http.Request, origin string) bool {
	return s.partnerOrigin(r, origin, "framelessEmbed")
}

// partnerOrigin reports whether a partner in mode (any mode for "") lists
// origin in its allowed origins. An unreadable partner list allows none.
func (s *Server) partnerOrigin(r *http.Request, origin, mode string) bool {
	partners, err := s.Catalog.Partners(r.Context())
	if err != nil {
		s.Log.ErrorContext(r.Context(), "read partners for CORS", "err", err, "request_id", RequestID(r.Context()))
		return false
	}
	for _, p := range partners {
		if (mode == "" || p.Mode == mode) && slices.Contains(p.AllowedOrigins, origin) {
			return true
		}
	}
	return false
}
