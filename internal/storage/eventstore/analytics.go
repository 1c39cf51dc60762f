package eventstore

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/storage"
)

// Deliver stores accepted analytics records in one transaction: the DB is
// the built-in analytics.Destination.
func (db *Store) Deliver(ctx context.Context, records []analytics.Record) error {
	if len(records) == 0 {
		return nil
	}
	return db.InTx(ctx, func(tx *storage.Tx) error {
		for _, r := range records {
			var product *int64
			if r.ProductID > 0 {
				product = &r.ProductID
			}
			props := string(r.Properties)
			if props == "" {
				props = "{}"
			}
			at := r.At
			if at.IsZero() {
				at = tx.Now
			}
			if _, err := tx.Exec(ctx, `
				INSERT INTO analytics_events (stream, name, store_id, product_id, device_id, user_ref, properties, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
				r.Stream, r.Name, r.StoreID, product, r.DeviceID, r.UserRef, props, at.UTC()); err != nil {
				return fmt.Errorf("record analytics event: %w", err)
			}
		}
		return nil
	})
}

// AnalyticsEvents lists a device's stored records, oldest first (for tests
// and for a shopper's data request).
func (db *Store) AnalyticsEvents(ctx context.Context, deviceID string) ([]analytics.Stored, error) {
	rows, err := db.Reader().Query(ctx, `
		SELECT id, stream, name, store_id, product_id, device_id, user_ref, properties, created_at
		FROM analytics_events WHERE device_id = ? ORDER BY id`, deviceID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []analytics.Stored
	for rows.Next() {
		var (
			e       analytics.Stored
			product sql.NullInt64
			props   string
		)
		if err := rows.Scan(&e.ID, &e.Stream, &e.Name, &e.StoreID, &product, &e.DeviceID, &e.UserRef, &props, &e.At); err != nil {
			return nil, err
		}
		e.ProductID = product.Int64
		e.Properties = []byte(props)
		out = append(out, e)
	}
	return out, rows.Err()
}

// ProductReportRow counts one product in one placement on one of the
// store's local days.
type ProductReportRow struct {
	Day          string // YYYY-MM-DD
	ProductID    int64
	ProductName  string
	Placement    string // "" when the device never saw the product in a placement
	Impressions  int
	Clicks       int
	AddToCarts   int
	Reservations int
	Units        int
}

// reportDays is a WITH clause naming each day of [from, to) in from's time
// zone, the store's: days(day, starts, ends), a local day (YYYY-MM-DD)
// and its UTC bounds, which differ from 24 hours on the days the clocks
// change. Joining on it buckets a timestamp by the store's local day in
// SQL on both databases (SQLite knows no time zones). from and to are
// local midnights; a report covers at most a few hundred days.
func reportDays(d storage.Dialect, from, to time.Time) (string, []any) {
	ts := "?"
	if d.Name() == "postgres" {
		ts = "CAST(? AS TIMESTAMPTZ)"
	}
	var (
		b    strings.Builder
		args []any
	)
	b.WriteString("WITH days(day, starts, ends) AS (VALUES ")
	loc := from.Location()
	for day := from; day.Before(to); {
		next := time.Date(day.Year(), day.Month(), day.Day()+1, 0, 0, 0, 0, loc)
		if len(args) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("(CAST(? AS TEXT), " + ts + ", " + ts + ")")
		args = append(args, day.Format(time.DateOnly), day.UTC(), next.UTC())
		day = next
	}
	if len(args) == 0 {
		// An empty window: a day that matches nothing.
		b.WriteString("(CAST(? AS TEXT), " + ts + ", " + ts + ")")
		args = append(args, from.Format(time.DateOnly), from.UTC(), from.UTC())
	}
	b.WriteString(")\n")
	return b.String(), args
}

// ProductReport counts a store's impressions, clicks, adds to the bag and
// reservations per day, product and placement, for times in [from, to):
// local midnights in the store's time zone, whose days the rows name.
//
// Impressions are recorded once per device and product, with their
// placement; a device's later clicks, adds and reservations of that product
// count for the placement where it first saw it (placement "" when it never
// saw it in one). Cancelled reservations do not count.
func (db *Store) ProductReport(ctx context.Context, storeID int64, from, to time.Time) ([]ProductReportRow, error) {
	days, args := reportDays(db.Dialect, from, to)
	q := days + `
		SELECT x.day, x.product_id, COALESCE(p.name, ''), x.placement,
			SUM(x.impressions), SUM(x.clicks), SUM(x.adds), SUM(x.reservations), SUM(x.units)
		FROM (
			SELECT d.day AS day, i.product_id, i.placement,
				1 AS impressions, 0 AS clicks, 0 AS adds, 0 AS reservations, 0 AS units
			FROM merch_impressions i
			JOIN days d ON i.created_at >= d.starts AND i.created_at < d.ends
			WHERE i.store_id = ? AND i.created_at >= ? AND i.created_at < ?
			UNION ALL
			SELECT d.day, e.product_id, COALESCE(i.placement, ''),
				0, CASE WHEN e.add_to_cart THEN 0 ELSE 1 END, CASE WHEN e.add_to_cart THEN 1 ELSE 0 END, 0, 0
			FROM merch_events e
			JOIN days d ON e.created_at >= d.starts AND e.created_at < d.ends
			LEFT JOIN merch_impressions i ON i.store_id = e.store_id AND i.device_id = e.device_id AND i.product_id = e.product_id
			WHERE e.store_id = ? AND e.kind = 'click' AND e.product_id IS NOT NULL AND e.created_at >= ? AND e.created_at < ?
			UNION ALL
			SELECT d.day, rp.product_id, COALESCE(i.placement, ''), 0, 0, 0, 1, rp.units
			FROM reservations r
			JOIN days d ON r.created_at >= d.starts AND r.created_at < d.ends
			JOIN (SELECT reservation_id, product_id, SUM(count) AS units FROM reservation_products GROUP BY reservation_id, product_id) rp
				ON rp.reservation_id = r.id
			JOIN carts c ON c.id = r.cart_id
			LEFT JOIN merch_impressions i ON i.store_id = r.store_id AND i.device_id = c.device_id AND i.product_id = rp.product_id AND c.device_id <> ''
			WHERE r.store_id = ? AND r.status <> 'cancelled' AND r.created_at >= ? AND r.created_at < ?
		) x
		LEFT JOIN products p ON p.id = x.product_id
		GROUP BY x.day, x.product_id, p.name, x.placement
		ORDER BY x.day, x.product_id, x.placement`
	from, to = from.UTC(), to.UTC()
	rows, err := db.Reader().Query(ctx, q, append(args, storeID, from, to, storeID, from, to, storeID, from, to)...)
	if err != nil {
		return nil, fmt.Errorf("product report: %w", err)
	}
	defer rows.Close()
	out := []ProductReportRow{}
	for rows.Next() {
		var r ProductReportRow
		if err := rows.Scan(&r.Day, &r.ProductID, &r.ProductName, &r.Placement, &r.Impressions, &r.Clicks, &r.AddToCarts, &r.Reservations, &r.Units); err != nil {
			return nil, fmt.Errorf("product report: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// EventReportRow counts one collected event name on one of the store's
// local days.
type EventReportRow struct {
	Day    string
	Stream string
	Name   string
	Events int
	// Devices counts the distinct devices that sent it.
	Devices int
}

// EventReport counts a store's collected analytics events per day, stream
// and name, for times in [from, to): local midnights in the store's time
// zone, whose days the rows name.
func (db *Store) EventReport(ctx context.Context, storeID int64, from, to time.Time) ([]EventReportRow, error) {
	days, args := reportDays(db.Dialect, from, to)
	rows, err := db.Reader().Query(ctx, days+`
		SELECT d.day, e.stream, e.name, COUNT(*), COUNT(DISTINCT e.device_id)
		FROM analytics_events e
		JOIN days d ON e.created_at >= d.starts AND e.created_at < d.ends
		WHERE e.store_id = ? AND e.created_at >= ? AND e.created_at < ?
		GROUP BY d.day, e.stream, e.name
		ORDER BY 1, 2, 3`, append(args, storeID, from.UTC(), to.UTC())...)
	if err != nil {
		return nil, fmt.Errorf("event report: %w", err)
	}
	defer rows.Close()
	out := []EventReportRow{}
	for rows.Next() {
		var r EventReportRow
		if err := rows.Scan(&r.Day, &r.Stream, &r.Name, &r.Events, &r.Devices); err != nil {
			return nil, fmt.Errorf("event report: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// CampaignReportRow counts a store's reservations from one campaign on one
// of its local days: the utm_source, utm_medium and utm_campaign tags of the
// cart they were made from, "" where the cart had none (a direct visit).
type CampaignReportRow struct {
	Day          string
	Source       string
	Medium       string
	Campaign     string
	Reservations int
	// Amount sums the reservations' order totals.
	Amount money.Cents
}

// CampaignReport counts a store's reservations and their amounts per day
// and campaign, for times in [from, to): local midnights in the store's time
// zone, whose days the rows name. Cancelled reservations do not count.
// Rows are in order of day, source, medium and campaign.
func (db *Store) CampaignReport(ctx context.Context, storeID int64, from, to time.Time) ([]CampaignReportRow, error) {
	days, args := reportDays(db.Dialect, from, to)
	rows, err := db.Reader().Query(ctx, days+`
		SELECT d.day, r.tags, r.amount_cents
		FROM reservations r
		JOIN days d ON r.created_at >= d.starts AND r.created_at < d.ends
		WHERE r.store_id = ? AND r.status <> 'cancelled' AND r.created_at >= ? AND r.created_at < ?`,
		append(args, storeID, from.UTC(), to.UTC())...)
	if err != nil {
		return nil, fmt.Errorf("campaign report: %w", err)
	}
	defer rows.Close()
	// The tags are a JSON object that SQLite and PostgreSQL read with
	// different functions: the rows are grouped here.
	type key struct{ day, source, medium, campaign string }
	byKey := map[key]*CampaignReportRow{}
	for rows.Next() {
		var (
			day, column string
			amount      money.Cents
		)
		if err := rows.Scan(&day, &column, &amount); err != nil {
			return nil, fmt.Errorf("campaign report: %w", err)
		}
		tags, err := storage.ReadTags(column)
		if err != nil {
			return nil, fmt.Errorf("campaign report: %w", err)
		}
		k := key{day, tags["utm_source"], tags["utm_medium"], tags["utm_campaign"]}
		row := byKey[k]
		if row == nil {
			row = &CampaignReportRow{Day: k.day, Source: k.source, Medium: k.medium, Campaign: k.campaign}
			byKey[k] = row
		}
		row.Reservations++
		row.Amount += amount
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("campaign report: %w", err)
	}
	out := make([]CampaignReportRow, 0, len(byKey))
	for _, row := range byKey {
		out = append(out, *row)
	}
	slices.SortFunc(out, func(a, b CampaignReportRow) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Source, b.Source), cmp.Compare(a.Medium, b.Medium),
			cmp.Compare(a.Campaign, b.Campaign))
	})
	return out, nil
}
