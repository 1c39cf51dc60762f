package api_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestReportStoreDays: a report's days are the store's. For the Denver
// store, an event at 23:30 on 2026-03-09 in Denver (05:30Z on the 10th)
// counts for the 9th, which is also "today" there by default.
func TestReportStoreDays(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		now := time.Date(2026, 3, 10, 5, 30, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		srv := newServer(t, db)
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreDenver, "office", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		body := fmt.Sprintf(`{"deviceId": "dev-1", "events": [{"name": "page_view", "storeId": %d}]}`, ct.StoreDenver)
		if r := send(t, srv, "POST", "/collect/v1/events", "text/plain", strings.NewReader(body), nil); r.status != 204 {
			t.Fatalf("events = %d %s", r.status, r.raw)
		}
		path := fmt.Sprintf("/api/v1/stores/%d/reports/events", ct.StoreDenver)
		for query, want := range map[string]string{
			"":                               `"store_id":2,"from":"2026-02-08","to":"2026-03-09","rows":[{"day":"2026-03-09","stream":"track","name":"page_view","events":1,"devices":1}]`,
			"?from=2026-03-09&to=2026-03-09": `"rows":[{"day":"2026-03-09"`,
			"?from=2026-03-10&to=2026-03-10": `"rows":[]`,
		} {
			r := callWith(t, srv, "GET", path+query, "", auth("Bearer "+token))
			if r.status != 200 || !strings.Contains(r.raw, want) {
				t.Errorf("report%s = %d %s, want %s", query, r.status, r.raw, want)
			}
		}
		// 366 Denver days pass though the clocks change within them; 367 do not.
		if r := callWith(t, srv, "GET", path+"?from=2025-03-10&to=2026-03-10", "", auth("Bearer "+token)); r.status != 200 {
			t.Errorf("366 days = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", path+"?from=2025-03-09&to=2026-03-10", "", auth("Bearer "+token)); r.status != 422 {
			t.Errorf("367 days = %d %s", r.status, r.raw)
		}
	})
}

// TestReportDaysAroundMidnight records an event a second either side of
// midnight in UTC and in the store's zone, for each demo store's zone, and
// across the changes of the clocks, and checks the day the report counts it
// on and the report's default last day ("today" in the store's zone). Each
// expected day is worked out by hand from the zone's offset at the instant.
func TestReportDaysAroundMidnight(t *testing.T) {
	cases := map[string][]struct {
		at    time.Time // in UTC
		local string    // the store's day at that instant
	}{
		"America/Los_Angeles": {
			{time.Date(2026, 11, 26, 23, 59, 59, 0, time.UTC), "2026-11-26"}, // 15:59:59 PST
			{time.Date(2026, 11, 27, 0, 0, 1, 0, time.UTC), "2026-11-26"},    // 16:00:01 PST
			{time.Date(2026, 11, 27, 7, 59, 59, 0, time.UTC), "2026-11-26"},  // 23:59:59 PST
			{time.Date(2026, 11, 27, 8, 0, 1, 0, time.UTC), "2026-11-27"},    // 00:00:01 PST
			{time.Date(2026, 11, 1, 6, 59, 59, 0, time.UTC), "2026-10-31"},   // 23:59:59 PDT
			{time.Date(2026, 11, 2, 7, 59, 59, 0, time.UTC), "2026-11-01"},   // 23:59:59 PST, the day of 25 hours
			{time.Date(2027, 3, 15, 6, 59, 59, 0, time.UTC), "2027-03-14"},   // 23:59:59 PDT, the day of 23 hours
			{time.Date(2027, 3, 15, 7, 0, 1, 0, time.UTC), "2027-03-15"},     // 00:00:01 PDT
		},
		"America/New_York": {
			{time.Date(2026, 11, 27, 0, 0, 1, 0, time.UTC), "2026-11-26"},   // 19:00:01 EST
			{time.Date(2026, 11, 27, 4, 59, 59, 0, time.UTC), "2026-11-26"}, // 23:59:59 EST
			{time.Date(2026, 11, 27, 5, 0, 1, 0, time.UTC), "2026-11-27"},   // 00:00:01 EST
			{time.Date(2026, 11, 1, 4, 0, 1, 0, time.UTC), "2026-11-01"},    // 00:00:01 EDT
			{time.Date(2026, 11, 2, 4, 59, 59, 0, time.UTC), "2026-11-01"},  // 23:59:59 EST
		},
		"America/Toronto": {
			{time.Date(2026, 11, 27, 4, 59, 59, 0, time.UTC), "2026-11-26"}, // 23:59:59 EST
			{time.Date(2026, 11, 27, 5, 0, 1, 0, time.UTC), "2026-11-27"},   // 00:00:01 EST
			{time.Date(2027, 3, 14, 5, 0, 1, 0, time.UTC), "2027-03-14"},    // 00:00:01 EST
			{time.Date(2027, 3, 15, 3, 59, 59, 0, time.UTC), "2027-03-14"},  // 23:59:59 EDT
		},
		"America/Puerto_Rico": {
			{time.Date(2026, 11, 26, 23, 59, 59, 0, time.UTC), "2026-11-26"}, // 19:59:59 AST
			{time.Date(2026, 11, 27, 3, 59, 59, 0, time.UTC), "2026-11-26"},  // 23:59:59 AST
			{time.Date(2026, 11, 27, 4, 0, 1, 0, time.UTC), "2026-11-27"},    // 00:00:01 AST
			{time.Date(2027, 3, 15, 3, 59, 59, 0, time.UTC), "2027-03-14"},   // 23:59:59 AST, no change of clocks
		},
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		var now time.Time
		db.Now = func() time.Time { return now }
		srv := newServer(t, db)
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "office", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		path := fmt.Sprintf("/api/v1/stores/%d/reports/events", ct.StoreSF)
		n := 0
		for zone, instants := range cases {
			doc := ct.Small()
			doc.Stores[0].TimeZone = zone
			if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
				t.Fatal(err)
			}
			for _, c := range instants {
				now, n = c.at, n+1
				event := fmt.Sprintf("midnight_%d", n)
				body := fmt.Sprintf(`{"deviceId": "dev-%d", "events": [{"name": %q, "storeId": %d}]}`, n, event, ct.StoreSF)
				if r := send(t, srv, "POST", "/collect/v1/events", "text/plain", strings.NewReader(body), nil); r.status != 204 {
					t.Fatalf("events = %d %s", r.status, r.raw)
				}
				// Today's report, by default, ends on the store's day and counts the event.
				r := callWith(t, srv, "GET", path, "", auth("Bearer "+token))
				if r.status != 200 || get(r.body, "to") != c.local {
					t.Errorf("%s at %s: report to %v, want %s (%s)", zone, c.at.Format(time.RFC3339), get(r.body, "to"), c.local, r.raw)
				}
				// Over the days around it, the event is counted on that day only.
				local, _ := time.Parse(time.DateOnly, c.local)
				around := fmt.Sprintf("?from=%s&to=%s", local.AddDate(0, 0, -1).Format(time.DateOnly), local.AddDate(0, 0, 1).Format(time.DateOnly))
				r = callWith(t, srv, "GET", path+around, "", auth("Bearer "+token))
				var days []string
				for _, row := range r.body["rows"].([]any) {
					if get(row, "name") == event {
						days = append(days, get(row, "day").(string))
					}
				}
				if r.status != 200 || fmt.Sprint(days) != "["+c.local+"]" {
					t.Errorf("%s at %s: %s counted on %v, want %s", zone, c.at.Format(time.RFC3339), event, days, c.local)
				}
			}
		}
	})
}
