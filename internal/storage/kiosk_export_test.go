package storage

import "context"

// KioskPINHashForTest reads a store's stored kiosk PIN, to check it is a hash.
func (db *DB) KioskPINHashForTest(ctx context.Context, storeID int64) (string, error) {
	var h string
	err := db.Reader().QueryRow(ctx, `SELECT pin_hash FROM kiosk_pins WHERE store_id = ?`, storeID).Scan(&h)
	return h, err
}

// PruneInBatchesForTest is Prune with batches of batch rows.
func (db *DB) PruneInBatchesForTest(ctx context.Context, r Retention, batch int) (Pruned, error) {
	return db.prune(ctx, r, batch)
}
