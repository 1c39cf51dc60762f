package catalogstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// The store console's menu (docs/adr/0022-store-console.md, section 5): a
// store's menu products as its staff find and edit them. An edit is made
// only while the item still has the version the editor read, and a new
// stock count only while the weight still has the count the editor saw;
// each change bumps the store's menu_version, so shoppers' menus show it
// within a second, and writes its audit row, in one transaction.

// MenuFilter picks menu products of a store; its zero value picks all.
type MenuFilter struct {
	// Search is part of the product's or its brand's name, in lower case.
	Search string
	// Kind is the products' kind, "" for any.
	Kind catalog.Kind
	// Visible picks the items shown to shoppers (true) or hidden (false);
	// nil picks both.
	Visible       *bool
	Limit, Offset int
}

// StoreMenuItem is a menu product as the console edits it: the store's
// item, its product's name, kind and brand, and the item's version.
type StoreMenuItem struct {
	ID, StoreID            int64
	Version                int64
	ProductName, BrandName string
	Kind                   catalog.Kind
	// ExternalID is the point of sale's id of the product, "" for none
	// (a sync links it: inventory_sync.go).
	ExternalID string
	Item       catalog.MenuItem
	// Photos are the store's own photos of the product, in their order.
	Photos []catalog.MenuPhoto
}

// StoreMenu lists the store's menu products that f picks, by product name,
// a page of f.Limit from f.Offset, with how many f picks in all.
func (db *Store) StoreMenu(ctx context.Context, storeID int64, f MenuFilter) ([]StoreMenuItem, int, error) {
	conds, args := []string{`m.store_id = ?`}, []any{storeID}
	if f.Search != "" {
		// LOWER folds ASCII on SQLite and every letter on PostgreSQL.
		like := storage.LikeContaining(f.Search)
		conds = append(conds, `(LOWER(p.name) LIKE ? ESCAPE '!' OR LOWER(b.name) LIKE ? ESCAPE '!')`)
		args = append(args, like, like)
	}
	if f.Kind != "" {
		conds, args = append(conds, `p.kind = ?`), append(args, string(f.Kind))
	}
	if f.Visible != nil {
		conds, args = append(conds, `m.visible = ?`), append(args, *f.Visible)
	}
	where := strings.Join(conds, ` AND `)
	r := db.Reader()
	var total int
	if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM menu_products m JOIN products p ON p.id = m.product_id
		JOIN brands b ON b.id = p.brand_id WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count the menu of store %d: %w", storeID, err)
	}
	items, err := storeMenuItems(ctx, r, where+` ORDER BY LOWER(p.name), m.id LIMIT ? OFFSET ?`, append(args, f.Limit, f.Offset)...)
	return items, total, err
}

// StoreMenuItem is one of the store's menu products; problem.NotFound
// (catalog.MsgNoMenuProduct) when id is no menu product of the store's,
// another store's included.
func (db *Store) StoreMenuItem(ctx context.Context, storeID, id int64) (StoreMenuItem, error) {
	return storeMenuItem(ctx, db.Reader(), storeID, id)
}

func storeMenuItem(ctx context.Context, r storage.Reader, storeID, id int64) (StoreMenuItem, error) {
	items, err := storeMenuItems(ctx, r, `m.store_id = ? AND m.id = ?`, storeID, id)
	if err != nil {
		return StoreMenuItem{}, err
	}
	if len(items) == 0 {
		return StoreMenuItem{}, problem.New(problem.NotFound, "%s", catalog.MsgNoMenuProduct(id))
	}
	return items[0], nil
}

// storeMenuItems reads the menu products a condition (with its ordering)
// picks, with their weights in ascending order.
func storeMenuItems(ctx context.Context, r storage.Reader, where string, args ...any) ([]StoreMenuItem, error) {
	rows, err := r.Query(ctx, `
		SELECT m.id, m.store_id, m.version, m.product_id, m.visible, m.store_notes, m.best_seller_rank, m.max_cart_quantity,
			m.allow_multiple_flower_count, m.operator_store_rank, m.inventories, p.name, p.kind, b.name, COALESCE(m.external_id, '')
		FROM menu_products m JOIN products p ON p.id = m.product_id JOIN brands b ON b.id = p.brand_id
		WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("read menu products: %w", err)
	}
	defer rows.Close()
	out := []StoreMenuItem{}
	index := map[int64]int{}
	for rows.Next() {
		var (
			it                StoreMenuItem
			visible, multiple bool
			inventories       []byte
			kind              string
		)
		if err := rows.Scan(&it.ID, &it.StoreID, &it.Version, &it.Item.ProductID, &visible, &it.Item.StoreNotes,
			&it.Item.BestSellerRank, &it.Item.MaxCartQuantity, &multiple, &it.Item.OperatorStoreRank, &inventories,
			&it.ProductName, &kind, &it.BrandName, &it.ExternalID); err != nil {
			return nil, err
		}
		it.Kind = catalog.Kind(kind)
		it.Item.Visible, it.Item.AllowMultipleFlowerCount = &visible, &multiple
		if err := json.Unmarshal(inventories, &it.Item.Inventories); err != nil {
			return nil, fmt.Errorf("decode inventories of menu product %d: %w", it.ID, err)
		}
		it.Item.Weights = []catalog.MenuWeight{}
		index[it.ID] = len(out)
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	if len(out) == 0 {
		return out, nil
	}
	// The weights, a chunk of items at a time: a whole menu (the CSV
	// export) has more items than a statement takes parameters.
	for chunk := range slices.Chunk(out, menuWeightsChunk) {
		ids := make([]any, 0, len(chunk))
		for _, it := range chunk {
			ids = append(ids, it.ID)
		}
		if err := readMenuWeights(ctx, r, ids, func(id int64, w catalog.MenuWeight) {
			if i, ok := index[id]; ok {
				out[i].Item.Weights = append(out[i].Item.Weights, w)
			}
		}); err != nil {
			return nil, err
		}
		if err := storage.ReadMenuPhotos(ctx, r, `m.id IN (`+strings.Repeat(",?", len(ids))[1:]+`)`, ids,
			func(id int64, p catalog.MenuPhoto) {
				if i, ok := index[id]; ok {
					out[i].Photos = append(out[i].Photos, p)
				}
			}); err != nil {
			return nil, err
		}
	}
	for i := range out {
		slices.SortFunc(out[i].Item.Weights, func(a, b catalog.MenuWeight) int { return a.PriceID.Index() - b.PriceID.Index() })
	}
	return out, nil
}

// menuWeightsChunk is how many items' weights one statement reads.
const menuWeightsChunk = 500

// readMenuWeights hands each weight of the menu products ids to add.
func readMenuWeights(ctx context.Context, r storage.Reader, ids []any, add func(id int64, w catalog.MenuWeight)) error {
	rows, err := r.Query(ctx, `SELECT menu_product_id, price_id, price_cents, stock, max_cart_quantity FROM menu_product_weights
		WHERE menu_product_id IN (`+strings.Repeat(",?", len(ids))[1:]+`)`, ids...)
	if err != nil {
		return fmt.Errorf("read menu weights: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id int64
			w  catalog.MenuWeight
		)
		if err := rows.Scan(&id, &w.PriceID, &w.Price, &w.Stock, &w.MaxCartQuantity); err != nil {
			return err
		}
		add(id, w)
	}
	return rows.Err()
}

// MenuItemEdit is a console edit of one of a store's menu products: the
// version the editor read, the change, and its audit row (actor, action,
// request), whose subject, before and after storage fills in.
type MenuItemEdit struct {
	StoreID, ID, Version int64
	Edit                 catalog.MenuEdit
	Audit                staff.Entry
}

// EditMenuItem makes an edit of a store's menu product, in one transaction
// with the item's version and the store's menu_version bumped and the audit
// row, and answers the item as it leaves it. Its refusals, with nothing
// written: problem.NotFound for no menu product of the store's;
// problem.Conflict (catalog.MsgMenuProductChanged, with the version now)
// when the item no longer has e.Version, or (catalog.MsgStockChanged, with
// the count now) when a weight no longer has the count seen; the
// problem.Invalid of catalog.MenuEdit.Apply.
func (db *Store) EditMenuItem(ctx context.Context, e MenuItemEdit) (StoreMenuItem, error) {
	var out StoreMenuItem
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		cur, err := storeMenuItem(ctx, tx.Reader, e.StoreID, e.ID)
		if err != nil {
			return err
		}
		if cur.Version != e.Version {
			return changed(cur.Version)
		}
		next, changes, err := e.Edit.Apply(cur.Item, cur.Kind)
		if err != nil {
			return err
		}
		inventories, err := json.Marshal(nonNil(next.Inventories))
		if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE menu_products SET visible = ?, store_notes = ?, max_cart_quantity = ?, inventories = ?,
			version = version + 1 WHERE id = ? AND store_id = ? AND version = ?`,
			*next.Visible, next.StoreNotes, next.MaxCartQuantity, string(inventories), e.ID, e.StoreID, e.Version)
		if err != nil {
			return fmt.Errorf("edit menu product %d: %w", e.ID, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			// Changed between the read and the update.
			var now int64
			if err := tx.QueryRow(ctx, `SELECT version FROM menu_products WHERE id = ?`, e.ID).Scan(&now); err != nil {
				return err
			}
			return changed(now)
		}
		if err := writeWeights(ctx, tx, e.ID, e.Version, cur.Item.Weights, next.Weights, changes); err != nil {
			return err
		}
		if out, err = finishMenuChange(ctx, tx, e.StoreID, e.ID); err != nil {
			return err
		}
		a := e.Audit
		a.StoreID, a.Subject = e.StoreID, fmt.Sprintf("menu_product:%d", e.ID)
		a.Before, a.After = audited(cur), audited(out)
		return tx.Audit(ctx, a)
	})
	return out, err
}

// writeWeights writes an edit's weights over the item's: prices of the
// weights it keeps, new weights with their stock, those it drops removed,
// and its stock changes, each guarded by the count seen.
func writeWeights(ctx context.Context, tx *storage.Tx, id, version int64, old, next []catalog.MenuWeight, changes []catalog.StockChange) error {
	sold := map[catalog.Weight]bool{}
	for _, w := range old {
		sold[w.PriceID] = true
	}
	for _, w := range next {
		var err error
		if sold[w.PriceID] {
			_, err = tx.Exec(ctx, `UPDATE menu_product_weights SET price_cents = ? WHERE menu_product_id = ? AND price_id = ?`,
				int64(w.Price), id, string(w.PriceID))
		} else {
			_, err = tx.Exec(ctx, `INSERT INTO menu_product_weights (menu_product_id, price_id, price_cents, stock, max_cart_quantity)
				VALUES (?, ?, ?, ?, ?)`, id, string(w.PriceID), int64(w.Price), w.Stock, w.MaxCartQuantity)
		}
		if err != nil {
			return fmt.Errorf("write weight %s of menu product %d: %w", w.PriceID, id, err)
		}
		delete(sold, w.PriceID)
	}
	for w := range sold {
		if _, err := tx.Exec(ctx, `DELETE FROM menu_product_weights WHERE menu_product_id = ? AND price_id = ?`, id, string(w)); err != nil {
			return fmt.Errorf("remove weight %s of menu product %d: %w", w, id, err)
		}
	}
	for _, c := range changes {
		if err := setStock(ctx, tx, id, version, c); err != nil {
			return err
		}
	}
	return nil
}

// setStock sets a weight's count on hand, only while it is still c.Was
// when c has one: problem.Conflict (catalog.MsgStockChanged, with the
// count now and the item's version, which the refusal leaves as it was)
// when it is not.
//
// A count that takes the stock to an inventory.low subscription's
// threshold tells it when the transaction commits.
func setStock(ctx context.Context, tx *storage.Tx, id, version int64, c catalog.StockChange) error {
	var now int
	var storeID int64
	lock := "" // the lock the update would take, taken first so that the count read stays true
	if tx.Dialect.Name() == "postgres" {
		lock = ` FOR NO KEY UPDATE`
	}
	err := tx.QueryRow(ctx, `SELECT w.stock, (SELECT m.store_id FROM menu_products m WHERE m.id = w.menu_product_id)
		FROM menu_product_weights w WHERE w.menu_product_id = ? AND w.price_id = ?`+lock, id, string(c.PriceID)).Scan(&now, &storeID)
	if errors.Is(err, sql.ErrNoRows) {
		return problem.Invalidf("price_id", fmt.Sprintf("%q is not one of this item's weights", c.PriceID))
	} else if err != nil {
		return err
	}
	if c.Was != nil && *c.Was != now {
		return &problem.Error{Kind: problem.Conflict, Message: catalog.MsgStockChanged(c.PriceID, now),
			Details: problem.Details{Version: version, PriceID: string(c.PriceID), Stock: &now}}
	}
	if _, err := tx.Exec(ctx, `UPDATE menu_product_weights SET stock = ? WHERE menu_product_id = ? AND price_id = ?`,
		c.To, id, string(c.PriceID)); err != nil {
		return fmt.Errorf("set the stock of %s of menu product %d: %w", c.PriceID, id, err)
	}
	tx.StockFell(storeID, storage.StockMove{MenuProductID: id, PriceID: c.PriceID, Before: now, After: c.To})
	return nil
}

// changed is the refusal of an edit sent with a version the item no longer
// has.
func changed(now int64) error {
	return &problem.Error{Kind: problem.Conflict, Message: catalog.MsgMenuProductChanged, Details: problem.Details{Version: now}}
}

// finishMenuChange ends a change of a store's menu: the store's
// menu_version moves on, so every instance's menu index rebuilds within a
// second (core.menuFreshness), and the item is read back as it is now.
func finishMenuChange(ctx context.Context, tx *storage.Tx, storeID, id int64) (StoreMenuItem, error) {
	if _, err := tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version + 1 WHERE id = ?`, storeID); err != nil {
		return StoreMenuItem{}, fmt.Errorf("bump the menu version of store %d: %w", storeID, err)
	}
	return storeMenuItem(ctx, tx.Reader, storeID, id)
}

// auditedItem is a menu product as its audit rows keep it.
type auditedItem struct {
	Version         int64                `json:"version"`
	Visible         bool                 `json:"visible"`
	StoreNotes      string               `json:"store_notes"`
	MaxCartQuantity int                  `json:"max_cart_quantity"`
	Weights         []catalog.MenuWeight `json:"weights"`
	// Photos are the ids of the store's own photos, in their order.
	Photos []int64 `json:"photos,omitempty"`
}

func audited(it StoreMenuItem) auditedItem {
	out := auditedItem{Version: it.Version, Visible: it.Item.Visible == nil || *it.Item.Visible, StoreNotes: it.Item.StoreNotes,
		MaxCartQuantity: it.Item.MaxCartQuantity, Weights: it.Item.Weights}
	for _, p := range it.Photos {
		out.Photos = append(out.Photos, p.ID)
	}
	return out
}

// StockCount is a new count on hand of one weight of a store's menu
// product, from the counter: To, with the count seen (Was) unless To is
// 0, and its audit row (actor, action, request).
type StockCount struct {
	StoreID, ID int64
	PriceID     catalog.Weight
	To          int
	Was         *int
	Audit       staff.Entry
}

// CountStock sets a weight's count on hand, in one transaction with the
// store's menu_version bumped and the audit row (the item's version is
// kept: checkouts take stock without it too), and answers the item as it
// leaves it. Its refusals, with nothing written: problem.NotFound for no
// menu product of the store's; problem.Invalid (catalog.CheckStock's); and
// problem.Conflict (catalog.MsgStockChanged, with the count now) when the
// weight no longer has the count seen. 0 always succeeds.
func (db *Store) CountStock(ctx context.Context, c StockCount) (StoreMenuItem, error) {
	var out StoreMenuItem
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		cur, err := storeMenuItem(ctx, tx.Reader, c.StoreID, c.ID)
		if err != nil {
			return err
		}
		change, err := catalog.CheckStock(cur.Item, c.PriceID, c.To, c.Was)
		if err != nil {
			return err
		}
		before := 0
		for _, w := range cur.Item.Weights {
			if w.PriceID == c.PriceID {
				before = w.Stock
			}
		}
		if change.Was != nil {
			before = *change.Was
		}
		if err := setStock(ctx, tx, c.ID, cur.Version, change); err != nil {
			return err
		}
		if out, err = finishMenuChange(ctx, tx, c.StoreID, c.ID); err != nil {
			return err
		}
		a := c.Audit
		a.StoreID, a.Subject = c.StoreID, fmt.Sprintf("menu_product:%d", c.ID)
		a.Before = map[string]any{"price_id": c.PriceID, "stock": before}
		a.After = map[string]any{"price_id": c.PriceID, "stock": change.To}
		return tx.Audit(ctx, a)
	})
	return out, err
}
