package core

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/problem"
)

// StatusMaintenance is the status of every API answer while the instance is
// in maintenance (spec section 8: "420 / maintenance"); the app then shows
// its maintenance screen.
const StatusMaintenance = 420

// MsgMaintenance is the message of those answers.
const MsgMaintenance = "We're doing some maintenance and will be back shortly."

// maintenancePrefixes are the paths that answer 420 in maintenance: the
// storefront API (/api/, the frameless embed's /v1/), the merchandising
// service and the collectors. The app's pages, /healthz and /readyz still
// answer, so that the maintenance screen loads and the instance stays in
// its load balancer.
var maintenancePrefixes = []string{"/api/", "/v1/", "/merch/", "/collect/"}

// MaintenanceGate answers every API call 420 in the one error shape while
// on, before any handler (and so the database) is reached. Cross-origin
// preflights still pass, so that a partner page's call sees the 420 rather
// than a CORS failure.
func MaintenanceGate(on bool, log *slog.Logger, next http.Handler) http.Handler {
	if !on {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodOptions || !underMaintenance(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		r.Pattern = "maintenance" // the metrics' route label
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Retry-After", "60")
		WriteError(w, r, log, problem.New(problem.Maintenance, MsgMaintenance))
	})
}

func underMaintenance(path string) bool {
	for _, p := range maintenancePrefixes {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return false
}
