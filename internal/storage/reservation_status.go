package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/webhook/payload"
)

// fulfilmentColumns are the columns of a reservation that say when and
// where it is fulfilled and how far it got (migration 00013).
type fulfilmentColumns struct {
	windowStart, windowEnd, arrived, started, delivered, cancelled, changed sql.NullTime
	asap                                                                    bool
	address                                                                 sql.NullString
	spot, message                                                           string
}

const fulfilmentSelect = `r.window_start, r.window_end, r.asap, r.delivery_address, r.curbside_spot, r.arrived_at,
	r.delivery_started_at, r.delivery_finished_at, r.cancelled_at, r.status_changed_at, r.message`

func (f *fulfilmentColumns) dest() []any {
	return []any{&f.windowStart, &f.windowEnd, &f.asap, &f.address, &f.spot, &f.arrived, &f.started, &f.delivered,
		&f.cancelled, &f.changed, &f.message}
}

func (f *fulfilmentColumns) fill(res *reservation.Reservation) error {
	at := TimeOrNil
	res.WindowStart, res.WindowEnd, res.ASAP = at(f.windowStart), at(f.windowEnd), f.asap
	res.CurbsideSpot, res.ArrivedAt, res.Message = f.spot, at(f.arrived), f.message
	res.DeliveryStartedAt, res.DeliveryFinishedAt = at(f.started), at(f.delivered)
	res.CancelledAt, res.StatusChangedAt = at(f.cancelled), at(f.changed)
	if f.address.Valid && f.address.String != "" {
		res.DeliveryAddress = new(pricing.Address)
		if err := json.Unmarshal([]byte(f.address.String), res.DeliveryAddress); err != nil {
			return fmt.Errorf("decode delivery address of reservation %d: %w", res.ID, err)
		}
	}
	return nil
}

// reservationEvents reads a reservation's events, oldest first. A
// reservation placed without a pending event (before events were kept)
// gets one made up from its creation, so every timeline starts at the
// placement.
func reservationEvents(ctx context.Context, r Reader, res *reservation.Reservation) ([]reservation.Event, error) {
	rows, err := r.Query(ctx, `SELECT status, actor, note, created_at FROM reservation_events
		WHERE reservation_id = ? ORDER BY id`, res.ID)
	if err != nil {
		return nil, fmt.Errorf("read reservation events: %w", err)
	}
	defer rows.Close()
	var out []reservation.Event
	for rows.Next() {
		var e reservation.Event
		if err := rows.Scan(&e.Status, &e.Actor, &e.Note, &e.CreatedAt); err != nil {
			return nil, err
		}
		e.CreatedAt = e.CreatedAt.UTC()
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 || out[0].Status != reservation.Pending {
		placed := reservation.Event{Status: reservation.Pending, Actor: reservation.Shopper, CreatedAt: res.CreatedAt.UTC()}
		out = append([]reservation.Event{placed}, out...)
	}
	return out, nil
}

// Notice is how a shopper is told of a change to their reservation.
type Notice struct {
	// PublicURL is the storefront's address, for the receipt link.
	PublicURL string
	// SMS says the server can send text messages: then a reservation with
	// a phone is told by text message as well as by e-mail.
	SMS bool
}

// StatusChange asks to move a reservation to another status.
type StatusChange struct {
	// ID or, when ID is 0, UUID names the reservation.
	ID   int64
	UUID string
	// StoreID, when not 0, is the store asking: another store's
	// reservation is problem.NotFound, as if it did not exist.
	StoreID int64
	// CustomerID, when not 0, is the signed-in shopper asking: another's
	// reservation is problem.Forbidden (reservation.MsgNotYourReservation).
	CustomerID int64
	// To is the new status; "" keeps the status and only sends Message.
	To    string
	Actor reservation.Actor
	// Message is the store's note to the shopper: it replaces the
	// reservation's message when not empty, and goes with the notice.
	Message string
	Notice  Notice
	// Audit, when not nil, is the audit log row the change writes in its
	// own transaction (the store console's moves and notes): its actor,
	// action and request as given, and the reservation's store, subject
	// ("reservation:{id}") and status before and after as the change finds
	// and leaves them.
	Audit *staff.Entry
}

// auditedStatus is a reservation's status, and the store's note with it,
// as the audit log keeps a change.
type auditedStatus struct {
	Status  string `json:"status"`
	Message string `json:"message,omitempty"`
}

// SetReservationStatus moves a reservation to another status in one
// transaction, with the reservation's row locked: it checks the move
// (reservation.Transition), sets the status and its timestamps
// (status_changed_at; delivery_started_at, delivery_finished_at or
// cancelled_at), the store's message, writes a reservation_events row
// (and the audit log row c.Audit asks for) and queues the notice to the
// shopper in the outbox (an e-mail, and a text message when c.Notice.SMS
// and the reservation has a phone). A
// cancellation also puts the reserved stock back on the menu, frees the
// reservation's place in its window and credits back the loyalty points
// its checkout spent.
//
// Errors: problem.NotFound for an unknown reservation (or another store's,
// with StoreID); problem.Forbidden for another customer's (with
// CustomerID); problem.Invalid for an unknown status, or a message-only
// change without a message or a message that is too long;
// problem.Conflict (naming the current status) for a move the rules
// refuse, reservation.MsgCannotCancel for a shopper's late cancellation.
func (db *DB) SetReservationStatus(ctx context.Context, c StatusChange) (reservation.Reservation, error) {
	c.Message = strings.TrimSpace(c.Message)
	if err := reservation.CheckChange(c.To, c.Message); err != nil {
		return reservation.Reservation{}, err
	}
	var id int64
	err := db.InTx(ctx, func(tx *Tx) error {
		cur, err := lockReservation(ctx, tx, c.ID, c.UUID)
		if err != nil {
			return err
		}
		id = cur.id
		if c.StoreID != 0 && cur.storeID != c.StoreID {
			return errNoReservation
		}
		if c.CustomerID != 0 && cur.customerID != c.CustomerID {
			return problem.New(problem.Forbidden, reservation.MsgNotYourReservation)
		}
		status := cur.status
		if c.To != "" {
			if err := reservation.Transition(cur.mode, cur.status, c.To, c.Actor); err != nil {
				return err
			}
			status = c.To
			if err := tx.moveReservation(ctx, cur, c.To); err != nil {
				return err
			}
		} else if err := reservation.CheckNote(cur.status); err != nil {
			return err
		}
		if c.Message != "" {
			if _, err := tx.Exec(ctx, `UPDATE reservations SET message = ? WHERE id = ?`, c.Message, cur.id); err != nil {
				return err
			}
		}
		kind := FeedStatus
		if c.To == "" {
			kind = FeedNote
		}
		if err := tx.addReservationEvent(ctx, cur.storeID, cur.id, kind, status, c.Actor, c.Message); err != nil {
			return err
		}
		if c.Audit != nil {
			e := *c.Audit
			e.StoreID, e.Subject = cur.storeID, fmt.Sprintf("reservation:%d", cur.id)
			e.Before, e.After = auditedStatus{Status: cur.status}, auditedStatus{Status: status, Message: c.Message}
			if err := tx.Audit(ctx, e); err != nil {
				return err
			}
		}
		// A note alone is news of an update, not of the status again. The
		// store may have turned the news of some statuses off.
		news := c.To
		if !notify.SendsReservationNews(news, c.Message != "", cur.messagesOff) {
			return nil
		}
		for _, m := range notify.ReservationMessages(notify.ReservationUpdate{
			ID: cur.id, StoreName: cur.storeName, Status: news, Mode: cur.mode, Message: c.Message,
			Link: c.Notice.PublicURL + "/reservation_receipt/" + cur.uuid, Email: cur.email, Phone: cur.phone, SMS: c.Notice.SMS,
			SMSFrom: cur.smsFrom, Look: cur.look,
		}) {
			if m.To == "" {
				continue // an anonymous kiosk order: no one to tell
			}
			if err := tx.Enqueue(ctx, m); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return reservation.Reservation{}, err
	}
	return loadReservation(ctx, db.Reader(), `r.id = ?`, id)
}

var errNoReservation = problem.New(problem.NotFound, reservation.MsgNoReservation)

// lockedReservation is what a status change needs of a reservation.
type lockedReservation struct {
	id, storeID, customerID int64
	uuid, status, mode      string
	email, phone, storeName string
	// messagesOff are the store's shopper messages turned off
	// (catalog.Store.ShopperMessagesOff).
	messagesOff []string
	// smsFrom is the store's own number for text messages, "" for none.
	smsFrom string
	// look is the store's look for its messages.
	look notify.MessageLook
}

// lockReservation reads a reservation by id (or uuid when id is 0),
// locking its row for the rest of the transaction.
func lockReservation(ctx context.Context, tx *Tx, id int64, uuid string) (lockedReservation, error) {
	where, arg := `id = ?`, any(id)
	if id == 0 {
		where, arg = `uuid = ?`, uuid
	}
	var r lockedReservation
	var owner sql.NullInt64
	err := tx.QueryRow(ctx, `SELECT id, store_id, customer_id, uuid, status, reservation_mode, email, phone
		FROM reservations WHERE `+where+tx.Dialect.ForUpdate(), arg).
		Scan(&r.id, &r.storeID, &owner, &r.uuid, &r.status, &r.mode, &r.email, &r.phone)
	if errors.Is(err, sql.ErrNoRows) {
		return r, errNoReservation
	} else if err != nil {
		return r, fmt.Errorf("lock reservation: %w", err)
	}
	r.customerID = owner.Int64
	var doc []byte
	if err = tx.QueryRow(ctx, `SELECT name, document FROM stores WHERE id = ?`, r.storeID).Scan(&r.storeName, &doc); err != nil {
		return r, err
	}
	var messages struct {
		Off     []string           `json:"shopper_messages_off"`
		SMSFrom string             `json:"sms_from"`
		Look    notify.MessageLook `json:"message_look"`
	}
	if err := json.Unmarshal(doc, &messages); err != nil {
		return r, fmt.Errorf("decode store %d: %w", r.storeID, err)
	}
	r.messagesOff, r.smsFrom, r.look = messages.Off, messages.SMSFrom, messages.Look
	return r, nil
}

// moveReservation sets a reservation's new status and its timestamps; a
// cancellation gives back its stock, its place in its window and the
// loyalty points its checkout spent.
func (tx *Tx) moveReservation(ctx context.Context, r lockedReservation, to string) error {
	extra := ""
	switch to {
	case reservation.DeliveryStarted:
		extra = ", delivery_started_at = ?"
	case reservation.DeliveryFinished:
		extra = ", delivery_finished_at = ?"
	case reservation.Cancelled:
		extra = ", cancelled_at = ?"
	}
	args := []any{to, tx.Now}
	if extra != "" {
		args = append(args, tx.Now)
	}
	args = append(args, r.id)
	if _, err := tx.Exec(ctx, `UPDATE reservations SET status = ?, status_changed_at = ?`+extra+` WHERE id = ?`, args...); err != nil {
		return fmt.Errorf("set reservation status: %w", err)
	}
	if to == reservation.Finished {
		return tx.accrue(ctx, r)
	}
	if to != reservation.Cancelled {
		return nil
	}
	if err := tx.refundPoints(ctx, r); err != nil {
		return err
	}
	// Each line's stock goes back to the store's menu, if the product is
	// still on it. The row lock and the status check before make this run
	// once per reservation. Rows are updated in (menu product, weight)
	// order, one global order, so that on PostgreSQL two transactions
	// updating the same weights wait for each other instead of deadlocking.
	rows, err := tx.Query(ctx, `
		SELECT m.id, p.price_id, p.count FROM reservation_products p
		JOIN menu_products m ON m.product_id = p.product_id AND m.store_id = ?
		WHERE p.reservation_id = ? ORDER BY m.id, p.price_id`, r.storeID, r.id)
	if err != nil {
		return fmt.Errorf("read reserved lines: %w", err)
	}
	type line struct {
		menuProductID int64
		priceID       string
		count         int
	}
	var lines []line
	for rows.Next() {
		var l line
		if err := rows.Scan(&l.menuProductID, &l.priceID, &l.count); err != nil {
			rows.Close()
			return err
		}
		lines = append(lines, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	// The stock given back changes the menu shoppers see: its version moves
	// on, so every instance's menu index reads it again (MenuVersion). The
	// store's row is written before the weights', the order an import
	// takes too, so the two never wait for each other in a circle.
	if len(lines) > 0 {
		if _, err := tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version + 1 WHERE id = ?`, r.storeID); err != nil {
			return fmt.Errorf("move the menu version on: %w", err)
		}
	}
	for _, l := range lines {
		if _, err := tx.Exec(ctx, `UPDATE menu_product_weights SET stock = stock + ? WHERE menu_product_id = ? AND price_id = ?`,
			l.count, l.menuProductID, l.priceID); err != nil {
			return fmt.Errorf("restore stock: %w", err)
		}
	}
	var start sql.NullTime
	if err := tx.QueryRow(ctx, `SELECT window_start FROM reservations WHERE id = ?`, r.id).Scan(&start); err != nil {
		return fmt.Errorf("find reservation window: %w", err)
	}
	if !start.Valid {
		return nil
	}
	return releaseWindow(ctx, tx, r.storeID, r.mode, start.Time)
}

// addReservationEvent writes an event of reservation id at its store, of
// kind (FeedPlaced, FeedStatus, FeedArrived or FeedNote), and announces it
// to the store console's listeners when the transaction commits.
func (tx *Tx) addReservationEvent(ctx context.Context, storeID, id int64, kind, status string, actor reservation.Actor, note string) error {
	var eventID int64
	err := tx.QueryRow(ctx, `INSERT INTO reservation_events (reservation_id, store_id, kind, status, actor, note, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, id, storeID, kind, status, string(actor), note, tx.Now).Scan(&eventID)
	if err != nil {
		return fmt.Errorf("write reservation event: %w", err)
	}
	if event := payload.ReservationEventType(kind, status); event != "" {
		p := pendingWebhook{storeID: storeID, event: event, reservationID: id, actor: string(actor), note: note}
		if kind == FeedStatus {
			p.movedBy = eventID
		}
		tx.webhooks = append(tx.webhooks, p)
	}
	return tx.announce(ctx, eventID)
}

// MarkArrived records that a curbside shopper has arrived ("I'm here"),
// with the spot they parked in (kept as it was when spot is empty): it sets
// curbside_spot and arrived_at and writes an event by the shopper whose note
// names the spot, in one transaction. The store learns of it through the
// console's live queue and the staff API (arrived_at, curbside_spot and
// the event), and by mail at its notification_emails (publicURL for the
// console's link).
//
// Errors: problem.NotFound for an unknown uuid; problem.Invalid on
// "curbside_spot" for a spot that is too long; problem.Conflict for a
// reservation that is not for curbside (reservation.MsgNotCurbside) or is
// final.
func (db *DB) MarkArrived(ctx context.Context, uuid, spot, publicURL string) (reservation.Reservation, error) {
	spot = strings.TrimSpace(spot)
	if err := reservation.CheckSpot(spot); err != nil {
		return reservation.Reservation{}, err
	}
	var id int64
	err := db.InTx(ctx, func(tx *Tx) error {
		cur, err := lockReservation(ctx, tx, 0, uuid)
		if err != nil {
			return err
		}
		id = cur.id
		if err := reservation.CheckArrival(cur.mode, cur.status); err != nil {
			return err
		}
		q, args := `UPDATE reservations SET arrived_at = ? WHERE id = ?`, []any{tx.Now, cur.id}
		if spot != "" {
			q, args = `UPDATE reservations SET arrived_at = ?, curbside_spot = ? WHERE id = ?`, []any{tx.Now, spot, cur.id}
		}
		if _, err := tx.Exec(ctx, q, args...); err != nil {
			return fmt.Errorf("mark arrival: %w", err)
		}
		if err := tx.addReservationEvent(ctx, cur.storeID, cur.id, FeedArrived, cur.status, reservation.Shopper, reservation.ArrivalNote(spot)); err != nil {
			return err
		}
		return alertStore(ctx, tx, cur.id, publicURL, notify.StoreArrivalMail)
	})
	if err != nil {
		return reservation.Reservation{}, err
	}
	return loadReservation(ctx, db.Reader(), `r.id = ?`, id)
}

// alertStore queues mail (made by news) about reservation id to each of
// its store's notification_emails, in tx.
func alertStore(ctx context.Context, tx *Tx, id int64, publicURL string, news func(to, publicURL string, r notify.StoreReservation) notify.Message) error {
	var (
		r           notify.StoreReservation
		first, last string
		total       int64
	)
	if err := tx.QueryRow(ctx, `SELECT r.store_id, r.reservation_mode, r.first_name, r.last_name, r.amount_cents, r.curbside_spot,
			(SELECT COALESCE(SUM(p.count), 0) FROM reservation_products p WHERE p.reservation_id = r.id)
		FROM reservations r WHERE r.id = ?`, id).Scan(&r.StoreID, &r.Mode, &first, &last, &total, &r.CurbsideSpot, &r.Items); err != nil {
		return fmt.Errorf("read the reservation to alert its store: %w", err)
	}
	store, err := FindStore(ctx, tx.Reader, r.StoreID)
	if err != nil || len(store.NotificationEmails) == 0 {
		return err
	}
	r.ID, r.StoreName, r.Total = id, store.Name, money.Cents(total).Display()
	r.ShopperName = strings.TrimSpace(first + " " + last)
	for _, to := range store.NotificationEmails {
		if err := tx.Enqueue(ctx, news(to, publicURL, r)); err != nil {
			return err
		}
	}
	return nil
}

// StoreReservation returns a store's reservation by id; another store's is
// problem.NotFound.
func (db *DB) StoreReservation(ctx context.Context, storeID, id int64) (reservation.Reservation, error) {
	res, err := loadReservation(ctx, db.Reader(), `r.id = ?`, id)
	if err != nil {
		return res, err
	}
	if res.Store.ID != storeID {
		return reservation.Reservation{}, errNoReservation
	}
	return res, nil
}
