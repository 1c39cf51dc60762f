package accounts

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"math/big"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Verification code rules (spec sections 5 and 9): 6 characters, letters
// and digits, whitespace ignored, any case. A code lasts CodeLife and
// allows MaxCodeTries wrong entries; a login may ask for it MaxCodeSends
// times in all (the first included).
const (
	CodeLength   = 6
	CodeLife     = 10 * time.Minute
	MaxCodeTries = 5
	MaxCodeSends = 4
)

// Messages of the verification calls.
const (
	MsgCodeWrong   = "That code is not right. Please check it and try again."
	MsgCodeLength  = "Please enter the 6-character code."
	MsgCodeExpired = "This code has expired or was used too many times. Please log in again."
	MsgCodeSends   = "We have sent enough codes for this login. Please log in again."
)

const codeAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// NewCode is a random code of CodeLength uppercase letters and digits.
func NewCode() (string, error) {
	b := make([]byte, CodeLength)
	n := big.NewInt(int64(len(codeAlphabet)))
	for i := range b {
		k, err := rand.Int(rand.Reader, n)
		if err != nil {
			return "", err
		}
		b[i] = codeAlphabet[k.Int64()]
	}
	return string(b), nil
}

// NormalizeCode drops whitespace and raises the case of what a shopper
// typed, the form codes are compared in.
func NormalizeCode(s string) string {
	return strings.ToUpper(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s))
}

// CodeProblem is the message for a typed code (normalised) that cannot be
// a code, or "".
func CodeProblem(code string) string {
	switch {
	case code == "":
		return MsgRequired
	case utf8.RuneCountInString(code) != CodeLength || strings.Trim(code, codeAlphabet) != "":
		return MsgCodeLength
	}
	return ""
}

// HashCode ties a code to the login's secret token: what is stored is
// useless without the token, which is stored only as its own hash.
func HashCode(token, code string) string {
	sum := sha256.Sum256([]byte(token + "\x00" + NormalizeCode(code)))
	return hex.EncodeToString(sum[:])
}

// CodeMatches compares a stored code hash with the hash of what was typed,
// in constant time.
func CodeMatches(stored, typed string) bool {
	return subtle.ConstantTimeCompare([]byte(stored), []byte(typed)) == 1
}

// CodeUsable reports whether a login's code may still be tried at now.
func CodeUsable(expires time.Time, used *time.Time, attempts int, now time.Time) bool {
	return used == nil && attempts < MaxCodeTries && now.Before(expires)
}

// MaskEmail shows enough of an address to recognise it: a•••@example.com.
func MaskEmail(email string) string {
	at := strings.LastIndexByte(email, '@')
	if at < 1 {
		return "•••"
	}
	first, _ := utf8.DecodeRuneInString(email)
	return string(first) + "•••" + email[at:]
}

// MaskPhone shows a phone number's last two digits: •••-•••-••42.
func MaskPhone(phone string) string {
	if len(phone) < 2 {
		return "•••"
	}
	return "•••-•••-••" + phone[len(phone)-2:]
}
