package accounts

import (
	"strings"
	"testing"
	"time"
)

func TestMsgTooManyAttempts(t *testing.T) {
	for _, tt := range []struct {
		wait time.Duration
		secs int
		want string
	}{
		{time.Millisecond, 1, "1 second."},
		{time.Second, 1, "1 second."},
		{1500 * time.Millisecond, 2, "2 seconds."},
		{time.Minute, 60, "60 seconds."},
		{time.Minute + time.Second, 61, "2 minutes."},
		{LockFor, 900, "15 minutes."},
	} {
		if got := RetrySeconds(tt.wait); got != tt.secs {
			t.Errorf("RetrySeconds(%v) = %d, want %d", tt.wait, got, tt.secs)
		}
		if got := MsgTooManyAttempts(tt.wait); got != "Too many failed attempts. Please try again in "+tt.want {
			t.Errorf("MsgTooManyAttempts(%v) = %q", tt.wait, got)
		}
	}
}

func TestStaffTokenNameProblem(t *testing.T) {
	for name, want := range map[string]string{
		"front desk": "", "": MsgStaffTokenName,
		strings.Repeat("é", MaxStaffTokenName): "", strings.Repeat("é", MaxStaffTokenName+1): MsgStaffTokenName,
	} {
		if got := StaffTokenNameProblem(name); got != want {
			t.Errorf("StaffTokenNameProblem(%d runes) = %q, want %q", len([]rune(name)), got, want)
		}
	}
}
