package segments

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// Store 7's staff manage store 7's staff segments and nothing else; a
// segment joined by rule is a conflict whoever asks, as it is no store's.
func TestCheckStaff(t *testing.T) {
	ours := &catalog.UserSegment{ID: 1, Membership: catalog.SegmentStaff, StoreID: 7}
	theirs := &catalog.UserSegment{ID: 2, Membership: catalog.SegmentStaff, StoreID: 8}
	seniors := &catalog.UserSegment{ID: 3, Membership: catalog.SegmentSeniors}
	tests := []struct {
		name    string
		s       *catalog.UserSegment
		kind    problem.Kind // "" when the staff manage it
		message string
	}{
		{"our staff segment", ours, "", ""},
		{"no segment", nil, problem.NotFound, MsgNoSegment},
		{"another store's", theirs, problem.NotFound, MsgNoSegment},
		{"joined by documents", seniors, problem.Conflict, MsgSegmentByRule},
	}
	for _, tt := range tests {
		err := CheckStaff(tt.s, 7)
		if tt.kind == "" {
			if err != nil {
				t.Errorf("%s: CheckStaff = %v, want nil", tt.name, err)
			}
			continue
		}
		if p, ok := err.(*problem.Error); !ok || p.Kind != tt.kind || p.Message != tt.message {
			t.Errorf("%s: CheckStaff = %#v, want %s %q", tt.name, err, tt.kind, tt.message)
		}
	}
}
