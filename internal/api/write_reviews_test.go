package api_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

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
		ada, bob := signUp(t, srv, db, "ada@example.com"), signUp(t, srv, db, "bob@example.com")
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
		if again := callWith(t, srv, "POST", path, body, ada); again.status != 409 || again.body["message"] != catalog.MsgReviewedAlready {
			t.Errorf("a second review = %d %s", again.status, again.raw)
		}

		upvote := fmt.Sprintf("/api/v1/reviews/%d/upvote", int64(id))
		for i := range 2 {
			if r := callWith(t, srv, "POST", upvote, "", bob); r.status != 200 || get(r.body, "review", "upvote_count") != 1.0 {
				t.Errorf("Bob's upvote %d = %d %s", i+1, r.status, r.raw)
			}
		}
		if r := callWith(t, srv, "POST", upvote, "", ada); r.status != 403 || r.body["message"] != catalog.MsgOwnReview {
			t.Errorf("Ada upvoting herself = %d %s", r.status, r.raw)
		}

		// A catalogue may not use the ids kept for shoppers' reviews.
		doc := ct.Small()
		doc.Reviews = append(doc.Reviews, catalog.Review{ID: 1 << 40, ProductID: ct.FlowerBlueDream, Rating: 5, Nickname: "x",
			CreatedAt: doc.Reviews[0].CreatedAt})
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err == nil {
			t.Error("a catalogue review with id 2^40 was imported")
		}
	})
}

// TestHiddenReviews: a review the store hid (the catalogue's hidden) is not
// listed, not counted in the product's rating, and cannot be upvoted.
func TestHiddenReviews(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		doc.Reviews = append(doc.Reviews, catalog.Review{ID: 3, ProductID: ct.FlowerBlueDream, StoreID: ct.StoreSF, Rating: 1,
			Nickname: "troll", Comment: "Spam spam spam", Hidden: true, CreatedAt: doc.Reviews[1].CreatedAt.AddDate(0, 0, 1)})
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{fmt.Sprintf("/api/v1/products/%d/reviews", ct.FlowerBlueDream), fmt.Sprintf("/api/v1/stores/%d/reviews", ct.StoreSF)} {
			r := call(t, srv, "GET", path, "")
			if r.status != 200 || get(r.body, "total") != 2.0 || get(r.body, "reviews", 0, "nickname") != "lee" || strings.Contains(r.raw, "troll") {
				t.Errorf("GET %s = %d %s", path, r.status, r.raw)
			}
		}
		// (5 + 4) / 2 = 4.5 over the two shown; the hidden 1 would make it 3.33.
		p := call(t, srv, "GET", fmt.Sprintf("/api/v1/products/%d?store_id=%d", ct.FlowerBlueDream, ct.StoreSF), "")
		if get(p.body, "product", "review_count") != 2.0 || get(p.body, "product", "aggregate_rating") != 4.5 {
			t.Errorf("the product's rating counts the hidden review: %v %v", get(p.body, "product", "review_count"), get(p.body, "product", "aggregate_rating"))
		}
		if r := callWith(t, srv, "POST", "/api/v1/reviews/3/upvote", "", signUp(t, srv, db, "ada@example.com")); r.status != 404 {
			t.Errorf("upvoting a hidden review = %d %s", r.status, r.raw)
		}
	})
}
