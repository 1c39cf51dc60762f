package catalogstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// The store console's settings (docs/adr/0022-store-console.md, step 10):
// the part of a store's document its owners edit, guarded by the store's
// settings_version. A change writes the document, moves settings_version
// and menu_version on (so shoppers see it within a second) and writes its
// audit row, in one transaction.

// StoreSettings is a store's settings with their version and the store's
// name and time zone, which the console shows but does not edit.
type StoreSettings struct {
	StoreID  int64
	Name     string
	TimeZone string
	Version  int64
	Settings catalog.Settings
}

// StoreSettings reads a store's settings; problem.NotFound for no store.
func (db *Store) StoreSettings(ctx context.Context, storeID int64) (StoreSettings, error) {
	out, _, err := storeSettings(ctx, db.Reader(), storeID, "")
	return out, err
}

// storeSettings reads a store's document and settings version, locking its
// row when lock is the dialect's FOR UPDATE.
func storeSettings(ctx context.Context, r storage.Reader, storeID int64, lock string) (StoreSettings, catalog.Store, error) {
	var (
		doc []byte
		st  catalog.Store
		out = StoreSettings{StoreID: storeID}
	)
	err := r.QueryRow(ctx, `SELECT document, settings_version FROM stores WHERE id = ?`+lock, storeID).Scan(&doc, &out.Version)
	if errors.Is(err, sql.ErrNoRows) {
		return out, st, problem.New(problem.NotFound, "%s", catalog.MsgNoStore(storeID))
	} else if err != nil {
		return out, st, fmt.Errorf("read the settings of store %d: %w", storeID, err)
	}
	if err := json.Unmarshal(doc, &st); err != nil {
		return out, st, fmt.Errorf("decode store %d: %w", storeID, err)
	}
	out.Name, out.TimeZone, out.Settings = st.Name, st.TimeZone, st.Settings()
	return out, st, nil
}

// SettingsEdit is a console change of a store's settings: the version the
// editor read, every setting as it is to be, and its audit row (actor,
// action, request), whose subject, before and after storage fills in.
type SettingsEdit struct {
	StoreID, Version int64
	Settings         catalog.Settings
	Audit            staff.Entry
}

// EditStoreSettings writes a store's settings over what they were, in one
// transaction with settings_version and menu_version moved on and the
// audit row, and answers them as it leaves them. Its refusals, with
// nothing written: problem.NotFound for no store; problem.Conflict
// (catalog.MsgSettingsChanged, with the version now) when the settings no
// longer have e.Version; catalog.CheckSettings's problem.Invalid.
func (db *Store) EditStoreSettings(ctx context.Context, e SettingsEdit) (StoreSettings, error) {
	if err := catalog.CheckSettings(&e.Settings); err != nil {
		return StoreSettings{}, err
	}
	var out StoreSettings
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		cur, st, err := storeSettings(ctx, tx.Reader, e.StoreID, tx.Dialect.ForUpdate())
		if err != nil {
			return err
		}
		if cur.Version != e.Version {
			return settingsChanged(cur.Version)
		}
		next := st.WithSettings(e.Settings)
		doc, err := json.Marshal(next)
		if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE stores SET document = ?, settings_version = settings_version + 1,
			menu_version = menu_version + 1, updated_at = ? WHERE id = ? AND settings_version = ?`,
			string(doc), tx.Now, e.StoreID, e.Version)
		if err != nil {
			return fmt.Errorf("write the settings of store %d: %w", e.StoreID, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return settingsChanged(cur.Version + 1)
		}
		if out, _, err = storeSettings(ctx, tx.Reader, e.StoreID, ""); err != nil {
			return err
		}
		a := e.Audit
		a.StoreID, a.Subject = e.StoreID, fmt.Sprintf("store:%d", e.StoreID)
		a.Before, a.After = auditedSettings{cur.Version, cur.Settings}, auditedSettings{out.Version, out.Settings}
		return tx.Audit(ctx, a)
	})
	return out, err
}

// auditedSettings are a store's settings as its audit rows keep them.
type auditedSettings struct {
	Version  int64            `json:"version"`
	Settings catalog.Settings `json:"settings"`
}

// settingsChanged is the refusal of a change sent with a version the
// settings no longer have.
func settingsChanged(now int64) error {
	return &problem.Error{Kind: problem.Conflict, Message: catalog.MsgSettingsChanged, Details: problem.Details{Version: now}}
}
