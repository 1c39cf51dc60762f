package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/accounts"
)

// LoadDocument reads a customer's document and, by slot, the keys its
// photos are sealed under in files.
func LoadDocument(ctx context.Context, r Reader, customerID int64) (d accounts.Document, keys map[string]string, err error) {
	d = accounts.Document{CustomerID: customerID, Photos: map[string]accounts.DocumentPhoto{}}
	keys = map[string]string{}
	err = r.QueryRow(ctx, `SELECT first_name, last_name, birth_date FROM identification_documents WHERE customer_id = ?`,
		customerID).Scan(&d.FirstName, &d.LastName, &d.BirthDate)
	if errors.Is(err, sql.ErrNoRows) {
		return d, keys, nil
	} else if err != nil {
		return d, keys, fmt.Errorf("load document: %w", err)
	}
	rows, err := r.Query(ctx, `SELECT slot, blob_key, content_type, width, height, byte_size, uploaded_at
		FROM identification_photos WHERE customer_id = ?`, customerID)
	if err != nil {
		return d, keys, fmt.Errorf("load document photos: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var slot, key string
		var p accounts.DocumentPhoto
		if err := rows.Scan(&slot, &key, &p.ContentType, &p.Width, &p.Height, &p.Bytes, &p.UploadedAt); err != nil {
			return d, keys, err
		}
		p.UploadedAt = p.UploadedAt.UTC()
		d.Photos[slot], keys[slot] = p, key
	}
	return d, keys, rows.Err()
}
