// Package business is the store console's API, under /api/v1/business
// (docs/adr/0022-store-console.md): staff sign-in and sessions, and the
// store's own calls, each route holding one permission (internal/staff)
// that its guard checks before the handler runs. Its handlers are methods
// of Server, which embeds the core.Server every surface shares; its routes
// are listed in one table (Routes).
package business

import (
	"context"
	"sync"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/live"
	"github.com/pistil/pistil/internal/sealed"
)

// Server holds this surface's handlers.
type Server struct {
	*core.Server
	sealerMu sync.Mutex
	sealer   *sealed.Box
	// hub is the instance's live streams (Deps.Live).
	hub *live.Hub
}

// New returns the surface over the shared core.
func New(c *core.Server) *Server {
	hub := c.Live
	if hub == nil {
		hub = NewHub() // no listener feeds it: streams replay, and see nothing live
	}
	if c.Metrics != nil {
		c.Metrics.Streams(hub.Open)
	}
	return &Server{Server: c, sealer: c.Sealer, hub: hub}
}

// box is what seals TOTP secrets: Deps.Sealer, or else a box over the key
// kept in the database (accountstore.DocumentKey), opened on first need.
func (s *Server) box(ctx context.Context) (*sealed.Box, error) {
	s.sealerMu.Lock()
	defer s.sealerMu.Unlock()
	if s.sealer != nil {
		return s.sealer, nil
	}
	key, err := s.Accounts.DocumentKey(ctx)
	if err != nil {
		return nil, err
	}
	b, err := sealed.New(key)
	if err != nil {
		return nil, err
	}
	s.sealer = b
	return b, nil
}
