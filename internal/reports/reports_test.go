package reports

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestSummarise(t *testing.T) {
	// A store in Los Angeles (UTC−7 in July); the period is 2 July and 3
	// July, local.
	la, err := time.LoadLocation("America/Los_Angeles")
	if err != nil {
		t.Skip(err)
	}
	from := time.Date(2026, 7, 2, 0, 0, 0, 0, la)
	to := time.Date(2026, 7, 4, 0, 0, 0, 0, la)
	at := func(day, hour, minute int) time.Time { return time.Date(2026, 7, day, hour, minute, 0, 0, la).UTC() }
	sales := []Sale{
		// 2 July 09:15: pickup, $40 of items, $4 off, $48.40 paid.
		{At: at(2, 9, 15), Mode: "pickup", Gross: 4000, Net: 3600, Total: 4840},
		// 2 July 09:50: delivery, cancelled: counted apart, its amounts left out.
		{At: at(2, 9, 50), Mode: "delivery", Cancelled: true, Gross: 9999, Net: 9999, Total: 9999},
		// 2 July 23:30 local is 3 July 06:30 UTC: still the 2nd, hour 23.
		{At: at(2, 23, 30), Mode: "delivery", Gross: 2500, Net: 2500, Total: 3000},
		// 3 July 00:05: the 3rd, hour 0.
		{At: at(3, 0, 5), Mode: "pickup", Gross: 1000, Net: 800, Total: 900},
		// 1 July 23:59 and 4 July 00:00: outside the period.
		{At: at(1, 23, 59), Mode: "pickup", Gross: 1, Net: 1, Total: 1},
		{At: at(4, 0, 0), Mode: "pickup", Gross: 1, Net: 1, Total: 1},
	}
	got := Summarise(sales, from, to)
	wantTotals := Figures{Reservations: 3, Gross: 7500, Net: 6900, Total: 8740, Cancelled: 1}
	if got.Totals != wantTotals {
		t.Errorf("totals = %+v, want %+v", got.Totals, wantTotals)
	}
	wantDays := []DayFigures{
		{"2026-07-02", Figures{Reservations: 2, Gross: 6500, Net: 6100, Total: 7840, Cancelled: 1}},
		{"2026-07-03", Figures{Reservations: 1, Gross: 1000, Net: 800, Total: 900}},
	}
	if !reflect.DeepEqual(got.Days, wantDays) {
		t.Errorf("days = %+v, want %+v", got.Days, wantDays)
	}
	// Pickup has 2 reservations, delivery 1 and a cancelled one: a tie at
	// 2, broken by name.
	wantModes := []ModeFigures{
		{"delivery", Figures{Reservations: 1, Gross: 2500, Net: 2500, Total: 3000, Cancelled: 1}},
		{"pickup", Figures{Reservations: 2, Gross: 5000, Net: 4400, Total: 5740}},
	}
	if !reflect.DeepEqual(got.Modes, wantModes) {
		t.Errorf("modes = %+v, want %+v", got.Modes, wantModes)
	}
	if len(got.Hours) != 24 {
		t.Fatalf("%d hours", len(got.Hours))
	}
	wantHours := map[int]Figures{
		0:  {Reservations: 1, Gross: 1000, Net: 800, Total: 900},
		9:  {Reservations: 1, Gross: 4000, Net: 3600, Total: 4840, Cancelled: 1},
		23: {Reservations: 1, Gross: 2500, Net: 2500, Total: 3000},
	}
	for h, f := range got.Hours {
		if f.Hour != h || f.Figures != wantHours[h] {
			t.Errorf("hour %d = %+v, want %+v", h, f, wantHours[h])
		}
	}
}

func TestSummariseEmpty(t *testing.T) {
	from := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	got := Summarise(nil, from, from.AddDate(0, 0, 3))
	if len(got.Days) != 3 || got.Days[2].Day != "2026-03-03" || got.Modes != nil || got.Totals != (Figures{}) {
		t.Errorf("got %+v", got)
	}
}

func TestDaysAcrossTheClockChange(t *testing.T) {
	// 8 March 2026 is 23 hours long in New York.
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Skip(err)
	}
	from := time.Date(2026, 3, 7, 0, 0, 0, 0, ny)
	got := Days(from, time.Date(2026, 3, 10, 0, 0, 0, 0, ny))
	want := []string{"2026-03-07", "2026-03-08", "2026-03-09"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Days = %v, want %v", got, want)
	}
}

func TestFunnel(t *testing.T) {
	days := []string{"2026-07-02", "2026-07-03", "2026-07-04"}
	rows := []FunnelRow{
		{"2026-07-02", FunnelCounts{Impressions: 10, Clicks: 4, AddToCarts: 2, Reservations: 1}},
		{"2026-07-02", FunnelCounts{Impressions: 5, Clicks: 1}},
		{"2026-07-04", FunnelCounts{Impressions: 3, AddToCarts: 1, Reservations: 1}},
		{"2026-07-09", FunnelCounts{Impressions: 100}}, // not a day of the period
	}
	got, total := Funnel(days, rows)
	want := []FunnelDay{
		{"2026-07-02", FunnelCounts{15, 5, 2, 1}},
		{"2026-07-03", FunnelCounts{}},
		{"2026-07-04", FunnelCounts{3, 0, 1, 1}},
	}
	if !reflect.DeepEqual(got, want) || total != (FunnelCounts{18, 5, 3, 2}) {
		t.Errorf("Funnel = %+v, %+v", got, total)
	}
}

func TestNormalSearch(t *testing.T) {
	long := strings.Repeat("ab ", 60) // 180 characters
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"   ", ""},
		{"  Blue   DREAM\t", "blue dream"},
		{"gummies\x00 for\nsleep", "gummies for sleep"},
		{"call me 555-123-4567", "call me [redacted]"},
		{"Jo.Smith@Example.com pre-rolls", "[redacted] pre-rolls"},
		{"4111 1111 1111 1111", "**** **** **** ****"},
		{"call 415  555  0199", "call [redacted]"},
		{"card 4111  1111\u00a01111\t1111", "card **** **** **** ****"},
		{"Édition Limitée", "édition limitée"},
		{long, strings.TrimSpace(long[:MaxSearchLength])},
		{"bad \xff utf", "bad utf"},
	} {
		if got := NormalSearch(c.in); got != c.want {
			t.Errorf("NormalSearch(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
