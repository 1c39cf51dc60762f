package schedule_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/schedule"
)

// TestAroundMidnight runs the schedule at instants a second either side of
// midnight, in UTC and in each demo store's zone, and across the changes of
// the clocks in November 2026 and March 2027. The store opens for pickup
// 09:00–21:00 and delivers 18:00–01:00 (past midnight) every day, pickup
// windows of an hour with no lead time. Every expectation is a wall clock
// time of the store's zone, worked out by hand from the zone's offset at that
// instant (PST −8, PDT −7, EST −5, EDT −4, Puerto Rico's AST −4 all year).
func TestAroundMidnight(t *testing.T) {
	every := []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
	cases := []struct {
		zone string
		at   time.Time // the instant, in UTC
		// local is the instant's wall clock time in the zone.
		local string
		// pickup and delivery: "state, opens or closes at" in the zone.
		pickup, delivery string
		// firstWindow is the first pickup window's start in the zone.
		firstWindow string
	}{
		// A second before and after midnight in UTC (Thursday 26 to Friday 27
		// November 2026): still Thursday afternoon or evening in every zone.
		{"America/Los_Angeles", utc(2026, 11, 26, 23, 59, 59), "Thu 26 15:59:59 PST", "open, closes Thu 26 21:00", "closed, opens Thu 26 18:00", "Thu 26 16:00"},
		{"America/Los_Angeles", utc(2026, 11, 27, 0, 0, 1), "Thu 26 16:00:01 PST", "open, closes Thu 26 21:00", "closed, opens Thu 26 18:00", "Thu 26 17:00"},
		{"America/New_York", utc(2026, 11, 26, 23, 59, 59), "Thu 26 18:59:59 EST", "open, closes Thu 26 21:00", "open, closes Fri 27 01:00", "Thu 26 19:00"},
		{"America/New_York", utc(2026, 11, 27, 0, 0, 1), "Thu 26 19:00:01 EST", "open, closes Thu 26 21:00", "open, closes Fri 27 01:00", "Thu 26 20:00"},
		{"America/Toronto", utc(2026, 11, 27, 0, 0, 1), "Thu 26 19:00:01 EST", "open, closes Thu 26 21:00", "open, closes Fri 27 01:00", "Thu 26 20:00"},
		{"America/Puerto_Rico", utc(2026, 11, 27, 0, 0, 1), "Thu 26 20:00:01 AST", "open, closes Thu 26 21:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},

		// (In Puerto Rico the day's last pickup window, 20:00–21:00, has
		// begun, so the first a shopper can choose is tomorrow's.)

		// A second before and after the store's own midnight: the delivery
		// period that began at 18:00 runs on into the next day.
		{"America/Los_Angeles", utc(2026, 11, 27, 7, 59, 59), "Thu 26 23:59:59 PST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		{"America/Los_Angeles", utc(2026, 11, 27, 8, 0, 1), "Fri 27 00:00:01 PST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		{"America/New_York", utc(2026, 11, 27, 4, 59, 59), "Thu 26 23:59:59 EST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		{"America/New_York", utc(2026, 11, 27, 5, 0, 1), "Fri 27 00:00:01 EST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		{"America/Toronto", utc(2026, 11, 27, 4, 59, 59), "Thu 26 23:59:59 EST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		{"America/Toronto", utc(2026, 11, 27, 5, 0, 1), "Fri 27 00:00:01 EST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		{"America/Puerto_Rico", utc(2026, 11, 27, 3, 59, 59), "Thu 26 23:59:59 AST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		{"America/Puerto_Rico", utc(2026, 11, 27, 4, 0, 1), "Fri 27 00:00:01 AST", "closed, opens Fri 27 09:00", "open, closes Fri 27 01:00", "Fri 27 09:00"},
		// An hour after the store's midnight delivery has closed; pickup is
		// closed too and more than half an hour from opening.
		{"America/Puerto_Rico", utc(2026, 11, 27, 5, 0, 1), "Fri 27 01:00:01 AST", "closed, opens Fri 27 09:00", "closed, opens Fri 27 18:00", "Fri 27 09:00"},
		// Nearly open: 08:30:01 is 29 minutes 59 seconds before 09:00.
		{"America/Puerto_Rico", utc(2026, 11, 27, 12, 30, 1), "Fri 27 08:30:01 AST", "nearly_open, opens Fri 27 09:00", "closed, opens Fri 27 18:00", "Fri 27 09:00"},

		// Sunday 1 November 2026, 02:00 PDT becomes 01:00 PST: a day of 25
		// hours. Midnight at its start is still PDT (07:00Z); its end is PST
		// (08:00Z on the 2nd).
		{"America/Los_Angeles", utc(2026, 11, 1, 6, 59, 59), "Sat 31 23:59:59 PDT", "closed, opens Sun 01 09:00", "open, closes Sun 01 01:00", "Sun 01 09:00"},
		{"America/Los_Angeles", utc(2026, 11, 1, 7, 0, 1), "Sun 01 00:00:01 PDT", "closed, opens Sun 01 09:00", "open, closes Sun 01 01:00", "Sun 01 09:00"},
		{"America/Los_Angeles", utc(2026, 11, 2, 7, 59, 59), "Sun 01 23:59:59 PST", "closed, opens Mon 02 09:00", "open, closes Mon 02 01:00", "Mon 02 09:00"},
		{"America/Los_Angeles", utc(2026, 11, 2, 8, 0, 1), "Mon 02 00:00:01 PST", "closed, opens Mon 02 09:00", "open, closes Mon 02 01:00", "Mon 02 09:00"},
		{"America/New_York", utc(2026, 11, 2, 4, 59, 59), "Sun 01 23:59:59 EST", "closed, opens Mon 02 09:00", "open, closes Mon 02 01:00", "Mon 02 09:00"},
		{"America/Toronto", utc(2026, 11, 1, 4, 0, 1), "Sun 01 00:00:01 EDT", "closed, opens Sun 01 09:00", "open, closes Sun 01 01:00", "Sun 01 09:00"},
		// Sunday 14 March 2027, 02:00 PST becomes 03:00 PDT: a day of 23
		// hours. Its midnight is PST (08:00Z), the next PDT (07:00Z on the 15th).
		{"America/Los_Angeles", utc(2027, 3, 14, 8, 0, 1), "Sun 14 00:00:01 PST", "closed, opens Sun 14 09:00", "open, closes Sun 14 01:00", "Sun 14 09:00"},
		{"America/Los_Angeles", utc(2027, 3, 15, 6, 59, 59), "Sun 14 23:59:59 PDT", "closed, opens Mon 15 09:00", "open, closes Mon 15 01:00", "Mon 15 09:00"},
		{"America/Los_Angeles", utc(2027, 3, 15, 7, 0, 1), "Mon 15 00:00:01 PDT", "closed, opens Mon 15 09:00", "open, closes Mon 15 01:00", "Mon 15 09:00"},
		{"America/New_York", utc(2027, 3, 15, 3, 59, 59), "Sun 14 23:59:59 EDT", "closed, opens Mon 15 09:00", "open, closes Mon 15 01:00", "Mon 15 09:00"},
		// Puerto Rico keeps AST through both changes.
		{"America/Puerto_Rico", utc(2027, 3, 15, 3, 59, 59), "Sun 14 23:59:59 AST", "closed, opens Mon 15 09:00", "open, closes Mon 15 01:00", "Mon 15 09:00"},
	}
	for _, c := range cases {
		t.Run(c.zone+" "+c.local, func(t *testing.T) {
			loc := mustZone(c.zone)
			if got := c.at.In(loc).Format("Mon 02 15:04:05 MST"); got != c.local {
				t.Fatalf("%s in %s is %s, not %s as the case says", c.at.Format(time.RFC3339), c.zone, got, c.local)
			}
			st := &catalog.Store{TimeZone: c.zone,
				Hours: catalog.Hours{Pickup: days("09:00", "21:00", every...), Delivery: days("18:00", "01:00", every...)},
				Fulfillment: catalog.Fulfillment{
					Pickup:   catalog.ModeSettings{Enabled: true, IntervalMinutes: 60},
					Delivery: catalog.ModeSettings{Enabled: true, IntervalMinutes: 60},
				}}
			for mode, want := range map[string]string{"pickup": c.pickup, "delivery": c.delivery} {
				if got := describe(schedule.StatusAt(schedule.Hours(st, mode), loc, c.at), loc); got != want {
					t.Errorf("%s: %s, want %s", mode, got, want)
				}
			}
			first := "none"
			if ws := schedule.Windows(st, "pickup", 0, c.at); len(ws) > 0 {
				first = ws[0].Start.In(loc).Format("Mon 02 15:04")
			}
			if first != c.firstWindow {
				t.Errorf("first pickup window %s, want %s", first, c.firstWindow)
			}
		})
	}
}

func utc(y int, m time.Month, d, hh, mm, ss int) time.Time {
	return time.Date(y, m, d, hh, mm, ss, 0, time.UTC)
}

// describe writes a status as "state, opens|closes at Mon 02 15:04".
func describe(s schedule.Status, loc *time.Location) string {
	if s.State == schedule.Open {
		return fmt.Sprintf("open, closes %s", s.ClosesAt.In(loc).Format("Mon 02 15:04"))
	}
	return fmt.Sprintf("%s, opens %s", s.State, s.OpensAt.In(loc).Format("Mon 02 15:04"))
}
