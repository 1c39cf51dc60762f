package api_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// segmentsDoc is the small catalogue with four user segments and two
// specials limited to them: SF's regulars (staff) get 20% off SF's vapes;
// seniors get a Coastal brand special of 10% off, which Gold members are
// excluded from.
func segmentsDoc() *catalog.Document {
	doc := ct.Small()
	doc.UserSegments = []catalog.UserSegment{
		{ID: 1, Name: "SF regulars", Membership: catalog.SegmentStaff, StoreID: ct.StoreSF},
		{ID: 2, Name: "Gold", Membership: catalog.SegmentGold},
		{ID: 3, Name: "Seniors", Membership: catalog.SegmentSeniors},
		{ID: 4, Name: "Denver regulars", Membership: catalog.SegmentStaff, StoreID: ct.StoreDenver},
	}
	doc.Specials = []catalog.Special{
		{ID: 10, StoreID: ct.StoreSF, SpecialType: "product", Title: "Regulars: 20% off vapes", DiscountType: "percent",
			DiscountPercent: 20, Active: true, Enabled: true,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}, UserSegmentIDs: []int64{1}}}},
		{ID: 11, ProductBrandID: ct.BrandCoast, SpecialType: "product", Title: "Seniors: 10% off Coastal", DiscountType: "percent",
			DiscountPercent: 10, Active: true, Enabled: true,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{UserSegmentIDs: []int64{3}}, Exclude: catalog.RuleSet{UserSegmentIDs: []int64{2}}}},
	}
	return doc
}

// TestUserSegments: specials limited to user segments apply to the
// customers in them, and only to them; staff add and remove members of
// their store's staff segments; documents and Gold decide the others.
func TestUserSegments(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		// 05:00 UTC on 15 June 2026 is still 14 June in San Francisco.
		clock := time.Date(2026, 6, 15, 5, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return clock }
		srv, _ := newServerWithFiles(t, db)
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, segmentsDoc()); err != nil {
			t.Fatal(err)
		}
		sfToken, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreSF, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		denverToken, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreDenver, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		sf, denver := auth("Bearer "+sfToken), auth("Bearer "+denverToken)
		ada := signUp(t, srv, db, "ada@example.com")
		listed := func(who http.Header) []float64 {
			t.Helper()
			r := callWith(t, srv, "GET", "/api/v1/stores/1/specials", "", who)
			var ids []float64
			for _, s := range r.body["specials"].([]any) {
				ids = append(ids, s.(map[string]any)["id"].(float64))
			}
			return ids
		}
		// Two Lemon Haze half grams at $25.00.
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2), ada)
		uuid, _ := add.body["cart_uuid"].(string)
		guest := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2))
		guestUUID, _ := guest.body["cart_uuid"].(string)
		subtotal := func(cart string, who http.Header) any {
			t.Helper()
			return get(callWith(t, srv, "GET", "/api/v1/carts?uuid="+cart, "", who).body, "cart", "discounted_subtotal")
		}
		if add.status != 201 || subtotal(uuid, ada) != 50.0 || len(listed(ada)) != 0 || len(listed(nil)) != 0 {
			t.Fatalf("before any segment: %d %s; specials %v", add.status, add.raw, listed(ada))
		}
		// The menu product names the seniors' brand special with its segments, for everyone;
		// the store's own special for regulars is no brand special.
		lemon := call(t, srv, "GET", fmt.Sprintf("/api/v1/products/%d?store_id=%d", ct.VapeLemon, ct.StoreSF), "")
		if got := fmt.Sprint(get(lemon.body, "product", "applicable_brand_specials_included_user_segments"),
			get(lemon.body, "product", "applicable_brand_specials_excluded_user_segments"), get(lemon.body, "product", "applicable_brand_special_ids")); got != "map[11:[3]] map[11:[2]] []" {
			t.Errorf("menu product's segment fields = %s", got)
		}

		// The SF staff see their staff segment, Denver's theirs.
		if r := callWith(t, srv, "GET", "/api/v1/staff/user_segments", "", sf); r.status != 200 ||
			fmt.Sprint(get(r.body, "user_segments", 0, "id"), get(r.body, "user_segments", 0, "member_count"), len(r.body["user_segments"].([]any))) != "1 0 1" {
			t.Errorf("SF's segments = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/staff/user_segments", "", denver); get(r.body, "user_segments", 0, "id") != 4.0 {
			t.Errorf("Denver's segments = %d %s", r.status, r.raw)
		}

		// Refusals: no token, another store's segment, a segment joined by documents, no customer named, nobody by that address.
		for _, tt := range []struct {
			name, method, path, body string
			who                      http.Header
			status                   int
		}{
			{"no token", "POST", "/api/v1/staff/user_segments/1/members", `{"email": "ada@example.com"}`, nil, 401},
			{"a shopper's session", "GET", "/api/v1/staff/user_segments", "", ada, 401},
			{"Denver adds to SF's", "POST", "/api/v1/staff/user_segments/1/members", `{"email": "ada@example.com"}`, denver, 404},
			{"Denver lists SF's", "GET", "/api/v1/staff/user_segments/1/members", "", denver, 404},
			{"seniors by hand", "POST", "/api/v1/staff/user_segments/3/members", `{"email": "ada@example.com"}`, sf, 409},
			{"unknown segment", "POST", "/api/v1/staff/user_segments/99/members", `{"email": "ada@example.com"}`, sf, 404},
			{"no one named", "POST", "/api/v1/staff/user_segments/1/members", `{}`, sf, 422},
			{"a negative id", "POST", "/api/v1/staff/user_segments/1/members", `{"customer_id": -3}`, sf, 422},
			{"an id that is not a number", "POST", "/api/v1/staff/user_segments/1/members", `{"customer_id": "ada"}`, sf, 400},
			{"nobody by that address", "POST", "/api/v1/staff/user_segments/1/members", `{"email": "zed@example.com"}`, sf, 404},
			{"remove a non-member", "DELETE", "/api/v1/staff/user_segments/1/members/1", "", sf, 404},
			{"bad segment id", "GET", "/api/v1/staff/user_segments/x/members", "", sf, 400},
		} {
			if r := callWith(t, srv, tt.method, tt.path, tt.body, tt.who); r.status != tt.status || r.body["message"] == nil {
				t.Errorf("%s: %d %s, want %d", tt.name, r.status, r.raw, tt.status)
			}
		}

		// The SF staff add Ada (her address in capitals) to their regulars: 20% of 2 × 25.00 = 10.00 off.
		r := callWith(t, srv, "POST", "/api/v1/staff/user_segments/1/members", `{"email": " ADA@example.com "}`, sf)
		adaID := get(r.body, "member", "customer_id")
		if r.status != 200 || get(r.body, "member", "email") != "ada@example.com" {
			t.Fatalf("add Ada = %d %s", r.status, r.raw)
		}
		if again := callWith(t, srv, "POST", "/api/v1/staff/user_segments/1/members", fmt.Sprintf(`{"customer_id": "%v"}`, adaID), sf); again.status != 200 {
			t.Errorf("adding her again = %d %s", again.status, again.raw)
		}
		if m := callWith(t, srv, "GET", "/api/v1/staff/user_segments/1/members", "", sf); len(m.body["members"].([]any)) != 1 ||
			get(m.body, "members", 0, "customer_id") != adaID {
			t.Errorf("members = %s", m.raw)
		}
		if got := subtotal(uuid, ada); got != 40.0 {
			t.Errorf("Ada as a regular: subtotal %v, want 40", got)
		}
		if got := subtotal(guestUUID, nil); got != 50.0 {
			t.Errorf("a guest's cart: subtotal %v, want 50", got)
		}
		if got := listed(ada); !slices.Equal(got, []float64{10}) || len(listed(nil)) != 0 {
			t.Errorf("specials Ada sees = %v, a guest %v; want [10] and none", got, listed(nil))
		}
		if r := callWith(t, srv, "DELETE", fmt.Sprintf("/api/v1/staff/user_segments/1/members/%v", adaID), "", sf); r.status != 204 {
			t.Fatalf("remove Ada = %d %s", r.status, r.raw)
		}
		if got := subtotal(uuid, ada); got != 50.0 {
			t.Errorf("Ada no longer a regular: subtotal %v, want 50", got)
		}

		// Her ID says she was born on 15 June 1961: 65 on the 15th in San Francisco, which is still the 14th there.
		if u := upload(t, srv, ada, map[string]string{"document[birth_date]": "1961-06-15"},
			map[formFile][]byte{{"document[government_photo]", "id.jpg"}: testJPEG(t, 16, 16)}); u.status != 200 {
			t.Fatalf("document = %d %s", u.status, u.raw)
		}
		if got := subtotal(uuid, ada); got != 50.0 {
			t.Errorf("64 in San Francisco: subtotal %v, want 50", got)
		}
		// 08:00 UTC is 01:00 on the 15th there: a senior, 10% of 50.00 = 5.00 off.
		clock = time.Date(2026, 6, 15, 8, 0, 0, 0, time.UTC)
		if got := subtotal(uuid, ada); got != 45.0 {
			t.Errorf("65: subtotal %v, want 45", got)
		}
		if got := listed(ada); !slices.Equal(got, []float64{11}) {
			t.Errorf("specials the senior sees = %v, want [11]", got)
		}
		// A second bag, checked out at noon in San Francisco: the reservation is priced for the senior.
		// Subtotal 50.00 − 5.00 = 45.00; excise 15% = 6.75; sales tax 8.625% of 51.75 = 4.4634375 → 4.46; total 56.21.
		clock = time.Date(2026, 6, 15, 19, 0, 0, 0, time.UTC)
		login := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "a-long-password"}}`)
		if login.status != 200 {
			t.Fatalf("log in again = %d %s", login.status, login.raw)
		}
		ada = auth(login.header.Get("Authorization"))
		second := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2), ada)
		secondUUID, _ := second.body["cart_uuid"].(string)
		co := callWith(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
			"last_name": "Lovelace", "phone": "4155550100", "email": "ada@example.com", "birth_date": "1961-06-15"}`, secondUUID), ada)
		if co.status != 201 || get(co.body, "reservation", "amount") != 56.21 {
			t.Errorf("the senior's checkout = %d %s", co.status, co.raw)
		}
		// Gold members are excluded from the seniors' special.
		if r := callWith(t, srv, "PUT", "/api/v1/users", `{"user": {"gold": true}}`, ada); r.status != 200 {
			t.Fatalf("join Gold = %d %s", r.status, r.raw)
		}
		if got := subtotal(uuid, ada); got != 50.0 {
			t.Errorf("a Gold senior: subtotal %v, want 50", got)
		}
		if got := listed(ada); len(got) != 0 {
			t.Errorf("specials a Gold senior sees = %v, want none", got)
		}
	})
}
