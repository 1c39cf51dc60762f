package api

import (
	"net/http"
	"net/http/pprof"

	"github.com/pistil/pistil/internal/api/account"
	"github.com/pistil/pistil/internal/api/bag"
	"github.com/pistil/pistil/internal/api/business"
	"github.com/pistil/pistil/internal/api/collect"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/merchandising"
	"github.com/pistil/pistil/internal/api/shop"
	"github.com/pistil/pistil/internal/api/site"
	"github.com/pistil/pistil/internal/api/sms"
	"github.com/pistil/pistil/internal/api/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/eventstore"
)

// server is every surface over one core: each surface's package lists its
// routes in one table (its Routes), and routes registers them, the
// storefront API's under both of its prefixes (core.APIPrefixes). No other
// file registers a route (TestNoRouteOutsideTheTables).
type server struct {
	core          *core.Server
	account       *account.Server
	shop          *shop.Server
	bag           *bag.Server
	staff         *staff.Server
	business      *business.Server
	collect       *collect.Server
	merchandising *merchandising.Server
	site          *site.Server
	sms           *sms.Server
}

// newServer builds the core over d and every surface over it.
func newServer(d core.Deps) *server {
	c := &core.Server{Deps: d, Menus: core.NewMenus(d.DB, d.MenuMemory), Accounts: accountstore.New(d.DB),
		Catalog: catalogstore.New(d.DB), Events: eventstore.New(d.DB), PhotoTurns: core.NewPhotoTurns(core.PhotoDecodes)}
	s := &server{core: c, account: account.New(c), shop: shop.New(c), bag: bag.New(c), staff: staff.New(c),
		business: business.New(c),
		collect:  collect.New(c), merchandising: merchandising.New(c), site: site.New(c), sms: sms.New(c)}
	s.site.Featured = s.merchandising.FeaturedAnswer
	return s
}

// routes builds the public mux: the tables of every surface but the
// admin listener's (adminRoutes). It returns the mux's table first, then
// the merchandising service's, mounted under /merch/.
func (s *server) routes() []*core.RouteTable {
	public := core.NewRouteTable("public")
	public.AddTwins(tagged("storefront", s.account.Routes())...)
	public.AddTwins(tagged("storefront", s.shop.Routes())...)
	public.AddTwins(tagged("storefront", s.bag.Routes())...)
	public.AddTwins(tagged("staff", s.staff.Routes())...)
	// The console's API is not twinned (business.Prefix).
	public.Add(tagged("business", s.business.Routes())...)
	public.AddTwins(tagged("kiosk", s.bag.KioskRoutes())...)
	public.AddTwins(tagged("loaders", s.site.LoaderRoutes())...)
	public.Add(s.apiFallbacks()...)
	public.Add(tagged("collectors", s.collect.Routes())...)
	public.Add(tagged("sms", s.sms.Routes())...)
	public.Add(tagged("site", s.site.Routes())...)
	public.Add(tagged("site", []core.Route{
		core.At("GET", "/api/openapi.json", s.core.Handle(openAPI), core.Op("getOpenAPI", "This API's description: OpenAPI 3.1")),
	})...)

	merch := core.NewRouteTable("merch")
	merch.Add(tagged("merchandising", s.merchandising.Routes())...)
	public.Add(core.At("", "/merch/", merch.Mux, nil)) // CORS: core/cors.go
	return []*core.RouteTable{public, merch}
}

// tagged gives the operations of routes the tag of their surface.
func tagged(tag string, routes []core.Route) []core.Route {
	for _, r := range routes {
		if r.Op != nil {
			r.Op.Tag = tag
		}
	}
	return routes
}

// apiFallbacks answer any other path under the API prefixes in the error
// shape, never with the app.
func (s *server) apiFallbacks() []core.Route {
	return []core.Route{
		core.At("", "/api/", s.core.Handle(s.core.UnknownEndpoint), nil),
		core.At("", "/v1/", s.core.Handle(s.core.UnknownEndpoint), nil),
	}
}

// adminRoutes are the admin listener's (NewAdmin, observability): the
// metrics, pprof, and the client error reports.
func (s *server) adminRoutes(metrics http.Handler) *core.RouteTable {
	t := core.NewRouteTable("admin")
	t.Add(
		core.At("GET", "/metrics", metrics, nil),
		core.At("", "/debug/pprof/", http.HandlerFunc(pprof.Index), nil),
		core.At("", "/debug/pprof/cmdline", http.HandlerFunc(pprof.Cmdline), nil),
		core.At("", "/debug/pprof/profile", http.HandlerFunc(pprof.Profile), nil),
		core.At("", "/debug/pprof/symbol", http.HandlerFunc(pprof.Symbol), nil),
		core.At("", "/debug/pprof/trace", http.HandlerFunc(pprof.Trace), nil),
		core.At("GET", "/client-errors", s.core.Handle(s.collect.ListClientErrors), nil),
		core.At("GET", "/{$}", http.HandlerFunc(adminIndex), nil),
	)
	return t
}

func adminIndex(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte("Pistil admin: /metrics, /debug/pprof/, /client-errors\n"))
}
