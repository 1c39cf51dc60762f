package loyalty

import "context"

// Member is a shopper as a provider knows them at one store: the signed-in
// customer, with the e-mail address and phone a CRM matches members by.
type Member struct {
	StoreID, CustomerID int64
	Email, Phone        string
}

// Wallet is a member's points and whether they proved they own them.
type Wallet struct {
	SignedUp bool
	Points   int
	Unlocked bool
}

// Sent says where a wallet code went: the channel ("email" or "sms") and
// the destination as the shopper may see it (masked).
type Sent struct {
	Channel, Destination string
}

// Provider keeps the members' points of a store's programme. The built-in
// provider keeps them in Pistil's database; an adapter bridges a CRM (see
// docs/loyalty.md for the HTTP adapter protocol). Redeeming on a cart is
// the same for every provider (CheckRedeem over the wallet); spending the
// points is part of the checkout.
type Provider interface {
	// Wallet answers the member's wallet.
	Wallet(ctx context.Context, m Member) (Wallet, error)
	// SendCode sends the member a code that unlocks their wallet, by
	// "sms" when asked and possible, else by e-mail.
	SendCode(ctx context.Context, m Member, channel string) (Sent, error)
	// Unlock checks a typed code and unlocks the wallet when it is right.
	Unlock(ctx context.Context, m Member, code string) error
}
