package accountstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// SignOn finds or makes the account of a single sign-on, in one
// transaction:
//
//  1. an identity seen before signs in its customer;
//  2. else an account with the same verified address gets the identity
//     linked (keeping its password, if it has one);
//  3. else a new account is made with no password (an empty password_hash,
//     which no password matches; a reset can set one later).
//
// created says whether the account was made. A first sign-in without an
// address, or with one the provider does not vouch for, is problem.Invalid
// on "id_token": it may neither join an account nor make one.
func (db *Store) SignOn(ctx context.Context, in accounts.SignOn) (c accounts.Customer, created bool, err error) {
	email := accounts.NormalizeEmail(in.Email)
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		created = false
		if err := spendIDToken(ctx, tx, in.TokenHash, in.TokenExpiry); err != nil {
			return err
		}
		id, found, err := identityCustomer(ctx, tx.Reader, in.Provider, in.Subject)
		if err != nil {
			return err
		}
		if found {
			_, err := tx.Exec(ctx, `UPDATE identities SET last_used_at = ?, email = CASE WHEN ? = '' THEN email ELSE ? END
				WHERE provider = ? AND subject = ?`, tx.Now, email, email, in.Provider, in.Subject)
			if err != nil {
				return err
			}
			c, err = customer(ctx, tx.Reader, id)
			return err
		}
		switch {
		case email == "":
			return problem.Invalidf("id_token", accounts.MsgNoEmail(in.Provider))
		case !in.EmailVerified:
			return problem.Invalidf("id_token", accounts.MsgNotVerified(in.Provider))
		}
		err = tx.QueryRow(ctx, `SELECT id FROM customers WHERE email = ?`, email).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			// ON CONFLICT: an account made for this address by a sign-on
			// running at the same time is joined instead.
			err = tx.QueryRow(ctx, `INSERT INTO customers (email, password_hash, first_name, last_name, sso_channel, created_at, updated_at)
				VALUES (?, '', ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
				email, in.FirstName, in.LastName, in.Provider, tx.Now, tx.Now).Scan(&id)
			created = err == nil
			if errors.Is(err, sql.ErrNoRows) {
				err = tx.QueryRow(ctx, `SELECT id FROM customers WHERE email = ?`, email).Scan(&id)
			}
		}
		if err != nil {
			return err
		}
		if !created {
			if err := distrustUnprovenPassword(ctx, tx, id); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `UPDATE customers SET
				sso_channel = CASE WHEN sso_channel = '' THEN ? ELSE sso_channel END,
				first_name = CASE WHEN first_name = '' THEN ? ELSE first_name END,
				last_name = CASE WHEN last_name = '' THEN ? ELSE last_name END,
				updated_at = ? WHERE id = ?`, in.Provider, in.FirstName, in.LastName, tx.Now, id)
			if err != nil {
				return err
			}
		}
		// The provider vouched for the address.
		if _, err := tx.Exec(ctx, `UPDATE customers SET email_verified_at = ? WHERE id = ?`, tx.Now, id); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO identities (provider, subject, customer_id, email, created_at, last_used_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (provider, subject) DO NOTHING`,
			in.Provider, in.Subject, id, email, tx.Now, tx.Now)
		if err != nil {
			return err
		}
		// The identity may have been linked by a sign-on running at the
		// same time; its customer is the one to sign in.
		if id, _, err = identityCustomer(ctx, tx.Reader, in.Provider, in.Subject); err != nil {
			return err
		}
		c, err = customer(ctx, tx.Reader, id)
		return err
	})
	return c, created, err
}

// distrustUnprovenPassword guards the linking of a provider's identity to
// an existing account by its address. Anyone may register any address with
// a password; if the holder of that password never proved the address is
// theirs (email_verified_at), the account may have been made in the real
// owner's name beforehand, to be read later. So the password is cleared,
// every session ended and every known device forgotten: the owner, now
// signed in by the provider, may set a password again with a reset link.
func distrustUnprovenPassword(ctx context.Context, tx *storage.Tx, customerID int64) error {
	var hash string
	var verified sql.NullTime
	if err := tx.QueryRow(ctx, `SELECT password_hash, email_verified_at FROM customers WHERE id = ?`+tx.Dialect.ForUpdate(),
		customerID).Scan(&hash, &verified); err != nil {
		return err
	}
	if hash == "" || verified.Valid {
		return nil
	}
	if _, err := setPassword(ctx, tx, customerID, "", ""); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, `DELETE FROM known_devices WHERE customer_id = ?`, customerID)
	return err
}

// identityCustomer answers the customer an identity belongs to.
func identityCustomer(ctx context.Context, r storage.Reader, provider, subject string) (id int64, found bool, err error) {
	err = r.QueryRow(ctx, `SELECT customer_id FROM identities WHERE provider = ? AND subject = ?`, provider, subject).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	return id, err == nil, err
}

func customer(ctx context.Context, r storage.Reader, id int64) (accounts.Customer, error) {
	return scanCustomer(r.QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE id = ?`, id))
}

// Identities lists a customer's linked identities, by provider and subject.
func (db *Store) Identities(ctx context.Context, customerID int64) ([]accounts.Identity, error) {
	rows, err := db.Reader().Query(ctx, `SELECT provider, subject, email FROM identities WHERE customer_id = ?
		ORDER BY provider, subject`, customerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []accounts.Identity
	for rows.Next() {
		var i accounts.Identity
		if err := rows.Scan(&i.Provider, &i.Subject, &i.Email); err != nil {
			return nil, err
		}
		out = append(out, i)
	}
	return out, rows.Err()
}

// spendIDToken records an ID token's use until it expires, forgetting
// tokens that have expired; one used already is problem.Unauthorized
// (accounts.MsgTokenUsed). A sign-on that fails after this rolls it back with the
// rest, so the token can be tried again.
func spendIDToken(ctx context.Context, tx *storage.Tx, hash string, expiry time.Time) error {
	if hash == "" {
		return fmt.Errorf("sign-on without its token's hash")
	}
	if _, err := tx.Exec(ctx, `DELETE FROM sso_tokens_used WHERE expires_at < ?`, tx.Now); err != nil {
		return err
	}
	res, err := tx.Exec(ctx, `INSERT INTO sso_tokens_used (token_hash, expires_at) VALUES (?, ?) ON CONFLICT (token_hash) DO NOTHING`,
		hash, expiry.UTC())
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return problem.New(problem.Unauthorized, accounts.MsgTokenUsed)
	}
	return nil
}
