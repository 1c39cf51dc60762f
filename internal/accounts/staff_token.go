package accounts

import (
	"time"
	"unicode/utf8"
)

// Store staff tokens (docs/adr/0011-staff-tokens.md) let the bearer see and
// move the reservations of one store.

// StaffTokenPrefix begins every store staff token, so that one pasted in
// the wrong place is recognised (and found by secret scanners).
const StaffTokenPrefix = "pst_"

// MaxStaffTokenName bounds a staff token's name, in characters.
const MaxStaffTokenName = 100

// Messages of staff tokens.
const (
	// MsgBadStaffToken refuses a request without a live staff token.
	MsgBadStaffToken = "A valid store staff token is required (Authorization: Bearer pst_…)."
	// MsgStaffTokenName refuses a token without a name, or with one
	// longer than MaxStaffTokenName.
	MsgStaffTokenName = "Please name the token (at most 100 characters), e.g. \"front desk\"."
)

// StaffTokenNameProblem is what is wrong with a staff token's name
// (trimmed), or "".
func StaffTokenNameProblem(name string) string {
	if name == "" || utf8.RuneCountInString(name) > MaxStaffTokenName {
		return MsgStaffTokenName
	}
	return ""
}

// StaffToken is a store staff token as listed: never the token itself,
// which is shown once when made and kept only as its SHA-256.
type StaffToken struct {
	ID int64
	// StoreID is the store it was made at; Stores are every store it
	// covers, that one first (a chain's token covers several).
	StoreID    int64
	Stores     []int64
	Name       string
	CreatedAt  time.Time
	LastUsedAt *time.Time
	RevokedAt  *time.Time
}
