package storage

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/pressly/goose/v3"
)

// Dialect holds what SQLite and PostgreSQL do differently. Everything else
// is one portable query.
type Dialect interface {
	Name() string
	goose() goose.Dialect
	// rebind turns ? placeholders into the dialect's own.
	rebind(query string) string
	// ForUpdate is the row-lock suffix for a SELECT in a write transaction.
	// SQLite needs none: its write transactions begin IMMEDIATE and run one at a time.
	ForUpdate() string
	// skipLocked is the suffix that locks the rows a SELECT answers and passes
	// over rows another transaction holds, so concurrent workers take
	// different rows. SQLite needs none, for the same reason as forUpdate.
	skipLocked() string
	// syncIdentity moves a table's id generator past ids written explicitly
	// (an import keeps the document's ids).
	syncIdentity(ctx context.Context, tx *Tx, table string) error
}

type sqlite struct{}

func (sqlite) Name() string                                    { return "sqlite" }
func (sqlite) goose() goose.Dialect                            { return goose.DialectSQLite3 }
func (sqlite) rebind(q string) string                          { return q }
func (sqlite) ForUpdate() string                               { return "" }
func (sqlite) skipLocked() string                              { return "" }
func (sqlite) syncIdentity(context.Context, *Tx, string) error { return nil }

type postgres struct{}

func (postgres) Name() string         { return "postgres" }
func (postgres) goose() goose.Dialect { return goose.DialectPostgres }
func (postgres) ForUpdate() string    { return " FOR UPDATE" }
func (postgres) skipLocked() string   { return " FOR UPDATE SKIP LOCKED" }

// rebind numbers the placeholders: ? becomes $1, $2, ... Question marks
// inside string literals are left alone.
func (postgres) rebind(q string) string {
	var b strings.Builder
	b.Grow(len(q) + 8)
	n, inString := 0, false
	for i := 0; i < len(q); i++ {
		c := q[i]
		switch {
		case c == '\'':
			inString = !inString
		case c == '?' && !inString:
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

func (postgres) syncIdentity(ctx context.Context, tx *Tx, table string) error {
	q := fmt.Sprintf(`SELECT setval(pg_get_serial_sequence('%[1]s', 'id'), GREATEST((SELECT MAX(id) FROM %[1]s), 1))`, table)
	if _, err := tx.tx.ExecContext(ctx, q); err != nil {
		return fmt.Errorf("sync %s ids: %w", table, err)
	}
	return nil
}
