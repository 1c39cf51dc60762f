package business

import (
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/reservation"
)

// The store console's queue: its rows, a reservation's detail, the pick
// list, and the requests that move a reservation on or leave the shopper a
// note (docs/adr/0022-store-console.md, sections 4 and step 3).

// BusinessReservation is a reservation as the queue lists it. The live
// stream (a later step) sends the same row, as of each event.
type BusinessReservation struct {
	// ID is the reservation's number, as its receipt shows it (#ID).
	ID int64 `json:"id"`
	// UUID is its receipt link's.
	UUID            string `json:"uuid"`
	Status          string `json:"status"`
	ReservationMode string `json:"reservation_mode" jsonschema:"enum=pickup,enum=delivery,enum=curbside,enum=kiosk"`
	// WindowStart and WindowEnd are the window it is for, null for none;
	// ASAP says the shopper asked for the earliest.
	WindowStart *time.Time `json:"window_start" jsonschema:"nullable"`
	WindowEnd   *time.Time `json:"window_end" jsonschema:"nullable"`
	ASAP        bool       `json:"asap"`
	// ShopperName is the name it is under, "" for an anonymous kiosk
	// order.
	ShopperName string `json:"shopper_name"`
	// ItemCount is how many items it holds; OrderTotal what the shopper
	// pays.
	ItemCount  int         `json:"item_count"`
	OrderTotal money.Cents `json:"order_total"`
	// ArrivedAt is when a curbside shopper said "I'm here", at
	// CurbsideSpot.
	ArrivedAt    *time.Time `json:"arrived_at" jsonschema:"nullable"`
	CurbsideSpot string     `json:"curbside_spot"`
	// NextStatuses are the statuses the store may move it to now: the
	// next on its path, then cancelled (with a reason) until it is final.
	NextStatuses    []string   `json:"next_statuses"`
	CreatedAt       time.Time  `json:"created_at"`
	StatusChangedAt *time.Time `json:"status_changed_at" jsonschema:"nullable"`
}

// shopperName is a reservation's first and last names as one.
func shopperName(first, last string) string { return strings.TrimSpace(first + " " + last) }

// businessReservationOf is q as the queue lists it.
func businessReservationOf(q reservation.Queued) BusinessReservation {
	return BusinessReservation{ID: q.ID, UUID: q.UUID, Status: q.Status, ReservationMode: q.ReservationMode,
		WindowStart: q.WindowStart, WindowEnd: q.WindowEnd, ASAP: q.ASAP, ShopperName: shopperName(q.FirstName, q.LastName),
		ItemCount: q.Items, OrderTotal: q.Amount, ArrivedAt: q.ArrivedAt, CurbsideSpot: q.CurbsideSpot,
		NextStatuses: reservation.NextStatuses(q.ReservationMode, q.Status), CreatedAt: q.CreatedAt, StatusChangedAt: q.StatusChangedAt}
}

// queuedOf is a loaded reservation as the queue lists it.
func queuedOf(res reservation.Reservation) reservation.Queued {
	return reservation.Queued{ID: res.ID, UUID: res.UUID, Status: res.Status, ReservationMode: res.ReservationMode,
		WindowStart: res.WindowStart, WindowEnd: res.WindowEnd, ASAP: res.ASAP, FirstName: res.Contact.FirstName,
		LastName: res.Contact.LastName, Items: reservation.Items(res.Lines), Amount: res.Amount, CurbsideSpot: res.CurbsideSpot,
		ArrivedAt: res.ArrivedAt, CreatedAt: res.CreatedAt, StatusChangedAt: res.StatusChangedAt}
}

// StatusCounts are how many reservations of each status the queue's other
// filters pick: the tabs' counts. Active is the sum of the statuses that
// are not final (the tab "active"); All of every status.
type StatusCounts struct {
	Active           int `json:"active"`
	All              int `json:"all"`
	Pending          int `json:"pending"`
	Verification     int `json:"verification"`
	Preparing        int `json:"preparing"`
	ReadyForPickup   int `json:"ready_for_pickup"`
	DeliveryStarted  int `json:"delivery_started"`
	DeliveryFinished int `json:"delivery_finished"`
	Finished         int `json:"finished"`
	Cancelled        int `json:"cancelled"`
}

// statusCountsOf are counts by status as the tabs show them.
func statusCountsOf(counts map[string]int) StatusCounts {
	out := StatusCounts{Pending: counts[reservation.Pending], Verification: counts[reservation.Verification],
		Preparing: counts[reservation.Preparing], ReadyForPickup: counts[reservation.ReadyForPickup],
		DeliveryStarted: counts[reservation.DeliveryStarted], DeliveryFinished: counts[reservation.DeliveryFinished],
		Finished: counts[reservation.Finished], Cancelled: counts[reservation.Cancelled]}
	for _, s := range reservation.Statuses {
		out.All += counts[s]
		if !reservation.Final(s) {
			out.Active += counts[s]
		}
	}
	return out
}

// BusinessReservationPage answers a page of the store's queue: the
// reservations its filters pick, still to fill first (the one due soonest
// at the top), then finished and cancelled ones, newest first.
type BusinessReservationPage struct {
	Reservations []BusinessReservation `json:"reservations"`
	// Total is how many the filters pick, all pages.
	Total   int `json:"total"`
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
	// Counts are the tabs': how many of each status the other filters
	// pick.
	Counts StatusCounts `json:"counts"`
	// LastEventID is the store's newest reservation event when the page
	// was read: the live stream resumes after it.
	LastEventID int64 `json:"last_event_id"`
	// TimeZoneIdentifier is the store's IANA time zone, in which its
	// windows and days are shown.
	TimeZoneIdentifier string `json:"time_zone_identifier"`
}

// BusinessReservationLine is a line of a reservation as reserved: the
// product, its weight (price_id, and its label: "3.5g", "Each"), how many,
// and the price charged.
type BusinessReservationLine struct {
	ProductID   int64          `json:"product_id"`
	Name        string         `json:"name"`
	Brand       string         `json:"brand"`
	Kind        string         `json:"kind"`
	PriceID     catalog.Weight `json:"price_id"`
	WeightLabel string         `json:"weight_label"`
	Count       int            `json:"count"`
	UnitPrice   money.Cents    `json:"unit_price"`
	LineTotal   money.Cents    `json:"line_total"`
}

// BusinessTotals are a reservation's totals as they were reserved: the
// items, each kind of discount (store's line specials, brands', the group
// special, the cart's special or promo code, loyalty rewards) and all of
// them, the taxes, fees, tip, cash rounding and what the shopper pays.
type BusinessTotals struct {
	ItemTotal          money.Cents         `json:"item_total"`
	ProductDiscounts   money.Cents         `json:"product_discounts_total"`
	BrandDiscounts     money.Cents         `json:"brand_discounts_total"`
	GroupDiscounts     money.Cents         `json:"group_discounts_total"`
	CartDiscount       money.Cents         `json:"cart_discount_amount"`
	LoyaltyDiscount    money.Cents         `json:"loyalty_discount_total"`
	AllDiscounts       money.Cents         `json:"all_discounts_total"`
	DiscountedSubtotal money.Cents         `json:"discounted_subtotal"`
	StoreTaxes         []pricing.TaxAmount `json:"store_taxes"`
	StoreTaxAmount     money.Cents         `json:"store_tax_amount"`
	SalesTaxRate       money.Rate          `json:"sales_tax_rate"`
	SalesTaxAmount     money.Cents         `json:"sales_tax_amount"`
	TaxIncluded        bool                `json:"tax_included"`
	ServiceFeeAmount   money.Cents         `json:"service_fee_amount"`
	DeliveryFeeAmount  money.Cents         `json:"delivery_fee_amount"`
	TipAmount          money.Cents         `json:"tip_amount"`
	RoundingAmount     money.Cents         `json:"rounding_amount"`
	OrderTotal         money.Cents         `json:"order_total"`
}

// BusinessDiscount is a special that took something off the reservation:
// its title and type, where its amount is counted (product, brand, group
// or cart) and how much.
type BusinessDiscount struct {
	SpecialID   int64       `json:"special_id"`
	Title       string      `json:"title"`
	SpecialType string      `json:"special_type"`
	Category    string      `json:"category"`
	Amount      money.Cents `json:"amount"`
}

// BusinessReservationEvent is a step of a reservation's history: the
// status it went to (or stayed in, for a note or an arrival), who moved it,
// the store's note or the shopper's arrival, and when.
type BusinessReservationEvent struct {
	Status    string            `json:"status"`
	Actor     reservation.Actor `json:"actor" jsonschema:"enum=shopper,enum=store,enum=system"`
	Note      string            `json:"note"`
	CreatedAt time.Time         `json:"created_at"`
}

// BusinessDocumentPhoto is a photo of the shopper's identification the
// store may look at now (GET …/documents/{slot}, each look logged).
type BusinessDocumentPhoto struct {
	Slot        string    `json:"slot" jsonschema:"enum=government_photo,enum=mmj_card,enum=mmj_card_back,enum=student_photo,enum=veteran_photo"`
	ContentType string    `json:"content_type"`
	UploadedAt  time.Time `json:"uploaded_at"`
}

// BusinessReservationDetail is one reservation as the store works it: the
// queue's row, the shopper's contact (birth date included), the lines with
// their weights and counts, the totals and discounts, the delivery
// address, the store's latest note, the history, and the photos of the
// shopper's identification the member may look at now (empty for a guest,
// a final reservation, or a role without documents.view).
type BusinessReservationDetail struct {
	BusinessReservation
	// CustomerID is the shopper's account, null for a guest.
	CustomerID         *int64                     `json:"customer_id" jsonschema:"nullable"`
	Contact            core.ReservationContact    `json:"contact"`
	PaymentMethod      string                     `json:"payment_method"`
	DeliveryAddress    *pricing.Address           `json:"delivery_address" jsonschema:"nullable"`
	Message            *string                    `json:"message" jsonschema:"nullable"`
	Products           []BusinessReservationLine  `json:"products"`
	Totals             BusinessTotals             `json:"totals"`
	Discounts          []BusinessDiscount         `json:"discounts"`
	DeliveryStartedAt  *time.Time                 `json:"delivery_started_at" jsonschema:"nullable"`
	DeliveryFinishedAt *time.Time                 `json:"delivery_finished_at" jsonschema:"nullable"`
	CancelledAt        *time.Time                 `json:"cancelled_at" jsonschema:"nullable"`
	Events             []BusinessReservationEvent `json:"events"`
	DocumentPhotos     []BusinessDocumentPhoto    `json:"document_photos"`
	// TimeZoneIdentifier is the store's IANA time zone.
	TimeZoneIdentifier string `json:"time_zone_identifier"`
}

// businessLinesOf are lines as the console shows them.
func businessLinesOf(lines []reservation.Line) []BusinessReservationLine {
	out := make([]BusinessReservationLine, len(lines))
	for i, l := range lines {
		out[i] = BusinessReservationLine{ProductID: l.ProductID, Name: l.Name, Brand: l.Brand, Kind: l.Kind, PriceID: l.PriceID,
			WeightLabel: l.PriceID.Label(), Count: l.Count, UnitPrice: l.UnitPrice, LineTotal: l.LineTotal}
	}
	return out
}

// businessTotalsOf is t as the console shows it.
func businessTotalsOf(t pricing.Totals) BusinessTotals {
	return BusinessTotals{ItemTotal: t.ItemTotal, ProductDiscounts: t.ProductDiscounts, BrandDiscounts: t.BrandDiscounts,
		GroupDiscounts: t.GroupDiscounts, CartDiscount: t.CartDiscount, LoyaltyDiscount: t.LoyaltyDiscount,
		AllDiscounts: t.AllDiscounts, DiscountedSubtotal: t.DiscountedSubtotal, StoreTaxes: core.NonNilTaxes(t.StoreTaxes),
		StoreTaxAmount: t.StoreTaxTotal, SalesTaxRate: t.SalesTaxRate, SalesTaxAmount: t.SalesTax, TaxIncluded: t.TaxIncluded,
		ServiceFeeAmount: t.ServiceFee, DeliveryFeeAmount: t.DeliveryFee, TipAmount: t.Tip, RoundingAmount: t.Rounding,
		OrderTotal: t.OrderTotal}
}

// businessDetailOf is res as the store works it, with the photos of doc
// the member may look at (nil for none).
func businessDetailOf(res reservation.Reservation, doc *accounts.Document) BusinessReservationDetail {
	t := res.Totals
	out := BusinessReservationDetail{
		BusinessReservation: businessReservationOf(queuedOf(res)),
		Contact: core.ReservationContact{FirstName: res.Contact.FirstName, LastName: res.Contact.LastName,
			Email: res.Contact.Email, Phone: res.Contact.Phone, BirthDate: res.Contact.BirthDate},
		PaymentMethod: res.PaymentMethod, DeliveryAddress: res.DeliveryAddress,
		Products:          businessLinesOf(res.Lines),
		Totals:            businessTotalsOf(t),
		Discounts:         []BusinessDiscount{},
		DeliveryStartedAt: res.DeliveryStartedAt, DeliveryFinishedAt: res.DeliveryFinishedAt, CancelledAt: res.CancelledAt,
		Events:             make([]BusinessReservationEvent, len(res.Events)),
		DocumentPhotos:     []BusinessDocumentPhoto{},
		TimeZoneIdentifier: res.Store.TimeZone,
	}
	if res.CustomerID != 0 {
		out.CustomerID = &res.CustomerID
	}
	if res.Message != "" {
		out.Message = &res.Message
	}
	for _, a := range t.Applied {
		out.Discounts = append(out.Discounts, BusinessDiscount{SpecialID: a.SpecialID, Title: a.Title, SpecialType: a.SpecialType,
			Category: a.Category, Amount: a.Amount})
	}
	for i, e := range res.Events {
		out.Events[i] = BusinessReservationEvent{Status: e.Status, Actor: e.Actor, Note: e.Note, CreatedAt: e.CreatedAt}
	}
	if doc != nil {
		for _, slot := range accounts.PhotoSlots {
			if p, ok := doc.Photos[slot]; ok {
				out.DocumentPhotos = append(out.DocumentPhotos, BusinessDocumentPhoto{Slot: slot, ContentType: p.ContentType,
					UploadedAt: p.UploadedAt.UTC()})
			}
		}
	}
	return out
}

// BusinessReservationAnswer answers one reservation to the console.
type BusinessReservationAnswer struct {
	Reservation BusinessReservationDetail `json:"reservation"`
}

// StatusMove is POST …/reservations/{id}/status: the status to move to,
// one step along the reservation's path or cancelled, and a note for the
// shopper, which a cancellation needs (the reason).
type StatusMove struct {
	To      string `json:"to"`
	Message string `json:"message,omitempty"`
}

// ReservationNote is POST …/reservations/{id}/notes: a note to the
// shopper, the status kept.
type ReservationNote struct {
	Message string `json:"message"`
}

// PickLine is a line to take off the shelves.
type PickLine struct {
	ProductID   int64          `json:"product_id"`
	Name        string         `json:"name"`
	Brand       string         `json:"brand"`
	Kind        string         `json:"kind"`
	PriceID     catalog.Weight `json:"price_id"`
	WeightLabel string         `json:"weight_label"`
	Count       int            `json:"count"`
}

// PickList is what to gather for a reservation, in the order of the
// shelves (by kind, brand, name and weight), with what the bag is labelled
// with: the number, the shopper, the mode, the window and the store.
type PickList struct {
	ReservationID   int64      `json:"reservation_id"`
	Status          string     `json:"status"`
	ReservationMode string     `json:"reservation_mode"`
	ShopperName     string     `json:"shopper_name"`
	WindowStart     *time.Time `json:"window_start" jsonschema:"nullable"`
	WindowEnd       *time.Time `json:"window_end" jsonschema:"nullable"`
	ASAP            bool       `json:"asap"`
	CurbsideSpot    string     `json:"curbside_spot"`
	StoreName       string     `json:"store_name"`
	// TimeZoneIdentifier is the store's IANA time zone.
	TimeZoneIdentifier string     `json:"time_zone_identifier"`
	Lines              []PickLine `json:"lines"`
	ItemCount          int        `json:"item_count"`
}

// pickListOf is res's pick list.
func pickListOf(res reservation.Reservation) PickList {
	lines := reservation.PickOrder(res.Lines)
	out := PickList{ReservationID: res.ID, Status: res.Status, ReservationMode: res.ReservationMode,
		ShopperName: shopperName(res.Contact.FirstName, res.Contact.LastName), WindowStart: res.WindowStart, WindowEnd: res.WindowEnd,
		ASAP: res.ASAP, CurbsideSpot: res.CurbsideSpot, StoreName: res.Store.Name, TimeZoneIdentifier: res.Store.TimeZone,
		Lines: make([]PickLine, len(lines)), ItemCount: reservation.Items(lines)}
	for i, l := range lines {
		out.Lines[i] = PickLine{ProductID: l.ProductID, Name: l.Name, Brand: l.Brand, Kind: l.Kind, PriceID: l.PriceID,
			WeightLabel: l.PriceID.Label(), Count: l.Count}
	}
	return out
}
