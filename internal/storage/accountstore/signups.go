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

// RequestSignup keeps a registration and, in the same transaction, mails
// its address: welcome (the link) when the address has no account, exists
// when it has one. Either way the same rows are written (the one for an
// address with an account holds no password, and its token is never
// sent), so that the answer and its cost say nothing of the address. Older
// registrations of the address stop working; past accounts.MaxSignupMails
// in accounts.SignupMailWindow nothing is written or sent, and that is not
// an error either.
func (db *Store) RequestSignup(ctx context.Context, in accounts.Signup, welcome, exists notify.Message) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM signups WHERE expires_at < ?`, tx.Now); err != nil {
			return err
		}
		var recent int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM signups WHERE email = ? AND created_at > ?`,
			in.Email, tx.Now.Add(-accounts.SignupMailWindow)).Scan(&recent); err != nil {
			return err
		}
		if !accounts.SignupMailAllowed(recent) {
			return nil
		}
		var id int64
		err := tx.QueryRow(ctx, `SELECT id FROM customers WHERE email = ?`, in.Email).Scan(&id)
		taken := err == nil
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		mail, hash := welcome, in.PasswordHash
		if taken {
			mail, hash = exists, ""
		}
		if _, err := tx.Exec(ctx, `UPDATE signups SET used_at = ?, password_hash = '' WHERE email = ? AND used_at IS NULL`,
			tx.Now, in.Email); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO signups (email, token_hash, password_hash, first_name, last_name, persistent,
			created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, in.Email, in.TokenHash, hash, in.FirstName, in.LastName,
			in.Persistent, tx.Now, tx.Now.Add(accounts.SignupLinkLife)); err != nil {
			return err
		}
		return tx.Enqueue(ctx, mail)
	})
}

// ConfirmSignup makes the account of a registration whose link was opened
// (its token by hash), in one transaction: the link is used up and the
// address counts as verified, since the link came to it. It answers the
// account and whether its session should be a long one. A token that is
// unknown, expired, used or replaced is problem.Invalid on "token"; an
// address that got an account meanwhile (another link, single sign-on) is
// problem.Invalid on "email".
func (db *Store) ConfirmSignup(ctx context.Context, tokenHash string) (c accounts.Customer, persistent bool, err error) {
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		var id int64
		var s accounts.Signup
		var expires time.Time
		var used sql.NullTime
		err := tx.QueryRow(ctx, `SELECT id, email, password_hash, first_name, last_name, persistent, expires_at, used_at
			FROM signups WHERE token_hash = ?`+db.Dialect.ForUpdate(), tokenHash).Scan(
			&id, &s.Email, &s.PasswordHash, &s.FirstName, &s.LastName, &persistent, &expires, &used)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.Invalidf("token", accounts.MsgSignupExpired)
		} else if err != nil {
			return err
		}
		if s.PasswordHash == "" || !linkUsable(tx, expires, used) {
			return problem.Invalidf("token", accounts.MsgSignupExpired)
		}
		if _, err := tx.Exec(ctx, `UPDATE signups SET used_at = ?, password_hash = '' WHERE id = ?`, tx.Now, id); err != nil {
			return err
		}
		// Two links of one address opened at once: the address's unique
		// key lets one in, and the other finds it taken.
		c, err = scanCustomer(tx.QueryRow(ctx, `
			INSERT INTO customers (email, password_hash, first_name, last_name, email_verified_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING `+customerColumns,
			s.Email, s.PasswordHash, s.FirstName, s.LastName, tx.Now, tx.Now, tx.Now))
		if errors.Is(err, sql.ErrNoRows) {
			return problem.Invalidf("email", accounts.MsgEmailTaken)
		}
		return err
	})
	return c, persistent, err
}

// linkUsable reports whether a mailed link (a password reset, a
// registration) that expires at expires and was used at used, if ever,
// may still be used now.
func linkUsable(tx *storage.Tx, expires time.Time, used sql.NullTime) bool {
	var usedAt *time.Time
	if used.Valid {
		usedAt = &used.Time
	}
	return accounts.LinkUsable(expires, usedAt, tx.Now)
}
