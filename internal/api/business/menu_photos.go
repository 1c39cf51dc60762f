package business

import (
	"context"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// A store's own photos of its menu products (docs/adr/0022-store-console.md,
// section 5, "Photos"): uploaded as a multipart form, checked and decoded
// as identification photos are (photo.Check first, then a decoding turn
// the whole server shares: core.PhotoDecodes), kept as public JPEGs in
// every size of photo.Sizes, and shown on the store's menu instead of the
// catalogue's photos.

// maxPhotoBody caps a photo upload: one photo of photo.MaxBytes, with room
// for the form's boundaries and headers.
const maxPhotoBody = photo.MaxBytes + 64<<10

// productPhotoTime bounds the wait for a decoding turn, and then the
// decoding and scaling of one product photo: the four sizes of the largest
// photo take a few seconds on a busy 2-core machine.
const productPhotoTime = 10 * time.Second

// The messages of photo uploads.
const (
	msgPhotoForm   = "Send the photo as multipart/form-data, as a file in a field named photo."
	msgNoPhotoFile = "Please choose a photo to upload."
	msgPhotosBusy  = "Photos are being checked for many people right now; please try again in a moment."
	msgNoFiles     = "Photos cannot be stored right now."
)

// photoFiles answers the file store, or problem.Unavailable when the
// server runs without one.
func (s *Server) photoFiles() (*storage.Files, error) {
	if s.Files == nil {
		return nil, problem.New(problem.Unavailable, msgNoFiles)
	}
	return s.Files, nil
}

// readPhotoForm reads the file of the form's photo field, at most
// photo.MaxBytes; other fields are skipped. A photo larger than that is
// problem.Invalid on photo (photo.MsgTooLarge), as is a form without one.
func readPhotoForm(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mediaType != "multipart/form-data" {
		return nil, problem.New(problem.Malformed, msgPhotoForm)
	}
	if r.ContentLength > maxPhotoBody {
		return nil, problem.Invalidf("photo", photo.MsgTooLarge)
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxPhotoBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, problem.New(problem.Malformed, msgPhotoForm)
	}
	for {
		part, err := mr.NextPart()
		var tooBig *http.MaxBytesError
		switch {
		case errors.Is(err, io.EOF):
			return nil, problem.Invalidf("photo", msgNoPhotoFile)
		case errors.As(err, &tooBig):
			return nil, problem.Invalidf("photo", photo.MsgTooLarge)
		case err != nil:
			return nil, problem.New(problem.Malformed, "The form could not be read: %s.", err)
		}
		if part.FormName() != "photo" || part.FileName() == "" {
			if _, err := io.Copy(io.Discard, part); err != nil {
				return nil, problem.New(problem.Malformed, "The form could not be read: %s.", err)
			}
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, photo.MaxBytes+1))
		switch {
		case errors.As(err, &tooBig) || len(data) > photo.MaxBytes:
			return nil, problem.Invalidf("photo", photo.MsgTooLarge)
		case err != nil:
			return nil, problem.New(problem.Malformed, "The form could not be read: %s.", err)
		case len(data) == 0:
			return nil, problem.Invalidf("photo", msgNoPhotoFile)
		}
		return data, nil
	}
}

// renditions makes the sizes of a product photo once a decoding turn,
// shared with every other photo the server decodes, is free: 503 when none
// came free within productPhotoTime, and a refused photo is
// problem.Invalid on photo. The photo's own time (productPhotoTime again)
// starts with its turn, so a busy server is never blamed on the photo.
func (s *Server) renditions(ctx context.Context, data []byte) ([]photo.Rendition, error) {
	wait, stopWaiting := context.WithTimeout(ctx, productPhotoTime)
	took := s.PhotoTurns.Take(wait)
	stopWaiting()
	if !took {
		return nil, problem.New(problem.Unavailable, msgPhotosBusy)
	}
	defer s.PhotoTurns.Give()
	ctx, cancel := context.WithTimeout(ctx, productPhotoTime)
	defer cancel()
	out, err := photo.Renditions(ctx, data)
	for _, refusal := range []error{photo.ErrNotAPhoto, photo.ErrTooLarge, photo.ErrTooMany, photo.ErrTooSlow, photo.ErrDetailed} {
		if errors.Is(err, refusal) {
			return nil, problem.Invalidf("photo", err.Error())
		}
	}
	return out, err
}

// photoFileName is the name of one size of a photo among public files.
func photoFileName(key, size string) string { return key + "/" + size + ".jpg" }

// removePhotoFiles removes every size of a photo, after the transaction
// that removed or never kept its row; a failure is logged (ADR 9).
func (s *Server) removePhotoFiles(ctx context.Context, files *storage.Files, key string) {
	names := make([]string, len(photo.Sizes))
	for i, size := range photo.Sizes {
		names[i] = photoFileName(key, size.Name)
	}
	if err := files.RemovePublic(context.WithoutCancel(ctx), names...); err != nil {
		files.Logger().ErrorContext(ctx, "remove the files of a product photo", "key", key, "err", err)
	}
}

// uploadMenuPhoto adds a photo of the store's own to one of its menu
// products, last: POST /stores/{storeId}/menu/{menuProductId}/photos, a
// multipart form with the file in photo. A photo that is not a JPEG, PNG
// or WebP, or is larger than 10 MB or 24 megapixels, is 422 on photo
// before anything is decoded. Its files are written before the
// transaction that adds its row (and bumps the item's version), and
// removed when that fails. Answers the menu product as it is now.
func (s *Server) uploadMenuPhoto(w http.ResponseWriter, r *http.Request) error {
	id, err := menuProductID(r)
	if err != nil {
		return err
	}
	files, err := s.photoFiles()
	if err != nil {
		return err
	}
	data, err := readPhotoForm(w, r)
	if err != nil {
		return err
	}
	h, err := photo.Check(data)
	if err != nil {
		return problem.Invalidf("photo", err.Error())
	}
	c := callerOf(r)
	// Another store's item is not found before any pixel is decoded.
	if cur, err := s.Catalog.StoreMenuItem(r.Context(), c.store, id); err != nil {
		return err
	} else if len(cur.Photos) >= catalog.MaxMenuPhotos {
		return problem.Invalidf("photo", catalog.MsgTooManyPhotos)
	}
	sizes, err := s.renditions(r.Context(), data)
	if err != nil {
		if problem.KindOf(err) == problem.Unavailable {
			w.Header().Set("Retry-After", "1")
		}
		return err
	}
	key, err := storage.NewBlobKey("")
	if err != nil {
		return err
	}
	for _, size := range sizes {
		if err := files.PutPublic(r.Context(), photoFileName(key, size.Size), "image/jpeg", size.Data); err != nil {
			s.removePhotoFiles(r.Context(), files, key)
			return err
		}
	}
	original := sizes[0]
	it, err := s.Catalog.AddMenuPhoto(r.Context(), catalogstore.MenuPhotoAdd{StoreID: c.store, ID: id, Key: key,
		Width: original.Width, Height: original.Height, Audit: *audited(r, "menu_product.photo_add")})
	if err != nil {
		s.removePhotoFiles(r.Context(), files, key)
		return err
	}
	s.Log.InfoContext(r.Context(), "product photo uploaded in the store console", "menu_product_id", id, "key", key,
		"width", h.Width, "height", h.Height, "bytes", len(data))
	s.logMenuChange(r, it, "menu_product.photo_add")
	return answerMenuProduct(w, it)
}

// photoID is the photo of the request's path ({photoId}).
func photoID(r *http.Request) (int64, error) {
	raw := r.PathValue("photoId")
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, problem.New(problem.NotFound, "This product has no photo %q.", raw)
	}
	return id, nil
}

// removeMenuPhoto removes one of a menu product's photos, the later ones
// moving up; its files are removed after the transaction:
// DELETE /stores/{storeId}/menu/{menuProductId}/photos/{photoId}.
func (s *Server) removeMenuPhoto(w http.ResponseWriter, r *http.Request) error {
	id, err := menuProductID(r)
	if err != nil {
		return err
	}
	pid, err := photoID(r)
	if err != nil {
		return err
	}
	files, err := s.photoFiles()
	if err != nil {
		return err
	}
	it, gone, err := s.Catalog.RemoveMenuPhoto(r.Context(), callerOf(r).store, id, pid, *audited(r, "menu_product.photo_remove"))
	if err != nil {
		return err
	}
	s.removePhotoFiles(r.Context(), files, gone.Key)
	s.logMenuChange(r, it, "menu_product.photo_remove")
	return answerMenuProduct(w, it)
}

// orderMenuPhotos puts a menu product's photos in a new order, the first
// shown first: PUT /stores/{storeId}/menu/{menuProductId}/photos
// {"photo_ids": […]}, each of its photos once.
func (s *Server) orderMenuPhotos(w http.ResponseWriter, r *http.Request) error {
	id, err := menuProductID(r)
	if err != nil {
		return err
	}
	req, err := core.Decode[MenuPhotoOrder](r)
	if err != nil {
		return err
	}
	it, err := s.Catalog.OrderMenuPhotos(r.Context(), callerOf(r).store, id, req.PhotoIDs, *audited(r, "menu_product.photo_order"))
	if err != nil {
		return err
	}
	s.logMenuChange(r, it, "menu_product.photo_order")
	return answerMenuProduct(w, it)
}
