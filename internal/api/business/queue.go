package business

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// queuePerPage is how many reservations a page of the queue holds.
const queuePerPage = 50

// The query of the queue (GET /stores/{storeId}/reservations).
var queueQuery = []core.QueryParam{
	core.InQuery("status", "Only these statuses, comma-separated, or the tab active (every status that is not final)."),
	core.InQuery("mode", "Only these modes, comma-separated: pickup, delivery, curbside, kiosk."),
	core.InQuery("window", "Only reservations of this day of the store's time zone: today or YYYY-MM-DD (the day the window starts, or it was placed when it has no window)."),
	core.InQuery("q", "Search: #number, a receipt's uuid, part of the shopper's phone number, name or e-mail address."),
	core.PageQuery,
}

// queue lists a page of the store's reservations that the filters pick,
// in the counter's order, with the tabs' counts and the store's newest
// event: GET /stores/{storeId}/reservations?status=active&mode=&window=today&q=&page=.
func (s *Server) queue(w http.ResponseWriter, r *http.Request) error {
	c := callerOf(r)
	q := r.URL.Query()
	var f storage.ReservationFilter
	var err error
	if f.Statuses, err = reservation.ParseStatuses(q.Get("status")); err != nil {
		return err
	}
	if f.Modes, err = reservation.ParseModes(q.Get("mode")); err != nil {
		return err
	}
	if f.Search, err = reservation.ParseSearch(q.Get("q")); err != nil {
		return err
	}
	page, err := core.PageParam(q)
	if err != nil {
		return err
	}
	store, err := s.DB.Store(r.Context(), c.store)
	if err != nil {
		return err
	}
	if f.From, f.To, err = reservation.QueueDay(q.Get("window"), s.DB.Now(), schedule.Location(store.TimeZone)); err != nil {
		return err
	}
	f.Limit, f.Offset = queuePerPage, (page-1)*queuePerPage
	got, err := s.DB.StoreQueue(r.Context(), c.store, f)
	if err != nil {
		return err
	}
	out := BusinessReservationPage{Reservations: make([]BusinessReservation, len(got.Rows)), Total: got.Total, Page: page,
		PerPage: queuePerPage, Counts: statusCountsOf(got.Counts), LastEventID: got.LastEventID, TimeZoneIdentifier: store.TimeZone}
	for i, row := range got.Rows {
		out.Reservations[i] = businessReservationOf(row)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// storeReservation loads the reservation of the request's path
// ({id}) at the route's store; another store's is problem.NotFound, so ids
// cannot be probed.
func (s *Server) storeReservation(r *http.Request) (reservation.Reservation, error) {
	id, err := core.PathID(r, "id")
	if err != nil {
		return reservation.Reservation{}, err
	}
	return s.DB.StoreReservation(r.Context(), callerOf(r).store, id)
}

// answerDetail answers res as the store works it. The photos of the
// shopper's identification are listed only to a member who may look at
// them (documents.view) while the reservation is live.
func (s *Server) answerDetail(w http.ResponseWriter, r *http.Request, res reservation.Reservation) error {
	c := callerOf(r)
	var doc *accounts.Document
	if res.CustomerID != 0 && reservation.CheckDocuments(res.Status) == nil && c.principal.Can(staff.DocumentsView, c.store) {
		d, err := s.Accounts.Document(r.Context(), res.CustomerID)
		if err != nil {
			return err
		}
		doc = &d
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, BusinessReservationAnswer{Reservation: businessDetailOf(res, doc)})
	return nil
}

// reservationDetail answers one of the store's reservations: GET
// /stores/{storeId}/reservations/{id}.
func (s *Server) reservationDetail(w http.ResponseWriter, r *http.Request) error {
	res, err := s.storeReservation(r)
	if err != nil {
		return err
	}
	return s.answerDetail(w, r, res)
}

// audited is the audit row of a change the caller asks for: its actor,
// the action and the request; storage fills in what it changes.
func audited(r *http.Request, action string) *staff.Entry {
	c := callerOf(r)
	return &staff.Entry{StoreID: c.store, Actor: c.actor, Action: action, RequestID: core.RequestID(r.Context())}
}

// moveReservation moves one of the store's reservations one step along its
// path, or cancels it with the reason the shopper is sent (the stock goes
// back on the menu): POST /stores/{storeId}/reservations/{id}/status
// {"to": "preparing", "message": "…"}. The shopper is told through the
// outbox, and the audit log keeps the move (reservation.status), in the
// move's transaction.
func (s *Server) moveReservation(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	req, err := core.Decode[StatusMove](r)
	if err != nil {
		return err
	}
	to, message := strings.TrimSpace(req.To), strings.TrimSpace(req.Message)
	if to == "" {
		return problem.Invalidf("to", "Please give the status to move to.")
	}
	if err := reservation.CheckStoreCancel(to, message); err != nil {
		return err
	}
	return s.changeReservation(w, r, storage.StatusChange{ID: id, To: to, Message: message, Audit: audited(r, "reservation.status")})
}

// noteReservation leaves the shopper of one of the store's reservations a
// note, its status kept: POST /stores/{storeId}/reservations/{id}/notes
// {"message": "…"}. The shopper is told, and the audit log keeps it
// (reservation.note).
func (s *Server) noteReservation(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	req, err := core.Decode[ReservationNote](r)
	if err != nil {
		return err
	}
	message := strings.TrimSpace(req.Message)
	if message == "" {
		return problem.Invalidf("message", accounts.MsgRequired)
	}
	return s.changeReservation(w, r, storage.StatusChange{ID: id, Message: message, Audit: audited(r, "reservation.note")})
}

// changeReservation makes a change of the route's store's reservation as
// the store, and answers the reservation as it leaves it.
func (s *Server) changeReservation(w http.ResponseWriter, r *http.Request, ch storage.StatusChange) error {
	c := callerOf(r)
	ch.StoreID, ch.Actor, ch.Notice = c.store, reservation.Store, s.Notice()
	res, err := s.DB.SetReservationStatus(r.Context(), ch)
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "reservation changed in the store console", "reservation_id", res.ID, "store_id", c.store,
		"status", res.Status, "action", ch.Audit.Action, "staff_id", c.actor.StaffID, "token_id", c.actor.TokenID,
		"request_id", core.RequestID(r.Context()))
	return s.answerDetail(w, r, res)
}

// pickList answers what to gather for one of the store's reservations, in
// the shelves' order, as JSON the console prints: GET
// /stores/{storeId}/reservations/{id}/pick_list.
func (s *Server) pickList(w http.ResponseWriter, r *http.Request) error {
	res, err := s.storeReservation(r)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, pickListOf(res))
	return nil
}

// documentPhoto sends one photo of the identification of the shopper of
// one of the store's live reservations: GET
// /stores/{storeId}/reservations/{id}/documents/{slot}. Each look writes
// an audit log row (document.view) before the photo leaves. Like the
// shopper's own view, it is never cached.
func (s *Server) documentPhoto(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	slot := r.PathValue("slot")
	if !accounts.IsPhotoSlot(slot) {
		return problem.New(problem.NotFound, accounts.MsgNoPhoto)
	}
	if s.Files == nil {
		return problem.New(problem.Unavailable, "Identification documents cannot be read right now.")
	}
	c := callerOf(r)
	p, data, err := s.Accounts.ReservationDocumentPhoto(r.Context(), s.Files, c.store, id, slot, *audited(r, "document.view"))
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", p.ContentType)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Disposition", fmt.Sprintf("inline; filename=%q", fmt.Sprintf("reservation-%d-%s%s", id, slot, extension(p.ContentType))))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(data)
	return nil
}

// extension is a photo's file extension by its content type: photos are
// kept as JPEG or PNG (internal/photo).
func extension(contentType string) string {
	if contentType == "image/png" {
		return ".png"
	}
	return ".jpg"
}
