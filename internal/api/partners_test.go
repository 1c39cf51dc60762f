package api_test

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestPartners: partners are imported with the catalogue, answered by
// GET /partners/{id}, and only a partner's origins may frame its pages.
func TestPartners(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures)
		doc := ct.Small()
		doc.Partners = []catalog.Partner{{ID: 5, Name: "Golden Gate's site", Mode: "embedded",
			AllowedOrigins: []string{"https://shop.example", "http://localhost:3000"}, Theme: catalog.Theme{ThemeColor: "#14532d"},
			StoreIDs: []int64{ct.StoreSF}}}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		r := call(t, srv, "GET", "/api/v1/partners/5", "")
		if r.status != http.StatusOK || get(r.body, "partner", "mode") != "embedded" || get(r.body, "partner", "store_ids", 0) != 1.0 ||
			get(r.body, "partner", "theme", "theme_color") != "#14532d" {
			t.Errorf("partner = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "GET", "/api/v1/partners/6", ""); r.status != http.StatusNotFound {
			t.Errorf("unknown partner = %d", r.status)
		}
		// /embed/stores/{id} names the store; its embedded partner's origins may frame it.
		page := call(t, srv, "GET", "/embed/stores/1/menu", "")
		if got := frameAncestors(page.header); page.status != http.StatusOK ||
			got != "frame-ancestors 'self' https://shop.example http://localhost:3000" {
			t.Errorf("embedded page = %d, CSP %q", page.status, got)
		}
		if got := frameAncestors(call(t, srv, "GET", "/embed/stores/2", "").header); got != "frame-ancestors 'self'" {
			t.Errorf("a store without an embedded partner: CSP = %q", got)
		}
		if got := frameAncestors(call(t, srv, "GET", "/stores/1/golden-gate/menu", "").header); got != "frame-ancestors 'self'" {
			t.Errorf("a marketplace page: CSP = %q", got)
		}

		// A partner naming a store that does not exist is refused, and nothing is written.
		// (A document of partners alone: their stores are checked in the database.)
		bad := &catalog.Document{Version: 1, Partners: []catalog.Partner{{ID: 7, Name: "Ghost", Mode: "kiosk", StoreIDs: []int64{99}}}}
		var p *problem.Error
		if _, err := catalogstore.New(db).Import(context.Background(), bad); !errors.As(err, &p) || len(p.Fields["partners.7.store_ids[0]"]) != 1 {
			t.Errorf("a partner of an unknown store = %v", err)
		}
		alone := &catalog.Document{Version: 1, Partners: []catalog.Partner{{ID: 8, Name: "Kiosk", Mode: "kiosk", StoreIDs: []int64{ct.StoreDenver}}}}
		if _, err := catalogstore.New(db).Import(context.Background(), alone); err != nil {
			t.Errorf("a document of partners alone = %v", err)
		}
		if _, err := catalogstore.New(db).Partner(context.Background(), 7); problem.KindOf(err) != problem.NotFound {
			t.Errorf("the refused partner was written: %v", err)
		}
	})
}
