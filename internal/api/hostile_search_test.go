package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// madeUpNames is n made-up attribute names of length letters each (or
// longer, when n needs more digits).
func madeUpNames(prefix string, n, length int) []string {
	out := make([]string, n)
	for i := range out {
		s := fmt.Sprintf("%s%d_", prefix, i)
		out[i] = s + strings.Repeat("x", max(0, length-len(s)))
	}
	return out
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// wordsOf is n search words of length letters each ("blue dreamx…").
func wordsOf(n, length int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = strings.Repeat(string(rune('a'+i%26)), length)
	}
	return strings.Join(w, " ")
}

// worstFilter is a search_filter of nearly most characters whose terms
// each product must test: OR'd brands no product has, then the kinds that
// let products through.
func worstFilter(most int) string {
	var terms []string
	for i := 0; ; i++ {
		t := fmt.Sprintf(`brand:"No Such Brand %03d"`, i)
		if len(strings.Join(terms, " OR "))+len(t)+120 > most {
			break
		}
		terms = append(terms, t)
	}
	terms = append(terms, `kind:flower OR kind:vape OR kind:edible OR kind:"pre-roll" OR kind:extract`)
	return "(" + strings.Join(terms, " OR ") + ")"
}

// TestHostileSearch sends the merchandising search calls lengths and
// counts beyond their bounds (docs/merchandising.md): each is a 400 in the
// one error shape naming the field, and nothing is written. The bounds
// themselves are accepted.
func TestHostileSearch(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		store := fmt.Sprint(ct.StoreSF)
		smart := func(fields string) string { return `{"store_id": ` + store + `, ` + fields + `}` }
		words110k := strings.Repeat("blue ", 110_000)
		for name, tc := range map[string]struct {
			path, body, field string
		}{
			"100,000 search_attributes": {"/merch/v2/smart", smart(`"search_attributes": ` + jsonOf(madeUpNames("a", 100_000, 5))), ""},
			"301 search_attributes":     {"/merch/v2/smart", smart(`"search_attributes": ` + jsonOf(madeUpNames("a", 301, 5))), "search_attributes"},
			"a 101 character attribute": {"/merch/v2/smart", smart(`"search_attributes": ` + jsonOf(madeUpNames("a", 1, 101))), "search_attributes"},
			"a 110,000 word search":     {"/merch/v2/smart", smart(`"search_query": "` + words110k + `"`), ""},
			"a 201 character search":    {"/merch/v2/smart", smart(`"search_query": "` + strings.Repeat("é", 201) + `"`), "search_query"},
			"17 search words":           {"/merch/v2/smart", smart(`"search_query": "` + wordsOf(17, 3) + `"`), "search_query"},
			"hyphens counting 18 words": {"/merch/v2/smart", smart(`"search_query": "` + strings.Repeat("a-b ", 6) + `"`), "search_query"},
			"a 2,001 character filter":  {"/merch/v2/smart", smart(`"search_filter": "` + strings.Repeat("(", 2001) + `"`), "search_filter"},
			"301 facets":                {"/merch/v2/smart", smart(`"search_facets": ` + jsonOf(madeUpNames("f", 301, 5))), "search_facets"},
			"a 101 character facet":     {"/merch/v2/smart", smart(`"search_facets": ` + jsonOf(madeUpNames("f", 1, 101))), "search_facets"},
			"page_size 201":             {"/merch/v2/smart", smart(`"page_size": 201`), "page_size"},
			"max_products -1":           {"/merch/v2/smart", smart(`"max_products": -1`), "max_products"},
			"101 cart products":         {"/merch/v2/smart", smart(`"placement": "cart_toppers", "cart_product_ids": ` + jsonOf(make([]int, 101))), "cart_product_ids"},
			"a 201 character sort":      {"/merch/v2/smart", smart(`"search_sort": "` + strings.Repeat("s", 201) + `"`), "search_sort"},
			"a 201 character device id": {"/merch/v2/smart", smart(`"jane_device_id": "` + strings.Repeat("d", 201) + `"`), "jane_device_id"},
			"a 129 KB body":             {"/merch/v2/smart", smart(`"title": "` + strings.Repeat("t", 129<<10) + `"`), ""},
			"facets: 17 search words": {"/merch/v2/facets",
				`{"storeId": ` + store + `, "searchQuery": "` + wordsOf(17, 3) + `"}`, "search_query"},
			"facets: a 2,001 character filter": {"/merch/v2/facets",
				`{"store_id": ` + store + `, "search_filter": "` + strings.Repeat("x", 2001) + `"}`, "search_filter"},
			"facets: a 101 character name": {"/merch/v2/facets",
				`{"storeId": ` + store + `, "searchFacets": ` + jsonOf(madeUpNames("f", 1, 101)) + `}`, "search_facets"},
			"smartpage: 301 attributes": {"/merch/v2/smartpage",
				`{"store_id": ` + store + `, "object_ids": ["1"], "search_attributes": ` + jsonOf(madeUpNames("a", 301, 5)) + `}`, "search_attributes"},
			"multi: a placement's 17 words": {"/merch/v2/multi", `{"type": "custom", "store_id": ` + store +
				`, "placements": [{"placement": "menu_inline", "search_query": "` + wordsOf(17, 3) + `"}]}`, "placements[0].search_query"},
			"multi: 20 placements of 8 words": {"/merch/v2/multi", `{"type": "custom", "store_id": ` + store + `, "placements": ` +
				strings.Repeat(`[`, 1) + strings.TrimSuffix(strings.Repeat(`{"placement": "menu_inline", "search_query": "`+wordsOf(8, 3)+`"},`, 20), ",") + `]}`, "placements"},
			"multi: 4 rows counting facets": {"/merch/v2/multi", `{"type": "custom", "store_id": ` + store + `, "placements": [` +
				strings.TrimSuffix(strings.Repeat(`{"placement": "menu_inline", "search_facets": ["brand"]},`, 4), ",") + `]}`, "placements"},
			"multi: 301 attributes": {"/merch/v2/multi", `{"type": "featured", "store_id": ` + store +
				`, "search_attributes": ` + jsonOf(madeUpNames("a", 301, 5)) + `}`, "search_attributes"},
		} {
			before := eventRows(t, db)
			r := send(t, srv, "POST", tc.path, "text/plain", strings.NewReader(tc.body), nil)
			if r.status != 400 || r.body["code"] != "malformed" || r.body["message"] == nil {
				t.Errorf("%s: %d %.300s; want 400 malformed", name, r.status, r.raw)
				continue
			}
			if tc.field != "" && get(r.body, "validations", tc.field) == nil {
				t.Errorf("%s: %.300s; want a validation for %s", name, r.raw, tc.field)
			}
			if after := eventRows(t, db); !maps.Equal(before, after) {
				t.Errorf("%s wrote events: %v, then %v", name, before, after)
			}
		}

		// The bounds themselves pass.
		for name, tc := range map[string]struct{ path, body string }{
			"smart at every bound": {"/merch/v2/smart", smart(`"search_query": "` + wordsOf(16, 12)[:200] + `", "search_filter": ` + jsonOf(worstFilter(2000)) +
				`, "search_attributes": ` + jsonOf(madeUpNames("a", 300, 100)) + `, "search_facets": ` + jsonOf(madeUpNames("f", 300, 100)) +
				`, "page": 10000, "page_size": 200`)},
			"facets at the bounds": {"/merch/v2/facets", `{"storeId": ` + store + `, "searchQuery": "` + wordsOf(16, 3) + `", "searchFacets": ` +
				jsonOf(madeUpNames("f", 300, 100)) + `}`},
			"multi of 20 placements sharing the bounds": {"/merch/v2/multi", `{"type": "custom", "store_id": ` + store + `, "placements": [` +
				strings.TrimSuffix(strings.Repeat(`{"placement": "menu_inline", "search_query": "blue"},`, 16)+strings.Repeat(`{"placement": "specials"},`, 4), ",") + `]}`},
		} {
			if r := send(t, srv, "POST", tc.path, "text/plain", strings.NewReader(tc.body), nil); r.status != 200 {
				t.Errorf("%s: %d %.300s; want 200", name, r.status, r.raw)
			}
		}
	})
}

// cpuTime is the CPU time the process has spent, user and system.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkWorstAcceptedSearch is the costliest request the search bounds
// accept, on a generated store of 2,000 products (demo.Bench): each
// sub-benchmark fails when one request spends more than 50 ms of CPU
// (reported as cpu-ms/op, garbage collection included). Each request asks
// for a page of its own, so none is answered from the kept pages.
//
//	go test -run '^$' -bench BenchmarkWorstAcceptedSearch -benchtime 20x ./internal/api
func BenchmarkWorstAcceptedSearch(b *testing.B) {
	db := storagetest.Open(b, filepath.Join(b.TempDir(), "bench.db"))
	doc, err := demo.Bench(1, 2000)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
		b.Fatal(err)
	}
	h := api.NewServer(api.Deps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	// Search words of 12 letters, a typo away from menu words, are compared
	// in full with every word of the menu.
	typos := strings.Fields("chocolatte kushh blueberrry grandaddy purpel haz strawberri gelatto " +
		"sherbett cookiez lemmon diesell mangoe kosherr tangiee pineaple")
	// Or one word the copies of the demo products all hold ("… No. 2"),
	// sixteen times: the most products each step counts.
	queries := map[string]string{"typos": strings.Join(typos, " "), "common": strings.TrimSpace(strings.Repeat("no ", 16))}
	attrs := jsonOf(madeUpNames("a", 300, 100))
	// 290 facet names made up for request i, half of them below a real
	// attribute, and ten real ones.
	facets := func(i int) string {
		return jsonOf(append(append(madeUpNames(fmt.Sprintf("f%d-", i), 145, 100), madeUpNames(fmt.Sprintf("lab_results.f%d-", i), 145, 100)...),
			"brand", "kind", "category", "price_range", "percent_thc", "effects", "applicable_special_ids", "aggregate_rating", "compound_names", "available_weights"))
	}
	// ownFilter is worstFilter(2000), its first brand made unique to request
	// i, so that no answer is one kept from an earlier request.
	ownFilter := func(i int) string {
		return strings.Replace(worstFilter(2000), "No Such Brand 000", fmt.Sprintf("Nope Brand %06d", i), 1)
	}
	smartBody := func(placement, sort, query string) func(i int) string {
		return func(i int) string {
			return `{"store_id": 1, "placement": "` + placement + `", "search_sort": "` + sort + `", "search_query": ` + jsonOf(queries[query]) +
				`, "search_filter": ` + jsonOf(ownFilter(i)) + `, "search_attributes": ` + attrs + `, "search_facets": ` + facets(i) +
				`, "page": ` + fmt.Sprint(i%3) + `, "page_size": 200, "product_id": 7, "cart_product_ids": ` + jsonOf(make([]int, 100)) + `}`
		}
	}
	// A multi of 20 rows shares one request's bounds: 16 search words, 2,000
	// filter characters and 300 facet names over all its rows.
	multiBody := func(i int) string {
		placements := []string{"menu_inline", "pdp_row", "best_selling", "specials", "cart_toppers", "buy_again_row"}
		rows := make([]string, 20)
		for r := range rows {
			query := ""
			if r < 8 {
				query = "no kush"
			}
			var rowFacets []string // three rows count 100 facets each
			if r < 3 {
				rowFacets = append(append(madeUpNames(fmt.Sprintf("f%d-%d-", i, r), 45, 100), madeUpNames(fmt.Sprintf("lab_results.f%d-%d-", i, r), 45, 100)...),
					"brand", "kind", "category", "percent_thc", "price_range", "thc_range", "effects", "lab_results", "aggregate_rating", "available_weights")
			}
			rows[r] = `{"placement": "` + placements[r%len(placements)] + `", "product_id": 7, "cart_product_ids": [1, 2, 3], "jane_device_id": "dev-1"` +
				`, "search_filter": ` + jsonOf(worstFilter(99)) + `, "search_sort": "price_asc", "page_size": 200, "title": "` + fmt.Sprintf("row %d %d", i, r) +
				`", "search_facets": ` + jsonOf(rowFacets) + `, "search_query": "` + query + `"}`
		}
		return `{"type": "custom", "store_id": 1, "search_attributes": ` + attrs + `, "placements": [` + strings.Join(rows, ",") + `]}`
	}
	seq := 0
	for _, bench := range []struct {
		name, path string
		body       func(i int) string
	}{
		{"smart/menu_inline_table/typos", "/merch/v2/smart", smartBody("menu_inline_table", "recommendation", "typos")},
		{"smart/menu_inline_table/common", "/merch/v2/smart", smartBody("menu_inline_table", "recommendation", "common")},
		{"smart/best_selling/common", "/merch/v2/smart", smartBody("best_selling", "recommendation", "common")},
		{"smart/pdp_row/common", "/merch/v2/smart", smartBody("pdp_row", "recommendation", "common")},
		{"smart/cart_toppers/common", "/merch/v2/smart", smartBody("cart_toppers", "price_desc", "common")},
		{"smart/specials/common", "/merch/v2/smart", smartBody("specials", "price_asc", "common")},
		{"facets/typos", "/merch/v2/facets", func(i int) string {
			return `{"store_id": 1, "search_query": ` + jsonOf(queries["typos"]) + `, "search_filter": ` + jsonOf(worstFilter(2000)) + `, "search_facets": ` + facets(i) + `}`
		}},
		{"facets/common", "/merch/v2/facets", func(i int) string {
			return `{"store_id": 1, "search_query": ` + jsonOf(queries["common"]) + `, "search_filter": ` + jsonOf(worstFilter(2000)) + `, "search_facets": ` + facets(i) + `}`
		}},
		{"multi", "/merch/v2/multi", multiBody},
	} {
		b.Run(bench.name, func(b *testing.B) {
			// one request first, so the store's index is built outside the timing
			first := serveBench(b, h, bench.path, bench.body(1_000_000+seq))
			var answer struct {
				NbHits int `json:"nb_hits"`
			}
			_ = json.Unmarshal(first, &answer)
			b.Logf("%s: %d hits, %d bytes", bench.name, answer.NbHits, len(first))
			bodies := make([]string, 0, b.N)
			for range b.N {
				bodies = append(bodies, bench.body(seq))
				seq++ // no two requests alike, in any run
			}
			runtime.GC() // the warm-up's garbage is not this request's
			b.ReportAllocs()
			b.ResetTimer()
			start := cpuTime(b)
			for i := range b.N {
				serveBench(b, h, bench.path, bodies[i])
			}
			b.StopTimer()
			perOp := (cpuTime(b) - start) / time.Duration(b.N)
			b.ReportMetric(float64(perOp)/float64(time.Millisecond), "cpu-ms/op")
			if perOp > 50*time.Millisecond {
				b.Errorf("%s spends %v of CPU a request; the bound is 50 ms", bench.name, perOp)
			}
		})
	}
}

func serveBench(b *testing.B, h http.Handler, path, body string) []byte {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodPost, path, strings.NewReader(body)))
	if w.Code != http.StatusOK {
		b.Fatalf("%s = %d: %.300s", path, w.Code, w.Body)
	}
	return w.Body.Bytes()
}
