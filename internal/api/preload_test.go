package api_test

import (
	"context"
	"encoding/json"
	"maps"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestProductPagePreloads: a product page loaded from its address names
// its screen's chunk, the chunks that imports (not those index.html links
// already) and their style sheets, and its picture, for the browser to
// fetch beside the entry; so does the bag its screen's; a store's menu
// (in the entry) names none.
func TestProductPagePreloads(t *testing.T) {
	app := maps.Clone(builtApp)
	app[".vite/manifest.json"] = &fstest.MapFile{Data: []byte(`{"index.html":{"file":"assets/index-abc.js","isEntry":true,"css":["assets/index-def.css"],"imports":["_chunk.js"],
		"dynamicImports":["src/app/routes/ProductDetail.tsx","src/app/routes/CartPage.tsx"]},
		"_chunk.js":{"file":"assets/chunk-1.js","css":["assets/chunk-1.css"]},
		"_detail.js":{"file":"assets/detail-6.js","css":["assets/detail-6.css"],"imports":["_chunk.js"]},
		"src/app/routes/ProductDetail.tsx":{"file":"assets/ProductDetail-2.js","src":"src/app/routes/ProductDetail.tsx","isDynamicEntry":true,
			"css":["assets/ProductDetail-2.css"],"imports":["index.html","_detail.js","_chunk.js"]},
		"src/app/routes/CartPage.tsx":{"file":"assets/CartPage-3.js","src":"src/app/routes/CartPage.tsx","isDynamicEntry":true,
			"css":["assets/CartPage-3.css"],"imports":["index.html","_chunk.js"]}}`)}
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
		bag := call(t, srv, "GET", "/cart", "")
		head, _, _ = strings.Cut(bag.raw, "</head>")
		if bag.status != http.StatusOK || !strings.Contains(head, `<link rel="modulepreload" crossorigin href="/assets/CartPage-3.js">`) ||
			!strings.Contains(head, `<link rel="preload" as="style" crossorigin href="/assets/CartPage-3.css">`) || strings.Contains(head, "ProductDetail") {
			t.Errorf("the bag does not preload its screen alone: %d\n%s", bag.status, head)
		}
		store := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/menu", "")
		if store.status != http.StatusOK || strings.Contains(store.raw, "modulepreload") {
			t.Errorf("the store menu preloads a screen: %d\n%s", store.status, store.raw)
		}
	})
}

// earlyAnswers is the block of API answers a page brings, by address.
var earlyAnswers = regexp.MustCompile(`<script id="pistil-early-answers" type="application/json">([^<]*)</script>`)

// TestPagesBringTheirFirstAnswers: a store's menu and a product page bring
// the API's answers to the reads their screens make first (the store, the
// menu's featured rows as a shopper without a device gets them, and the
// product under the store's specials), exactly as the API gives them
// to the same request, keyed by the address the app asks; the menu
// preloads its first banner. A store that hides its prices brings a
// signed-out shopper's answer without them.
func TestPagesBringTheirFirstAnswers(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = builtApp })
		doc := ct.Small()
		doc.Stores[0].MenuSettings.CarouselBanners = []catalog.CarouselBanner{{ImageURL: "/banners/first-visit.svg", AltText: "First visit?"}}
		load := func() {
			t.Helper()
			if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
				t.Fatal(err)
			}
		}
		load()
		answersOf := func(path string) map[string]any {
			t.Helper()
			page := call(t, srv, "GET", path, "")
			// after the prerendered content, which the browser draws first
			_, body, _ := strings.Cut(page.raw, `<div id="root">`)
			m := earlyAnswers.FindStringSubmatch(body)
			if page.status != http.StatusOK || m == nil {
				t.Fatalf("%s = %d without its answers after its content:\n%s", path, page.status, page.raw)
			}
			var out map[string]any
			if err := json.Unmarshal([]byte(m[1]), &out); err != nil {
				t.Fatalf("%s's answers are not JSON: %v\n%s", path, err, m[1])
			}
			return out
		}
		same := func(answers map[string]any, keys ...string) {
			t.Helper()
			if len(answers) != len(keys) {
				t.Errorf("answers for %d addresses, want %v", len(answers), keys)
			}
			for _, key := range keys {
				want := call(t, srv, "GET", key, "").body
				if path, query, _ := strings.Cut(key, "?"); path == "/merch/v2/multi" {
					// a POST's answer, keyed by its path and its body's type and store
					v, _ := url.ParseQuery(query)
					body, _ := json.Marshal(map[string]any{"type": v.Get("type"), "store_id": v.Get("store_id"), "search_attributes": core.CardAttributes})
					want = call(t, srv, "POST", path, string(body)).body
				}
				if got := answers[key]; !reflect.DeepEqual(got, any(want)) {
					t.Errorf("the page's answer for %s\n%v\nis not the API's\n%v", key, got, want)
				}
			}
		}

		menu := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/menu", "")
		head, _, _ := strings.Cut(menu.raw, "</head>")
		if want := `<link rel="preload" as="image" fetchpriority="high" href="/banners/first-visit.svg">`; !strings.Contains(head, want) {
			t.Errorf("the menu's head lacks %s:\n%s", want, head)
		}
		menuAnswers := answersOf("/stores/1/golden-gate-greenhouse/menu")
		same(menuAnswers, "/api/v1/stores/1", "/merch/v2/multi?type=featured&store_id=1")
		if rows := menuAnswers["/merch/v2/multi?type=featured&store_id=1"].(map[string]any)["placements"].([]any); len(rows) < 2 {
			t.Errorf("the menu brings %d featured rows, want its top picks, best sellers and kinds: %v", len(rows), rows)
		}
		product := answersOf("/stores/1/golden-gate-greenhouse/products/100/blue-dream")
		same(product, "/api/v1/stores/1", "/api/v1/products/100?store_id=1")
		if price := product["/api/v1/products/100?store_id=1"].(map[string]any)["product"].(map[string]any)["price_gram"]; price == nil {
			t.Errorf("the product's answer has no price: %v", product)
		}

		doc.Stores[0].MenuSettings.HidePrices = true
		load()
		hidden := answersOf("/stores/1/golden-gate-greenhouse/products/100/blue-dream")
		same(hidden, "/api/v1/stores/1", "/api/v1/products/100?store_id=1")
		if p := hidden["/api/v1/products/100?store_id=1"].(map[string]any)["product"].(map[string]any); p["price_gram"] != nil {
			t.Errorf("a store hiding its prices brings them to a signed-out shopper: %v", p)
		}
	})
}
