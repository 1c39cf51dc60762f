package site

import (
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
)

// TestScreenFiles: a screen's files are its chunk and the chunks it imports
// statically, less what index.html links already (the entry and its static
// imports), with their style sheets once each; what it loads with import()
// waits for it, and a cycle of imports ends.
func TestScreenFiles(t *testing.T) {
	m := map[string]manifestChunk{
		"index.html":  {File: "assets/index-1.js", IsEntry: true, CSS: []string{"assets/index-1.css"}, Imports: []string{"_shared.js"}},
		"_shared.js":  {File: "assets/shared-2.js", CSS: []string{"assets/shared-2.css"}},
		"_detail.js":  {File: "assets/detail-3.js", CSS: []string{"assets/detail-3.css"}, Imports: []string{"_shared.js", "src/screen.tsx"}},
		"_reviews.js": {File: "assets/reviews-4.js"},
		"src/screen.tsx": {File: "assets/screen-5.js", Src: "src/screen.tsx", CSS: []string{"assets/screen-5.css", "assets/detail-3.css"},
			Imports: []string{"index.html", "_detail.js", "_shared.js"}, DynamicImports: []string{"_reviews.js"}},
	}
	js, css := screenFiles(m, "src/screen.tsx")
	if !slices.Equal(js, []string{"assets/screen-5.js", "assets/detail-3.js"}) ||
		!slices.Equal(css, []string{"assets/screen-5.css", "assets/detail-3.css"}) {
		t.Errorf("screenFiles = %v, %v", js, css)
	}
	if js, css := screenFiles(m, "src/missing.tsx"); js != nil || css != nil {
		t.Errorf("a screen the build lacks has files %v, %v", js, css)
	}
}

// TestProductImage: a product page preloads the picture its <img> draws:
// the default art as it is, a store's photo in its large file with the
// small, medium and large files by their longest side.
func TestProductImage(t *testing.T) {
	art := catalog.MenuProduct{Product: &catalog.Product{ID: 100, Category: "flower", RootSubtype: "Hybrid"}}
	if got := productImage(&art); got.Href == "" || got.Srcset != "" || got.Sizes != "" {
		t.Errorf("default art preload = %+v", got)
	}
	key := "0123456789abcdef0123456789abcdef"
	photo := catalog.MenuProduct{Photos: []catalog.MenuPhoto{{ID: 7, Key: key}, {ID: 8, Key: "ffffffffffffffffffffffffffffffff"}}}
	want := imagePreload{
		Href:   "/images/menu/" + key + "/large.jpg",
		Srcset: "/images/menu/" + key + "/small.jpg 200w, /images/menu/" + key + "/medium.jpg 400w, /images/menu/" + key + "/large.jpg 1000w",
		Sizes:  "(min-width: 768px) min(50vw, 600px), 100vw",
	}
	if got := productImage(&photo); got != want {
		t.Errorf("store photo preload = %+v, want %+v", got, want)
	}
}

// TestPageSizesAreTheStorefronts: the sizes a product page preloads its
// photo for are the ones its <img> gives, or the browser fetches it twice.
func TestPageSizesAreTheStorefronts(t *testing.T) {
	src, err := os.ReadFile("../../../web/src/lib/photos.ts")
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"PAGE_SIZES": productPageSizes, "CARD_SIZES": cardSizes} {
		m := regexp.MustCompile(`export const ` + name + ` = '([^']*)'`).FindSubmatch(src)
		if m == nil || string(m[1]) != want {
			t.Errorf("web/src/lib/photos.ts %s = %q, here %q", name, m, want)
		}
	}
}

// TestPreloadOrder: the picture is preloaded before the entry's scripts,
// whose twenty-odd requests would hold a browser's six connections to the
// host before it; the screen's files after them.
func TestPreloadOrder(t *testing.T) {
	h := &appHandler{
		index:   []byte(`<html><head><title>Pistil</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`),
		screens: map[string]screenLinks{productScreen: {js: []string{"assets/screen-2.js"}, css: []string{"assets/screen-2.css"}}},
	}
	index := string(h.index)
	w := httptest.NewRecorder()
	h.render(w, page{screen: productScreen, picture: imagePreload{Href: "/images/products/flower/hybrid.svg"}})
	body := w.Body.String()
	picture := strings.Index(body, `<link rel="preload" as="image" fetchpriority="high" href="/images/products/flower/hybrid.svg">`)
	script := strings.Index(body, `<script type="module"`)
	screen := strings.Index(body, `<link rel="modulepreload" crossorigin href="/assets/screen-2.js"><link rel="preload" as="style" crossorigin href="/assets/screen-2.css"></head>`)
	if picture < 0 || script < 0 || screen < 0 || picture > script || screen < script {
		t.Errorf("preloads out of place:\n%s", body)
	}
	if string(h.index) != index {
		t.Error("rendering a page changed the index it starts from")
	}
}
