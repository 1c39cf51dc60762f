package api

import (
	"maps"
	"net/http"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage"
)

type checkoutRequest struct {
	UUID            string `json:"uuid"`
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

func (s *server) checkout(w http.ResponseWriter, r *http.Request) (err error) {
	var created bool
	defer func() { s.metrics.checkout(checkoutOutcome(err, created)) }()
	req, err := decode[checkoutRequest](r)
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
	me, _, err := s.signedIn(r)
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
	var res storage.Reservation
	res, created, err = s.DB.Checkout(r.Context(), storage.CheckoutInput{
		CartUUID: req.UUID,
		Request: checkout.Request{Contact: req.Contact, ReservationMode: req.ReservationMode, Address: req.DeliveryAddress,
			PaymentMethod: req.PaymentMethod, CurbsideSpot: req.CurbsideSpot, Resident: req.Resident},
		ExpectedTotal: req.ExpectedTotal,
		CustomerID:    customerID,
		WindowStart:   req.WindowStart,
		Notice:        s.notice(),
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
			"amount", res.Amount.String(), "request_id", requestID(r.Context()))
	}
	out := map[string]any{
		"message": "Your reservation has been placed.",
		"reservation": map[string]any{
			"uuid": res.UUID, "id": res.ID, "amount": res.Amount, "status": res.Status,
			"reservation_mode": res.ReservationMode, "store_id": res.Store.ID, "created_at": res.CreatedAt,
			"delivery_started_at": nil, "delivery_finished_at": nil, "payment_method": res.PaymentMethod, "message": nil,
		},
		"contact": map[string]any{"is_registered": registered},
	}
	if warning := reservationWarning(&res); warning != "" {
		out["warning_message"] = warning
	}
	encode(w, status, out)
	return nil
}

// reservationWarning is checkout's warning_message (spec section 3): when
// the reservation was placed while the store was closed, after the mode's
// last call or outside the mode's hours, why it is not served right away
// and the window it is for; "" when it is served in the period it was
// placed in. It depends only on the reservation, so a repeated checkout
// answers the same.
func reservationWarning(res *storage.Reservation) string {
	if res.WindowStart == nil {
		return ""
	}
	st := &res.Store.Store
	lead := checkout.ExtraLead(st, res.ReservationMode, res.DeliveryAddress)
	return schedule.NoticeAt(st, res.ReservationMode, lead, res.CreatedAt).ReservedFor(*res.WindowStart)
}

// getReceipt answers a reservation by its uuid, the secret of a guest's
// receipt link.
func (s *server) getReceipt(w http.ResponseWriter, r *http.Request) error {
	res, err := s.DB.ReservationByUUID(r.Context(), r.PathValue("uuid"))
	if err != nil {
		return err
	}
	encode(w, http.StatusOK, map[string]any{"reservation": reservationJSON(res)})
	return nil
}

// listReservations answers the signed-in customer's reservations, newest
// first, a page at a time (?page= from 1).
func (s *server) listReservations(w http.ResponseWriter, r *http.Request) error {
	c, err := s.mustSignIn(r, "Please log in to see your reservations.")
	if err != nil {
		return err
	}
	page, err := pageParam(r.URL.Query())
	if err != nil {
		return err
	}
	const perPage = 20
	list, total, err := s.DB.CustomerReservations(r.Context(), c.ID, perPage, (page-1)*perPage)
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(list))
	for i, res := range list {
		out[i] = map[string]any{"id": res.ID, "uuid": res.UUID, "status": res.Status, "reservation_mode": res.ReservationMode,
			"amount": res.Amount, "product_count": res.Products, "created_at": res.CreatedAt,
			"store": map[string]any{"id": res.Store.ID, "name": res.Store.Name, "url_slug": res.Store.URLSlug,
				"city": res.Store.City, "state": res.Store.State, "time_zone_identifier": res.Store.TimeZone}}
	}
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"reservations": out, "total": total, "page": page, "per_page": perPage})
	return nil
}

// getReservation answers one of the signed-in customer's reservations;
// another customer's is refused.
func (s *server) getReservation(w http.ResponseWriter, r *http.Request) error {
	c, err := s.mustSignIn(r, "Please log in to see your reservation.")
	if err != nil {
		return err
	}
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	res, err := s.DB.CustomerReservation(r.Context(), id, c.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"reservation": reservationJSON(res)})
	return nil
}

// reservationJSON is a reservation as its receipt shows it.
func reservationJSON(res storage.Reservation) map[string]any {
	lines := make([]map[string]any, len(res.Lines))
	for i, l := range res.Lines {
		lines[i] = map[string]any{"product_id": l.ProductID, "price_id": l.PriceID, "name": l.Name, "brand": l.Brand,
			"kind": l.Kind, "count": l.Count, "unit_price": l.UnitPrice, "line_total": l.LineTotal}
	}
	st := res.Store
	t := res.Totals
	out := map[string]any{
		"uuid": res.UUID, "id": res.ID, "status": res.Status, "reservation_mode": res.ReservationMode,
		"created_at": res.CreatedAt, "payment_method": res.PaymentMethod, "amount": res.Amount,
		"store": map[string]any{"id": st.ID, "name": st.Name, "address": st.Address, "city": st.City,
			"state": st.State, "zip": st.Zip, "phone": st.Phone, "url_slug": st.URLSlug,
			"time_zone_identifier": st.TimeZone},
		"contact": map[string]any{"first_name": res.Contact.FirstName, "last_name": res.Contact.LastName,
			"email": res.Contact.Email, "phone": res.Contact.Phone},
		"products":   lines,
		"item_total": t.ItemTotal, "all_discounts_total": t.ProductDiscounts, "discounted_subtotal": t.DiscountedSubtotal,
		"store_taxes": t.StoreTaxes, "store_tax_amount": t.StoreTaxTotal, "sales_tax_rate": t.SalesTaxRate,
		"sales_tax_amount": t.SalesTax, "tax_included": t.TaxIncluded, "service_fee_amount": t.ServiceFee,
		"delivery_fee_amount": t.DeliveryFee, "tip_amount": t.Tip, "order_total": t.OrderTotal,
	}
	maps.Copy(out, reservationProgress(res))
	return out
}
