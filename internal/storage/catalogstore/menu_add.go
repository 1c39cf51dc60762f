package catalogstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// Adding a product of the shared catalogue to a store's menu from the
// console (docs/adr/0022-store-console.md, step 6): the catalogue's
// products the menu does not carry yet, and the new menu product, with its
// weights, the store's menu_version and the audit row in one transaction.

// CatalogueProduct is a product of the catalogue as the console offers it
// to a menu: its name, brand and kind, whose weights it may be sold in.
type CatalogueProduct struct {
	ID          int64
	Name, Brand string
	Kind        catalog.Kind
}

// CatalogueNotOnMenu lists the catalogue's products that the store's menu
// does not carry, by name, whose product or brand name holds f.Search
// (lower case) and whose kind is f.Kind; a page of f.Limit from f.Offset,
// with how many there are in all. f.Visible is not used.
func (db *Store) CatalogueNotOnMenu(ctx context.Context, storeID int64, f MenuFilter) ([]CatalogueProduct, int, error) {
	conds := []string{`NOT EXISTS (SELECT 1 FROM menu_products m WHERE m.store_id = ? AND m.product_id = p.id)`}
	args := []any{storeID}
	if f.Search != "" {
		like := storage.LikeContaining(f.Search)
		conds = append(conds, `(LOWER(p.name) LIKE ? ESCAPE '!' OR LOWER(b.name) LIKE ? ESCAPE '!')`)
		args = append(args, like, like)
	}
	if f.Kind != "" {
		conds, args = append(conds, `p.kind = ?`), append(args, string(f.Kind))
	}
	where := strings.Join(conds, ` AND `)
	r := db.Reader()
	var total int
	if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM products p JOIN brands b ON b.id = p.brand_id WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count the catalogue off the menu of store %d: %w", storeID, err)
	}
	rows, err := r.Query(ctx, `SELECT p.id, p.name, b.name, p.kind FROM products p JOIN brands b ON b.id = p.brand_id
		WHERE `+where+` ORDER BY LOWER(p.name), p.id LIMIT ? OFFSET ?`, append(args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("read the catalogue off the menu of store %d: %w", storeID, err)
	}
	defer rows.Close()
	out := []CatalogueProduct{}
	for rows.Next() {
		var (
			p    CatalogueProduct
			kind string
		)
		if err := rows.Scan(&p.ID, &p.Name, &p.Brand, &kind); err != nil {
			return nil, 0, err
		}
		p.Kind = catalog.Kind(kind)
		out = append(out, p)
	}
	return out, total, rows.Err()
}

// MenuItemAdd is a product of the catalogue put on a store's menu: what
// the new item is (catalog.NewMenuItem's edit) and its audit row (actor,
// request), whose action, subject and after storage fills in.
type MenuItemAdd struct {
	StoreID, ProductID int64
	Edit               catalog.MenuEdit
	Audit              staff.Entry
}

// AddMenuItem puts a product of the catalogue on a store's menu, in one
// transaction with the store's menu_version bumped and the audit row
// (menu_product.create), and answers the new item. Its refusals, with
// nothing written: problem.NotFound (catalog.MsgNoProduct) for a product
// the catalogue does not hold; problem.Conflict (catalog.MsgOnMenuAlready)
// for one the menu carries; the problem.Invalid of catalog.NewMenuItem.
func (db *Store) AddMenuItem(ctx context.Context, a MenuItemAdd) (StoreMenuItem, error) {
	var out StoreMenuItem
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var kind string
		err := tx.QueryRow(ctx, `SELECT kind FROM products WHERE id = ?`, a.ProductID).Scan(&kind)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "%s", catalog.MsgNoProduct(a.ProductID))
		} else if err != nil {
			return fmt.Errorf("read product %d: %w", a.ProductID, err)
		}
		var on int64
		err = tx.QueryRow(ctx, `SELECT id FROM menu_products WHERE store_id = ? AND product_id = ?`, a.StoreID, a.ProductID).Scan(&on)
		if err == nil {
			return problem.New(problem.Conflict, "%s", catalog.MsgOnMenuAlready(on))
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		item, err := catalog.NewMenuItem(a.ProductID, catalog.Kind(kind), a.Edit)
		if err != nil {
			return err
		}
		inventories, err := json.Marshal(nonNil(item.Inventories))
		if err != nil {
			return err
		}
		// Two adds of one product at once: the second's insert meets the
		// first's row (UNIQUE (store_id, product_id)) and is answered as
		// on the menu already, not as a failure.
		var id int64
		err = tx.QueryRow(ctx, `INSERT INTO menu_products (store_id, product_id, visible, store_notes, max_cart_quantity, inventories)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (store_id, product_id) DO NOTHING RETURNING id`,
			a.StoreID, a.ProductID, *item.Visible, item.StoreNotes, item.MaxCartQuantity, string(inventories)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			if err := tx.QueryRow(ctx, `SELECT id FROM menu_products WHERE store_id = ? AND product_id = ?`, a.StoreID, a.ProductID).Scan(&on); err != nil {
				return err
			}
			return problem.New(problem.Conflict, "%s", catalog.MsgOnMenuAlready(on))
		} else if err != nil {
			return fmt.Errorf("add product %d to the menu of store %d: %w", a.ProductID, a.StoreID, err)
		}
		if err := writeWeights(ctx, tx, id, 1, nil, item.Weights, nil); err != nil {
			return err
		}
		if out, err = finishMenuChange(ctx, tx, a.StoreID, id); err != nil {
			return err
		}
		e := a.Audit
		e.StoreID, e.Action, e.Subject, e.After = a.StoreID, "menu_product.create", fmt.Sprintf("menu_product:%d", id), audited(out)
		return tx.Audit(ctx, e)
	})
	return out, err
}
