package reservation

import (
	"fmt"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
)

// Messages of the calls that change a reservation.
const (
	// MsgNotYourReservation refuses a customer another customer's reservation.
	MsgNotYourReservation = "This reservation belongs to another account."
	// MsgNotCurbside refuses "I'm here" for a reservation that is not for curbside.
	MsgNotCurbside = "Only a curbside reservation can tell the store you are here."
	// MsgNoReservation answers an id or uuid that names no reservation, or
	// another store's.
	MsgNoReservation = "There is no such reservation."
)

// ArrivalNote is the note of the event that records a curbside shopper's
// arrival, naming the spot (trimmed) when they gave one.
func ArrivalNote(spot string) string {
	if spot == "" {
		return "Arrived"
	}
	return "Arrived; spot " + spot
}

// MaxMessage bounds a store's note to the shopper, in characters.
const MaxMessage = 500

// CheckChange refuses a change that asks for status to and sends message
// (both trimmed) before the reservation is read: problem.Invalid on
// "message" for a note longer than MaxMessage, on "status" for a change
// that asks for neither a status nor a note.
func CheckChange(to, message string) error {
	if utf8.RuneCountInString(message) > MaxMessage {
		return problem.Invalidf("message", fmt.Sprintf("Please use no more than %d characters.", MaxMessage))
	}
	if to == "" && message == "" {
		return problem.Invalidf("status", "Please give a new status or a message.")
	}
	return nil
}

// CheckNote refuses a note alone (no new status) to a reservation in
// status: a final reservation can no longer change (problem.Conflict). A
// note with a new status is Transition's to judge.
func CheckNote(status string) error {
	if Final(status) {
		return problem.New(problem.Conflict, "This reservation is %s and can no longer change.", Label(status))
	}
	return nil
}

// CheckSpot refuses a curbside spot (trimmed) longer than checkout.MaxSpot:
// problem.Invalid on "curbside_spot".
func CheckSpot(spot string) error {
	if utf8.RuneCountInString(spot) > checkout.MaxSpot {
		return problem.Invalidf("curbside_spot", fmt.Sprintf("Please use no more than %d characters.", checkout.MaxSpot))
	}
	return nil
}

// CheckArrival refuses "I'm here" for a reservation in mode and status:
// problem.Conflict with MsgNotCurbside unless it is for curbside, and
// naming the status when it is final, for the store is no longer waiting.
func CheckArrival(mode, status string) error {
	if mode != "curbside" {
		return problem.New(problem.Conflict, MsgNotCurbside)
	}
	if Final(status) {
		return problem.New(problem.Conflict, "This reservation is %s; the store is no longer waiting for you.", Label(status))
	}
	return nil
}
