package eventstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/clienterr"
	"github.com/pistil/pistil/internal/storage"
)

// RecordClientError keeps a report that clienterr.Check has passed.
func (db *Store) RecordClientError(ctx context.Context, e clienterr.Stored) (int64, error) {
	crumbs := e.Breadcrumbs
	if crumbs == nil {
		crumbs = []clienterr.Breadcrumb{}
	}
	data, err := json.Marshal(crumbs)
	if err != nil {
		return 0, err
	}
	var id int64
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		err := tx.QueryRow(ctx, `
			INSERT INTO client_errors (name, message, stack, url, app_mode, customer_id, user_agent, request_id, breadcrumbs, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			e.Name, e.Message, e.Stack, e.URL, e.Mode, e.CustomerID, e.UserAgent, e.RequestID, string(data), tx.Now).Scan(&id)
		if err != nil {
			return fmt.Errorf("record client error: %w", err)
		}
		return nil
	})
	return id, err
}

// ClientErrors lists the newest reports first, at most limit of them, and
// only those at or after since when since is not zero.
func (db *Store) ClientErrors(ctx context.Context, since time.Time, limit int) ([]clienterr.Stored, error) {
	rows, err := db.Reader().Query(ctx, `
		SELECT id, name, message, stack, url, app_mode, customer_id, user_agent, request_id, breadcrumbs, created_at
		FROM client_errors WHERE created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?`, since.UTC(), limit)
	if err != nil {
		return nil, fmt.Errorf("list client errors: %w", err)
	}
	defer rows.Close()
	out := []clienterr.Stored{}
	for rows.Next() {
		var (
			e      clienterr.Stored
			cust   sql.NullInt64
			crumbs string
		)
		if err := rows.Scan(&e.ID, &e.Name, &e.Message, &e.Stack, &e.URL, &e.Mode, &cust, &e.UserAgent, &e.RequestID, &crumbs, &e.CreatedAt); err != nil {
			return nil, err
		}
		if cust.Valid {
			e.CustomerID = &cust.Int64
		}
		if err := json.Unmarshal([]byte(crumbs), &e.Breadcrumbs); err != nil {
			return nil, fmt.Errorf("client error %d breadcrumbs: %w", e.ID, err)
		}
		e.CreatedAt = e.CreatedAt.UTC()
		out = append(out, e)
	}
	return out, rows.Err()
}
