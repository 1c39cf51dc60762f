package core

import (
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
)

// ReservationAnswer answers one reservation.
type ReservationAnswer struct {
	Reservation Reservation `json:"reservation"`
}

// Reservation is a reservation as its shopper sees it: the receipt, and
// where it stands.
type Reservation struct {
	// UUID is the secret of a guest's receipt link.
	UUID            string    `json:"uuid"`
	ID              int64     `json:"id"`
	Status          string    `json:"status"`
	ReservationMode string    `json:"reservation_mode"`
	CreatedAt       time.Time `json:"created_at"`
	PaymentMethod   string    `json:"payment_method"`
	// Amount is what the shopper pays at the store: the order total.
	Amount   money.Cents        `json:"amount"`
	Store    ReservationStore   `json:"store"`
	Contact  ReservationContact `json:"contact"`
	Products []ReservationLine  `json:"products"`
	// The totals as they were reserved.
	ItemTotal          money.Cents         `json:"item_total"`
	AllDiscountsTotal  money.Cents         `json:"all_discounts_total"`
	DiscountedSubtotal money.Cents         `json:"discounted_subtotal"`
	StoreTaxes         []pricing.TaxAmount `json:"store_taxes"`
	StoreTaxAmount     money.Cents         `json:"store_tax_amount"`
	SalesTaxRate       money.Rate          `json:"sales_tax_rate"`
	SalesTaxAmount     money.Cents         `json:"sales_tax_amount"`
	TaxIncluded        bool                `json:"tax_included"`
	ServiceFeeAmount   money.Cents         `json:"service_fee_amount"`
	DeliveryFeeAmount  money.Cents         `json:"delivery_fee_amount"`
	TipAmount          money.Cents         `json:"tip_amount"`
	OrderTotal         money.Cents         `json:"order_total"`
	ReservationProgress
}

// ReservationStore is the store a reservation is at.
type ReservationStore struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Address string `json:"address"`
	City    string `json:"city"`
	State   string `json:"state"`
	Zip     string `json:"zip"`
	Phone   string `json:"phone"`
	URLSlug string `json:"url_slug"`
	// TimeZoneIdentifier is the store's IANA time zone, in which its
	// windows are shown.
	TimeZoneIdentifier string `json:"time_zone_identifier"`
}

// ReservationContact is who picks the reservation up.
type ReservationContact struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Email     string `json:"email"`
	Phone     string `json:"phone"`
	// BirthDate (YYYY-MM-DD) is shown to the store's staff only.
	BirthDate string `json:"birth_date,omitempty"`
}

// ReservationLine is a product as it was reserved, with the price charged.
type ReservationLine struct {
	ProductID int64          `json:"product_id"`
	PriceID   catalog.Weight `json:"price_id"`
	Name      string         `json:"name"`
	Brand     string         `json:"brand"`
	Kind      string         `json:"kind"`
	Count     int            `json:"count"`
	UnitPrice money.Cents    `json:"unit_price"`
	LineTotal money.Cents    `json:"line_total"`
}

// ReservationProgress is where a reservation stands: its window, its
// curbside or delivery progress, the store's note and its history. Times
// not reached yet are null.
type ReservationProgress struct {
	WindowStart *time.Time `json:"window_start" jsonschema:"nullable"`
	WindowEnd   *time.Time `json:"window_end" jsonschema:"nullable"`
	// ASAP says the shopper asked for the earliest window.
	ASAP bool `json:"asap"`
	// DeliveryAddress is where a delivery goes; null for other modes.
	DeliveryAddress *pricing.Address `json:"delivery_address" jsonschema:"nullable"`
	// CurbsideSpot is where a curbside shopper parked, ArrivedAt when they
	// said "I'm here".
	CurbsideSpot       string     `json:"curbside_spot"`
	ArrivedAt          *time.Time `json:"arrived_at" jsonschema:"nullable"`
	DeliveryStartedAt  *time.Time `json:"delivery_started_at" jsonschema:"nullable"`
	DeliveryFinishedAt *time.Time `json:"delivery_finished_at" jsonschema:"nullable"`
	CancelledAt        *time.Time `json:"cancelled_at" jsonschema:"nullable"`
	StatusChangedAt    *time.Time `json:"status_changed_at" jsonschema:"nullable"`
	// Message is the store's latest note to the shopper.
	Message *string `json:"message" jsonschema:"nullable"`
	// CanCancel says whether the shopper may still cancel it.
	CanCancel bool               `json:"can_cancel"`
	Events    []ReservationEvent `json:"events"`
}

// ReservationEvent is a status a reservation went through, and who moved
// it there.
type ReservationEvent struct {
	Status    string            `json:"status"`
	Actor     reservation.Actor `json:"actor"`
	CreatedAt time.Time         `json:"created_at"`
}

// ReservationOf is the shopper's view of res.
func ReservationOf(res reservation.Reservation) Reservation {
	lines := make([]ReservationLine, len(res.Lines))
	for i, l := range res.Lines {
		lines[i] = ReservationLine{ProductID: l.ProductID, PriceID: l.PriceID, Name: l.Name, Brand: l.Brand,
			Kind: l.Kind, Count: l.Count, UnitPrice: l.UnitPrice, LineTotal: l.LineTotal}
	}
	st := res.Store
	t := res.Totals
	return Reservation{
		UUID: res.UUID, ID: res.ID, Status: res.Status, ReservationMode: res.ReservationMode,
		CreatedAt: res.CreatedAt, PaymentMethod: res.PaymentMethod, Amount: res.Amount,
		Store: ReservationStore{ID: st.ID, Name: st.Name, Address: st.Address, City: st.City,
			State: st.State, Zip: st.Zip, Phone: st.Phone, URLSlug: st.URLSlug, TimeZoneIdentifier: st.TimeZone},
		Contact: ReservationContact{FirstName: res.Contact.FirstName, LastName: res.Contact.LastName,
			Email: res.Contact.Email, Phone: res.Contact.Phone},
		Products:  lines,
		ItemTotal: t.ItemTotal, AllDiscountsTotal: t.ProductDiscounts, DiscountedSubtotal: t.DiscountedSubtotal,
		StoreTaxes: NonNilTaxes(t.StoreTaxes), StoreTaxAmount: t.StoreTaxTotal, SalesTaxRate: t.SalesTaxRate,
		SalesTaxAmount: t.SalesTax, TaxIncluded: t.TaxIncluded, ServiceFeeAmount: t.ServiceFee,
		DeliveryFeeAmount: t.DeliveryFee, TipAmount: t.Tip, OrderTotal: t.OrderTotal,
		ReservationProgress: reservationProgress(res),
	}
}

// NonNilTaxes answers no taxes as [], never null.
func NonNilTaxes(taxes []pricing.TaxAmount) []pricing.TaxAmount {
	if taxes == nil {
		return []pricing.TaxAmount{}
	}
	return taxes
}

// reservationProgress is where res stands.
func reservationProgress(res reservation.Reservation) ReservationProgress {
	events := make([]ReservationEvent, len(res.Events))
	for i, e := range res.Events {
		events[i] = ReservationEvent{Status: e.Status, Actor: e.Actor, CreatedAt: e.CreatedAt}
	}
	var message *string
	if res.Message != "" {
		message = &res.Message
	}
	return ReservationProgress{
		WindowStart: res.WindowStart, WindowEnd: res.WindowEnd, ASAP: res.ASAP, DeliveryAddress: res.DeliveryAddress,
		CurbsideSpot: res.CurbsideSpot, ArrivedAt: res.ArrivedAt, DeliveryStartedAt: res.DeliveryStartedAt,
		DeliveryFinishedAt: res.DeliveryFinishedAt, CancelledAt: res.CancelledAt, StatusChangedAt: res.StatusChangedAt,
		Message: message, CanCancel: reservation.CanCancel(res.Status, reservation.Shopper), Events: events,
	}
}

// CheckoutAnswer answers a checkout: the reservation placed.
type CheckoutAnswer struct {
	Message     string            `json:"message"`
	Reservation PlacedReservation `json:"reservation"`
	Contact     CheckoutContact   `json:"contact"`
	// WarningMessage says, when the reservation was placed while the
	// store or the mode was closed, which window it is for.
	WarningMessage string `json:"warning_message,omitempty"`
}

// PlacedReservation is the reservation a checkout placed.
type PlacedReservation struct {
	UUID            string      `json:"uuid"`
	ID              int64       `json:"id"`
	Amount          money.Cents `json:"amount"`
	Status          string      `json:"status"`
	ReservationMode string      `json:"reservation_mode"`
	StoreID         int64       `json:"store_id"`
	CreatedAt       time.Time   `json:"created_at"`
	// DeliveryStartedAt, DeliveryFinishedAt and Message are null at
	// checkout, in the wire shape clients expect.
	DeliveryStartedAt  *time.Time `json:"delivery_started_at" jsonschema:"nullable"`
	DeliveryFinishedAt *time.Time `json:"delivery_finished_at" jsonschema:"nullable"`
	PaymentMethod      string     `json:"payment_method"`
	Message            *string    `json:"message" jsonschema:"nullable"`
}

// CheckoutContact says whether the checkout's e-mail address has an
// account (spec section 3: a guest is offered to make one).
type CheckoutContact struct {
	IsRegistered bool `json:"is_registered"`
}

// ReservationPage answers a page of the signed-in customer's reservations.
type ReservationPage struct {
	Reservations []ReservationSummary `json:"reservations"`
	// Total is how many there are, all pages.
	Total   int `json:"total"`
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
}

// ReservationSummary is a reservation in the customer's list.
type ReservationSummary struct {
	ID              int64       `json:"id"`
	UUID            string      `json:"uuid"`
	Status          string      `json:"status"`
	ReservationMode string      `json:"reservation_mode"`
	Amount          money.Cents `json:"amount"`
	// ProductCount is how many items it holds.
	ProductCount int                     `json:"product_count"`
	CreatedAt    time.Time               `json:"created_at"`
	Store        ReservationSummaryStore `json:"store"`
}

// ReservationSummaryStore is the store of a reservation in the list.
type ReservationSummaryStore struct {
	ID                 int64  `json:"id"`
	Name               string `json:"name"`
	URLSlug            string `json:"url_slug"`
	City               string `json:"city"`
	State              string `json:"state"`
	TimeZoneIdentifier string `json:"time_zone_identifier"`
}

// Notice is how shoppers are told of changes to their reservations.
func (s *Server) Notice() storage.Notice {
	return storage.Notice{PublicURL: s.PublicURL, SMS: s.SMS}
}
