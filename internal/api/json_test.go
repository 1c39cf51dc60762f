package api

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"testing"
)

func TestAnAbandonedRequestIsNotAServerError(t *testing.T) {
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := httptest.NewRequest("POST", "/merch/v2/smart", nil).WithContext(ctx)
	w := httptest.NewRecorder()
	writeError(w, r, log, fmt.Errorf("list menu: %w", ctx.Err()))
	if w.Code != statusClientClosed || logs.Len() != 0 {
		t.Errorf("status %d, logs %q; want %d and nothing at info", w.Code, logs.String(), statusClientClosed)
	}
	// the same error on a live request is a server fault
	w = httptest.NewRecorder()
	writeError(w, httptest.NewRequest("GET", "/", nil), log, fmt.Errorf("list menu: %w", context.Canceled))
	if w.Code != 500 || !bytes.Contains(logs.Bytes(), []byte("internal error")) {
		t.Errorf("status %d, logs %q; want 500 and an error logged", w.Code, logs.String())
	}
}
