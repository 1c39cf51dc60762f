package core

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
)

// A handler behind LogRequests and ObserveRoutes can still flush and set
// its write deadline through http.ResponseController: an event stream
// needs both (docs/adr/0022-store-console.md, section 4).
func TestRecorderUnwraps(t *testing.T) {
	flushed := false
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		_, _ = io.WriteString(w, "data: 1\n\n")
		if err := rc.Flush(); err != nil {
			t.Errorf("Flush through the middleware: %v", err)
		}
		flushed = true
	})
	chain := LogRequests(slog.New(slog.DiscardHandler))(NewMetrics(nil).ObserveRoutes(h))
	w := httptest.NewRecorder()
	chain.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/stream", nil))
	if !flushed || !w.Flushed {
		t.Errorf("flushed = %v, recorder flushed = %v; want both", flushed, w.Flushed)
	}
}
