package account

import (
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
)

// requestPasswordReset e-mails a reset link to the account with an address:
// POST /passwords {"email"}. It answers 202 and the same message whether or
// not there is an account, after the same work up to one small write.
func (s *Server) requestPasswordReset(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[PasswordResetRequest](r)
	if err != nil {
		return err
	}
	email := accounts.NormalizeEmail(req.Email)
	if msg := accounts.EmailProblem(email); msg != "" {
		return problem.Invalidf("email", msg)
	}
	// The token and its message are made for every address, so an unknown
	// one costs the same up to the lookup.
	token, hash, err := accounts.NewSecret()
	if err != nil {
		return err
	}
	mail := notify.PasswordResetMail(email, s.PublicURL, token, accounts.ResetTokenLife)
	if err := s.Accounts.RequestPasswordReset(r.Context(), email, hash, mail); err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusAccepted, Message{Message: accounts.MsgResetSent})
	return nil
}

// resetPassword sets a new password with a reset link's token:
// PUT /passwords {"token", "password"}. Every session of the account ends,
// and a new one starts for the shopper who reset it (the Authorization
// header, as at login).
func (s *Server) resetPassword(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[PasswordReset](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	token := strings.TrimSpace(req.Token)
	if token == "" {
		v.Add("token", accounts.MsgResetExpired)
	}
	if msg := accounts.PasswordProblem(req.Password); msg != "" {
		v.Add("password", msg)
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	hash, err := accounts.HashPassword(req.Password)
	if err != nil {
		return err
	}
	c, err := s.Accounts.ResetPassword(r.Context(), accounts.HashSecret(token), hash)
	if err != nil {
		return err
	}
	sess, err := s.Accounts.StartSession(r.Context(), c, req.RememberMe, req.DeviceID)
	if err != nil {
		return err
	}
	startSession(w, http.StatusOK, sess)
	return nil
}

// changePassword changes the signed-in customer's password:
// PUT /users/password {"current_password", "password"}. Every other session
// of the customer ends; this one goes on.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) error {
	c, claims, err := s.SignedIn(r)
	if err != nil {
		return err
	}
	if c == nil {
		return problem.New(problem.Unauthorized, "Please log in to change your password.")
	}
	req, err := core.Decode[PasswordChange](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if req.Current == "" {
		v.Add("current_password", accounts.MsgRequired)
	}
	if msg := accounts.PasswordProblem(req.Password); msg != "" {
		v.Add("password", msg)
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	updated, err := s.Accounts.ChangePassword(r.Context(), c.ID, claims.SessionID, req.Current, req.Password)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, PasswordChanged{User: customerOf(&updated), Errors: []string{}})
	return nil
}
