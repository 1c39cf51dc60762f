package api_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// demoServer is the API over a SQLite database holding the demo catalogue.
func demoServer(b *testing.B) http.Handler {
	b.Helper()
	db := storagetest.Open(b, filepath.Join(b.TempDir(), "bench.db"))
	doc, err := demo.Catalogue()
	if err != nil {
		b.Fatal(err)
	}
	if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
		b.Fatal(err)
	}
	return api.NewServer(api.Deps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
}

// BenchmarkSmartHandler is the whole /v2/smart path in one process, without
// the network: decoding, the store's signals, the kept-page lookup and the
// write. Run in parallel it shows what requests of one store share.
func BenchmarkSmartHandler(b *testing.B) {
	h := demoServer(b)
	body := `{"store_id": 2, "search_filter": "store_id = 2", "search_attributes": ["product_id","name","url_slug","brand","kind",
		"category","percent_thc","image_urls","price_gram","price_eighth_ounce","price_each"], "page": 0, "page_size": 60}`
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/merch/v2/smart", strings.NewReader(body)))
			if w.Code != http.StatusOK {
				b.Fatalf("status %d: %s", w.Code, w.Body)
			}
		}
	})
}

// BenchmarkFacetsEveryName is /v2/facets asked for the original service's
// facet names and every menu-product attribute over a store of 665
// products: each attribute not in the index is read from every product's
// JSON.
func BenchmarkFacetsEveryName(b *testing.B) {
	h := demoServer(b)
	names, _ := json.Marshal(append(append([]string{}, clientFacets...), menuProductAttributes()...))
	body := `{"storeId": 2, "searchFacets": ` + string(names) + `}`
	b.ReportAllocs()
	for b.Loop() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/merch/v2/facets", strings.NewReader(body)))
		if w.Code != http.StatusOK {
			b.Fatalf("status %d: %s", w.Code, w.Body)
		}
	}
}
