package core

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/merch"
)

// bigMenu is a 2,000-product store: a demo store's menu (every demo product)
// repeated under new ids, as in internal/merch's benchmarks.
func bigMenu(b testing.TB) []catalog.MenuProduct {
	b.Helper()
	doc, err := demo.Catalogue()
	if err != nil {
		b.Fatal(err)
	}
	products := map[int64]catalog.Product{}
	for _, p := range doc.Products {
		products[p.ID] = p
	}
	brands := map[int64]catalog.Brand{}
	for _, br := range doc.Brands {
		brands[br.ID] = br
	}
	var base []catalog.MenuProduct
	for _, s := range doc.Stores {
		if s.ID != 2 {
			continue
		}
		for _, item := range s.Menu {
			p := products[item.ProductID]
			brand := brands[p.BrandID]
			m := catalog.MenuProduct{StoreID: 1, Product: &p, Brand: &brand, Visible: true}
			for _, w := range item.Weights {
				m.Offers = append(m.Offers, catalog.Offer{PriceID: w.PriceID, Price: w.Price, Stock: w.Stock})
			}
			base = append(base, m)
		}
	}
	if len(base) == 0 {
		b.Fatal("the demo has no store 2")
	}
	menu := make([]catalog.MenuProduct, 0, 2000)
	for i := 0; len(menu) < 2000; i++ {
		m := base[i%len(base)]
		p := *m.Product // its own, not base's
		p.ID = int64(i + 1)
		m.ID, m.Product = int64(i+1), &p
		menu = append(menu, m)
	}
	return menu
}

func heapAlloc() uint64 {
	var s runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&s)
	return s.HeapAlloc
}

// BenchmarkMenuView builds what the server keeps per store for a 2,000-product
// menu, the merch index and each product's card, and reports the heap they
// keep beyond the menu itself: bytes/store in all, index-bytes and
// card-bytes of it (card-len the cards' own bytes). Answers already written are kept apart, in one cache of
// at most maxCachedPageBytes for the server (menus.pages).
func BenchmarkMenuView(b *testing.B) {
	menu := bigMenu(b)
	before := heapAlloc()
	ix := merch.NewIndex("1", menu)
	indexBytes := heapAlloc() - before
	runtime.KeepAlive(ix)
	ix = nil
	// one view built first: the card runs' buffers are then in their
	// pool, shared by every build, not part of a store's view
	if _, err := newMenuView("1", menu, nil); err != nil {
		b.Fatal(err)
	}
	before = heapAlloc()
	view, err := newMenuView("1", menu, nil)
	if err != nil {
		b.Fatal(err)
	}
	after := heapAlloc()
	runtime.KeepAlive(view)
	if view.Len() != len(menu) {
		b.Fatalf("%d products in the view, want %d", view.Len(), len(menu))
	}
	for b.Loop() {
		if _, err := newMenuView("1", menu, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(after-before), "bytes/store")
	b.ReportMetric(float64(indexBytes), "index-bytes")
	b.ReportMetric(float64(after-before-indexBytes), "card-bytes")
	b.ReportMetric(float64(len(view.cards.bytes)), "card-len")
	// What the budget counts for it (viewBytes), the menu loaded from the
	// database included, which bigMenu's copies, sharing their strings,
	// do not show.
	b.ReportMetric(float64(view.bytes), "estimate-bytes")
}

func TestPageCacheBoundedAndPerView(t *testing.T) {
	c := newPageCache(10 * (1000 + len("v") + len("0") + pageEntryOverhead))
	page := make([]byte, 1000)
	for i := range 20 {
		c.put(pageKey{store: 1, version: "v", view: 1, key: fmt.Sprint(i % 10)}, page)
	}
	if c.bytes > c.max || len(c.entries) != 10 {
		t.Fatalf("%d bytes in %d answers, at most %d bytes", c.bytes, len(c.entries), c.max)
	}
	if _, ok := c.get(pageKey{store: 1, version: "v", view: 2, key: "1"}); ok {
		t.Error("an answer of another view was served")
	}
	if _, ok := c.get(pageKey{store: 1, version: "w", view: 1, key: "1"}); ok {
		t.Error("an answer of another version was served")
	}
	c.get(pageKey{store: 1, version: "v", view: 1, key: "0"})
	c.put(pageKey{store: 2, version: "v", view: 3, key: "0"}, page)
	if _, ok := c.get(pageKey{store: 1, version: "v", view: 1, key: "0"}); !ok {
		t.Error("the answer used last was dropped first")
	}
	if _, ok := c.get(pageKey{store: 1, version: "v", view: 1, key: "1"}); ok {
		t.Error("the answer used least recently was kept past the bound")
	}
	c.put(pageKey{store: 1, version: "v", view: 1, key: "big"}, make([]byte, c.max))
	if c.bytes > c.max {
		t.Errorf("%d bytes kept, at most %d", c.bytes, c.max)
	}
	c.dropView(1)
	if len(c.entries) != 1 || c.order.Len() != 1 {
		t.Errorf("%d answers after dropping view 1, want store 2's only", len(c.entries))
	}
}

// A view's products and cards, with prices and without, rendered on every
// core, are each product's JSON as rendered alone, whatever the number of
// cores.
func TestMenuViewRendersEveryProduct(t *testing.T) {
	menu := bigMenu(t)
	st := catalog.Store{ID: 1}
	st.MenuSettings.HidePrices = true
	sp := &specialPricing{Store: &st}
	for _, procs := range []int{1, 2, 3} {
		old := runtime.GOMAXPROCS(procs)
		view, err := newMenuView("1", menu, sp)
		runtime.GOMAXPROCS(old)
		if err != nil {
			t.Fatal(err)
		}
		if view.cards.Len() != len(menu) {
			t.Fatalf("%d cards rendered with %d cores, want %d", view.cards.Len(), procs, len(menu))
		}
		all, err := view.RenderAll()
		if err != nil || len(all) != len(menu) {
			t.Fatalf("RenderAll: %d products, %v", len(all), err)
		}
		for i := range menu {
			p := MenuProductOf(&menu[i], sp)
			want, err := p.render()
			if err != nil {
				t.Fatal(err)
			}
			pos, ok := view.Position(menu[i].ID)
			if !ok || string(all[pos]) != string(want) {
				t.Fatalf("with %d cores, product %d renders %s, want %s", procs, menu[i].ID, all[pos], want)
			}
			if card := view.cards.at(pos); string(card) != string(AppendFields(nil, want, cardSet)) {
				t.Fatalf("with %d cores, product %d's card is %s", procs, menu[i].ID, card)
			}
			p.HidePrices()
			if want, err = p.render(); err != nil {
				t.Fatal(err)
			}
			if card := view.hiddenCards.at(pos); string(card) != string(AppendFields(nil, want, cardSet)) {
				t.Fatalf("with %d cores, product %d's card without prices is %s", procs, menu[i].ID, card)
			}
		}
	}
}

// A kept answer is coded once per coding: the second call gets the very
// bytes the first kept, counted in the cache's bound; an answer no longer
// kept is coded on each call and nothing is kept of it.
func TestCodedPageKeptOnce(t *testing.T) {
	c := newPageCache(1 << 20)
	v := &MenuView{Index: merch.NewIndex("v", nil), pages: c, storeID: 1, gen: 1}
	page := bytes.Repeat([]byte(`{"name":"Blue Dream","price_gram":12},`), 200)
	got, err := v.CachedPage("k", func() ([]byte, error) { return page, nil })
	if err != nil || &got[0] != &page[0] {
		t.Fatalf("CachedPage: %v", err)
	}
	before := c.bytes
	for _, coding := range []string{EncodingGzip, EncodingBrotli} {
		first, ok := v.CodedPage("k", coding, got)
		if !ok || len(first) >= len(page) {
			t.Fatalf("%s: %d bytes, ok %v", coding, len(first), ok)
		}
		again, _ := v.CodedPage("k", coding, got)
		if &again[0] != &first[0] {
			t.Errorf("%s: coded again instead of kept", coding)
		}
	}
	if c.bytes <= before {
		t.Errorf("the coded copies are not counted: %d bytes, %d before", c.bytes, before)
	}
	c.dropView(1)
	first, _ := v.CodedPage("k", EncodingGzip, got)
	again, _ := v.CodedPage("k", EncodingGzip, got)
	if &again[0] == &first[0] || c.bytes != 0 {
		t.Errorf("an answer no longer kept: coded once, %d bytes kept", c.bytes)
	}
}
