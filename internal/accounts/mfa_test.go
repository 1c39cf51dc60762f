package accounts

import (
	"regexp"
	"testing"
	"time"
)

func TestNormalizeCode(t *testing.T) {
	for in, want := range map[string]string{"ab12cd": "AB12CD", " AB 12\tcd\n": "AB12CD", "": "", "a b": "AB"} {
		if got := NormalizeCode(in); got != want {
			t.Errorf("NormalizeCode(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCodeProblem(t *testing.T) {
	for in, want := range map[string]string{"AB12CD": "", "": MsgRequired, "AB12C": MsgCodeLength, "AB12CDE": MsgCodeLength, "AB-2CD": MsgCodeLength, "ÀB12CD": MsgCodeLength} {
		if got := CodeProblem(in); got != want {
			t.Errorf("CodeProblem(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCodes(t *testing.T) {
	seen := map[string]bool{}
	for range 50 {
		c, err := NewCode()
		if err != nil || !regexp.MustCompile(`^[A-Z0-9]{6}$`).MatchString(c) {
			t.Fatalf("NewCode() = %q, %v", c, err)
		}
		seen[c] = true
	}
	if len(seen) < 49 {
		t.Errorf("50 codes, %d different", len(seen))
	}
	h := HashCode("token", "AB12CD")
	if !CodeMatches(h, HashCode("token", " ab 12 cd ")) || CodeMatches(h, HashCode("other", "AB12CD")) || CodeMatches(h, HashCode("token", "AB12CE")) {
		t.Error("HashCode/CodeMatches: a code matches only itself, under its own token, in any case and spacing")
	}
}

func TestCodeUsable(t *testing.T) {
	sent := time.Date(2026, 11, 24, 3, 0, 0, 0, time.UTC)
	expires := sent.Add(CodeLife) // 03:10
	used := sent.Add(time.Minute)
	tests := []struct {
		name     string
		used     *time.Time
		attempts int
		now      time.Time
		want     bool
	}{
		{"fresh", nil, 0, sent, true},
		{"four wrong tries, at 03:09:59", nil, 4, time.Date(2026, 11, 24, 3, 9, 59, 0, time.UTC), true},
		{"five wrong tries", nil, 5, sent.Add(time.Minute), false},
		{"at 03:10", nil, 0, time.Date(2026, 11, 24, 3, 10, 0, 0, time.UTC), false},
		{"used", &used, 0, sent.Add(2 * time.Minute), false},
	}
	for _, tt := range tests {
		if got := CodeUsable(expires, tt.used, tt.attempts, tt.now); got != tt.want {
			t.Errorf("%s: CodeUsable = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestMasks(t *testing.T) {
	for in, want := range map[string]string{"ada@example.com": "a•••@example.com", "x@y.z": "x•••@y.z", "nope": "•••"} {
		if got := MaskEmail(in); got != want {
			t.Errorf("MaskEmail(%q) = %q, want %q", in, got, want)
		}
	}
	if got := MaskPhone("4155550142"); got != "•••-•••-••42" {
		t.Errorf("MaskPhone = %q", got)
	}
}
