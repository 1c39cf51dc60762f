package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/photo"
)

// NewServer returns the handler for every route of routes.go, wrapped in
// the middleware every request passes through.
func NewServer(d Deps) http.Handler {
	d.Log = withRequestIDs(d.Log)
	if d.Metrics == nil {
		d.Metrics = NewMetrics(d.DB)
	}
	s := &server{metrics: d.Metrics, Deps: d, app: newAppHandler(d.App, d.Placeholder, d.Features, appSettings(d), signOnSettings(d.SignOn)), menus: newMenus(d.DB), signals: newStoreSignals(d.DB),
		photoTurns: make(chan struct{}, photoDecodes), clean: photo.Clean, uploads: make(chan struct{}, uploadsAtOnce)}
	s.app.prerender = s.sitePrerender
	s.app.mode = s.pageModeOf
	mux := s.routes()[0].mux
	s.menus.rebuilt = s.metrics.menuRebuilt
	// Every text that enters is checked first (edge.Check); the answers,
	// its refusals included, carry CORS (cors.go) and the security headers.
	h := s.metrics.observeRoutes(edge.Check(mux, maintenanceGate(d.Maintenance, d.Log, mux), func(w http.ResponseWriter, r *http.Request, err error) { writeError(w, r, d.Log, err) }))
	h = s.cors(h)
	h = securityHeaders(h)
	h = recoverPanics(d.Log)(h)
	h = logRequests(d.Log)(h)
	return traceRequests(d.Tracer, h)
}
