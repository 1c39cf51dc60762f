package loyalty

import (
	"time"

	"github.com/pistil/pistil/internal/money"
)

// CartRedemption is a loyalty reward redeemed on a cart, as it was when
// applied; RemovedAt is set once it was taken off.
type CartRedemption struct {
	ID          int64
	RewardID    int64
	RewardName  string
	PointValue  int
	CashReward  money.Cents
	CRMProvider string
	AppliedAt   time.Time
	RemovedAt   *time.Time
}
