package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
)

// A store's pull connector kept in the database and run by serve (issue
// 22; docs/integrations.md): the point of sale's export URL, the mapping
// that reads it, how often, and how its last run went. The run itself
// (fetching the feed, syncing the menu) is internal/feeds'.

// FeedConnector is a store's pull connector as stored.
type FeedConnector struct {
	StoreID int64
	URL     string
	// Mapping is the mapping's JSON (inventory.ParseMapping reads it).
	Mapping string
	Every   time.Duration
	Enabled bool
	// NextRunAt is when it runs next, while enabled.
	NextRunAt time.Time
	// LastRunAt is when it last ran, nil for never; LastOK whether that run
	// synced the menu, LastMessage what it did or why it failed.
	LastRunAt   *time.Time
	LastOK      bool
	LastMessage string
	// The last good run's rows read, products changed and hidden, and
	// counts below what reservations hold.
	LastRows, LastChanged, LastHidden, LastShortfalls int
	UpdatedAt                                         time.Time
}

// FeedSettings are what a store sets of its pull connector.
type FeedSettings struct {
	StoreID int64
	URL     string
	// Mapping is the mapping's JSON, checked by the caller.
	Mapping string
	Every   time.Duration
	Enabled bool
	// Audit is the change's audit row; storage fills in its store,
	// subject and before and after.
	Audit staff.Entry
}

// FeedRun is how one run of a pull connector went.
type FeedRun struct {
	OK bool
	// Message says what it did or why it failed (at most 1,000 bytes are
	// kept).
	Message                           string
	Rows, Changed, Hidden, Shortfalls int
}

// MsgNoFeed answers a store without a pull connector.
const MsgNoFeed = "This store has no point of sale feed."

const feedColumns = `store_id, url, mapping, every_seconds, enabled, next_run_at, last_run_at, last_ok, last_message,
	last_rows, last_changed, last_hidden, last_shortfalls, updated_at`

// scanFeed reads a row of feedColumns.
func scanFeed(row interface{ Scan(...any) error }) (FeedConnector, error) {
	var f FeedConnector
	var every int64
	var ran sql.NullTime
	var ok sql.NullBool
	err := row.Scan(&f.StoreID, &f.URL, &f.Mapping, &every, &f.Enabled, &f.NextRunAt, &ran, &ok, &f.LastMessage,
		&f.LastRows, &f.LastChanged, &f.LastHidden, &f.LastShortfalls, &f.UpdatedAt)
	f.Every, f.LastRunAt, f.LastOK = time.Duration(every)*time.Second, TimeOrNil(ran), ok.Bool
	return f, err
}

// Feed is a store's pull connector; problem.NotFound (MsgNoFeed) when it
// has none.
func (db *DB) Feed(ctx context.Context, storeID int64) (FeedConnector, error) {
	f, err := scanFeed(db.Reader().QueryRow(ctx, `SELECT `+feedColumns+` FROM feed_connectors WHERE store_id = ?`, storeID))
	if errors.Is(err, sql.ErrNoRows) {
		return f, problem.New(problem.NotFound, MsgNoFeed)
	}
	return f, err
}

// SetFeed writes a store's pull connector over what it was (or makes it),
// with its audit row (feed.update). An enabled connector runs at once
// (within the runner's next look), then every Every; its last run is
// kept.
func (db *DB) SetFeed(ctx context.Context, s FeedSettings) (FeedConnector, error) {
	err := db.InTx(ctx, func(tx *Tx) error {
		if _, err := FindStore(ctx, tx.Reader, s.StoreID); err != nil {
			return err
		}
		before, err := scanFeed(tx.QueryRow(ctx, `SELECT `+feedColumns+` FROM feed_connectors WHERE store_id = ?`+tx.Dialect.ForUpdate(), s.StoreID))
		existed := err == nil
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		// One statement for a new feed and a changed one: two first saves
		// at once end as the second's, not as a duplicate key.
		_, err = tx.Exec(ctx, `INSERT INTO feed_connectors (store_id, url, mapping, every_seconds, enabled, next_run_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (store_id) DO UPDATE SET url = excluded.url, mapping = excluded.mapping, every_seconds = excluded.every_seconds,
				enabled = excluded.enabled, next_run_at = excluded.next_run_at, updated_at = excluded.updated_at`,
			s.StoreID, s.URL, s.Mapping, int64(s.Every/time.Second), s.Enabled, tx.Now, tx.Now, tx.Now)
		if err != nil {
			return fmt.Errorf("write store %d's feed: %w", s.StoreID, err)
		}
		e := s.Audit
		e.StoreID, e.Subject = s.StoreID, fmt.Sprintf("store:%d", s.StoreID)
		if existed {
			e.Before = feedAudited(before.URL, before.Mapping, before.Every, before.Enabled)
		}
		e.After = feedAudited(s.URL, s.Mapping, s.Every, s.Enabled)
		return tx.Audit(ctx, e)
	})
	if err != nil {
		return FeedConnector{}, err
	}
	return db.Feed(ctx, s.StoreID)
}

// feedAudited is a connector's settings as the audit log keeps them: the
// URL without its query, which may hold the point of sale's key.
func feedAudited(url, mapping string, every time.Duration, enabled bool) map[string]any {
	if i := strings.IndexByte(url, '?'); i >= 0 {
		url = url[:i] + "?…"
	}
	return map[string]any{"url": url, "mapping": mapping, "every": every.String(), "enabled": enabled}
}

// RemoveFeed removes a store's pull connector, with its audit row
// (feed.remove); problem.NotFound when it has none.
func (db *DB) RemoveFeed(ctx context.Context, storeID int64, audit staff.Entry) error {
	return db.InTx(ctx, func(tx *Tx) error {
		before, err := scanFeed(tx.QueryRow(ctx, `SELECT `+feedColumns+` FROM feed_connectors WHERE store_id = ?`+tx.Dialect.ForUpdate(), storeID))
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, MsgNoFeed)
		} else if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM feed_connectors WHERE store_id = ?`, storeID); err != nil {
			return err
		}
		audit.StoreID, audit.Subject = storeID, fmt.Sprintf("store:%d", storeID)
		audit.Before = feedAudited(before.URL, before.Mapping, before.Every, before.Enabled)
		return tx.Audit(ctx, audit)
	})
}

// RunFeedSoon makes a store's enabled pull connector due now: the
// runner's next look runs it. problem.NotFound when it has none; a
// disabled one is refused (problem.Conflict).
func (db *DB) RunFeedSoon(ctx context.Context, storeID int64) error {
	return db.InTx(ctx, func(tx *Tx) error {
		var enabled bool
		err := tx.QueryRow(ctx, `SELECT enabled FROM feed_connectors WHERE store_id = ?`+tx.Dialect.ForUpdate(), storeID).Scan(&enabled)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, MsgNoFeed)
		} else if err != nil {
			return err
		}
		if !enabled {
			return problem.New(problem.Conflict, "This feed is paused: turn it on to run it.")
		}
		_, err = tx.Exec(ctx, `UPDATE feed_connectors SET next_run_at = ? WHERE store_id = ?`, tx.Now, storeID)
		return err
	})
}

// ClaimFeeds takes up to n enabled pull connectors due now, moving each
// one's next run to now+lease so that no other claim (on PostgreSQL,
// another instance's, with SKIP LOCKED) takes it while it runs.
func (db *DB) ClaimFeeds(ctx context.Context, n int, lease time.Duration) ([]FeedConnector, error) {
	var out []FeedConnector
	err := db.InTx(ctx, func(tx *Tx) error {
		out = out[:0]
		rows, err := tx.Query(ctx, `SELECT `+feedColumns+` FROM feed_connectors WHERE enabled AND next_run_at <= ?
			ORDER BY next_run_at, store_id LIMIT ?`+db.Dialect.skipLocked(), tx.Now, n)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			f, err := scanFeed(rows)
			if err != nil {
				return err
			}
			out = append(out, f)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		for _, f := range out {
			if _, err := tx.Exec(ctx, `UPDATE feed_connectors SET next_run_at = ? WHERE store_id = ?`, tx.Now.Add(lease), f.StoreID); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// FeedRan records a run of a store's pull connector claimed at claimed,
// and when it runs next: Every after now, unless someone asked for a run
// since the claim (RunFeedSoon) or changed the connector (SetFeed), whose
// next run stands. A connector removed meanwhile is left removed.
func (db *DB) FeedRan(ctx context.Context, storeID int64, claimed time.Time, run FeedRun) error {
	msg := strings.ToValidUTF8(run.Message, "?")
	if len(msg) > 1000 {
		msg = strings.ToValidUTF8(msg[:1000], "")
	}
	return db.InTx(ctx, func(tx *Tx) error {
		var (
			next, updated time.Time
			every         int64
		)
		err := tx.QueryRow(ctx, `SELECT next_run_at, every_seconds, updated_at FROM feed_connectors WHERE store_id = ?`+tx.Dialect.ForUpdate(),
			storeID).Scan(&next, &every, &updated)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		} else if err != nil {
			return err
		}
		// The claim moved the next run past now: one at or before now was
		// asked for since, and a change after the claim set its own.
		if next.After(tx.Now) && !updated.After(claimed) {
			next = tx.Now.Add(time.Duration(every) * time.Second)
		}
		set := `next_run_at = ?, last_run_at = ?, last_ok = ?, last_message = ?`
		args := []any{next, tx.Now, run.OK, msg}
		if run.OK {
			set += `, last_rows = ?, last_changed = ?, last_hidden = ?, last_shortfalls = ?`
			args = append(args, run.Rows, run.Changed, run.Hidden, run.Shortfalls)
		}
		_, err = tx.Exec(ctx, `UPDATE feed_connectors SET `+set+` WHERE store_id = ?`, append(args, storeID)...)
		return err
	})
}
