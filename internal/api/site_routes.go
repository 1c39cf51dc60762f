package api

import (
	"net/http"
)

// LoaderTwinRoutes are the scripts and pages a partner's page or server
// includes, under /api/v1 and /v1: the embedded and operator-embed
// loaders (docs/modes/embedded.md, docs/modes/operator-embed.md), the
// frameless store loader and menu HTML (docs/modes/frameless.md) and the
// headless loader (docs/modes/headless.md). The embed loaders answer
// their refusals as scripts, not in the error shape.
func (s *Server) LoaderTwinRoutes() []Route {
	return []Route{
		{"GET", "/stores/{id}/embed.js", http.HandlerFunc(s.storeEmbedScript), Op("getStoreEmbedLoader", "The embedded menu's loader script").Answers("text/javascript").RefusesAs("text/javascript")},
		{"GET", "/operators/{id}/embed.js", http.HandlerFunc(s.operatorEmbedScript), Op("getOperatorEmbedLoader", "The operator embed's loader script").Answers("text/javascript").RefusesAs("text/javascript")},
		{"GET", "/stores/{id}/frameless.js", s.Handle(s.framelessLoader), Op("getFramelessLoader", "The frameless store's loader script").Answers("text/javascript")},
		{"GET", "/stores/{id}/menu.html", s.Handle(s.framelessMenuHTML), Op("getFramelessMenuHTML", "The menu as an HTML fragment for a partner's server").Reads(InQuery("path", "The screen's path: the menu, or a product page's path, which renders that product.")).Answers("text/html")},
		{"GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed), Op("getHeadlessLoader", "The headless mode's loader script").Answers("text/javascript")},
	}
}

// SiteRoutes are the health checks, product images, the SEO files, the
// loaders outside the API prefixes, and the app, which answers every
// other path (its pages prerendered for search engines: seo.go).
func (s *Server) SiteRoutes() []Route {
	return []Route{
		{"GET", "/healthz", s.Handle(s.Healthz), Op("healthz", "Alive").Returns(Health{})},
		{"GET", "/readyz", s.Handle(s.Readyz), Op("readyz", "Ready: the database answers, every migration applied").Returns(Health{})},
		{"GET", "/images/products/{folder}/{file}", s.Handle(s.ProductImage), Op("getProductIllustration", "The illustration of a default product photo").Answers("image/svg+xml")},
		{"GET", "/sitemap.xml", s.Handle(s.sitemap), Op("getSitemap", "Every store's menu and visible product page").Answers("application/xml")},
		{"GET", "/robots.txt", s.Handle(s.robots), Op("getRobots", "The crawlers' rules").Answers("text/plain")},
		{"GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed), Op("getHeadlessLoaderAtRoot", "The headless mode's loader script, outside the API prefixes").Answers("text/javascript")},
		{"GET", "/frameless/embed.js", s.Handle(s.framelessEmbedScript), Op("getFramelessEmbed", "The one script a frameless partner includes").Answers("text/javascript")},
		{"", "/", s.app, nil},
	}
}
