// Package csvcell keeps a spreadsheet from reading a text cell of a CSV
// file Pistil writes as a formula, and reads such a cell back as it was.
// It is the one rule of every CSV file Pistil writes: the staff reports'
// and the store console's menu (docs/security.md, "Hostile input").
package csvcell

import "strings"

// formulaStart are the characters a spreadsheet may read a cell starting
// with as a formula: OWASP's list (= + - @ tab carriage return).
const formulaStart = "=+-@\t\r"

// needsQuote reports whether s starts like a formula, or is a run of
// leading quotes before one: the quote Escape adds must be told from a
// quote the text had.
func needsQuote(s string) bool {
	s = strings.TrimLeft(s, "'")
	return s != "" && strings.ContainsRune(formulaStart, rune(s[0]))
}

// Escape is a text cell as it is written: a cell starting with any of
// OWASP's list (= + - @ tab carriage return) gets a leading quote, which
// spreadsheets show as text; so does one whose leading quotes come before
// one, so that Unescape gives back exactly the text. Other cells are
// kept.
func Escape(s string) string {
	if needsQuote(s) {
		return "'" + s
	}
	return s
}

// Unescape is the text of a cell Escape wrote: the leading quote it added
// is taken away. Unescape(Escape(s)) is s for every s.
func Unescape(s string) string {
	if rest, ok := strings.CutPrefix(s, "'"); ok && needsQuote(rest) {
		return rest
	}
	return s
}
