// Package storage keeps Pistil's data in SQLite or PostgreSQL. It and its
// area stores (accountstore, catalogstore, eventstore) are the only packages
// that speak SQL. Every query is written once, in portable SQL with ?
// placeholders; dialect.go holds the few real differences. This package
// opens and migrates the database, runs transactions (InTx, Tx, Reader) for
// the stores, and itself holds the transactional heart: stores and menus as
// orders read them, carts, checkout, reservations and their windows, stock,
// loyalty, segments and the outbox.
package storage

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // PostgreSQL driver "pgx"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
	_ "modernc.org/sqlite" // SQLite driver "sqlite", pure Go
)

//go:embed migrations
var migrations embed.FS

// DB is a connection to Pistil's database.
type DB struct {
	Dialect Dialect
	// read serves queries outside transactions. With SQLite it is a pool of
	// readers; with PostgreSQL it is the same pool as write.
	read *sql.DB
	// write runs transactions. With SQLite it holds a single connection, so
	// writers queue in Go instead of failing with SQLITE_BUSY.
	write *sql.DB
	// Now is the clock; tests may replace it.
	Now func() time.Time
	// sessionKey caches the key that signs session tokens (see Signer).
	sessionKey atomic.Pointer[[]byte]
	// dsn is PostgreSQL's, for the listener's own connection (feed.go).
	dsn string
	// local hands SQLite's feed events to this process's listeners.
	local localFeed
}

// ClockFrom answers a clock that reads at when it is made and runs with the
// system clock from there: an instance or a test that must see another
// hour than the real one.
func ClockFrom(at time.Time) func() time.Time {
	offset := time.Until(at)
	return func() time.Time { return time.Now().Add(offset) }
}

// IsPostgres reports whether dsn names a PostgreSQL database.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open connects to the database named by dsn: a postgres:// URL, or else the
// path of a SQLite file, created with its directory when missing.
func Open(ctx context.Context, dsn string) (*DB, error) {
	if IsPostgres(dsn) {
		return openPostgres(ctx, dsn)
	}
	return openSQLite(ctx, dsn)
}

func openPostgres(ctx context.Context, dsn string) (*DB, error) {
	pool, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	pool.SetMaxOpenConns(20)
	pool.SetMaxIdleConns(10)
	pool.SetConnMaxIdleTime(5 * time.Minute)
	if err := pool.PingContext(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("connect to postgres: %w", err)
	}
	return &DB{Dialect: postgres{}, read: pool, write: pool, Now: time.Now, dsn: dsn}, nil
}

func openSQLite(ctx context.Context, path string) (*DB, error) {
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("create database directory: %w", err)
		}
	}
	// busy_timeout comes first so that the pragmas after it, which may need
	// a lock (journal_mode), wait instead of failing while another process
	// holds one.
	pragmas := "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)"
	base := "file:" + (&url.URL{Path: path}).EscapedPath()
	write, err := sql.Open("sqlite", base+"?"+pragmas+"&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	write.SetMaxOpenConns(1)
	write.SetConnMaxIdleTime(0)
	if err := write.PingContext(ctx); err != nil {
		write.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	read, err := sql.Open("sqlite", base+"?"+pragmas)
	if err != nil {
		write.Close()
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	read.SetMaxOpenConns(8)
	return &DB{Dialect: sqlite{}, read: read, write: write, Now: time.Now}, nil
}

// Close closes the connection pools.
func (db *DB) Close() error {
	err := db.write.Close()
	if db.read != db.write {
		err = errors.Join(err, db.read.Close())
	}
	return err
}

func (db *DB) provider() (*goose.Provider, error) {
	sub, err := fs.Sub(migrations, "migrations/"+db.Dialect.Name())
	if err != nil {
		return nil, err
	}
	opts := []goose.ProviderOption{goose.WithDisableGlobalRegistry(true)}
	if db.Dialect.Name() == "postgres" {
		// Instances starting together take turns at migrating.
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return nil, err
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	return goose.NewProvider(db.Dialect.goose(), db.write, sub, opts...)
}

// Migrate applies the migrations the database lacks and logs each.
func (db *DB) Migrate(ctx context.Context, log *slog.Logger) error {
	p, err := db.provider()
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	results, err := p.Up(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	for _, r := range results {
		log.Info("migration applied", "version", r.Source.Version, "file", r.Source.Path, "duration", r.Duration)
	}
	return nil
}

// Ready reports whether the database answers and has every migration applied.
func (db *DB) Ready(ctx context.Context) error {
	if err := db.read.PingContext(ctx); err != nil {
		return fmt.Errorf("database unreachable: %w", err)
	}
	p, err := db.provider()
	if err != nil {
		return err
	}
	pending, err := p.HasPending(ctx)
	if err != nil {
		return fmt.Errorf("read migration state: %w", err)
	}
	if pending {
		return errors.New("migrations pending")
	}
	return nil
}

// Tx is a transaction with the dialect's placeholders and a fixed clock.
type Tx struct {
	Reader
	tx *sql.Tx
	// Now is fixed when the transaction begins, so every row it writes
	// carries the same time.
	Now time.Time
	// announced are the feed events written on SQLite, handed to this
	// process's listeners once the transaction commits (feed.go).
	announced []int64
	// webhooks are the events told of so far, whose deliveries are
	// written when fn ends (webhooks.go).
	webhooks []pendingWebhook
}

// InTx runs fn in a write transaction and commits when fn returns nil.
func (db *DB) InTx(ctx context.Context, fn func(*Tx) error) error {
	sqlTx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	tx := &Tx{Reader: Reader{q: sqlTx, Dialect: db.Dialect}, tx: sqlTx, Now: db.Now().UTC()}
	if err := fn(tx); err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	if err := tx.writeWebhooks(ctx); err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	if err := sqlTx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	if len(tx.announced) > 0 {
		db.local.publish(tx.announced)
	}
	return nil
}

// Exec runs a statement in the transaction, in the dialect's placeholders.
func (tx *Tx) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return tx.tx.ExecContext(ctx, tx.Dialect.rebind(query), args...)
}

// Prepare prepares query, in the dialect's placeholders, for repeated use
// in the transaction.
func (tx *Tx) Prepare(ctx context.Context, query string) (*sql.Stmt, error) {
	return tx.tx.PrepareContext(ctx, tx.Dialect.rebind(query))
}

// SyncIdentity moves table's id generator past ids written explicitly.
func (tx *Tx) SyncIdentity(ctx context.Context, table string) error {
	return tx.Dialect.syncIdentity(ctx, tx, table)
}

// queryer is what reads need: a transaction or the read pool.
type queryer interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// Reader runs queries on a transaction or the read pool with the dialect's placeholders.
type Reader struct {
	q       queryer
	Dialect Dialect
}

// Reader reads from the read pool, outside any transaction.
func (db *DB) Reader() Reader { return Reader{q: db.read, Dialect: db.Dialect} }

// pooled reports whether r reads from a pool, where queries may run side
// by side, rather than in a transaction.
func (r Reader) pooled() bool {
	_, ok := r.q.(*sql.DB)
	return ok
}

// Query runs a query written with ? placeholders.
func (r Reader) Query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return r.q.QueryContext(ctx, r.Dialect.rebind(query), args...)
}

// QueryRow runs a query of at most one row written with ? placeholders.
func (r Reader) QueryRow(ctx context.Context, query string, args ...any) *sql.Row {
	return r.q.QueryRowContext(ctx, r.Dialect.rebind(query), args...)
}

// TimeOrNil is a nullable timestamp column as a time in UTC, nil for NULL.
func TimeOrNil(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	u := t.Time.UTC()
	return &u
}

// Pool is one connection pool's statistics, named for metrics.
type Pool struct {
	Name  string
	Stats sql.DBStats
}

// Pools reports the connection pools' statistics: read and write with
// SQLite, the one shared pool (named write) with PostgreSQL.
func (db *DB) Pools() []Pool {
	pools := []Pool{{Name: "write", Stats: db.write.Stats()}}
	if db.read != db.write {
		pools = append(pools, Pool{Name: "read", Stats: db.read.Stats()})
	}
	return pools
}

func NullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id != 0} }
