package accountstore

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

const customerColumns = `id, email, first_name, last_name, nickname, phone, birth_date, promotions_opt_out,
	gold_since, last_mfa, created_at, sso_channel`

func scanCustomer(row storage.Scanner, extra ...any) (accounts.Customer, error) {
	var c accounts.Customer
	var gold, mfa sql.NullTime
	dest := append([]any{&c.ID, &c.Email, &c.FirstName, &c.LastName, &c.Nickname, &c.Phone, &c.BirthDate,
		&c.PromotionsOptOut, &gold, &mfa, &c.CreatedAt, &c.SSOChannel}, extra...)
	if err := row.Scan(dest...); err != nil {
		return c, err
	}
	if gold.Valid {
		c.GoldSince = &gold.Time
	}
	if mfa.Valid {
		c.LastMFA = &mfa.Time
	}
	return c, nil
}

// CreateCustomer registers an account. An address that has one is
// problem.Invalid on "email".
func (db *Store) CreateCustomer(ctx context.Context, in accounts.NewCustomer) (accounts.Customer, error) {
	var c accounts.Customer
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var exists int
		err := tx.QueryRow(ctx, `SELECT 1 FROM customers WHERE email = ?`, in.Email).Scan(&exists)
		if err == nil {
			return problem.Invalidf("email", accounts.MsgEmailTaken)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		c, err = scanCustomer(tx.QueryRow(ctx, `
			INSERT INTO customers (email, password_hash, first_name, last_name, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING `+customerColumns,
			in.Email, in.PasswordHash, in.FirstName, in.LastName, tx.Now, tx.Now))
		return err
	})
	return c, err
}

// Customer returns an account by id, or problem.NotFound.
func (db *Store) Customer(ctx context.Context, id int64) (accounts.Customer, error) {
	c, err := scanCustomer(db.Reader().QueryRow(ctx, `SELECT `+customerColumns+` FROM customers WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, problem.New(problem.NotFound, "%s", accounts.MsgNoCustomer(id))
	}
	return c, err
}

// customerForLogin returns the account with an address and its password
// hash; found is false when there is none.
func (db *Store) customerForLogin(ctx context.Context, email string) (c accounts.Customer, hash string, found bool, err error) {
	c, err = scanCustomer(db.Reader().QueryRow(ctx, `SELECT `+customerColumns+`, password_hash FROM customers WHERE email = ?`, email), &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return c, "", false, nil
	}
	return c, hash, err == nil, err
}

// Login checks an address and password and starts a session. Wrong
// addresses and wrong passwords get the same answer after the same work
// (problem.Unauthorized, accounts.MsgBadLogin); an address with too many recent
// failures is problem.Throttled until it has waited (accounts.LoginWait),
// whether or not it has an account.
func (db *Store) Login(ctx context.Context, in accounts.Login) (accounts.Session, error) {
	c, err := db.CheckLogin(ctx, in)
	if err != nil {
		return accounts.Session{}, err
	}
	return db.StartSession(ctx, c, in.Persistent, in.DeviceID)
}

// CheckLogin is Login without starting the session: it answers the
// customer whose address and password these are, with Login's errors.
func (db *Store) CheckLogin(ctx context.Context, in accounts.Login) (accounts.Customer, error) {
	email := accounts.NormalizeEmail(in.Email)
	if err := db.takeLoginAttempt(ctx, email); err != nil {
		return accounts.Customer{}, err
	}
	c, hash, found, err := db.customerForLogin(ctx, email)
	if err != nil {
		return accounts.Customer{}, err
	}
	if !accounts.VerifyOrWaste(hash, in.Password) || !found {
		return accounts.Customer{}, problem.New(problem.Unauthorized, accounts.MsgBadLogin)
	}
	return c, db.clearLoginFailures(ctx, email)
}

// throttled refuses an attempt that must still wait: problem.Throttled
// (accounts.MsgTooManyAttempts), with when to try again.
func throttled(wait time.Duration) error {
	return &problem.Error{Kind: problem.Throttled, Message: accounts.MsgTooManyAttempts(wait),
		Details: problem.Details{RetryAfter: accounts.RetrySeconds(wait)}}
}

// takeLoginAttempt counts an attempt to prove the password of email as a
// failure before the password is checked, or refuses it with
// problem.Throttled while the address must wait (accounts.LoginWait). The
// address's row is created if need be and locked while it is read and
// counted, so parallel attempts, on one instance or many, are counted one
// after another: no more than accounts.LockAfter passwords are ever checked
// before the lock. A right password clears the count (clearLoginFailures).
func (db *Store) takeLoginAttempt(ctx context.Context, email string) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		if _, err := tx.Exec(ctx, `
			INSERT INTO login_failures (email, failures, last_failure_at) VALUES (?, 0, ?)
			ON CONFLICT (email) DO NOTHING`, email, tx.Now); err != nil {
			return err
		}
		var n int
		var last time.Time
		if err := tx.QueryRow(ctx, `SELECT failures, last_failure_at FROM login_failures WHERE email = ?`+tx.Dialect.ForUpdate(),
			email).Scan(&n, &last); err != nil {
			return err
		}
		if wait := accounts.LoginWait(n, last, tx.Now); wait > 0 {
			return throttled(wait)
		}
		_, err := tx.Exec(ctx, `UPDATE login_failures SET failures = failures + 1, last_failure_at = ? WHERE email = ?`, tx.Now, email)
		return err
	})
}

// clearLoginFailures forgets the failed attempts of email, after a right password.
func (db *Store) clearLoginFailures(ctx context.Context, email string) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		_, err := tx.Exec(ctx, `DELETE FROM login_failures WHERE email = ?`, email)
		return err
	})
}

// StartSession records a session for a customer and signs its token; the
// device it was started from becomes one of the customer's known devices.
func (db *Store) StartSession(ctx context.Context, c accounts.Customer, persistent bool, deviceID string) (accounts.Session, error) {
	signer, err := db.Signer(ctx)
	if err != nil {
		return accounts.Session{}, err
	}
	id, err := uuid.NewV7()
	if err != nil {
		return accounts.Session{}, err
	}
	now := db.Now().UTC()
	life := accounts.BrowserSession
	if persistent {
		life = accounts.PersistentSession
	}
	s := accounts.Session{Customer: c, Expires: now.Add(life).Truncate(time.Second), Persistent: persistent}
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO sessions (id, customer_id, persistent, device_id, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?)`, id.String(), c.ID, persistent, deviceID, tx.Now, s.Expires)
		if err != nil || deviceID == "" {
			return err
		}
		// A device that completed a session is known to the customer from then on.
		_, err = tx.Exec(ctx, `INSERT INTO known_devices (customer_id, device_id, first_seen, last_seen) VALUES (?, ?, ?, ?)
			ON CONFLICT (customer_id, device_id) DO UPDATE SET last_seen = excluded.last_seen`, c.ID, deviceID, tx.Now, tx.Now)
		return err
	})
	if err != nil {
		return accounts.Session{}, err
	}
	s.Token, err = signer.Issue(accounts.Claims{CustomerID: c.ID, SessionID: id.String(), Expires: s.Expires}, now)
	return s, err
}

// Authenticate checks a session token: its signature and expiry, and that
// its session was not ended. Anything else is problem.Unauthorized.
func (db *Store) Authenticate(ctx context.Context, token string) (accounts.Customer, accounts.Claims, error) {
	signer, err := db.Signer(ctx)
	if err != nil {
		return accounts.Customer{}, accounts.Claims{}, err
	}
	now := db.Now().UTC()
	claims, err := signer.Parse(token, now)
	if err != nil {
		return accounts.Customer{}, claims, problem.New(problem.Unauthorized, accounts.MsgSignedOut)
	}
	c, err := scanCustomer(db.Reader().QueryRow(ctx, `SELECT `+prefixed("c.", customerColumns)+`
		FROM sessions s JOIN customers c ON c.id = s.customer_id
		WHERE s.id = ? AND s.customer_id = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
		claims.SessionID, claims.CustomerID, now))
	if errors.Is(err, sql.ErrNoRows) {
		return c, claims, problem.New(problem.Unauthorized, accounts.MsgSignedOut)
	}
	return c, claims, err
}

// prefixed qualifies each column of a comma-separated list with a table alias.
func prefixed(alias, columns string) string {
	parts := strings.Split(columns, ",")
	for i, p := range parts {
		parts[i] = alias + strings.TrimSpace(p)
	}
	return strings.Join(parts, ", ")
}

// EndSession revokes a session; its token is refused from then on.
func (db *Store) EndSession(ctx context.Context, sessionID string) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		_, err := tx.Exec(ctx, `UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, tx.Now, sessionID)
		return err
	})
}

// UpdateCustomer applies u to a customer's profile and answers it.
func (db *Store) UpdateCustomer(ctx context.Context, id int64, u accounts.CustomerUpdate) (accounts.Customer, error) {
	var c accounts.Customer
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		sets, args := []string{"updated_at = ?"}, []any{tx.Now}
		for col, val := range map[string]*string{"first_name": u.FirstName, "last_name": u.LastName,
			"nickname": u.Nickname, "phone": u.Phone, "birth_date": u.BirthDate} {
			if val != nil {
				sets, args = append(sets, col+" = ?"), append(args, *val)
			}
		}
		if u.PromotionsOptOut != nil {
			sets, args = append(sets, "promotions_opt_out = ?"), append(args, *u.PromotionsOptOut)
		}
		if u.Gold != nil {
			if *u.Gold {
				sets, args = append(sets, "gold_since = COALESCE(gold_since, ?)"), append(args, tx.Now)
			} else {
				sets = append(sets, "gold_since = NULL")
			}
		}
		var err error
		c, err = scanCustomer(tx.QueryRow(ctx, `UPDATE customers SET `+strings.Join(sets, ", ")+` WHERE id = ? RETURNING `+customerColumns,
			append(args, id)...))
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "%s", accounts.MsgNoCustomer(id))
		}
		return err
	})
	return c, err
}
