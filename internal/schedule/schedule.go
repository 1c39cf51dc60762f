// Package schedule reads a store's opening hours in its own time zone: whether
// a store (or one of its reservation modes) is open, nearly open or closed, and
// which reservation windows a shopper may choose over the coming week. It does
// no I/O; how full a window is lives in storage.
package schedule

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// Business constants of spec section 9 and the defaults this package chooses.
const (
	// NearlyOpenWithin is how soon an opening makes a closed store nearly open.
	NearlyOpenWithin = 30 * time.Minute
	// Days is how many calendar days, from today in the store's zone, the
	// windows cover.
	Days = 7
	// DefaultInterval is the length of a window when the mode sets none.
	DefaultInterval = 30 * time.Minute
	// MinInterval is the shortest reservation window (the catalogue's
	// least interval_minutes).
	MinInterval = 5 * time.Minute
)

// Modes that take reservations, in the order they are offered.
var Modes = []string{"pickup", "delivery", "curbside", "kiosk"}

// Retail is the schedule of the shop itself (the store's working hours).
const Retail = "retail"

// apiZones maps the time zone names of the storefront API (spec section 9) to
// IANA ids. The short forms are accepted as well.
var apiZones = map[string]string{
	"Eastern Time (US & Canada)":  "America/New_York",
	"Eastern":                     "America/New_York",
	"Central Time (US & Canada)":  "America/Chicago",
	"Central":                     "America/Chicago",
	"Mountain Time (US & Canada)": "America/Denver",
	"Mountain":                    "America/Denver",
	"Pacific Time (US & Canada)":  "America/Los_Angeles",
	"Pacific":                     "America/Los_Angeles",
	"Alaska":                      "America/Anchorage",
	"Arizona":                     "America/Phoenix",
	"Hawaii":                      "Pacific/Honolulu",
	"Indiana (East)":              "America/Indiana/Indianapolis",
	"Puerto Rico":                 "America/Puerto_Rico",
}

var locations sync.Map // zone name → *time.Location

// Location is the time zone a store's time_zone_identifier names: an IANA id
// such as "America/Denver", or one of the API names of spec section 9 such as
// "Mountain Time (US & Canada)". Anything else, the empty name and "Local"
// included, is UTC: never the server's own zone.
func Location(tz string) *time.Location {
	tz = strings.TrimSpace(tz)
	if l, ok := locations.Load(tz); ok {
		return l.(*time.Location)
	}
	name := tz
	if id, ok := apiZones[tz]; ok {
		name = id
	}
	loc := time.UTC
	if name != "" && name != "Local" {
		if l, err := time.LoadLocation(name); err == nil {
			loc = l
		}
	}
	locations.Store(tz, loc)
	return loc
}

// Hours is the schedule of a mode: "retail" (or "working") and "kiosk" follow
// the store's working hours; "pickup", "delivery" and "curbside" their own
// hours, or the working hours when they have none. An unknown mode has none.
func Hours(st *catalog.Store, mode string) []catalog.DayHours {
	var own []catalog.DayHours
	switch mode {
	case Retail, "working", "kiosk":
		return st.Hours.Working
	case "pickup":
		own = st.Hours.Pickup
	case "delivery":
		own = st.Hours.Delivery
	case "curbside":
		own = st.Hours.Curbside
	default:
		return nil
	}
	if len(own) == 0 {
		return st.Hours.Working
	}
	return own
}

// Settings returns the settings of a reservation mode, and false for a mode
// that is not one of Modes.
func Settings(st *catalog.Store, mode string) (catalog.ModeSettings, bool) {
	switch mode {
	case "pickup":
		return st.Fulfillment.Pickup, true
	case "delivery":
		return st.Fulfillment.Delivery, true
	case "curbside":
		return st.Fulfillment.Curbside, true
	case "kiosk":
		return st.Fulfillment.Kiosk, true
	}
	return catalog.ModeSettings{}, false
}

// Offered reports whether the store takes reservations in mode. Curbside
// follows the store's curbside setting: not offered when not_allowed (or
// unset), and the only way to pick up when mandatory, which takes plain
// pickup away.
func Offered(st *catalog.Store, mode string) bool {
	ms, ok := Settings(st, mode)
	if !ok || !ms.Enabled {
		return false
	}
	switch setting := st.Fulfillment.CurbsideSetting; mode {
	case "pickup":
		return setting != "mandatory"
	case "curbside":
		return setting == "allowed" || setting == "mandatory"
	}
	return true
}

// State is how a schedule stands at an instant.
type State string

// The states of a schedule (spec section 4).
const (
	Open         State = "open"
	NearlyOpen   State = "nearly_open"   // closed, opening within NearlyOpenWithin
	Closed       State = "closed"        // closed, opening later
	AlwaysClosed State = "always_closed" // no hours at all
)

// Status is the state of a schedule at an instant, with the period that is
// open then or opens next: OpensAt and ClosesAt, in the store's zone. Both are
// zero when no period begins within the days covered.
type Status struct {
	State    State
	OpensAt  time.Time
	ClosesAt time.Time
}

// StatusAt is the state of hours at instant now in zone loc. A store is open
// from a period's From (included) to its To (excluded); nearly open when it
// opens at most NearlyOpenWithin after now. A schedule with no usable entry
// is always closed.
func StatusAt(hours []catalog.DayHours, loc *time.Location, now time.Time) Status {
	return statusAt(hours, nil, loc, now)
}

// StoreStatus is the state of the store's schedule for mode (Hours, and
// the store's special days) at instant now, in the store's zone.
func StoreStatus(st *catalog.Store, mode string, now time.Time) Status {
	return statusAt(Hours(st, mode), st.SpecialDays, Location(st.TimeZone), now)
}

func statusAt(hours []catalog.DayHours, special []catalog.SpecialDay, loc *time.Location, now time.Time) Status {
	if len(parse(hours)) == 0 && !opensOnSpecialDay(special) {
		return Status{State: AlwaysClosed}
	}
	now = now.In(loc)
	for _, p := range periods(hours, special, now, -1, Days) {
		switch {
		case !now.Before(p.start) && now.Before(p.end):
			return Status{State: Open, OpensAt: p.start, ClosesAt: p.end}
		case p.start.After(now):
			state := Closed
			if p.start.Sub(now) <= NearlyOpenWithin {
				state = NearlyOpen
			}
			return Status{State: state, OpensAt: p.start, ClosesAt: p.end}
		}
	}
	return Status{State: Closed}
}

// Window is a span a reservation is fulfilled in, in the store's zone.
type Window struct {
	Start, End time.Time
}

// Windows lists the windows a shopper may choose for mode at instant now, in
// order, for the calendar days from now's day to Days−1 days later in the
// store's zone (a period of the day before that runs past midnight counts
// today). Each open period of the mode is cut into windows of the mode's
// IntervalMinutes (DefaultInterval when unset), from its opening; the last is
// cut short at closing. A window is listed when it starts:
//   - no earlier than now plus the lead time, the largest of the mode's
//     LeadTimeMinutes and MinLeadTimeMinutes and extraLead (a delivery
//     zone's lead time);
//   - no later than now plus MaxLeadTimeMinutes, when set;
//   - no later than closing minus LastCallMinutes, and before closing;
//   - among the first WindowsDisplayedByDay of its day, when set.
//
// A mode the store does not offer has no windows.
func Windows(st *catalog.Store, mode string, extraLead time.Duration, now time.Time) []Window {
	ms, ok := Settings(st, mode)
	if !ok || !ms.Enabled {
		return nil
	}
	loc := Location(st.TimeZone)
	now = now.In(loc)
	interval := minutes(ms.IntervalMinutes)
	if interval <= 0 {
		interval = DefaultInterval
	}
	// A window is never shorter than MinInterval, so a day holds at most
	// 288 of them whatever the settings say.
	interval = max(interval, MinInterval)
	earliest := now.Add(max(minutes(ms.LeadTimeMinutes), minutes(ms.MinLeadTimeMinutes), extraLead, 0))
	var latest time.Time
	if ms.MaxLeadTimeMinutes > 0 {
		latest = now.Add(minutes(ms.MaxLeadTimeMinutes))
	}
	lastCall := max(minutes(ms.LastCallMinutes), 0)
	y, m, d := now.Date()
	horizon := time.Date(y, m, d+Days, 0, 0, 0, 0, loc)
	perDay := map[string]int{}
	var out []Window
	for _, p := range periods(Hours(st, mode), st.SpecialDays, now, -1, Days-1) {
		lastStart := p.end.Add(-lastCall)
		start := p.start
		if start.Before(earliest) {
			// Skip to the first window on the period's grid at or after earliest.
			steps := (earliest.Sub(start) + interval - 1) / interval
			start = start.Add(steps * interval)
		}
		for ; start.Before(p.end) && !start.After(lastStart); start = start.Add(interval) {
			if !latest.IsZero() && start.After(latest) || !start.Before(horizon) {
				return out
			}
			day := start.Format(time.DateOnly)
			if ms.WindowsDisplayedByDay > 0 && perDay[day] >= ms.WindowsDisplayedByDay {
				continue
			}
			perDay[day]++
			out = append(out, Window{Start: start, End: minTime(start.Add(interval), p.end)})
		}
	}
	return out
}

// Messages of Choose, and of taking room in the window it chose.
const (
	MsgWindowGone = "That window is no longer available; please choose another."
	// MsgWindowFull refuses a reservation for a window that already holds
	// the mode's MaxOrdersPerWindow.
	MsgWindowFull = "That window is full; please choose another."
)

// Choose is the window a reservation in mode asks for at instant now: the
// earliest of Windows when start is nil (as soon as possible), else the
// listed window that starts at the same instant as *start. It returns a
// problem.Invalid error on reservation_mode when the store does not offer the
// mode, and on reservation_start_window when the mode has no window at all
// (the store is closed for it, saying until when if it opens within the days
// covered) or none starts at *start.
func Choose(st *catalog.Store, mode string, extraLead time.Duration, now time.Time, start *time.Time) (Window, error) {
	if err := CheckMode(st, mode); err != nil {
		return Window{}, err
	}
	return ChooseFrom(st, mode, Windows(st, mode, extraLead, now), now, start)
}

// ChooseFrom is Choose over windows already listed by Windows for the same
// store, mode, lead and instant, for a caller that needs the list as well.
func ChooseFrom(st *catalog.Store, mode string, ws []Window, now time.Time, start *time.Time) (Window, error) {
	if len(ws) == 0 {
		return Window{}, problem.Invalidf("reservation_start_window", ClosedMessage(st, mode, now))
	}
	if start == nil {
		return ws[0], nil
	}
	for _, w := range ws {
		if w.Start.Equal(*start) {
			return w, nil
		}
	}
	return Window{}, problem.Invalidf("reservation_start_window", MsgWindowGone)
}

// CheckMode returns a problem.Invalid error on reservation_mode when mode is
// not one of Modes or the store does not offer it, else nil.
func CheckMode(st *catalog.Store, mode string) error {
	if _, ok := Settings(st, mode); !ok {
		return problem.Invalidf("reservation_mode", "Please choose pickup, delivery, curbside or kiosk.")
	}
	if !Offered(st, mode) {
		return problem.Invalidf("reservation_mode", fmt.Sprintf("This store does not offer %s.", modeName(mode)))
	}
	return nil
}

// ClosedMessage says that the store takes no reservations in mode for now,
// and when it next opens for it when that is known: "The store is closed for
// pickup until Tuesday, November 24 at 9:00 AM PST."
func ClosedMessage(st *catalog.Store, mode string, now time.Time) string {
	loc := Location(st.TimeZone)
	now = now.In(loc)
	for _, p := range periods(Hours(st, mode), st.SpecialDays, now, -1, Days) {
		if p.start.After(now) {
			return fmt.Sprintf("The store is closed for %s until %s.", modeName(mode), p.start.Format(WhenLayout))
		}
	}
	return fmt.Sprintf("The store is closed for %s.", modeName(mode))
}

func modeName(mode string) string {
	if mode == "kiosk" {
		return "kiosk orders"
	}
	return mode
}

// entry is a usable line of a schedule: a weekday and minutes from midnight.
type entry struct {
	day      time.Weekday
	from, to int
}

var weekdays = map[string]time.Weekday{
	"sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday,
	"thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday,
}

// parse keeps the entries with a known day and two HH:mm times.
func parse(hours []catalog.DayHours) []entry {
	var out []entry
	for _, h := range hours {
		day, ok := weekdays[strings.ToLower(strings.TrimSpace(h.Day))]
		from, okFrom := clock(h.Period.From)
		to, okTo := clock(h.Period.To)
		if ok && okFrom && okTo {
			out = append(out, entry{day: day, from: from, to: to})
		}
	}
	return out
}

// clock reads "HH:mm" (24-hour) as minutes from midnight.
func clock(s string) (int, bool) {
	t, err := time.Parse("15:04", strings.TrimSpace(s))
	if err != nil {
		return 0, false
	}
	return t.Hour()*60 + t.Minute(), true
}

type period struct{ start, end time.Time }

// periods are the open periods of hours that begin on the calendar days from
// first to last days after now's day (in now's zone), merged where they touch
// or overlap and sorted. A date of special has its own period, or none when
// closed, instead of its weekday's. A To earlier than From closes the next
// day; a To equal to From is open 24 hours. Times are wall clock times of each
// day, so a period across a daylight saving change is an hour shorter or
// longer.
func periods(hours []catalog.DayHours, special []catalog.SpecialDay, now time.Time, first, last int) []period {
	entries := parse(hours)
	loc := now.Location()
	y, m, d := now.Date()
	var ps []period
	add := func(dy int, dm time.Month, dd, from, to int) {
		endDay := dd
		if to <= from {
			endDay++
		}
		ps = append(ps, period{
			start: time.Date(dy, dm, dd, from/60, from%60, 0, 0, loc),
			end:   time.Date(dy, dm, endDay, to/60, to%60, 0, 0, loc),
		})
	}
	for k := first; k <= last; k++ {
		day := time.Date(y, m, d+k, 12, 0, 0, 0, loc)
		dy, dm, dd := day.Date()
		if sd, ok := specialDay(special, day.Format(time.DateOnly)); ok {
			if from, to, open := sd.hours(); open {
				add(dy, dm, dd, from, to)
			}
			continue
		}
		for _, e := range entries {
			if e.day == day.Weekday() {
				add(dy, dm, dd, e.from, e.to)
			}
		}
	}
	slices.SortFunc(ps, func(a, b period) int { return a.start.Compare(b.start) })
	var merged []period
	for _, p := range ps {
		if n := len(merged); n > 0 && !p.start.After(merged[n-1].end) {
			merged[n-1].end = maxTime(merged[n-1].end, p.end)
			continue
		}
		merged = append(merged, p)
	}
	return merged
}

// special is a special day as periods reads it.
type special catalog.SpecialDay

// specialDay is the special day of date (YYYY-MM-DD), if there is one.
func specialDay(days []catalog.SpecialDay, date string) (special, bool) {
	for _, sd := range days {
		if strings.TrimSpace(sd.Date) == date {
			return special(sd), true
		}
	}
	return special{}, false
}

// hours are a special day's opening and closing in minutes from midnight,
// and false when it is closed (or its period cannot be read).
func (sd special) hours() (from, to int, open bool) {
	if sd.Closed || sd.Period == nil {
		return 0, 0, false
	}
	from, okFrom := clock(sd.Period.From)
	to, okTo := clock(sd.Period.To)
	return from, to, okFrom && okTo
}

// opensOnSpecialDay reports whether some special day has hours.
func opensOnSpecialDay(days []catalog.SpecialDay) bool {
	for _, sd := range days {
		if _, _, open := special(sd).hours(); open {
			return true
		}
	}
	return false
}

// minutes is n minutes, held within a year either way: a store's settings
// past the catalogue's bounds must neither overflow a Duration nor wrap
// round to a few microseconds.
func minutes(n int) time.Duration {
	const year = 366 * 24 * 60
	return time.Duration(min(max(n, -year), year)) * time.Minute
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
