package schedule_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/schedule"
)

// FuzzWindows checks what every list of windows must be, whatever the hours
// and settings: in order without overlap, each inside an open period, after
// the lead time, within the week, and each one Choose accepts as itself.
func FuzzWindows(f *testing.F) {
	f.Add(uint16(9*60), uint16(22*60), uint16(15), uint16(30), uint16(0), int64(0), uint8(0))
	f.Add(uint16(20*60), uint16(4*60), uint16(0), uint16(60), uint16(45), int64(3*24*60+17), uint8(1))
	f.Add(uint16(0), uint16(0), uint16(600), uint16(7), uint16(30), int64(6*24*60), uint8(2))
	zones := []string{"America/Los_Angeles", "America/New_York", "Pacific/Honolulu", "Mountain Time (US & Canada)"}
	// Sunday 1 March 2026 00:00 UTC; the fuzzer moves up to a year on, across both DST changes.
	base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, from, to, lead, interval, lastCall uint16, offsetMinutes int64, zone uint8) {
		from, to = from%(24*60), to%(24*60)
		hhmm := func(m uint16) string { return fmt.Sprintf("%02d:%02d", m/60, m%60) }
		var hours []catalog.DayHours
		for _, d := range []string{"monday", "wednesday", "friday", "saturday"} {
			hours = append(hours, catalog.DayHours{Day: d, Period: catalog.Period{From: hhmm(from), To: hhmm(to)}})
		}
		st := &catalog.Store{TimeZone: zones[int(zone)%len(zones)], Hours: catalog.Hours{Working: hours},
			Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true, LeadTimeMinutes: int(lead % 2000),
				IntervalMinutes: int(interval % 240), LastCallMinutes: int(lastCall % 300)}}}
		now := base.Add(time.Duration(offsetMinutes%(366*24*60)) * time.Minute)
		if now.Before(base) {
			now = base
		}
		loc := schedule.Location(st.TimeZone)
		ws := schedule.Windows(st, "pickup", 0, now)
		earliest := now.Add(time.Duration(lead%2000) * time.Minute)
		y, m, d := now.In(loc).Date()
		horizon := time.Date(y, m, d+schedule.Days, 0, 0, 0, 0, loc)
		for i, w := range ws {
			if !w.End.After(w.Start) || w.Start.Before(earliest) || !w.Start.Before(horizon) {
				t.Fatalf("window %d %v: empty, before %s or after %s", i, w, earliest, horizon)
			}
			if i > 0 && w.Start.Before(ws[i-1].End) {
				t.Fatalf("windows %d and %d overlap: %v %v", i-1, i, ws[i-1], w)
			}
			if s := schedule.StatusAt(hours, loc, w.Start); s.State != schedule.Open || w.End.After(s.ClosesAt) {
				t.Fatalf("window %d %v is not inside an open period: %+v", i, w, s)
			}
			if i != 0 && i != len(ws)/2 && i != len(ws)-1 {
				continue // Choose lists every window again: three are enough
			}
			start := w.Start.UTC()
			if got, err := schedule.Choose(st, "pickup", 0, now, &start); err != nil || got != w {
				t.Fatalf("Choose(%s) = %v, %v; want %v", start, got, err, w)
			}
		}
	})
}
