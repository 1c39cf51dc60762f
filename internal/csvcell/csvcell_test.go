package csvcell

import "testing"

// TestEscape: a text cell a spreadsheet would read as a formula (OWASP's
// list: = + - @ tab carriage return) gets a leading quote, and so does
// one whose leading quotes stand before one; others are kept. Unescape
// gives each back.
func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"":                   "",
		"menu_inline":        "menu_inline",
		"=HYPERLINK(\"x\")":  "'=HYPERLINK(\"x\")",
		"+1+1":               "'+1+1",
		"-2+3":               "'-2+3",
		"@SUM(A1)":           "'@SUM(A1)",
		"\t=1+1":             "'\t=1+1",
		"\r=1+1":             "'\r=1+1",
		"news=letter":        "news=letter",
		" =not at the start": " =not at the start",
		"'=quoted already":   "''=quoted already",
		"''-two quotes":      "'''-two quotes",
		"'plain quote":       "'plain quote",
		"'":                  "'",
		"''":                 "''",
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
		if got := Unescape(want); got != in {
			t.Errorf("Unescape(%q) = %q, want %q", want, got, in)
		}
	}
}

// TestUnescape: a quote that does not stand before a formula's start was
// not added by Escape and is kept; a typed cell that starts like a
// formula is kept too.
func TestUnescape(t *testing.T) {
	for in, want := range map[string]string{
		"'hello": "'hello",
		"=1+1":   "=1+1",
		"'=1+1":  "=1+1",
		"''=1":   "'=1",
		"'":      "'",
	} {
		if got := Unescape(in); got != want {
			t.Errorf("Unescape(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzEscape: Unescape undoes Escape, and an escaped cell never starts
// like a formula.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "=1", "'=1", "''@", "plain", "-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := Escape(s)
		if Unescape(e) != s {
			t.Fatalf("Unescape(Escape(%q)) = %q", s, Unescape(e))
		}
		if e != "" && (e[0] == '=' || e[0] == '+' || e[0] == '-' || e[0] == '@' || e[0] == '\t' || e[0] == '\r') {
			t.Fatalf("Escape(%q) = %q starts like a formula", s, e)
		}
	})
}
