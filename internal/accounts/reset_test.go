package accounts

import (
	"regexp"
	"testing"
	"time"
)

func TestLinkUsable(t *testing.T) {
	issued := time.Date(2026, 11, 24, 3, 0, 0, 0, time.UTC)
	expires := issued.Add(ResetTokenLife) // 04:00
	used := time.Date(2026, 11, 24, 3, 10, 0, 0, time.UTC)
	tests := []struct {
		name string
		used *time.Time
		now  time.Time
		want bool
	}{
		{"just issued", nil, issued, true},
		{"59 minutes 59 seconds later", nil, time.Date(2026, 11, 24, 3, 59, 59, 0, time.UTC), true},
		{"at the hour", nil, time.Date(2026, 11, 24, 4, 0, 0, 0, time.UTC), false},
		{"two hours later", nil, time.Date(2026, 11, 24, 5, 0, 0, 0, time.UTC), false},
		{"used at 03:10, tried at 03:20", &used, time.Date(2026, 11, 24, 3, 20, 0, 0, time.UTC), false},
		{"used at 03:10, tried at 03:10", &used, used, false},
	}
	for _, tt := range tests {
		if got := LinkUsable(expires, tt.used, tt.now); got != tt.want {
			t.Errorf("%s: LinkUsable(04:00, %v, %s) = %v, want %v", tt.name, tt.used, tt.now.Format("15:04:05"), got, tt.want)
		}
	}
}

func TestResetAllowed(t *testing.T) {
	for recent, want := range map[int]bool{0: true, 1: true, 2: true, 3: false, 10: false} {
		if got := ResetAllowed(recent); got != want {
			t.Errorf("ResetAllowed(%d) = %v, want %v", recent, got, want)
		}
	}
}

func TestSecrets(t *testing.T) {
	// SHA-256("abc") from FIPS 180-2, appendix B.1.
	if got, want := HashSecret("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"; got != want {
		t.Errorf("HashSecret(abc) = %s, want %s", got, want)
	}
	token, hash, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	// 32 bytes in unpadded URL-safe base64 are 43 characters.
	if !regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`).MatchString(token) || hash != HashSecret(token) {
		t.Errorf("NewSecret() = %q, %q", token, hash)
	}
	if other, _, _ := NewSecret(); other == token {
		t.Errorf("two secrets alike: %s", token)
	}
}
