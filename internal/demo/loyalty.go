package demo

import "github.com/pistil/pistil/internal/catalog"

// loyaltyProgramme is the demo's loyalty programme of a store, nil for a
// store without one. Fog City Botanicals stacks rewards on specials; Mile
// High Apothecary does not (a reward replaces the specials on the cart).
func loyaltyProgramme(storeID int64) *catalog.Loyalty {
	switch storeID {
	case 1:
		return &catalog.Loyalty{IntegrationType: catalog.LoyaltyBuiltIn, PointsPerDollar: 1, MaxRedemptionCount: 2,
			Rewards: []catalog.Reward{
				{ID: 1, RewardName: "$5 off your order", PointValue: 50, CashReward: dollars(5), MaxCount: 2},
				{ID: 2, RewardName: "$15 off your order", PointValue: 140, CashReward: dollars(15), MaxCount: 1},
				{ID: 3, RewardName: "$30 off your order", PointValue: 260, CashReward: dollars(30), MaxCount: 1},
			}}
	case 3:
		off := false
		return &catalog.Loyalty{IntegrationType: catalog.LoyaltyBuiltIn, PointsPerDollar: 2, AutomaticRedemption: true,
			MaxRedemptionCount: 1, StackingEnabled: &off,
			Rewards: []catalog.Reward{
				{ID: 1, RewardName: "$10 off", PointValue: 200, CashReward: dollars(10), MaxCount: 1},
				{ID: 2, RewardName: "$25 off", PointValue: 450, CashReward: dollars(25), MaxCount: 1},
			}}
	}
	return nil
}
