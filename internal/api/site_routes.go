package api

import (
	"net/http"
)

// loaderTwinRoutes are the scripts and pages a partner's page or server
// includes, under /api/v1 and /v1: the embedded and operator-embed
// loaders (docs/modes/embedded.md, docs/modes/operator-embed.md), the
// frameless store loader and menu HTML (docs/modes/frameless.md) and the
// headless loader (docs/modes/headless.md). The embed loaders answer
// their refusals as scripts, not in the error shape.
func (s *server) loaderTwinRoutes() []route {
	return []route{
		{"GET", "/stores/{id}/embed.js", http.HandlerFunc(s.storeEmbedScript), op("getStoreEmbedLoader", "The embedded menu's loader script").answers("text/javascript").refusesAs("text/javascript")},
		{"GET", "/operators/{id}/embed.js", http.HandlerFunc(s.operatorEmbedScript), op("getOperatorEmbedLoader", "The operator embed's loader script").answers("text/javascript").refusesAs("text/javascript")},
		{"GET", "/stores/{id}/frameless.js", s.handle(s.framelessLoader), op("getFramelessLoader", "The frameless store's loader script").answers("text/javascript")},
		{"GET", "/stores/{id}/menu.html", s.handle(s.framelessMenuHTML), op("getFramelessMenuHTML", "The menu as an HTML fragment for a partner's server").reads(inQuery("path", "The screen's path: the menu, or a product page's path, which renders that product.")).answers("text/html")},
		{"GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed), op("getHeadlessLoader", "The headless mode's loader script").answers("text/javascript")},
	}
}

// siteRoutes are the health checks, product images, the SEO files, the
// loaders outside the API prefixes, and the app, which answers every
// other path (its pages prerendered for search engines: seo.go).
func (s *server) siteRoutes() []route {
	return []route{
		{"GET", "/healthz", s.handle(s.healthz), op("healthz", "Alive").returns(Health{})},
		{"GET", "/readyz", s.handle(s.readyz), op("readyz", "Ready: the database answers, every migration applied").returns(Health{})},
		{"GET", "/images/products/{folder}/{file}", s.handle(s.productImage), op("getProductIllustration", "The illustration of a default product photo").answers("image/svg+xml")},
		{"GET", "/sitemap.xml", s.handle(s.sitemap), op("getSitemap", "Every store's menu and visible product page").answers("application/xml")},
		{"GET", "/robots.txt", s.handle(s.robots), op("getRobots", "The crawlers' rules").answers("text/plain")},
		{"GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed), op("getHeadlessLoaderAtRoot", "The headless mode's loader script, outside the API prefixes").answers("text/javascript")},
		{"GET", "/frameless/embed.js", s.handle(s.framelessEmbedScript), op("getFramelessEmbed", "The one script a frameless partner includes").answers("text/javascript")},
		{"", "/", s.app, nil},
	}
}
