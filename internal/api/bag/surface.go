// Package bag is the storefront API's bag: carts, their specials and limits,
// checkout, reservations, loyalty, and the kiosk's binding. Its handlers are
// methods of Server, which embeds the core.Server every surface shares; its
// routes are listed in one table (Routes).
package bag

import "github.com/pistil/pistil/internal/api/core"

// Server holds this surface's handlers.
type Server struct{ *core.Server }

// New returns the surface over the shared core.
func New(c *core.Server) *Server { return &Server{c} }
