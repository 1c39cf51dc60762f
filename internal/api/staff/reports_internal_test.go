package staff

import "testing"

// TestCSVSafe: a text cell a spreadsheet would read as a formula (OWASP's
// list: = + - @ tab carriage return) gets a leading quote; others are kept.
func TestCSVSafe(t *testing.T) {
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
	} {
		if got := csvSafe(in); got != want {
			t.Errorf("csvSafe(%q) = %q, want %q", in, got, want)
		}
	}
}
