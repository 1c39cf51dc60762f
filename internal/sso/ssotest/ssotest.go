// Package ssotest runs a local OpenID Connect issuer for tests: a discovery
// document and a JWKS with an RSA key made for the test, and ID tokens
// signed with it, so single sign-on is tested without the network.
package ssotest

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Issuer is a local identity provider. Its URL is its issuer.
type Issuer struct {
	URL   string
	Key   *rsa.PrivateKey
	KeyID string
	// KeysDown makes the JWKS answer 503, as a provider that is down.
	KeysDown atomic.Bool
	// Discoveries counts the discovery documents served.
	Discoveries atomic.Int32
	// Now is the clock tokens are issued by (time.Now when nil): a test
	// of a server whose clock is moved gives it the same clock.
	Now func() time.Time
}

// New starts an issuer, stopped when the test ends.
func New(t testing.TB) *Issuer {
	t.Helper()
	iss := &Issuer{Key: NewKey(t), KeyID: "test-key-1"}
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	iss.URL = srv.URL
	mux.HandleFunc("GET /.well-known/openid-configuration", func(w http.ResponseWriter, r *http.Request) {
		iss.Discoveries.Add(1)
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"issuer": iss.URL, "jwks_uri": iss.URL + "/keys", "authorization_endpoint": iss.URL + "/auth",
			"token_endpoint": iss.URL + "/token", "id_token_signing_alg_values_supported": []string{"RS256"},
			"subject_types_supported": []string{"public"}, "response_types_supported": []string{"id_token"},
		})
	})
	mux.HandleFunc("GET /keys", func(w http.ResponseWriter, r *http.Request) {
		if iss.KeysDown.Load() {
			http.Error(w, "down", http.StatusServiceUnavailable)
			return
		}
		pub := iss.Key.PublicKey
		b64 := base64.RawURLEncoding.EncodeToString
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"keys": []map[string]string{{
			"kty": "RSA", "use": "sig", "alg": "RS256", "kid": iss.KeyID,
			"n": b64(pub.N.Bytes()), "e": b64(big.NewInt(int64(pub.E)).Bytes()),
		}}})
	})
	return iss
}

// NewKey makes an RSA key for signing test tokens.
func NewKey(t testing.TB) *rsa.PrivateKey {
	t.Helper()
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// Claims are the claims of a good ID token from this issuer for audience,
// subject and a verified address, issued now and good for an hour. Tests
// change what they need.
func (iss *Issuer) Claims(audience, subject, email string) jwt.MapClaims {
	now := time.Now()
	if iss.Now != nil {
		now = iss.Now()
	}
	// Each token is another, as a provider's are (their nonce and hashes
	// differ), even when two are issued in one second.
	id := make([]byte, 12)
	_, _ = rand.Read(id)
	return jwt.MapClaims{
		"iss": iss.URL, "aud": audience, "sub": subject, "email": email, "email_verified": true,
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix(), "jti": base64.RawURLEncoding.EncodeToString(id),
	}
}

// Sign signs claims with the issuer's key.
func (iss *Issuer) Sign(t testing.TB, claims jwt.MapClaims) string {
	t.Helper()
	return SignWith(t, iss.Key, iss.KeyID, claims)
}

// SignWith signs claims with any key under a key id, RS256.
func SignWith(t testing.TB, key *rsa.PrivateKey, keyID string, claims jwt.MapClaims) string {
	t.Helper()
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, claims)
	tok.Header["kid"] = keyID
	s, err := tok.SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
