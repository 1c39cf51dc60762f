package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
	"github.com/pistil/pistil/internal/webhook"
)

// TestBusinessWebhooks: a point of sale's integration token subscribes to
// SF's reservations and is answered the secret once; a loopback URL, an
// unknown event and a bad threshold are refused by field; a checkout
// writes a delivery the log shows, pending; one still being tried cannot
// be sent again; the subscription is changed with a new secret, and
// removed. The token cannot touch Denver's, nor a manager SF's.
func TestBusinessWebhooks(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv := newServer(t, db)
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "point of sale", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		pos := func(method, path, body string) response {
			t.Helper()
			return callWith(t, srv, method, "/api/v1/business"+path, body, http.Header{"Authorization": {"Bearer " + token}})
		}
		hooks := fmt.Sprintf("/stores/%d/webhooks", ct.StoreSF)

		r := pos("POST", hooks, `{"url": "https://pos.example.com/pistil", "events": ["reservation.created", "reservation.cancelled"], "description": "Front counter POS"}`)
		secret, _ := r.body["secret"].(string)
		if r.status != 201 || !strings.HasPrefix(secret, webhook.SecretPrefix) || get(r.body, "webhook", "active") != true ||
			get(r.body, "webhook", "low_stock") != 5.0 || fmt.Sprint(get(r.body, "webhook", "events")) != "[reservation.created reservation.cancelled]" {
			t.Fatalf("subscribe = %d %s", r.status, r.raw)
		}
		id := int64(get(r.body, "webhook", "id").(float64))
		one := fmt.Sprintf("%s/%d", hooks, id)

		for name, tc := range map[string]struct{ body, field string }{
			"a loopback URL":     {`{"url": "http://127.0.0.1:8080/hooks", "events": ["reservation.created"]}`, "url"},
			"link-local":         {`{"url": "http://169.254.169.254/latest", "events": ["reservation.created"]}`, "url"},
			"no URL":             {`{"events": ["reservation.created"]}`, "url"},
			"an unknown event":   {`{"url": "https://pos.example.com/", "events": ["order.created"]}`, "events"},
			"no events":          {`{"url": "https://pos.example.com/", "events": []}`, "events"},
			"a threshold":        {`{"url": "https://pos.example.com/", "events": ["inventory.low"], "low_stock": -2}`, "low_stock"},
			"a long description": {`{"url": "https://pos.example.com/", "events": ["inventory.low"], "description": "` + strings.Repeat("d", 201) + `"}`, "description"},
		} {
			wantProblem(t, name, pos("POST", hooks, tc.body), 422, tc.field)
		}

		r = pos("GET", hooks, "")
		if r.status != 200 || len(r.body["webhooks"].([]any)) != 1 || strings.Contains(r.raw, secret) ||
			fmt.Sprint(r.body["events"]) != fmt.Sprint(webhook.Events) {
			t.Errorf("list = %d %s", r.status, r.raw)
		}

		// A checkout: one delivery, pending, its body the reservation.
		statusReserve(t, srv, 1, nil)
		r = pos("GET", one+"/deliveries", "")
		if r.status != 200 || len(r.body["deliveries"].([]any)) != 1 || get(r.body, "deliveries", 0, "event") != "reservation.created" ||
			get(r.body, "deliveries", 0, "status") != "pending" || !strings.Contains(get(r.body, "deliveries", 0, "body").(string), `"reservation_mode":"pickup"`) {
			t.Fatalf("log = %d %s", r.status, r.raw)
		}
		delivery := int64(get(r.body, "deliveries", 0, "id").(float64))
		wantProblem(t, "sent again while being tried", pos("POST", fmt.Sprintf("%s/deliveries/%d/resend", one, delivery), ""), 409, "")
		wantProblem(t, "an unknown delivery", pos("POST", fmt.Sprintf("%s/deliveries/%d/resend", one, delivery+100), ""), 404, "")
		wantProblem(t, "bad before", pos("GET", one+"/deliveries?before=x", ""), 422, "before")
		if r := pos("GET", one, ""); r.status != 200 || get(r.body, "webhook", "pending") != 1.0 {
			t.Errorf("one = %d %s", r.status, r.raw)
		}

		r = pos("PUT", one, `{"url": "https://pos.example.com/v2", "events": ["inventory.low"], "low_stock": 2, "active": false, "rotate_secret": true}`)
		again, _ := r.body["secret"].(string)
		if r.status != 200 || again == "" || again == secret || get(r.body, "webhook", "active") != false || get(r.body, "webhook", "low_stock") != 2.0 {
			t.Errorf("change = %d %s", r.status, r.raw)
		}
		if r := pos("PUT", one, `{"url": "https://pos.example.com/v3", "events": ["inventory.low"], "active": true}`); r.status != 200 ||
			r.body["secret"] != nil || get(r.body, "webhook", "low_stock") != 2.0 {
			t.Errorf("change without a new secret = %d %s", r.status, r.raw)
		}
		for _, action := range []string{"webhook.create", "webhook.update+secret", "webhook.update"} {
			if rows := auditRows(t, db, ct.StoreSF, action); len(rows) != 1 || strings.Contains(rows[0].After, "whsec_") {
				t.Errorf("audit %s: %+v", action, rows)
			}
		}

		// Another store's, and a role without the permission.
		denver := fmt.Sprintf("/stores/%d/webhooks", ct.StoreDenver)
		if r := pos("GET", denver, ""); r.status != 403 {
			t.Errorf("the token lists Denver's = %d %s", r.status, r.raw)
		}
		if r := pos("POST", denver, `{"url": "https://pos.example.com/", "events": ["reservation.created"]}`); r.status != 403 {
			t.Errorf("the token subscribes at Denver = %d %s", r.status, r.raw)
		}
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		if r := mgr.call(t, "GET", hooks, ""); r.status != 403 || r.body["message"] != staff.MsgCannot(staff.Manager, staff.WebhooksManage) {
			t.Errorf("a manager lists = %d %s", r.status, r.raw)
		}
		owner := staffMember(t, db, srv, "owner@shop.example", staff.Owner, ct.StoreSF, 0)
		if r := owner.call(t, "DELETE", fmt.Sprintf("/stores/%d/webhooks/%d", ct.StoreSF, id), ""); r.status != 204 {
			t.Errorf("the owner removes = %d %s", r.status, r.raw)
		}
		wantProblem(t, "removed", pos("GET", one, ""), 404, "")
	})
}
