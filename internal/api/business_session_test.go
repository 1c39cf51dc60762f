package api_test

import (
	"context"
	"encoding/base32"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// staffClient is a browser on the console: its session cookie and the
// CSRF token the session answered, sent with the instance's own Origin.
type staffClient struct {
	srv          *httptest.Server
	cookie, csrf string
	origin       string
	// email and codes (unused recovery codes) let signIn start another
	// session of an enrolled member.
	email string
	codes []string
}

const staffCookie = "__Host-pistil_staff" // publicURL is https

func newStaffClient(srv *httptest.Server) *staffClient {
	return &staffClient{srv: srv, origin: publicURL}
}

// call sends a console request with the cookie, the CSRF token and the
// Origin it holds, and keeps a cookie the answer sets or clears.
func (c *staffClient) call(t *testing.T, method, path, body string) response {
	t.Helper()
	h := http.Header{}
	if c.origin != "" {
		h.Set("Origin", c.origin)
	}
	if c.cookie != "" {
		h.Set("Cookie", staffCookie+"="+c.cookie)
	}
	if c.csrf != "" {
		h.Set("X-CSRF-Token", c.csrf)
	}
	r := callWith(t, c.srv, method, "/api/v1/business"+path, body, h)
	for _, sc := range (&http.Response{Header: r.header}).Cookies() {
		if sc.Name == staffCookie {
			c.cookie = sc.Value
			if sc.MaxAge < 0 {
				c.cookie = ""
			}
		}
	}
	if tok, ok := r.body["csrf_token"].(string); ok {
		c.csrf = tok
	}
	if codes, ok := r.body["codes"].([]any); ok && r.status == 200 {
		c.codes = c.codes[:0]
		for _, code := range codes {
			c.codes = append(c.codes, code.(string))
		}
	}
	return r
}

// staffInvite invites from the command line and answers the welcome
// link's token.
func staffInvite(t *testing.T, db *storage.DB, email string, role staff.Role, store int64) string {
	t.Helper()
	token, err := accountstore.New(db).InviteStaff(context.Background(), staff.Invitation{Email: email, Role: role, StoreID: store, By: staff.ActorCLI}, publicURL, false)
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// totpNow is the code of an enrolment's base32 secret at the database's clock.
func totpNow(t *testing.T, db *storage.DB, secret string) string {
	t.Helper()
	raw, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(secret)
	if err != nil {
		t.Fatal(err)
	}
	return staff.TOTPCode(raw, staff.TOTPStepAt(db.Now()))
}

// TestStaffWelcomeAndSignIn walks the console's sign-in from the welcome
// link to an enrolled second factor, signing in again, and signing out,
// and checks the guard's refusals on the way.
func TestStaffWelcomeAndSignIn(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC))
		srv := newServer(t, db)
		token := staffInvite(t, db, "ada@shop.example", staff.Owner, ct.StoreSF)
		c := newStaffClient(srv)

		// Not signed in.
		wantProblem(t, "GET /session signed out", c.call(t, "GET", "/session", ""), 401, "")
		// A write from another origin, or none, is refused before anything else.
		c.origin = "https://evil.example"
		r := c.call(t, "POST", "/welcome", `{"token": "`+token+`", "password": "correct horse battery"}`)
		if wantProblem(t, "welcome from another origin", r, 403, ""); r.body["message"] != staff.MsgNotFromConsole {
			t.Errorf("message = %v", r.body["message"])
		}
		c.origin = ""
		wantProblem(t, "welcome without an origin", c.call(t, "POST", "/welcome", `{"token": "`+token+`", "password": "correct horse battery"}`), 403, "")
		c.origin = publicURL
		wantProblem(t, "welcome with a short password", c.call(t, "POST", "/welcome", `{"token": "`+token+`", "password": "short"}`), 422, "password")
		wantProblem(t, "welcome with a wrong token", c.call(t, "POST", "/welcome", `{"token": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "password": "correct horse battery"}`), 422, "token")

		r = c.call(t, "POST", "/welcome", `{"token": "`+token+`", "password": "correct horse battery"}`)
		if r.status != 200 || r.body["must_enrol"] != true || c.cookie == "" || c.csrf == "" || get(r.body, "staff", "email") != "ada@shop.example" {
			t.Fatalf("welcome = %d %s", r.status, r.raw)
		}
		if sc := r.header.Get("Set-Cookie"); !strings.Contains(sc, "HttpOnly") || !strings.Contains(sc, "Secure") || !strings.Contains(sc, "SameSite=Strict") || !strings.Contains(sc, "Path=/") {
			t.Errorf("Set-Cookie = %q", sc)
		}
		if get(r.body, "stores", 0, "store_id") != float64(ct.StoreSF) || get(r.body, "stores", 0, "role") != "owner" {
			t.Errorf("stores = %v", r.body["stores"])
		}

		// Before enrolling, only enrolling, the session and signing out work.
		if r := c.call(t, "POST", "/me/recovery_codes", ""); r.status != 403 || r.body["message"] != staff.MsgEnrolFirst {
			t.Errorf("recovery codes before enrolling = %d %s", r.status, r.raw)
		}
		// Writes need the CSRF token.
		csrf := c.csrf
		c.csrf = ""
		wantProblem(t, "begin TOTP without the CSRF token", c.call(t, "POST", "/me/totp", ""), 403, "")
		c.csrf = "not-the-token"
		wantProblem(t, "begin TOTP with a wrong CSRF token", c.call(t, "POST", "/me/totp", ""), 403, "")
		c.csrf = csrf
		r = c.call(t, "POST", "/me/totp", "")
		secret, _ := r.body["secret"].(string)
		if r.status != 200 || len(secret) != 32 || !strings.HasPrefix(r.body["uri"].(string), "otpauth://totp/") {
			t.Fatalf("begin TOTP = %d %s", r.status, r.raw)
		}
		wantProblem(t, "confirm with a wrong code", c.call(t, "POST", "/me/totp/confirm", `{"code": "000000"}`), 422, "code")
		r = c.call(t, "POST", "/me/totp/confirm", `{"code": "`+totpNow(t, db, secret)+`"}`)
		codes, _ := r.body["codes"].([]any)
		if r.status != 200 || len(codes) != staff.RecoveryCodes {
			t.Fatalf("confirm = %d %s", r.status, r.raw)
		}
		r = c.call(t, "GET", "/session", "")
		if r.status != 200 || r.body["must_enrol"] != false || r.body["second_factor"] != "totp" || r.body["csrf_token"] != csrf {
			t.Fatalf("session after enrolling = %d %s", r.status, r.raw)
		}
		perms, _ := get(r.body, "stores", 0, "permissions").([]any)
		if len(perms) != len(staff.PermissionsOf(staff.Owner)) {
			t.Errorf("an owner's permissions = %v", perms)
		}

		// Sign out; the cookie is cleared and the session is gone.
		old := c.cookie
		if r := c.call(t, "DELETE", "/session", ""); r.status != 204 || c.cookie != "" {
			t.Fatalf("sign out = %d %s", r.status, r.raw)
		}
		c.cookie = old
		wantProblem(t, "a signed-out session", c.call(t, "GET", "/session", ""), 401, "")

		// Signing in again: the password, then the next step's code.
		c = newStaffClient(srv)
		wantProblem(t, "sign in with a wrong password", c.call(t, "POST", "/session", `{"email": "ada@shop.example", "password": "wrong password!"}`), 401, "")
		r = c.call(t, "POST", "/session", `{"email": "ADA@shop.example", "password": "correct horse battery"}`)
		challenge, _ := r.body["challenge"].(string)
		if r.status != 200 || r.body["next"] != "second_factor" || challenge == "" || c.cookie != "" {
			t.Fatalf("sign in = %d %s", r.status, r.raw)
		}
		advance(staff.TOTPStep)
		wantProblem(t, "an unknown method", c.call(t, "POST", "/session/second_factor", `{"challenge": "`+challenge+`", "method": "sms", "code": "123456"}`), 422, "method")
		r = c.call(t, "POST", "/session/second_factor", `{"challenge": "`+challenge+`", "method": "totp", "code": "`+totpNow(t, db, secret)+`"}`)
		if r.status != 200 || r.body["second_factor"] != "totp" || c.cookie == "" {
			t.Fatalf("second factor = %d %s", r.status, r.raw)
		}
		// A second device signs in with a recovery code; sign out everywhere ends both.
		d := newStaffClient(srv)
		r = d.call(t, "POST", "/session", `{"email": "ada@shop.example", "password": "correct horse battery"}`)
		r = d.call(t, "POST", "/session/second_factor", `{"challenge": "`+r.body["challenge"].(string)+`", "method": "recovery", "code": "`+codes[0].(string)+`"}`)
		if r.status != 200 || r.body["second_factor"] != "recovery" {
			t.Fatalf("recovery = %d %s", r.status, r.raw)
		}
		if r := d.call(t, "POST", "/session/everywhere", ""); r.status != 204 {
			t.Fatalf("sign out everywhere = %d %s", r.status, r.raw)
		}
		wantProblem(t, "the other device after sign out everywhere", c.call(t, "GET", "/session", ""), 401, "")
	})
}

// TestStaffAPINotTwinned: the console's API answers under /api/v1/business
// only, never under /v1, which answers credentialed CORS to partners.
func TestStaffAPINotTwinned(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		if r := call(t, srv, "GET", "/v1/business/session", ""); r.status != 404 {
			t.Errorf("GET /v1/business/session = %d %s", r.status, r.raw)
		}
	})
}

// staffMember is an enrolled staff member signed in on the console: one
// call from the command line's invitation (or an operator's, with
// partner) to a session proved by TOTP.
func staffMember(t *testing.T, db *storage.DB, srv *httptest.Server, email string, role staff.Role, store, partner int64) *staffClient {
	t.Helper()
	token, err := accountstore.New(db).InviteStaff(context.Background(), staff.Invitation{Email: email, Role: role, StoreID: store,
		PartnerID: partner, By: staff.ActorCLI}, publicURL, false)
	if err != nil {
		t.Fatal(err)
	}
	c := newStaffClient(srv)
	if r := c.call(t, "POST", "/welcome", `{"token": "`+token+`", "password": "correct horse battery"}`); r.status != 200 {
		t.Fatalf("welcome %s = %d %s", email, r.status, r.raw)
	}
	r := c.call(t, "POST", "/me/totp", "")
	secret, _ := r.body["secret"].(string)
	r = c.call(t, "POST", "/me/totp/confirm", `{"code": "`+totpNow(t, db, secret)+`"}`)
	if r.status != 200 {
		t.Fatalf("enrol %s = %d %s", email, r.status, r.raw)
	}
	c.email = email
	return c
}

// signIn starts another session of c's member, with a recovery code.
func (c *staffClient) signIn(t *testing.T) {
	t.Helper()
	r := c.call(t, "POST", "/session", `{"email": "`+c.email+`", "password": "correct horse battery"}`)
	code := c.codes[0]
	c.codes = c.codes[1:]
	r = c.call(t, "POST", "/session/second_factor", `{"challenge": "`+r.body["challenge"].(string)+`", "method": "recovery", "code": "`+code+`"}`)
	if r.status != 200 {
		t.Fatalf("sign in again as %s = %d %s", c.email, r.status, r.raw)
	}
}

// TestStaffSignInThrottle: one client may try sign-ins, second factors,
// e-mailed codes and welcome links ten times at once and then six a minute
// (one each ten seconds), all from one bucket, whatever the address tried:
// the eleventh is 429 with Retry-After 10 and the one error shape, and ten
// seconds later one more goes through. Another server's clients (a new
// limiter) are not counted.
func TestStaffSignInThrottle(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC))
		srv := newServer(t, db)
		c := newStaffClient(srv)
		c.origin = publicURL
		tries := []struct{ path, body string }{
			{"/session", `{"email": "a@shop.example", "password": "wrong password 1"}`},
			{"/session/second_factor", `{"code": "123456"}`},
			{"/session/email_code", `{}`},
			{"/welcome", `{"token": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "password": "correct horse battery"}`},
		}
		for i := range 10 {
			try := tries[i%len(tries)]
			if r := c.call(t, "POST", try.path, try.body); r.status == 429 {
				t.Fatalf("try %d (%s) throttled already: %s", i+1, try.path, r.raw)
			}
		}
		for _, try := range tries {
			r := c.call(t, "POST", try.path, try.body)
			if wantProblem(t, "over the burst: "+try.path, r, 429, ""); r.header.Get("Retry-After") != "10" || r.body["code"] != "throttled" {
				t.Errorf("%s over the burst = %d Retry-After %q %s", try.path, r.status, r.header.Get("Retry-After"), r.raw)
			}
		}
		advance(10 * time.Second)
		if r := c.call(t, "POST", "/session", tries[0].body); r.status == 429 {
			t.Errorf("ten seconds later = %d %s", r.status, r.raw)
		}
		if r := c.call(t, "POST", "/session", tries[0].body); r.status != 429 {
			t.Errorf("the second try ten seconds later = %d, want 429", r.status)
		}
		other := newStaffClient(newServer(t, db))
		other.origin = publicURL
		if r := other.call(t, "POST", "/session", tries[0].body); r.status == 429 {
			t.Errorf("another server's first try = %d", r.status)
		}
	})
}
