package api

import (
	"net/http"
	"net/http/pprof"
	"slices"

	"github.com/pistil/pistil/internal/sso"
)

// routes.go is the whole HTTP surface: one table per surface, and one
// helper that registers a table. No other file registers a route
// (TestRoutesServed holds the list and fails on a registration made
// elsewhere). The middleware every request passes through is NewServer's;
// a route's own (throttles) wraps its handler here.

// route is one registration on a ServeMux: method ("" for every method),
// path pattern and handler, and the operation it is in the API contract
// (contract.go); nil for what is not an operation: the fallbacks that
// answer unknown paths, the app, the mount of the merchandising mux and
// the admin listener's routes. A twinned surface's paths are relative to
// its prefixes.
type route struct {
	method  string
	path    string
	handler http.Handler
	op      *operation
}

// operation describes a route in the API contract (openapi.json): its
// operationId, unique in the document, a one-line summary, and how it
// answers.
type operation struct {
	id, summary string
	// produces are the media types of its answers, none when it answers
	// 204 with nothing; refusals is that of its refusals (the error
	// shape's JSON unless the route answers them otherwise).
	produces []string
	refusals string
	// tag is the surface (routes): the document's tag of the operation.
	tag string
	// body and answer are values of the Go types of its JSON request body
	// and answer, nil while not described; bodyTypes the media types the
	// body is described under (decode reads JSON whatever the type).
	body, answer any
	bodyTypes    []string
	bodyOptional bool
	query        []queryParam
}

// The query parameters the bag's calls read: the cart's uuid, under one
// name or the other, and a delivery address.
var (
	cartUUID      = inQuery("uuid", "The cart's uuid.")
	cartUUIDAlias = inQuery("cart_uuid", "The cart's uuid, as the bag's bodies name it.")
	addressQuery  = []queryParam{inQuery("street", "The delivery address, not saved."), inQuery("city", ""),
		inQuery("state_code", ""), inQuery("zipcode", ""), inQuery("lat", "").asNumber(), inQuery("lng", "").asNumber()}
)

// The query parameters of the catalogue's and the lists' calls: where the
// shopper is, the discovery filters (spec section 2's initial parameters
// among them; lists are comma-separated), pages, and a report's days.
var (
	pageQuery    = inQuery("page", "The page, counted from 1.").asInt()
	storeQuery   = inQuery("store_id", "The store whose menu it is.").asInt().needed()
	locatedQuery = []queryParam{inQuery("lat", "Where the shopper is: with long, or neither.").asNumber(),
		inQuery("long", "").asNumber()}
	discoverParams = append(slices.Clone(locatedQuery),
		inQuery("kind", "Only this kind of product."), inQuery("lineage", "Only this lineage: indica, sativa, hybrid or cbd."),
		inQuery("effect", "Only products with these effects."), inQuery("max_price", "Only products at most this many dollars.").asNumber(),
		inQuery("min_thc", "Only products with at least this percent of THC.").asNumber(),
		inQuery("brand", "Only these brands."), inQuery("brand_subtype", "Only these brand subtypes."),
		inQuery("root_types", "Only these kinds of product."), inQuery("category", "Only these lineages."),
		inQuery("store_id", "Only these stores."), inQuery("store_type", "Only recreational or only medical stores."),
		inQuery("query", "Words the products' names, brands or descriptions hold."),
		inQuery("page", "The page, counted from 0.").asInt())
	reportQuery = []queryParam{inQuery("from", "The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default."),
		inQuery("to", "The last day, YYYY-MM-DD; today by default.")}
	reportFormatQuery = append([]queryParam{inQuery("format", "json (the default) or csv.")}, reportQuery...)
)

// queryParam is a parameter of an operation's query string: its name, the
// JSON Schema type its value is read as, and what it is for.
type queryParam struct {
	name, kind, about string
	required          bool
}

// inQuery is an optional text parameter; asInt, asNumber and required
// change it.
func inQuery(name, about string) queryParam {
	return queryParam{name: name, kind: "string", about: about}
}

func (q queryParam) asInt() queryParam    { q.kind = "integer"; return q }
func (q queryParam) asNumber() queryParam { q.kind = "number"; return q }
func (q queryParam) needed() queryParam   { q.required = true; return q }

// reads adds parameters of o's query string.
func (o *operation) reads(params ...queryParam) *operation {
	o.query = append(o.query, params...)
	return o
}

// op is an operation answering JSON, refusals in the error shape.
func op(id, summary string) *operation {
	return &operation{id: id, summary: summary, produces: []string{"application/json"}, refusals: "application/json"}
}

// answers sets the media types of o's answers.
func (o *operation) answers(mediaTypes ...string) *operation { o.produces = mediaTypes; return o }

// answersNothing makes o answer 204 No Content when it succeeds.
func (o *operation) answersNothing() *operation { o.produces = nil; return o }

// takes sets the Go type of o's JSON request body, by a value of it, sent
// as application/json or as the media types given: text/plain for the
// collectors, which browsers post that way to skip a CORS preflight.
func (o *operation) takes(body any, mediaTypes ...string) *operation {
	o.body, o.bodyTypes = body, append([]string{"application/json"}, mediaTypes...)
	return o
}

// mayTake is takes for a body that may be left out, its fields then
// read from the query string.
func (o *operation) mayTake(body any) *operation {
	o.bodyOptional = true
	return o.takes(body)
}

// returns sets the Go type of o's JSON answer, by a value of it.
func (o *operation) returns(answer any) *operation { o.answer = answer; return o }

// refusesAs sets the media type o answers its refusals in, for the
// loaders that answer them as a script the page runs.
func (o *operation) refusesAs(mediaType string) *operation { o.refusals = mediaType; return o }

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
	site.addTwins(tagged("storefront", s.storefrontRoutes())...)
	site.addTwins(tagged("staff", s.staffRoutes())...)
	site.addTwins(tagged("kiosk", s.kioskRoutes())...)
	site.addTwins(tagged("loaders", s.loaderTwinRoutes())...)
	site.add(s.apiFallbacks()...)
	site.add(tagged("collectors", s.collectorRoutes())...)
	site.add(tagged("site", s.siteRoutes())...)

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

// storefrontRoutes are the storefront API's calls, under /api/v1 and /v1
// (docs/api.md).
func (s *server) storefrontRoutes() []route {
	h := s.handle
	// Registration is throttled per client address, so that one client
	// cannot make accounts by the thousand (signUpsPerMinute).
	signUps := newIPLimiter(signUpsPerMinute/60.0, signUpsBurst, s.clock)
	return []route{
		{"GET", "/bootstrap", h(s.bootstrap), op("bootstrap", "Give an anonymous shopper a device id").returns(DeviceID{})},

		// Accounts and sessions.
		{"POST", "/users", s.throttle(signUps, h(s.register)), op("register", "Register: mail a link that makes the account").takes(SessionRequest{}).returns(SignupSent{})},
		{"POST", "/users/confirmation", h(s.confirmSignup), op("confirmSignup", "Make the account of a mailed registration link and sign it in").takes(SignupConfirmation{}).returns(Session{})},
		{"POST", "/sessions", h(s.login), op("login", "Log in with an address and password").takes(SessionRequest{}).returns(LoginAnswer{})},
		{"DELETE", "/sessions", h(s.logout), op("logout", "Log out of this session").answersNothing()},
		{"POST", "/sessions/verify", h(s.verifyCode), op("verifyLoginCode", "Finish a login with its verification code").takes(VerifyRequest{}).returns(Session{})},
		{"POST", "/sessions/resend", h(s.resendCode), op("resendLoginCode", "Send a waiting login a new code").takes(VerifyRequest{}).returns(CodeResent{})},
		{"GET", "/whoami", h(s.whoami), op("whoami", "The signed-in customer, or null for a guest").returns(WhoAmI{})},
		{"POST", "/auth/google_oauth2/callback", h(s.signOnWith(sso.Google)), op("signOnWithGoogle", "Sign in with a Google ID token").takes(SignOnRequest{}).returns(Session{})},
		{"POST", "/users/id_tokens/apple", h(s.signOnWith(sso.Apple)), op("signOnWithApple", "Sign in with an Apple ID token").takes(SignOnRequest{}).returns(Session{})},
		{"PUT", "/users", h(s.updateProfile), op("updateProfile", "Change the signed-in customer's profile").takes(ProfileRequest{}).returns(ProfileAnswer{})},
		{"POST", "/contact", h(s.contact), op("contact", "Send the help team a message").takes(ContactRequest{}).returns(Message{})},
		{"GET", "/documents", h(s.getDocument), op("getDocument", "The signed-in customer's identification document").returns(IdentificationAnswer{})},
		{"PATCH", "/documents", h(s.updateDocument), op("updateDocument", "Change the identification document: names, birth date, photos").returns(IdentificationAnswer{})},
		{"GET", "/documents/photos/{slot}", h(s.documentPhoto), op("getDocumentPhoto", "One photo of the signed-in customer's document").answers("image/*")},
		{"PUT", "/users/password", h(s.changePassword), op("changePassword", "Change the signed-in customer's password").takes(PasswordChange{}).returns(PasswordChanged{})},
		{"POST", "/passwords", h(s.requestPasswordReset), op("requestPasswordReset", "Mail a password reset link").takes(PasswordResetRequest{}).returns(Message{})},
		{"PUT", "/passwords", h(s.resetPassword), op("resetPassword", "Set a new password with a reset link's token").takes(PasswordReset{}).returns(Session{})},

		// Stores, partners, products, brands and reviews.
		{"GET", "/stores", h(s.listStores), op("listStores", "Stores near the shopper, or of a partner or state").reads(inQuery("country_code", "Only the stores of this country."), inQuery("state", "Only the stores of this state or province.")).returns(StoreList{})},
		{"GET", "/stores/{id}", h(s.getStore), op("getStore", "A store").returns(StoreAnswer{})},
		{"GET", "/partners/{id}", h(s.getPartner), op("getPartner", "A partner's public settings").returns(PartnerAnswer{})},
		{"GET", "/stores/{id}/reviews", h(s.listReviews(false)), op("listStoreReviews", "A store's reviews, a page at a time").reads(pageQuery).returns(ReviewPage{})},
		{"GET", "/stores/{id}/schedule", h(s.storeSchedule), op("getStoreSchedule", "A store's schedules and reservation windows").reads(inQuery("reservation_mode", "The mode whose windows to list; the store's first by default."), inQuery("zipcode", "Where a delivery goes."), inQuery("lat", "").asNumber(), inQuery("lng", "").asNumber()).returns(StoreSchedule{})},
		{"GET", "/products", h(s.listProducts), op("listProducts", "Products near the shopper across stores").reads(discoverParams...).returns(ProductPage{})},
		{"GET", "/collections", h(s.listCollections), op("listCollections", "Curated collections with products near the shopper").reads(locatedQuery...).returns(CollectionList{})},
		{"GET", "/brands/cash_back", h(s.cashBackBrands), op("listCashBackBrands", "Brands with live cash-back specials").returns(CashBackBrandList{})},
		{"GET", "/products/{id}", h(s.getMenuProduct), op("getMenuProduct", "A store's menu product").reads(storeQuery).returns(MenuProductAnswer{})},
		{"GET", "/materialized_menu_products", h(s.materializedMenuProducts), op("listMenuProducts", "A store's visible menu products").reads(storeQuery, inQuery("product_id", "Only these products: ids, comma-separated or the parameter repeated.")).returns(MenuProductList{})},
		{"GET", "/products/{id}/reviews", h(s.listReviews(true)), op("listProductReviews", "A product's reviews, a page at a time").reads(pageQuery).returns(ReviewPage{})},
		{"POST", "/products/{id}/reviews", h(s.writeReview), op("writeReview", "Review a product").takes(ReviewRequest{}).returns(ReviewAnswer{})},
		{"POST", "/reviews/{id}/upvote", h(s.upvoteReview), op("upvoteReview", "Upvote a review").returns(UpvoteAnswer{})},
		{"PATCH", "/reviews/{id}", h(s.editReview), op("editReview", "Change one's own review").takes(ReviewRequest{}).returns(ReviewAnswer{})},
		{"DELETE", "/reviews/{id}", h(s.deleteReview), op("deleteReview", "Remove one's own review").answersNothing()},
		{"GET", "/products/{id}/stores", h(s.productStores), op("listProductStores", "A product with every store that sells it").returns(ProductStoresAnswer{})},
		{"GET", "/brands", h(s.listBrands), op("listBrands", "Brands").returns(BrandList{})},
		{"GET", "/brands/{id}", h(s.getBrand), op("getBrand", "A brand").returns(BrandAnswer{})},
		{"GET", "/brands/{id}/products", h(s.brandProducts), op("listBrandProducts", "A brand's products").returns(BrandProductList{})},

		// The bag, its specials and checkout.
		{"GET", "/carts", h(s.getCart), op("getCart", "A cart, priced under the best specials").reads(cartUUID.needed()).returns(CartAnswer{})},
		{"PATCH", "/carts", h(s.updateCart), op("updateCart", "Change what a cart's price depends on besides its lines").takes(CartChangeRequest{}).returns(CartAnswer{})},
		{"POST", "/carts", h(s.createCart), op("createCart", "Make an empty cart at a store").takes(NewCartRequest{}).returns(NewCartAnswer{})},
		{"DELETE", "/carts", h(s.deleteCart), op("deleteCart", "Remove a pending cart").reads(cartUUID, cartUUIDAlias).answersNothing()},
		{"GET", "/carts/get_for_user", h(s.cartForUser), op("getCartForUser", "The signed-in customer's pending cart").reads(inQuery("uuid", "The cart the browser holds, resumed when it is the customer's."),
			inQuery("store_id", "Only a cart at this store.").asInt(), inQuery("app_mode", "Only a cart of this app mode.")).returns(UserCartAnswer{})},
		{"GET", "/carts/get_unavailable_product_ids", h(s.unavailableProductIDs), op("listUnavailableCartProducts", "The cart lines that can no longer be bought as they stand").reads(cartUUID, cartUUIDAlias).returns(UnavailableAnswer{})},
		{"PATCH", "/carts/optimize_specials", h(s.updateCart), op("optimizeCartSpecials", "Price a cart again under the best specials").takes(CartChangeRequest{}).returns(CartAnswer{})},
		{"DELETE", "/carts/changed_special_flag", h(s.clearSpecialFlags), op("clearCartSpecialFlags", "Mark the specials on a cart as seen").reads(cartUUID).mayTake(CartRef{}).returns(CartAnswer{})},
		{"GET", "/carts/lookup_sales_tax_rate", h(s.lookupSalesTaxRate), op("lookupSalesTaxRate", "The sales tax rate an order to an address pays").reads(append([]queryParam{cartUUID.needed()}, addressQuery...)...).returns(SalesTaxAnswer{})},
		{"GET", "/carts/find_bundle_specials", h(s.findBundleSpecials), op("findBundleSpecials", "The bundle specials a cart can use, and what they lack").reads(cartUUID.needed(), inQuery("touched_product_id", "Only the bundles whose sections hold this product.").asInt()).returns(BundlePossibilities{})},
		{"GET", "/pos_cart", h(s.posCart), op("getPOSCart", "A cart's totals for a point of sale").reads(append([]queryParam{cartUUIDAlias.needed()}, addressQuery...)...).returns(POSCartAnswer{})},
		{"GET", "/stores/{id}/specials", h(s.storeSpecialsList), op("listStoreSpecials", "The live specials the shopper sees at a store").returns(StoreSpecials{})},
		{"GET", "/stores/{id}/specials/{specialId}", h(s.storeSpecial), op("getStoreSpecial", "A special with the products it covers").reads(inQuery("cart_uuid", "The shopper's cart, for the special's status on it.")).returns(StoreSpecialAnswer{})},
		{"POST", "/carts/checkout", h(s.checkout), op("checkout", "Check a cart out into a reservation").takes(CheckoutRequest{}).returns(CheckoutAnswer{})},
		{"POST", "/cart_products", h(s.addCartProduct), op("addCartProduct", "Add a product to a cart").takes(AddCartProductRequest{}).returns(NewCartAnswer{})},
		{"PATCH", "/cart_products/{productId}", h(s.updateCartProduct), op("updateCartProduct", "Change a cart line's count or weight").takes(UpdateCartProductRequest{}).returns(CartLineAnswer{})},
		{"DELETE", "/cart_products/{productId}", h(s.deleteCartProduct), op("deleteCartProduct", "Remove a cart line").reads(cartUUIDAlias, inQuery("price_id", "The line's weight.")).mayTake(RemoveCartProductRequest{}).returns(CartAnswer{})},
		{"DELETE", "/cart_products/unavailable", h(s.removeUnavailable), op("removeUnavailableCartProducts", "Remove a cart's unavailable lines").reads(cartUUIDAlias).mayTake(RemoveUnavailableRequest{}).returns(CartAnswer{})},

		// Reservations.
		{"GET", "/reservation_receipts/{uuid}", h(s.getReceipt), op("getReceipt", "A reservation by its receipt's secret uuid").returns(ReservationAnswer{})},
		{"GET", "/reservations", h(s.listReservations), op("listReservations", "The signed-in customer's reservations, a page at a time").reads(pageQuery).returns(ReservationPage{})},
		{"GET", "/reservations/{id}", h(s.getReservation), op("getReservation", "One of the signed-in customer's reservations").returns(ReservationAnswer{})},
		{"POST", "/reservations/{id}/cancel", h(s.cancelReservation), op("cancelReservation", "Cancel one's pending reservation").returns(ReservationAnswer{})},
		{"POST", "/reservation_receipts/{uuid}/cancel", h(s.cancelReceipt), op("cancelReceipt", "Cancel a pending reservation by its receipt").returns(ReservationAnswer{})},
		{"POST", "/reservation_receipts/{uuid}/arrived", h(s.arrived), op("arrived", "Tell the store a curbside shopper has arrived").takes(ArrivalRequest{}).returns(ReservationAnswer{})},

		// Loyalty (CRM), spec section 7.
		{"GET", "/stores/{id}/crm_integration", h(s.crmIntegration), op("getLoyaltyWallet", "The shopper's loyalty wallet at a store").reads(inQuery("crm_member_id", "The member's id, which must be the signed-in customer's."),
			inQuery("auth_code", "The code that unlocks the wallet."), inQuery("email", "The member's address, which must be the signed-in customer's.")).returns(LoyaltyAnswer{})},
		{"POST", "/carts/initiate_crm_auth", h(s.initiateCRMAuth), op("startLoyaltyAuth", "Send a code that unlocks the loyalty wallet").takes(LoyaltyAuthRequest{}).returns(LoyaltyCodeSent{})},
		{"POST", "/carts/apply_crm_redemption", h(s.applyCRMRedemption), op("applyLoyaltyRedemption", "Redeem a loyalty reward on a cart").takes(RedemptionRequest{}).returns(RedemptionAnswer{})},
		{"DELETE", "/carts/remove_crm_redemption", h(s.removeCRMRedemption), op("removeLoyaltyRedemption", "Take a loyalty redemption off a cart").reads(inQuery("id", "The redemption.").asInt(), inQuery("crm_provider", "Its provider.")).mayTake(RedemptionRemoval{}).returns(RedemptionAnswer{})},
	}
}

// staffRoutes are store staff's calls, under /api/v1 and /v1: the
// reservations to fill, user segments, and the store reports
// (docs/analytics.md).
func (s *server) staffRoutes() []route {
	h := s.handle
	return []route{
		{"GET", "/staff/reservations", h(s.staffReservations), op("listStaffReservations", "The store's reservations, a page at a time").reads(inQuery("status", "Only reservations in these statuses, comma-separated."), pageQuery).returns(StaffReservationPage{})},
		{"GET", "/staff/reservations/{id}", h(s.staffReservation), op("getStaffReservation", "One of the store's reservations").returns(StaffReservationAnswer{})},
		{"PATCH", "/staff/reservations/{id}", h(s.updateStaffReservation), op("updateStaffReservation", "Move a reservation on, cancel it, or message the shopper").takes(StaffReservationChange{}).returns(StaffReservationAnswer{})},
		{"GET", "/staff/user_segments", h(s.staffSegments), op("listStaffSegments", "The user segments the store's staff manage").returns(StaffSegments{})},
		{"GET", "/staff/user_segments/{id}/members", h(s.staffSegmentMembers), op("listStaffSegmentMembers", "A staff segment's members").returns(SegmentMembers{})},
		{"POST", "/staff/user_segments/{id}/members", h(s.addStaffSegmentMember), op("addStaffSegmentMember", "Put a customer in a staff segment").takes(SegmentMemberRequest{}).returns(SegmentMemberAnswer{})},
		{"DELETE", "/staff/user_segments/{id}/members/{customerId}", h(s.removeStaffSegmentMember), op("removeStaffSegmentMember", "Take a customer out of a staff segment").answersNothing()},
		{"GET", "/stores/{id}/reports/products", h(s.productReport(false)), op("getProductReport", "Impressions, clicks, adds and reservations per day, product and placement").reads(reportFormatQuery...).answers("application/json", "text/csv").returns(ProductReport{})},
		{"GET", "/stores/{id}/reports/products.csv", h(s.productReport(true)), op("getProductReportCSV", "The product report as CSV").reads(reportQuery...).answers("text/csv")},
		{"GET", "/stores/{id}/reports/events", h(s.eventReport(false)), op("getEventReport", "Collected analytics events per day").reads(reportFormatQuery...).answers("application/json", "text/csv").returns(EventReport{})},
		{"GET", "/stores/{id}/reports/events.csv", h(s.eventReport(true)), op("getEventReportCSV", "The event report as CSV").reads(reportQuery...).answers("text/csv")},
		{"GET", "/stores/{id}/reports/campaigns", h(s.campaignReport(false)), op("getCampaignReport", "Reservations and amounts per day and campaign").reads(reportFormatQuery...).answers("application/json", "text/csv").returns(CampaignReport{})},
		{"GET", "/stores/{id}/reports/campaigns.csv", h(s.campaignReport(true)), op("getCampaignReportCSV", "The campaign report as CSV").reads(reportQuery...).answers("text/csv")},
	}
}

// kioskRoutes are the in-store kiosk's calls, under /api/v1 and /v1: staff
// bind a device to a store with the store's kiosk PIN, and a device asks
// whether it still is.
func (s *server) kioskRoutes() []route {
	return []route{
		{"POST", "/kiosk/devices", s.handle(s.bindKiosk), op("bindKiosk", "Bind this device to a store as its kiosk").takes(BindKioskRequest{}).returns(KioskBinding{})},
		{"GET", "/kiosk/devices/current", s.handle(s.currentKiosk), op("getKiosk", "The store this kiosk device is bound to").returns(KioskStore{})},
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
		{"GET", "/stores/{id}/embed.js", http.HandlerFunc(s.storeEmbedScript), op("getStoreEmbedLoader", "The embedded menu's loader script").answers("text/javascript").refusesAs("text/javascript")},
		{"GET", "/operators/{id}/embed.js", http.HandlerFunc(s.operatorEmbedScript), op("getOperatorEmbedLoader", "The operator embed's loader script").answers("text/javascript").refusesAs("text/javascript")},
		{"GET", "/stores/{id}/frameless.js", s.handle(s.framelessLoader), op("getFramelessLoader", "The frameless store's loader script").answers("text/javascript")},
		{"GET", "/stores/{id}/menu.html", s.handle(s.framelessMenuHTML), op("getFramelessMenuHTML", "The menu as an HTML fragment for a partner's server").reads(inQuery("path", "The screen's path: the menu, or a product page's path, which renders that product.")).answers("text/html")},
		{"GET", "/headless/embed.js", http.HandlerFunc(s.serveHeadlessEmbed), op("getHeadlessLoader", "The headless mode's loader script").answers("text/javascript")},
	}
}

// apiFallbacks answer any other path under the API prefixes in the error
// shape, never with the app.
func (s *server) apiFallbacks() []route {
	return []route{
		{"", "/api/", s.handle(s.unknownEndpoint), nil},
		{"", "/v1/", s.handle(s.unknownEndpoint), nil},
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
		{"POST", "/collect/v1/errors", s.throttle(reports, s.handle(s.collectClientError)), op("collectClientError", "Report an error in a shopper's browser").takes(ClientErrorRequest{}, "text/plain").answersNothing()},
		{"POST", "/collect/v1/events", s.throttle(analytics, s.handle(s.collectEvents)), op("collectEvents", "Collect tracked events, page views and ecommerce events").takes(CollectEventsRequest{}, "text/plain").answersNothing()},
		{"POST", "/collect/v1/identify", s.throttle(analytics, s.handle(s.collectIdentify)), op("collectIdentify", "Collect an identity call").takes(CollectIdentifyRequest{}, "text/plain").answersNothing()},
		{"POST", "/collect/v1/insights", s.throttle(analytics, s.handle(s.collectInsights)), op("collectInsights", "Collect search-insights events").takes(CollectInsightsRequest{}, "text/plain").answersNothing()},
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
		{"GET", "/api/openapi.json", s.handle(s.openAPI), op("getOpenAPI", "This API's description: OpenAPI 3.1")},
		{"GET", "/frameless/embed.js", s.handle(s.framelessEmbedScript), op("getFramelessEmbed", "The one script a frameless partner includes").answers("text/javascript")},
		{"", "/", s.app, nil},
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
		{"POST", "/merch/v2/smart", h(s.smart), op("merchSmart", "A placement's products").takes(SmartRequest{}, "text/plain").returns(SmartPage{})},
		{"POST", "/merch/v2/facets", h(s.facets), op("merchFacets", "Facet counts over the products a filter and query match").takes(FacetsRequest{}, "text/plain").returns(FacetCounts{})},
		{"POST", "/merch/v2/smartpage", h(s.smartpage), op("merchSmartpage", "Products by their object ids").takes(SmartpageRequest{}, "text/plain").returns(PageProducts{})},
		{"POST", "/merch/v2/multi", h(s.multi), op("merchMulti", "Several placements' products at once").takes(MultiRequest{}, "text/plain").returns(MultiPage{})},
		{"POST", "/merch/v2/event/1", s.throttle(productEvents, h(s.impression)), op("merchImpression", "Record products shown").takes(ProductEventRequest{}, "text/plain").answersNothing()},
		{"POST", "/merch/v2/event/2", s.throttle(productEvents, h(s.click)), op("merchClick", "Record a click on a product").takes(ProductEventRequest{}, "text/plain").answersNothing()},
		{"POST", "/merch/v2/event/3e", s.throttle(checkoutEvents, h(s.externalCheckout)), op("merchExternalCheckout", "Record an order placed in a point of sale from a placement").takes(ExternalCheckoutRequest{}, "text/plain").answersNothing()},
		{"POST", "/merch/v2/event/session", s.throttle(sessionEvents, h(s.sessionEvents)), op("merchSessionEvents", "Record a shopper's session events").takes(SessionEventsRequest{}, "text/plain").answersNothing()},
		{"POST", "/merch/v2/virtual-budtender", h(s.virtualBudtender), op("virtualBudtender", "Products for a plain-language request").takes(BudtenderRequest{}, "text/plain").returns(BudtenderAnswer{})},
		{"POST", "/merch/v2/virtual-budtender/queries", h(s.budtenderQueries), op("virtualBudtenderQueries", "Requests that find products on this menu").takes(BudtenderRequest{}, "text/plain").returns(BudtenderQueries{})},
		{"", "/merch/", h(s.unknownEndpoint), nil},
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
