package api_test

import (
	"context"
	"encoding/json"
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

// TestMenuAndCartShareSpecialPrices: what the menu shows for a unit is what
// the cart charges for it, from one function.
func TestMenuAndCartShareSpecialPrices(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		doc := ct.Small()
		later := db.Now().Add(240 * time.Hour)
		doc.Specials = []catalog.Special{
			// 20% off the SF store's vapes: half gram 2,500 − 500 = 2,000 ¢; gram 4,000 − 800 = 3,200 ¢
			{ID: 1, StoreID: ct.StoreSF, SpecialType: "product", Title: "Vape week", DiscountType: "percent",
				DiscountPercent: 20, DiscountLabel: "20% off", Active: true, Enabled: true, EndTime: &later,
				Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}}}},
			// Peak's 15% cash back on its gummies: shown, not taken off
			{ID: 2, ProductBrandID: ct.BrandPeak, SpecialType: "product", Title: "15% back", DiscountType: "percent",
				DiscountPercent: 15, DiscountLabel: "15% back", CashBack: true, Active: true, Enabled: true},
		}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		menu := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_filter": "product_id = 101 OR product_id = 102"}`)
		byID := map[float64]map[string]any{}
		for _, p := range menu.body["products"].([]any) {
			slot := p.(map[string]any)
			byID[slot["product_id"].(float64)] = slot["search_attributes"].(map[string]any)
		}
		vape, gummies := byID[ct.VapeLemon], byID[ct.EdibleGummies]
		special, _ := json.Marshal(vape["special_price_half_gram"])
		if vape["discounted_price_half_gram"] != 20.0 || vape["discounted_price_gram"] != 32.0 || vape["special_id"] != 1.0 ||
			string(special) != `{"discount_amount":5,"discount_percent":"20.0","discount_price":"20.00","discount_type":"percent","price":"25.00","special_custom_badge":"20% off","special_id":1}` {
			t.Errorf("vape on the menu: discounted %v and %v, special %s, id %v", vape["discounted_price_half_gram"],
				vape["discounted_price_gram"], special, vape["special_id"])
		}
		if ids, _ := json.Marshal(vape["applicable_special_ids"]); string(ids) != "[1]" {
			t.Errorf("applicable_special_ids = %s", ids)
		}
		back, _ := json.Marshal(gummies["brand_special_prices"])
		if gummies["discounted_price_each"] != nil || gummies["has_brand_discount"] != true ||
			string(back) != `{"each":{"brand_special_id":2,"discount_label":"15% back","price":"18.00","title":"15% back"}}` {
			t.Errorf("gummies: discounted %v, brand discount %v, brand_special_prices %s", gummies["discounted_price_each"],
				gummies["has_brand_discount"], back)
		}
		// sorts and price filters go by the special price: the vape's half gram is $20.00 now, not $25.00
		cheap := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_filter": "bucket_price < 21",
			"search_sort": "price_desc", "search_attributes": ["name", "bucket_price"]}`)
		if cheap.body["nb_hits"] != 3.0 || get(cheap.body, "products", 0, "product_id") != float64(ct.VapeLemon) ||
			get(cheap.body, "products", 0, "search_attributes", "bucket_price") != 20.0 {
			t.Errorf("under $21, dearest first = %s", cheap.raw)
		}
		one := call(t, srv, "GET", fmt.Sprintf("/api/v1/products/%d?store_id=1", ct.VapeLemon), "")
		if get(one.body, "product", "discounted_price_half_gram") != 20.0 {
			t.Errorf("GET product = %s", one.raw)
		}

		// crawlers see the same prices
		page := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/products/101/lemon-haze-cartridge", "")
		store := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/menu", "")
		if !strings.Contains(page.raw, `"price":"20.00"`) || !strings.Contains(page.raw, "<li>0.5g: $20.00</li>") ||
			!strings.Contains(store.raw, "Lemon Haze Cartridge</a> by Coastal Cultivators: $20.00 / 0.5g") {
			t.Errorf("the pages for search engines do not show the special price:\n%s\n%s", page.raw, store.raw)
		}

		// Two half grams: 2 × 25.00 = 50.00, less 2 × 5.00 = 10.00, subtotal 40.00; excise 15% of 40.00 = 6.00;
		// sales tax 8.625% of 46.00 = 3.9675 → 3.97; the gummies add 18.00 with no discount (cash back):
		// subtotal 58.00, excise 8.70, sales tax 8.625% of 66.70 = 5.752875 → 5.75; total 58.00 + 8.70 + 5.75 = 72.45.
		cart := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2))
		uuid := cart.body["cart_uuid"].(string)
		cart = call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1))
		c := cart.body["cart"]
		if get(c, "products", 0, "discounted_price_half_gram") != 20.0 || get(c, "products", 0, "line_total") != 40.0 ||
			get(c, "products", 0, "regular_total") != 50.0 || get(c, "products", 1, "regular_total") != 18.0 ||
			get(c, "products", 0, "special_title") != "Vape week" || get(c, "product_discounts_total") != 10.0 ||
			get(c, "discounted_subtotal") != 58.0 || get(c, "store_tax_amount") != 8.7 || get(c, "sales_tax_amount") != 5.75 ||
			get(c, "order_total") != 72.45 {
			t.Fatalf("cart = %s", cart.raw)
		}
		co := call(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
			"last_name": "Lovelace", "phone": "4155550100", "email": "ada@example.com", "birth_date": "1990-04-20", "expected_total": 72.45}`, uuid))
		if co.status != 201 || get(co.body, "reservation", "amount") != 72.45 {
			t.Fatalf("checkout = %d %s", co.status, co.raw)
		}
	})
}
