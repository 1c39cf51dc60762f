package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// attributedAdd is addBody with tags, a user agent and a site name.
func attributedAdd(cart string, product int, priceID string, tags map[string]string, userAgent, site string) string {
	b, _ := json.Marshal(map[string]any{"cart_uuid": cart, "store_id": ct.StoreSF, "j_device_id": "V1StGXR8_Z5jdHi6B-myT",
		"app_mode": "default", "app_mode_name": site, "user_agent": userAgent, "tags": tags,
		"product": map[string]any{"product_id": product, "price_id": priceID, "count": 1}})
	return string(b)
}

// TestCartAttribution: POST /cart_products keeps tags, user_agent and
// app_mode_name on the cart (spec sections 4 and 7); checkout copies them to
// the reservation the staff see, and the campaign report counts the store's
// reservations by utm_source, utm_medium and utm_campaign on its own days.
func TestCartAttribution(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		clock := scheduleNow // Monday 23 November 2026, 10:07 AM PST
		db.Now = func() time.Time { return clock }
		srv := newServer(t, db)
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "office", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		staffAuth := auth("Bearer " + token)
		sale := map[string]string{"utm_source": "newsletter", "utm_medium": "email", "utm_campaign": "420-sale", "og_ref": "spring"}

		// Bad input: an unknown tag, an over-long one, a site name too long.
		for _, bad := range []struct{ body, field string }{
			{attributedAdd("", ct.FlowerBlueDream, "gram", map[string]string{"gclid": "x"}, "", ""), "tags.gclid"},
			{attributedAdd("", ct.FlowerBlueDream, "gram", map[string]string{"utm_term": strings.Repeat("a", 101)}, "", ""), "tags.utm_term"},
			{attributedAdd("", ct.FlowerBlueDream, "gram", nil, "", strings.Repeat("s", 101)), "app_mode_name"},
		} {
			wantProblem(t, "add "+bad.field, call(t, srv, "POST", "/api/v1/cart_products", bad.body), http.StatusUnprocessableEntity, bad.field)
		}
		if r := call(t, srv, "POST", "/api/v1/cart_products", `{"store_id": 1, "tags": ["utm_source"], "product": {"product_id": 1, "price_id": "gram", "count": 1}}`); r.status != http.StatusBadRequest {
			t.Errorf("tags as a list = %d %s, want 400", r.status, r.raw)
		}

		// The first add keeps all three; an add without them keeps them; an
		// add from a later landing replaces the tags.
		r := call(t, srv, "POST", "/api/v1/cart_products", attributedAdd("", ct.FlowerBlueDream, "gram", sale, "Mozilla/5.0 (Phone)", "Green Partners"))
		if r.status != http.StatusCreated {
			t.Fatalf("add = %d %s", r.status, r.raw)
		}
		a := get(r.body, "cart_uuid").(string)
		for _, c := range []struct {
			path []any
			want any
		}{
			{[]any{"cart", "tags", "utm_campaign"}, "420-sale"},
			{[]any{"cart", "tags", "og_ref"}, "spring"},
			{[]any{"cart", "user_agent"}, "Mozilla/5.0 (Phone)"},
			{[]any{"cart", "app_mode_name"}, "Green Partners"},
		} {
			if got := get(r.body, c.path...); got != c.want {
				t.Errorf("cart %v = %v, want %v", c.path, got, c.want)
			}
		}
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody(a, ct.StoreSF, ct.EdibleGummies, "each", 1))
		if get(r.body, "cart", "tags", "utm_source") != "newsletter" || get(r.body, "cart", "app_mode_name") != "Green Partners" {
			t.Errorf("an add without attribution changed it: %v", r.raw)
		}
		r = call(t, srv, "GET", "/api/v1/carts?uuid="+a, "")
		if get(r.body, "cart", "tags", "utm_medium") != "email" || get(r.body, "cart", "user_agent") != "Mozilla/5.0 (Phone)" {
			t.Errorf("GET /carts lost the attribution: %v", r.raw)
		}

		// POST /carts keeps them on the empty cart it makes, and checks them the same way.
		r = call(t, srv, "POST", "/api/v1/carts", fmt.Sprintf(`{"store_id": %d, "tags": {"utm_source": "flyer"}, "app_mode_name": "Green Partners"}`, ct.StoreSF))
		if r.status != http.StatusCreated || get(r.body, "cart", "tags", "utm_source") != "flyer" || get(r.body, "cart", "app_mode_name") != "Green Partners" {
			t.Errorf("POST /carts with tags = %d %s", r.status, r.raw)
		}
		wantProblem(t, "POST /carts with an unknown tag", call(t, srv, "POST", "/api/v1/carts", fmt.Sprintf(`{"store_id": %d, "tags": {"ref": "x"}}`, ct.StoreSF)),
			http.StatusUnprocessableEntity, "tags.ref")

		// Cart b: a direct visit, no tags. Cart c: the same campaign,
		// reserved at 23:30 in San Francisco, which is the 24th in UTC but the
		// 23rd for the store.
		r = call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 2))
		b := get(r.body, "cart_uuid").(string)
		if tags, ok := get(r.body, "cart", "tags").(map[string]any); !ok || len(tags) != 0 {
			t.Errorf("a cart without tags answers tags %v, want {}", get(r.body, "cart", "tags"))
		}
		r = call(t, srv, "POST", "/api/v1/cart_products", attributedAdd("", ct.VapeLemon, "half_gram", map[string]string{"utm_source": "newsletter"}, "", ""))
		c := get(r.body, "cart_uuid").(string)
		r = call(t, srv, "POST", "/api/v1/cart_products", attributedAdd(c, ct.EdibleGummies, "each", sale, "", ""))
		if get(r.body, "cart", "tags", "utm_campaign") != "420-sale" {
			t.Errorf("a later landing's tags did not replace the first: %v", get(r.body, "cart", "tags"))
		}

		amounts := map[string]float64{}
		var receipts = map[string]string{}
		for _, uuid := range []string{a, b, c} {
			if uuid == c {
				clock = time.Date(2026, 11, 24, 7, 30, 0, 0, time.UTC)
			}
			r := call(t, srv, "POST", "/api/v1/carts/checkout", guestCheckout(uuid))
			if r.status != http.StatusCreated {
				t.Fatalf("checkout %s = %d %s", uuid, r.status, r.raw)
			}
			amounts[uuid] = get(r.body, "reservation", "amount").(float64)
			receipts[uuid] = get(r.body, "reservation", "uuid").(string)
			if uuid == a {
				id := get(r.body, "reservation", "id")
				s := callWith(t, srv, "GET", fmt.Sprintf("/api/v1/staff/reservations/%v", id), "", staffAuth)
				if get(s.body, "reservation", "tags", "utm_source") != "newsletter" || get(s.body, "reservation", "user_agent") != "Mozilla/5.0 (Phone)" ||
					get(s.body, "reservation", "app_mode_name") != "Green Partners" {
					t.Errorf("the staff's reservation lacks the cart's attribution: %s", s.raw)
				}
			}
		}

		path := fmt.Sprintf("/api/v1/stores/%d/reports/campaigns?from=2026-11-23&to=2026-11-24", ct.StoreSF)
		r = callWith(t, srv, "GET", path, "", staffAuth)
		want := []any{
			map[string]any{"day": "2026-11-23", "utm_source": "", "utm_medium": "", "utm_campaign": "", "reservations": 1.0, "amount": amounts[b]},
			map[string]any{"day": "2026-11-23", "utm_source": "newsletter", "utm_medium": "email", "utm_campaign": "420-sale", "reservations": 2.0,
				"amount": math.Round((amounts[a]+amounts[c])*100) / 100},
		}
		if r.status != http.StatusOK || fmt.Sprint(get(r.body, "rows")) != fmt.Sprint(want) ||
			get(r.body, "totals", "reservations") != 3.0 {
			t.Errorf("campaign report = %d %s, want rows %v", r.status, r.raw, want)
		}
		// A cancelled reservation does not count; the CSV says the same.
		if r := call(t, srv, "POST", "/api/v1/reservation_receipts/"+receipts[b]+"/cancel", ""); r.status != http.StatusOK {
			t.Fatalf("cancel = %d %s", r.status, r.raw)
		}
		r = callWith(t, srv, "GET", strings.Replace(path, "campaigns?", "campaigns.csv?", 1), "", staffAuth)
		wantCSV := fmt.Sprintf("day,utm_source,utm_medium,utm_campaign,reservations,amount\n2026-11-23,newsletter,email,420-sale,2,%.2f\n", amounts[a]+amounts[c])
		if r.status != http.StatusOK || r.raw != wantCSV {
			t.Errorf("campaign CSV = %d %q, want %q", r.status, r.raw, wantCSV)
		}
		// Another store's token may not read it.
		other, _ := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreDenver, "office", staff.ActorCLI)
		if r := callWith(t, srv, "GET", path, "", auth("Bearer "+other)); r.status != http.StatusForbidden {
			t.Errorf("another store's token = %d, want 403", r.status)
		}
	})
}
