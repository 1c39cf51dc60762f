package core

import "context"

// PhotoDecodes is how many photos the server decodes at once, whatever
// surface they come from (identification documents, the console's product
// photos): one a core on the 2-core machine Pistil is sized for, each in
// at most photo.MemoryPerPhoto.
const PhotoDecodes = 2

// PhotoTurns holds a token for each photo being decoded, server-wide
// (Server.PhotoTurns, PhotoDecodes of them).
type PhotoTurns chan struct{}

// NewPhotoTurns makes n turns.
func NewPhotoTurns(n int) PhotoTurns { return make(PhotoTurns, n) }

// Take waits for a turn until ctx ends, false when it ended first. A turn
// taken is given back with Give.
func (t PhotoTurns) Take(ctx context.Context) bool {
	select {
	case t <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
	}
}

// Give gives a turn back.
func (t PhotoTurns) Give() { <-t }
