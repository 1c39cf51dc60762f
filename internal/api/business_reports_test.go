package api_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestBusinessReports: two reservations of Blue Dream eighths at SF on 27
// November 2026 (Los Angeles, UTC−8) and a search that found nothing, read
// back by SF's manager as JSON and CSV, with figures worked out by hand.
// SF charges a 15% excise tax, itself taxed, and 8.625% sales tax:
//   - 10:00, 2 eighths: $70.00, excise $10.50, tax 8.625% of $80.50 =
//     $6.943 → $6.94; $87.44;
//   - 12:00, 1 eighth: $35.00, excise $5.25, tax 8.625% of $40.25 =
//     $3.4716 → $3.47; $43.72.
//
// Bad periods and choices are 422 in the one error shape, a budtender gets
// 403, and the integration token reads them.
func TestBusinessReports(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart) // 27 November, 10:00 in Los Angeles
		srv := newServer(t, db)
		statusReserve(t, srv, 2, nil)
		advance(2 * time.Hour)
		statusReserve(t, srv, 1, nil)
		// Searches: one finds nothing (kept, its phone number redacted), one
		// finds Blue Dream, and a later page of one that found nothing is
		// not counted again.
		for _, body := range []string{
			`{"store_id": 1, "search_query": "  Moon ROCKS  call 415-555-0199 "}`,
			`{"store_id": 1, "search_query": "blue dream"}`,
			`{"store_id": 1, "search_query": "moon rocks call 415-555-0199", "page": 1}`,
			`{"store_id": 1, "search_query": "=HYPERLINK(1)"}`,
			`{"store_id": 1, "search_query": "=hyperlink(1)"}`,
		} {
			if r := call(t, srv, "POST", "/merch/v2/smart", body); r.status != 200 {
				t.Fatalf("search %s = %d %s", body, r.status, r.raw)
			}
		}
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		reports := fmt.Sprintf("/stores/%d/reports/", ct.StoreSF)
		day := "?from=2026-11-27&to=2026-11-27"

		r := mgr.call(t, "GET", reports+"sales"+day, "")
		if r.status != 200 || get(r.body, "from") != "2026-11-27" || get(r.body, "to") != "2026-11-27" ||
			get(r.body, "time_zone") != "America/Los_Angeles" || r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("sales = %d %s", r.status, r.raw)
		}
		if get(r.body, "totals", "reservations") != 2.0 || get(r.body, "totals", "gross") != 105.0 || get(r.body, "totals", "net") != 105.0 ||
			get(r.body, "totals", "total") != 131.16 || get(r.body, "totals", "cancelled") != 0.0 ||
			len(r.body["days"].([]any)) != 1 || get(r.body, "days", 0, "total") != 131.16 ||
			len(r.body["hours"].([]any)) != 24 || get(r.body, "hours", 10, "total") != 87.44 || get(r.body, "hours", 12, "total") != 43.72 ||
			get(r.body, "hours", 11, "reservations") != 0.0 ||
			get(r.body, "modes", 0, "mode") != "pickup" || get(r.body, "modes", 0, "reservations") != 2.0 {
			t.Errorf("sales = %s", r.raw)
		}
		// The default period: the 30 days up to today, in the store's zone.
		if r := mgr.call(t, "GET", reports+"sales", ""); r.status != 200 || get(r.body, "from") != "2026-10-29" ||
			get(r.body, "to") != "2026-11-27" || len(r.body["days"].([]any)) != 30 || get(r.body, "totals", "total") != 131.16 {
			t.Errorf("sales by default = %d %s", r.status, r.raw)
		}

		r = mgr.call(t, "GET", reports+"top_products"+day, "")
		if r.status != 200 || get(r.body, "by") != "units" || len(r.body["products"].([]any)) != 1 ||
			get(r.body, "products", 0, "product_id") != float64(ct.FlowerBlueDream) || get(r.body, "products", 0, "name") != "Blue Dream" ||
			get(r.body, "products", 0, "units") != 3.0 || get(r.body, "products", 0, "reservations") != 2.0 ||
			get(r.body, "products", 0, "revenue") != 105.0 {
			t.Errorf("top products = %d %s", r.status, r.raw)
		}
		r = mgr.call(t, "GET", reports+"funnel"+day, "")
		if r.status != 200 || get(r.body, "totals", "reservations") != 2.0 || get(r.body, "days", 0, "day") != "2026-11-27" {
			t.Errorf("funnel = %d %s", r.status, r.raw)
		}
		r = mgr.call(t, "GET", reports+"empty_searches"+day, "")
		if r.status != 200 || len(r.body["searches"].([]any)) != 2 ||
			get(r.body, "searches", 0, "query") != "=hyperlink(1)" || get(r.body, "searches", 0, "searches") != 2.0 ||
			get(r.body, "searches", 1, "query") != "moon rocks call [redacted]" || get(r.body, "searches", 1, "searches") != 1.0 ||
			get(r.body, "searches", 1, "last_day") != "2026-11-27" {
			t.Errorf("empty searches = %d %s", r.status, r.raw)
		}

		// CSV: numbers as dollars; a cell that would start a formula gets a
		// leading quote.
		for path, want := range map[string]string{
			"sales.csv" + day:              "day,reservations,gross,net,total,cancelled\n2026-11-27,2,105.00,105.00,131.16,0\n",
			"sales.csv" + day + "&by=mode": "mode,reservations,gross,net,total,cancelled\npickup,2,105.00,105.00,131.16,0\n",
			"top_products.csv" + day:       fmt.Sprintf("product_id,name,brand,units,reservations,revenue\n%d,Blue Dream,Coastal Cultivators,3,2,105.00\n", ct.FlowerBlueDream),
			"empty_searches.csv" + day:     "query,searches,days,last_day\n'=hyperlink(1),2,1,2026-11-27\nmoon rocks call [redacted],1,1,2026-11-27\n",
			"funnel.csv" + day:             "day,impressions,clicks,add_to_carts,reservations\n2026-11-27,",
		} {
			r := mgr.call(t, "GET", reports+path, "")
			if r.status != 200 || !strings.HasPrefix(r.raw, want) || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") ||
				!strings.Contains(r.header.Get("Content-Disposition"), `attachment; filename="store-1-`) {
				t.Errorf("%s = %d %s %v, want %q", path, r.status, r.raw, r.header, want)
			}
		}
		r = mgr.call(t, "GET", reports+"sales.csv"+day+"&by=hour", "")
		if lines := strings.Split(r.raw, "\n"); len(lines) != 26 || lines[11] != "10,1,70.00,70.00,87.44,0" || lines[13] != "12,1,35.00,35.00,43.72,0" {
			t.Errorf("sales by hour = %s", r.raw)
		}

		// Bad periods and choices.
		for query, field := range map[string]string{
			"sales?from=2026-11-31":                   "from",
			"sales?to=tomorrow":                       "to",
			"sales?from=2026-11-27&to=2026-11-26":     "to",
			"funnel?from=2025-11-26&to=2026-11-27":    "from",
			"sales.csv?by=week":                       "by",
			"top_products?by=price":                   "by",
			"empty_searches.csv?from=2026-1-1":        "from",
			"top_products.csv?from=2024-01-01&to=now": "to",
		} {
			wantProblem(t, query, mgr.call(t, "GET", reports+query, ""), 422, field)
		}
		// 366 days pass.
		if r := mgr.call(t, "GET", reports+"funnel?from=2025-11-27&to=2026-11-27", ""); r.status != 200 || len(r.body["days"].([]any)) != 366 {
			t.Errorf("366 days = %d", r.status)
		}
		if r := bud.call(t, "GET", reports+"sales", ""); r.status != 403 {
			t.Errorf("a budtender's sales = %d %s", r.status, r.raw)
		}
	})
}

// TestEmptySearchBudget: one client's searches that found nothing are
// counted twenty at once (the budget), then no more while the clock
// stands; every one of them is still answered.
func TestEmptySearchBudget(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv := newServer(t, db)
		for i := range 25 {
			if r := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_query": "moon rocks"}`); r.status != 200 {
				t.Fatalf("search %d = %d %s", i+1, r.status, r.raw)
			}
		}
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		r := mgr.call(t, "GET", fmt.Sprintf("/stores/%d/reports/empty_searches?from=2026-11-27&to=2026-11-27", ct.StoreSF), "")
		if r.status != 200 || get(r.body, "searches", 0, "query") != "moon rocks" || get(r.body, "searches", 0, "searches") != 20.0 {
			t.Errorf("empty searches = %d %s, want moon rocks counted 20 times", r.status, r.raw)
		}
	})
}
