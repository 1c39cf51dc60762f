package storage

import (
	"context"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// reserveWindow counts one more reservation in a store's window for mode,
// when fewer than max are counted there already; max 0 means no cap, and the
// window is counted all the same, so that a cap set later (and a
// cancellation) finds the reservations already made. The count is a conditional update, like stock: concurrent
// checkouts can never take more than max. On PostgreSQL the insert of a
// window's first row waits for a concurrent one to commit, and the update
// re-reads the row it waited for, so READ COMMITTED suffices; SQLite runs one
// write transaction at a time.
//
// Errors: problem.Conflict with schedule.MsgWindowFull when the window is full.
func reserveWindow(ctx context.Context, tx *Tx, storeID int64, mode string, w schedule.Window, max int) error {
	start := w.Start.UTC()
	if _, err := tx.Exec(ctx, `
		INSERT INTO reservation_windows (store_id, reservation_mode, window_start, taken) VALUES (?, ?, ?, 0)
		ON CONFLICT (store_id, reservation_mode, window_start) DO NOTHING`, storeID, mode, start); err != nil {
		return fmt.Errorf("add window: %w", err)
	}
	capped := max > 0
	r, err := tx.Exec(ctx, `
		UPDATE reservation_windows SET taken = taken + 1
		WHERE store_id = ? AND reservation_mode = ? AND window_start = ? AND (NOT ? OR taken < ?)`,
		storeID, mode, start, capped, max)
	if err != nil {
		return fmt.Errorf("take window: %w", err)
	}
	if n, err := r.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return problem.New(problem.Conflict, schedule.MsgWindowFull)
	}
	return nil
}

// reserveFirstFree counts a reservation in the first of windows (in order)
// that is not full, and returns it: a reservation as soon as possible when
// the earliest window is full. Errors: problem.Conflict with
// schedule.MsgWindowFull when every window is full (or windows is empty).
func reserveFirstFree(ctx context.Context, tx *Tx, storeID int64, mode string, windows []schedule.Window, max int) (schedule.Window, error) {
	for _, w := range windows {
		err := reserveWindow(ctx, tx, storeID, mode, w, max)
		if err == nil {
			return w, nil
		}
		if problem.KindOf(err) != problem.Conflict {
			return schedule.Window{}, err
		}
	}
	return schedule.Window{}, problem.New(problem.Conflict, schedule.MsgWindowFull)
}

// releaseWindow gives back the place a reservation took in a store's window
// for mode (when it is cancelled); a window never counts below zero.
func releaseWindow(ctx context.Context, tx *Tx, storeID int64, mode string, start time.Time) error {
	_, err := tx.Exec(ctx, `
		UPDATE reservation_windows SET taken = taken - 1
		WHERE store_id = ? AND reservation_mode = ? AND window_start = ? AND taken > 0`, storeID, mode, start.UTC())
	if err != nil {
		return fmt.Errorf("release window: %w", err)
	}
	return nil
}

// WindowCounts returns how many reservations each of a store's windows for
// mode holds, for the windows starting from from (included) to to
// (excluded). Keys are window starts in UTC; windows holding none are absent.
func (db *DB) WindowCounts(ctx context.Context, storeID int64, mode string, from, to time.Time) (map[time.Time]int, error) {
	rows, err := db.Reader().Query(ctx, `
		SELECT window_start, taken FROM reservation_windows
		WHERE store_id = ? AND reservation_mode = ? AND window_start >= ? AND window_start < ?`,
		storeID, mode, from.UTC(), to.UTC())
	if err != nil {
		return nil, fmt.Errorf("window counts: %w", err)
	}
	defer rows.Close()
	counts := map[time.Time]int{}
	for rows.Next() {
		var start time.Time
		var taken int
		if err := rows.Scan(&start, &taken); err != nil {
			return nil, err
		}
		if taken > 0 {
			counts[start.UTC()] = taken
		}
	}
	return counts, rows.Err()
}
