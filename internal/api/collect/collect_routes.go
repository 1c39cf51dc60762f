package collect

import (
	"github.com/pistil/pistil/internal/api/core"
)

// Routes are Pistil's own analytics collectors (docs/analytics.md):
// everything the storefront's analytics would send to third parties lands
// here and goes to the configured analytics.Destination, the database by
// default. /collect/v1/errors takes the browser's error reports. Browsers post text/plain keepalive
// requests (no preflight); the frameless embed posts from a partner's
// origin. CORS, preflights included: cors.go.
func (s *Server) Routes() []core.Route {
	reports := core.NewIPLimiter(core.ErrorReportsPerSecond, core.ErrorReportsBurst, s.Clock)
	analytics := core.NewIPLimiter(core.AnalyticsPerSecond, core.AnalyticsBurst, s.Clock)
	return []core.Route{
		core.At("POST", "/collect/v1/errors", s.Throttle(reports, s.Handle(s.collectClientError)), core.Op("collectClientError", "Report an error in a shopper's browser").Takes(ClientErrorRequest{}, "text/plain").AnswersNothing()),
		core.At("POST", "/collect/v1/events", s.Throttle(analytics, s.Handle(s.collectEvents)), core.Op("collectEvents", "Collect tracked events, page views and ecommerce events").Takes(CollectEventsRequest{}, "text/plain").AnswersNothing()),
		core.At("POST", "/collect/v1/identify", s.Throttle(analytics, s.Handle(s.collectIdentify)), core.Op("collectIdentify", "Collect an identity call").Takes(CollectIdentifyRequest{}, "text/plain").AnswersNothing()),
		core.At("POST", "/collect/v1/insights", s.Throttle(analytics, s.Handle(s.collectInsights)), core.Op("collectInsights", "Collect search-insights events").Takes(CollectInsightsRequest{}, "text/plain").AnswersNothing()),
	}
}
