package api_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestCartSpecialsJourney walks a cart through a buy-two-get-one brand
// special, a promo code on top, a group special, a changed special, a
// delivery with a percentage tip, and cash rounding, checking each total
// against the arithmetic in the comments.
func TestCartSpecialsJourney(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		past := db.Now().Add(-48 * time.Hour)
		doc.Specials = []catalog.Special{
			// Peak: buy two, the third half off; stackable so a promo code can go on top.
			{ID: 1, ProductBrandID: ct.BrandPeak, SpecialType: "buy_x_get_y", Title: "Buy 2 get 1 half off", DiscountType: "percent",
				DiscountPercent: 50, Stackable: true, Active: true, Enabled: true,
				Rules: catalog.SpecialRules{Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 2, MaxNumberOfDiscountedProducts: 1}}},
			{ID: 2, StoreID: ct.StoreSF, SpecialType: "promo_code", Title: "$5 off $40", PromoCode: "SAVE5", DiscountType: "dollar_amount",
				DiscountDollarAmount: 500, MinimumSubtotal: 4000, Stackable: true, Active: true, Enabled: true},
			{ID: 3, StoreID: ct.StoreSF, SpecialType: "promo_code", Title: "Old code", PromoCode: "OLD", DiscountType: "percent",
				DiscountPercent: 50, Active: true, Enabled: true, StartTime: &past, EndTime: ptr(past.Add(time.Hour))},
			{ID: 4, StoreID: ct.StoreSF, SpecialType: "group", Title: "Seniors save 10%", UserGroup: "seniors", DiscountType: "percent",
				DiscountPercent: 10, Active: true, Enabled: true},
		}
		sf := &doc.Stores[0]
		sf.Fulfillment.Delivery = catalog.ModeSettings{Enabled: true, LeadTimeMinutes: 60}
		sf.Fulfillment.FreeDeliveryMinimum = 10000
		sf.DeliveryZones = []catalog.DeliveryZone{{Name: "Mission", Zipcodes: []string{"94110"}, Fee: 500}}
		sf.Tips = catalog.TipSettings{Variant: "percentage", CustomAmounts: []float64{10, 15, 20}, EnabledFor: []string{"delivery"}}
		importDoc := func() {
			t.Helper()
			if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
				t.Fatal(err)
			}
		}
		importDoc()

		list := call(t, srv, "GET", "/api/v1/stores/1/specials", "")
		if ids := fmt.Sprintln(get(list.body, "specials", 0, "id"), get(list.body, "specials", 1, "id"), get(list.body, "specials", 2, "id"),
			get(list.body, "specials", 3, "id")); ids != "1 2 4 <nil>\n" {
			t.Errorf("live specials = %s; want 1 2 4 (3 has ended)", ids)
		}

		// Two gummies: the bundle has its two qualifiers and nothing to discount.
		add := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.EdibleGummies, "each", 2))
		uuid := add.body["cart_uuid"].(string)
		bundles := call(t, srv, "GET", "/api/v1/carts/find_bundle_specials?uuid="+uuid+"&touched_product_id=102", "")
		if fmt.Sprintf("%v %v", get(bundles.body, "bundle_possibilities", 0, "status"), get(bundles.body, "bundle_possibilities", 0, "discountable_product_ids")) !=
			"qualified [102]" {
			t.Errorf("two gummies: %s", bundles.raw)
		}
		// A third: 50% of 18.00 = 9.00 off. Items 54.00, subtotal 45.00; excise 15% = 6.75;
		// sales tax 8.625% of 51.75 = 4.4634375 → 4.46; total 45.00 + 6.75 + 4.46 = 56.21.
		c := call(t, srv, "PATCH", "/api/v1/cart_products/102", fmt.Sprintf(`{"cart_uuid": %q, "product": {"price_id": "each", "count": 3}}`, uuid))
		if cart := c.body["cart"]; get(cart, "brand_discounts", "brand_discounts_total") != 9.0 || get(cart, "all_discounts_total") != 9.0 ||
			get(cart, "order_total") != 56.21 || get(cart, "bundles", 0, "status") != "applied" || get(cart, "products", 0, "special_id") != 1.0 {
			t.Fatalf("three gummies: %s", c.raw)
		}
		status := call(t, srv, "GET", "/api/v1/stores/1/specials/1?cart_uuid="+uuid, "")
		if get(status.body, "status", "qualifying_status") != "applied" || get(status.body, "status", "amount_saved") != 9.0 ||
			get(status.body, "status", "discounted_products", 0, "count") != 1.0 || !strings.Contains(status.raw, `"callout_text":"Special applied"`) {
			t.Errorf("status view: %s", status.raw)
		}

		promo := call(t, srv, "GET", "/api/v1/stores/1/specials/2?cart_uuid="+uuid, "")
		if get(promo.body, "status", "qualifying_status") != "not_qualified" ||
			get(promo.body, "status", "callout_subtext") != "Enter the promo code in your bag." || get(promo.body, "special", "requires_promo_code") != true {
			t.Errorf("promo special's status before its code: %s", promo.raw)
		}
		if strings.Contains(promo.raw, "SAVE5") {
			t.Errorf("a special's page shows its promo code: %s", promo.raw)
		}

		// Unknown and expired codes are refused and change nothing.
		for code, msg := range map[string]string{"NOPE": "The promo code NOPE is not valid at this store.", "old": "The promo code OLD has expired."} {
			bad := call(t, srv, "PATCH", "/api/v1/carts/optimize_specials", fmt.Sprintf(`{"uuid": %q, "promo_code": %q}`, uuid, code))
			if bad.status != 422 || bad.body["message"] != msg || get(bad.body, "validations", "promo_code", 0) != msg {
				t.Errorf("promo %s: %d %s", code, bad.status, bad.raw)
			}
		}
		if cart := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "").body["cart"]; get(cart, "promo_code") != nil || get(cart, "order_total") != 56.21 ||
			get(cart, "promo_code_terms") != nil {
			t.Errorf("a refused code changed the cart: %v", cart)
		}
		// SAVE5 on the 45.00 left after the bundle (≥ 40.00): 5.00 off, split 2.00, 2.00, 1.00 over units at 18, 18, 9.
		// Subtotal 40.00; excise 6.00; sales tax 8.625% of 46.00 = 3.9675 → 3.97; total 49.97.
		c = call(t, srv, "PATCH", "/api/v1/carts/optimize_specials", fmt.Sprintf(`{"uuid": %q, "promo_code": " save5 "}`, uuid))
		if cart := c.body["cart"]; get(cart, "promo_code") != "SAVE5" || get(cart, "promo_code_applied") != true || get(cart, "cart_discount_amount") != 5.0 ||
			get(cart, "cart_discount_special_id") != 2.0 || get(cart, "all_discounts_total") != 14.0 || get(cart, "order_total") != 49.97 {
			t.Fatalf("with SAVE5: %s", c.raw)
		}
		// The saved code names its terms, in words and figures (pricing.TermsOf).
		if terms := get(c.body["cart"], "promo_code_terms"); get(terms, "special_id") != 2.0 || get(terms, "title") != "$5 off $40" ||
			get(terms, "conditions", 0) != "Spend $40.00 or more." || get(terms, "minimum_subtotal") != 40.0 || get(terms, "live") != true ||
			get(terms, "end_time") != nil || get(terms, "fine_print") != "" {
			t.Errorf("promo_code_terms with SAVE5: %v", terms)
		}

		// A group special is kept, but a guest has shown no document: no discount.
		c = call(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "user_group_special_id": "4"}`, uuid))
		if cart := c.body["cart"]; get(cart, "group_special_id") != 4.0 || get(cart, "group_special_title") != "Seniors save 10%" ||
			get(cart, "group_discounts_total") != 0.0 || get(cart, "order_total") != 49.97 {
			t.Errorf("group special: %s", c.raw)
		}
		if bad := call(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "user_group_special_id": 2}`, uuid)); bad.status != 422 {
			t.Errorf("a promo special as a group special: %d %s", bad.status, bad.raw)
		}

		// The promo code's terms change, then the brand special's: each raises its flag until the shopper has seen it.
		doc.Specials[1].Title = "$5 off $40 (this week only)"
		importDoc()
		cart := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "").body["cart"]
		if get(cart, "special_has_changed") != true || get(cart, "brand_special_has_changed") != false {
			t.Errorf("after the promo changed: special %v, brand %v", get(cart, "special_has_changed"), get(cart, "brand_special_has_changed"))
		}
		doc.Specials[0].EndTime = ptr(db.Now().Add(-time.Minute))
		importDoc()
		// The bundle has ended: SAVE5 alone on 54.00 → 49.00; excise 7.35; sales tax 8.625% of 56.35 = 4.8601875 → 4.86; total 61.21.
		cart = call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "").body["cart"]
		if get(cart, "brand_special_has_changed") != true || get(cart, "order_total") != 61.21 {
			t.Errorf("after the bundle ended: brand flag %v, total %v", get(cart, "brand_special_has_changed"), get(cart, "order_total"))
		}
		cleared := call(t, srv, "DELETE", "/api/v1/carts/changed_special_flag?uuid="+uuid, "")
		if get(cleared.body, "cart", "special_has_changed") != false || get(cleared.body, "cart", "brand_special_has_changed") != false {
			t.Errorf("flags after DELETE: %s", cleared.raw)
		}

		// Sales tax by address: Oakland from the rate table, elsewhere the store's rate.
		for q, want := range map[string]string{"city=Oakland&state_code=CA": "10.25 address", "city=Nowhere&state_code=CA": "8.625 store"} {
			r := call(t, srv, "GET", "/api/v1/carts/lookup_sales_tax_rate?uuid="+uuid+"&"+q, "")
			if got := fmt.Sprintf("%v %v", r.body["sales_tax_rate"], r.body["source"]); got != want {
				t.Errorf("lookup %s = %s, want %s", q, got, want)
			}
		}

		// Delivery to the Mission zone with a 15% tip: subtotal 49.00, excise 7.35, sales tax 4.86 (San Francisco's rate),
		// delivery 5.00 (under the 100.00 free-delivery minimum), tip 15% of 49.00 = 7.35; total 49.00 + 7.35 + 4.86 + 5.00 + 7.35 = 73.56.
		c = call(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "delivery", "tip_percentage": 15,
			"delivery_address": {"street": "1 Valencia St", "city": "San Francisco", "state_code": "CA", "zipcode": "94110"}}`, uuid))
		if cart := c.body["cart"]; get(cart, "delivery_fee_amount") != 5.0 || get(cart, "tip_amount") != "7.35" || get(cart, "order_total") != 73.56 {
			t.Errorf("delivery: %s", c.raw)
		}
		pos := call(t, srv, "GET", "/api/v1/pos_cart?cart_uuid="+uuid, "")
		if got := fmt.Sprintln(get(pos.body, "pos_cart", "delivery_fee"), get(pos.body, "pos_cart", "sales_tax"), get(pos.body, "pos_cart", "store_tax"),
			get(pos.body, "pos_cart", "rounding_amount"), get(pos.body, "pos_cart", "total")); got != "5 4.86 7.35 0 73.56\n" {
			t.Errorf("pos_cart = %s", pos.raw)
		}
		// Cash rounding: 73.56 ends in 6 ¢ → 73.55, rounding −0.01.
		sf.Taxes.CashRounding = true
		importDoc()
		pos = call(t, srv, "GET", "/api/v1/pos_cart?cart_uuid="+uuid, "")
		if get(pos.body, "pos_cart", "rounding_amount") != -0.01 || get(pos.body, "pos_cart", "total") != 73.55 {
			t.Errorf("pos_cart with cash rounding = %s", pos.raw)
		}
	})
}

func ptr[T any](v T) *T { return &v }
