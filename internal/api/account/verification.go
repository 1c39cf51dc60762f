package account

import (
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
)

// smsAvailable says a customer's code may go by text message: the server
// can send them and the customer has a phone.
func (s *Server) smsAvailable(c *accounts.Customer) bool { return s.SMS && c.Phone != "" }

// codeChannel is where a customer's code goes: by text message when asked
// and available, else by e-mail.
func (s *Server) codeChannel(c *accounts.Customer, asked string) (notify.Channel, string, string) {
	if asked == string(notify.SMS) && s.smsAvailable(c) {
		return notify.SMS, c.Phone, accounts.MaskPhone(c.Phone)
	}
	return notify.Email, c.Email, accounts.MaskEmail(c.Email)
}

// askForCode answers a right password from a device new to the customer
// (flag mfa_check): no session yet, but a token for POST /sessions/verify
// and a code sent through the outbox.
func (s *Server) askForCode(w http.ResponseWriter, r *http.Request, c accounts.Customer, req SessionRequest) error {
	token, tokenHash, err := accounts.NewSecret()
	if err != nil {
		return err
	}
	code, err := accounts.NewCode()
	if err != nil {
		return err
	}
	channel, to, shown := s.codeChannel(&c, req.Channel)
	err = s.Accounts.StartVerification(r.Context(), accounts.NewVerification{CustomerID: c.ID, TokenHash: tokenHash,
		CodeHash: accounts.HashCode(token, code), Channel: channel, Persistent: req.RememberMe, DeviceID: req.DeviceID,
		Message: notify.VerificationCodeMessage(to, channel, code, accounts.CodeLife)})
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	sms := s.smsAvailable(&c)
	core.Encode(w, http.StatusOK, LoginAnswer{Errors: []string{}, MFAChallenge: MFAChallenge{MFARequired: true, MFAToken: token,
		Channel: channel, Destination: shown, SMSAvailable: &sms}})
	return nil
}

// VerifyRequest is POST /sessions/verify (the code) and POST
// /sessions/resend (a new one, by channel).
type VerifyRequest struct {
	MFAToken   string `json:"mfa_token"`
	Code       string `json:"code"`
	RememberMe *bool  `json:"remember_me"`
	DeviceID   string `json:"j_device_id"`
	Channel    string `json:"channel"`
}

// verifyCode completes a login with its verification code:
// POST /sessions/verify. The session starts as at login, and the device
// becomes known to the customer.
func (s *Server) verifyCode(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[VerifyRequest](r)
	if err != nil {
		return err
	}
	token := strings.TrimSpace(req.MFAToken)
	if token == "" {
		return problem.Invalidf("mfa_token", accounts.MsgCodeExpired)
	}
	code := accounts.NormalizeCode(req.Code)
	if msg := accounts.CodeProblem(code); msg != "" {
		return problem.Invalidf("code", msg)
	}
	v, err := s.Accounts.VerifyCode(r.Context(), accounts.HashSecret(token), accounts.HashCode(token, code))
	if err != nil {
		return err
	}
	persistent, device := v.Persistent, v.DeviceID
	if req.RememberMe != nil {
		persistent = *req.RememberMe
	}
	if req.DeviceID != "" {
		device = req.DeviceID
	}
	sess, err := s.Accounts.StartSession(r.Context(), v.Customer, persistent, device)
	if err != nil {
		return err
	}
	startSession(w, http.StatusOK, sess)
	return nil
}

// resendCode sends a waiting login a new code, by "sms" or e-mail:
// POST /sessions/resend {"mfa_token", "channel"}.
func (s *Server) resendCode(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[VerifyRequest](r)
	if err != nil {
		return err
	}
	token := strings.TrimSpace(req.MFAToken)
	if token == "" {
		return problem.Invalidf("mfa_token", accounts.MsgCodeExpired)
	}
	tokenHash := accounts.HashSecret(token)
	v, err := s.Accounts.PendingVerification(r.Context(), tokenHash)
	if err != nil {
		return err
	}
	asked := req.Channel
	if asked == "" {
		asked = string(v.Channel)
	}
	code, err := accounts.NewCode()
	if err != nil {
		return err
	}
	channel, to, shown := s.codeChannel(&v.Customer, asked)
	if err := s.Accounts.ResendCode(r.Context(), tokenHash, accounts.HashCode(token, code), channel,
		notify.VerificationCodeMessage(to, channel, code, accounts.CodeLife)); err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusAccepted, CodeResent{Channel: channel, Destination: shown, Message: "We sent a new code to " + shown + "."})
	return nil
}
