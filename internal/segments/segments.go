// Package segments decides which user segments a customer is in (spec
// section 5: specials limited to segments apply to their members). It does
// no I/O: the caller gives the catalogue's segments and what is known of
// the customer.
package segments

import (
	"slices"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
)

// Customer is what segment membership is decided from.
type Customer struct {
	// Gold: the customer joined Gold.
	Gold bool
	// BirthDate is the identification document's birth date, YYYY-MM-DD,
	// "" when the document has none.
	BirthDate string
	// Documents are the customer's complete documents (accounts.Satisfied).
	Documents map[string]bool
	// Added are the staff segments the stores' staff added the customer to.
	Added []int64
}

// Of answers the ids of the segments in list that customer c is in on day
// today (the date in the store's time zone, as midnight UTC), in list order:
//   - staff: the store's staff added them;
//   - gold: they joined Gold;
//   - seniors: their document holds a government photo ID and a birth date
//     at least the segment's age (65 unless it says) years before today;
//   - veterans: a veteran photo; students: a student photo;
//   - medical: both sides of a medical marijuana card.
func Of(list []catalog.UserSegment, c Customer, today time.Time) []int64 {
	var ids []int64
	for i := range list {
		if in(&list[i], c, today) {
			ids = append(ids, list[i].ID)
		}
	}
	return ids
}

// Groups are the user groups, as group specials name them, that customer c
// is in on day today: those their documents admit them to (accounts.Groups:
// medical, students, veterans), and seniors when they are in a seniors
// segment that names no age (catalog.DefaultSeniorAge).
func Groups(c Customer, today time.Time) []string {
	groups := accounts.Groups(c.Documents)
	if in(&catalog.UserSegment{Membership: catalog.SegmentSeniors}, c, today) {
		groups = append(groups, catalog.SegmentSeniors)
	}
	return groups
}

func in(s *catalog.UserSegment, c Customer, today time.Time) bool {
	switch s.Membership {
	case catalog.SegmentStaff:
		return slices.Contains(c.Added, s.ID)
	case catalog.SegmentGold:
		return c.Gold
	case catalog.SegmentSeniors:
		birth, err := time.Parse(time.DateOnly, c.BirthDate)
		return err == nil && c.Documents[accounts.GovernmentPhoto] && !birth.After(today) &&
			checkout.Age(birth, today) >= s.SeniorAge()
	case catalog.SegmentVeterans:
		return c.Documents[accounts.VeteranPhoto]
	case catalog.SegmentStudents:
		return c.Documents[accounts.StudentPhoto]
	case catalog.SegmentMedical:
		return c.Documents[accounts.MMJCard]
	}
	return false
}
