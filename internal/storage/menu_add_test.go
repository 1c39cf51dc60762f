package storage_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestAddMenuItem: of the small catalogue's five products, SF's menu
// lacks only the Rolling Papers (gear, sold each) and Denver's all but the
// gummies. SF adds the papers at $3 × 50, hidden: the item is version 1,
// the store's menu_version moves, the audit row keeps it, and the papers
// leave the list of what SF could add. Adding them again, adding a product
// the catalogue does not hold, and adding one with a bad weight are
// refused with nothing written.
func TestAddMenuItem(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		offer := func(storeID int64, f catalogstore.MenuFilter) ([]string, int) {
			t.Helper()
			f.Limit = 50
			ps, total, err := cs.CatalogueNotOnMenu(ctx, storeID, f)
			if err != nil {
				t.Fatal(err)
			}
			names := []string{}
			for _, p := range ps {
				names = append(names, p.Name+" ("+string(p.Kind)+", "+p.Brand+")")
			}
			return names, total
		}
		if got, total := offer(ct.StoreSF, catalogstore.MenuFilter{}); !reflect.DeepEqual(got, []string{"Rolling Papers (gear, Peak Provisions)"}) || total != 1 {
			t.Errorf("SF could add %v (%d), want the papers alone", got, total)
		}
		if got, total := offer(ct.StoreDenver, catalogstore.MenuFilter{Search: "coast"}); !reflect.DeepEqual(got, []string{
			"Blue Dream (flower, Coastal Cultivators)", "Lemon Haze Cartridge (vape, Coastal Cultivators)"}) || total != 2 {
			t.Errorf("Denver could add of Coastal %v (%d)", got, total)
		}
		if got, _ := offer(ct.StoreDenver, catalogstore.MenuFilter{Kind: catalog.Gear}); !reflect.DeepEqual(got, []string{
			"Four-piece Grinder (gear, Peak Provisions)", "Rolling Papers (gear, Peak Provisions)"}) {
			t.Errorf("Denver could add of gear %v", got)
		}

		before := menuVersion(t, db, ct.StoreSF)
		three := money.Cents(300)
		add := catalogstore.MenuItemAdd{StoreID: ct.StoreSF, ProductID: ct.NotOnMenu, Audit: editor,
			Edit: catalog.MenuEdit{Visible: ptr(false), Weights: []catalog.WeightEdit{{PriceID: catalog.Each, Price: &three, Stock: ptr(50)}}}}
		it, err := cs.AddMenuItem(ctx, add)
		if err != nil {
			t.Fatal(err)
		}
		if it.Version != 1 || it.ProductName != "Rolling Papers" || *it.Item.Visible ||
			!reflect.DeepEqual(it.Item.Weights, []catalog.MenuWeight{{PriceID: catalog.Each, Price: 300, Stock: 50}}) {
			t.Errorf("added %+v", it)
		}
		if after := menuVersion(t, db, ct.StoreSF); after == before {
			t.Error("the store's menu_version did not move")
		}
		if rows := menuAudit(t, db, ct.StoreSF); len(rows) != 1 || rows[0].Action != "menu_product.create" || rows[0].Before != "" || !strings.Contains(rows[0].After, `"price":3`) ||
			rows[0].Subject != fmt.Sprintf("menu_product:%d", it.ID) {
			t.Errorf("audit rows = %+v", rows)
		}
		if got, total := offer(ct.StoreSF, catalogstore.MenuFilter{}); len(got) != 0 || total != 0 {
			t.Errorf("SF could still add %v", got)
		}

		_, err = cs.AddMenuItem(ctx, add)
		if p := wantKind(t, err, problem.Conflict); p.Message != catalog.MsgOnMenuAlready(it.ID) {
			t.Errorf("adding again = %q", p.Message)
		}
		_, err = cs.AddMenuItem(ctx, catalogstore.MenuItemAdd{StoreID: ct.StoreSF, ProductID: 9999, Edit: add.Edit, Audit: editor})
		if p := wantKind(t, err, problem.NotFound); p.Message != catalog.MsgNoProduct(9999) {
			t.Errorf("adding no product = %q", p.Message)
		}
		_, err = cs.AddMenuItem(ctx, catalogstore.MenuItemAdd{StoreID: ct.StoreDenver, ProductID: ct.FlowerBlueDream, Audit: editor,
			Edit: catalog.MenuEdit{Weights: []catalog.WeightEdit{{PriceID: catalog.Each, Price: &three}}}})
		if p := wantKind(t, err, problem.Invalid); !reflect.DeepEqual(p.Fields, map[string][]string{
			"weights[0].price_id": {`"each" is not a weight flower is sold in (allowed: [gram two_gram eighth_ounce quarter_ounce half_ounce ounce])`}}) {
			t.Errorf("a flower sold each = %v", p.Fields)
		}
		if _, total, _ := cs.StoreMenu(ctx, ct.StoreDenver, catalogstore.MenuFilter{Limit: 50}); total != 1 {
			t.Errorf("Denver's menu holds %d items after a refused add, want 1", total)
		}
		if rows := menuAudit(t, db, ct.StoreDenver); len(rows) != 0 {
			t.Errorf("a refused add left audit rows %+v", rows)
		}
	})
}
