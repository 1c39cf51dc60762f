package accountstore

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// In-store kiosks (docs/adr/0012-kiosk-device-binding.md). An operator sets
// a store's kiosk PIN (pistil kiosk-pin); staff type it on a kiosk, which
// binds that device to the store: it gets a token, sent with the carts and
// checkouts it makes. Only a bound device may make kiosk carts and kiosk
// reservations.

// kioskTouch is how stale last_used_at may get before a use writes it again.
const kioskTouch = time.Minute

// SetKioskPIN sets (or replaces) a store's kiosk PIN, kept only as an
// argon2id hash, and clears its count of wrong PINs. Devices bound with
// the old PIN stay bound (UnbindKiosks unbinds them).
//
// Errors: problem.NotFound for an unknown store; problem.Invalid on "pin"
// for a PIN that is not checkout.KioskPINMin to checkout.KioskPINMax digits.
func (db *Store) SetKioskPIN(ctx context.Context, storeID int64, pin string) error {
	if msg := checkout.KioskPINProblem(pin); msg != "" {
		return problem.Invalidf("pin", msg)
	}
	hash, err := accounts.HashPassword(pin)
	if err != nil {
		return err
	}
	return db.InTx(ctx, func(tx *storage.Tx) error {
		if _, err := storage.FindStore(ctx, tx.Reader, storeID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO kiosk_pins (store_id, pin_hash, created_at) VALUES (?, ?, ?)
			ON CONFLICT (store_id) DO UPDATE SET pin_hash = excluded.pin_hash, created_at = excluded.created_at`,
			storeID, hash, tx.Now); err != nil {
			return err
		}
		// A new PIN starts every client's count afresh.
		_, err := tx.Exec(ctx, `DELETE FROM kiosk_pin_failures WHERE store_id = ?`, storeID)
		return err
	})
}

// BindKiosk checks a store's kiosk PIN sent from client (a client address:
// an IPv4 address or an IPv6 /64) and, when it is right, binds the device
// asking: it answers a new device token (checkout.KioskTokenPrefix and 32
// random bytes, URL-safe), kept only as its SHA-256, so returned once,
// here.
//
// Attempts are counted per store and client, as failed logins are
// (accounts.LoginWait): the attempt is counted before the PIN is checked, in
// the transaction that holds the client's row, so parallel guesses are taken
// one at a time; a right PIN clears that client's count. One client's
// failures never hold up another's, so nobody can keep a store's kiosks
// from being set up by failing its PIN.
//
// Errors: problem.Unauthorized with checkout.MsgBadKioskPIN for a wrong PIN,
// with checkout.MsgNoKioskPIN when the store has none (or is unknown);
// problem.Throttled (Data["retry_after"], seconds) while the client must
// wait.
func (db *Store) BindKiosk(ctx context.Context, storeID int64, client, pin string) (string, error) {
	token := ""
	var refusal error
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var hash string
		err := tx.QueryRow(ctx, `SELECT pin_hash FROM kiosk_pins WHERE store_id = ?`, storeID).Scan(&hash)
		if errors.Is(err, sql.ErrNoRows) {
			accounts.VerifyOrWaste("", pin)
			refusal = problem.New(problem.Unauthorized, checkout.MsgNoKioskPIN)
			return nil
		} else if err != nil {
			return fmt.Errorf("find kiosk pin: %w", err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO kiosk_pin_failures (store_id, client, failures, last_failure_at) VALUES (?, ?, 0, ?)
			ON CONFLICT (store_id, client) DO NOTHING`, storeID, client, tx.Now); err != nil {
			return err
		}
		var failures int
		var last time.Time
		if err := tx.QueryRow(ctx, `SELECT failures, last_failure_at FROM kiosk_pin_failures WHERE store_id = ? AND client = ?`+tx.Dialect.ForUpdate(),
			storeID, client).Scan(&failures, &last); err != nil {
			return fmt.Errorf("count kiosk pin failures: %w", err)
		}
		if wait := accounts.LoginWait(failures, last, tx.Now); wait > 0 {
			refusal = throttled(wait)
			return nil
		}
		// An overlong answer is wrong without hashing it.
		if len(pin) > checkout.KioskPINMax || !accounts.VerifyPassword(hash, pin) {
			refusal = problem.New(problem.Unauthorized, checkout.MsgBadKioskPIN)
			_, err := tx.Exec(ctx, `UPDATE kiosk_pin_failures SET failures = failures + 1, last_failure_at = ? WHERE store_id = ? AND client = ?`,
				tx.Now, storeID, client)
			return err
		}
		b := make([]byte, 32)
		if _, err := rand.Read(b); err != nil {
			return err
		}
		token = checkout.KioskTokenPrefix + base64.RawURLEncoding.EncodeToString(b)
		if _, err := tx.Exec(ctx, `DELETE FROM kiosk_pin_failures WHERE store_id = ? AND client = ?`, storeID, client); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO kiosk_devices (store_id, token_hash, created_at) VALUES (?, ?, ?)`,
			storeID, accounts.HashSecret(token), tx.Now)
		return err
	})
	if err != nil {
		return "", err
	}
	if refusal != nil {
		return "", refusal
	}
	return token, nil
}

// KioskDeviceStore answers the store a bound kiosk's token belongs to, and
// notes when it was last used. An unknown or unbound token is
// problem.Forbidden (checkout.MsgKioskNotBound).
func (db *Store) KioskDeviceStore(ctx context.Context, token string) (int64, error) {
	_, store, err := db.tokenStore(ctx, "kiosk_devices", checkout.KioskTokenPrefix, token, kioskTouch, problem.New(problem.Forbidden, checkout.MsgKioskNotBound))
	return store, err
}

// KioskDevices lists a store's kiosks, unbound ones included, oldest first.
func (db *Store) KioskDevices(ctx context.Context, storeID int64) ([]checkout.KioskDevice, error) {
	rows, err := db.Reader().Query(ctx, `SELECT id, store_id, created_at, last_used_at, revoked_at
		FROM kiosk_devices WHERE store_id = ? ORDER BY id`, storeID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []checkout.KioskDevice
	for rows.Next() {
		var d checkout.KioskDevice
		var used, revoked sql.NullTime
		if err := rows.Scan(&d.ID, &d.StoreID, &d.CreatedAt, &used, &revoked); err != nil {
			return nil, err
		}
		d.LastUsedAt, d.RevokedAt = storage.TimeOrNil(used), storage.TimeOrNil(revoked)
		out = append(out, d)
	}
	return out, rows.Err()
}

// UnbindKiosks unbinds every kiosk of a store and says how many were bound:
// their tokens are refused from then on, and staff must set them up again.
func (db *Store) UnbindKiosks(ctx context.Context, storeID int64) (int, error) {
	var n int64
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := tx.Exec(ctx, `UPDATE kiosk_devices SET revoked_at = ? WHERE store_id = ? AND revoked_at IS NULL`, tx.Now, storeID)
		if err != nil {
			return err
		}
		n, err = r.RowsAffected()
		return err
	})
	return int(n), err
}
