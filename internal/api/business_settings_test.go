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

// TestMessagePreview: a manager sees how "ready for pickup" reaches a
// shopper in the store's saved look (Pistil's own until the owner sets
// one), then in a look being edited, with its colours, sign-off and note
// for the kind; the owner's saved look then shows without a draft. A kind
// that is none, a mode that is none and a look the settings would refuse
// are refused by field; nothing is written or sent.
func TestMessagePreview(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, time.Date(2026, 11, 30, 15, 0, 0, 0, time.UTC))
		srv := newServer(t, db)
		own := staffMember(t, db, srv, "own@shop.example", staff.Owner, ct.StoreSF, 0)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		preview := fmt.Sprintf("/stores/%d/messages/preview", ct.StoreSF)

		r := mgr.call(t, "POST", preview, `{"kind": "ready_for_pickup"}`)
		if r.status != 200 || get(r.body, "preview", "subject") != "Your reservation #1042 is ready for pickup" ||
			get(r.body, "preview", "sms_sent") != true || r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("the saved look = %d %s", r.status, r.raw)
		}
		html, _ := get(r.body, "preview", "html").(string)
		if !strings.Contains(html, "background-color:#166534;color:#ffffff;") || !strings.Contains(html, ">Golden Gate Greenhouse</td>") ||
			!strings.Contains(html, "/reservation_receipt/example") {
			t.Errorf("Pistil's own look:\n%s", html)
		}
		if sms := get(r.body, "preview", "sms"); sms != "Golden Gate Greenhouse: your reservation #1042 is ready for pickup. "+
			"https://shop.example/reservation_receipt/example" {
			t.Errorf("the text = %q", sms)
		}

		draft := `{"kind": "delivery_started", "look": {"color": "#fde047", "background_color": "#1e293b", "logo_url": "",
			"sign_off": "Thanks, the Greenhouse", "notes": {"delivery_started": "Have your ID at the door."}}}`
		r = mgr.call(t, "POST", preview, draft)
		html, _ = get(r.body, "preview", "html").(string)
		if r.status != 200 || get(r.body, "preview", "subject") != "Your reservation #1042 is on its way" ||
			!strings.Contains(html, "background-color:#fde047;color:#000000;") || !strings.Contains(html, "Have your ID at the door.") ||
			!strings.Contains(get(r.body, "preview", "text").(string), "\nHave your ID at the door.\n") ||
			!strings.HasSuffix(get(r.body, "preview", "sms").(string), "Have your ID at the door. Thanks, the Greenhouse https://shop.example/reservation_receipt/example") {
			t.Errorf("a draft look = %d %s", r.status, r.raw)
		}

		wantProblem(t, "a kind that is none", mgr.call(t, "POST", preview, `{"kind": "shipped"}`), 422, "kind")
		wantProblem(t, "no kind", mgr.call(t, "POST", preview, `{}`), 422, "kind")
		wantProblem(t, "a mode that is none", mgr.call(t, "POST", preview, `{"kind": "pending", "mode": "drone"}`), 422, "mode")
		bad := own.call(t, "POST", preview, `{"kind": "pending", "look": {"color": "red", "logo_url": "javascript:alert(1)", "notes": {"shipped": "x"}}}`)
		for _, field := range []string{"look.color", "look.logo_url", "look.notes.shipped"} {
			wantProblem(t, "a look the settings refuse", bad, 422, field)
		}
		wantProblem(t, "a NUL in the sign-off", mgr.call(t, "POST", preview, `{"kind": "pending", "look": {"sign_off": "a\u0000b"}}`), 400, "")

		// The owner saves a look: the preview without a draft shows it.
		set := own.call(t, "GET", fmt.Sprintf("/stores/%d/settings", ct.StoreSF), "").body["settings"].(map[string]any)
		set["message_look"] = map[string]any{"color": "#1e3a8a", "sign_off": "See you soon", "notes": map[string]any{}}
		body, _ := json.Marshal(set)
		if r := own.call(t, "PUT", fmt.Sprintf("/stores/%d/settings", ct.StoreSF), string(body)); r.status != 200 ||
			get(r.body, "settings", "message_look", "color") != "#1e3a8a" {
			t.Fatalf("saving a look = %d %s", r.status, r.raw)
		}
		r = mgr.call(t, "POST", preview, `{"kind": "cancelled", "look": null}`)
		if html, _ := get(r.body, "preview", "html").(string); r.status != 200 || !strings.Contains(html, "background-color:#1e3a8a;color:#ffffff;") ||
			!strings.HasSuffix(get(r.body, "preview", "text").(string), "\nSee you soon\n") {
			t.Errorf("the saved look = %d %s", r.status, r.raw)
		}
		if ms, err := db.OutboxMessages(t.Context(), "shopper@example.com"); err != nil || len(ms) != 0 {
			t.Errorf("a preview wrote %d messages (%v)", len(ms), err)
		}
	})
}
