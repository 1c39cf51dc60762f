package segments

import (
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// StaffSegment is a staff segment as its store's staff see it.
type StaffSegment struct {
	catalog.UserSegment
	Members int
}

// Member is a customer a store's staff added to a segment.
type Member struct {
	CustomerID          int64
	Email               string
	FirstName, LastName string
	AddedAt             time.Time
}

// Messages of the staff segment calls.
const (
	MsgNoSegment     = "This store has no such user segment."
	MsgSegmentByRule = "Customers join this segment by their account or documents; staff cannot add or remove them."
	// MsgNoCustomer answers staff adding a customer no account matches.
	MsgNoCustomer = "There is no customer with that e-mail address or id."
	// MsgNotMember answers staff removing a customer who is not a member.
	MsgNotMember = "That customer is not in this segment."
)

// CheckStaff refuses store storeID's staff a segment s (nil when there is
// none) whose members they do not manage: problem.NotFound (MsgNoSegment)
// for none or another store's staff segment, problem.Conflict
// (MsgSegmentByRule) for a segment customers join by their account or
// documents, whichever store asks.
func CheckStaff(s *catalog.UserSegment, storeID int64) error {
	switch {
	case s == nil:
		return problem.New(problem.NotFound, MsgNoSegment)
	case s.Membership != catalog.SegmentStaff:
		return problem.New(problem.Conflict, MsgSegmentByRule)
	case s.StoreID != storeID:
		return problem.New(problem.NotFound, MsgNoSegment)
	}
	return nil
}
