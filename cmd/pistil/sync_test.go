package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// TestSyncCommand: the pull connector reads a point of sale's CSV export
// from a local feed server through a mapping file and syncs SF's menu:
// Blue Dream linked by its menu product id, its eighth at $31 with 4 on
// hand, as a snapshot that hides the rest (two shown, one hidden before); then the next export, by the
// point of sale's id alone. A feed that answers 503, one with a bad cell
// and a bad mapping each stop the command with what is wrong, and change
// nothing.
func TestSyncCommand(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path, db := smallDB(t, dir)
	blue, err := db.MenuProduct(ctx, catalogtest.StoreSF, catalogtest.FlowerBlueDream)
	if err != nil {
		t.Fatal(err)
	}
	var export atomic.Value
	export.Store(fmt.Sprintf("Pistil ID,SKU,Size,Price,Qty\n%d,POS-BD,3.5g,31.00,4\n", blue.ID))
	var broken atomic.Bool
	feed := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if broken.Load() {
			http.Error(w, "restarting", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/csv")
		_, _ = io.WriteString(w, export.Load().(string))
	}))
	defer feed.Close()
	mapping := filepath.Join(dir, "mapping.json")
	if err := os.WriteFile(mapping, []byte(`{"format": "csv", "mode": "snapshot",
		"columns": {"menu_product_id": "Pistil ID", "external_id": "SKU", "weight": "Size", "price": "Price", "stock": "Qty"},
		"weights": {"3.5g": "eighth_ounce"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	sync := func() (string, error) {
		var out bytes.Buffer
		err := run(ctx, []string{"sync", "-db", path, "-store", "1", "-feed", feed.URL, "-mapping", mapping}, noEnv, &out, io.Discard)
		return out.String(), err
	}
	eighth := func() (int, int64, bool) {
		t.Helper()
		mp, err := db.MenuProduct(ctx, catalogtest.StoreSF, catalogtest.FlowerBlueDream)
		if err != nil {
			t.Fatal(err)
		}
		o, _ := mp.Offer(catalog.EighthOunce)
		return o.Stock, int64(o.Price), mp.Visible
	}

	out, err := sync()
	if err != nil || !strings.Contains(out, "1 rows, 1 products changed, 2 hidden") {
		t.Fatalf("sync = %q, %v", out, err)
	}
	if stock, price, visible := eighth(); stock != 4 || price != 3100 || !visible {
		t.Errorf("Blue Dream's eighth = %d at %d cents (visible %v), want 4 at 3100", stock, price, visible)
	}
	menu, err := db.Menu(ctx, catalogtest.StoreSF)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range menu {
		if m.Visible != (m.ID == blue.ID) {
			t.Errorf("menu product %d visible = %v after a snapshot of Blue Dream alone", m.ID, m.Visible)
		}
	}
	// The next export names Blue Dream by the point of sale's id alone.
	export.Store("Pistil ID,SKU,Size,Price,Qty\n,POS-BD,3.5g,31.00,9\n")
	if out, err := sync(); err != nil || !strings.Contains(out, "1 products changed, 0 hidden") {
		t.Fatalf("the next sync = %q, %v", out, err)
	}
	if stock, _, _ := eighth(); stock != 9 {
		t.Errorf("stock = %d, want 9", stock)
	}

	// What stops it, changing nothing.
	broken.Store(true)
	if _, err := sync(); err == nil || !strings.Contains(err.Error(), "503") {
		t.Errorf("a feed that answers 503: %v", err)
	}
	broken.Store(false)
	export.Store("Pistil ID,SKU,Size,Price,Qty\n,POS-BD,3.5g,31.00,lots\n")
	if _, err := sync(); err == nil || !strings.Contains(err.Error(), "feed[1].Qty") {
		t.Errorf("a bad cell: %v", err)
	}
	if stock, _, _ := eighth(); stock != 9 {
		t.Errorf("a refused feed changed the stock to %d", stock)
	}
	if err := os.WriteFile(mapping, []byte(`{"format": "xls", "columns": {"external_id": "SKU"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := sync(); err == nil || !strings.Contains(err.Error(), "format must be csv or json") {
		t.Errorf("a bad mapping: %v", err)
	}
	for _, args := range [][]string{
		{"sync", "-db", path, "-store", "1", "-mapping", mapping},
		{"sync", "-db", path, "-store", "1", "-feed", feed.URL, "-mapping", mapping, "-every", "10s"},
	} {
		if err := run(ctx, args, noEnv, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), "sync takes") {
			t.Errorf("%v = %v", args, err)
		}
	}
}

// smallDB is a SQLite database in dir, migrated by the migrate command and
// loaded with the small test catalogue, closed when the test ends.
func smallDB(t *testing.T, dir string) (string, *storage.DB) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(dir, "pistil.db")
	if err := run(ctx, []string{"migrate", "-db", path}, noEnv, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	db, err := storage.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := catalogstore.New(db).Import(ctx, catalogtest.Small()); err != nil {
		t.Fatal(err)
	}
	return path, db
}
