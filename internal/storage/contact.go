package storage

import (
	"context"
	"time"

	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
)

// Contact limits: a customer may send MaxContactMessages in ContactWindow.
const (
	MaxContactMessages = 5
	ContactWindow      = time.Hour
)

// MsgTooManyContacts refuses a customer who has written too often.
const MsgTooManyContacts = "You have sent several messages in the last hour. Please wait for our reply before writing again."

// SendContactMessage records a customer's message to the help team and
// queues its e-mail in the same transaction. More than MaxContactMessages
// in ContactWindow is problem.Throttled.
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
			customerID, tx.now.Add(-ContactWindow)).Scan(&recent); err != nil {
			return err
		}
		if recent >= MaxContactMessages {
			return &problem.Error{Kind: problem.Throttled, Message: MsgTooManyContacts}
		}
		if _, err := tx.exec(ctx, `INSERT INTO contact_messages (customer_id, subject, message, created_at) VALUES (?, ?, ?, ?)`,
			customerID, subject, message, tx.now); err != nil {
			return err
		}
		return tx.enqueue(ctx, mail)
	})
}
