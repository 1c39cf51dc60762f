package staff

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/segments"
	"github.com/pistil/pistil/internal/storage"
)

// staffStore answers the store whose staff token the request carries
// (Authorization: Bearer pst_…), or problem.Unauthorized.
func (s *Server) staffStore(r *http.Request) (int64, error) {
	token := core.Bearer(r)
	if token == "" {
		return 0, problem.New(problem.Unauthorized, accounts.MsgBadStaffToken)
	}
	return s.Accounts.StaffTokenStore(r.Context(), token)
}

// StaffReservation is a reservation as store staff see it: the receipt,
// the shopper's birth date, the statuses it may go to next, and where the
// shopper came from.
type StaffReservation struct {
	core.Reservation
	// CustomerID is the shopper's account, null for a guest.
	CustomerID *int64 `json:"customer_id" jsonschema:"nullable"`
	// NextStatuses are the statuses staff may move it to now.
	NextStatuses []string `json:"next_statuses"`
	// Tags are the visit's tracking tags (og_ref, utm_*): a map, since
	// which tags a visit carries is the link's choice.
	Tags map[string]string `json:"tags"`
	// UserAgent is the shopper's browser; AppModeName the name of the site
	// the cart was made on.
	UserAgent   string `json:"user_agent"`
	AppModeName string `json:"app_mode_name"`
}

// staffReservationOf is res as store staff see it.
func staffReservationOf(res reservation.Reservation) StaffReservation {
	out := StaffReservation{Reservation: core.ReservationOf(res), NextStatuses: reservation.NextStatuses(res.ReservationMode, res.Status),
		Tags: res.Attribution.Tags, UserAgent: res.Attribution.UserAgent, AppModeName: res.Attribution.AppModeName}
	out.Contact.BirthDate = res.Contact.BirthDate
	if res.CustomerID != 0 {
		out.CustomerID = &res.CustomerID
	}
	if out.Tags == nil {
		out.Tags = map[string]string{}
	}
	return out
}

// StaffReservationAnswer answers one reservation to store staff.
type StaffReservationAnswer struct {
	Reservation StaffReservation `json:"reservation"`
}

// StaffReservationPage answers a page of a store's reservations.
type StaffReservationPage struct {
	Reservations []StaffReservation `json:"reservations"`
	// Total is how many there are, all pages.
	Total   int `json:"total"`
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
}

// StaffReservationChange is PATCH /staff/reservations/{id}: a status to
// move to, a note for the shopper, or both.
type StaffReservationChange struct {
	Status  string `json:"status"`
	Message string `json:"message"`
}

// StaffSegment is a user segment whose members the store's staff manage.
type StaffSegment struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Membership string `json:"membership"`
	StoreID    int64  `json:"store_id"`
	// MemberCount is how many customers it holds.
	MemberCount int `json:"member_count"`
}

// StaffSegments answers the store's staff segments.
type StaffSegments struct {
	UserSegments []StaffSegment `json:"user_segments"`
}

// SegmentMember is a customer a store's staff added to a segment.
type SegmentMember struct {
	CustomerID int64     `json:"customer_id"`
	Email      string    `json:"email"`
	FirstName  string    `json:"first_name"`
	LastName   string    `json:"last_name"`
	AddedAt    time.Time `json:"added_at"`
}

// SegmentMembers answers a staff segment's members.
type SegmentMembers struct {
	Members []SegmentMember `json:"members"`
}

// SegmentMemberAnswer answers the member added.
type SegmentMemberAnswer struct {
	Member SegmentMember `json:"member"`
}

// SegmentMemberRequest is POST /staff/user_segments/{id}/members: the
// customer by id or by e-mail address.
type SegmentMemberRequest struct {
	CustomerID core.FlexInt `json:"customer_id"`
	Email      string       `json:"email"`
}

// staffReservations lists the token's store's reservations, newest first,
// a page at a time: GET /staff/reservations?status=pending,preparing&page=.
func (s *Server) staffReservations(w http.ResponseWriter, r *http.Request) error {
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
	page, err := core.PageParam(r.URL.Query())
	if err != nil {
		return err
	}
	const perPage = 20
	list, total, err := s.DB.StoreReservations(r.Context(), storeID, storage.ReservationFilter{Statuses: statuses, Limit: perPage, Offset: (page - 1) * perPage})
	if err != nil {
		return err
	}
	out := make([]StaffReservation, len(list))
	for i, res := range list {
		out[i] = staffReservationOf(res)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, StaffReservationPage{Reservations: out, Total: total, Page: page, PerPage: perPage})
	return nil
}

// staffPathID answers the store of the request's staff token and the id of
// its path (/staff/reservations/{id}, /staff/user_segments/{id}/…).
func (s *Server) staffPathID(r *http.Request) (storeID, id int64, err error) {
	if storeID, err = s.staffStore(r); err != nil {
		return 0, 0, err
	}
	id, err = core.PathID(r, "id")
	return storeID, id, err
}

// staffReservation answers one of the token's store's reservations:
// GET /staff/reservations/{id}. Another store's is not found.
func (s *Server) staffReservation(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	res, err := s.DB.StoreReservation(r.Context(), storeID, id)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, StaffReservationAnswer{Reservation: staffReservationOf(res)})
	return nil
}

// updateStaffReservation moves one of the token's store's reservations to
// its next status or cancels it, and/or leaves the shopper a message:
// PATCH /staff/reservations/{id} {"status": "preparing", "message": "…"}.
// The shopper is told through the outbox.
func (s *Server) updateStaffReservation(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	req, err := core.Decode[StaffReservationChange](r)
	if err != nil {
		return err
	}
	res, err := s.DB.SetReservationStatus(r.Context(), storage.StatusChange{ID: id, StoreID: storeID,
		To: strings.TrimSpace(req.Status), Actor: reservation.Store, Message: req.Message, Notice: s.Notice()})
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "reservation updated by the store", "reservation_id", res.ID, "store_id", storeID,
		"status", res.Status, "request_id", core.RequestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, StaffReservationAnswer{Reservation: staffReservationOf(res)})
	return nil
}

func staffSegmentOf(s segments.StaffSegment) StaffSegment {
	return StaffSegment{ID: s.ID, Name: s.Name, Membership: s.Membership, StoreID: s.StoreID, MemberCount: s.Members}
}

func segmentMemberOf(m segments.Member) SegmentMember {
	return SegmentMember{CustomerID: m.CustomerID, Email: m.Email, FirstName: m.FirstName, LastName: m.LastName, AddedAt: m.AddedAt}
}

// staffSegments lists the user segments whose members the token's store's
// staff manage: GET /staff/user_segments.
func (s *Server) staffSegments(w http.ResponseWriter, r *http.Request) error {
	storeID, err := s.staffStore(r)
	if err != nil {
		return err
	}
	list, err := s.DB.StaffSegments(r.Context(), storeID)
	if err != nil {
		return err
	}
	out := make([]StaffSegment, len(list))
	for i, seg := range list {
		out[i] = staffSegmentOf(seg)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, StaffSegments{UserSegments: out})
	return nil
}

// staffSegmentMembers lists one of the store's staff segments' members:
// GET /staff/user_segments/{id}/members.
func (s *Server) staffSegmentMembers(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	list, err := s.DB.SegmentMembers(r.Context(), storeID, id)
	if err != nil {
		return err
	}
	out := make([]SegmentMember, len(list))
	for i, m := range list {
		out[i] = segmentMemberOf(m)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, SegmentMembers{Members: out})
	return nil
}

// addStaffSegmentMember puts a customer in one of the store's staff
// segments, named by customer_id or email: POST
// /staff/user_segments/{id}/members {"email": "…"}. Their carts are priced
// with the segment's specials from then on.
func (s *Server) addStaffSegmentMember(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	req, err := core.Decode[SegmentMemberRequest](r)
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
		"store_id", storeID, "customer_id", m.CustomerID, "request_id", core.RequestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, SegmentMemberAnswer{Member: segmentMemberOf(m)})
	return nil
}

// removeStaffSegmentMember takes a customer out of one of the store's staff
// segments: DELETE /staff/user_segments/{id}/members/{customerId}.
func (s *Server) removeStaffSegmentMember(w http.ResponseWriter, r *http.Request) error {
	storeID, id, err := s.staffPathID(r)
	if err != nil {
		return err
	}
	customerID, err := core.PathID(r, "customerId")
	if err != nil {
		return err
	}
	if err := s.DB.RemoveSegmentMember(r.Context(), storeID, id, customerID); err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "customer removed from a user segment by the store", "segment_id", id,
		"store_id", storeID, "customer_id", customerID, "request_id", core.RequestID(r.Context()))
	w.WriteHeader(http.StatusNoContent)
	return nil
}
