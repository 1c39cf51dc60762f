package merchandising

import (
	"github.com/pistil/pistil/internal/api/core"
)

// Routes are the merchandising service (docs/merchandising.md), on a
// mux of its own mounted at /merch/. The event collectors are throttled per
// client address.
func (s *Server) Routes() []core.Route {
	h := s.Handle
	productEvents := core.NewIPLimiter(productEventsPerSecond, productEventsBurst, s.Clock)
	checkoutEvents := core.NewIPLimiter(checkoutEventsPerSecond, checkoutEventsBurst, s.Clock)
	sessionEvents := core.NewIPLimiter(sessionEventsPerSecond, sessionEventsBurst, s.Clock)
	return []core.Route{
		core.At("POST", "/merch/v2/smart", h(s.smart), core.Op("merchSmart", "A placement's products").Takes(SmartRequest{}, "text/plain").Returns(SmartPage{})),
		core.At("POST", "/merch/v2/facets", h(s.facets), core.Op("merchFacets", "Facet counts over the products a filter and query match").Takes(FacetsRequest{}, "text/plain").Returns(FacetCounts{})),
		core.At("POST", "/merch/v2/smartpage", h(s.smartpage), core.Op("merchSmartpage", "Products by their object ids").Takes(SmartpageRequest{}, "text/plain").Returns(PageProducts{})),
		core.At("POST", "/merch/v2/multi", h(s.multi), core.Op("merchMulti", "Several placements' products at once").Takes(MultiRequest{}, "text/plain").Returns(MultiPage{})),
		core.At("POST", "/merch/v2/event/1", s.Throttle(productEvents, h(s.impression)), core.Op("merchImpression", "Record products shown").Takes(ProductEventRequest{}, "text/plain").AnswersNothing()),
		core.At("POST", "/merch/v2/event/2", s.Throttle(productEvents, h(s.click)), core.Op("merchClick", "Record a click on a product").Takes(ProductEventRequest{}, "text/plain").AnswersNothing()),
		core.At("POST", "/merch/v2/event/3e", s.Throttle(checkoutEvents, h(s.externalCheckout)), core.Op("merchExternalCheckout", "Record an order placed in a point of sale from a placement").Takes(ExternalCheckoutRequest{}, "text/plain").AnswersNothing()),
		core.At("POST", "/merch/v2/event/session", s.Throttle(sessionEvents, h(s.sessionEvents)), core.Op("merchSessionEvents", "Record a shopper's session events").Takes(SessionEventsRequest{}, "text/plain").AnswersNothing()),
		core.At("POST", "/merch/v2/virtual-budtender", h(s.virtualBudtender), core.Op("virtualBudtender", "Products for a plain-language request").Takes(BudtenderRequest{}, "text/plain").Returns(BudtenderAnswer{})),
		core.At("POST", "/merch/v2/virtual-budtender/queries", h(s.budtenderQueries), core.Op("virtualBudtenderQueries", "Requests that find products on this menu").Takes(BudtenderRequest{}, "text/plain").Returns(BudtenderQueries{})),
		core.At("", "/merch/", h(s.UnknownEndpoint), nil),
	}
}
