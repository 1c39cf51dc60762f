package core

import (
	"net/http"
	"net/netip"
	"testing"
	"time"
)

func TestClientKey(t *testing.T) {
	for _, tc := range []struct{ remote, want string }{
		{"203.0.113.7:5123", "203.0.113.7/32"},
		{"[::ffff:203.0.113.7]:80", "203.0.113.7/32"},
		// One host may hold a whole /64: it is one budget.
		{"[2001:db8:1:2:aaaa::1]:443", "2001:db8:1:2::/64"},
		{"[2001:db8:1:2:bbbb::9]:443", "2001:db8:1:2::/64"},
		{"not an address", "invalid Prefix"},
	} {
		r := &http.Request{RemoteAddr: tc.remote, Header: http.Header{"X-Forwarded-For": {"198.51.100.1"}}}
		if got := clientKey(r).String(); got != tc.want {
			t.Errorf("clientKey(%q) = %s, want %s", tc.remote, got, tc.want)
		}
	}
}

// TestIPLimiter: a bucket of 2 refilled at 2 a second; idle buckets are
// swept after a minute.
func TestIPLimiter(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	l := NewIPLimiter(2, 2, func() time.Time { return now })
	a, b := netip.MustParsePrefix("192.0.2.1/32"), netip.MustParsePrefix("192.0.2.2/32")
	steps := []struct {
		advance time.Duration
		key     netip.Prefix
		ok      bool
		wait    time.Duration
	}{
		{0, a, true, 0},
		{0, a, true, 0},
		{0, a, false, 500 * time.Millisecond}, // empty: one token comes in half a second
		{0, b, true, 0},
		{250 * time.Millisecond, a, false, 250 * time.Millisecond},
		{250 * time.Millisecond, a, true, 0},
		{0, a, false, 500 * time.Millisecond},
	}
	for i, s := range steps {
		now = now.Add(s.advance)
		ok, wait := l.take(s.key)
		if ok != s.ok || wait != s.wait {
			t.Errorf("step %d: take = %v %v, want %v %v", i, ok, wait, s.ok, s.wait)
		}
	}
	if len(l.clients) != 2 {
		t.Fatalf("%d buckets, want 2", len(l.clients))
	}
	// A minute on, b is swept when a takes a token; a is kept.
	now = now.Add(time.Minute)
	if ok, _ := l.take(a); !ok {
		t.Fatal("a minute on, a is refused")
	}
	if _, kept := l.clients[b]; kept || len(l.clients) != 1 {
		t.Errorf("after the sweep, buckets = %v, want only a", l.clients)
	}
}
