package api

import (
	"net/http"
	"net/http/pprof"
)

// routes builds the public mux: the tables of every surface but the
// admin listener's (adminRoutes). It returns the mux's table first, then
// the merchandising service's, mounted under /merch/.
func (s *server) routes() []*routeTable {
	site := newRouteTable("public")
	site.addTwins(tagged("storefront", s.accountRoutes())...)
	site.addTwins(tagged("storefront", s.shopRoutes())...)
	site.addTwins(tagged("storefront", s.bagRoutes())...)
	site.addTwins(tagged("staff", s.staffRoutes())...)
	site.addTwins(tagged("kiosk", s.kioskRoutes())...)
	site.addTwins(tagged("loaders", s.loaderTwinRoutes())...)
	site.add(s.apiFallbacks()...)
	site.add(tagged("collectors", s.collectorRoutes())...)
	site.add(tagged("site", s.siteRoutes())...)
	site.add(tagged("site", []route{
		{"GET", "/api/openapi.json", s.handle(s.openAPI), op("getOpenAPI", "This API's description: OpenAPI 3.1")},
	})...)

	merch := newRouteTable("merch")
	merch.add(tagged("merchandising", s.merchRoutes())...)
	site.add(route{"", "/merch/", merch.mux, nil}) // CORS: cors.go
	return []*routeTable{site, merch}
}

// tagged gives the operations of routes the tag of their surface.
func tagged(tag string, routes []route) []route {
	for _, r := range routes {
		if r.op != nil {
			r.op.tag = tag
		}
	}
	return routes
}

// apiFallbacks answer any other path under the API prefixes in the error
// shape, never with the app.
func (s *server) apiFallbacks() []route {
	return []route{
		{"", "/api/", s.handle(s.unknownEndpoint), nil},
		{"", "/v1/", s.handle(s.unknownEndpoint), nil},
	}
}

// adminRoutes are the admin listener's (NewAdmin, observability): the
// metrics, pprof, and the client error reports.
func (s *server) adminRoutes(metrics http.Handler) *routeTable {
	t := newRouteTable("admin")
	t.add(
		route{"GET", "/metrics", metrics, nil},
		route{"", "/debug/pprof/", http.HandlerFunc(pprof.Index), nil},
		route{"", "/debug/pprof/cmdline", http.HandlerFunc(pprof.Cmdline), nil},
		route{"", "/debug/pprof/profile", http.HandlerFunc(pprof.Profile), nil},
		route{"", "/debug/pprof/symbol", http.HandlerFunc(pprof.Symbol), nil},
		route{"", "/debug/pprof/trace", http.HandlerFunc(pprof.Trace), nil},
		route{"GET", "/client-errors", s.handle(s.listClientErrors), nil},
		route{"GET", "/{$}", http.HandlerFunc(adminIndex), nil},
	)
	return t
}

func adminIndex(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte("Pistil admin: /metrics, /debug/pprof/, /client-errors\n"))
}
