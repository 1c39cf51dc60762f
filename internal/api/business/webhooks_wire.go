package business

import (
	"time"

	"github.com/pistil/pistil/internal/storage"
)

// Webhook is one of the store's webhook subscriptions, never its secret,
// with how its deliveries are going.
type Webhook struct {
	ID          int64  `json:"id"`
	URL         string `json:"url"`
	Description string `json:"description"`
	// Events are what it is sent, in the order of WebhookList.Events.
	Events []string `json:"events"`
	// LowStock is inventory.low's threshold: a weight's stock falling to
	// it or under it from above is news.
	LowStock  int       `json:"low_stock"`
	Active    bool      `json:"active"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
	// Pending counts the deliveries still being tried; FailedLastDay those
	// given up in the last 24 hours; LastStatus is the HTTP status of the
	// last answered delivery (0 for none yet).
	Pending       int `json:"pending"`
	FailedLastDay int `json:"failed_last_day"`
	LastStatus    int `json:"last_status"`
}

func webhookOf(s storage.WebhookSubscription) Webhook {
	return Webhook{ID: s.ID, URL: s.URL, Description: s.Description, Events: s.Events, LowStock: s.LowStock, Active: s.Active,
		CreatedAt: s.CreatedAt.UTC(), UpdatedAt: s.UpdatedAt.UTC(), Pending: s.Pending, FailedLastDay: s.Failed, LastStatus: s.LastStatus}
}

// WebhookList is the store's subscriptions, oldest first, and every
// event one may ask for.
type WebhookList struct {
	Webhooks []Webhook `json:"webhooks"`
	Events   []string  `json:"events"`
}

// WebhookRequest is a new subscription: a URL, the events, a
// description of the store's, inventory.low's threshold (5 when left
// out), and whether it is on (true when left out).
type WebhookRequest struct {
	URL         string   `json:"url"`
	Description string   `json:"description"`
	Events      []string `json:"events"`
	LowStock    *int     `json:"low_stock,omitempty"`
	Active      *bool    `json:"active,omitempty"`
}

// WebhookChange writes a subscription over what it was: the threshold
// kept when left out; RotateSecret replaces its secret, answered once.
type WebhookChange struct {
	URL          string   `json:"url"`
	Description  string   `json:"description"`
	Events       []string `json:"events"`
	LowStock     *int     `json:"low_stock,omitempty"`
	Active       bool     `json:"active"`
	RotateSecret bool     `json:"rotate_secret"`
}

// WebhookAnswer is a subscription; Secret is its signing secret, only
// when it was just made or replaced: keep it, it is not shown again.
type WebhookAnswer struct {
	Webhook Webhook `json:"webhook"`
	Secret  string  `json:"secret,omitempty"`
}

// WebhookDelivery is a delivery in a subscription's log.
type WebhookDelivery struct {
	ID int64 `json:"id"`
	// EventID is the body's id: a delivery sent again carries the same.
	EventID string `json:"event_id"`
	Event   string `json:"event"`
	// Status is pending (being tried), delivered or failed (given up).
	Status string `json:"status" jsonschema:"enum=pending,enum=delivered,enum=failed"`
	// Attempts counts the tries; LastStatus is the last answer's HTTP
	// status (0 for none: no connection, a timeout) and LastError what
	// went wrong.
	Attempts      int        `json:"attempts"`
	LastStatus    int        `json:"last_status"`
	LastError     string     `json:"last_error"`
	CreatedAt     time.Time  `json:"created_at"`
	NextAttemptAt *time.Time `json:"next_attempt_at" jsonschema:"nullable"`
	DeliveredAt   *time.Time `json:"delivered_at" jsonschema:"nullable"`
	FailedAt      *time.Time `json:"failed_at" jsonschema:"nullable"`
	// ResentFrom is the delivery this one sends again, 0 for none.
	ResentFrom int64 `json:"resent_from"`
	// Body is the exact JSON sent, as the signature covers it.
	Body string `json:"body"`
}

func webhookDeliveryOf(d storage.WebhookDelivery) WebhookDelivery {
	out := WebhookDelivery{ID: d.ID, EventID: d.EventID, Event: d.Event, Status: "pending", Attempts: d.Attempts, LastStatus: d.LastStatus,
		LastError: d.LastError, CreatedAt: d.CreatedAt.UTC(), NextAttemptAt: utcOrNil(d.NextAttemptAt), DeliveredAt: utcOrNil(d.DeliveredAt),
		FailedAt: utcOrNil(d.FailedAt), ResentFrom: d.ResentFrom, Body: d.Body}
	switch {
	case d.DeliveredAt != nil:
		out.Status = "delivered"
	case d.FailedAt != nil:
		out.Status = "failed"
	}
	return out
}

func utcOrNil(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// WebhookDeliveryPage is a page of a subscription's deliveries, newest
// first; NextBefore reads the next page (0: this is the last).
type WebhookDeliveryPage struct {
	Deliveries []WebhookDelivery `json:"deliveries"`
	NextBefore int64             `json:"next_before"`
}

// WebhookDeliveryAnswer is one delivery.
type WebhookDeliveryAnswer struct {
	Delivery WebhookDelivery `json:"delivery"`
}
