package storage

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/webhook"
	"github.com/pistil/pistil/internal/webhook/payload"
)

// A store's webhook subscriptions, and the deliveries a change writes to
// the outbox (internal/webhook; docs/integrations.md, "Webhooks"). A
// delivery is written in the transaction of the change it tells of, at its
// end (InTx), when the reservation it carries is whole; it is sent only if
// that transaction commits.

// WebhookSubscription is a subscription as the console shows it; its
// secret is shown only when made or replaced.
type WebhookSubscription struct {
	ID, StoreID int64
	URL         string
	Description string
	Events      []string
	// LowStock is inventory.low's threshold.
	LowStock  int
	Active    bool
	CreatedAt time.Time
	UpdatedAt time.Time
	// Pending counts the deliveries still being tried, Failed those given
	// up in the last day; LastStatus is the last answered delivery's HTTP
	// status (0 for none yet).
	Pending, Failed int
	LastStatus      int
}

// WebhookFields are what a store sets of a subscription.
type WebhookFields struct {
	URL         string
	Description string
	Events      []string
	// LowStock is inventory.low's threshold; nil for the default (new) or
	// unchanged (an edit).
	LowStock *int
	Active   bool
}

// The messages of subscriptions refused.
const (
	MsgWebhookEvents      = "Choose at least one event: reservation.created, reservation.updated, reservation.cancelled, curbside.arrived, inventory.low or review.created."
	MsgWebhookLowStock    = "The low-stock threshold must be a whole number from 0 to 10,000."
	MsgWebhookDescription = "The description must be at most 200 characters."
	MsgWebhookTooMany     = "A store may have at most 20 webhook subscriptions: remove one first."
	MsgNoWebhook          = "There is no such webhook subscription at this store."
	MsgNoWebhookDelivery  = "There is no such delivery of this subscription."
)

// checkWebhook checks f against the rules of internal/webhook; allowPrivate
// lets the URL name a private address (-webhooks-private).
func checkWebhook(f *WebhookFields, allowPrivate bool) error {
	var v problem.Validations
	if _, err := webhook.CheckURL(f.URL, allowPrivate); err != nil {
		var p *problem.Error
		if errors.As(err, &p) {
			v.Add("url", p.Message)
		}
	}
	f.Description = strings.TrimSpace(f.Description)
	if utf8.RuneCountInString(f.Description) > webhook.MaxDescription {
		v.Add("description", MsgWebhookDescription)
	}
	seen := map[string]bool{}
	var events []string
	for _, e := range f.Events {
		if !webhook.Known(e) {
			v.Add("events", MsgWebhookEvents)
			break
		}
		if !seen[e] {
			seen[e] = true
			events = append(events, e)
		}
	}
	if len(f.Events) == 0 {
		v.Add("events", MsgWebhookEvents)
	}
	// Kept in the console's order, whatever the caller's.
	slices.SortFunc(events, func(a, b string) int { return slices.Index(webhook.Events, a) - slices.Index(webhook.Events, b) })
	f.Events = events
	if f.LowStock != nil && (*f.LowStock < 0 || *f.LowStock > webhook.MaxLowStock) {
		v.Add("low_stock", MsgWebhookLowStock)
	}
	return v.Err("The webhook subscription has errors.")
}

func webhookSealName(id int64) string { return fmt.Sprintf("webhook-secret:%d", id) }

func sealWebhookSecret(box *sealed.Box, id int64, secret string) (string, error) {
	b, err := box.Seal([]byte(secret), webhookSealName(id))
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

func openWebhookSecret(box *sealed.Box, id int64, text string) (string, error) {
	b, err := base64.StdEncoding.DecodeString(text)
	if err == nil {
		b, err = box.Open(b, webhookSealName(id))
	}
	if err != nil {
		return "", fmt.Errorf("webhook %d's secret: %w", id, err)
	}
	return string(b), nil
}

// CreateWebhook subscribes a URL of the store's to events, with a new
// secret (answered once, sealed at rest with box), and audits it
// (webhook.create) in one transaction.
func (db *DB) CreateWebhook(ctx context.Context, box *sealed.Box, storeID int64, f WebhookFields, allowPrivate bool, audit staff.Entry) (WebhookSubscription, string, error) {
	if err := checkWebhook(&f, allowPrivate); err != nil {
		return WebhookSubscription{}, "", err
	}
	low := webhook.DefaultLowStock
	if f.LowStock != nil {
		low = *f.LowStock
	}
	secret, err := webhook.NewSecret()
	if err != nil {
		return WebhookSubscription{}, "", err
	}
	var id int64
	err = db.InTx(ctx, func(tx *Tx) error {
		var n int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM webhook_subscriptions WHERE store_id = ?`, storeID).Scan(&n); err != nil {
			return err
		}
		if n >= webhook.MaxPerStore {
			return problem.New(problem.Conflict, "%s", MsgWebhookTooMany)
		}
		if err := tx.QueryRow(ctx, `INSERT INTO webhook_subscriptions (store_id, url, description, events, secret_sealed, low_stock, active, created_at, updated_at)
			VALUES (?, ?, ?, ?, '', ?, ?, ?, ?) RETURNING id`, storeID, f.URL, f.Description, strings.Join(f.Events, ","), low, f.Active,
			tx.Now, tx.Now).Scan(&id); err != nil {
			return fmt.Errorf("write webhook: %w", err)
		}
		text, err := sealWebhookSecret(box, id, secret)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE webhook_subscriptions SET secret_sealed = ? WHERE id = ?`, text, id); err != nil {
			return err
		}
		audit.StoreID, audit.Action, audit.Subject = storeID, "webhook.create", fmt.Sprintf("webhook:%d", id)
		audit.After = auditedWebhook{URL: f.URL, Events: f.Events, LowStock: low, Active: f.Active}
		return tx.Audit(ctx, audit)
	})
	if err != nil {
		return WebhookSubscription{}, "", err
	}
	sub, err := db.Webhook(ctx, storeID, id)
	return sub, secret, err
}

// auditedWebhook is a subscription as the audit log keeps it: never its
// secret.
type auditedWebhook struct {
	URL      string   `json:"url"`
	Events   []string `json:"events"`
	LowStock int      `json:"low_stock"`
	Active   bool     `json:"active"`
}

// UpdateWebhook writes f over subscription id of the store, and replaces
// its secret when rotate (the new one answered, else ""), audited
// (webhook.update) in one transaction.
func (db *DB) UpdateWebhook(ctx context.Context, box *sealed.Box, storeID, id int64, f WebhookFields, rotate, allowPrivate bool, audit staff.Entry) (WebhookSubscription, string, error) {
	if err := checkWebhook(&f, allowPrivate); err != nil {
		return WebhookSubscription{}, "", err
	}
	var secret string
	if rotate {
		var err error
		if secret, err = webhook.NewSecret(); err != nil {
			return WebhookSubscription{}, "", err
		}
	}
	err := db.InTx(ctx, func(tx *Tx) error {
		before, err := webhookRow(ctx, tx.Reader, storeID, id, tx.Dialect.ForUpdate())
		if err != nil {
			return err
		}
		low := before.LowStock
		if f.LowStock != nil {
			low = *f.LowStock
		}
		q, args := `UPDATE webhook_subscriptions SET url = ?, description = ?, events = ?, low_stock = ?, active = ?, updated_at = ?`,
			[]any{f.URL, f.Description, strings.Join(f.Events, ","), low, f.Active, tx.Now}
		if rotate {
			text, err := sealWebhookSecret(box, id, secret)
			if err != nil {
				return err
			}
			q, args = q+`, secret_sealed = ?`, append(args, text)
		}
		if _, err := tx.Exec(ctx, q+` WHERE id = ? AND store_id = ?`, append(args, id, storeID)...); err != nil {
			return fmt.Errorf("write webhook %d: %w", id, err)
		}
		audit.StoreID, audit.Action, audit.Subject = storeID, "webhook.update", fmt.Sprintf("webhook:%d", id)
		audit.Before = auditedWebhook{URL: before.URL, Events: before.Events, LowStock: before.LowStock, Active: before.Active}
		audit.After = auditedWebhook{URL: f.URL, Events: f.Events, LowStock: low, Active: f.Active}
		if rotate {
			audit.Action = "webhook.update+secret"
		}
		return tx.Audit(ctx, audit)
	})
	if err != nil {
		return WebhookSubscription{}, "", err
	}
	sub, err := db.Webhook(ctx, storeID, id)
	return sub, secret, err
}

// DeleteWebhook removes subscription id of the store and its deliveries,
// audited (webhook.delete) in one transaction.
func (db *DB) DeleteWebhook(ctx context.Context, storeID, id int64, audit staff.Entry) error {
	return db.InTx(ctx, func(tx *Tx) error {
		before, err := webhookRow(ctx, tx.Reader, storeID, id, tx.Dialect.ForUpdate())
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM webhook_deliveries WHERE subscription_id = ?`, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM webhook_subscriptions WHERE id = ?`, id); err != nil {
			return err
		}
		audit.StoreID, audit.Action, audit.Subject = storeID, "webhook.delete", fmt.Sprintf("webhook:%d", id)
		audit.Before = auditedWebhook{URL: before.URL, Events: before.Events, LowStock: before.LowStock, Active: before.Active}
		return tx.Audit(ctx, audit)
	})
}

const webhookColumns = `s.id, s.store_id, s.url, s.description, s.events, s.low_stock, s.active, s.created_at, s.updated_at`

func scanWebhook(scan func(...any) error, extra ...any) (WebhookSubscription, error) {
	var s WebhookSubscription
	var events string
	err := scan(append([]any{&s.ID, &s.StoreID, &s.URL, &s.Description, &events, &s.LowStock, &s.Active, &s.CreatedAt, &s.UpdatedAt}, extra...)...)
	s.Events = strings.Split(events, ",")
	return s, err
}

func webhookRow(ctx context.Context, r Reader, storeID, id int64, lock string) (WebhookSubscription, error) {
	s, err := scanWebhook(r.QueryRow(ctx, `SELECT `+webhookColumns+` FROM webhook_subscriptions s WHERE s.id = ? AND s.store_id = ?`+lock,
		id, storeID).Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return s, problem.New(problem.NotFound, "%s", MsgNoWebhook)
	}
	return s, err
}

// webhookHealth are a subscription's delivery counts and last status.
const webhookHealth = `,
	(SELECT COUNT(*) FROM webhook_deliveries d WHERE d.subscription_id = s.id AND d.delivered_at IS NULL AND d.failed_at IS NULL),
	(SELECT COUNT(*) FROM webhook_deliveries d WHERE d.subscription_id = s.id AND d.failed_at > ?),
	COALESCE((SELECT d.last_status FROM webhook_deliveries d WHERE d.subscription_id = s.id AND d.last_status <> 0 ORDER BY d.id DESC LIMIT 1), 0)`

// Webhook reads subscription id of the store, with its delivery counts.
func (db *DB) Webhook(ctx context.Context, storeID, id int64) (WebhookSubscription, error) {
	subs, err := db.webhooks(ctx, `s.store_id = ? AND s.id = ?`, storeID, id)
	if err == nil && len(subs) == 0 {
		err = problem.New(problem.NotFound, "%s", MsgNoWebhook)
	}
	if err != nil {
		return WebhookSubscription{}, err
	}
	return subs[0], nil
}

// Webhooks lists the store's subscriptions, oldest first.
func (db *DB) Webhooks(ctx context.Context, storeID int64) ([]WebhookSubscription, error) {
	return db.webhooks(ctx, `s.store_id = ?`, storeID)
}

func (db *DB) webhooks(ctx context.Context, where string, args ...any) ([]WebhookSubscription, error) {
	rows, err := db.Reader().Query(ctx, `SELECT `+webhookColumns+webhookHealth+` FROM webhook_subscriptions s WHERE `+where+` ORDER BY s.id`,
		append([]any{db.Now().UTC().Add(-webhook.Lifetime)}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("read webhooks: %w", err)
	}
	defer rows.Close()
	out := []WebhookSubscription{}
	for rows.Next() {
		var s WebhookSubscription
		var pending, failed, last int
		if s, err = scanWebhook(rows.Scan, &pending, &failed, &last); err != nil {
			return nil, err
		}
		s.Pending, s.Failed, s.LastStatus = pending, failed, last
		out = append(out, s)
	}
	return out, rows.Err()
}

// pendingWebhook is an event written in a transaction, whose deliveries
// are made when it ends (writeWebhooks).
type pendingWebhook struct {
	storeID int64
	event   string
	// A reservation's event: the reservation, the event of a move (whose
	// previous event holds the status before), who acted and the note.
	reservationID int64
	movedBy       int64
	actor         string
	note          string
	// A stock that fell.
	stock StockMove
	// A review.
	review payload.HookReview
}

// StockMove is a weight's stock before and after a change.
type StockMove struct {
	MenuProductID int64
	PriceID       catalog.Weight
	Before, After int
}

// StockFell tells the store's inventory.low subscribers, when tx commits,
// of the moves that took a stock to their threshold or under it.
func (tx *Tx) StockFell(storeID int64, moves ...StockMove) {
	for _, m := range moves {
		if m.After < m.Before {
			tx.webhooks = append(tx.webhooks, pendingWebhook{storeID: storeID, event: webhook.InventoryLow, stock: m})
		}
	}
}

// ReviewCreated tells the store's review.created subscribers of a review
// when tx commits.
func (tx *Tx) ReviewCreated(storeID int64, r payload.HookReview) {
	tx.webhooks = append(tx.webhooks, pendingWebhook{storeID: storeID, event: webhook.ReviewCreated, review: r})
}

// subscriber is an active subscription as an event finds it.
type subscriber struct {
	id       int64
	events   []string
	lowStock int
}

// writeWebhooks writes a delivery of each event the transaction told of to
// each active subscription of its store that asked for it. A reservation's
// deliveries are ordered by its id (order_key), so one waits for the
// earlier.
func (tx *Tx) writeWebhooks(ctx context.Context) error {
	subsOf := map[int64][]subscriber{}
	for _, p := range tx.webhooks {
		subs, ok := subsOf[p.storeID]
		if !ok {
			var err error
			if subs, err = tx.subscribers(ctx, p.storeID); err != nil {
				return err
			}
			subsOf[p.storeID] = subs
		}
		var to []subscriber
		for _, s := range subs {
			if slices.Contains(s.events, p.event) && (p.event != webhook.InventoryLow || webhook.FellLow(p.stock.Before, p.stock.After, s.lowStock)) {
				to = append(to, s)
			}
		}
		if len(to) == 0 {
			continue
		}
		if err := tx.deliverEvent(ctx, p, to); err != nil {
			return fmt.Errorf("write %s webhooks: %w", p.event, err)
		}
	}
	tx.webhooks = nil
	return nil
}

func (tx *Tx) subscribers(ctx context.Context, storeID int64) ([]subscriber, error) {
	rows, err := tx.Query(ctx, `SELECT id, events, low_stock FROM webhook_subscriptions WHERE store_id = ? AND active ORDER BY id`, storeID)
	if err != nil {
		return nil, fmt.Errorf("read webhook subscriptions: %w", err)
	}
	defer rows.Close()
	var out []subscriber
	for rows.Next() {
		var s subscriber
		var events string
		if err := rows.Scan(&s.id, &events, &s.lowStock); err != nil {
			return nil, err
		}
		s.events = strings.Split(events, ",")
		out = append(out, s)
	}
	return out, rows.Err()
}

// deliverEvent writes p's body once and a delivery of it to each of subs.
func (tx *Tx) deliverEvent(ctx context.Context, p pendingWebhook, subs []subscriber) error {
	id, err := uuid.NewV7()
	if err != nil {
		return err
	}
	h := payload.Header{ID: "evt_" + strings.ReplaceAll(id.String(), "-", ""), Type: p.event, CreatedAt: tx.Now.UTC(), StoreID: p.storeID}
	var orderKey sql.NullString
	var bodyOf func(subscriber) any
	switch p.event {
	case webhook.InventoryLow:
		low, err := tx.lowStock(ctx, p.stock)
		if err != nil {
			return err
		}
		bodyOf = func(s subscriber) any {
			low.Threshold = s.lowStock
			return payload.InventoryEvent{Header: h, Data: low}
		}
	case webhook.ReviewCreated:
		bodyOf = func(subscriber) any { return payload.ReviewEvent{Header: h, Data: p.review} }
	default:
		r, err := tx.reservationPayload(ctx, p.reservationID)
		if err != nil {
			return err
		}
		var previous string
		if p.movedBy != 0 {
			err := tx.QueryRow(ctx, `SELECT status FROM reservation_events WHERE reservation_id = ? AND id < ? ORDER BY id DESC LIMIT 1`,
				p.reservationID, p.movedBy).Scan(&previous)
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("read the status before: %w", err)
			}
		}
		orderKey = sql.NullString{String: fmt.Sprintf("reservation:%d", p.reservationID), Valid: true}
		body := payload.ReservationEvent{Header: h, Data: payload.ReservationData{Reservation: r, PreviousStatus: previous, Actor: p.actor, Note: p.note}}
		bodyOf = func(subscriber) any { return body }
	}
	for _, s := range subs {
		b, err := json.Marshal(bodyOf(s))
		if err != nil {
			return err
		}
		// It waits for the reservation's latest delivery to s still being
		// tried, if any: one after another, in order.
		var waiting sql.NullInt64
		if orderKey.Valid {
			if err := tx.QueryRow(ctx, `SELECT MAX(id) FROM webhook_deliveries WHERE subscription_id = ? AND order_key = ?
				AND delivered_at IS NULL AND failed_at IS NULL`, s.id, orderKey).Scan(&waiting); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `INSERT INTO webhook_deliveries (subscription_id, event_id, event, order_key, waiting_on, body,
			next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, s.id, h.ID, p.event, orderKey, waiting, string(b), tx.Now, tx.Now); err != nil {
			return err
		}
	}
	return nil
}

// reservationPayload reads reservation id as webhooks carry it.
func (tx *Tx) reservationPayload(ctx context.Context, id int64) (payload.HookReservation, error) {
	r, err := loadReservation(ctx, tx.Reader, `r.id = ?`, id)
	if err != nil {
		return payload.HookReservation{}, err
	}
	rows, err := tx.Query(ctx, `SELECT m.product_id, m.id, m.external_id FROM menu_products m
		WHERE m.store_id = ? AND m.product_id IN (SELECT p.product_id FROM reservation_products p WHERE p.reservation_id = ?)`, r.Store.ID, id)
	if err != nil {
		return payload.HookReservation{}, err
	}
	defer rows.Close()
	menu := map[int64]payload.MenuRef{}
	for rows.Next() {
		var product int64
		var ref payload.MenuRef
		var ext sql.NullString
		if err := rows.Scan(&product, &ref.MenuProductID, &ext); err != nil {
			return payload.HookReservation{}, err
		}
		if ext.Valid {
			ref.ExternalID = &ext.String
		}
		menu[product] = ref
	}
	if err := rows.Err(); err != nil {
		return payload.HookReservation{}, err
	}
	return payload.ReservationOf(r, menu), nil
}

// lowStock reads the product of a stock that fell.
func (tx *Tx) lowStock(ctx context.Context, m StockMove) (payload.HookLowStock, error) {
	out := payload.HookLowStock{MenuProductID: m.MenuProductID, PriceID: m.PriceID, Stock: m.After}
	var ext sql.NullString
	err := tx.QueryRow(ctx, `SELECT m.external_id, p.id, p.name, b.name FROM menu_products m
		JOIN products p ON p.id = m.product_id JOIN brands b ON b.id = p.brand_id WHERE m.id = ?`, m.MenuProductID).Scan(&ext, &out.ProductID, &out.Name, &out.Brand)
	if ext.Valid {
		out.ExternalID = &ext.String
	}
	return out, err
}
