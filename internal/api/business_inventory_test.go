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

// gummiesEach is the stock of the gummies' each at a store.
func gummiesEach(t *testing.T, db *storage.DB, store int64) int {
	t.Helper()
	mp, err := db.MenuProduct(context.Background(), store, ct.EdibleGummies)
	if err != nil {
		t.Fatal(err)
	}
	o, _ := mp.Offer("each")
	return o.Stock
}

// TestChainInventorySync: a chain's token, made at SF and covering Denver
// too, counts the gummies at both stores in one call, each store answered
// in the call's order. The call again with its Idempotency-Key answers the
// same and writes nothing; with another body it is refused. A bad row at
// Denver refuses the whole call by its place, and SF's good row is not
// written either. A store the token does not cover is 403, naming its
// place; SF's own token reaches SF alone; a store twice is refused; so are
// more than 5,000 rows across the stores.
func TestChainInventorySync(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv := newServer(t, db)
		tokens := accountstore.New(db)
		chain, err := tokens.CreateStaffToken(context.Background(), ct.StoreSF, "chain POS", staff.ActorCLI, ct.StoreDenver)
		if err != nil {
			t.Fatal(err)
		}
		sfOnly, err := tokens.CreateStaffToken(context.Background(), ct.StoreSF, "SF POS", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		pos := func(token, body string, h http.Header) response {
			t.Helper()
			if h == nil {
				h = http.Header{}
			}
			h.Set("Authorization", "Bearer "+token)
			return callWith(t, srv, "PUT", "/api/v1/business/inventory", body, h)
		}
		count := func(store int64, stock int) string {
			return fmt.Sprintf(`{"store_id": %d, "rows": [{"external_id": "GUM-%d", "weights": [{"price_id": "each", "stock": %d}]}]}`, store, store, stock)
		}
		// Link the gummies to the point of sale's ids, store by store.
		for _, store := range []int64{ct.StoreSF, ct.StoreDenver} {
			mp, err := db.MenuProduct(context.Background(), store, ct.EdibleGummies)
			if err != nil {
				t.Fatal(err)
			}
			link := fmt.Sprintf(`{"stores": [{"store_id": %d, "rows": [{"menu_product_id": %d, "external_id": "GUM-%d"}]}]}`, store, mp.ID, store)
			if r := pos(chain, link, nil); r.status != 200 {
				t.Fatalf("linking store %d = %d %s", store, r.status, r.raw)
			}
		}

		body := `{"mode": "delta", "stores": [` + count(ct.StoreDenver, 12) + `, ` + count(ct.StoreSF, 31) + `]}`
		keyed := http.Header{"Idempotency-Key": {"chain-0001"}}
		r := pos(chain, body, keyed)
		if r.status != 200 || get(r.body, "stores", 0, "store_id") != float64(ct.StoreDenver) || get(r.body, "stores", 0, "changed") != 1.0 ||
			get(r.body, "stores", 1, "store_id") != float64(ct.StoreSF) || get(r.body, "stores", 1, "rows", 0, "changed") != true ||
			r.body["replayed"] != false {
			t.Fatalf("the chain's sync = %d %s", r.status, r.raw)
		}
		if sf, den := gummiesEach(t, db, ct.StoreSF), gummiesEach(t, db, ct.StoreDenver); sf != 31 || den != 12 {
			t.Errorf("gummies = %d at SF and %d at Denver, want 31 and 12", sf, den)
		}
		if n := len(auditRows(t, db, ct.StoreDenver, "inventory.sync")); n != 2 {
			t.Errorf("Denver has %d audit rows of syncs, want 2 (the link and the count)", n)
		}
		r = pos(chain, body, keyed)
		if r.status != 200 || r.body["replayed"] != true || get(r.body, "stores", 1, "changed") != 1.0 {
			t.Errorf("the retry = %d %s", r.status, r.raw)
		}
		if n := len(auditRows(t, db, ct.StoreDenver, "inventory.sync")); n != 2 {
			t.Errorf("the retry wrote: Denver has %d audit rows of syncs", n)
		}
		wantProblem(t, "the key with another body", pos(chain, strings.Replace(body, "31", "30", 1), keyed), 422, "Idempotency-Key")

		// A bad row at Denver: the whole call is refused, SF's row too.
		bad := `{"stores": [` + count(ct.StoreSF, 5) + `, ` + count(ct.StoreDenver, -1) + `]}`
		wantProblem(t, "a negative count at Denver", pos(chain, bad, nil), 422, "stores[1].rows[0].weights[0].stock")
		if sf := gummiesEach(t, db, ct.StoreSF); sf != 31 {
			t.Errorf("a refused call wrote SF's row: %d gummies", sf)
		}
		for name, tc := range map[string]struct{ body, field string }{
			"no stores":         {`{"stores": []}`, "stores"},
			"a store twice":     {`{"stores": [` + count(ct.StoreSF, 1) + `, ` + count(ct.StoreSF, 2) + `]}`, "stores[1].store_id"},
			"a store's no rows": {fmt.Sprintf(`{"stores": [{"store_id": %d}]}`, ct.StoreSF), "stores[0].rows"},
			"a mode of its own": {`{"mode": "full", "stores": [` + count(ct.StoreSF, 1) + `]}`, "mode"},
		} {
			wantProblem(t, name, pos(chain, tc.body, nil), 422, tc.field)
		}
		rows := make([]string, 2501)
		for i := range rows {
			rows[i] = `{"external_id": "GUM-1"}`
		}
		many := fmt.Sprintf(`{"stores": [{"store_id": %d, "rows": [%s]}, {"store_id": %d, "rows": [%s]}]}`,
			ct.StoreSF, strings.Join(rows, ","), ct.StoreDenver, strings.Join(rows[:2500], ","))
		wantProblem(t, "5,001 rows across the stores", pos(chain, many, nil), 422, "stores")

		// Stores the token does not cover.
		if r := pos(chain, `{"stores": [`+count(ct.StoreSF, 1)+`, {"store_id": 999, "rows": []}]}`, nil); r.status != 403 ||
			!strings.HasPrefix(fmt.Sprint(r.body["message"]), "stores[1], store 999: ") {
			t.Errorf("a store of no one's = %d %s", r.status, r.raw)
		}
		if r := pos(sfOnly, `{"stores": [`+count(ct.StoreDenver, 1)+`]}`, nil); r.status != 403 {
			t.Errorf("SF's token syncs Denver = %d %s", r.status, r.raw)
		}
		if den := gummiesEach(t, db, ct.StoreDenver); den != 12 {
			t.Errorf("a refused call changed Denver's gummies to %d", den)
		}
		// Denver's owner sees the chain's token, and may revoke it.
		own := staffMember(t, db, srv, "den-own@shop.example", staff.Owner, ct.StoreDenver, 0)
		list := own.call(t, "GET", fmt.Sprintf("/stores/%d/tokens", ct.StoreDenver), "")
		if list.status != 200 || get(list.body, "tokens", 0, "name") != "chain POS" ||
			fmt.Sprint(get(list.body, "tokens", 0, "stores")) != fmt.Sprint([]any{float64(ct.StoreSF), float64(ct.StoreDenver)}) {
			t.Fatalf("Denver's tokens = %d %s", list.status, list.raw)
		}
		id := int64(get(list.body, "tokens", 0, "id").(float64))
		if r := own.call(t, "DELETE", fmt.Sprintf("/stores/%d/tokens/%d", ct.StoreDenver, id), ""); r.status != 204 {
			t.Fatalf("revoking the chain's token at Denver = %d %s", r.status, r.raw)
		}
		if r := pos(chain, `{"stores": [`+count(ct.StoreSF, 1)+`]}`, nil); r.status != 401 {
			t.Errorf("the revoked chain token = %d %s", r.status, r.raw)
		}
	})
}

// TestStoreFeed: SF's manager keeps a point of sale feed (read every 15
// minutes, its key in the query), reads it back with its next run, asks
// for a run now (202), pauses it (no next run; a run now is refused, 409)
// and removes it (then null). A loopback URL is refused as the server runs
// in production; so are a mapping the connector cannot read and a period
// outside a minute to a day, each by field, and nothing is kept. The audit
// log keeps the URL without its query.
func TestStoreFeed(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv := newServer(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		path := fmt.Sprintf("/stores/%d/feed", ct.StoreSF)
		if r := mgr.call(t, "GET", path, ""); r.status != 200 || strings.TrimSpace(r.raw) != `{"feed":null}` {
			t.Fatalf("no feed = %d %s", r.status, r.raw)
		}
		feed := `{"url": "https://pos.example/export.csv?key=secret-1", "every_minutes": 15, "enabled": true,
			"mapping": {"format": "csv", "mode": "snapshot", "columns": {"external_id": "SKU", "weight": "Size", "stock": "Qty"},
			"weights": {"3.5g": "eighth_ounce"}}}`
		r := mgr.call(t, "PUT", path, feed)
		if r.status != 200 || get(r.body, "feed", "url") != "https://pos.example/export.csv?key=secret-1" ||
			get(r.body, "feed", "every_minutes") != 15.0 || get(r.body, "feed", "mapping", "weights", "3.5g") != "eighth_ounce" ||
			get(r.body, "feed", "next_run_at") != queueStart.Format(time.RFC3339) || get(r.body, "feed", "last_run_at") != nil {
			t.Fatalf("keeping a feed = %d %s", r.status, r.raw)
		}
		if r := mgr.call(t, "GET", path, ""); r.status != 200 || get(r.body, "feed", "mapping", "columns", "stock") != "Qty" {
			t.Errorf("the kept feed = %d %s", r.status, r.raw)
		}
		if r := mgr.call(t, "POST", path+"/run", ""); r.status != 202 || get(r.body, "feed", "enabled") != true {
			t.Errorf("run now = %d %s", r.status, r.raw)
		}
		paused := strings.Replace(feed, `"enabled": true`, `"enabled": false`, 1)
		if r := mgr.call(t, "PUT", path, paused); r.status != 200 || get(r.body, "feed", "next_run_at") != nil {
			t.Errorf("pausing = %d %s", r.status, r.raw)
		}
		wantProblem(t, "running a paused feed", mgr.call(t, "POST", path+"/run", ""), 409, "")

		for name, tc := range map[string]struct{ from, to, field string }{
			"a loopback URL":        {"https://pos.example/export.csv?key=secret-1", "http://127.0.0.1:8080/export.csv", "url"},
			"a URL with a user":     {"https://pos.example/", "https://me:pw@pos.example/", "url"},
			"a format of its own":   {`"format": "csv"`, `"format": "xml"`, "mapping"},
			"no point of sale id":   {`"external_id": "SKU"`, `"external_id": ""`, "mapping"},
			"a weight that is none": {`"eighth_ounce"`, `"eighth"`, "mapping"},
			"every 0 minutes":       {`"every_minutes": 15`, `"every_minutes": 0`, "every_minutes"},
			"every two days":        {`"every_minutes": 15`, `"every_minutes": 2880`, "every_minutes"},
		} {
			wantProblem(t, name, mgr.call(t, "PUT", path, strings.Replace(feed, tc.from, tc.to, 1)), 422, tc.field)
		}
		if r := mgr.call(t, "GET", path, ""); get(r.body, "feed", "enabled") != false || get(r.body, "feed", "every_minutes") != 15.0 {
			t.Errorf("a refused change was kept: %s", r.raw)
		}
		rows := auditRows(t, db, ct.StoreSF, "feed.update")
		if len(rows) != 2 || strings.Contains(rows[0].After+rows[1].After, "secret-1") || !strings.Contains(rows[0].After, `export.csv?…`) {
			t.Errorf("the audit rows = %+v", rows)
		}
		if r := mgr.call(t, "DELETE", path, ""); r.status != 204 {
			t.Errorf("removing = %d %s", r.status, r.raw)
		}
		wantProblem(t, "removing it again", mgr.call(t, "DELETE", path, ""), 404, "")
		if r := mgr.call(t, "GET", path, ""); strings.TrimSpace(r.raw) != `{"feed":null}` {
			t.Errorf("after removing = %s", r.raw)
		}
	})
}
