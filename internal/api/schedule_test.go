package api_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// The Small catalogue's San Francisco store is open every day 9 AM to 10 PM
// (PST, UTC−8, in November) and offers pickup with a 15-minute lead time and
// 30-minute windows. The tests run on Monday 23 November 2026 at 10:07 AM.
var scheduleNow = time.Date(2026, 11, 23, 18, 7, 0, 0, time.UTC)

// scheduleDoc is the Small catalogue with the San Francisco store taking at
// most two pickups a window, and delivering from noon to 8 PM with a
// 30-minute lead time, or two hours to zip code 94110.
func scheduleDoc() *catalog.Document {
	doc := ct.Small()
	sf := &doc.Stores[0]
	sf.Fulfillment.Pickup.MaxOrdersPerWindow = 2
	sf.Fulfillment.Delivery = catalog.ModeSettings{Enabled: true, LeadTimeMinutes: 30, IntervalMinutes: 60}
	for _, d := range []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"} {
		sf.Hours.Delivery = append(sf.Hours.Delivery, catalog.DayHours{Day: d, Period: catalog.Period{From: "12:00", To: "20:00"}})
	}
	sf.DeliveryZones = []catalog.DeliveryZone{{Name: "Mission", Zipcodes: []string{"94110"}, Fee: 500, LeadTimeMinutes: 120}}
	return doc
}

func TestStoreSchedule(t *testing.T) {
	for name, dsn := range storagetest.DSNs(t) {
		t.Run(name, func(t *testing.T) {
			db := storagetest.Open(t, dsn)
			clock := scheduleNow
			db.Now = func() time.Time { return clock }
			srv := newServerWith(t, db, config.DefaultFeatures)
			if _, err := catalogstore.New(db).Import(context.Background(), scheduleDoc()); err != nil {
				t.Fatal(err)
			}
			// Two pickups already in the 10:30 window: it is full.
			fillWindow(t, name, dsn, ct.StoreSF, "pickup", time.Date(2026, 11, 23, 18, 30, 0, 0, time.UTC), 2)

			r := call(t, srv, "GET", fmt.Sprintf("/api/v1/stores/%d/schedule?reservation_mode=pickup", ct.StoreSF), "")
			if r.status != http.StatusOK {
				t.Fatalf("status %d: %s", r.status, r.raw)
			}
			for _, c := range []struct {
				path []any
				want any
			}{
				{[]any{"schedule", "reservation_mode"}, "pickup"},
				{[]any{"schedule", "state"}, "open"},
				{[]any{"schedule", "opens_at"}, "2026-11-23T09:00:00-08:00"},
				{[]any{"schedule", "closes_at"}, "2026-11-23T22:00:00-08:00"},
				{[]any{"schedule", "time_zone_identifier"}, "America/Los_Angeles"},
				{[]any{"schedules", "retail", "state"}, "open"},
				{[]any{"schedules", "pickup", "state"}, "open"},
				// Delivery opens at noon, more than 30 minutes away.
				{[]any{"schedules", "delivery", "state"}, "closed"},
				{[]any{"schedules", "delivery", "opens_at"}, "2026-11-23T12:00:00-08:00"},
				{[]any{"schedules", "curbside"}, nil}, // not offered
				// 10:07 + 15 minutes: the first window is 10:30, full; ASAP is 11:00.
				{[]any{"windows", 0, "date"}, "2026-11-23"},
				{[]any{"windows", 0, "windows", 0, "start"}, "2026-11-23T10:30:00-08:00"},
				{[]any{"windows", 0, "windows", 0, "end"}, "2026-11-23T11:00:00-08:00"},
				{[]any{"windows", 0, "windows", 0, "available"}, false},
				{[]any{"windows", 0, "windows", 1, "available"}, true},
				{[]any{"windows", 6, "date"}, "2026-11-29"},
				{[]any{"windows", 6, "windows", 25, "start"}, "2026-11-29T21:30:00-08:00"},
				{[]any{"windows", 7}, nil},
				{[]any{"asap", "start"}, "2026-11-23T11:00:00-08:00"},
				{[]any{"asap", "end"}, "2026-11-23T11:30:00-08:00"},
			} {
				if got := get(r.body, c.path...); got != c.want {
					t.Errorf("%v = %v, want %v", c.path, got, c.want)
				}
			}
			// Monday 10:30 to 21:30 is 23 windows; each other day 9:00 to 21:30, 26.
			if n := len(get(r.body, "windows", 0, "windows").([]any)); n != 23 {
				t.Errorf("%d windows on Monday, want 23", n)
			}
			if n := len(get(r.body, "windows", 1, "windows").([]any)); n != 26 {
				t.Errorf("%d windows on Tuesday, want 26", n)
			}

			// Delivery: 10:07 + 30 = 10:37, but delivery opens at noon. To
			// 94110, 10:07 + 2 hours = 12:07, so 13:00 on the hourly grid.
			for query, want := range map[string]string{
				"reservation_mode=delivery":                "2026-11-23T12:00:00-08:00",
				"reservation_mode=delivery&zipcode=94110":  "2026-11-23T13:00:00-08:00",
				"reservation_mode=delivery&zipcode=10001":  "2026-11-23T12:00:00-08:00", // not a zone: no extra lead
				"reservation_mode=pickup&zipcode=94110":    "2026-11-23T11:00:00-08:00", // zones are for delivery
				"reservation_mode=%20delivery%20&zipcode=": "2026-11-23T12:00:00-08:00",
			} {
				r := call(t, srv, "GET", fmt.Sprintf("/api/v1/stores/%d/schedule?%s", ct.StoreSF, query), "")
				if got := get(r.body, "asap", "start"); r.status != http.StatusOK || got != want {
					t.Errorf("%s: %d, asap %v, want %s: %s", query, r.status, got, want, r.raw)
				}
			}

			// An hour before opening: closed, and nearly open at 8:31.
			for _, tt := range []struct {
				now  time.Time
				want string
			}{
				{time.Date(2026, 11, 23, 16, 29, 0, 0, time.UTC), "closed"},
				{time.Date(2026, 11, 23, 16, 31, 0, 0, time.UTC), "nearly_open"},
			} {
				clock = tt.now
				r := call(t, srv, "GET", fmt.Sprintf("/api/v1/stores/%d/schedule", ct.StoreSF), "")
				if got := get(r.body, "schedule", "state"); got != tt.want || get(r.body, "schedule", "reservation_mode") != "pickup" {
					t.Errorf("at %s: %v, want pickup %s: %s", tt.now, got, tt.want, r.raw)
				}
				if got := get(r.body, "asap", "start"); got != "2026-11-23T09:00:00-08:00" {
					t.Errorf("at %s: asap %v, want 9:00", tt.now, got)
				}
			}
		})
	}
}

func TestStoreScheduleErrors(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		for _, tt := range []struct {
			path   string
			status int
			field  string
		}{
			{"/api/v1/stores/1/schedule?reservation_mode=delivery", http.StatusUnprocessableEntity, "reservation_mode"},
			{"/api/v1/stores/1/schedule?reservation_mode=teleport", http.StatusUnprocessableEntity, "reservation_mode"},
			{"/api/v1/stores/999/schedule", http.StatusNotFound, ""},
			{"/api/v1/stores/abc/schedule", http.StatusBadRequest, ""},
		} {
			r := call(t, srv, "GET", tt.path, "")
			if r.status != tt.status || get(r.body, "message") == nil {
				t.Errorf("%s = %d %s, want %d with a message", tt.path, r.status, r.raw, tt.status)
			}
			if tt.field != "" && get(r.body, "validations", tt.field) == nil {
				t.Errorf("%s: no validations for %s: %s", tt.path, tt.field, r.raw)
			}
		}
		// The frameless embed's host answers too.
		if r := call(t, srv, "GET", "/v1/stores/1/schedule", ""); r.status != http.StatusOK {
			t.Errorf("/v1/stores/1/schedule = %d", r.status)
		}
	})
}

// fillWindow writes a window's count as checkouts would have, straight into
// the database (checkout is the only writer of reservation_windows).
func fillWindow(t *testing.T, dialect, dsn string, storeID int64, mode string, start time.Time, taken int) {
	t.Helper()
	driver, query := "sqlite", `INSERT INTO reservation_windows (store_id, reservation_mode, window_start, taken) VALUES (?, ?, ?, ?)`
	if dialect == "postgres" {
		driver, query = "pgx", `INSERT INTO reservation_windows (store_id, reservation_mode, window_start, taken) VALUES ($1, $2, $3, $4)`
	}
	conn, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Exec(query, storeID, mode, start.UTC(), taken); err != nil {
		t.Fatalf("fill window: %v", err)
	}
}
