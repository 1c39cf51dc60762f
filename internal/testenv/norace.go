//go:build !race

package testenv

// Race says the tests run under the race detector, which makes
// reading tens of megabytes take minutes: tests that do skip it, and run in
// make test-clock, which goes without it.
const Race = false
