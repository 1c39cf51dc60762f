package core

import (
	"context"
	"testing"
)

// TestPhotoTurns: PhotoDecodes photos decode at once; another waits until
// its context ends (false, holding nothing) or a turn is given back.
func TestPhotoTurns(t *testing.T) {
	turns := NewPhotoTurns(PhotoDecodes)
	for i := range PhotoDecodes {
		if !turns.Take(context.Background()) {
			t.Fatalf("turn %d not taken", i+1)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if turns.Take(ctx) {
		t.Fatal("a turn was taken past the limit")
	}
	if len(turns) != PhotoDecodes {
		t.Errorf("%d turns held, want %d", len(turns), PhotoDecodes)
	}
	turns.Give()
	if !turns.Take(context.Background()) {
		t.Error("a turn given back was not taken")
	}
}
