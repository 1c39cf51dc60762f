// Package redact is the one rule set that keeps personal data out of what
// shoppers' browsers send Pistil (issue 8: no e-mail address or phone number
// ever reaches an event; spec section 7: no card number in an error report).
// The analytics collectors (internal/analytics) and the error-report
// collector (internal/clienterr) both use it; web/src/lib/redact.ts is its
// twin in the browser and its tests share these cases. It does no I/O.
package redact

import (
	"regexp"
	"strings"
)

// Redacted replaces an e-mail address or a phone number.
const Redacted = "[redacted]"

var (
	// An e-mail address, also percent-encoded as in a URL (jo%40x.com).
	emailPattern = regexp.MustCompile(`(?i)[a-z0-9._%+\-]+(?:@|%40)[a-z0-9\-]+(?:\.[a-z0-9\-]+)+`)
	// A North American phone number, however written: 555-123-4567,
	// (555) 123 4567, +1 555.123.4567, 5551234567.
	// Digits right before or after a match make it part of a longer number,
	// which is left alone.
	phonePattern = regexp.MustCompile(`(\+?1[\s.\-]?)?\(?[2-9][0-9]{2}\)?[\s.\-]?[0-9]{3}[\s.\-]?[0-9]{4}`)
	// A run of digit groups parted by single spaces or dashes, and one group.
	digitRun   = regexp.MustCompile(`\d+(?:[ -]\d+)*`)
	digitGroup = regexp.MustCompile(`\d+`)
)

// String applies every rule: e-mail addresses and phone numbers replaced by
// Redacted, then card-like numbers masked. Phones go first, so that two
// phone numbers side by side (3+3+4 and 3+3 digits) are not taken for 16
// digits of a card; a card written in fours or as one group never holds a
// phone number by the phone rule.
func String(s string) string {
	return Cards(Phones(Emails(s)))
}

// Emails replaces every e-mail address in s, plain or percent-encoded, by
// Redacted.
func Emails(s string) string {
	return emailPattern.ReplaceAllString(s, Redacted)
}

// Phones replaces every phone number in s by Redacted.
func Phones(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range phonePattern.FindAllStringIndex(s, -1) {
		// A number glued to letters or digits is part of a longer token
		// (an id, a uuid), not a phone number.
		if m[0] > 0 && isAlnum(s[m[0]-1]) || m[1] < len(s) && isAlnum(s[m[1]]) {
			continue
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(Redacted)
		last = m[1]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isAlnum(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// Cards hides, digit by digit with *, every 16 digits that start and end at
// group boundaries of a run of digit groups parted by single spaces or
// dashes (a card number as it is typed); the separators stay, so the shape
// still shows what was there. The 16 may be followed or preceded by other
// groups of the run: in "4111 1111 1111 1111 2025" the first four groups
// are masked and 2025 stays. A single group longer or shorter than 16
// digits is left alone.
func Cards(s string) string {
	return digitRun.ReplaceAllStringFunc(s, func(run string) string {
		groups := digitGroup.FindAllStringIndex(run, -1)
		b := []byte(run)
		for i := 0; i < len(groups); {
			digits, j := 0, i
			for ; j < len(groups) && digits < 16; j++ {
				digits += groups[j][1] - groups[j][0]
			}
			if digits != 16 {
				i++
				continue
			}
			for k := groups[i][0]; k < groups[j-1][1]; k++ {
				if b[k] != ' ' && b[k] != '-' {
					b[k] = '*'
				}
			}
			i = j
		}
		return string(b)
	})
}
