package api

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http/httptest"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

// TestPhotoTurns: with every decoding turn taken, an upload whose time
// runs out while it waits gets 503 with Retry-After and decodes nothing;
// with a turn free, the photo is cleaned and the turn given back.
func TestPhotoTurns(t *testing.T) {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 3))); err != nil {
		t.Fatal(err)
	}
	s := &server{photoTurns: make(chan struct{}, photoDecodes)}
	for range photoDecodes {
		s.photoTurns <- struct{}{}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := httptest.NewRecorder()
	if _, err := s.cleanPhoto(ctx, w, b.Bytes()); problem.KindOf(err) != problem.Unavailable ||
		err.Error() != "unavailable: "+msgPhotosBusy || w.Header().Get("Retry-After") != "1" {
		t.Errorf("waiting past the upload's time = %v, Retry-After %q", err, w.Header().Get("Retry-After"))
	}
	<-s.photoTurns
	p, err := s.cleanPhoto(context.Background(), httptest.NewRecorder(), b.Bytes())
	if err != nil || p.Width != 4 || len(s.photoTurns) != photoDecodes-1 {
		t.Errorf("with a turn free = %d wide, %v; %d turns taken after, want %d", p.Width, err, len(s.photoTurns), photoDecodes-1)
	}
}
