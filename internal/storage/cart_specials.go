package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
)

// UpdateCart applies u to a pending cart in one transaction. An update
// cart.CheckUpdate refuses (an unknown, expired or not yet started promo
// code, a group special the store does not run, an unknown reservation mode
// or a tip out of range) is problem.Invalid, and the cart is left unchanged.
func (db *DB) UpdateCart(ctx context.Context, cartUUID string, u cart.Update) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return 0, err
		}
		list, err := StoreSpecials(ctx, tx.Reader, c.storeID)
		if err != nil {
			return 0, err
		}
		if err := cart.CheckUpdate(u, c.storeID, list, tx.Now); err != nil {
			return 0, err
		}
		sets, args := []string{}, []any{}
		set := func(col string, val any) { sets = append(sets, col+" = ?"); args = append(args, val) }
		if m := u.ReservationMode; m != nil {
			set("reservation_mode", *m)
		}
		if code := u.PromoCode; code != nil {
			if trimmed := strings.TrimSpace(*code); trimmed == "" {
				set("promo_code", nil)
			} else {
				set("promo_code", strings.ToUpper(trimmed))
			}
		}
		if g := u.GroupSpecialID; g != nil {
			if *g == 0 {
				set("user_group_special_id", nil)
			} else {
				set("user_group_special_id", *g)
			}
		}
		if a := u.Delivery; a != nil {
			b, err := json.Marshal(a)
			if err != nil {
				return 0, err
			}
			set("delivery_address", string(b))
		}
		switch {
		case u.TipRate != nil:
			set("tip_percent_ppm", int64(*u.TipRate))
			set("tip_cents", 0)
		case u.Tip != nil:
			set("tip_cents", *u.Tip)
			set("tip_percent_ppm", nil)
		}
		if len(sets) > 0 {
			_, err = tx.Exec(ctx, `UPDATE carts SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, c.id)...)
		}
		return c.id, err
	})
}

// MarkSpecialsSeen records the specials on a cart as seen, which clears
// its special_has_changed flags.
func (db *DB) MarkSpecialsSeen(ctx context.Context, cartUUID string) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := lockCart(ctx, tx, cartUUID)
		return c.id, err
	})
}

// StoreSpecials returns the specials that may apply at a store: its own and
// every brand special. Whether each is live and what it covers is for the
// specials package to say.
func (db *DB) StoreSpecials(ctx context.Context, storeID int64) ([]catalog.Special, error) {
	return StoreSpecials(ctx, db.Reader(), storeID)
}

// StoreSpecials is DB.StoreSpecials read through r: a transaction or the
// read pool.
func StoreSpecials(ctx context.Context, r Reader, storeID int64) ([]catalog.Special, error) {
	rows, err := r.Query(ctx, `
		SELECT document FROM specials WHERE store_id = ? OR product_brand_id IS NOT NULL ORDER BY id`, storeID)
	if err != nil {
		return nil, fmt.Errorf("store specials: %w", err)
	}
	defer rows.Close()
	var out []catalog.Special
	for rows.Next() {
		var doc []byte
		var s catalog.Special
		if err := rows.Scan(&doc); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(doc, &s); err != nil {
			return nil, fmt.Errorf("decode special: %w", err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
