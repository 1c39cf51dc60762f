package api_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestEmbedScripts: a store an embedded partner lists and an operator-embed
// partner each have a loader that frames their page; anything else is a
// 404 whose body says why, still as JavaScript.
func TestEmbedScripts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		doc.Partners = []catalog.Partner{
			{ID: 5, Name: "Golden Gate's site", Mode: "embedded", AllowedOrigins: []string{"https://shop.example"}, StoreIDs: []int64{ct.StoreSF}},
			{ID: 6, Name: "Bay Chain", Mode: "operatorEmbed", AllowedOrigins: []string{"https://chain.example"}, StoreIDs: []int64{ct.StoreSF, ct.StoreDenver}},
			{ID: 7, Name: "Kiosk", Mode: "kiosk", StoreIDs: []int64{ct.StoreDenver}},
		}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			path   string
			status int
			want   []string // in the body
		}{
			{"/api/v1/stores/1/embed.js", http.StatusOK, []string{`"/embed/stores/1/menu"`, `"Golden Gate Greenhouse menu"`, `var origin = "https://shop.example";`, `"resize"`, `frame.referrerPolicy = "origin"`}},
			{"/v1/stores/1/embed.js", http.StatusOK, []string{`"/embed/stores/1/menu"`}},
			{"/api/v1/operators/6/embed.js", http.StatusOK, []string{`"/operator_embed/operators/6"`, `"Bay Chain menu"`}},
			{"/v1/operators/6/embed.js", http.StatusOK, []string{`"/operator_embed/operators/6"`}},
			{"/api/v1/stores/99/embed.js", http.StatusNotFound, []string{"/* Pistil: ", "99"}},
			// Store 2 exists but only a kiosk shows it: no embedded partner may frame it.
			{"/api/v1/stores/2/embed.js", http.StatusNotFound, []string{"No partner embeds store 2."}},
			{"/api/v1/stores/x/embed.js", http.StatusBadRequest, []string{"/* Pistil: "}},
			{"/api/v1/operators/5/embed.js", http.StatusNotFound, []string{"There is no operator 5."}},
			{"/api/v1/operators/99/embed.js", http.StatusNotFound, []string{"/* Pistil: "}},
		} {
			r := call(t, srv, "GET", tc.path, "")
			if r.status != tc.status {
				t.Errorf("GET %s = %d, want %d: %s", tc.path, r.status, tc.status, r.raw)
				continue
			}
			if got := r.header.Get("Content-Type"); got != "text/javascript; charset=utf-8" {
				t.Errorf("GET %s: Content-Type = %q", tc.path, got)
			}
			if got := r.header.Get("X-Content-Type-Options"); got != "nosniff" {
				t.Errorf("GET %s: X-Content-Type-Options = %q", tc.path, got)
			}
			// The origin is the configured public URL's, never the script element's.
			if strings.Contains(r.raw, srv.URL) || strings.Contains(r.raw, "script.src") {
				t.Errorf("GET %s: the origin comes from the request or the page:\n%s", tc.path, r.raw)
			}
			wantCache := "public, max-age=600"
			if tc.status != http.StatusOK {
				wantCache = "no-store"
			}
			if got := r.header.Get("Cache-Control"); got != wantCache {
				t.Errorf("GET %s: Cache-Control = %q, want %q", tc.path, got, wantCache)
			}
			for _, w := range tc.want {
				if !strings.Contains(r.raw, w) {
					t.Errorf("GET %s: body lacks %s:\n%s", tc.path, w, r.raw)
				}
			}
		}
	})
}
