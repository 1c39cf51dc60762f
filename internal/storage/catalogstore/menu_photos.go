package catalogstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// A store's own photos of its menu products (docs/adr/0022-store-console.md,
// section 5, "Photos"). Their files are written before the transaction
// that adds a row and removed after the one that removes it, as
// identification photos are (ADR 9); each change bumps the item's
// version and the store's menu_version and writes its audit row, in one
// transaction.

// MenuPhotoAdd adds a photo whose files are kept under Key to one of a
// store's menu products, last; Audit's actor's staff id is its author.
type MenuPhotoAdd struct {
	StoreID, ID   int64
	Key           string
	Width, Height int
	Audit         staff.Entry
}

// AddMenuPhoto adds a photo (menu_product.photo_add) and answers the item
// as it leaves it. Its refusals, with nothing written: problem.NotFound for
// no menu product of the store's; problem.Invalid (catalog.MsgTooManyPhotos,
// on photo) for a product with catalog.MaxMenuPhotos already.
func (db *Store) AddMenuPhoto(ctx context.Context, a MenuPhotoAdd) (StoreMenuItem, error) {
	return db.changeMenuPhotos(ctx, a.StoreID, a.ID, a.Audit, func(tx *storage.Tx, cur StoreMenuItem) error {
		if len(cur.Photos) >= catalog.MaxMenuPhotos {
			return problem.Invalidf("photo", catalog.MsgTooManyPhotos)
		}
		var by any
		if a.Audit.Actor.StaffID != 0 {
			by = a.Audit.Actor.StaffID
		}
		_, err := tx.Exec(ctx, `INSERT INTO menu_product_photos (menu_product_id, position, blob_key, width, height, created_at, created_by)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, a.ID, len(cur.Photos), a.Key, a.Width, a.Height, tx.Now, by)
		if err != nil {
			return fmt.Errorf("add a photo to menu product %d: %w", a.ID, err)
		}
		return nil
	})
}

// RemoveMenuPhoto removes photo photoID of a store's menu product
// (menu_product.photo_remove), the photos after it moving up, and answers
// the item as it leaves it and the removed photo, whose files the caller
// removes once this returns. Its refusals: problem.NotFound for no menu
// product of the store's, or no such photo of it.
func (db *Store) RemoveMenuPhoto(ctx context.Context, storeID, id, photoID int64, audit staff.Entry) (StoreMenuItem, catalog.MenuPhoto, error) {
	var gone catalog.MenuPhoto
	it, err := db.changeMenuPhotos(ctx, storeID, id, audit, func(tx *storage.Tx, cur StoreMenuItem) error {
		found := false
		for _, p := range cur.Photos {
			if p.ID == photoID {
				gone, found = p, true
			}
		}
		if !found {
			return problem.New(problem.NotFound, "%s", catalog.MsgNoMenuPhoto(photoID))
		}
		if _, err := tx.Exec(ctx, `DELETE FROM menu_product_photos WHERE id = ? AND menu_product_id = ?`, photoID, id); err != nil {
			return fmt.Errorf("remove photo %d of menu product %d: %w", photoID, id, err)
		}
		var order []int64
		for _, p := range cur.Photos {
			if p.ID != photoID {
				order = append(order, p.ID)
			}
		}
		return placePhotos(ctx, tx, id, order)
	})
	return it, gone, err
}

// OrderMenuPhotos puts the photos of a store's menu product in the order
// ids lists them (menu_product.photo_order), and answers the item as it
// leaves it. Its refusals, with nothing written: problem.NotFound for no
// menu product of the store's; problem.Invalid (catalog.MsgPhotoOrder, on
// photo_ids) unless ids lists each of its photos once.
func (db *Store) OrderMenuPhotos(ctx context.Context, storeID, id int64, ids []int64, audit staff.Entry) (StoreMenuItem, error) {
	return db.changeMenuPhotos(ctx, storeID, id, audit, func(tx *storage.Tx, cur StoreMenuItem) error {
		if !catalog.SamePhotos(cur.Photos, ids) {
			return problem.Invalidf("photo_ids", catalog.MsgPhotoOrder)
		}
		return placePhotos(ctx, tx, id, ids)
	})
}

// placePhotos numbers a menu product's photos 0, 1, … in the order of ids.
func placePhotos(ctx context.Context, tx *storage.Tx, id int64, ids []int64) error {
	for i, photoID := range ids {
		if _, err := tx.Exec(ctx, `UPDATE menu_product_photos SET position = ? WHERE id = ? AND menu_product_id = ?`,
			i, photoID, id); err != nil {
			return fmt.Errorf("place photo %d of menu product %d: %w", photoID, id, err)
		}
	}
	return nil
}

// changeMenuPhotos runs change on a store's menu product in one
// transaction, then bumps the item's version and the store's
// menu_version, and writes the audit row with the item before and after.
func (db *Store) changeMenuPhotos(ctx context.Context, storeID, id int64, audit staff.Entry,
	change func(tx *storage.Tx, cur StoreMenuItem) error) (StoreMenuItem, error) {
	var out StoreMenuItem
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		// The item's row is locked first (PostgreSQL; SQLite's write
		// transactions already run one at a time), so two uploads at once
		// count the photos one after the other: never eleven, never two
		// at one position.
		var locked int64
		err := tx.QueryRow(ctx, `SELECT id FROM menu_products WHERE id = ? AND store_id = ?`+tx.Dialect.ForUpdate(), id, storeID).Scan(&locked)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("lock menu product %d: %w", id, err)
		}
		cur, err := storeMenuItem(ctx, tx.Reader, storeID, id)
		if err != nil {
			return err
		}
		if err := change(tx, cur); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE menu_products SET version = version + 1 WHERE id = ? AND store_id = ?`, id, storeID); err != nil {
			return fmt.Errorf("bump the version of menu product %d: %w", id, err)
		}
		if out, err = finishMenuChange(ctx, tx, storeID, id); err != nil {
			return err
		}
		a := audit
		a.StoreID, a.Subject = storeID, fmt.Sprintf("menu_product:%d", id)
		a.Before, a.After = audited(cur), audited(out)
		return tx.Audit(ctx, a)
	})
	return out, err
}
