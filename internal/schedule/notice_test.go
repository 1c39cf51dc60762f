package schedule_test

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/schedule"
)

// noticeStore is store() (Los Angeles, Monday to Saturday 9 AM to 10 PM,
// Friday 10 AM to 2 AM) with pickup on a 15-minute lead and a 45-minute last
// call, and delivery on its own hours, 11 AM to 8 PM Monday to Saturday, in
// hour-long windows.
func noticeStore() *catalog.Store {
	st := store(catalog.ModeSettings{LeadTimeMinutes: 15, LastCallMinutes: 45, IntervalMinutes: 30})
	st.Hours.Delivery = days("11:00", "20:00", monToSat...)
	st.Fulfillment.Delivery = catalog.ModeSettings{Enabled: true, IntervalMinutes: 60}
	return st
}

// TestNoticeAt: the cart's is_open and warning_message at instants around
// closing and midnight in the store's zone (PST, UTC−8, in November 2026;
// the 23rd is a Monday). Each earliest window is worked out by hand from the
// lead time, the 30-minute grid from opening and the last call.
func TestNoticeAt(t *testing.T) {
	for _, tt := range []struct {
		name    string
		st      *catalog.Store
		mode    string
		now     time.Time
		open    bool
		reason  schedule.Reason
		warning string
	}{
		// 10:07 + 15 = 10:22, so the 10:30 window, before 22:00.
		{"open, served today", noticeStore(), "pickup", at(la, 2026, 11, 23, 10, 7), true, schedule.Served, ""},
		// 21:59 is open, but the last start is 21:15 (22:00 − 45).
		{"a minute before closing: last call passed", noticeStore(), "pickup", at(la, 2026, 11, 23, 21, 59), true, schedule.LastCall,
			"Last call for pickup has passed; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
		// The same instant given in UTC, where it is already Tuesday.
		{"a minute before closing, in UTC", noticeStore(), "pickup", time.Date(2026, 11, 24, 5, 59, 0, 0, time.UTC), true, schedule.LastCall,
			"Last call for pickup has passed; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
		// Closing is excluded: 22:00 is closed.
		{"at closing", noticeStore(), "pickup", at(la, 2026, 11, 23, 22, 0), false, schedule.ClosedNow,
			"The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
		{"a minute before midnight", noticeStore(), "pickup", at(la, 2026, 11, 23, 23, 59), false, schedule.ClosedNow,
			"The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
		{"at midnight", noticeStore(), "pickup", at(la, 2026, 11, 24, 0, 0), false, schedule.ClosedNow,
			"The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
		// Nearly open is still closed: 8:45 + 15 = 9:00, the first window.
		{"nearly open", noticeStore(), "pickup", at(la, 2026, 11, 24, 8, 45), false, schedule.ClosedNow,
			"The store is closed now; the earliest pickup is Tuesday, November 24 at 9:00 AM PST."},
		// Friday's period runs to 2 AM Saturday: at 0:30, 0:45 gives the
		// 1:00 window (the grid from 10:00), and 1:00 ≤ 1:15, the last call.
		{"after midnight in Friday's late period", noticeStore(), "pickup", at(la, 2026, 11, 28, 0, 30), true, schedule.Served, ""},
		// At 1:59, 2:14 is past the period; Saturday opens at 9:00.
		{"a minute before the late closing", noticeStore(), "pickup", at(la, 2026, 11, 28, 1, 59), true, schedule.LastCall,
			"Last call for pickup has passed; the earliest pickup is Saturday, November 28 at 9:00 AM PST."},
		// The shop is open at 10:07, delivery only from 11:00.
		{"before delivery hours", noticeStore(), "delivery", at(la, 2026, 11, 23, 10, 7), false, schedule.OutsideHours,
			"It is outside delivery hours; the earliest delivery is Monday, November 23 at 11:00 AM PST."},
		{"after delivery hours", noticeStore(), "delivery", at(la, 2026, 11, 23, 20, 30), false, schedule.OutsideHours,
			"It is outside delivery hours; the earliest delivery is Tuesday, November 24 at 11:00 AM PST."},
		{"delivery hours and the shop closed", noticeStore(), "delivery", at(la, 2026, 11, 23, 22, 30), false, schedule.ClosedNow,
			"The store is closed now; the earliest delivery is Tuesday, November 24 at 11:00 AM PST."},
		// Sunday is closed and pickup looks an hour ahead at most.
		{"no window within the maximum lead", store(catalog.ModeSettings{MaxLeadTimeMinutes: 60}), "pickup", at(la, 2026, 11, 29, 12, 0),
			false, schedule.NoWindow, "The store is closed for pickup until Monday, November 30 at 9:00 AM PST."},
		// A mode the store does not offer is refused at checkout; the cart
		// only says whether its hours are open.
		{"a mode not offered", store(catalog.ModeSettings{}), "delivery", at(la, 2026, 11, 23, 22, 30), false, schedule.Served, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			n := schedule.NoticeAt(tt.st, tt.mode, 0, tt.now)
			if n.Open != tt.open || n.Reason != tt.reason || n.Warning() != tt.warning {
				t.Errorf("NoticeAt = open %v, reason %q, warning %q; want %v, %q, %q", n.Open, n.Reason, n.Warning(), tt.open, tt.reason, tt.warning)
			}
		})
	}
}

// TestReservedFor: checkout's warning names the reservation's own window,
// in the store's zone whatever zone it is given in.
func TestReservedFor(t *testing.T) {
	wednesdayNoon := time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC) // 12:00 PST
	for _, tt := range []struct {
		name string
		now  time.Time
		want string
	}{
		{"closed", at(la, 2026, 11, 23, 22, 0), "The store is closed now; your pickup is for Wednesday, November 25 at 12:00 PM PST."},
		{"last call", at(la, 2026, 11, 23, 21, 59), "Last call for pickup has passed; your pickup is for Wednesday, November 25 at 12:00 PM PST."},
		{"served", at(la, 2026, 11, 23, 10, 7), ""},
	} {
		if got := schedule.NoticeAt(noticeStore(), "pickup", 0, tt.now).ReservedFor(wednesdayNoon); got != tt.want {
			t.Errorf("%s: ReservedFor = %q, want %q", tt.name, got, tt.want)
		}
	}
}
