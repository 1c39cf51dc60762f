package schedule_test

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/schedule"
)

// specialStore is noticeStore() (Los Angeles, Monday to Saturday 9 AM to
// 10 PM, Friday 10 AM to 2 AM; pickup on a 15-minute lead and a 45-minute
// last call in 30-minute windows; delivery 11 AM to 8 PM in hour-long
// windows) with Thanksgiving, Thursday 26 November 2026, closed, and
// Wednesday the 25th open only 12:00 to 16:00.
func specialStore() *catalog.Store {
	st := noticeStore()
	st.SpecialDays = []catalog.SpecialDay{
		{Date: "2026-11-25", Period: &catalog.Period{From: "12:00", To: "16:00"}, Note: "Early close"},
		{Date: "2026-11-26", Closed: true, Note: "Thanksgiving"},
	}
	return st
}

// TestSpecialDaysStatus: what "open now" reads on and around the special
// days, worked out by hand (PST, UTC−8).
func TestSpecialDaysStatus(t *testing.T) {
	for _, tt := range []struct {
		name             string
		mode             string
		now              time.Time
		state            schedule.State
		opensAt, closeAt time.Time
	}{
		// Wednesday 10:00 is within the week's 9–22, but the day opens at 12.
		{"before the special day's opening", schedule.Retail, at(la, 2026, 11, 25, 10, 0), schedule.Closed,
			at(la, 2026, 11, 25, 12, 0), at(la, 2026, 11, 25, 16, 0)},
		{"half an hour before it: nearly open", schedule.Retail, at(la, 2026, 11, 25, 11, 30), schedule.NearlyOpen,
			at(la, 2026, 11, 25, 12, 0), at(la, 2026, 11, 25, 16, 0)},
		{"within it", schedule.Retail, at(la, 2026, 11, 25, 15, 59), schedule.Open,
			at(la, 2026, 11, 25, 12, 0), at(la, 2026, 11, 25, 16, 0)},
		// 16:00 on Wednesday: closed through Thanksgiving, open Friday 10:00 to
		// Saturday 2:00.
		{"after its early close", schedule.Retail, at(la, 2026, 11, 25, 16, 0), schedule.Closed,
			at(la, 2026, 11, 27, 10, 0), at(la, 2026, 11, 28, 2, 0)},
		{"on Thanksgiving at noon", schedule.Retail, at(la, 2026, 11, 26, 12, 0), schedule.Closed,
			at(la, 2026, 11, 27, 10, 0), at(la, 2026, 11, 28, 2, 0)},
		// Delivery's own hours (11–20) give way to the special day's too.
		{"delivery on the early-close day", "delivery", at(la, 2026, 11, 25, 11, 30), schedule.NearlyOpen,
			at(la, 2026, 11, 25, 12, 0), at(la, 2026, 11, 25, 16, 0)},
		// The week after is the week's hours again: Thursday 3 December 9–22.
		{"a week later", schedule.Retail, at(la, 2026, 12, 3, 12, 0), schedule.Open,
			at(la, 2026, 12, 3, 9, 0), at(la, 2026, 12, 3, 22, 0)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := schedule.StoreStatus(specialStore(), tt.mode, tt.now)
			if got.State != tt.state || !got.OpensAt.Equal(tt.opensAt) || !got.ClosesAt.Equal(tt.closeAt) {
				t.Errorf("StoreStatus = %s %s–%s, want %s %s–%s", got.State, got.OpensAt, got.ClosesAt, tt.state, tt.opensAt, tt.closeAt)
			}
		})
	}
}

// TestSpecialDaysAfterMidnight: a closed special day does not cut short
// the period of the day before that runs past midnight: Friday 27
// November's 10:00–2:00 still runs on a closed Saturday the 28th.
func TestSpecialDaysAfterMidnight(t *testing.T) {
	st := noticeStore()
	st.SpecialDays = []catalog.SpecialDay{{Date: "2026-11-28", Closed: true}}
	got := schedule.StoreStatus(st, schedule.Retail, at(la, 2026, 11, 28, 1, 0))
	if got.State != schedule.Open || !got.ClosesAt.Equal(at(la, 2026, 11, 28, 2, 0)) {
		t.Errorf("Saturday 1:00 = %s until %s, want open until 2:00", got.State, got.ClosesAt)
	}
	// From 2:00 on, closed until Monday the 30th at 9:00 (Sunday is closed).
	got = schedule.StoreStatus(st, schedule.Retail, at(la, 2026, 11, 28, 12, 0))
	if got.State != schedule.Closed || !got.OpensAt.Equal(at(la, 2026, 11, 30, 9, 0)) {
		t.Errorf("Saturday noon = %s, opens %s, want closed until Monday 9:00", got.State, got.OpensAt)
	}
}

// TestSpecialDaysWindows: the windows and the last call of a special day.
func TestSpecialDaysWindows(t *testing.T) {
	st := specialStore()
	// Wednesday 25 November at 8:00. Pickup: lead 15, last call 45, windows of
	// 30 from 12:00: 12:00, 12:30 … 15:00 (16:00 − 45 = 15:15, so 15:30 is
	// past last call): 7 windows that day, none on Thanksgiving, and Friday's
	// first is 10:00.
	ws := schedule.Windows(st, "pickup", 0, at(la, 2026, 11, 25, 8, 0))
	var wednesday, thursday int
	var friday time.Time
	for _, w := range ws {
		switch w.Start.Day() {
		case 25:
			wednesday++
		case 26:
			thursday++
		case 27:
			if friday.IsZero() {
				friday = w.Start
			}
		}
	}
	if wednesday != 7 || thursday != 0 || !ws[0].Start.Equal(at(la, 2026, 11, 25, 12, 0)) ||
		!ws[6].Start.Equal(at(la, 2026, 11, 25, 15, 0)) || !friday.Equal(at(la, 2026, 11, 27, 10, 0)) {
		t.Errorf("windows: %d on Wednesday from %s to %s, %d on Thursday, Friday's first %s", wednesday, ws[0].Start, ws[6].Start, thursday, friday)
	}
	// At 15:20 the store is open, but 15:35 is past the 15:15 last call:
	// the earliest pickup is Friday's first window.
	n := schedule.NoticeAt(st, "pickup", 0, at(la, 2026, 11, 25, 15, 20))
	want := "Last call for pickup has passed; the earliest pickup is Friday, November 27 at 10:00 AM PST."
	if !n.Open || n.Reason != schedule.LastCall || n.Warning() != want {
		t.Errorf("notice at 15:20 = %+v, %q; want open, last call, %q", n, n.Warning(), want)
	}
	// On Thanksgiving the shop is closed, and says until when.
	if got, want := schedule.ClosedMessage(st, "pickup", at(la, 2026, 11, 26, 9, 0)),
		"The store is closed for pickup until Friday, November 27 at 10:00 AM PST."; got != want {
		t.Errorf("ClosedMessage = %q, want %q", got, want)
	}
}

// TestSpecialDaysOnly: a store with no weekly hours that opens on one
// special day is not always closed.
func TestSpecialDaysOnly(t *testing.T) {
	st := &catalog.Store{TimeZone: "America/Los_Angeles",
		SpecialDays: []catalog.SpecialDay{{Date: "2026-12-05", Period: &catalog.Period{From: "10:00", To: "14:00"}}}}
	got := schedule.StoreStatus(st, schedule.Retail, at(la, 2026, 12, 1, 12, 0))
	if got.State != schedule.Closed || !got.OpensAt.Equal(at(la, 2026, 12, 5, 10, 0)) {
		t.Errorf("StoreStatus = %+v, want closed until 5 December 10:00", got)
	}
	st.SpecialDays[0] = catalog.SpecialDay{Date: "2026-12-05", Closed: true}
	if got := schedule.StoreStatus(st, schedule.Retail, at(la, 2026, 12, 1, 12, 0)); got.State != schedule.AlwaysClosed {
		t.Errorf("with the day closed = %s, want always closed", got.State)
	}
}
