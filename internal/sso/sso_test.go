package sso_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pistil/pistil/internal/accounts"

	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sso"
	"github.com/pistil/pistil/internal/sso/ssotest"
)

const googleClient, appleClient = "google-client.apps.example", "com.example.pistil.web"

func TestVerify(t *testing.T) {
	google, apple := ssotest.New(t), ssotest.New(t)
	v := sso.New(map[string]sso.Provider{
		sso.Google: {ClientID: googleClient, Issuer: google.URL},
		sso.Apple:  {ClientID: appleClient, Issuer: apple.URL},
	}, nil, nil)
	if n := google.Discoveries.Load() + apple.Discoveries.Load(); n != 0 {
		t.Fatalf("New fetched %d discovery documents; want none before the first token", n)
	}
	ctx := context.Background()
	other := ssotest.NewKey(t)
	with := func(c jwt.MapClaims, change func(jwt.MapClaims)) jwt.MapClaims {
		change(c)
		return c
	}
	good := google.Claims(googleClient, "g-1", "Ada@Example.com")
	good["given_name"], good["family_name"] = "Ada", "Lovelace"

	token := google.Sign(t, good)
	id, err := v.Verify(ctx, sso.Google, token)
	// The token is named by its hash and good until its exp (a second's precision).
	want := sso.Identity{Provider: sso.Google, Subject: "g-1", Email: "Ada@Example.com", EmailVerified: true, FirstName: "Ada", LastName: "Lovelace",
		TokenHash: accounts.HashSecret(token), Expiry: time.Unix(good["exp"].(int64), 0)}
	if err != nil || !id.Expiry.Equal(want.Expiry) {
		t.Fatalf("Verify(good Google token) = %+v, %v; want it to expire at %v", id, err, want.Expiry)
	}
	id.Expiry = want.Expiry // equal instants, compared without their zones
	if id != want {
		t.Fatalf("Verify(good Google token) = %+v, %v; want %+v", id, err, want)
	}
	appleClaims := with(apple.Claims(appleClient, "a-1", "x1@privaterelay.appleid.com"), func(c jwt.MapClaims) { c["email_verified"] = "true" })
	if id, err := v.Verify(ctx, sso.Apple, apple.Sign(t, appleClaims)); err != nil || !id.EmailVerified || id.Subject != "a-1" {
		t.Errorf("Verify(Apple token, email_verified \"true\") = %+v, %v", id, err)
	}
	noEmail := apple.Claims(appleClient, "a-1", "")
	delete(noEmail, "email")
	delete(noEmail, "email_verified")
	if id, err := v.Verify(ctx, sso.Apple, apple.Sign(t, noEmail)); err != nil || id.Email != "" || id.EmailVerified {
		t.Errorf("Verify(Apple token without an address) = %+v, %v", id, err)
	}

	for _, tc := range []struct {
		name, provider, token string
		kind                  problem.Kind
		message               string
	}{
		{"wrong audience", sso.Google, google.Sign(t, google.Claims("someone-else", "g-1", "ada@example.com")),
			problem.Unauthorized, "Your Google sign-in could not be verified. Please try again."},
		{"expired", sso.Google, google.Sign(t, with(google.Claims(googleClient, "g-1", "ada@example.com"), func(c jwt.MapClaims) {
			c["exp"] = time.Now().Add(-time.Minute).Unix()
		})), problem.Unauthorized, "Your Google sign-in has expired. Please try again."},
		{"another key, same key id", sso.Google, ssotest.SignWith(t, other, google.KeyID, google.Claims(googleClient, "g-1", "ada@example.com")),
			problem.Unauthorized, "Your Google sign-in could not be verified. Please try again."},
		{"another key, unknown key id", sso.Google, ssotest.SignWith(t, other, "forged", google.Claims(googleClient, "g-1", "ada@example.com")),
			problem.Unauthorized, "Your Google sign-in could not be verified. Please try again."},
		{"another issuer", sso.Google, google.Sign(t, with(google.Claims(googleClient, "g-1", "ada@example.com"), func(c jwt.MapClaims) {
			c["iss"] = apple.URL
		})), problem.Unauthorized, "Your Google sign-in could not be verified. Please try again."},
		{"Apple's token at Google", sso.Google, apple.Sign(t, apple.Claims(googleClient, "g-1", "ada@example.com")),
			problem.Unauthorized, "Your Google sign-in could not be verified. Please try again."},
		{"not a token", sso.Apple, "not.a.token", problem.Unauthorized, "Your Apple sign-in could not be verified. Please try again."},
		{"no subject", sso.Apple, apple.Sign(t, apple.Claims(appleClient, "", "a@example.com")),
			problem.Unauthorized, "Your Apple sign-in names nobody. Please try again."},
		{"unverified Google address", sso.Google, google.Sign(t, with(google.Claims(googleClient, "g-1", "ada@example.com"), func(c jwt.MapClaims) {
			c["email_verified"] = false
		})), problem.Invalid, "Your Google address is not verified."},
		{"provider off", "facebook", "x", problem.NotFound, "Sign in with facebook is not set up for this store."},
	} {
		_, err := v.Verify(ctx, tc.provider, tc.token)
		var p *problem.Error
		if problem.KindOf(err) != tc.kind || !asProblem(err, &p) || p.Message != tc.message {
			t.Errorf("%s: Verify = %v; want %s %q", tc.name, err, tc.kind, tc.message)
		}
	}
	if n := google.Discoveries.Load(); n != 1 {
		t.Errorf("Google's discovery document was fetched %d times; want once", n)
	}
}

func TestProviderOff(t *testing.T) {
	v := sso.New(map[string]sso.Provider{sso.Google: {Issuer: "https://accounts.google.com"}}, nil, nil)
	if id := v.ClientID(sso.Google); id != "" {
		t.Errorf("ClientID(google) = %q for a provider without a client id", id)
	}
	_, err := v.Verify(context.Background(), sso.Google, "x")
	if problem.KindOf(err) != problem.NotFound || err.Error() != "not_found: Sign in with Google is not set up for this store." {
		t.Errorf("Verify with Google off = %v", err)
	}
	var none *sso.Verifier
	if _, err := none.Verify(context.Background(), sso.Apple, "x"); problem.KindOf(err) != problem.NotFound {
		t.Errorf("a nil Verifier = %v", err)
	}
}

// TestKeysUnreachable: when the provider's keys cannot be fetched, a token
// under a key we have not seen is "unavailable", not a refusal.
func TestKeysUnreachable(t *testing.T) {
	iss := ssotest.New(t)
	v := sso.New(map[string]sso.Provider{sso.Google: {ClientID: googleClient, Issuer: iss.URL}}, nil, nil)
	iss.KeysDown.Store(true)
	_, err := v.Verify(context.Background(), sso.Google, iss.Sign(t, iss.Claims(googleClient, "g-1", "a@example.com")))
	if problem.KindOf(err) != problem.Unavailable {
		t.Errorf("Verify with the keys down = %v; want unavailable", err)
	}
	iss.KeysDown.Store(false)
	// go-oidc forgets its failed fetch just after answering it, so a call
	// made at once may still get that answer; the next one fetches again.
	deadline := time.Now().Add(2 * time.Second)
	for {
		_, err = v.Verify(context.Background(), sso.Google, iss.Sign(t, iss.Claims(googleClient, "g-1", "a@example.com")))
		if err == nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Errorf("Verify once the keys are back = %v", err)
	}
}

// TestDiscoveryDown: an issuer that cannot be reached is unavailable.
func TestDiscoveryDown(t *testing.T) {
	v := sso.New(map[string]sso.Provider{sso.Apple: {ClientID: appleClient, Issuer: "http://127.0.0.1:1"}}, nil, nil)
	_, err := v.Verify(context.Background(), sso.Apple, "x.y.z")
	var p *problem.Error
	if !asProblem(err, &p) || p.Kind != problem.Unavailable || p.Message != "Sign in with Apple is unavailable right now. Please try again in a minute." {
		t.Errorf("Verify with the issuer down = %v", err)
	}
}

func asProblem(err error, p **problem.Error) bool {
	return err != nil && errors.As(err, p)
}
