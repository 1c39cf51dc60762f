package api_test

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/api/business"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestQueueDelay measures the live queue (issue 20's benchmark): with
// queueStreams staff streams open on one store, how long from a shopper's
// checkout request being sent to its event being read on each stream, over
// queueCheckouts checkouts. On PostgreSQL (PISTIL_TEST_POSTGRES) the
// streams are split over two instances on one database and the checkouts
// go to the first. make bench runs it with PISTIL_BENCH_QUEUE=1; the goal
// is a 99th percentile under one second. A measurement, so it is skipped
// otherwise and asserts only that every event arrived.
func TestQueueDelay(t *testing.T) {
	if os.Getenv("PISTIL_BENCH_QUEUE") == "" {
		t.Skip("a benchmark: PISTIL_BENCH_QUEUE=1 runs it (make bench)")
	}
	const (
		queueStreams   = 200
		queueCheckouts = 500
		shoppers       = 8 // checkouts in flight at once
	)
	name, dsn := "sqlite", storagetest.DSNs(t)["sqlite"]
	if pg := storagetest.DSNs(t)["postgres"]; pg != "" {
		name, dsn = "postgres", pg
	}
	dbA := storagetest.Open(t, dsn)
	advance := stopClock(dbA, queueStart) // open for pickup; moved past the sign-in throttle for each staff member
	servers := []*httptest.Server{liveServer(t, dbA)}
	if name == "postgres" {
		dbB := storagetest.Open(t, dsn)
		dbB.Now = dbA.Now // one clock for both instances
		servers = append(servers, liveServer(t, dbB))
	}
	if err := dbA.InTx(context.Background(), func(tx *storage.Tx) error {
		_, err := tx.Exec(context.Background(), `UPDATE menu_product_weights SET stock = 1000000`)
		return err
	}); err != nil {
		t.Fatal(err)
	}

	// Streams: five per staff member (the per-member limit), half on each instance.
	type arrival struct {
		id int64
		at time.Time
	}
	arrivals := make([][]arrival, queueStreams)
	var ready, done sync.WaitGroup
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var member *staffClient
	for i := range queueStreams {
		srv := servers[i%len(servers)]
		if i%business.StreamsPerMember == 0 {
			advance(time.Minute)
			member = staffMember(t, dbA, servers[0], fmt.Sprintf("bud%d@shop.example", i), staff.Budtender, ct.StoreSF, 0)
		}
		req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+fmt.Sprintf("/api/v1/business/stream?store_id=%d", ct.StoreSF), nil)
		req.Header.Set("Cookie", staffCookie+"="+member.cookie)
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("stream %d = %v, %v", i, res, err)
		}
		ready.Add(1)
		done.Add(1)
		go func(k int) {
			defer done.Done()
			defer res.Body.Close()
			scan := bufio.NewScanner(res.Body)
			ready.Done()
			const key = `"reservation":{"id":`
			for scan.Scan() {
				line := scan.Text()
				if !strings.HasPrefix(line, `data: {"type":"placed"`) {
					continue
				}
				at := time.Now()
				rest := line[strings.Index(line, key)+len(key):]
				id, _ := strconv.ParseInt(rest[:strings.IndexByte(rest, ',')], 10, 64)
				arrivals[k] = append(arrivals[k], arrival{id, at}) // each stream's own slice
			}
		}(i)
	}
	ready.Wait()
	time.Sleep(500 * time.Millisecond)

	sent := make(map[int64]time.Time, queueCheckouts)
	var sentMu sync.Mutex
	work := make(chan int)
	var shop sync.WaitGroup
	for range shoppers {
		shop.Add(1)
		go func() {
			defer shop.Done()
			for range work {
				add := callWith(t, servers[0], "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "eighth_ounce", 1), nil)
				cart, _ := add.body["cart_uuid"].(string)
				start := time.Now()
				co := callWith(t, servers[0], "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
					"last_name": "Lovelace", "phone": "4155550100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, cart), nil)
				if co.status != 201 {
					t.Errorf("checkout = %d %s", co.status, co.raw)
					continue
				}
				sentMu.Lock()
				sent[int64(get(co.body, "reservation", "id").(float64))] = start
				sentMu.Unlock()
			}
		}()
	}
	began := time.Now()
	for i := range queueCheckouts {
		work <- i
	}
	close(work)
	shop.Wait()
	elapsed := time.Since(began)
	time.Sleep(2 * time.Second) // the last events arrive
	cancel()
	done.Wait()

	var delays []time.Duration
	for _, stream := range arrivals {
		for _, a := range stream {
			if s, ok := sent[a.id]; ok {
				delays = append(delays, a.at.Sub(s))
			}
		}
	}
	if want := queueStreams * len(sent); len(delays) != want {
		t.Errorf("%d events read, want %d (%d streams × %d checkouts)", len(delays), want, queueStreams, len(sent))
	}
	slices.Sort(delays)
	pct := func(p float64) time.Duration { return delays[int(p*float64(len(delays)-1))] }
	if len(delays) > 0 {
		t.Logf("%s, %d instance(s), %d streams, %d checkouts in %s (%d at once): %d samples; checkout to event p50 %s, p95 %s, p99 %s, max %s",
			name, len(servers), queueStreams, len(sent), elapsed.Round(time.Millisecond), shoppers, len(delays),
			pct(0.50).Round(time.Millisecond), pct(0.95).Round(time.Millisecond), pct(0.99).Round(time.Millisecond), delays[len(delays)-1].Round(time.Millisecond))
	}
}
