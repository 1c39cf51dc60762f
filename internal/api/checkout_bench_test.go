package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// benchServer serves the Small catalogue with gummies stocked for any
// number of checkouts, on each database under test.
func benchServers(b *testing.B, run func(b *testing.B, srv *httptest.Server)) {
	for name, dsn := range storagetest.DSNs(b) {
		b.Run(name, func(b *testing.B) {
			db := storagetest.Open(b, dsn)
			srv := newServerWith(b, db, config.DefaultFeatures)
			doc := ct.Small()
			for i := range doc.Stores[0].Menu {
				if doc.Stores[0].Menu[i].ProductID == ct.EdibleGummies {
					doc.Stores[0].Menu[i].Weights[0].Stock = 10_000_000
				}
			}
			if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
				b.Fatal(err)
			}
			run(b, srv)
		})
	}
}

// latencies collects how long each operation took and reports the 99th
// percentile and the throughput.
type latencies struct {
	mu    sync.Mutex
	taken []time.Duration
}

func (l *latencies) add(d time.Duration) {
	l.mu.Lock()
	l.taken = append(l.taken, d)
	l.mu.Unlock()
}

func (l *latencies) report(b *testing.B, elapsed time.Duration, unit string) {
	if len(l.taken) == 0 {
		return
	}
	slices.Sort(l.taken)
	p99 := l.taken[min(len(l.taken)-1, len(l.taken)*99/100)]
	b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(len(l.taken))/elapsed.Seconds(), unit+"/s")
}

// timedPost posts body and records how long the answer took; a status other
// than want fails the benchmark.
func timedPost(b *testing.B, l *latencies, url, body string, want int) {
	start := time.Now()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		b.Error(err)
		return
	}
	resp.Body.Close()
	l.add(time.Since(start))
	if resp.StatusCode != want {
		b.Errorf("POST %s = %d", url, resp.StatusCode)
	}
}

// BenchmarkCheckout measures POST /carts/checkout of a one-line guest cart,
// 8 shoppers at a time (carts are made before the clock starts): the
// re-pricing, the checks, the stock update and the reservation's writes.
func BenchmarkCheckout(b *testing.B) {
	benchServers(b, func(b *testing.B, srv *httptest.Server) {
		carts := make([]string, b.N)
		for i := range carts {
			r := call(b, srv, "POST", "/api/v1/cart_products", addBody("", 1, ct.EdibleGummies, "each", 1))
			carts[i] = r.body["cart_uuid"].(string)
		}
		var l latencies
		var next atomic.Int64
		b.SetParallelism(4) // 4 × GOMAXPROCS goroutines
		b.ResetTimer()
		start := time.Now()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				id := carts[next.Add(1)-1]
				timedPost(b, &l, srv.URL+"/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", %s}`, id, guestContact),
					http.StatusCreated)
			}
		})
		elapsed := time.Since(start)
		b.StopTimer()
		l.report(b, elapsed, "checkouts")
	})
}

// BenchmarkAddToCart measures POST /cart_products: a shopper's first add,
// which makes the cart, checks the line and the purchase limits and answers
// the priced cart.
func BenchmarkAddToCart(b *testing.B) {
	benchServers(b, func(b *testing.B, srv *httptest.Server) {
		var l latencies
		b.SetParallelism(4)
		b.ResetTimer()
		start := time.Now()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				timedPost(b, &l, srv.URL+"/api/v1/cart_products", addBody("", 1, ct.EdibleGummies, "each", 1), http.StatusCreated)
			}
		})
		elapsed := time.Since(start)
		b.StopTimer()
		l.report(b, elapsed, "adds")
	})
}
