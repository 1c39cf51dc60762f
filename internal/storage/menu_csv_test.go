package storage_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

var importer = staff.Entry{Actor: staff.Actor{Label: "staff:mgr@shop.example"}, Action: "menu.import", RequestID: "req-csv"}

// importAudit is the store's audit rows of menu imports, newest first.
func importAudit(t *testing.T, db *storage.DB, storeID int64) []storage.AuditRow {
	t.Helper()
	return auditOf(t, db, storeID, "menu.import")
}

// parseCSV reads a file the test wrote, which must parse.
func parseCSV(t *testing.T, file string) catalog.MenuCSV {
	t.Helper()
	f, err := catalog.ParseMenuCSV([]byte(file))
	if err != nil {
		t.Fatalf("%v\n%s", err, file)
	}
	return f
}

// TestImportMenuCSV: SF's menu exported and read back changes nothing; a
// file with one bad row among good ones writes nothing, dry run or not; a
// dry run of a good file answers its changes and writes nothing; the good
// file applied changes every product it lists in one go, each with a new
// version, the store's menu_version once, and one audit row; the same
// file again is refused as changed since the export.
func TestImportMenuCSV(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		blue, lemon, gummies := menuItemOf(t, db, ct.StoreSF, ct.FlowerBlueDream), menuItemOf(t, db, ct.StoreSF, ct.VapeLemon),
			menuItemOf(t, db, ct.StoreSF, ct.EdibleGummies)

		menu, err := cs.WholeMenu(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, it := range menu {
			names = append(names, fmt.Sprintf("%s %d", it.ProductName, len(it.Item.Weights)))
		}
		if fmt.Sprint(names) != "[Blue Dream 3 Four-piece Grinder 1 Lemon Haze Cartridge 2 Sour Cherry Gummies 1]" {
			t.Fatalf("SF's whole menu = %v", names)
		}
		var export bytes.Buffer
		if err := catalog.WriteMenuCSV(&export, menu); err != nil {
			t.Fatal(err)
		}
		got, err := cs.ImportMenu(ctx, catalogstore.MenuImport{StoreID: ct.StoreSF, File: parseCSV(t, export.String()), Audit: importer})
		if err != nil || got.Rows != 7 || len(got.Products) != 0 {
			t.Fatalf("the export imported = %+v, %v; want 7 rows, no change", got, err)
		}

		versionBefore := menuVersion(t, db, ct.StoreSF)
		before, _ := cs.WholeMenu(ctx, ct.StoreSF)
		good := fmt.Sprintf(`menu_product_id,price_id,price,stock,visible,version
%[1]d,eighth_ounce,32.50,4,true,1
%[1]d,gram,12.00,40,true,1
%[2]d,half_gram,25.00,10,false,1
%[3]d,each,18.00,20,true,1
`, blue, lemon, gummies)
		bad := strings.Replace(good, "\n"+fmt.Sprint(blue)+",gram,12.00,", "\n"+fmt.Sprint(blue)+",gram,-12.00,", 1)
		for _, dry := range []bool{true, false} {
			_, err := cs.ImportMenu(ctx, catalogstore.MenuImport{StoreID: ct.StoreSF, File: parseCSV(t, bad), DryRun: dry, Audit: importer})
			if p := wantKind(t, err, problem.Invalid); !reflect.DeepEqual(p.Fields, map[string][]string{"rows[3].price": {"cannot be negative"}}) {
				t.Errorf("one bad row (dry run %v) = %v", dry, p.Fields)
			}
		}
		dry, err := cs.ImportMenu(ctx, catalogstore.MenuImport{StoreID: ct.StoreSF, File: parseCSV(t, good), DryRun: true, Audit: importer})
		if err != nil || dry.Rows != 4 || len(dry.Products) != 2 || dry.Products[0].Item.ID != blue || dry.Products[0].Version != 1 ||
			len(dry.Products[0].Fields) != 2 || dry.Products[1].Item.ID != lemon ||
			!reflect.DeepEqual(dry.Products[1].Fields, []catalog.FieldChange{{Line: 4, Field: "visible", Before: "true", After: "false"}}) {
			t.Fatalf("dry run = %+v, %v", dry, err)
		}
		after, _ := cs.WholeMenu(ctx, ct.StoreSF)
		if !reflect.DeepEqual(after, before) || menuVersion(t, db, ct.StoreSF) != versionBefore || len(importAudit(t, db, ct.StoreSF)) != 0 {
			t.Fatalf("refusals and a dry run wrote: %+v, menu version %s", after, menuVersion(t, db, ct.StoreSF))
		}

		done, err := cs.ImportMenu(ctx, catalogstore.MenuImport{StoreID: ct.StoreSF, File: parseCSV(t, good), Audit: importer})
		if err != nil || len(done.Products) != 2 || done.Products[0].Version != 2 || done.Products[1].Version != 2 {
			t.Fatalf("import = %+v, %v", done, err)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == versionBefore {
			t.Errorf("menu version = %s, unchanged", v)
		}
		versions := map[int64]int64{}
		after, _ = cs.WholeMenu(ctx, ct.StoreSF)
		for _, it := range after {
			versions[it.ID] = it.Version
		}
		if !reflect.DeepEqual(versions, map[int64]int64{blue: 2, lemon: 2, gummies: 1, menuItemOf(t, db, ct.StoreSF, ct.GrinderHidden): 1}) {
			t.Errorf("versions = %v", versions)
		}
		mp, err := db.MenuProduct(ctx, ct.StoreSF, ct.FlowerBlueDream)
		if o, _ := mp.Offer(catalog.EighthOunce); err != nil || o.Price != 3250 || o.Stock != 4 || !mp.Visible {
			t.Errorf("the shoppers' Blue Dream = %+v, %v", mp, err)
		}
		if mp, err := db.MenuProduct(ctx, ct.StoreSF, ct.VapeLemon); err != nil || mp.Visible {
			t.Errorf("the shoppers' Lemon Haze = %+v, %v; want it hidden", mp, err)
		}
		audit := importAudit(t, db, ct.StoreSF)
		if len(audit) != 1 || audit[0].Subject != fmt.Sprintf("store:%d", ct.StoreSF) || audit[0].Actor != "staff:mgr@shop.example" ||
			audit[0].RequestID != "req-csv" {
			t.Fatalf("audit = %+v", audit)
		}
		var kept struct {
			Rows    int              `json:"rows"`
			Changes []map[string]any `json:"changes"`
		}
		if err := json.Unmarshal([]byte(audit[0].After), &kept); err != nil || kept.Rows != 4 || len(kept.Changes) != 3 ||
			!reflect.DeepEqual(kept.Changes[0], map[string]any{"menu_product_id": float64(blue), "row": 2.0, "field": "price",
				"price_id": "eighth_ounce", "before": "35.00", "after": "32.50"}) {
			t.Errorf("audit after = %s", audit[0].After)
		}

		// The same file again: its versions are no longer the products'.
		_, err = cs.ImportMenu(ctx, catalogstore.MenuImport{StoreID: ct.StoreSF, File: parseCSV(t, good), Audit: importer})
		if p := wantKind(t, err, problem.Invalid); !reflect.DeepEqual(p.Fields, map[string][]string{
			"rows[2].version": {catalog.MsgMenuCSVChanged(2)}, "rows[4].version": {catalog.MsgMenuCSVChanged(2)}}) {
			t.Errorf("the file again = %v", p.Fields)
		}
		// Denver's item is no menu product of SF's.
		denver := menuItemOf(t, db, ct.StoreDenver, ct.EdibleGummies)
		_, err = cs.ImportMenu(ctx, catalogstore.MenuImport{StoreID: ct.StoreSF, Audit: importer,
			File: parseCSV(t, fmt.Sprintf("menu_product_id,price_id,price\n%d,each,1\n", denver))})
		if p := wantKind(t, err, problem.Invalid); !reflect.DeepEqual(p.Fields, map[string][]string{
			"rows[2].menu_product_id": {catalog.MsgNoMenuProduct(denver)}}) {
			t.Errorf("Denver's item at SF = %v", p.Fields)
		}
		if len(importAudit(t, db, ct.StoreSF)) != 1 {
			t.Errorf("refused imports were audited")
		}
	})
}

// TestImportLargeMenuCSV: a menu of more items than one statement reads
// weights for is exported whole, and a file that changes every price is
// applied in one go.
func TestImportLargeMenuCSV(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		const extra = 1200
		for i := range extra {
			id := int64(1000 + i)
			doc.Products = append(doc.Products, catalog.Product{ID: id, BrandID: ct.BrandPeak, Name: fmt.Sprintf("Papers %04d", i),
				URLSlug: fmt.Sprintf("papers-%04d", i), Kind: catalog.Gear, RootSubtype: "Papers"})
			doc.Stores[1].Menu = append(doc.Stores[1].Menu, catalog.MenuItem{ProductID: id,
				Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 300, Stock: 9}}})
		}
		cs := catalogstore.New(db)
		if _, err := cs.Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		menu, err := cs.WholeMenu(ctx, ct.StoreDenver)
		if err != nil || len(menu) != extra+1 {
			t.Fatalf("Denver's whole menu = %d items, %v", len(menu), err)
		}
		var file strings.Builder
		file.WriteString("menu_product_id,price_id,price\n")
		for _, it := range menu {
			if len(it.Item.Weights) != 1 {
				t.Fatalf("%s has weights %+v", it.ProductName, it.Item.Weights)
			}
			fmt.Fprintf(&file, "%d,each,%s\n", it.ID, (it.Item.Weights[0].Price + 25).String())
		}
		got, err := cs.ImportMenu(ctx, catalogstore.MenuImport{StoreID: ct.StoreDenver, File: parseCSV(t, file.String()), Audit: importer})
		if err != nil || got.Rows != extra+1 || len(got.Products) != extra+1 {
			t.Fatalf("import = %d rows, %d products, %v", got.Rows, len(got.Products), err)
		}
		after, _ := cs.WholeMenu(ctx, ct.StoreDenver)
		for i, it := range after {
			if it.Item.Weights[0].Price != menu[i].Item.Weights[0].Price+25 || it.Version != menu[i].Version+1 {
				t.Fatalf("%s after = %+v", it.ProductName, it)
			}
		}
	})
}
