package main

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/sso/ssotest"
)

// TestServeSignOn: the program reads the single sign-on settings, starts
// without reaching the issuers, and signs a shopper in with a token from a
// local issuer; an issuer that cannot be reached is "unavailable".
func TestServeSignOn(t *testing.T) {
	google := ssotest.New(t)
	env := map[string]string{
		"PISTIL_GOOGLE_CLIENT_ID": "pistil.apps.example", "PISTIL_GOOGLE_ISSUER": google.URL,
		"PISTIL_APPLE_CLIENT_ID": "com.example.web", "PISTIL_APPLE_ISSUER": "http://127.0.0.1:1",
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	base, done, _ := startServe(t, ctx, []string{"-addr", "127.0.0.1:0", "-seed", "none", "-db", filepath.Join(t.TempDir(), "p.db")},
		func(k string) string { return env[k] })
	if n := google.Discoveries.Load(); n != 0 {
		t.Errorf("serve fetched Google's discovery document %d times before any sign-in", n)
	}
	post := func(path, body string) *http.Response {
		t.Helper()
		res, err := http.Post(base+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res
	}
	token := google.Sign(t, google.Claims("pistil.apps.example", "g-1", "ada@example.com"))
	if res := post("/api/v1/auth/google_oauth2/callback", `{"credential": "`+token+`"}`); res.StatusCode != 201 ||
		!strings.HasPrefix(res.Header.Get("Authorization"), "Bearer ") {
		t.Errorf("Google sign-in through serve = %d", res.StatusCode)
	}
	if res := post("/api/v1/users/id_tokens/apple", `{"id_token": "a.b.c"}`); res.StatusCode != 503 {
		t.Errorf("Apple sign-in with Apple unreachable = %d; want 503", res.StatusCode)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve = %v", err)
	}
}
