package bag

import (
	"net/http"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage"
)

// CheckoutRequest is POST /carts/checkout: the cart, how it is
// fulfilled, and who picks it up.
type CheckoutRequest struct {
	UUID            string `json:"uuid" jsonschema:"required"`
	ReservationMode string `json:"reservation_mode"`
	checkout.Contact
	ExpectedTotal   *money.Cents     `json:"expected_total"`
	DeliveryAddress *pricing.Address `json:"delivery_address"`
	// WindowStart is the chosen window's start (RFC 3339), absent or null
	// for as soon as possible. reservation_end_window is not read: the
	// store's window decides the end.
	WindowStart   *time.Time `json:"reservation_start_window"`
	PaymentMethod string     `json:"payment_method"`
	CurbsideSpot  string     `json:"curbside_spot"`
	// Resident answers whether the shopper lives in the store's state.
	Resident *bool `json:"resident"`
}

func (s *Server) checkout(w http.ResponseWriter, r *http.Request) (err error) {
	var created bool
	defer func() { s.Metrics.Checkout(core.CheckoutOutcome(err, created)) }()
	req, err := core.Decode[CheckoutRequest](r)
	if err != nil {
		return err
	}
	if req.UUID == "" {
		var v problem.Validations
		v.Add("uuid", "Please fill out this field.")
		return v.Err("Which cart? uuid is required.")
	}
	if req.ReservationMode == "" {
		req.ReservationMode = "pickup"
	}
	// A token that is no longer good is refused here rather than taken for a
	// guest: the shopper meant to reserve on their account.
	me, _, err := s.SignedIn(r)
	if err != nil {
		return err
	}
	var customerID int64
	if me != nil {
		customerID = me.ID
	}
	// A kiosk reservation comes from a kiosk bound to the cart's store.
	var kioskStoreID int64
	if req.ReservationMode == "kiosk" {
		if kioskStoreID, err = s.KioskStore(r); err != nil {
			return err
		}
	}
	if err := req.DeliveryAddress.CheckCoordinates("delivery_address."); err != nil {
		return err
	}
	var res reservation.Reservation
	res, created, err = s.DB.Checkout(r.Context(), storage.CheckoutInput{
		CartUUID: req.UUID,
		Request: checkout.Request{Contact: req.Contact, ReservationMode: req.ReservationMode, Address: req.DeliveryAddress,
			PaymentMethod: req.PaymentMethod, CurbsideSpot: req.CurbsideSpot, Resident: req.Resident},
		ExpectedTotal: req.ExpectedTotal,
		CustomerID:    customerID,
		WindowStart:   req.WindowStart,
		Notice:        s.Notice(),
		KioskStoreID:  kioskStoreID,
	})
	if err != nil {
		return err
	}
	// is_registered tells a guest's receipt whether to offer an account or a
	// log in (spec section 6).
	registered := res.CustomerID != 0
	if !registered {
		if registered, err = s.DB.EmailRegistered(r.Context(), accounts.NormalizeEmail(res.Contact.Email)); err != nil {
			return err
		}
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
		s.Log.InfoContext(r.Context(), "reservation placed", "reservation_id", res.ID, "store_id", res.Store.ID,
			"amount", res.Amount.String(), "request_id", core.RequestID(r.Context()))
	}
	core.Encode(w, status, core.CheckoutAnswer{
		Message: "Your reservation has been placed.",
		Reservation: core.PlacedReservation{UUID: res.UUID, ID: res.ID, Amount: res.Amount, Status: res.Status,
			ReservationMode: res.ReservationMode, StoreID: res.Store.ID, CreatedAt: res.CreatedAt, PaymentMethod: res.PaymentMethod},
		Contact:        core.CheckoutContact{IsRegistered: registered},
		WarningMessage: reservationWarning(&res),
	})
	return nil
}

// reservationWarning is checkout's warning_message (spec section 3): when
// the shopper asked for the earliest window and the reservation was placed
// while the store was closed, after the mode's last call or outside the
// mode's hours, why it is not served right away and the window it is for;
// "" when it is served in the period it was placed in, and when the
// shopper chose the window (they know when it is for). It depends only on
// the reservation, so a repeated checkout answers the same.
func reservationWarning(res *reservation.Reservation) string {
	if res.WindowStart == nil || !res.ASAP {
		return ""
	}
	st := &res.Store.Store
	lead := checkout.ExtraLead(st, res.ReservationMode, res.DeliveryAddress)
	return schedule.NoticeAt(st, res.ReservationMode, lead, res.CreatedAt).ReservedFor(*res.WindowStart)
}

// getReceipt answers a reservation by its uuid, the secret of a guest's
// receipt link.
func (s *Server) getReceipt(w http.ResponseWriter, r *http.Request) error {
	res, err := s.DB.ReservationByUUID(r.Context(), r.PathValue("uuid"))
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, core.ReservationAnswer{Reservation: core.ReservationOf(res)})
	return nil
}

// listReservations answers the signed-in customer's reservations, newest
// first, a page at a time (?page= from 1).
func (s *Server) listReservations(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in to see your reservations.")
	if err != nil {
		return err
	}
	page, err := core.PageParam(r.URL.Query())
	if err != nil {
		return err
	}
	const perPage = 20
	list, total, err := s.DB.CustomerReservations(r.Context(), c.ID, perPage, (page-1)*perPage)
	if err != nil {
		return err
	}
	out := make([]core.ReservationSummary, len(list))
	for i, res := range list {
		out[i] = core.ReservationSummary{ID: res.ID, UUID: res.UUID, Status: res.Status, ReservationMode: res.ReservationMode,
			Amount: res.Amount, ProductCount: res.Products, CreatedAt: res.CreatedAt,
			Store: core.ReservationSummaryStore{ID: res.Store.ID, Name: res.Store.Name, URLSlug: res.Store.URLSlug,
				City: res.Store.City, State: res.Store.State, TimeZoneIdentifier: res.Store.TimeZone}}
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, core.ReservationPage{Reservations: out, Total: total, Page: page, PerPage: perPage})
	return nil
}

// getReservation answers one of the signed-in customer's reservations;
// another customer's is refused.
func (s *Server) getReservation(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in to see your reservation.")
	if err != nil {
		return err
	}
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	res, err := s.DB.CustomerReservation(r.Context(), id, c.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, core.ReservationAnswer{Reservation: core.ReservationOf(res)})
	return nil
}
