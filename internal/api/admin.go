package api

import (
	"log/slog"
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/storage"
)

// AdminDeps is what the admin listener serves.
type AdminDeps struct {
	DB      *storage.DB
	Log     *slog.Logger
	Metrics *core.Metrics
}

// NewAdmin returns the handler of the operator's admin listener
// (docs/adr/0016-observability.md): /metrics, pprof under /debug/pprof/, and
// the client error reports at /client-errors. It has no authentication: it
// is meant for a loopback or private address only.
func NewAdmin(d AdminDeps) http.Handler {
	log := core.WithRequestIDs(d.Log)
	s := newServer(Deps{DB: d.DB, Log: log})
	return core.LogRequests(log)(s.adminRoutes(d.Metrics.Handler()).Mux)
}
