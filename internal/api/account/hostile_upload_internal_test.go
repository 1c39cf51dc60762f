package account

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/docform"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/photo/phototest"
	"github.com/pistil/pistil/internal/problem"
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
	s := &Server{Server: &core.Server{PhotoTurns: core.NewPhotoTurns(core.PhotoDecodes)}, clean: photo.Clean}
	for range core.PhotoDecodes {
		s.PhotoTurns <- struct{}{}
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
	form := &docform.Form{Photos: map[string][]byte{"mmj_card": b.Bytes(), "mmj_card_back": b.Bytes()}}
	out := map[string]accounts.NewPhoto{}
	if err := s.cleanPhotos(ctx, form, out); problem.KindOf(err) != problem.Unavailable || len(out) != 0 {
		t.Errorf("an upload of two photos waiting past its time = %v, %d cleaned", err, len(out))
	}
	s.PhotoTurns.Give()
	p, err := s.cleanPhoto(context.Background(), b.Bytes(), new(atomic.Bool))
	if err != nil || p.Width != 4 || len(s.PhotoTurns) != core.PhotoDecodes-1 {
		t.Errorf("with a turn free = %d wide, %v; %d turns taken after, want %d", p.Width, err, len(s.PhotoTurns), core.PhotoDecodes-1)
	}
}

// TestUploadTurns: UploadsAtOnce uploads are read at once; another waits,
// and one whose request ends first gets 503 and holds no turn; a turn
// given back lets the next in.
func TestUploadTurns(t *testing.T) {
	s := &Server{Server: &core.Server{}, uploads: make(chan struct{}, UploadsAtOnce)}
	var releases []func()
	for i := range UploadsAtOnce {
		release, err := s.uploadTurn(context.Background())
		if err != nil {
			t.Fatalf("upload %d of %d = %v", i+1, UploadsAtOnce, err)
		}
		releases = append(releases, release)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.uploadTurn(ctx); problem.KindOf(err) != problem.Unavailable || err.Error() != "unavailable: "+msgUploadsBusy {
		t.Errorf("an upload past the turns = %v", err)
	}
	if len(s.uploads) != UploadsAtOnce {
		t.Errorf("%d turns taken, want %d", len(s.uploads), UploadsAtOnce)
	}
	releases[0]()
	release, err := s.uploadTurn(context.Background())
	if err != nil || len(s.uploads) != UploadsAtOnce {
		t.Fatalf("after a turn was given back = %v, %d turns taken", err, len(s.uploads))
	}
	release()
}

// TestUploadMemoryFitsAPhoto: the largest upload (every photo slot filled
// with photo.MaxBytes, every name at its cap) leaves room in uploadMemory
// for the costliest photo, so that each photo can be cleaned.
func TestUploadMemoryFitsAPhoto(t *testing.T) {
	held := int64(len(accounts.PhotoSlots))*photo.MaxBytes + int64(len(docform.TextFields))*docform.MaxTextBytes
	if room := uploadMemory - held; room < photo.MemoryPerPhoto {
		t.Errorf("the largest upload holds %d bytes, leaving %d of uploadMemory, less than a photo's %d", held, room, photo.MemoryPerPhoto)
	}
}

// TestUploadMemory: an upload's photos are cleaned side by side only as
// far as their memory (photo.Header.Memory), the photos it holds and those
// already cleaned fit in uploadMemory. Cleaning is watched: each photo
// waits for the test to let it finish, and checks, as it starts, what the
// upload then holds. Two photos as large as a phone's go at once, the
// third after one is done; five small ones go all at once.
func TestUploadMemory(t *testing.T) {
	const cleaned = 1000 // bytes of each photo as cleaned
	large, tall := phototest.PNGHeader(6000, 4000, 8, 2, 0), phototest.PNGHeader(4000, 6000, 8, 2, 0)
	small := func(n uint32) []byte { return phototest.PNGHeader(1000, 1000+n, 8, 2, 0) }
	for _, tt := range []struct {
		name   string
		photos map[string][]byte
		// first is how many photos start before any finishes; then one
		// finishes and the rest start.
		first int
	}{
		{"two as large as a phone's, then three small", map[string][]byte{
			accounts.GovernmentPhoto: large, accounts.MMJCard: tall,
			accounts.MMJCardBack: small(0), accounts.StudentPhoto: small(1), accounts.VeteranPhoto: small(2)}, 2},
		{"five small", map[string][]byte{
			accounts.GovernmentPhoto: small(3), accounts.MMJCard: small(4),
			accounts.MMJCardBack: small(0), accounts.StudentPhoto: small(1), accounts.VeteranPhoto: small(2)}, 5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			held := int64(0)
			for _, data := range tt.photos {
				held += int64(len(data))
			}
			var mu sync.Mutex
			charged, started := held, 0
			startedOne, finish := make(chan struct{}, len(tt.photos)), make(chan struct{})
			s := &Server{Server: &core.Server{PhotoTurns: core.NewPhotoTurns(len(tt.photos))}, clean: func(ctx context.Context, data []byte) (photo.Photo, error) {
				h, err := photo.Check(data)
				if err != nil {
					return photo.Photo{}, err
				}
				mu.Lock()
				charged += h.Memory()
				started++
				if charged > uploadMemory {
					t.Errorf("photo %d starts with %d bytes charged, more than %d", started, charged, uploadMemory)
				}
				mu.Unlock()
				startedOne <- struct{}{}
				<-finish
				mu.Lock()
				charged += cleaned - h.Memory()
				mu.Unlock()
				return photo.Photo{Data: make([]byte, cleaned), ContentType: "image/png", Width: h.Width, Height: h.Height}, nil
			}}
			form := &docform.Form{Photos: tt.photos}
			out := map[string]accounts.NewPhoto{}
			done := make(chan error)
			go func() { done <- s.cleanPhotos(context.Background(), form, out) }()
			for range tt.first {
				<-startedOne
			}
			mu.Lock()
			if started != tt.first {
				t.Errorf("%d photos started before any finished, want %d", started, tt.first)
			}
			mu.Unlock()
			finish <- struct{}{}
			for range len(tt.photos) - tt.first {
				<-startedOne
			}
			close(finish)
			if err := <-done; err != nil || len(out) != len(tt.photos) {
				t.Errorf("cleanPhotos = %v, %d of %d photos cleaned", err, len(out), len(tt.photos))
			}
		})
	}
}
