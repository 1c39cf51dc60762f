package accountstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// RequestPasswordReset records a reset token (by its hash) for the account
// with an address and queues its e-mail, in one transaction, so a token is
// never stored without its message nor a message sent for a token that was
// not. Older tokens of the account stop working. An address without an
// account, or one that asked accounts.MaxResetRequests times within
// accounts.ResetRequestWindow, gets nothing; the caller answers the same
// either way, and both ways run one small write transaction.
func (db *Store) RequestPasswordReset(ctx context.Context, email, tokenHash string, mail notify.Message) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		var id int64
		err := tx.QueryRow(ctx, `SELECT id FROM customers WHERE email = ?`+db.Dialect.ForUpdate(), email).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		} else if err != nil {
			return err
		}
		var recent int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM password_resets WHERE customer_id = ? AND created_at > ?`,
			id, tx.Now.Add(-accounts.ResetRequestWindow)).Scan(&recent); err != nil {
			return err
		}
		if !accounts.ResetAllowed(recent) {
			return nil
		}
		if _, err := tx.Exec(ctx, `UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL`, tx.Now, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO password_resets (customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			id, tokenHash, tx.Now, tx.Now.Add(accounts.ResetTokenLife)); err != nil {
			return err
		}
		return tx.Enqueue(ctx, mail)
	})
}

// ResetPassword sets a new password hash with a reset token (by its hash),
// in one transaction: the token is used up, every session of the account is
// ended and its failed logins are forgotten. A token that is unknown,
// expired, used or replaced is problem.Invalid on "token".
func (db *Store) ResetPassword(ctx context.Context, tokenHash, passwordHash string) (accounts.Customer, error) {
	var c accounts.Customer
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var resetID, customerID int64
		var expires time.Time
		var used sql.NullTime
		err := tx.QueryRow(ctx, `SELECT id, customer_id, expires_at, used_at FROM password_resets WHERE token_hash = ?`+
			db.Dialect.ForUpdate(), tokenHash).Scan(&resetID, &customerID, &expires, &used)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.Invalidf("token", accounts.MsgResetExpired)
		} else if err != nil {
			return err
		}
		if !linkUsable(tx, expires, used) {
			return problem.Invalidf("token", accounts.MsgResetExpired)
		}
		if _, err := tx.Exec(ctx, `UPDATE password_resets SET used_at = ? WHERE id = ?`, tx.Now, resetID); err != nil {
			return err
		}
		c, err = setPassword(ctx, tx, customerID, passwordHash, "")
		if err != nil {
			return err
		}
		// The link came by e-mail: the address is the account holder's.
		if _, err := tx.Exec(ctx, `UPDATE customers SET email_verified_at = ? WHERE id = ?`, tx.Now, customerID); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `DELETE FROM login_failures WHERE email = ?`, c.Email)
		return err
	})
	return c, err
}

// setPassword changes a customer's password hash and ends every session of
// theirs but keep ("" for none).
func setPassword(ctx context.Context, tx *storage.Tx, customerID int64, passwordHash, keep string) (accounts.Customer, error) {
	c, err := scanCustomer(tx.QueryRow(ctx, `UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ? RETURNING `+customerColumns,
		passwordHash, tx.Now, customerID))
	if errors.Is(err, sql.ErrNoRows) {
		return c, problem.New(problem.NotFound, "%s", accounts.MsgNoCustomer(customerID))
	} else if err != nil {
		return c, err
	}
	_, err = tx.Exec(ctx, `UPDATE sessions SET revoked_at = ? WHERE customer_id = ? AND id <> ? AND revoked_at IS NULL`,
		tx.Now, customerID, keep)
	return c, err
}

// ChangePassword sets a signed-in customer's new password (hashed here) after checking the
// current one (problem.Invalid on "current_password" when wrong, counted as a
// failed login; problem.Throttled while logins to the address must wait),
// and ends every session of theirs but the one making the change.
func (db *Store) ChangePassword(ctx context.Context, customerID int64, sessionID, current, password string) (accounts.Customer, error) {
	var email, hash string
	err := db.Reader().QueryRow(ctx, `SELECT email, password_hash FROM customers WHERE id = ?`, customerID).Scan(&email, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return accounts.Customer{}, problem.New(problem.NotFound, "%s", accounts.MsgNoCustomer(customerID))
	} else if err != nil {
		return accounts.Customer{}, err
	}
	// Wrong current passwords count with failed logins, so a borrowed
	// session cannot be used to guess the password faster than a login can.
	if err := db.takeLoginAttempt(ctx, email); err != nil {
		return accounts.Customer{}, err
	}
	if !accounts.VerifyPassword(hash, current) {
		return accounts.Customer{}, problem.Invalidf("current_password", accounts.MsgWrongPassword)
	}
	if err := db.clearLoginFailures(ctx, email); err != nil {
		return accounts.Customer{}, err
	}
	passwordHash, err := accounts.HashPassword(password)
	if err != nil {
		return accounts.Customer{}, err
	}
	var c accounts.Customer
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		c, err = setPassword(ctx, tx, customerID, passwordHash, sessionID)
		return err
	})
	return c, err
}
