package account

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
)

// Credentials are a login's or registration's address, password and,
// for a registration, names.
type Credentials struct {
	Email     string `json:"email"`
	Password  string `json:"password"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
}

// SessionRequest is POST /sessions (a login) and POST /users (a
// registration).
type SessionRequest struct {
	User Credentials `json:"user"`
	// RememberMe asks for a long session ("keep me signed in").
	RememberMe bool   `json:"remember_me"`
	DeviceID   string `json:"j_device_id"`
	// Channel asks for a verification code by "sms" rather than e-mail
	// (flag mfa_check), when the customer has a phone.
	Channel string `json:"channel"`
	// Next is the page a registration's mailed link leads back to.
	Next string `json:"next"`
}

// startSession answers a new session: the customer, an empty errors list,
// when it ends and whether it is a long one (remember_me), and the token
// in the Authorization header.
func startSession(w http.ResponseWriter, status int, sess accounts.Session) {
	w.Header().Set("Authorization", "Bearer "+sess.Token)
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, status, Session{User: customerOf(&sess.Customer), Errors: []string{}, ExpiresAt: sess.Expires, RememberMe: sess.Persistent})
}

// register takes a registration: POST /users {"user": {"email",
// "password", "first_name", "last_name"}, "remember_me", "next"}. The
// account is made when the link mailed to the address is opened
// (confirmSignup); an address that has an account gets a mail saying so
// instead. Either way the answer is 202 with the same message after the
// same work (the password is hashed first), so that the form does not tell
// who has an account (docs/adr/0019-registration-by-link.md).
func (s *Server) register(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[SessionRequest](r)
	if err != nil {
		return err
	}
	email := accounts.NormalizeEmail(req.User.Email)
	var v problem.Validations
	if msg := accounts.EmailProblem(email); msg != "" {
		v.Add("email", msg)
	}
	if msg := accounts.PasswordProblem(req.User.Password); msg != "" {
		v.Add("password", msg)
	}
	for field, val := range map[string]string{"first_name": req.User.FirstName, "last_name": req.User.LastName} {
		if len([]rune(strings.TrimSpace(val))) > 100 {
			v.Add(field, "Please use no more than 100 characters.")
		}
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	hash, err := accounts.HashPassword(req.User.Password)
	if err != nil {
		return err
	}
	token, tokenHash, err := accounts.NewSecret()
	if err != nil {
		return err
	}
	welcome := notify.SignupMail(email, s.PublicURL, token, accounts.LocalPath(req.Next), accounts.SignupLinkLife)
	if err := s.Accounts.RequestSignup(r.Context(), accounts.Signup{Email: email, PasswordHash: hash,
		FirstName: strings.TrimSpace(req.User.FirstName), LastName: strings.TrimSpace(req.User.LastName),
		Persistent: req.RememberMe, TokenHash: tokenHash}, welcome, notify.AccountExistsMail(email, s.PublicURL)); err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusAccepted, SignupSent{Errors: []string{}, Message: accounts.MsgSignupSent})
	return nil
}

// confirmSignup makes the account of a registration from its mailed link
// and signs it in: POST /users/confirmation {"token", "j_device_id"}. The
// answer is a session's (201), as long a one as the registration asked.
func (s *Server) confirmSignup(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[SignupConfirmation](r)
	if err != nil {
		return err
	}
	token := strings.TrimSpace(req.Token)
	if token == "" {
		return problem.Invalidf("token", accounts.MsgSignupExpired)
	}
	c, persistent, err := s.Accounts.ConfirmSignup(r.Context(), accounts.HashSecret(token))
	if err != nil {
		return err
	}
	sess, err := s.Accounts.StartSession(r.Context(), c, persistent, req.DeviceID)
	if err != nil {
		return err
	}
	startSession(w, http.StatusCreated, sess)
	return nil
}

// login starts a session from an address and password.
func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[SessionRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if strings.TrimSpace(req.User.Email) == "" {
		v.Add("email", accounts.MsgRequired)
	}
	if req.User.Password == "" {
		v.Add("password", accounts.MsgRequired)
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	c, err := s.Accounts.CheckLogin(r.Context(), accounts.Login{Email: req.User.Email, Password: req.User.Password,
		Persistent: req.RememberMe, DeviceID: req.DeviceID})
	var p *problem.Error
	if errors.As(err, &p) {
		// The spec's session answer names its failures in errors.
		p.Details.Errors = []string{p.Message}
		if secs := p.Details.RetryAfter; secs > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(secs))
		}
		return p
	}
	if err != nil {
		return err
	}
	if s.Feature("mfa_check") {
		known, err := s.Accounts.DeviceKnown(r.Context(), c.ID, req.DeviceID)
		if err != nil {
			return err
		}
		if !known {
			return s.askForCode(w, r, c, req)
		}
	}
	sess, err := s.Accounts.StartSession(r.Context(), c, req.RememberMe, req.DeviceID)
	if err != nil {
		return err
	}
	startSession(w, http.StatusOK, sess)
	return nil
}

// logout ends the request's session. Without a live session there is
// nothing to end, which is not an error.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) error {
	c, claims, err := s.SignedIn(r)
	if err == nil && c != nil {
		if err := s.Accounts.EndSession(r.Context(), claims.SessionID); err != nil {
			return err
		}
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// whoami answers the signed-in customer, or null for a guest.
func (s *Server) whoami(w http.ResponseWriter, r *http.Request) error {
	c, _, err := s.SignedIn(r)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	if c == nil {
		core.Encode(w, http.StatusOK, WhoAmI{})
		return nil
	}
	core.Encode(w, http.StatusOK, WhoAmI{User: customerOf(c)})
	return nil
}
