package api

import (
	"net/http"
	"net/http/pprof"
)

// routes builds the public mux: the tables of every surface but the
// admin listener's (adminRoutes). It returns the mux's table first, then
// the merchandising service's, mounted under /merch/.
func (s *Server) routes() []*RouteTable {
	site := NewRouteTable("public")
	site.AddTwins(tagged("storefront", s.AccountRoutes())...)
	site.AddTwins(tagged("storefront", s.ShopRoutes())...)
	site.AddTwins(tagged("storefront", s.BagRoutes())...)
	site.AddTwins(tagged("staff", s.StaffRoutes())...)
	site.AddTwins(tagged("kiosk", s.KioskRoutes())...)
	site.AddTwins(tagged("loaders", s.LoaderTwinRoutes())...)
	site.Add(s.apiFallbacks()...)
	site.Add(tagged("collectors", s.CollectorRoutes())...)
	site.Add(tagged("site", s.SiteRoutes())...)
	site.Add(tagged("site", []Route{
		{"GET", "/api/openapi.json", s.Handle(s.openAPI), Op("getOpenAPI", "This API's description: OpenAPI 3.1")},
	})...)

	merch := NewRouteTable("merch")
	merch.Add(tagged("merchandising", s.MerchRoutes())...)
	site.Add(Route{"", "/merch/", merch.Mux, nil}) // CORS: cors.go
	return []*RouteTable{site, merch}
}

// tagged gives the operations of routes the tag of their surface.
func tagged(tag string, routes []Route) []Route {
	for _, r := range routes {
		if r.Op != nil {
			r.Op.Tag = tag
		}
	}
	return routes
}

// apiFallbacks answer any other path under the API prefixes in the error
// shape, never with the app.
func (s *Server) apiFallbacks() []Route {
	return []Route{
		{"", "/api/", s.Handle(s.UnknownEndpoint), nil},
		{"", "/v1/", s.Handle(s.UnknownEndpoint), nil},
	}
}

// adminRoutes are the admin listener's (NewAdmin, observability): the
// metrics, pprof, and the client error reports.
func (s *Server) adminRoutes(metrics http.Handler) *RouteTable {
	t := NewRouteTable("admin")
	t.Add(
		Route{"GET", "/metrics", metrics, nil},
		Route{"", "/debug/pprof/", http.HandlerFunc(pprof.Index), nil},
		Route{"", "/debug/pprof/cmdline", http.HandlerFunc(pprof.Cmdline), nil},
		Route{"", "/debug/pprof/profile", http.HandlerFunc(pprof.Profile), nil},
		Route{"", "/debug/pprof/symbol", http.HandlerFunc(pprof.Symbol), nil},
		Route{"", "/debug/pprof/trace", http.HandlerFunc(pprof.Trace), nil},
		Route{"GET", "/client-errors", s.Handle(s.ListClientErrors), nil},
		Route{"GET", "/{$}", http.HandlerFunc(adminIndex), nil},
	)
	return t
}

func adminIndex(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte("Pistil admin: /metrics, /debug/pprof/, /client-errors\n"))
}
