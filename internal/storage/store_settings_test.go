package storage_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestStoreSettingsEdits: an owner changes SF's Monday hours and adds a
// closed New Year's Day; the store document, settings_version and
// menu_version move on in one transaction with the audit row; a stale
// version is 409 with the version now, bad settings are 422 by field,
// and neither writes anything; no store is 404.
func TestStoreSettingsEdits(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		cur, err := cs.StoreSettings(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		if cur.Version != 1 || cur.Name != "Golden Gate Greenhouse" || len(cur.Settings.Hours.Working) == 0 ||
			cur.Settings.SpecialDays == nil || cur.Settings.AutoConfirm {
			t.Fatalf("SF's settings = %+v", cur)
		}
		set := cur.Settings
		set.Hours.Working = append([]catalog.DayHours(nil), set.Hours.Working...)
		for i := range set.Hours.Working {
			if set.Hours.Working[i].Day == "monday" {
				set.Hours.Working[i].Period = catalog.Period{From: "07:15", To: "19:45"}
			}
		}
		set.SpecialDays = []catalog.SpecialDay{{Date: "2027-01-01", Closed: true, Note: "New Year's Day"}}
		set.AutoConfirm, set.ShopperMessagesOff = true, []string{"preparing"}
		entry := staff.Entry{Actor: staff.Actor{StaffID: 0, Label: "staff:owner@shop.example"}, Action: "store_settings.update", RequestID: "req-9"}
		menu := menuVersion(t, db, ct.StoreSF)

		got, err := cs.EditStoreSettings(ctx, catalogstore.SettingsEdit{StoreID: ct.StoreSF, Version: 1, Settings: set, Audit: entry})
		if err != nil {
			t.Fatal(err)
		}
		if got.Version != 2 || !got.Settings.AutoConfirm || len(got.Settings.SpecialDays) != 1 || got.Settings.SpecialDays[0].Note != "New Year's Day" {
			t.Errorf("after = %+v", got)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == menu {
			t.Errorf("menu version = %s, unchanged by the settings", v)
		}
		summary, err := db.Store(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		monday := ""
		for _, h := range summary.Hours.Working {
			if h.Day == "monday" {
				monday = h.Period.From + "–" + h.Period.To
			}
		}
		if monday != "07:15–19:45" || len(summary.Menu) != 0 || summary.Name != "Golden Gate Greenhouse" || !summary.AutoConfirm {
			t.Errorf("the store shoppers read: Monday %s, auto-confirm %v", monday, summary.AutoConfirm)
		}
		rows, err := db.AuditLog(ctx, ct.StoreSF, 0, 10)
		if err != nil || len(rows) != 1 || rows[0].Action != "store_settings.update" || rows[0].Subject != "store:1" ||
			rows[0].Actor != "staff:owner@shop.example" || rows[0].RequestID != "req-9" {
			t.Fatalf("audit = %+v, %v", rows, err)
		}
		var before, after struct {
			Version  int64            `json:"version"`
			Settings catalog.Settings `json:"settings"`
		}
		if json.Unmarshal([]byte(rows[0].Before), &before) != nil || json.Unmarshal([]byte(rows[0].After), &after) != nil ||
			before.Version != 1 || after.Version != 2 || before.Settings.AutoConfirm || !after.Settings.AutoConfirm ||
			len(after.Settings.SpecialDays) != 1 {
			t.Errorf("audit before %s after %s", rows[0].Before, rows[0].After)
		}

		// A second editor who read version 1.
		_, err = cs.EditStoreSettings(ctx, catalogstore.SettingsEdit{StoreID: ct.StoreSF, Version: 1, Settings: cur.Settings, Audit: entry})
		if p := wantKind(t, err, problem.Conflict); p.Message != catalog.MsgSettingsChanged || p.Details.Version != 2 {
			t.Errorf("stale = %+v", p)
		}
		bad := set
		bad.SpecialDays = []catalog.SpecialDay{{Date: "2027-01-01"}}
		_, err = cs.EditStoreSettings(ctx, catalogstore.SettingsEdit{StoreID: ct.StoreSF, Version: 2, Settings: bad, Audit: entry})
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["special_days[0].period"]) != 1 {
			t.Errorf("invalid = %+v", p)
		}
		if now, _ := cs.StoreSettings(ctx, ct.StoreSF); now.Version != 2 || now.Settings.SpecialDays[0].Closed != true {
			t.Errorf("refusals wrote: %+v", now)
		}
		if rows, _ := db.AuditLog(ctx, ct.StoreSF, 0, 10); len(rows) != 1 {
			t.Errorf("refusals audited: %d rows", len(rows))
		}
		_, err = cs.StoreSettings(ctx, 999)
		wantKind(t, err, problem.NotFound)
	})
}

// TestAutoConfirm: at a store with auto_confirm, a new reservation leaves
// checkout in verification, moved by the system in the same transaction
// (its event and audit row); the shopper hears of it, and later not of
// preparing, which the store turned off, unless the store writes a note.
// Every e-mail goes in the store's look, with its note for the kind, and
// leaves the outbox with its HTML.
func TestAutoConfirm(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		doc.Stores[0].AutoConfirm = true
		doc.Stores[0].ShopperMessagesOff = []string{"preparing"}
		doc.Stores[0].MessageLook = notify.MessageLook{Color: "#7c2d12", SignOff: "The Mission team",
			Notes: map[string]string{"ready_for_pickup": "Side door, after 4 pm."}}
		if doc.Stores[0].ID != ct.StoreSF {
			t.Fatal("Small's first store is not SF")
		}
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		res := statusReserve(t, db, 1)
		if res.Status != reservation.Verification || len(res.Events) != 2 || res.Events[0].Status != reservation.Pending ||
			res.Events[0].Actor != reservation.Shopper || res.Events[1].Status != reservation.Verification ||
			res.Events[1].Actor != reservation.System {
			t.Fatalf("placed: %s, events %+v", res.Status, res.Events)
		}
		rows, err := db.AuditLog(ctx, ct.StoreSF, 0, 10)
		if err != nil || len(rows) != 1 || rows[0].Actor != "system" || rows[0].Action != "reservation.status" ||
			rows[0].StaffID != 0 || !strings.Contains(rows[0].After, `"verification"`) {
			t.Fatalf("audit = %+v, %v", rows, err)
		}
		all, _ := db.OutboxMessages(ctx, adult.Email)
		if len(all) != 2 || !strings.Contains(all[0].Message.Subject, "has been placed") ||
			!strings.Contains(all[1].Message.Subject, "is being verified") {
			t.Fatalf("outbox after checkout = %+v", all)
		}
		move := func(to, note string) {
			t.Helper()
			if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: to,
				Actor: reservation.Store, Message: note, Notice: statusNotice}); err != nil {
				t.Fatalf("→ %s: %v", to, err)
			}
		}
		move(reservation.Preparing, "")
		if all, _ := db.OutboxMessages(ctx, adult.Email); len(all) != 2 {
			t.Errorf("preparing, turned off, was sent: %+v", all)
		}
		move(reservation.ReadyForPickup, "")
		all, _ = db.OutboxMessages(ctx, adult.Email)
		if len(all) != 3 || !strings.Contains(all[2].Message.Subject, "is ready for pickup") {
			t.Fatalf("ready was not sent: %+v", all)
		}
		for i, m := range all {
			if !strings.Contains(m.HTML, "background-color:#7c2d12;") || !strings.Contains(m.HTML, "The Mission team") ||
				!strings.HasSuffix(m.Body, "\nThe Mission team\n") || strings.Contains(m.Body, "Side door") != (i == 2) ||
				strings.Contains(m.HTML, "Side door") != (i == 2) {
				t.Errorf("mail %d is not in the store's look, or has the wrong kind's note: %q\n%s", i, m.Body, m.HTML)
			}
		}
		claimed, err := db.ClaimMessages(ctx, 10, time.Minute)
		if err != nil || len(claimed) != 3 || claimed[2].HTML != all[2].HTML || claimed[2].Body != all[2].Body {
			t.Errorf("claimed %d messages (%v), the last without its HTML", len(claimed), err)
		}

		// Another reservation, with the store's note on preparing: sent.
		res = statusReserve(t, db, 1)
		move(reservation.Preparing, "We are out of bags: bring one.")
		all, _ = db.OutboxMessages(ctx, adult.Email)
		if last := all[len(all)-1].Message; !strings.Contains(last.Subject, "is being prepared") || !strings.Contains(last.Body, "bring one") {
			t.Errorf("the note with preparing = %+v", last)
		}
	})
}
