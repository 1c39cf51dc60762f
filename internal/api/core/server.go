// Package core is what the HTTP API's surfaces share (ADR 0021): the
// server's dependencies and menu index, the route and operation types the
// contract is built from, the one error shape with decoding and encoding,
// the request's shopper, the per-client throttle, CORS, the middleware
// every request passes through, and the wire types more than one surface
// answers with.
package core

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/live"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/sso"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/eventstore"
	"go.opentelemetry.io/otel/trace"
)

// Deps is everything the server needs; there are no globals.
type Deps struct {
	DB  *storage.DB
	Log *slog.Logger
	// App is the built React app with its index.html, or nil when the app
	// was not built; then Placeholder is served for every screen.
	App         fs.FS
	Placeholder []byte
	// Illustration returns the SVG of a default product photo.
	Illustration func(folder, file string) ([]byte, bool)
	// Features are the feature flags switched on (config.Features).
	Features []string
	// FeatureRollouts are flags on for a share of shoppers, in buckets out
	// of 1,000,000; the app decides per shopper.
	FeatureRollouts map[string]int
	// SignOn verifies single sign-on ID tokens (sso.Verifier); nil turns
	// single sign-on off.
	SignOn SignOn
	// Files keeps identification photos, sealed; nil refuses document
	// uploads (problem.Unavailable).
	Files *storage.Files
	// Sealer seals the store console's TOTP secrets with the key of the
	// identification photos (docs/adr/0022-store-console.md, section 1);
	// nil takes the key kept in the database.
	Sealer *sealed.Box
	// Live is the instance's hub of store console streams
	// (internal/live), fed by the storage's listener (business.Deliver);
	// nil makes one nobody feeds.
	Live *live.Hub
	// PublicURL is the storefront's address for links in messages, without
	// a trailing slash.
	PublicURL string
	// SupportEmail receives the customers' contact messages.
	SupportEmail string
	// MapTiles and MapAttribution are the store maps' raster tile source
	// (a URL template) and its credit; empty MapTiles draws the offline map.
	MapTiles, MapAttribution string
	// SMS says text messages can be sent (config -sms not off); without it
	// verification codes go by e-mail only.
	SMS bool
	// FeedWake tells this instance's feed runner that a store asked for its
	// feed to be read now (feeds.Runner.Wake); nil leaves the run to the
	// runner's next look.
	FeedWake func()
	// TextGateway is the text message gateway (config -sms), whose auth
	// token signs what it posts to /api/v1/sms; nil refuses those posts.
	TextGateway *notify.GatewaySender
	// WebhooksPrivate lets webhook subscriptions name private and loopback
	// addresses (config -webhooks-private).
	WebhooksPrivate bool
	// RetailTimeout is how long a kiosk waits without a touch before it
	// clears the bag and starts again (the settings' retailTimeout); 0
	// keeps the default.
	RetailTimeout time.Duration
	// UndoableWindow is how long a line removed from the bag can be put
	// back (the settings' undoableWindow); 0 keeps the default.
	UndoableWindow time.Duration
	// MenuMemory is the budget in bytes of the stores' menus kept
	// (config.MenuMemory); 0 keeps DefaultMenuMemory.
	MenuMemory int64
	// Metrics receives the server's Prometheus series (served by NewAdmin);
	// nil keeps them in a registry nobody reads.
	Metrics *Metrics
	// Tracer starts a span for each request (OpenTelemetry); nil turns
	// tracing off.
	Tracer trace.TracerProvider
	// Analytics receives the collectors' accepted events; nil keeps them in
	// DB (docs/analytics.md). A third-party destination is an adapter.
	Analytics analytics.Destination
	// Maintenance puts the instance in maintenance (config -maintenance):
	// every API call answers 420 (MaintenanceGate).
	Maintenance bool
}

// Server is what every surface's handlers share: the dependencies and the
// menu index. Each surface's own Server embeds it, with what only that
// surface holds.
type Server struct {
	Deps
	Menus *menus
	// Accounts, Catalog and Events run the queries of customers, sessions
	// and documents; of brands, reviews, nearby products and partners; and
	// of collected events, reports and error reports, on Deps.DB.
	Accounts *accountstore.Store
	Catalog  *catalogstore.Store
	Events   *eventstore.Store
	// PhotoTurns are the server's turns to decode photos (PhotoDecodes),
	// shared by every surface that takes photos.
	PhotoTurns PhotoTurns
}

// Feature reports whether a feature flag is on.
func (s *Server) Feature(name string) bool { return slices.Contains(s.Features, name) }

// AppSettings are the public page settings that come from the deployment:
// the feature rollouts, the support address and the kiosk's idle time.
func AppSettings(d Deps) map[string]any {
	out := map[string]any{}
	if d.FeatureRollouts != nil {
		out["featureRollouts"] = d.FeatureRollouts
	}
	// The checkout's default error names where to write (spec section 8).
	if d.SupportEmail != "" {
		out["supportEmail"] = d.SupportEmail
	}
	// The store maps' tile source: absent, the app draws its offline map.
	if d.MapTiles != "" {
		out["mapTiles"] = map[string]string{"url": d.MapTiles, "attribution": d.MapAttribution}
	}
	if d.RetailTimeout > 0 {
		out["retailTimeout"] = d.RetailTimeout.Milliseconds()
	}
	if d.UndoableWindow > 0 {
		out["undoableWindow"] = d.UndoableWindow.Milliseconds()
	}
	return out
}

// HandlerFunc is a handler that returns its error for one place to answer it.
type HandlerFunc func(w http.ResponseWriter, r *http.Request) error

func (s *Server) Handle(h HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			WriteError(w, r, s.Log, err)
		}
	})
}

// SignOn verifies the ID tokens of single sign-on (sso.Verifier; tests
// give it a local issuer).
type SignOn interface {
	// ClientID is a provider's client id, "" when the store has not set
	// the provider up.
	ClientID(provider string) string
	// Verify checks a raw ID token from a provider; its errors are
	// *problem.Error.
	Verify(ctx context.Context, provider, idToken string) (sso.Identity, error)
}

// SignOnSettings are the client ids the app needs for the sign-in buttons,
// in the page's instance keys block; a provider that is off is left out.
func SignOnSettings(so SignOn) map[string]any {
	out := map[string]any{}
	if so == nil {
		return out
	}
	for key, provider := range map[string]string{"googleClientId": sso.Google, "appleClientId": sso.Apple} {
		if id := so.ClientID(provider); id != "" {
			out[key] = id
		}
	}
	return out
}
