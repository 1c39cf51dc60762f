package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// syncBuffer is a bytes.Buffer safe to write from the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func noEnv(string) string { return "" }

var servingLine = regexp.MustCompile(`Pistil is serving on (http://\S+)`)

// startServe runs "pistil serve" with args until ctx ends, and answers its
// base URL once it serves, the channel run's result arrives on, and its log.
func startServe(t *testing.T, ctx context.Context, args []string, getenv func(string) string) (string, chan error, *syncBuffer) {
	t.Helper()
	var stdout, stderr syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, append([]string{"serve"}, args...), getenv, &stdout, &stderr)
	}()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); {
		select {
		case err := <-done:
			t.Fatalf("serve ended early: %v\n%s", err, stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
		if m := servingLine.FindStringSubmatch(stdout.String()); m != nil {
			return m[1], done, &stderr
		}
	}
	t.Fatalf("serve printed no URL: %q", stdout.String())
	return "", nil, nil
}

// TestServe starts the whole program on a free port with the demo catalogue,
// uses it, and stops it as SIGTERM would.
func TestServe(t *testing.T) {
	for name, dsn := range storagetest.DSNs(t) {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			base, done, stderr := startServe(t, ctx, []string{"-addr", "127.0.0.1:0", "-db", dsn, "-files", t.TempDir()}, noEnv)
			for _, path := range []string{"/healthz", "/readyz"} {
				res, err := http.Get(base + path)
				if err != nil || res.StatusCode != 200 {
					t.Fatalf("GET %s = %v, %v", path, res, err)
				}
				res.Body.Close()
			}
			res, err := http.Get(base + "/api/v1/stores")
			if err != nil {
				t.Fatal(err)
			}
			var body struct{ Stores []map[string]any }
			_ = json.NewDecoder(res.Body).Decode(&body)
			res.Body.Close()
			if len(body.Stores) < 8 {
				t.Errorf("the demo catalogue has %d stores, want at least 8", len(body.Stores))
			}
			// The demo database comes with an owner per store; the logged
			// link opens the console once.
			link := regexp.MustCompile(`"msg":"store console welcome link".*"link":"(http[^"]+/business/welcome/([^"]+))"`).FindStringSubmatch(stderr.String())
			if link == nil {
				t.Fatalf("no store console welcome link in the log:\n%s", stderr.String())
			}
			origin := link[1][:strings.Index(link[1], "/business/")]
			welcome := func() int {
				req, _ := http.NewRequest("POST", base+"/api/v1/business/welcome", strings.NewReader(`{"token": "`+link[2]+`", "password": "correct horse battery"}`))
				req.Header.Set("Origin", origin)
				req.Header.Set("Content-Type", "application/json")
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
				return res.StatusCode
			}
			if first, again := welcome(), welcome(); first != 200 || again != 422 {
				t.Errorf("the logged link: %d, then %d; want 200, then 422 (it works once)", first, again)
			}
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("serve after shutdown = %v", err)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("serve did not shut down")
			}
			if !strings.Contains(stderr.String(), `"msg":"request"`) || !strings.Contains(stderr.String(), `"msg":"stopped"`) {
				t.Errorf("the log lacks request or shutdown lines:\n%s", stderr.String())
			}
		})
	}
}

func TestImportCommand(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "pistil.db")
	good := filepath.Join(dir, "good.json")
	data, _ := json.Marshal(catalogtest.Small())
	if err := os.WriteFile(good, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		var out bytes.Buffer
		if err := run(context.Background(), []string{"import", "-db", db, good}, noEnv, &out, io.Discard); err != nil {
			t.Fatalf("import = %v", err)
		}
		if !strings.Contains(out.String(), "2 stores, 2 brands, 5 products, 5 menu products") {
			t.Errorf("import printed %q", out.String())
		}
	}
	bad := filepath.Join(dir, "bad.json")
	broken := strings.Replace(string(data), `"price_id":"each"`, `"price_id":"ounce"`, 1)
	broken = strings.Replace(broken, `"name":"Golden Gate Greenhouse"`, `"name":""`, 1)
	if err := os.WriteFile(bad, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	err := run(context.Background(), []string{"import", "-db", db, bad}, noEnv, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "stores[0].name: is required") || !strings.Contains(err.Error(), "stores[0].menu[2].weights[0].price_id") {
		t.Errorf("bad import = %v, want the JSON paths of both problems", err)
	}
	typed := filepath.Join(dir, "typed.json")
	if err := os.WriteFile(typed, []byte(`{"version": 1, "stores": [{"id": "one"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	err = run(context.Background(), []string{"import", "-db", db, typed}, noEnv, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "stores.id") {
		t.Errorf("mistyped import = %v, want the path stores.id", err)
	}
}

func TestCommandErrors(t *testing.T) {
	for _, args := range [][]string{{}, {"frobnicate"}, {"serve", "-addr", "nonsense"}, {"serve", "-seed", "everything"}, {"seed"}, {"import"}} {
		if err := run(context.Background(), append(args, "-db", filepath.Join(t.TempDir(), "x.db")), noEnv, io.Discard, io.Discard); err == nil {
			t.Errorf("run(%q) = nil, want an error", args)
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"migrate", "-db", filepath.Join(t.TempDir(), "m.db")}, noEnv, &out, io.Discard); err != nil {
		t.Errorf("migrate = %v", err)
	}
}

func TestSeedBench(t *testing.T) {
	var out bytes.Buffer
	db := filepath.Join(t.TempDir(), "bench.db")
	if err := run(context.Background(), []string{"seed", "bench", "-db", db, "-stores", "3", "-products", "40"}, noEnv, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "3 stores, 32 brands, 40 products, 120 menu products") {
		t.Errorf("seed bench printed %q", out.String())
	}
	if err := run(context.Background(), []string{"seed", "bench", "-db", db, "-stores", "0"}, noEnv, io.Discard, io.Discard); err == nil {
		t.Error("seed bench -stores 0 = nil error")
	}
}

// A command given -clock runs on a clock that starts at that instant: the
// browser suite's server shows a store open whatever the real hour.
func TestClockFlag(t *testing.T) {
	at := time.Date(2026, 11, 25, 19, 0, 0, 0, time.UTC)
	args := []string{"-db", filepath.Join(t.TempDir(), "pistil.db"), "-clock", at.Format(time.RFC3339)}
	var stderr bytes.Buffer
	_, _, db, _, err := open(context.Background(), "migrate", args, noEnv, &stderr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if now := db.Now(); now.Before(at) || now.After(at.Add(time.Minute)) {
		t.Errorf("the database's clock reads %v; want %v or a little after", now, at)
	}
	if !strings.Contains(stderr.String(), "the clock is set") {
		t.Errorf("the log does not say the clock is set:\n%s", stderr.String())
	}
}
