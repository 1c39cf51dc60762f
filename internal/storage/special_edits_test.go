package storage_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// withSpecials is the Small catalogue with a brand special of Coastal
// Cultivators (sold at SF only), one of SF's own and one of Denver's.
func withSpecials() *catalog.Document {
	doc := ct.Small()
	doc.Specials = []catalog.Special{
		{ID: 50, ProductBrandID: ct.BrandCoast, SpecialType: "product", Title: "Coastal week", DiscountType: "percent",
			DiscountPercent: 10, Active: true, Enabled: true},
		{ID: 51, StoreID: ct.StoreDenver, SpecialType: "cart_total", Title: "$5 off $50", DiscountType: "dollar_amount",
			DiscountDollarAmount: 500, MinimumSubtotal: 5000, Active: true, Enabled: true},
		{ID: 52, StoreID: ct.StoreSF, SpecialType: "product", Title: "Edibles 15% off", DiscountType: "percent",
			DiscountPercent: 15, Active: true, Enabled: true, Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"edible"}}}},
	}
	return doc
}

// specialAudit is the store's audit rows of specials, newest first.
func specialAudit(t *testing.T, db *storage.DB, storeID int64) []storage.AuditRow {
	t.Helper()
	return auditOf(t, db, storeID, "special.")
}

// TestStoreSpecialEdits: SF's console sees its own special and Coastal's
// brand special (read-only), not Denver's; a manager makes a special (the
// database gives its id), changes it, is refused with a stale version,
// and ends it at the database's now; each change bumps SF's menu_version,
// shows in the specials bags are priced with, and writes its audit row
// with before and after; a brand special cannot be changed (403), and
// Denver's special under SF's path is not found.
func TestStoreSpecialEdits(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		now := time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		cs := catalogstore.New(db)
		if _, err := cs.Import(ctx, withSpecials()); err != nil {
			t.Fatal(err)
		}
		entry := staff.Entry{Actor: staff.Actor{Label: "staff:mgr@shop.example"}, RequestID: "req-1"}

		list, err := cs.StoreSpecialList(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].Special.ID != 50 || !list[0].ReadOnly || list[0].Version != 1 ||
			list[1].Special.ID != 52 || list[1].ReadOnly || list[1].Special.Title != "Edibles 15% off" {
			t.Fatalf("SF's specials = %+v", list)
		}
		if list, err := cs.StoreSpecialList(ctx, ct.StoreDenver); err != nil || len(list) != 1 || list[0].Special.ID != 51 {
			t.Errorf("Denver's specials = %+v, %v (Coastal is not sold there)", list, err)
		}
		wantKind(t, func() error { _, err := cs.StoreSpecial(ctx, ct.StoreSF, 51); return err }(), problem.NotFound)
		wantKind(t, func() error { _, err := cs.StoreSpecial(ctx, ct.StoreDenver, 50); return err }(), problem.NotFound)

		// A new special: 20% off flower, whatever id and brand it is sent with.
		version := menuVersion(t, db, ct.StoreSF)
		draft := catalog.Special{ID: 7, ProductBrandID: ct.BrandPeak, SpecialType: "product", Title: "Flower Friday",
			DiscountType: "percent", DiscountPercent: 20, Active: true, Enabled: true,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower"}}}}
		made, err := cs.CreateSpecial(ctx, ct.StoreSF, draft, entry)
		if err != nil {
			t.Fatal(err)
		}
		id := made.Special.ID
		if id <= 52 || made.Version != 1 || made.ReadOnly || made.Special.StoreID != ct.StoreSF || made.Special.ProductBrandID != 0 ||
			made.Special.Title != "Flower Friday" {
			t.Fatalf("made = %+v", made)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == version {
			t.Errorf("menu version = %s, unchanged by the new special", v)
		}
		priced, err := db.StoreSpecials(ctx, ct.StoreSF)
		if err != nil || len(priced) != 3 || priced[2].ID != id || priced[2].DiscountPercent != 20 {
			t.Errorf("the specials bags are priced with = %+v, %v", priced, err)
		}
		wantKind(t, func() error {
			_, err := cs.CreateSpecial(ctx, ct.StoreSF, catalog.Special{SpecialType: "buy_x_get_y", Title: "x", DiscountType: "percent"}, entry)
			return err
		}(), problem.Invalid)

		// The change: 25%, and a stale one.
		version = menuVersion(t, db, ct.StoreSF)
		draft.DiscountPercent = 25
		got, err := cs.EditSpecial(ctx, catalogstore.SpecialEdit{StoreID: ct.StoreSF, ID: id, Version: 1, Special: draft, Audit: entry})
		if err != nil {
			t.Fatal(err)
		}
		if got.Version != 2 || got.Special.DiscountPercent != 25 || got.Special.ID != id || got.Special.ProductBrandID != 0 {
			t.Errorf("edited = %+v", got)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == version {
			t.Errorf("menu version = %s, unchanged by the edit", v)
		}
		draft.DiscountPercent = 30
		_, err = cs.EditSpecial(ctx, catalogstore.SpecialEdit{StoreID: ct.StoreSF, ID: id, Version: 1, Special: draft, Audit: entry})
		if p := wantKind(t, err, problem.Conflict); p.Message != catalog.MsgSpecialChanged || p.Details.Version != 2 {
			t.Errorf("a stale edit = %+v", p)
		}
		draft.DiscountPercent = 130
		_, err = cs.EditSpecial(ctx, catalogstore.SpecialEdit{StoreID: ct.StoreSF, ID: id, Version: 2, Special: draft, Audit: entry})
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["discount_percent"]) != 1 {
			t.Errorf("130%% off = %+v", p)
		}

		// A brand special is the catalogue's; Denver's is not SF's.
		_, err = cs.EditSpecial(ctx, catalogstore.SpecialEdit{StoreID: ct.StoreSF, ID: 50, Version: 1, Special: draft, Audit: entry})
		if p := wantKind(t, err, problem.Forbidden); p.Message != catalog.MsgBrandSpecialReadOnly {
			t.Errorf("a brand special's edit = %+v", p)
		}
		_, err = cs.EndSpecial(ctx, ct.StoreSF, 50, 1, entry)
		wantKind(t, err, problem.Forbidden)
		_, err = cs.EditSpecial(ctx, catalogstore.SpecialEdit{StoreID: ct.StoreSF, ID: 51, Version: 1, Special: draft, Audit: entry})
		if p := wantKind(t, err, problem.NotFound); p.Message != catalog.MsgNoSpecial(51) {
			t.Errorf("Denver's special under SF = %+v", p)
		}
		_, err = cs.EndSpecial(ctx, ct.StoreSF, 51, 1, entry)
		wantKind(t, err, problem.NotFound)

		// Ended now: stale first, then at version 2, then again.
		_, err = cs.EndSpecial(ctx, ct.StoreSF, id, 1, entry)
		wantKind(t, err, problem.Conflict)
		version = menuVersion(t, db, ct.StoreSF)
		ended, err := cs.EndSpecial(ctx, ct.StoreSF, id, 2, entry)
		if err != nil {
			t.Fatal(err)
		}
		if ended.Version != 3 || ended.Special.EndTime == nil || !ended.Special.EndTime.Equal(now) || ended.Special.DiscountPercent != 25 {
			t.Errorf("ended = %+v", ended)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == version {
			t.Errorf("menu version = %s, unchanged by the end", v)
		}
		_, err = cs.EndSpecial(ctx, ct.StoreSF, id, 3, entry)
		if p := wantKind(t, err, problem.Conflict); p.Message != catalog.MsgSpecialEnded {
			t.Errorf("ending it again = %+v", p)
		}

		// The audit log: three rows, with before and after.
		audit := specialAudit(t, db, ct.StoreSF)
		var got3 []string
		for _, a := range audit {
			got3 = append(got3, a.Action+" "+a.Subject+" "+a.Actor)
		}
		subject := fmt.Sprintf("special:%d", id)
		want := []string{"special.end " + subject + " staff:mgr@shop.example", "special.update " + subject + " staff:mgr@shop.example",
			"special.create " + subject + " staff:mgr@shop.example"}
		if fmt.Sprint(got3) != fmt.Sprint(want) {
			t.Fatalf("audit = %v, want %v", got3, want)
		}
		type row struct {
			Version int64           `json:"version"`
			Special catalog.Special `json:"special"`
		}
		var before, after row
		if err := json.Unmarshal([]byte(audit[1].Before), &before); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(audit[1].After), &after); err != nil {
			t.Fatal(err)
		}
		if before.Version != 1 || before.Special.DiscountPercent != 20 || after.Version != 2 || after.Special.DiscountPercent != 25 {
			t.Errorf("the update's before and after = %+v, %+v", before, after)
		}
		if audit[2].Before != "" || !strings.Contains(audit[2].After, `"Flower Friday"`) || audit[0].RequestID != "req-1" {
			t.Errorf("the create's row = %+v", audit[2])
		}

		// The import bumps the versions of the specials it writes.
		if _, err := cs.Import(ctx, withSpecials()); err != nil {
			t.Fatal(err)
		}
		if sp, err := cs.StoreSpecial(ctx, ct.StoreSF, 52); err != nil || sp.Version != 2 {
			t.Errorf("SF's imported special after a second import = %+v, %v", sp, err)
		}
		if sp, err := cs.StoreSpecial(ctx, ct.StoreSF, id); err != nil || sp.Version != 3 {
			t.Errorf("the console's special after an import = %+v, %v", sp, err)
		}
	})
}
