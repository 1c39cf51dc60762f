package storage_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func ptr[T any](v T) *T { return &v }

// menuItemOf is the id of the store's menu product of a product.
func menuItemOf(t *testing.T, db *storage.DB, storeID, productID int64) int64 {
	t.Helper()
	mp, err := db.MenuProduct(ctx, storeID, productID)
	if err != nil {
		t.Fatal(err)
	}
	return mp.ID
}

// menuAudit is the store's audit rows of menu products, newest first.
func menuAudit(t *testing.T, db *storage.DB, storeID int64) []storage.AuditRow {
	t.Helper()
	return auditOf(t, db, storeID, "menu_product.")
}

func menuVersion(t *testing.T, db *storage.DB, storeID int64) string {
	t.Helper()
	v, err := db.MenuVersion(ctx, storeID)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// wantConflict checks a 409 of an edit: its message and the version and
// count it names.
func wantConflict(t *testing.T, err error, message string, version int64, stock *int) {
	t.Helper()
	p := wantKind(t, err, problem.Conflict)
	if p.Message != message || p.Details.Version != version || !reflect.DeepEqual(p.Details.Stock, stock) {
		t.Errorf("conflict = %q, version %d, stock %v; want %q, %d, %v", p.Message, p.Details.Version, p.Details.Stock, message, version, stock)
	}
}

var editor = staff.Entry{Actor: staff.Actor{StaffID: 0, Label: "staff:mgr@shop.example"}, Action: "menu_product.update", RequestID: "req-1"}

// TestEditMenuItem: a console edit of Blue Dream at SF (gram $12 × 40,
// eighth $35 × 5, quarter $65 × 0) changes its eighth's price and count,
// hides it, bumps its version and the store's menu_version, and writes its
// audit row; an edit sent with the old version, or with a count seen that
// is no longer the weight's, is refused with the version or the count now;
// an edit with one bad weight writes nothing; another store's item is not
// found.
func TestEditMenuItem(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		id := menuItemOf(t, db, ct.StoreSF, ct.FlowerBlueDream)
		cur, err := cs.StoreMenuItem(ctx, ct.StoreSF, id)
		if err != nil {
			t.Fatal(err)
		}
		if cur.Version != 1 || cur.ProductName != "Blue Dream" || cur.BrandName != "Coastal Cultivators" || cur.Kind != catalog.Flower ||
			len(cur.Item.Weights) != 3 || cur.Item.Weights[1] != (catalog.MenuWeight{PriceID: catalog.EighthOunce, Price: 3500, Stock: 5}) {
			t.Fatalf("item = %+v", cur)
		}
		versionBefore := menuVersion(t, db, ct.StoreSF)
		weights := func(eighth money.Cents, stock, was *int) []catalog.WeightEdit {
			return []catalog.WeightEdit{{PriceID: catalog.Gram, Price: ptr(money.Cents(1200))},
				{PriceID: catalog.EighthOunce, Price: &eighth, Stock: stock, StockWas: was},
				{PriceID: catalog.QuarterOunce, Price: ptr(money.Cents(6500))}}
		}

		// The manager's edit: the eighth at $32.50, counted 5 → 4, hidden.
		got, err := cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: id, Version: 1, Audit: editor,
			Edit: catalog.MenuEdit{Visible: ptr(false), StoreNotes: ptr("Fresh jars Fridays."), Weights: weights(3250, ptr(4), ptr(5))}})
		if err != nil {
			t.Fatal(err)
		}
		if got.Version != 2 || *got.Item.Visible || got.Item.StoreNotes != "Fresh jars Fridays." ||
			got.Item.Weights[1] != (catalog.MenuWeight{PriceID: catalog.EighthOunce, Price: 3250, Stock: 4}) {
			t.Errorf("edited = %+v", got)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == versionBefore {
			t.Errorf("menu version = %s, unchanged", v)
		}
		if menuVersion(t, db, ct.StoreDenver) != "1.0" {
			t.Errorf("Denver's menu version moved: %s", menuVersion(t, db, ct.StoreDenver))
		}
		mp, err := db.MenuProduct(ctx, ct.StoreSF, ct.FlowerBlueDream)
		if o, _ := mp.Offer(catalog.EighthOunce); err != nil || o.Price != 3250 || o.Stock != 4 || mp.Visible {
			t.Errorf("the menu's item = %+v, %v", mp, err)
		}
		audit := menuAudit(t, db, ct.StoreSF)
		if len(audit) != 1 || audit[0].Action != "menu_product.update" || audit[0].Subject != fmt.Sprintf("menu_product:%d", id) ||
			audit[0].Actor != "staff:mgr@shop.example" || audit[0].RequestID != "req-1" {
			t.Fatalf("audit = %+v", audit)
		}
		var before, after struct {
			Version int64 `json:"version"`
			Visible bool  `json:"visible"`
			Weights []struct {
				PriceID string  `json:"price_id"`
				Price   float64 `json:"price"`
				Stock   int     `json:"stock"`
			} `json:"weights"`
		}
		if json.Unmarshal([]byte(audit[0].Before), &before) != nil || json.Unmarshal([]byte(audit[0].After), &after) != nil ||
			before.Version != 1 || !before.Visible || before.Weights[1].Price != 35 || before.Weights[1].Stock != 5 ||
			after.Version != 2 || after.Visible || after.Weights[1].Price != 32.5 || after.Weights[1].Stock != 4 {
			t.Errorf("audit before %s after %s", audit[0].Before, audit[0].After)
		}

		// A second editor still holding version 1.
		_, err = cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: id, Version: 1, Audit: editor,
			Edit: catalog.MenuEdit{Visible: ptr(true)}})
		wantConflict(t, err, catalog.MsgMenuProductChanged, 2, nil)

		// A checkout took one since the editor read 4: the count seen is stale, and the price change with it is not made.
		if err := db.StatusTestExec(ctx, `UPDATE menu_product_weights SET stock = 3 WHERE menu_product_id = ? AND price_id = 'eighth_ounce'`, id); err != nil {
			t.Fatal(err)
		}
		versionBefore = menuVersion(t, db, ct.StoreSF)
		_, err = cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: id, Version: 2, Audit: editor,
			Edit: catalog.MenuEdit{Weights: weights(3000, ptr(10), ptr(4))}})
		wantConflict(t, err, "The stock of 3.5g was changed since you opened it: it is 3 now. Reload it to see the change, then make yours again.", 2, ptr(3))

		// One bad weight among good changes writes nothing.
		_, err = cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: id, Version: 2, Audit: editor,
			Edit: catalog.MenuEdit{Visible: ptr(true), Weights: []catalog.WeightEdit{{PriceID: catalog.Gram, Price: ptr(money.Cents(900))},
				{PriceID: catalog.EighthOunce, Price: ptr(money.Cents(-1))}}}})
		if p := wantKind(t, err, problem.Invalid); p.Fields["weights[1].price"] == nil {
			t.Errorf("fields = %v", p.Fields)
		}
		now, err := cs.StoreMenuItem(ctx, ct.StoreSF, id)
		if err != nil {
			t.Fatal(err)
		}
		if now.Version != 2 || *now.Item.Visible || now.Item.Weights[0].Price != 1200 || now.Item.Weights[1] != (catalog.MenuWeight{PriceID: catalog.EighthOunce, Price: 3250, Stock: 3}) {
			t.Errorf("after refused edits = %+v", now)
		}
		if v := menuVersion(t, db, ct.StoreSF); v != versionBefore {
			t.Errorf("menu version = %s after refused edits, want %s", v, versionBefore)
		}
		if n := len(menuAudit(t, db, ct.StoreSF)); n != 1 {
			t.Errorf("%d audit rows after refused edits, want 1", n)
		}

		// Out of stock always succeeds, whatever was seen; a new weight and a dropped one.
		got, err = cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: id, Version: 2, Audit: editor,
			Edit: catalog.MenuEdit{Weights: []catalog.WeightEdit{{PriceID: catalog.EighthOunce, Price: ptr(money.Cents(3250)), Stock: ptr(0), StockWas: ptr(99)},
				{PriceID: catalog.Ounce, Price: ptr(money.Cents(20000)), Stock: ptr(2)}}}})
		if err != nil {
			t.Fatal(err)
		}
		if want := []catalog.MenuWeight{{PriceID: catalog.EighthOunce, Price: 3250, Stock: 0}, {PriceID: catalog.Ounce, Price: 20000, Stock: 2}}; got.Version != 3 || !reflect.DeepEqual(got.Item.Weights, want) {
			t.Errorf("weights = %+v (version %d), want %+v", got.Item.Weights, got.Version, want)
		}

		// Another store's item under SF, and no item at all.
		denver := menuItemOf(t, db, ct.StoreDenver, ct.EdibleGummies)
		for _, other := range []int64{denver, 999999} {
			_, err = cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: other, Version: 1, Audit: editor, Edit: catalog.MenuEdit{Visible: ptr(false)}})
			if p := wantKind(t, err, problem.NotFound); p.Message != catalog.MsgNoMenuProduct(other) {
				t.Errorf("message = %q", p.Message)
			}
			_, err = cs.StoreMenuItem(ctx, ct.StoreSF, other)
			wantKind(t, err, problem.NotFound)
		}
	})
}

// TestCountStock: a count at the counter changes one weight's stock only
// while it is still the count seen (0 always), keeps the item's version,
// bumps the store's menu_version and writes its audit row.
func TestCountStock(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		id := menuItemOf(t, db, ct.StoreSF, ct.VapeLemon) // half gram 10, gram 3
		count := func(w catalog.Weight, to int, was *int) (catalogstore.StoreMenuItem, error) {
			return cs.CountStock(ctx, catalogstore.StockCount{StoreID: ct.StoreSF, ID: id, PriceID: w, To: to, Was: was,
				Audit: staff.Entry{Actor: staff.Actor{Label: "staff:bud@shop.example"}, Action: "menu_product.stock"}})
		}
		versionBefore := menuVersion(t, db, ct.StoreSF)
		got, err := count(catalog.HalfGram, 7, ptr(10))
		if err != nil {
			t.Fatal(err)
		}
		if got.Version != 1 || got.Item.Weights[0].Stock != 7 || got.Item.Weights[1].Stock != 3 {
			t.Errorf("after counting = %+v", got)
		}
		if menuVersion(t, db, ct.StoreSF) == versionBefore {
			t.Error("the menu version did not move")
		}
		_, err = count(catalog.HalfGram, 6, ptr(10))
		wantConflict(t, err, "The stock of 0.5g was changed since you opened it: it is 7 now. Reload it to see the change, then make yours again.", 1, ptr(7))
		if got, err = count(catalog.Gram, 0, nil); err != nil || got.Item.Weights[1].Stock != 0 {
			t.Errorf("out of stock = %+v, %v", got, err)
		}
		_, err = count(catalog.Ounce, 1, ptr(0))
		wantKind(t, err, problem.Invalid)
		_, err = count(catalog.Gram, 5, nil)
		wantKind(t, err, problem.Invalid)
		_, err = cs.CountStock(ctx, catalogstore.StockCount{StoreID: ct.StoreSF, ID: menuItemOf(t, db, ct.StoreDenver, ct.EdibleGummies), PriceID: catalog.Each})
		wantKind(t, err, problem.NotFound)
		audit := menuAudit(t, db, ct.StoreSF)
		if len(audit) != 2 || audit[1].Action != "menu_product.stock" || audit[1].Before != `{"price_id":"half_gram","stock":10}` ||
			audit[1].After != `{"price_id":"half_gram","stock":7}` || audit[0].Before != `{"price_id":"gram","stock":3}` || audit[0].After != `{"price_id":"gram","stock":0}` {
			t.Errorf("audit = %+v", audit)
		}
	})
}

// TestStoreMenu: the console's list of a store's menu, by name, searched
// by product or brand name, narrowed by kind and visibility, and paged.
func TestStoreMenu(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		names := func(f catalogstore.MenuFilter) ([]string, int) {
			t.Helper()
			if f.Limit == 0 {
				f.Limit = 50
			}
			items, total, err := cs.StoreMenu(ctx, ct.StoreSF, f)
			if err != nil {
				t.Fatal(err)
			}
			out := []string{}
			for _, it := range items {
				out = append(out, it.ProductName)
			}
			return out, total
		}
		for _, tt := range []struct {
			name  string
			f     catalogstore.MenuFilter
			want  []string
			total int
		}{
			{"all, by name", catalogstore.MenuFilter{}, []string{"Blue Dream", "Four-piece Grinder", "Lemon Haze Cartridge", "Sour Cherry Gummies"}, 4},
			{"by product name", catalogstore.MenuFilter{Search: "lemon"}, []string{"Lemon Haze Cartridge"}, 1},
			{"by brand name", catalogstore.MenuFilter{Search: "peak"}, []string{"Four-piece Grinder", "Sour Cherry Gummies"}, 2},
			{"a wildcard looked for as it is", catalogstore.MenuFilter{Search: "%"}, []string{}, 0},
			{"by kind", catalogstore.MenuFilter{Kind: catalog.Vape}, []string{"Lemon Haze Cartridge"}, 1},
			{"hidden", catalogstore.MenuFilter{Visible: ptr(false)}, []string{"Four-piece Grinder"}, 1},
			{"shown, of Peak", catalogstore.MenuFilter{Visible: ptr(true), Search: "peak"}, []string{"Sour Cherry Gummies"}, 1},
			{"the second page of two", catalogstore.MenuFilter{Limit: 2, Offset: 2}, []string{"Lemon Haze Cartridge", "Sour Cherry Gummies"}, 4},
		} {
			if got, total := names(tt.f); !reflect.DeepEqual(got, tt.want) || total != tt.total {
				t.Errorf("%s = %v (%d), want %v (%d)", tt.name, got, total, tt.want, tt.total)
			}
		}
	})
}

// TestImportBumpsVersions: importing the catalogue again bumps the version
// of every menu item and special it writes and the store's
// settings_version, so an editor holding the old one is told.
func TestImportBumpsVersions(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		doc.Specials = []catalog.Special{{ID: 1, StoreID: ct.StoreSF, SpecialType: "product", Title: "Ten off", DiscountType: "percent", DiscountPercent: 10}}
		cs := catalogstore.New(db)
		if _, err := cs.Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		versions := func() [3]int {
			t.Helper()
			var out [3]int
			for i, q := range []string{`SELECT version FROM menu_products WHERE store_id = 1 AND product_id = 100`,
				`SELECT version FROM specials WHERE id = 1`, `SELECT settings_version FROM stores WHERE id = 1`} {
				n, err := db.StatusTestInt(ctx, q)
				if err != nil {
					t.Fatal(err)
				}
				out[i] = n
			}
			return out
		}
		if v := versions(); v != [3]int{1, 1, 1} {
			t.Fatalf("versions after the first import = %v", v)
		}
		id := menuItemOf(t, db, ct.StoreSF, ct.FlowerBlueDream)
		if _, err := cs.Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		if v := versions(); v != [3]int{2, 2, 2} {
			t.Errorf("versions after the second import = %v, want 2 each", v)
		}
		_, err := cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: id, Version: 1, Audit: editor, Edit: catalog.MenuEdit{Visible: ptr(false)}})
		wantConflict(t, err, catalog.MsgMenuProductChanged, 2, nil)
	})
}

// TestConcurrentEditsOneWins: editors who all opened Blue Dream at version
// 1 save at once; one edit is made and every other is told it changed,
// and counts from the same count seen take the stock once.
func TestConcurrentEditsOneWins(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		id := menuItemOf(t, db, ct.StoreSF, ct.FlowerBlueDream)
		const editors = 8
		var (
			wg                       sync.WaitGroup
			mu                       sync.Mutex
			edited, counted, refused int
		)
		for i := range editors {
			wg.Add(2)
			go func() {
				defer wg.Done()
				_, err := cs.EditMenuItem(ctx, catalogstore.MenuItemEdit{StoreID: ct.StoreSF, ID: id, Version: 1, Audit: editor,
					Edit: catalog.MenuEdit{StoreNotes: ptr(fmt.Sprintf("editor %d", i))}})
				mu.Lock()
				defer mu.Unlock()
				switch problem.KindOf(err) {
				case problem.Conflict:
					refused++
				case problem.Internal:
					if err != nil {
						t.Errorf("edit: %v", err)
						return
					}
					edited++
				default:
					t.Errorf("edit: %v", err)
				}
			}()
			go func() {
				defer wg.Done()
				_, err := cs.CountStock(ctx, catalogstore.StockCount{StoreID: ct.StoreSF, ID: id, PriceID: catalog.Gram, To: 39, Was: ptr(40), Audit: editor})
				mu.Lock()
				defer mu.Unlock()
				switch problem.KindOf(err) {
				case problem.Conflict:
					refused++
				case problem.Internal:
					if err != nil {
						t.Errorf("count: %v", err)
						return
					}
					counted++
				default:
					t.Errorf("count: %v", err)
				}
			}()
		}
		wg.Wait()
		if edited != 1 || counted != 1 || refused != 2*editors-2 {
			t.Errorf("edited %d, counted %d, refused %d; want 1, 1 and %d", edited, counted, refused, 2*editors-2)
		}
		got, err := cs.StoreMenuItem(ctx, ct.StoreSF, id)
		if err != nil || got.Version != 2 || got.Item.Weights[0].Stock != 39 {
			t.Errorf("after = %+v, %v; want version 2 and 39 grams", got, err)
		}
	})
}
