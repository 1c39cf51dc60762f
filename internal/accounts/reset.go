package accounts

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"
)

// Password reset rules: a link lasts ResetTokenLife and works once; asking
// for a new one makes the older ones useless; an address gets at most
// MaxResetRequests links per ResetRequestWindow (more are not sent, and
// the answer does not say so).
const (
	ResetTokenLife     = time.Hour
	MaxResetRequests   = 3
	ResetRequestWindow = 15 * time.Minute
)

// Messages of the reset calls.
const (
	MsgResetSent    = "If an account exists for that address, we've sent a link to reset the password. It works for one hour."
	MsgResetExpired = "This reset link has expired or was already used. Please ask for a new one."
)

// NewSecret answers a token of 32 random bytes, URL-safe, and its hash,
// the only form in which it is stored.
func NewSecret() (token, hash string, err error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", "", err
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashSecret(token), nil
}

// HashSecret is the SHA-256 of a token, in hex. A token carries 256 random
// bits, so a fast unsalted hash is enough: a stolen table reveals no token.
func HashSecret(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// LinkUsable reports whether a mailed link's token (a password reset, a
// registration) that expires at expires and was used (or replaced) at
// used, if ever, may still be used at now.
func LinkUsable(expires time.Time, used *time.Time, now time.Time) bool {
	return used == nil && now.Before(expires)
}

// ResetAllowed reports whether another link may be sent to an address that
// had recent links within the last ResetRequestWindow.
func ResetAllowed(recent int) bool { return recent < MaxResetRequests }
