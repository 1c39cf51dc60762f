package segments

import (
	"slices"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
)

// The catalogue's segments in these cases: one of each way to join, and a
// second seniors segment from 60.
var list = []catalog.UserSegment{
	{ID: 1, Name: "Regulars", Membership: catalog.SegmentStaff, StoreID: 7},
	{ID: 2, Name: "Gold", Membership: catalog.SegmentGold},
	{ID: 3, Name: "Seniors", Membership: catalog.SegmentSeniors},
	{ID: 4, Name: "Sixty and over", Membership: catalog.SegmentSeniors, MinAge: 60},
	{ID: 5, Name: "Veterans", Membership: catalog.SegmentVeterans},
	{ID: 6, Name: "Patients", Membership: catalog.SegmentMedical},
	{ID: 7, Name: "Students", Membership: catalog.SegmentStudents},
	{ID: 8, Name: "Other regulars", Membership: catalog.SegmentStaff, StoreID: 9},
}

// docs is accounts.Satisfied of the photo slots given.
func docs(slots ...string) map[string]bool {
	present := map[string]bool{}
	for _, s := range slots {
		present[s] = true
	}
	return accounts.Satisfied(present)
}

func TestOf(t *testing.T) {
	// 1 March 2026 in the store's zone.
	today := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	id := docs(accounts.GovernmentPhoto)
	for _, tt := range []struct {
		name string
		c    Customer
		want []int64
	}{
		{"nobody in particular", Customer{}, nil},
		{"added by staff to one segment", Customer{Added: []int64{1}}, []int64{1}},
		{"added to a segment the catalogue no longer has", Customer{Added: []int64{99}}, nil},
		{"gold member", Customer{Gold: true}, []int64{2}},
		// 2026 − 1961 = 65, birthday today.
		{"65 today, with a photo ID", Customer{BirthDate: "1961-03-01", Documents: id}, []int64{3, 4}},
		// Turns 65 tomorrow: 64, but over 60.
		{"65 tomorrow", Customer{BirthDate: "1961-03-02", Documents: id}, []int64{4}},
		{"65 with no photo ID", Customer{BirthDate: "1961-03-01"}, nil},
		{"photo ID without a birth date", Customer{Documents: id}, nil},
		{"birth date not a date", Customer{BirthDate: "01/03/1961", Documents: id}, nil},
		// 1966 has no 29 February: not a date.
		{"29 February of a common year", Customer{BirthDate: "1966-02-29", Documents: id}, nil},
		{"born in the future", Customer{BirthDate: "2027-01-01", Documents: id}, nil},
		{"born 28 February 1966: 60", Customer{BirthDate: "1966-02-28", Documents: id}, []int64{4}},
		{"59", Customer{BirthDate: "1966-03-02", Documents: id}, nil},
		{"veteran photo", Customer{Documents: docs(accounts.VeteranPhoto)}, []int64{5}},
		{"medical card front only", Customer{Documents: docs(accounts.MMJCard)}, nil},
		{"medical card both sides", Customer{Documents: docs(accounts.MMJCard, accounts.MMJCardBack)}, []int64{6}},
		{"student photo", Customer{Documents: docs(accounts.StudentPhoto)}, []int64{7}},
		{"everything at once", Customer{Gold: true, BirthDate: "1950-07-04", Added: []int64{8, 1},
			Documents: docs(accounts.GovernmentPhoto, accounts.VeteranPhoto, accounts.MMJCard, accounts.MMJCardBack, accounts.StudentPhoto)},
			[]int64{1, 2, 3, 4, 5, 6, 7, 8}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Of(list, tt.c, today); !slices.Equal(got, tt.want) {
				t.Errorf("Of = %v, want %v", got, tt.want)
			}
		})
	}
}

// Someone born on 29 February 1960 turns 65 on 1 March 2025 (checkout.Age).
func TestOfLeapDayBirthday(t *testing.T) {
	c := Customer{BirthDate: "1960-02-29", Documents: docs(accounts.GovernmentPhoto)}
	seniors := list[2:3]
	if got := Of(seniors, c, time.Date(2025, 2, 28, 0, 0, 0, 0, time.UTC)); got != nil {
		t.Errorf("on 28 February 2025 (64): %v, want none", got)
	}
	if got := Of(seniors, c, time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)); !slices.Equal(got, []int64{3}) {
		t.Errorf("on 1 March 2025 (65): %v, want [3]", got)
	}
}

// Groups, as group specials name them, on Wednesday 25 November 2026.
func TestGroups(t *testing.T) {
	today := time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		name string
		c    Customer
		want []string
	}{
		{"no document", Customer{}, nil},
		{"a veteran and a student", Customer{Documents: docs(accounts.VeteranPhoto, accounts.StudentPhoto)}, []string{"students", "veterans"}},
		// 25 November 1961: 65 today.
		{"65 today, with a government ID", Customer{BirthDate: "1961-11-25", Documents: docs(accounts.GovernmentPhoto)}, []string{"seniors"}},
		// 26 November 1961: 65 tomorrow.
		{"64 until tomorrow", Customer{BirthDate: "1961-11-26", Documents: docs(accounts.GovernmentPhoto)}, nil},
		{"old enough, but no government ID", Customer{BirthDate: "1950-04-20", Documents: docs(accounts.StudentPhoto)}, []string{"students"}},
		{"a medical card and 76", Customer{BirthDate: "1950-04-20", Documents: docs(accounts.GovernmentPhoto, accounts.MMJCard, accounts.MMJCardBack)},
			[]string{"medical", "seniors"}},
	} {
		if got := Groups(tt.c, today); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Groups = %v, want %v", tt.name, got, tt.want)
		}
	}
}
