package reservation

import (
	"time"

	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
)

// Reservation is a checked-out cart: what was reserved, for whom, at what price.
type Reservation struct {
	ID     int64
	UUID   string
	Store  catalog.StoreSummary
	CartID int64
	// CustomerID is the account the reservation belongs to, 0 for a guest's.
	CustomerID      int64
	Status          string
	ReservationMode string
	Contact         checkout.Contact
	PaymentMethod   string
	Amount          money.Cents
	Totals          pricing.Totals
	Lines           []Line
	CreatedAt       time.Time
	// WindowStart and WindowEnd are the window the reservation is for, nil
	// for none; ASAP says the shopper asked for the earliest.
	WindowStart, WindowEnd *time.Time
	ASAP                   bool
	// DeliveryAddress is where a delivery goes, nil for other modes.
	DeliveryAddress *pricing.Address
	// CurbsideSpot is where a curbside shopper parked, and ArrivedAt when
	// they said they were there ("I'm here"), nil before.
	CurbsideSpot string
	ArrivedAt    *time.Time
	// When the reservation entered its status, a delivery started and
	// finished, and the reservation was cancelled; nil for not (yet).
	StatusChangedAt, DeliveryStartedAt, DeliveryFinishedAt, CancelledAt *time.Time
	// Message is the store's latest note to the shopper.
	Message string
	// Events are the statuses the reservation went through, oldest first,
	// beginning with its placement.
	Events []Event
	// Attribution is its cart's at checkout.
	Attribution cart.Attribution
}

// Line is a product as it was reserved, with the price charged.
type Line struct {
	ProductID int64
	PriceID   catalog.Weight
	Name      string
	Brand     string
	Kind      string
	Count     int
	UnitPrice money.Cents
	LineTotal money.Cents
}

// Event is a status a reservation went through: who moved it
// there and when, with the store's note or the shopper's arrival.
type Event struct {
	Status    string
	Actor     Actor
	Note      string
	CreatedAt time.Time
}

// Summary is a line of a customer's list of reservations.
type Summary struct {
	ID              int64
	UUID            string
	Store           catalog.StoreSummary
	Status          string
	ReservationMode string
	Amount          money.Cents
	Products        int
	CreatedAt       time.Time
}

// Queued is a reservation as a store's queue lists it: where it stands,
// for when, for whom and for how much.
type Queued struct {
	ID              int64
	UUID            string
	Status          string
	ReservationMode string
	// WindowStart and WindowEnd are its window, nil for none; ASAP says
	// the shopper asked for the earliest.
	WindowStart, WindowEnd *time.Time
	ASAP                   bool
	FirstName, LastName    string
	// Items is how many items it holds; Amount its order total.
	Items  int
	Amount money.Cents
	// CurbsideSpot and ArrivedAt are a curbside shopper's arrival.
	CurbsideSpot    string
	ArrivedAt       *time.Time
	CreatedAt       time.Time
	StatusChangedAt *time.Time
}
