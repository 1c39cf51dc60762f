package storage_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// fiveThousand loads the bench catalogue's one store of 5,000 products and
// answers its menu items.
func fiveThousand(t testing.TB, db *storage.DB) []catalog.StoreItem {
	t.Helper()
	doc, err := demo.Bench(1, inventory.MaxRows)
	if err != nil {
		t.Fatal(err)
	}
	cs := catalogstore.New(db)
	if _, err := cs.Import(ctx, doc); err != nil {
		t.Fatal(err)
	}
	items, err := cs.WholeMenu(ctx, 1)
	if err != nil || len(items) != inventory.MaxRows {
		t.Fatalf("the bench store's menu = %d items, %v", len(items), err)
	}
	return items
}

// snapshotRows is a snapshot of every item: each linked to the point of
// sale's id SKU-<menu product id> and its first weight counted at round.
func snapshotRows(items []catalog.StoreItem, round int) []inventory.Row {
	rows := make([]inventory.Row, len(items))
	for i, it := range items {
		n := round
		rows[i] = inventory.Row{MenuProductID: it.ID, ExternalID: fmt.Sprintf("SKU-%d", it.ID),
			Weights: []inventory.WeightRow{{PriceID: it.Item.Weights[0].PriceID, Stock: &n}}}
	}
	return rows
}

// TestSyncInventoryFiveThousand: a snapshot of a 5,000-product menu links
// and counts every product in one call; a delta of 100 prices by the
// point of sale's ids follows; the same delta with its key again changes
// nothing.
func TestSyncInventoryFiveThousand(t *testing.T) {
	if testing.Short() {
		t.Skip("loads a 5,000-product store")
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		items := fiveThousand(t, db)
		cs := catalogstore.New(db)
		start := time.Now()
		got, err := cs.SyncInventory(ctx, catalogstore.InventorySync{StoreID: 1, Mode: inventory.Snapshot, Rows: snapshotRows(items, 7),
			IdempotencyKey: "snapshot-1", RequestSHA256: "s1", Audit: syncer})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("a snapshot of %d rows in %v", len(items), time.Since(start))
		if got.Changed != len(items) || got.Hidden != 0 || len(got.Outcomes) != len(items) {
			t.Fatalf("snapshot changed %d, hid %d, answered %d rows", got.Changed, got.Hidden, len(got.Outcomes))
		}
		after, err := cs.WholeMenu(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range after {
			if it.Item.Weights[0].Stock != 7 {
				t.Fatalf("menu product %d's %s = %d after the snapshot, want 7", it.ID, it.Item.Weights[0].PriceID, it.Item.Weights[0].Stock)
			}
		}

		delta := make([]inventory.Row, 100)
		for i := range delta {
			it := items[i*50]
			price := it.Item.Weights[0].Price + money.Cents(100)
			delta[i] = inventory.Row{ExternalID: fmt.Sprintf("SKU-%d", it.ID), Weights: []inventory.WeightRow{{PriceID: it.Item.Weights[0].PriceID, Price: &price}}}
		}
		d := catalogstore.InventorySync{StoreID: 1, Mode: inventory.Delta, Rows: delta, IdempotencyKey: "delta-1", RequestSHA256: "d1", Audit: syncer}
		if got, err := cs.SyncInventory(ctx, d); err != nil || got.Changed != 100 || got.Replayed {
			t.Fatalf("delta = %+v, %v", got, err)
		}
		version := menuVersion(t, db, 1)
		if got, err := cs.SyncInventory(ctx, d); err != nil || got.Changed != 100 || !got.Replayed {
			t.Fatalf("the delta again = %+v, %v", got, err)
		}
		if v := menuVersion(t, db, 1); v != version {
			t.Errorf("the delta again moved the menu version: %s → %s", version, v)
		}
		again, err := cs.WholeMenu(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		changed := 0
		for i, it := range again {
			if it.Item.Weights[0].Price != items[i].Item.Weights[0].Price {
				changed++
			}
		}
		if changed != 100 {
			t.Errorf("%d prices changed, want the delta's 100, once", changed)
		}
	})
}

// BenchmarkSyncInventorySnapshot: a 5,000-row snapshot of a 5,000-product
// store, each count changed, on SQLite and (with PISTIL_TEST_POSTGRES) on
// PostgreSQL. Issue 22's goal: under 2 s.
func BenchmarkSyncInventorySnapshot(b *testing.B) {
	for name, dsn := range storagetest.DSNs(b) {
		b.Run(name, func(b *testing.B) {
			db := storagetest.Open(b, dsn)
			items := fiveThousand(b, db)
			cs := catalogstore.New(db)
			round := 0
			for b.Loop() {
				round++
				if _, err := cs.SyncInventory(ctx, catalogstore.InventorySync{StoreID: 1, Mode: inventory.Snapshot,
					Rows: snapshotRows(items, round), Audit: syncer}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
