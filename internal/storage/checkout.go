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
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/schedule"
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

// Messages of spec section 8 that the client acts on.
const (
	MsgUnavailable  = "One or more products in your cart are no longer available"
	MsgTotalUpdated = "Your total has been updated"
)

// Checkout reserves a cart in one transaction: it checks the request against
// the store's rules and the cart against its purchase limits, re-prices the
// cart, takes the stock of every line with a conditional update, writes the
// reservation and closes the cart.
// created is false when the cart had been checked out already: the existing
// reservation is returned and no stock is taken again.
//
// Errors: problem.NotFound for an unknown cart; problem.Invalid for an empty
// cart, a request that breaks the store's rules, or a cart over one of the
// store's purchase limits (compliance.Check); problem.Conflict with
// MsgUnavailable (and Data["unavailable_products"]) when stock is short, with
// MsgTotalUpdated when ExpectedTotal differs from the total, or when the cart
// was reserved for someone else; problem.Forbidden for another customer's
// cart; problem.Unauthorized (loyalty.MsgSignInToSpend) for a cart
// carrying rewards checked out by anyone but its customer, signed in. The reservation belongs to the cart's customer, if any.
func (db *DB) Checkout(ctx context.Context, in CheckoutInput) (res reservation.Reservation, created bool, err error) {
	in.Request.Normalize()
	var resID int64
	err = db.inTx(ctx, func(tx *Tx) error {
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
		crt, err := loadCart(ctx, tx.reader, c.id, tx.now)
		if err != nil {
			return err
		}
		if len(crt.Lines) == 0 {
			return problem.New(problem.Invalid, "Your bag is empty.")
		}
		// Rewards spend the cart's customer's points: only that customer,
		// signed in, may reserve the cart (its uuid is no proof of who asks;
		// claimCart refused another signed-in customer above).
		if len(crt.Redemptions) > 0 && crt.Store.Loyalty != nil && in.CustomerID != c.customerID {
			return problem.New(problem.Unauthorized, loyalty.MsgSignInToSpend)
		}
		store := &crt.Store.Store
		// Only a delivery has an address, only curbside a spot, whatever the
		// cart or the request carried.
		if in.Request.ReservationMode != checkout.Delivery {
			in.Request.Address, crt.Delivery = nil, nil
		} else if in.Request.Address == nil {
			in.Request.Address = checkout.NormalizeAddress(crt.Delivery)
		}
		if in.Request.ReservationMode != checkout.Curbside {
			in.Request.CurbsideSpot = ""
		}
		if in.Request.ReservationMode == checkout.Kiosk {
			if crt.AppMode != checkout.Kiosk {
				var v problem.Validations
				v.Add("reservation_mode", "Kiosk reservations are made at the store's kiosk.")
				return v.Err("Please choose how to get your order.")
			}
			if in.KioskStoreID != store.ID {
				return problem.New(problem.Forbidden, MsgKioskNotBound)
			}
			// A store that requires anonymous kiosk orders keeps no name or contact.
			checkout.Anonymize(&in.Request, store)
		}
		if err := checkout.Validate(in.Request, store, checkout.Today(store, tx.now)); err != nil {
			return err
		}
		if err := checkDocuments(ctx, tx, store, c.customerID); err != nil {
			return err
		}
		if missing := UnavailableLines(crt.Lines); len(missing) > 0 {
			return unavailableError(missing)
		}
		if err := checkLineCaps(crt.Lines); err != nil {
			return err
		}
		if err := checkCartLimits(c, &crt, compliance.Shopper{Resident: in.Request.Resident}); err != nil {
			return err
		}
		// The reservation is priced in the mode it is made for, whatever mode
		// the cart was last priced in, and a delivery where it goes.
		crt.ReservationMode = in.Request.ReservationMode
		var zone *catalog.DeliveryZone
		if crt.ReservationMode == checkout.Delivery {
			z, err := checkout.Zone(store, *in.Request.Address)
			if err != nil {
				return err
			}
			zone, crt.Delivery = &z, in.Request.Address
		}
		totals := PriceCart(crt, tx.now)
		if err := checkRewardsFit(&crt, totals); err != nil {
			return err
		}
		if in.ExpectedTotal != nil && *in.ExpectedTotal != totals.OrderTotal {
			return &problem.Error{Kind: problem.Conflict, Message: MsgTotalUpdated,
				Details: problem.Details{OrderTotal: problem.Ptr(totals.OrderTotal)}}
		}
		if err := checkout.CheckMinimum(store, crt.ReservationMode, zone, totals.DiscountedSubtotal); err != nil {
			return err
		}
		// The mode was checked with the request (checkout.Validate).
		windows := schedule.Windows(store, crt.ReservationMode, checkout.ExtraLead(store, crt.ReservationMode, crt.Delivery), tx.now)
		window, err := schedule.ChooseFrom(store, crt.ReservationMode, windows, tx.now, in.WindowStart)
		if err != nil {
			return err
		}
		if err := takeStock(ctx, tx, crt.Lines); err != nil {
			return err
		}
		// A chosen window must have room; as soon as possible is the
		// earliest window that has.
		settings, _ := checkout.Mode(store, crt.ReservationMode)
		if in.WindowStart != nil {
			err = reserveWindow(ctx, tx, store.ID, crt.ReservationMode, window, settings.MaxOrdersPerWindow)
		} else {
			window, err = reserveFirstFree(ctx, tx, store.ID, crt.ReservationMode, windows, settings.MaxOrdersPerWindow)
		}
		if err != nil {
			return err
		}
		var resUUID string
		resID, resUUID, err = insertReservation(ctx, tx, crt, c.customerID, in.Request, totals, window.Start, window.End,
			in.WindowStart == nil)
		if err != nil {
			return err
		}
		created = true
		if err := spendPoints(ctx, tx, &crt, c.customerID, resID); err != nil {
			return err
		}
		if err := confirmReservation(ctx, tx, resID, resUUID, crt.Store.Name, in); err != nil {
			return err
		}
		_, err = tx.exec(ctx, `UPDATE carts SET status = ?, reservation_mode = ?, updated_at = ? WHERE id = ?`,
			cart.CheckedOut, in.Request.ReservationMode, tx.now, c.id)
		return err
	})
	if err != nil {
		return reservation.Reservation{}, false, err
	}
	res, err = loadReservation(ctx, db.reader(), `r.id = ?`, resID)
	return res, created, err
}

// PriceCart prices a cart's available lines at the menu's prices at now,
// under the best combination of the store's specials for the cart's
// shopper (pricing.Compute). A unit alone costs what the menu shows for it.
// A delivery is charged its zone's fee (waived from the store's free-delivery
// minimum) and the sales tax where it goes; a tip is the cart's dollar tip or
// percentage, for the modes the store offers tips for.
func PriceCart(c cart.Cart, now time.Time) pricing.Totals {
	var lines []pricing.Line
	for _, l := range c.Lines {
		if l.Menu == nil || !l.Menu.Sellable(l.PriceID) {
			continue
		}
		o, _ := l.Menu.Offer(l.PriceID)
		lines = append(lines, pricing.Line{ProductID: l.ProductID, PriceID: l.PriceID, Count: l.Count, UnitPrice: o.Price, Menu: l.Menu})
	}
	st := &c.Store.Store
	in := pricing.Input{Lines: lines, Taxes: st.Taxes, Store: st, Specials: c.Specials, Shopper: c.Shopper(), Now: now,
		CashRounding: st.Taxes.CashRounding, Redemptions: pricedRedemptions(&c), NoStacking: !st.Loyalty.Stacking()}
	if pricing.TipOffered(st.Tips, c.ReservationMode) {
		in.Tip, in.TipRate = c.Tip, c.TipRate
	}
	if c.ReservationMode == "delivery" && c.Delivery != nil {
		in.Taxes.SalesTaxRate, _ = pricing.SalesTaxRate(st, *c.Delivery)
		in.DeliveryFee = st.Taxes.DeliveryFee
		if z, ok := pricing.DeliveryZone(st, *c.Delivery); ok {
			in.DeliveryFee = z.Fee
		}
		in.FreeDeliveryMinimum = st.Fulfillment.FreeDeliveryMinimum
	}
	return pricing.Compute(in)
}

// UnavailableLines lists the lines of a cart that cannot be bought as they stand.
func UnavailableLines(lines []cart.Line) []cart.Unavailable {
	var out []cart.Unavailable
	for _, l := range lines {
		if l.Available() {
			continue
		}
		u := cart.Unavailable{ProductID: l.ProductID, PriceID: l.PriceID}
		if l.Menu != nil && l.Menu.Sellable(l.PriceID) {
			o, _ := l.Menu.Offer(l.PriceID)
			u.Available = o.Stock
		}
		out = append(out, u)
	}
	return out
}

// sameReservation answers the reservation already made from a checked-out
// cart when the request is the same checkout again: by the same person
// (the owner's session, or a guest's e-mail address), in the same mode, for
// the window, address and spot it asks for when it asks. Anything else is
// refused: another customer's cart (problem.Forbidden), a different
// checkout of it (problem.Conflict).
func sameReservation(ctx context.Context, tx *Tx, cartID int64, in CheckoutInput) (int64, error) {
	var (
		id          int64
		email, mode string
		spot        string
		owner       sql.NullInt64
		start       sql.NullTime
		address     sql.NullString
	)
	err := tx.queryRow(ctx, `SELECT id, email, customer_id, reservation_mode, window_start, delivery_address, curbside_spot
		FROM reservations WHERE cart_id = ?`, cartID).Scan(&id, &email, &owner, &mode, &start, &address, &spot)
	if err != nil {
		return 0, fmt.Errorf("find reservation of cart %d: %w", cartID, err)
	}
	if owner.Valid && owner.Int64 != in.CustomerID {
		return 0, problem.New(problem.Forbidden, MsgNotYourBag)
	}
	r := in.Request
	same := email == r.Email && mode == r.ReservationMode &&
		(in.WindowStart == nil || (start.Valid && start.Time.Equal(*in.WindowStart))) &&
		(r.ReservationMode != checkout.Curbside || r.CurbsideSpot == "" || r.CurbsideSpot == spot)
	if same && r.ReservationMode == checkout.Delivery && r.Address != nil {
		var stored pricing.Address
		same = address.Valid && json.Unmarshal([]byte(address.String), &stored) == nil &&
			stored.Street == r.Address.Street && stored.Zipcode == r.Address.Zipcode
	}
	if !same {
		return 0, problem.New(problem.Conflict, "This cart has already been reserved.")
	}
	return id, nil
}

// checkLineCaps refuses a line over its cap (max_cart_quantity, or one unit
// of a flower whose store does not allow multiple flower counts), which may
// have been lowered since the line was added.
func checkLineCaps(lines []cart.Line) error {
	for _, l := range lines {
		if limit := l.Menu.LineLimit(l.PriceID); l.Count > limit {
			msg := fmt.Sprintf("You may reserve at most %d of %s (%s); please change the quantity in your bag.",
				limit, l.Menu.Product.Name, l.PriceID.Label())
			return &problem.Error{Kind: problem.Invalid, Message: msg,
				Details: problem.Details{ProductID: l.ProductID, PriceID: string(l.PriceID), MaxCartQuantity: problem.Ptr(limit)}}
		}
	}
	return nil
}

// confirmReservation tells the shopper, through the outbox, that their
// reservation is placed; an anonymous kiosk order has no one to tell.
func confirmReservation(ctx context.Context, tx *Tx, resID int64, resUUID, storeName string, in CheckoutInput) error {
	r := in.Request
	for _, m := range notify.ReservationMessages(notify.ReservationUpdate{ID: resID, StoreName: storeName,
		Status: reservation.Pending, Mode: r.ReservationMode, Link: in.Notice.PublicURL + "/reservation_receipt/" + resUUID,
		Email: r.Email, Phone: r.Phone, SMS: in.Notice.SMS}) {
		if m.To == "" {
			continue
		}
		if err := tx.enqueue(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// checkDocuments checks the identification the store requires against
// what the customer has on file (checkout.CheckDocuments); a guest has none.
func checkDocuments(ctx context.Context, tx *Tx, store *catalog.Store, customerID int64) error {
	if !store.Compliance.IDRequired {
		return nil
	}
	var satisfied map[string]bool
	if customerID != 0 {
		d, err := loadDocument(ctx, tx.reader, customerID)
		if err != nil {
			return err
		}
		satisfied = d.Satisfied()
	}
	return checkout.CheckDocuments(store, satisfied)
}

func unavailableError(missing []cart.Unavailable) error {
	lines := make([]problem.UnavailableLine, len(missing))
	for i, m := range missing {
		lines[i] = problem.UnavailableLine{ProductID: m.ProductID, PriceID: string(m.PriceID), Available: m.Available}
	}
	return &problem.Error{Kind: problem.Conflict, Message: MsgUnavailable,
		Details: problem.Details{UnavailableProducts: lines}}
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
		r, err := tx.exec(ctx, `
			UPDATE menu_product_weights SET stock = stock - ?
			WHERE menu_product_id = ? AND price_id = ? AND stock >= ?`,
			l.Count, l.Menu.ID, string(l.PriceID), l.Count)
		if err != nil {
			return fmt.Errorf("take stock: %w", err)
		}
		if n, err := r.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			var left int
			_ = tx.queryRow(ctx, `SELECT stock FROM menu_product_weights WHERE menu_product_id = ? AND price_id = ?`,
				l.Menu.ID, string(l.PriceID)).Scan(&left)
			missing = append(missing, cart.Unavailable{ProductID: l.ProductID, PriceID: l.PriceID, Available: left})
		}
	}
	if len(missing) > 0 {
		return unavailableError(missing)
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
	err = tx.queryRow(ctx, `
		INSERT INTO reservations (uuid, store_id, cart_id, customer_id, status, reservation_mode, first_name, last_name,
			email, phone, birth_date, payment_method, amount_cents, totals, created_at, window_start, window_end, asap,
			delivery_address, curbside_spot, status_changed_at, tags, user_agent, app_mode_name)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		id.String(), c.Store.ID, c.ID, customer, reservation.Pending, req.ReservationMode, req.FirstName, req.LastName, req.Email,
		req.Phone, req.BirthDate, payment, int64(t.OrderTotal), string(snapshot), tx.now, start, end, asap,
		address, req.CurbsideSpot, tx.now, tags, c.UserAgent, c.AppModeName).Scan(&resID)
	if err != nil {
		return 0, "", fmt.Errorf("write reservation: %w", err)
	}
	_, err = tx.exec(ctx, `INSERT INTO reservation_events (reservation_id, status, actor, created_at) VALUES (?, ?, 'shopper', ?)`,
		resID, reservation.Pending, tx.now)
	if err != nil {
		return 0, "", fmt.Errorf("write reservation event: %w", err)
	}
	// Every line is available here (checked before), so the priced lines
	// are the cart's lines in the same order.
	for i, l := range c.Lines {
		lt := t.Lines[i]
		_, err := tx.exec(ctx, `
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
	return loadReservation(ctx, db.reader(), `r.uuid = ?`, id)
}

func loadReservation(ctx context.Context, r reader, where string, arg any) (reservation.Reservation, error) {
	var (
		res      reservation.Reservation
		storeID  int64
		owner    sql.NullInt64
		snapshot []byte
		fl       fulfilmentColumns
		tags     string
	)
	err := r.queryRow(ctx, `
		SELECT r.id, r.uuid, r.store_id, r.cart_id, r.customer_id, r.status, r.reservation_mode, r.first_name, r.last_name, r.email,
			r.phone, r.birth_date, r.payment_method, r.amount_cents, r.totals, r.created_at, r.tags, r.user_agent, r.app_mode_name,
			`+fulfilmentSelect+`
		FROM reservations r WHERE `+where, arg).
		Scan(append([]any{&res.ID, &res.UUID, &storeID, &res.CartID, &owner, &res.Status, &res.ReservationMode, &res.Contact.FirstName,
			&res.Contact.LastName, &res.Contact.Email, &res.Contact.Phone, &res.Contact.BirthDate, &res.PaymentMethod,
			&res.Amount, &snapshot, &res.CreatedAt, &tags, &res.Attribution.UserAgent, &res.Attribution.AppModeName}, fl.dest()...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return res, problem.New(problem.NotFound, "There is no such reservation.")
	} else if err != nil {
		return res, fmt.Errorf("load reservation: %w", err)
	}
	if res.Attribution.Tags, err = readTags(tags); err != nil {
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
	if res.Store, err = findStore(ctx, r, storeID); err != nil {
		return res, err
	}
	rows, err := r.query(ctx, `
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
	err := db.reader().queryRow(ctx, `SELECT COUNT(*) FROM reservations`).Scan(&n)
	return n, err
}
