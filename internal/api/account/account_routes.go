package account

import (
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/sso"
)

// Routes are the storefront API's calls for accounts and sessions,
// under /api/v1 and /v1 (docs/api.md).
func (s *Server) Routes() []core.Route {
	h := s.Handle
	// Registration is throttled per client address, so that one client
	// cannot make accounts by the thousand (SignUpsPerMinute).
	signUps := core.NewIPLimiter(core.SignUpsPerMinute/60.0, core.SignUpsBurst, s.Clock)
	return []core.Route{

		// Accounts and sessions.
		core.At("POST", "/users", s.Throttle(signUps, h(s.register)), core.Op("register", "Register: mail a link that makes the account").Takes(SessionRequest{}).Returns(SignupSent{})),
		core.At("POST", "/users/confirmation", h(s.confirmSignup), core.Op("confirmSignup", "Make the account of a mailed registration link and sign it in").Takes(SignupConfirmation{}).Returns(Session{})),
		core.At("POST", "/sessions", h(s.login), core.Op("login", "Log in with an address and password").Takes(SessionRequest{}).Returns(LoginAnswer{})),
		core.At("DELETE", "/sessions", h(s.logout), core.Op("logout", "Log out of this session").AnswersNothing()),
		core.At("POST", "/sessions/verify", h(s.verifyCode), core.Op("verifyLoginCode", "Finish a login with its verification code").Takes(VerifyRequest{}).Returns(Session{})),
		core.At("POST", "/sessions/resend", h(s.resendCode), core.Op("resendLoginCode", "Send a waiting login a new code").Takes(VerifyRequest{}).Returns(CodeResent{})),
		core.At("GET", "/whoami", h(s.whoami), core.Op("whoami", "The signed-in customer, or null for a guest").Returns(WhoAmI{})),
		core.At("POST", "/auth/google_oauth2/callback", h(s.signOnWith(sso.Google)), core.Op("signOnWithGoogle", "Sign in with a Google ID token").Takes(SignOnRequest{}).Returns(Session{})),
		core.At("POST", "/users/id_tokens/apple", h(s.signOnWith(sso.Apple)), core.Op("signOnWithApple", "Sign in with an Apple ID token").Takes(SignOnRequest{}).Returns(Session{})),
		core.At("PUT", "/users", h(s.updateProfile), core.Op("updateProfile", "Change the signed-in customer's profile").Takes(ProfileRequest{}).Returns(ProfileAnswer{})),
		core.At("POST", "/contact", h(s.contact), core.Op("contact", "Send the help team a message").Takes(ContactRequest{}).Returns(Message{})),
		core.At("GET", "/documents", h(s.getDocument), core.Op("getDocument", "The signed-in customer's identification document").Returns(IdentificationAnswer{})),
		core.At("PATCH", "/documents", h(s.updateDocument), core.Op("updateDocument", "Change the identification document: names, birth date, photos").Returns(IdentificationAnswer{})),
		core.At("GET", "/documents/photos/{slot}", h(s.documentPhoto), core.Op("getDocumentPhoto", "One photo of the signed-in customer's document").Answers("image/*")),
		core.At("PUT", "/users/password", h(s.changePassword), core.Op("changePassword", "Change the signed-in customer's password").Takes(PasswordChange{}).Returns(PasswordChanged{})),
		core.At("POST", "/passwords", h(s.requestPasswordReset), core.Op("requestPasswordReset", "Mail a password reset link").Takes(PasswordResetRequest{}).Returns(Message{})),
		core.At("PUT", "/passwords", h(s.resetPassword), core.Op("resetPassword", "Set a new password with a reset link's token").Takes(PasswordReset{}).Returns(Session{})),
	}
}
