// Package loyalty holds the rules of a store's loyalty (CRM) programme:
// how many points a finished reservation earns, which rewards a cart may
// redeem, and what the redemptions cost in points. It does no I/O; the
// providers that keep members' points sit behind Provider (provider.go).
// The rules are written down in docs/loyalty.md.
package loyalty

import (
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// Wallet states of spec section 3.
const (
	Locked   = "locked"
	Unlocked = "unlocked"
)

// Messages a shopper may see.
const (
	MsgNoProgramme   = "This store has no loyalty programme."
	MsgLocked        = "Please unlock your rewards wallet with the code we sent you first."
	MsgSignIn        = "Please sign in to use your rewards."
	MsgUnknownReward = "This reward is not offered by the store any more."
	// MsgSignInToSpend refuses a checkout of a cart carrying rewards from a
	// request not signed in as the cart's customer: the rewards spend that
	// customer's points, and the cart's uuid alone does not prove who asks.
	MsgSignInToSpend = "This order carries rewards paid with your points. Please sign in to reserve it, or remove the rewards."
	// MsgNoWalletCode refuses an unlock code when none is waiting: it
	// expired, was used, or was tried too often.
	MsgNoWalletCode = "This code has expired or was used too many times. Please ask for a new one."
	// MsgCodeSends refuses another unlock code once accounts.MaxCodeSends
	// were sent within accounts.CodeLife.
	MsgCodeSends = "We have sent enough codes for now. Please use the last one or try again in a few minutes."
)

// MsgNoRedemption answers a redemption id that names none.
func MsgNoRedemption(id int64) string { return fmt.Sprintf("There is no redemption %d.", id) }

// Accrual is the points a reservation earns: rate points for each whole
// dollar of spend (the discounted subtotal, after specials and
// redemptions, before taxes, fees and tip), rounded down. A spend of zero
// or less, or a rate of zero or less, earns nothing.
func Accrual(spend money.Cents, rate int) int {
	if spend <= 0 || rate <= 0 {
		return 0
	}
	return int(int64(spend) * int64(rate) / 100)
}

// Applied is a reward already redeemed on a cart.
type Applied struct {
	RewardID   int64
	PointValue int
}

// PointsNeeded is what the applied rewards cost together.
func PointsNeeded(applied []Applied) int {
	n := 0
	for _, a := range applied {
		n += a.PointValue
	}
	return n
}

// CheckRedeem says why a reward cannot be added to a cart that already
// carries applied, for a member holding balance points, under the store's
// programme p; "" when it can. The caps: the programme's
// max_redemption_count rewards on one cart (0: no cap), each reward at
// most its max_count times (0: no cap), and all of them together no more
// points than the balance.
func CheckRedeem(p *catalog.Loyalty, reward catalog.Reward, applied []Applied, balance int) string {
	if p.MaxRedemptionCount > 0 && len(applied) >= p.MaxRedemptionCount {
		if p.MaxRedemptionCount == 1 {
			return "Only one reward can be redeemed on an order."
		}
		return fmt.Sprintf("Only %d rewards can be redeemed on an order.", p.MaxRedemptionCount)
	}
	same := 0
	for _, a := range applied {
		if a.RewardID == reward.ID {
			same++
		}
	}
	if reward.MaxCount > 0 && same >= reward.MaxCount {
		if reward.MaxCount == 1 {
			return fmt.Sprintf("%s can be redeemed once on an order.", reward.RewardName)
		}
		return fmt.Sprintf("%s can be redeemed at most %d times on an order.", reward.RewardName, reward.MaxCount)
	}
	if need := PointsNeeded(applied) + reward.PointValue; need > balance {
		return fmt.Sprintf("You need %d points for this and have %d.", need, balance)
	}
	return ""
}

// MsgShortBalance refuses a checkout whose redemptions cost more points
// than the member holds now.
func MsgShortBalance(need, balance int) string {
	return fmt.Sprintf("Your rewards need %d points but your balance is %d. Please remove a reward and try again.", need, balance)
}

// MsgNothingLeft refuses a reward on an order that has nothing left to take
// off (its specials and rewards already bring it to $0.00).
const MsgNothingLeft = "There is nothing left on this order for a reward to take off."

// CheckFits says why a reward worth cash cannot be used on an order that
// has left to discount (its subtotal after specials and the rewards before
// it); "" when the whole reward fits. A reward is used whole or not at
// all: one worth more than what is left would spend all its points for
// part of its value, so it is refused, naming the amount left.
func CheckFits(rewardName string, cash, left money.Cents) string {
	switch {
	case left <= 0:
		return MsgNothingLeft
	case cash > left:
		return fmt.Sprintf("%s is worth %s but only %s is left on this order to take off. Please choose a smaller reward or add to your order.",
			rewardName, cash.Display(), left.Display())
	}
	return ""
}
