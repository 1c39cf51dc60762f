package api_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	collectortrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
	"github.com/pistil/pistil/internal/telemetry"
)

// newAdmin starts the admin listener's handler over the server's metrics.
func newAdmin(t *testing.T, db *storage.DB, m *api.Metrics) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(api.NewAdmin(api.AdminDeps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Metrics: m}))
	t.Cleanup(srv.Close)
	return srv
}

func withMetrics(m *api.Metrics) func(*api.Deps) { return func(d *api.Deps) { d.Metrics = m } }

func TestClientErrorCollector(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		// Each report comes a second after the last, within the collector's
		// budget of 10 a second per address (TestCollectorThrottle).
		var shift atomic.Int64
		db.Now = func() time.Time { return time.Now().Add(time.Duration(shift.Add(int64(time.Second)))) }
		m := api.NewMetrics(db)
		srv := newServerWith(t, db, config.DefaultFeatures, withMetrics(m))
		admin := newAdmin(t, db, m)

		report := `{"name": "TypeError", "message": "card 4111 1111 1111 1111 refused", "stack": "TypeError: x\n    at f (https://shop.example/assets/index-abc.js:1:200)\n    4111111111111111",
			"url": "https://shop.example/checkout?card=4111-1111-1111-1111&email=jo%40x.com", "mode": "default", "user_id": "42",
			"breadcrumbs": [{"at": 1764000000000, "level": "warn", "message": "typed 4111111111111111"}, {"at": 1764000000001, "level": "error", "message": "boom"}]}`
		res := send(t, srv, "POST", "/collect/v1/errors", "text/plain;charset=UTF-8", strings.NewReader(report), http.Header{"X-Request-Id": {"report-1"}})
		if res.status != 204 {
			t.Fatalf("report = %d %s, want 204", res.status, res.raw)
		}

		for _, tc := range []struct{ name, body, code, field string }{
			{"empty", "", "malformed", ""},
			{"not json", "oops", "malformed", ""},
			{"array", "[]", "malformed", ""},
			{"no message", `{"name": "Error"}`, "invalid", "message"},
			{"user id not a number", `{"message": "m", "user_id": "me"}`, "malformed", ""},
			{"user id zero", `{"message": "m", "user_id": 0}`, "invalid", "user_id"},
			{"bad level", `{"message": "m", "breadcrumbs": [{"level": "fatal", "message": "x"}]}`, "invalid", "breadcrumbs"},
			{"31 breadcrumbs", `{"message": "m", "breadcrumbs": [` + strings.Repeat(`{"level": "info", "message": "x"},`, 30) + `{"level": "info", "message": "x"}]}`, "invalid", "breadcrumbs"},
			{"too large", `{"message": "` + strings.Repeat("x", 70_000) + `"}`, "malformed", ""},
			{"nul", `{"message": "a\u0000b"}`, "malformed", ""},
		} {
			res := send(t, srv, "POST", "/collect/v1/errors", "text/plain", strings.NewReader(tc.body), nil)
			if res.status != 400 && res.status != 422 || get(res.body, "code") != tc.code || get(res.body, "message") == "" {
				t.Errorf("%s: %d %s, want a 4xx %s", tc.name, res.status, res.raw, tc.code)
			}
			if tc.field != "" && get(res.body, "validations", tc.field) == nil {
				t.Errorf("%s: %s, want validations.%s", tc.name, res.raw, tc.field)
			}
		}

		// Only the good report was kept, masked; the operator lists it.
		list := call(t, admin, "GET", "/client-errors", "")
		items, _ := get(list.body, "client_errors").([]any)
		if list.status != 200 || len(items) != 1 {
			t.Fatalf("listed %d %s, want the one report", list.status, list.raw)
		}
		got := items[0]
		for path, want := range map[string]any{
			"name": "TypeError", "message": "card **** **** **** **** refused", "mode": "default", "user_id": 42.0, "request_id": "report-1",
			"url": "https://shop.example/checkout",
		} {
			if v := get(got, path); v != want {
				t.Errorf("%s = %v, want %v", path, v, want)
			}
		}
		if s, _ := get(got, "stack").(string); !strings.HasSuffix(s, "\n    ****************") {
			t.Errorf("stack = %q, want its number masked", s)
		}
		if get(got, "breadcrumbs", 0, "message") != "typed ****************" || get(got, "breadcrumbs", 1, "level") != "error" {
			t.Errorf("breadcrumbs = %v", get(got, "breadcrumbs"))
		}
		if bad := call(t, admin, "GET", "/client-errors?limit=0&since=yesterday", ""); bad.status != 422 ||
			get(bad.body, "validations", "limit") == nil || get(bad.body, "validations", "since") == nil {
			t.Errorf("bad list query = %d %s", bad.status, bad.raw)
		}
		if none := call(t, admin, "GET", "/client-errors?since=2999-01-01T00:00:00Z", ""); len(get(none.body, "client_errors").([]any)) != 0 {
			t.Errorf("since the future = %s", none.raw)
		}
	})
}

// metricLine finds a series' sample in a scrape: name{labels} value.
func metricValue(t *testing.T, scrape, series string) string {
	t.Helper()
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(series) + ` (\S+)$`)
	m := re.FindStringSubmatch(scrape)
	if m == nil {
		t.Errorf("no series %s in the scrape", series)
		return ""
	}
	return m[1]
}

func TestMetrics(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		m := api.NewMetrics(db)
		srv := newServerWith(t, db, config.DefaultFeatures, withMetrics(m))
		admin := newAdmin(t, db, m)
		for range 2 {
			if res := call(t, srv, "GET", "/api/v1/stores/1", ""); res.status != 200 {
				t.Fatalf("store = %d", res.status)
			}
		}
		call(t, srv, "GET", "/api/v1/stores/999", "")
		if res := call(t, srv, "POST", "/merch/v2/smart", `{"search_filter": "store_id:1"}`); res.status != 200 {
			t.Fatalf("smart = %d %s", res.status, res.raw)
		}
		if res := call(t, srv, "POST", "/api/v1/carts/checkout", `{}`); res.status != 422 {
			t.Fatalf("checkout without a cart = %d %s", res.status, res.raw)
		}
		if res := call(t, srv, "POST", "/api/v1/carts/checkout", `{"uuid": "no-such-cart"}`); res.status != 404 {
			t.Fatalf("checkout of an unknown cart = %d %s", res.status, res.raw)
		}

		// Invented methods (the catch-all takes any) share one label.
		for _, method := range []string{"BREW", "PROPFIND", "X-AB12"} {
			call(t, srv, method, "/some/page", "")
		}
		// The backlog: two mails waiting, one of them given up; a kept feed
		// that failed and one paused.
		if err := db.InTx(context.Background(), func(tx *storage.Tx) error {
			for _, to := range []string{"ada@example.com", "lee@example.com"} {
				if err := tx.Enqueue(context.Background(), notify.Message{To: to, Channel: notify.Email, Subject: "Hi", Body: "Hi"}); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		mails, _ := db.OutboxMessages(context.Background(), "lee@example.com")
		if err := db.MessageFailed(context.Background(), mails[0].ID, "refused", nil); err != nil {
			t.Fatal(err)
		}
		for store, enabled := range map[int64]bool{1: true, 2: false} {
			if _, err := db.SetFeed(context.Background(), storage.FeedSettings{StoreID: store, URL: "https://pos.example/menu.csv",
				Mapping: `{"format":"csv","columns":{"external_id":"SKU"}}`, Every: time.Hour, Enabled: enabled,
				Audit: staff.Entry{Actor: staff.ActorCLI, Action: "feed.update"}}); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.FeedRan(context.Background(), 1, db.Now(), storage.FeedRun{Message: "503"}); err != nil {
			t.Fatal(err)
		}

		res, err := http.Get(admin.URL + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(res.Body)
		res.Body.Close()
		scrape := string(data)
		others := 0
		for _, line := range strings.Split(scrape, "\n") {
			if strings.HasPrefix(line, "pistil_http_request_duration_seconds_count{") && strings.Contains(line, `method="other"`) {
				var n int
				fmt.Sscan(line[strings.LastIndex(line, " ")+1:], &n)
				others += n
			}
		}
		if others != 3 {
			t.Errorf("requests with method=\"other\" = %d, want 3", others)
		}
		for _, method := range []string{"BREW", "PROPFIND", "X-AB12"} {
			if strings.Contains(scrape, `method="`+method+`"`) {
				t.Errorf("method %s is a label", method)
			}
		}
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
			t.Fatalf("scrape = %d %s", res.StatusCode, res.Header.Get("Content-Type"))
		}
		want := map[string]string{
			`pistil_http_requests_total{code="2xx",method="GET",route="GET /api/v1/stores/{id}"}`:      "2",
			`pistil_http_requests_total{code="4xx",method="GET",route="GET /api/v1/stores/{id}"}`:      "1",
			`pistil_http_request_duration_seconds_count{method="GET",route="GET /api/v1/stores/{id}"}`: "3",
			`pistil_http_requests_total{code="2xx",method="POST",route="POST /merch/v2/smart"}`:        "1",
			`pistil_http_requests_total{code="4xx",method="POST",route="POST /api/v1/carts/checkout"}`: "2",
			`pistil_checkouts_total{outcome="invalid"}`:                                                "1",
			`pistil_checkouts_total{outcome="not_found"}`:                                              "1",
			`pistil_menu_index_rebuilds_seconds_count{reason="first"}`:                                 "1",
			`pistil_db_max_open_connections{pool="write"}`:                                             map[string]string{"sqlite": "1", "postgres": "20"}[dialectOf(t)],
			`pistil_outbox_messages{channel="email",state="pending"}`:                                  "1",
			`pistil_outbox_messages{channel="email",state="failed_day"}`:                               "1",
			`pistil_outbox_messages{channel="sms",state="pending"}`:                                    "0",
			`pistil_webhook_deliveries{state="pending"}`:                                               "0",
			`pistil_feeds{state="ok"}`:                                                                 "0",
			`pistil_feeds{state="failing"}`:                                                            "1",
			`pistil_feeds{state="paused"}`:                                                             "1",
		}
		for series, value := range want {
			if got := metricValue(t, scrape, series); got != value {
				t.Errorf("%s = %s, want %s", series, got, value)
			}
		}
		// The raw path never becomes a label.
		if strings.Contains(scrape, `/api/v1/stores/1"`) || strings.Contains(scrape, `/api/v1/stores/999"`) {
			t.Error("a raw path is a label")
		}
		for _, name := range []string{"pistil_db_in_use_connections", "pistil_db_idle_connections", "pistil_db_open_connections", "pistil_db_wait_count_total", "go_goroutines"} {
			if !strings.Contains(scrape, "\n"+name) {
				t.Errorf("no %s in the scrape", name)
			}
		}
	})
}

// dialectOf names the database a storagetest.Each subtest runs on.
func dialectOf(t *testing.T) string {
	if strings.HasSuffix(t.Name(), "/postgres") {
		return "postgres"
	}
	return "sqlite"
}

// lockedBuffer collects log lines written from the server's goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) lines(t *testing.T) []map[string]any {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(l.b.Bytes()))
	for sc.Scan() {
		var line map[string]any
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("log line %q is not JSON: %v", sc.Text(), err)
		}
		out = append(out, line)
	}
	return out
}

// TestRequestIDInLogLines: a line a handler writes with the request's
// context carries the request's id without passing it, as does the access
// line; the id also answers in X-Request-Id. The collector's own line is at
// debug and leaves the client's message out.
func TestRequestIDInLogLines(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		var buf lockedBuffer
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) {
			d.Log = config.Config{LogFormat: "json", LogLevel: slog.LevelDebug}.Logger(&buf)
		})
		res := send(t, srv, "POST", "/collect/v1/errors", "text/plain", strings.NewReader(`{"message": "boom-from-the-client"}`), http.Header{"X-Request-Id": {"req-abc-123"}})
		if res.status != 204 || res.header.Get("X-Request-Id") != "req-abc-123" {
			t.Fatalf("report = %d, X-Request-Id %q", res.status, res.header.Get("X-Request-Id"))
		}
		generated := call(t, srv, "GET", "/api/v1/stores/1", "").header.Get("X-Request-Id")
		if len(generated) != 16 {
			t.Fatalf("generated request id %q", generated)
		}
		seen := map[string]string{}
		for _, line := range buf.lines(t) {
			msg, _ := line["msg"].(string)
			if msg == "client error reported" || (msg == "request" && line["path"] == "/collect/v1/errors") {
				seen[msg], _ = line["request_id"].(string)
			}
			if msg == "client error reported" {
				if line["level"] != "DEBUG" {
					t.Errorf("client error line at %v, want DEBUG", line["level"])
				}
				if raw, _ := json.Marshal(line); strings.Contains(string(raw), "boom-from-the-client") {
					t.Errorf("client error line holds the client's message: %s", raw)
				}
			}
			if msg == "request" && line["path"] == "/api/v1/stores/1" && line["request_id"] != generated {
				t.Errorf("store request line has request_id %v, want %s", line["request_id"], generated)
			}
		}
		if seen["client error reported"] != "req-abc-123" || seen["request"] != "req-abc-123" {
			t.Errorf("request ids in log lines: %v", seen)
		}
	})
}

// spanCollector is an OTLP/HTTP trace collector that decodes every export
// and hands each span to seen, and a tracer provider exporting to it with
// the real exporter. What seen fills is read under mu once the provider is
// shut down; bad counts the exports that did not decode.
func spanCollector(t *testing.T, seen func(*tracepb.Span)) (tp *sdktrace.TracerProvider, mu *sync.Mutex, bad *int) {
	t.Helper()
	mu, bad = &sync.Mutex{}, new(int)
	collector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req collectortrace.ExportTraceServiceRequest
		mu.Lock()
		defer mu.Unlock()
		if r.URL.Path != "/v1/traces" || proto.Unmarshal(body, &req) != nil {
			*bad++
			http.Error(w, "not an OTLP trace export", 400)
			return
		}
		for _, rs := range req.ResourceSpans {
			for _, ss := range rs.ScopeSpans {
				for _, s := range ss.Spans {
					seen(s)
				}
			}
		}
		w.Header().Set("Content-Type", "application/x-protobuf")
		b, _ := proto.Marshal(&collectortrace.ExportTraceServiceResponse{})
		_, _ = w.Write(b)
	}))
	t.Cleanup(collector.Close)
	tp, err := telemetry.NewTracerProvider(context.Background(), collector.URL, "test")
	if err != nil {
		t.Fatal(err)
	}
	return tp, mu, bad
}

// TestTracing exports spans with the real OTLP/HTTP exporter to a
// collector that decodes them, and finds the request's span named by its
// route pattern.
func TestTracing(t *testing.T) {
	spans := map[string]map[string]string{}
	tp, mu, _ := spanCollector(t, func(s *tracepb.Span) {
		attrs := map[string]string{}
		for _, a := range s.Attributes {
			attrs[a.Key] = a.Value.GetStringValue()
		}
		spans[s.Name] = attrs
	})
	ctx := context.Background()
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	var buf lockedBuffer
	srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) {
		d.Tracer = tp
		d.Log = config.Config{LogFormat: "json", LogLevel: slog.LevelInfo}.Logger(&buf)
	})
	if res := call(t, srv, "GET", "/api/v1/stores/1", ""); res.status != 200 {
		t.Fatalf("store = %d", res.status)
	}
	if err := tp.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	span, ok := spans["GET /api/v1/stores/{id}"]
	if !ok {
		t.Fatalf("spans exported: %v, want one named GET /api/v1/stores/{id}", spans)
	}
	if span["http.route"] != "GET /api/v1/stores/{id}" {
		t.Errorf("span attributes %v, want http.route", span)
	}
	// The access log line names the trace.
	for _, line := range buf.lines(t) {
		if line["msg"] == "request" {
			if id, _ := line["trace_id"].(string); len(id) != 32 {
				t.Errorf("request line %v has no trace_id", line)
			}
		}
	}
}

// TestTracingOddText: a span whose texts are not UTF-8 (a client's
// User-Agent or X-Forwarded-For, a refused path) is exported with U+FFFD
// for the bad bytes; before, OTLP's protobuf refused it and the whole batch
// was lost, the other requests' spans with it.
func TestTracingOddText(t *testing.T) {
	var agents, paths []string
	tp, mu, bad := spanCollector(t, func(s *tracepb.Span) {
		for _, a := range s.Attributes {
			switch a.Key {
			case "user_agent.original":
				agents = append(agents, a.Value.GetStringValue())
			case "url.path":
				paths = append(paths, a.Value.GetStringValue())
			}
		}
	})
	ctx := context.Background()
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.Tracer = tp })
	for _, c := range []struct {
		path   string
		header http.Header
		status int
	}{
		{"/api/v1/stores/1", http.Header{"User-Agent": {"Odd\xffAgent/1.0"}}, 200},
		{"/api/v1/stores/2", http.Header{"X-Forwarded-For": {"203.0.113.\xfe"}}, 200},
		{"/api/v1/reservation_receipts/%FF", nil, 400},
		{"/api/v1/stores/1", http.Header{"User-Agent": {"Plain/1.0"}}, 200},
	} {
		if r := callWith(t, srv, "GET", c.path, "", c.header); r.status != c.status {
			t.Errorf("%s = %d %s, want %d", c.path, r.status, r.raw, c.status)
		}
	}
	if err := tp.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if *bad > 0 || len(paths) != 4 {
		t.Fatalf("%d exports did not decode; spans of paths %q, want 4", *bad, paths)
	}
	if !slices.Contains(agents, "Odd\uFFFDAgent/1.0") || !slices.Contains(agents, "Plain/1.0") {
		t.Errorf("user agents exported %q", agents)
	}
	for _, p := range paths {
		if !utf8.ValidString(p) {
			t.Errorf("path exported %q", p)
		}
	}
	if !slices.Contains(paths, "/api/v1/reservation_receipts/\uFFFD") {
		t.Errorf("paths exported %q, want the refused one with U+FFFD", paths)
	}
}

// TestAdminListener: pprof and /metrics answer on the admin listener only,
// never on the storefront's.
func TestAdminListener(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	m := api.NewMetrics(db)
	srv := newServerWith(t, db, config.DefaultFeatures, withMetrics(m))
	admin := newAdmin(t, db, m)
	read := func(url string) (int, string) {
		res, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	if status, body := read(admin.URL + "/debug/pprof/"); status != 200 || !strings.Contains(body, "goroutine") {
		t.Errorf("admin pprof = %d", status)
	}
	if status, body := read(admin.URL + "/debug/pprof/goroutine?debug=1"); status != 200 || !strings.Contains(body, "goroutine profile") {
		t.Errorf("admin goroutine profile = %d", status)
	}
	for _, path := range []string{"/debug/pprof/", "/debug/pprof/goroutine?debug=1", "/debug/pprof/cmdline", "/metrics", "/client-errors"} {
		_, body := read(srv.URL + path)
		if strings.Contains(body, "goroutine profile") || strings.Contains(body, "Types of profiles") || strings.Contains(body, "pistil_http_requests_total") ||
			strings.Contains(body, "client_errors") || strings.Contains(body, "pprof") {
			t.Errorf("the storefront answers %s like the admin listener", path)
		}
	}
}
