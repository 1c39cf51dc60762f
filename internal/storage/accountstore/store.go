// Package accountstore runs the queries of customers and their sessions, sign-
// ons, verification codes, passwords, signups, identification documents, staff
// tokens and kiosk devices, on the database package storage opens, with its
// SQL kit (storage.Reader, storage.Tx, InTx). The rules live in
// internal/accounts and internal/checkout.
package accountstore

import "github.com/pistil/pistil/internal/storage"

// Store runs this package's queries on the database.
type Store struct{ *storage.DB }

// New is the store over db.
func New(db *storage.DB) *Store { return &Store{db} }
