package api

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
