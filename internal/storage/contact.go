package storage

import (
	"context"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
)

// SendContactMessage records a customer's message to the help team and
// queues its e-mail in the same transaction. More than accounts.MaxContactMessages
// in accounts.ContactWindow is problem.Throttled.
func (db *DB) SendContactMessage(ctx context.Context, customerID int64, subject, message string, mail notify.Message) error {
	return db.inTx(ctx, func(tx *Tx) error {
		// The customer's row is locked, so messages sent at the same time are
		// counted one after another.
		var id int64
		if err := tx.queryRow(ctx, `SELECT id FROM customers WHERE id = ?`+tx.dialect.forUpdate(), customerID).Scan(&id); err != nil {
			return err
		}
		var recent int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM contact_messages WHERE customer_id = ? AND created_at > ?`,
			customerID, tx.now.Add(-accounts.ContactWindow)).Scan(&recent); err != nil {
			return err
		}
		if !accounts.ContactAllowed(recent) {
			return &problem.Error{Kind: problem.Throttled, Message: accounts.MsgTooManyContacts}
		}
		if _, err := tx.exec(ctx, `INSERT INTO contact_messages (customer_id, subject, message, created_at) VALUES (?, ?, ?, ?)`,
			customerID, subject, message, tx.now); err != nil {
			return err
		}
		return tx.enqueue(ctx, mail)
	})
}
