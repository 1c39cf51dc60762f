package storage

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"github.com/pistil/pistil/internal/accounts"
)

// Signer answers the signer of session tokens, with the key every instance
// shares: made at random by the first instance to need it, kept in the
// database.
func (db *DB) Signer(ctx context.Context) (accounts.Signer, error) {
	if k := db.sessionKey.Load(); k != nil {
		return accounts.Signer{Key: *k}, nil
	}
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return accounts.Signer{}, err
	}
	err := db.InTx(ctx, func(tx *Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO server_keys (name, secret, created_at) VALUES ('session', ?, ?)
			ON CONFLICT (name) DO NOTHING`, hex.EncodeToString(fresh), tx.Now)
		return err
	})
	if err != nil {
		return accounts.Signer{}, err
	}
	var secret string
	if err := db.Reader().QueryRow(ctx, `SELECT secret FROM server_keys WHERE name = 'session'`).Scan(&secret); err != nil {
		return accounts.Signer{}, err
	}
	key, err := hex.DecodeString(secret)
	if err != nil {
		return accounts.Signer{}, fmt.Errorf("session key: %w", err)
	}
	db.sessionKey.Store(&key)
	return accounts.Signer{Key: key}, nil
}
