package api_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// fromAddress is a client whose requests leave from the loopback address
// ip (any of 127.0.0.0/8 on Linux), so a test can be two shoppers.
func fromAddress(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	return &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		return d.DialContext(ctx, network, addr)
	}}}
}

// TestCollectorThrottle: the collectors keep a token bucket per client
// address. On a stopped clock, ten error reports from one address pass, the
// eleventh is 429 with Retry-After in the error shape, while another
// address still reports; a second later the first may report again. The
// analytics collectors share a larger budget of their own.
func TestCollectorThrottle(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		start := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
		advance := stopClock(db, start)
		srv := newServer(t, db)
		post := func(c *http.Client, path, body string) (*http.Response, string) {
			t.Helper()
			res, err := c.Post(srv.URL+path, "text/plain", strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			return res, string(b)
		}
		one, two := fromAddress("127.0.0.1"), fromAddress("127.0.0.2")
		report := `{"message": "boom"}`
		for i := range 10 {
			if res, body := post(one, "/collect/v1/errors", report); res.StatusCode != 204 {
				t.Fatalf("report %d = %d %s, want 204", i+1, res.StatusCode, body)
			}
		}
		res, body := post(one, "/collect/v1/errors", report)
		if res.StatusCode != 429 || res.Header.Get("Retry-After") != "1" ||
			!strings.Contains(body, `"code":"throttled"`) || !strings.Contains(body, `"retry_after":1`) {
			t.Fatalf("11th report = %d (Retry-After %q) %s, want 429 throttled", res.StatusCode, res.Header.Get("Retry-After"), body)
		}
		if res, body := post(two, "/collect/v1/errors", report); res.StatusCode != 204 {
			t.Fatalf("another address = %d %s, want 204", res.StatusCode, body)
		}
		// The error budget is its own: analytics still flow from the first address.
		events := `{"deviceId": "dev-1", "events": [{"name": "page_view"}]}`
		if res, body := post(one, "/collect/v1/events", events); res.StatusCode != 204 {
			t.Fatalf("events after the error budget = %d %s, want 204", res.StatusCode, body)
		}
		// A second refills ten tokens.
		advance(time.Second)
		for i := range 10 {
			if res, body := post(one, "/collect/v1/errors", report); res.StatusCode != 204 {
				t.Fatalf("a second later, report %d = %d %s, want 204", i+1, res.StatusCode, body)
			}
		}
		if res, _ := post(one, "/collect/v1/errors", report); res.StatusCode != 429 {
			t.Fatalf("a second later, 11th report = %d, want 429", res.StatusCode)
		}
		// Analytics: the bucket is full again (60), so 60 calls pass, then 429.
		for i := range 60 {
			if res, body := post(one, "/collect/v1/identify", `{"deviceId": "dev-1", "source": "web", "traits": {}}`); res.StatusCode != 204 {
				t.Fatalf("analytics call %d = %d %s, want 204", i+1, res.StatusCode, body)
			}
		}
		if res, body := post(one, "/collect/v1/insights", `{"events": []}`); res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
			t.Fatalf("61st analytics call = %d %s, want 429", res.StatusCode, body)
		}
	})
}
