// Package phone reads phone numbers: the ten digits of a North American
// number, and the E.164 form text message gateways take.
package phone

import (
	"errors"
	"strings"
)

// USDigits returns the ten digits of a North American number written
// with any punctuation and an optional leading 1 or +1.
func USDigits(s string) (string, bool) {
	d, ok := Digits(s)
	if !ok {
		return "", false
	}
	if len(d) == 11 && d[0] == '1' {
		d = d[1:]
	}
	// Area codes and exchanges start with 2-9.
	if len(d) != 10 || d[0] < '2' || d[3] < '2' {
		return "", false
	}
	return d, true
}

// ErrNotTextable is the error of a text message to a phone number in no
// form a gateway takes.
var ErrNotTextable = errors.New("the phone number cannot be texted: want a North American number or +country digits")

// E164 writes a phone number as gateways take it: +1 and ten digits for a
// North American number however punctuated, or + and 8 to 15 digits as
// given.
func E164(phone string) (string, error) {
	if d, ok := USDigits(phone); ok {
		return "+1" + d, nil
	}
	s := strings.Map(func(r rune) rune {
		if strings.ContainsRune(" -().", r) {
			return -1
		}
		return r
	}, strings.TrimSpace(phone))
	if len(s) < 9 || len(s) > 16 || s[0] != '+' || s[1] == '0' || strings.ContainsFunc(s[1:], func(r rune) bool { return r < '0' || r > '9' }) {
		return "", ErrNotTextable
	}
	return s, nil
}

// Digits answers the digits of s when s holds digits and nothing but the
// punctuation phone numbers are written with (spaces, - ( ) . and +).
func Digits(s string) (string, bool) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case strings.ContainsRune(" -().+", r):
		default:
			return "", false
		}
	}
	return b.String(), b.Len() > 0
}
