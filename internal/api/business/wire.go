package business

import (
	"time"

	"github.com/pistil/pistil/internal/staff"
)

// The store console's requests and answers for signing in and a staff
// member's own account.

// StaffSignInRequest is a staff member's address and password.
type StaffSignInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// StaffSignIn is what a right password gets. Next is "second_factor":
// finish with one of Methods and the challenge; or "enrol": the session
// cookie is set already, for a session that may only enrol an
// authenticator app.
type StaffSignIn struct {
	Next      string         `json:"next" jsonschema:"enum=second_factor,enum=enrol"`
	Challenge string         `json:"challenge,omitempty"`
	Methods   []staff.Factor `json:"methods,omitempty"`
}

// SecondFactorRequest finishes a sign-in: the challenge StaffSignIn gave,
// the method and its code (six digits from the app, a recovery code, or
// the mailed code).
type SecondFactorRequest struct {
	Challenge string       `json:"challenge"`
	Method    staff.Factor `json:"method"`
	Code      string       `json:"code"`
}

// EmailCodeRequest asks for a sign-in code by e-mail.
type EmailCodeRequest struct {
	Challenge string `json:"challenge"`
}

// EmailCodeSent says the code went, and to which address, masked.
type EmailCodeSent struct {
	Sent bool   `json:"sent"`
	To   string `json:"to"`
}

// WelcomeRequest uses an invitation's one-time link to set a password.
type WelcomeRequest struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// StaffMember is who is signed in.
type StaffMember struct {
	ID    int64  `json:"id"`
	Email string `json:"email"`
	Name  string `json:"name"`
}

// StaffStore is a store where the member has a role, and what the role
// may do there: the browser shows only what these permissions allow, and
// the server refuses the rest anyway.
type StaffStore struct {
	StoreID     int64              `json:"store_id"`
	StoreName   string             `json:"store_name"`
	Role        staff.Role         `json:"role"`
	Permissions []staff.Permission `json:"permissions"`
}

// StaffSession is the signed-in staff member's session: who, how the
// second factor was proved ("" for a session that must enrol first), the
// CSRF token every write sends as X-CSRF-Token (kept in memory only),
// when it ends, and their stores.
type StaffSession struct {
	Staff        StaffMember  `json:"staff"`
	SecondFactor staff.Factor `json:"second_factor"`
	MustEnrol    bool         `json:"must_enrol"`
	CSRFToken    string       `json:"csrf_token"`
	ExpiresAt    time.Time    `json:"expires_at"`
	Stores       []StaffStore `json:"stores"`
}

// TOTPEnrolment is a new authenticator secret, shown once: as base32 for
// typing in, and as the otpauth:// URI a QR code carries.
type TOTPEnrolment struct {
	Secret string `json:"secret"`
	URI    string `json:"uri"`
}

// TOTPConfirm is a code from the app, proving the secret was taken.
type TOTPConfirm struct {
	Code string `json:"code"`
}

// RecoveryCodes are ten one-time codes for when the app is lost, shown
// once.
type RecoveryCodes struct {
	Codes []string `json:"codes"`
}

// StaffPasswordChange changes the member's password; every other session
// of theirs ends.
type StaffPasswordChange struct {
	CurrentPassword string `json:"current_password"`
	NewPassword     string `json:"new_password"`
}
