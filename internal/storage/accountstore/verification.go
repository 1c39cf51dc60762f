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

// DeviceKnown reports whether a device completed a session for a customer
// before. No device ("") is never known.
func (db *Store) DeviceKnown(ctx context.Context, customerID int64, deviceID string) (bool, error) {
	if deviceID == "" {
		return false, nil
	}
	var one int
	err := db.Reader().QueryRow(ctx, `SELECT 1 FROM known_devices WHERE customer_id = ? AND device_id = ?`, customerID, deviceID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// StartVerification records a login waiting for its code and queues the code's message.
func (db *Store) StartVerification(ctx context.Context, v accounts.NewVerification) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO verification_codes (token_hash, customer_id, code_hash, channel, persistent, device_id,
			created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, v.TokenHash, v.CustomerID, v.CodeHash, string(v.Channel),
			v.Persistent, v.DeviceID, tx.Now, tx.Now.Add(accounts.CodeLife)); err != nil {
			return err
		}
		return tx.Enqueue(ctx, v.Message)
	})
}

type codeRow struct {
	id, customerID  int64
	codeHash        string
	channel         string
	persistent      bool
	deviceID        string
	attempts, sends int
	expires         time.Time
	used            *time.Time
}

func codeByToken(ctx context.Context, tx *storage.Tx, tokenHash string, lock string) (codeRow, error) {
	var r codeRow
	var used sql.NullTime
	err := tx.QueryRow(ctx, `SELECT id, customer_id, code_hash, channel, persistent, device_id, attempts, sends, expires_at, used_at
		FROM verification_codes WHERE token_hash = ?`+lock, tokenHash).Scan(&r.id, &r.customerID, &r.codeHash, &r.channel,
		&r.persistent, &r.deviceID, &r.attempts, &r.sends, &r.expires, &used)
	if errors.Is(err, sql.ErrNoRows) {
		return r, problem.Invalidf("mfa_token", accounts.MsgCodeExpired)
	}
	if used.Valid {
		r.used = &used.Time
	}
	return r, err
}

// VerifyCode checks a login's code (by the hash of what was typed, see
// accounts.HashCode). A wrong code counts a try and is problem.Invalid on
// "code"; a login whose code expired, was used or was tried too often is
// problem.Invalid on "mfa_token" (log in again). A right code uses it up
// and records the customer's last verification (last_mfa).
func (db *Store) VerifyCode(ctx context.Context, tokenHash, typedHash string) (accounts.Verification, error) {
	var v accounts.Verification
	var refusal error
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := codeByToken(ctx, tx, tokenHash, db.Dialect.ForUpdate())
		if err != nil {
			return err
		}
		if !accounts.CodeUsable(r.expires, r.used, r.attempts, tx.Now) {
			return problem.Invalidf("mfa_token", accounts.MsgCodeExpired)
		}
		if !accounts.CodeMatches(r.codeHash, typedHash) {
			// The wrong try is kept: the refusal is answered after commit.
			_, err := tx.Exec(ctx, `UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?`, r.id)
			refusal = problem.Invalidf("code", accounts.MsgCodeWrong)
			if r.attempts+1 >= accounts.MaxCodeTries {
				refusal = problem.Invalidf("mfa_token", accounts.MsgCodeExpired)
			}
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE verification_codes SET used_at = ? WHERE id = ?`, tx.Now, r.id); err != nil {
			return err
		}
		// A code that came by e-mail proves the address too.
		v.Customer, err = scanCustomer(tx.QueryRow(ctx, `UPDATE customers SET last_mfa = ?,
			email_verified_at = CASE WHEN ? THEN ? ELSE email_verified_at END WHERE id = ? RETURNING `+customerColumns,
			tx.Now, r.channel == string(notify.Email), tx.Now, r.customerID))
		v.Channel, v.Persistent, v.DeviceID = notify.Channel(r.channel), r.persistent, r.deviceID
		return err
	})
	if err != nil {
		return v, err
	}
	return v, refusal
}

// PendingVerification answers the login waiting for a code under a token,
// or problem.Invalid on "mfa_token" when it can no longer be completed.
func (db *Store) PendingVerification(ctx context.Context, tokenHash string) (accounts.Verification, error) {
	var v accounts.Verification
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := codeByToken(ctx, tx, tokenHash, "")
		if err != nil {
			return err
		}
		if !accounts.CodeUsable(r.expires, r.used, r.attempts, tx.Now) {
			return problem.Invalidf("mfa_token", accounts.MsgCodeExpired)
		}
		v.Customer, err = scanCustomer(tx.QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE id = ?`, r.customerID))
		v.Channel, v.Persistent, v.DeviceID = notify.Channel(r.channel), r.persistent, r.deviceID
		return err
	})
	return v, err
}

// ResendCode replaces a waiting login's code with a new one (by its hash),
// on channel, for another accounts.CodeLife, and queues its message. Wrong
// tries still count. After accounts.MaxCodeSends codes it is
// problem.Throttled.
func (db *Store) ResendCode(ctx context.Context, tokenHash, codeHash string, channel notify.Channel, m notify.Message) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := codeByToken(ctx, tx, tokenHash, db.Dialect.ForUpdate())
		if err != nil {
			return err
		}
		if !accounts.CodeUsable(r.expires, r.used, r.attempts, tx.Now) {
			return problem.Invalidf("mfa_token", accounts.MsgCodeExpired)
		}
		if r.sends >= accounts.MaxCodeSends {
			return problem.New(problem.Throttled, accounts.MsgCodeSends)
		}
		if _, err := tx.Exec(ctx, `UPDATE verification_codes SET code_hash = ?, channel = ?, sends = sends + 1, expires_at = ? WHERE id = ?`,
			codeHash, string(channel), tx.Now.Add(accounts.CodeLife), r.id); err != nil {
			return err
		}
		return tx.Enqueue(ctx, m)
	})
}
