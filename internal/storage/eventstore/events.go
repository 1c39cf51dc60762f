package eventstore

import (
	"context"
	"fmt"

	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/storage"
)

// RecordImpression records that a device saw a product at a store, once:
// recorded is false when that device had seen it already.
func (db *Store) RecordImpression(ctx context.Context, im merch.Impression) (recorded bool, err error) {
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := tx.Exec(ctx, `
			INSERT INTO merch_impressions (store_id, device_id, product_id, placement, ad_token, created_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (store_id, device_id, product_id) DO NOTHING`,
			im.StoreID, im.DeviceID, im.ProductID, im.Placement, im.AdToken, tx.Now)
		if err != nil {
			return fmt.Errorf("record impression: %w", err)
		}
		n, err := r.RowsAffected()
		recorded = n == 1
		return err
	})
	return recorded, err
}

// RecordEvent appends an event.
func (db *Store) RecordEvent(ctx context.Context, e merch.Event) error {
	payload := string(e.Payload)
	if payload == "" {
		payload = "{}"
	}
	return db.InTx(ctx, func(tx *storage.Tx) error {
		_, err := tx.Exec(ctx, `
			INSERT INTO merch_events (store_id, kind, device_id, product_id, add_to_cart, ad_token, payload, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			e.StoreID, e.Kind, e.DeviceID, e.ProductID, e.AddToCart, e.AdToken, payload, tx.Now)
		if err != nil {
			return fmt.Errorf("record %s event: %w", e.Kind, err)
		}
		return nil
	})
}

// EventCounts counts a store's impressions and events by kind.
func (db *Store) EventCounts(ctx context.Context, storeID int64) (map[string]int, error) {
	counts := map[string]int{}
	var impressions int
	if err := db.Reader().QueryRow(ctx, `SELECT COUNT(*) FROM merch_impressions WHERE store_id = ?`, storeID).Scan(&impressions); err != nil {
		return nil, err
	}
	counts["impression"] = impressions
	rows, err := db.Reader().Query(ctx, `SELECT kind, COUNT(*) FROM merch_events WHERE store_id = ? GROUP BY kind`, storeID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			kind string
			n    int
		)
		if err := rows.Scan(&kind, &n); err != nil {
			return nil, err
		}
		counts[kind] = n
	}
	return counts, rows.Err()
}
