package accounts

import (
	"fmt"
	"time"
)

// MsgNoCustomer answers a customer id that names no account.
func MsgNoCustomer(id int64) string { return fmt.Sprintf("There is no customer %d.", id) }

// Customer is a shopper's account.
type Customer struct {
	ID               int64
	Email            string
	FirstName        string
	LastName         string
	Nickname         string
	Phone            string
	BirthDate        string
	PromotionsOptOut bool
	GoldSince        *time.Time
	LastMFA          *time.Time
	CreatedAt        time.Time
	// SSOChannel is the single sign-on provider the account was made with
	// or first linked to (Google, Apple), "" for none.
	SSOChannel string
}

// NewCustomer is a registration: the address normalised, the password
// hashed.
type NewCustomer struct {
	Email, PasswordHash, FirstName, LastName string
}

// Login is a request to start a session.
type Login struct {
	Email, Password string
	// Persistent asks for a long session ("keep me signed in").
	Persistent bool
	DeviceID   string
}

// Session is a started session and the token that proves it.
type Session struct {
	Customer Customer
	Token    string
	Expires  time.Time
	// Persistent is a long session ("keep me signed in").
	Persistent bool
}

// CustomerUpdate changes a customer's profile; nil fields are left as they
// are. Gold true joins the gold membership (keeping the first date), false
// leaves it.
type CustomerUpdate struct {
	FirstName, LastName, Nickname, Phone, BirthDate *string
	PromotionsOptOut, Gold                          *bool
}
