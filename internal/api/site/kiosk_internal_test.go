package site

import (
	"encoding/json"
	"net/http/httptest"
	"regexp"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pistil/pistil/internal/api/core"
)

// The page's retailTimeout is the kiosk's idle time: two minutes unless
// the deployment says otherwise (-kiosk-idle).
func TestRetailTimeoutSetting(t *testing.T) {
	app := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><title>Pistil</title></head><body></body></html>`)}}
	for _, tt := range []struct {
		idle time.Duration
		want int
	}{{0, 120000}, {8 * time.Second, 8000}} {
		h := newAppHandler(app, nil, nil, core.AppSettings(core.Deps{RetailTimeout: tt.idle}), nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/kiosk/stores/2/landing", nil))
		m := regexp.MustCompile(`<script id="pistil-app-settings" type="application/json">(.*?)</script>`).FindStringSubmatch(rec.Body.String())
		var got struct {
			RetailTimeout int `json:"retailTimeout"`
		}
		if m == nil || json.Unmarshal([]byte(m[1]), &got) != nil || got.RetailTimeout != tt.want {
			t.Errorf("idle %s: retailTimeout = %d, want %d", tt.idle, got.RetailTimeout, tt.want)
		}
	}
}

// The page's undoableWindow is how long a bag line removal can be undone:
// five seconds unless the deployment says otherwise (-undo-window).
func TestUndoableWindowSetting(t *testing.T) {
	app := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><title>Pistil</title></head><body></body></html>`)}}
	for _, tt := range []struct {
		window time.Duration
		want   int
	}{{0, 5000}, {12 * time.Second, 12000}} {
		h := newAppHandler(app, nil, nil, core.AppSettings(core.Deps{UndoableWindow: tt.window}), nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/cart", nil))
		m := regexp.MustCompile(`<script id="pistil-app-settings" type="application/json">(.*?)</script>`).FindStringSubmatch(rec.Body.String())
		var got struct {
			UndoableWindow int `json:"undoableWindow"`
		}
		if m == nil || json.Unmarshal([]byte(m[1]), &got) != nil || got.UndoableWindow != tt.want {
			t.Errorf("window %s: undoableWindow = %d, want %d", tt.window, got.UndoableWindow, tt.want)
		}
	}
}
