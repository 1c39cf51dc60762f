// Package catalogstore runs the catalogue's queries that no order needs: the
// import of a catalogue document, brands and their carriers, reviews, products
// near a shopper and partners, on the database package storage opens. The
// rules live in internal/catalog.
package catalogstore

import "github.com/pistil/pistil/internal/storage"

// Store runs this package's queries on the database.
type Store struct{ *storage.DB }

// New is the store over db.
func New(db *storage.DB) *Store { return &Store{db} }
