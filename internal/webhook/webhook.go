// Package webhook is what Pistil tells other systems when something
// happens at a store (issue 22, docs/integrations.md): the events a
// subscription may ask for, the payloads they carry, how each delivery is
// signed and checked, when a failed one is tried again, and which
// addresses a subscription may name. It does no I/O; internal/notify
// delivers, internal/storage keeps the subscriptions and the outbox.
package webhook

import (
	"slices"
	"time"
)

// The events a subscription may ask for.
const (
	// ReservationCreated: a shopper checked out.
	ReservationCreated = "reservation.created"
	// ReservationUpdated: a reservation moved to another status, other
	// than cancelled.
	ReservationUpdated = "reservation.updated"
	// ReservationCancelled: the shopper or the store cancelled it.
	ReservationCancelled = "reservation.cancelled"
	// CurbsideArrived: a curbside shopper said they were there.
	CurbsideArrived = "curbside.arrived"
	// InventoryLow: a weight's stock fell to the subscription's threshold
	// or below it, from above it.
	InventoryLow = "inventory.low"
	// ReviewCreated: a shopper reviewed a product at the store.
	ReviewCreated = "review.created"
)

// Events are every event, in the order the console lists them.
var Events = []string{ReservationCreated, ReservationUpdated, ReservationCancelled, CurbsideArrived, InventoryLow, ReviewCreated}

// Known reports whether event is one of Events.
func Known(event string) bool { return slices.Contains(Events, event) }

// The headers of a delivery.
const (
	// SignatureHeader carries "t=<unix seconds>,v1=<hex HMAC-SHA256>"
	// (Sign).
	SignatureHeader = "Pistil-Signature"
	// EventHeader names the event, as the body's "type" does.
	EventHeader = "Pistil-Event"
	// DeliveryHeader is the delivery's id: a delivery sent again keeps the
	// body (and its event id) but has an id of its own.
	DeliveryHeader = "Pistil-Delivery"
)

// Retry rules: a failed delivery is tried again after 10 s, 20 s, 40 s …
// at most an hour apart, until a day after the event; a subscriber that
// is down for less than a day misses nothing.
const (
	Lifetime     = 24 * time.Hour
	firstBackoff = 10 * time.Second
	maxBackoff   = time.Hour
)

// NextAttempt is when to try a delivery again that was made at created
// and has failed attempts times (attempts ≥ 1), the last at now; ok is
// false when the day is over and the delivery is given up. The last try
// falls on the day's end rather than after it.
func NextAttempt(created, now time.Time, attempts int) (at time.Time, ok bool) {
	d := firstBackoff
	for i := 1; i < attempts && d < maxBackoff; i++ {
		d *= 2
	}
	at = now.Add(min(d, maxBackoff))
	end := created.Add(Lifetime)
	if !now.Before(end) {
		return time.Time{}, false
	}
	if at.After(end) {
		at = end
	}
	return at, true
}

// Subscription limits.
const (
	// MaxURL is the longest subscriber URL, in bytes.
	MaxURL = 2000
	// MaxPerStore is how many subscriptions a store may have.
	MaxPerStore = 20
	// DefaultLowStock is inventory.low's threshold when a subscription
	// names none; MaxLowStock the highest allowed.
	DefaultLowStock = 5
	MaxLowStock     = 10000
	// MaxDescription is the longest description, in characters.
	MaxDescription = 200
)

// FellLow reports whether a stock that went from before to after crossed
// threshold downwards: above it before, at or under it after.
func FellLow(before, after, threshold int) bool { return before > threshold && after <= threshold }
