package api_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

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
		token, err := db.CreateStaffToken(context.Background(), ct.StoreDenver, "office")
		if err != nil {
			t.Fatal(err)
		}
		body := fmt.Sprintf(`{"deviceId": "dev-1", "events": [{"name": "page_view", "storeId": %d}]}`, ct.StoreDenver)
		if r := send(t, srv, "POST", "/collect/v1/events", "text/plain", strings.NewReader(body), nil); r.status != 204 {
			t.Fatalf("events = %d %s", r.status, r.raw)
		}
		path := fmt.Sprintf("/api/v1/stores/%d/reports/events", ct.StoreDenver)
		for query, want := range map[string]string{
			"":                               `"from":"2026-02-08","rows":[{"day":"2026-03-09","devices":1,"events":1,"name":"page_view","stream":"track"}],"store_id":2,"to":"2026-03-09"`,
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
