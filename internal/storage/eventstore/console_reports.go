package eventstore

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/reports"
	"github.com/pistil/pistil/internal/storage"
)

// The store console's reports (docs/adr/0022-store-console.md, step 12):
// the rows of its sales, top products and searches that found nothing.
// internal/reports sums the sales by day, mode and hour; the product report
// (ProductReport) is the funnel's.

// SalesRows lists a store's reservations made in [from, to), cancelled ones
// too, oldest first: when, in which mode, and their amounts from the totals
// each kept at checkout.
func (db *Store) SalesRows(ctx context.Context, storeID int64, from, to time.Time) ([]reports.Sale, error) {
	rows, err := db.Reader().Query(ctx, `
		SELECT r.created_at, r.reservation_mode, r.status, r.amount_cents, r.totals
		FROM reservations r
		WHERE r.store_id = ? AND r.created_at >= ? AND r.created_at < ?
		ORDER BY r.created_at, r.id`, storeID, from.UTC(), to.UTC())
	if err != nil {
		return nil, fmt.Errorf("sales: %w", err)
	}
	defer rows.Close()
	out := []reports.Sale{}
	for rows.Next() {
		var (
			s      reports.Sale
			status string
			totals []byte
		)
		if err := rows.Scan(&s.At, &s.Mode, &status, &s.Total, &totals); err != nil {
			return nil, fmt.Errorf("sales: %w", err)
		}
		// Only the two sums are read of the snapshot (pricing.Totals).
		var t struct {
			ItemTotal          money.Cents `json:"item_total"`
			DiscountedSubtotal money.Cents `json:"discounted_subtotal"`
		}
		if err := json.Unmarshal(totals, &t); err != nil {
			return nil, fmt.Errorf("sales: reservation totals: %w", err)
		}
		s.Gross, s.Net, s.Cancelled = t.ItemTotal, t.DiscountedSubtotal, status == "cancelled"
		out = append(out, s)
	}
	return out, rows.Err()
}

// TopProduct is one product's share of a store's reservations.
type TopProduct struct {
	ProductID    int64
	Name, Brand  string
	Units        int
	Reservations int
	// Revenue sums its lines' totals: units at their prices less the
	// product's own discounts (cart-wide discounts are not shared out).
	Revenue money.Cents
}

// TopProducts lists the products of a store's reservations made in
// [from, to), cancelled ones left out, by units (or by revenue with
// byRevenue), at most limit of them; ties go to the other figure, then the
// lower product id.
func (db *Store) TopProducts(ctx context.Context, storeID int64, from, to time.Time, byRevenue bool, limit int) ([]TopProduct, error) {
	order := "3 DESC, 5 DESC, 1"
	if byRevenue {
		order = "5 DESC, 3 DESC, 1"
	}
	rows, err := db.Reader().Query(ctx, `
		SELECT rp.product_id, MAX(rp.name), SUM(rp.count), COUNT(DISTINCT r.id), SUM(rp.line_total_cents), MAX(rp.brand)
		FROM reservations r
		JOIN reservation_products rp ON rp.reservation_id = r.id
		WHERE r.store_id = ? AND r.status <> 'cancelled' AND r.created_at >= ? AND r.created_at < ?
		GROUP BY rp.product_id
		ORDER BY `+order+`
		LIMIT ?`, storeID, from.UTC(), to.UTC(), limit)
	if err != nil {
		return nil, fmt.Errorf("top products: %w", err)
	}
	defer rows.Close()
	out := []TopProduct{}
	for rows.Next() {
		var p TopProduct
		if err := rows.Scan(&p.ProductID, &p.Name, &p.Units, &p.Reservations, &p.Revenue, &p.Brand); err != nil {
			return nil, fmt.Errorf("top products: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// MaxEmptySearchesPerDay bounds the distinct searches kept for a store and
// day: past it, only those already kept are counted, so a flood of made-up
// searches cannot grow the table without end.
const MaxEmptySearchesPerDay = 1000

// RecordEmptySearch counts a search of a store's menu that found nothing,
// on the store's day (loc, by the database clock). query is already in its
// normal form (reports.NormalSearch); "" is not kept.
func (db *Store) RecordEmptySearch(ctx context.Context, storeID int64, loc *time.Location, query string) error {
	if query == "" {
		return nil
	}
	return db.InTx(ctx, func(tx *storage.Tx) error {
		day := tx.Now.In(loc).Format(time.DateOnly)
		res, err := tx.Exec(ctx, `
			UPDATE searches_without_results SET searches = searches + 1, last_at = ?
			WHERE store_id = ? AND day = ? AND query = ?`, tx.Now.UTC(), storeID, day, query)
		if err != nil {
			return fmt.Errorf("record empty search: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n > 0 {
			return err
		}
		var kept int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM searches_without_results WHERE store_id = ? AND day = ?`,
			storeID, day).Scan(&kept); err != nil {
			return fmt.Errorf("record empty search: %w", err)
		}
		if kept >= MaxEmptySearchesPerDay {
			return nil
		}
		// Another request may have written the row since the update.
		if _, err := tx.Exec(ctx, `
			INSERT INTO searches_without_results (store_id, day, query, searches, last_at) VALUES (?, ?, ?, 1, ?)
			ON CONFLICT (store_id, day, query) DO UPDATE
			SET searches = searches_without_results.searches + 1, last_at = excluded.last_at`,
			storeID, day, query, tx.Now.UTC()); err != nil {
			return fmt.Errorf("record empty search: %w", err)
		}
		return nil
	})
}

// EmptySearch is a search that found nothing over a period.
type EmptySearch struct {
	Query    string
	Searches int
	// Days counts the days it was made on; LastDay is the latest
	// (YYYY-MM-DD).
	Days    int
	LastDay string
}

// EmptySearches lists the searches of a store's menu that found nothing
// on its local days first to last (YYYY-MM-DD, both included), most made
// first (ties by query), at most limit of them.
func (db *Store) EmptySearches(ctx context.Context, storeID int64, first, last string, limit int) ([]EmptySearch, error) {
	rows, err := db.Reader().Query(ctx, `
		SELECT query, SUM(searches), COUNT(*), MAX(day)
		FROM searches_without_results
		WHERE store_id = ? AND day >= ? AND day <= ?
		GROUP BY query
		ORDER BY 2 DESC, 1
		LIMIT ?`, storeID, first, last, limit)
	if err != nil {
		return nil, fmt.Errorf("empty searches: %w", err)
	}
	defer rows.Close()
	out := []EmptySearch{}
	for rows.Next() {
		var s EmptySearch
		if err := rows.Scan(&s.Query, &s.Searches, &s.Days, &s.LastDay); err != nil {
			return nil, fmt.Errorf("empty searches: %w", err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
