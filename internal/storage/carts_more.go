package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/problem"
)

// NewCart is a request for an empty cart (POST /carts).
type NewCart struct {
	StoreID int64
	// CustomerID is the signed-in customer, 0 for a guest.
	CustomerID      int64
	DeviceID        string
	AppMode         string
	ReservationMode string
	Attribution     cart.Attribution
}

// CreateCart makes an empty pending cart at a store: problem.NotFound for
// an unknown store, problem.Invalid for an unknown reservation mode. An
// empty reservation mode is pickup.
func (db *DB) CreateCart(ctx context.Context, in NewCart) (cart.Cart, error) {
	if err := cart.CheckNewMode(in.ReservationMode); err != nil {
		return cart.Cart{}, err
	}
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := openCart(ctx, tx, AddToCart{StoreID: in.StoreID, CustomerID: in.CustomerID, DeviceID: in.DeviceID, AppMode: in.AppMode,
			Attribution: in.Attribution})
		if err != nil {
			return 0, err
		}
		if in.ReservationMode != "" {
			if _, err := tx.Exec(ctx, `UPDATE carts SET reservation_mode = ? WHERE id = ?`, in.ReservationMode, c.id); err != nil {
				return 0, err
			}
		}
		return c.id, nil
	})
}

// DeleteCart removes a pending cart and its lines, as a shopper replacing
// their bag with one from another store does. A checked-out cart stays
// (problem.Conflict, cart.MsgNotPending): its reservation refers to it.
func (db *DB) DeleteCart(ctx context.Context, cartUUID string) error {
	return db.InTx(ctx, func(tx *Tx) error {
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM cart_products WHERE cart_id = ?`, c.id); err != nil {
			return fmt.Errorf("delete cart lines: %w", err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM carts WHERE id = ?`, c.id); err != nil {
			return fmt.Errorf("delete cart: %w", err)
		}
		return nil
	})
}

// CartForUser finds the pending cart a signed-in customer should see
// (GET /carts/get_for_user), at storeID when it is not 0 and in appMode
// when it is not empty:
//   - the cart cartUUID names, when it is pending and either the
//     customer's or a guest's (a guest's becomes the customer's: the bag a
//     shopper filled before signing in stays theirs);
//   - otherwise the customer's most recently changed pending cart;
//   - otherwise none (ok false).
//
// Another customer's cart is never answered: their uuid is ignored.
func (db *DB) CartForUser(ctx context.Context, customerID int64, cartUUID string, storeID int64, appMode string) (c cart.Cart, ok bool, err error) {
	var id int64
	err = db.InTx(ctx, func(tx *Tx) error {
		id = 0
		if cartUUID != "" {
			row, err := lockCart(ctx, tx, cartUUID)
			if err != nil && problem.KindOf(err) != problem.NotFound {
				return err
			}
			var mode string
			if err == nil {
				err = tx.QueryRow(ctx, `SELECT app_mode FROM carts WHERE id = ?`, row.id).Scan(&mode)
				if err != nil {
					return err
				}
			}
			if err == nil && row.status == cart.Pending && (row.customerID == 0 || row.customerID == customerID) &&
				(storeID == 0 || row.storeID == storeID) && (appMode == "" || mode == appMode) {
				if err := claimCart(ctx, tx, row, customerID); err != nil {
					return err
				}
				id = row.id
				return nil
			}
		}
		q := `SELECT id FROM carts WHERE customer_id = ? AND status = ?`
		args := []any{customerID, cart.Pending}
		if storeID != 0 {
			q += ` AND store_id = ?`
			args = append(args, storeID)
		}
		if appMode != "" {
			q += ` AND app_mode = ?`
			args = append(args, appMode)
		}
		q += ` ORDER BY updated_at DESC, id DESC LIMIT 1`
		err := tx.QueryRow(ctx, q, args...).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			id = 0
			return nil
		}
		return err
	})
	if err != nil || id == 0 {
		return cart.Cart{}, false, err
	}
	c, err = db.cartByID(ctx, id)
	return c, err == nil, err
}

// RemoveUnavailable deletes the lines of a pending cart that can no longer
// be bought as they stand (see cart.Line.Available): the fix-up after
// checkout answered MsgUnavailable. The cart may be left empty.
func (db *DB) RemoveUnavailable(ctx context.Context, cartUUID string) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return 0, err
		}
		lines, err := cartLines(ctx, tx.Reader, c.id, c.storeID)
		if err != nil {
			return 0, err
		}
		for _, l := range cart.UnavailableLines(lines) {
			_, err := tx.Exec(ctx, `DELETE FROM cart_products WHERE cart_id = ? AND product_id = ? AND price_id = ?`,
				c.id, l.ProductID, string(l.PriceID))
			if err != nil {
				return 0, fmt.Errorf("remove unavailable line: %w", err)
			}
		}
		return c.id, nil
	})
}
