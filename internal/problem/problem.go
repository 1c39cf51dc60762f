// Package problem defines the kinds of error Pistil returns, with per-field
// validations. It knows nothing of HTTP: the api package maps each Kind to a
// status code in one table.
package problem

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/money"
)

// Kind says what sort of failure an error is.
type Kind string

// The kinds of error. Anything that is not an *Error is internal.
const (
	Malformed    Kind = "malformed"    // the request could not be read
	Invalid      Kind = "invalid"      // fields failed validation
	NotFound     Kind = "not_found"    // the thing asked for does not exist
	Conflict     Kind = "conflict"     // the request clashes with the current state
	Unauthorized Kind = "unauthorized" // no valid credentials
	Forbidden    Kind = "forbidden"    // credentials valid, access refused
	Throttled    Kind = "throttled"    // too many requests
	Unavailable  Kind = "unavailable"  // a dependency is down
	Maintenance  Kind = "maintenance"  // the instance is in maintenance (spec section 8: 420)
	Internal     Kind = "internal"     // a bug or an unexpected failure
)

// Error is an error meant for the caller: its Message can be shown as is.
type Error struct {
	Kind    Kind
	Message string
	// Fields maps a field name (dotted for nested fields) to its messages.
	Fields map[string][]string
	// Details are the fields some refusals carry besides the message, such
	// as the unavailable products of a checkout; they are answered next to
	// code and message.
	Details Details
}

// Details are the fields a refusal may carry besides its message; each is
// left out of the answer when it is not set. The API contract describes
// them as part of the one error shape.
type Details struct {
	// RetryAfter is how many seconds to wait before trying again (throttled).
	RetryAfter int `json:"retry_after,omitempty"`
	// Errors repeats the message for clients that read a list of errors
	// (the session answers of sign-on).
	Errors []string `json:"errors,omitempty"`
	// ErrorMessage repeats the message where the loyalty client reads it.
	ErrorMessage string `json:"error_message,omitempty"`
	// Limit is the product group of a purchase limit the bag would pass;
	// LimitValue the limit, Unit its unit (g, oz, mg or units), Amount what
	// the bag would hold.
	Limit      string   `json:"limit,omitempty"`
	LimitValue *float64 `json:"limit_value,omitempty"`
	Unit       string   `json:"unit,omitempty"`
	Amount     *float64 `json:"amount,omitempty"`
	// Product is a product the limit cannot count, and Missing what the
	// menu does not say of it (weight or thc).
	Product string `json:"product,omitempty"`
	Missing string `json:"missing,omitempty"`
	// Minimum is a delivery minimum, in dollars, and Subtotal the bag's.
	Minimum  *money.Cents `json:"minimum,omitempty"`
	Subtotal *money.Cents `json:"subtotal,omitempty"`
	// OrderTotal is a checkout's total when it differs from the one the
	// shopper was shown.
	OrderTotal *money.Cents `json:"order_total,omitempty"`
	// ProductID, PriceID and MaxCartQuantity name a bag line over its cap.
	ProductID       int64  `json:"product_id,omitempty"`
	PriceID         string `json:"price_id,omitempty"`
	MaxCartQuantity *int   `json:"max_cart_quantity,omitempty"`
	// UnavailableProducts are the bag lines that cannot be reserved as
	// they stand.
	UnavailableProducts []UnavailableLine `json:"unavailable_products,omitempty"`
	// RedemptionID is the loyalty redemption a refusal is about.
	RedemptionID int64 `json:"redemption_id,omitempty"`
	// Points is the shopper's loyalty balance, PointsNeeded what the
	// redemptions take.
	Points       *int `json:"points,omitempty"`
	PointsNeeded *int `json:"points_needed,omitempty"`
	// Status is a reservation's status when it cannot change from it.
	Status string `json:"status,omitempty"`
	// Version is the version a row has now, when an edit was sent with
	// another (someone changed the row since the editor read it).
	Version int64 `json:"version,omitempty"`
	// Stock is a weight's count on hand now (PriceID names the weight),
	// when a stock change was sent with another count seen.
	Stock *int `json:"stock,omitempty"`
}

// UnavailableLine is a bag line that cannot be reserved as it stands.
type UnavailableLine struct {
	ProductID int64  `json:"product_id"`
	PriceID   string `json:"price_id"`
	// Available is how many can still be bought, 0 when none.
	Available int `json:"available"`
}

// Ptr is a pointer to v, for the Details that may be zero.
func Ptr[T any](v T) *T { return &v }

func (e *Error) Error() string {
	if len(e.Fields) == 0 {
		return fmt.Sprintf("%s: %s", e.Kind, e.Message)
	}
	return fmt.Sprintf("%s: %s %v", e.Kind, e.Message, e.Fields)
}

// New returns an error of the given kind with a formatted message.
func New(kind Kind, format string, args ...any) *Error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...)}
}

// KindOf returns the kind of err, or Internal when err is not an *Error.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}

// Validations collects field errors; its Err is nil while none were added.
type Validations struct {
	fields map[string][]string
}

// Add records a message for a field.
func (v *Validations) Add(field, message string) {
	if v.fields == nil {
		v.fields = map[string][]string{}
	}
	v.fields[field] = append(v.fields[field], message)
}

// Has reports whether the field already has a message.
func (v *Validations) Has(field string) bool { return len(v.fields[field]) > 0 }

// First returns the first message recorded for a field, or "".
func (v *Validations) First(field string) string {
	if m := v.fields[field]; len(m) > 0 {
		return m[0]
	}
	return ""
}

// Fields returns the field names with messages, sorted.
func (v *Validations) Fields() []string { return slices.Sorted(maps.Keys(v.fields)) }

// Err returns an Invalid error holding the validations, or nil if there are none.
func (v *Validations) Err(message string) error {
	if len(v.fields) == 0 {
		return nil
	}
	return &Error{Kind: Invalid, Message: message, Fields: v.fields}
}

// Invalidf is the problem of one invalid field: its message, and the
// request's message the same.
func Invalidf(field, message string) error {
	var v Validations
	v.Add(field, message)
	return v.Err(message)
}

// Within is err as the refusal of one part of a larger request: each of
// its fields whose path starts with root ("rows") is put under prefix
// ("stores[2]."), so "rows[3].weights[0].stock" names its place in the
// whole. Other errors, and other fields ("Idempotency-Key"), are as they
// were.
func Within(err error, prefix, root string) error {
	var e *Error
	if !errors.As(err, &e) || len(e.Fields) == 0 {
		return err
	}
	moved := *e
	moved.Fields = make(map[string][]string, len(e.Fields))
	for field, messages := range e.Fields {
		if field == root || strings.HasPrefix(field, root+".") || strings.HasPrefix(field, root+"[") {
			field = prefix + field
		}
		moved.Fields[field] = messages
	}
	return &moved
}
