// Package accounts holds the rules of customer accounts that need no I/O:
// e-mail and password checks, password hashing, session tokens and the
// slowing down of repeated failed logins; and the types of an account, its
// sessions, sign-ons and identification document, and of the store staff's
// tokens.
package accounts

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// Password length bounds, in characters. The upper bound keeps hashing a
// request cheap to refuse.
const (
	MinPasswordLength = 10
	MaxPasswordLength = 256
)

// Form messages of spec section 5.
const (
	MsgRequired = "Please fill out this field."
	MsgEmail    = "Please enter an email address."
	MsgPassword = "Please enter a password with a minimum of 10 characters."
)

// MsgWrongPassword answers a password change whose current password is wrong.
const MsgWrongPassword = "The current password is incorrect."

// PasswordProblem is the form message for an unacceptable password, or "".
func PasswordProblem(pw string) string {
	n := utf8.RuneCountInString(pw)
	switch {
	case pw == "":
		return MsgRequired
	case n < MinPasswordLength:
		return MsgPassword
	case n > MaxPasswordLength:
		return fmt.Sprintf("Please use no more than %d characters.", MaxPasswordLength)
	}
	return ""
}

// NormalizeEmail trims an address and lowers its case, the form every
// address is stored and looked up in.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// EmailProblem is the form message for an unacceptable address, or "".
func EmailProblem(email string) string {
	if email == "" {
		return MsgRequired
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || !strings.Contains(email[strings.LastIndexByte(email, '@'):], ".") || len(email) > 254 {
		return MsgEmail
	}
	return ""
}

// argon2id parameters: OWASP's minimum (19 MiB, 2 passes, 1 lane), which
// takes about 30 ms here, so a login cannot be used to load the server.
const (
	argonMemory  = 19 * 1024
	argonTime    = 2
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// HashPassword hashes a password with argon2id and a random salt, in the
// PHC string form: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>.
func HashPassword(pw string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(pw), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

var errBadHash = errors.New("not an argon2id hash")

// VerifyPassword reports whether pw matches an argon2id hash, comparing in
// constant time; a malformed hash matches nothing.
func VerifyPassword(hash, pw string) bool {
	ok, err := verify(hash, pw)
	return err == nil && ok
}

func verify(hash, pw string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errBadHash
	}
	var version int
	var memory, time uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errBadHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &time, &threads); err != nil || threads == 0 || time == 0 {
		return false, errBadHash
	}
	enc := base64.RawStdEncoding
	salt, err := enc.DecodeString(parts[4])
	if err != nil {
		return false, errBadHash
	}
	want, err := enc.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false, errBadHash
	}
	got := argon2.IDKey([]byte(pw), salt, time, memory, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// dummyHash is checked against when a login names no account, so that an
// unknown address takes as long to refuse as a wrong password.
var dummyHash = func() string {
	h, err := HashPassword("not the password of anyone at all")
	if err != nil {
		panic(err)
	}
	return h
}()

// VerifyOrWaste checks pw against hash, or against a dummy hash when there
// is no account (hash ""), so both take the same time.
func VerifyOrWaste(hash, pw string) bool {
	if hash == "" {
		VerifyPassword(dummyHash, pw)
		return false
	}
	return VerifyPassword(hash, pw)
}
