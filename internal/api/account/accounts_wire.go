package account

import (
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/notify"
)

// The accounts and sessions surface's wire shapes: the customer, the
// session answers, the verification code's challenge and the
// identification document.

// Customer is the signed-in customer, in the wire shape clients expect
// (camelCase, as spec section 3 names it).
type Customer struct {
	ID        int64  `json:"id"`
	Email     string `json:"email"`
	Phone     string `json:"phone"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	// Name is the first and last name together.
	Name     string `json:"name"`
	Nickname string `json:"nickname"`
	// Avatar and ExternalID are always null: the shape carries them.
	Avatar     *string `json:"avatar" jsonschema:"nullable"`
	BirthDate  *string `json:"birth_date" jsonschema:"nullable"`
	ExternalID *string `json:"externalId" jsonschema:"nullable"`
	// PromotionsOptOut says the customer wants no promotional messages.
	PromotionsOptOut bool `json:"promotionsOptOut"`
	// Authenticated is always true: a guest has no customer.
	Authenticated bool `json:"authenticated"`
	// LastMFA is when the customer last passed a verification code.
	LastMFA *time.Time `json:"lastMfa" jsonschema:"nullable"`
	// SSOChannel is the single sign-on provider the account was made with.
	SSOChannel *string `json:"ssoChannel" jsonschema:"nullable"`
	// Gold says the customer is a gold member, since GoldSince.
	Gold      bool       `json:"gold"`
	GoldSince *time.Time `json:"goldSince" jsonschema:"nullable"`
}

// customerOf is c on the wire.
func customerOf(c *accounts.Customer) *Customer {
	out := &Customer{ID: c.ID, Email: c.Email, Phone: c.Phone, FirstName: c.FirstName, LastName: c.LastName,
		Name: strings.TrimSpace(c.FirstName + " " + c.LastName), Nickname: c.Nickname,
		PromotionsOptOut: c.PromotionsOptOut, Authenticated: true, LastMFA: c.LastMFA,
		Gold: c.GoldSince != nil, GoldSince: c.GoldSince}
	if c.BirthDate != "" {
		out.BirthDate = &c.BirthDate
	}
	if c.SSOChannel != "" {
		out.SSOChannel = &c.SSOChannel
	}
	return out
}

// Session answers a session started: the customer, an empty errors list,
// when it ends and whether it is a long one; the token is in the
// Authorization header.
type Session struct {
	User      *Customer `json:"user"`
	Errors    []string  `json:"errors"`
	ExpiresAt time.Time `json:"expires_at"`
	// RememberMe says it is a long session ("keep me signed in").
	RememberMe bool `json:"remember_me"`
}

// LoginAnswer answers POST /sessions: a session (Session's fields), or,
// when the device is new to the account and codes are asked for (flag
// mfa_check), the challenge: no user, mfa_required and where the code went.
type LoginAnswer struct {
	User       *Customer  `json:"user" jsonschema:"nullable"`
	Errors     []string   `json:"errors"`
	ExpiresAt  *time.Time `json:"expires_at,omitempty"`
	RememberMe *bool      `json:"remember_me,omitempty"`
	MFAChallenge
}

// MFAChallenge is a login waiting for its verification code.
type MFAChallenge struct {
	MFARequired bool `json:"mfa_required,omitempty"`
	// MFAToken is sent back with the code (POST /sessions/verify).
	MFAToken string `json:"mfa_token,omitempty"`
	// Channel is how the code went (email or sms), Destination where,
	// partly hidden.
	Channel     notify.Channel `json:"channel,omitempty"`
	Destination string         `json:"destination,omitempty"`
	// SMSAvailable says a code may be asked for by text message.
	SMSAvailable *bool `json:"sms_available,omitempty"`
}

// CodeResent answers POST /sessions/resend.
type CodeResent struct {
	Channel     notify.Channel `json:"channel"`
	Destination string         `json:"destination"`
	Message     string         `json:"message"`
}

// SignupSent answers POST /users: the same whether or not the address has
// an account (ADR 0019).
type SignupSent struct {
	User    *Customer `json:"user" jsonschema:"nullable"`
	Errors  []string  `json:"errors"`
	Message string    `json:"message"`
}

// WhoAmI answers GET /whoami: the signed-in customer, or null.
type WhoAmI struct {
	User *Customer `json:"user" jsonschema:"nullable"`
}

// ProfileAnswer answers PUT /users: the customer as changed.
type ProfileAnswer struct {
	User *Customer `json:"user"`
	// Validations is always empty: a refused change is a 422.
	Validations map[string][]string `json:"validations"`
}

// PasswordChanged answers PUT /users/password.
type PasswordChanged struct {
	User   *Customer `json:"user"`
	Errors []string  `json:"errors"`
}

// Message answers with a sentence to show, and nothing else.
type Message struct {
	Message string `json:"message"`
}

// SignupConfirmation is POST /users/confirmation: the mailed link's token.
type SignupConfirmation struct {
	Token    string `json:"token" jsonschema:"required"`
	DeviceID string `json:"j_device_id"`
}

// PasswordResetRequest is POST /passwords.
type PasswordResetRequest struct {
	Email string `json:"email" jsonschema:"required"`
}

// PasswordReset is PUT /passwords: a new password with a reset link's token.
type PasswordReset struct {
	Token      string `json:"token" jsonschema:"required"`
	Password   string `json:"password" jsonschema:"required"`
	RememberMe bool   `json:"remember_me"`
	DeviceID   string `json:"j_device_id"`
}

// PasswordChange is PUT /users/password.
type PasswordChange struct {
	Current  string `json:"current_password" jsonschema:"required"`
	Password string `json:"password" jsonschema:"required"`
}

// IdentificationAnswer answers the identification document, and after a
// change the message to show.
type IdentificationAnswer struct {
	Document Identification `json:"document"`
	Message  string         `json:"message,omitempty"`
}

// Identification is the signed-in customer's identification document:
// names and birth date as on the ID, which documents are complete, and
// each photo slot's photo (null when empty).
type Identification struct {
	FirstName string  `json:"first_name"`
	LastName  string  `json:"last_name"`
	BirthDate *string `json:"birth_date" jsonschema:"nullable"`
	// Satisfied says, for each document a customer can show
	// (government_photo, mmj_card, student_photo, veteran_photo), whether
	// it is complete.
	Satisfied       map[string]bool `json:"satisfied"`
	GovernmentPhoto *StoredPhoto    `json:"government_photo" jsonschema:"nullable"`
	MMJCard         *StoredPhoto    `json:"mmj_card" jsonschema:"nullable"`
	MMJCardBack     *StoredPhoto    `json:"mmj_card_back" jsonschema:"nullable"`
	StudentPhoto    *StoredPhoto    `json:"student_photo" jsonschema:"nullable"`
	VeteranPhoto    *StoredPhoto    `json:"veteran_photo" jsonschema:"nullable"`
}

// StoredPhoto is a photo of the document, fetched from its url with the
// session's token (never from a public path).
type StoredPhoto struct {
	URL         string    `json:"url"`
	ContentType string    `json:"content_type"`
	Width       int       `json:"width"`
	Height      int       `json:"height"`
	Bytes       int64     `json:"bytes"`
	UploadedAt  time.Time `json:"uploaded_at"`
}

// identificationOf is d on the wire.
func identificationOf(d accounts.Document) Identification {
	out := Identification{FirstName: d.FirstName, LastName: d.LastName, Satisfied: d.Satisfied()}
	if d.BirthDate != "" {
		out.BirthDate = &d.BirthDate
	}
	slots := map[string]**StoredPhoto{accounts.GovernmentPhoto: &out.GovernmentPhoto, accounts.MMJCard: &out.MMJCard,
		accounts.MMJCardBack: &out.MMJCardBack, accounts.StudentPhoto: &out.StudentPhoto, accounts.VeteranPhoto: &out.VeteranPhoto}
	for _, slot := range accounts.PhotoSlots {
		if p, ok := d.Photos[slot]; ok {
			*slots[slot] = &StoredPhoto{
				URL:         "/api/v1/documents/photos/" + slot + "?v=" + strconv.FormatInt(p.UploadedAt.UnixMilli(), 10),
				ContentType: p.ContentType, Width: p.Width, Height: p.Height, Bytes: p.Bytes, UploadedAt: p.UploadedAt,
			}
		}
	}
	return out
}
