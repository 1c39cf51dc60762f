package catalog

import (
	"fmt"
	"slices"

	"github.com/pistil/pistil/internal/money"
)

// Loyalty is a store's loyalty (CRM) programme (spec section 3).
type Loyalty struct {
	// IntegrationType is the provider that keeps the members' points: one
	// of LoyaltyIntegrations.
	IntegrationType string `json:"integration_type"`
	// PointsPerDollar is what each whole dollar of a finished reservation
	// earns (see loyalty.Accrual).
	PointsPerDollar int `json:"points_per_dollar"`
	// AutomaticRedemption is reported to the client, which applies the
	// best affordable reward as soon as the wallet is unlocked.
	AutomaticRedemption bool `json:"automatic_redemption"`
	// MaxRedemptionCount caps the rewards on one cart; 0 for no cap.
	MaxRedemptionCount int `json:"max_redemption_count"`
	// StackingEnabled lets redemptions combine with specials (default on);
	// off, a cart with a redemption takes no special.
	StackingEnabled *bool    `json:"loyalty_points_stacking_enabled,omitempty"`
	Rewards         []Reward `json:"rewards"`
}

// Stacking reports whether redemptions combine with specials.
func (l *Loyalty) Stacking() bool { return l == nil || l.StackingEnabled == nil || *l.StackingEnabled }

// Reward finds one of the programme's rewards by id.
func (l *Loyalty) Reward(id int64) (Reward, bool) {
	if l == nil {
		return Reward{}, false
	}
	for _, r := range l.Rewards {
		if r.ID == id {
			return r, true
		}
	}
	return Reward{}, false
}

// Reward is a redeemable reward: PointValue points buy CashReward off an
// order, at most MaxCount times on one order (0: no cap).
type Reward struct {
	ID         int64       `json:"id"`
	RewardName string      `json:"reward_name"`
	PointValue int         `json:"point_value"`
	CashReward money.Cents `json:"cash_reward"`
	MaxCount   int         `json:"max_count"`
}

// LoyaltyBuiltIn is the provider inside Pistil, which keeps points in its
// own database.
const LoyaltyBuiltIn = "built_in"

// LoyaltyIntegrations are the integration types a store may select: those
// with an adapter in this build.
var LoyaltyIntegrations = []string{LoyaltyBuiltIn}

// LoyaltyProviders are the CRM providers the spec names. A store may select
// one only once an adapter for it exists (see docs/loyalty.md).
var LoyaltyProviders = []string{"alpineiq", "data_owl", "springbig"}

func (c *checker) loyalty(p string, l *Loyalty) {
	if l == nil {
		return
	}
	switch {
	case slices.Contains(LoyaltyIntegrations, l.IntegrationType):
	case slices.Contains(LoyaltyProviders, l.IntegrationType):
		c.fail(p+".integration_type", "%s has no adapter in this build yet; use %v", l.IntegrationType, LoyaltyIntegrations)
	default:
		c.fail(p+".integration_type", "must be one of %v", LoyaltyIntegrations)
	}
	if l.PointsPerDollar < 0 {
		c.fail(p+".points_per_dollar", "cannot be negative")
	}
	if l.MaxRedemptionCount < 0 {
		c.fail(p+".max_redemption_count", "cannot be negative (0 for no cap)")
	}
	ids := map[int64]bool{}
	for i, r := range l.Rewards {
		rp := fmt.Sprintf("%s.rewards[%d]", p, i)
		c.id(rp, r.ID, ids, "reward")
		c.required(rp+".reward_name", r.RewardName)
		if r.PointValue <= 0 {
			c.fail(rp+".point_value", "must be a positive whole number")
		}
		if r.CashReward <= 0 {
			c.fail(rp+".cash_reward", "must be more than 0")
		}
		if r.MaxCount < 0 {
			c.fail(rp+".max_count", "cannot be negative (0 for no cap)")
		}
	}
}
