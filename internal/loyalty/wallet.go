package loyalty

import (
	"time"

	"github.com/pistil/pistil/internal/notify"
)

// WalletUnlockLife is how long a wallet stays unlocked after its code.
const WalletUnlockLife = 24 * time.Hour

// WalletCode is a wallet code to send: the salt and hash of the code
// (accounts.HashCode(Salt, code)) and the message that carries it.
type WalletCode struct {
	StoreID, CustomerID int64
	Salt, CodeHash      string
	Channel             notify.Channel
	Message             notify.Message
}

// LedgerEntry is one change of a member's balance.
type LedgerEntry struct {
	ReservationID int64
	Kind          string
	Points        int
}
