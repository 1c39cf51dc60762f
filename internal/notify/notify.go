// Package notify sends e-mail and text messages through an outbox: a
// message is written to the database in the same transaction as the change
// that causes it, and a Worker delivers it later, at least once, retrying
// failures with backoff (docs/adr/0008-outbox.md). Senders: the log (the
// default), SMTP, and a text message gateway that speaks Twilio's
// Messages API (GatewaySender).
package notify

import (
	"context"
	"fmt"
	"net/url"
	"time"
)

// Channel is how a message travels.
type Channel string

// The channels.
const (
	Email Channel = "email"
	SMS   Channel = "sms"
)

// Message is one e-mail or text message, in plain text, and an e-mail
// also in HTML when it has a look of its own.
type Message struct {
	// To is an e-mail address or a phone number, by Channel.
	To      string
	Channel Channel
	// Subject is an e-mail's subject; text messages have none.
	Subject string
	Body    string
	// HTML is an e-mail's body as a web page, sent beside Body as its
	// alternative (multipart/alternative); "" for plain text alone.
	HTML string
	// From is a text message's sender, a store's own number; "" for the
	// server's (-sms-from). E-mail is always from -mail-from.
	From string
	// OutboxID is the outbox's id of the message while the worker sends
	// it (0 otherwise): a gateway's status reports name it.
	OutboxID int64
}

// Delivery is a message taken from the outbox to be sent.
type Delivery struct {
	ID int64
	Message
	// Attempts counts the tries so far, this one included.
	Attempts int
}

// Sender sends one message or says why it could not.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Retry rules: a failed message is tried again after 30 s, 1, 2, 4 … minutes,
// at most an hour apart, and given up after MaxAttempts tries in all.
const (
	MaxAttempts  = 8
	firstBackoff = 30 * time.Second
	maxBackoff   = time.Hour
)

// Backoff is how long to wait before the next try of a message that has
// failed attempts times (attempts ≥ 1).
func Backoff(attempts int) time.Duration {
	if attempts < 1 {
		attempts = 1
	}
	d := firstBackoff
	for i := 1; i < attempts && d < maxBackoff; i++ {
		d *= 2
	}
	return min(d, maxBackoff)
}

// PasswordResetMail is the e-mail that carries a password reset link,
// valid for life.
func PasswordResetMail(to, publicURL, token string, life time.Duration) Message {
	link := publicURL + "/reset-password?token=" + url.QueryEscape(token)
	return Message{To: to, Channel: Email, Subject: "Reset your Pistil password", Body: fmt.Sprintf(
		`Someone asked to reset the password of the Pistil account for this address.

To choose a new password, open this link within %s:

%s

The link works once. If you did not ask for it, ignore this message: your
password stays as it is.
`, humanDuration(life), link)}
}

// SignupMail is the e-mail that carries the link that finishes a
// registration, valid for life; the link leads back to next, a path on the
// site, when there is one.
func SignupMail(to, publicURL, token, next string, life time.Duration) Message {
	link := publicURL + "/register?token=" + url.QueryEscape(token)
	if next != "" {
		link += "&next=" + url.QueryEscape(next)
	}
	return Message{To: to, Channel: Email, Subject: "Finish creating your Pistil account", Body: fmt.Sprintf(
		`Someone asked to create a Pistil account with this address.

To finish creating it, open this link within %s:

%s

The link works once. If you did not ask for an account, ignore this
message: none is made.
`, humanDuration(life), link)}
}

// AccountExistsMail answers a registration for an address that already has
// an account: it says so to the address's owner alone (the registration
// form answers the same either way), with the ways back in.
func AccountExistsMail(to, publicURL string) Message {
	return Message{To: to, Channel: Email, Subject: "You already have a Pistil account", Body: fmt.Sprintf(
		`Someone asked to create a Pistil account with this address, but it already
has one, so no new account was made.

If it was you, log in:

%s/login

Forgot your password? Ask for a new one here:

%s/forgot-password

If it was not you, ignore this message: your account is unchanged.
`, publicURL, publicURL)}
}

// VerificationCodeMessage carries a sign-in verification code, valid for life.
func VerificationCodeMessage(to string, channel Channel, code string, life time.Duration) Message {
	if channel == SMS {
		return Message{To: to, Channel: SMS, Body: fmt.Sprintf("Your Pistil verification code is %s. It expires in %s.", code, humanDuration(life))}
	}
	return Message{To: to, Channel: Email, Subject: "Your Pistil verification code", Body: fmt.Sprintf(
		`Your verification code is %s

Enter it on the login page within %s. If you were not logging in, change
your password: someone knows it.
`, code, humanDuration(life))}
}

func humanDuration(d time.Duration) string {
	switch {
	case d == time.Hour:
		return "one hour"
	case d%time.Hour == 0:
		return fmt.Sprintf("%d hours", d/time.Hour)
	case d == time.Minute:
		return "one minute"
	}
	return fmt.Sprintf("%d minutes", d/time.Minute)
}

// ContactMail carries a customer's message to the help team at to: the
// customer's name and address (to reply to), the subject and the text.
func ContactMail(to, customerName, customerEmail, subject, text string) Message {
	from := customerEmail
	if customerName != "" {
		from = customerName + " <" + customerEmail + ">"
	}
	return Message{To: to, Channel: Email, Subject: "Contact: " + subject, Body: fmt.Sprintf(
		`A customer wrote through the storefront's contact form.

From: %s
Subject: %s

%s
`, from, subject, text)}
}
