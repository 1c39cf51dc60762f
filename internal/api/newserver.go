// Package api is Pistil's HTTP surface. It composes the surfaces, each a
// package of its own (ADR 0021): core (what they share: the error shape,
// decoding, sessions, throttles, the menu index, CORS and the middleware),
// account, shop and bag (the storefront API), staff, collect (the
// collectors), merchandising (/merch/v2) and site (the app, SEO pages and
// loaders). It is the only package that speaks HTTP besides them.
package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/storage"
)

// Deps is everything the server needs; there are no globals.
type Deps = core.Deps

// Metrics are the server's Prometheus series.
type Metrics = core.Metrics

// NewMetrics is core.NewMetrics: the series, with the database's
// connection pools read at each scrape (db may be nil).
func NewMetrics(db *storage.DB) *Metrics { return core.NewMetrics(db) }

// NewServer returns the handler for every route of the surfaces' tables,
// wrapped in the middleware every request passes through.
func NewServer(d Deps) http.Handler {
	d.Log = core.WithRequestIDs(d.Log)
	if d.Metrics == nil {
		d.Metrics = core.NewMetrics(d.DB)
	}
	s := newServer(d)
	mux := s.routes()[0].Mux
	s.core.Menus.Rebuilt = d.Metrics.MenuRebuilt
	d.Metrics.MenusKept(s.core.Menus.Kept)
	// Every text that enters is checked first (edge.Check); the answers,
	// its refusals included, carry CORS (core/cors.go) and the security headers.
	h := d.Metrics.ObserveRoutes(edge.Check(mux, core.MaintenanceGate(d.Maintenance, d.Log, mux), func(w http.ResponseWriter, r *http.Request, err error) { core.WriteError(w, r, d.Log, err) }))
	h = s.core.CORS(h)
	h = core.SecurityHeaders(h)
	h = core.RecoverPanics(d.Log)(h)
	// Text answers go out coded (brotli or gzip) and API reads tagged;
	// inside it, a panic's 500 is coded too, and the log counts the
	// bytes sent.
	h = core.Compress(h)
	h = core.LogRequests(d.Log)(h)
	return core.TraceRequests(d.Tracer, h)
}
