package api_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestWriteReviews: only signed-in customers write reviews, once per
// product, within limits; the product's rating follows at once (menus
// included); upvotes count once per customer and never one's own.
func TestWriteReviews(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ada, bob := signUp(t, srv, "ada@example.com"), signUp(t, srv, "bob@example.com")
		path := fmt.Sprintf("/api/v1/products/%d/reviews", ct.FlowerBlueDream)
		body := `{"review": {"rating": 3, "comment": "Fine <b>flower</b>, a bit dry.", "nickname": "countess",
			"feelings": ["relaxed", " happy "], "activities": ["reading"], "store_id": 1}}`

		if r := call(t, srv, "POST", path, body); r.status != 401 {
			t.Errorf("a guest's review = %d %s", r.status, r.raw)
		}
		bad := callWith(t, srv, "POST", path, `{"review": {"rating": 6, "nickname": " "}}`, ada)
		if bad.status != 422 || get(bad.body, "validations", "rating", 0) != "Please enter a numeric value less than or equal to 5." ||
			get(bad.body, "validations", "nickname", 0) != "Please fill out this field." {
			t.Errorf("a bad review = %d %s", bad.status, bad.raw)
		}
		// Blue Dream has two imported reviews (5 and 4): with a 3, (5 + 4 + 3) / 3 = 4.0 from 3 reviews.
		wrote := callWith(t, srv, "POST", path, body, ada)
		id, _ := get(wrote.body, "review", "id").(float64)
		if wrote.status != 201 || id < 1<<40 || get(wrote.body, "review", "comment") != "Fine <b>flower</b>, a bit dry." ||
			fmt.Sprint(get(wrote.body, "review", "feelings")) != "[relaxed happy]" {
			t.Fatalf("Ada's review = %d %s", wrote.status, wrote.raw)
		}
		list := call(t, srv, "GET", path, "")
		if get(list.body, "reviews", 0, "nickname") != "countess" || list.body["total"] != 3.0 {
			t.Errorf("the product's reviews = %s", list.raw)
		}
		eventually(t, func() bool {
			menu := call(t, srv, "POST", "/merch/v2/smart", fmt.Sprintf(`{"store_id": 1, "search_filter": "product_id = %d",
				"search_attributes": ["aggregate_rating", "review_count"]}`, ct.FlowerBlueDream))
			return get(menu.body, "products", 0, "search_attributes", "review_count") == 3.0 &&
				get(menu.body, "products", 0, "search_attributes", "aggregate_rating") == 4.0
		}, "the menu to show the new rating")
		if again := callWith(t, srv, "POST", path, body, ada); again.status != 409 || again.body["message"] != storage.MsgReviewedAlready {
			t.Errorf("a second review = %d %s", again.status, again.raw)
		}

		upvote := fmt.Sprintf("/api/v1/reviews/%d/upvote", int64(id))
		for i := range 2 {
			if r := callWith(t, srv, "POST", upvote, "", bob); r.status != 200 || get(r.body, "review", "upvote_count") != 1.0 {
				t.Errorf("Bob's upvote %d = %d %s", i+1, r.status, r.raw)
			}
		}
		if r := callWith(t, srv, "POST", upvote, "", ada); r.status != 403 || r.body["message"] != storage.MsgOwnReview {
			t.Errorf("Ada upvoting herself = %d %s", r.status, r.raw)
		}

		// A catalogue may not use the ids kept for shoppers' reviews.
		doc := ct.Small()
		doc.Reviews = append(doc.Reviews, catalog.Review{ID: 1 << 40, ProductID: ct.FlowerBlueDream, Rating: 5, Nickname: "x",
			CreatedAt: doc.Reviews[0].CreatedAt})
		if _, err := db.Import(context.Background(), doc); err == nil {
			t.Error("a catalogue review with id 2^40 was imported")
		}
	})
}
