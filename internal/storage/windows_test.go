package storage_test

import (
	"sync"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

var (
	nine = schedule.Window{Start: time.Date(2026, 11, 24, 17, 0, 0, 0, time.UTC), End: time.Date(2026, 11, 24, 17, 30, 0, 0, time.UTC)}
	// half past nine, in the store's own zone: counted under its UTC instant.
	halfPast = schedule.Window{Start: time.Date(2026, 11, 24, 9, 30, 0, 0, schedule.Location("America/Los_Angeles")),
		End: time.Date(2026, 11, 24, 10, 0, 0, 0, schedule.Location("America/Los_Angeles"))}
)

// Fifty shoppers check out at once into a window that takes five: exactly
// five are counted, the others are told the window is full.
func TestReserveWindowNeverOverfills(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		const shoppers, max = 50, 5
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			ok, full int
			others   []error
		)
		for range shoppers {
			wg.Go(func() {
				err := db.ReserveWindowForTest(ctx, ct.StoreSF, "pickup", nine, max)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					ok++
				case problem.KindOf(err) == problem.Conflict && err.(*problem.Error).Message == schedule.MsgWindowFull:
					full++
				default:
					others = append(others, err)
				}
			})
		}
		wg.Wait()
		if ok != max || full != shoppers-max || len(others) > 0 {
			t.Fatalf("%d reserved, %d full, other errors %v; want %d reserved and %d full", ok, full, others, max, shoppers-max)
		}
		counts, err := db.WindowCounts(ctx, ct.StoreSF, "pickup", nine.Start, nine.End)
		if err != nil || len(counts) != 1 || counts[nine.Start] != max {
			t.Errorf("WindowCounts = %v, %v; want %s: %d", counts, err, nine.Start, max)
		}
	})
}

func TestReserveWindow(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		// No cap: never refused, and counted all the same.
		if err := db.ReserveWindowForTest(ctx, ct.StoreSF, "pickup", nine, 0); err != nil {
			t.Fatalf("ReserveWindow(max 0) = %v", err)
		}
		for i, want := range []problem.Kind{"", "", problem.Conflict} {
			err := db.ReserveWindowForTest(ctx, ct.StoreSF, "pickup", halfPast, 2)
			if problem.KindOf(err) != want && !(want == "" && err == nil) {
				t.Fatalf("reservation %d = %v, want %q", i+1, err, want)
			}
		}
		// The same window in another mode or store is counted apart.
		if err := db.ReserveWindowForTest(ctx, ct.StoreSF, "delivery", halfPast, 1); err != nil {
			t.Errorf("delivery = %v", err)
		}
		if err := db.ReserveWindowForTest(ctx, ct.StoreDenver, "pickup", halfPast, 1); err != nil {
			t.Errorf("Denver = %v", err)
		}
		// Whatever zone the range is given in.
		from := time.Date(2026, 11, 24, 0, 0, 0, 0, schedule.Location("America/Los_Angeles"))
		counts, err := db.WindowCounts(ctx, ct.StoreSF, "pickup", from, from.AddDate(0, 0, 1))
		want := time.Date(2026, 11, 24, 17, 30, 0, 0, time.UTC)
		if err != nil || len(counts) != 2 || counts[want] != 2 || counts[nine.Start.UTC()] != 1 {
			t.Errorf("WindowCounts = %v, %v; want %s: 2 and nine o'clock: 1", counts, err, want)
		}
		// A range that ends at a window's start leaves it out.
		if counts, err := db.WindowCounts(ctx, ct.StoreSF, "pickup", from, halfPast.Start); err != nil || len(counts) != 1 || counts[want] != 0 {
			t.Errorf("WindowCounts before half past nine = %v, %v; want nine o'clock only", counts, err)
		}
		// As soon as possible: the first window that is not full.
		w, err := db.ReserveFirstFreeForTest(ctx, ct.StoreSF, "pickup", []schedule.Window{halfPast, nine}, 2)
		if err != nil || !w.Start.Equal(nine.Start) {
			t.Errorf("ReserveFirstFree = %v, %v; want the nine o'clock window", w, err)
		}
		if _, err := db.ReserveFirstFreeForTest(ctx, ct.StoreSF, "pickup", []schedule.Window{halfPast}, 2); problem.KindOf(err) != problem.Conflict {
			t.Errorf("ReserveFirstFree of full windows = %v, want a conflict", err)
		}
		// A cancelled reservation gives its place back, once per reservation;
		// a window without a row, or at zero, stays as it is.
		for range 3 {
			if err := db.ReleaseWindowForTest(ctx, ct.StoreSF, "pickup", halfPast.Start); err != nil {
				t.Fatalf("ReleaseWindow = %v", err)
			}
		}
		if err := db.ReleaseWindowForTest(ctx, ct.StoreSF, "curbside", halfPast.Start); err != nil {
			t.Fatalf("ReleaseWindow of no row = %v", err)
		}
		if counts, err := db.WindowCounts(ctx, ct.StoreSF, "pickup", from, halfPast.Start.Add(time.Minute)); err != nil || len(counts) != 1 {
			t.Errorf("WindowCounts after releases = %v, %v; want only nine o'clock", counts, err)
		}
		if err := db.ReserveWindowForTest(ctx, ct.StoreSF, "pickup", halfPast, 1); err != nil {
			t.Errorf("reserving a released window = %v", err)
		}
	})
}
