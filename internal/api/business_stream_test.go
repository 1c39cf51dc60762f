package api_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/api/business"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// liveServer is an instance over db with its hub fed by db's listener, as
// serve runs it.
func liveServer(t *testing.T, db *storage.DB, options ...func(*api.Deps)) *httptest.Server {
	t.Helper()
	hub := business.NewHub()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = db.Listen(ctx, business.Deliver(ctx, db, hub))
	}()
	srv := newServerWith(t, db, config.DefaultFeatures, append(options, func(d *api.Deps) { d.Live = hub })...)
	t.Cleanup(func() { hub.Close(); cancel(); <-done })
	return srv
}

// sse is one server-sent event as read.
type sse struct {
	id    int64
	event string
	data  map[string]any
}

// openQueue opens the console's stream as c, with the headers given, and
// answers its events as they come; the stream closes when the test ends
// or with stop.
func openQueue(t *testing.T, srv *httptest.Server, c *staffClient, query string, header http.Header) (events <-chan sse, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/v1/business/stream"+query, nil)
	req.Header.Set("Cookie", staffCookie+"="+c.cookie)
	for k, v := range header {
		req.Header[k] = v
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/event-stream" || res.Header.Get("Cache-Control") != "no-store" {
		cancel()
		t.Fatalf("stream = %d %v", res.StatusCode, res.Header)
	}
	out := make(chan sse, 1000)
	go func() {
		defer close(out)
		defer res.Body.Close()
		scan := bufio.NewScanner(res.Body)
		var e sse
		for scan.Scan() {
			line := scan.Text()
			switch {
			case line == "":
				if e.event != "" {
					out <- e
				}
				e = sse{}
			case strings.HasPrefix(line, "id: "):
				e.id, _ = strconv.ParseInt(line[4:], 10, 64)
			case strings.HasPrefix(line, "event: "):
				e.event = line[7:]
			case strings.HasPrefix(line, "data: "):
				_ = json.Unmarshal([]byte(line[6:]), &e.data)
			}
		}
	}()
	t.Cleanup(cancel)
	return out, cancel
}

// nextSSE is the stream's next event within a second: the console's
// promise.
func nextSSE(t *testing.T, events <-chan sse) sse {
	t.Helper()
	select {
	case e, ok := <-events:
		if !ok {
			t.Fatal("the stream ended")
		}
		return e
	case <-time.After(time.Second):
		t.Fatal("no event within a second")
	}
	return sse{}
}

// TestQueueStream: a budtender's stream shows a checkout and a move within
// a second; reconnecting with Last-Event-ID replays what was missed.
func TestQueueStream(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := liveServer(t, db)
		queueLive(t, db, srv, srv)
	})
}

// TestQueueAcrossInstances: two instances on one PostgreSQL database, as
// behind a load balancer; the budtender streams from B while the shopper
// checks out and the store moves the reservation on A.
func TestQueueAcrossInstances(t *testing.T) {
	dsn := storagetest.DSNs(t)["postgres"]
	if dsn == "" {
		t.Skip("needs " + storagetest.EnvPostgres)
	}
	a := liveServer(t, storagetest.Open(t, dsn))
	dbB := storagetest.Open(t, dsn)
	b := liveServer(t, dbB)
	queueLive(t, dbB, a, b)
}

// queueLive checks out on a and streams from b.
func queueLive(t *testing.T, db *storage.DB, a, b *httptest.Server) {
	t.Helper()
	bud := staffMember(t, db, b, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
	list := bud.call(t, "GET", fmt.Sprintf("/stores/%d/reservations", ct.StoreSF), "")
	last := int64(list.body["last_event_id"].(float64))
	events, stop := openQueue(t, b, bud, fmt.Sprintf("?store_id=%d&after=%d", ct.StoreSF, last), nil)
	time.Sleep(300 * time.Millisecond) // the listeners connect

	id, _ := statusReserve(t, a, 1, nil)
	placed := nextSSE(t, events)
	if placed.event != "reservation" || placed.id <= last || get(placed.data, "type") != "placed" || get(placed.data, "store_id") != float64(ct.StoreSF) ||
		get(placed.data, "reservation", "id") != id || get(placed.data, "reservation", "status") != "pending" {
		t.Fatalf("placed = %+v", placed)
	}
	owner := staffMember(t, db, a, "own@shop.example", staff.Owner, ct.StoreSF, 0)
	path := fmt.Sprintf("/stores/%d/reservations/%.0f/status", ct.StoreSF, id)
	if r := owner.call(t, "POST", path, `{"to": "verification"}`); r.status != 200 {
		t.Fatalf("move = %d %s", r.status, r.raw)
	}
	moved := nextSSE(t, events)
	if get(moved.data, "type") != "status" || get(moved.data, "reservation", "status") != "verification" || moved.id <= placed.id {
		t.Fatalf("moved = %+v", moved)
	}

	// Closed, the stream misses a move; reconnecting with Last-Event-ID replays it.
	stop()
	if r := owner.call(t, "POST", path, `{"to": "preparing"}`); r.status != 200 {
		t.Fatalf("move = %d %s", r.status, r.raw)
	}
	events, _ = openQueue(t, b, bud, fmt.Sprintf("?store_id=%d", ct.StoreSF), http.Header{"Last-Event-ID": {strconv.FormatInt(moved.id, 10)}})
	var missed []sse
	for e := nextSSE(t, events); ; e = nextSSE(t, events) {
		if e.id <= moved.id {
			continue // from the ten seconds before: the client has them
		}
		missed = append(missed, e)
		if get(e.data, "reservation", "status") == "preparing" {
			break
		}
	}
	if len(missed) != 1 || get(missed[0].data, "type") != "status" {
		t.Errorf("replayed after %d: %+v, want the one missed move", moved.id, missed)
	}
}

// TestQueueStreamScope: a stream follows only stores its caller may read;
// another store's is refused, and a store's events never reach another
// store's stream.
func TestQueueStreamScope(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := liveServer(t, db)
		denver := staffMember(t, db, srv, "den@shop.example", staff.Manager, ct.StoreDenver, 0)
		if r := denver.call(t, "GET", fmt.Sprintf("/stream?store_id=%d", ct.StoreSF), ""); r.status != 403 {
			t.Errorf("another store's stream = %d %s", r.status, r.raw)
		}
		events, _ := openQueue(t, srv, denver, "", nil) // every store of the caller's: Denver
		time.Sleep(300 * time.Millisecond)
		statusReserve(t, srv, 1, nil) // at San Francisco
		select {
		case e := <-events:
			t.Errorf("Denver's stream got %+v", e)
		case <-time.After(500 * time.Millisecond):
		}
	})
}

// TestQueueStreamMetrics: the open streams and the delay of each event
// written are in the metrics; a stream's length is not a request's
// latency.
func TestQueueStreamMetrics(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	m := api.NewMetrics(db)
	srv := liveServer(t, db, withMetrics(m))
	admin := newAdmin(t, db, m)
	bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
	events, stop := openQueue(t, srv, bud, "", nil)
	time.Sleep(200 * time.Millisecond)
	statusReserve(t, srv, 1, nil)
	nextSSE(t, events)
	scrape := func() string {
		res, err := http.Get(admin.URL + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var b strings.Builder
		scan := bufio.NewScanner(res.Body)
		for scan.Scan() {
			b.WriteString(scan.Text() + "\n")
		}
		return b.String()
	}
	got := scrape()
	for deadline := time.Now().Add(5 * time.Second); !strings.Contains(got, "pistil_console_event_delay_seconds_count 1\n") && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond) // written, then counted
		got = scrape()
	}
	for _, want := range []string{"pistil_console_streams 1\n", "pistil_console_event_delay_seconds_count 1\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("the metrics lack %q", want)
		}
	}
	stop()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(got, "pistil_console_streams 0\n") && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		got = scrape()
	}
	if !strings.Contains(got, `pistil_http_requests_total{code="2xx",method="GET",route="GET /api/v1/business/stream"} 1`) ||
		strings.Contains(got, `pistil_http_request_duration_seconds_count{method="GET",route="GET /api/v1/business/stream"}`) {
		t.Errorf("the stream's request series:\n%s", got)
	}
}
