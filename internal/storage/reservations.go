package storage

import (
	"context"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
)

// CustomerReservation returns reservation id for the customer it belongs
// to. It is problem.NotFound for an unknown id and problem.Forbidden for a
// reservation that is another customer's or a guest's.
func (db *DB) CustomerReservation(ctx context.Context, id, customerID int64) (reservation.Reservation, error) {
	res, err := loadReservation(ctx, db.Reader(), `r.id = ?`, id)
	if err != nil {
		return res, err
	}
	if res.CustomerID != customerID {
		return reservation.Reservation{}, problem.New(problem.Forbidden, reservation.MsgNotYourReservation)
	}
	return res, nil
}

// CustomerReservations lists a customer's reservations, newest first, and
// how many they have in all.
func (db *DB) CustomerReservations(ctx context.Context, customerID int64, limit, offset int) ([]reservation.Summary, int, error) {
	r := db.Reader()
	var total int
	if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM reservations WHERE customer_id = ?`, customerID).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := r.Query(ctx, `
		SELECT r.id, r.uuid, r.store_id, r.status, r.reservation_mode, r.amount_cents, r.created_at,
			(SELECT COALESCE(SUM(p.count), 0) FROM reservation_products p WHERE p.reservation_id = r.id)
		FROM reservations r WHERE r.customer_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`, customerID, limit, offset)
	if err != nil {
		return nil, 0, fmt.Errorf("list reservations: %w", err)
	}
	defer rows.Close()
	out := []reservation.Summary{}
	var storeIDs []int64
	for rows.Next() {
		var s reservation.Summary
		var storeID int64
		if err := rows.Scan(&s.ID, &s.UUID, &storeID, &s.Status, &s.ReservationMode, &s.Amount, &s.CreatedAt, &s.Products); err != nil {
			return nil, 0, err
		}
		out, storeIDs = append(out, s), append(storeIDs, storeID)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	rows.Close()
	stores := map[int64]catalog.StoreSummary{}
	for i, id := range storeIDs {
		st, ok := stores[id]
		if !ok {
			if st, err = FindStore(ctx, r, id); err != nil {
				return nil, 0, err
			}
			stores[id] = st
		}
		out[i].Store = st
	}
	return out, total, nil
}

// EmailRegistered reports whether an address (normalised) has an account:
// the guest receipt's is_registered.
func (db *DB) EmailRegistered(ctx context.Context, email string) (bool, error) {
	var n int
	err := db.Reader().QueryRow(ctx, `SELECT COUNT(*) FROM customers WHERE email = ?`, email).Scan(&n)
	return n > 0, err
}
