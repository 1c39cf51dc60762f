package site

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
)

// LoaderRoutes are the scripts and pages a partner's page or server
// includes, under /api/v1 and /v1: the embedded and operator-embed
// loaders (docs/modes/embedded.md, docs/modes/operator-embed.md), the
// frameless store loader and menu HTML (docs/modes/frameless.md) and the
// headless loader (docs/modes/headless.md). The embed loaders answer
// their refusals as scripts, not in the error shape.
func (s *Server) LoaderRoutes() []core.Route {
	return []core.Route{
		core.At("GET", "/stores/{id}/embed.js", http.HandlerFunc(s.storeEmbedScript), core.Op("getStoreEmbedLoader", "The embedded menu's loader script").Answers("text/javascript").RefusesAs("text/javascript")),
		core.At("GET", "/operators/{id}/embed.js", http.HandlerFunc(s.operatorEmbedScript), core.Op("getOperatorEmbedLoader", "The operator embed's loader script").Answers("text/javascript").RefusesAs("text/javascript")),
		core.At("GET", "/stores/{id}/frameless.js", s.Handle(s.framelessLoader), core.Op("getFramelessLoader", "The frameless store's loader script").Answers("text/javascript")),
		core.At("GET", "/stores/{id}/menu.html", s.Handle(s.framelessMenuHTML), core.Op("getFramelessMenuHTML", "The menu as an HTML fragment for a partner's server").Reads(core.InQuery("path", "The screen's path: the menu, or a product page's path, which renders that product.")).Answers("text/html")),
		core.At("GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed), core.Op("getHeadlessLoader", "The headless mode's loader script").Answers("text/javascript")),
	}
}

// Routes are the health checks, product images, the SEO files, the
// loaders outside the API prefixes, and the app, which answers every
// other path (its pages prerendered for search engines: seo.go).
func (s *Server) Routes() []core.Route {
	return []core.Route{
		core.At("GET", "/healthz", s.Handle(s.Healthz), core.Op("healthz", "Alive").Returns(core.Health{})),
		core.At("GET", "/readyz", s.Handle(s.Readyz), core.Op("readyz", "Ready: the database answers, every migration applied").Returns(core.Health{})),
		core.At("GET", "/images/products/{folder}/{file}", s.Handle(s.ProductImage), core.Op("getProductIllustration", "The illustration of a default product photo").Answers("image/svg+xml")),
		core.At("GET", "/images/menu/{key}/{file}", s.Handle(s.MenuPhoto), core.Op("getMenuPhoto", "One size of a store's own product photo, {size}.jpg: small, medium, large or original; cached for a year").Answers("image/jpeg")),
		core.At("GET", "/sitemap.xml", s.Handle(s.sitemap), core.Op("getSitemap", "Every store's menu and visible product page").Answers("application/xml")),
		core.At("GET", "/robots.txt", s.Handle(s.robots), core.Op("getRobots", "The crawlers' rules").Answers("text/plain")),
		core.At("GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed), core.Op("getHeadlessLoaderAtRoot", "The headless mode's loader script, outside the API prefixes").Answers("text/javascript")),
		core.At("GET", "/frameless/embed.js", s.Handle(s.framelessEmbedScript), core.Op("getFramelessEmbed", "The one script a frameless partner includes").Answers("text/javascript")),
		core.At("", "/", s.app, nil),
	}
}
