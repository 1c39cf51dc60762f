package accountstore

import (
	"context"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// Document returns a customer's identification document, empty when they
// have none.
func (db *Store) Document(ctx context.Context, customerID int64) (accounts.Document, error) {
	d, _, err := storage.LoadDocument(ctx, db.Reader(), customerID)
	return d, err
}

// UpdateDocument applies a change to a customer's document and returns it.
// New photos are sealed and written to files first; then the row changes
// in one transaction; the photos it replaced or removed are deleted only
// after the commit. When the transaction fails, the photos just written
// are deleted and the document stays as it was.
func (db *Store) UpdateDocument(ctx context.Context, files *storage.Files, customerID int64, ch accounts.DocumentChange) (accounts.Document, error) {
	type written struct {
		key string
		p   accounts.NewPhoto
	}
	fresh := map[string]written{}
	var freshKeys []string
	cleanUp := func() {
		// A background context: the request may be why we are here.
		if err := files.Remove(context.WithoutCancel(ctx), freshKeys...); err != nil {
			files.Logger().Warn("could not delete photos of a failed document update", "err", err)
		}
	}
	for slot, p := range ch.Photos {
		if !accounts.IsPhotoSlot(slot) {
			cleanUp()
			return accounts.Document{}, problem.New(problem.Invalid, "%s", accounts.MsgNotPhotoSlot(slot))
		}
		key, err := storage.NewBlobKey("documents/")
		if err != nil {
			cleanUp()
			return accounts.Document{}, err
		}
		freshKeys = append(freshKeys, key)
		if err := files.Put(ctx, key, customerID, p.Data); err != nil {
			cleanUp()
			return accounts.Document{}, fmt.Errorf("store photo: %w", err)
		}
		fresh[slot] = written{key, p}
	}
	var superseded []string
	var d accounts.Document
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO identification_documents (customer_id, created_at, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (customer_id) DO NOTHING`, customerID, tx.Now, tx.Now); err != nil {
			return err
		}
		// Updating the row first locks it: concurrent changes of one
		// document take turns from here.
		sets, args := "updated_at = ?", []any{tx.Now}
		for col, v := range map[string]*string{"first_name": ch.FirstName, "last_name": ch.LastName, "birth_date": ch.BirthDate} {
			if v != nil {
				sets += ", " + col + " = ?"
				args = append(args, *v)
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE identification_documents SET `+sets+` WHERE customer_id = ?`,
			append(args, customerID)...); err != nil {
			return err
		}
		_, old, err := storage.LoadDocument(ctx, tx.Reader, customerID)
		if err != nil {
			return err
		}
		for _, slot := range ch.Remove {
			if key, ok := old[slot]; ok {
				if _, err := tx.Exec(ctx, `DELETE FROM identification_photos WHERE customer_id = ? AND slot = ?`, customerID, slot); err != nil {
					return err
				}
				superseded = append(superseded, key)
			}
		}
		for slot, w := range fresh {
			if key, ok := old[slot]; ok {
				superseded = append(superseded, key)
			}
			if _, err := tx.Exec(ctx, `
				INSERT INTO identification_photos (customer_id, slot, blob_key, content_type, width, height, byte_size, uploaded_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (customer_id, slot) DO UPDATE SET blob_key = excluded.blob_key, content_type = excluded.content_type,
					width = excluded.width, height = excluded.height, byte_size = excluded.byte_size, uploaded_at = excluded.uploaded_at`,
				customerID, slot, w.key, w.p.ContentType, w.p.Width, w.p.Height, len(w.p.Data), tx.Now); err != nil {
				return err
			}
		}
		d, _, err = storage.LoadDocument(ctx, tx.Reader, customerID)
		return err
	})
	if err != nil {
		cleanUp()
		return accounts.Document{}, err
	}
	if err := files.Remove(context.WithoutCancel(ctx), superseded...); err != nil {
		files.Logger().Warn("could not delete replaced document photos", "err", err)
	}
	return d, nil
}

// DocumentPhoto returns the photo in one slot of a customer's document,
// opened, or problem.NotFound when the slot is empty.
func (db *Store) DocumentPhoto(ctx context.Context, files *storage.Files, customerID int64, slot string) (accounts.DocumentPhoto, []byte, error) {
	var p accounts.DocumentPhoto
	var key string
	err := db.Reader().QueryRow(ctx, `SELECT blob_key, content_type, width, height, byte_size, uploaded_at
		FROM identification_photos WHERE customer_id = ? AND slot = ?`, customerID, slot).
		Scan(&key, &p.ContentType, &p.Width, &p.Height, &p.Bytes, &p.UploadedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return p, nil, problem.New(problem.NotFound, accounts.MsgNoPhoto)
	} else if err != nil {
		return p, nil, err
	}
	data, err := files.Get(ctx, key, customerID)
	return p, data, err
}

// ReservationDocumentPhoto returns the photo in one slot of the document
// of the shopper of a store's reservation, opened, for the store's staff,
// while the reservation is live (reservation.CheckDocuments): a staff view
// of the shopper's identification (docs/adr/0022-store-console.md). Each
// view writes the audit log row e (its actor, action and request as
// given; the store, the subject "reservation:{id}" and the customer and
// slot filled in) before the photo is read, in a transaction of its own,
// so that no photo leaves without its row.
//
// Errors: problem.NotFound for an unknown reservation or another store's
// (reservation.MsgNoReservation), for a guest's reservation or an empty
// slot (accounts.MsgNoPhoto); problem.Conflict for a final reservation.
func (db *Store) ReservationDocumentPhoto(ctx context.Context, files *storage.Files, storeID, reservationID int64, slot string,
	e staff.Entry) (accounts.DocumentPhoto, []byte, error) {
	var p accounts.DocumentPhoto
	var key string
	var customer sql.NullInt64
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var store int64
		var status string
		err := tx.QueryRow(ctx, `SELECT store_id, customer_id, status FROM reservations WHERE id = ?`, reservationID).
			Scan(&store, &customer, &status)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && store != storeID) {
			return problem.New(problem.NotFound, reservation.MsgNoReservation)
		} else if err != nil {
			return err
		}
		if err := reservation.CheckDocuments(status); err != nil {
			return err
		}
		if !customer.Valid {
			return problem.New(problem.NotFound, accounts.MsgNoPhoto)
		}
		err = tx.QueryRow(ctx, `SELECT blob_key, content_type, width, height, byte_size, uploaded_at
			FROM identification_photos WHERE customer_id = ? AND slot = ?`, customer.Int64, slot).
			Scan(&key, &p.ContentType, &p.Width, &p.Height, &p.Bytes, &p.UploadedAt)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, accounts.MsgNoPhoto)
		} else if err != nil {
			return err
		}
		e.StoreID, e.Subject = storeID, fmt.Sprintf("reservation:%d", reservationID)
		e.After = viewedPhoto{CustomerID: customer.Int64, Slot: slot}
		return tx.Audit(ctx, e)
	})
	if err != nil {
		return p, nil, err
	}
	data, err := files.Get(ctx, key, customer.Int64)
	return p, data, err
}

// viewedPhoto is the photo a document.view audit row names.
type viewedPhoto struct {
	CustomerID int64  `json:"customer_id"`
	Slot       string `json:"slot"`
}

// DocumentKey answers the key that seals document photos when none is
// configured: made at random by the first instance to need it, kept in
// server_keys (name 'documents') so that every instance shares it.
func (db *Store) DocumentKey(ctx context.Context) ([]byte, error) {
	fresh, err := sealed.NewKey()
	if err != nil {
		return nil, err
	}
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO server_keys (name, secret, created_at) VALUES ('documents', ?, ?)
			ON CONFLICT (name) DO NOTHING`, hex.EncodeToString(fresh), tx.Now)
		return err
	})
	if err != nil {
		return nil, err
	}
	var secret string
	if err := db.Reader().QueryRow(ctx, `SELECT secret FROM server_keys WHERE name = 'documents'`).Scan(&secret); err != nil {
		return nil, err
	}
	key, err := sealed.ParseKey(secret)
	if err != nil {
		return nil, fmt.Errorf("documents key: %w", err)
	}
	return key, nil
}
