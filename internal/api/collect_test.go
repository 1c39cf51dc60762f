package api_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/eventstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestCollectors: the analytics collectors take text/plain batches, keep
// them with the signed-in customer's prefixed id, scrub every e-mail
// address and phone number, cap insights events, and refuse bad input in
// the one error shape.
func TestCollectors(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		text := func(path, body string, h http.Header) response {
			t.Helper()
			return send(t, srv, "POST", path, "text/plain;charset=UTF-8", strings.NewReader(body), h)
		}
		shopper := signUp(t, srv, db, "carol@example.com")
		ok := text("/collect/v1/events", fmt.Sprintf(`{"deviceId": "dev-1", "events": [
			{"name": "ProductListingTap", "storeId": %d, "productId": "%d", "properties": {"source": "menu", "productName": "Blue Dream",
				"email": "carol@example.com", "note": "call 415-555-0100 or mail carol@example.com", "quantity": 2}},
			{"name": "page_view", "properties": {"page": "home", "utm_source": "news"}}]}`, ct.StoreSF, ct.FlowerBlueDream), shopper)
		if ok.status != 204 {
			t.Fatalf("events = %d %s", ok.status, ok.raw)
		}
		if r := text("/collect/v1/identify", `{"deviceId": "dev-1", "source": "storefront", "traits": {"phone": "4155550100", "name": "me at carol@example.com", "zip": "94110"}}`, nil); r.status != 204 {
			t.Fatalf("identify = %d %s", r.status, r.raw)
		}
		var filters, ids []string
		for i := range 12 {
			filters = append(filters, fmt.Sprintf("kind:k%d", i))
		}
		filters = append(filters, "brand:Alpha", "brand:carol@example.com")
		for i := range 30 {
			ids = append(ids, fmt.Sprint(i))
		}
		insights, _ := json.Marshal(map[string]any{"storeId": ct.StoreSF, "events": []map[string]any{
			{"index": "menu-products", "eventName": "Filters Applied", "filters": filters, "userToken": "dev-1"},
			{"index": "menu-products", "eventName": "Products Viewed", "objectIDs": ids, "userToken": "dev-1"}}})
		if r := text("/collect/v1/insights", string(insights), nil); r.status != 204 {
			t.Fatalf("insights = %d %s", r.status, r.raw)
		}
		stored, err := eventstore.New(db).AnalyticsEvents(context.Background(), "dev-1")
		if err != nil || len(stored) != 5 {
			t.Fatalf("stored %d events, %v", len(stored), err)
		}
		for _, e := range stored {
			if strings.Contains(string(e.Properties), "carol@") || strings.Contains(string(e.Properties), "555") {
				t.Errorf("%s %s keeps personal data: %s", e.Stream, e.Name, e.Properties)
			}
		}
		tap := stored[0]
		if tap.Name != "ProductListingTap" || tap.StoreID != ct.StoreSF || tap.ProductID != ct.FlowerBlueDream ||
			!strings.HasPrefix(tap.UserRef, "customer:") || stored[1].UserRef != tap.UserRef {
			t.Errorf("tap = %+v", tap)
		}
		var props map[string]any
		_ = json.Unmarshal(tap.Properties, &props)
		if props["email"] != "[redacted]" || props["note"] != "call [redacted] or mail [redacted]" || props["quantity"] != 2.0 || props["productName"] != "Blue Dream" {
			t.Errorf("tap properties = %v", props)
		}
		var traits map[string]any
		_ = json.Unmarshal(stored[2].Properties, &traits)
		if id := stored[2]; id.Stream != "identify" || id.Name != "storefront" || id.UserRef != "" ||
			traits["phone"] != "[redacted]" || traits["zip"] != "94110" || traits["name"] != "me at [redacted]" {
			t.Errorf("identify = %+v %s", id, id.Properties)
		}
		var f struct {
			Filters   []string `json:"filters"`
			ObjectIDs []string `json:"objectIDs"`
		}
		_ = json.Unmarshal(stored[3].Properties, &f)
		if len(f.Filters) != 10 || f.Filters[0] != "brand:Alpha" || f.Filters[1] != "brand:[redacted]" || f.Filters[2] != "kind:k0" {
			t.Errorf("filters = %v", f.Filters)
		}
		_ = json.Unmarshal(stored[4].Properties, &f)
		if len(f.ObjectIDs) != 20 || stored[4].StoreID != ct.StoreSF {
			t.Errorf("object ids = %v", f.ObjectIDs)
		}

		staff, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "office", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		events := callWith(t, srv, "GET", fmt.Sprintf("/api/v1/stores/%d/reports/events", ct.StoreSF), "", auth("Bearer "+staff))
		// The tap and the two insights events name store SF; the page view names
		// none. Reports bucket by the store's own days (Los Angeles), which
		// differ from the UTC day from 00:00 to 08:00 UTC.
		la, err := time.LoadLocation("America/Los_Angeles")
		if err != nil {
			t.Fatal(err)
		}
		if events.status != 200 || fmt.Sprint(get(events.body, "rows")) !=
			fmt.Sprintf("[map[day:%[1]s devices:1 events:1 name:Filters Applied stream:insights] map[day:%[1]s devices:1 events:1 name:Products Viewed stream:insights] map[day:%[1]s devices:1 events:1 name:ProductListingTap stream:track]]", stored[0].At.In(la).Format("2006-01-02")) {
			t.Errorf("event report = %d %s", events.status, events.raw)
		}
		if c := callWith(t, srv, "GET", fmt.Sprintf("/api/v1/stores/%d/reports/events.csv", ct.StoreSF), "", auth("Bearer "+staff)); c.status != 200 ||
			!strings.HasPrefix(c.raw, "day,stream,name,events,devices\n") || !strings.Contains(c.raw, ",track,ProductListingTap,1,1\n") {
			t.Errorf("event report CSV = %d %q", c.status, c.raw)
		}

		many := make([]string, 51)
		for i := range many {
			many[i] = `{"name": "HomeTap"}`
		}
		for _, tc := range []struct {
			path, body string
			status     int
			field      string
		}{
			{"/collect/v1/events", ``, 400, ""},
			{"/collect/v1/events", `{"deviceId": "dev-1", "events": "x"}`, 400, ""},
			{"/collect/v1/events", `{"deviceId": "dev-1", "events": []}`, 422, "events"},
			{"/collect/v1/events", `{"deviceId": "dev-1", "events": [` + strings.Join(many, ",") + `]}`, 422, "events"},
			{"/collect/v1/events", `{"events": [{"name": "HomeTap"}]}`, 422, "deviceId"},
			{"/collect/v1/events", `{"deviceId": "a b", "events": [{"name": "HomeTap"}]}`, 422, "deviceId"},
			{"/collect/v1/events", `{"deviceId": "d", "events": [{"name": "<b>"}]}`, 422, "events[0].name"},
			{"/collect/v1/events", `{"deviceId": "d", "events": [{"name": "Mail jo@x.io"}]}`, 422, "events[0].name"},
			{"/collect/v1/events", `{"deviceId": "d", "events": [{"name": "HomeTap", "storeId": 999999}]}`, 422, "events[0].storeId"},
			{"/collect/v1/events", `{"deviceId": "d", "events": [{"name": "HomeTap", "productId": -1}]}`, 422, "events[0].productId"},
			{"/collect/v1/events", `{"deviceId": "d", "events": [{"name": "HomeTap", "properties": [1]}]}`, 422, "events[0].properties"},
			{"/collect/v1/identify", `{"deviceId": "d", "traits": {}}`, 422, "source"},
			{"/collect/v1/insights", `{"events": [{"index": "i", "eventName": "Viewed", "objectIDs": ["1"]}]}`, 422, "events[0].userToken"},
			{"/collect/v1/insights", `{"events": [{"index": "i", "eventName": "Viewed", "userToken": "d"}]}`, 422, "events[0].filters"},
			{"/collect/v1/insights", `{"events": [{"eventName": "Viewed", "userToken": "d", "filters": ["a"]}]}`, 422, "events[0].index"},
		} {
			r := text(tc.path, tc.body, nil)
			if r.status != tc.status || r.body["message"] == nil || (tc.field != "" && get(r.body, "validations", tc.field, 0) == nil) {
				t.Errorf("%s %s = %d %s; want %d with %q", tc.path, tc.body, r.status, r.raw, tc.status, tc.field)
			}
		}
		if r := send(t, srv, "POST", "/collect/v1/events", "text/plain", strings.NewReader(`{"deviceId":"d","events":[{"name":"x","properties":{"s":"`+strings.Repeat("a", 1<<20)+`"}}]}`), nil); r.status != 400 {
			t.Errorf("a body over 1 MiB = %d", r.status)
		}
		if after, _ := eventstore.New(db).AnalyticsEvents(context.Background(), "d"); len(after) != 0 {
			t.Errorf("refused batches stored %d events", len(after))
		}
	})
}

// TestProductReportAPI: a shopper's impression, clicks, add and
// reservation, counted for the store's staff as JSON and as CSV.
func TestProductReportAPI(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ctx := context.Background()
		sf, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreSF, "office", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		denver, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreDenver, "office", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		const device = "V1StGXR8_Z5jdHi6B-myT" // addBody's device
		event := func(path string, add bool) {
			t.Helper()
			body := fmt.Sprintf(`{"storeId": %d, "productId": %d, "janeDeviceId": %q, "placement": "menu_inline", "isAddToCart": %v}`, ct.StoreSF, ct.FlowerBlueDream, device, add)
			if r := send(t, srv, "POST", path, "text/plain", strings.NewReader(body), nil); r.status != 204 {
				t.Fatalf("%s = %d %s", path, r.status, r.raw)
			}
		}
		event("/merch/v2/event/1", false)
		event("/merch/v2/event/1", false) // the same device again: one impression
		event("/merch/v2/event/2", false)
		event("/merch/v2/event/2", true)
		statusReserve(t, srv, 2, nil)

		path := fmt.Sprintf("/api/v1/stores/%d/reports/products", ct.StoreSF)
		for name, tc := range map[string]struct {
			path   string
			header http.Header
			status int
		}{
			"no token":          {path, nil, 401},
			"another store":     {path, auth("Bearer " + denver), 403},
			"a bad day":         {path + "?from=yesterday", auth("Bearer " + sf), 422},
			"to before from":    {path + "?from=2026-02-02&to=2026-02-01", auth("Bearer " + sf), 422},
			"over a year":       {path + "?from=2024-01-01&to=2026-01-01", auth("Bearer " + sf), 422},
			"an unknown format": {path + "?format=xml", auth("Bearer " + sf), 422},
		} {
			if r := callWith(t, srv, "GET", tc.path, "", tc.header); r.status != tc.status || r.body["message"] == nil {
				t.Errorf("%s: %d %s; want %d", name, r.status, r.raw, tc.status)
			}
		}
		r := callWith(t, srv, "GET", path, "", auth("Bearer "+sf))
		if r.status != 200 {
			t.Fatalf("report = %d %s", r.status, r.raw)
		}
		rows, _ := get(r.body, "rows").([]any)
		if len(rows) != 1 {
			t.Fatalf("rows = %s", r.raw)
		}
		row := rows[0].(map[string]any)
		want := map[string]any{"product_id": float64(ct.FlowerBlueDream), "placement": "menu_inline", "impressions": 1.0, "clicks": 1.0,
			"add_to_carts": 1.0, "reservations": 1.0, "units": 2.0, "click_through_rate": 1.0, "conversion_rate": 1.0}
		for k, v := range want {
			if row[k] != v {
				t.Errorf("row %s = %v, want %v", k, row[k], v)
			}
		}
		if get(r.body, "totals", "reservations") != 1.0 || r.body["from"] == nil {
			t.Errorf("report = %s", r.raw)
		}
		for _, p := range []string{path + "?format=csv", path + ".csv"} {
			c := callWith(t, srv, "GET", p, "", auth("Bearer "+sf))
			records, err := csv.NewReader(strings.NewReader(c.raw)).ReadAll()
			if c.status != 200 || !strings.HasPrefix(c.header.Get("Content-Type"), "text/csv") || err != nil || len(records) != 2 {
				t.Fatalf("%s = %d %q %v", p, c.status, c.raw, err)
			}
			if strings.Join(records[0], ",") != "day,product_id,product_name,placement,impressions,clicks,add_to_carts,reservations,units,click_through_rate,conversion_rate" ||
				strings.Join(records[1][3:], ",") != "menu_inline,1,1,1,1,2,1,1" || records[1][1] != fmt.Sprint(ct.FlowerBlueDream) {
				t.Errorf("%s = %q", p, records)
			}
		}
	})
}
