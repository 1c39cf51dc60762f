package accountstore

import "github.com/pistil/pistil/internal/storage"

// Store runs this package's queries on the database.
type Store struct{ *storage.DB }

// New is the store over db.
func New(db *storage.DB) *Store { return &Store{db} }
