package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// The store console's live feed (docs/adr/0022-store-console.md, section
// 4): every reservation event (a checkout, a move, a note, a curbside
// arrival) is announced in the transaction that writes it, and reaches
// every instance's listener once that transaction commits; never when it
// rolls back. On PostgreSQL by NOTIFY, to every instance on the database;
// on SQLite, which one instance serves, in process.

// The kinds of feed event.
const (
	FeedPlaced  = "placed"
	FeedStatus  = "status"
	FeedArrived = "arrived"
	FeedNote    = "note"
)

// FeedEvent is one reservation event as the feed carries it.
type FeedEvent struct {
	ID, StoreID, ReservationID int64
	Kind                       string
	At                         time.Time
}

// feedChannel is the NOTIFY channel of the database's current schema, so
// that instances of different schemas on one server (the tests') hear
// only their own.
const feedChannel = "pistil_feed_"

// announce tells the listeners of event id once the transaction commits.
func (tx *Tx) announce(ctx context.Context, id int64) error {
	if tx.Dialect.Name() == "postgres" {
		_, err := tx.Exec(ctx, `SELECT pg_notify('`+feedChannel+`' || current_schema(), ?::text)`, strconv.FormatInt(id, 10))
		return err
	}
	tx.announced = append(tx.announced, id)
	return nil
}

// localFeed hands SQLite's committed event ids to this process's
// listeners. A listener that cannot take them at once misses them and is
// told so (missed), and then reads what it missed from the database.
type localFeed struct {
	mu   sync.Mutex
	subs map[*localListener]struct{}
}

type localListener struct {
	ids    chan []int64
	missed chan struct{}
}

func (f *localFeed) publish(ids []int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for l := range f.subs {
		select {
		case l.ids <- ids:
		default:
			select {
			case l.missed <- struct{}{}:
			default:
			}
		}
	}
}

func (f *localFeed) add() *localListener {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.subs == nil {
		f.subs = map[*localListener]struct{}{}
	}
	l := &localListener{ids: make(chan []int64, 1024), missed: make(chan struct{}, 1)}
	f.subs[l] = struct{}{}
	return l
}

func (f *localFeed) remove(l *localListener) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.subs, l)
}

// catchUp is how far back a listener reads after it may have missed
// notifications (a reconnect, a full buffer).
const catchUp = time.Minute

// Listen delivers the feed's events, in batches, until ctx ends; it
// answers nil then. On PostgreSQL it holds a connection of its own,
// outside the pool, and LISTENs on it; when the connection breaks it
// connects again (waiting from one second up to thirty between tries) and
// delivers the last minute's events, since notifications sent meanwhile
// are lost. deliver may be handed an event twice, and must ignore what it
// has seen (live.Hub does).
func (db *DB) Listen(ctx context.Context, deliver func([]FeedEvent)) error {
	if db.Dialect.Name() != "postgres" {
		return db.listenLocal(ctx, deliver)
	}
	wait := time.Second
	for first := true; ; first = false {
		err := db.listenPostgres(ctx, deliver, !first, func() { wait = time.Second })
		if ctx.Err() != nil {
			return nil
		}
		_ = err // the listener connects again; a broken connection is expected in operation
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
		wait = min(2*wait, 30*time.Second)
	}
}

func (db *DB) listenLocal(ctx context.Context, deliver func([]FeedEvent)) error {
	l := db.local.add()
	defer db.local.remove(l)
	for {
		select {
		case <-ctx.Done():
			return nil
		case ids := <-l.ids:
			events, err := db.feedEvents(ctx, `e.id IN (`+placeholders(len(ids))+`)`, 0, int64s(ids)...)
			if err != nil {
				continue // the stream's replay on reconnect covers what this missed
			}
			deliver(events)
		case <-l.missed:
			if events, err := db.feedEvents(ctx, `e.created_at > ?`, 0, db.Now().UTC().Add(-catchUp)); err == nil {
				deliver(events)
			}
		}
	}
}

func (db *DB) listenPostgres(ctx context.Context, deliver func([]FeedEvent), again bool, connected func()) error {
	conn, err := pgx.Connect(ctx, db.dsn)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var schema string
	if err := conn.QueryRow(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		return err
	}
	if _, err := conn.Exec(ctx, `LISTEN `+pgx.Identifier{feedChannel + schema}.Sanitize()); err != nil {
		return err
	}
	connected()
	if again {
		if events, err := db.feedEvents(ctx, `e.created_at > ?`, 0, db.Now().UTC().Add(-catchUp)); err == nil {
			deliver(events)
		}
	}
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		id, err := strconv.ParseInt(n.Payload, 10, 64)
		if err != nil {
			continue
		}
		events, err := db.feedEvents(ctx, `e.id = ?`, 0, id)
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return err
			}
			continue
		}
		deliver(events)
	}
}

// FeedAfter reads the events of stores after event id after, in id order,
// at most limit; and, since identity values can commit out of order on
// PostgreSQL, the events with lower ids written in the ten seconds before
// the one the client last had. A stream replays them when a browser
// reconnects.
func (db *DB) FeedAfter(ctx context.Context, stores []int64, after int64, limit int) ([]FeedEvent, error) {
	if len(stores) == 0 {
		return nil, nil
	}
	in := `e.store_id IN (` + placeholders(len(stores)) + `)`
	var last time.Time
	err := db.Reader().QueryRow(ctx, `SELECT created_at FROM reservation_events WHERE id = ?`, after).Scan(&last)
	if errors.Is(err, sql.ErrNoRows) {
		return db.feedEvents(ctx, in+` AND e.id > ?`, limit, append(int64s(stores), after)...)
	} else if err != nil {
		return nil, fmt.Errorf("read the feed: %w", err)
	}
	return db.feedEvents(ctx, in+` AND (e.id > ? OR (e.created_at >= ? AND e.id < ?))`, limit,
		append(int64s(stores), after, last.UTC().Add(-outOfOrder), after)...)
}

// outOfOrder is how long before an event another, of a lower id, may
// still commit on PostgreSQL.
const outOfOrder = 10 * time.Second

// feedEvents reads the events where says, in id order, at most limit (0
// for all).
func (db *DB) feedEvents(ctx context.Context, where string, limit int, args ...any) ([]FeedEvent, error) {
	q := `SELECT e.id, COALESCE(e.store_id, 0), e.reservation_id, e.kind, e.created_at FROM reservation_events e WHERE ` + where + ` ORDER BY e.id`
	if limit > 0 {
		q += ` LIMIT ` + strconv.Itoa(limit)
	}
	rows, err := db.Reader().Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("read the feed: %w", err)
	}
	defer rows.Close()
	var out []FeedEvent
	for rows.Next() {
		var e FeedEvent
		if err := rows.Scan(&e.ID, &e.StoreID, &e.ReservationID, &e.Kind, &e.At); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

func placeholders(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

func int64s(ids []int64) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}
