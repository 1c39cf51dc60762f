package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/photo"
)

// A page loaded from its address, on a phone's slow network, fetches in
// a chain: the page, its scripts, then (once they run) the chunk of a
// screen loaded on demand, then the screen's data, then its picture.
// The server knows the screen from the path, so the page names the
// screen's files and its largest picture in <link> preloads and the
// browser fetches them beside the entry's scripts (issue 21: a product
// page's largest paint waited on three trips in turn).

// productScreen and cartScreen are the sources of the product page's and
// the bag's screens, loaded on demand (web/src/app/modes/default.tsx) and
// named so in the manifest.
const (
	productScreen = "src/app/routes/ProductDetail.tsx"
	cartScreen    = "src/app/routes/CartPage.tsx"
)

// preloadedScreens are the screens whose files a page preloads.
var preloadedScreens = []string{productScreen, cartScreen}

// screenLinks are a screen's files beyond what index.html links.
type screenLinks struct {
	js, css []string
}

// readScreens works out the preloaded screens' files from the build's
// manifest, once; a build without one preloads nothing.
func readScreens(app fs.FS) map[string]screenLinks {
	m, err := readManifest(app)
	if err != nil {
		return nil
	}
	out := map[string]screenLinks{}
	for _, src := range preloadedScreens {
		js, css := screenFiles(m, src)
		if len(js) > 0 {
			out[src] = screenLinks{js: js, css: css}
		}
	}
	return out
}

// imagePreload is the preload of a page's largest picture: the file, the
// srcset and the sizes its <img> asks for, so the browser fetches the same
// file once.
type imagePreload struct {
	Href, Srcset, Sizes string
}

// productPageSizes is the product page's photo slot, and cardSizes a menu
// card's, as their <img> give them (web/src/lib/photos.ts PAGE_SIZES and
// CARD_SIZES; TestPageSizesAreTheStorefronts holds them together).
const (
	productPageSizes = "(min-width: 768px) min(50vw, 600px), 100vw"
	cardSizes        = "(min-width: 1440px) 240px, (min-width: 1024px) min(25vw, 300px), (min-width: 768px) 33vw, 50vw"
)

// productImage is a product page's first picture as the page draws it.
func productImage(m *catalog.MenuProduct) imagePreload { return photoImage(m, productPageSizes) }

// photoImage is a product's first picture in a slot of the given sizes
// (web/src/lib/photos.ts photoAttributes): a store's photo in its large
// file, with its small, medium and large files by their longest side; any
// other picture (the default art) as it is.
func photoImage(m *catalog.MenuProduct, sizes string) imagePreload {
	if len(m.Photos) == 0 {
		urls := core.MenuPhotoURLsOf(m)
		if len(urls) == 0 {
			return imagePreload{}
		}
		return imagePreload{Href: urls[0]}
	}
	key := m.Photos[0].Key
	var srcset []string
	// photo.Sizes runs largest first; a page is never offered the original.
	for _, s := range slices.Backward(photo.Sizes) {
		if s.Name != "original" {
			srcset = append(srcset, core.MenuPhotoURL(key, s.Name)+" "+strconv.Itoa(s.Longest)+"w")
		}
	}
	return imagePreload{Href: core.MenuPhotoURL(key, "large"), Srcset: strings.Join(srcset, ", "), Sizes: sizes}
}

// bannerImage is a store menu's largest picture as its featured tab draws
// it: the first slide of the store's banners, as it is (web/src/components/
// carousel/BannerCarousel.tsx); none when the store has no banners.
func bannerImage(store *catalog.StoreSummary) imagePreload {
	if banners := store.MenuSettings.CarouselBanners; len(banners) > 0 {
		return imagePreload{Href: banners[0].ImageURL}
	}
	return imagePreload{}
}

// bannerAlt is the first banner's text alternative.
func bannerAlt(store *catalog.StoreSummary) string {
	if banners := store.MenuSettings.CarouselBanners; len(banners) > 0 {
		return banners[0].AltText
	}
	return ""
}

// The app's first reads of a store's pages wait for its scripts, then take
// a trip each before the screen draws (issue 21): the page brings their
// answers, as the API gives them to this request, in a JSON block the app
// reads before its first draw (web/src/lib/earlyAnswers.ts). They are keyed
// by the address the app asks: its API path (publicSettings' apiPath), the
// read's path and its query; the featured rows, a POST, by the path and its
// body's type and store as a query.
const earlyAnswersBlockID = "pistil-early-answers"

func storeAnswerPath(storeID int64) string {
	return fmt.Sprintf("%s/stores/%d", publicSettings["apiPath"], storeID)
}

func productAnswerPath(storeID, productID int64) string {
	return fmt.Sprintf("%s/products/%d?store_id=%d", publicSettings["apiPath"], productID, storeID)
}

func featuredAnswerPath(storeID int64) string {
	return fmt.Sprintf("%s/v2/multi?type=featured&store_id=%d", publicSettings["dmEndpoint"], storeID)
}

// earlyAnswersBlock is the block of the page's answers; nil for none. JSON's
// encoder writes <, > and & as \u escapes, so no answer can end the block.
func earlyAnswersBlock(answers map[string]any) []byte {
	if len(answers) == 0 {
		return nil
	}
	data, err := json.Marshal(answers)
	if err != nil {
		return nil
	}
	return slices.Concat([]byte(`<script id="`+earlyAnswersBlockID+`" type="application/json">`), data, []byte(`</script>`))
}

var (
	screenTags = template.Must(template.New("screen").Parse(
		`{{range .js}}<link rel="modulepreload" crossorigin href="/{{.}}">{{end}}` +
			`{{range .css}}<link rel="preload" as="style" crossorigin href="/{{.}}">{{end}}`))
	imageTag = template.Must(template.New("image").Parse(
		`<link rel="preload" as="image" fetchpriority="high" href="{{.href}}"` +
			`{{if .srcset}} imagesrcset="{{.srcset}}" imagesizes="{{.sizes}}"{{end}}>`))
)

// preloadLinks are a page's preloads: its largest picture, to go before
// the entry's scripts (on HTTP/1.1 a browser opens six connections to a
// host, and a small picture queued behind twenty scripts waits for them),
// and its screen's files, after them.
func (h *appHandler) preloadLinks(p page) (picture, screen []byte) {
	if p.picture.Href != "" {
		var b bytes.Buffer
		if imageTag.Execute(&b, map[string]string{"href": p.picture.Href, "srcset": p.picture.Srcset, "sizes": p.picture.Sizes}) == nil {
			picture = b.Bytes()
		}
	}
	if links, ok := h.screens[p.screen]; ok {
		var b bytes.Buffer
		if screenTags.Execute(&b, map[string]any{"js": links.js, "css": links.css}) == nil {
			screen = b.Bytes()
		}
	}
	return picture, screen
}
