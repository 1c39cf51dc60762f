package api_test

import (
	"context"
	"fmt"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/storage/eventstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// eventRows counts the merchandising rows of the stores events may land
// under: the Small catalogue's stores and store 0 (sessions without one).
func eventRows(t *testing.T, db *storage.DB) map[string]int {
	t.Helper()
	all := map[string]int{}
	for _, store := range []int64{0, ct.StoreSF, ct.StoreDenver} {
		counts, err := eventstore.New(db).EventCounts(context.Background(), store)
		if err != nil {
			t.Fatal(err)
		}
		for kind, n := range counts {
			all[fmt.Sprint(store, kind)] = n
		}
	}
	return all
}

// sessionBody is a session of n events, each shaped by event (given its index).
func sessionBody(n int, event func(i int) string) string {
	events := make([]string, n)
	for i := range events {
		events[i] = event(i)
	}
	return `{"janeDeviceId": "V1StGXR8_Z5jdHi6B-myT", "storeId": ` + fmt.Sprint(ct.StoreSF) + `, "events": [` + strings.Join(events, ",") + `]}`
}

func sessionEventJSON(i int) string {
	return fmt.Sprintf(`{"type": "impression", "storeId": %d, "productId": %d, "placement": "menu_inline_table", "at": %d}`,
		ct.StoreSF, 1000+i, 1764170000000+int64(i))
}

// TestHostileMerchEvents sends the merchandising events oversized bodies,
// too many or oversized entries, ids out of range, unknown placements and
// formula-like text: each is a 400 (an unreadable or oversized body) or a
// 422 naming the field, in the one error shape, and nothing is written. A
// real session, impression and checkout still pass.
func TestHostileMerchEvents(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		device := `"janeDeviceId": "V1StGXR8_Z5jdHi6B-myT"`
		product := func(extra string) string {
			return fmt.Sprintf(`{"storeId": %d, "productId": %d, %s%s}`, ct.StoreSF, ct.FlowerBlueDream, device, extra)
		}
		checkout := func(extra string) string {
			return fmt.Sprintf(`{"storeId": %d, "posOrderId": "A-1001", "posUserId": "u-7"%s}`, ct.StoreSF, extra)
		}
		products := func(n int, each string) string {
			list := make([]string, n)
			for i := range list {
				list[i] = each
			}
			return `, "products": [` + strings.Join(list, ",") + `]`
		}
		// The hostile session: 965 KB of events.
		huge := sessionBody(500, func(i int) string {
			return fmt.Sprintf(`{"type": "impression", "storeId": %d, "productId": %d, "at": 1, "junk": %q}`, ct.StoreSF, i, strings.Repeat("x", 1900))
		})
		if len(huge) < 950_000 {
			t.Fatalf("the hostile session is %d bytes", len(huge))
		}
		for name, tc := range map[string]struct {
			path, body string
			status     int
			code       string
			field      string // the validation expected, for 422s
		}{
			"a 965 KB session": {"/merch/v2/event/session", huge, 400, "malformed", ""},
			"501 events":       {"/merch/v2/event/session", sessionBody(501, sessionEventJSON), 422, "invalid", "events"},
			"no events":        {"/merch/v2/event/session", sessionBody(0, sessionEventJSON), 422, "invalid", "events"},
			"an unknown event type": {"/merch/v2/event/session", sessionBody(3, func(i int) string {
				return strings.Replace(sessionEventJSON(i), "impression", "purchase", 1)
			}), 422, "invalid", "events[0].type"},
			"a formula for a placement": {"/merch/v2/event/session", sessionBody(2, func(i int) string {
				return strings.Replace(sessionEventJSON(i), "menu_inline_table", `=HYPERLINK(\"http://evil\")`, 1)
			}), 422, "invalid", "events[0].placement"},
			"a product id beyond 2^53": {"/merch/v2/event/session", sessionBody(1, func(int) string {
				return fmt.Sprintf(`{"type": "click", "storeId": %d, "productId": 9007199254740993, "at": 1}`, ct.StoreSF)
			}), 422, "invalid", "events[0].productId"},
			"a negative store id": {"/merch/v2/event/session", sessionBody(1, func(int) string {
				return `{"type": "click", "storeId": -4, "productId": 12, "at": 1}`
			}), 422, "invalid", "events[0].storeId"},
			"a 600 byte event": {"/merch/v2/event/session", sessionBody(1, func(int) string {
				return fmt.Sprintf(`{"type": "click", "storeId": %d, "productId": 12, "at": 1, "junk": %q}`, ct.StoreSF, strings.Repeat("j", 540))
			}), 422, "invalid", "events[0]"},
			"an event that is no object": {"/merch/v2/event/session", sessionBody(2, func(int) string { return `"click"` }), 422, "invalid", "events[0]"},
			"a time in text": {"/merch/v2/event/session", sessionBody(1, func(int) string {
				return fmt.Sprintf(`{"type": "click", "storeId": %d, "productId": 12, "at": "noon"}`, ct.StoreSF)
			}), 422, "invalid", "events[0]"},
			"a negative time": {"/merch/v2/event/session", sessionBody(1, func(int) string {
				return fmt.Sprintf(`{"type": "click", "storeId": %d, "productId": 12, "at": -5}`, ct.StoreSF)
			}), 422, "invalid", "events[0].at"},
			"a 10 KB device id": {"/merch/v2/event/session",
				`{"janeDeviceId": "` + strings.Repeat("d", 10_000) + `", "events": [` + sessionEventJSON(0) + `]}`, 422, "invalid", "janeDeviceId"},
			"a 5 KB impression":        {"/merch/v2/event/1", product(`, "adToken": "` + strings.Repeat("a", 5000) + `"`), 400, "malformed", ""},
			"a 300 character ad token": {"/merch/v2/event/1", product(`, "adToken": "` + strings.Repeat("a", 300) + `"`), 422, "invalid", "adToken"},
			"an unknown placement":     {"/merch/v2/event/1", product(`, "placement": "homepage_hero"`), 422, "invalid", "placement"},
			"a tab-led placement":      {"/merch/v2/event/1", product(`, "placement": "\t=1+1"`), 422, "invalid", "placement"},
			"a control character in the device id": {"/merch/v2/event/1",
				fmt.Sprintf(`{"storeId": %d, "productId": 3, "janeDeviceId": "dev\r\nSet-Cookie: x"}`, ct.StoreSF), 422, "invalid", "janeDeviceId"},
			"a click for a product id beyond 2^53": {"/merch/v2/event/2",
				fmt.Sprintf(`{"storeId": %d, "productId": 9007199254740993, %s}`, ct.StoreSF, device), 422, "invalid", "productId"},
			"a product id beyond int64": {"/merch/v2/event/2",
				fmt.Sprintf(`{"storeId": %d, "productId": 1e30, %s}`, ct.StoreSF, device), 400, "malformed", ""},
			"a click with a formula placement": {"/merch/v2/event/2", product(`, "placement": "@SUM(A1)"`), 422, "invalid", "placement"},
			"101 checkout products":            {"/merch/v2/event/3e", checkout(products(101, `{"product_id": 1, "count": 1}`)), 422, "invalid", "products"},
			"a 600 byte checkout product": {"/merch/v2/event/3e",
				checkout(products(1, `{"note": "`+strings.Repeat("n", 600)+`"}`)), 422, "invalid", "products"},
			"a checkout product that is no object": {"/merch/v2/event/3e", checkout(products(1, `"x"`)), 422, "invalid", "products"},
			"a 200 character order id": {"/merch/v2/event/3e",
				fmt.Sprintf(`{"storeId": %d, "posOrderId": %q}`, ct.StoreSF, strings.Repeat("9", 200)), 422, "invalid", "posOrderId"},
			"a 70 KB checkout": {"/merch/v2/event/3e", checkout(`, "extra": "` + strings.Repeat("z", 70_000) + `"`), 400, "malformed", ""},
		} {
			before := eventRows(t, db)
			r := send(t, srv, "POST", tc.path, "text/plain", strings.NewReader(tc.body), nil)
			if r.status != tc.status || r.body["code"] != tc.code || r.body["message"] == nil {
				t.Errorf("%s: %d %.300s; want %d %s", name, r.status, r.raw, tc.status, tc.code)
				continue
			}
			if tc.field != "" && get(r.body, "validations", tc.field) == nil {
				t.Errorf("%s: validations %v; want one for %s", name, r.body["validations"], tc.field)
			}
			if after := eventRows(t, db); !maps.Equal(before, after) {
				t.Errorf("%s wrote events: %v, then %v", name, before, after)
			}
		}

		// Real events pass, and a session keeps only the fields it needs.
		before := eventRows(t, db)
		for path, body := range map[string]string{
			"/merch/v2/event/session": sessionBody(500, sessionEventJSON),
			"/merch/v2/event/1":       product(`, "placement": "menu_inline", "adToken": "bWVudV9pbmxpbmU6MToxMg"`),
			"/merch/v2/event/2":       product(`, "placement": "pdp_row", "isAddToCart": true`),
			"/merch/v2/event/3e":      checkout(products(100, `{"product_id": 1, "price_id": "gram", "count": 2}`)),
		} {
			if r := send(t, srv, "POST", path, "text/plain", strings.NewReader(body), nil); r.status != 204 {
				t.Errorf("a real %s = %d %.300s", path, r.status, r.raw)
			}
		}
		after := eventRows(t, db)
		for _, kind := range []string{"impression", "click", "session", "external_checkout"} {
			key := fmt.Sprint(ct.StoreSF, kind)
			if after[key] != before[key]+1 {
				t.Errorf("%s rows: %d, then %d; want one more", kind, before[key], after[key])
			}
		}
	})
}

// TestMerchEventBudget: on a stopped clock, one address may send a menu's
// burst of 300 impressions and clicks (they share a budget); the next is
// 429 with Retry-After in the error shape and writes nothing, while another
// address still sends. Sessions and checkouts have budgets of their own:
// 20 sessions, then one every 5 s; 30 checkouts, then 2 a second.
func TestMerchEventBudget(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		start := time.Date(2026, 11, 24, 23, 59, 59, 0, time.UTC)
		advance := stopClock(db, start)
		srv := newServer(t, db)
		// send's requests leave from 127.0.0.1
		post := func(path, body string) response {
			t.Helper()
			return send(t, srv, "POST", path, "text/plain", strings.NewReader(body), nil)
		}
		impression := func(i int) string {
			return fmt.Sprintf(`{"storeId": %d, "productId": %d, "janeDeviceId": "dev-1", "placement": "menu_inline_table"}`, ct.StoreSF, 1000+i)
		}
		for i := range 300 {
			path := "/merch/v2/event/1"
			if i%10 == 9 {
				path = "/merch/v2/event/2"
			}
			if r := post(path, impression(i)); r.status != 204 {
				t.Fatalf("event %d of a menu's burst = %d %s, want 204", i+1, r.status, r.raw)
			}
		}
		before := eventRows(t, db)
		for _, path := range []string{"/merch/v2/event/1", "/merch/v2/event/2"} {
			r := post(path, impression(999))
			if r.status != 429 || r.header.Get("Retry-After") != "1" || r.body["code"] != "throttled" ||
				r.body["retry_after"] != 1.0 || r.body["message"] == nil {
				t.Fatalf("%s past the budget = %d (Retry-After %q) %s, want 429 throttled", path, r.status, r.header.Get("Retry-After"), r.raw)
			}
		}
		if after := eventRows(t, db); !maps.Equal(before, after) {
			t.Errorf("throttled events wrote rows: %v, then %v", before, after)
		}
		res, err := fromAddress("127.0.0.2").Post(srv.URL+"/merch/v2/event/1", "text/plain", strings.NewReader(impression(999)))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 204 {
			t.Fatalf("another address = %d, want 204", res.StatusCode)
		}
		// A second later, 30 more.
		advance(time.Second)
		for i := range 30 {
			if r := post("/merch/v2/event/1", impression(400+i)); r.status != 204 {
				t.Fatalf("a second later, event %d = %d %s", i+1, r.status, r.raw)
			}
		}
		if r := post("/merch/v2/event/1", impression(500)); r.status != 429 {
			t.Fatalf("a second later, the 31st = %d, want 429", r.status)
		}

		session := sessionBody(3, sessionEventJSON)
		for i := range 20 {
			if r := post("/merch/v2/event/session", session); r.status != 204 {
				t.Fatalf("session %d = %d %s, want 204", i+1, r.status, r.raw)
			}
		}
		before = eventRows(t, db)
		r := post("/merch/v2/event/session", session)
		if r.status != 429 || r.header.Get("Retry-After") != "5" || r.body["code"] != "throttled" || r.body["retry_after"] != 5.0 {
			t.Fatalf("the 21st session = %d (Retry-After %q) %s, want 429 after 5 s", r.status, r.header.Get("Retry-After"), r.raw)
		}
		if after := eventRows(t, db); !maps.Equal(before, after) {
			t.Errorf("a throttled session wrote rows: %v, then %v", before, after)
		}
		advance(5 * time.Second)
		if r := post("/merch/v2/event/session", session); r.status != 204 {
			t.Fatalf("a session 5 s later = %d %s", r.status, r.raw)
		}

		checkout := fmt.Sprintf(`{"storeId": %d, "posOrderId": "A-1"}`, ct.StoreSF)
		for i := range 30 {
			if r := post("/merch/v2/event/3e", checkout); r.status != 204 {
				t.Fatalf("checkout %d = %d %s, want 204", i+1, r.status, r.raw)
			}
		}
		if r := post("/merch/v2/event/3e", checkout); r.status != 429 || r.header.Get("Retry-After") != "1" {
			t.Fatalf("the 31st checkout = %d (Retry-After %q) %s, want 429", r.status, r.header.Get("Retry-After"), r.raw)
		}
	})
}
