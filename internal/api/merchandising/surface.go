// Package merchandising is the merchandising service under /merch/v2
// (docs/merchandising.md): placements' products, facets, the virtual budtender
// and the placement events. Its handlers are methods of Server, which embeds
// the core.Server every surface shares; its routes are listed in one table
// (Routes).
package merchandising

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
)

// Server holds this surface's handlers.
type Server struct {
	*core.Server
	signals *storeSignals
	// emptySearches is each client's budget of searches that found
	// nothing counted for the store's reports (noteEmptySearch).
	emptySearches interface{ Allow(*http.Request) bool }
}

// New returns the surface over the shared core.
func New(c *core.Server) *Server {
	return &Server{Server: c, signals: newStoreSignals(c.DB),
		emptySearches: core.NewIPLimiter(emptySearchesPerMinute/60.0, emptySearchesBurst, c.Clock)}
}
