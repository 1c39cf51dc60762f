package api_test

import (
	"maps"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestProductPagePreloads: a product page loaded from its address names
// its screen's chunk, the chunks that imports (not those index.html links
// already) and their style sheets, and its picture, for the browser to
// fetch beside the entry; a store's menu (in the entry) names none.
func TestProductPagePreloads(t *testing.T) {
	app := maps.Clone(builtApp)
	app[".vite/manifest.json"] = &fstest.MapFile{Data: []byte(`{"index.html":{"file":"assets/index-abc.js","isEntry":true,"css":["assets/index-def.css"],"imports":["_chunk.js"],
		"dynamicImports":["src/app/routes/ProductDetail.tsx"]},
		"_chunk.js":{"file":"assets/chunk-1.js","css":["assets/chunk-1.css"]},
		"_detail.js":{"file":"assets/detail-6.js","css":["assets/detail-6.css"],"imports":["_chunk.js"]},
		"src/app/routes/ProductDetail.tsx":{"file":"assets/ProductDetail-2.js","src":"src/app/routes/ProductDetail.tsx","isDynamicEntry":true,
			"css":["assets/ProductDetail-2.css"],"imports":["index.html","_detail.js","_chunk.js"]}}`)}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = app })
		product := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/products/100/blue-dream", "")
		if product.status != http.StatusOK {
			t.Fatalf("product page = %d", product.status)
		}
		head, _, _ := strings.Cut(product.raw, "</head>")
		for _, want := range []string{
			`<link rel="modulepreload" crossorigin href="/assets/ProductDetail-2.js">`,
			`<link rel="modulepreload" crossorigin href="/assets/detail-6.js">`,
			`<link rel="preload" as="style" crossorigin href="/assets/ProductDetail-2.css">`,
			`<link rel="preload" as="style" crossorigin href="/assets/detail-6.css">`,
			`<link rel="preload" as="image" fetchpriority="high" href="/images/products/flower/hybrid.svg">`,
		} {
			if !strings.Contains(head, want) {
				t.Errorf("the product page's head lacks %s:\n%s", want, head)
			}
		}
		if strings.Contains(head, "chunk-1.") || strings.Contains(head, `modulepreload crossorigin href="/assets/index-abc.js"`) {
			t.Errorf("the product page preloads what index.html links:\n%s", head)
		}
		store := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/menu", "")
		if store.status != http.StatusOK || strings.Contains(store.raw, "modulepreload") || strings.Contains(store.raw, `rel="preload"`) {
			t.Errorf("the store menu preloads a screen: %d\n%s", store.status, store.raw)
		}
	})
}
