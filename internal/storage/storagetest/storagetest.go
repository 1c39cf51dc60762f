// Package storagetest opens fresh databases for tests: a SQLite file in a
// temporary directory always, and a PostgreSQL schema of its own when
// PISTIL_TEST_POSTGRES holds a DSN.
package storagetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/storage"
)

// EnvNow names the environment variable that starts every test database's
// clock at a given instant (RFC 3339), so that the whole suite can be run as
// if it were 01:25 UTC or a minute before midnight in Los Angeles:
// PISTIL_TEST_NOW=2026-11-27T01:25:00Z go test ./...
const EnvNow = "PISTIL_TEST_NOW"

// TestClock answers a clock that starts at PISTIL_TEST_NOW and runs with the
// wall clock from there, or nil when the variable is unset.
func TestClock(t testing.TB) func() time.Time {
	t.Helper()
	v := os.Getenv(EnvNow)
	if v == "" {
		return nil
	}
	at, err := time.Parse(time.RFC3339, v)
	if err != nil {
		t.Fatalf("%s=%q is not an RFC 3339 instant: %v", EnvNow, v, err)
	}
	return storage.ClockFrom(at)
}

// EnvPostgres names the environment variable holding a PostgreSQL DSN for tests.
const EnvPostgres = "PISTIL_TEST_POSTGRES"

// DSNs returns, by dialect name, the DSN of a fresh empty database for each
// database under test. PostgreSQL gets a new schema, dropped when the test ends.
func DSNs(t testing.TB) map[string]string {
	t.Helper()
	dsns := map[string]string{"sqlite": filepath.Join(t.TempDir(), "pistil.db")}
	if admin := os.Getenv(EnvPostgres); admin != "" {
		dsns["postgres"] = freshSchema(t, admin)
	}
	return dsns
}

func freshSchema(t testing.TB, admin string) string {
	t.Helper()
	var b [6]byte
	_, _ = rand.Read(b[:])
	schema := "pistil_test_" + hex.EncodeToString(b[:])
	conn, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatalf("open %s: %v", EnvPostgres, err)
	}
	if _, err := conn.Exec("CREATE SCHEMA " + schema); err != nil {
		conn.Close()
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		_, _ = conn.Exec("DROP SCHEMA " + schema + " CASCADE")
		conn.Close()
	})
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatalf("%s is not a URL: %v", EnvPostgres, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// Each runs fn as a subtest on each database under test, freshly migrated.
func Each(t *testing.T, fn func(t *testing.T, db *storage.DB)) {
	t.Helper()
	for name, dsn := range DSNs(t) {
		t.Run(name, func(t *testing.T) {
			fn(t, Open(t, dsn))
		})
	}
}

// Open opens and migrates the database at dsn, closed when the test ends.
func Open(t testing.TB, dsn string) *storage.DB {
	t.Helper()
	ctx := context.Background()
	db, err := storage.Open(ctx, dsn)
	if err != nil {
		t.Fatalf("open %s: %v", dsn, err)
	}
	t.Cleanup(func() { db.Close() })
	if clock := TestClock(t); clock != nil {
		db.Now = clock
	}
	if err := db.Migrate(ctx, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

// ReservationNews answers the outbox messages to a shopper (an e-mail
// address or a phone number) other than the confirmation that their
// reservation was placed, which checkout writes and its own tests check.
func ReservationNews(t testing.TB, db *storage.DB, to string) []notify.Stored {
	t.Helper()
	all, err := db.OutboxMessages(context.Background(), to)
	if err != nil {
		t.Fatal(err)
	}
	var news []notify.Stored
	for _, m := range all {
		if !strings.Contains(m.Message.Body, "has been placed") {
			news = append(news, m)
		}
	}
	return news
}
