package core

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"testing"

	"github.com/pistil/pistil/internal/money"
)

func TestAnAbandonedRequestIsNotAServerError(t *testing.T) {
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := httptest.NewRequest("POST", "/merch/v2/smart", nil).WithContext(ctx)
	w := httptest.NewRecorder()
	WriteError(w, r, log, fmt.Errorf("list menu: %w", ctx.Err()))
	if w.Code != statusClientClosed || logs.Len() != 0 {
		t.Errorf("status %d, logs %q; want %d and nothing at info", w.Code, logs.String(), statusClientClosed)
	}
	// the same error on a live request is a server fault
	w = httptest.NewRecorder()
	WriteError(w, httptest.NewRequest("GET", "/", nil), log, fmt.Errorf("list menu: %w", context.Canceled))
	if w.Code != 500 || !bytes.Contains(logs.Bytes(), []byte("internal error")) {
		t.Errorf("status %d, logs %q; want 500 and an error logged", w.Code, logs.String())
	}
}

// TestWithKeys: open keys go after the fields, in order, with their values
// as encoding/json writes them but HTML left unescaped, as encode does.
func TestWithKeys(t *testing.T) {
	type fields struct {
		Name string `json:"name"`
	}
	price := money.Cents(1250)
	for _, tt := range []struct {
		name string
		v    any
		keys []OpenKey
		want string
	}{
		{"no keys", fields{"A & B"}, nil, `{"name":"A & B"}`},
		{"two keys", fields{"Gummies"}, []OpenKey{{"price_each", price}, {"discounted_price_each", (*money.Cents)(nil)}},
			`{"name":"Gummies","price_each":12.50,"discounted_price_each":null}`},
		{"an empty object", struct{}{}, []OpenKey{{"price_gram", money.Cents(300)}}, `{"price_gram":3.00}`},
		{"a key to escape", fields{"<b>"}, []OpenKey{{`a"b`, "<i>"}}, `{"name":"<b>","a\"b":"<i>"}`},
	} {
		got, err := WithKeys(tt.v, tt.keys...)
		if err != nil || string(got) != tt.want {
			t.Errorf("%s: %s, %v; want %s", tt.name, got, err, tt.want)
		}
	}
}
