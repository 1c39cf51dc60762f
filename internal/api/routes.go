package api

import (
	"net/http"
	"net/http/pprof"

	"github.com/pistil/pistil/internal/sso"
)

// routes.go is the whole HTTP surface: one table per surface, and one
// helper that registers a table. No other file registers a route
// (TestRoutesServed holds the list and fails on a registration made
// elsewhere). The middleware every request passes through is NewServer's;
// a route's own (throttles) wraps its handler here.

// route is one registration on a ServeMux: method ("" for every method),
// path pattern and handler. A twinned surface's paths are relative to its
// prefixes.
type route struct {
	method  string
	path    string
	handler http.Handler
}

// pattern is the ServeMux pattern of r.
func (r route) pattern() string {
	if r.method == "" {
		return r.path
	}
	return r.method + " " + r.path
}

// apiPrefixes are where the storefront API answers: /api/v1 for the app,
// and /v1 for the frameless embed's API host. Each route of a twinned
// surface is registered under both.
var apiPrefixes = []string{"/api/v1", "/v1"}

// routeTable registers routes on one mux and keeps them as registered, in
// order, for the route test.
type routeTable struct {
	name   string
	mux    *http.ServeMux
	served []route
}

func newRouteTable(name string) *routeTable {
	return &routeTable{name: name, mux: http.NewServeMux()}
}

// add registers routes as written.
func (t *routeTable) add(routes ...route) {
	for _, r := range routes {
		t.mux.Handle(r.pattern(), r.handler)
		t.served = append(t.served, r)
	}
}

// addTwins registers routes under /api/v1 and under /v1.
func (t *routeTable) addTwins(routes ...route) {
	for _, prefix := range apiPrefixes {
		for _, r := range routes {
			r.path = prefix + r.path
			t.add(r)
		}
	}
}

// routes builds the public mux: the tables of every surface but the
// admin listener's (adminRoutes). It returns the mux's table first, then
// the merchandising service's, mounted under /merch/.
func (s *server) routes() []*routeTable {
	site := newRouteTable("public")
	site.addTwins(s.storefrontRoutes()...)
	site.addTwins(s.staffRoutes()...)
	site.addTwins(s.kioskRoutes()...)
	site.addTwins(s.loaderTwinRoutes()...)
	site.add(s.apiFallbacks()...)
	site.add(s.collectorRoutes()...)
	site.add(s.siteRoutes()...)

	merch := newRouteTable("merch")
	merch.add(s.merchRoutes()...)
	site.add(route{"", "/merch/", merch.mux}) // CORS: cors.go
	return []*routeTable{site, merch}
}

// storefrontRoutes are the storefront API's calls, under /api/v1 and /v1
// (docs/api.md).
func (s *server) storefrontRoutes() []route {
	h := s.handle
	// Registration is throttled per client address, so that one client
	// cannot make accounts by the thousand (signUpsPerMinute).
	signUps := newIPLimiter(signUpsPerMinute/60.0, signUpsBurst, s.clock)
	return []route{
		{"GET", "/bootstrap", h(s.bootstrap)},

		// Accounts and sessions.
		{"POST", "/users", s.throttle(signUps, h(s.register))},
		{"POST", "/users/confirmation", h(s.confirmSignup)},
		{"POST", "/sessions", h(s.login)},
		{"DELETE", "/sessions", h(s.logout)},
		{"POST", "/sessions/verify", h(s.verifyCode)},
		{"POST", "/sessions/resend", h(s.resendCode)},
		{"GET", "/whoami", h(s.whoami)},
		{"POST", "/auth/google_oauth2/callback", h(s.signOnWith(sso.Google))},
		{"POST", "/users/id_tokens/apple", h(s.signOnWith(sso.Apple))},
		{"PUT", "/users", h(s.updateProfile)},
		{"POST", "/contact", h(s.contact)},
		{"GET", "/documents", h(s.getDocument)},
		{"PATCH", "/documents", h(s.updateDocument)},
		{"GET", "/documents/photos/{slot}", h(s.documentPhoto)},
		{"PUT", "/users/password", h(s.changePassword)},
		{"POST", "/passwords", h(s.requestPasswordReset)},
		{"PUT", "/passwords", h(s.resetPassword)},

		// Stores, partners, products, brands and reviews.
		{"GET", "/stores", h(s.listStores)},
		{"GET", "/stores/{id}", h(s.getStore)},
		{"GET", "/partners/{id}", h(s.getPartner)},
		{"GET", "/stores/{id}/reviews", h(s.listReviews(false))},
		{"GET", "/stores/{id}/schedule", h(s.storeSchedule)},
		{"GET", "/products", h(s.listProducts)},
		{"GET", "/collections", h(s.listCollections)},
		{"GET", "/brands/cash_back", h(s.cashBackBrands)},
		{"GET", "/products/{id}", h(s.getMenuProduct)},
		{"GET", "/materialized_menu_products", h(s.materializedMenuProducts)},
		{"GET", "/products/{id}/reviews", h(s.listReviews(true))},
		{"POST", "/products/{id}/reviews", h(s.writeReview)},
		{"POST", "/reviews/{id}/upvote", h(s.upvoteReview)},
		{"PATCH", "/reviews/{id}", h(s.editReview)},
		{"DELETE", "/reviews/{id}", h(s.deleteReview)},
		{"GET", "/products/{id}/stores", h(s.productStores)},
		{"GET", "/brands", h(s.listBrands)},
		{"GET", "/brands/{id}", h(s.getBrand)},
		{"GET", "/brands/{id}/products", h(s.brandProducts)},

		// The bag, its specials and checkout.
		{"GET", "/carts", h(s.getCart)},
		{"PATCH", "/carts", h(s.updateCart)},
		{"POST", "/carts", h(s.createCart)},
		{"DELETE", "/carts", h(s.deleteCart)},
		{"GET", "/carts/get_for_user", h(s.cartForUser)},
		{"GET", "/carts/get_unavailable_product_ids", h(s.unavailableProductIDs)},
		{"PATCH", "/carts/optimize_specials", h(s.updateCart)},
		{"DELETE", "/carts/changed_special_flag", h(s.clearSpecialFlags)},
		{"GET", "/carts/lookup_sales_tax_rate", h(s.lookupSalesTaxRate)},
		{"GET", "/carts/find_bundle_specials", h(s.findBundleSpecials)},
		{"GET", "/pos_cart", h(s.posCart)},
		{"GET", "/stores/{id}/specials", h(s.storeSpecialsList)},
		{"GET", "/stores/{id}/specials/{specialId}", h(s.storeSpecial)},
		{"POST", "/carts/checkout", h(s.checkout)},
		{"POST", "/cart_products", h(s.addCartProduct)},
		{"PATCH", "/cart_products/{productId}", h(s.updateCartProduct)},
		{"DELETE", "/cart_products/{productId}", h(s.deleteCartProduct)},
		{"DELETE", "/cart_products/unavailable", h(s.removeUnavailable)},

		// Reservations.
		{"GET", "/reservation_receipts/{uuid}", h(s.getReceipt)},
		{"GET", "/reservations", h(s.listReservations)},
		{"GET", "/reservations/{id}", h(s.getReservation)},
		{"POST", "/reservations/{id}/cancel", h(s.cancelReservation)},
		{"POST", "/reservation_receipts/{uuid}/cancel", h(s.cancelReceipt)},
		{"POST", "/reservation_receipts/{uuid}/arrived", h(s.arrived)},

		// Loyalty (CRM), spec section 7.
		{"GET", "/stores/{id}/crm_integration", h(s.crmIntegration)},
		{"POST", "/carts/initiate_crm_auth", h(s.initiateCRMAuth)},
		{"POST", "/carts/apply_crm_redemption", h(s.applyCRMRedemption)},
		{"DELETE", "/carts/remove_crm_redemption", h(s.removeCRMRedemption)},
	}
}

// staffRoutes are store staff's calls, under /api/v1 and /v1: the
// reservations to fill, user segments, and the store reports
// (docs/analytics.md).
func (s *server) staffRoutes() []route {
	h := s.handle
	return []route{
		{"GET", "/staff/reservations", h(s.staffReservations)},
		{"GET", "/staff/reservations/{id}", h(s.staffReservation)},
		{"PATCH", "/staff/reservations/{id}", h(s.updateStaffReservation)},
		{"GET", "/staff/user_segments", h(s.staffSegments)},
		{"GET", "/staff/user_segments/{id}/members", h(s.staffSegmentMembers)},
		{"POST", "/staff/user_segments/{id}/members", h(s.addStaffSegmentMember)},
		{"DELETE", "/staff/user_segments/{id}/members/{customerId}", h(s.removeStaffSegmentMember)},
		{"GET", "/stores/{id}/reports/products", h(s.productReport(false))},
		{"GET", "/stores/{id}/reports/products.csv", h(s.productReport(true))},
		{"GET", "/stores/{id}/reports/events", h(s.eventReport(false))},
		{"GET", "/stores/{id}/reports/events.csv", h(s.eventReport(true))},
		{"GET", "/stores/{id}/reports/campaigns", h(s.campaignReport(false))},
		{"GET", "/stores/{id}/reports/campaigns.csv", h(s.campaignReport(true))},
	}
}

// kioskRoutes are the in-store kiosk's calls, under /api/v1 and /v1: staff
// bind a device to a store with the store's kiosk PIN, and a device asks
// whether it still is.
func (s *server) kioskRoutes() []route {
	return []route{
		{"POST", "/kiosk/devices", s.handle(s.bindKiosk)},
		{"GET", "/kiosk/devices/current", s.handle(s.currentKiosk)},
	}
}

// loaderTwinRoutes are the scripts and pages a partner's page or server
// includes, under /api/v1 and /v1: the embedded and operator-embed
// loaders (docs/modes/embedded.md, docs/modes/operator-embed.md), the
// frameless store loader and menu HTML (docs/modes/frameless.md) and the
// headless loader (docs/modes/headless.md). The embed loaders answer
// their refusals as scripts, not in the error shape.
func (s *server) loaderTwinRoutes() []route {
	return []route{
		{"GET", "/stores/{id}/embed.js", http.HandlerFunc(s.storeEmbedScript)},
		{"GET", "/operators/{id}/embed.js", http.HandlerFunc(s.operatorEmbedScript)},
		{"GET", "/stores/{id}/frameless.js", s.handle(s.framelessLoader)},
		{"GET", "/stores/{id}/menu.html", s.handle(s.framelessMenuHTML)},
		{"GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed)},
	}
}

// apiFallbacks answer any other path under the API prefixes in the error
// shape, never with the app.
func (s *server) apiFallbacks() []route {
	return []route{
		{"", "/api/", s.handle(s.unknownEndpoint)},
		{"", "/v1/", s.handle(s.unknownEndpoint)},
	}
}

// collectorRoutes are Pistil's own analytics collectors (docs/analytics.md):
// everything the storefront's analytics would send to third parties lands
// here and goes to the configured analytics.Destination, the database by
// default. /collect/v1/errors takes the browser's error reports. Browsers post text/plain keepalive
// requests (no preflight); the frameless embed posts from a partner's
// origin. CORS, preflights included: cors.go.
func (s *server) collectorRoutes() []route {
	reports := newIPLimiter(errorReportsPerSecond, errorReportsBurst, s.clock)
	analytics := newIPLimiter(analyticsPerSecond, analyticsBurst, s.clock)
	return []route{
		{"POST", "/collect/v1/errors", s.throttle(reports, s.handle(s.collectClientError))},
		{"POST", "/collect/v1/events", s.throttle(analytics, s.handle(s.collectEvents))},
		{"POST", "/collect/v1/identify", s.throttle(analytics, s.handle(s.collectIdentify))},
		{"POST", "/collect/v1/insights", s.throttle(analytics, s.handle(s.collectInsights))},
	}
}

// siteRoutes are the health checks, product images, the SEO files, the
// loaders outside the API prefixes, and the app, which answers every
// other path (its pages prerendered for search engines: seo.go).
func (s *server) siteRoutes() []route {
	return []route{
		{"GET", "/healthz", s.handle(s.healthz)},
		{"GET", "/readyz", s.handle(s.readyz)},
		{"GET", "/images/products/{folder}/{file}", s.handle(s.productImage)},
		{"GET", "/sitemap.xml", s.handle(s.sitemap)},
		{"GET", "/robots.txt", s.handle(s.robots)},
		{"GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed)},
		{"GET", "/frameless/embed.js", s.handle(s.framelessEmbedScript)},
		{"", "/", s.app},
	}
}

// merchRoutes are the merchandising service (docs/merchandising.md), on a
// mux of its own mounted at /merch/. The event collectors are throttled per
// client address.
func (s *server) merchRoutes() []route {
	h := s.handle
	productEvents := newIPLimiter(productEventsPerSecond, productEventsBurst, s.clock)
	checkoutEvents := newIPLimiter(checkoutEventsPerSecond, checkoutEventsBurst, s.clock)
	sessionEvents := newIPLimiter(sessionEventsPerSecond, sessionEventsBurst, s.clock)
	return []route{
		{"POST", "/merch/v2/smart", h(s.smart)},
		{"POST", "/merch/v2/facets", h(s.facets)},
		{"POST", "/merch/v2/smartpage", h(s.smartpage)},
		{"POST", "/merch/v2/multi", h(s.multi)},
		{"POST", "/merch/v2/event/1", s.throttle(productEvents, h(s.impression))},
		{"POST", "/merch/v2/event/2", s.throttle(productEvents, h(s.click))},
		{"POST", "/merch/v2/event/3e", s.throttle(checkoutEvents, h(s.externalCheckout))},
		{"POST", "/merch/v2/event/session", s.throttle(sessionEvents, h(s.sessionEvents))},
		{"POST", "/merch/v2/virtual-budtender", h(s.virtualBudtender)},
		{"POST", "/merch/v2/virtual-budtender/queries", h(s.budtenderQueries)},
		{"", "/merch/", h(s.unknownEndpoint)},
	}
}

// adminRoutes are the admin listener's (NewAdmin, observability): the
// metrics, pprof, and the client error reports.
func (s *server) adminRoutes(metrics http.Handler) *routeTable {
	t := newRouteTable("admin")
	t.add(
		route{"GET", "/metrics", metrics},
		route{"", "/debug/pprof/", http.HandlerFunc(pprof.Index)},
		route{"", "/debug/pprof/cmdline", http.HandlerFunc(pprof.Cmdline)},
		route{"", "/debug/pprof/profile", http.HandlerFunc(pprof.Profile)},
		route{"", "/debug/pprof/symbol", http.HandlerFunc(pprof.Symbol)},
		route{"", "/debug/pprof/trace", http.HandlerFunc(pprof.Trace)},
		route{"GET", "/client-errors", s.handle(s.listClientErrors)},
		route{"GET", "/{$}", http.HandlerFunc(adminIndex)},
	)
	return t
}

func adminIndex(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte("Pistil admin: /metrics, /debug/pprof/, /client-errors\n"))
}
