package api_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// shopperMonday is SF's Monday opening as the shopper's store answer
// says it: "09:00–21:00".
func shopperMonday(t *testing.T, r response) string {
	t.Helper()
	hours, _ := get(r.body, "store", "working_hours").([]any)
	for _, h := range hours {
		if get(h, "day") == "monday" {
			return fmt.Sprintf("%v–%v", get(h, "period", "from"), get(h, "period", "to"))
		}
	}
	return ""
}

// TestBusinessSettings: SF's manager reads the settings; the owner sends
// them back with Monday 7:15 to 19:45, a closed New Year's Day and
// auto-confirm on, which the shopper's store answer shows (the hours and
// the special day); a stale version is refused (409, naming the version
// now), bad settings are refused by field (422), and the manager may not
// change them (403). The audit log keeps the change.
func TestBusinessSettings(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC))
		srv := newServer(t, db)
		own := staffMember(t, db, srv, "own@shop.example", staff.Owner, ct.StoreSF, 0)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		path := fmt.Sprintf("/stores/%d/settings", ct.StoreSF)

		r := mgr.call(t, "GET", path, "")
		if r.status != 200 || get(r.body, "settings", "version") != 1.0 || get(r.body, "settings", "store_name") != "Golden Gate Greenhouse" ||
			get(r.body, "settings", "auto_confirm") != false || r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("the settings = %d %s", r.status, r.raw)
		}
		if days, ok := get(r.body, "settings", "special_days").([]any); !ok || len(days) != 0 {
			t.Errorf("special_days = %v, want []", get(r.body, "settings", "special_days"))
		}
		set := r.body["settings"].(map[string]any)
		for _, h := range set["hours"].(map[string]any)["working"].([]any) {
			if h.(map[string]any)["day"] == "monday" {
				h.(map[string]any)["period"] = map[string]any{"from": "07:15", "to": "19:45"}
			}
		}
		set["special_days"] = []any{map[string]any{"date": "2027-01-01", "closed": true, "note": "New Year's Day"}}
		set["auto_confirm"] = true
		body, _ := json.Marshal(set)

		r = mgr.call(t, "PUT", path, string(body))
		if r.status != 403 || !strings.Contains(r.raw, "manager") {
			t.Errorf("the manager's change = %d %s", r.status, r.raw)
		}
		r = own.call(t, "PUT", path, string(body))
		if r.status != 200 || get(r.body, "settings", "version") != 2.0 || get(r.body, "settings", "auto_confirm") != true ||
			get(r.body, "settings", "special_days", 0, "note") != "New Year's Day" {
			t.Fatalf("the owner's change = %d %s", r.status, r.raw)
		}
		shop := call(t, srv, "GET", fmt.Sprintf("/api/v1/stores/%d", ct.StoreSF), "")
		if got := shopperMonday(t, shop); got != "07:15–19:45" {
			t.Errorf("the shopper's Monday = %q", got)
		}
		if get(shop.body, "store", "special_days", 0, "date") != "2027-01-01" || get(shop.body, "store", "special_days", 0, "closed") != true {
			t.Errorf("the shopper's special days = %v", get(shop.body, "store", "special_days"))
		}

		r = own.call(t, "PUT", path, string(body)) // version 1 again
		if r.status != 409 || r.body["code"] != "conflict" || r.body["version"] != 2.0 ||
			r.body["message"] != "These settings were changed since you opened them. Reload them to see the change, then make yours again." {
			t.Errorf("a stale change = %d %s", r.status, r.raw)
		}
		set["version"] = 2
		set["special_days"] = []any{map[string]any{"date": "2027-13-01", "closed": true}}
		set["compliance"].(map[string]any)["checkout_age_minimum"] = 16
		body, _ = json.Marshal(set)
		wantProblem(t, "a bad date", own.call(t, "PUT", path, string(body)), 422, "special_days[0].date")
		wantProblem(t, "an age of 16", own.call(t, "PUT", path, string(body)), 422, "compliance.checkout_age_minimum")
		wantProblem(t, "no version", own.call(t, "PUT", path, `{"hours": {"working": []}}`), 422, "version")

		r = own.call(t, "GET", fmt.Sprintf("/stores/%d/audit", ct.StoreSF), "")
		if r.status != 200 || get(r.body, "entries", 0, "action") != "store_settings.update" ||
			get(r.body, "entries", 0, "subject") != "store:1" || get(r.body, "entries", 0, "actor") != "staff:own@shop.example" {
			t.Errorf("the audit log = %d %s", r.status, r.raw)
		}
	})
}
