package api

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"maps"
	"net/http"
	"path"
	"strings"
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
	"roundingBetaStoreIds":        []int64{},
	"rootsOnlyCustomRowStoreIds":  []int64{},
	"ruleBasedCustomRowsStoreIds": []int64{},
}

// appHandler serves the React app: files by path, and index.html (with the
// settings block) for every path without an extension, so the app's router
// handles screens and shows its own not-found page.
type appHandler struct {
	files fs.FS
	index []byte
	// prerender, when set, gives screens their search-engine content.
	prerender func(*http.Request) (page, bool)
}

func newAppHandler(app fs.FS, placeholder []byte, features []string, extra map[string]any) *appHandler {
	h := &appHandler{files: app, index: placeholder}
	if app == nil {
		return h
	}
	index, err := fs.ReadFile(app, "index.html")
	if err != nil {
		return &appHandler{index: placeholder}
	}
	public := maps.Clone(publicSettings)
	public["features"] = append([]string{}, features...)
	maps.Copy(public, extra)
	settings, _ := json.Marshal(public)
	block := []byte(`<script id="pistil-app-settings" type="application/json">` + string(settings) + `</script></head>`)
	h.index = bytes.Replace(index, []byte("</head>"), block, 1)
	return h
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
		var p page
		if h.prerender != nil {
			p, _ = h.prerender(r)
		}
		h.render(w, p)
		return
	}
	if name == "index.html" {
		http.Redirect(w, r, "/", http.StatusMovedPermanently)
		return
	}
	if _, err := fs.Stat(h.files, name); err != nil {
		http.NotFound(w, r)
		return
	}
	if strings.HasPrefix(name, "assets/") {
		// Vite puts a content hash in every asset name.
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	}
	http.ServeFileFS(w, r, h.files, name)
}
