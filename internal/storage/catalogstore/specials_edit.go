package catalogstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// The store console's specials (docs/adr/0022-store-console.md, section
// 6): a store's own specials (specials.store_id the store's), which its
// staff make, change and end, each change only while the special still
// has the version the editor read; and the brand specials that run at the
// store (store_id null, a brand the store's menu sells), which the console
// shows read-only, since only the catalogue import changes them. Each
// change bumps the store's menu_version, so shoppers' menus and bags
// price with it within a second, and writes its audit row, in one
// transaction.

// StoreSpecial is a special as the console shows it: the special, its
// version, and whether it is a brand special the store may only see.
type StoreSpecial struct {
	Special  catalog.Special
	Version  int64
	ReadOnly bool
}

// StoreSpecialList lists the store's own specials and the brand specials
// that run at it (of a brand one of its menu products is of, hidden ones
// included), by id.
func (db *Store) StoreSpecialList(ctx context.Context, storeID int64) ([]StoreSpecial, error) {
	return storeSpecials(ctx, db.Reader(), `(s.store_id = ? OR (s.store_id IS NULL AND `+brandRuns+`)) ORDER BY s.id`, storeID, storeID)
}

// StoreSpecial is one of the store's own specials or a brand special that
// runs at it; problem.NotFound (catalog.MsgNoSpecial) for any other id,
// another store's included.
func (db *Store) StoreSpecial(ctx context.Context, storeID, id int64) (StoreSpecial, error) {
	return storeSpecial(ctx, db.Reader(), storeID, id)
}

// brandRuns is the condition that special s's brand is sold at the store
// its placeholder names.
const brandRuns = `s.product_brand_id IN (SELECT p.brand_id FROM menu_products m JOIN products p ON p.id = m.product_id WHERE m.store_id = ?)`

func storeSpecial(ctx context.Context, r storage.Reader, storeID, id int64) (StoreSpecial, error) {
	list, err := storeSpecials(ctx, r, `s.id = ? AND (s.store_id = ? OR (s.store_id IS NULL AND `+brandRuns+`))`, id, storeID, storeID)
	if err != nil {
		return StoreSpecial{}, err
	}
	if len(list) == 0 {
		return StoreSpecial{}, problem.New(problem.NotFound, "%s", catalog.MsgNoSpecial(id))
	}
	return list[0], nil
}

// storeSpecials reads the specials a condition (with its ordering) picks.
func storeSpecials(ctx context.Context, r storage.Reader, where string, args ...any) ([]StoreSpecial, error) {
	rows, err := r.Query(ctx, `SELECT s.id, s.store_id IS NULL, s.version, s.document FROM specials s WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("read specials: %w", err)
	}
	defer rows.Close()
	out := []StoreSpecial{}
	for rows.Next() {
		var (
			sp  StoreSpecial
			id  int64
			doc []byte
		)
		if err := rows.Scan(&id, &sp.ReadOnly, &sp.Version, &doc); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(doc, &sp.Special); err != nil {
			return nil, fmt.Errorf("decode special %d: %w", id, err)
		}
		sp.Special.ID = id
		out = append(out, sp)
	}
	return out, rows.Err()
}

// CreateSpecial makes s a new special of the store's, with an id the
// database gives it, in one transaction with the store's menu_version
// bumped and the audit row (special.create: audit's actor and request),
// and answers it as stored. s's id and brand are not taken: the store's
// special has neither until it is stored. Its refusal, with nothing
// written, is catalog.CheckStoreSpecial's problem.Invalid.
func (db *Store) CreateSpecial(ctx context.Context, storeID int64, s catalog.Special, audit staff.Entry) (StoreSpecial, error) {
	s.ID, s.StoreID, s.ProductBrandID = 0, storeID, 0
	if err := catalog.CheckStoreSpecial(&s); err != nil {
		return StoreSpecial{}, err
	}
	var out StoreSpecial
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		// The id is the database's; the document, which names it, is
		// written once it is known, making the version 1.
		if err := tx.QueryRow(ctx, `INSERT INTO specials (store_id, special_type, document, version) VALUES (?, ?, '{}', 0) RETURNING id`,
			storeID, s.SpecialType).Scan(&s.ID); err != nil {
			return fmt.Errorf("make a special of store %d: %w", storeID, err)
		}
		if err := writeSpecial(ctx, tx, s, 0); err != nil {
			return err
		}
		var err error
		if out, err = finishSpecialChange(ctx, tx, storeID, s.ID); err != nil {
			return err
		}
		a := audit
		a.StoreID, a.Action, a.Subject, a.After = storeID, "special.create", specialSubject(s.ID), auditedSpecial(out)
		return tx.Audit(ctx, a)
	})
	return out, err
}

// SpecialEdit is a console change of one of a store's own specials: the
// version the editor read, the special as it is to be, and the audit row
// (actor, request), whose action, subject, before and after storage fills
// in.
type SpecialEdit struct {
	StoreID, ID, Version int64
	Special              catalog.Special
	Audit                staff.Entry
}

// EditSpecial writes e.Special over one of the store's own specials, in
// one transaction with the special's version and the store's menu_version
// bumped and the audit row (special.update), and answers it as stored.
// The special keeps its id, store and brand whatever e.Special says. Its
// refusals, with nothing written: problem.NotFound for no special of the
// store's; problem.Forbidden (catalog.MsgBrandSpecialReadOnly) for a brand
// special running at the store; problem.Conflict
// (catalog.MsgSpecialChanged, with the version now) when the special no
// longer has e.Version; catalog.CheckStoreSpecial's problem.Invalid.
func (db *Store) EditSpecial(ctx context.Context, e SpecialEdit) (StoreSpecial, error) {
	return db.changeSpecial(ctx, e.StoreID, e.ID, e.Version, e.Audit, "special.update",
		func(cur catalog.Special, _ time.Time) (catalog.Special, error) {
			next := e.Special
			next.ID, next.StoreID, next.ProductBrandID = cur.ID, cur.StoreID, cur.ProductBrandID
			return next, catalog.CheckStoreSpecial(&next)
		})
}

// EndSpecial ends one of the store's own specials at the database's now
// (its end time, catalog.EndNow), in one transaction with the special's
// version and the store's menu_version bumped and the audit row
// (special.end), and answers it as stored. Its refusals are EditSpecial's,
// and problem.Conflict (catalog.MsgSpecialEnded, with the version) for a
// special that has ended already.
func (db *Store) EndSpecial(ctx context.Context, storeID, id, version int64, audit staff.Entry) (StoreSpecial, error) {
	return db.changeSpecial(ctx, storeID, id, version, audit, "special.end",
		func(cur catalog.Special, now time.Time) (catalog.Special, error) {
			if catalog.Ended(&cur, now) {
				return cur, &problem.Error{Kind: problem.Conflict, Message: catalog.MsgSpecialEnded, Details: problem.Details{Version: version}}
			}
			return catalog.EndNow(cur, now), nil
		})
}

// changeSpecial changes one of the store's own specials to what change
// makes of it at the transaction's now, while it still has version.
func (db *Store) changeSpecial(ctx context.Context, storeID, id, version int64, audit staff.Entry, action string,
	change func(cur catalog.Special, now time.Time) (catalog.Special, error)) (StoreSpecial, error) {
	var out StoreSpecial
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		cur, err := storeSpecial(ctx, tx.Reader, storeID, id)
		if err != nil {
			return err
		}
		if cur.ReadOnly {
			return problem.New(problem.Forbidden, "%s", catalog.MsgBrandSpecialReadOnly)
		}
		if cur.Version != version {
			return specialChanged(cur.Version)
		}
		next, err := change(cur.Special, tx.Now)
		if err != nil {
			return err
		}
		if err := writeSpecial(ctx, tx, next, version); err != nil {
			return err
		}
		if out, err = finishSpecialChange(ctx, tx, storeID, id); err != nil {
			return err
		}
		a := audit
		a.StoreID, a.Action, a.Subject = storeID, action, specialSubject(id)
		a.Before, a.After = auditedSpecial(cur), auditedSpecial(out)
		return tx.Audit(ctx, a)
	})
	return out, err
}

// writeSpecial writes s's document over its row, bumping its version,
// while the row still has version (0 for the row just made, which is
// written whatever its version).
func writeSpecial(ctx context.Context, tx *storage.Tx, s catalog.Special, version int64) error {
	doc, err := json.Marshal(s)
	if err != nil {
		return err
	}
	q, args := `UPDATE specials SET special_type = ?, document = ?, version = version + 1 WHERE id = ? AND store_id = ?`,
		[]any{s.SpecialType, string(doc), s.ID, s.StoreID}
	if version != 0 {
		q, args = q+` AND version = ?`, append(args, version)
	}
	res, err := tx.Exec(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("write special %d: %w", s.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	// Changed between the read and the update.
	var now int64
	if err := tx.QueryRow(ctx, `SELECT version FROM specials WHERE id = ?`, s.ID).Scan(&now); errors.Is(err, sql.ErrNoRows) {
		return problem.New(problem.NotFound, "%s", catalog.MsgNoSpecial(s.ID))
	} else if err != nil {
		return err
	}
	return specialChanged(now)
}

// specialChanged is the refusal of an edit sent with a version the
// special no longer has.
func specialChanged(now int64) error {
	return &problem.Error{Kind: problem.Conflict, Message: catalog.MsgSpecialChanged, Details: problem.Details{Version: now}}
}

// finishSpecialChange ends a change of a store's specials: the store's
// menu_version moves on, so every instance's menu index (and the prices
// it marks) rebuilds within a second, and the special is read back.
func finishSpecialChange(ctx context.Context, tx *storage.Tx, storeID, id int64) (StoreSpecial, error) {
	if _, err := tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version + 1 WHERE id = ?`, storeID); err != nil {
		return StoreSpecial{}, fmt.Errorf("bump the menu version of store %d: %w", storeID, err)
	}
	return storeSpecial(ctx, tx.Reader, storeID, id)
}

func specialSubject(id int64) string { return fmt.Sprintf("special:%d", id) }

// auditedSpecialRow is a special as its audit rows keep it.
type auditedSpecialRow struct {
	Version int64           `json:"version"`
	Special catalog.Special `json:"special"`
}

func auditedSpecial(s StoreSpecial) auditedSpecialRow {
	return auditedSpecialRow{Version: s.Version, Special: s.Special}
}
