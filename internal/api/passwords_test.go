package api_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/quotedprintable"
	"net"
	"net/http/httptest"
	"net/mail"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// inbox is a notify.Sender that keeps what it is given.
type inbox struct {
	mu   sync.Mutex
	sent []notify.Message
}

func (b *inbox) Send(_ context.Context, m notify.Message) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sent = append(b.sent, m)
	return nil
}

// deliver runs the outbox worker once into a fresh inbox and answers what it sent.
func deliver(t testing.TB, db *storage.DB) []notify.Message {
	t.Helper()
	box := &inbox{}
	w := &notify.Worker{Outbox: db, Email: box, SMS: box, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: db.Now}
	if _, err := w.DeliverDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	return box.sent
}

var resetLink = regexp.MustCompile(`https://shop\.example/reset-password\?token=([A-Za-z0-9_-]{43})`)

// resetToken asks for a reset link for email and answers the token the
// e-mail carries.
func resetToken(t *testing.T, srv *httptest.Server, db *storage.DB, email string) string {
	t.Helper()
	if r := call(t, srv, "POST", "/api/v1/passwords", fmt.Sprintf(`{"email": %q}`, email)); r.status != 202 {
		t.Fatalf("forgot password = %d %s", r.status, r.raw)
	}
	sent := deliver(t, db)
	if len(sent) != 1 {
		t.Fatalf("sent %d messages, want 1: %+v", len(sent), sent)
	}
	m := resetLink.FindStringSubmatch(sent[0].Body)
	if m == nil || sent[0].To != email || sent[0].Channel != notify.Email {
		t.Fatalf("reset mail = %+v", sent[0])
	}
	return m[1]
}

// TestPasswordReset: a known and an unknown address are answered alike; the
// link works once, not after an hour, not after a newer one; a reset ends
// every session; requests are capped silently.
func TestPasswordReset(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		clock := db.Now().UTC().Truncate(time.Second)
		db.Now = func() time.Time { return clock }
		old := signUp(t, srv, db, "ada@example.com")

		known := call(t, srv, "POST", "/api/v1/passwords", `{"email": " Ada@Example.com "}`)
		unknown := call(t, srv, "POST", "/api/v1/passwords", `{"email": "nobody@example.com"}`)
		if known.status != 202 || unknown.status != 202 || known.raw != unknown.raw || known.body["message"] != accounts.MsgResetSent {
			t.Errorf("known address = %d %s; unknown = %d %s", known.status, known.raw, unknown.status, unknown.raw)
		}
		sent := deliver(t, db)
		if len(sent) != 1 || sent[0].To != "ada@example.com" || sent[0].Subject != "Reset your Pistil password" {
			t.Fatalf("sent = %+v, want one reset mail to ada", sent)
		}
		token := resetLink.FindStringSubmatch(sent[0].Body)[1]

		if r := call(t, srv, "POST", "/api/v1/passwords", `{"email": "ada@"}`); r.status != 422 || get(r.body, "validations", "email", 0) != accounts.MsgEmail {
			t.Errorf("forgot with a bad address = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "short"}`, token)); r.status != 422 ||
			get(r.body, "validations", "password", 0) != accounts.MsgPassword {
			t.Errorf("reset with a short password = %d %s", r.status, r.raw)
		}
		reset := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "a-brand-new-password"}`, token))
		if reset.status != 200 || !strings.HasPrefix(reset.header.Get("Authorization"), "Bearer ") || get(reset.body, "user", "email") != "ada@example.com" {
			t.Fatalf("reset = %d %s", reset.status, reset.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", old); r.status != 401 {
			t.Errorf("the session from before the reset = %d %s, want 401", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(reset.header.Get("Authorization"))); r.status != 200 {
			t.Errorf("the session the reset started = %d %s", r.status, r.raw)
		}
		again := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "yet-another-password"}`, token))
		if again.status != 422 || get(again.body, "validations", "token", 0) != accounts.MsgResetExpired || again.body["message"] != accounts.MsgResetExpired {
			t.Errorf("a used link = %d %s", again.status, again.raw)
		}
		login := func(password string) response {
			return call(t, srv, "POST", "/api/v1/sessions", fmt.Sprintf(`{"user": {"email": "ada@example.com", "password": %q}}`, password))
		}
		if r := login("a-long-password"); r.status != 401 {
			t.Errorf("login with the old password = %d", r.status)
		}
		if r := login("a-brand-new-password"); r.status != 200 {
			t.Errorf("login with the new password = %d %s", r.status, r.raw)
		}

		for _, bad := range []string{`{"token": "", "password": "a-brand-new-password"}`, `{"token": "not-a-token", "password": "a-brand-new-password"}`} {
			if r := call(t, srv, "PUT", "/api/v1/passwords", bad); r.status != 422 || get(r.body, "validations", "token", 0) != accounts.MsgResetExpired {
				t.Errorf("reset %s = %d %s", bad, r.status, r.raw)
			}
		}

		// An hour later the link no longer works.
		clock = clock.Add(20 * time.Minute)
		expiring := resetToken(t, srv, db, "ada@example.com")
		clock = clock.Add(time.Hour)
		if r := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "too-late-password"}`, expiring)); r.status != 422 ||
			get(r.body, "validations", "token", 0) != accounts.MsgResetExpired {
			t.Errorf("an expired link = %d %s", r.status, r.raw)
		}
		// 59 minutes is still in time, but a newer link replaces an older one.
		clock = clock.Add(20 * time.Minute)
		older := resetToken(t, srv, db, "ada@example.com")
		newer := resetToken(t, srv, db, "ada@example.com")
		clock = clock.Add(59 * time.Minute)
		if r := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "older-link-password"}`, older)); r.status != 422 {
			t.Errorf("a replaced link = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "newer-link-password"}`, newer)); r.status != 200 {
			t.Errorf("the newest link = %d %s", r.status, r.raw)
		}

		// Three links per 15 minutes; a fourth request is answered alike but sends nothing.
		clock = clock.Add(time.Hour)
		for range 3 {
			resetToken(t, srv, db, "ada@example.com")
		}
		capped := call(t, srv, "POST", "/api/v1/passwords", `{"email": "ada@example.com"}`)
		if capped.status != 202 || capped.raw != known.raw {
			t.Errorf("a fourth request = %d %s", capped.status, capped.raw)
		}
		if sent := deliver(t, db); len(sent) != 0 {
			t.Errorf("a fourth request sent %d messages", len(sent))
		}
		clock = clock.Add(accounts.ResetRequestWindow)
		resetToken(t, srv, db, "ada@example.com")
	})
}

// TestPasswordResetUnlocks: a reset clears the failed logins that locked the address.
func TestPasswordResetUnlocks(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		clock := db.Now().UTC().Truncate(time.Second)
		db.Now = func() time.Time { return clock }
		signUp(t, srv, db, "ada@example.com")
		for range accounts.LockAfter {
			call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "wrong-password"}}`)
			clock = clock.Add(20 * time.Second)
		}
		token := resetToken(t, srv, db, "ada@example.com")
		if r := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "a-brand-new-password"}`, token)); r.status != 200 {
			t.Fatalf("reset = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "a-brand-new-password"}}`); r.status != 200 {
			t.Errorf("login after the reset = %d %s, want 200 (failures cleared)", r.status, r.raw)
		}
	})
}

// TestChangePassword: the current password is checked; the change ends
// every other session and keeps this one.
func TestChangePassword(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		here := signUp(t, srv, db, "ada@example.com")
		other := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "a-long-password"}}`)
		elsewhere := auth(other.header.Get("Authorization"))

		if r := call(t, srv, "PUT", "/api/v1/users/password", `{"current_password": "a-long-password", "password": "a-brand-new-password"}`); r.status != 401 {
			t.Errorf("change as a guest = %d %s", r.status, r.raw)
		}
		wrong := callWith(t, srv, "PUT", "/api/v1/users/password", `{"current_password": "not-my-password", "password": "a-brand-new-password"}`, here)
		if wrong.status != 422 || get(wrong.body, "validations", "current_password", 0) != accounts.MsgWrongPassword {
			t.Errorf("change with a wrong current password = %d %s", wrong.status, wrong.raw)
		}
		short := callWith(t, srv, "PUT", "/api/v1/users/password", `{"current_password": "", "password": "short"}`, here)
		if short.status != 422 || get(short.body, "validations", "password", 0) != accounts.MsgPassword ||
			get(short.body, "validations", "current_password", 0) != accounts.MsgRequired {
			t.Errorf("change with missing fields = %d %s", short.status, short.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", elsewhere); r.status != 200 {
			t.Fatalf("the other session before the change = %d", r.status)
		}
		ok := callWith(t, srv, "PUT", "/api/v1/users/password", `{"current_password": "a-long-password", "password": "a-brand-new-password"}`, here)
		if ok.status != 200 || get(ok.body, "user", "email") != "ada@example.com" {
			t.Fatalf("change = %d %s", ok.status, ok.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", here); r.status != 200 {
			t.Errorf("this session after the change = %d %s, want 200", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", elsewhere); r.status != 401 {
			t.Errorf("the other session after the change = %d %s, want 401", r.status, r.raw)
		}
		if r := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "a-brand-new-password"}}`); r.status != 200 {
			t.Errorf("login with the new password = %d %s", r.status, r.raw)
		}
		// Wrong current passwords count as failed logins: after five, the sixth try waits.
		for range accounts.FreeFailures {
			callWith(t, srv, "PUT", "/api/v1/users/password", `{"current_password": "not-my-password", "password": "another-new-password"}`, here)
		}
		if r := callWith(t, srv, "PUT", "/api/v1/users/password", `{"current_password": "a-brand-new-password", "password": "another-new-password"}`, here); r.status != 429 {
			t.Errorf("a change after five wrong passwords = %d %s, want 429", r.status, r.raw)
		}
	})
}

// smtpSink is an SMTP server for tests (go-smtp) that keeps each message,
// or refuses them all while failing is set.
type smtpSink struct {
	mu      sync.Mutex
	failing bool
	mails   []sunkMail
}

type sunkMail struct {
	from, to string
	data     []byte
}

func (s *smtpSink) NewSession(*smtp.Conn) (smtp.Session, error) { return &sinkSession{sink: s}, nil }

type sinkSession struct {
	sink     *smtpSink
	from, to string
}

func (s *sinkSession) Reset()        {}
func (s *sinkSession) Logout() error { return nil }
func (s *sinkSession) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}
func (s *sinkSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.sink.mu.Lock()
	defer s.sink.mu.Unlock()
	if s.sink.failing {
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "mailbox busy, try later"}
	}
	s.to = to
	return nil
}
func (s *sinkSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.sink.mu.Lock()
	defer s.sink.mu.Unlock()
	s.sink.mails = append(s.sink.mails, sunkMail{from: s.from, to: s.to, data: b})
	return nil
}

// TestOutboxThroughSMTP: the worker delivers a reset mail through a real
// SMTP conversation; a server that refuses it leads to a retry with backoff,
// not a lost message, and a message that keeps failing is given up.
func TestOutboxThroughSMTP(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		sink := &smtpSink{failing: true}
		server := smtp.NewServer(sink)
		server.Domain = "localhost"
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		go func() { _ = server.Serve(ln) }()
		t.Cleanup(func() { server.Close() })

		srv := newServer(t, db)
		clock := db.Now().UTC().Truncate(time.Second)
		db.Now = func() time.Time { return clock }
		signUp(t, srv, db, "ada@example.com")
		if r := call(t, srv, "POST", "/api/v1/passwords", `{"email": "ada@example.com"}`); r.status != 202 {
			t.Fatalf("forgot = %d %s", r.status, r.raw)
		}
		w := &notify.Worker{Outbox: db, Email: &notify.SMTPSender{Addr: ln.Addr().String(), From: "Pistil <no-reply@shop.example>", Timeout: 5 * time.Second},
			Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: db.Now}
		ctx := context.Background()
		status := func() notify.Stored {
			t.Helper()
			ms, err := db.OutboxMessages(ctx, "ada@example.com")
			// The registration link went first (signUp).
			if err != nil || len(ms) != 2 || ms[1].Subject != "Reset your Pistil password" {
				t.Fatalf("outbox = %+v, %v", ms, err)
			}
			return ms[1]
		}

		// The server refuses: the message stays, to be tried again in 30 s.
		if n, err := w.DeliverDue(ctx); n != 1 || err != nil {
			t.Fatalf("DeliverDue = %d, %v", n, err)
		}
		m := status()
		if m.Attempts != 1 || !m.NextAttemptAt.Equal(clock.Add(30*time.Second)) || !strings.Contains(m.LastError, "451") || m.SentAt != nil || m.FailedAt != nil {
			t.Errorf("after a refusal: attempts %d, next %s (want %s), error %q, sent %v, failed %v",
				m.Attempts, m.NextAttemptAt, clock.Add(30*time.Second), m.LastError, m.SentAt, m.FailedAt)
		}
		if n, _ := w.DeliverDue(ctx); n != 0 {
			t.Errorf("claimed %d messages before the retry time", n)
		}

		// 30 s later the server takes it.
		clock = clock.Add(30 * time.Second)
		sink.mu.Lock()
		sink.failing = false
		sink.mu.Unlock()
		if n, err := w.DeliverDue(ctx); n != 1 || err != nil {
			t.Fatalf("DeliverDue = %d, %v", n, err)
		}
		if m := status(); m.Attempts != 2 || m.SentAt == nil || m.LastError != "" {
			t.Errorf("after delivery: %+v", m)
		}
		if n, _ := w.DeliverDue(ctx); n != 0 {
			t.Errorf("a sent message was claimed again")
		}
		sink.mu.Lock()
		mails := sink.mails
		sink.mu.Unlock()
		if len(mails) != 1 || mails[0].from != "no-reply@shop.example" || mails[0].to != "ada@example.com" {
			t.Fatalf("mails = %+v", mails)
		}
		msg, err := mail.ReadMessage(strings.NewReader(string(mails[0].data)))
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(quotedprintable.NewReader(msg.Body))
		if err != nil {
			t.Fatal(err)
		}
		if msg.Header.Get("From") != `"Pistil" <no-reply@shop.example>` || msg.Header.Get("To") != "<ada@example.com>" ||
			msg.Header.Get("Subject") != "Reset your Pistil password" || !resetLink.Match(body) {
			t.Errorf("mail = %v\n%s", msg.Header, body)
		}
		token := resetLink.FindSubmatch(body)[1]
		if r := call(t, srv, "PUT", "/api/v1/passwords", fmt.Sprintf(`{"token": %q, "password": "a-brand-new-password"}`, token)); r.status != 200 {
			t.Errorf("the mailed link = %d %s", r.status, r.raw)
		}

		// A message that keeps failing is tried notify.MaxAttempts times, then given up.
		w.Email = failing{}
		clock = clock.Add(time.Hour)
		call(t, srv, "POST", "/api/v1/passwords", `{"email": "ada@example.com"}`)
		for i := range notify.MaxAttempts {
			if n, _ := w.DeliverDue(ctx); n != 1 {
				t.Fatalf("attempt %d claimed %d messages", i+1, n)
			}
			clock = clock.Add(time.Hour)
		}
		if n, _ := w.DeliverDue(ctx); n != 0 {
			t.Errorf("a given-up message was claimed")
		}
		ms, _ := db.OutboxMessages(ctx, "ada@example.com")
		if last := ms[len(ms)-1]; last.Attempts != notify.MaxAttempts || last.FailedAt == nil || last.SentAt != nil || last.LastError != "connection refused" {
			t.Errorf("given up: %+v", last)
		}
	})
}

type failing struct{}

func (failing) Send(context.Context, notify.Message) error { return errors.New("connection refused") }
