package business

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"testing"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
)

// TestProductPhotoTurns: product photos take their decoding turns from the
// server's (core.Server.PhotoTurns), which identification uploads take
// too: with every turn held, a photo whose time runs out gets 503 and
// decodes nothing; with one free, its sizes are made and the turn given
// back.
func TestProductPhotoTurns(t *testing.T) {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 40, 30))); err != nil {
		t.Fatal(err)
	}
	s := &Server{Server: &core.Server{PhotoTurns: core.NewPhotoTurns(core.PhotoDecodes)}}
	for range core.PhotoDecodes {
		s.PhotoTurns <- struct{}{} // held by identification uploads
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.renditions(ctx, b.Bytes()); problem.KindOf(err) != problem.Unavailable || err.Error() != "unavailable: "+msgPhotosBusy {
		t.Errorf("with every turn held = %v", err)
	}
	s.PhotoTurns.Give()
	out, err := s.renditions(context.Background(), b.Bytes())
	if err != nil || len(out) != 4 || out[0].Width != 40 || len(s.PhotoTurns) != core.PhotoDecodes-1 {
		t.Errorf("with a turn free = %d sizes, %v; %d turns held after, want %d", len(out), err, len(s.PhotoTurns), core.PhotoDecodes-1)
	}
	if _, err := s.renditions(context.Background(), []byte("not a photo")); problem.KindOf(err) != problem.Invalid {
		t.Errorf("not a photo = %v, want invalid", err)
	}
}
