package accounts

import "testing"

// Five messages an hour: the fifth is still sent, the sixth waits.
func TestContactAllowed(t *testing.T) {
	for recent, want := range map[int]bool{0: true, 4: true, 5: false, 9: false} {
		if got := ContactAllowed(recent); got != want {
			t.Errorf("ContactAllowed(%d) = %v, want %v", recent, got, want)
		}
	}
}
