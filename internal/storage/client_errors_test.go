package storage_test

import (
	"context"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/clienterr"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/eventstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func TestClientErrors(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		seven := int64(7)
		first := clienterr.Stored{Report: clienterr.Report{Name: "TypeError", Message: "x is undefined", Stack: "at a (/assets/index-1.js:1:2)",
			URL: "http://shop/menu", Mode: "kiosk", CustomerID: &seven,
			Breadcrumbs: []clienterr.Breadcrumb{{At: 1700000000000, Level: "warn", Message: "slow"}}}, UserAgent: "UA", RequestID: "r1"}
		id1, err := eventstore.New(db).RecordClientError(ctx, first)
		if err != nil {
			t.Fatal(err)
		}
		now = now.Add(time.Minute)
		id2, err := eventstore.New(db).RecordClientError(ctx, clienterr.Stored{Report: clienterr.Report{Message: "second"}})
		if err != nil {
			t.Fatal(err)
		}
		list, err := eventstore.New(db).ClientErrors(ctx, time.Time{}, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != id2 || list[1].ID != id1 {
			t.Fatalf("list = %+v, want the two reports newest first", list)
		}
		got := list[1]
		if got.Name != "TypeError" || got.Message != "x is undefined" || got.Mode != "kiosk" || got.CustomerID == nil || *got.CustomerID != 7 ||
			got.UserAgent != "UA" || got.RequestID != "r1" || !got.CreatedAt.Equal(now.Add(-time.Minute)) ||
			len(got.Breadcrumbs) != 1 || got.Breadcrumbs[0] != (clienterr.Breadcrumb{At: 1700000000000, Level: "warn", Message: "slow"}) {
			t.Errorf("first report read back as %+v", got)
		}
		if list[0].CustomerID != nil || list[0].Breadcrumbs == nil || len(list[0].Breadcrumbs) != 0 {
			t.Errorf("second report read back as %+v", list[0])
		}
		recent, err := eventstore.New(db).ClientErrors(ctx, now, 10)
		if err != nil || len(recent) != 1 || recent[0].ID != id2 {
			t.Errorf("since now = %+v, %v; want the second only", recent, err)
		}
		one, err := eventstore.New(db).ClientErrors(ctx, time.Time{}, 1)
		if err != nil || len(one) != 1 || one[0].ID != id2 {
			t.Errorf("limit 1 = %+v, %v", one, err)
		}
		if pools := db.Pools(); len(pools) == 0 || pools[0].Name != "write" || pools[0].Stats.MaxOpenConnections == 0 {
			t.Errorf("Pools = %+v", pools)
		}
	})
}
