package api

// MerchRoutes are the merchandising service (docs/merchandising.md), on a
// mux of its own mounted at /merch/. The event collectors are throttled per
// client address.
func (s *Server) MerchRoutes() []Route {
	h := s.Handle
	productEvents := NewIPLimiter(productEventsPerSecond, productEventsBurst, s.Clock)
	checkoutEvents := NewIPLimiter(checkoutEventsPerSecond, checkoutEventsBurst, s.Clock)
	sessionEvents := NewIPLimiter(sessionEventsPerSecond, sessionEventsBurst, s.Clock)
	return []Route{
		{"POST", "/merch/v2/smart", h(s.smart), Op("merchSmart", "A placement's products").Takes(SmartRequest{}, "text/plain").Returns(SmartPage{})},
		{"POST", "/merch/v2/facets", h(s.facets), Op("merchFacets", "Facet counts over the products a filter and query match").Takes(FacetsRequest{}, "text/plain").Returns(FacetCounts{})},
		{"POST", "/merch/v2/smartpage", h(s.smartpage), Op("merchSmartpage", "Products by their object ids").Takes(SmartpageRequest{}, "text/plain").Returns(PageProducts{})},
		{"POST", "/merch/v2/multi", h(s.multi), Op("merchMulti", "Several placements' products at once").Takes(MultiRequest{}, "text/plain").Returns(MultiPage{})},
		{"POST", "/merch/v2/event/1", s.Throttle(productEvents, h(s.impression)), Op("merchImpression", "Record products shown").Takes(ProductEventRequest{}, "text/plain").AnswersNothing()},
		{"POST", "/merch/v2/event/2", s.Throttle(productEvents, h(s.click)), Op("merchClick", "Record a click on a product").Takes(ProductEventRequest{}, "text/plain").AnswersNothing()},
		{"POST", "/merch/v2/event/3e", s.Throttle(checkoutEvents, h(s.externalCheckout)), Op("merchExternalCheckout", "Record an order placed in a point of sale from a placement").Takes(ExternalCheckoutRequest{}, "text/plain").AnswersNothing()},
		{"POST", "/merch/v2/event/session", s.Throttle(sessionEvents, h(s.sessionEvents)), Op("merchSessionEvents", "Record a shopper's session events").Takes(SessionEventsRequest{}, "text/plain").AnswersNothing()},
		{"POST", "/merch/v2/virtual-budtender", h(s.virtualBudtender), Op("virtualBudtender", "Products for a plain-language request").Takes(BudtenderRequest{}, "text/plain").Returns(BudtenderAnswer{})},
		{"POST", "/merch/v2/virtual-budtender/queries", h(s.budtenderQueries), Op("virtualBudtenderQueries", "Requests that find products on this menu").Takes(BudtenderRequest{}, "text/plain").Returns(BudtenderQueries{})},
		{"", "/merch/", h(s.UnknownEndpoint), nil},
	}
}
