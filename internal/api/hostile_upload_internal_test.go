package api

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"sync/atomic"
	"testing"

	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// TestPhotoTurns: with every decoding turn taken, an upload whose time
// runs out while it waits gets 503 and decodes nothing, unless its own
// photos had turns (then the waiting photo took too long: 422 on its
// field); with a turn free, the photo is cleaned and the turn given back.
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
	var served atomic.Bool
	if _, err := s.cleanPhoto(ctx, b.Bytes(), &served); problem.KindOf(err) != problem.Unavailable ||
		err.Error() != "unavailable: "+msgPhotosBusy {
		t.Errorf("waiting past the upload's time = %v", err)
	}
	served.Store(true)
	if _, err := s.cleanPhoto(ctx, b.Bytes(), &served); !errors.Is(err, photo.ErrTooSlow) || !photoRefused(err) {
		t.Errorf("waiting past the upload's time while its other photos had turns = %v, want %v", err, photo.ErrTooSlow)
	}
	form := &documentForm{photos: map[string][]byte{"mmj_card": b.Bytes(), "mmj_card_back": b.Bytes()}}
	out := map[string]storage.NewPhoto{}
	if err := s.cleanPhotos(ctx, form, out); problem.KindOf(err) != problem.Unavailable || len(out) != 0 {
		t.Errorf("an upload of two photos waiting past its time = %v, %d cleaned", err, len(out))
	}
	<-s.photoTurns
	p, err := s.cleanPhoto(context.Background(), b.Bytes(), new(atomic.Bool))
	if err != nil || p.Width != 4 || len(s.photoTurns) != photoDecodes-1 {
		t.Errorf("with a turn free = %d wide, %v; %d turns taken after, want %d", p.Width, err, len(s.photoTurns), photoDecodes-1)
	}
}

// TestUploadTurns: uploadsAtOnce uploads are read at once; another waits,
// and one whose request ends first gets 503 and holds no turn; a turn
// given back lets the next in.
func TestUploadTurns(t *testing.T) {
	s := &server{uploads: make(chan struct{}, uploadsAtOnce)}
	var releases []func()
	for i := range uploadsAtOnce {
		release, err := s.uploadTurn(context.Background())
		if err != nil {
			t.Fatalf("upload %d of %d = %v", i+1, uploadsAtOnce, err)
		}
		releases = append(releases, release)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.uploadTurn(ctx); problem.KindOf(err) != problem.Unavailable || err.Error() != "unavailable: "+msgUploadsBusy {
		t.Errorf("an upload past the turns = %v", err)
	}
	if len(s.uploads) != uploadsAtOnce {
		t.Errorf("%d turns taken, want %d", len(s.uploads), uploadsAtOnce)
	}
	releases[0]()
	release, err := s.uploadTurn(context.Background())
	if err != nil || len(s.uploads) != uploadsAtOnce {
		t.Fatalf("after a turn was given back = %v, %d turns taken", err, len(s.uploads))
	}
	release()
}
