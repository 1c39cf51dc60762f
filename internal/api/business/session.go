package business

import (
	"net/http"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
)

// signIn checks an address and password: POST /session. A member who
// never enrolled gets the session cookie at once (next: enrol); anyone
// else a challenge for the second factor.
func (s *Server) signIn(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[StaffSignInRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if strings.TrimSpace(req.Email) == "" {
		v.Add("email", accounts.MsgRequired)
	}
	if req.Password == "" {
		v.Add("password", accounts.MsgRequired)
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	in, err := s.Accounts.StaffSignIn(r.Context(), req.Email, req.Password, r.UserAgent())
	if err != nil {
		return err
	}
	if in.Started != nil {
		s.setCookie(w, *in.Started, s.Clock())
		core.Encode(w, http.StatusOK, StaffSignIn{Next: "enrol"})
		return nil
	}
	core.Encode(w, http.StatusOK, StaffSignIn{Next: "second_factor", Challenge: in.Challenge, Methods: in.Methods})
	return nil
}

// secondFactor finishes a sign-in: POST /session/second_factor. The
// answer is the session, the cookie set.
func (s *Server) secondFactor(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[SecondFactorRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if req.Challenge == "" {
		v.Add("challenge", staff.MsgSignInExpired)
	}
	if !slices.Contains(staff.Factors, req.Method) {
		v.Add("method", "The method must be totp, recovery or email.")
	}
	if strings.TrimSpace(req.Code) == "" {
		v.Add("code", accounts.MsgRequired)
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	box, err := s.box(r.Context())
	if err != nil {
		return err
	}
	started, err := s.Accounts.FinishStaffSignIn(r.Context(), box, req.Challenge, req.Method, req.Code, s.PublicURL, r.UserAgent())
	if err != nil {
		return err
	}
	return s.answerStarted(w, r, started)
}

// answerStarted sets the cookie of a session just begun and answers it as
// GET /session would.
func (s *Server) answerStarted(w http.ResponseWriter, r *http.Request, started staff.Started) error {
	sess, err := s.Accounts.StaffSession(r.Context(), started.Token)
	if err != nil {
		return err
	}
	s.setCookie(w, started, s.Clock())
	answer, err := s.sessionAnswer(r, sess, started.CSRF)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, answer)
	return nil
}

// emailCode mails a code that finishes a sign-in: POST
// /session/email_code.
func (s *Server) emailCode(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[EmailCodeRequest](r)
	if err != nil {
		return err
	}
	to, err := s.Accounts.SendStaffSignInCode(r.Context(), req.Challenge)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, EmailCodeSent{Sent: true, To: to})
	return nil
}

// welcome uses an invitation link to set a password: POST /welcome. The
// answer is a session that may only enrol, the cookie set.
func (s *Server) welcome(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[WelcomeRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if strings.TrimSpace(req.Token) == "" {
		v.Add("token", staff.MsgWelcomeExpired)
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
	started, err := s.Accounts.AcceptStaffInvitation(r.Context(), strings.TrimSpace(req.Token), hash, r.UserAgent())
	if err != nil {
		return err
	}
	return s.answerStarted(w, r, started)
}

// getSession answers the signed-in member's session with its CSRF token:
// GET /session. (Answering the token again is safe: only the instance's
// own pages can read this answer, since the console's API answers no
// CORS.)
func (s *Server) getSession(w http.ResponseWriter, r *http.Request) error {
	c, err := r.Cookie(s.cookieName())
	if err != nil {
		return err
	}
	answer, err := s.sessionAnswer(r, *sessionOf(r), staff.CSRFToken(c.Value))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, answer)
	return nil
}

// sessionAnswer is a session as the console reads it: the member, their
// stores with the role and its permissions at each, and the CSRF token.
func (s *Server) sessionAnswer(r *http.Request, sess staff.Session, csrf string) (StaffSession, error) {
	names, err := s.Accounts.StoreNames(r.Context(), sess.Principal.StoreIDs())
	if err != nil {
		return StaffSession{}, err
	}
	out := StaffSession{Staff: StaffMember{ID: sess.Member.ID, Email: sess.Member.Email, Name: sess.Member.Name},
		SecondFactor: sess.SecondFactor, MustEnrol: sess.MustEnrol(), CSRFToken: csrf, ExpiresAt: sess.Expires.UTC(),
		Stores: []StaffStore{}}
	for _, id := range sess.Principal.StoreIDs() {
		role := sess.Principal.RoleAt(id)
		out.Stores = append(out.Stores, StaffStore{StoreID: id, StoreName: names[id], Role: role, Permissions: staff.PermissionsOf(role)})
	}
	return out, nil
}

// signOut ends this session: DELETE /session.
func (s *Server) signOut(w http.ResponseWriter, r *http.Request) error {
	if err := s.Accounts.EndStaffSession(r.Context(), sessionOf(r).ID); err != nil {
		return err
	}
	s.clearCookie(w)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// signOutEverywhere ends every session of the member, this one included:
// POST /session/everywhere.
func (s *Server) signOutEverywhere(w http.ResponseWriter, r *http.Request) error {
	if err := s.Accounts.EndStaffSessions(r.Context(), sessionOf(r).Member.ID); err != nil {
		return err
	}
	s.clearCookie(w)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// beginTOTP makes a new authenticator secret to enrol: POST /me/totp.
func (s *Server) beginTOTP(w http.ResponseWriter, r *http.Request) error {
	sess := sessionOf(r)
	box, err := s.box(r.Context())
	if err != nil {
		return err
	}
	secret, err := s.Accounts.BeginTOTP(r.Context(), box, sess.Member.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, TOTPEnrolment{Secret: staff.TOTPSecretText(secret),
		URI: staff.TOTPURI(totpIssuer, sess.Member.Email, secret)})
	return nil
}

// totpIssuer names Pistil in the authenticator app.
const totpIssuer = "Pistil store console"

// confirmTOTP enrols the secret being set up with a code from the app:
// POST /me/totp/confirm; the answer is the new recovery codes.
func (s *Server) confirmTOTP(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[TOTPConfirm](r)
	if err != nil {
		return err
	}
	if strings.TrimSpace(req.Code) == "" {
		return problem.Invalidf("code", accounts.MsgRequired)
	}
	sess := sessionOf(r)
	box, err := s.box(r.Context())
	if err != nil {
		return err
	}
	codes, err := s.Accounts.ConfirmTOTP(r.Context(), box, sess.Member.ID, sess.ID, req.Code)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, RecoveryCodes{Codes: codes})
	return nil
}

// newRecoveryCodes replaces the member's recovery codes: POST
// /me/recovery_codes.
func (s *Server) newRecoveryCodes(w http.ResponseWriter, r *http.Request) error {
	codes, err := s.Accounts.NewStaffRecoveryCodes(r.Context(), sessionOf(r).Member.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, RecoveryCodes{Codes: codes})
	return nil
}

// changePassword changes the member's password: POST /me/password. Every
// other session of theirs ends.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[StaffPasswordChange](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if req.CurrentPassword == "" {
		v.Add("current_password", accounts.MsgRequired)
	}
	if msg := accounts.PasswordProblem(req.NewPassword); msg != "" {
		v.Add("new_password", msg)
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	hash, err := accounts.HashPassword(req.NewPassword)
	if err != nil {
		return err
	}
	sess := sessionOf(r)
	if err := s.Accounts.ChangeStaffPassword(r.Context(), sess.Member.ID, sess.ID, req.CurrentPassword, hash); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
