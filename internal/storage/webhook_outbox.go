package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/webhook"
)

// WebhookOutbox is the webhook worker's outbox (notify.WebhookOutbox):
// the database's deliveries, their secrets opened with box.
func (db *DB) WebhookOutbox(box *sealed.Box) notify.WebhookOutbox { return webhookOutbox{db, box} }

type webhookOutbox struct {
	db  *DB
	box *sealed.Box
}

// ClaimWebhooks takes up to n due deliveries of active subscriptions,
// of each reservation's deliveries to a subscription only the earliest
// not yet done (each names the one before it, waiting_on); the claim
// counts the try and moves next_attempt_at to now+lease in one
// transaction. The delivery waited for is read by its key: written as
// COALESCE, its test matches no partial index, which PostgreSQL would
// otherwise scan whole for each candidate when the table's statistics
// still say it is empty (a backlog's first minutes). On PostgreSQL the rows are taken with
// SKIP LOCKED, so instances claiming together get different deliveries,
// and a reservation's next delivery is not due while an earlier one is
// claimed.
func (o webhookOutbox) ClaimWebhooks(ctx context.Context, n int, lease time.Duration) ([]notify.WebhookDelivery, error) {
	type target struct{ url, sealed string }
	var out []notify.WebhookDelivery
	var targets map[int64]target
	err := o.db.InTx(ctx, func(tx *Tx) error {
		out, targets = out[:0], map[int64]target{}
		rows, err := tx.Query(ctx, `SELECT d.id, d.subscription_id, d.event, d.body, d.attempts, d.created_at FROM webhook_deliveries d
			WHERE d.delivered_at IS NULL AND d.failed_at IS NULL AND d.next_attempt_at <= ?
				AND d.subscription_id IN (SELECT s.id FROM webhook_subscriptions s WHERE s.active)
				AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.id = d.waiting_on
					AND COALESCE(e.delivered_at, e.failed_at) IS NULL)
			ORDER BY d.next_attempt_at, d.id LIMIT ?`+o.db.Dialect.skipLocked(), tx.Now, n)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var d notify.WebhookDelivery
			var body string
			if err := rows.Scan(&d.ID, &d.SubscriptionID, &d.Event, &body, &d.Attempts, &d.CreatedAt); err != nil {
				return err
			}
			d.Body = []byte(body)
			d.Attempts++
			out = append(out, d)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		if len(out) == 0 {
			return nil
		}
		ids := make([]any, len(out))
		for i, d := range out {
			ids[i] = d.ID
		}
		if _, err := tx.Exec(ctx, `UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = ? WHERE id IN (`+
			placeholders(len(ids))+`)`, append([]any{tx.Now.Add(lease)}, ids...)...); err != nil {
			return err
		}
		for _, d := range out {
			if _, ok := targets[d.SubscriptionID]; !ok {
				var t target
				if err := tx.QueryRow(ctx, `SELECT url, secret_sealed FROM webhook_subscriptions WHERE id = ?`, d.SubscriptionID).
					Scan(&t.url, &t.sealed); err != nil {
					return err
				}
				targets[d.SubscriptionID] = t
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("claim webhooks: %w", err)
	}
	// A secret that cannot be opened (the server's key changed) fails its
	// subscription's deliveries, to be tried again, and none other's.
	secrets, sealErrs := map[int64]string{}, map[int64]error{}
	ready := out[:0]
	var unsigned []notify.WebhookResult
	for _, d := range out {
		t := targets[d.SubscriptionID]
		secret, ok := secrets[d.SubscriptionID]
		if !ok && sealErrs[d.SubscriptionID] == nil {
			if secret, err = openWebhookSecret(o.box, d.SubscriptionID, t.sealed); err != nil {
				sealErrs[d.SubscriptionID] = err
			} else {
				secrets[d.SubscriptionID] = secret
			}
		}
		if err := sealErrs[d.SubscriptionID]; err != nil {
			r := notify.WebhookResult{ID: d.ID, Err: "the subscription's secret cannot be opened (was the server's key changed? give it a new secret): " + err.Error()}
			if at, ok := webhook.NextAttempt(d.CreatedAt, o.db.Now(), d.Attempts); ok {
				r.RetryAt = &at
			}
			unsigned = append(unsigned, r)
			continue
		}
		d.URL, d.Secret = t.url, secret
		ready = append(ready, d)
	}
	if len(unsigned) > 0 {
		if err := o.WebhooksTried(context.WithoutCancel(ctx), unsigned); err != nil {
			return nil, err
		}
	}
	return ready, nil
}

// WebhooksTried records tries in one transaction: each delivery
// delivered, due again at RetryAt, or given up.
func (o webhookOutbox) WebhooksTried(ctx context.Context, rs []notify.WebhookResult) error {
	// The deliveries answered alike, as most of a batch is, are recorded
	// in one statement.
	delivered := map[int][]any{}
	for _, r := range rs {
		if r.Err == "" {
			delivered[r.Status] = append(delivered[r.Status], r.ID)
		}
	}
	return o.db.InTx(ctx, func(tx *Tx) error {
		for status, ids := range delivered {
			if _, err := tx.Exec(ctx, `UPDATE webhook_deliveries SET delivered_at = ?, last_status = ?, last_error = '' WHERE id IN (`+
				placeholders(len(ids))+`)`, append([]any{tx.Now, status}, ids...)...); err != nil {
				return fmt.Errorf("record webhook deliveries: %w", err)
			}
		}
		for _, r := range rs {
			if r.Err == "" {
				continue
			}
			reason := strings.ToValidUTF8(r.Err, "?")
			if len(reason) > 1000 {
				reason = strings.ToValidUTF8(reason[:1000], "")
			}
			var err error
			switch {
			case r.RetryAt != nil:
				_, err = tx.Exec(ctx, `UPDATE webhook_deliveries SET next_attempt_at = ?, last_status = ?, last_error = ? WHERE id = ?`,
					r.RetryAt.UTC(), r.Status, reason, r.ID)
			default:
				_, err = tx.Exec(ctx, `UPDATE webhook_deliveries SET failed_at = ?, last_status = ?, last_error = ? WHERE id = ?`,
					tx.Now, r.Status, reason, r.ID)
			}
			if err != nil {
				return fmt.Errorf("record webhook delivery %d: %w", r.ID, err)
			}
		}
		return nil
	})
}

// WebhookDelivery is a delivery as the console's log shows it.
type WebhookDelivery struct {
	ID, SubscriptionID int64
	EventID, Event     string
	// Body is the exact text sent.
	Body string
	// Attempts counts the tries; LastStatus is the last answer's HTTP
	// status (0 for none) and LastError what went wrong with it.
	Attempts      int
	LastStatus    int
	LastError     string
	CreatedAt     time.Time
	NextAttemptAt *time.Time
	DeliveredAt   *time.Time
	FailedAt      *time.Time
	// ResentFrom is the delivery this one sends again, 0 for none.
	ResentFrom int64
}

// MsgWebhookStillTrying refuses to send again a delivery still being tried.
const MsgWebhookStillTrying = "This delivery is still being tried; it can be sent again once it is delivered or given up."

const webhookDeliveryColumns = `id, subscription_id, event_id, event, body, attempts, last_status, last_error, created_at,
	next_attempt_at, delivered_at, failed_at, resent_from`

func scanWebhookDelivery(scan func(...any) error) (WebhookDelivery, error) {
	var d WebhookDelivery
	var next, delivered, failed sql.NullTime
	var from sql.NullInt64
	err := scan(&d.ID, &d.SubscriptionID, &d.EventID, &d.Event, &d.Body, &d.Attempts, &d.LastStatus, &d.LastError, &d.CreatedAt,
		&next, &delivered, &failed, &from)
	d.DeliveredAt, d.FailedAt, d.ResentFrom = TimeOrNil(delivered), TimeOrNil(failed), from.Int64
	if d.DeliveredAt == nil && d.FailedAt == nil {
		d.NextAttemptAt = TimeOrNil(next)
	}
	return d, err
}

// WebhookDeliveries is a page of subscription id's deliveries at the
// store, newest first: at most limit, older than before when it is not 0.
func (db *DB) WebhookDeliveries(ctx context.Context, storeID, id, before int64, limit int) ([]WebhookDelivery, error) {
	if _, err := webhookRow(ctx, db.Reader(), storeID, id, ""); err != nil {
		return nil, err
	}
	q, args := `SELECT `+webhookDeliveryColumns+` FROM webhook_deliveries WHERE subscription_id = ?`, []any{id}
	if before > 0 {
		q, args = q+` AND id < ?`, append(args, before)
	}
	rows, err := db.Reader().Query(ctx, q+` ORDER BY id DESC LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("read webhook deliveries: %w", err)
	}
	defer rows.Close()
	out := []WebhookDelivery{}
	for rows.Next() {
		d, err := scanWebhookDelivery(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// ResendWebhook sends a delivery of subscription id again: a new delivery
// of the same event and body, due now, outside its reservation's order
// (the receiver has had the later ones), audited (webhook.resend) in one
// transaction. One still being tried is refused (problem.Conflict).
func (db *DB) ResendWebhook(ctx context.Context, storeID, id, deliveryID int64, audit staff.Entry) (WebhookDelivery, error) {
	var newID int64
	err := db.InTx(ctx, func(tx *Tx) error {
		if _, err := webhookRow(ctx, tx.Reader, storeID, id, ""); err != nil {
			return err
		}
		d, err := scanWebhookDelivery(tx.QueryRow(ctx, `SELECT `+webhookDeliveryColumns+` FROM webhook_deliveries
			WHERE id = ? AND subscription_id = ?`, deliveryID, id).Scan)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "%s", MsgNoWebhookDelivery)
		} else if err != nil {
			return err
		}
		if d.DeliveredAt == nil && d.FailedAt == nil {
			return problem.New(problem.Conflict, "%s", MsgWebhookStillTrying)
		}
		if err := tx.QueryRow(ctx, `INSERT INTO webhook_deliveries (subscription_id, event_id, event, body, next_attempt_at, resent_from, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, id, d.EventID, d.Event, d.Body, tx.Now, d.ID, tx.Now).Scan(&newID); err != nil {
			return err
		}
		audit.StoreID, audit.Action, audit.Subject = storeID, "webhook.resend", fmt.Sprintf("webhook:%d", id)
		audit.After = map[string]int64{"delivery_id": newID, "resent_from": d.ID}
		return tx.Audit(ctx, audit)
	})
	if err != nil {
		return WebhookDelivery{}, err
	}
	return scanWebhookDelivery(db.Reader().QueryRow(ctx, `SELECT `+webhookDeliveryColumns+` FROM webhook_deliveries WHERE id = ?`, newID).Scan)
}
