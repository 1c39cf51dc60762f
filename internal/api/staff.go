package api

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
)

// staffStore answers the store whose staff token the request carries
// (Authorization: Bearer pst_…), or problem.Unauthorized.
func (s *server) staffStore(r *http.Request) (int64, error) {
	token := bearer(r)
	if token == "" {
		return 0, problem.New(problem.Unauthorized, storage.MsgBadStaffToken)
	}
	return s.DB.StaffTokenStore(r.Context(), token)
}

// staffReservationJSON is a reservation as store staff see it: the
// receipt, the shopper's birth date, and the statuses it may go to next.
func staffReservationJSON(res storage.Reservation) map[string]any {
	out := reservationJSON(res)
	contact := out["contact"].(map[string]any)
	contact["birth_date"] = res.Contact.BirthDate
	out["customer_id"] = nil
	if res.CustomerID != 0 {
		out["customer_id"] = res.CustomerID
	}
	next := []string{}
	if n := reservation.Next(res.ReservationMode, res.Status); n != "" {
		next = append(next, n)
	}
	if reservation.CanCancel(res.Status, reservation.Store) {
		next = append(next, reservation.Cancelled)
	}
	out["next_statuses"] = next
	// Where the shopper came from: the cart's tracking tags, browser and site.
	out["tags"] = nonNilMap(res.Attribution.Tags)
	out["user_agent"] = res.Attribution.UserAgent
	out["app_mode_name"] = res.Attribution.AppModeName
	return out
}

// staffReservations lists the token's store's reservations, newest first,
// a page at a time: GET /staff/reservations?status=pending,preparing&page=.
func (s *server) staffReservations(w http.ResponseWriter, r *http.Request) error {
	storeID, err := s.staffStore(r)
	if err != nil {
		return err
	}
	var statuses []string
	if raw := r.URL.Query().Get("status"); raw != "" {
		for _, st := range strings.Split(raw, ",") {
			st = strings.TrimSpace(st)
			if !reservation.Known(st) {
				return problem.Invalidf("status", fmt.Sprintf("Unknown status %q; use one of %s.", st, strings.Join(reservation.Statuses, ", ")))
			}
			statuses = append(statuses, st)
		}
	}
	page, err := pageParam(r.URL.Query())
	if err != nil {
		return err
	}
	const perPage = 20
	list, total, err := s.DB.StoreReservations(r.Context(), storeID, statuses, perPage, (page-1)*perPage)
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(list))
	for i, res := range list {
		out[i] = staffReservationJSON(res)
	}
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"reservations": out, "total": total, "page": page, "per_page": perPage})
	return nil
}

// staffPathID answers the store of the request's staff token and the id of
// its path (/staff/reservations/{id}, /staff/user_segments/{id}/…).
func (s *server) staffPathID(r *http.Request) (storeID, id int64, err error) {
	if storeID, err = s.staffStore(r); err != nil {
		return 0, 0, err
	}
	id, err = pathID(r, "id")
	return storeID, id, err
}

// staffReservation answers one of the token's store's reservations:
// GET /staff/reservations/{id}. Another store's is not found.
func (s *server) staffReservation(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	res, err := s.DB.StoreReservation(r.Context(), storeID, id)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"reservation": staffReservationJSON(res)})
	return nil
}

// updateStaffReservation moves one of the token's store's reservations to
// its next status or cancels it, and/or leaves the shopper a message:
// PATCH /staff/reservations/{id} {"status": "preparing", "message": "…"}.
// The shopper is told through the outbox.
func (s *server) updateStaffReservation(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	req, err := decode[struct {
		Status  string `json:"status"`
		Message string `json:"message"`
	}](r)
	if err != nil {
		return err
	}
	res, err := s.DB.SetReservationStatus(r.Context(), storage.StatusChange{ID: id, StoreID: storeID,
		To: strings.TrimSpace(req.Status), Actor: reservation.Store, Message: req.Message, Notice: s.notice()})
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "reservation updated by the store", "reservation_id", res.ID, "store_id", storeID,
		"status", res.Status, "request_id", requestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"reservation": staffReservationJSON(res)})
	return nil
}

// staffSegmentJSON is a staff segment with its member count.
func staffSegmentJSON(s storage.StaffSegment) map[string]any {
	return map[string]any{"id": s.ID, "name": s.Name, "membership": s.Membership, "store_id": s.StoreID,
		"member_count": s.Members}
}

func segmentMemberJSON(m storage.SegmentMember) map[string]any {
	return map[string]any{"customer_id": m.CustomerID, "email": m.Email, "first_name": m.FirstName,
		"last_name": m.LastName, "added_at": m.AddedAt}
}

// staffSegments lists the user segments whose members the token's store's
// staff manage: GET /staff/user_segments.
func (s *server) staffSegments(w http.ResponseWriter, r *http.Request) error {
	storeID, err := s.staffStore(r)
	if err != nil {
		return err
	}
	list, err := s.DB.StaffSegments(r.Context(), storeID)
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(list))
	for i, seg := range list {
		out[i] = staffSegmentJSON(seg)
	}
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"user_segments": out})
	return nil
}

// staffSegmentMembers lists one of the store's staff segments' members:
// GET /staff/user_segments/{id}/members.
func (s *server) staffSegmentMembers(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	list, err := s.DB.SegmentMembers(r.Context(), storeID, id)
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(list))
	for i, m := range list {
		out[i] = segmentMemberJSON(m)
	}
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"members": out})
	return nil
}

// addStaffSegmentMember puts a customer in one of the store's staff
// segments, named by customer_id or email: POST
// /staff/user_segments/{id}/members {"email": "…"}. Their carts are priced
// with the segment's specials from then on.
func (s *server) addStaffSegmentMember(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	req, err := decode[struct {
		CustomerID flexInt `json:"customer_id"`
		Email      string  `json:"email"`
	}](r)
	if err != nil {
		return err
	}
	switch {
	case req.CustomerID == 0 && strings.TrimSpace(req.Email) == "":
		return problem.Invalidf("email", "Send the customer's email or customer_id.")
	case req.CustomerID < 0:
		return problem.Invalidf("customer_id", "customer_id must be a positive whole number.")
	}
	m, err := s.DB.AddSegmentMember(r.Context(), storeID, id, int64(req.CustomerID), req.Email)
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "customer added to a user segment by the store", "segment_id", id,
		"store_id", storeID, "customer_id", m.CustomerID, "request_id", requestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	encode(w, http.StatusOK, map[string]any{"member": segmentMemberJSON(m)})
	return nil
}

// removeStaffSegmentMember takes a customer out of one of the store's staff
// segments: DELETE /staff/user_segments/{id}/members/{customerId}.
func (s *server) removeStaffSegmentMember(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	customerID, err := pathID(r, "customerId")
	if err != nil {
		return err
	}
	if err := s.DB.RemoveSegmentMember(r.Context(), storeID, id, customerID); err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "customer removed from a user segment by the store", "segment_id", id,
		"store_id", storeID, "customer_id", customerID, "request_id", requestID(r.Context()))
	w.WriteHeader(http.StatusNoContent)
	return nil
}
