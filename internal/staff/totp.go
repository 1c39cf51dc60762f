package staff

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base32"
	"encoding/binary"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// TOTP as RFC 6238 has it: HMAC-SHA-1 over the count of 30-second steps
// since the Unix epoch, truncated to 6 digits (RFC 4226's dynamic
// truncation). A code is accepted for the step before, the current step
// and the step after (TOTPSkew), and only for a step greater than the last
// one accepted, so each code works once.
const (
	TOTPDigits      = 6
	TOTPStep        = 30 * time.Second
	TOTPSkew        = 1  // steps either side of now
	TOTPSecretBytes = 20 // 160 bits, the HMAC-SHA-1 block's recommended key size
)

// secretEncoding is how a secret is shown and put in the otpauth:// URI:
// base32 without padding, as authenticator apps expect.
var secretEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// NewTOTPSecret is TOTPSecretBytes random bytes, the secret to seal.
func NewTOTPSecret() ([]byte, error) {
	b := make([]byte, TOTPSecretBytes)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	return b, nil
}

// TOTPSecretText is a secret as shown for typing into an app: base32, no
// padding.
func TOTPSecretText(secret []byte) string { return secretEncoding.EncodeToString(secret) }

// TOTPURI is the otpauth:// URI an authenticator app enrols from (Google's
// "Key Uri Format"): the label is issuer:account, and the parameters say
// the secret, the issuer again, and the algorithm, digits and period, which
// are the defaults but cost nothing to state. Spaces are %20, not +, which
// some apps show as it is.
func TOTPURI(issuer, account string, secret []byte) string {
	// A colon in either part would split the label wrongly, and PathEscape
	// leaves colons as they are.
	esc := func(s string) string { return strings.ReplaceAll(url.PathEscape(s), ":", "%3A") }
	label := esc(issuer) + ":" + esc(account)
	q := url.Values{
		"secret":    {TOTPSecretText(secret)},
		"issuer":    {issuer},
		"algorithm": {"SHA1"},
		"digits":    {strconv.Itoa(TOTPDigits)},
		"period":    {strconv.Itoa(int(TOTPStep / time.Second))},
	}
	return "otpauth://totp/" + label + "?" + strings.ReplaceAll(q.Encode(), "+", "%20")
}

// TOTPStepAt is the RFC 6238 time step T at t: whole TOTPSteps since the
// Unix epoch, rounded down.
func TOTPStepAt(t time.Time) int64 {
	s := t.Unix()
	n := int64(TOTPStep / time.Second)
	if s < 0 {
		return (s - n + 1) / n
	}
	return s / n
}

// TOTPCode is the 6-digit code of secret at time step step (RFC 4226
// HOTP with the step as the counter).
func TOTPCode(secret []byte, step int64) string {
	var msg [8]byte
	binary.BigEndian.PutUint64(msg[:], uint64(step))
	mac := hmac.New(sha1.New, secret)
	mac.Write(msg[:])
	sum := mac.Sum(nil)
	off := sum[len(sum)-1] & 0x0f
	bin := binary.BigEndian.Uint32(sum[off:off+4]) & 0x7fffffff
	b := make([]byte, TOTPDigits)
	for i := TOTPDigits - 1; i >= 0; i-- { // the last digits of bin, in base 10
		b[i] = byte('0' + bin%10)
		bin /= 10
	}
	return string(b)
}

// NormalizeTOTPCode drops the whitespace of a typed code (apps show
// "123 456"), or answers ok false for anything but TOTPDigits ASCII digits
// after that.
func NormalizeTOTPCode(typed string) (code string, ok bool) {
	code = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, typed)
	if len(code) != TOTPDigits || strings.Trim(code, "0123456789") != "" {
		return "", false
	}
	return code, true
}

// VerifyTOTP checks a typed code against secret at now. It tries the step
// before now's, now's and the one after, and takes the first that matches
// and is greater than lastStep (the staff member's totp_last_step, 0 until
// a code was accepted). It answers that step, for the caller to store as
// the new totp_last_step in the same write that accepts the code (a
// conditional update, so two requests with one code cannot both succeed),
// and ok. A malformed code matches nothing.
func VerifyTOTP(secret []byte, typed string, now time.Time, lastStep int64) (step int64, ok bool) {
	code, ok := NormalizeTOTPCode(typed)
	if !ok {
		return 0, false
	}
	at := TOTPStepAt(now)
	for s := at - TOTPSkew; s <= at+TOTPSkew; s++ {
		if s > lastStep && hmac.Equal([]byte(TOTPCode(secret, s)), []byte(code)) {
			return s, true
		}
	}
	return 0, false
}
