package core

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"
)

type ctxKey int

const requestIDKey ctxKey = 0

func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// statusRecorder remembers the status and size of a response for the log.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the writer beneath, for
// Flush and the deadlines a long answer (an event stream) needs.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// requestIDOK reports whether a client's X-Request-Id may be kept as the
// request's id: 1 to 64 printable ASCII characters without spaces (UUIDs,
// hex, base64). The id is logged, stored with error reports and answered
// in a header, so any other is replaced, not refused: it is informational.
func requestIDOK(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := range len(id) {
		if id[i] <= ' ' || id[i] > '~' {
			return false
		}
	}
	return true
}

// LogRequests gives each request an id (X-Request-Id, the client's when
// requestIDOK, else a new one) and logs one structured line when it ends.
func LogRequests(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			id := r.Header.Get("X-Request-Id")
			if !requestIDOK(id) {
				var b [8]byte
				_, _ = rand.Read(b[:])
				id = hex.EncodeToString(b[:])
			}
			w.Header().Set("X-Request-Id", id)
			rec := &statusRecorder{ResponseWriter: w}
			ctx := context.WithValue(r.Context(), requestIDKey, id)
			next.ServeHTTP(rec, r.WithContext(ctx))
			level := slog.LevelInfo
			if rec.status >= 500 {
				level = slog.LevelError
			}
			log.LogAttrs(ctx, level, "request",
				slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", rec.status),
				slog.Int("bytes", rec.bytes), slog.Duration("duration", time.Since(start)))
		})
	}
}

// RecoverPanics turns a panic in a handler into a logged 500 in the error shape.
func RecoverPanics(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				if v := recover(); v != nil {
					if v == http.ErrAbortHandler {
						panic(v)
					}
					log.ErrorContext(r.Context(), "panic", "value", v, "stack", string(debug.Stack()))
					// What the handler wrote and Compress still holds is
					// dropped, so the 500 goes out alone and untagged.
					discardHeld(w)
					Encode(w, http.StatusInternalServerError, ErrorBody{Code: "internal", Message: "Server error has occurred"})
				}
			}()
			next.ServeHTTP(w, r)
		})
	}
}

// discardHeld asks the first writer in w's chain that holds answers back
// (Compress) to drop what it holds.
func discardHeld(w http.ResponseWriter) {
	for w != nil {
		if d, ok := w.(interface{ DiscardHeld() bool }); ok {
			d.DiscardHeld()
			return
		}
		u, ok := w.(interface{ Unwrap() http.ResponseWriter })
		if !ok {
			return
		}
		w = u.Unwrap()
	}
}

// SecurityHeaders sets what every answer carries, pages, API and errors
// alike: no type sniffing, referrers cut to the origin when they leave the
// site, and over TLS, HSTS for a year. (Pages add their own
// Content-Security-Policy: appHandler.)
func SecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		if r.TLS != nil {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		next.ServeHTTP(w, r)
	})
}
