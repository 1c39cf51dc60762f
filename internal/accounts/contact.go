package accounts

import "time"

// A signed-in customer may write to the help team MaxContactMessages times
// in ContactWindow; more waits for the window to pass.
const (
	MaxContactMessages = 5
	ContactWindow      = time.Hour
)

// MsgTooManyContacts refuses a customer who has written too often.
const MsgTooManyContacts = "You have sent several messages in the last hour. Please wait for our reply before writing again."

// ContactAllowed reports whether a customer who has sent recent messages
// within the last ContactWindow may send another.
func ContactAllowed(recent int) bool { return recent < MaxContactMessages }
