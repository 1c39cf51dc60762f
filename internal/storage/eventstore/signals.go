package eventstore

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// salesWindow is how far back best sellers are counted.
const salesWindow = 30 * 24 * time.Hour

// Sales counts the units of each product reserved at a store in the last 30
// days, by product id.
func (db *Store) Sales(ctx context.Context, storeID int64) (map[int64]int, error) {
	return db.unitsByProduct(ctx, `
		SELECT rp.product_id, SUM(rp.count) FROM reservation_products rp
		JOIN reservations r ON r.id = rp.reservation_id
		WHERE r.store_id = ? AND r.created_at >= ?
		GROUP BY rp.product_id`, storeID, db.Now().UTC().Add(-salesWindow))
}

// Purchases counts the units of each product a device reserved at a store.
func (db *Store) Purchases(ctx context.Context, storeID int64, deviceID string) (map[int64]int, error) {
	if deviceID == "" {
		return nil, nil
	}
	return db.unitsByProduct(ctx, `
		SELECT rp.product_id, SUM(rp.count) FROM reservation_products rp
		JOIN reservations r ON r.id = rp.reservation_id
		JOIN carts c ON c.id = r.cart_id
		WHERE r.store_id = ? AND c.device_id = ?
		GROUP BY rp.product_id`, storeID, deviceID)
}

// BoughtWith counts, per product, the store's reservations that held it
// together with one of productIDs (which are themselves left out).
func (db *Store) BoughtWith(ctx context.Context, storeID int64, productIDs []int64) (map[int64]int, error) {
	if len(productIDs) == 0 {
		return nil, nil
	}
	if len(productIDs) > 100 {
		productIDs = productIDs[:100]
	}
	args := []any{storeID}
	marks := make([]string, len(productIDs))
	for i, id := range productIDs {
		marks[i] = "?"
		args = append(args, id)
	}
	in := strings.Join(marks, ", ")
	args = append(args, args[1:]...)
	return db.unitsByProduct(ctx, `
		SELECT other.product_id, COUNT(DISTINCT other.reservation_id) FROM reservation_products other
		JOIN reservations r ON r.id = other.reservation_id
		WHERE r.store_id = ?
			AND other.reservation_id IN (SELECT reservation_id FROM reservation_products WHERE product_id IN (`+in+`))
			AND other.product_id NOT IN (`+in+`)
		GROUP BY other.product_id`, args...)
}

func (db *Store) unitsByProduct(ctx context.Context, query string, args ...any) (map[int64]int, error) {
	rows, err := db.Reader().Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("count units: %w", err)
	}
	defer rows.Close()
	out := map[int64]int{}
	for rows.Next() {
		var id int64
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		out[id] = n
	}
	return out, rows.Err()
}
