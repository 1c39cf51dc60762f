package core

import (
	"context"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// BenchmarkMenuBuild builds a store's menu as its first request does, from a
// SQLite database of the bench catalogue (stores sharing 2,000 products),
// and reports the time of each step (load-ms: the menu read from the
// database, its products decoded by an earlier store's build; view-ms:
// the index and the cards, made side by side) and the heap one more store
// keeps once another store's menu is kept (bytes/store, the shared
// products counted once), as the 200-store server does after its first
// stores.
func BenchmarkMenuBuild(b *testing.B) {
	ctx := context.Background()
	db := storagetest.Open(b, filepath.Join(b.TempDir(), "bench.db"))
	doc, err := demo.Bench(3, 2000)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
		b.Fatal(err)
	}
	build := func(m *menus, store int64) *MenuView {
		view, err := m.Index(ctx, store)
		if err != nil {
			b.Fatal(err)
		}
		return view
	}
	// Store 1 kept first, so what store 2 adds is its own.
	m := NewMenus(db, 1<<40)
	first := build(m, 1)
	before := heapAlloc()
	second := build(m, 2)
	// a kept store is searched: its words' index is made by the first search
	if _, err := second.Search(merch.Query{Text: "kush", PageSize: 60}); err != nil {
		b.Fatal(err)
	}
	after := heapAlloc()
	runtime.KeepAlive(first)
	runtime.KeepAlive(second)

	var load, view time.Duration
	for b.Loop() {
		t0 := time.Now()
		menu, err := db.MenuSharing(ctx, 3, m.products)
		if err != nil {
			b.Fatal(err)
		}
		sp, err := LoadSpecialPricing(ctx, db, 3)
		if err != nil {
			b.Fatal(err)
		}
		sp.now = db.Now()
		sp.MarkSpecialPrices(menu)
		t1 := time.Now()
		if _, err := newMenuView("1", menu, sp); err != nil {
			b.Fatal(err)
		}
		load, view = load+t1.Sub(t0), view+time.Since(t1)
	}
	n := float64(b.N)
	b.ReportMetric(float64(after-before), "bytes/store")
	b.ReportMetric(float64(second.bytes), "estimate-bytes")
	b.ReportMetric(load.Seconds()*1000/n, "load-ms")
	b.ReportMetric(view.Seconds()*1000/n, "view-ms")
}
