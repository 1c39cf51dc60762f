package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

type checkoutRequest struct {
	UUID            string `json:"uuid"`
	ReservationMode string `json:"reservation_mode"`
	checkout.Contact
	ExpectedTotal *money.Cents `json:"expected_total"`
}

func (s *server) checkout(w http.ResponseWriter, r *http.Request) error {
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
	if err := s.checkOwner(r, req.UUID); err != nil {
		return err
	}
	res, created, err := s.DB.Checkout(r.Context(), storage.CheckoutInput{
		CartUUID:      req.UUID,
		Request:       checkout.Request{Contact: req.Contact, ReservationMode: req.ReservationMode},
		ExpectedTotal: req.ExpectedTotal,
	})
	if err != nil {
		return err
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
		s.Log.InfoContext(r.Context(), "reservation placed", "reservation_id", res.ID, "store_id", res.Store.ID,
			"amount", res.Amount.String(), "request_id", requestID(r.Context()))
	}
	encode(w, status, map[string]any{
		"message": "Your reservation has been placed.",
		"reservation": map[string]any{
			"uuid": res.UUID, "id": res.ID, "amount": res.Amount, "status": res.Status,
			"reservation_mode": res.ReservationMode, "store_id": res.Store.ID, "created_at": res.CreatedAt,
			"delivery_started_at": nil, "delivery_finished_at": nil, "payment_method": res.PaymentMethod, "message": nil,
		},
		// Guests have no account yet; accounts arrive with sign-in.
		"contact": map[string]any{"is_registered": false},
	})
	return nil
}

func (s *server) getReceipt(w http.ResponseWriter, r *http.Request) error {
	res, err := s.DB.ReservationByUUID(r.Context(), r.PathValue("uuid"))
	if err != nil {
		return err
	}
	lines := make([]map[string]any, len(res.Lines))
	for i, l := range res.Lines {
		lines[i] = map[string]any{"product_id": l.ProductID, "price_id": l.PriceID, "name": l.Name, "brand": l.Brand,
			"kind": l.Kind, "count": l.Count, "unit_price": l.UnitPrice, "line_total": l.LineTotal}
	}
	st := res.Store
	t := res.Totals
	encode(w, http.StatusOK, map[string]any{"reservation": map[string]any{
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
	}})
	return nil
}
