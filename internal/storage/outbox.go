package storage

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/notify"
)

// Enqueue writes a message to the outbox inside tx, due at once: it is
// sent only if tx commits.
func (tx *Tx) Enqueue(ctx context.Context, m notify.Message) error {
	_, err := tx.Exec(ctx, `INSERT INTO outbox (channel, recipient, subject, body, html, sender, next_attempt_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, string(m.Channel), m.To, m.Subject, m.Body, m.HTML, m.From, tx.Now, tx.Now)
	return err
}

// ClaimMessages takes up to n due messages for sending (notify.Outbox). The
// claim moves each message's next_attempt_at to now+lease and counts the
// attempt in one transaction; on PostgreSQL the rows are taken with SKIP
// LOCKED, so instances claiming together get different messages.
func (db *DB) ClaimMessages(ctx context.Context, n int, lease time.Duration) ([]notify.Delivery, error) {
	var out []notify.Delivery
	err := db.InTx(ctx, func(tx *Tx) error {
		out = out[:0]
		rows, err := tx.Query(ctx, `SELECT id, channel, recipient, subject, body, html, sender, attempts FROM outbox
			WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
			ORDER BY next_attempt_at, id LIMIT ?`+db.Dialect.skipLocked(), tx.Now, n)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var d notify.Delivery
			var channel string
			if err := rows.Scan(&d.ID, &channel, &d.To, &d.Subject, &d.Body, &d.HTML, &d.From, &d.Attempts); err != nil {
				return err
			}
			d.Channel = notify.Channel(channel)
			d.Attempts++
			out = append(out, d)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		for _, d := range out {
			if _, err := tx.Exec(ctx, `UPDATE outbox SET attempts = ?, next_attempt_at = ? WHERE id = ?`,
				d.Attempts, tx.Now.Add(lease), d.ID); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// MessageSent records that a message was delivered.
func (db *DB) MessageSent(ctx context.Context, id int64) error {
	return db.InTx(ctx, func(tx *Tx) error {
		_, err := tx.Exec(ctx, `UPDATE outbox SET sent_at = ?, last_error = '' WHERE id = ?`, tx.Now, id)
		return err
	})
}

// MessageFailed records a failed try: the message is tried again at
// retryAt, or given up (failed_at) when retryAt is nil.
func (db *DB) MessageFailed(ctx context.Context, id int64, reason string, retryAt *time.Time) error {
	if len(reason) > 1000 {
		reason = reason[:1000]
	}
	reason = strings.ToValidUTF8(reason, "?")
	return db.InTx(ctx, func(tx *Tx) error {
		var err error
		if retryAt == nil {
			_, err = tx.Exec(ctx, `UPDATE outbox SET last_error = ?, failed_at = ? WHERE id = ?`, reason, tx.Now, id)
		} else {
			_, err = tx.Exec(ctx, `UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE id = ?`, reason, retryAt.UTC(), id)
		}
		return err
	})
}

// OutboxMessages lists the messages to one recipient, oldest first.
func (db *DB) OutboxMessages(ctx context.Context, to string) ([]notify.Stored, error) {
	rows, err := db.Reader().Query(ctx, `SELECT id, channel, recipient, subject, body, html, sender, attempts, next_attempt_at,
		last_error, gateway_status, created_at, sent_at, failed_at FROM outbox WHERE recipient = ? ORDER BY id`, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []notify.Stored
	for rows.Next() {
		var m notify.Stored
		var channel string
		var sent, failed sql.NullTime
		if err := rows.Scan(&m.ID, &channel, &m.To, &m.Subject, &m.Body, &m.HTML, &m.From, &m.Attempts, &m.NextAttemptAt,
			&m.LastError, &m.GatewayStatus, &m.CreatedAt, &sent, &failed); err != nil {
			return nil, err
		}
		m.Channel = notify.Channel(channel)
		m.SentAt, m.FailedAt = TimeOrNil(sent), TimeOrNil(failed)
		out = append(out, m)
	}
	return out, rows.Err()
}

// OptedOut reports whether phone (E.164) texted STOP and has not texted
// START since (notify.Outbox).
func (db *DB) OptedOut(ctx context.Context, phone string) (bool, error) {
	var stopped bool
	err := db.Reader().QueryRow(ctx, `SELECT stopped FROM sms_opt_outs WHERE phone = ?`, phone).Scan(&stopped)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return stopped, err
}

// SetOptOut records a number's STOP (stopped) or START, with the word it
// texted.
func (db *DB) SetOptOut(ctx context.Context, phone string, stopped bool, keyword string) error {
	return db.InTx(ctx, func(tx *Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO sms_opt_outs (phone, stopped, keyword, changed_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (phone) DO UPDATE SET stopped = excluded.stopped, keyword = excluded.keyword, changed_at = excluded.changed_at`,
			phone, stopped, keyword, tx.Now)
		return err
	})
}

// GatewayStatus records what the text message gateway reported of the
// outbox's message id: queued, sent, delivered, undelivered, failed …;
// an undelivered or failed one keeps the gateway's error code as its last
// error. It answers false for no text message of that id.
func (db *DB) GatewayStatus(ctx context.Context, id int64, status, errorCode string) (bool, error) {
	var found bool
	err := db.InTx(ctx, func(tx *Tx) error {
		q, args := `UPDATE outbox SET gateway_status = ? WHERE id = ? AND channel = 'sms'`, []any{status, id}
		if status == "undelivered" || status == "failed" {
			q, args = `UPDATE outbox SET gateway_status = ?, last_error = ? WHERE id = ? AND channel = 'sms'`,
				[]any{status, "the gateway could not deliver it (error " + errorCode + ")", id}
		}
		res, err := tx.Exec(ctx, q, args...)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		found = n == 1
		return err
	})
	return found, err
}
