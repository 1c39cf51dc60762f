package site

import (
	"encoding/json"
	"net/http/httptest"
	"regexp"
	"testing"
	"testing/fstest"

	"github.com/pistil/pistil/internal/api/core"
)

// TestSettingsBlock: the page carries the flags switched on and the rollout
// shares, which the app reads (web/src/lib/flags.ts).
func TestSettingsBlock(t *testing.T) {
	app := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><title>Pistil</title></head><body></body></html>`)}}
	h := newAppHandler(app, nil, []string{"terpene_filter"}, core.AppSettings(core.Deps{FeatureRollouts: map[string]int{"mfa_check": 250_000}, SupportEmail: "help@shop.example.com"}), nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/profile", nil))
	m := regexp.MustCompile(`<script id="pistil-app-settings" type="application/json">(.*?)</script>`).FindStringSubmatch(rec.Body.String())
	if m == nil {
		t.Fatalf("no settings block in %s", rec.Body.String())
	}
	var got struct {
		Features        []string       `json:"features"`
		FeatureRollouts map[string]int `json:"featureRollouts"`
		APIPath         string         `json:"apiPath"`
		SupportEmail    string         `json:"supportEmail"`
	}
	if err := json.Unmarshal([]byte(m[1]), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Features) != 1 || got.Features[0] != "terpene_filter" || got.FeatureRollouts["mfa_check"] != 250_000 || got.APIPath != "/api/v1" || got.SupportEmail != "help@shop.example.com" {
		t.Errorf("settings = %+v", got)
	}
}
