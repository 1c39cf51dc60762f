package api_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

var codeInMessage = regexp.MustCompile(`code is ([A-Z0-9]{6})`)

// sentCode runs the outbox and answers the one code it sent, and to whom.
func sentCode(t *testing.T, db *storage.DB) (code string, m notify.Message) {
	t.Helper()
	sent := deliver(t, db)
	if len(sent) != 1 {
		t.Fatalf("sent %d messages, want one code: %+v", len(sent), sent)
	}
	match := codeInMessage.FindStringSubmatch(sent[0].Body)
	if match == nil {
		t.Fatalf("no code in %q", sent[0].Body)
	}
	return match[1], sent[0]
}

// TestVerificationCodes (flag mfa_check): a right password from a device
// new to the customer waits for a code; a known device, or the flag off,
// does not. Wrong, expired and over-tried codes are refused.
func TestVerificationCodes(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, append([]string{"mfa_check"}, config.DefaultFeatures...))
		clock := db.Now().UTC().Truncate(time.Second)
		db.Now = func() time.Time { return clock }
		if reg := call(t, srv, "POST", "/api/v1/users", `{"user": {"email": "ada@example.com", "password": "a-long-password"}}`); reg.status != 202 {
			t.Fatalf("register = %d %s", reg.status, reg.raw)
		}
		confirm := call(t, srv, "POST", "/api/v1/users/confirmation", fmt.Sprintf(`{"token": %q, "j_device_id": "laptop-device-id-0001"}`,
			signupToken(t, db, "ada@example.com")))
		if confirm.status != 201 {
			t.Fatalf("open the registration link = %d %s", confirm.status, confirm.raw)
		}
		login := func(device, extra string) response {
			return call(t, srv, "POST", "/api/v1/sessions", fmt.Sprintf(`{"user": {"email": "ada@example.com", "password": "a-long-password"},
				"remember_me": true, "j_device_id": %q %s}`, device, extra))
		}
		// The device that opened the registration link is known: no code.
		if r := login("laptop-device-id-0001", ""); r.status != 200 || r.header.Get("Authorization") == "" || get(r.body, "user", "lastMfa") != nil {
			t.Errorf("login from the known device = %d %s", r.status, r.raw)
		}
		if sent := deliver(t, db); len(sent) != 0 {
			t.Errorf("a known device got %d messages", len(sent))
		}
		// A wrong password from a new device is refused as ever, and sends nothing.
		if r := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "wrong-password"}, "j_device_id": "phone"}`); r.status != 401 {
			t.Errorf("wrong password = %d %s", r.status, r.raw)
		}

		// A new device: no session, a token, and a code by e-mail.
		ask := login("phone-device-id-00002", "")
		token, _ := ask.body["mfa_token"].(string)
		if ask.status != 200 || ask.body["user"] != nil || ask.body["mfa_required"] != true || len(token) != 43 ||
			ask.body["channel"] != "email" || ask.body["destination"] != "a•••@example.com" || ask.body["sms_available"] != false ||
			ask.header.Get("Authorization") != "" {
			t.Fatalf("login from a new device = %d %s (Authorization %q)", ask.status, ask.raw, ask.header.Get("Authorization"))
		}
		code, m := sentCode(t, db)
		if m.To != "ada@example.com" || m.Channel != notify.Email || m.Subject != "Your Pistil verification code" {
			t.Errorf("code message = %+v", m)
		}
		verify := func(token, code string) response {
			return call(t, srv, "POST", "/api/v1/sessions/verify", fmt.Sprintf(`{"mfa_token": %q, "code": %q, "j_device_id": "phone-device-id-00002"}`, token, code))
		}
		wrongCode := "AAAAAA"
		if code == wrongCode {
			wrongCode = "BBBBBB"
		}
		if r := verify(token, wrongCode); r.status != 422 || get(r.body, "validations", "code", 0) != accounts.MsgCodeWrong {
			t.Errorf("a wrong code = %d %s", r.status, r.raw)
		}
		if r := verify(token, "AB1"); r.status != 422 || get(r.body, "validations", "code", 0) != accounts.MsgCodeLength {
			t.Errorf("a short code = %d %s", r.status, r.raw)
		}
		// Whitespace and case do not matter.
		typed := " " + strings.ToLower(code[:3]) + " " + code[3:] + "\n"
		ok := verify(token, typed)
		if ok.status != 200 || !strings.HasPrefix(ok.header.Get("Authorization"), "Bearer ") || get(ok.body, "user", "email") != "ada@example.com" {
			t.Fatalf("the right code = %d %s", ok.status, ok.raw)
		}
		if mfa, _ := get(ok.body, "user", "lastMfa").(string); !strings.HasPrefix(mfa, clock.Format("2006-01-02T15:04:05")) {
			t.Errorf("lastMfa = %v, want %s", get(ok.body, "user", "lastMfa"), clock)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(ok.header.Get("Authorization"))); r.status != 200 || get(r.body, "user", "lastMfa") == nil {
			t.Errorf("whoami after verification = %d %s", r.status, r.raw)
		}
		// A code works once; the device is known from now on.
		if r := verify(token, code); r.status != 422 || get(r.body, "validations", "mfa_token", 0) != accounts.MsgCodeExpired {
			t.Errorf("a used code = %d %s", r.status, r.raw)
		}
		if r := login("phone-device-id-00002", ""); r.status != 200 || r.header.Get("Authorization") == "" {
			t.Errorf("login from the verified device = %d %s", r.status, r.raw)
		}

		// Ten minutes later a code has expired.
		ask = login("tablet-device-id-0003", "")
		code, _ = sentCode(t, db)
		clock = clock.Add(accounts.CodeLife)
		if r := verify(ask.body["mfa_token"].(string), code); r.status != 422 || get(r.body, "validations", "mfa_token", 0) != accounts.MsgCodeExpired {
			t.Errorf("an expired code = %d %s", r.status, r.raw)
		}

		// Five wrong tries end the login, even for the right code after.
		ask = login("tablet-device-id-0003", "")
		token = ask.body["mfa_token"].(string)
		code, _ = sentCode(t, db)
		wrongCode = "ZZZZZ9"
		if code == wrongCode {
			wrongCode = "ZZZZZ8"
		}
		for i := range accounts.MaxCodeTries {
			r := verify(token, wrongCode)
			field := "code"
			if i == accounts.MaxCodeTries-1 {
				field = "mfa_token"
			}
			if r.status != 422 || get(r.body, "validations", field) == nil {
				t.Errorf("wrong try %d = %d %s", i+1, r.status, r.raw)
			}
		}
		if r := verify(token, code); r.status != 422 || get(r.body, "validations", "mfa_token", 0) != accounts.MsgCodeExpired {
			t.Errorf("the right code after five wrong ones = %d %s", r.status, r.raw)
		}
		if r := verify("not-a-token", code); r.status != 422 || get(r.body, "validations", "mfa_token", 0) != accounts.MsgCodeExpired {
			t.Errorf("an unknown token = %d %s", r.status, r.raw)
		}
	})
}

// TestVerificationBySMS: a customer with a phone may take the code by text
// message, at login or by asking again; codes are resent a few times only,
// and a new code replaces the old one.
func TestVerificationBySMS(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServerWith(t, db, []string{"mfa_check"})
		me := signUp(t, srv, db, "ada@example.com")
		if r := callWith(t, srv, "PUT", "/api/v1/users", `{"user": {"phone": "415-555-0142"}}`, me); r.status != 200 {
			t.Fatalf("phone = %d %s", r.status, r.raw)
		}
		ask := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "a-long-password"}, "j_device_id": "new-device", "channel": "sms"}`)
		token := ask.body["mfa_token"].(string)
		if ask.body["channel"] != "sms" || ask.body["destination"] != "•••-•••-••42" || ask.body["sms_available"] != true {
			t.Fatalf("login asking for a text = %s", ask.raw)
		}
		first, m := sentCode(t, db)
		if m.Channel != notify.SMS || m.To != "4155550142" || m.Subject != "" {
			t.Errorf("text message = %+v", m)
		}
		resend := func(channel string) response {
			return call(t, srv, "POST", "/api/v1/sessions/resend", fmt.Sprintf(`{"mfa_token": %q, "channel": %q}`, token, channel))
		}
		r := resend("email")
		second, m := sentCode(t, db)
		if r.status != 202 || r.body["destination"] != "a•••@example.com" || m.Channel != notify.Email {
			t.Errorf("resend by e-mail = %d %s; %+v", r.status, r.raw, m)
		}
		for range accounts.MaxCodeSends - 2 {
			if r := resend(""); r.status != 202 {
				t.Errorf("resend = %d %s", r.status, r.raw)
			}
			second, _ = sentCode(t, db)
		}
		if r := resend(""); r.status != 429 || r.body["message"] != accounts.MsgCodeSends {
			t.Errorf("one resend too many = %d %s", r.status, r.raw)
		}
		if first != second {
			if r := call(t, srv, "POST", "/api/v1/sessions/verify", fmt.Sprintf(`{"mfa_token": %q, "code": %q}`, token, first)); r.status != 422 {
				t.Errorf("a replaced code = %d %s", r.status, r.raw)
			}
		}
		if r := call(t, srv, "POST", "/api/v1/sessions/verify", fmt.Sprintf(`{"mfa_token": %q, "code": %q}`, token, second)); r.status != 200 {
			t.Errorf("the newest code = %d %s", r.status, r.raw)
		}
	})
}

// TestNoVerificationWithoutFlag: with mfa_check off, a new device signs in at once.
func TestNoVerificationWithoutFlag(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		signUp(t, srv, db, "ada@example.com")
		r := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "a-long-password"}, "j_device_id": "brand-new"}`)
		if r.status != 200 || r.header.Get("Authorization") == "" || r.body["mfa_required"] != nil {
			t.Errorf("login with the flag off = %d %s", r.status, r.raw)
		}
		if sent := deliver(t, db); len(sent) != 0 {
			t.Errorf("sent %d messages with the flag off", len(sent))
		}
	})
}
