package accountstore

import (
	"context"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// SendContactMessage records a customer's message to the help team and
// queues its e-mail in the same transaction. More than accounts.MaxContactMessages
// in accounts.ContactWindow is problem.Throttled.
func (db *Store) SendContactMessage(ctx context.Context, customerID int64, subject, message string, mail notify.Message) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		// The customer's row is locked, so messages sent at the same time are
		// counted one after another.
		var id int64
		if err := tx.QueryRow(ctx, `SELECT id FROM customers WHERE id = ?`+tx.Dialect.ForUpdate(), customerID).Scan(&id); err != nil {
			return err
		}
		var recent int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM contact_messages WHERE customer_id = ? AND created_at > ?`,
			customerID, tx.Now.Add(-accounts.ContactWindow)).Scan(&recent); err != nil {
			return err
		}
		if !accounts.ContactAllowed(recent) {
			return &problem.Error{Kind: problem.Throttled, Message: accounts.MsgTooManyContacts}
		}
		if _, err := tx.Exec(ctx, `INSERT INTO contact_messages (customer_id, subject, message, created_at) VALUES (?, ?, ?, ?)`,
			customerID, subject, message, tx.Now); err != nil {
			return err
		}
		return tx.Enqueue(ctx, mail)
	})
}
