// Package reservation holds what a reservation is (a checked-out cart:
// its lines as reserved, its totals, its window and events) and its life:
// its statuses, the order they follow for each reservation mode, and who
// may move a reservation from one to the next. It does no I/O.
//
// A reservation starts pending. The store then verifies it (verification),
// prepares it (preparing), and either has it ready for pickup
// (ready_for_pickup: pickup, curbside and kiosk) or delivers it
// (delivery_started, then delivery_finished: delivery); it ends finished.
// It can instead be cancelled: by the shopper while it is still pending, by
// the store from any status that is not final. finished and cancelled are
// final.
package reservation

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/problem"
)

// The statuses.
const (
	Pending          = "pending"
	Verification     = "verification"
	Preparing        = "preparing"
	ReadyForPickup   = "ready_for_pickup"
	DeliveryStarted  = "delivery_started"
	DeliveryFinished = "delivery_finished"
	Finished         = "finished"
	Cancelled        = "cancelled"
)

// Statuses lists every status, in the order a reservation may meet them.
var Statuses = []string{Pending, Verification, Preparing, ReadyForPickup, DeliveryStarted, DeliveryFinished, Finished, Cancelled}

// Actor is who makes a change.
type Actor string

// The actors, as reservation_events records them.
const (
	Shopper Actor = "shopper"
	Store   Actor = "store"
	// System is Pistil itself; it may do what the store may.
	System Actor = "system"
)

// MsgCannotCancel refuses a shopper's cancellation once the store has
// taken the reservation on.
const MsgCannotCancel = "This reservation can no longer be cancelled."

// Path is the order of the statuses of a reservation in a mode, from
// pending to finished: delivery goes through delivery_started and
// delivery_finished, every other mode (pickup, curbside, kiosk) through
// ready_for_pickup.
func Path(mode string) []string {
	if mode == "delivery" {
		return []string{Pending, Verification, Preparing, DeliveryStarted, DeliveryFinished, Finished}
	}
	return []string{Pending, Verification, Preparing, ReadyForPickup, Finished}
}

// Known reports whether s is a status.
func Known(s string) bool { return slices.Contains(Statuses, s) }

// Final reports whether a reservation in status s can change no more.
func Final(s string) bool { return s == Finished || s == Cancelled }

// Next is the status after from in mode's path, "" when from is final or
// not on the path.
func Next(mode, from string) string {
	p := Path(mode)
	i := slices.Index(p, from)
	if i < 0 || i == len(p)-1 {
		return ""
	}
	return p[i+1]
}

// CanCancel reports whether actor may cancel a reservation in status s:
// the shopper only while it is pending, the store (or the system) until it
// is final.
func CanCancel(s string, actor Actor) bool {
	if actor == Shopper {
		return s == Pending
	}
	return !Final(s)
}

// Label is a status in words: "ready for pickup".
func Label(s string) string { return strings.ReplaceAll(s, "_", " ") }

// Transition checks that actor may move a reservation of mode from status
// from to status to. The store moves a reservation one step along its
// mode's path at a time (no skipping: each step tells the shopper
// something), or cancels it; the shopper may only cancel, while it is
// pending.
//
// Errors: problem.Invalid on "status" for an unknown status;
// problem.Forbidden when the shopper asks for anything but a cancellation;
// problem.Conflict, naming the current status, for any other move the
// rules refuse (MsgCannotCancel for a shopper's late cancellation).
func Transition(mode, from, to string, actor Actor) error {
	if !Known(to) {
		return problem.Invalidf("status", fmt.Sprintf("Unknown status %q; use one of %s.", to, strings.Join(Statuses, ", ")))
	}
	if to == Cancelled {
		if CanCancel(from, actor) {
			return nil
		}
		if actor == Shopper {
			return &problem.Error{Kind: problem.Conflict, Message: MsgCannotCancel, Details: problem.Details{Status: from}}
		}
		return problem.New(problem.Conflict, "This reservation is %s and can no longer be cancelled.", Label(from))
	}
	if actor == Shopper {
		return problem.New(problem.Forbidden, "Only the store can move a reservation along; you may cancel it while it is pending.")
	}
	switch next := Next(mode, from); {
	case Final(from):
		return problem.New(problem.Conflict, "This reservation is %s and can no longer change.", Label(from))
	case from == to:
		return problem.New(problem.Conflict, "This reservation is already %s.", Label(from))
	case next == "":
		return problem.New(problem.Conflict, "This reservation is %s, which a %s reservation never is.", Label(from), mode)
	case to != next:
		return problem.New(problem.Conflict, "This reservation is %s; it can go next only to %s, or be cancelled.", Label(from), Label(next))
	}
	return nil
}
