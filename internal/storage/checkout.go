package storage

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/compliance"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/staff"
)

// CheckoutInput is a request to reserve a cart.
type CheckoutInput struct {
	CartUUID string
	Request  checkout.Request
	// ExpectedTotal, when set, is the total the shopper was shown.
	ExpectedTotal *money.Cents
	// CustomerID is the signed-in customer checking out, 0 for a guest. A
	// guest's cart becomes theirs; another customer's cart is refused.
	CustomerID int64
	// WindowStart is the start of the window the shopper chose, nil for as
	// soon as possible.
	WindowStart *time.Time
	// Notice is how the shopper is told the reservation is placed.
	Notice Notice
	// KioskStoreID is the store of the bound kiosk checking out (the device
	// token's), 0 for none: only a kiosk bound to the cart's store may make
	// a kiosk reservation.
	KioskStoreID int64
}

// Checkout reserves a cart in one transaction: it locks and reads the
// cart, has checkout.Decide check the request against the store's rules
// and the cart against its purchase limits and price it, takes the stock
// of every line with a conditional update, finds room in a window, writes
// the reservation and closes the cart.
// created is false when the cart had been checked out already: the existing
// reservation is returned and no stock is taken again.
//
// Errors: those of checkout.Decide; problem.NotFound for an unknown cart;
// problem.Conflict with checkout.MsgUnavailable when another checkout took
// the last units first, or when the cart was reserved for someone else;
// problem.Forbidden for another customer's cart. The reservation belongs
// to the cart's customer, if any.
func (db *DB) Checkout(ctx context.Context, in CheckoutInput) (res reservation.Reservation, created bool, err error) {
	in.Request.Normalize()
	var resID int64
	err = db.InTx(ctx, func(tx *Tx) error {
		c, err := lockCart(ctx, tx, in.CartUUID)
		if err != nil {
			return err
		}
		if c.status == cart.CheckedOut {
			resID, err = sameReservation(ctx, tx, c.id, in)
			return err
		}
		if err := claimCart(ctx, tx, c, in.CustomerID); err != nil {
			return err
		}
		if c.customerID == 0 {
			c.customerID = in.CustomerID
		}
		crt, err := loadCart(ctx, tx.Reader, c.id, tx.Now)
		if err != nil {
			return err
		}
		attempt := checkout.Attempt{Cart: crt, Request: in.Request, Asker: in.CustomerID, Owner: c.customerID,
			KioskStoreID: in.KioskStoreID, ExpectedTotal: in.ExpectedTotal, WindowStart: in.WindowStart,
			Limits: compliance.Shopper{Resident: in.Request.Resident}, Now: tx.Now}
		if attempt.Limits.Resident == nil {
			attempt.Limits = limitShopper(c)
		}
		if crt.Store.Compliance.IDRequired && c.customerID != 0 {
			d, _, err := LoadDocument(ctx, tx.Reader, c.customerID)
			if err != nil {
				return err
			}
			attempt.Documents = d.Satisfied()
		}
		decided, err := checkout.Decide(attempt)
		if err != nil {
			return err
		}
		crt, in.Request = decided.Cart, decided.Request
		store, window := &crt.Store.Store, decided.Window
		if err := takeStock(ctx, tx, crt.Lines); err != nil {
			return err
		}
		// A chosen window must have room; as soon as possible is the
		// earliest window that has.
		if in.WindowStart != nil {
			err = reserveWindow(ctx, tx, store.ID, crt.ReservationMode, window, decided.MaxOrdersPerWindow)
		} else {
			window, err = reserveFirstFree(ctx, tx, store.ID, crt.ReservationMode, decided.Windows, decided.MaxOrdersPerWindow)
		}
		if err != nil {
			return err
		}
		var resUUID string
		resID, resUUID, err = insertReservation(ctx, tx, crt, c.customerID, in.Request, decided.Totals, window.Start, window.End,
			in.WindowStart == nil)
		if err != nil {
			return err
		}
		created = true
		if err := spendPoints(ctx, tx, &crt, c.customerID, resID); err != nil {
			return err
		}
		if err := confirmReservation(ctx, tx, resID, resUUID, store, in); err != nil {
			return err
		}
		if store.AutoConfirm {
			if err := autoConfirm(ctx, tx, store, resID, resUUID, in); err != nil {
				return err
			}
		}
		if err := alertStore(ctx, tx, resID, in.Notice.PublicURL, notify.StoreNewReservationMail); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE carts SET status = ?, reservation_mode = ?, updated_at = ? WHERE id = ?`,
			cart.CheckedOut, in.Request.ReservationMode, tx.Now, c.id)
		return err
	})
	if err != nil {
		return reservation.Reservation{}, false, err
	}
	res, err = loadReservation(ctx, db.Reader(), `r.id = ?`, resID)
	return res, created, err
}

// sameReservation answers the reservation already made from a checked-out
// cart when the request is the same checkout again, as checkout.CheckRetry
// decides from the reservation's row.
func sameReservation(ctx context.Context, tx *Tx, cartID int64, in CheckoutInput) (int64, error) {
	var (
		id          int64
		email, mode string
		spot        string
		owner       sql.NullInt64
		start       sql.NullTime
		address     sql.NullString
	)
	err := tx.QueryRow(ctx, `SELECT id, email, customer_id, reservation_mode, window_start, delivery_address, curbside_spot
		FROM reservations WHERE cart_id = ?`, cartID).Scan(&id, &email, &owner, &mode, &start, &address, &spot)
	if err != nil {
		return 0, fmt.Errorf("find reservation of cart %d: %w", cartID, err)
	}
	placed := checkout.Placed{Owner: owner.Int64, Email: email, Mode: mode, CurbsideSpot: spot}
	if start.Valid {
		placed.WindowStart = &start.Time
	}
	if address.Valid {
		placed.Address = new(pricing.Address)
		if err := json.Unmarshal([]byte(address.String), placed.Address); err != nil {
			placed.Address = nil
		}
	}
	if err := checkout.CheckRetry(placed, in.CustomerID, in.Request, in.WindowStart); err != nil {
		return 0, err
	}
	return id, nil
}

// confirmReservation tells the shopper, through the outbox, that their
// reservation is placed; an anonymous kiosk order has no one to tell.
func confirmReservation(ctx context.Context, tx *Tx, resID int64, resUUID string, store *catalog.Store, in CheckoutInput) error {
	r := in.Request
	for _, m := range notify.ReservationMessages(notify.ReservationUpdate{ID: resID, StoreName: store.Name,
		Status: reservation.Pending, Mode: r.ReservationMode, Link: in.Notice.PublicURL + "/reservation_receipt/" + resUUID,
		Email: r.Email, Phone: r.Phone, SMS: in.Notice.SMS, SMSFrom: store.SMSFrom,
		Look: store.MessageLook}) {
		if m.To == "" {
			continue
		}
		if err := tx.Enqueue(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// autoConfirm moves a reservation just placed at a store with auto_confirm
// from pending to verification as Pistil itself (reservation.System, and
// staff.ActorSystem in the audit log), with its event, and tells the
// shopper unless the store turned that message off.
func autoConfirm(ctx context.Context, tx *Tx, store *catalog.Store, resID int64, resUUID string, in CheckoutInput) error {
	mode := in.Request.ReservationMode
	if err := reservation.Transition(mode, reservation.Pending, reservation.Verification, reservation.System); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `UPDATE reservations SET status = ?, status_changed_at = ? WHERE id = ?`,
		reservation.Verification, tx.Now, resID); err != nil {
		return fmt.Errorf("confirm reservation %d: %w", resID, err)
	}
	if err := tx.addReservationEvent(ctx, store.ID, resID, FeedStatus, reservation.Verification, reservation.System, ""); err != nil {
		return err
	}
	if err := tx.Audit(ctx, staff.Entry{StoreID: store.ID, Actor: staff.ActorSystem, Action: "reservation.status",
		Subject: fmt.Sprintf("reservation:%d", resID), Before: auditedStatus{Status: reservation.Pending},
		After: auditedStatus{Status: reservation.Verification}}); err != nil {
		return err
	}
	if !notify.SendsReservationNews(reservation.Verification, false, store.ShopperMessagesOff) {
		return nil
	}
	r := in.Request
	for _, m := range notify.ReservationMessages(notify.ReservationUpdate{ID: resID, StoreName: store.Name,
		Status: reservation.Verification, Mode: mode, Link: in.Notice.PublicURL + "/reservation_receipt/" + resUUID,
		Email: r.Email, Phone: r.Phone, SMS: in.Notice.SMS, SMSFrom: store.SMSFrom,
		Look: store.MessageLook}) {
		if m.To == "" {
			continue
		}
		if err := tx.Enqueue(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// takeStock decrements the stock of every line, only where enough is left.
// A line whose update matches no row lost a race for the last units.
// Rows are updated in one order (menu product, then weight) whatever the
// cart's order, so that two checkouts sharing products cannot deadlock.
func takeStock(ctx context.Context, tx *Tx, lines []cart.Line) error {
	var missing []cart.Unavailable
	lines = slices.Clone(lines)
	slices.SortFunc(lines, func(a, b cart.Line) int {
		return cmp.Or(cmp.Compare(a.Menu.ID, b.Menu.ID), cmp.Compare(a.PriceID, b.PriceID))
	})
	for _, l := range lines {
		var left int
		err := tx.QueryRow(ctx, `
			UPDATE menu_product_weights SET stock = stock - ?
			WHERE menu_product_id = ? AND price_id = ? AND stock >= ? RETURNING stock`,
			l.Count, l.Menu.ID, string(l.PriceID), l.Count).Scan(&left)
		if errors.Is(err, sql.ErrNoRows) {
			_ = tx.QueryRow(ctx, `SELECT stock FROM menu_product_weights WHERE menu_product_id = ? AND price_id = ?`,
				l.Menu.ID, string(l.PriceID)).Scan(&left)
			missing = append(missing, cart.Unavailable{ProductID: l.ProductID, PriceID: l.PriceID, Available: left})
			continue
		} else if err != nil {
			return fmt.Errorf("take stock: %w", err)
		}
		tx.StockFell(l.Menu.StoreID, StockMove{MenuProductID: l.Menu.ID, PriceID: l.PriceID, Before: left + l.Count, After: left})
	}
	if len(missing) > 0 {
		return checkout.UnavailableError(missing)
	}
	return nil
}

func insertReservation(ctx context.Context, tx *Tx, c cart.Cart, customerID int64, req checkout.Request, t pricing.Totals,
	windowStart, windowEnd time.Time, asap bool) (int64, string, error) {
	id, err := uuid.NewV7()
	if err != nil {
		return 0, "", err
	}
	snapshot, err := json.Marshal(t)
	if err != nil {
		return 0, "", err
	}
	var resID int64
	var customer any
	if customerID != 0 {
		customer = customerID
	}
	var address any
	if c.Delivery != nil {
		b, err := json.Marshal(c.Delivery)
		if err != nil {
			return 0, "", err
		}
		address = string(b)
	}
	payment := req.PaymentMethod
	if payment == "" {
		payment = checkout.PaymentMethod(&c.Store.Store, req.ReservationMode)
	}
	var start, end any
	if !windowStart.IsZero() {
		start, end = windowStart.UTC(), windowEnd.UTC()
	}
	tags, err := tagsColumn(c.Attribution)
	if err != nil {
		return 0, "", err
	}
	err = tx.QueryRow(ctx, `
		INSERT INTO reservations (uuid, store_id, cart_id, customer_id, status, reservation_mode, first_name, last_name,
			email, phone, birth_date, payment_method, amount_cents, totals, created_at, window_start, window_end, asap,
			delivery_address, curbside_spot, status_changed_at, tags, user_agent, app_mode_name)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		id.String(), c.Store.ID, c.ID, customer, reservation.Pending, req.ReservationMode, req.FirstName, req.LastName, req.Email,
		req.Phone, req.BirthDate, payment, int64(t.OrderTotal), string(snapshot), tx.Now, start, end, asap,
		address, req.CurbsideSpot, tx.Now, tags, c.UserAgent, c.AppModeName).Scan(&resID)
	if err != nil {
		return 0, "", fmt.Errorf("write reservation: %w", err)
	}
	if err := tx.addReservationEvent(ctx, c.Store.ID, resID, FeedPlaced, reservation.Pending, reservation.Shopper, ""); err != nil {
		return 0, "", err
	}
	// Every line is available here (checked before), so the priced lines
	// are the cart's lines in the same order.
	for i, l := range c.Lines {
		lt := t.Lines[i]
		_, err := tx.Exec(ctx, `
			INSERT INTO reservation_products (reservation_id, product_id, price_id, name, brand, kind, count,
				unit_price_cents, line_total_cents)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			resID, l.ProductID, string(l.PriceID), l.Menu.Product.Name, l.Menu.Brand.Name, string(l.Menu.Product.Kind),
			l.Count, int64(lt.UnitPrice), int64(lt.Total))
		if err != nil {
			return 0, "", fmt.Errorf("write reservation line: %w", err)
		}
	}
	return resID, id.String(), nil
}

// ReservationByUUID returns a reservation, or problem.NotFound.
func (db *DB) ReservationByUUID(ctx context.Context, id string) (reservation.Reservation, error) {
	return loadReservation(ctx, db.Reader(), `r.uuid = ?`, id)
}

func loadReservation(ctx context.Context, r Reader, where string, arg any) (reservation.Reservation, error) {
	var (
		res      reservation.Reservation
		storeID  int64
		owner    sql.NullInt64
		snapshot []byte
		fl       fulfilmentColumns
		tags     string
	)
	err := r.QueryRow(ctx, `
		SELECT r.id, r.uuid, r.store_id, r.cart_id, r.customer_id, r.status, r.reservation_mode, r.first_name, r.last_name, r.email,
			r.phone, r.birth_date, r.payment_method, r.amount_cents, r.totals, r.created_at, r.tags, r.user_agent, r.app_mode_name,
			`+fulfilmentSelect+`
		FROM reservations r WHERE `+where, arg).
		Scan(append([]any{&res.ID, &res.UUID, &storeID, &res.CartID, &owner, &res.Status, &res.ReservationMode, &res.Contact.FirstName,
			&res.Contact.LastName, &res.Contact.Email, &res.Contact.Phone, &res.Contact.BirthDate, &res.PaymentMethod,
			&res.Amount, &snapshot, &res.CreatedAt, &tags, &res.Attribution.UserAgent, &res.Attribution.AppModeName}, fl.dest()...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return res, problem.New(problem.NotFound, reservation.MsgNoReservation)
	} else if err != nil {
		return res, fmt.Errorf("load reservation: %w", err)
	}
	if res.Attribution.Tags, err = ReadTags(tags); err != nil {
		return res, fmt.Errorf("reservation tags: %w", err)
	}
	res.CustomerID = owner.Int64
	if err := json.Unmarshal(snapshot, &res.Totals); err != nil {
		return res, fmt.Errorf("decode reservation totals: %w", err)
	}
	if err := fl.fill(&res); err != nil {
		return res, err
	}
	if res.Events, err = reservationEvents(ctx, r, &res); err != nil {
		return res, err
	}
	if res.Store, err = FindStore(ctx, r, storeID); err != nil {
		return res, err
	}
	rows, err := r.Query(ctx, `
		SELECT product_id, price_id, name, brand, kind, count, unit_price_cents, line_total_cents
		FROM reservation_products WHERE reservation_id = ? ORDER BY name, price_id`, res.ID)
	if err != nil {
		return res, err
	}
	defer rows.Close()
	for rows.Next() {
		var l reservation.Line
		if err := rows.Scan(&l.ProductID, &l.PriceID, &l.Name, &l.Brand, &l.Kind, &l.Count, &l.UnitPrice, &l.LineTotal); err != nil {
			return res, err
		}
		res.Lines = append(res.Lines, l)
	}
	return res, rows.Err()
}

// CountReservations answers how many reservations there are, for checks
// after a load or a crash.
func (db *DB) CountReservations(ctx context.Context) (int, error) {
	var n int
	err := db.Reader().QueryRow(ctx, `SELECT COUNT(*) FROM reservations`).Scan(&n)
	return n, err
}
