// Package payload is the bodies of Pistil's webhooks (internal/webhook),
// as the API contract describes them: each begins with Header, and its
// data is the news.
package payload

import (
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/webhook"
)

// Header is what every delivery's body begins with.
type Header struct {
	// ID is the event's: a delivery sent again, or to several
	// subscriptions, carries the same, so a receiver can tell a repeat
	// (deliveries are at least once).
	ID string `json:"id"`
	// Type is the event (webhook.Events), as the Pistil-Event header says.
	Type      string    `json:"type"`
	CreatedAt time.Time `json:"created_at"`
	StoreID   int64     `json:"store_id"`
}

// ReservationEvent is the body of reservation.created,
// reservation.updated, reservation.cancelled and curbside.arrived.
type ReservationEvent struct {
	Header
	Data ReservationData `json:"data"`
}

// ReservationData is a reservation event's news: the reservation as it is
// after the event, and what the status was before it ("" for a new one).
type ReservationData struct {
	Reservation    HookReservation `json:"reservation"`
	PreviousStatus string          `json:"previous_status,omitempty"`
	// Actor is who acted: shopper, store or system.
	Actor string `json:"actor"`
	// Note is the store's cancellation reason, or where a curbside
	// shopper parked, when there is one.
	Note string `json:"note,omitempty"`
}

// HookReservation is a reservation as a point of sale rings it up.
type HookReservation struct {
	ID      int64  `json:"id"`
	UUID    string `json:"uuid"`
	StoreID int64  `json:"store_id"`
	Status  string `json:"status"`
	// Mode is pickup, delivery, curbside or kiosk.
	Mode          string           `json:"reservation_mode"`
	CreatedAt     time.Time        `json:"created_at"`
	Customer      HookCustomer     `json:"customer"`
	PaymentMethod string           `json:"payment_method"`
	Lines         []HookLine       `json:"products"`
	ItemTotal     money.Cents      `json:"item_total"`
	Discounts     money.Cents      `json:"all_discounts_total"`
	Subtotal      money.Cents      `json:"discounted_subtotal"`
	Amount        money.Cents      `json:"amount"`
	WindowStart   *time.Time       `json:"window_start"`
	WindowEnd     *time.Time       `json:"window_end"`
	ASAP          bool             `json:"asap"`
	Delivery      *pricing.Address `json:"delivery_address"`
	CurbsideSpot  string           `json:"curbside_spot,omitempty"`
	ArrivedAt     *time.Time       `json:"arrived_at"`
}

// HookCustomer is who the reservation is for.
type HookCustomer struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Email     string `json:"email"`
	Phone     string `json:"phone"`
	// BirthDate is YYYY-MM-DD, for the age check at the counter.
	BirthDate string `json:"birth_date"`
}

// HookLine is a product reserved: the catalogue's product id, the store's
// menu product id and the point of sale's own id, when it has one.
type HookLine struct {
	ProductID     int64          `json:"product_id"`
	MenuProductID int64          `json:"menu_product_id"`
	ExternalID    *string        `json:"external_id"`
	PriceID       catalog.Weight `json:"price_id"`
	Name          string         `json:"name"`
	Brand         string         `json:"brand"`
	Kind          string         `json:"kind"`
	Count         int            `json:"count"`
	UnitPrice     money.Cents    `json:"unit_price"`
	LineTotal     money.Cents    `json:"line_total"`
}

// MenuRef is a menu product's ids, by catalogue product id.
type MenuRef struct {
	MenuProductID int64
	ExternalID    *string
}

// ReservationOf is r as a webhook carries it; menu gives the menu
// product and point-of-sale ids of its lines' products.
func ReservationOf(r reservation.Reservation, menu map[int64]MenuRef) HookReservation {
	out := HookReservation{ID: r.ID, UUID: r.UUID, StoreID: r.Store.ID, Status: r.Status, Mode: r.ReservationMode,
		CreatedAt: r.CreatedAt.UTC(), PaymentMethod: r.PaymentMethod, Lines: make([]HookLine, len(r.Lines)),
		Customer: HookCustomer{FirstName: r.Contact.FirstName, LastName: r.Contact.LastName, Email: r.Contact.Email,
			Phone: r.Contact.Phone, BirthDate: r.Contact.BirthDate},
		ItemTotal: r.Totals.ItemTotal, Discounts: r.Totals.AllDiscounts, Subtotal: r.Totals.DiscountedSubtotal, Amount: r.Amount,
		WindowStart: utc(r.WindowStart), WindowEnd: utc(r.WindowEnd), ASAP: r.ASAP, Delivery: r.DeliveryAddress,
		CurbsideSpot: r.CurbsideSpot, ArrivedAt: utc(r.ArrivedAt)}
	for i, l := range r.Lines {
		ref := menu[l.ProductID]
		out.Lines[i] = HookLine{ProductID: l.ProductID, MenuProductID: ref.MenuProductID, ExternalID: ref.ExternalID,
			PriceID: l.PriceID, Name: l.Name, Brand: l.Brand, Kind: l.Kind, Count: l.Count, UnitPrice: l.UnitPrice, LineTotal: l.LineTotal}
	}
	return out
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// ReservationEventType is the event of a reservation's event of kind
// (storage's feed kinds: placed, status, arrived, note) into status; ""
// for one no webhook tells of (a note to the shopper).
func ReservationEventType(kind, status string) string {
	switch {
	case kind == "placed":
		return webhook.ReservationCreated
	case kind == "arrived":
		return webhook.CurbsideArrived
	case kind == "status" && status == reservation.Cancelled:
		return webhook.ReservationCancelled
	case kind == "status":
		return webhook.ReservationUpdated
	}
	return ""
}

// InventoryEvent is the body of inventory.low.
type InventoryEvent struct {
	Header
	Data HookLowStock `json:"data"`
}

// HookLowStock is a weight of a menu product whose stock fell to the
// subscription's threshold or below.
type HookLowStock struct {
	MenuProductID int64          `json:"menu_product_id"`
	ExternalID    *string        `json:"external_id"`
	ProductID     int64          `json:"product_id"`
	Name          string         `json:"name"`
	Brand         string         `json:"brand"`
	PriceID       catalog.Weight `json:"price_id"`
	Stock         int            `json:"stock"`
	Threshold     int            `json:"threshold"`
}

// ReviewEvent is the body of review.created.
type ReviewEvent struct {
	Header
	Data HookReview `json:"data"`
}

// HookReview is a shopper's review of a product at the store.
type HookReview struct {
	ID        int64     `json:"id"`
	ProductID int64     `json:"product_id"`
	Rating    int       `json:"rating"`
	Comment   string    `json:"comment"`
	Nickname  string    `json:"nickname"`
	CreatedAt time.Time `json:"created_at"`
}
