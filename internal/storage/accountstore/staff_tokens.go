package accountstore

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// MaxTokenStores is the most stores one token covers.
const MaxTokenStores = 100

// staffTokenTouch is how stale last_used_at may get before a use writes
// it again: a busy front desk does not write on every request.
const staffTokenTouch = time.Minute

// CreateStaffToken makes a token that lets its bearer see and move the
// reservations of one store, named (say "front desk") so it can be told
// apart and revoked; on the business API it also covers the stores in
// also (a chain's point of sale syncing them all). The token is 32 random
// bytes, URL-safe, after accounts.StaffTokenPrefix; only its hash is
// stored, so it is returned once, here. Each store it covers gets an
// audit row.
//
// Errors: problem.NotFound for an unknown store; problem.Invalid on "name"
// for an empty or overlong name, on "also_store_ids" for more than
// MaxTokenStores stores.
func (db *Store) CreateStaffToken(ctx context.Context, storeID int64, name string, by staff.Actor, also ...int64) (string, error) {
	name = strings.TrimSpace(name)
	if msg := accounts.StaffTokenNameProblem(name); msg != "" {
		return "", problem.Invalidf("name", msg)
	}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	token := accounts.StaffTokenPrefix + base64.RawURLEncoding.EncodeToString(b)
	stores := []int64{storeID}
	for _, id := range also {
		if !slices.Contains(stores, id) {
			stores = append(stores, id)
		}
	}
	if len(stores) > MaxTokenStores {
		return "", problem.Invalidf("also_store_ids", fmt.Sprintf("A token covers at most %d stores.", MaxTokenStores))
	}
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		for _, id := range stores {
			if _, err := storage.FindStore(ctx, tx.Reader, id); err != nil {
				return err
			}
		}
		var id int64
		if err := tx.QueryRow(ctx, `INSERT INTO store_staff_tokens (store_id, name, token_hash, created_at, created_by) VALUES (?, ?, ?, ?, ?)
			RETURNING id`, storeID, name, accounts.HashSecret(token), tx.Now, storage.NullID(by.StaffID)).Scan(&id); err != nil {
			return err
		}
		for _, store := range stores {
			if store != storeID {
				if _, err := tx.Exec(ctx, `INSERT INTO store_staff_token_stores (token_id, store_id) VALUES (?, ?)`, id, store); err != nil {
					return err
				}
			}
			if err := tx.Audit(ctx, staff.Entry{StoreID: store, Actor: by, Action: "token.create", Subject: fmt.Sprintf("token:%d", id),
				After: map[string]any{"name": name, "stores": stores}}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	return token, nil
}

// StaffTokenStore answers the store a live staff token belongs to, and
// notes when it was last used. An unknown or revoked token is
// problem.Unauthorized (accounts.MsgBadStaffToken).
func (db *Store) StaffTokenStore(ctx context.Context, token string) (int64, error) {
	_, store, err := db.tokenStore(ctx, "store_staff_tokens", accounts.StaffTokenPrefix, token, staffTokenTouch,
		problem.New(problem.Unauthorized, accounts.MsgBadStaffToken))
	return store, err
}

// IntegrationToken is a live staff token on the store console's API: the
// principal with the integration role at its store, and the actor the
// audit log names ("token:front desk"). An unknown or revoked token is
// problem.Unauthorized (accounts.MsgBadStaffToken).
func (db *Store) IntegrationToken(ctx context.Context, token string) (staff.Principal, staff.Actor, error) {
	id, store, err := db.tokenStore(ctx, "store_staff_tokens", accounts.StaffTokenPrefix, token, staffTokenTouch,
		problem.New(problem.Unauthorized, accounts.MsgBadStaffToken))
	if err != nil {
		return staff.Principal{}, staff.Actor{}, err
	}
	var name string
	if err := db.Reader().QueryRow(ctx, `SELECT name FROM store_staff_tokens WHERE id = ?`, id).Scan(&name); err != nil {
		return staff.Principal{}, staff.Actor{}, err
	}
	stores, err := tokenStores(ctx, db.Reader(), id, store)
	if err != nil {
		return staff.Principal{}, staff.Actor{}, err
	}
	return staff.IntegrationPrincipal(id, stores...), staff.Actor{TokenID: id, Label: "token:" + name}, nil
}

// tokenStores are the stores token id covers: home, where it was made,
// then the others in the order of their ids.
func tokenStores(ctx context.Context, r storage.Reader, id, home int64) ([]int64, error) {
	rows, err := r.Query(ctx, `SELECT store_id FROM store_staff_token_stores WHERE token_id = ? ORDER BY store_id`, id)
	if err != nil {
		return nil, fmt.Errorf("read token %d's stores: %w", id, err)
	}
	defer rows.Close()
	stores := []int64{home}
	for rows.Next() {
		var store int64
		if err := rows.Scan(&store); err != nil {
			return nil, err
		}
		stores = append(stores, store)
	}
	return stores, rows.Err()
}

// tokenStore finds the store of a live token kept as its hash in table
// (store_staff_tokens, kiosk_devices: id, store_id, token_hash,
// last_used_at, revoked_at), writing last_used_at at most once per touch.
// A token without its prefix, unknown or revoked, gets refusal.
func (db *Store) tokenStore(ctx context.Context, table, prefix, token string, touch time.Duration, refusal error) (tokenID, storeID int64, err error) {
	if !strings.HasPrefix(token, prefix) {
		return 0, 0, refusal
	}
	var (
		id   int64
		used sql.NullTime
	)
	err = db.Reader().QueryRow(ctx, `SELECT id, store_id, last_used_at FROM `+table+`
		WHERE token_hash = ? AND revoked_at IS NULL`, accounts.HashSecret(token)).Scan(&id, &storeID, &used)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, refusal
	} else if err != nil {
		return 0, 0, fmt.Errorf("find a token in %s: %w", table, err)
	}
	if now := db.Now(); !used.Valid || now.Sub(used.Time) >= touch {
		err := db.InTx(ctx, func(tx *storage.Tx) error {
			_, err := tx.Exec(ctx, `UPDATE `+table+` SET last_used_at = ? WHERE id = ?`, tx.Now, id)
			return err
		})
		if err != nil {
			return 0, 0, fmt.Errorf("note a token's use in %s: %w", table, err)
		}
	}
	return id, storeID, nil
}

// RevokeStaffToken revokes one of a store's tokens by id, one made there
// or one that covers it too, with its audit row; a token of another
// store, or none, is problem.NotFound. Revoking a revoked token changes
// nothing.
func (db *Store) RevokeStaffToken(ctx context.Context, storeID, id int64, by staff.Actor) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		var (
			name    string
			revoked sql.NullTime
		)
		err := tx.QueryRow(ctx, `SELECT name, revoked_at FROM store_staff_tokens WHERE id = ? AND (store_id = ? OR EXISTS (
			SELECT 1 FROM store_staff_token_stores c WHERE c.token_id = store_staff_tokens.id AND c.store_id = ?))`+tx.Dialect.ForUpdate(), id, storeID, storeID).
			Scan(&name, &revoked)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "This store has no token %d.", id)
		} else if err != nil || revoked.Valid {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE store_staff_tokens SET revoked_at = ? WHERE id = ?`, tx.Now, id); err != nil {
			return err
		}
		return tx.Audit(ctx, staff.Entry{StoreID: storeID, Actor: by, Action: "token.revoke", Subject: fmt.Sprintf("token:%d", id),
			Before: map[string]string{"name": name}})
	})
}

// RevokeStaffTokens revokes a store's live tokens of a name and says how
// many there were; a revoked token is refused from then on.
func (db *Store) RevokeStaffTokens(ctx context.Context, storeID int64, name string) (int, error) {
	var n int64
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := tx.Exec(ctx, `UPDATE store_staff_tokens SET revoked_at = ? WHERE store_id = ? AND name = ? AND revoked_at IS NULL`,
			tx.Now, storeID, strings.TrimSpace(name))
		if err != nil {
			return err
		}
		n, err = r.RowsAffected()
		return err
	})
	return int(n), err
}

// StaffTokens lists a store's tokens, those made there and those of
// another store that cover it too, revoked ones included, oldest first,
// each with every store it covers.
func (db *Store) StaffTokens(ctx context.Context, storeID int64) ([]accounts.StaffToken, error) {
	rows, err := db.Reader().Query(ctx, `SELECT id, store_id, name, created_at, last_used_at, revoked_at
		FROM store_staff_tokens WHERE store_id = ? OR id IN (SELECT token_id FROM store_staff_token_stores WHERE store_id = ?)
		ORDER BY id`, storeID, storeID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []accounts.StaffToken
	for rows.Next() {
		var t accounts.StaffToken
		var used, revoked sql.NullTime
		if err := rows.Scan(&t.ID, &t.StoreID, &t.Name, &t.CreatedAt, &used, &revoked); err != nil {
			return nil, err
		}
		t.LastUsedAt, t.RevokedAt = storage.TimeOrNil(used), storage.TimeOrNil(revoked)
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	for i, t := range out {
		if out[i].Stores, err = tokenStores(ctx, db.Reader(), t.ID, t.StoreID); err != nil {
			return nil, err
		}
	}
	return out, nil
}
