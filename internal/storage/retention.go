package storage

import (
	"context"
	"fmt"
	"time"
)

// Retention is how long collected data is kept; 0 keeps it forever.
type Retention struct {
	// Analytics covers analytics_events, the merchandising impressions
	// and events the store reports count, and the searches that found
	// nothing (by the last time each was made).
	Analytics time.Duration
	// ClientErrors covers the browsers' error reports.
	ClientErrors time.Duration
}

// IdempotencyLife is how long a point of sale's sync keeps its
// Idempotency-Key (inventory_syncs): a retry within it gets the first
// answer again; past it the key is pruned and may be used anew.
const IdempotencyLife = 24 * time.Hour

// WebhookLogLife is how long a webhook delivery that is done (delivered or
// given up) stays in its subscription's log.
const WebhookLogLife = 30 * 24 * time.Hour

// Pruned counts the rows a prune deleted, per table.
type Pruned struct {
	AnalyticsEvents, MerchEvents, MerchImpressions, ClientErrors int64
	EmptySearches, IdempotencyKeys, WebhookDeliveries            int64
}

// Total is the number of rows deleted.
func (p Pruned) Total() int64 {
	return p.AnalyticsEvents + p.MerchEvents + p.MerchImpressions + p.ClientErrors + p.EmptySearches + p.IdempotencyKeys + p.WebhookDeliveries
}

// PruneBatch is how many rows one prune statement deletes at most, so no
// single transaction holds the tables for long.
const PruneBatch = 5000

// Prune deletes the collected rows older than the retention (by the
// database clock), in batches of PruneBatch, each its own transaction.
// Several instances may prune at once: a row is deleted once, whoever
// gets there first.
func (db *DB) Prune(ctx context.Context, r Retention) (Pruned, error) {
	return db.prune(ctx, r, PruneBatch)
}

func (db *DB) prune(ctx context.Context, r Retention, batch int) (Pruned, error) {
	var out Pruned
	now := db.Now().UTC()
	tables := []struct {
		keep time.Duration
		// query deletes at most ? rows created before ?.
		query string
		n     *int64
	}{
		{r.Analytics, `DELETE FROM analytics_events WHERE id IN
			(SELECT id FROM analytics_events WHERE created_at < ? ORDER BY created_at LIMIT ?)`, &out.AnalyticsEvents},
		{r.Analytics, `DELETE FROM merch_events WHERE id IN
			(SELECT id FROM merch_events WHERE created_at < ? ORDER BY created_at LIMIT ?)`, &out.MerchEvents},
		{r.Analytics, `DELETE FROM merch_impressions WHERE (store_id, device_id, product_id) IN
			(SELECT store_id, device_id, product_id FROM merch_impressions WHERE created_at < ? ORDER BY created_at LIMIT ?)`, &out.MerchImpressions},
		{r.Analytics, `DELETE FROM searches_without_results WHERE (store_id, day, query) IN
			(SELECT store_id, day, query FROM searches_without_results WHERE last_at < ? ORDER BY last_at LIMIT ?)`, &out.EmptySearches},
		{r.ClientErrors, `DELETE FROM client_errors WHERE id IN
			(SELECT id FROM client_errors WHERE created_at < ? ORDER BY created_at LIMIT ?)`, &out.ClientErrors},
		{IdempotencyLife, `DELETE FROM inventory_syncs WHERE (store_id, idempotency_key) IN
			(SELECT store_id, idempotency_key FROM inventory_syncs WHERE created_at < ? ORDER BY created_at LIMIT ?)`, &out.IdempotencyKeys},
		{WebhookLogLife, `DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM webhook_deliveries
			WHERE created_at < ? AND (delivered_at IS NOT NULL OR failed_at IS NOT NULL) ORDER BY created_at LIMIT ?)`, &out.WebhookDeliveries},
	}
	for _, t := range tables {
		if t.keep <= 0 {
			continue
		}
		before := now.Add(-t.keep)
		for {
			var n int64
			err := db.InTx(ctx, func(tx *Tx) error {
				res, err := tx.Exec(ctx, t.query, before, batch)
				if err != nil {
					return err
				}
				n, err = res.RowsAffected()
				return err
			})
			if err != nil {
				return out, fmt.Errorf("prune: %w", err)
			}
			*t.n += n
			if n < int64(batch) {
				break
			}
		}
	}
	return out, nil
}
