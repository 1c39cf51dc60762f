package staff

import (
	"crypto/sha256"
	"encoding/base64"
	"slices"
	"time"
)

// Member is a staff member's account (staff_users): a person, separate
// from any shopper account of the same address.
type Member struct {
	ID    int64
	Email string
	Name  string
	// HasPassword is false until the welcome link is used; Enrolled until
	// a TOTP secret is confirmed.
	HasPassword bool
	Enrolled    bool
	Disabled    bool
}

// Factor is how a session proved its second factor: None for a session
// that may only enrol.
type Factor string

const (
	None     Factor = ""
	TOTP     Factor = "totp"
	Recovery Factor = "recovery"
	EmailOTP Factor = "email"
)

// Factors are the second factors a sign-in may finish with.
var Factors = []Factor{TOTP, Recovery, EmailOTP}

// Session is a staff member's signed-in session (staff_sessions), loaded
// with the member and their grants on every console request.
type Session struct {
	ID           int64
	Member       Member
	SecondFactor Factor
	Expires      time.Time
	// CSRFHash is the hash of the session's CSRF token
	// (accounts.HashSecret), compared with X-CSRF-Token on writes.
	CSRFHash  string
	Principal Principal
}

// MustEnrol reports whether the session may only enrol a second factor:
// it was started by the welcome link, or by a password whose owner never
// finished enrolling.
func (s Session) MustEnrol() bool { return s.SecondFactor == None }

// Invitation asks storage to give Email the Role at StoreID (PartnerID
// for an operator), inviting them by a link if they have no password yet.
type Invitation struct {
	Email, Name string
	Role        Role
	StoreID     int64
	PartnerID   int64
	By          Actor
}

// Actor is who made a change, as the audit log keeps it: a staff member,
// an integration token, the command line, or Pistil itself.
type Actor struct {
	StaffID int64
	TokenID int64
	// Label is the actor as it read then: "staff:ada@shop.example",
	// "token:front desk", "cli" or "system".
	Label string
}

// ActorCLI is whoever runs the binary's commands; ActorSystem is Pistil
// acting on its own (auto-confirm).
var (
	ActorCLI    = Actor{Label: "cli"}
	ActorSystem = Actor{Label: "system"}
)

// StaffActor is a signed-in staff member.
func StaffActor(m Member) Actor { return Actor{StaffID: m.ID, Label: "staff:" + m.Email} }

// Entry is one row of the audit log: who did what to which subject at a
// store (or a partner), with the subject before and after (any value
// that marshals to JSON; nil for none).
type Entry struct {
	StoreID, PartnerID int64
	Actor              Actor
	Action             string // e.g. "staff_role.grant", "menu_product.update"
	Subject            string // e.g. "staff:12", "menu_product:812"
	Before, After      any
	RequestID          string
}

// Messages of staff sign-in and invitations.
const (
	// MsgWelcomeExpired answers a welcome link that was used, replaced or
	// is older than InvitationLife.
	MsgWelcomeExpired = "This invitation link has expired or was already used. Ask your store's owner for a new one."
	// MsgSignInExpired answers a second factor sent for a sign-in that is
	// over (SignInLife) or finished.
	MsgSignInExpired = "This sign-in has expired. Please sign in again."
	// MsgEnrolFirst answers a console call from a session that must
	// enrol a second factor first (403).
	MsgEnrolFirst = "Set up your authenticator app before using the console."
	// MsgNoPendingTOTP answers a confirmation with no secret being
	// enrolled.
	MsgNoPendingTOTP = "Start setting up your authenticator app again: no code is being set up."
	// MsgLastOwner refuses removing or demoting a store's last owner.
	MsgLastOwner = "A store needs an owner: make someone else owner first."
	// MsgRecoveryCodeWrong answers a recovery code that is not one of the
	// member's unused codes.
	MsgRecoveryCodeWrong = "That recovery code is not right or was already used."
	// MsgNoSuchMember answers a command about an address with no staff
	// account.
	MsgNoSuchMember = "No staff member has this address."
	// MsgNoRole answers removing a role the member does not have there.
	MsgNoRole = "This staff member has no role at this store."
)

// Started is a session just begun: its cookie token and CSRF token,
// answered once (only their hashes are stored).
type Started struct {
	Token, CSRF string
	Expires     time.Time
}

// SignIn is what a right password gets: a session that may only enrol
// (Started) for a member who never enrolled, or else a challenge to
// finish with one of Methods.
type SignIn struct {
	Started   *Started
	Challenge string
	Methods   []Factor
}

// LoginKey is the key staff sign-ins are counted under in the lockout
// (accounts.LoginWait): not the shopper's, so that neither locks out the
// other.
func LoginKey(normalizedEmail string) string { return "staff:" + normalizedEmail }

// CSRFToken is the CSRF token of a session's cookie token: a hash of it
// under its own label, so every tab of the session reads the same token
// (GET /session answers it again) while a page that cannot read the
// HttpOnly cookie cannot make it.
func CSRFToken(sessionToken string) string {
	sum := sha256.Sum256([]byte("pistil staff csrf\x00" + sessionToken))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// StoreIDs are the stores where p holds a role, in the order of its
// grants, each once.
func (p Principal) StoreIDs() []int64 {
	var ids []int64
	for _, g := range p.Grants {
		if g.Role == Operator {
			for _, id := range g.Stores {
				if !slices.Contains(ids, id) {
					ids = append(ids, id)
				}
			}
		} else if !slices.Contains(ids, g.StoreID) {
			ids = append(ids, g.StoreID)
		}
	}
	return ids
}
