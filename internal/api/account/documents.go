package account

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/docform"
	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"golang.org/x/sync/semaphore"
)

// maxDocumentBody caps a document upload: five photos of 10 MB, as base64
// in JSON (4/3 larger), with room for the names.
const maxDocumentBody = 70 << 20

// MsgDocumentUpdated answers a document change (spec section 7: message).
const MsgDocumentUpdated = "Your identification has been updated."

// files answers the document store, or problem.Unavailable when the server
// runs without one.
func (s *Server) files() (*storage.Files, error) {
	if s.Files == nil {
		return nil, problem.New(problem.Unavailable, "Identification documents cannot be stored right now.")
	}
	return s.Files, nil
}

// getDocument answers the signed-in customer's identification document.
func (s *Server) getDocument(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in to see your identification.")
	if err != nil {
		return err
	}
	d, err := s.Accounts.Document(r.Context(), c.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "private, no-store")
	core.Encode(w, http.StatusOK, IdentificationAnswer{Document: identificationOf(d)})
	return nil
}

// updateDocument changes the signed-in customer's identification document
// from multipart/form-data (document[first_name], files document[mmj_card]
// …) or JSON ({"document": {"mmj_card": "data:image/jpeg;base64,…"}}).
// Every field is checked before anything is stored: a bad photo or field
// is 422 on that field and the document stays as it was.
func (s *Server) updateDocument(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in to update your identification.")
	if err != nil {
		return err
	}
	files, err := s.files()
	if err != nil {
		return err
	}
	release, err := s.uploadTurn(r.Context())
	if err != nil {
		w.Header().Set("Retry-After", "1")
		return err
	}
	defer release()
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mediaType != "multipart/form-data" {
		// Before the size cap wraps it, so that a body the edge checked as
		// JSON is not scanned twice.
		edge.ReadAsJSON(r)
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxDocumentBody)
	form := docform.NewForm()
	if mediaType == "multipart/form-data" {
		err = docform.ReadMultipart(r, form)
	} else {
		err = docform.ReadJSON(r.Body, r.ContentLength, form)
	}
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return problem.New(problem.Invalid, "The upload is larger than %d MB; each photo may be at most %d MB.",
			maxDocumentBody>>20, photo.MaxBytes>>20)
	} else if err != nil {
		return err
	}

	ch := accounts.DocumentChange{Photos: map[string]accounts.NewPhoto{}, Remove: form.Remove}
	for _, field := range docform.TextFields {
		val, sent := form.Text[field]
		if !sent {
			continue
		}
		trimmed := ""
		if val != nil {
			trimmed = strings.TrimSpace(*val)
		}
		if msg := docform.TextProblem(field, trimmed, s.DB.Now().UTC()); msg != "" {
			form.V.Add(field, msg)
		}
		switch field {
		case "first_name":
			ch.FirstName = &trimmed
		case "last_name":
			ch.LastName = &trimmed
		case "birth_date":
			ch.BirthDate = &trimmed
		}
	}
	// Every photo's header is read first: a photo with too many pixels is
	// refused before any photo waits for a turn or is decoded, and none is
	// decoded when the upload will be refused anyway.
	for slot, data := range form.Photos {
		if form.V.Has(slot) {
			continue
		}
		if _, err := photo.Check(data); err != nil {
			form.V.Add(slot, err.Error())
		}
	}
	if len(form.V.Fields()) == 0 && len(form.Photos) > 0 {
		if err := s.cleanPhotos(r.Context(), form, ch.Photos); err != nil {
			if problem.KindOf(err) == problem.Unavailable {
				w.Header().Set("Retry-After", "1")
			}
			return err
		}
	}
	if err := form.V.Err("Please check your identification."); err != nil {
		return err
	}
	d, err := s.Accounts.UpdateDocument(r.Context(), files, c.ID, ch)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "private, no-store")
	core.Encode(w, http.StatusOK, IdentificationAnswer{Document: identificationOf(d), Message: MsgDocumentUpdated})
	return nil
}

// UploadsAtOnce is how many document uploads the server reads and checks
// at once. An upload holds what it carries (at most about 80 MB as it is
// read, docs/benchmarks.md) until it is answered, so uploads take at most
// UploadsAtOnce × 80 MB besides the decoding (core.PhotoDecodes), however many
// arrive together; the others wait for a turn, their bodies unread.
const UploadsAtOnce = 3

// msgUploadsBusy answers an upload that waited photoTime for a turn.
const msgUploadsBusy = "Many customers are sending their identification right now; please try again in a moment."

// uploadTurn waits, at most photoTime, for one of the UploadsAtOnce turns
// and answers the func that gives it back; 503 when none came free.
func (s *Server) uploadTurn(ctx context.Context) (release func(), err error) {
	wait := time.NewTimer(photoTime)
	defer wait.Stop()
	select {
	case s.uploads <- struct{}{}:
		return func() { <-s.uploads }, nil
	case <-wait.C:
	case <-ctx.Done():
	}
	return nil, problem.New(problem.Unavailable, msgUploadsBusy)
}

// uploadMemory bounds the memory one upload takes once it is read (reading
// it takes at most about 80 MB, docs/benchmarks.md): the photos it carries,
// as sent and as cleaned, and the photos being cleaned, each counted at
// its photo.Header.Memory. A photo starts only when it fits, so of five
// photos as large as a phone's (about 121 MB each to clean) two are in
// hand at a time, while five of 5 megapixels may all be (and are decoded
// as core.PhotoDecodes allows). The largest upload (five photos of
// photo.MaxBytes, 52 MB) still leaves room for the costliest photo
// (TestUploadMemoryFitsAPhoto).
const uploadMemory = 256_000_000

// photoTime bounds the photo work of one upload, its photos cleaned side
// by side, waiting for a turn included: a photo still decoding then is
// abandoned (photo.ErrTooSlow).
const photoTime = 3 * time.Second

// msgPhotosBusy answers an upload that waited photoTime for a turn.
const msgPhotosBusy = "Photos are being checked for many customers right now; please try again in a moment."

// cleanPhotos cleans the photos of an upload within photoTime for them
// all, in the order of accounts.PhotoSlots: each starts once its memory
// fits in what is left of uploadMemory, charged until it is cleaned, and
// a decoding turn is free (cleanPhoto). A refused photo is a problem on
// its field, a cleaned one goes into out.
func (s *Server) cleanPhotos(ctx context.Context, form *docform.Form, out map[string]accounts.NewPhoto) error {
	ctx, cancel := context.WithTimeout(ctx, photoTime)
	defer cancel()
	var slots []string
	held := int64(0) // the photos as sent and their names, held until answered
	for _, slot := range accounts.PhotoSlots {
		if data, ok := form.Photos[slot]; ok {
			slots = append(slots, slot)
			held += int64(len(data))
		}
	}
	held += int64(len(form.Text)) * docform.MaxTextBytes
	budget := semaphore.NewWeighted(uploadMemory - held)
	photos, errs := make([]photo.Photo, len(slots)), make([]error, len(slots))
	var wg sync.WaitGroup
	var served atomic.Bool
	for i, slot := range slots {
		data := form.Photos[slot]
		h, err := photo.Check(data)
		if err != nil {
			errs[i] = err
			continue
		}
		cost := h.Memory()
		if err := budget.Acquire(ctx, cost); err != nil {
			errs[i] = late(&served)
			continue
		}
		wg.Go(func() {
			photos[i], errs[i] = s.cleanPhoto(ctx, data, &served)
			// The photo as cleaned stays until the upload is answered.
			budget.Release(cost - int64(len(photos[i].Data)))
		})
	}
	wg.Wait()
	for i, slot := range slots {
		switch p, err := photos[i], errs[i]; {
		case photoRefused(err):
			form.V.Add(slot, err.Error())
		case err != nil:
			return err
		default:
			out[slot] = accounts.NewPhoto{Data: p.Data, ContentType: p.ContentType, Width: p.Width, Height: p.Height}
		}
	}
	return nil
}

// cleanPhoto cleans one photo once a decoding turn is free (core.PhotoDecodes).
// When ctx ends first, the photo is late. The turn is held until
// photo.Clean returns, which it does at its next read or write after ctx
// ends.
func (s *Server) cleanPhoto(ctx context.Context, data []byte, served *atomic.Bool) (photo.Photo, error) {
	if !s.PhotoTurns.Take(ctx) {
		return photo.Photo{}, late(served)
	}
	served.Store(true)
	defer s.PhotoTurns.Give()
	return s.clean(ctx, data)
}

// late answers a photo whose upload's time ran out before it was cleaned:
// photo.ErrTooSlow if a photo of the same upload got a decoding turn
// (served: the upload's own photos took its time, and trying again would
// not help), else the server is busy: 503.
func late(served *atomic.Bool) error {
	if served.Load() {
		return photo.ErrTooSlow
	}
	return problem.New(problem.Unavailable, msgPhotosBusy)
}

// photoRefused says whether err refuses the photo itself: 422 on its field.
func photoRefused(err error) bool {
	for _, refusal := range []error{photo.ErrNotAPhoto, photo.ErrTooLarge, photo.ErrTooMany, photo.ErrTooSlow, photo.ErrDetailed} {
		if errors.Is(err, refusal) {
			return true
		}
	}
	return false
}

// documentPhoto sends one photo of the signed-in customer's own document.
// Photos are only ever served here, to their owner: never from a public
// path, never cached.
func (s *Server) documentPhoto(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in to see your identification.")
	if err != nil {
		return err
	}
	slot := r.PathValue("slot")
	if !accounts.IsPhotoSlot(slot) {
		return problem.New(problem.NotFound, accounts.MsgNoPhoto)
	}
	files, err := s.files()
	if err != nil {
		return err
	}
	p, data, err := s.Accounts.DocumentPhoto(r.Context(), files, c.ID, slot)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", p.ContentType)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Disposition", fmt.Sprintf("inline; filename=%q", slot+extension(p.ContentType)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(data)
	return nil
}

func extension(contentType string) string {
	if contentType == "image/png" {
		return ".png"
	}
	return ".jpg"
}
