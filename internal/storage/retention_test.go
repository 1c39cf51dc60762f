package storage_test

import (
	"testing"
	"time"

	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/storage/eventstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/clienterr"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestPrune keeps 400 days of analytics and 30 days of error reports:
// the rows older than that go, in batches of two, the newer stay, and a
// retention of 0 keeps everything.
func TestPrune(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
		at := func(when time.Time) { db.Now = func() time.Time { return when } }
		old, kept := now.AddDate(0, 0, -401), now.AddDate(0, 0, -399)
		oldErr, keptErr := now.AddDate(0, 0, -31), now.AddDate(0, 0, -29)

		// Five old analytics events and one kept; the same device sends both.
		var records []analytics.Record
		for range 5 {
			records = append(records, analytics.Record{Stream: analytics.StreamTrack, Name: "page_view", DeviceID: "dev", At: old})
		}
		records = append(records, analytics.Record{Stream: analytics.StreamTrack, Name: "kept", DeviceID: "dev", At: kept})
		if err := eventstore.New(db).Deliver(ctx, records); err != nil {
			t.Fatal(err)
		}
		blueDream, gummies := int64(ct.FlowerBlueDream), int64(ct.EdibleGummies)
		merch := func(device string, product int64) {
			t.Helper()
			if _, err := eventstore.New(db).RecordImpression(ctx, merch.Impression{StoreID: ct.StoreSF, ProductID: product, DeviceID: device}); err != nil {
				t.Fatal(err)
			}
			if err := eventstore.New(db).RecordEvent(ctx, merch.Event{StoreID: ct.StoreSF, Kind: merch.EventClick, DeviceID: device, ProductID: &product}); err != nil {
				t.Fatal(err)
			}
		}
		at(old)
		merch("a", blueDream)
		merch("b", blueDream)
		merch("a", gummies)
		at(kept)
		merch("c", blueDream)
		report := func(msg string) {
			t.Helper()
			if _, err := eventstore.New(db).RecordClientError(ctx, clienterr.Stored{Report: clienterr.Report{Message: msg}}); err != nil {
				t.Fatal(err)
			}
		}
		at(oldErr)
		report("old 1")
		report("old 2")
		report("old 3")
		at(keptErr)
		report("kept")
		at(now)

		// Nothing goes with retention 0.
		if got, err := db.Prune(ctx, storage.Retention{}); err != nil || got.Total() != 0 {
			t.Fatalf("prune with no retention = %+v %v, want nothing", got, err)
		}
		got, err := db.PruneInBatchesForTest(ctx, storage.Retention{Analytics: 400 * 24 * time.Hour, ClientErrors: 30 * 24 * time.Hour}, 2)
		if err != nil {
			t.Fatal(err)
		}
		if want := (storage.Pruned{AnalyticsEvents: 5, MerchEvents: 3, MerchImpressions: 3, ClientErrors: 3}); got != want {
			t.Errorf("pruned %+v, want %+v", got, want)
		}
		events, err := eventstore.New(db).AnalyticsEvents(ctx, "dev")
		if err != nil || len(events) != 1 || events[0].Name != "kept" {
			t.Errorf("analytics left = %+v %v, want the kept one", events, err)
		}
		counts, err := eventstore.New(db).EventCounts(ctx, ct.StoreSF)
		if err != nil || counts["impression"] != 1 || counts["click"] != 1 {
			t.Errorf("merch left = %v %v, want c's impression and click", counts, err)
		}
		list, err := eventstore.New(db).ClientErrors(ctx, time.Time{}, 10)
		if err != nil || len(list) != 1 || list[0].Message != "kept" {
			t.Errorf("error reports left = %+v %v, want the kept one", list, err)
		}
		// Again: nothing more is old enough.
		if again, err := db.Prune(ctx, storage.Retention{Analytics: 400 * 24 * time.Hour, ClientErrors: 30 * 24 * time.Hour}); err != nil || again.Total() != 0 {
			t.Errorf("second prune = %+v %v, want nothing", again, err)
		}
	})
}
