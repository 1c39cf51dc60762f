package storage

import (
	"context"
	"time"

	"github.com/pistil/pistil/internal/schedule"
)

// ReserveWindowForTest runs reserveWindow in a transaction of its own.
func (db *DB) ReserveWindowForTest(ctx context.Context, storeID int64, mode string, w schedule.Window, max int) error {
	return db.InTx(ctx, func(tx *Tx) error { return reserveWindow(ctx, tx, storeID, mode, w, max) })
}

// ReserveFirstFreeForTest runs reserveFirstFree in a transaction of its own.
func (db *DB) ReserveFirstFreeForTest(ctx context.Context, storeID int64, mode string, ws []schedule.Window, max int) (w schedule.Window, err error) {
	err = db.InTx(ctx, func(tx *Tx) error {
		w, err = reserveFirstFree(ctx, tx, storeID, mode, ws, max)
		return err
	})
	return w, err
}

// ReleaseWindowForTest runs releaseWindow in a transaction of its own.
func (db *DB) ReleaseWindowForTest(ctx context.Context, storeID int64, mode string, start time.Time) error {
	return db.InTx(ctx, func(tx *Tx) error { return releaseWindow(ctx, tx, storeID, mode, start) })
}
