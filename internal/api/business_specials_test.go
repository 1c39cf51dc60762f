package api_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strconv"
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

// importSpecials adds to the Small catalogue a cash-back brand special of
// Coastal Cultivators (id 50, sold at SF) and a special of Denver's (51).
func importSpecials(t *testing.T, db *storage.DB) {
	t.Helper()
	doc := ct.Small()
	doc.Specials = []catalog.Special{
		{ID: 50, ProductBrandID: ct.BrandCoast, SpecialType: "product", Title: "Coastal cash back", DiscountType: "percent",
			DiscountPercent: 5, CashBack: true, Active: true, Enabled: true},
		{ID: 51, StoreID: ct.StoreDenver, SpecialType: "cart_total", Title: "$5 off $50", DiscountType: "dollar_amount",
			DiscountDollarAmount: 500, MinimumSubtotal: 5000, Active: true, Enabled: true},
	}
	if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
		t.Fatal(err)
	}
}

// shopperEighthDiscount is what the shopper's menu says Blue Dream's
// eighth at SF costs under a special: nil when none lowers it.
func shopperEighthDiscount(t *testing.T, srv *httptest.Server) any {
	t.Helper()
	r := call(t, srv, "GET", fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d&product_id=%d", ct.StoreSF, ct.FlowerBlueDream), "")
	list, _ := r.body["materialized_menu_products"].([]any)
	if r.status != 200 || len(list) != 1 {
		t.Fatalf("the shopper's menu = %d %s", r.status, r.raw)
	}
	return get(list[0], "discounted_price_eighth_ounce")
}

// TestBusinessSpecials: SF's manager lists the store's specials (Coastal's
// cash back read-only, not Denver's), makes 20% off flower, which the
// shopper's menu prices Blue Dream's $35 eighth with ($28) once its index
// is a second old, changes it to 30% ($24.50), and ends it; a stale
// version is refused (409), and so are a brand special (403) and Denver's
// special under SF's path (404); a budtender sees the specials but may not
// make or change them, and Denver's manager gets nothing of SF's. Every
// change is in the audit log.
func TestBusinessSpecials(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart)
		srv := newServer(t, db)
		importSpecials(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		denver := staffMember(t, db, srv, "denver@shop.example", staff.Manager, ct.StoreDenver, 0)
		specials := fmt.Sprintf("/stores/%d/specials", ct.StoreSF)
		advance(time.Second)
		if d := shopperEighthDiscount(t, srv); d != nil {
			t.Fatalf("the shopper's eighth before = %v, want no discount", d)
		}

		r := bud.call(t, "GET", specials, "")
		if r.status != 200 || len(r.body["specials"].([]any)) != 1 || get(r.body, "specials", 0, "id") != 50.0 ||
			get(r.body, "specials", 0, "read_only") != true || get(r.body, "specials", 0, "product_brand_id") != float64(ct.BrandCoast) ||
			get(r.body, "specials", 0, "cash_back") != true || get(r.body, "specials", 0, "status") != "live" ||
			r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("SF's specials = %d %s", r.status, r.raw)
		}

		// The manager's new special: 20% off flower.
		draft := `{"special_type": "product", "title": "Flower Friday", "discount_type": "percent", "discount_percent": %s,
			"discount_label": "%s%% off", "active": true, "enabled": true, "rules": {"include": {"kinds": ["flower"]}, "exclude": {}}%s}`
		r = mgr.call(t, "POST", specials, fmt.Sprintf(draft, "20", "20", ""))
		if r.status != 201 || get(r.body, "special", "version") != 1.0 || get(r.body, "special", "read_only") != false ||
			get(r.body, "special", "status") != "live" || get(r.body, "special", "product_brand_id") != nil ||
			get(r.body, "special", "rules", "include", "kinds", 0) != "flower" || get(r.body, "special", "end_time") != nil {
			t.Fatalf("the new special = %d %s", r.status, r.raw)
		}
		id := get(r.body, "special", "id").(float64)
		one := fmt.Sprintf("%s/%.0f", specials, id)
		if d := shopperEighthDiscount(t, srv); d != nil {
			t.Errorf("the shopper's eighth at once = %v, want the index's none until it is a second old", d)
		}
		advance(time.Second)
		if d := shopperEighthDiscount(t, srv); d != 28.0 {
			t.Errorf("the shopper's eighth a second later = %v, want 28", d)
		}

		// The change to 30%, then a stale one.
		r = mgr.call(t, "PUT", one, fmt.Sprintf(draft, "30", "30", `, "version": 1`))
		if r.status != 200 || get(r.body, "special", "version") != 2.0 || get(r.body, "special", "discount_percent") != 30.0 {
			t.Fatalf("the change = %d %s", r.status, r.raw)
		}
		advance(time.Second)
		if d := shopperEighthDiscount(t, srv); d != 24.5 {
			t.Errorf("the shopper's eighth at 30%% off = %v, want 24.5", d)
		}
		r = mgr.call(t, "PUT", one, fmt.Sprintf(draft, "25", "25", `, "version": 1`))
		if r.status != 409 || r.body["code"] != "conflict" || r.body["version"] != 2.0 ||
			r.body["message"] != "This special was changed since you opened it. Reload it to see the change, then make yours again." {
			t.Errorf("a stale change = %d %s", r.status, r.raw)
		}

		// Refusals: fields, the version, a brand special, Denver's special, a malformed id.
		wantProblem(t, "120% off", mgr.call(t, "PUT", one, fmt.Sprintf(draft, "120", "120", `, "version": 2`)), 422, "discount_percent")
		wantProblem(t, "a special without a title", mgr.call(t, "POST", specials, `{"special_type": "product", "discount_type": "percent"}`), 422, "title")
		wantProblem(t, "a brand special's type", mgr.call(t, "POST", specials, `{"special_type": "buy_x_get_y", "title": "x", "discount_type": "percent"}`), 422, "special_type")
		wantProblem(t, "a change without a version", mgr.call(t, "PUT", one, fmt.Sprintf(draft, "25", "25", "")), 422, "version")
		wantProblem(t, "an end without a version", mgr.call(t, "POST", one+"/end", `{}`), 422, "version")
		r = mgr.call(t, "PUT", specials+"/50", fmt.Sprintf(draft, "25", "25", `, "version": 1`))
		if r.status != 403 || r.body["message"] != catalog.MsgBrandSpecialReadOnly {
			t.Errorf("a change of a brand special = %d %s", r.status, r.raw)
		}
		if r := mgr.call(t, "POST", specials+"/50/end", `{"version": 1}`); r.status != 403 {
			t.Errorf("ending a brand special = %d %s", r.status, r.raw)
		}
		wantProblem(t, "Denver's special under SF", mgr.call(t, "PUT", specials+"/51", fmt.Sprintf(draft, "25", "25", `, "version": 1`)), 404, "")
		wantProblem(t, "ending Denver's special under SF", mgr.call(t, "POST", specials+"/51/end", `{"version": 1}`), 404, "")
		wantProblem(t, "a malformed id", mgr.call(t, "PUT", specials+"/friday", fmt.Sprintf(draft, "25", "25", `, "version": 1`)), 404, "")

		// A budtender sees specials but may not make or change them.
		for _, c := range []struct{ method, path, body string }{{"POST", specials, fmt.Sprintf(draft, "25", "25", "")},
			{"PUT", one, fmt.Sprintf(draft, "25", "25", `, "version": 2`)}, {"POST", one + "/end", `{"version": 2}`}} {
			if r := bud.call(t, c.method, c.path, c.body); r.status != 403 || r.body["message"] != "A budtender cannot edit specials." {
				t.Errorf("a budtender's %s %s = %d %s", c.method, c.path, r.status, r.raw)
			}
		}
		// Denver's manager gets nothing of SF's.
		for _, c := range []struct{ method, path, body string }{{"GET", specials, ""}, {"POST", specials, fmt.Sprintf(draft, "25", "25", "")},
			{"PUT", one, fmt.Sprintf(draft, "25", "25", `, "version": 2`)}, {"POST", one + "/end", `{"version": 2}`}} {
			if r := denver.call(t, c.method, c.path, c.body); r.status != 403 || r.body["message"] != staff.MsgNotYourStore {
				t.Errorf("Denver's manager: %s %s = %d %s", c.method, c.path, r.status, r.raw)
			}
		}

		// Ended now: the shopper's eighth is back to $35 a second later.
		r = mgr.call(t, "POST", one+"/end", `{"version": 2}`)
		if r.status != 200 || get(r.body, "special", "version") != 3.0 || get(r.body, "special", "status") != "ended" ||
			get(r.body, "special", "end_time") != queueStart.Add(3*time.Second).Format(time.RFC3339) {
			t.Fatalf("the end = %d %s", r.status, r.raw)
		}
		if r := mgr.call(t, "POST", one+"/end", `{"version": 3}`); r.status != 409 || r.body["message"] != catalog.MsgSpecialEnded {
			t.Errorf("ending it again = %d %s", r.status, r.raw)
		}
		advance(time.Second)
		if d := shopperEighthDiscount(t, srv); d != nil {
			t.Errorf("the shopper's eighth once it ended = %v, want no discount", d)
		}
		r = mgr.call(t, "GET", specials, "")
		if r.status != 200 || len(r.body["specials"].([]any)) != 2 || get(r.body, "specials", 1, "id") != id ||
			get(r.body, "specials", 1, "status") != "ended" || get(r.body, "specials", 1, "version") != 3.0 {
			t.Errorf("SF's specials at the end = %d %s", r.status, r.raw)
		}

		rows, err := db.AuditLog(context.Background(), ct.StoreSF, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, a := range rows {
			if a.Subject == fmt.Sprintf("special:%.0f", id) {
				got = append(got, a.Action+" "+a.Actor)
			}
		}
		want := []string{"special.end staff:mgr@shop.example", "special.update staff:mgr@shop.example", "special.create staff:mgr@shop.example"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("audit, newest first = %v, want %v", got, want)
		}
	})
}

// TestBusinessSpecialPreview: a sample bag at SF of two Blue Dream
// eighths ($35) and a pack of gummies ($18), priced with a draft of 20%
// off flower: $14 off, $74 after discounts, 15% excise on that ($11.10),
// and 8.625% sales tax on both ($85.10 × 0.08625 = $7.34), $92.44 in all.
// A saved special changed in the draft is priced in its place, a draft
// that is off takes nothing, and nothing is written. A budtender may
// preview; a brand special cannot be previewed as changed (403), and
// Denver's special is not found.
func TestBusinessSpecialPreview(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv := newServer(t, db)
		importSpecials(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		specials := fmt.Sprintf("/stores/%d/specials", ct.StoreSF)
		draft := func(percent string, active bool) string {
			return fmt.Sprintf(`{"special_type": "product", "title": "Flower Friday", "discount_type": "percent", "discount_percent": %s,
				"active": %t, "enabled": true, "rules": {"include": {"kinds": ["flower"]}, "exclude": {}}}`, percent, active)
		}
		bag := fmt.Sprintf(`"lines": [{"product_id": %d, "price_id": "eighth_ounce", "count": 2}, {"product_id": %d, "price_id": "each", "count": 1}]`,
			ct.FlowerBlueDream, ct.EdibleGummies)
		preview := func(c *staffClient, special string, extra string) response {
			return c.call(t, "POST", specials+"/preview", `{"special": `+special+`, `+bag+extra+`}`)
		}

		r := preview(bud, draft("20", true), "")
		if r.status != 200 || r.body["draft_applied"] != true || r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("the preview = %d %s", r.status, r.raw)
		}
		for path, want := range map[string]any{
			"totals.item_total": 88.0, "totals.product_discounts_total": 14.0, "totals.all_discounts_total": 14.0,
			"totals.discounted_subtotal": 74.0, "totals.store_tax_amount": 11.1, "totals.sales_tax_amount": 7.34, "totals.order_total": 92.44,
			"lines.0.product_name": "Blue Dream", "lines.0.unit_price": 35.0, "lines.0.discount": 14.0, "lines.0.total": 56.0,
			"lines.0.special_id": 0.0, "lines.1.discount": 0.0, "lines.1.total": 18.0, "lines.1.special_id": nil,
			"specials.0.special_id": 0.0, "specials.0.title": "Flower Friday", "specials.0.amount": 14.0, "specials.0.draft": true,
			"specials.0.category": "product",
		} {
			if got := getPath(r.body, path); got != want {
				t.Errorf("preview %s = %v, want %v", path, got, want)
			}
		}

		// A saved special at 30%, previewed at 10%: $7 off, in its place.
		made := mgr.call(t, "POST", specials, draft("30", true))
		id := get(made.body, "special", "id").(float64)
		version := menuVersionOf(t, db)
		r = preview(mgr, draft("10", true), fmt.Sprintf(`, "special_id": %.0f`, id))
		if r.status != 200 || getPath(r.body, "totals.product_discounts_total") != 7.0 || getPath(r.body, "specials.0.special_id") != id ||
			getPath(r.body, "specials.0.draft") != true || len(r.body["specials"].([]any)) != 1 {
			t.Errorf("the saved special at 10%% = %d %s", r.status, r.raw)
		}
		// Off, the draft takes nothing, and the saved 30% is out of the way.
		r = preview(mgr, draft("10", false), fmt.Sprintf(`, "special_id": %.0f`, id))
		if r.status != 200 || r.body["draft_applied"] != false || getPath(r.body, "totals.all_discounts_total") != 0.0 ||
			getPath(r.body, "totals.order_total") != 109.93 {
			t.Errorf("the saved special turned off = %d %s", r.status, r.raw)
		}
		// A new draft beside the saved 30%: the engine picks the better.
		if r := preview(mgr, draft("10", true), ""); r.status != 200 || r.body["draft_applied"] != false ||
			getPath(r.body, "totals.product_discounts_total") != 21.0 || getPath(r.body, "specials.0.special_id") != id {
			t.Errorf("a 10%% draft beside the saved 30%% = %d %s", r.status, r.raw)
		}
		if menuVersionOf(t, db) != version {
			t.Errorf("the preview changed the menu version")
		}
		if r := mgr.call(t, "GET", specials, ""); get(r.body, "specials", 1, "discount_percent") != 30.0 || get(r.body, "specials", 1, "version") != 1.0 {
			t.Errorf("the saved special after previews = %s", r.raw)
		}

		// Refusals.
		wantProblem(t, "a draft of 120%", preview(mgr, draft("120", true), ""), 422, "special.discount_percent")
		r = mgr.call(t, "POST", specials+"/preview", fmt.Sprintf(`{"special": %s, "lines": [{"product_id": %d, "price_id": "each", "count": 1},
			{"product_id": %d, "price_id": "ounce", "count": 1}, {"product_id": %d, "price_id": "each", "count": 0}], "reservation_mode": "drone"}`,
			draft("20", true), ct.NotOnMenu, ct.FlowerBlueDream, ct.EdibleGummies))
		for _, field := range []string{"lines[0].product_id", "lines[1].price_id", "lines[2].count", "reservation_mode"} {
			wantProblem(t, "a bad bag", r, 422, field)
		}
		wantProblem(t, "an empty bag", mgr.call(t, "POST", specials+"/preview", `{"special": `+draft("20", true)+`, "lines": []}`), 422, "lines")
		if r := preview(mgr, draft("20", true), `, "special_id": 50`); r.status != 403 || r.body["message"] != catalog.MsgBrandSpecialReadOnly {
			t.Errorf("a brand special previewed = %d %s", r.status, r.raw)
		}
		wantProblem(t, "Denver's special previewed", preview(mgr, draft("20", true), `, "special_id": 51`), 404, "")
	})
}

// menuVersionOf is SF's menu version.
func menuVersionOf(t *testing.T, db *storage.DB) string {
	t.Helper()
	v, err := db.MenuVersion(context.Background(), ct.StoreSF)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// getPath is get with a dotted path, numbers indexing arrays.
func getPath(v any, path string) any {
	var keys []any
	for _, k := range strings.Split(path, ".") {
		if n, err := strconv.Atoi(k); err == nil {
			keys = append(keys, n)
		} else {
			keys = append(keys, k)
		}
	}
	return get(v, keys...)
}
