package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestBusinessInventorySync: a point of sale's integration token syncs SF's
// menu. It links Blue Dream to its own id and counts 9 eighths at $33 (a
// numeric string), of which a shopper's reservation holds 2: the shopper's
// menu shows 7 at $33 once its index is a second old. The same call again
// with its Idempotency-Key answers the same and changes nothing; the key
// with another body is refused. A count of 1 against the 2 held leaves
// none and names the shortfall. Bad rows are refused with their paths and
// change nothing; the token cannot sync Denver, nor a budtender SF.
func TestBusinessInventorySync(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart)
		srv := newServer(t, db)
		statusReserve(t, srv, 2, nil) // 5 eighths: 3 left, 2 held
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "point of sale", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		pos := func(method, path, body string, h http.Header) response {
			t.Helper()
			if h == nil {
				h = http.Header{}
			}
			h.Set("Authorization", "Bearer "+token)
			return callWith(t, srv, method, "/api/v1/business"+path, body, h)
		}
		sync := fmt.Sprintf("/stores/%d/inventory", ct.StoreSF)
		mp, err := db.MenuProduct(context.Background(), ct.StoreSF, ct.FlowerBlueDream)
		if err != nil {
			t.Fatal(err)
		}
		body := fmt.Sprintf(`{"rows": [{"menu_product_id": %d, "external_id": "POS-BD-8", "weights": [{"price_id": "eighth_ounce", "price": "33", "stock": 9}]}]}`, mp.ID)
		keyed := http.Header{"Idempotency-Key": {"sync-0001"}}
		r := pos("PUT", sync, body, keyed)
		want := fmt.Sprintf(`{"mode":"delta","rows":[{"menu_product_id":%d,"changed":true,"shortfalls":[]}],"changed":1,"hidden":0,"replayed":false}`, mp.ID)
		if r.status != 200 || strings.TrimSpace(r.raw) != want {
			t.Fatalf("sync = %d %s\nwant %s", r.status, r.raw, want)
		}
		advance(time.Second)
		if price, stock := shopperEighth(t, srv); price != 33.0 || stock != 7.0 {
			t.Errorf("the shopper's eighth = %v × %v, want 33 × (9 - 2 held)", price, stock)
		}
		// A retry with the key: the same answer, replayed, nothing written.
		r = pos("PUT", sync, body, keyed)
		if r.status != 200 || r.body["replayed"] != true || r.body["changed"] != 1.0 {
			t.Errorf("retry = %d %s", r.status, r.raw)
		}
		if n := len(auditRows(t, db, ct.StoreSF, "inventory.sync")); n != 1 {
			t.Errorf("%d audit rows of syncs, want 1", n)
		}
		wantProblem(t, "the key with another body", pos("PUT", sync, strings.Replace(body, `"33"`, `"32"`, 1), keyed), 422, "Idempotency-Key")

		// Fewer on hand than held, by the point of sale's id alone.
		r = pos("PUT", sync, `{"rows": [{"external_id": "POS-BD-8", "weights": [{"price_id": "eighth_ounce", "stock": 1}]}]}`, nil)
		if r.status != 200 || fmt.Sprint(get(r.body, "rows", 0, "shortfalls")) != "[map[counted:1 held:2 price_id:eighth_ounce]]" {
			t.Errorf("a count below what is held = %d %s", r.status, r.raw)
		}
		if statusEighths(t, db) != 0 {
			t.Errorf("stock = %d, want 0", statusEighths(t, db))
		}

		// Bad rows: each named, nothing written.
		before := statusEighths(t, db)
		for name, tc := range map[string]struct{ body, field string }{
			"a negative count":      {`{"rows": [{"external_id": "POS-BD-8", "weights": [{"price_id": "eighth_ounce", "stock": -1}]}]}`, "rows[0].weights[0].stock"},
			"an unknown weight":     {`{"rows": [{"external_id": "POS-BD-8", "weights": [{"price_id": "dozen", "stock": 1}]}]}`, "rows[0].weights[0].price_id"},
			"an unknown id":         {`{"rows": [{"external_id": "POS-NONE"}]}`, "rows[0].external_id"},
			"neither id":            {`{"rows": [{"visible": true}]}`, "rows[0]"},
			"a mode of its own":     {`{"mode": "full", "rows": []}`, "mode"},
			"no rows":               {`{"mode": "snapshot"}`, "rows"},
			"an empty snapshot":     {`{"mode": "snapshot", "rows": []}`, "rows"},
			"a good row, a bad one": {`{"rows": [{"external_id": "POS-BD-8", "weights": [{"price_id": "eighth_ounce", "stock": 40}]}, {"menu_product_id": 999999}]}`, "rows[1].menu_product_id"},
		} {
			wantProblem(t, name, pos("PUT", sync, tc.body, nil), 422, tc.field)
		}
		wantProblem(t, "a key too long", pos("PUT", sync, body, http.Header{"Idempotency-Key": {strings.Repeat("k", 201)}}), 422, "Idempotency-Key")
		if statusEighths(t, db) != before {
			t.Errorf("a refused sync changed the stock to %d", statusEighths(t, db))
		}
		rows := make([]string, 5001)
		for i := range rows {
			rows[i] = fmt.Sprintf(`{"menu_product_id": %d}`, mp.ID)
		}
		wantProblem(t, "5,001 rows", pos("PUT", sync, `{"rows": [`+strings.Join(rows, ",")+`]}`, nil), 422, "rows")

		// Another store's, and a role without the permission.
		if r := pos("PUT", fmt.Sprintf("/stores/%d/inventory", ct.StoreDenver), `{"rows": []}`, nil); r.status != 403 {
			t.Errorf("the token syncs Denver = %d %s", r.status, r.raw)
		}
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		if r := bud.call(t, "PUT", sync, `{"rows": []}`); r.status != 403 || r.body["message"] != staff.MsgCannot(staff.Budtender, staff.InventorySync) {
			t.Errorf("a budtender syncs = %d %s", r.status, r.raw)
		}
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		if r := mgr.call(t, "PUT", sync, `{"rows": [], "mode": "delta"}`); r.status != 200 || r.body["changed"] != 0.0 {
			t.Errorf("a manager's empty sync = %d %s", r.status, r.raw)
		}
		// The console shows the point of sale's id the sync linked.
		if r := mgr.call(t, "GET", fmt.Sprintf("/stores/%d/menu/%d", ct.StoreSF, mp.ID), ""); r.status != 200 ||
			get(r.body, "menu_product", "external_id") != "POS-BD-8" {
			t.Errorf("the console's menu product = %d %s", r.status, r.raw)
		}
	})
}

// auditRows is the store's audit rows of action.
func auditRows(t *testing.T, db *storage.DB, storeID int64, action string) []storage.AuditRow {
	t.Helper()
	rows, err := db.AuditLog(context.Background(), storeID, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []storage.AuditRow
	for _, r := range rows {
		if r.Action == action {
			out = append(out, r)
		}
	}
	return out
}
