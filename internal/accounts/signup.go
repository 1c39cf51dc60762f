package accounts

import (
	"strings"
	"time"
	"unicode"
)

// Registration rules (docs/adr/0019-registration-by-link.md): a
// registration makes an account only when the link mailed to its address
// is opened, within SignupLinkLife and once; a newer registration of the
// address makes the older links useless. An address gets at most
// MaxSignupMails mails per SignupMailWindow, whether it has an account or
// not (more are not sent, and the answer does not say so), so that the
// form cannot be used to flood a mailbox.
const (
	SignupLinkLife   = 24 * time.Hour
	MaxSignupMails   = 3
	SignupMailWindow = time.Hour
)

// Messages of the registration calls. MsgSignupSent is the answer to every
// well-formed registration, whether or not the address has an account.
const (
	MsgSignupSent    = "We've sent you a link to finish creating your account. It works for 24 hours."
	MsgSignupExpired = "This link has expired or was already used. Please create your account again."
)

// SignupMailAllowed reports whether another registration mail may go to an
// address that had recent ones within the last SignupMailWindow.
func SignupMailAllowed(recent int) bool { return recent < MaxSignupMails }

// MsgEmailTaken answers a registration for an address that has an account.
const MsgEmailTaken = "An account with this email already exists. Log in, or reset your password."

// MaxNextPath caps the page a registration link leads back to.
const MaxNextPath = 512

// LocalPath answers p when it is a path on this site that a mailed link may
// lead back to (it starts with one slash, not two or a backslash, and
// holds no space or control character), "" otherwise.
func LocalPath(p string) string {
	if len(p) > MaxNextPath || !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") {
		return ""
	}
	if strings.IndexFunc(p, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) || r == '\\' }) >= 0 {
		return ""
	}
	return p
}

// Signup is a registration waiting for its link to be opened: the address
// normalised, the password hashed, the token by its hash.
type Signup struct {
	Email, PasswordHash, FirstName, LastName string
	// Persistent asks for a long session ("keep me signed in") once the
	// link is opened.
	Persistent bool
	TokenHash  string
}
