package staff

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base32"
	"strings"
	"unicode"

	"github.com/pistil/pistil/internal/accounts"
)

// Recovery codes stand in for the TOTP app once each: RecoveryCodes of
// them, answered once when TOTP is confirmed (making new ones replaces them
// all). A code is 16 base32 characters, 80 random bits, shown in four
// groups of four in lower case (abcd-efgh-ijkl-mnop). It is stored as
// accounts.HashSecret of its normalised form: 80 random bits are beyond
// guessing against a fast hash, and storage can look the hash up as it is.
const (
	RecoveryCodes      = 10
	recoveryCodeBytes  = 10 // 80 bits, exactly 16 base32 characters
	RecoveryCodeLength = 16
)

var recoveryEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// NewRecoveryCodes answers n codes in the form they are shown.
func NewRecoveryCodes(n int) ([]string, error) {
	codes := make([]string, n)
	b := make([]byte, recoveryCodeBytes)
	for i := range codes {
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		s := strings.ToLower(recoveryEncoding.EncodeToString(b))
		codes[i] = s[0:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:16]
	}
	return codes, nil
}

// NormalizeRecoveryCode is a typed code in the form it is hashed in: its
// whitespace and dashes dropped, in upper case. ok is false for anything
// that is not then 16 characters of the base32 alphabet (A–Z, 2–7). Look-
// alikes (0 for O, 1 for I, 8 for B) are not mapped: those digits are not
// in the alphabet, so such a typo is refused as it is rather than guessed
// at.
func NormalizeRecoveryCode(typed string) (code string, ok bool) {
	code = strings.ToUpper(strings.Map(func(r rune) rune {
		if r == '-' || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, typed))
	if len(code) != RecoveryCodeLength || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") != "" {
		return "", false
	}
	return code, true
}

// HashRecoveryCode is what staff_recovery_codes keeps of a code, shown or
// typed; ok is false for a typed code that cannot be one, which need not
// be looked up.
func HashRecoveryCode(typed string) (hash string, ok bool) {
	code, ok := NormalizeRecoveryCode(typed)
	if !ok {
		return "", false
	}
	return accounts.HashSecret(code), true
}

// RecoveryCodeMatches reports whether a typed code is the one stored as
// hash, comparing in constant time.
func RecoveryCodeMatches(hash, typed string) bool {
	h, ok := HashRecoveryCode(typed)
	return ok && subtle.ConstantTimeCompare([]byte(h), []byte(hash)) == 1
}
