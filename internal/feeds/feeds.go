// Package feeds reads a point of sale's export over HTTP, a CSV or JSON
// feed, through a mapping (inventory.Mapping) into a sync's rows, and runs
// the stores' pull connectors kept in the database: serve's Runner claims
// each one when due, reads its feed and syncs the store's menu the way a
// pushed sync does (docs/integrations.md, "The pull connector"). The
// pistil sync command reads a feed with the same Fetch.
package feeds

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// The limits of one read of a feed.
const (
	// MaxBytes caps a feed.
	MaxBytes = 32 << 20
	// Timeout bounds one read, from the request to the body's end.
	Timeout = time.Minute
)

// Client is the HTTP client feeds are read with: notify.GuardedClient's
// dialer (no private address unless allowPrivate, -webhooks-private), and
// up to ten redirects, each hop dialled by the same dialer, for an export
// served from a signed storage URL.
func Client(allowPrivate bool) *http.Client {
	c := notify.GuardedClient(allowPrivate, Timeout)
	c.CheckRedirect = nil
	return c
}

// Fetch reads the feed at url and its rows through m, within Timeout.
func Fetch(ctx context.Context, client *http.Client, url string, m inventory.Mapping) ([]inventory.Row, error) {
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, fmt.Errorf("the feed's URL: %w", err)
	}
	if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
		return nil, fmt.Errorf("the feed's URL must be http or https, not %q", url)
	}
	res, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("read the feed: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("read the feed: the point of sale answered %s", res.Status)
	}
	data, err := io.ReadAll(io.LimitReader(res.Body, MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read the feed: %w", err)
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("the feed is larger than %d MiB", MaxBytes>>20)
	}
	return m.Rows(data)
}

// Explain is an error of a run in a line: a refusal's message with its
// first fields and what each says.
func Explain(err error) string {
	var p *problem.Error
	if !errors.As(err, &p) || len(p.Fields) == 0 {
		return err.Error()
	}
	fields := slices.Sorted(maps.Keys(p.Fields))
	var parts []string
	for i, f := range fields {
		if i == 5 {
			parts = append(parts, fmt.Sprintf("and %d more", len(fields)-i))
			break
		}
		parts = append(parts, f+": "+strings.Join(p.Fields[f], " "))
	}
	return p.Message + " " + strings.Join(parts, "; ")
}

// Store is what the runner needs of the database (storage.DB).
type Store interface {
	ClaimFeeds(ctx context.Context, n int, lease time.Duration) ([]storage.FeedConnector, error)
	FeedRan(ctx context.Context, storeID int64, claimed time.Time, run storage.FeedRun) error
}

// Menus syncs a store's menu (catalogstore.Store).
type Menus interface {
	SyncInventory(ctx context.Context, s catalogstore.InventorySync) (catalogstore.InventorySynced, error)
}

// Actor is who the audit log names for a run of a kept connector.
var Actor = staff.Actor{Label: "feed"}

// The runner's claim: a few connectors at a time, each hidden from other
// claims for longer than a read and its sync take.
const (
	claimBatch = 4
	claimLease = 5 * time.Minute
)

// Runner runs the stores' kept pull connectors when due, until its
// context ends.
type Runner struct {
	Feeds  Store
	Menus  Menus
	Client *http.Client
	Log    *slog.Logger
	// Now is the database's clock.
	Now func() time.Time
	// Every is how often it looks for a connector due; 15 s when zero.
	Every time.Duration

	once sync.Once
	wake chan struct{}
}

// wakeup is the channel Wake rings.
func (r *Runner) wakeup() chan struct{} {
	r.once.Do(func() { r.wake = make(chan struct{}, 1) })
	return r.wake
}

// Wake makes Run look for connectors due now rather than at its next
// tick: a run asked for on this instance starts at once (another
// instance's runner finds it at its own tick). It never blocks.
func (r *Runner) Wake() {
	select {
	case r.wakeup() <- struct{}{}:
	default:
	}
}

// Run looks for connectors due every r.Every and runs them.
func (r *Runner) Run(ctx context.Context) {
	every := r.Every
	if every == 0 {
		every = 15 * time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := r.RunDue(ctx)
		if err != nil && ctx.Err() == nil {
			r.Log.Error("point of sale feeds", "err", err)
		}
		if n == claimBatch {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-r.wakeup():
		}
	}
}

// RunDue claims the connectors due now and runs each once, answering how
// many it claimed. A run that fails is recorded on its connector and
// tried again at its next time.
func (r *Runner) RunDue(ctx context.Context) (int, error) {
	claimed := r.Now()
	due, err := r.Feeds.ClaimFeeds(ctx, claimBatch, claimLease)
	if err != nil {
		return 0, err
	}
	for _, f := range due {
		run := r.runOne(ctx, f)
		if !run.OK {
			r.Log.Warn("a point of sale feed failed; it runs again at its next time", "store_id", f.StoreID, "err", run.Message)
		}
		if err := r.Feeds.FeedRan(ctx, f.StoreID, claimed, run); err != nil {
			return len(due), err
		}
	}
	return len(due), nil
}

// runOne reads a connector's feed and syncs its store's menu.
func (r *Runner) runOne(ctx context.Context, f storage.FeedConnector) storage.FeedRun {
	m, err := inventory.ParseMapping([]byte(f.Mapping))
	if err != nil {
		return storage.FeedRun{Message: "the mapping: " + err.Error()}
	}
	rows, err := Fetch(ctx, r.Client, f.URL, m)
	if err != nil {
		return storage.FeedRun{Message: Explain(err)}
	}
	done, err := r.Menus.SyncInventory(ctx, catalogstore.InventorySync{StoreID: f.StoreID, Mode: m.Mode, Rows: rows,
		Audit: staff.Entry{Actor: Actor, Action: "inventory.sync"}})
	if err != nil {
		return storage.FeedRun{Message: Explain(err)}
	}
	run := storage.FeedRun{OK: true, Rows: len(rows), Changed: done.Changed, Hidden: done.Hidden}
	for _, o := range done.Outcomes {
		run.Shortfalls += len(o.Shortfalls)
	}
	run.Message = fmt.Sprintf("%s read: %s changed, %d hidden, %s below what reservations hold", count(run.Rows, "row"),
		count(run.Changed, "product"), run.Hidden, count(run.Shortfalls, "count"))
	return run
}

// count is n things: "1 row", "3 rows".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
