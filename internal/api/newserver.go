package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/photo"
)

// NewServer returns the handler for every route of routes.go, wrapped in
// the middleware every request passes through.
func NewServer(d Deps) http.Handler {
	d.Log = WithRequestIDs(d.Log)
	if d.Metrics == nil {
		d.Metrics = NewMetrics(d.DB)
	}
	s := &Server{Metrics: d.Metrics, Deps: d, app: newAppHandler(d.App, d.Placeholder, d.Features, AppSettings(d), SignOnSettings(d.SignOn)), Menus: NewMenus(d.DB), signals: newStoreSignals(d.DB),
		PhotoTurns: make(chan struct{}, PhotoDecodes), Clean: photo.Clean, Uploads: make(chan struct{}, UploadsAtOnce)}
	s.app.prerender = s.sitePrerender
	s.app.mode = s.PageModeOf
	mux := s.routes()[0].Mux
	s.Menus.Rebuilt = s.Metrics.MenuRebuilt
	// Every text that enters is checked first (edge.Check); the answers,
	// its refusals included, carry CORS (cors.go) and the security headers.
	h := s.Metrics.ObserveRoutes(edge.Check(mux, MaintenanceGate(d.Maintenance, d.Log, mux), func(w http.ResponseWriter, r *http.Request, err error) { WriteError(w, r, d.Log, err) }))
	h = s.Cors(h)
	h = SecurityHeaders(h)
	h = RecoverPanics(d.Log)(h)
	h = LogRequests(d.Log)(h)
	return TraceRequests(d.Tracer, h)
}
