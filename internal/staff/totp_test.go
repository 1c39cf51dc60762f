package staff

import (
	"encoding/base32"
	"net/url"
	"strings"
	"testing"
	"time"
)

// rfcKey is the SHA-1 seed of RFC 6238 appendix B (and RFC 4226 appendix
// D): the ASCII "12345678901234567890".
var rfcKey = []byte("12345678901234567890")

// The SHA-1 rows of RFC 6238 appendix B. The RFC prints 8-digit codes;
// ours have 6, and since truncation keeps the value modulo 10^digits, a
// 6-digit code is the last 6 digits of the RFC's (94287082 → 287082). Each
// was also recomputed with the RFC's reference algorithm (Python's hmac,
// outside this repository) before being written here.
func TestTOTPRFC6238(t *testing.T) {
	for _, c := range []struct {
		unix int64
		step int64
		rfc  string // the RFC's 8 digits, for the reader
		code string
	}{
		{59, 0x1, "94287082", "287082"},
		{1111111109, 0x23523EC, "07081804", "081804"},
		{1111111111, 0x23523ED, "14050471", "050471"},
		{1234567890, 0x273EF07, "89005924", "005924"},
		{2000000000, 0x3F940AA, "69279037", "279037"},
		{20000000000, 0x27BC86AA, "65353130", "353130"},
	} {
		at := time.Unix(c.unix, 0)
		if got := TOTPStepAt(at); got != c.step {
			t.Errorf("TOTPStepAt(%d) = %d, want %d", c.unix, got, c.step)
		}
		if got := TOTPCode(rfcKey, c.step); got != c.code || !strings.HasSuffix(c.rfc, got) {
			t.Errorf("TOTPCode(step %d) = %s, want %s (the RFC's %s)", c.step, got, c.code, c.rfc)
		}
		if step, ok := VerifyTOTP(rfcKey, c.code, at, 0); !ok || step != c.step {
			t.Errorf("VerifyTOTP(%s at %d) = %d, %v, want %d, true", c.code, c.unix, step, ok, c.step)
		}
	}
}

// RFC 4226 appendix D: HOTP of the same seed at counters 0 to 9, which is
// TOTP at steps 0 to 9.
func TestHOTPRFC4226(t *testing.T) {
	want := []string{"755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"}
	for i, w := range want {
		if got := TOTPCode(rfcKey, int64(i)); got != w {
			t.Errorf("TOTPCode(counter %d) = %s, want %s", i, got, w)
		}
	}
}

// The codes of rfcKey around 1111111111 (step 37037037, which runs from
// 1111111110 to 1111111139), computed with the reference algorithm:
// step 37037035 731029, 37037036 081804, 37037037 050471, 37037038
// 266759, 37037039 306183.
func TestTOTPSkewAndReplay(t *testing.T) {
	for _, c := range []struct {
		name     string
		code     string
		unix     int64
		lastStep int64
		step     int64 // 0 when refused
	}{
		{"now", "050471", 1111111111, 0, 37037037},
		{"the step before", "081804", 1111111111, 0, 37037036},
		{"the step after", "266759", 1111111111, 0, 37037038},
		{"two steps before", "731029", 1111111111, 0, 0},
		{"two steps after", "306183", 1111111111, 0, 0},
		{"first second of the step", "081804", 1111111110, 0, 37037036},
		{"last second of the step", "081804", 1111111139, 0, 37037036},
		{"one second too late", "081804", 1111111140, 0, 0},
		{"the next step's code from the first second", "266759", 1111111110, 0, 37037038},
		{"the next step's code one second too early", "266759", 1111111109, 0, 0},
		{"used already", "050471", 1111111111, 37037037, 0},
		{"an older step after a newer one", "081804", 1111111111, 37037037, 0},
		{"the next one after a use", "266759", 1111111111, 37037037, 37037038},
		{"the step after the last", "050471", 1111111111, 37037036, 37037037},
		{"wrong", "123456", 1111111111, 0, 0},
	} {
		step, ok := VerifyTOTP(rfcKey, c.code, time.Unix(c.unix, 0), c.lastStep)
		if step != c.step || ok != (c.step != 0) {
			t.Errorf("%s: VerifyTOTP(%s at %d after %d) = %d, %v, want %d", c.name, c.code, c.unix, c.lastStep, step, ok, c.step)
		}
	}
}

// What may be typed: 6 ASCII digits, with spaces anywhere (apps show
// "050 471"); nothing else.
func TestTOTPMalformed(t *testing.T) {
	now := time.Unix(1111111111, 0)
	for typed, want := range map[string]bool{
		"050471":      true,
		"050 471":     true,
		" 050471\n":   true,
		"0 5 0 4 7 1": true,
		"50471":       false, // the leading zero dropped
		"0050471":     false,
		"05047":       false,
		"":            false,
		"      ":      false,
		"05047l":      false,
		"050-471":     false,
		"+50471":      false,
		"٠٥٠٤٧١":      false, // Arabic-Indic digits
		"０５０４７１":      false, // full-width digits
	} {
		if _, ok := VerifyTOTP(rfcKey, typed, now, 0); ok != want {
			t.Errorf("VerifyTOTP(%q) ok = %v, want %v", typed, ok, want)
		}
	}
}

func TestTOTPStepBeforeEpoch(t *testing.T) {
	for unix, want := range map[int64]int64{-1: -1, -30: -1, -31: -2, 0: 0, 29: 0, 30: 1} {
		if got := TOTPStepAt(time.Unix(unix, 0)); got != want {
			t.Errorf("TOTPStepAt(%d) = %d, want %d", unix, got, want)
		}
	}
}

func TestNewTOTPSecret(t *testing.T) {
	a, err := NewTOTPSecret()
	if err != nil || len(a) != 20 {
		t.Fatalf("NewTOTPSecret() = %x, %v", a, err)
	}
	b, _ := NewTOTPSecret()
	if string(a) == string(b) {
		t.Errorf("two secrets are the same: %x", a)
	}
	text := TOTPSecretText(a)
	if len(text) != 32 || strings.Contains(text, "=") {
		t.Errorf("TOTPSecretText = %q, want 32 base32 characters without padding", text)
	}
	back, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(text)
	if err != nil || string(back) != string(a) {
		t.Errorf("%q decodes to %x, %v", text, back, err)
	}
}

func TestTOTPURI(t *testing.T) {
	got := TOTPURI("Pistil", "ada@shop.example", rfcKey)
	want := "otpauth://totp/Pistil:ada@shop.example?algorithm=SHA1&digits=6&issuer=Pistil&period=30&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
	if got != want {
		t.Errorf("TOTPURI =\n %s, want\n %s", got, want)
	}
	// A space is %20 and a colon cannot split the label.
	got = TOTPURI("Green Leaf: Downtown", "a:b@shop.example", rfcKey)
	want = "otpauth://totp/Green%20Leaf%3A%20Downtown:a%3Ab@shop.example?algorithm=SHA1&digits=6&issuer=Green%20Leaf%3A%20Downtown&period=30&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
	if got != want {
		t.Errorf("TOTPURI =\n %s, want\n %s", got, want)
	}
	u, err := url.Parse(got)
	if err != nil || u.Query().Get("issuer") != "Green Leaf: Downtown" {
		t.Errorf("the URI does not parse back: %v %v", u, err)
	}
}
