package notify

import (
	"fmt"
	"slices"
	"strings"
)

// ReservationUpdate is what the shopper is told when their reservation
// changes.
type ReservationUpdate struct {
	// ID is the reservation's number, as the shopper's receipt shows it.
	ID int64
	// StoreName is the store the reservation is with.
	StoreName string
	// Status is the reservation's new status (reservation.Pending …).
	Status string
	// Mode is the reservation mode: pickup, delivery, curbside or kiosk.
	Mode string
	// Message is the store's note to the shopper, "" for none.
	Message string
	// Link is the receipt page's address.
	Link string
	// Email and Phone are the shopper's; a text message goes to Phone only
	// when SMS is set (the server can send text messages) and Phone is not
	// empty.
	Email, Phone string
	SMS          bool
	// SMSFrom is the store's own number for text messages, "" for the
	// server's.
	SMSFrom string
}

// ReservationMessages are the messages that tell a shopper of a change to
// their reservation: an e-mail, and a text message when u.SMS and a phone
// allow.
func ReservationMessages(u ReservationUpdate) []Message {
	what := reservationNews(u.Status, u.Mode)
	subject := fmt.Sprintf("Your reservation #%d %s", u.ID, what)
	var b strings.Builder
	fmt.Fprintf(&b, "Your reservation #%d at %s %s.\n", u.ID, u.StoreName, what)
	if u.Message != "" {
		fmt.Fprintf(&b, "\nA note from the store: %s\n", u.Message)
	}
	fmt.Fprintf(&b, "\nSee your reservation at any time:\n\n%s\n", u.Link)
	out := []Message{{To: u.Email, Channel: Email, Subject: subject, Body: b.String()}}
	if u.SMS && u.Phone != "" {
		text := fmt.Sprintf("%s: your reservation #%d %s.", u.StoreName, u.ID, what)
		if u.Message != "" {
			text += " " + u.Message
		}
		out = append(out, Message{To: u.Phone, Channel: SMS, Body: text + " " + u.Link, From: u.SMSFrom})
	}
	return out
}

// reservationNews is a status as news to the shopper, after "Your
// reservation".
func reservationNews(status, mode string) string {
	switch status {
	case "pending":
		return "has been placed"
	case "verification":
		return "is being verified"
	case "preparing":
		return "is being prepared"
	case "ready_for_pickup":
		if mode == "curbside" {
			return "is ready: tap \"I'm here\" on your receipt when you park"
		}
		return "is ready for pickup"
	case "delivery_started":
		return "is on its way"
	case "delivery_finished":
		return "has been delivered"
	case "finished":
		return "is complete: thank you"
	case "cancelled":
		return "has been cancelled"
	}
	return "has been updated"
}

// OptionalReservationNews are the statuses whose message to the shopper a
// store may turn off (catalog.Store.ShopperMessagesOff). A placed
// reservation, a cancellation and a note from the store are always sent:
// a shopper must know that a reservation exists, that it is off, and what
// the store wrote to them.
var OptionalReservationNews = []string{"verification", "preparing", "ready_for_pickup", "delivery_started",
	"delivery_finished", "finished"}

// SendsReservationNews reports whether a store that turned off the
// messages off tells its shopper of a move to status: always for a status
// outside OptionalReservationNews, for "" (a note alone), and when the
// store wrote a note with the move.
func SendsReservationNews(status string, withNote bool, off []string) bool {
	return withNote || !slices.Contains(OptionalReservationNews, status) || !slices.Contains(off, status)
}
