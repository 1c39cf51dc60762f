package schedule

import (
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/catalog"
)

// Reason is why a reservation in a mode would not be served right away.
type Reason string

// The reasons of a Notice.
const (
	// Served: the mode is open and a window of the current period is left.
	Served Reason = ""
	// ClosedNow: the store is closed; the earliest window is in a later period.
	ClosedNow Reason = "closed"
	// LastCall: the mode is open, but its last call has passed (or its lead
	// time reaches past closing); the earliest window is in a later period.
	LastCall Reason = "last_call"
	// OutsideHours: the store is open, but the mode's own hours are not.
	OutsideHours Reason = "outside_hours"
	// NoWindow: no window at all within the days covered.
	NoWindow Reason = "no_window"
)

// WhenLayout is how a warning names an instant, in the store's zone:
// "Tuesday, November 24 at 9:00 AM PST".
const WhenLayout = "Monday, January 2 at 3:04 PM MST"

// Notice is how a reservation in a mode stands at an instant: whether the
// mode's hours are open (a cart's is_open), why it would not be served right
// away, and the earliest window's start (zero with NoWindow).
type Notice struct {
	Open     bool
	Reason   Reason
	Earliest time.Time
	// closed is ClosedMessage, for NoWindow.
	closed string
	mode   string
}

// NoticeAt is the Notice of a reservation in mode at instant now, for a
// store that offers the mode (a mode it does not offer is refused at
// checkout: its notice says nothing). extraLead is a delivery zone's lead
// time, as for Windows.
func NoticeAt(st *catalog.Store, mode string, extraLead time.Duration, now time.Time) Notice {
	status := StoreStatus(st, mode, now)
	n := Notice{Open: status.State == Open, mode: mode}
	if CheckMode(st, mode) != nil {
		return n
	}
	ws := Windows(st, mode, extraLead, now)
	if len(ws) == 0 {
		n.Reason, n.closed = NoWindow, ClosedMessage(st, mode, now)
		return n
	}
	n.Earliest = ws[0].Start
	switch {
	case n.Open && n.Earliest.Before(status.ClosesAt):
		n.Reason = Served
	case n.Open:
		n.Reason = LastCall
	case StoreStatus(st, Retail, now).State == Open:
		n.Reason = OutsideHours
	default:
		n.Reason = ClosedNow
	}
	return n
}

// Warning is the cart's warning_message: why the reservation would not be
// served right away and the earliest it can be, or "" when it would.
func (n Notice) Warning() string {
	if n.Reason == NoWindow {
		return n.closed
	}
	return n.warn(fmt.Sprintf("the earliest %s is %s.", noun(n.mode), n.Earliest.Format(WhenLayout)))
}

// ReservedFor is checkout's warning_message for a reservation placed at the
// notice's instant for the window starting at start: why it is not served
// right away and when it is, or "" when it is.
func (n Notice) ReservedFor(start time.Time) string {
	if n.Reason == NoWindow || start.IsZero() {
		return ""
	}
	return n.warn(fmt.Sprintf("your %s is for %s.", noun(n.mode), start.In(n.Earliest.Location()).Format(WhenLayout)))
}

func (n Notice) warn(then string) string {
	switch n.Reason {
	case ClosedNow:
		return "The store is closed now; " + then
	case LastCall:
		return fmt.Sprintf("Last call for %s has passed; %s", modeName(n.mode), then)
	case OutsideHours:
		return fmt.Sprintf("It is outside %s hours; %s", modeName(n.mode), then)
	}
	return ""
}

// noun names one reservation of a mode.
func noun(mode string) string {
	switch mode {
	case "curbside":
		return "curbside pickup"
	case "kiosk":
		return "kiosk order"
	}
	return mode
}
