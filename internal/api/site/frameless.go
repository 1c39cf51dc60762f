package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/merchandising"

	texttemplate "text/template"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/problem"
)

// The frameless embed (docs/modes/frameless.md): a partner's page includes
// one script, which renders the app into the partner's own page, in a
// shadow root attached to a container element, under the partner's hosted
// path. The app calls the API host (/v1/...) from the partner's origin, so
// /v1 answers the framelessEmbed partners' origins with CORS, and no others.
//
// Its endpoints (site_routes.go):
//
//	GET /frameless/embed.js               the one script a partner includes (data-store-id, data-container)
//	GET /v1/stores/{id}/frameless.js      the store's loader: runtime config, settings, the app's entry and CSS
//	GET /v1/stores/{id}/menu.html         the menu as plain HTML, for a partner's server to include in its page

// framelessPartner is the framelessEmbed partner showing a store, or a
// problem.NotFound error when no partner shows it that way.
func (s *Server) framelessPartner(r *http.Request, storeID int64) (catalog.Partner, error) {
	partners, err := s.Catalog.Partners(r.Context())
	if err != nil {
		return catalog.Partner{}, err
	}
	for _, p := range partners {
		if p.Mode == "framelessEmbed" && slices.Contains(p.StoreIDs, storeID) {
			return p, nil
		}
	}
	return catalog.Partner{}, problem.New(problem.NotFound, "No partner shows store %d as a frameless embed.", storeID)
}

// deployPath is where the app is served on Pistil's host, with slashes at
// both ends ("/" unless a proxy puts it under a path).
func (s *Server) deployPath() string {
	p, _ := s.app.public["deployPublicPath"].(string)
	p = "/" + strings.Trim(p, "/") + "/"
	if p == "//" {
		return "/"
	}
	return p
}

// The scripts are text/template: every value is JSON, which escapes <, >
// and &, so nothing in one can close a script or start markup.
var framelessEmbedJS = texttemplate.Must(texttemplate.New("embed").Parse(`/* Pistil frameless embed: docs/modes/frameless.md */
(function () {
  "use strict";
  var me = document.currentScript;
  if (!(me instanceof HTMLScriptElement)) me = null;
  var id = me && me.getAttribute("data-store-id");
  if (!id || !/^\d+$/.test(id)) {
    console.error("Pistil: the frameless embed script needs data-store-id=\"<store id>\".");
    return;
  }
  var loader = document.createElement("script");
  loader.src = {{.}} + "v1/stores/" + id + "/frameless.js";
  var container = me.getAttribute("data-container");
  if (container) loader.setAttribute("data-container", container);
  loader.async = true;
  document.head.appendChild(loader);
})();
`))

// framelessEmbedScript is the one script a partner includes: it reads the
// store id from its data-store-id attribute and loads that store's loader,
// from the server's own origin (LoaderOrigin), never the script element's
// src, which markup injected into the partner's page could clobber.
func (s *Server) framelessEmbedScript(w http.ResponseWriter, r *http.Request) error {
	s.LoaderHeaders(w, r)
	origin, _ := s.LoaderOrigin(r)
	var body bytes.Buffer
	if err := framelessEmbedJS.Execute(&body, jsonJS(origin+s.deployPath())); err != nil {
		return err
	}
	writeScript(w, http.StatusOK, body.Bytes())
	return nil
}

// jsonJS is v as a JavaScript literal. json.Marshal escapes <, > and &
// (and U+2028/9), so the value cannot end a script.
func jsonJS(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func writeScript(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "text/javascript; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	// Partners' pages may keep it a few minutes; a new build or a partner's
	// changed settings reach them after that.
	h.Set("Cache-Control", "public, max-age=300")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// appAssets are the built app's entry module and its style sheets, as
// paths under the app's root ("assets/index-….js").
type appAssets struct {
	Entry string
	CSS   []string
}

// viteManifest reads dist/.vite/manifest.json (vite.config.ts build.manifest):
// the entry of index.html and the CSS of every chunk it imports, statically
// or with import(). The app's screens and mode tables are chunks loaded on
// demand (web/src/app/modes/), whose CSS the bundler would put in the
// partner's document head, outside the app's shadow root: the loader puts
// all of it in the shadow root up front instead (web/src/lib/appRoot.ts
// keeps the head's copies off the partner's page). The store console's
// chunks are left out: no frameless page runs it.
func viteManifest(app fs.FS) (appAssets, error) {
	var out appAssets
	m, err := readManifest(app)
	if err != nil {
		return out, err
	}
	entry := m["index.html"]
	out.Entry = entry.File
	seen := map[string]bool{}
	var walk func(c manifestChunk)
	walk = func(c manifestChunk) {
		for _, css := range c.CSS {
			if !slices.Contains(out.CSS, css) {
				out.CSS = append(out.CSS, css)
			}
		}
		for _, name := range slices.Concat(c.Imports, c.DynamicImports) {
			next, ok := m[name]
			if seen[name] || !ok || consoleSource.MatchString(next.Src) {
				continue
			}
			seen[name] = true
			walk(next)
		}
	}
	walk(entry)
	return out, nil
}

// manifestChunk is one chunk of the build's manifest, by its key: a source
// path (src/...) for a module of ours, "_name-hash.js" for a shared chunk.
type manifestChunk struct {
	File           string   `json:"file"`
	Src            string   `json:"src"`
	CSS            []string `json:"css"`
	Imports        []string `json:"imports"`
	DynamicImports []string `json:"dynamicImports"`
	IsEntry        bool     `json:"isEntry"`
}

// readManifest reads dist/.vite/manifest.json, which must name the entry of
// index.html.
func readManifest(app fs.FS) (map[string]manifestChunk, error) {
	if app == nil {
		return nil, problem.New(problem.Unavailable, "The app is not built.")
	}
	raw, err := fs.ReadFile(app, ".vite/manifest.json")
	if err != nil {
		return nil, fmt.Errorf("read the app's manifest: %w", err)
	}
	var m map[string]manifestChunk
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("parse the app's manifest: %w", err)
	}
	entry, ok := m["index.html"]
	if !ok || !entry.IsEntry || entry.File == "" {
		return nil, fmt.Errorf("the app's manifest has no entry for index.html")
	}
	return m, nil
}

// screenFiles are the files a screen loaded on demand needs beyond what
// index.html links already: its chunk and the chunks it imports statically
// (JavaScript), and their style sheets, as paths under the app's root. A
// source the manifest does not name has none.
func screenFiles(m map[string]manifestChunk, src string) (js, css []string) {
	linked := map[string]bool{}
	var mark func(name string)
	mark = func(name string) {
		if linked[name] {
			return
		}
		linked[name] = true
		for _, next := range m[name].Imports {
			mark(next)
		}
	}
	mark("index.html")
	var walk func(name string)
	walk = func(name string) {
		c, ok := m[name]
		if linked[name] || !ok {
			return
		}
		linked[name] = true
		js = append(js, c.File)
		for _, f := range c.CSS {
			if !slices.Contains(css, f) {
				css = append(css, f)
			}
		}
		for _, next := range c.Imports {
			walk(next)
		}
	}
	walk(src)
	return js, css
}

// consoleSource matches the sources of the store console's chunks (ADR 0022;
// web/scripts/check-split.mjs's isConsoleSource).
var consoleSource = regexp.MustCompile(`^src/(?:app/business|features/console[^/]*)/`)

// assetsOnce reads the manifest of the embedded build once: it never
// changes while the server runs.
type assetsOnce struct {
	once   sync.Once
	assets appAssets
	err    error
}

func (s *Server) appAssets() (appAssets, error) {
	if s.App == nil {
		return appAssets{}, problem.New(problem.Unavailable, "The app is not built.")
	}
	a := &s.assets
	a.once.Do(func() { a.assets, a.err = viteManifest(s.App) })
	return a.assets, a.err
}

var framelessLoaderJS = texttemplate.Must(texttemplate.New("loader").Parse(`/* Pistil frameless embed for {{.Name}}: docs/modes/frameless.md */
(function () {
  "use strict";
  var key = "__PISTIL_RUNTIME_CONFIG__";
  if (window[key]) return; // one app per page
  var config = {{.Config}};
  var settings = {{.Settings}};
  var keys = {{.Keys}};
  var entry = {{.Entry}};
  var styles = {{.CSS}};
  var menu = {{.Menu}};
  var me = document.currentScript;
  if (!(me instanceof HTMLScriptElement)) me = null;
  var selector = (me && me.getAttribute("data-container")) || "#pistil-menu";
  function start() {
    var host = document.querySelector(selector);
    if (!host) {
      console.error("Pistil: no element matches " + selector + "; the menu needs one, e.g. <div id=\"pistil-menu\"></div>.");
      return;
    }
    config.container = selector;
    window[key] = config;
    // The page's two settings blocks, unless the partner's server put them there.
    [["pistil-app-settings", settings], ["pistil-app-secrets", keys]].forEach(function (b) {
      if (document.getElementById(b[0])) return;
      var block = document.createElement("script");
      block.type = "application/json";
      block.id = b[0];
      block.textContent = JSON.stringify(b[1]);
      document.head.appendChild(block);
    });
    // The menu as plain HTML in the page's own DOM, for crawlers, unless the
    // partner's server put it there already. The shadow root has no slot,
    // so shoppers and screen readers see the app, not this.
    if (!host.firstElementChild && menu) host.innerHTML = menu;
    var root = host.shadowRoot || host.attachShadow({ mode: "open" });
    var loads = styles.map(function (href) {
      return new Promise(function (done) {
        var link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        link.onload = link.onerror = function () { done(); };
        root.appendChild(link);
      });
    });
    if (!root.getElementById("pistil-app")) {
      var mount = document.createElement("div");
      mount.id = "pistil-app";
      mount.className = "app-root";
      root.appendChild(mount);
    }
    Promise.all(loads).then(function () {
      var app = document.createElement("script");
      app.type = "module";
      app.src = entry;
      document.head.appendChild(app);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
`))

// framelessLoader writes the store's loader: the runtime config (spec
// section 1, wire shapes), the page settings, the crawlable menu and the
// app's entry module and CSS from Pistil's origin.
func (s *Server) framelessLoader(w http.ResponseWriter, r *http.Request) error {
	s.LoaderHeaders(w, r)
	storeID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	store, err := s.DB.Store(r.Context(), storeID)
	if err != nil {
		return err
	}
	partner, err := s.framelessPartner(r, storeID)
	if err != nil {
		return err
	}
	assets, err := s.appAssets()
	if err != nil {
		return err
	}
	base, _ := s.LoaderOrigin(r)
	origin := base + s.deployPath()
	hosted := hostedPath(partner)
	config := map[string]any{
		"storeId": storeID, "isFramelessEmbedMode": true, "showAgeGate": store.Compliance.AgeGate,
		"partnerHostedPath": hosted, "apiUrl": origin + "v1", "publicPath": origin, "partner": core.PartnerOf(partner),
	}
	settings := map[string]any{}
	maps.Copy(settings, s.app.public)
	maps.Copy(settings, map[string]any{"appMode": "framelessEmbed", "partner": core.PartnerOf(partner),
		"framelessEmbedApiUrl": origin + "v1", "dmEndpoint": origin + "merch", "deployPublicPath": origin})
	css := make([]string, len(assets.CSS))
	for i, c := range assets.CSS {
		css[i] = origin + c
	}
	menu, err := s.framelessMenu(r, store, hosted, "")
	if err != nil {
		s.Log.ErrorContext(r.Context(), "frameless menu", "err", err, "request_id", core.RequestID(r.Context()))
	}
	var body bytes.Buffer
	if err := framelessLoaderJS.Execute(&body, map[string]any{"Name": strings.ReplaceAll(partner.Name, "*/", ""),
		"Config": jsonJS(config), "Settings": jsonJS(settings), "Keys": jsonJS(s.app.keys), "Entry": jsonJS(origin + assets.Entry), "CSS": jsonJS(css), "Menu": jsonJS(menu)}); err != nil {
		return err
	}
	writeScript(w, http.StatusOK, body.Bytes())
	return nil
}

// hostedPath is the partner's hosted path, with a leading slash and none
// at the end ("" for the root).
func hostedPath(p catalog.Partner) string {
	return strings.TrimRight("/"+strings.Trim(p.PartnerHostedPath, "/"), "/")
}

var framelessMenuTmpl = template.Must(template.New("menu").Parse(`<section class="pistil-menu" aria-label="{{.Store.Name}} menu">
<h2>{{.Store.Name}} menu</h2>
<p>{{.Store.Address}}, {{.Store.City}}, {{.Store.State}} {{.Store.Zip}}{{if .Store.Phone}} · {{.Store.Phone}}{{end}}</p>
<h3>Hours</h3>
<ul>{{range .Hours}}<li>{{.Day}}: {{.From}}–{{.To}}</li>{{end}}</ul>
<h3>Products ({{.Total}})</h3>
<ul>{{range .Products}}<li><a href="{{.URL}}">{{.Name}}</a> by {{.Brand}}{{if .Price}}: {{.Price}}{{end}}</li>{{end}}</ul>
</section>`))

var framelessProductTmpl = template.Must(template.New("product").Parse(`<article class="pistil-product">
<p><a href="{{.Menu}}">{{.Store.Name}} menu</a></p>
<h2>{{.Product.Name}}</h2>
<p>By {{.Brand.Name}} · {{.Product.Kind}}</p>
<p>{{.Product.Description}}</p>
<ul>{{range .Offers}}<li>{{.Label}}{{if .Price}}: {{.Price}}{{end}}{{if not .InStock}} (sold out){{end}}</li>{{end}}</ul>
</article>`))

// framelessProductPath is a product page's path under the hosted path.
var framelessProductPath = regexp.MustCompile(`^/stores/(\d+)/[a-z0-9-]+/products/(\d+)/[a-z0-9-]+/?$`)

// framelessMenu renders the store's menu (or, for a product page's path
// under the hosted path, that product) as plain HTML whose links are the
// partner's own URLs under its hosted path.
func (s *Server) framelessMenu(r *http.Request, store catalog.StoreSummary, hosted, path string) (string, error) {
	var body bytes.Buffer
	if m := framelessProductPath.FindStringSubmatch(path); m != nil {
		if id, _ := strconv.ParseInt(m[1], 10, 64); id == store.ID {
			productID, _ := strconv.ParseInt(m[2], 10, 64)
			mp, err := s.DB.MenuProduct(r.Context(), store.ID, productID)
			if err == nil && mp.Visible {
				if sp, err := s.SpecialPricing(r.Context(), store.ID); err == nil {
					menu := []catalog.MenuProduct{mp}
					sp.MarkSpecialPrices(menu)
					mp = menu[0]
				}
				err = framelessProductTmpl.Execute(&body, map[string]any{"Store": store, "Product": mp.Product, "Brand": mp.Brand,
					"Offers": offerRows(&store, &mp), "Menu": hosted + "/"})
				return body.String(), err
			}
		}
	}
	ix, err := s.Menus.Index(r.Context(), store.ID)
	if err != nil {
		return "", err
	}
	res, _ := ix.Search(merch.Query{PageSize: merchandising.DefaultPageSize})
	rows := productRows(&store, res.Hits)
	for i := range rows {
		rows[i].URL = hosted + rows[i].URL
	}
	err = framelessMenuTmpl.Execute(&body, map[string]any{"Store": store, "Hours": hoursRows(store.Hours.Working), "Products": rows, "Total": res.NbHits})
	return body.String(), err
}

// framelessMenuHTML answers the menu as an HTML fragment for a partner's
// Server to include in its page (server-side), inside the container, so
// that crawlers which run no JavaScript read the products: ?path= is the
// page's path under the hosted path (a product page gives that product).
func (s *Server) framelessMenuHTML(w http.ResponseWriter, r *http.Request) error {
	storeID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	store, err := s.DB.Store(r.Context(), storeID)
	if err != nil {
		return err
	}
	partner, err := s.framelessPartner(r, storeID)
	if err != nil {
		return err
	}
	html, err := s.framelessMenu(r, store, hostedPath(partner), r.URL.Query().Get("path"))
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, err = w.Write([]byte(html))
	return err
}
