package api_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestBusinessReviews: SF's manager lists SF's reviews, newest first (not
// Denver's), replies to sam's, which the shoppers' list shows under it;
// hides it with a reason, which leaves the shoppers' list and Blue Dream's
// rating on the menu a second later, and lists it under hidden; shows it
// again and removes the reply. Refusals come in the one error shape: no
// reason (422 on reason), a reply too long or empty (422 on reply), a bad
// filter, hiding twice (409), Denver's review under SF's path (404). A
// budtender and Denver's manager are refused, and every change is in the
// audit log.
func TestBusinessReviews(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart)
		srv := newServer(t, db)
		doc := ct.Small()
		doc.Reviews = append(doc.Reviews, catalog.Review{ID: 3, ProductID: ct.EdibleGummies, StoreID: ct.StoreDenver, Rating: 2,
			Nickname: "kai", CreatedAt: time.Date(2026, 5, 3, 12, 0, 0, 0, time.UTC)})
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		denver := staffMember(t, db, srv, "denver@shop.example", staff.Manager, ct.StoreDenver, 0)
		reviews := fmt.Sprintf("/stores/%d/reviews", ct.StoreSF)
		shoppers := fmt.Sprintf("/api/v1/stores/%d/reviews", ct.StoreSF)

		r := mgr.call(t, "GET", reviews, "")
		if r.status != 200 || r.body["total"] != 2.0 || r.body["per_page"] != 20.0 || get(r.body, "reviews", 0, "id") != 2.0 ||
			get(r.body, "reviews", 1, "nickname") != "sam" || get(r.body, "reviews", 1, "product_name") == "" ||
			get(r.body, "reviews", 1, "hidden") != false || get(r.body, "reviews", 1, "replied_at") != nil ||
			r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("SF's reviews = %d %s", r.status, r.raw)
		}

		// A reply, under the review on the shopper's side.
		r = mgr.call(t, "PUT", reviews+"/1/reply", `{"reply": " Thanks, Sam! Come back soon. "}`)
		if r.status != 200 || get(r.body, "review", "reply") != "Thanks, Sam! Come back soon." ||
			get(r.body, "review", "replied_at") != queueStart.Format(time.RFC3339) {
			t.Fatalf("the reply = %d %s", r.status, r.raw)
		}
		s := call(t, srv, "GET", shoppers, "")
		if get(s.body, "reviews", 1, "store_reply", "text") != "Thanks, Sam! Come back soon." || get(s.body, "reviews", 0, "store_reply") != nil {
			t.Errorf("the shoppers' reviews = %s", s.raw)
		}

		// Refusals.
		wantProblem(t, "hiding without a reason", mgr.call(t, "POST", reviews+"/1/hide", `{"reason": "  "}`), 422, "reason")
		wantProblem(t, "hiding with no body", mgr.call(t, "POST", reviews+"/1/hide", `{}`), 422, "reason")
		wantProblem(t, "an empty reply", mgr.call(t, "PUT", reviews+"/1/reply", `{"reply": ""}`), 422, "reply")
		wantProblem(t, "a long reply", mgr.call(t, "PUT", reviews+"/1/reply", `{"reply": "`+strings.Repeat("a", 2001)+`"}`), 422, "reply")
		wantProblem(t, "a NUL in a reply", mgr.call(t, "PUT", reviews+"/1/reply", `{"reply": "a\u0000b"}`), 400, "reply")
		wantProblem(t, "a bad filter", mgr.call(t, "GET", reviews+"?hidden=maybe", ""), 422, "hidden")
		wantProblem(t, "Denver's review under SF", mgr.call(t, "POST", reviews+"/3/hide", `{"reason": "Spam"}`), 404, "")
		wantProblem(t, "a malformed id", mgr.call(t, "PUT", reviews+"/sam/reply", `{"reply": "Hi"}`), 404, "")

		// Hidden: gone from the shoppers' list, and from the menu's rating a second later.
		r = mgr.call(t, "POST", reviews+"/1/hide", `{"reason": "Names a budtender"}`)
		if r.status != 200 || get(r.body, "review", "hidden") != true || get(r.body, "review", "hidden_reason") != "Names a budtender" ||
			get(r.body, "review", "hidden_at") != queueStart.Format(time.RFC3339) {
			t.Fatalf("hidden = %d %s", r.status, r.raw)
		}
		if r := mgr.call(t, "POST", reviews+"/1/hide", `{"reason": "Again"}`); r.status != 409 || r.body["message"] != catalog.MsgReviewHiddenAlready {
			t.Errorf("hiding twice = %d %s", r.status, r.raw)
		}
		s = call(t, srv, "GET", shoppers, "")
		if s.body["total"] != 1.0 || get(s.body, "reviews", 0, "id") != 2.0 {
			t.Errorf("the shoppers' reviews once hidden = %s", s.raw)
		}
		advance(time.Second)
		menu := call(t, srv, "POST", "/merch/v2/smart", fmt.Sprintf(`{"store_id": %d, "search_filter": "product_id = %d",
			"search_attributes": ["aggregate_rating", "review_count"]}`, ct.StoreSF, ct.FlowerBlueDream))
		if get(menu.body, "products", 0, "search_attributes", "review_count") != 1.0 ||
			get(menu.body, "products", 0, "search_attributes", "aggregate_rating") != 4.0 {
			t.Errorf("Blue Dream's rating once sam's 5 is hidden = %s", menu.raw)
		}
		r = mgr.call(t, "GET", reviews+"?hidden=true", "")
		if r.status != 200 || r.body["total"] != 1.0 || get(r.body, "reviews", 0, "id") != 1.0 {
			t.Errorf("SF's hidden reviews = %d %s", r.status, r.raw)
		}
		r = mgr.call(t, "GET", reviews+"?hidden=false", "")
		if r.status != 200 || r.body["total"] != 1.0 || get(r.body, "reviews", 0, "id") != 2.0 {
			t.Errorf("SF's shown reviews = %d %s", r.status, r.raw)
		}

		// Shown again; the reply removed.
		r = mgr.call(t, "POST", reviews+"/1/show", "")
		if r.status != 200 || get(r.body, "review", "hidden") != false || get(r.body, "review", "hidden_reason") != "" ||
			get(r.body, "review", "hidden_at") != nil {
			t.Errorf("shown again = %d %s", r.status, r.raw)
		}
		r = mgr.call(t, "DELETE", reviews+"/1/reply", "")
		if r.status != 200 || get(r.body, "review", "reply") != "" || get(r.body, "review", "replied_at") != nil {
			t.Errorf("the reply removed = %d %s", r.status, r.raw)
		}
		if r := mgr.call(t, "DELETE", reviews+"/1/reply", ""); r.status != 409 || r.body["message"] != catalog.MsgNoReplyToRemove {
			t.Errorf("removing no reply = %d %s", r.status, r.raw)
		}

		// A budtender, and Denver's manager, get nothing.
		for _, c := range []struct{ method, path, body string }{{"GET", reviews, ""}, {"PUT", reviews + "/1/reply", `{"reply": "Hi"}`},
			{"DELETE", reviews + "/1/reply", ""}, {"POST", reviews + "/1/hide", `{"reason": "Spam"}`}, {"POST", reviews + "/1/show", ""}} {
			if r := bud.call(t, c.method, c.path, c.body); r.status != 403 || r.body["message"] != "A budtender cannot moderate reviews." {
				t.Errorf("a budtender's %s %s = %d %s", c.method, c.path, r.status, r.raw)
			}
			if r := denver.call(t, c.method, c.path, c.body); r.status != 403 || r.body["message"] != staff.MsgNotYourStore {
				t.Errorf("Denver's manager: %s %s = %d %s", c.method, c.path, r.status, r.raw)
			}
		}

		rows, err := db.AuditLog(context.Background(), ct.StoreSF, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, a := range rows {
			if a.Subject == "review:1" {
				got = append(got, a.Action+" "+a.Actor)
			}
		}
		want := []string{"review.reply_remove staff:mgr@shop.example", "review.show staff:mgr@shop.example",
			"review.hide staff:mgr@shop.example", "review.reply staff:mgr@shop.example"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("audit, newest first = %v, want %v", got, want)
		}
	})
}
