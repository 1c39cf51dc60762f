package accounts

import (
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestPasswordProblem(t *testing.T) {
	for _, tt := range []struct {
		pw, want string
	}{
		{"", MsgRequired},
		{"short", MsgPassword},
		{"123456789", MsgPassword}, // 9 characters
		{"1234567890", ""},         // 10
		{"ñandú-ñandú", ""},        // 11 characters, more bytes
		{"ééééééééé", MsgPassword}, // 9 characters, 18 bytes
		{strings.Repeat("a", 256), ""},
		{strings.Repeat("a", 257), "Please use no more than 256 characters."},
	} {
		if got := PasswordProblem(tt.pw); got != tt.want {
			t.Errorf("PasswordProblem(%q) = %q, want %q", tt.pw, got, tt.want)
		}
	}
}

func TestEmail(t *testing.T) {
	if got := NormalizeEmail("  Ada.Lovelace@Example.COM "); got != "ada.lovelace@example.com" {
		t.Errorf("NormalizeEmail = %q", got)
	}
	for _, tt := range []struct {
		email, want string
	}{
		{"", MsgRequired},
		{"ada@example.com", ""},
		{"ada+bag@mail.example.co.uk", ""},
		{"ada", MsgEmail},
		{"ada@example", MsgEmail},
		{"Ada <ada@example.com>", MsgEmail},
		{"ada@@example.com", MsgEmail},
		{"@example.com", MsgEmail},
	} {
		if got := EmailProblem(tt.email); got != tt.want {
			t.Errorf("EmailProblem(%q) = %q, want %q", tt.email, got, tt.want)
		}
	}
}

func TestHashPassword(t *testing.T) {
	h, err := HashPassword("correct horse battery")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash %q is not argon2id with the documented parameters", h)
	}
	h2, _ := HashPassword("correct horse battery")
	if h == h2 {
		t.Error("two hashes of one password are equal: the salt is not random")
	}
	if !VerifyPassword(h, "correct horse battery") || VerifyPassword(h, "correct horse batterY") {
		t.Error("VerifyPassword does not tell the password from another")
	}
	parts := strings.Split(h, "$")
	tampered := strings.Join(append(parts[:5:5], "AAAA"+parts[5][4:]), "$")
	for _, bad := range []string{"", "plain", tampered, "$argon2i$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
		"$argon2id$v=19$m=19456,t=0,p=1$c2FsdA$aGFzaA", "$argon2id$v=18$m=19456,t=2,p=1$c2FsdA$aGFzaA"} {
		if VerifyPassword(bad, "correct horse battery") {
			t.Errorf("VerifyPassword(%q) matched", bad)
		}
	}
	if VerifyOrWaste("", "anything at all") {
		t.Error("VerifyOrWaste without a hash matched")
	}
}

func TestSessionTokens(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	s := Signer{Key: []byte("0123456789abcdef0123456789abcdef")}
	tok, err := s.Issue(Claims{CustomerID: 42, SessionID: "s-1", Expires: now.Add(time.Hour)}, now)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Parse(tok, now.Add(59*time.Minute))
	if err != nil || c.CustomerID != 42 || c.SessionID != "s-1" || !c.Expires.Equal(now.Add(time.Hour)) {
		t.Fatalf("Parse = %+v, %v", c, err)
	}
	other := Signer{Key: []byte("another key of thirty-two bytes!")}
	none := jwt.NewWithClaims(jwt.SigningMethodNone, jwt.RegisteredClaims{Issuer: issuer, Subject: "42", ID: "s-1",
		ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour))})
	unsigned, _ := none.SignedString(jwt.UnsafeAllowNoneSignatureType)
	forged, _ := other.Issue(Claims{CustomerID: 42, SessionID: "s-1", Expires: now.Add(time.Hour)}, now)
	noExpiry, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{Issuer: issuer, Subject: "42", ID: "s-1"}).SignedString(s.Key)
	noSession, _ := s.Issue(Claims{CustomerID: 42, Expires: now.Add(time.Hour)}, now)
	for name, bad := range map[string]string{
		"expired":          tok,
		"tampered payload": tok[:len(tok)-60] + "x" + tok[len(tok)-59:],
		"another key":      forged,
		"alg none":         unsigned,
		"no expiry":        noExpiry,
		"no session":       noSession,
		"garbage":          "not.a.token",
	} {
		at := now
		if name == "expired" {
			at = now.Add(time.Hour)
		}
		if _, err := s.Parse(bad, at); err != ErrToken {
			t.Errorf("%s: Parse err = %v, want ErrToken", name, err)
		}
	}
}

func TestLoginWait(t *testing.T) {
	last := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		failures int
		after    time.Duration
		want     time.Duration
	}{
		{0, 0, 0},
		{4, 0, 0},           // four failures are free
		{5, 0, time.Second}, // 2^0 s
		{5, time.Second, 0}, // waited it out
		{6, 500 * time.Millisecond, 1500 * time.Millisecond}, // 2^1 s − 0.5 s
		{9, 0, 16 * time.Second},                             // 2^4 s
		{10, 0, 15 * time.Minute},                            // locked
		{10, 14 * time.Minute, time.Minute},
		{25, 15 * time.Minute, 0}, // the lock has run out
	} {
		if got := LoginWait(tt.failures, last, last.Add(tt.after)); got != tt.want {
			t.Errorf("LoginWait(%d failures, %v after) = %v, want %v", tt.failures, tt.after, got, tt.want)
		}
	}
}
