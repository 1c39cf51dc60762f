package storage

import (
	"context"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sealed"
)

// Document returns a customer's identification document, empty when they
// have none.
func (db *DB) Document(ctx context.Context, customerID int64) (accounts.Document, error) {
	d, _, err := loadDocument(ctx, db.reader(), customerID)
	return d, err
}

// loadDocument reads a customer's document and, by slot, the keys its
// photos are sealed under in files.
func loadDocument(ctx context.Context, r reader, customerID int64) (d accounts.Document, keys map[string]string, err error) {
	d = accounts.Document{CustomerID: customerID, Photos: map[string]accounts.DocumentPhoto{}}
	keys = map[string]string{}
	err = r.queryRow(ctx, `SELECT first_name, last_name, birth_date FROM identification_documents WHERE customer_id = ?`,
		customerID).Scan(&d.FirstName, &d.LastName, &d.BirthDate)
	if errors.Is(err, sql.ErrNoRows) {
		return d, keys, nil
	} else if err != nil {
		return d, keys, fmt.Errorf("load document: %w", err)
	}
	rows, err := r.query(ctx, `SELECT slot, blob_key, content_type, width, height, byte_size, uploaded_at
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

// UpdateDocument applies a change to a customer's document and returns it.
// New photos are sealed and written to files first; then the row changes
// in one transaction; the photos it replaced or removed are deleted only
// after the commit. When the transaction fails, the photos just written
// are deleted and the document stays as it was.
func (db *DB) UpdateDocument(ctx context.Context, files *Files, customerID int64, ch accounts.DocumentChange) (accounts.Document, error) {
	type written struct {
		key string
		p   accounts.NewPhoto
	}
	fresh := map[string]written{}
	var freshKeys []string
	cleanUp := func() {
		// A background context: the request may be why we are here.
		if err := files.remove(context.WithoutCancel(ctx), freshKeys...); err != nil {
			files.log().Warn("could not delete photos of a failed document update", "err", err)
		}
	}
	for slot, p := range ch.Photos {
		if !accounts.IsPhotoSlot(slot) {
			cleanUp()
			return accounts.Document{}, problem.New(problem.Invalid, "%s", accounts.MsgNotPhotoSlot(slot))
		}
		key, err := newBlobKey("documents/")
		if err != nil {
			cleanUp()
			return accounts.Document{}, err
		}
		freshKeys = append(freshKeys, key)
		if err := files.put(ctx, key, customerID, p.Data); err != nil {
			cleanUp()
			return accounts.Document{}, fmt.Errorf("store photo: %w", err)
		}
		fresh[slot] = written{key, p}
	}
	var superseded []string
	var d accounts.Document
	err := db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO identification_documents (customer_id, created_at, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (customer_id) DO NOTHING`, customerID, tx.now, tx.now); err != nil {
			return err
		}
		// Updating the row first locks it: concurrent changes of one
		// document take turns from here.
		sets, args := "updated_at = ?", []any{tx.now}
		for col, v := range map[string]*string{"first_name": ch.FirstName, "last_name": ch.LastName, "birth_date": ch.BirthDate} {
			if v != nil {
				sets += ", " + col + " = ?"
				args = append(args, *v)
			}
		}
		if _, err := tx.exec(ctx, `UPDATE identification_documents SET `+sets+` WHERE customer_id = ?`,
			append(args, customerID)...); err != nil {
			return err
		}
		_, old, err := loadDocument(ctx, tx.reader, customerID)
		if err != nil {
			return err
		}
		for _, slot := range ch.Remove {
			if key, ok := old[slot]; ok {
				if _, err := tx.exec(ctx, `DELETE FROM identification_photos WHERE customer_id = ? AND slot = ?`, customerID, slot); err != nil {
					return err
				}
				superseded = append(superseded, key)
			}
		}
		for slot, w := range fresh {
			if key, ok := old[slot]; ok {
				superseded = append(superseded, key)
			}
			if _, err := tx.exec(ctx, `
				INSERT INTO identification_photos (customer_id, slot, blob_key, content_type, width, height, byte_size, uploaded_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (customer_id, slot) DO UPDATE SET blob_key = excluded.blob_key, content_type = excluded.content_type,
					width = excluded.width, height = excluded.height, byte_size = excluded.byte_size, uploaded_at = excluded.uploaded_at`,
				customerID, slot, w.key, w.p.ContentType, w.p.Width, w.p.Height, len(w.p.Data), tx.now); err != nil {
				return err
			}
		}
		d, _, err = loadDocument(ctx, tx.reader, customerID)
		return err
	})
	if err != nil {
		cleanUp()
		return accounts.Document{}, err
	}
	if err := files.remove(context.WithoutCancel(ctx), superseded...); err != nil {
		files.log().Warn("could not delete replaced document photos", "err", err)
	}
	return d, nil
}

// DocumentPhoto returns the photo in one slot of a customer's document,
// opened, or problem.NotFound when the slot is empty.
func (db *DB) DocumentPhoto(ctx context.Context, files *Files, customerID int64, slot string) (accounts.DocumentPhoto, []byte, error) {
	var p accounts.DocumentPhoto
	var key string
	err := db.reader().queryRow(ctx, `SELECT blob_key, content_type, width, height, byte_size, uploaded_at
		FROM identification_photos WHERE customer_id = ? AND slot = ?`, customerID, slot).
		Scan(&key, &p.ContentType, &p.Width, &p.Height, &p.Bytes, &p.UploadedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return p, nil, problem.New(problem.NotFound, accounts.MsgNoPhoto)
	} else if err != nil {
		return p, nil, err
	}
	data, err := files.get(ctx, key, customerID)
	return p, data, err
}

// DocumentKey answers the key that seals document photos when none is
// configured: made at random by the first instance to need it, kept in
// server_keys (name 'documents') so that every instance shares it.
func (db *DB) DocumentKey(ctx context.Context) ([]byte, error) {
	fresh, err := sealed.NewKey()
	if err != nil {
		return nil, err
	}
	err = db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO server_keys (name, secret, created_at) VALUES ('documents', ?, ?)
			ON CONFLICT (name) DO NOTHING`, hex.EncodeToString(fresh), tx.now)
		return err
	})
	if err != nil {
		return nil, err
	}
	var secret string
	if err := db.reader().queryRow(ctx, `SELECT secret FROM server_keys WHERE name = 'documents'`).Scan(&secret); err != nil {
		return nil, err
	}
	key, err := sealed.ParseKey(secret)
	if err != nil {
		return nil, fmt.Errorf("documents key: %w", err)
	}
	return key, nil
}

func (f *Files) log() *slog.Logger {
	if f.Log != nil {
		return f.Log
	}
	return slog.Default()
}
