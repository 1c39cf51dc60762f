package catalogstore

import (
	"github.com/pistil/pistil/internal/storage"
)

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// upsertPartner writes a partner and makes its stores exactly the
// document's, in order. A store it names that does not exist is refused.
func upsertPartner(ctx context.Context, tx *storage.Tx, p catalog.Partner) error {
	doc, err := json.Marshal(p)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO partners (id, name, mode, document) VALUES (?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name, mode = excluded.mode, document = excluded.document`,
		p.ID, p.Name, p.Mode, string(doc))
	if err != nil {
		return fmt.Errorf("import partner %d: %w", p.ID, err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM partner_stores WHERE partner_id = ?`, p.ID); err != nil {
		return err
	}
	for i, id := range p.StoreIDs {
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM stores WHERE id = ?)`, id).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			var v problem.Validations
			v.Add(fmt.Sprintf("partners.%d.store_ids[%d]", p.ID, i), fmt.Sprintf("names store %d, which does not exist", id))
			return v.Err("The catalogue is invalid.")
		}
		if _, err := tx.Exec(ctx, `INSERT INTO partner_stores (partner_id, store_id, position) VALUES (?, ?, ?)`,
			p.ID, id, i); err != nil {
			return fmt.Errorf("import partner %d store %d: %w", p.ID, id, err)
		}
	}
	return nil
}

// Partner returns a partner by id, or problem.NotFound.
func (db *Store) Partner(ctx context.Context, id int64) (catalog.Partner, error) {
	var p catalog.Partner
	var doc []byte
	err := db.Reader().QueryRow(ctx, `SELECT document FROM partners WHERE id = ?`, id).Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return p, problem.New(problem.NotFound, "%s", catalog.MsgNoPartner(id))
	} else if err != nil {
		return p, fmt.Errorf("load partner %d: %w", id, err)
	}
	if err := json.Unmarshal(doc, &p); err != nil {
		return p, fmt.Errorf("decode partner %d: %w", id, err)
	}
	return p, nil
}

// Partners returns every partner, by id. Partners are few (one per site
// that shows the stores), so the pages that depend on them read them all.
func (db *Store) Partners(ctx context.Context) ([]catalog.Partner, error) {
	rows, err := db.Reader().Query(ctx, `SELECT document FROM partners ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("list partners: %w", err)
	}
	defer rows.Close()
	var out []catalog.Partner
	for rows.Next() {
		var doc []byte
		if err := rows.Scan(&doc); err != nil {
			return nil, err
		}
		var p catalog.Partner
		if err := json.Unmarshal(doc, &p); err != nil {
			return nil, fmt.Errorf("decode a partner: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
