package payload

import (
	"testing"

	"github.com/pistil/pistil/internal/webhook"
)

func TestReservationEventType(t *testing.T) {
	for _, c := range []struct{ kind, status, want string }{
		{"placed", "pending", webhook.ReservationCreated},
		{"status", "preparing", webhook.ReservationUpdated},
		{"status", "cancelled", webhook.ReservationCancelled},
		{"arrived", "ready_for_pickup", webhook.CurbsideArrived},
		{"note", "preparing", ""},
	} {
		if got := ReservationEventType(c.kind, c.status); got != c.want {
			t.Errorf("ReservationEventType(%s, %s) = %q, want %q", c.kind, c.status, got, c.want)
		}
	}
}
