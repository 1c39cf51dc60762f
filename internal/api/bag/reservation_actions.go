package bag

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
)

// cancelReservation cancels one of the signed-in shopper's reservations
// while it is pending: POST /reservations/{id}/cancel.
func (s *Server) cancelReservation(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in to cancel your reservation.")
	if err != nil {
		return err
	}
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	return s.cancel(w, r, storage.StatusChange{ID: id, CustomerID: c.ID})
}

// cancelReceipt cancels a reservation by its receipt's uuid, the guest's
// link, while it is pending: POST /reservation_receipts/{uuid}/cancel.
func (s *Server) cancelReceipt(w http.ResponseWriter, r *http.Request) error {
	return s.cancel(w, r, storage.StatusChange{UUID: r.PathValue("uuid")})
}

func (s *Server) cancel(w http.ResponseWriter, r *http.Request, c storage.StatusChange) error {
	c.To, c.Actor, c.Notice = reservation.Cancelled, reservation.Shopper, s.Notice()
	res, err := s.DB.SetReservationStatus(r.Context(), c)
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "reservation cancelled by the shopper", "reservation_id", res.ID, "store_id", res.Store.ID,
		"request_id", core.RequestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, core.ReservationAnswer{Reservation: core.ReservationOf(res)})
	return nil
}

// ArrivalRequest is a curbside shopper's "I'm here": where they parked,
// "" when they did not say.
type ArrivalRequest struct {
	CurbsideSpot string `json:"curbside_spot"`
}

// arrived is a curbside shopper's "I'm here", with the spot they parked
// in: POST /reservation_receipts/{uuid}/arrived {"curbside_spot": "5"}.
// The store sees it in the staff API; it is logged for the staff too.
func (s *Server) arrived(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[ArrivalRequest](r)
	if err != nil {
		return err
	}
	res, err := s.DB.MarkArrived(r.Context(), r.PathValue("uuid"), req.CurbsideSpot, s.PublicURL)
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "curbside shopper arrived", "reservation_id", res.ID, "store_id", res.Store.ID,
		"curbside_spot", res.CurbsideSpot, "request_id", core.RequestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, core.ReservationAnswer{Reservation: core.ReservationOf(res)})
	return nil
}
