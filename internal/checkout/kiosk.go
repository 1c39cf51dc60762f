package checkout

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"strings"
	"time"
)

// A kiosk checks out for its store only once staff have bound it with the
// store's kiosk PIN (docs/adr/0012-kiosk-device-binding.md). The PIN is
// digits only, typed on a touch screen.
const (
	KioskPINMin = 6
	KioskPINMax = 12
)

// KioskTokenPrefix begins every kiosk device token.
const KioskTokenPrefix = "pkd_"

// KioskDevice is a bound kiosk as listed: never its token.
type KioskDevice struct {
	ID         int64
	StoreID    int64
	CreatedAt  time.Time
	LastUsedAt *time.Time
	RevokedAt  *time.Time
}

// Messages of binding a kiosk.
const (
	MsgBadKioskPIN = "That PIN is not right. Please try again."
	MsgNoKioskPIN  = "This store has no kiosk PIN yet. An operator sets one with: pistil kiosk-pin -store N."
)

// KioskPINProblem is what is wrong with a PIN an operator chose, or "".
func KioskPINProblem(pin string) string {
	if len(pin) < KioskPINMin || len(pin) > KioskPINMax || strings.Trim(pin, "0123456789") != "" {
		return fmt.Sprintf("A kiosk PIN is %d to %d digits.", KioskPINMin, KioskPINMax)
	}
	return ""
}

// NewKioskPIN is a random PIN of KioskPINMin digits.
func NewKioskPIN() (string, error) {
	var b strings.Builder
	for range KioskPINMin {
		n, err := rand.Int(rand.Reader, big.NewInt(10))
		if err != nil {
			return "", err
		}
		b.WriteByte(byte('0' + n.Int64()))
	}
	return b.String(), nil
}
