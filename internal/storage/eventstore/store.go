// Package eventstore keeps and reads what is collected: analytics events and
// the staff reports over them, placement impressions and clicks, the store
// signals the merchandising service ranks by, and the browser's error reports,
// on the database package storage opens. The rules live in internal/analytics,
// internal/merch and internal/clienterr.
package eventstore

import "github.com/pistil/pistil/internal/storage"

// Store runs this package's queries on the database.
type Store struct{ *storage.DB }

// New is the store over db.
func New(db *storage.DB) *Store { return &Store{db} }
