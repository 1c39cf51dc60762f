package accounts

import (
	"strings"
	"testing"
)

func TestLocalPath(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"/", "/"},
		{"/stores/1/menu?tab=deals#top", "/stores/1/menu?tab=deals#top"},
		{"/embed/stores/5/menu", "/embed/stores/5/menu"},
		{"", ""},
		{"stores/1", ""},
		{"//evil.example/", ""},
		{"/\\evil.example", ""},
		{"/a\\b", ""},
		{"https://evil.example/", ""},
		{"/a b", ""},
		{"/a\tb", ""},
		{"/a\nLocation: x", ""},
		{"/\u2028", ""},
		{"/" + strings.Repeat("a", MaxNextPath-1), "/" + strings.Repeat("a", MaxNextPath-1)},
		{"/" + strings.Repeat("a", MaxNextPath), ""},
	} {
		if got := LocalPath(tt.in); got != tt.want {
			t.Errorf("LocalPath(%.40q) = %.40q, want %.40q", tt.in, got, tt.want)
		}
	}
}

func TestSignupMailAllowed(t *testing.T) {
	for recent, want := range map[int]bool{0: true, 2: true, 3: false, 4: false} {
		if got := SignupMailAllowed(recent); got != want {
			t.Errorf("SignupMailAllowed(%d) = %v, want %v", recent, got, want)
		}
	}
}
