package core

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/problem"
)

// Health answers the health checks: ok, or ready.
type Health struct {
	Status string `json:"status"`
}

func (s *Server) Healthz(w http.ResponseWriter, r *http.Request) error {
	Encode(w, http.StatusOK, Health{Status: "ok"})
	return nil
}

// Readyz answers 200 only while the database answers with every migration applied.
func (s *Server) Readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.DB.Ready(ctx); err != nil {
		s.Log.WarnContext(ctx, "not ready", "err", err)
		return problem.New(problem.Unavailable, "Not ready: %v", err)
	}
	Encode(w, http.StatusOK, Health{Status: "ready"})
	return nil
}

func (s *Server) UnknownEndpoint(w http.ResponseWriter, r *http.Request) error {
	return problem.New(problem.NotFound, "There is no endpoint %s %s.", r.Method, r.URL.Path)
}

// ProductImage serves the illustration of a default product photo.
func (s *Server) ProductImage(w http.ResponseWriter, r *http.Request) error {
	file, ok := strings.CutSuffix(r.PathValue("file"), ".svg")
	if !ok || s.Illustration == nil {
		return problem.New(problem.NotFound, "There is no such image.")
	}
	svg, ok := s.Illustration(r.PathValue("folder"), file)
	if !ok {
		return problem.New(problem.NotFound, "There is no such image.")
	}
	// A day, not a year: the URL names the kind of product, not a
	// version of the drawing. After the day, the tag answers 304
	// (Compress) while the drawing is unchanged.
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.Header().Set("ETag", BodyETag(svg))
	_, _ = w.Write(svg)
	return nil
}

// MenuPhoto serves one size of a store's own product photo (MenuPhotoURL):
// GET /images/menu/{key}/{size}.jpg. A photo's key is new for each upload
// and its files never change, so they are cached for a year.
func (s *Server) MenuPhoto(w http.ResponseWriter, r *http.Request) error {
	key, size := r.PathValue("key"), ""
	if file, ok := strings.CutSuffix(r.PathValue("file"), ".jpg"); ok {
		size = file
	}
	if !IsPhotoKey(key) || !photo.IsSize(size) || s.Files == nil {
		return problem.New(problem.NotFound, "There is no such image.")
	}
	data, err := s.Files.GetPublic(r.Context(), key+"/"+size+".jpg")
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "image/jpeg")
	h.Set("Content-Length", strconv.Itoa(len(data)))
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(data)
	return nil
}

// IsPhotoKey says whether key names a store's product photo: 32
// lower-case hexadecimal digits (storage.NewBlobKey).
func IsPhotoKey(key string) bool {
	if len(key) != 32 {
		return false
	}
	for _, c := range []byte(key) {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
