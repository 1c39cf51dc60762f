package accounts

import "time"

// Store staff tokens (docs/adr/0011-staff-tokens.md) let the bearer see and
// move the reservations of one store.

// StaffTokenPrefix begins every store staff token, so that one pasted in
// the wrong place is recognised (and found by secret scanners).
const StaffTokenPrefix = "pst_"

// StaffToken is a store staff token as listed: never the token itself,
// which is shown once when made and kept only as its SHA-256.
type StaffToken struct {
	ID         int64
	StoreID    int64
	Name       string
	CreatedAt  time.Time
	LastUsedAt *time.Time
	RevokedAt  *time.Time
}
