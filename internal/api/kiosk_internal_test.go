package api

import (
	"encoding/json"
	"net/http/httptest"
	"regexp"
	"testing"
	"testing/fstest"
	"time"
)

// The page's retailTimeout is the kiosk's idle time: two minutes unless
// the deployment says otherwise (-kiosk-idle).
func TestRetailTimeoutSetting(t *testing.T) {
	app := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><title>Pistil</title></head><body></body></html>`)}}
	for _, tt := range []struct {
		idle time.Duration
		want int
	}{{0, 120000}, {8 * time.Second, 8000}} {
		h := newAppHandler(app, nil, nil, appSettings(Deps{RetailTimeout: tt.idle}), nil)
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
