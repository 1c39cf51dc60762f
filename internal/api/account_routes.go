package api

import (
	"github.com/pistil/pistil/internal/sso"
)

// accountRoutes are the storefront API's calls for accounts and sessions,
// under /api/v1 and /v1 (docs/api.md).
func (s *server) accountRoutes() []route {
	h := s.handle
	// Registration is throttled per client address, so that one client
	// cannot make accounts by the thousand (signUpsPerMinute).
	signUps := newIPLimiter(signUpsPerMinute/60.0, signUpsBurst, s.clock)
	return []route{

		// Accounts and sessions.
		{"POST", "/users", s.throttle(signUps, h(s.register)), op("register", "Register: mail a link that makes the account").takes(SessionRequest{}).returns(SignupSent{})},
		{"POST", "/users/confirmation", h(s.confirmSignup), op("confirmSignup", "Make the account of a mailed registration link and sign it in").takes(SignupConfirmation{}).returns(Session{})},
		{"POST", "/sessions", h(s.login), op("login", "Log in with an address and password").takes(SessionRequest{}).returns(LoginAnswer{})},
		{"DELETE", "/sessions", h(s.logout), op("logout", "Log out of this session").answersNothing()},
		{"POST", "/sessions/verify", h(s.verifyCode), op("verifyLoginCode", "Finish a login with its verification code").takes(VerifyRequest{}).returns(Session{})},
		{"POST", "/sessions/resend", h(s.resendCode), op("resendLoginCode", "Send a waiting login a new code").takes(VerifyRequest{}).returns(CodeResent{})},
		{"GET", "/whoami", h(s.whoami), op("whoami", "The signed-in customer, or null for a guest").returns(WhoAmI{})},
		{"POST", "/auth/google_oauth2/callback", h(s.signOnWith(sso.Google)), op("signOnWithGoogle", "Sign in with a Google ID token").takes(SignOnRequest{}).returns(Session{})},
		{"POST", "/users/id_tokens/apple", h(s.signOnWith(sso.Apple)), op("signOnWithApple", "Sign in with an Apple ID token").takes(SignOnRequest{}).returns(Session{})},
		{"PUT", "/users", h(s.updateProfile), op("updateProfile", "Change the signed-in customer's profile").takes(ProfileRequest{}).returns(ProfileAnswer{})},
		{"POST", "/contact", h(s.contact), op("contact", "Send the help team a message").takes(ContactRequest{}).returns(Message{})},
		{"GET", "/documents", h(s.getDocument), op("getDocument", "The signed-in customer's identification document").returns(IdentificationAnswer{})},
		{"PATCH", "/documents", h(s.updateDocument), op("updateDocument", "Change the identification document: names, birth date, photos").returns(IdentificationAnswer{})},
		{"GET", "/documents/photos/{slot}", h(s.documentPhoto), op("getDocumentPhoto", "One photo of the signed-in customer's document").answers("image/*")},
		{"PUT", "/users/password", h(s.changePassword), op("changePassword", "Change the signed-in customer's password").takes(PasswordChange{}).returns(PasswordChanged{})},
		{"POST", "/passwords", h(s.requestPasswordReset), op("requestPasswordReset", "Mail a password reset link").takes(PasswordResetRequest{}).returns(Message{})},
		{"PUT", "/passwords", h(s.resetPassword), op("resetPassword", "Set a new password with a reset link's token").takes(PasswordReset{}).returns(Session{})},
	}
}
