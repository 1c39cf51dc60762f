package api

import (
	"github.com/pistil/pistil/internal/sso"
)

// AccountRoutes are the storefront API's calls for accounts and sessions,
// under /api/v1 and /v1 (docs/api.md).
func (s *Server) AccountRoutes() []Route {
	h := s.Handle
	// Registration is throttled per client address, so that one client
	// cannot make accounts by the thousand (SignUpsPerMinute).
	signUps := NewIPLimiter(SignUpsPerMinute/60.0, SignUpsBurst, s.Clock)
	return []Route{

		// Accounts and sessions.
		{"POST", "/users", s.Throttle(signUps, h(s.register)), Op("register", "Register: mail a link that makes the account").Takes(SessionRequest{}).Returns(SignupSent{})},
		{"POST", "/users/confirmation", h(s.confirmSignup), Op("confirmSignup", "Make the account of a mailed registration link and sign it in").Takes(SignupConfirmation{}).Returns(Session{})},
		{"POST", "/sessions", h(s.login), Op("login", "Log in with an address and password").Takes(SessionRequest{}).Returns(LoginAnswer{})},
		{"DELETE", "/sessions", h(s.logout), Op("logout", "Log out of this session").AnswersNothing()},
		{"POST", "/sessions/verify", h(s.verifyCode), Op("verifyLoginCode", "Finish a login with its verification code").Takes(VerifyRequest{}).Returns(Session{})},
		{"POST", "/sessions/resend", h(s.resendCode), Op("resendLoginCode", "Send a waiting login a new code").Takes(VerifyRequest{}).Returns(CodeResent{})},
		{"GET", "/whoami", h(s.whoami), Op("whoami", "The signed-in customer, or null for a guest").Returns(WhoAmI{})},
		{"POST", "/auth/google_oauth2/callback", h(s.signOnWith(sso.Google)), Op("signOnWithGoogle", "Sign in with a Google ID token").Takes(SignOnRequest{}).Returns(Session{})},
		{"POST", "/users/id_tokens/apple", h(s.signOnWith(sso.Apple)), Op("signOnWithApple", "Sign in with an Apple ID token").Takes(SignOnRequest{}).Returns(Session{})},
		{"PUT", "/users", h(s.updateProfile), Op("updateProfile", "Change the signed-in customer's profile").Takes(ProfileRequest{}).Returns(ProfileAnswer{})},
		{"POST", "/contact", h(s.contact), Op("contact", "Send the help team a message").Takes(ContactRequest{}).Returns(Message{})},
		{"GET", "/documents", h(s.getDocument), Op("getDocument", "The signed-in customer's identification document").Returns(IdentificationAnswer{})},
		{"PATCH", "/documents", h(s.updateDocument), Op("updateDocument", "Change the identification document: names, birth date, photos").Returns(IdentificationAnswer{})},
		{"GET", "/documents/photos/{slot}", h(s.documentPhoto), Op("getDocumentPhoto", "One photo of the signed-in customer's document").Answers("image/*")},
		{"PUT", "/users/password", h(s.changePassword), Op("changePassword", "Change the signed-in customer's password").Takes(PasswordChange{}).Returns(PasswordChanged{})},
		{"POST", "/passwords", h(s.requestPasswordReset), Op("requestPasswordReset", "Mail a password reset link").Takes(PasswordResetRequest{}).Returns(Message{})},
		{"PUT", "/passwords", h(s.resetPassword), Op("resetPassword", "Set a new password with a reset link's token").Takes(PasswordReset{}).Returns(Session{})},
	}
}
