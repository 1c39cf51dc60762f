package staff

import (
	"regexp"
	"testing"
)

func TestNewRecoveryCodes(t *testing.T) {
	codes, err := NewRecoveryCodes(RecoveryCodes)
	if err != nil || len(codes) != 10 {
		t.Fatalf("NewRecoveryCodes(10) = %v, %v", codes, err)
	}
	shown := regexp.MustCompile(`^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$`)
	seen := map[string]bool{}
	for _, c := range codes {
		if !shown.MatchString(c) {
			t.Errorf("%q is not in the shown form xxxx-xxxx-xxxx-xxxx", c)
		}
		if seen[c] {
			t.Errorf("%q twice", c)
		}
		seen[c] = true
		if h, ok := HashRecoveryCode(c); !ok || !RecoveryCodeMatches(h, c) {
			t.Errorf("%q does not match its own hash", c)
		}
	}
}

// How typed codes are read: case, dashes and whitespace do not matter;
// anything outside the base32 alphabet, or a length other than 16, is no
// code.
func TestNormalizeRecoveryCode(t *testing.T) {
	for typed, want := range map[string]string{
		"abcd-efgh-ijkl-mnop":      "ABCDEFGHIJKLMNOP",
		"ABCD-EFGH-IJKL-MNOP":      "ABCDEFGHIJKLMNOP",
		"abcdefghijklmnop":         "ABCDEFGHIJKLMNOP",
		" abcd efgh\tijkl mnop \n": "ABCDEFGHIJKLMNOP",
		"ab-cd--ef-gh-ij-kl-mn-op": "ABCDEFGHIJKLMNOP",
		"mfrg-gzdf-mztw-q2lk":      "MFRGGZDFMZTWQ2LK", // base32 of "abcdefghij"
		"2345-6777-aaaa-zzzz":      "23456777AAAAZZZZ",
		"abcd-efgh-ijkl-mno":       "", // 15
		"abcd-efgh-ijkl-mnopq":     "", // 17
		"abcd-efgh-ijkl-mno0":      "", // 0 is not base32
		"abcd-efgh-ijkl-mno1":      "", // nor 1
		"abcd-efgh-ijkl-mno8":      "", // nor 8
		"abcd_efgh_ijkl_mnop":      "",
		"abcd-efgh-ijkl-mnöp":      "",
		"":                         "",
		"----":                     "",
	} {
		got, ok := NormalizeRecoveryCode(typed)
		if got != want || ok != (want != "") {
			t.Errorf("NormalizeRecoveryCode(%q) = %q, %v, want %q", typed, got, ok, want)
		}
	}
}

// A code is kept as the SHA-256 of its normalised form, in hex
// (accounts.HashSecret); the hash below is `printf ABCDEFGHIJKLMNOP |
// sha256sum`.
func TestHashRecoveryCode(t *testing.T) {
	const stored = "e7e8b89c2721d290cc5f55425491ecd6831355e91063f20b39c22f9ec6a71f91"
	for _, typed := range []string{"abcd-efgh-ijkl-mnop", "ABCDEFGHIJKLMNOP", "abcd efgh ijkl mnop"} {
		if h, ok := HashRecoveryCode(typed); !ok || h != stored {
			t.Errorf("HashRecoveryCode(%q) = %q, %v, want %q", typed, h, ok, stored)
		}
		if !RecoveryCodeMatches(stored, typed) {
			t.Errorf("RecoveryCodeMatches(%q) = false", typed)
		}
	}
	for _, typed := range []string{"abcd-efgh-ijkl-mnoq", "abcd-efgh-ijkl-mno", ""} {
		if RecoveryCodeMatches(stored, typed) {
			t.Errorf("RecoveryCodeMatches(%q) = true", typed)
		}
	}
	if h, ok := HashRecoveryCode("abcd-efgh-ijkl-mno0"); ok || h != "" {
		t.Errorf("a malformed code hashes to %q, %v", h, ok)
	}
}
