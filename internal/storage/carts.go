package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/segments"
)

// AddToCart is a request to put a product in a cart.
type AddToCart struct {
	// CartUUID is empty for a new cart.
	CartUUID    string
	StoreID     int64
	ProductID   int64
	PriceID     catalog.Weight
	Count       int
	Recommended bool
	DeviceID    string
	AppMode     string
	// Attribution is kept on the cart: a new cart takes it, an existing one
	// takes each part the add carries (tags from a later landing replace
	// the earlier ones) and keeps the others.
	Attribution cart.Attribution
	// CustomerID is the signed-in customer adding, 0 for a guest.
	CustomerID int64
}

// tagsColumn is the tags as stored: a JSON object, or empty for none.
func tagsColumn(a cart.Attribution) (string, error) {
	if len(a.Tags) == 0 {
		return "", nil
	}
	b, err := json.Marshal(a.Tags)
	return string(b), err
}

// ReadTags reads a tags column.
func ReadTags(column string) (map[string]string, error) {
	if column == "" {
		return nil, nil
	}
	var tags map[string]string
	err := json.Unmarshal([]byte(column), &tags)
	return tags, err
}

// keepAttribution records on an existing cart the parts of a that are set.
func keepAttribution(ctx context.Context, tx *Tx, cartID int64, a cart.Attribution) error {
	tags, err := tagsColumn(a)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `UPDATE carts SET
			tags = CASE WHEN ? <> '' THEN ? ELSE tags END,
			user_agent = CASE WHEN ? <> '' THEN ? ELSE user_agent END,
			app_mode_name = CASE WHEN ? <> '' THEN ? ELSE app_mode_name END
		WHERE id = ?`, tags, tags, a.UserAgent, a.UserAgent, a.AppModeName, a.AppModeName, cartID)
	return err
}

// errCartNotPending is the conflict returned for changes to a checked-out cart.
var errCartNotPending = problem.New(problem.Conflict, cart.MsgNotPending)

// AddToCart adds count units to a cart, making the cart when in.CartUUID is
// empty or names a cart that was checked out. A line with the same product
// and weight has its count increased. Returns problem.NotFound for an
// unknown cart, store or product, problem.Conflict when the cart belongs to
// another store, and problem.Invalid when the weight is not sold, the count
// breaks the line's limit or the stock, or the cart would break a purchase
// limit of the store (compliance.CheckChange); the cart is then unchanged.
func (db *DB) AddToCart(ctx context.Context, in AddToCart) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := openCart(ctx, tx, in)
		if err != nil {
			return 0, err
		}
		mps, err := menuProducts(ctx, tx.Reader, in.StoreID, []int64{in.ProductID})
		if err != nil {
			return 0, err
		}
		if len(mps) == 0 || !mps[0].Visible {
			return 0, problem.New(problem.NotFound, "%s", catalog.MsgNotCarried(in.StoreID, in.ProductID))
		}
		var current int
		err = tx.QueryRow(ctx, `SELECT count FROM cart_products WHERE cart_id = ? AND product_id = ? AND price_id = ?`,
			c.id, in.ProductID, string(in.PriceID)).Scan(&current)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
		if err := cart.CheckLine(&mps[0], in.PriceID, current+in.Count); err != nil {
			return 0, err
		}
		if err := checkLineLimits(ctx, tx, c, &mps[0], in.PriceID, current+in.Count); err != nil {
			return 0, err
		}
		_, err = tx.Exec(ctx, `
			INSERT INTO cart_products (cart_id, product_id, price_id, count, recommended, added_at) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (cart_id, product_id, price_id) DO UPDATE SET count = excluded.count`,
			c.id, in.ProductID, string(in.PriceID), current+in.Count, in.Recommended, tx.Now)
		if err != nil {
			return 0, fmt.Errorf("add to cart: %w", err)
		}
		return c.id, nil
	})
}

// changeCart runs fn, which changes one cart and returns its id, in a write
// transaction that also marks the cart updated and records the specials on
// it as seen by the shopper (who sees the cart the change answers); it
// answers the cart as the transaction left it.
func (db *DB) changeCart(ctx context.Context, fn func(tx *Tx) (int64, error)) (cart.Cart, error) {
	var c cart.Cart
	err := db.InTx(ctx, func(tx *Tx) error {
		id, err := fn(tx)
		if err != nil {
			return err
		}
		if c, err = loadCart(ctx, tx.Reader, id, tx.Now); err != nil {
			return err
		}
		seen := cart.SeenSpecials(c, cart.Price(c, tx.Now))
		b, err := json.Marshal(seen)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE carts SET updated_at = ?, specials_seen = ? WHERE id = ?`, tx.Now, string(b), id)
		c.Seen, c.UpdatedAt = seen, tx.Now
		return err
	})
	if err != nil {
		return cart.Cart{}, err
	}
	// The cart as the transaction left it: nothing else could change it
	// while the transaction held it.
	return c, nil
}

type cartRow struct {
	id         int64
	storeID    int64
	status     string
	customerID int64
}

// claimCart gives a guest's cart to the customer now using it, and refuses
// a cart that is another customer's.
func claimCart(ctx context.Context, tx *Tx, c cartRow, customerID int64) error {
	switch {
	case customerID == 0 || c.customerID == customerID:
		return nil
	case c.customerID != 0:
		return problem.New(problem.Forbidden, cart.MsgNotYourBag)
	}
	_, err := tx.Exec(ctx, `UPDATE carts SET customer_id = ? WHERE id = ?`, customerID, c.id)
	return err
}

// openCart finds the pending cart in.CartUUID names, or makes a new one.
func openCart(ctx context.Context, tx *Tx, in AddToCart) (cartRow, error) {
	if in.CartUUID != "" {
		c, err := lockCart(ctx, tx, in.CartUUID)
		if err != nil && problem.KindOf(err) != problem.NotFound {
			return c, err
		}
		if err == nil && c.status == cart.Pending {
			if c.storeID != in.StoreID {
				return c, problem.New(problem.Conflict, cart.MsgOtherStore)
			}
			if err := claimCart(ctx, tx, c, in.CustomerID); err != nil {
				return c, err
			}
			return c, keepAttribution(ctx, tx, c.id, in.Attribution)
		}
		// An unknown or checked-out cart: start a new one.
	}
	if _, err := FindStore(ctx, tx.Reader, in.StoreID); err != nil {
		return cartRow{}, err
	}
	id, err := uuid.NewV7()
	if err != nil {
		return cartRow{}, err
	}
	appMode := in.AppMode
	if appMode == "" {
		appMode = "default"
	}
	c := cartRow{storeID: in.StoreID, status: cart.Pending, customerID: in.CustomerID}
	var customer any
	if in.CustomerID != 0 {
		customer = in.CustomerID
	}
	tags, err := tagsColumn(in.Attribution)
	if err != nil {
		return c, err
	}
	err = tx.QueryRow(ctx, `
		INSERT INTO carts (uuid, store_id, status, reservation_mode, device_id, app_mode, customer_id, created_at, updated_at,
			tags, user_agent, app_mode_name)
		VALUES (?, ?, ?, 'pickup', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		id.String(), in.StoreID, cart.Pending, in.DeviceID, appMode, customer, tx.Now, tx.Now,
		tags, in.Attribution.UserAgent, in.Attribution.AppModeName).Scan(&c.id)
	if err != nil {
		return c, fmt.Errorf("create cart: %w", err)
	}
	return c, nil
}

// lockCart reads a cart's row, locking it for the rest of the transaction.
func lockCart(ctx context.Context, tx *Tx, cartUUID string) (cartRow, error) {
	var c cartRow
	var owner sql.NullInt64
	err := tx.QueryRow(ctx, `SELECT id, store_id, status, customer_id FROM carts WHERE uuid = ?`+tx.Dialect.ForUpdate(), cartUUID).
		Scan(&c.id, &c.storeID, &c.status, &owner)
	c.customerID = owner.Int64
	if errors.Is(err, sql.ErrNoRows) {
		return c, problem.New(problem.NotFound, "%s", cart.MsgNoCart(cartUUID))
	}
	return c, err
}

// pendingCart locks a cart that must still be pending.
func pendingCart(ctx context.Context, tx *Tx, cartUUID string) (cartRow, error) {
	c, err := lockCart(ctx, tx, cartUUID)
	if err != nil {
		return c, err
	}
	if c.status != cart.Pending {
		return c, errCartNotPending
	}
	return c, nil
}

// SetLineCount sets the count of a line already in the cart. Returns
// problem.NotFound when the cart or line does not exist and problem.Invalid
// when the count breaks the line's limit or the stock, or when a higher
// count would break a purchase limit of the store (a lower one never does).
func (db *DB) SetLineCount(ctx context.Context, cartUUID string, productID int64, priceID catalog.Weight, count int) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return 0, err
		}
		var exists int
		err = tx.QueryRow(ctx, `SELECT 1 FROM cart_products WHERE cart_id = ? AND product_id = ? AND price_id = ?`,
			c.id, productID, string(priceID)).Scan(&exists)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, problem.New(problem.NotFound, "%s", cart.MsgNotInCart(productID, priceID))
		} else if err != nil {
			return 0, err
		}
		mps, err := menuProducts(ctx, tx.Reader, c.storeID, []int64{productID})
		if err != nil {
			return 0, err
		}
		if len(mps) == 0 {
			return 0, problem.New(problem.Conflict, checkout.MsgUnavailable)
		}
		if err := cart.CheckLine(&mps[0], priceID, count); err != nil {
			return 0, err
		}
		if err := checkLineLimits(ctx, tx, c, &mps[0], priceID, count); err != nil {
			return 0, err
		}
		_, err = tx.Exec(ctx, `UPDATE cart_products SET count = ? WHERE cart_id = ? AND product_id = ? AND price_id = ?`,
			count, c.id, productID, string(priceID))
		return c.id, err
	})
}

// RemoveLine removes a product and weight from a cart. Removing a line that
// is not there is not an error: the cart is answered as it is.
func (db *DB) RemoveLine(ctx context.Context, cartUUID string, productID int64, priceID catalog.Weight) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return 0, err
		}
		_, err = tx.Exec(ctx, `DELETE FROM cart_products WHERE cart_id = ? AND product_id = ? AND price_id = ?`,
			c.id, productID, string(priceID))
		return c.id, err
	})
}

// Cart returns the cart with the given uuid, or problem.NotFound.
func (db *DB) Cart(ctx context.Context, cartUUID string) (cart.Cart, error) {
	var id int64
	err := db.Reader().QueryRow(ctx, `SELECT id FROM carts WHERE uuid = ?`, cartUUID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return cart.Cart{}, problem.New(problem.NotFound, "%s", cart.MsgNoCart(cartUUID))
	} else if err != nil {
		return cart.Cart{}, err
	}
	return db.cartByID(ctx, id)
}

func (db *DB) cartByID(ctx context.Context, id int64) (cart.Cart, error) {
	return loadCart(ctx, db.Reader(), id, db.Now())
}

// loadCart reads cart id as it stands at now (which decides, with the
// store's time zone, a senior's age).
func loadCart(ctx context.Context, r Reader, id int64, now time.Time) (cart.Cart, error) {
	var (
		c       = cart.Cart{ID: id}
		storeID int64
		promo   sql.NullString
		group   sql.NullInt64
		tipRate sql.NullInt64
		address string
		seen    string
		owner   sql.NullInt64
		gold    sql.NullTime
		tags    string
	)
	err := r.QueryRow(ctx, `
		SELECT c.uuid, c.store_id, c.status, c.reservation_mode, c.tip_cents, c.tip_percent_ppm, c.promo_code,
			c.user_group_special_id, c.delivery_address, c.specials_seen, c.device_id, c.app_mode, c.created_at,
			c.updated_at, c.customer_id, u.gold_since, c.tags, c.user_agent, c.app_mode_name
		FROM carts c LEFT JOIN customers u ON u.id = c.customer_id WHERE c.id = ?`, id).
		Scan(&c.UUID, &storeID, &c.Status, &c.ReservationMode, &c.Tip, &tipRate, &promo, &group,
			&address, &seen, &c.DeviceID, &c.AppMode, &c.CreatedAt, &c.UpdatedAt, &owner, &gold, &tags, &c.UserAgent, &c.AppModeName)
	if err != nil {
		return c, fmt.Errorf("load cart %d: %w", id, err)
	}
	if c.Tags, err = ReadTags(tags); err != nil {
		return c, fmt.Errorf("cart %d tags: %w", id, err)
	}
	if promo.Valid {
		c.PromoCode = &promo.String
	}
	c.CustomerID, c.Gold = owner.Int64, gold.Valid
	if tipRate.Valid {
		r := money.Rate(tipRate.Int64)
		c.TipRate = &r
	}
	c.GroupSpecialID = group.Int64
	if address != "" {
		c.Delivery = new(pricing.Address)
		if err := json.Unmarshal([]byte(address), c.Delivery); err != nil {
			return c, fmt.Errorf("cart %d delivery address: %w", id, err)
		}
	}
	if seen != "" {
		if err := json.Unmarshal([]byte(seen), &c.Seen); err != nil {
			return c, fmt.Errorf("cart %d specials seen: %w", id, err)
		}
	}
	if c.Store, err = FindStore(ctx, r, storeID); err != nil {
		return c, err
	}
	if c.CustomerID != 0 {
		today := checkout.Today(&c.Store.Store, now)
		shopper, err := segmentCustomer(ctx, r, c.CustomerID, c.Gold)
		if err != nil {
			return c, err
		}
		c.Groups = segments.Groups(shopper, today)
		if c.Segments, err = customerSegments(ctx, r, c.CustomerID, shopper, today); err != nil {
			return c, err
		}
	}
	if c.Specials, err = StoreSpecials(ctx, r, storeID); err != nil {
		return c, err
	}
	if c.Redemptions, c.RemovedRedemptions, err = cartRedemptions(ctx, r, id); err != nil {
		return c, err
	}
	c.Lines, err = cartLines(ctx, r, id, storeID)
	return c, err
}

// cartLines reads a cart's lines in the order they were added, each with
// its product as the store's menu has it now.
func cartLines(ctx context.Context, r Reader, cartID, storeID int64) ([]cart.Line, error) {
	rows, err := r.Query(ctx, `SELECT product_id, price_id, count, recommended FROM cart_products
		WHERE cart_id = ? ORDER BY added_at, product_id, price_id`, cartID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var lines []cart.Line
	var ids []int64
	for rows.Next() {
		var l cart.Line
		if err := rows.Scan(&l.ProductID, &l.PriceID, &l.Count, &l.Recommended); err != nil {
			return nil, err
		}
		lines = append(lines, l)
		ids = append(ids, l.ProductID)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	if len(ids) == 0 {
		return lines, nil
	}
	mps, err := menuProducts(ctx, r, storeID, ids)
	if err != nil {
		return nil, err
	}
	byProduct := map[int64]*catalog.MenuProduct{}
	for i := range mps {
		byProduct[mps[i].Product.ID] = &mps[i]
	}
	for i := range lines {
		lines[i].Menu = byProduct[lines[i].ProductID]
	}
	return lines, nil
}

// CartOwner answers the customer a cart belongs to, 0 for a guest's cart,
// or problem.NotFound: the one row a call that changes a cart needs to
// check whose it is.
func (db *DB) CartOwner(ctx context.Context, cartUUID string) (int64, error) {
	var owner sql.NullInt64
	err := db.Reader().QueryRow(ctx, `SELECT customer_id FROM carts WHERE uuid = ?`, cartUUID).Scan(&owner)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, problem.New(problem.NotFound, "%s", cart.MsgNoCart(cartUUID))
	}
	return owner.Int64, err
}
