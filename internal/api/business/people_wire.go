package business

import (
	"time"

	"github.com/pistil/pistil/internal/staff"
)

// StaffPerson is a staff member of the store as the owner's staff screen
// lists them: their role here and where they are in signing up (invited:
// a welcome link is waiting; expired: it ran out unused; enrolling: a
// password but no authenticator yet; active).
type StaffPerson struct {
	ID    int64      `json:"id"`
	Email string     `json:"email"`
	Name  string     `json:"name"`
	Role  staff.Role `json:"role"`
	State string     `json:"state" jsonschema:"enum=invited,enum=expired,enum=enrolling,enum=active,enum=disabled"`
}

// StaffList is the store's staff, by address.
type StaffList struct {
	Staff []StaffPerson `json:"staff"`
}

// StaffInvite gives an address a role at the store: a new person gets a
// one-time link by e-mail to set a password; someone with a password gets
// the role and a mail saying so.
type StaffInvite struct {
	Email string     `json:"email"`
	Name  string     `json:"name,omitempty"`
	Role  staff.Role `json:"role"`
}

// StaffRoleChange is a new role for a member of the store.
type StaffRoleChange struct {
	Role staff.Role `json:"role"`
}

// IntegrationTokenInfo is one of the store's integration tokens as
// listed: never the token itself, shown once when made.
type IntegrationTokenInfo struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	// Stores are the stores it covers: the one it was made at first, then
	// the others a chain's token covers too.
	Stores     []int64    `json:"stores"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at" jsonschema:"nullable"`
	RevokedAt  *time.Time `json:"revoked_at" jsonschema:"nullable"`
}

// IntegrationTokenList is the store's tokens, revoked ones included.
type IntegrationTokenList struct {
	Tokens []IntegrationTokenInfo `json:"tokens"`
}

// IntegrationTokenRequest names a new token ("front desk", "POS sync").
type IntegrationTokenRequest struct {
	Name string `json:"name"`
	// AlsoStoreIDs are other stores the token covers on this API (a
	// chain's point of sale syncing them all, PUT /inventory): the maker
	// must manage tokens at each.
	AlsoStoreIDs []int64 `json:"also_store_ids,omitempty"`
}

// IntegrationTokenMade is a new token, shown this once: an integration
// sends it as Authorization: Bearer.
type IntegrationTokenMade struct {
	Token string `json:"token"`
}

// AuditEntry is one change made at the store: who (staff:address,
// token:name, cli or system), what, to which subject, and the subject
// before and after.
type AuditEntry struct {
	ID        int64          `json:"id"`
	Actor     string         `json:"actor"`
	Action    string         `json:"action"`
	Subject   string         `json:"subject"`
	Before    map[string]any `json:"before" jsonschema:"nullable"`
	After     map[string]any `json:"after" jsonschema:"nullable"`
	CreatedAt time.Time      `json:"created_at"`
}

// AuditPage is a page of the store's audit log, newest first; NextBefore
// asks for the next page (?before=), 0 when this is the last.
type AuditPage struct {
	Entries    []AuditEntry `json:"entries"`
	NextBefore int64        `json:"next_before"`
}
