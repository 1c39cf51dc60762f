package catalog

import (
	"fmt"
	"slices"
)

// How customers join a user segment (UserSegment.Membership).
const (
	// SegmentStaff: the staff of the segment's store add and remove members
	// (the staff API).
	SegmentStaff = "staff"
	// SegmentGold: customers who joined Gold.
	SegmentGold = "gold"
	// SegmentSeniors: customers whose identification document shows a
	// government photo ID and a birth date at least MinAge years ago.
	SegmentSeniors = "seniors"
	// SegmentVeterans: customers whose document holds a veteran photo.
	SegmentVeterans = "veterans"
	// SegmentMedical: customers whose document holds both sides of a
	// medical marijuana card.
	SegmentMedical = "medical"
	// SegmentStudents: customers whose document holds a student photo.
	SegmentStudents = "students"
)

// SegmentMemberships are the ways a customer can join a segment.
var SegmentMemberships = []string{SegmentStaff, SegmentGold, SegmentSeniors, SegmentVeterans, SegmentMedical, SegmentStudents}

// DefaultSeniorAge is a seniors segment's age when it names none.
const DefaultSeniorAge = 65

// UserSegment is a group of customers that specials can be limited to
// (their rules' include and exclude user_segment_ids, spec section 5).
type UserSegment struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	// Membership says how customers join: one of SegmentMemberships.
	Membership string `json:"membership"`
	// StoreID is, for a staff segment, the store whose staff manage its
	// members; other segments have none.
	StoreID int64 `json:"store_id,omitempty"`
	// MinAge is a seniors segment's age in years (DefaultSeniorAge when 0).
	MinAge int `json:"min_age,omitempty"`
}

// SeniorAge is the age from which a customer is in a seniors segment.
func (s *UserSegment) SeniorAge() int {
	if s.MinAge == 0 {
		return DefaultSeniorAge
	}
	return s.MinAge
}

// userSegment checks one segment; stores are the document's (a staff
// segment's store may instead exist already, which the import checks).
func (c *checker) userSegment(p string, s *UserSegment, seen, stores map[int64]bool) {
	c.id(p, s.ID, seen, "user segment")
	c.required(p+".name", s.Name)
	if !slices.Contains(SegmentMemberships, s.Membership) {
		c.fail(p+".membership", "must be one of %v", SegmentMemberships)
	}
	switch {
	case s.Membership == SegmentStaff && s.StoreID == 0:
		c.fail(p+".store_id", "a staff segment needs the store whose staff manage its members")
	case s.Membership != SegmentStaff && s.StoreID != 0:
		c.fail(p+".store_id", "only a staff segment has a store: the others' members are decided by their accounts")
	case s.StoreID != 0 && len(stores) > 0 && !stores[s.StoreID]:
		c.fail(p+".store_id", "names store %d, which is not in stores", s.StoreID)
	}
	switch {
	case s.MinAge != 0 && s.Membership != SegmentSeniors:
		c.fail(p+".min_age", "only a seniors segment has an age")
	case s.MinAge != 0 && (s.MinAge < 18 || s.MinAge > 120):
		c.fail(p+".min_age", "must be between 18 and 120")
	}
}

// segmentPath names the segments of a document in problems.
func segmentPath(i int) string { return fmt.Sprintf("user_segments[%d]", i) }
