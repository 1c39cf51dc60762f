package business

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/live"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// The live queue (docs/adr/0022-store-console.md, section 4): a stream of
// server-sent events per console tab, fed by the storage's listener
// through the instance's live.Hub.

// Limits of the streams.
const (
	// StreamsPerMember is how many streams one staff member (or token) may
	// hold open on an instance; StreamsPerInstance in all.
	StreamsPerMember   = 5
	StreamsPerInstance = 2000
	// replayLimit is how many missed events a reconnecting stream is sent;
	// beyond it, or after replayAge, it is told to read the list again.
	replayLimit = 500
	replayAge   = 24 * time.Hour
	// pingEvery is how often an idle stream writes a comment, so proxies
	// keep it open, and reads the session and roles again.
	pingEvery = 15 * time.Second
	// writeWithin is how long one write may take before the stream is
	// given up.
	writeWithin = 30 * time.Second
)

// NewHub is an instance's hub with the streams' limits.
func NewHub() *live.Hub { return live.NewHub(StreamsPerMember, StreamsPerInstance) }

// QueueEvent is the data of a stream's reservation event: what happened
// (placed, status, arrived or note), at which store, and the reservation's
// queue row as it is now, so that applying it twice does no harm.
type QueueEvent struct {
	Type        string              `json:"type"`
	StoreID     int64               `json:"store_id"`
	Reservation BusinessReservation `json:"reservation"`
}

// Deliver is the storage listener's deliver function (storage.DB.Listen)
// for an instance: it reads the events' reservations once, whatever the
// number of streams, writes each event's bytes once, and hands them to the
// hub.
func Deliver(ctx context.Context, db *storage.DB, hub *live.Hub) func([]storage.FeedEvent) {
	return func(events []storage.FeedEvent) {
		for _, e := range render(ctx, db, events) {
			hub.Publish(e)
		}
	}
}

// render writes feed events as server-sent events; an event whose
// reservation cannot be read is left out (the next change or a replay
// brings it).
func render(ctx context.Context, db *storage.DB, events []storage.FeedEvent) []live.Event {
	ids := make([]int64, 0, len(events))
	for _, e := range events {
		ids = append(ids, e.ReservationID)
	}
	rows, err := db.QueuedReservations(ctx, ids)
	if err != nil {
		return nil
	}
	out := make([]live.Event, 0, len(events))
	for _, e := range events {
		row, ok := rows[e.ReservationID]
		if !ok {
			continue
		}
		data, err := core.MarshalCompact(QueueEvent{Type: e.Kind, StoreID: e.StoreID, Reservation: businessReservationOf(row)})
		if err != nil {
			continue
		}
		var b bytes.Buffer
		fmt.Fprintf(&b, "id: %d\nevent: reservation\ndata: %s\n\n", e.ID, data)
		out = append(out, live.Event{ID: e.ID, Store: e.StoreID, Data: b.Bytes(), At: e.At})
	}
	return out
}

// stream is GET /stream?store_id=…&after=…: the events of the stores
// named (every store where the caller may read reservations, when none
// is), live, after a replay of those after the id the client last had
// (Last-Event-ID on a reconnection, ?after= on the first connection).
func (s *Server) stream(w http.ResponseWriter, r *http.Request) error {
	c := callerOf(r)
	after, err := lastEventID(r)
	if err != nil {
		return err
	}
	key := fmt.Sprintf("token:%d", c.principal.TokenID)
	if c.session != nil {
		key = fmt.Sprintf("staff:%d", c.session.Member.ID)
	}
	sub, err := s.hub.Subscribe(key, c.stores)
	switch {
	case errors.Is(err, live.ErrTooMany):
		w.Header().Set("Retry-After", "30")
		return &problem.Error{Kind: problem.Throttled, Message: "You have too many console tabs open. Close one and reload.",
			Details: problem.Details{RetryAfter: 30}}
	case err != nil:
		return problem.New(problem.Unavailable, "The console's live queue is busy; reload in a moment.")
	}
	defer s.hub.Unsubscribe(sub)

	var replay []live.Event
	reset := false
	if after > 0 {
		events, err := s.DB.FeedAfter(r.Context(), c.stores, after, replayLimit+1)
		if err != nil {
			return err
		}
		reset = len(events) > replayLimit || len(events) > 0 && s.Clock().Sub(events[0].At) > replayAge
		if !reset {
			replay = render(r.Context(), s.DB, events)
		}
	}

	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Time{})
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	write := func(b []byte) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(writeWithin))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !write([]byte("retry: 2000\n\n")) {
		return nil
	}
	if reset && !write([]byte("event: reset\ndata: {}\n\n")) {
		return nil
	}
	for _, e := range replay {
		if !write(e.Data) {
			return nil
		}
	}
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		select {
		case <-r.Context().Done():
			return nil
		case <-sub.Done:
			return nil // dropped for falling behind, or shutting down: the browser reconnects
		case e := <-sub.C:
			if !write(e.Data) {
				return nil
			}
			if s.Metrics != nil {
				s.Metrics.LiveEventWritten(e.At)
			}
		case <-ping.C:
			if !s.stillAllowed(r, c) || !write([]byte(": ping\n\n")) {
				return nil
			}
		}
	}
}

// lastEventID is the id a stream replays after: the Last-Event-ID header
// of a reconnection, else ?after=, else 0 (no replay).
func lastEventID(r *http.Request) (int64, error) {
	raw := r.Header.Get("Last-Event-ID")
	if raw == "" {
		raw = r.URL.Query().Get("after")
	}
	if raw == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id < 0 {
		return 0, problem.Invalidf("after", "after must be an event's id, as the queue's last_event_id gives it.")
	}
	return id, nil
}

// stillAllowed reads the caller's session (or token) and roles again: a
// stream ends within a ping of signing out everywhere or losing the role.
func (s *Server) stillAllowed(r *http.Request, c *caller) bool {
	now, err := s.principalOf(r)
	if err != nil {
		return false
	}
	for _, id := range c.stores {
		if now.Check(streamAccess.perm, id) != nil {
			return false
		}
	}
	return true
}
