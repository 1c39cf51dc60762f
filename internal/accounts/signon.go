package accounts

import (
	"fmt"
	"time"
)

// The single sign-on providers, by the name the API, the database and
// Customer.ssoChannel use.
const (
	Google = "google"
	Apple  = "apple"
)

// MsgTokenUsed answers a sign-in with an ID token that has signed in
// already: an ID token signs in once.
const MsgTokenUsed = "This sign-in has been used already. Please sign in again."

// ProviderLabel is a provider's name as shoppers know it.
func ProviderLabel(provider string) string {
	switch provider {
	case Google:
		return "Google"
	case Apple:
		return "Apple"
	}
	return provider
}

// MsgNotSetUp answers a sign-in with a provider the store has not set up.
func MsgNotSetUp(provider string) string {
	return fmt.Sprintf("Sign in with %s is not set up for this store.", ProviderLabel(provider))
}

// MsgNotVerified answers a first sign-in whose address the provider does
// not vouch for: it may not make or join an account.
func MsgNotVerified(provider string) string {
	return fmt.Sprintf("Your %s address is not verified.", ProviderLabel(provider))
}

// MsgNoEmail answers a first sign-in that shares no address.
func MsgNoEmail(provider string) string {
	return fmt.Sprintf("%s did not share your email address. Please sign in again and share it, or create an account with your email.", ProviderLabel(provider))
}

// SignOn is a single sign-on a provider vouched for (a verified ID token).
type SignOn struct {
	// Provider is Google or Apple; Subject the
	// provider's stable id of the shopper.
	Provider, Subject string
	// Email is the address the provider shared, "" for none;
	// EmailVerified says whether the provider vouches for it.
	Email         string
	EmailVerified bool
	// FirstName and LastName name the account when this sign-on makes it,
	// and fill an account's empty names when it is first linked; a known
	// identity's names are never used.
	FirstName, LastName string
	// TokenHash identifies the ID token, good until TokenExpiry: it signs in
	// once (MsgTokenUsed after that).
	TokenHash   string
	TokenExpiry time.Time
}

// Identity is a single sign-on identity linked to a customer.
type Identity struct {
	Provider, Subject, Email string
}
