package pricing

import "github.com/pistil/pistil/internal/money"

// Redemption is a loyalty reward redeemed on the cart: CashReward off the
// order (spec section 4, CRM redemptions).
type Redemption struct {
	ID         int64
	CashReward money.Cents
}

// RedeemedAmount is what one redemption took off the cart.
type RedeemedAmount struct {
	ID     int64       `json:"id"`
	Amount money.Cents `json:"amount"`
}

// redeem takes the redemptions off the subtotal left after specials, in
// their order, each at most what is left: the subtotal never goes below
// zero, and a reward that finds nothing left takes 0.
func redeem(left money.Cents, rs []Redemption) (money.Cents, []RedeemedAmount) {
	var total money.Cents
	out := make([]RedeemedAmount, 0, len(rs))
	for _, r := range rs {
		amount := min(max(r.CashReward, 0), max(left-total, 0))
		total += amount
		out = append(out, RedeemedAmount{ID: r.ID, Amount: amount})
	}
	return total, out
}
