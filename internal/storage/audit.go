package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/staff"
)

// Audit writes an audit log row in tx, the change's own transaction, so
// that a change and its row are written together or not at all
// (docs/adr/0022-store-console.md, section 1).
func (tx *Tx) Audit(ctx context.Context, e staff.Entry) error {
	before, err := auditJSON(e.Before)
	if err != nil {
		return err
	}
	after, err := auditJSON(e.After)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO audit_log (store_id, partner_id, staff_id, token_id, actor, action, subject, before, after, request_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, NullID(e.StoreID), NullID(e.PartnerID), NullID(e.Actor.StaffID), NullID(e.Actor.TokenID),
		e.Actor.Label, e.Action, e.Subject, before, after, e.RequestID, tx.Now)
	return err
}

func auditJSON(v any) (sql.NullString, error) {
	if v == nil {
		return sql.NullString{}, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return sql.NullString{}, fmt.Errorf("audit: %w", err)
	}
	return sql.NullString{String: string(b), Valid: true}, nil
}

// AuditRow is an audit log row as read back.
type AuditRow struct {
	ID                       int64
	StoreID, PartnerID       int64
	StaffID, TokenID         int64
	Actor, Action, Subject   string
	Before, After, RequestID string
	CreatedAt                time.Time
}

// AuditLog reads a store's audit log, newest first, a page of at most
// limit rows with ids below before (0 for the newest).
func (db *DB) AuditLog(ctx context.Context, storeID, before int64, limit int) ([]AuditRow, error) {
	q := `SELECT id, COALESCE(store_id, 0), COALESCE(partner_id, 0), COALESCE(staff_id, 0), COALESCE(token_id, 0),
		actor, action, subject, COALESCE(before, ''), COALESCE(after, ''), request_id, created_at
		FROM audit_log WHERE store_id = ?`
	args := []any{storeID}
	if before > 0 {
		q += ` AND id < ?`
		args = append(args, before)
	}
	q += ` ORDER BY id DESC LIMIT ?`
	args = append(args, limit)
	rows, err := db.Reader().Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []AuditRow
	for rows.Next() {
		var a AuditRow
		if err := rows.Scan(&a.ID, &a.StoreID, &a.PartnerID, &a.StaffID, &a.TokenID, &a.Actor, &a.Action, &a.Subject,
			&a.Before, &a.After, &a.RequestID, &a.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
