package notify

import (
	"fmt"
	"time"
)

// WalletCodeMessage carries the code that unlocks a shopper's rewards
// wallet, by text message or e-mail.
func WalletCodeMessage(to string, channel Channel, code string, life time.Duration) Message {
	if channel == SMS {
		return Message{To: to, Channel: SMS, Body: fmt.Sprintf("Your Pistil rewards code is %s. It expires in %s.", code, humanDuration(life))}
	}
	return Message{To: to, Channel: Email, Subject: "Your rewards wallet code", Body: fmt.Sprintf(
		`Your rewards code is %s

Enter it where you asked for it, within %s, to use your points.
If you did not ask for it, you can ignore this message.
`, code, humanDuration(life))}
}
