// Package sso verifies the ID tokens of single sign-on with Google and
// Apple: OpenID Connect tokens signed by the provider, checked against the
// keys the provider publishes (its discovery document and JWKS), for our
// client id, unexpired. It answers who the token says the shopper is; the
// storage package decides which account that is.
package sso

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
)

// The providers, by the name the API and the database use for them.
const (
	Google = accounts.Google
	Apple  = accounts.Apple
)

// Provider is one provider's configuration. An empty ClientID turns the
// provider off.
type Provider struct {
	// ClientID is the audience our tokens carry: the OAuth client id with
	// Google, the Services ID (or bundle id) with Apple.
	ClientID string
	// Issuer is the provider's issuer URL; discovery reads
	// Issuer + "/.well-known/openid-configuration".
	Issuer string
}

// Identity is what a verified ID token says about the shopper.
type Identity struct {
	Provider string
	// Subject is the provider's stable id of the shopper.
	Subject string
	// Email is the address the token carries, "" when it carries none
	// (Apple may leave it out). EmailVerified says whether the provider
	// vouches for it.
	Email         string
	EmailVerified bool
	// FirstName and LastName come from the token's given_name and
	// family_name (Google; Apple's tokens carry no names).
	FirstName, LastName string
	// TokenHash is the SHA-256 of the ID token, hex, and Expiry when it
	// expires: a token is good for one sign-in (storage.SignOn keeps the
	// hashes until then), so one copied from a shopper cannot be replayed.
	TokenHash string
	Expiry    time.Time
}

// Verifier checks ID tokens for the configured providers. Each provider's
// discovery document is fetched on first use, not at start, so a store
// starts without the network; its keys are cached and fetched again when a
// token names a key we have not seen (the providers rotate keys).
type Verifier struct {
	client    *http.Client
	now       func() time.Time
	providers map[string]*provider
}

type provider struct {
	name, label string
	Provider

	mu       sync.Mutex
	verifier *oidc.IDTokenVerifier
	// failedAt is when discovery last failed: for a while after, calls are
	// answered at once instead of each waiting on a provider that is down.
	failedAt time.Time
}

// discoveryBackoff is how long a failed discovery is remembered.
const discoveryBackoff = 15 * time.Second

// New returns a Verifier for the providers by name (Google, Apple). client
// makes the calls to the providers (nil for one with a 10-second timeout);
// now is the clock expiry is checked against (nil for time.Now).
func New(providers map[string]Provider, client *http.Client, now func() time.Time) *Verifier {
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	if now == nil {
		now = time.Now
	}
	v := &Verifier{client: client, now: now, providers: map[string]*provider{}}
	for name, p := range providers {
		if p.ClientID == "" {
			continue
		}
		v.providers[name] = &provider{name: name, label: accounts.ProviderLabel(name), Provider: p}
	}
	return v
}

// ClientID is a provider's client id, "" when the provider is off.
func (v *Verifier) ClientID(name string) string {
	if v == nil {
		return ""
	}
	if p, ok := v.providers[name]; ok {
		return p.ClientID
	}
	return ""
}

// Verify checks a raw ID token from a provider and answers its identity.
// Errors are *problem.Error: NotFound for a provider that is off,
// Unavailable when the provider's keys cannot be fetched, Unauthorized for
// a token that is malformed, forged, expired, for another audience or from
// another issuer, and Invalid for a Google address Google has not verified.
func (v *Verifier) Verify(ctx context.Context, name, rawIDToken string) (Identity, error) {
	var p *provider
	if v != nil {
		p = v.providers[name]
	}
	if p == nil {
		return Identity{}, problem.New(problem.NotFound, "%s", accounts.MsgNotSetUp(name))
	}
	verifier, err := v.verifierOf(ctx, p)
	if err != nil {
		return Identity{}, err
	}
	tok, err := verifier.Verify(oidc.ClientContext(ctx, v.client), rawIDToken)
	if err != nil {
		return Identity{}, p.refusal(err)
	}
	var claims struct {
		Email         string   `json:"email"`
		EmailVerified flexBool `json:"email_verified"`
		GivenName     string   `json:"given_name"`
		FamilyName    string   `json:"family_name"`
	}
	if err := tok.Claims(&claims); err != nil {
		return Identity{}, problem.New(problem.Unauthorized, "Your %s sign-in could not be read. Please try again.", p.label)
	}
	if tok.Subject == "" {
		return Identity{}, problem.New(problem.Unauthorized, "Your %s sign-in names nobody. Please try again.", p.label)
	}
	id := Identity{Provider: name, Subject: tok.Subject, Email: strings.TrimSpace(claims.Email),
		EmailVerified: bool(claims.EmailVerified), FirstName: strings.TrimSpace(claims.GivenName),
		LastName: strings.TrimSpace(claims.FamilyName), TokenHash: accounts.HashSecret(rawIDToken), Expiry: tok.Expiry}
	if name == Google && !id.EmailVerified {
		return Identity{}, problem.Invalidf("id_token", accounts.MsgNotVerified(name))
	}
	return id, nil
}

// verifierOf answers the provider's verifier, discovering the provider on
// first use. Discovery runs once at a time per provider; a failure is not
// kept, so a later call tries again (after discoveryBackoff).
func (v *Verifier) verifierOf(ctx context.Context, p *provider) (*oidc.IDTokenVerifier, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.verifier != nil {
		return p.verifier, nil
	}
	unavailable := problem.New(problem.Unavailable, "Sign in with %s is unavailable right now. Please try again in a minute.", p.label)
	if !p.failedAt.IsZero() && time.Since(p.failedAt) < discoveryBackoff {
		return nil, unavailable
	}
	// The shopper going away should not spoil discovery for the next one.
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), v.client.Timeout+time.Second)
	defer cancel()
	op, err := oidc.NewProvider(oidc.ClientContext(dctx, v.client), p.Issuer)
	if err != nil {
		p.failedAt = time.Now()
		return nil, fmt.Errorf("%w (discovery of %s: %v)", unavailable, p.Issuer, err)
	}
	// Provider.Verifier keeps one remote key set for the provider's life,
	// with the client discovery used.
	p.verifier = op.Verifier(&oidc.Config{ClientID: p.ClientID, Now: v.now})
	return p.verifier, nil
}

// refusal turns a verification failure into the shopper's answer.
func (p *provider) refusal(err error) error {
	var expired *oidc.TokenExpiredError
	switch {
	case errors.As(err, &expired):
		return problem.New(problem.Unauthorized, "Your %s sign-in has expired. Please try again.", p.label)
	case strings.Contains(err.Error(), "fetching keys"):
		// go-oidc fetches the provider's keys again for a key id it has
		// not seen; when that fails we cannot tell a forged token from a
		// new key. (TestKeysUnreachable pins this message.)
		return fmt.Errorf("%w (%v)", problem.New(problem.Unavailable,
			"Sign in with %s is unavailable right now. Please try again in a minute.", p.label), err)
	}
	return problem.New(problem.Unauthorized, "Your %s sign-in could not be verified. Please try again.", p.label)
}

// flexBool is a claim sent as a JSON boolean or as the string "true" or
// "false" (Apple sends email_verified as a string).
type flexBool bool

func (b *flexBool) UnmarshalJSON(data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	switch t := v.(type) {
	case bool:
		*b = flexBool(t)
	case string:
		*b = flexBool(strings.EqualFold(t, "true"))
	}
	return nil
}
