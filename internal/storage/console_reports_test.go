package storage_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/reports"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/eventstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestConsoleSales checks the console's sales and top products against
// figures worked out by hand. StoreSF is in Los Angeles (UTC−7 from 8 March
// 2026) and charges a 15% excise tax, itself taxed, and 8.625% sales tax.
func TestConsoleSales(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		at := func(when time.Time) { db.Now = func() time.Time { return when } }
		// A, 9 March 10:30 local: 2 eighths of Blue Dream ($70) and a
		// gummies ($18): $88.00 of items, excise $13.20, sales tax 8.625% of
		// $101.20 = $8.7285 → $8.73; $109.93 in all.
		at(time.Date(2026, 3, 9, 17, 30, 0, 0, time.UTC))
		reserve(t, db, "a", line{ct.FlowerBlueDream, catalog.EighthOunce, 2}, line{ct.EdibleGummies, catalog.Each, 1})
		// B, 9 March 23:30 local (10 March 06:30 UTC): 2 gummies ($36):
		// excise $5.40, sales tax 8.625% of $41.40 = $3.57075 → $3.57;
		// $44.97.
		at(time.Date(2026, 3, 10, 6, 30, 0, 0, time.UTC))
		reserve(t, db, "b", line{ct.EdibleGummies, catalog.Each, 2})
		// C, 10 March 09:00 local: a gram of Blue Dream, cancelled.
		at(time.Date(2026, 3, 10, 16, 0, 0, 0, time.UTC))
		reserve(t, db, "c", line{ct.FlowerBlueDream, catalog.Gram, 1})
		list, _, err := db.StoreReservations(ctx, ct.StoreSF, storage.ReservationFilter{Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: list[0].ID, To: reservation.Cancelled, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}

		la, _ := time.LoadLocation("America/Los_Angeles")
		from, to := time.Date(2026, 3, 9, 0, 0, 0, 0, la), time.Date(2026, 3, 11, 0, 0, 0, 0, la)
		ev := eventstore.New(db)
		rows, err := ev.SalesRows(ctx, ct.StoreSF, from, to)
		if err != nil {
			t.Fatal(err)
		}
		got := reports.Summarise(rows, from, to)
		want := []reports.DayFigures{
			{Day: "2026-03-09", Figures: reports.Figures{Reservations: 2, Gross: 12400, Net: 12400, Total: 15490}},
			{Day: "2026-03-10", Figures: reports.Figures{Cancelled: 1}},
		}
		if fmt.Sprint(got.Days) != fmt.Sprint(want) {
			t.Errorf("days =\n%+v\nwant\n%+v", got.Days, want)
		}
		if h := got.Hours; h[10].Reservations != 1 || h[10].Total != 10993 || h[23].Total != 4497 || h[9].Cancelled != 1 {
			t.Errorf("hours 9, 10, 23 = %+v %+v %+v", h[9], h[10], h[23])
		}
		if len(got.Modes) != 1 || got.Modes[0].Mode != "pickup" || got.Modes[0].Reservations != 2 || got.Modes[0].Cancelled != 1 {
			t.Errorf("modes = %+v", got.Modes)
		}
		// Only 10 March: C alone, cancelled.
		rows, err = ev.SalesRows(ctx, ct.StoreSF, to.AddDate(0, 0, -1), to)
		if err != nil || len(rows) != 1 || !rows[0].Cancelled {
			t.Errorf("10 March = %+v, %v", rows, err)
		}

		// Top products leave C out: gummies 3 units, 2 reservations, $54;
		// Blue Dream 2 units, 1 reservation, $70.
		type top struct {
			id                  int64
			units, reservations int
			revenue             int64
		}
		for _, c := range []struct {
			byRevenue bool
			limit     int
			want      []top
		}{
			{false, 10, []top{{ct.EdibleGummies, 3, 2, 5400}, {ct.FlowerBlueDream, 2, 1, 7000}}},
			{true, 10, []top{{ct.FlowerBlueDream, 2, 1, 7000}, {ct.EdibleGummies, 3, 2, 5400}}},
			{false, 1, []top{{ct.EdibleGummies, 3, 2, 5400}}},
		} {
			ps, err := ev.TopProducts(ctx, ct.StoreSF, from, to, c.byRevenue, c.limit)
			if err != nil {
				t.Fatal(err)
			}
			var gotTop []top
			for _, p := range ps {
				if p.Name == "" || p.Brand == "" {
					t.Errorf("product %d without a name or brand", p.ProductID)
				}
				gotTop = append(gotTop, top{p.ProductID, p.Units, p.Reservations, int64(p.Revenue)})
			}
			if fmt.Sprint(gotTop) != fmt.Sprint(c.want) {
				t.Errorf("TopProducts(byRevenue %v, %d) = %v, want %v", c.byRevenue, c.limit, gotTop, c.want)
			}
		}
		// Another store has none.
		if ps, err := ev.TopProducts(ctx, ct.StoreDenver, from, to, false, 10); err != nil || len(ps) != 0 {
			t.Errorf("Denver = %v, %v", ps, err)
		}
	})
}

// TestEmptySearches counts searches that found nothing per store, local day
// and query, and prunes them with the analytics.
func TestEmptySearches(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		ev := eventstore.New(db)
		la, _ := time.LoadLocation("America/Los_Angeles")
		at := func(when time.Time) { db.Now = func() time.Time { return when } }
		record := func(store int64, q string) {
			t.Helper()
			if err := ev.RecordEmptySearch(ctx, store, la, q); err != nil {
				t.Fatal(err)
			}
		}
		// 10 March 06:30 UTC is 9 March in Los Angeles.
		at(time.Date(2026, 3, 10, 6, 30, 0, 0, time.UTC))
		record(ct.StoreSF, "blue dreem")
		record(ct.StoreSF, "blue dreem")
		record(ct.StoreSF, "rso")
		record(ct.StoreSF, "") // nothing to keep
		record(ct.StoreDenver, "blue dreem")
		at(time.Date(2026, 3, 10, 16, 0, 0, 0, time.UTC))
		record(ct.StoreSF, "blue dreem")

		got, err := ev.EmptySearches(ctx, ct.StoreSF, "2026-03-09", "2026-03-10", 10)
		want := []eventstore.EmptySearch{{Query: "blue dreem", Searches: 3, Days: 2, LastDay: "2026-03-10"},
			{Query: "rso", Searches: 1, Days: 1, LastDay: "2026-03-09"}}
		if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("both days = %+v, %v; want %+v", got, err, want)
		}
		got, err = ev.EmptySearches(ctx, ct.StoreSF, "2026-03-10", "2026-03-10", 10)
		if err != nil || len(got) != 1 || got[0].Query != "blue dreem" || got[0].Searches != 1 {
			t.Errorf("10 March = %+v, %v", got, err)
		}
		got, err = ev.EmptySearches(ctx, ct.StoreSF, "2026-03-09", "2026-03-10", 1)
		if err != nil || len(got) != 1 || got[0].Query != "blue dreem" {
			t.Errorf("limit 1 = %+v, %v", got, err)
		}
		// Pruned a day after 10 March 16:00 with a retention of 30 hours:
		// the rows last made on 10 March 06:30 UTC go, the one of 16:00 stays.
		at(time.Date(2026, 3, 11, 22, 0, 0, 0, time.UTC))
		pruned, err := db.Prune(ctx, storage.Retention{Analytics: 30 * time.Hour})
		if err != nil || pruned.EmptySearches != 3 {
			t.Errorf("Prune = %+v, %v; want 3 empty searches", pruned, err)
		}
		got, err = ev.EmptySearches(ctx, ct.StoreSF, "2026-03-01", "2026-03-31", 10)
		if err != nil || len(got) != 1 || got[0].Searches != 1 || got[0].LastDay != "2026-03-10" {
			t.Errorf("after the prune = %+v, %v", got, err)
		}
	})
}
