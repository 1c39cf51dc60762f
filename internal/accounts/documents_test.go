package accounts

import (
	"maps"
	"slices"
	"testing"
)

func TestSatisfiedAndGroups(t *testing.T) {
	tests := []struct {
		name    string
		present []string
		want    []string // satisfied documents
		groups  []string
	}{
		{"nothing", nil, nil, nil},
		{"government photo", []string{GovernmentPhoto}, []string{GovernmentPhoto}, nil},
		{"MMJ card front only", []string{MMJCard}, nil, nil},
		{"MMJ card back only", []string{MMJCardBack}, nil, nil},
		{"MMJ card both sides", []string{MMJCard, MMJCardBack}, []string{MMJCard}, []string{"medical"}},
		{"student", []string{StudentPhoto}, []string{StudentPhoto}, []string{"students"}},
		{"veteran", []string{VeteranPhoto}, []string{VeteranPhoto}, []string{"veterans"}},
		{"everything", PhotoSlots, []string{GovernmentPhoto, MMJCard, StudentPhoto, VeteranPhoto},
			[]string{"medical", "students", "veterans"}},
	}
	for _, tt := range tests {
		present := map[string]bool{}
		for _, s := range tt.present {
			present[s] = true
		}
		got := Satisfied(present)
		if keys := slices.Sorted(maps.Keys(got)); !slices.Equal(keys, []string{GovernmentPhoto, MMJCard, StudentPhoto, VeteranPhoto}) {
			t.Errorf("%s: Satisfied names %v", tt.name, keys)
		}
		var yes []string
		for _, s := range []string{GovernmentPhoto, MMJCard, StudentPhoto, VeteranPhoto} {
			if got[s] {
				yes = append(yes, s)
			}
		}
		if !slices.Equal(yes, tt.want) {
			t.Errorf("%s: Satisfied = %v, want %v", tt.name, yes, tt.want)
		}
		if g := Groups(got); !slices.Equal(g, tt.groups) {
			t.Errorf("%s: Groups = %v, want %v", tt.name, g, tt.groups)
		}
	}
}
