package core

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/attribute"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// Metrics are the server's Prometheus series (docs/observability.md), in a
// registry of their own: two servers in one process (tests) never share one.
type Metrics struct {
	reg       *prometheus.Registry
	requests  *prometheus.CounterVec
	duration  *prometheus.HistogramVec
	checkouts *prometheus.CounterVec
	rebuilds  *prometheus.HistogramVec
	// liveDelay is how long from a reservation event's transaction to its
	// write on a console stream; streams counts the open ones (Streams).
	liveDelay   prometheus.Histogram
	streamsOnce sync.Once
	keptOnce    sync.Once
}

// NewMetrics makes the series, with the database's connection pools read
// at each scrape (db may be nil) and the Go runtime's and process's own.
func NewMetrics(db *storage.DB) *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "pistil_http_requests_total",
			Help: "HTTP requests answered, by route pattern, method and status class (2xx, 4xx, 5xx, ...).",
		}, []string{"route", "method", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "pistil_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern and method.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "method"}),
		checkouts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "pistil_checkouts_total",
			Help: "Checkouts by outcome: placed, repeated, error, or the refusal (total_updated, unavailable_products, invalid, conflict, ...).",
		}, []string{"outcome"}),
		rebuilds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "pistil_menu_index_rebuilds_seconds",
			Help:    "Menu index builds and their duration, by reason: first (first request for a store), menu (the menu changed), prices (a special started or ended), dropped (the first request after the store's menu was dropped for the memory budget).",
			Buckets: []float64{.001, .005, .01, .05, .1, .25, .5, 1, 2.5, 5},
		}, []string{"reason"}),
	}
	m.liveDelay = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "pistil_console_event_delay_seconds",
		Help:    "Time from a reservation event's transaction to its write on a store console stream.",
		Buckets: []float64{.01, .025, .05, .1, .25, .5, 1, 2.5, 5},
	})
	m.reg.MustRegister(m.requests, m.duration, m.checkouts, m.rebuilds, m.liveDelay,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if db != nil {
		m.reg.MustRegister(poolCollector{db}, backlogCollector{db})
	}
	return m
}

// Handler serves the series in the Prometheus exposition format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

func (m *Metrics) Checkout(outcome string) { m.checkouts.WithLabelValues(outcome).Inc() }

// LiveEventWritten records a console stream's write of an event whose
// transaction began at at.
func (m *Metrics) LiveEventWritten(at time.Time) { m.liveDelay.Observe(time.Since(at).Seconds()) }

// Streams makes the gauge of the store console's open streams, read from
// open at each scrape; only the first call of a server counts.
func (m *Metrics) Streams(open func() int) {
	m.streamsOnce.Do(func() {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "pistil_console_streams",
			Help: "Store console event streams open on this instance.",
		}, func() float64 { return float64(open()) }))
	})
}

// MenusKept makes the gauges of the stores' menus kept and their bytes,
// read from kept at each scrape; only the first call of a server counts.
func (m *Metrics) MenusKept(kept func() (int, int64)) {
	m.keptOnce.Do(func() {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "pistil_menus_kept",
			Help: "Stores whose menu index this instance keeps.",
		}, func() float64 { n, _ := kept(); return float64(n) }),
			prometheus.NewGaugeFunc(prometheus.GaugeOpts{
				Name: "pistil_menus_kept_bytes",
				Help: "Estimated bytes of the menu indexes kept, within the -menu-memory budget (the kept answers apart).",
			}, func() float64 { _, b := kept(); return float64(b) }))
	})
}

func (m *Metrics) MenuRebuilt(reason string, took time.Duration) {
	m.rebuilds.WithLabelValues(reason).Observe(took.Seconds())
}

// CheckoutOutcome names a checkout's end for the checkouts metric: the
// refusals the app handles by name (spec section 8) get their own, other
// refusals their problem kind, and a failure that is not a refusal is error.
func CheckoutOutcome(err error, created bool) string {
	var p *problem.Error
	switch {
	case err == nil && created:
		return "placed"
	case err == nil:
		return "repeated"
	case !errors.As(err, &p) || p.Kind == problem.Internal:
		return "error"
	case p.Message == checkout.MsgTotalUpdated:
		return "total_updated"
	case p.Message == checkout.MsgUnavailable:
		return "unavailable_products"
	}
	return string(p.Kind)
}

// poolCollector reads the database pools' statistics at each scrape.
type poolCollector struct{ db *storage.DB }

var (
	poolOpen     = prometheus.NewDesc("pistil_db_open_connections", "Connections open, in use or idle, by pool.", []string{"pool"}, nil)
	poolInUse    = prometheus.NewDesc("pistil_db_in_use_connections", "Connections in use, by pool.", []string{"pool"}, nil)
	poolIdle     = prometheus.NewDesc("pistil_db_idle_connections", "Idle connections, by pool.", []string{"pool"}, nil)
	poolMax      = prometheus.NewDesc("pistil_db_max_open_connections", "The most connections the pool may open (0: no limit).", []string{"pool"}, nil)
	poolWaits    = prometheus.NewDesc("pistil_db_wait_count_total", "Times a query waited for a free connection, by pool.", []string{"pool"}, nil)
	poolWaitTime = prometheus.NewDesc("pistil_db_wait_seconds_total", "Time spent waiting for a free connection, by pool.", []string{"pool"}, nil)
)

func (poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolOpen, poolInUse, poolIdle, poolMax, poolWaits, poolWaitTime} {
		ch <- d
	}
}

func (c poolCollector) Collect(ch chan<- prometheus.Metric) {
	for _, p := range c.db.Pools() {
		st := p.Stats
		ch <- prometheus.MustNewConstMetric(poolOpen, prometheus.GaugeValue, float64(st.OpenConnections), p.Name)
		ch <- prometheus.MustNewConstMetric(poolInUse, prometheus.GaugeValue, float64(st.InUse), p.Name)
		ch <- prometheus.MustNewConstMetric(poolIdle, prometheus.GaugeValue, float64(st.Idle), p.Name)
		ch <- prometheus.MustNewConstMetric(poolMax, prometheus.GaugeValue, float64(st.MaxOpenConnections), p.Name)
		ch <- prometheus.MustNewConstMetric(poolWaits, prometheus.CounterValue, float64(st.WaitCount), p.Name)
		ch <- prometheus.MustNewConstMetric(poolWaitTime, prometheus.CounterValue, st.WaitDuration.Seconds(), p.Name)
	}
}

// backlogCollector reads the outboxes and the kept feeds at each scrape
// (storage.DB.Backlog): what waits to be sent, what was given up, and the
// feeds that fail.
type backlogCollector struct{ db *storage.DB }

var (
	backlogMessages = prometheus.NewDesc("pistil_outbox_messages", "Messages to shoppers and staff in the outbox, by channel and state: pending (still being tried) or failed_day (given up in the last 24 hours).", []string{"channel", "state"}, nil)
	backlogWebhooks = prometheus.NewDesc("pistil_webhook_deliveries", "Webhook deliveries by state: pending (still being tried) or failed_day (given up in the last 24 hours).", []string{"state"}, nil)
	backlogFeeds    = prometheus.NewDesc("pistil_feeds", "Kept point of sale feeds by state: ok (the last read synced, or none yet), failing (the last read failed) or paused.", []string{"state"}, nil)
)

func (backlogCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{backlogMessages, backlogWebhooks, backlogFeeds} {
		ch <- d
	}
}

func (c backlogCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	b, err := c.db.Backlog(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(backlogMessages, err)
		return
	}
	for _, channel := range []string{"email", "sms"} {
		q := b.Messages[channel]
		ch <- prometheus.MustNewConstMetric(backlogMessages, prometheus.GaugeValue, float64(q.Pending), channel, "pending")
		ch <- prometheus.MustNewConstMetric(backlogMessages, prometheus.GaugeValue, float64(q.FailedDay), channel, "failed_day")
	}
	ch <- prometheus.MustNewConstMetric(backlogWebhooks, prometheus.GaugeValue, float64(b.Webhooks.Pending), "pending")
	ch <- prometheus.MustNewConstMetric(backlogWebhooks, prometheus.GaugeValue, float64(b.Webhooks.FailedDay), "failed_day")
	for state, n := range map[string]int{"ok": b.FeedsOK, "failing": b.FeedsFailing, "paused": b.FeedsPaused} {
		ch <- prometheus.MustNewConstMetric(backlogFeeds, prometheus.GaugeValue, float64(n), state)
	}
}

// ObserveRoutes wraps the ServeMux itself, so that after it answers the
// request carries the pattern that matched (r.Pattern): the metrics' route
// label and the trace span's name, never the raw path, whose ids would make
// a series per product.
func (m *Metrics) ObserveRoutes(mux http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			route := r.Pattern
			if route == "" {
				route = "unmatched"
			}
			status := rec.status
			if v := recover(); v != nil {
				status = http.StatusInternalServerError
				defer panic(v)
			}
			if status == 0 {
				status = http.StatusOK
			}
			method := methodLabel(r.Method)
			m.requests.WithLabelValues(route, method, strconv.Itoa(status/100)+"xx").Inc()
			// A stream lasts as long as a console tab stays open: its length
			// says nothing of how fast the server answers.
			if !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/event-stream") {
				m.duration.WithLabelValues(route, method).Observe(time.Since(start).Seconds())
			}
			if span := trace.SpanFromContext(r.Context()); span.IsRecording() {
				span.SetName(route)
				span.SetAttributes(attribute.String("http.route", route))
			}
		}()
		mux.ServeHTTP(rec, r)
	})
}

// methodLabel is a request's method as a metrics label: the standard
// methods as they are, anything else "other", since the catch-all route
// takes every method and an invented one must not make a new series.
func methodLabel(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions:
		return m
	}
	return "other"
}

// TraceRequests starts a span for each request with tp; nil leaves the
// handler as it is (tracing off).
func TraceRequests(tp trace.TracerProvider, h http.Handler) http.Handler {
	if tp == nil {
		return h
	}
	return otelhttp.NewHandler(h, "http",
		otelhttp.WithTracerProvider(tp),
		otelhttp.WithMeterProvider(metricnoop.NewMeterProvider()),
		otelhttp.WithPropagators(propagation.TraceContext{}))
}

// contextHandler adds to each log record the request id and, when a span
// is recording, the trace id found in the context the record was logged
// with, so every line of a request can be found by its id.
type contextHandler struct{ slog.Handler }

func (h contextHandler) Handle(ctx context.Context, rec slog.Record) error {
	var add []slog.Attr
	if id := RequestID(ctx); id != "" && !hasAttr(rec, "request_id") {
		add = append(add, slog.String("request_id", id))
	}
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		add = append(add, slog.String("trace_id", sc.TraceID().String()))
	}
	if len(add) > 0 {
		// The record is the caller's: change a copy of its own.
		rec = rec.Clone()
		rec.AddAttrs(add...)
	}
	return h.Handler.Handle(ctx, rec)
}

func (h contextHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return contextHandler{h.Handler.WithAttrs(attrs)}
}

func (h contextHandler) WithGroup(name string) slog.Handler {
	return contextHandler{h.Handler.WithGroup(name)}
}

// hasAttr reports whether a record already names key (older log calls
// pass request_id themselves).
func hasAttr(rec slog.Record, key string) bool {
	found := false
	rec.Attrs(func(a slog.Attr) bool {
		found = a.Key == key
		return !found
	})
	return found
}

// WithRequestIDs returns log writing through contextHandler, once.
func WithRequestIDs(log *slog.Logger) *slog.Logger {
	if _, ok := log.Handler().(contextHandler); ok {
		return log
	}
	return slog.New(contextHandler{log.Handler()})
}
