package core

import (
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"

	tokens "golang.org/x/time/rate"

	"github.com/pistil/pistil/internal/problem"
)

// The collectors' budgets per client address (docs/analytics.md,
// docs/observability.md). The collectors take unauthenticated writes, so
// each client address has a token bucket: error reports at the spec's
// client rule, 10 a second; analytics calls (events, identify, insights
// together) at a budget well above what one shopper's pages send, which
// batch events and flush when a page is hidden.
const (
	ErrorReportsPerSecond = 10
	ErrorReportsBurst     = 10
	AnalyticsPerSecond    = 20
	AnalyticsBurst        = 60
)

// Registration's budget per client address: ten accounts at once (a family
// or a shop's counter sharing one address), then two a minute. One address
// can make no more than about 2,900 accounts a day, where it made 30 a
// second before.
const (
	SignUpsPerMinute = 2
	SignUpsBurst     = 10
)

// ipLimiter keeps a token bucket per client address. Buckets idle for
// ipIdle are dropped (a bucket idle that long is full again, as good as a
// new one), so the map holds only the addresses seen lately.
type ipLimiter struct {
	every tokens.Limit
	burst int
	now   func() time.Time

	mu        sync.Mutex
	clients   map[netip.Prefix]*ipBucket
	lastSweep time.Time
}

type ipBucket struct {
	lim  *tokens.Limiter
	seen time.Time
}

const (
	ipIdle = time.Minute
	// ipMaxClients bounds the map between sweeps; beyond it, a sweep runs
	// at once and, when every bucket is busy, the map starts afresh.
	ipMaxClients = 100_000
)

func NewIPLimiter(perSecond float64, burst int, now func() time.Time) *ipLimiter {
	return &ipLimiter{every: tokens.Limit(perSecond), burst: burst, now: now, clients: map[netip.Prefix]*ipBucket{}}
}

// clientKey is the address a request's budget is kept under: the peer's
// IP (r.RemoteAddr), an IPv6 one by its /64, since one host may hold a
// whole /64. Pistil has no notion of a trusted proxy, so X-Forwarded-For
// is never read (a client could write any address there); behind a
// reverse proxy every request comes from the proxy's address, and the
// proxy should do the per-client limiting.
func clientKey(r *http.Request) netip.Prefix { return ClientBlock(r, 32, 64) }

// ClientBlock is the network of the request's peer address: its first v4
// bits for IPv4, v6 bits for IPv6.
func ClientBlock(r *http.Request, v4, v6 int) netip.Prefix {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Prefix{}
	}
	addr = addr.Unmap()
	bits := v4
	if addr.Is6() {
		bits = v6
	}
	p, _ := addr.Prefix(bits)
	return p
}

// take spends one token of key's bucket. When there is none, it answers
// how long until there is one.
func (l *ipLimiter) take(key netip.Prefix) (ok bool, wait time.Duration) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) >= ipIdle || len(l.clients) >= ipMaxClients {
		l.sweep(now)
	}
	b := l.clients[key]
	if b == nil {
		b = &ipBucket{lim: tokens.NewLimiter(l.every, l.burst)}
		l.clients[key] = b
	}
	b.seen = now
	res := b.lim.ReserveN(now, 1)
	if !res.OK() {
		return false, time.Second
	}
	if wait = res.DelayFrom(now); wait > 0 {
		res.CancelAt(now)
		return false, wait
	}
	return true, 0
}

// Allow spends one token of the request's client address and reports
// whether there was one, for work a client may be refused quietly (a count
// it does not see) rather than with a 429.
func (l *ipLimiter) Allow(r *http.Request) bool {
	ok, _ := l.take(clientKey(r))
	return ok
}

// sweep drops the buckets idle for ipIdle; l.mu is held.
func (l *ipLimiter) sweep(now time.Time) {
	l.lastSweep = now
	for k, b := range l.clients {
		if now.Sub(b.seen) >= ipIdle {
			delete(l.clients, k)
		}
	}
	if len(l.clients) >= ipMaxClients {
		clear(l.clients)
	}
}

// Throttle answers 429 (Retry-After, the one error shape) to a client
// address past its budget, and passes the rest to next. Preflights are
// free.
func (s *Server) Throttle(l *ipLimiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodOptions {
			next.ServeHTTP(w, r)
			return
		}
		ok, wait := l.take(clientKey(r))
		if ok {
			next.ServeHTTP(w, r)
			return
		}
		secs := max(1, int(math.Ceil(wait.Seconds())))
		w.Header().Set("Retry-After", strconv.Itoa(secs))
		WriteError(w, r, s.Log, &problem.Error{Kind: problem.Throttled,
			Message: "Too many requests from this address; please wait a moment and send again.", Details: problem.Details{RetryAfter: secs}})
	})
}

// Clock is the database's clock (time.Now but in tests), read at each call.
func (s *Server) Clock() time.Time { return s.DB.Now() }
