package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/segments"
)

// UpsertUserSegment writes a catalogue segment. A staff segment's store
// must exist.
func UpsertUserSegment(ctx context.Context, tx *Tx, s catalog.UserSegment) error {
	if s.StoreID != 0 {
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM stores WHERE id = ?)`, s.StoreID).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			var v problem.Validations
			v.Add(fmt.Sprintf("user_segments.%d.store_id", s.ID), fmt.Sprintf("names store %d, which does not exist", s.StoreID))
			return v.Err("The catalogue is invalid.")
		}
	}
	doc, err := json.Marshal(s)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO user_segments (id, name, membership, store_id, document) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name, membership = excluded.membership,
			store_id = excluded.store_id, document = excluded.document`,
		s.ID, s.Name, s.Membership, NullID(s.StoreID), string(doc))
	if err != nil {
		return fmt.Errorf("import user segment %d: %w", s.ID, err)
	}
	// A segment no longer joined by staff keeps no staff additions.
	if s.Membership != catalog.SegmentStaff {
		_, err = tx.Exec(ctx, `DELETE FROM user_segment_members WHERE segment_id = ?`, s.ID)
	}
	return err
}

// userSegments reads the catalogue's segments, by id, those matching where
// (a condition on user_segments) when given.
func userSegments(ctx context.Context, r Reader, where string, args ...any) ([]catalog.UserSegment, error) {
	q := `SELECT document FROM user_segments`
	if where != "" {
		q += ` WHERE ` + where
	}
	rows, err := r.Query(ctx, q+` ORDER BY id`, args...)
	if err != nil {
		return nil, fmt.Errorf("load user segments: %w", err)
	}
	defer rows.Close()
	var list []catalog.UserSegment
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, err
		}
		var s catalog.UserSegment
		if err := json.Unmarshal([]byte(doc), &s); err != nil {
			return nil, fmt.Errorf("decode user segment: %w", err)
		}
		list = append(list, s)
	}
	return list, rows.Err()
}

// customerSegments are the segments customer c (as segmentCustomer read
// them) is in on day today (in the store's time zone): segments.Of over
// every store's segments, with the staff's additions read when there are
// segments at all.
func customerSegments(ctx context.Context, r Reader, id int64, c segments.Customer, today time.Time) ([]int64, error) {
	list, err := userSegments(ctx, r, "")
	if err != nil || len(list) == 0 {
		return nil, err
	}
	if err := eachRow(ctx, r, `SELECT segment_id FROM user_segment_members WHERE customer_id = ?`, []any{id}, func(rows *sql.Rows) error {
		var sid int64
		err := rows.Scan(&sid)
		c.Added = append(c.Added, sid)
		return err
	}); err != nil {
		return nil, err
	}
	return segments.Of(list, c, today), nil
}

// segmentCustomer is what group specials and segments know of customer id
// from their account (gold) and their identification document; the staff's
// additions are customerSegments' to read.
func segmentCustomer(ctx context.Context, r Reader, id int64, gold bool) (segments.Customer, error) {
	c := segments.Customer{Gold: gold}
	err := r.QueryRow(ctx, `SELECT birth_date FROM identification_documents WHERE customer_id = ?`, id).Scan(&c.BirthDate)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return c, fmt.Errorf("load document: %w", err)
	}
	present := map[string]bool{}
	if err := eachRow(ctx, r, `SELECT slot FROM identification_photos WHERE customer_id = ?`, []any{id}, func(rows *sql.Rows) error {
		var slot string
		err := rows.Scan(&slot)
		present[slot] = true
		return err
	}); err != nil {
		return c, err
	}
	c.Documents = accounts.Satisfied(present)
	return c, nil
}

// eachRow runs fn on every row of a query.
func eachRow(ctx context.Context, r Reader, q string, args []any, fn func(*sql.Rows) error) error {
	rows, err := r.Query(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// CustomerSegments are the segments a customer is in at now, as a cart of
// store is priced for them (the date in the store's time zone decides a
// senior's age).
func (db *DB) CustomerSegments(ctx context.Context, customerID int64, store *catalog.Store, now time.Time) ([]int64, error) {
	r := db.Reader()
	var gold sql.NullTime
	if err := r.QueryRow(ctx, `SELECT gold_since FROM customers WHERE id = ?`, customerID).Scan(&gold); err != nil {
		return nil, fmt.Errorf("load customer %d: %w", customerID, err)
	}
	c, err := segmentCustomer(ctx, r, customerID, gold.Valid)
	if err != nil {
		return nil, err
	}
	return customerSegments(ctx, r, customerID, c, checkout.Today(store, now))
}

// StaffSegments lists the segments whose members store's staff manage,
// with how many members each has.
func (db *DB) StaffSegments(ctx context.Context, storeID int64) ([]segments.StaffSegment, error) {
	r := db.Reader()
	list, err := userSegments(ctx, r, `store_id = ? AND membership = ?`, storeID, catalog.SegmentStaff)
	if err != nil {
		return nil, err
	}
	out := make([]segments.StaffSegment, len(list))
	for i, s := range list {
		out[i].UserSegment = s
		if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM user_segment_members WHERE segment_id = ?`, s.ID).Scan(&out[i].Members); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// staffSegment answers segment id when store's staff manage it, or
// segments.CheckStaff's refusal.
func staffSegment(ctx context.Context, r Reader, storeID, id int64) (catalog.UserSegment, error) {
	list, err := userSegments(ctx, r, `id = ?`, id)
	if err != nil {
		return catalog.UserSegment{}, err
	}
	if len(list) == 0 {
		return catalog.UserSegment{}, segments.CheckStaff(nil, storeID)
	}
	return list[0], segments.CheckStaff(&list[0], storeID)
}

// SegmentMembers lists the members of one of store's staff segments, the
// latest added first.
func (db *DB) SegmentMembers(ctx context.Context, storeID, segmentID int64) ([]segments.Member, error) {
	r := db.Reader()
	if _, err := staffSegment(ctx, r, storeID, segmentID); err != nil {
		return nil, err
	}
	var out []segments.Member
	err := eachRow(ctx, r, `
		SELECT c.id, c.email, c.first_name, c.last_name, m.added_at
		FROM user_segment_members m JOIN customers c ON c.id = m.customer_id
		WHERE m.segment_id = ? ORDER BY m.added_at DESC, c.id`, []any{segmentID}, func(rows *sql.Rows) error {
		var m segments.Member
		err := rows.Scan(&m.CustomerID, &m.Email, &m.FirstName, &m.LastName, &m.AddedAt)
		m.AddedAt = m.AddedAt.UTC()
		out = append(out, m)
		return err
	})
	return out, err
}

// AddSegmentMember puts a customer, named by id or (when id is 0) e-mail
// address, in one of store's staff segments. Adding a member again changes
// nothing. It answers the member.
func (db *DB) AddSegmentMember(ctx context.Context, storeID, segmentID, customerID int64, email string) (segments.Member, error) {
	var m segments.Member
	err := db.InTx(ctx, func(tx *Tx) error {
		if _, err := staffSegment(ctx, tx.Reader, storeID, segmentID); err != nil {
			return err
		}
		q, arg := `SELECT id, email, first_name, last_name FROM customers WHERE id = ?`, any(customerID)
		if customerID == 0 {
			q, arg = `SELECT id, email, first_name, last_name FROM customers WHERE email = ?`, accounts.NormalizeEmail(email)
		}
		err := tx.QueryRow(ctx, q, arg).Scan(&m.CustomerID, &m.Email, &m.FirstName, &m.LastName)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, segments.MsgNoCustomer)
		} else if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO user_segment_members (segment_id, customer_id, added_at) VALUES (?, ?, ?)
			ON CONFLICT (segment_id, customer_id) DO NOTHING`, segmentID, m.CustomerID, tx.Now); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `SELECT added_at FROM user_segment_members WHERE segment_id = ? AND customer_id = ?`,
			segmentID, m.CustomerID).Scan(&m.AddedAt); err != nil {
			return err
		}
		m.AddedAt = m.AddedAt.UTC()
		return nil
	})
	return m, err
}

// RemoveSegmentMember takes a customer out of one of store's staff
// segments; one who is not a member is not found.
func (db *DB) RemoveSegmentMember(ctx context.Context, storeID, segmentID, customerID int64) error {
	return db.InTx(ctx, func(tx *Tx) error {
		if _, err := staffSegment(ctx, tx.Reader, storeID, segmentID); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `DELETE FROM user_segment_members WHERE segment_id = ? AND customer_id = ?`, segmentID, customerID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return problem.New(problem.NotFound, segments.MsgNotMember)
		}
		return nil
	})
}
