package api

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/problem"
)

// Health answers the health checks: ok, or ready.
type Health struct {
	Status string `json:"status"`
}

func (s *server) healthz(w http.ResponseWriter, r *http.Request) error {
	encode(w, http.StatusOK, Health{Status: "ok"})
	return nil
}

// readyz answers 200 only while the database answers with every migration applied.
func (s *server) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.DB.Ready(ctx); err != nil {
		s.Log.WarnContext(ctx, "not ready", "err", err)
		return problem.New(problem.Unavailable, "Not ready: %v", err)
	}
	encode(w, http.StatusOK, Health{Status: "ready"})
	return nil
}

func (s *server) unknownEndpoint(w http.ResponseWriter, r *http.Request) error {
	return problem.New(problem.NotFound, "There is no endpoint %s %s.", r.Method, r.URL.Path)
}

// productImage serves the illustration of a default product photo.
func (s *server) productImage(w http.ResponseWriter, r *http.Request) error {
	file, ok := strings.CutSuffix(r.PathValue("file"), ".svg")
	if !ok || s.Illustration == nil {
		return problem.New(problem.NotFound, "There is no such image.")
	}
	svg, ok := s.Illustration(r.PathValue("folder"), file)
	if !ok {
		return problem.New(problem.NotFound, "There is no such image.")
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	_, _ = w.Write(svg)
	return nil
}
