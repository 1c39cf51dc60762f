package reservation

import (
	"slices"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

func TestPathAndNext(t *testing.T) {
	tests := []struct {
		mode, from, want string
	}{
		{"pickup", Pending, Verification},
		{"pickup", Verification, Preparing},
		{"pickup", Preparing, ReadyForPickup},
		{"pickup", ReadyForPickup, Finished},
		{"pickup", Finished, ""},
		{"curbside", Preparing, ReadyForPickup},
		{"kiosk", Preparing, ReadyForPickup},
		{"delivery", Preparing, DeliveryStarted},
		{"delivery", DeliveryStarted, DeliveryFinished},
		{"delivery", DeliveryFinished, Finished},
		{"delivery", ReadyForPickup, ""},
		{"pickup", DeliveryStarted, ""},
		{"pickup", Cancelled, ""},
	}
	for _, tt := range tests {
		if got := Next(tt.mode, tt.from); got != tt.want {
			t.Errorf("Next(%q, %q) = %q, want %q", tt.mode, tt.from, got, tt.want)
		}
	}
	if p := Path("delivery"); len(p) != 6 || p[0] != Pending || p[5] != Finished {
		t.Errorf("Path(delivery) = %v", p)
	}
}

func TestCanCancel(t *testing.T) {
	tests := []struct {
		status string
		actor  Actor
		want   bool
	}{
		{Pending, Shopper, true},
		{Verification, Shopper, false},
		{Preparing, Shopper, false},
		{Pending, Store, true},
		{Preparing, Store, true},
		{ReadyForPickup, Store, true},
		{DeliveryFinished, Store, true},
		{DeliveryStarted, System, true},
		{Finished, Store, false},
		{Cancelled, Store, false},
		{Cancelled, Shopper, false},
	}
	for _, tt := range tests {
		if got := CanCancel(tt.status, tt.actor); got != tt.want {
			t.Errorf("CanCancel(%q, %s) = %v, want %v", tt.status, tt.actor, got, tt.want)
		}
	}
}

func TestTransition(t *testing.T) {
	tests := []struct {
		mode, from, to string
		actor          Actor
		kind           problem.Kind // "" for allowed
		message        string       // the message, when it matters
	}{
		// The store walks each mode's path one step at a time.
		{"pickup", Pending, Verification, Store, "", ""},
		{"pickup", Verification, Preparing, Store, "", ""},
		{"pickup", Preparing, ReadyForPickup, Store, "", ""},
		{"pickup", ReadyForPickup, Finished, Store, "", ""},
		{"curbside", Preparing, ReadyForPickup, Store, "", ""},
		{"kiosk", ReadyForPickup, Finished, System, "", ""},
		{"delivery", Preparing, DeliveryStarted, Store, "", ""},
		{"delivery", DeliveryStarted, DeliveryFinished, Store, "", ""},
		{"delivery", DeliveryFinished, Finished, Store, "", ""},
		// No skipping, no going back, no crossing modes.
		{"pickup", Pending, Preparing, Store, problem.Conflict, "This reservation is pending; it can go next only to verification, or be cancelled."},
		{"pickup", Preparing, Verification, Store, problem.Conflict, "This reservation is preparing; it can go next only to ready for pickup, or be cancelled."},
		{"pickup", Preparing, DeliveryStarted, Store, problem.Conflict, "This reservation is preparing; it can go next only to ready for pickup, or be cancelled."},
		{"delivery", Preparing, ReadyForPickup, Store, problem.Conflict, "This reservation is preparing; it can go next only to delivery started, or be cancelled."},
		{"delivery", DeliveryStarted, Finished, Store, problem.Conflict, ""},
		{"pickup", Preparing, Preparing, Store, problem.Conflict, "This reservation is already preparing."},
		{"pickup", Pending, Pending, Store, problem.Conflict, "This reservation is already pending."},
		// Final statuses stay.
		{"pickup", Finished, Pending, Store, problem.Conflict, "This reservation is finished and can no longer change."},
		{"pickup", Cancelled, Verification, Store, problem.Conflict, "This reservation is cancelled and can no longer change."},
		{"pickup", Finished, Cancelled, Store, problem.Conflict, "This reservation is finished and can no longer be cancelled."},
		{"pickup", Cancelled, Cancelled, Store, problem.Conflict, "This reservation is cancelled and can no longer be cancelled."},
		// Cancelling: the store from any status that is not final, the shopper only while pending.
		{"pickup", Pending, Cancelled, Store, "", ""},
		{"delivery", DeliveryStarted, Cancelled, Store, "", ""},
		{"pickup", ReadyForPickup, Cancelled, Store, "", ""},
		{"pickup", Pending, Cancelled, Shopper, "", ""},
		{"pickup", Verification, Cancelled, Shopper, problem.Conflict, MsgCannotCancel},
		{"delivery", DeliveryStarted, Cancelled, Shopper, problem.Conflict, MsgCannotCancel},
		{"pickup", Cancelled, Cancelled, Shopper, problem.Conflict, MsgCannotCancel},
		// The shopper moves nothing along.
		{"pickup", Pending, Verification, Shopper, problem.Forbidden, ""},
		// Unknown statuses.
		{"pickup", Pending, "lost", Store, problem.Invalid, ""},
		{"pickup", Pending, "", Store, problem.Invalid, ""},
	}
	for _, tt := range tests {
		err := Transition(tt.mode, tt.from, tt.to, tt.actor)
		if tt.kind == "" {
			if err != nil {
				t.Errorf("Transition(%s, %s → %s, %s) = %v, want nil", tt.mode, tt.from, tt.to, tt.actor, err)
			}
			continue
		}
		var p *problem.Error
		if err == nil || problem.KindOf(err) != tt.kind {
			t.Errorf("Transition(%s, %s → %s, %s) = %v, want a %s problem", tt.mode, tt.from, tt.to, tt.actor, err, tt.kind)
			continue
		}
		p = err.(*problem.Error)
		if tt.message != "" && p.Message != tt.message {
			t.Errorf("Transition(%s, %s → %s, %s) message = %q, want %q", tt.mode, tt.from, tt.to, tt.actor, p.Message, tt.message)
		}
	}
}

func TestEveryStatusIsKnown(t *testing.T) {
	for _, mode := range []string{"pickup", "delivery", "curbside", "kiosk"} {
		for _, s := range Path(mode) {
			if !Known(s) {
				t.Errorf("%s path has unknown status %q", mode, s)
			}
		}
	}
	if Known("lost") || !slices.Contains(Statuses, Cancelled) {
		t.Error("Known is wrong")
	}
	if Label(ReadyForPickup) != "ready for pickup" {
		t.Errorf("Label = %q", Label(ReadyForPickup))
	}
}
