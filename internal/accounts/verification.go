package accounts

import "github.com/pistil/pistil/internal/notify"

// Verification is a login waiting for its verification code.
type Verification struct {
	Customer   Customer
	Channel    notify.Channel
	Persistent bool
	DeviceID   string
}

// NewVerification starts waiting for a code: the login's token (by its
// hash), the code's hash, and the message that carries the code, queued in
// the same transaction.
type NewVerification struct {
	CustomerID          int64
	TokenHash, CodeHash string
	Channel             notify.Channel
	Persistent          bool
	DeviceID            string
	Message             notify.Message
}
