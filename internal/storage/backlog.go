package storage

import (
	"context"
	"time"
)

// Backlog is what the outboxes and the kept feeds hold now, for the
// metrics (docs/observability.md): read at each scrape, the same on every
// instance, since they share the database.
type Backlog struct {
	// Messages are the outbox's messages by channel (email, sms).
	Messages map[string]QueueCount
	// Webhooks are the webhook deliveries.
	Webhooks QueueCount
	// The kept point of sale feeds: enabled and last read well (or not
	// read yet), enabled and failing, and paused.
	FeedsOK, FeedsFailing, FeedsPaused int
}

// QueueCount is an outbox's messages still being tried, and those given
// up in the last day.
type QueueCount struct {
	Pending, FailedDay int
}

// Backlog counts the outboxes and the feeds.
func (db *DB) Backlog(ctx context.Context) (Backlog, error) {
	r := db.Reader()
	day := db.Now().Add(-24 * time.Hour)
	out := Backlog{Messages: map[string]QueueCount{}}
	rows, err := r.Query(ctx, `SELECT channel,
			COALESCE(SUM(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN failed_at >= ? THEN 1 ELSE 0 END), 0)
		FROM outbox WHERE (sent_at IS NULL AND failed_at IS NULL) OR failed_at >= ? GROUP BY channel`, day, day)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	for rows.Next() {
		var channel string
		var q QueueCount
		if err := rows.Scan(&channel, &q.Pending, &q.FailedDay); err != nil {
			return out, err
		}
		out.Messages[channel] = q
	}
	if err := rows.Err(); err != nil {
		return out, err
	}
	rows.Close()
	if err := r.QueryRow(ctx, `SELECT
			COALESCE(SUM(CASE WHEN delivered_at IS NULL AND failed_at IS NULL THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN failed_at >= ? THEN 1 ELSE 0 END), 0)
		FROM webhook_deliveries WHERE (delivered_at IS NULL AND failed_at IS NULL) OR failed_at >= ?`, day, day).
		Scan(&out.Webhooks.Pending, &out.Webhooks.FailedDay); err != nil {
		return out, err
	}
	err = r.QueryRow(ctx, `SELECT
			COALESCE(SUM(CASE WHEN enabled AND (last_ok IS NULL OR last_ok) THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN enabled AND NOT COALESCE(last_ok, TRUE) THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN enabled THEN 0 ELSE 1 END), 0)
		FROM feed_connectors`).Scan(&out.FeedsOK, &out.FeedsFailing, &out.FeedsPaused)
	return out, err
}
