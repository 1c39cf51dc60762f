package site

import (
	"encoding/json"
	"io/fs"
	"maps"
	"net/http"
	"path"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
)

// publicSettings is the page's public settings block (spec section 1), read
// by the app at start.
var publicSettings = map[string]any{
	"apiPath":                     "/api/v1",
	"apiPathBase":                 "/api",
	"framelessEmbedApiUrl":        "/v1",
	"dmEndpoint":                  "/merch",
	"deployPublicPath":            "/",
	"features":                    []string{},
	"featureRollouts":             map[string]int{},
	"fingerprintTimeout":          10000,
	"retailTimeout":               120000, // a kiosk's idle time before it starts again, in ms (Deps.RetailTimeout)
	"undoableWindow":              5000,   // how long a removed bag line can be put back, in ms (Deps.UndoableWindow)
	"roundingBetaStoreIds":        []int64{},
	"rootsOnlyCustomRowStoreIds":  []int64{},
	"ruleBasedCustomRowsStoreIds": []int64{},
}

// The page carries two settings blocks (spec section 1): the public
// settings, and the instance's keys the browser needs (the single sign-on
// client ids). Neither ever holds a server secret: the keys block is built
// only from the names instanceKeyNames lists.
const (
	settingsBlockID = "pistil-app-settings"
	secretsBlockID  = "pistil-app-secrets"
)

// instanceKeyNames are the only keys the instance keys block may carry.
var instanceKeyNames = []string{"googleClientId", "appleClientId"}

// appHandler serves the React app: files by path, and index.html (with the
// settings block) for every path without an extension, so the app's router
// handles screens and shows its own not-found page.
type appHandler struct {
	files fs.FS
	// built lists the files of the build with their precoded siblings
	// (builtFiles), read once.
	built map[string]builtFile
	index []byte
	// public is the settings block, without the page's own settings; nil
	// when the app is not built (the placeholder page has no blocks).
	public map[string]any
	// keys is the instance keys block (instanceKeyNames).
	keys map[string]any
	// prerender, when set, gives screens their search-engine content; the
	// page's own settings (its app mode and partner) come with the request.
	prerender func(*http.Request, map[string]any) (page, bool)
	// mode, when set, gives a page its app mode: settings added to the
	// block, the Content-Security-Policy saying who may frame it, and
	// whether search engines may index it or it lives elsewhere.
	mode func(*http.Request) core.PageMode
	// screens are the files of the screens a page preloads (readScreens).
	screens map[string]screenLinks
}

func newAppHandler(app fs.FS, placeholder []byte, features []string, extra, keys map[string]any) *appHandler {
	h := &appHandler{files: app, index: placeholder}
	if app == nil {
		return h
	}
	index, err := fs.ReadFile(app, "index.html")
	if err != nil {
		return &appHandler{index: placeholder}
	}
	h.public = maps.Clone(publicSettings)
	h.public["features"] = append([]string{}, features...)
	maps.Copy(h.public, extra)
	h.keys = map[string]any{}
	for _, k := range instanceKeyNames {
		if v, ok := keys[k]; ok {
			h.keys[k] = v
		}
	}
	h.index = index
	h.built = builtFiles(app)
	h.screens = readScreens(app)
	return h
}

// signInScripts are the origins of the identity providers' sign-in
// scripts, by the instance key that turns each on.
var signInScripts = map[string]string{
	"googleClientId": "https://accounts.google.com",
	"appleClientId":  "https://appleid.cdn-apple.com",
}

// scriptPolicy is the page's policy for what may run: scripts only from the
// app's own origin (the hashed bundles Vite builds; the settings and JSON-LD
// blocks are data, which script-src does not govern) and the sign-in
// providers set up, no inline script, no plugin objects, no <base> that
// would move relative script URLs elsewhere.
func (h *appHandler) scriptPolicy() string {
	sources := []string{"'self'"}
	for _, key := range instanceKeyNames {
		if origin, ok := signInScripts[key]; ok && h.keys[key] != nil && h.keys[key] != "" {
			sources = append(sources, origin)
		}
	}
	return "script-src " + strings.Join(sources, " ") + "; object-src 'none'; base-uri 'none'"
}

// settingsBlocks are the public settings block, with the page's own
// settings (its app mode and partner) over the server's, and the instance
// keys block.
func (h *appHandler) settingsBlocks(page map[string]any) []byte {
	if h.public == nil {
		return nil
	}
	settings := h.public
	if len(page) > 0 {
		settings = maps.Clone(h.public)
		maps.Copy(settings, page)
	}
	public, _ := json.Marshal(settings)
	keys, _ := json.Marshal(h.keys)
	return []byte(`<script id="` + settingsBlockID + `" type="application/json">` + string(public) + `</script>` +
		`<script id="` + secretsBlockID + `" type="application/json">` + string(keys) + `</script>`)
}

func (h *appHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if path.Ext(name) == "" || h.files == nil {
		if h.files == nil && path.Ext(name) != "" {
			http.NotFound(w, r)
			return
		}
		pm := core.PageMode{FrameAncestors: "frame-ancestors 'self'"}
		if h.mode != nil {
			pm = h.mode(r)
		}
		switch {
		case pm.Redirect != "":
			http.Redirect(w, r, pm.Redirect, http.StatusFound)
			return
		case pm.Missing:
			http.NotFound(w, r)
			return
		}
		settings := pm.Settings
		w.Header().Set("Content-Security-Policy", pm.FrameAncestors+"; "+h.scriptPolicy())
		if pm.NoIndex {
			w.Header().Set("X-Robots-Tag", "noindex")
		}
		var p page
		// A kiosk's screens are for the shopper at the counter, and the
		// store console's for staff, not for search engines; their paths
		// would read as store pages.
		if h.prerender != nil && settings["appMode"] != "kiosk" && settings["appMode"] != "business" {
			p, _ = h.prerender(r, settings)
		}
		// Only the marketplace's pages bring answers: another mode's app asks
		// with its own headers, and the frameless one at its own paths.
		if mode, _ := settings["appMode"].(string); mode != "" && mode != "default" {
			p.answers = nil
		}
		p.settings = settings
		h.render(w, p)
		return
	}
	if name == "index.html" {
		http.Redirect(w, r, "/", http.StatusMovedPermanently)
		return
	}
	f, ok := h.built[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	if strings.HasPrefix(name, "assets/") {
		// Vite puts a content hash in every asset name.
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		// The files of public/ (the icon, the banners) keep their names
		// from one release to the next: a day, then the tag answers 304.
		w.Header().Set("Cache-Control", "public, max-age=86400")
	}
	h.serveBuilt(w, r, name, f)
}
