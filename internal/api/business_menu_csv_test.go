package api_test

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// postCSV sends a console request with a body of text, as the client's
// call does JSON: its cookie, CSRF token and Origin.
func (c *staffClient) postCSV(t *testing.T, path, contentType, body string) response {
	t.Helper()
	h := http.Header{"Origin": {c.origin}, "Cookie": {staffCookie + "=" + c.cookie}, "X-CSRF-Token": {c.csrf}}
	return send(t, c.srv, "POST", "/api/v1/business"+path, contentType, strings.NewReader(body), h)
}

// TestBusinessMenuCSV: a manager exports SF's menu as CSV, changes Blue
// Dream's eighth in it, and imports it: a dry run answers the change and
// changes nothing, the import changes it (a new version, the shopper's
// menu a second later, one audit row); a file with one bad row is refused
// naming the row and its column, and changes nothing; a budtender exports
// but may not import; store B's manager gets neither of store A's.
func TestBusinessMenuCSV(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart)
		srv := newServer(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		denver := staffMember(t, db, srv, "denver@shop.example", staff.Manager, ct.StoreDenver, 0)
		base := fmt.Sprintf("/stores/%d/menu", ct.StoreSF)
		blueDream := func() any {
			r := mgr.call(t, "GET", fmt.Sprintf("%s?q=blue", base), "")
			return get(r.body, "menu_products", 0)
		}
		id := get(blueDream(), "id").(float64)

		// The export: Blue Dream's three weights first (by name), the hidden grinder too.
		r := mgr.call(t, "GET", base+".csv", "")
		if r.status != 200 || r.header.Get("Content-Type") != "text/csv; charset=utf-8" || r.header.Get("Cache-Control") != "no-store" ||
			r.header.Get("Content-Disposition") != `attachment; filename="store-1-menu.csv"` {
			t.Fatalf("export = %d %v %s", r.status, r.header, r.raw)
		}
		lines := strings.Split(r.raw, "\n")
		eighth := fmt.Sprintf("%.0f,%d,Blue Dream,Coastal Cultivators,flower,eighth_ounce,35.00,5,true,,0,1,", id, ct.FlowerBlueDream)
		if len(lines) != 9 || lines[0] != strings.Join(catalog.MenuCSVColumns, ",") || lines[2] != eighth ||
			!strings.Contains(r.raw, ",Four-piece Grinder,Peak Provisions,gear,each,20.00,2,false,,0,1,\n") {
			t.Fatalf("export =\n%s", r.raw)
		}
		if r := bud.call(t, "GET", base+".csv", ""); r.status != 200 || r.raw != strings.Join(lines, "\n") {
			t.Errorf("a budtender's export = %d %s", r.status, r.raw)
		}

		// The eighth at $32.50 in the file, imported as a dry run first (as text/plain).
		edited := strings.Replace(r.raw, eighth, strings.Replace(eighth, ",35.00,", ",32.50,", 1), 1)
		want := []any{map[string]any{"menu_product_id": id, "product_name": "Blue Dream", "brand": "Coastal Cultivators", "version": 1.0,
			"changes": []any{map[string]any{"row": 3.0, "field": "price", "price_id": "eighth_ounce", "weight_label": "3.5g",
				"before": "35.00", "after": "32.50"}}}}
		r = mgr.postCSV(t, base+"/import?dry_run=true", "text/plain; charset=utf-8", edited)
		if r.status != 200 || r.body["dry_run"] != true || r.body["rows"] != 7.0 || r.body["products_changed"] != 1.0 ||
			!reflect.DeepEqual(r.body["products"], want) {
			t.Fatalf("dry run = %d %s", r.status, r.raw)
		}
		if get(blueDream(), "version") != 1.0 || get(blueDream(), "weights", 1, "price") != 35.0 {
			t.Fatalf("the dry run changed Blue Dream: %v", blueDream())
		}

		// One bad row (the eighth's price), among a good change: refused, nothing changed.
		bad := strings.Replace(edited, ",32.50,", ",-1.00,", 1)
		bad = strings.Replace(bad, "Lemon Haze Cartridge,Coastal Cultivators,vape,half_gram,25.00,10,true,", "Lemon Haze Cartridge,Coastal Cultivators,vape,half_gram,25.00,10,false,", 1)
		bad = strings.Replace(bad, "Lemon Haze Cartridge,Coastal Cultivators,vape,gram,40.00,3,true,", "Lemon Haze Cartridge,Coastal Cultivators,vape,gram,40.00,3,false,", 1)
		for _, dry := range []string{"?dry_run=true", ""} {
			r = mgr.postCSV(t, base+"/import"+dry, "text/csv", bad)
			if r.status != 422 || r.body["code"] != "invalid" || r.body["message"] != catalog.MsgMenuCSVInvalid ||
				!reflect.DeepEqual(r.body["validations"], map[string]any{"rows[3].price": []any{"cannot be negative"}}) {
				t.Errorf("one bad row%s = %d %s", dry, r.status, r.raw)
			}
		}
		if r := mgr.call(t, "GET", base+"?q=lemon", ""); get(r.body, "menu_products", 0, "visible") != true || get(blueDream(), "version") != 1.0 {
			t.Fatalf("a refused file changed the menu: %s", r.raw)
		}

		// The import.
		r = mgr.postCSV(t, base+"/import", "text/csv", edited)
		want[0].(map[string]any)["version"] = 2.0
		if r.status != 200 || r.body["dry_run"] != false || r.body["products_changed"] != 1.0 || !reflect.DeepEqual(r.body["products"], want) {
			t.Fatalf("import = %d %s", r.status, r.raw)
		}
		if get(blueDream(), "version") != 2.0 || get(blueDream(), "weights", 1, "price") != 32.5 {
			t.Errorf("Blue Dream after the import = %v", blueDream())
		}
		advance(time.Second)
		if price, _ := shopperEighth(t, srv); price != 32.5 {
			t.Errorf("the shopper's eighth a second later = %v, want 32.5", price)
		}
		// The same file again: changed since that export.
		r = mgr.postCSV(t, base+"/import?dry_run=true", "text/csv", edited)
		if r.status != 422 || get(r.body, "validations", "rows[2].version", 0) != catalog.MsgMenuCSVChanged(2) {
			t.Errorf("the old file again = %d %s", r.status, r.raw)
		}

		// Refused requests.
		wantProblem(t, "a JSON body", mgr.postCSV(t, base+"/import", "application/json", `{"rows": []}`), 400, "")
		wantProblem(t, "dry_run=maybe", mgr.postCSV(t, base+"/import?dry_run=maybe", "text/csv", edited), 422, "dry_run")
		nul := "menu_product_id,price_id,store_notes\n" + fmt.Sprintf("%.0f,gram,a\x00b\n", id)
		for _, contentType := range []string{"text/csv", "text/plain"} {
			wantProblem(t, "a NUL as "+contentType, mgr.postCSV(t, base+"/import", contentType, nul), 422, "rows[2].store_notes")
		}
		// A backslash is only a backslash in CSV: not JSON's escape of a NUL, whatever the content type.
		escaped := "menu_product_id,price_id,store_notes\n" + fmt.Sprintf("%.0f,gram,\"say \"\"\\u0000\"\"\"\n", id)
		r = mgr.postCSV(t, base+"/import?dry_run=true", "text/plain", escaped)
		if r.status != 200 || get(r.body, "products", 0, "changes", 0, "after") != `say "\u0000"` {
			t.Errorf("a backslash in notes = %d %s", r.status, r.raw)
		}
		r = bud.postCSV(t, base+"/import", "text/csv", edited)
		if r.status != 403 || r.body["message"] != "A budtender cannot edit the menu." {
			t.Errorf("a budtender's import = %d %s", r.status, r.raw)
		}
		for _, r := range []response{denver.call(t, "GET", base+".csv", ""), denver.postCSV(t, base+"/import", "text/csv", edited)} {
			if r.status != 403 || r.body["message"] != staff.MsgNotYourStore {
				t.Errorf("store B's manager = %d %s", r.status, r.raw)
			}
		}

		rows, err := db.AuditLog(context.Background(), ct.StoreSF, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		var imports []string
		for _, a := range rows {
			if a.Action == "menu.import" {
				imports = append(imports, a.Subject+" "+a.Actor)
			}
		}
		if fmt.Sprint(imports) != "[store:1 staff:mgr@shop.example]" {
			t.Errorf("imports audited = %v", imports)
		}
	})
}
