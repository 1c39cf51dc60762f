package merch

import (
	"fmt"
	"sync"
	"testing"

	"github.com/pistil/pistil/internal/demo"
)

// What an index keeps from one search (the sorts' orders, the filters'
// sets, the words' hits) gives later searches, many at once, the answers a
// new index gives them; a menu whose size is not a multiple of 64 checks
// the sets' last word under NOT.
func TestSearchCachesAgreeWithANewIndex(t *testing.T) {
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	base := demoMenu(doc, 2)
	menu := base
	for len(menu) < 150 {
		menu = append(menu, base...)
	}
	for i := range menu {
		menu[i].ID = int64(i + 1)
	}
	filters := []string{"", `kind:flower`, `NOT kind:flower`, `kind:flower OR kind:vape`, `NOT (kind:flower OR category:indica) AND percent_thc >= 10`, `store_id = 2`}
	texts := []string{"", "kush", "purpel kush", "og"}
	type query struct {
		filter, text, sort string
	}
	var queries []query
	for _, f := range filters {
		for _, q := range texts {
			for _, s := range Sorts {
				queries = append(queries, query{f, q, s})
			}
		}
	}
	search := func(ix *Index, q query) string {
		expr, err := ParseFilter(q.filter)
		if err != nil {
			t.Fatal(err)
		}
		res, err := ix.Search(Query{Filter: expr, Text: q.text, Sort: q.sort, PageSize: 40, Facets: []string{"kind"}})
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprint(res.NbHits, ids(res), res.Facets)
	}
	want := make([]string, len(queries))
	for i, q := range queries {
		want[i] = search(NewIndex("1", menu), q)
	}
	warm := NewIndex("1", menu)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for i, q := range queries {
				if got := search(warm, q); got != want[i] {
					t.Errorf("%+v: %s, a new index gives %s", q, got, want[i])
				}
			}
		})
	}
	wg.Wait()
}
