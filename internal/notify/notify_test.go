package notify

import (
	"net/mail"
	"strings"
	"testing"
	"time"
)

func TestBackoff(t *testing.T) {
	want := map[int]time.Duration{0: 30 * time.Second, 1: 30 * time.Second, 2: time.Minute, 3: 2 * time.Minute,
		4: 4 * time.Minute, 7: 32 * time.Minute, 8: time.Hour, 20: time.Hour}
	for attempts, w := range want {
		if got := Backoff(attempts); got != w {
			t.Errorf("Backoff(%d) = %s, want %s", attempts, got, w)
		}
	}
}

func TestParseMailURL(t *testing.T) {
	if s, err := ParseMailURL("log", "a@b.example"); s != nil || err != nil {
		t.Errorf("ParseMailURL(log) = %v, %v", s, err)
	}
	tests := map[string]SMTPSender{
		"smtp://mail.example.com":                 {Addr: "mail.example.com:25"},
		"smtp://127.0.0.1:2525":                   {Addr: "127.0.0.1:2525"},
		"smtp://user%40x:p%3Ass@mail.example:587": {Addr: "mail.example:587", User: "user@x", Password: "p:ss"},
	}
	for raw, want := range tests {
		s, err := ParseMailURL(raw, "Shop <shop@example.com>")
		want.From = "Shop <shop@example.com>"
		if got, ok := s.(*SMTPSender); err != nil || !ok || *got != want {
			t.Errorf("ParseMailURL(%q) = %+v, %v; want %+v", raw, s, err, want)
		}
	}
	for _, raw := range []string{"", "smtp://", "smtps://mail.example.com", "http://mail.example.com", "smtp://host/path", "mail.example.com:25"} {
		if _, err := ParseMailURL(raw, "a@b.example"); err == nil {
			t.Errorf("ParseMailURL(%q): no error", raw)
		}
	}
}

func TestCompose(t *testing.T) {
	from, _ := mail.ParseAddress("Pistil <no-reply@shop.example>")
	to, _ := mail.ParseAddress("ada@example.com")
	m := PasswordResetMail("ada@example.com", "https://shop.example", "tok_en-1", time.Hour)
	raw := string(compose(from, to, m, time.Date(2026, 11, 24, 3, 0, 0, 0, time.UTC)))
	msg, err := mail.ReadMessage(strings.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if msg.Header.Get("From") != `"Pistil" <no-reply@shop.example>` || msg.Header.Get("To") != "<ada@example.com>" ||
		msg.Header.Get("Subject") != "Reset your Pistil password" || msg.Header.Get("Date") != "Tue, 24 Nov 2026 03:00:00 +0000" {
		t.Errorf("headers = %v", msg.Header)
	}
	if !strings.Contains(raw, "\r\nhttps://shop.example/reset-password?token=3Dtok_en-1\r\n") || strings.Contains(raw, "\r\r") {
		t.Errorf("body (quoted-printable, CRLF) = %q", raw)
	}
	if !strings.Contains(m.Body, "within one hour") {
		t.Errorf("body = %q", m.Body)
	}
}
