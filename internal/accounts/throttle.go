package accounts

import (
	"fmt"
	"time"
)

// Failed logins to one address are slowed, then locked:
//   - the first FreeFailures failures cost nothing;
//   - after that each attempt must wait 1 s, 2 s, 4 s, 8 s, 16 s after the
//     last failure;
//   - from LockAfter failures the address is locked for LockFor after the
//     last failure.
//
// A successful login clears the count. Addresses without an account are
// counted the same, so the answers reveal nothing.
const (
	FreeFailures = 5
	LockAfter    = 10
	LockFor      = 15 * time.Minute
)

// MsgBadLogin answers a wrong address or password alike, so that the
// answer does not say which addresses have accounts.
const MsgBadLogin = "The email or password is incorrect."

// LoginWait is how long a login to an address with failures failed attempts,
// the last at last, must still wait at now; 0 when it may go ahead.
func LoginWait(failures int, last, now time.Time) time.Duration {
	var pause time.Duration
	switch {
	case failures < FreeFailures:
		return 0
	case failures >= LockAfter:
		pause = LockFor
	default:
		pause = time.Second << (failures - FreeFailures)
	}
	if wait := last.Add(pause).Sub(now); wait > 0 {
		return wait
	}
	return 0
}

// RetrySeconds is wait in whole seconds, rounded up: when an attempt that
// must wait may be made again.
func RetrySeconds(wait time.Duration) int { return int((wait + time.Second - 1) / time.Second) }

// MsgTooManyAttempts refuses an attempt that must still wait (LoginWait):
// the wait in seconds, rounded up, or in minutes past a minute.
func MsgTooManyAttempts(wait time.Duration) string {
	n, unit := RetrySeconds(wait), "second"
	if wait > time.Minute {
		n, unit = int((wait+time.Minute-1)/time.Minute), "minute"
	}
	if n != 1 {
		unit += "s"
	}
	return fmt.Sprintf("Too many failed attempts. Please try again in %d %s.", n, unit)
}
