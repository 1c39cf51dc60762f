package reservation

import (
	"cmp"
	"fmt"
	"github.com/pistil/pistil/internal/phone"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
)

// The store console's queue (docs/adr/0022-store-console.md, step 3): what
// its filters mean, which moves a reservation offers the store, and when
// the store may see the shopper's documents.

// TabActive is the queue's tab of the reservations still to be filled:
// every status that is not final.
const TabActive = "active"

// Active lists the statuses that are not final, in the order of Statuses.
func Active() []string {
	var out []string
	for _, s := range Statuses {
		if !Final(s) {
			out = append(out, s)
		}
	}
	return out
}

// ParseStatuses reads the queue's status filter: "" for every status, the
// tab TabActive, or statuses separated by commas. Errors: problem.Invalid
// on "status" naming an unknown one.
func ParseStatuses(raw string) ([]string, error) {
	raw = strings.TrimSpace(raw)
	switch raw {
	case "":
		return nil, nil
	case TabActive:
		return Active(), nil
	}
	var out []string
	for _, s := range strings.Split(raw, ",") {
		s = strings.TrimSpace(s)
		if !Known(s) {
			return nil, problem.Invalidf("status", fmt.Sprintf("Unknown status %q; use %s or one of %s.", s, TabActive, strings.Join(Statuses, ", ")))
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out, nil
}

// ParseModes reads the queue's mode filter: "" for every mode, or modes
// (checkout.Modes) separated by commas. Errors: problem.Invalid on "mode"
// naming an unknown one.
func ParseModes(raw string) ([]string, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, nil
	}
	var out []string
	for _, m := range strings.Split(raw, ",") {
		m = strings.TrimSpace(m)
		if !slices.Contains(checkout.Modes, m) {
			return nil, problem.Invalidf("mode", fmt.Sprintf("Unknown mode %q; use one of %s.", m, strings.Join(checkout.Modes, ", ")))
		}
		if !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out, nil
}

// WindowToday names the store's current day in the queue's window filter.
const WindowToday = "today"

// QueueDay reads the queue's window filter: "" for any day, WindowToday,
// or a day written YYYY-MM-DD, days being those of the store's time zone
// loc and today the one now falls in. It answers the day's first instant
// and the next day's (a local day may last 23 or 25 hours); zero times for
// any day. Errors: problem.Invalid on "window".
func QueueDay(raw string, now time.Time, loc *time.Location) (from, to time.Time, err error) {
	raw = strings.TrimSpace(raw)
	switch raw {
	case "":
		return time.Time{}, time.Time{}, nil
	case WindowToday:
		y, m, d := now.In(loc).Date()
		from = time.Date(y, m, d, 0, 0, 0, 0, loc)
	default:
		if from, err = time.ParseInLocation(time.DateOnly, raw, loc); err != nil {
			return time.Time{}, time.Time{}, problem.Invalidf("window",
				fmt.Sprintf("window is %s or a day written YYYY-MM-DD, not %q.", WindowToday, raw))
		}
	}
	return from, from.AddDate(0, 0, 1), nil
}

// MaxSearch bounds the queue's search, in characters.
const MaxSearch = 100

// Search is what the queue's search looks for, read by ParseSearch. A
// reservation matches when it matches any field that is set: its number
// (ID), its uuid, digits its phone number holds, or text (lower case) its
// shopper's name ("first last") or e-mail address holds. The zero Search
// matches everything.
type Search struct {
	ID     int64
	UUID   string
	Digits string
	Text   string
}

// Any reports whether s looks for anything.
func (s Search) Any() bool { return s != Search{} }

// minPhoneDigits is how many digits a search needs before it is looked for
// in phone numbers: fewer match too many to help.
const minPhoneDigits = 3

// ParseSearch reads the queue's search q (trimmed):
//   - "#" and a number is the reservation of that number, as its receipt
//     shows it;
//   - a uuid is the reservation of that uuid (its receipt link's);
//   - digits, with the punctuation phone numbers are written with, are a
//     reservation number (when they are digits alone) and part of a phone
//     number (from three digits; a leading 1 of eleven is dropped, as
//     checkout stores ten);
//   - anything else is part of a name or an e-mail address, in any case.
//
// Errors: problem.Invalid on "q" for more than MaxSearch characters.
func ParseSearch(q string) (Search, error) {
	q = strings.TrimSpace(q)
	if utf8.RuneCountInString(q) > MaxSearch {
		return Search{}, problem.Invalidf("q", fmt.Sprintf("Please search with no more than %d characters.", MaxSearch))
	}
	if q == "" {
		return Search{}, nil
	}
	if rest, ok := strings.CutPrefix(q, "#"); ok {
		if id, err := strconv.ParseInt(strings.TrimSpace(rest), 10, 64); err == nil && id > 0 {
			return Search{ID: id}, nil
		}
	}
	if isUUID(q) {
		return Search{UUID: strings.ToLower(q)}, nil
	}
	var s Search
	if digits, ok := phone.Digits(q); ok {
		if id, err := strconv.ParseInt(q, 10, 64); err == nil && id > 0 {
			s.ID = id
		}
		if len(digits) == 11 && digits[0] == '1' {
			digits = digits[1:]
		}
		if len(digits) >= minPhoneDigits {
			s.Digits = digits
		}
		if s.Any() {
			return s, nil
		}
	}
	return Search{Text: strings.ToLower(q)}, nil
}

// isUUID reports whether s is written as a uuid: 32 hex digits in groups
// of 8, 4, 4, 4 and 12 joined by hyphens.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i, r := range s {
		switch i {
		case 8, 13, 18, 23:
			if r != '-' {
				return false
			}
		default:
			if !strings.ContainsRune("0123456789abcdefABCDEF", r) {
				return false
			}
		}
	}
	return true
}

// NextStatuses are the statuses the store may move a reservation of mode
// in status to now: the next one on the mode's path, then cancelled while
// it is not final.
func NextStatuses(mode, status string) []string {
	out := []string{}
	if n := Next(mode, status); n != "" {
		out = append(out, n)
	}
	if CanCancel(status, Store) {
		out = append(out, Cancelled)
	}
	return out
}

// MsgCancelReason asks the store for the reason of a cancellation, which
// the shopper is sent.
const MsgCancelReason = "Please tell the shopper why the reservation is cancelled."

// CheckStoreCancel refuses a cancellation by the store's console without a
// reason (message, trimmed) for the shopper: problem.Invalid on "message".
// Any other move needs none.
func CheckStoreCancel(to, message string) error {
	if to == Cancelled && message == "" {
		return problem.Invalidf("message", MsgCancelReason)
	}
	return nil
}

// CheckDocuments refuses the store a look at the shopper's documents once
// their reservation in status is final (problem.Conflict): the store needs
// them to hand the reservation over, not after.
func CheckDocuments(status string) error {
	if Final(status) {
		return problem.New(problem.Conflict, "This reservation is %s; its shopper's documents are no longer shown.", Label(status))
	}
	return nil
}

// PickOrder is the order a budtender walks the shelves in: lines by kind,
// then brand, then name, then weight (as catalog.Weight orders them), in a
// new slice.
func PickOrder(lines []Line) []Line {
	out := slices.Clone(lines)
	slices.SortStableFunc(out, func(a, b Line) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Brand, b.Brand), cmp.Compare(a.Name, b.Name),
			cmp.Compare(a.PriceID.Index(), b.PriceID.Index()))
	})
	return out
}

// Items is how many items lines hold.
func Items(lines []Line) int {
	n := 0
	for _, l := range lines {
		n += l.Count
	}
	return n
}
