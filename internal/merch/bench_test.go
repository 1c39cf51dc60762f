package merch

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
)

// bigMenu is a 2,000-product store: the demo's Los Angeles menu (every demo
// product) repeated under new ids.
func bigMenu(b *testing.B) []catalog.MenuProduct {
	b.Helper()
	doc, err := demo.Catalogue()
	if err != nil {
		b.Fatal(err)
	}
	base := demoMenu(doc, 2)
	menu := make([]catalog.MenuProduct, 0, 2000)
	for i := 0; len(menu) < 2000; i++ {
		m := base[i%len(base)]
		p := *m.Product // its own, not base's
		p.ID = int64(i + 1)
		m.ID, m.Product, m.StoreID = int64(i+1), &p, 1
		menu = append(menu, m)
	}
	return menu
}

// BenchmarkMenuQuery is one menu request's work on a 2,000-product store:
// filter, facet counts, sort and a page of 60.
func BenchmarkMenuQuery(b *testing.B) {
	ix := NewIndex("1", bigMenu(b))
	expr, err := ParseFilter(`store_id = 1 AND (kind:flower OR kind:vape) AND percent_thc >= 15`)
	if err != nil {
		b.Fatal(err)
	}
	q := Query{Filter: expr, Sort: "price_asc", PageSize: 60, Facets: []string{"kind", "category", "brand", "kind_root_subtype", "available_weights"}}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := ix.Search(q); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMenuPage is the storefront's own menu page: the whole menu in
// recommended order, a page of 60, no facets.
func BenchmarkMenuPage(b *testing.B) {
	ix := NewIndex("1", bigMenu(b))
	expr, _ := ParseFilter(`store_id = 1`)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := ix.Search(Query{Filter: expr, PageSize: 60}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildIndex builds a 2,000-product index and reports the heap it
// keeps, beyond the menu it indexes (index-bytes: the heap after a GC with
// the index held live, less the heap before it was built).
func BenchmarkBuildIndex(b *testing.B) {
	benchmarkBuildIndex(b, bigMenu(b))
}

// BenchmarkBuildIndexUniqueNames is BenchmarkBuildIndex with every product's
// name, URL slug and strain its own, as in a real store, where they cannot be
// shared between products as bigMenu's repeated ones are.
func BenchmarkBuildIndexUniqueNames(b *testing.B) {
	menu := bigMenu(b)
	for i := range menu {
		p := menu[i].Product
		p.Name = fmt.Sprintf("%s No. %d", p.Name, i)
		p.URLSlug = fmt.Sprintf("%s-%d", p.URLSlug, i)
		if p.Strain != "" {
			p.Strain = fmt.Sprintf("%s %d", p.Strain, i)
		}
	}
	benchmarkBuildIndex(b, menu)
}

func benchmarkBuildIndex(b *testing.B, menu []catalog.MenuProduct) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	ix := NewIndex("1", menu)
	runtime.GC()
	runtime.ReadMemStats(&after)
	kept := float64(after.HeapAlloc - before.HeapAlloc)
	runtime.KeepAlive(ix)
	b.ReportAllocs()
	for b.Loop() {
		NewIndex("1", menu)
	}
	b.ReportMetric(kept, "index-bytes")
}

// BenchmarkMenuSearch is a misspelled two-word search on a 2,000-product store.
func BenchmarkMenuSearch(b *testing.B) {
	ix := NewIndex("1", bigMenu(b))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := ix.Search(Query{Text: "purpel kush", PageSize: 60}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMenuSorted is a filtered page in each of the sorts: the order is
// worked out once per index, so a request only filters.
func BenchmarkMenuSorted(b *testing.B) {
	ix := NewIndex("1", bigMenu(b))
	expr, _ := ParseFilter(`store_id = 1 AND kind:"flower"`)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if _, err := ix.Search(Query{Filter: expr, Sort: Sorts[i%len(Sorts)], Page: 1, PageSize: 24}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkMenuSearchNewWords is BenchmarkMenuSearch with words the index
// has not searched before: each is compared with every word of the menu.
func BenchmarkMenuSearchNewWords(b *testing.B) {
	ix := NewIndex("1", bigMenu(b))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		ix.words.mu.Lock()
		ix.words.m = nil
		ix.words.mu.Unlock()
		if _, err := ix.Search(Query{Text: "purpel kush", PageSize: 60}); err != nil {
			b.Fatal(err)
		}
	}
}
