package loyalty

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

func TestAccrualByHand(t *testing.T) {
	tests := []struct {
		name  string
		spend money.Cents
		rate  int
		want  int
	}{
		// 4,250 ¢ × 1 / 100 = 42.5 → 42
		{"$42.50 at 1 point a dollar keeps whole dollars", 4250, 1, 42},
		// 4,250 × 3 / 100 = 127.5 → 127: the rate applies before rounding down
		{"$42.50 at 3 points a dollar", 4250, 3, 127},
		// 99 × 10 / 100 = 9.9 → 9
		{"99¢ at 10 a dollar", 99, 10, 9},
		// 99 × 1 / 100 = 0.99 → 0
		{"under a dollar at 1 earns nothing", 99, 1, 0},
		{"a programme at rate 0 earns nothing", 10000, 0, 0},
		{"a free order earns nothing", 0, 5, 0},
		{"a negative spend earns nothing", -500, 5, 0},
		// 1,000,000,000 ¢ × 1,000 / 100 = 10,000,000,000: no overflow in int64
		{"a large order does not overflow", 1_000_000_000, 1000, 10_000_000_000},
	}
	for _, tt := range tests {
		if got := Accrual(tt.spend, tt.rate); got != tt.want {
			t.Errorf("%s: Accrual(%d, %d) = %d, want %d", tt.name, tt.spend, tt.rate, got, tt.want)
		}
	}
}

func TestCheckRedeemByHand(t *testing.T) {
	five := catalog.Reward{ID: 1, RewardName: "$5 off", PointValue: 50, CashReward: 500, MaxCount: 2}
	ten := catalog.Reward{ID: 2, RewardName: "$10 off", PointValue: 100, CashReward: 1000, MaxCount: 1}
	free := catalog.Reward{ID: 3, RewardName: "$1 off", PointValue: 10, CashReward: 100}
	capped := func(n int) *catalog.Loyalty { return &catalog.Loyalty{MaxRedemptionCount: n} }
	tests := []struct {
		name    string
		p       *catalog.Loyalty
		reward  catalog.Reward
		applied []Applied
		balance int
		want    string
	}{
		{"the first reward with enough points", capped(3), five, nil, 50, ""},
		// 50 needed, 49 held
		{"one point short", capped(3), five, nil, 49, "You need 50 points for this and have 49."},
		// 50 on the cart + 50 = 100 ≤ 100
		{"a second $5 within max_count 2 and the balance", capped(3), five, []Applied{{1, 50}}, 100, ""},
		// 50 + 50 + 50 = 150 > 120, but max_count 2 is met first
		{"a third $5 breaks max_count 2", capped(5), five, []Applied{{1, 50}, {1, 50}}, 1000,
			"$5 off can be redeemed at most 2 times on an order."},
		{"a second $10 breaks max_count 1", capped(5), ten, []Applied{{2, 100}}, 1000, "$10 off can be redeemed once on an order."},
		// 2 on the cart, cap 2
		{"max_redemption_count 2 is met", capped(2), free, []Applied{{1, 50}, {2, 100}}, 1000, "Only 2 rewards can be redeemed on an order."},
		{"max_redemption_count 1 is met", capped(1), free, []Applied{{3, 10}}, 1000, "Only one reward can be redeemed on an order."},
		// max_redemption_count 0 and max_count 0: no cap; 4 × 10 + 10 = 50 ≤ 50
		{"no caps: only the balance counts", capped(0), free, []Applied{{3, 10}, {3, 10}, {3, 10}, {3, 10}}, 50, ""},
		// 50 + 100 = 150 already; + 10 = 160 > 155
		{"the balance covers all redemptions together", capped(0), free, []Applied{{1, 50}, {2, 100}}, 155,
			"You need 160 points for this and have 155."},
	}
	for _, tt := range tests {
		if got := CheckRedeem(tt.p, tt.reward, tt.applied, tt.balance); got != tt.want {
			t.Errorf("%s: CheckRedeem = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestPointsNeeded(t *testing.T) {
	// 50 + 50 + 100 = 200
	if got := PointsNeeded([]Applied{{1, 50}, {1, 50}, {2, 100}}); got != 200 {
		t.Errorf("PointsNeeded = %d, want 200", got)
	}
	if got := PointsNeeded(nil); got != 0 {
		t.Errorf("PointsNeeded(nil) = %d, want 0", got)
	}
}

// TestCheckFitsByHand: a $10 reward on a $35 eighth with 20% off ($28 left)
// fits; after a first $10 and a $5 ($28 − $15 = $13 left) a second $10
// still fits; a third ($3 left) does not, and names the $3.00; an order
// already at $0.00 takes no reward at all.
func TestCheckFitsByHand(t *testing.T) {
	tests := []struct {
		name       string
		cash, left money.Cents
		want       string
	}{
		{"$10 on $28 left", 1000, 2800, ""},
		{"$10 on $13 left", 1000, 1300, ""},
		{"$10 on exactly $10 left", 1000, 1000, ""},
		// 2800 − 1000 − 500 − 1000 = 300 ¢ left
		{"$10 on $3 left", 1000, 300, "$10 off is worth $10.00 but only $3.00 is left on this order to take off. Please choose a smaller reward or add to your order."},
		{"one cent short", 1000, 999, "$10 off is worth $10.00 but only $9.99 is left on this order to take off. Please choose a smaller reward or add to your order."},
		{"nothing left", 1000, 0, MsgNothingLeft},
		{"a free reward on nothing left", 0, 0, MsgNothingLeft},
	}
	for _, tt := range tests {
		if got := CheckFits("$10 off", tt.cash, tt.left); got != tt.want {
			t.Errorf("%s: CheckFits(%d, %d) = %q, want %q", tt.name, tt.cash, tt.left, got, tt.want)
		}
	}
}
