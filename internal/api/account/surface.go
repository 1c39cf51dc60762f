// Package account is the storefront API's accounts and sessions: registration,
// log in, verification codes, single sign-on, the profile, identification
// documents, passwords and the contact form. Its handlers are methods of
// Server, which embeds the core.Server every surface shares; its routes are
// listed in one table (Routes).
package account

import (
	"context"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/photo"
)

// Server holds this surface's handlers.
type Server struct {
	*core.Server
	// clean cleans one photo: photo.Clean; tests watch it.
	clean func(ctx context.Context, data []byte) (photo.Photo, error)
	// uploads holds a token for each document upload being read or
	// checked (UploadsAtOnce).
	uploads chan struct{}
}

// New returns the surface over the shared core.
func New(c *core.Server) *Server {
	return &Server{Server: c, clean: photo.Clean,
		uploads: make(chan struct{}, UploadsAtOnce)}
}
