package storage

import "context"

// StatusTestExec runs a statement outside the API, for tests that need a row no
// public method writes yet (a curbside or delivery reservation, a window).
func (db *DB) StatusTestExec(ctx context.Context, query string, args ...any) error {
	return db.InTx(ctx, func(tx *Tx) error {
		_, err := tx.Exec(ctx, query, args...)
		return err
	})
}

// StatusTestInt reads one number, for tests that check a count no method answers.
func (db *DB) StatusTestInt(ctx context.Context, query string, args ...any) (int, error) {
	var n int
	err := db.Reader().QueryRow(ctx, query, args...).Scan(&n)
	return n, err
}
