package account

import (
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/notify"
)

// TestCodeChannel: a code goes by text message only when asked, the server
// can send text messages (-sms) and the customer has a phone; else by e-mail.
func TestCodeChannel(t *testing.T) {
	withPhone := &accounts.Customer{Email: "ada@example.com", Phone: "4155550100"}
	noPhone := &accounts.Customer{Email: "ada@example.com"}
	for _, tt := range []struct {
		sms      bool
		c        *accounts.Customer
		asked    string
		want     notify.Channel
		wantTo   string
		offerSMS bool
	}{
		{false, withPhone, "sms", notify.Email, "ada@example.com", false}, // no gateway: never offered
		{true, withPhone, "sms", notify.SMS, "4155550100", true},
		{true, withPhone, "", notify.Email, "ada@example.com", true},
		{true, noPhone, "sms", notify.Email, "ada@example.com", false},
	} {
		s := &Server{Server: &core.Server{Deps: core.Deps{SMS: tt.sms}}}
		got, to, _ := s.codeChannel(tt.c, tt.asked)
		if got != tt.want || to != tt.wantTo || s.smsAvailable(tt.c) != tt.offerSMS {
			t.Errorf("sms %v, phone %q, asked %q: channel %s to %s (offered %v); want %s to %s (offered %v)",
				tt.sms, tt.c.Phone, tt.asked, got, to, s.smsAvailable(tt.c), tt.want, tt.wantTo, tt.offerSMS)
		}
	}
}
