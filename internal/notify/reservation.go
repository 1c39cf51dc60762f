package notify

import (
	_ "embed"
	"fmt"
	"html/template"
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
	// Status is the reservation's new status (reservation.Pending …), ""
	// for a note from the store with no change of status.
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
	// Look is the store's colours, logo and words for its messages.
	Look MessageLook
}

// kindWords are what differs from one kind of reservation message to
// another: the news after "Your reservation #N", and the e-mail's heading.
type kindWords struct{ news, heading string }

// wordsOf is the words of the message that announces status in mode.
func wordsOf(status, mode string) kindWords {
	switch status {
	case "pending":
		return kindWords{"has been placed", "Reservation placed"}
	case "verification":
		return kindWords{"is being verified", "We are checking your reservation"}
	case "preparing":
		return kindWords{"is being prepared", "Your order is being prepared"}
	case "ready_for_pickup":
		if mode == "curbside" {
			return kindWords{"is ready: tap \"I'm here\" on your receipt when you park", "Ready: tell us when you park"}
		}
		return kindWords{"is ready for pickup", "Ready for pickup"}
	case "delivery_started":
		return kindWords{"is on its way", "On its way"}
	case "delivery_finished":
		return kindWords{"has been delivered", "Delivered"}
	case "finished":
		return kindWords{"is complete: thank you", "Thank you"}
	case "cancelled":
		return kindWords{"has been cancelled", "Reservation cancelled"}
	}
	return kindWords{"has been updated", "A note about your reservation"}
}

//go:embed templates/reservation.html
var reservationHTML string

var reservationMail = template.Must(template.New("reservation").Parse(reservationHTML))

// reservationView is what the reservation e-mail's HTML template shows.
type reservationView struct {
	ID                                  int64
	Subject, Store, LogoURL             string
	Heading, Lead, Note, KindNote, Link string
	SignOff                             string
	Palette                             Palette
}

// ReservationMessages are the messages that tell a shopper of a change to
// their reservation: an e-mail, in plain text and in HTML with the store's
// look, and a text message when u.SMS and a phone allow. The store's note
// for the kind of message (u.Look.Notes) and its sign-off end both.
func ReservationMessages(u ReservationUpdate) []Message {
	words := wordsOf(u.Status, u.Mode)
	subject := fmt.Sprintf("Your reservation #%d %s", u.ID, words.news)
	lead := fmt.Sprintf("Your reservation #%d at %s %s.", u.ID, u.StoreName, words.news)
	kindNote := ""
	if u.Status != "" {
		kindNote = u.Look.Notes[u.Status]
	}
	var b strings.Builder
	b.WriteString(lead + "\n")
	if u.Message != "" {
		fmt.Fprintf(&b, "\nA note from the store: %s\n", u.Message)
	}
	if kindNote != "" {
		fmt.Fprintf(&b, "\n%s\n", kindNote)
	}
	fmt.Fprintf(&b, "\nSee your reservation at any time:\n\n%s\n", u.Link)
	if u.Look.SignOff != "" {
		fmt.Fprintf(&b, "\n%s\n", u.Look.SignOff)
	}
	var html strings.Builder
	view := reservationView{ID: u.ID, Subject: subject, Store: u.StoreName, LogoURL: u.Look.LogoURL, Heading: words.heading,
		Lead: lead, Note: u.Message, KindNote: kindNote, Link: u.Link, SignOff: u.Look.SignOff, Palette: PaletteOf(u.Look)}
	if err := reservationMail.Execute(&html, view); err != nil {
		// The template is fixed and its data plain strings: a failure is
		// a bug, and the plain text still goes.
		html.Reset()
	}
	out := []Message{{To: u.Email, Channel: Email, Subject: subject, Body: b.String(), HTML: html.String()}}
	if u.SMS && u.Phone != "" {
		text := fmt.Sprintf("%s: your reservation #%d %s.", u.StoreName, u.ID, words.news)
		for _, more := range []string{u.Message, kindNote, u.Look.SignOff} {
			if more != "" {
				text += " " + strings.Join(strings.Fields(more), " ")
			}
		}
		out = append(out, Message{To: u.Phone, Channel: SMS, Body: text + " " + u.Link, From: u.SMSFrom})
	}
	return out
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
