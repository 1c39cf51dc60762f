package storage_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// queueNow is the queue tests' clock: Friday 27 November 2026, 10:00 in
// San Francisco (UTC-8).
var queueNow = time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)

// queued is a reservation of the queue tests, as it is made to look.
type queued struct {
	mode, status, first, last, email, phone string
	window                                  *time.Time // nil for none
	created                                 time.Time
}

// queueFixture places one reservation at SF per row of want and rewrites
// it to look as the row says, then one at Denver; it answers the SF ids in
// want's order.
func queueFixture(t *testing.T, db *storage.DB, want []queued) []int64 {
	t.Helper()
	var ids []int64
	for _, q := range want {
		res := statusReserve(t, db, 1)
		var start, end any
		if q.window != nil {
			start, end = q.window.UTC(), q.window.Add(30*time.Minute).UTC()
		}
		if err := db.StatusTestExec(ctx, `UPDATE reservations SET reservation_mode = ?, status = ?, first_name = ?, last_name = ?,
			email = ?, phone = ?, window_start = ?, window_end = ?, created_at = ? WHERE id = ?`,
			q.mode, q.status, q.first, q.last, q.email, q.phone, start, end, q.created.UTC(), res.ID); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, res.ID)
	}
	c, err := db.AddToCart(ctx, storage.AddToCart{StoreID: ct.StoreDenver, ProductID: ct.EdibleGummies, PriceID: catalog.Each, Count: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: c.UUID, Request: adult}); err != nil {
		t.Fatal(err)
	}
	return ids
}

// TestStoreQueue: the queue's filters (status, mode, day in the store's
// time zone, search), its counter order, its paging, its counts per status
// and its last event, on a store's reservations only.
func TestStoreQueue(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		db.Now = func() time.Time { return queueNow }
		load(t, db)
		at := func(h, m int, day int) *time.Time { v := time.Date(2026, 11, day, h, m, 0, 0, time.UTC); return &v }
		yesterday := queueNow.AddDate(0, 0, -1)
		ids := queueFixture(t, db, []queued{
			{"pickup", reservation.Pending, "Ada", "Lovelace", "ada@example.com", "4155550100", at(19, 0, 27), queueNow},
			{"curbside", reservation.Preparing, "Grace", "Hopper", "grace@navy.example", "2125550199", at(18, 30, 27), queueNow},
			{"delivery", reservation.Verification, "Alan", "Turing", "alan@bletchley.example", "3035550123", at(18, 0, 28), queueNow},
			{"pickup", reservation.Finished, "Ada", "Byron", "byron@poetry.example", "", nil, queueNow},
			{"kiosk", reservation.Cancelled, "", "", "", "", nil, yesterday},
		})
		a, b, c, d, e := ids[0], ids[1], ids[2], ids[3], ids[4]
		la := time.FixedZone("PST", -8*3600)
		today := time.Date(2026, 11, 27, 0, 0, 0, 0, la)
		search := func(q string) reservation.Search {
			s, err := reservation.ParseSearch(q)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		var uuidC string
		if res, err := db.StoreReservation(ctx, ct.StoreSF, c); err != nil {
			t.Fatal(err)
		} else {
			uuidC = res.UUID
		}
		all := map[string]int{reservation.Pending: 1, reservation.Preparing: 1, reservation.Verification: 1,
			reservation.Finished: 1, reservation.Cancelled: 1}
		tests := []struct {
			name   string
			f      storage.ReservationFilter
			want   []int64
			total  int
			counts map[string]int
		}{
			// Still to fill, due soonest first; then final ones, newest first.
			{"everything", storage.ReservationFilter{}, []int64{b, a, c, e, d}, 5, all},
			{"active", storage.ReservationFilter{Statuses: reservation.Active()}, []int64{b, a, c}, 3, all},
			{"finished and cancelled", storage.ReservationFilter{Statuses: []string{reservation.Finished, reservation.Cancelled}}, []int64{e, d}, 2, all},
			{"pickup", storage.ReservationFilter{Modes: []string{"pickup"}}, []int64{a, d}, 2,
				map[string]int{reservation.Pending: 1, reservation.Finished: 1}},
			{"active pickup", storage.ReservationFilter{Statuses: reservation.Active(), Modes: []string{"pickup"}}, []int64{a}, 1,
				map[string]int{reservation.Pending: 1, reservation.Finished: 1}},
			{"curbside or delivery", storage.ReservationFilter{Modes: []string{"curbside", "delivery"}}, []int64{b, c}, 2,
				map[string]int{reservation.Preparing: 1, reservation.Verification: 1}},
			// Today in San Francisco: the windows of today, and those with
			// none placed today; not tomorrow's window, not yesterday's kiosk order.
			{"today", storage.ReservationFilter{From: today, To: today.AddDate(0, 0, 1)}, []int64{b, a, d}, 3,
				map[string]int{reservation.Pending: 1, reservation.Preparing: 1, reservation.Finished: 1}},
			{"tomorrow", storage.ReservationFilter{From: today.AddDate(0, 0, 1), To: today.AddDate(0, 0, 2)}, []int64{c}, 1,
				map[string]int{reservation.Verification: 1}},
			{"yesterday", storage.ReservationFilter{From: today.AddDate(0, 0, -1), To: today}, []int64{e}, 1,
				map[string]int{reservation.Cancelled: 1}},
			{"by number", storage.ReservationFilter{Search: search(fmt.Sprintf("#%d", c))}, []int64{c}, 1,
				map[string]int{reservation.Verification: 1}},
			{"by uuid", storage.ReservationFilter{Search: search(uuidC)}, []int64{c}, 1, map[string]int{reservation.Verification: 1}},
			{"by first name", storage.ReservationFilter{Search: search("ADA")}, []int64{a, d}, 2,
				map[string]int{reservation.Pending: 1, reservation.Finished: 1}},
			{"by full name", storage.ReservationFilter{Search: search("grace hopper")}, []int64{b}, 1, map[string]int{reservation.Preparing: 1}},
			{"by e-mail", storage.ReservationFilter{Search: search("bletchley")}, []int64{c}, 1, map[string]int{reservation.Verification: 1}},
			{"by phone", storage.ReservationFilter{Search: search("(212) 555-0199")}, []int64{b}, 1, map[string]int{reservation.Preparing: 1}},
			{"by part of a phone", storage.ReservationFilter{Search: search("555-01")}, []int64{b, a, c}, 3,
				map[string]int{reservation.Pending: 1, reservation.Preparing: 1, reservation.Verification: 1}},
			// LIKE's wildcards are looked for as they are.
			{"a wildcard", storage.ReservationFilter{Search: search("a_a")}, []int64{}, 0, map[string]int{}},
			{"a percent sign", storage.ReservationFilter{Search: search("%")}, []int64{}, 0, map[string]int{}},
			{"nobody", storage.ReservationFilter{Search: search("zelda")}, []int64{}, 0, map[string]int{}},
			{"the second page", storage.ReservationFilter{Limit: 2, Offset: 2}, []int64{c, e}, 5, all},
		}
		for _, tt := range tests {
			if tt.f.Limit == 0 {
				tt.f.Limit = 50
			}
			q, err := db.StoreQueue(ctx, ct.StoreSF, tt.f)
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			var got []int64
			for _, r := range q.Rows {
				got = append(got, r.ID)
			}
			if !slices.Equal(got, tt.want) || q.Total != tt.total || fmt.Sprint(q.Counts) != fmt.Sprint(tt.counts) {
				t.Errorf("%s: ids %v total %d counts %v; want %v %d %v", tt.name, got, q.Total, q.Counts, tt.want, tt.total, tt.counts)
			}
			// The old list reads the same filter, newest first.
			list, total, err := db.StoreReservations(ctx, ct.StoreSF, tt.f)
			if err != nil || total != tt.total || len(list) != len(tt.want) {
				t.Errorf("%s: StoreReservations = %d of %d, %v", tt.name, len(list), total, err)
			}
		}

		// A row as the queue lists it.
		q, err := db.StoreQueue(ctx, ct.StoreSF, storage.ReservationFilter{Search: search(fmt.Sprintf("#%d", b)), Limit: 1})
		if err != nil || len(q.Rows) != 1 {
			t.Fatalf("queue of b = %+v, %v", q, err)
		}
		row := q.Rows[0]
		if row.Status != reservation.Preparing || row.ReservationMode != "curbside" || row.FirstName != "Grace" || row.Items != 1 ||
			row.Amount <= 0 || row.WindowStart == nil || !row.WindowStart.Equal(*at(18, 30, 27)) || !row.WindowEnd.Equal(at(18, 30, 27).Add(30*time.Minute)) ||
			!row.CreatedAt.Equal(queueNow) || row.StatusChangedAt == nil || row.ArrivedAt != nil {
			t.Errorf("b's row = %+v", row)
		}

		// The last event is the store's newest, not another store's.
		last, err := db.StatusTestInt(ctx, `SELECT MAX(e.id) FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id WHERE r.store_id = ?`, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		newest, _ := db.StatusTestInt(ctx, `SELECT MAX(id) FROM reservation_events`)
		if q.LastEventID != int64(last) || int64(newest) == q.LastEventID {
			t.Errorf("last event = %d, want SF's %d (Denver's is %d)", q.LastEventID, last, newest)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: a, StoreID: ct.StoreSF, To: reservation.Verification, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		if q2, err := db.StoreQueue(ctx, ct.StoreSF, storage.ReservationFilter{Limit: 1}); err != nil || q2.LastEventID <= int64(newest) {
			t.Errorf("last event after a move = %d, %v; want above %d", q2.LastEventID, err, newest)
		}
		// Another store's queue holds none of these.
		if q, err := db.StoreQueue(ctx, ct.StoreDenver, storage.ReservationFilter{Limit: 50}); err != nil || q.Total != 1 || slices.Contains(ids, q.Rows[0].ID) {
			t.Errorf("Denver's queue = %+v, %v", q, err)
		}
	})
}

// TestStatusChangeAudit: a change that asks for an audit row writes one
// in its transaction, with the status before and after; a refused change
// writes none.
func TestStatusChangeAudit(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		res := statusReserve(t, db, 1)
		actor := staff.Actor{Label: "cli"}
		entry := func(action string) *staff.Entry {
			return &staff.Entry{Actor: actor, Action: action, RequestID: "req-1"}
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: reservation.Verification,
			Actor: reservation.Store, Audit: entry("reservation.status")}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, Message: "About ten minutes.",
			Actor: reservation.Store, Audit: entry("reservation.note")}); err != nil {
			t.Fatal(err)
		}
		// Refused: a skipped step, and another store's reservation.
		_, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: reservation.Finished,
			Actor: reservation.Store, Audit: entry("reservation.status")})
		wantKind(t, err, problem.Conflict)
		_, err = db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreDenver, To: reservation.Preparing,
			Actor: reservation.Store, Audit: entry("reservation.status")})
		wantKind(t, err, problem.NotFound)
		// Without Audit (the token API), nothing is logged.
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: reservation.Preparing,
			Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		rows, err := db.AuditLog(ctx, ct.StoreSF, 0, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 2 {
			t.Fatalf("audit rows = %+v, want 2", rows)
		}
		subject := fmt.Sprintf("reservation:%d", res.ID)
		note, move := rows[0], rows[1]
		type status struct {
			Status  string `json:"status"`
			Message string `json:"message"`
		}
		read := func(s string) status {
			var out status
			if err := json.Unmarshal([]byte(s), &out); err != nil {
				t.Fatalf("%q: %v", s, err)
			}
			return out
		}
		if move.Action != "reservation.status" || move.Subject != subject || move.Actor != "cli" || move.RequestID != "req-1" ||
			read(move.Before) != (status{Status: reservation.Pending}) || read(move.After) != (status{Status: reservation.Verification}) {
			t.Errorf("the move's row = %+v", move)
		}
		if note.Action != "reservation.note" || note.Subject != subject || read(note.Before) != (status{Status: reservation.Verification}) ||
			read(note.After) != (status{Status: reservation.Verification, Message: "About ten minutes."}) {
			t.Errorf("the note's row = %+v", note)
		}
	})
}
