package storage

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/reservation"
)

// ReservationFilter picks a store's reservations: those in one of Statuses
// and one of Modes (any when empty), of the day [From, To) when From is
// not zero (a reservation is of the day its window starts, or, with no
// window, the day it was placed), and matching Search (reservation.Search).
// Limit and Offset page the list.
type ReservationFilter struct {
	Statuses []string
	Modes    []string
	From, To time.Time
	Search   reservation.Search
	Limit    int
	Offset   int
}

// where is the condition of f on a store's reservations (aliased r), and
// its arguments; withStatus false leaves the statuses out (the queue's
// counts per status).
func (f ReservationFilter) where(storeID int64, withStatus bool) (string, []any) {
	conds, args := []string{`r.store_id = ?`}, []any{storeID}
	in := func(col string, values []string) {
		conds = append(conds, col+` IN (?`+strings.Repeat(`, ?`, len(values)-1)+`)`)
		for _, v := range values {
			args = append(args, v)
		}
	}
	if withStatus && len(f.Statuses) > 0 {
		in(`r.status`, f.Statuses)
	}
	if len(f.Modes) > 0 {
		in(`r.reservation_mode`, f.Modes)
	}
	if !f.From.IsZero() {
		from, to := f.From.UTC(), f.To.UTC()
		conds = append(conds, `((r.window_start >= ? AND r.window_start < ?) OR (r.window_start IS NULL AND r.created_at >= ? AND r.created_at < ?))`)
		args = append(args, from, to, from, to)
	}
	if s := f.Search; s.Any() {
		var alts []string
		if s.ID != 0 {
			alts, args = append(alts, `r.id = ?`), append(args, s.ID)
		}
		if s.UUID != "" {
			alts, args = append(alts, `r.uuid = ?`), append(args, s.UUID)
		}
		if s.Digits != "" {
			alts, args = append(alts, `r.phone LIKE ?`), append(args, "%"+s.Digits+"%")
		}
		if s.Text != "" {
			// Names are kept as typed; e-mail addresses in lower case.
			// LOWER folds ASCII on SQLite and every letter on PostgreSQL.
			like := LikeContaining(s.Text)
			alts = append(alts, `LOWER(r.first_name || ' ' || r.last_name) LIKE ? ESCAPE '!'`, `r.email LIKE ? ESCAPE '!'`)
			args = append(args, like, like)
		}
		conds = append(conds, `(`+strings.Join(alts, ` OR `)+`)`)
	}
	return strings.Join(conds, ` AND `), args
}

// likeEscaper escapes LIKE's wildcards (and its escape character, !) in
// text looked for as it is.
var likeEscaper = strings.NewReplacer(`!`, `!!`, `%`, `!%`, `_`, `!_`)

// LikeContaining is the pattern of a LIKE … ESCAPE '!' that looks for text
// anywhere, as it is: its wildcards are escaped.
func LikeContaining(text string) string { return "%" + likeEscaper.Replace(text) + "%" }

// StoreReservations lists a store's reservations that f picks, newest
// first, a page of f.Limit from f.Offset, with how many f picks in all.
func (db *DB) StoreReservations(ctx context.Context, storeID int64, f ReservationFilter) ([]reservation.Reservation, int, error) {
	r := db.Reader()
	where, args := f.where(storeID, true)
	var total int
	if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM reservations r WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count store reservations: %w", err)
	}
	rows, err := r.Query(ctx, `SELECT r.id FROM reservations r WHERE `+where+` ORDER BY r.id DESC LIMIT ? OFFSET ?`,
		append(args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("list store reservations: %w", err)
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, 0, err
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	rows.Close()
	out := make([]reservation.Reservation, 0, len(ids))
	for _, id := range ids {
		res, err := loadReservation(ctx, r, `r.id = ?`, id)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, res)
	}
	return out, total, nil
}

// Queue is a page of a store's queue.
type Queue struct {
	Rows []reservation.Queued
	// Total is how many reservations the filter picks, all pages.
	Total int
	// Counts are how many of each status the filter would pick with any
	// status: the queue's tabs.
	Counts map[string]int
	// LastEventID is the store's newest reservation_events id, read before
	// the rows: a change after it shows in the rows or comes after it.
	LastEventID int64
}

// queuedSelect reads a reservation.Queued (scanQueued) of reservations r.
const queuedSelect = `SELECT r.id, r.uuid, r.status, r.reservation_mode, r.window_start, r.window_end, r.asap,
	r.first_name, r.last_name, (SELECT COALESCE(SUM(p.count), 0) FROM reservation_products p WHERE p.reservation_id = r.id),
	r.amount_cents, r.curbside_spot, r.arrived_at, r.created_at, r.status_changed_at
	FROM reservations r`

// queueOrder is the order of a store's counter: the reservations still to
// fill first, the one due soonest (its window's start, or its placement
// when it has no window) at the top; then the finished and cancelled ones,
// the newest first.
const queueOrder = ` ORDER BY CASE WHEN r.status IN ('finished', 'cancelled') THEN 1 ELSE 0 END,
	CASE WHEN r.status NOT IN ('finished', 'cancelled') THEN COALESCE(r.window_start, r.created_at) END,
	CASE WHEN r.status NOT IN ('finished', 'cancelled') THEN r.id END,
	r.id DESC`

// StoreQueue answers a page of a store's queue: the reservations f picks,
// in the counter's order (queueOrder), how many it picks in all, how many
// of each status it picks with any status, and the store's newest event.
func (db *DB) StoreQueue(ctx context.Context, storeID int64, f ReservationFilter) (Queue, error) {
	r := db.Reader()
	q := Queue{Counts: map[string]int{}}
	if err := r.QueryRow(ctx, `SELECT COALESCE(MAX(id), 0) FROM reservation_events WHERE store_id = ?`, storeID).Scan(&q.LastEventID); err != nil {
		return q, fmt.Errorf("read the store's last reservation event: %w", err)
	}
	where, args := f.where(storeID, false)
	counts, err := r.Query(ctx, `SELECT r.status, COUNT(*) FROM reservations r WHERE `+where+` GROUP BY r.status`, args...)
	if err != nil {
		return q, fmt.Errorf("count the queue: %w", err)
	}
	defer counts.Close()
	for counts.Next() {
		var status string
		var n int
		if err := counts.Scan(&status, &n); err != nil {
			return q, err
		}
		q.Counts[status] = n
	}
	if err := counts.Err(); err != nil {
		return q, err
	}
	counts.Close()
	for _, s := range f.Statuses {
		q.Total += q.Counts[s]
	}
	if len(f.Statuses) == 0 {
		for _, n := range q.Counts {
			q.Total += n
		}
	}
	where, args = f.where(storeID, true)
	rows, err := r.Query(ctx, queuedSelect+` WHERE `+where+queueOrder+` LIMIT ? OFFSET ?`, append(args, f.Limit, f.Offset)...)
	if err != nil {
		return q, fmt.Errorf("list the queue: %w", err)
	}
	defer rows.Close()
	q.Rows = []reservation.Queued{}
	for rows.Next() {
		row, err := scanQueued(rows)
		if err != nil {
			return q, err
		}
		q.Rows = append(q.Rows, row)
	}
	return q, rows.Err()
}

// QueuedReservations reads the queue rows of reservations by id, as
// they are now: what a live event carries. An id with no reservation is
// left out.
func (db *DB) QueuedReservations(ctx context.Context, ids []int64) (map[int64]reservation.Queued, error) {
	out := map[int64]reservation.Queued{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := db.Reader().Query(ctx, queuedSelect+` WHERE r.id IN (`+placeholders(len(ids))+`)`, int64s(ids)...)
	if err != nil {
		return nil, fmt.Errorf("read queue rows: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		row, err := scanQueued(rows)
		if err != nil {
			return nil, err
		}
		out[row.ID] = row
	}
	return out, rows.Err()
}

// scanQueued reads a row of queuedSelect.
func scanQueued(rows interface{ Scan(...any) error }) (reservation.Queued, error) {
	var (
		q                                      reservation.Queued
		windowStart, windowEnd, arrived, moved sql.NullTime
	)
	err := rows.Scan(&q.ID, &q.UUID, &q.Status, &q.ReservationMode, &windowStart, &windowEnd, &q.ASAP, &q.FirstName, &q.LastName,
		&q.Items, &q.Amount, &q.CurbsideSpot, &arrived, &q.CreatedAt, &moved)
	if err != nil {
		return q, fmt.Errorf("read a queued reservation: %w", err)
	}
	q.WindowStart, q.WindowEnd, q.ArrivedAt, q.StatusChangedAt = TimeOrNil(windowStart), TimeOrNil(windowEnd), TimeOrNil(arrived), TimeOrNil(moved)
	q.CreatedAt = q.CreatedAt.UTC()
	return q, nil
}
