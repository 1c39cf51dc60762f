package schedule_test

import (
	"testing"
	"time"
	_ "time/tzdata" // the zones below, whatever the machine has installed

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// days builds a schedule: the same period on each listed day.
func days(from, to string, names ...string) []catalog.DayHours {
	var out []catalog.DayHours
	for _, n := range names {
		out = append(out, catalog.DayHours{Day: n, Period: catalog.Period{From: from, To: to}})
	}
	return out
}

var monToSat = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}

var (
	la = mustZone("America/Los_Angeles")
	ny = mustZone("America/New_York")
)

func mustZone(name string) *time.Location {
	l, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return l
}

// at is a wall clock time in loc.
func at(loc *time.Location, y int, m time.Month, d, hh, mm int) time.Time {
	return time.Date(y, m, d, hh, mm, 0, 0, loc)
}

func TestLocation(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"America/Denver", "America/Denver"},
		{"Eastern Time (US & Canada)", "America/New_York"},
		{"Central Time (US & Canada)", "America/Chicago"},
		{"Mountain Time (US & Canada)", "America/Denver"},
		{"Pacific Time (US & Canada)", "America/Los_Angeles"},
		{"Alaska", "America/Anchorage"},
		{"Arizona", "America/Phoenix"},
		{"Hawaii", "Pacific/Honolulu"},
		{"Indiana (East)", "America/Indiana/Indianapolis"},
		{"Puerto Rico", "America/Puerto_Rico"},
		{" Pacific ", "America/Los_Angeles"},
		{"Atlantis/Lost", "UTC"},
		{"", "UTC"},
		{"Local", "UTC"},
	} {
		if got := schedule.Location(tt.in).String(); got != tt.want {
			t.Errorf("Location(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestHours(t *testing.T) {
	working := days("09:00", "22:00", "monday")
	pickup := days("10:00", "20:00", "monday")
	st := &catalog.Store{Hours: catalog.Hours{Working: working, Pickup: pickup}}
	for _, tt := range []struct {
		mode string
		want []catalog.DayHours
	}{
		{"retail", working},
		{"working", working},
		{"kiosk", working},
		{"pickup", pickup},
		{"delivery", working}, // none of its own
		{"curbside", working},
		{"teleport", nil},
	} {
		got := schedule.Hours(st, tt.mode)
		if len(got) != len(tt.want) || len(got) > 0 && got[0] != tt.want[0] {
			t.Errorf("Hours(%s) = %v, want %v", tt.mode, got, tt.want)
		}
	}
}

func TestStatusAt(t *testing.T) {
	// Monday to Saturday 9 AM to 10 PM, but Friday 10 AM to 2 AM; closed on Sunday.
	// 23 November 2026 is a Monday; Los Angeles is on PST (UTC−8).
	week := append(days("09:00", "22:00", "monday", "tuesday", "wednesday", "thursday", "saturday"),
		days("10:00", "02:00", "friday")...)
	lateMonday := append(days("18:00", "00:00", "monday"), days("00:00", "03:00", "tuesday")...)
	for _, tt := range []struct {
		name         string
		hours        []catalog.DayHours
		loc          *time.Location
		now          time.Time
		want         schedule.State
		opens, close time.Time
	}{
		{"open at noon", week, la, at(la, 2026, 11, 23, 12, 0),
			schedule.Open, at(la, 2026, 11, 23, 9, 0), at(la, 2026, 11, 23, 22, 0)},
		{"the same instant given in UTC", week, la, time.Date(2026, 11, 23, 20, 0, 0, 0, time.UTC),
			schedule.Open, at(la, 2026, 11, 23, 9, 0), at(la, 2026, 11, 23, 22, 0)},
		{"open from the opening minute", week, la, at(la, 2026, 11, 23, 9, 0),
			schedule.Open, at(la, 2026, 11, 23, 9, 0), at(la, 2026, 11, 23, 22, 0)},
		{"29 minutes before opening: nearly open", week, la, at(la, 2026, 11, 23, 8, 31),
			schedule.NearlyOpen, at(la, 2026, 11, 23, 9, 0), at(la, 2026, 11, 23, 22, 0)},
		{"30 minutes before opening: nearly open", week, la, at(la, 2026, 11, 23, 8, 30),
			schedule.NearlyOpen, at(la, 2026, 11, 23, 9, 0), at(la, 2026, 11, 23, 22, 0)},
		{"31 minutes before opening: closed", week, la, at(la, 2026, 11, 23, 8, 29),
			schedule.Closed, at(la, 2026, 11, 23, 9, 0), at(la, 2026, 11, 23, 22, 0)},
		{"closed at the closing minute, opens tomorrow", week, la, at(la, 2026, 11, 23, 22, 0),
			schedule.Closed, at(la, 2026, 11, 24, 9, 0), at(la, 2026, 11, 24, 22, 0)},
		{"Friday's period past midnight is open on Saturday at 1 AM", week, la, at(la, 2026, 11, 28, 1, 0),
			schedule.Open, at(la, 2026, 11, 27, 10, 0), at(la, 2026, 11, 28, 2, 0)},
		{"closed at 2 AM on Saturday", week, la, at(la, 2026, 11, 28, 2, 0),
			schedule.Closed, at(la, 2026, 11, 28, 9, 0), at(la, 2026, 11, 28, 22, 0)},
		{"a day without an entry is closed", week, la, at(la, 2026, 11, 29, 12, 0),
			schedule.Closed, at(la, 2026, 11, 30, 9, 0), at(la, 2026, 11, 30, 22, 0)},
		{"periods that touch at midnight are one", lateMonday, la, at(la, 2026, 11, 23, 23, 59),
			schedule.Open, at(la, 2026, 11, 23, 18, 0), at(la, 2026, 11, 24, 3, 0)},
		{"no entries: always closed", nil, la, at(la, 2026, 11, 23, 12, 0),
			schedule.AlwaysClosed, time.Time{}, time.Time{}},
		{"no usable entries: always closed", days("9am", "10pm", "monday"), la, at(la, 2026, 11, 23, 12, 0),
			schedule.AlwaysClosed, time.Time{}, time.Time{}},
		// New York springs forward on Sunday 8 March 2026 at 2 AM EST (UTC−5) to 3 AM EDT (UTC−4).
		{"DST starts: Saturday night's period is 7 hours long", days("20:00", "04:00", "saturday"), ny,
			time.Date(2026, 3, 8, 7, 30, 0, 0, time.UTC), // 3:30 AM EDT
			schedule.Open, time.Date(2026, 3, 8, 1, 0, 0, 0, time.UTC), time.Date(2026, 3, 8, 8, 0, 0, 0, time.UTC)},
		{"DST starts: 9 AM on Sunday is 13:00 UTC, nearly open at 12:45 UTC", days("09:00", "17:00", "sunday"), ny,
			time.Date(2026, 3, 8, 12, 45, 0, 0, time.UTC),
			schedule.NearlyOpen, time.Date(2026, 3, 8, 13, 0, 0, 0, time.UTC), time.Date(2026, 3, 8, 21, 0, 0, 0, time.UTC)},
		// New York falls back on Sunday 1 November 2026 at 2 AM EDT to 1 AM EST (UTC−5).
		{"DST ends: 9 AM on Sunday is 14:00 UTC, closed at 13:29 UTC", days("09:00", "17:00", "sunday"), ny,
			time.Date(2026, 11, 1, 13, 29, 0, 0, time.UTC),
			schedule.Closed, time.Date(2026, 11, 1, 14, 0, 0, 0, time.UTC), time.Date(2026, 11, 1, 22, 0, 0, 0, time.UTC)},
		{"DST ends: nearly open at 13:31 UTC", days("09:00", "17:00", "sunday"), ny,
			time.Date(2026, 11, 1, 13, 31, 0, 0, time.UTC),
			schedule.NearlyOpen, time.Date(2026, 11, 1, 14, 0, 0, 0, time.UTC), time.Date(2026, 11, 1, 22, 0, 0, 0, time.UTC)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := schedule.StatusAt(tt.hours, tt.loc, tt.now)
			if got.State != tt.want || !got.OpensAt.Equal(tt.opens) || !got.ClosesAt.Equal(tt.close) {
				t.Errorf("StatusAt(%s) = %s %s–%s, want %s %s–%s", tt.now, got.State, got.OpensAt, got.ClosesAt,
					tt.want, tt.opens, tt.close)
			}
		})
	}
}

func TestStatusAtAllDay(t *testing.T) {
	got := schedule.StatusAt(days("00:00", "00:00", "monday", "tuesday"), la, at(la, 2026, 11, 23, 3, 0))
	if got.State != schedule.Open || !got.ClosesAt.Equal(at(la, 2026, 11, 25, 0, 0)) {
		t.Errorf("StatusAt(all day Monday and Tuesday) = %+v, want open until Wednesday 00:00", got)
	}
}

// store is a Los Angeles store open Monday to Saturday 9 AM to 10 PM, and on
// Friday until 2 AM, with pickup configured by ms.
func store(ms catalog.ModeSettings) *catalog.Store {
	ms.Enabled = true
	return &catalog.Store{
		TimeZone: "Pacific Time (US & Canada)",
		Hours: catalog.Hours{Working: append(days("09:00", "22:00", "monday", "tuesday", "wednesday", "thursday", "saturday"),
			days("10:00", "02:00", "friday")...)},
		Fulfillment: catalog.Fulfillment{Pickup: ms},
	}
}

func TestWindows(t *testing.T) {
	monday1007 := at(la, 2026, 11, 23, 10, 7)
	type span struct{ start, end time.Time }
	for _, tt := range []struct {
		name        string
		st          *catalog.Store
		mode        string
		extraLead   time.Duration
		now         time.Time
		count       int
		first, last span
	}{
		// Lead 15: 10:22, so 10:30. Monday 10:30–21:30 is 23 windows; Tuesday to
		// Thursday and Saturday 9:00–21:30 are 26 each; Friday 10:00 to 1:30 AM is
		// 32 (Saturday 0:00 to 1:30 among them); Sunday is closed.
		// Monday 23 + 3 × 26 + Friday 32 + Saturday 26 = 159.
		{"lead time and the weekly grid", store(catalog.ModeSettings{LeadTimeMinutes: 15, IntervalMinutes: 30}), "pickup", 0,
			monday1007, 159,
			span{at(la, 2026, 11, 23, 10, 30), at(la, 2026, 11, 23, 11, 0)},
			span{at(la, 2026, 11, 28, 21, 30), at(la, 2026, 11, 28, 22, 0)}},
		{"no interval: 30 minutes", store(catalog.ModeSettings{LeadTimeMinutes: 15}), "pickup", 0,
			monday1007, 159,
			span{at(la, 2026, 11, 23, 10, 30), at(la, 2026, 11, 23, 11, 0)},
			span{at(la, 2026, 11, 28, 21, 30), at(la, 2026, 11, 28, 22, 0)}},
		// An interval under 5 minutes (past the catalogue's checks) is 5: from
		// 10:25 Monday (10:22 on the grid) to 21:55 is 139 windows; 9:00 to
		// 22:00 is 156 (Tuesday to Thursday and Saturday); Friday 10:00 to
		// 2:00 is 192. 139 + 4 × 156 + 192 = 955.
		{"an interval of a minute is five", store(catalog.ModeSettings{LeadTimeMinutes: 15, IntervalMinutes: 1}), "pickup", 0,
			monday1007, 955,
			span{at(la, 2026, 11, 23, 10, 25), at(la, 2026, 11, 23, 10, 30)},
			span{at(la, 2026, 11, 28, 21, 55), at(la, 2026, 11, 28, 22, 0)}},
		// Minutes that would wrap a Duration are held to a year: one window a
		// period, the whole period, none on Monday (its start is before the
		// lead time and the next is a year on).
		{"an interval past a year is a year", store(catalog.ModeSettings{LeadTimeMinutes: 15, IntervalMinutes: 3_749_353_613_647_811}), "pickup", 0,
			monday1007, 5,
			span{at(la, 2026, 11, 24, 9, 0), at(la, 2026, 11, 24, 22, 0)},
			span{at(la, 2026, 11, 28, 9, 0), at(la, 2026, 11, 28, 22, 0)}},
		// Last call 45: no start after 21:15, so Monday ends at 21:00 (22
		// windows). The others lose one each too (21:30); Friday's period ends
		// at 2 AM, so its last start is 1:00. Saturday's last is 21:00.
		{"last call", store(catalog.ModeSettings{LeadTimeMinutes: 15, LastCallMinutes: 45}), "pickup", 0,
			monday1007, 159 - 6,
			span{at(la, 2026, 11, 23, 10, 30), at(la, 2026, 11, 23, 11, 0)},
			span{at(la, 2026, 11, 28, 21, 0), at(la, 2026, 11, 28, 21, 30)}},
		// 45-minute grid from 9:00: …, 21:00, 21:45 (cut short at 22:00).
		{"the last window is cut short at closing", store(catalog.ModeSettings{LeadTimeMinutes: 15, IntervalMinutes: 45}), "pickup", 0,
			monday1007, -1,
			span{at(la, 2026, 11, 23, 10, 30), at(la, 2026, 11, 23, 11, 15)},
			span{at(la, 2026, 11, 28, 21, 45), at(la, 2026, 11, 28, 22, 0)}},
		{"the minimum lead time when larger", store(catalog.ModeSettings{LeadTimeMinutes: 15, MinLeadTimeMinutes: 60}), "pickup", 0,
			monday1007, -1,
			span{at(la, 2026, 11, 23, 11, 30), at(la, 2026, 11, 23, 12, 0)}, span{}},
		{"an extra lead (a delivery zone's) when larger", store(catalog.ModeSettings{LeadTimeMinutes: 15}), "pickup", 90 * time.Minute,
			monday1007, -1,
			span{at(la, 2026, 11, 23, 12, 0), at(la, 2026, 11, 23, 12, 30)}, span{}},
		{"the lead time pushes to the next day", store(catalog.ModeSettings{LeadTimeMinutes: 30}), "pickup", 0,
			at(la, 2026, 11, 23, 21, 40), -1,
			span{at(la, 2026, 11, 24, 9, 0), at(la, 2026, 11, 24, 9, 30)}, span{}},
		// Max lead 120: up to 12:07, so 10:30, 11:00, 11:30, 12:00.
		{"max lead time", store(catalog.ModeSettings{LeadTimeMinutes: 15, MaxLeadTimeMinutes: 120}), "pickup", 0,
			monday1007, 4,
			span{at(la, 2026, 11, 23, 10, 30), at(la, 2026, 11, 23, 11, 0)},
			span{at(la, 2026, 11, 23, 12, 0), at(la, 2026, 11, 23, 12, 30)}},
		// Three a day on the six open days.
		{"windows displayed by day", store(catalog.ModeSettings{LeadTimeMinutes: 15, WindowsDisplayedByDay: 3}), "pickup", 0,
			monday1007, 18,
			span{at(la, 2026, 11, 23, 10, 30), at(la, 2026, 11, 23, 11, 0)},
			span{at(la, 2026, 11, 28, 1, 0), at(la, 2026, 11, 28, 1, 30)}},
		// Friday 23:10 + 15 = 23:25: 23:30, then past midnight until 1:30–2:00.
		{"past midnight", store(catalog.ModeSettings{LeadTimeMinutes: 15, MaxLeadTimeMinutes: 150}), "pickup", 0,
			at(la, 2026, 11, 27, 23, 10), 5,
			span{at(la, 2026, 11, 27, 23, 30), at(la, 2026, 11, 28, 0, 0)},
			span{at(la, 2026, 11, 28, 1, 30), at(la, 2026, 11, 28, 2, 0)}},
		{"yesterday's period counts today", store(catalog.ModeSettings{LeadTimeMinutes: 15, MaxLeadTimeMinutes: 60}), "pickup", 0,
			at(la, 2026, 11, 28, 0, 40), 2,
			span{at(la, 2026, 11, 28, 1, 0), at(la, 2026, 11, 28, 1, 30)},
			span{at(la, 2026, 11, 28, 1, 30), at(la, 2026, 11, 28, 2, 0)}},
		{"a mode not offered", store(catalog.ModeSettings{}), "delivery", 0, monday1007, 0, span{}, span{}},
		{"an unknown mode", store(catalog.ModeSettings{}), "teleport", 0, monday1007, 0, span{}, span{}},
		{"always closed", &catalog.Store{TimeZone: "America/Los_Angeles",
			Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true}}}, "pickup", 0, monday1007, 0, span{}, span{}},
		// Sunday 8 March 2026: 20:00 EST Saturday (01:00 UTC) to 04:00 EDT (08:00 UTC) is 7 hours.
		{"DST starts", &catalog.Store{TimeZone: "America/New_York", Hours: catalog.Hours{Working: days("20:00", "04:00", "saturday")},
			Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true, IntervalMinutes: 60}}}, "pickup", 0,
			time.Date(2026, 3, 8, 0, 0, 0, 0, time.UTC), 7,
			span{time.Date(2026, 3, 8, 1, 0, 0, 0, time.UTC), time.Date(2026, 3, 8, 2, 0, 0, 0, time.UTC)},
			span{time.Date(2026, 3, 8, 7, 0, 0, 0, time.UTC), time.Date(2026, 3, 8, 8, 0, 0, 0, time.UTC)}},
		// Sunday 1 November 2026: 20:00 EDT Saturday (00:00 UTC) to 04:00 EST (09:00 UTC) is 9 hours.
		{"DST ends", &catalog.Store{TimeZone: "America/New_York", Hours: catalog.Hours{Working: days("20:00", "04:00", "saturday")},
			Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true, IntervalMinutes: 60}}}, "pickup", 0,
			time.Date(2026, 10, 31, 23, 0, 0, 0, time.UTC), 9,
			span{time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 11, 1, 1, 0, 0, 0, time.UTC)},
			span{time.Date(2026, 11, 1, 8, 0, 0, 0, time.UTC), time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ws := schedule.Windows(tt.st, tt.mode, tt.extraLead, tt.now)
			if tt.count >= 0 && len(ws) != tt.count {
				t.Fatalf("Windows = %d windows, want %d: %v", len(ws), tt.count, ws)
			}
			if len(ws) == 0 {
				return
			}
			if f := ws[0]; !f.Start.Equal(tt.first.start) || !f.End.Equal(tt.first.end) {
				t.Errorf("first window = %s–%s, want %s–%s", f.Start, f.End, tt.first.start, tt.first.end)
			}
			if l := ws[len(ws)-1]; !tt.last.start.IsZero() && (!l.Start.Equal(tt.last.start) || !l.End.Equal(tt.last.end)) {
				t.Errorf("last window = %s–%s, want %s–%s", l.Start, l.End, tt.last.start, tt.last.end)
			}
			for i := 1; i < len(ws); i++ {
				if !ws[i].Start.After(ws[i-1].Start) || ws[i].Start.Before(ws[i-1].End) {
					t.Fatalf("windows %d and %d overlap or are out of order: %v, %v", i-1, i, ws[i-1], ws[i])
				}
			}
		})
	}
}

// On the day New York falls back, the clock reads 1 AM twice: once in EDT,
// then an hour later in EST. Both windows are listed.
func TestWindowsRepeatTheFallBackHour(t *testing.T) {
	st := &catalog.Store{TimeZone: "America/New_York", Hours: catalog.Hours{Working: days("20:00", "04:00", "saturday")},
		Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true, IntervalMinutes: 60}}}
	ws := schedule.Windows(st, "pickup", 0, time.Date(2026, 10, 31, 23, 0, 0, 0, time.UTC))
	a, b := ws[5].Start, ws[6].Start
	if a.Format("15:04 MST") != "01:00 EDT" || b.Format("15:04 MST") != "01:00 EST" {
		t.Errorf("windows 5 and 6 start at %s and %s, want 01:00 EDT and 01:00 EST", a.Format("15:04 MST"), b.Format("15:04 MST"))
	}
}

func TestChoose(t *testing.T) {
	st := store(catalog.ModeSettings{LeadTimeMinutes: 15})
	monday1007 := at(la, 2026, 11, 23, 10, 7)
	ptr := func(t time.Time) *time.Time { return &t }
	for _, tt := range []struct {
		name  string
		st    *catalog.Store
		mode  string
		now   time.Time
		start *time.Time
		want  time.Time
		field string
		msg   string
	}{
		{"as soon as possible", st, "pickup", monday1007, nil, at(la, 2026, 11, 23, 10, 30), "", ""},
		{"a listed window, given in UTC", st, "pickup", monday1007, ptr(time.Date(2026, 11, 24, 17, 0, 0, 0, time.UTC)),
			at(la, 2026, 11, 24, 9, 0), "", ""},
		{"off the grid", st, "pickup", monday1007, ptr(at(la, 2026, 11, 23, 10, 45)), time.Time{},
			"reservation_start_window", schedule.MsgWindowGone},
		{"inside the lead time", st, "pickup", monday1007, ptr(at(la, 2026, 11, 23, 10, 0)), time.Time{},
			"reservation_start_window", schedule.MsgWindowGone},
		{"on a closed day", st, "pickup", monday1007, ptr(at(la, 2026, 11, 29, 12, 0)), time.Time{},
			"reservation_start_window", schedule.MsgWindowGone},
		{"a mode not offered", st, "delivery", monday1007, nil, time.Time{},
			"reservation_mode", "This store does not offer delivery."},
		{"an unknown mode", st, "teleport", monday1007, nil, time.Time{},
			"reservation_mode", "Please choose pickup, delivery, curbside or kiosk."},
		{"closed for the mode, and when it opens", store(catalog.ModeSettings{MaxLeadTimeMinutes: 60}), "pickup",
			at(la, 2026, 11, 29, 12, 0), nil, time.Time{},
			"reservation_start_window", "The store is closed for pickup until Monday, November 30 at 9:00 AM PST."},
		{"always closed", &catalog.Store{TimeZone: "America/Los_Angeles",
			Fulfillment: catalog.Fulfillment{Pickup: catalog.ModeSettings{Enabled: true}}}, "pickup", monday1007, nil, time.Time{},
			"reservation_start_window", "The store is closed for pickup."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w, err := schedule.Choose(tt.st, tt.mode, 0, tt.now, tt.start)
			if tt.field == "" {
				if err != nil || !w.Start.Equal(tt.want) {
					t.Fatalf("Choose = %v, %v, want a window from %s", w, err, tt.want)
				}
				return
			}
			p, ok := err.(*problem.Error)
			if !ok || p.Kind != problem.Invalid || len(p.Fields[tt.field]) != 1 || p.Fields[tt.field][0] != tt.msg {
				t.Fatalf("Choose = %v, %v, want invalid %s %q", w, err, tt.field, tt.msg)
			}
		})
	}
}
