package api

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
