package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// startChild runs this test binary as `pistil serve` on dsn (see TestMain)
// and answers its base URL; the process is killed when the test ends.
func startChild(t *testing.T, dsn string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PISTIL_TEST_RUN_MAIN=serve -addr 127.0.0.1:0 -seed none -db "+dsn)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		if m := servingLine.FindStringSubmatch(lines.Text()); m != nil {
			go func() { _, _ = io.Copy(io.Discard, stdout) }()
			return cmd, m[1]
		}
	}
	t.Fatal("the child server printed no URL")
	return nil, ""
}

func postJSON(url, body string) (int, map[string]any, error) {
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	var out map[string]any
	err = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out, err
}

// TestSIGKILLDuringCheckouts kills `pistil serve` with SIGKILL while
// shoppers are checking out, restarts it, and checks that every reservation
// it acknowledged is still there and that no stock was taken without a
// reservation: each cart holds one gummy, so the gummies gone are exactly
// the reservations kept.
func TestSIGKILLDuringCheckouts(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills servers")
	}
	const (
		carts    = 240
		shoppers = 12
		stock    = 1000
		killAt   = 40 // acknowledged reservations before the kill
	)
	for name, dsn := range storagetest.DSNs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			db := storagetest.Open(t, dsn)
			doc := ct.Small()
			for i := range doc.Stores[0].Menu {
				if doc.Stores[0].Menu[i].ProductID == ct.EdibleGummies {
					doc.Stores[0].Menu[i].Weights[0].Stock = stock
				}
			}
			if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
				t.Fatal(err)
			}
			child, base := startChild(t, dsn)

			uuids := make([]string, carts)
			for i := range uuids {
				status, body, err := postJSON(base+"/api/v1/cart_products",
					fmt.Sprintf(`{"store_id": 1, "product": {"product_id": %d, "price_id": "each", "count": 1}}`, ct.EdibleGummies))
				if err != nil || status != http.StatusCreated {
					t.Fatalf("add to cart = %d %v %v", status, body, err)
				}
				uuids[i] = body["cart_uuid"].(string)
			}

			var (
				mu           sync.Mutex
				acknowledged []string
				acks         atomic.Int32
				next         atomic.Int32
				wg           sync.WaitGroup
			)
			killed := make(chan struct{})
			for range shoppers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						i := int(next.Add(1)) - 1
						if i >= carts {
							return
						}
						status, body, err := postJSON(base+"/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup",
							"first_name": "Ada", "last_name": "Lovelace", "phone": "415-555-0100", "email": "ada@example.com",
							"birth_date": "1990-04-20"}`, uuids[i]))
						if err != nil {
							return // the server is gone
						}
						if status != http.StatusCreated {
							t.Errorf("checkout = %d %v", status, body)
							continue
						}
						mu.Lock()
						acknowledged = append(acknowledged, body["reservation"].(map[string]any)["uuid"].(string))
						mu.Unlock()
						if acks.Add(1) == killAt {
							close(killed)
						}
					}
				}()
			}
			select {
			case <-killed:
			case <-time.After(2 * time.Minute):
				t.Fatal("no reservations acknowledged within 2 minutes")
			}
			if err := child.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			_ = child.Wait()
			wg.Wait()

			_, base = startChild(t, dsn)
			for _, id := range acknowledged {
				resp, err := http.Get(base + "/api/v1/reservation_receipts/" + id)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					t.Errorf("acknowledged reservation %s answers %d after the restart", id, resp.StatusCode)
				}
			}
			n, err := db.CountReservations(ctx)
			if err != nil {
				t.Fatal(err)
			}
			mp, err := db.MenuProduct(ctx, ct.StoreSF, ct.EdibleGummies)
			if err != nil {
				t.Fatal(err)
			}
			o, _ := mp.Offer(catalog.Each)
			if taken := stock - o.Stock; taken != n {
				t.Errorf("%d gummies taken for %d reservations", taken, n)
			}
			if n < len(acknowledged) {
				t.Errorf("%d reservations kept, %d acknowledged", n, len(acknowledged))
			}
			t.Logf("%d acknowledged before the kill, %d kept", len(acknowledged), n)
		})
	}
}
