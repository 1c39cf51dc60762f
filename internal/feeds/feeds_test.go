package feeds_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/feeds"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// The mapping of the local point of sale's export: the gummies by its
// own id, counted each.
const mapping = `{"format":"csv","mode":"delta","columns":{"menu_product_id":"Pistil ID","external_id":"SKU","stock":"Qty"},"weights":{}}`

// TestRunnerReadsKeptFeeds: SF keeps a feed read every 5 minutes. The
// runner reads it at once and counts the gummies (31); it is not due again
// until its 5 minutes are up, when the point of sale answers 503: the run
// is kept as failed, with why, and the last good run's figures stay. Asked
// to run now, it runs at the runner's next look, with the next export
// (12). A paused feed is not read. With private addresses refused, as in
// production, the local feed is not read at all.
func TestRunnerReadsKeptFeeds(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
			t.Fatal(err)
		}
		start := time.Date(2026, 11, 30, 15, 0, 0, 0, time.UTC)
		var shift atomic.Int64
		db.Now = func() time.Time { return start.Add(time.Duration(shift.Load())) }
		gummies, err := db.MenuProduct(ctx, ct.StoreSF, ct.EdibleGummies)
		if err != nil {
			t.Fatal(err)
		}
		var export atomic.Value
		export.Store(fmt.Sprintf("Pistil ID,SKU,Qty\n%d,GUM-1,31\n", gummies.ID))
		var down atomic.Bool
		var reads atomic.Int32
		pos := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			reads.Add(1)
			if down.Load() {
				http.Error(w, "restarting", http.StatusServiceUnavailable)
				return
			}
			_, _ = io.WriteString(w, export.Load().(string))
		}))
		defer pos.Close()
		if _, err := db.SetFeed(ctx, storage.FeedSettings{StoreID: ct.StoreSF, URL: pos.URL + "/export.csv?key=k1", Mapping: mapping,
			Every: 5 * time.Minute, Enabled: true, Audit: staff.Entry{Actor: staff.ActorCLI, Action: "feed.update"}}); err != nil {
			t.Fatal(err)
		}
		runner := &feeds.Runner{Feeds: db, Menus: catalogstore.New(db), Client: feeds.Client(true), Log: slog.New(slog.DiscardHandler), Now: db.Now}
		each := func() int {
			t.Helper()
			mp, err := db.MenuProduct(ctx, ct.StoreSF, ct.EdibleGummies)
			if err != nil {
				t.Fatal(err)
			}
			o, _ := mp.Offer(catalog.Weight("each"))
			return o.Stock
		}
		runDue := func(want int) storage.FeedConnector {
			t.Helper()
			n, err := runner.RunDue(ctx)
			if err != nil || n != want {
				t.Fatalf("RunDue = %d, %v; want %d", n, err, want)
			}
			f, err := db.Feed(ctx, ct.StoreSF)
			if err != nil {
				t.Fatal(err)
			}
			return f
		}

		f := runDue(1)
		if each() != 31 || !f.LastOK || f.LastRows != 1 || f.LastChanged != 1 || f.LastRunAt == nil || !f.LastRunAt.Equal(start) ||
			!f.NextRunAt.Equal(start.Add(5*time.Minute)) || f.LastMessage != "1 row read: 1 product changed, 0 hidden, 0 counts below what reservations hold" {
			t.Fatalf("the first run: %d gummies, %+v", each(), f)
		}
		shift.Add(int64(4 * time.Minute))
		runDue(0)

		shift.Add(int64(time.Minute))
		down.Store(true)
		f = runDue(1)
		if f.LastOK || !strings.Contains(f.LastMessage, "503 Service Unavailable") || f.LastRows != 1 || f.LastChanged != 1 ||
			!f.NextRunAt.Equal(start.Add(10*time.Minute)) {
			t.Errorf("a failed run: %+v", f)
		}

		down.Store(false)
		export.Store("Pistil ID,SKU,Qty\n,GUM-1,12\n")
		if err := db.RunFeedSoon(ctx, ct.StoreSF); err != nil {
			t.Fatal(err)
		}
		if f = runDue(1); each() != 12 || !f.LastOK {
			t.Errorf("run now: %d gummies, %+v", each(), f)
		}

		// Paused: kept, not read, and not run now either.
		if _, err := db.SetFeed(ctx, storage.FeedSettings{StoreID: ct.StoreSF, URL: pos.URL + "/export.csv", Mapping: mapping,
			Every: 5 * time.Minute, Audit: staff.Entry{Actor: staff.ActorCLI, Action: "feed.update"}}); err != nil {
			t.Fatal(err)
		}
		shift.Add(int64(time.Hour))
		before := reads.Load()
		runDue(0)
		if err := db.RunFeedSoon(ctx, ct.StoreSF); problem.KindOf(err) != problem.Conflict {
			t.Errorf("running a paused feed = %v", err)
		}

		// As in production: the loopback feed is refused at the dial.
		if _, err := db.SetFeed(ctx, storage.FeedSettings{StoreID: ct.StoreSF, URL: pos.URL + "/export.csv", Mapping: mapping,
			Every: 5 * time.Minute, Enabled: true, Audit: staff.Entry{Actor: staff.ActorCLI, Action: "feed.update"}}); err != nil {
			t.Fatal(err)
		}
		runner.Client = feeds.Client(false)
		if f = runDue(1); f.LastOK || !strings.Contains(f.LastMessage, "private") || reads.Load() != before {
			t.Errorf("a private feed in production: %+v, %d reads", f, reads.Load()-before)
		}
		if rows, err := db.AuditLog(ctx, ct.StoreSF, 0, 50); err != nil || !hasAction(rows, "inventory.sync", "feed") ||
			!hasAction(rows, "feed.update", "cli") {
			t.Errorf("audit = %+v, %v", rows, err)
		}
		if err := db.RemoveFeed(ctx, ct.StoreSF, staff.Entry{Actor: staff.ActorCLI, Action: "feed.remove"}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Feed(ctx, ct.StoreSF); problem.KindOf(err) != problem.NotFound {
			t.Errorf("a removed feed = %v", err)
		}
	})
}

// hasAction reports whether rows hold action by actor.
func hasAction(rows []storage.AuditRow, action, actor string) bool {
	for _, r := range rows {
		if r.Action == action && r.Actor == actor {
			return true
		}
	}
	return false
}

func TestExplain(t *testing.T) {
	var v problem.Validations
	for i := range 7 {
		v.Add(fmt.Sprintf("feed[%d].stock", i+1), "must be a whole number")
	}
	for _, tt := range []struct {
		err  error
		want string
	}{
		{errors.New("read the feed: EOF"), "read the feed: EOF"},
		{problem.Invalidf("feed[2].price", "must be dollars"), "must be dollars feed[2].price: must be dollars"},
		{v.Err("The feed cannot be read."), "The feed cannot be read. feed[1].stock: must be a whole number; feed[2].stock: must be a whole number; " +
			"feed[3].stock: must be a whole number; feed[4].stock: must be a whole number; feed[5].stock: must be a whole number; and 2 more"},
	} {
		if got := feeds.Explain(tt.err); got != tt.want {
			t.Errorf("Explain(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
}

// TestRunnerWakes: a runner that looks only hourly reads a feed at once
// when woken after a read was asked for, as the API does for "read it
// now".
func TestRunnerWakes(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	ctx := context.Background()
	if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
		t.Fatal(err)
	}
	var reads atomic.Int32
	pos := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reads.Add(1)
		_, _ = io.WriteString(w, "Pistil ID,SKU,Qty\n")
	}))
	defer pos.Close()
	if _, err := db.SetFeed(ctx, storage.FeedSettings{StoreID: ct.StoreSF, URL: pos.URL, Mapping: mapping, Every: time.Hour,
		Enabled: true, Audit: staff.Entry{Actor: staff.ActorCLI, Action: "feed.update"}}); err != nil {
		t.Fatal(err)
	}
	runner := &feeds.Runner{Feeds: db, Menus: catalogstore.New(db), Client: feeds.Client(true), Log: slog.New(slog.DiscardHandler),
		Now: db.Now, Every: time.Hour}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		runner.Run(runCtx)
	}()
	defer func() {
		stop()
		<-done
	}()
	waitReads := func(n int32) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for reads.Load() < n {
			if time.Now().After(deadline) {
				t.Fatalf("the feed was read %d times, want %d", reads.Load(), n)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	waitReads(1) // the first look, at start
	if err := db.RunFeedSoon(ctx, ct.StoreSF); err != nil {
		t.Fatal(err)
	}
	runner.Wake()
	waitReads(2)
}
