package account

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sso"
)

// SignOnRequest is a sign-in with a provider's ID token. Google Identity
// Services calls the token credential; Apple's JS answers
// {authorization: {id_token}, user: {name: {firstName, lastName}}}, the
// user only on the first sign-in, and its form post sends user as a JSON
// string.
// SignOnRequest is a sign-in with a provider's ID token (Google's
// credential, Apple's authorization).
type SignOnRequest struct {
	IDToken       string `json:"id_token"`
	Credential    string `json:"credential"`
	Authorization struct {
		IDToken string `json:"id_token"`
	} `json:"authorization"`
	FirstName string          `json:"first_name"`
	LastName  string          `json:"last_name"`
	User      json.RawMessage `json:"user"`
	// RememberMe asks for a long session ("keep me signed in").
	RememberMe bool   `json:"remember_me"`
	DeviceID   string `json:"j_device_id"`
}

type appleUser struct {
	Name struct {
		FirstName string `json:"firstName"`
		LastName  string `json:"lastName"`
	} `json:"name"`
}

// token is the ID token, under whichever name it came.
func (r SignOnRequest) token() string {
	for _, t := range []string{r.IDToken, r.Credential, r.Authorization.IDToken} {
		if t = strings.TrimSpace(t); t != "" {
			return t
		}
	}
	return ""
}

// names are the shopper's names the request carries: first_name and
// last_name, else Apple's user.name.
func (r SignOnRequest) names() (first, last string, err error) {
	first, last = strings.TrimSpace(r.FirstName), strings.TrimSpace(r.LastName)
	raw := bytes.TrimSpace(r.User)
	if len(raw) == 0 || string(raw) == "null" || (first != "" || last != "") {
		return first, last, nil
	}
	if raw[0] == '"' {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return "", "", problem.New(problem.Malformed, "user is not a valid JSON string.")
		}
		raw = []byte(s)
	}
	var u appleUser
	if err := json.Unmarshal(raw, &u); err != nil {
		return "", "", problem.New(problem.Malformed, "user must be an object like {\"name\": {\"firstName\": \"\", \"lastName\": \"\"}}.")
	}
	return strings.TrimSpace(u.Name.FirstName), strings.TrimSpace(u.Name.LastName), nil
}

// signOnWith signs a shopper in with a provider's ID token: POST
// /auth/google_oauth2/callback and POST /users/id_tokens/apple. It answers
// like a login (the customer, errors, the token in Authorization), with 201
// when the account was made. Names in the request count only on an Apple
// identity's first sign-in (spec section 5); Google's come from its token.
func (s *Server) signOnWith(provider string) core.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		err := s.signOn(w, r, provider)
		var p *problem.Error
		if errors.As(err, &p) {
			if p.Kind == problem.Unavailable {
				s.Log.WarnContext(r.Context(), "single sign-on unavailable", "provider", provider, "err", err,
					"request_id", core.RequestID(r.Context()))
			}
			// The spec's session answer names its failures in errors.
			p = &problem.Error{Kind: p.Kind, Message: p.Message, Fields: p.Fields, Details: p.Details}
			p.Details.Errors = []string{p.Message}
			return p
		}
		return err
	}
}

func (s *Server) signOn(w http.ResponseWriter, r *http.Request, provider string) error {
	if s.SignOn == nil || s.SignOn.ClientID(provider) == "" {
		return problem.New(problem.NotFound, "%s", accounts.MsgNotSetUp(provider))
	}
	req, err := core.Decode[SignOnRequest](r)
	if err != nil {
		return err
	}
	first, last, err := req.names()
	if err != nil {
		return err
	}
	var v problem.Validations
	token := req.token()
	if token == "" {
		v.Add("id_token", accounts.MsgRequired)
	}
	for field, val := range map[string]string{"first_name": first, "last_name": last} {
		if len([]rune(val)) > 100 {
			v.Add(field, "Please use no more than 100 characters.")
		}
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	id, err := s.SignOn.Verify(r.Context(), provider, token)
	if err != nil {
		return err
	}
	in := accounts.SignOn{Provider: provider, Subject: id.Subject, Email: id.Email, EmailVerified: id.EmailVerified,
		FirstName: id.FirstName, LastName: id.LastName, TokenHash: id.TokenHash, TokenExpiry: id.Expiry}
	if provider == sso.Apple && in.FirstName == "" && in.LastName == "" {
		in.FirstName, in.LastName = first, last
	}
	c, created, err := s.Accounts.SignOn(r.Context(), in)
	if err != nil {
		return err
	}
	sess, err := s.Accounts.StartSession(r.Context(), c, req.RememberMe, req.DeviceID)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	startSession(w, status, sess)
	return nil
}
