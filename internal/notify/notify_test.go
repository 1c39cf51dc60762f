package notify

import (
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"slices"
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
	if msg.Header.Get("Content-Type") != "text/plain; charset=utf-8" {
		t.Errorf("a plain mail's type = %q", msg.Header.Get("Content-Type"))
	}
}

// An e-mail with HTML goes as multipart/alternative: the plain text, then
// the page, each quoted-printable with CRLF line ends.
func TestComposeAlternative(t *testing.T) {
	from, _ := mail.ParseAddress("no-reply@shop.example")
	to, _ := mail.ParseAddress("ada@example.com")
	m := Message{To: "ada@example.com", Channel: Email, Subject: "Your reservation #7 is ready for pickup",
		Body: "Ready at Bud & Bloom.\nhttps://shop.example/r?id=7\n", HTML: "<p style=\"color:#000000\">Ready at Bud &amp; Bloom: caf\u00e9.</p>\n"}
	raw := string(compose(from, to, m, time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)))
	msg, err := mail.ReadMessage(strings.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	kind, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || kind != "multipart/alternative" || params["boundary"] == "" {
		t.Fatalf("type = %q %v %v", kind, params, err)
	}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	var got []string
	for {
		p, err := parts.NextPart() // decodes quoted-printable
		if err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(p)
		got = append(got, p.Header.Get("Content-Type")+"|"+string(body))
	}
	want := []string{"text/plain; charset=utf-8|Ready at Bud & Bloom.\r\nhttps://shop.example/r?id=7\r\n",
		"text/html; charset=utf-8|<p style=\"color:#000000\">Ready at Bud &amp; Bloom: caf\u00e9.</p>\r\n"}
	if !slices.Equal(got, want) {
		t.Errorf("parts = %q, want %q", got, want)
	}
	if strings.Contains(raw, "\r\r") || strings.Contains(strings.ReplaceAll(raw, "\r\n", ""), "\n") {
		t.Errorf("a line not ended with CRLF: %q", raw)
	}
}
