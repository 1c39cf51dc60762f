package api_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func auth(token string) http.Header { return http.Header{"Authorization": {token}} }

// signUp registers an account, opens the link mailed to it, and answers
// the header that signs its calls. Mail waiting in db's outbox is
// delivered (and gone) by then.
func signUp(t testing.TB, srv *httptest.Server, db *storage.DB, email string) http.Header {
	t.Helper()
	r := call(t, srv, "POST", "/api/v1/users", fmt.Sprintf(`{"user": {"email": %q, "password": "a-long-password"}}`, email))
	if r.status != 202 {
		t.Fatalf("register %s = %d %s", email, r.status, r.raw)
	}
	c := call(t, srv, "POST", "/api/v1/users/confirmation", fmt.Sprintf(`{"token": %q}`, signupToken(t, db, email)))
	if c.status != 201 {
		t.Fatalf("confirm %s = %d %s", email, c.status, c.raw)
	}
	return auth(c.header.Get("Authorization"))
}

var signupLink = regexp.MustCompile(`/register\?token=([A-Za-z0-9_-]{43})`)

// signupToken delivers db's outbox and answers the token of the newest
// registration link among it for email.
func signupToken(t testing.TB, db *storage.DB, email string) string {
	t.Helper()
	var token string
	for _, m := range deliver(t, db) {
		if found := signupLink.FindStringSubmatch(m.Body); found != nil && m.To == email {
			token = found[1]
		}
	}
	if token == "" {
		t.Fatalf("no registration link was mailed to %s", email)
	}
	return token
}

// TestSessions: register, who-am-I, log out, log in; wrong passwords and
// unknown addresses answered alike, then slowed; tokens that are tampered
// with, revoked or expired refused with 401.
func TestSessions(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		clock := db.Now()
		db.Now = func() time.Time { return clock }

		guest := call(t, srv, "GET", "/api/v1/whoami", "")
		if guest.status != 200 || strings.TrimSpace(guest.raw) != `{"user":null}` {
			t.Errorf("whoami as a guest = %d %s", guest.status, guest.raw)
		}

		bad := call(t, srv, "POST", "/api/v1/users", `{"user": {"email": "ada@", "password": "short"}}`)
		if bad.status != 422 || get(bad.body, "validations", "email", 0) != "Please enter an email address." ||
			get(bad.body, "validations", "password", 0) != "Please enter a password with a minimum of 10 characters." {
			t.Errorf("a bad registration = %d %s", bad.status, bad.raw)
		}
		if reg := call(t, srv, "POST", "/api/v1/users", `{"user": {"email": " Ada@Example.com ", "password": "analytical-engine",
			"first_name": "Ada", "last_name": "Lovelace"}}`); reg.status != 202 || reg.header.Get("Authorization") != "" {
			t.Fatalf("register = %d %s", reg.status, reg.raw)
		}
		reg := call(t, srv, "POST", "/api/v1/users/confirmation", fmt.Sprintf(`{"token": %q}`, signupToken(t, db, "ada@example.com")))
		token := reg.header.Get("Authorization")
		if reg.status != 201 || !strings.HasPrefix(token, "Bearer ") || get(reg.body, "user", "email") != "ada@example.com" ||
			get(reg.body, "user", "name") != "Ada Lovelace" || get(reg.body, "user", "authenticated") != true || get(reg.body, "remember_me") != false {
			t.Fatalf("open the registration link = %d %s (Authorization %q)", reg.status, reg.raw, token)
		}
		me := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(token))
		if me.status != 200 || get(me.body, "user", "firstName") != "Ada" {
			t.Errorf("whoami = %d %s", me.status, me.raw)
		}
		// A token altered by one character is refused.
		tampered := token[:len(token)-3] + map[bool]string{true: "a", false: "b"}[token[len(token)-3] != 'a'] + token[len(token)-2:]
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(tampered)); r.status != 401 || r.body["message"] != accounts.MsgSignedOut {
			t.Errorf("whoami with a tampered token = %d %s", r.status, r.raw)
		}
		// Logging out revokes the token.
		if r := callWith(t, srv, "DELETE", "/api/v1/sessions", "", auth(token)); r.status != 204 {
			t.Errorf("logout = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(token)); r.status != 401 {
			t.Errorf("whoami after logout = %d %s", r.status, r.raw)
		}

		login := func(email, password string, remember bool) response {
			return call(t, srv, "POST", "/api/v1/sessions",
				fmt.Sprintf(`{"user": {"email": %q, "password": %q}, "remember_me": %v}`, email, password, remember))
		}
		// A wrong password and an unknown address get the same answer.
		wrong, unknown := login("ada@example.com", "wrong-password", false), login("nobody@example.com", "wrong-password", false)
		if wrong.status != 401 || unknown.status != 401 || wrong.raw != unknown.raw ||
			get(wrong.body, "errors", 0) != accounts.MsgBadLogin {
			t.Errorf("wrong password = %d %s; unknown address = %d %s", wrong.status, wrong.raw, unknown.status, unknown.raw)
		}
		// Five failures in all: the sixth attempt must wait a second, even with the right password.
		for range 4 {
			login("ada@example.com", "wrong-password", false)
		}
		slow := login("ada@example.com", "analytical-engine", false)
		if slow.status != 429 || slow.header.Get("Retry-After") != "1" ||
			slow.body["message"] != "Too many failed attempts. Please try again in 1 second." {
			t.Errorf("after five failures = %d %s (Retry-After %q)", slow.status, slow.raw, slow.header.Get("Retry-After"))
		}
		clock = clock.Add(2 * time.Second)
		ok := login("ADA@example.com", "analytical-engine", true)
		if ok.status != 200 || !strings.HasPrefix(ok.header.Get("Authorization"), "Bearer ") {
			t.Fatalf("login = %d %s", ok.status, ok.raw)
		}
		// "Keep me signed in": 30 days; the token works until then, not after.
		token = ok.header.Get("Authorization")
		clock = clock.Add(29 * 24 * time.Hour)
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(token)); r.status != 200 {
			t.Errorf("whoami after 29 days = %d %s", r.status, r.raw)
		}
		clock = clock.Add(2 * 24 * time.Hour)
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(token)); r.status != 401 {
			t.Errorf("whoami after 31 days = %d %s", r.status, r.raw)
		}
		// Ten failures lock the address for 15 minutes.
		for i := range 10 {
			clock = clock.Add(20 * time.Second)
			if r := login("ada@example.com", "wrong-password", false); r.status != 401 {
				t.Fatalf("failure %d = %d %s", i+1, r.status, r.raw)
			}
		}
		if r := login("ada@example.com", "analytical-engine", false); r.status != 429 ||
			r.body["message"] != "Too many failed attempts. Please try again in 15 minutes." {
			t.Errorf("after ten failures = %d %s", r.status, r.raw)
		}
		clock = clock.Add(15 * time.Minute)
		if r := login("ada@example.com", "analytical-engine", false); r.status != 200 {
			t.Errorf("after the lock = %d %s", r.status, r.raw)
		}
	})
}
