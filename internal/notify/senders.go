package notify

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"net/url"
	"strings"
	"time"
)

// LogSender writes each message to the structured log: how a developer
// reads reset links and codes without a mail server.
type LogSender struct {
	Log *slog.Logger
}

// Send logs the message at info level.
func (s LogSender) Send(ctx context.Context, m Message) error {
	s.Log.InfoContext(ctx, "message", "channel", string(m.Channel), "to", m.To, "subject", m.Subject, "body", m.Body)
	return nil
}

// SMTPSender sends e-mail through one SMTP server, with STARTTLS when the
// server offers it and PLAIN authentication when a user is given.
type SMTPSender struct {
	// Addr is host:port.
	Addr string
	// User and Password authenticate, when User is not "".
	User, Password string
	// From is the sender, "Name <address>".
	From string
	// Timeout bounds one delivery; 30 s when zero.
	Timeout time.Duration
}

// ParseMailURL reads the -mail setting: "log", or smtp://[user:pass@]host[:port]
// (port 25 when left out).
func ParseMailURL(raw, from string) (Sender, error) {
	if raw == "log" {
		return nil, nil
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "smtp" || u.Hostname() == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
		return nil, fmt.Errorf("want log or smtp://user:password@host:port, not %q", raw)
	}
	port := u.Port()
	if port == "" {
		port = "25"
	}
	s := &SMTPSender{Addr: net.JoinHostPort(u.Hostname(), port), From: from}
	if u.User != nil {
		s.User = u.User.Username()
		s.Password, _ = u.User.Password()
	}
	return s, nil
}

// Send delivers an e-mail. Text messages are refused: SMTP carries mail only.
func (s *SMTPSender) Send(ctx context.Context, m Message) error {
	if m.Channel != Email {
		return fmt.Errorf("smtp sends e-mail, not %s", m.Channel)
	}
	from, err := mail.ParseAddress(s.From)
	if err != nil {
		return fmt.Errorf("from address %q: %w", s.From, err)
	}
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		return fmt.Errorf("to address %q: %w", m.To, err)
	}
	timeout := s.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	deadline := time.Now().Add(timeout)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	conn, err := (&net.Dialer{Deadline: deadline}).DialContext(ctx, "tcp", s.Addr)
	if err != nil {
		return err
	}
	defer conn.Close()
	if err := conn.SetDeadline(deadline); err != nil {
		return err
	}
	host, _, _ := net.SplitHostPort(s.Addr)
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Hello(helloName(from.Address)); err != nil {
		return err
	}
	if ok, _ := c.Extension("STARTTLS"); ok {
		if err := c.StartTLS(&tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}); err != nil {
			return fmt.Errorf("starttls: %w", err)
		}
	}
	if s.User != "" {
		// PlainAuth refuses to send the password unencrypted except to localhost.
		if err := c.Auth(smtp.PlainAuth("", s.User, s.Password, host)); err != nil {
			return fmt.Errorf("auth: %w", err)
		}
	}
	if err := c.Mail(from.Address); err != nil {
		return err
	}
	if err := c.Rcpt(to.Address); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(compose(from, to, m, time.Now())); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return c.Quit()
}

// helloName is the name we greet the server with: the sender's domain.
func helloName(addr string) string {
	if i := strings.LastIndexByte(addr, '@'); i >= 0 && i < len(addr)-1 {
		return addr[i+1:]
	}
	return "localhost"
}

// compose writes an RFC 5322 message: headers, then the body in
// quoted-printable UTF-8 with CRLF line ends.
func compose(from, to *mail.Address, m Message, now time.Time) []byte {
	var id [12]byte
	_, _ = rand.Read(id[:])
	var b strings.Builder
	header := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	header("From", from.String())
	header("To", to.String())
	header("Subject", mime.QEncoding.Encode("utf-8", m.Subject))
	header("Date", now.Format(time.RFC1123Z))
	header("Message-ID", "<"+hex.EncodeToString(id[:])+"@"+helloName(from.Address)+">")
	header("MIME-Version", "1.0")
	if m.HTML == "" {
		header("Content-Type", "text/plain; charset=utf-8")
		header("Content-Transfer-Encoding", "quoted-printable")
		b.WriteString("\r\n")
		writeQuoted(&b, m.Body)
		return []byte(b.String())
	}
	// The plain text first, then the HTML: a reader shows the last part it
	// can (RFC 2046 5.1.4).
	parts := multipart.NewWriter(&b)
	header("Content-Type", "multipart/alternative; boundary="+parts.Boundary())
	b.WriteString("\r\n")
	for _, p := range []struct{ kind, text string }{{"text/plain", m.Body}, {"text/html", m.HTML}} {
		w, _ := parts.CreatePart(textproto.MIMEHeader{"Content-Type": {p.kind + "; charset=utf-8"},
			"Content-Transfer-Encoding": {"quoted-printable"}})
		writeQuoted(w, p.text)
	}
	_ = parts.Close()
	return []byte(b.String())
}

// writeQuoted writes text quoted-printable, each line ended with CRLF as
// SMTP wants.
func writeQuoted(w io.Writer, text string) {
	qp := quotedprintable.NewWriter(w)
	_, _ = qp.Write([]byte(text))
	_ = qp.Close()
}

// ErrNoSender is the error of a message on a channel nobody sends.
var ErrNoSender = errors.New("no sender for this channel")
