package catalogstore

import (
	"context"
	"fmt"
	"slices"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// The store console's menu as CSV (docs/adr/0022-store-console.md,
// section 5): the export reads the whole menu; the import checks an
// uploaded file against the menu as it is (catalog.MenuCSV.Changes) and
// writes every change in one transaction, or nothing.

// StoreItem is it as the catalogue's CSV reads it.
func (it StoreMenuItem) StoreItem() catalog.StoreItem {
	return catalog.StoreItem{ID: it.ID, Version: it.Version, ProductName: it.ProductName, Brand: it.BrandName, Kind: it.Kind,
		ExternalID: it.ExternalID, Item: it.Item}
}

// WholeMenu is every menu product of the store, hidden ones too, by
// product name, with their weights: what the CSV export writes.
func (db *Store) WholeMenu(ctx context.Context, storeID int64) ([]catalog.StoreItem, error) {
	return wholeMenu(ctx, db.Reader(), storeID, `ORDER BY LOWER(p.name), m.id`)
}

func wholeMenu(ctx context.Context, r storage.Reader, storeID int64, order string) ([]catalog.StoreItem, error) {
	items, err := storeMenuItems(ctx, r, `m.store_id = ? `+order, storeID)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.StoreItem, len(items))
	for i, it := range items {
		out[i] = it.StoreItem()
	}
	return out, nil
}

// MenuImport is an uploaded menu file to apply to a store's menu: a dry
// run only answers what it would change. Audit is the import's audit row
// (actor, action, request), whose subject and change storage fills in.
type MenuImport struct {
	StoreID int64
	File    catalog.MenuCSV
	DryRun  bool
	Audit   staff.Entry
}

// MenuImported is what an import changed, or would change in a dry run.
type MenuImported struct {
	// Rows is how many rows the file held.
	Rows     int
	Products []ImportedProduct
}

// ImportedProduct is one menu product an import changed, or would.
type ImportedProduct struct {
	catalog.MenuChange
	// Version is the product's version after the import: one more than
	// it was when the import was made, as it is in a dry run.
	Version int64
}

// ImportMenu checks an uploaded menu file against the store's menu as it
// is and, unless it is a dry run, applies every change in one
// transaction: each product changed gets a new version, the store's
// menu_version moves on once, so shoppers' menus show it within a second,
// and one audit row lists the changes. A file that changes nothing writes
// nothing. Its refusals, with nothing written: catalog.MenuCSV.Changes's
// problem.Invalid naming each bad cell; problem.Conflict
// (catalog.MsgMenuCSVChanged, with the version now) when a product
// changed between the check and the write.
func (db *Store) ImportMenu(ctx context.Context, m MenuImport) (MenuImported, error) {
	out := MenuImported{Rows: m.File.Rows, Products: []ImportedProduct{}}
	plan := func(r storage.Reader) ([]catalog.MenuChange, error) {
		items, err := wholeMenu(ctx, r, m.StoreID, `ORDER BY m.id`)
		if err != nil {
			return nil, err
		}
		return m.File.Changes(items)
	}
	if m.DryRun {
		changes, err := plan(db.Reader())
		if err != nil {
			return MenuImported{}, err
		}
		for _, ch := range changes {
			out.Products = append(out.Products, ImportedProduct{MenuChange: ch, Version: ch.Item.Version})
		}
		return out, nil
	}
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		changes, err := plan(tx.Reader)
		if err != nil || len(changes) == 0 {
			return err
		}
		audit := auditedImport{Rows: m.File.Rows, Changes: []auditedChange{}}
		for _, ch := range changes {
			if err := writeImported(ctx, tx, m.StoreID, ch); err != nil {
				return err
			}
			out.Products = append(out.Products, ImportedProduct{MenuChange: ch, Version: ch.Item.Version + 1})
			for _, f := range ch.Fields {
				audit.Changes = append(audit.Changes, auditedChange{MenuProductID: ch.Item.ID, Row: f.Line, Field: f.Field,
					PriceID: f.PriceID, Before: f.Before, After: f.After})
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version + 1 WHERE id = ?`, m.StoreID); err != nil {
			return fmt.Errorf("bump the menu version of store %d: %w", m.StoreID, err)
		}
		a := m.Audit
		a.StoreID, a.Subject, a.After = m.StoreID, fmt.Sprintf("store:%d", m.StoreID), audit
		return tx.Audit(ctx, a)
	})
	if err != nil {
		return MenuImported{}, err
	}
	return out, nil
}

// writeImported writes what an import changes of one menu product: its own
// fields and a new version, guarded by the version it was checked at, then
// the prices it changes, the weights it adds, and the counts it sets.
func writeImported(ctx context.Context, tx *storage.Tx, storeID int64, ch catalog.MenuChange) error {
	id, next := ch.Item.ID, ch.Next
	res, err := tx.Exec(ctx, `UPDATE menu_products SET visible = ?, store_notes = ?, max_cart_quantity = ?, version = version + 1
		WHERE id = ? AND store_id = ? AND version = ?`,
		next.Visible == nil || *next.Visible, next.StoreNotes, next.MaxCartQuantity, id, storeID, ch.Item.Version)
	if err != nil {
		return fmt.Errorf("import menu product %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		// Changed between the check and the write.
		var now int64
		if err := tx.QueryRow(ctx, `SELECT version FROM menu_products WHERE id = ?`, id).Scan(&now); err != nil {
			return err
		}
		return &problem.Error{Kind: problem.Conflict, Message: catalog.MsgMenuCSVChanged(now), Details: problem.Details{Version: now}}
	}
	for _, w := range next.Weights {
		i := slices.IndexFunc(ch.Item.Item.Weights, func(o catalog.MenuWeight) bool { return o.PriceID == w.PriceID })
		switch {
		case i < 0:
			_, err = tx.Exec(ctx, `INSERT INTO menu_product_weights (menu_product_id, price_id, price_cents, stock, max_cart_quantity)
				VALUES (?, ?, ?, ?, ?)`, id, string(w.PriceID), int64(w.Price), w.Stock, w.MaxCartQuantity)
		case ch.Item.Item.Weights[i].Price != w.Price:
			_, err = tx.Exec(ctx, `UPDATE menu_product_weights SET price_cents = ? WHERE menu_product_id = ? AND price_id = ?`,
				int64(w.Price), id, string(w.PriceID))
		}
		if err != nil {
			return fmt.Errorf("write weight %s of menu product %d: %w", w.PriceID, id, err)
		}
	}
	for _, c := range ch.Stock {
		if err := setStock(ctx, tx, id, ch.Item.Version, c); err != nil {
			return err
		}
	}
	return nil
}

// auditedImport is an import as its audit row keeps it: every value it
// changed, by menu product and row.
type auditedImport struct {
	Rows    int             `json:"rows"`
	Changes []auditedChange `json:"changes"`
}

type auditedChange struct {
	MenuProductID int64          `json:"menu_product_id"`
	Row           int            `json:"row"`
	Field         string         `json:"field"`
	PriceID       catalog.Weight `json:"price_id,omitempty"`
	Before        string         `json:"before"`
	After         string         `json:"after"`
}
