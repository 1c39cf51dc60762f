package webhook

import (
	"errors"
	"net/netip"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/problem"
)

var t0 = time.Date(2025, 11, 30, 8, 0, 0, 0, time.UTC) // Unix 1764489600

// TestSignByHand: the signature of a known body, worked with
// `printf '%s' '1764489600.{"id":"evt_1"}' | openssl dgst -sha256 -hmac whsec_test`.
func TestSignByHand(t *testing.T) {
	got := Sign("whsec_test", t0, []byte(`{"id":"evt_1"}`))
	want := "t=1764489600,v1=906fe2fae64bbf576c581c426104f253a9c0895698ef9f06486037c7bbbb9caf"
	if got != want {
		t.Fatalf("Sign = %s, want %s", got, want)
	}
}

func TestVerify(t *testing.T) {
	body := []byte(`{"id":"evt_1"}`)
	good := Sign("whsec_test", t0, body)
	for _, c := range []struct {
		name, secret, header string
		body                 []byte
		now                  time.Time
		want                 error
	}{
		{"as signed", "whsec_test", good, body, t0, nil},
		{"4m59s later", "whsec_test", good, body, t0.Add(4*time.Minute + 59*time.Second), nil},
		{"5m later, the edge", "whsec_test", good, body, t0.Add(5 * time.Minute), nil},
		{"5m01s later", "whsec_test", good, body, t0.Add(5*time.Minute + time.Second), ErrStale},
		{"from the future", "whsec_test", good, body, t0.Add(-6 * time.Minute), ErrStale},
		{"another secret", "whsec_other", good, body, t0, ErrMismatch},
		{"a byte more", "whsec_test", good, append([]byte(" "), body...), t0, ErrMismatch},
		{"two signatures, second good", "whsec_test", "t=1764489600,v1=00ff," + good[len("t=1764489600,"):], body, t0, nil},
		{"spaces after commas", "whsec_test", "t=1764489600, v1=906fe2fae64bbf576c581c426104f253a9c0895698ef9f06486037c7bbbb9caf", body, t0, nil},
		{"another time, same mac", "whsec_test", "t=1764489601,v1=906fe2fae64bbf576c581c426104f253a9c0895698ef9f06486037c7bbbb9caf", body, t0, ErrMismatch},
		{"no time", "whsec_test", "v1=906f", body, t0, ErrMalformed},
		{"no signature", "whsec_test", "t=1764489600", body, t0, ErrMalformed},
		{"not hex", "whsec_test", "t=1764489600,v1=zz", body, t0, ErrMalformed},
		{"empty", "whsec_test", "", body, t0, ErrMalformed},
		{"garbage", "whsec_test", "sha256=abc", body, t0, ErrMalformed},
	} {
		if err := Verify(c.secret, c.header, c.body, c.now, Tolerance); !errors.Is(err, c.want) {
			t.Errorf("%s: Verify = %v, want %v", c.name, err, c.want)
		}
	}
}

func TestNewSecret(t *testing.T) {
	a, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewSecret()
	// 32 bytes are 43 characters of unpadded base64.
	if len(a) != len(SecretPrefix)+43 || a[:len(SecretPrefix)] != SecretPrefix || a == b {
		t.Fatalf("secrets %q and %q", a, b)
	}
}

// TestNextAttemptByHand: 10 s doubled per failure, at most an hour, until
// a day after the event.
func TestNextAttemptByHand(t *testing.T) {
	for _, c := range []struct {
		now      time.Duration // after the event
		attempts int
		want     time.Duration // after the event; -1 to give up
	}{
		{0, 1, 10 * time.Second},
		{10 * time.Second, 2, 30 * time.Second},
		{30 * time.Second, 3, 70 * time.Second},
		// 10 s × 2⁸ = 2,560 s = 42 min 40 s.
		{time.Hour, 9, time.Hour + 42*time.Minute + 40*time.Second},
		// 10 s × 2⁹ = 5,120 s, more than the hour.
		{time.Hour, 10, 2 * time.Hour},
		{time.Hour, 40, 2 * time.Hour},
		// The last try lands on the day's end.
		{23*time.Hour + 30*time.Minute, 30, 24 * time.Hour},
		{24*time.Hour - time.Nanosecond, 31, 24 * time.Hour},
		{24 * time.Hour, 32, -1},
		{25 * time.Hour, 33, -1},
	} {
		at, ok := NextAttempt(t0, t0.Add(c.now), c.attempts)
		if c.want < 0 {
			if ok {
				t.Errorf("at +%s after %d tries: retry at %s, want given up", c.now, c.attempts, at)
			}
			continue
		}
		if !ok || !at.Equal(t0.Add(c.want)) {
			t.Errorf("at +%s after %d tries: %s %v, want +%s", c.now, c.attempts, at.Sub(t0), ok, c.want)
		}
	}
}

// TestAnHourDownMissesNothing: a delivery whose subscriber is down for an
// hour is still being tried when it comes back, and soon after.
func TestAnHourDownMissesNothing(t *testing.T) {
	now, attempts := t0, 1
	for now.Before(t0.Add(time.Hour)) {
		at, ok := NextAttempt(t0, now, attempts)
		if !ok {
			t.Fatalf("given up after %s", now.Sub(t0))
		}
		now, attempts = at, attempts+1
	}
	// The first try after the hour is at most an hour after it.
	if now.After(t0.Add(2 * time.Hour)) {
		t.Fatalf("first try after the hour at +%s", now.Sub(t0))
	}
}

func TestCheckURL(t *testing.T) {
	for _, c := range []struct {
		url          string
		allowPrivate bool
		want         string // the message; "" for accepted
	}{
		{"https://pos.example.com/hooks/pistil", false, ""},
		{"http://pos.example.com:8080/hooks?store=4", false, ""},
		{"https://93.184.215.14/hooks", false, ""},
		{"https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hooks", false, ""},
		{"ftp://pos.example.com/", false, MsgURL},
		{"pos.example.com/hooks", false, MsgURL},
		{"https:///hooks", false, MsgURL},
		{"https://user:pass@pos.example.com/", false, MsgURL},
		{"https://pos.example.com/#frag", false, MsgURL},
		{"https://pos.example.com/a b", false, MsgURL},
		{"https://pos.example.com/\x00", false, MsgURL},
		{"https://pos.example.com/\xff", false, MsgURL},
		{"", false, MsgURL},
		{"https://pos.example.com/" + string(make([]byte, MaxURL)), false, MsgURL},
		{"http://localhost:9000/hooks", false, MsgURLPrivate},
		{"http://LOCALHOST./hooks", false, MsgURLPrivate},
		{"http://api.localhost/hooks", false, MsgURLPrivate},
		{"http://127.0.0.1:9000/hooks", false, MsgURLPrivate},
		{"http://[::1]/hooks", false, MsgURLPrivate},
		{"http://10.1.2.3/hooks", false, MsgURLPrivate},
		{"http://192.168.0.10/hooks", false, MsgURLPrivate},
		{"http://169.254.169.254/latest/meta-data", false, MsgURLPrivate},
		{"http://[::ffff:127.0.0.1]/hooks", false, MsgURLPrivate},
		{"http://0.0.0.0/hooks", false, MsgURLPrivate},
		{"http://127.0.0.1:9000/hooks", true, ""},
		{"http://localhost:9000/hooks", true, ""},
		{"https://user@localhost/", true, MsgURL},
	} {
		_, err := CheckURL(c.url, c.allowPrivate)
		var got string
		if err != nil {
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid {
				t.Errorf("CheckURL(%q): %v, want a problem.Invalid", c.url, err)
				continue
			}
			got = p.Message
		}
		if got != c.want {
			t.Errorf("CheckURL(%q, %v) = %q, want %q", c.url, c.allowPrivate, got, c.want)
		}
	}
}

func TestPrivate(t *testing.T) {
	for _, c := range []struct {
		ip      string
		private bool
	}{
		{"8.8.8.8", false}, {"93.184.215.14", false}, {"2606:4700::1111", false},
		{"127.0.0.1", true}, {"127.255.255.254", true}, {"::1", true}, {"10.0.0.1", true}, {"172.16.0.1", true},
		{"172.31.255.255", true}, {"172.32.0.1", false}, {"192.168.1.1", true}, {"169.254.169.254", true},
		{"fe80::1", true}, {"fc00::1", true}, {"fd12:3456::1", true}, {"100.64.0.1", true}, {"100.128.0.1", false},
		{"0.0.0.0", true}, {"::", true}, {"224.0.0.1", true}, {"ff02::1", true}, {"255.255.255.255", true},
		{"::ffff:10.0.0.1", true}, {"::ffff:8.8.8.8", false}, {"198.18.0.1", true}, {"192.0.2.1", true},
	} {
		if got := Private(netip.MustParseAddr(c.ip)); got != c.private {
			t.Errorf("Private(%s) = %v, want %v", c.ip, got, c.private)
		}
	}
}

func TestFellLow(t *testing.T) {
	for _, c := range []struct {
		before, after, threshold int
		want                     bool
	}{
		{6, 5, 5, true}, {10, 0, 5, true}, {5, 4, 5, false}, {6, 6, 5, false}, {3, 8, 5, false}, {1, 0, 0, true}, {0, 0, 0, false},
	} {
		if got := FellLow(c.before, c.after, c.threshold); got != c.want {
			t.Errorf("FellLow(%d, %d, %d) = %v", c.before, c.after, c.threshold, got)
		}
	}
}
