package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// getPartner answers a partner's public settings: GET /partners/{id}
// answers {"partner": {...}}, for the app in the partner's mode.
func (s *server) getPartner(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	p, err := s.DB.Partner(r.Context(), id)
	if err != nil {
		return err
	}
	encode(w, http.StatusOK, map[string]any{"partner": map[string]any{
		"id": p.ID, "name": p.Name, "mode": p.Mode, "allowed_origins": nonNilSlice(p.AllowedOrigins), "theme": p.Theme,
		"partner_hosted_path": p.PartnerHostedPath, "store_ids": nonNilSlice(p.StoreIDs), "auth_disabled": p.AuthDisabled,
	}})
	return nil
}

// frameAncestors is the Content-Security-Policy that lets a partner's
// configured origins, and no other site, frame the app.
func frameAncestors(p *catalog.Partner) string {
	sources := []string{"'self'"}
	if p != nil {
		sources = append(sources, p.AllowedOrigins...)
	}
	return "frame-ancestors " + strings.Join(sources, " ")
}

// embeddedApp serves the app under /embed/stores/{partnerId}: only the
// partner's allowed origins may frame it. An unknown partner may be framed
// by no other site.
func (s *server) embeddedApp(w http.ResponseWriter, r *http.Request) error {
	var partner *catalog.Partner
	if id, err := strconv.ParseInt(r.PathValue("partnerId"), 10, 64); err == nil && id > 0 {
		p, err := s.DB.Partner(r.Context(), id)
		switch {
		case err == nil:
			partner = &p
		case problem.KindOf(err) != problem.NotFound:
			return err
		}
	}
	w.Header().Set("Content-Security-Policy", frameAncestors(partner))
	s.app.ServeHTTP(w, r)
	return nil
}
