// Package staff holds the rules of the store console's staff that need no
// I/O (docs/adr/0022-store-console.md): the roles, the permissions and the
// one table between them, a principal's role at a store and what it may do
// there, who may grant which role, the lifetimes of invitations, sign-ins
// and sessions, TOTP (RFC 6238), recovery codes and the console's refusals.
//
// Passwords, secret tokens, e-mail codes and login slowing are
// internal/accounts' and are reused as they are.
package staff

import (
	"slices"
	"time"

	"github.com/pistil/pistil/internal/problem"
)

// Lifetimes of the console's links, challenges and sessions.
const (
	// InvitationLife is how long a welcome link works (once, checked with
	// accounts.LinkUsable).
	InvitationLife = 72 * time.Hour
	// SignInLife is how long a right password waits for its second
	// factor (a staff_sign_ins challenge).
	SignInLife = 10 * time.Minute
	// SessionLife is one shift: the session row's life and its cookie's
	// Max-Age.
	SessionLife = 12 * time.Hour
)

// Role is what a staff member is at a store, or over a partner's stores
// (operator), or what an integration token is on its store.
type Role string

// The roles, from the one that may do least to the one that may do most;
// an integration token (a store_staff_tokens bearer on the business API)
// is a role of its own, beside them.
const (
	Budtender   Role = "budtender"
	Manager     Role = "manager"
	Owner       Role = "owner"
	Operator    Role = "operator"
	Integration Role = "integration"
)

// roles is the column order of the permission table; the staff roles come
// in rising order, which RoleAt uses to pick a person's strongest role.
var roles = [...]Role{Budtender, Manager, Owner, Operator, Integration}

// Roles lists every role, in the permission table's column order.
func Roles() []Role { return roles[:] }

// column is a role's column in the table, or -1.
func column(r Role) int {
	for i, c := range roles {
		if c == r {
			return i
		}
	}
	return -1
}

// label is how a refusal names a role: "A budtender", "An owner".
func (r Role) label() string {
	switch r {
	case Owner, Operator:
		return "An " + string(r)
	case Integration:
		return "An integration token"
	}
	return "A " + string(r)
}

// Permission is what one business route needs: every route declares one.
type Permission string

// The permissions of docs/adr/0022-store-console.md, section 2.
const (
	ReservationsRead Permission = "reservations.read" // queue, detail, stream, pick list
	ReservationsMove Permission = "reservations.move" // status, note, cancel with a reason
	DocumentsView    Permission = "documents.view"    // the shopper's ID photos on a live reservation
	MenuRead         Permission = "menu.read"
	MenuStock        Permission = "menu.stock" // out of stock, counts
	SpecialsRead     Permission = "specials.read"
	MenuEdit         Permission = "menu.edit"      // prices, visibility, notes, photos, add, CSV
	InventorySync    Permission = "inventory.sync" // a point of sale's prices, counts, visibility and ids (issue 22)
	SpecialsEdit     Permission = "specials.edit"
	ReviewsModerate  Permission = "reviews.moderate"
	ReportsRead      Permission = "reports.read"
	SettingsRead     Permission = "settings.read"
	SettingsEdit     Permission = "settings.edit"
	StaffManage      Permission = "staff.manage"
	TokensManage     Permission = "tokens.manage"
	WebhooksManage   Permission = "webhooks.manage" // subscriptions, their delivery log, send again (issue 22)
	AuditRead        Permission = "audit.read"

	// Self covers one's own password, second factor, sessions and store
	// list; it is tied to no store.
	Self Permission = "self"
	// Anyone covers sign-in, the second factor and the welcome link,
	// which need no session.
	Anyone Permission = "anyone"
	// PartnerManage covers an operator's partner pages; its scope is a
	// partner, not a store.
	PartnerManage Permission = "partner.manage"
)

// Scope is what a permission is held on.
type Scope int

const (
	OnStore   Scope = iota // the route's {storeId}
	OnPartner              // the route's partner
	OnNothing              // self and anyone
)

// by is a row of the table: whether each role, in roles' order,
// holds the permission.
type by [len(roles)]bool

const x, o = true, false

// table is the one table of who holds what. Its columns are roles' order:
// budtender, manager, owner, operator, integration. action completes "A
// budtender cannot …" in a refusal.
var table = [...]struct {
	held   by
	perm   Permission
	scope  Scope
	action string
}{
	//  bud mgr own op int
	{by{x, x, x, x, x}, ReservationsRead, OnStore, "see reservations"},
	{by{x, x, x, x, x}, ReservationsMove, OnStore, "move reservations"},
	{by{x, x, x, x, o}, DocumentsView, OnStore, "view shoppers' documents"},
	{by{x, x, x, x, o}, MenuRead, OnStore, "see the menu"},
	{by{x, x, x, x, o}, MenuStock, OnStore, "change stock"},
	{by{x, x, x, x, o}, SpecialsRead, OnStore, "see specials"},
	{by{o, x, x, x, o}, MenuEdit, OnStore, "edit the menu"},
	{by{o, x, x, x, x}, InventorySync, OnStore, "sync the menu from a point of sale"},
	{by{o, x, x, x, o}, SpecialsEdit, OnStore, "edit specials"},
	{by{o, x, x, x, o}, ReviewsModerate, OnStore, "moderate reviews"},
	{by{o, x, x, x, x}, ReportsRead, OnStore, "read reports"},
	{by{o, x, x, x, o}, SettingsRead, OnStore, "see the store's settings"},
	{by{o, o, x, x, o}, SettingsEdit, OnStore, "change the store's settings"},
	{by{o, o, x, x, o}, StaffManage, OnStore, "manage staff"},
	{by{o, o, x, x, o}, TokensManage, OnStore, "manage integration tokens"},
	{by{o, o, x, x, x}, WebhooksManage, OnStore, "manage webhooks"},
	{by{o, o, x, x, o}, AuditRead, OnStore, "read the audit log"},
	{by{x, x, x, x, o}, Self, OnNothing, "manage a staff account"},
	{by{x, x, x, x, x}, Anyone, OnNothing, "sign in"},
	{by{o, o, o, x, o}, PartnerManage, OnPartner, "manage a partner's stores"},
}

// row is a permission's row of the table, or -1 for an unknown one.
func row(p Permission) int {
	for i, r := range table {
		if r.perm == p {
			return i
		}
	}
	return -1
}

// Permissions lists every permission, in the table's order.
func Permissions() []Permission {
	ps := make([]Permission, len(table))
	for i, r := range table {
		ps[i] = r.perm
	}
	return ps
}

// ScopeOf is what p is held on. An unknown permission is OnStore, where
// no role holds it.
func ScopeOf(p Permission) Scope {
	if i := row(p); i >= 0 {
		return table[i].scope
	}
	return OnStore
}

// Holds reports whether role r holds permission p. An unknown role or
// permission holds nothing.
func Holds(r Role, p Permission) bool {
	i, c := row(p), column(r)
	return i >= 0 && c >= 0 && table[i].held[c]
}

// RolesWith lists the roles that hold p, in the table's column order (the
// contract's x-pistil-roles).
func RolesWith(p Permission) []Role {
	var rs []Role
	for _, r := range roles {
		if Holds(r, p) {
			rs = append(rs, r)
		}
	}
	return rs
}

// PermissionsOf lists the permissions r holds, in the table's order (what
// GET /api/v1/business/session answers for each of a person's stores).
func PermissionsOf(r Role) []Permission {
	var ps []Permission
	for _, t := range table {
		if Holds(r, t.perm) {
			ps = append(ps, t.perm)
		}
	}
	return ps
}

// Grant is one role of a principal: a staff_roles row, or an integration
// token's store. An operator's grant names its partner and, in Stores, the
// partner's stores (partner_stores) as read when the principal was loaded;
// every other grant names its one store.
type Grant struct {
	Role      Role
	StoreID   int64 // 0 for an operator
	PartnerID int64 // an operator's only
	Stores    []int64
}

// covers reports whether g holds its role at store storeID.
func (g Grant) covers(storeID int64) bool {
	if g.Role == Operator {
		return slices.Contains(g.Stores, storeID)
	}
	return g.StoreID == storeID
}

// Principal is who asks on the business API: a signed-in staff member with
// their grants, or an integration token with its one. The zero Principal
// is no one (no session).
type Principal struct {
	StaffID int64 // 0 for an integration token
	TokenID int64 // the store_staff_tokens id of an integration token
	Grants  []Grant
}

// IntegrationPrincipal is a store staff token (pst_…) on the business API:
// the role integration on each store it covers (a chain's token covers
// several).
func IntegrationPrincipal(tokenID int64, stores ...int64) Principal {
	p := Principal{TokenID: tokenID}
	for _, id := range stores {
		p.Grants = append(p.Grants, Grant{Role: Integration, StoreID: id})
	}
	return p
}

// SignedIn reports whether p is anyone at all.
func (p Principal) SignedIn() bool { return p.StaffID != 0 || p.TokenID != 0 }

// RoleAt is p's role at store storeID, or "" when p has none there. A
// person with two roles that reach one store (a manager there who is also
// an operator of its partner) is taken at the stronger, which holds all
// the weaker holds.
func (p Principal) RoleAt(storeID int64) Role {
	best := Role("")
	for _, g := range p.Grants {
		if g.covers(storeID) && column(g.Role) > column(best) {
			best = g.Role
		}
	}
	return best
}

// OperatesPartner reports whether p is an operator of partner partnerID.
func (p Principal) OperatesPartner(partnerID int64) bool {
	for _, g := range p.Grants {
		if g.Role == Operator && g.PartnerID == partnerID {
			return true
		}
	}
	return false
}

// Can reports whether p may do what perm covers. id is the store for a
// store permission (the route's {storeId}) and the partner for
// PartnerManage; Self and Anyone ignore it. (The ADR writes the guard's
// call as principal.Can(permission, storeID); letting the same id name the
// partner for the one partner permission keeps the guard one call.)
func (p Principal) Can(perm Permission, id int64) bool {
	return p.Check(perm, id) == nil
}

// Check is Can with the refusal the guard answers: problem.Unauthorized
// (MsgSignedOut) for no one, problem.Forbidden with MsgNotYourStore for no
// role at the store (MsgNotYourPartner for a partner p does not operate),
// and problem.Forbidden naming the role and the action when the role does
// not hold the permission.
func (p Principal) Check(perm Permission, id int64) error {
	i := row(perm)
	switch {
	case i < 0:
		return problem.New(problem.Forbidden, "%s", MsgUnknownPermission)
	case perm == Anyone:
		return nil
	case !p.SignedIn():
		return problem.New(problem.Unauthorized, "%s", MsgSignedOut)
	}
	var r Role
	switch table[i].scope {
	case OnStore:
		if r = p.RoleAt(id); r == "" {
			return problem.New(problem.Forbidden, "%s", MsgNotYourStore)
		}
	case OnPartner:
		if p.OperatesPartner(id) {
			return nil
		}
		return problem.New(problem.Forbidden, "%s", MsgNotYourPartner)
	case OnNothing:
		// Self: every staff member has an account of their own; a token
		// has none.
		if p.StaffID != 0 {
			return nil
		}
		r = Integration
	}
	if !Holds(r, perm) {
		return problem.New(problem.Forbidden, "%s", MsgCannot(r, perm))
	}
	return nil
}

// CanGrant reports whether p may give someone role at store storeID (or,
// for Operator, over partner partnerID): an owner grants owner, manager and
// budtender at their store, and so does an operator on each of its
// partner's stores, since it holds everything an owner holds; only an
// operator of the same partner grants operator (or the command line, which
// is no principal and asks nobody). Integration is no role one grants: a
// token is made under TokensManage.
func (p Principal) CanGrant(role Role, storeID, partnerID int64) bool {
	switch role {
	case Owner, Manager, Budtender:
		return p.StaffID != 0 && p.Can(StaffManage, storeID)
	case Operator:
		return p.StaffID != 0 && p.OperatesPartner(partnerID)
	}
	return false
}
