package storage_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/eventstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestProductReport runs two days of a store's traffic and checks the
// report against counts worked out by hand.
func TestProductReport(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		day1 := time.Date(2026, 3, 9, 23, 30, 0, 0, time.UTC)
		day2 := time.Date(2026, 3, 10, 0, 15, 0, 0, time.UTC)
		at := func(when time.Time) { db.Now = func() time.Time { return when } }
		seen := func(device string, product int64, placement string) {
			t.Helper()
			if _, err := eventstore.New(db).RecordImpression(ctx, merch.Impression{StoreID: ct.StoreSF, ProductID: product, DeviceID: device, Placement: placement}); err != nil {
				t.Fatal(err)
			}
		}
		click := func(device string, product int64, add bool) {
			t.Helper()
			if err := eventstore.New(db).RecordEvent(ctx, merch.Event{StoreID: ct.StoreSF, Kind: merch.EventClick, DeviceID: device, ProductID: &product, AddToCart: add}); err != nil {
				t.Fatal(err)
			}
		}
		at(day1)
		// Day 1: a and b see Blue Dream in menu_inline, a also sees the
		// gummies in the cart upsell; b sees Blue Dream again (not counted).
		seen("a", ct.FlowerBlueDream, "menu_inline")
		seen("b", ct.FlowerBlueDream, "menu_inline")
		seen("b", ct.FlowerBlueDream, "cart_upsell")
		seen("a", ct.EdibleGummies, "cart_upsell")
		// a clicks Blue Dream twice and adds it; b clicks it once; c, who saw
		// nothing, clicks the gummies (placement "").
		click("a", ct.FlowerBlueDream, false)
		click("a", ct.FlowerBlueDream, false)
		click("a", ct.FlowerBlueDream, true)
		click("b", ct.FlowerBlueDream, false)
		click("c", ct.EdibleGummies, false)
		// a reserves 2 Blue Dream (two weights, one reservation) and 1 gummies.
		reserve(t, db, "a", line{ct.FlowerBlueDream, catalog.EighthOunce, 1}, line{ct.FlowerBlueDream, catalog.Gram, 1}, line{ct.EdibleGummies, catalog.Each, 1})
		at(day2)
		// Day 2: b adds and reserves 3 Blue Dream; c reserves gummies and
		// cancels (not counted); another store's traffic is not counted.
		click("b", ct.FlowerBlueDream, true)
		reserve(t, db, "b", line{ct.FlowerBlueDream, catalog.EighthOunce, 3})
		reserve(t, db, "c", line{ct.EdibleGummies, catalog.Each, 1})
		list, _, err := db.StoreReservations(ctx, ct.StoreSF, storage.ReservationFilter{Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: list[0].ID, To: reservation.Cancelled, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		if _, err := eventstore.New(db).RecordImpression(ctx, merch.Impression{StoreID: ct.StoreDenver, ProductID: ct.FlowerBlueDream, DeviceID: "a", Placement: "menu_inline"}); err != nil {
			t.Fatal(err)
		}

		got, err := eventstore.New(db).ProductReport(ctx, ct.StoreSF, time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		type row struct {
			day                                            string
			product                                        int64
			placement                                      string
			impressions, clicks, adds, reservations, units int
		}
		var rows []row
		for _, r := range got {
			if r.ProductName == "" {
				t.Errorf("product %d has no name", r.ProductID)
			}
			rows = append(rows, row{r.Day, r.ProductID, r.Placement, r.Impressions, r.Clicks, r.AddToCarts, r.Reservations, r.Units})
		}
		want := []row{
			{"2026-03-09", ct.FlowerBlueDream, "menu_inline", 2, 3, 1, 1, 2},
			{"2026-03-09", ct.EdibleGummies, "", 0, 1, 0, 0, 0},
			{"2026-03-09", ct.EdibleGummies, "cart_upsell", 1, 0, 0, 1, 1},
			{"2026-03-10", ct.FlowerBlueDream, "menu_inline", 0, 0, 1, 1, 3},
		}
		if ct.EdibleGummies < ct.FlowerBlueDream {
			want = []row{want[1], want[2], want[0], want[3]}
		}
		if fmt.Sprint(rows) != fmt.Sprint(want) {
			t.Errorf("report =\n%v\nwant\n%v", rows, want)
		}
		// A window of day 2 only.
		got, err = eventstore.New(db).ProductReport(ctx, ct.StoreSF, time.Date(2026, 3, 10, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC))
		if err != nil || len(got) != 1 || got[0].Day != "2026-03-10" || got[0].Reservations != 1 {
			t.Errorf("day 2 report = %+v, %v", got, err)
		}
	})
}

func TestDeliverAnalytics(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		err := eventstore.New(db).Deliver(ctx, []analytics.Record{
			{Stream: analytics.StreamTrack, Name: "ProductListingTap", StoreID: ct.StoreSF, ProductID: ct.FlowerBlueDream, DeviceID: "d1", Properties: json.RawMessage(`{"source":"menu"}`)},
			{Stream: analytics.StreamIdentify, Name: "identify", DeviceID: "d1", UserRef: "customer:3"},
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := eventstore.New(db).Deliver(ctx, []analytics.Record{
			{Stream: analytics.StreamTrack, Name: "ProductListingTap", StoreID: ct.StoreSF, DeviceID: "d2", At: time.Date(2026, 3, 9, 12, 0, 0, 0, time.UTC)},
			{Stream: analytics.StreamTrack, Name: "ProductListingTap", StoreID: ct.StoreSF, DeviceID: "d2", At: time.Date(2026, 3, 9, 13, 0, 0, 0, time.UTC)},
			{Stream: analytics.StreamTrack, Name: "ProductListingTap", StoreID: ct.StoreSF, DeviceID: "d3", At: time.Date(2026, 3, 9, 23, 59, 0, 0, time.UTC)},
			{Stream: analytics.StreamTrack, Name: "page_view", StoreID: ct.StoreSF, DeviceID: "d3", At: time.Date(2026, 3, 10, 0, 0, 0, 0, time.UTC)},
			{Stream: analytics.StreamTrack, Name: "page_view", StoreID: ct.StoreDenver, DeviceID: "d3", At: time.Date(2026, 3, 9, 1, 0, 0, 0, time.UTC)},
		}); err != nil {
			t.Fatal(err)
		}
		report, err := eventstore.New(db).EventReport(ctx, ct.StoreSF, time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC))
		if err != nil || fmt.Sprint(report) != "[{2026-03-09 track ProductListingTap 3 2} {2026-03-10 track page_view 1 1}]" {
			t.Errorf("event report = %v, %v", report, err)
		}
		got, err := eventstore.New(db).AnalyticsEvents(ctx, "d1")
		if err != nil || len(got) != 2 {
			t.Fatalf("events = %+v, %v", got, err)
		}
		var props map[string]any
		_ = json.Unmarshal(got[0].Properties, &props)
		if got[0].Name != "ProductListingTap" || got[0].ProductID != ct.FlowerBlueDream || props["source"] != "menu" ||
			got[1].UserRef != "customer:3" || got[1].ProductID != 0 || string(got[1].Properties) != "{}" {
			t.Errorf("stored %+v", got)
		}
	})
}

// TestReportLocalDays: a Denver store's reports count by Denver's days,
// not UTC's. On 2026-03-08 the clocks went forward (a 23-hour day): 00:30
// MST is 07:30Z that day, 23:30 MDT is 05:30Z the next; 2026-03-09 23:30
// MDT is 05:30Z on the 10th, yet counts for the 9th. The window is
// 2026-03-08 and 2026-03-09 in Denver: 06:59:59Z before it and 06:00Z
// after it are outside.
func TestReportLocalDays(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		denver, err := time.LoadLocation("America/Denver")
		if err != nil {
			t.Fatal(err)
		}
		local := func(d, h, m int) time.Time { return time.Date(2026, 3, d, h, m, 0, 0, denver) }
		record := func(name string, at time.Time) analytics.Record {
			return analytics.Record{Stream: analytics.StreamTrack, Name: name, StoreID: ct.StoreDenver, DeviceID: "d", At: at}
		}
		if err := eventstore.New(db).Deliver(ctx, []analytics.Record{
			record("before", time.Date(2026, 3, 8, 6, 59, 59, 0, time.UTC)), // 23:59:59 MST on the 7th
			record("early", local(8, 0, 30)),
			record("dst", local(8, 23, 30)),
			record("late", local(9, 23, 30)),
			record("after", time.Date(2026, 3, 10, 6, 0, 0, 0, time.UTC)), // midnight MDT on the 10th
		}); err != nil {
			t.Fatal(err)
		}
		from, to := local(8, 0, 0), local(10, 0, 0)
		report, err := eventstore.New(db).EventReport(ctx, ct.StoreDenver, from, to)
		if err != nil || fmt.Sprint(report) != "[{2026-03-08 track dst 1 1} {2026-03-08 track early 1 1} {2026-03-09 track late 1 1}]" {
			t.Errorf("event report = %v, %v", report, err)
		}
		// The product report too: an impression at 23:30 on the 9th in
		// Denver (05:30Z on the 10th) is the 9th's.
		db.Now = func() time.Time { return local(9, 23, 30) }
		if _, err := eventstore.New(db).RecordImpression(ctx, merch.Impression{StoreID: ct.StoreDenver, ProductID: ct.FlowerBlueDream, DeviceID: "d", Placement: "menu_inline"}); err != nil {
			t.Fatal(err)
		}
		got, err := eventstore.New(db).ProductReport(ctx, ct.StoreDenver, from, to)
		if err != nil || len(got) != 1 || got[0].Day != "2026-03-09" || got[0].Impressions != 1 {
			t.Errorf("product report = %+v, %v", got, err)
		}
		// Read in UTC days instead, the same impression is the 10th's.
		got, err = eventstore.New(db).ProductReport(ctx, ct.StoreDenver, time.Date(2026, 3, 10, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC))
		if err != nil || len(got) != 1 || got[0].Day != "2026-03-10" {
			t.Errorf("product report by UTC days = %+v, %v", got, err)
		}
	})
}
