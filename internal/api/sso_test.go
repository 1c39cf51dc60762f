package api_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/sso"
	"github.com/pistil/pistil/internal/sso/ssotest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

const googleClient, appleClient = "pistil-test.apps.googleusercontent.example", "com.example.pistil.web"

// signOnServer starts the real handler with single sign-on against local
// issuers (a nil issuer leaves that provider off), and an app whose page
// carries the settings block.
func signOnServer(t *testing.T, db *storage.DB, google, apple *ssotest.Issuer) *httptest.Server {
	t.Helper()
	// The server, its verifier and the issuers read one clock, the
	// database's, which a test (or PISTIL_TEST_NOW) may move.
	clock := func() time.Time { return db.Now() }
	providers := map[string]sso.Provider{}
	if google != nil {
		google.Now = clock
		providers[sso.Google] = sso.Provider{ClientID: googleClient, Issuer: google.URL}
	}
	if apple != nil {
		apple.Now = clock
		providers[sso.Apple] = sso.Provider{ClientID: appleClient, Issuer: apple.URL}
	}
	app := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><title>Pistil</title></head><body></body></html>`)}}
	srv := httptest.NewServer(api.NewServer(api.Deps{
		DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), App: app, Features: config.DefaultFeatures,
		Illustration: func(string, string) ([]byte, bool) { return nil, false },
		SignOn:       sso.New(providers, nil, clock),
	}))
	t.Cleanup(srv.Close)
	return srv
}

func tokenBody(fields map[string]any) string {
	b, _ := json.Marshal(fields)
	return string(b)
}

// TestSignOnWithGoogle: a new Google user gets an account and a session;
// signing in again finds it; a verified address joins a password account,
// whose password keeps working; tokens that are not good are 401, never 5xx.
func TestSignOnWithGoogle(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		google, apple := ssotest.New(t), ssotest.New(t)
		srv := signOnServer(t, db, google, nil)
		const path = "/api/v1/auth/google_oauth2/callback"
		claims := func(sub, email string) jwt.MapClaims {
			c := google.Claims(googleClient, sub, email)
			c["given_name"], c["family_name"] = "Katherine", "Johnson"
			return c
		}

		first := call(t, srv, "POST", path, tokenBody(map[string]any{"id_token": google.Sign(t, claims("g-kj", "KJ@example.com")),
			"remember_me": true, "j_device_id": "V1StGXR8_Z5jdHi6B-myT"}))
		token := first.header.Get("Authorization")
		if first.status != 201 || !strings.HasPrefix(token, "Bearer ") || get(first.body, "user", "email") != "kj@example.com" ||
			get(first.body, "user", "name") != "Katherine Johnson" || get(first.body, "user", "ssoChannel") != "google" ||
			len(get(first.body, "errors").([]any)) != 0 {
			t.Fatalf("first Google sign-in = %d %s", first.status, first.raw)
		}
		if exp, _ := time.Parse(time.RFC3339, get(first.body, "expires_at").(string)); exp.Sub(db.Now()) < 29*24*time.Hour {
			t.Errorf("remember_me: session expires at %v; want 30 days", exp)
		}
		me := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(token))
		if me.status != 200 || get(me.body, "user", "ssoChannel") != "google" || get(me.body, "user", "id") != get(first.body, "user", "id") {
			t.Errorf("whoami after Google sign-in = %d %s", me.status, me.raw)
		}
		// Google Identity Services posts the token as credential; the /v1 host answers too.
		again := call(t, srv, "POST", "/v1/auth/google_oauth2/callback", tokenBody(map[string]any{"credential": google.Sign(t, claims("g-kj", "kj@example.com"))}))
		if again.status != 200 || get(again.body, "user", "id") != get(first.body, "user", "id") {
			t.Errorf("second Google sign-in = %d %s; want customer %v", again.status, again.raw, get(first.body, "user", "id"))
		}

		// A password account from before registration links joined by its
		// verified address (storage makes one as registration then did).
		hash, err := accounts.HashPassword("analytical-engine")
		if err != nil {
			t.Fatal(err)
		}
		ada, err := accountstore.New(db).CreateCustomer(context.Background(), accounts.NewCustomer{Email: "ada@example.com", PasswordHash: hash})
		if err != nil {
			t.Fatal(err)
		}
		adaSession, err := accountstore.New(db).StartSession(context.Background(), ada, false, "")
		if err != nil {
			t.Fatal(err)
		}
		linked := call(t, srv, "POST", path, tokenBody(map[string]any{"id_token": google.Sign(t, claims("g-ada", "Ada@Example.com"))}))
		if linked.status != 200 || get(linked.body, "user", "id") != float64(ada.ID) || get(linked.body, "user", "ssoChannel") != "google" {
			t.Errorf("Google sign-in with Ada's address = %d %s; want customer %v", linked.status, linked.raw, ada.ID)
		}
		// Whoever registered Ada's address never proved it was theirs, so the
		// password and its session go: the account may have been made in
		// Ada's name before she came, to read her documents later.
		if pw := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "analytical-engine"}}`); pw.status != 401 {
			t.Errorf("the unproven password after linking = %d %s", pw.status, pw.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/whoami", "", auth("Bearer "+adaSession.Token)); r.status != 401 {
			t.Errorf("the registration's session after linking = %d %s", r.status, r.raw)
		}
		// An address proven by its registration link keeps its password when Google joins.
		bob := callWith(t, srv, "GET", "/api/v1/whoami", "", signUp(t, srv, db, "bob@example.com"))
		if r := call(t, srv, "POST", path, tokenBody(map[string]any{"id_token": google.Sign(t, claims("g-bob", "bob@example.com"))})); r.status != 200 ||
			get(r.body, "user", "id") != get(bob.body, "user", "id") {
			t.Errorf("Google sign-in with Bob's address = %d %s", r.status, r.raw)
		}
		if pw := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "bob@example.com", "password": "a-long-password"}}`); pw.status != 200 {
			t.Errorf("Bob's proven password after linking = %d %s", pw.status, pw.raw)
		}
		// No password opens the account Google made.
		if pw := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "kj@example.com", "password": "x"}}`); pw.status != 401 {
			t.Errorf("password login on a Google account = %d %s", pw.status, pw.raw)
		}

		const notVerified = "Your Google sign-in could not be verified. Please try again."
		for _, tc := range []struct {
			name, body string
			status     int
			message    string
		}{
			{"unverified address", tokenBody(map[string]any{"id_token": google.Sign(t, with(claims("g-new", "new@example.com"), "email_verified", false))}),
				422, "Your Google address is not verified."},
			{"unverified address of an account", tokenBody(map[string]any{"id_token": google.Sign(t, with(claims("g-evil", "ada@example.com"), "email_verified", false))}),
				422, "Your Google address is not verified."},
			{"wrong audience", tokenBody(map[string]any{"id_token": google.Sign(t, with(claims("g-kj", "kj@example.com"), "aud", "another-client"))}),
				401, notVerified},
			{"expired", tokenBody(map[string]any{"id_token": google.Sign(t, with(claims("g-kj", "kj@example.com"), "exp", db.Now().Add(-time.Minute).Unix()))}),
				401, "Your Google sign-in has expired. Please try again."},
			{"another key", tokenBody(map[string]any{"id_token": ssotest.SignWith(t, ssotest.NewKey(t), google.KeyID, claims("g-kj", "kj@example.com"))}),
				401, notVerified},
			{"another issuer", tokenBody(map[string]any{"id_token": google.Sign(t, with(claims("g-kj", "kj@example.com"), "iss", apple.URL))}), 401, notVerified},
			{"another issuer's key", tokenBody(map[string]any{"id_token": apple.Sign(t, claims("g-kj", "kj@example.com"))}), 401, notVerified},
			{"garbage", `{"id_token": "garbage"}`, 401, notVerified},
			{"no token", `{"remember_me": true}`, 422, "Please check the form."},
			{"not JSON", `{"id_token": `, 400, ""},
			{"token not a string", `{"id_token": 7}`, 400, ""},
		} {
			r := call(t, srv, "POST", path, tc.body)
			if r.status != tc.status || (tc.message != "" && (r.body["message"] != tc.message || get(r.body, "errors", 0) != tc.message)) {
				t.Errorf("%s: = %d %s; want %d %q", tc.name, r.status, r.raw, tc.status, tc.message)
			}
		}
		if r := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "new@example.com", "password": "a-long-password"}}`); r.status != 401 {
			t.Errorf("an unverified address made an account: login = %d %s", r.status, r.raw)
		}
	})
}

// TestSignOnWithApple: names are taken on an Apple identity's first
// sign-in only (spec section 5), from first_name and last_name or Apple's
// own user object; later sign-ins need no address.
func TestSignOnWithApple(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		apple := ssotest.New(t)
		srv := signOnServer(t, db, nil, apple)
		const path = "/api/v1/users/id_tokens/apple"
		relay := apple.Claims(appleClient, "001234.apple", "x7@privaterelay.appleid.com")
		relay["email_verified"], relay["is_private_email"] = "true", "true"

		first := call(t, srv, "POST", path, tokenBody(map[string]any{"id_token": apple.Sign(t, relay), "first_name": " Grace ", "last_name": "Hopper"}))
		if first.status != 201 || get(first.body, "user", "name") != "Grace Hopper" || get(first.body, "user", "ssoChannel") != "apple" ||
			get(first.body, "user", "email") != "x7@privaterelay.appleid.com" {
			t.Fatalf("first Apple sign-in = %d %s", first.status, first.raw)
		}
		noEmail := apple.Claims(appleClient, "001234.apple", "")
		delete(noEmail, "email")
		delete(noEmail, "email_verified")
		second := call(t, srv, "POST", path, tokenBody(map[string]any{"id_token": apple.Sign(t, noEmail), "first_name": "Someone", "last_name": "Else"}))
		if second.status != 200 || get(second.body, "user", "id") != get(first.body, "user", "id") || get(second.body, "user", "name") != "Grace Hopper" {
			t.Errorf("second Apple sign-in = %d %s; want the same account, names unchanged", second.status, second.raw)
		}
		me := callWith(t, srv, "GET", "/api/v1/whoami", "", auth(second.header.Get("Authorization")))
		if get(me.body, "user", "firstName") != "Grace" || get(me.body, "user", "ssoChannel") != "apple" {
			t.Errorf("whoami after Apple sign-in = %d %s", me.status, me.raw)
		}

		// Apple's JS answer, as it comes: the token under authorization, the
		// names under user (an object, or the form post's JSON string).
		for i, user := range []any{
			map[string]any{"email": "x8@example.com", "name": map[string]string{"firstName": "Mary", "lastName": "Jackson"}},
			`{"name":{"firstName":"Mary","lastName":"Jackson"}}`,
		} {
			sub := []string{"002.apple", "003.apple"}[i]
			r := call(t, srv, "POST", path, tokenBody(map[string]any{"authorization": map[string]string{"id_token": apple.Sign(t, apple.Claims(appleClient, sub, sub+"@example.com"))}, "user": user}))
			if r.status != 201 || get(r.body, "user", "name") != "Mary Jackson" {
				t.Errorf("Apple JS answer %d = %d %s", i, r.status, r.raw)
			}
		}
		for _, tc := range []struct {
			name, body string
			status     int
			message    string
		}{
			{"first sign-in without an address", tokenBody(map[string]any{"id_token": apple.Sign(t, with(noEmail, "sub", "004.apple"))}),
				422, "Apple did not share your email address. Please sign in again and share it, or create an account with your email."},
			{"Google's audience", tokenBody(map[string]any{"id_token": apple.Sign(t, apple.Claims(googleClient, "005.apple", "a@example.com"))}),
				401, "Your Apple sign-in could not be verified. Please try again."},
			{"a long name", tokenBody(map[string]any{"id_token": apple.Sign(t, relay), "first_name": strings.Repeat("x", 101)}), 422, "Please check the form."},
			{"user not an object", tokenBody(map[string]any{"id_token": apple.Sign(t, relay), "user": 7}), 400, ""},
		} {
			r := call(t, srv, "POST", path, tc.body)
			if r.status != tc.status || (tc.message != "" && r.body["message"] != tc.message) {
				t.Errorf("%s: = %d %s; want %d %q", tc.name, r.status, r.raw, tc.status, tc.message)
			}
		}
	})
}

func with(c jwt.MapClaims, k string, v any) jwt.MapClaims {
	out := jwt.MapClaims{}
	for key, val := range c {
		out[key] = val
	}
	out[k] = v
	return out
}

// TestSignOnNotSetUp: a provider without a client id answers with a clear
// message, and the page's instance keys carry only the client ids set up.
func TestSignOnNotSetUp(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	srv := signOnServer(t, db, ssotest.New(t), nil)
	for path, msg := range map[string]string{
		"/api/v1/users/id_tokens/apple": "Sign in with Apple is not set up for this store.",
	} {
		r := call(t, srv, "POST", path, `{"id_token": "x"}`)
		if r.status != 404 || r.body["message"] != msg || get(r.body, "errors", 0) != msg {
			t.Errorf("POST %s = %d %s; want 404 %q", path, r.status, r.raw, msg)
		}
	}
	page := call(t, srv, "GET", "/login", "")
	if !strings.Contains(page.raw, `"googleClientId":"`+googleClient+`"`) || strings.Contains(page.raw, "appleClientId") {
		t.Errorf("the login page's settings: %s", page.raw)
	}

	off := httptest.NewServer(api.NewServer(api.Deps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		App: fstest.MapFS{"index.html": {Data: []byte(`<html><head></head></html>`)}}}))
	defer off.Close()
	r := call(t, off, "POST", "/api/v1/auth/google_oauth2/callback", `{"credential": "x"}`)
	if r.status != 404 || r.body["message"] != "Sign in with Google is not set up for this store." {
		t.Errorf("Google sign-in with no single sign-on = %d %s", r.status, r.raw)
	}
	if page := call(t, off, "GET", "/login", ""); strings.Contains(page.raw, "ClientId") {
		t.Errorf("settings without single sign-on: %s", page.raw)
	}
}
