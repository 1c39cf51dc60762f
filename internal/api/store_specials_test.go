package api_test

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// specialsNoon is the pinned clock of these tests: a Thursday afternoon in
// San Francisco, with every special below already running.
var specialsNoon = time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)

// specialsServer imports the small catalogue with the given specials, imported, and
// a server on it with the clock pinned.
func specialsServer(t *testing.T, db *storage.DB, list ...catalog.Special) func(method, path, body string) response {
	t.Helper()
	db.Now = func() time.Time { return specialsNoon }
	srv := newServer(t, db)
	doc := ct.Small()
	start := specialsNoon.Add(-24 * time.Hour)
	for i := range list {
		list[i].Active, list[i].Enabled, list[i].StartTime = true, true, &start
	}
	doc.Specials = list
	if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
		t.Fatal(err)
	}
	return func(method, path, body string) response { return call(t, srv, method, path, body) }
}

// TestStoreSpecialsServeRules: the specials list carries each special's
// rules (include and exclude lists, bundle sections and settings), which the
// engine prices by.
func TestStoreSpecialsServeRules(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		edibles := catalog.RuleSet{Kinds: []string{"edible"}}
		do := specialsServer(t, db,
			catalog.Special{ID: 1, StoreID: ct.StoreSF, SpecialType: "bundle", Title: "Buy 2 edibles, get the cheapest third for 1¢",
				DiscountType: "percent", DiscountPercent: 100,
				Rules: catalog.SpecialRules{Include: edibles, Exclude: catalog.RuleSet{ProductIDs: []int64{ct.GrinderHidden}},
					Qualifier: &edibles, Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 3,
						MaxNumberOfDiscountedProducts: 1, DiscountedUnits: "cheapest"}}},
			catalog.Special{ID: 2, StoreID: ct.StoreSF, SpecialType: "product", Title: "20% off vapes", DiscountType: "percent",
				DiscountPercent: 20, ApplicableWeights: []string{"half_gram"},
				Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}}}})
		list := do("GET", "/api/v1/stores/1/specials", "")
		if list.status != 200 {
			t.Fatalf("specials = %d %s", list.status, list.raw)
		}
		rules := func(i int) string {
			b, _ := json.Marshal(get(list.body, "specials", i, "rules"))
			return string(b)
		}
		want := `{"exclude":{"product_ids":[103]},"include":{"kinds":["edible"]},"qualifier":{"kinds":["edible"]},` +
			`"settings":{"discounted_units":"cheapest","max_number_of_discounted_products":1,"threshold_number_of_items_in_cart":3}}`
		if got := rules(0); got != want {
			t.Errorf("the bundle's rules = %s, want %s", got, want)
		}
		if got := rules(1); got != `{"exclude":{},"include":{"kinds":["vape"]}}` {
			t.Errorf("the vape special's rules = %s", got)
		}
		// The special's own page serves them too.
		one := do("GET", "/api/v1/stores/1/specials/1", "")
		if get(one.body, "special", "rules", "settings", "discounted_units") != "cheapest" {
			t.Errorf("special page = %s", one.raw)
		}
	})
}

// TestDealsListOnlyLoweredProducts: the specials placement (the menu's
// deals tab and the featured row) lists the products whose menu price a
// live special lowers, and no product a special merely covers: a bundle
// still to fill, cash back, a target price above the price.
func TestDealsListOnlyLoweredProducts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		do := specialsServer(t, db,
			// lowers the vape: $25.00 → $20.00 a half gram, $40.00 → $32.00 a gram
			catalog.Special{ID: 1, StoreID: ct.StoreSF, SpecialType: "product", Title: "20% off vapes", DiscountType: "percent",
				DiscountPercent: 20, Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}}}},
			// covers the gummies, but one unit fills no bundle of 3: no menu price changes
			catalog.Special{ID: 2, StoreID: ct.StoreSF, SpecialType: "bundle", Title: "3 edibles for $40", DiscountType: "target_price",
				DiscountTargetPrice: 4000, Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"edible"}},
					Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 3, DiscountApplicationMethod: "per_bundle"}}},
			// cash back on Blue Dream's brand: shown beside the price, never taken off
			catalog.Special{ID: 3, ProductBrandID: ct.BrandCoast, SpecialType: "product", Title: "15% back", DiscountType: "percent",
				DiscountPercent: 15, CashBack: true},
			// a target of $70.00 is above every Blue Dream price ($12, $35, $65): it lowers none
			catalog.Special{ID: 4, StoreID: ct.StoreSF, SpecialType: "product", Title: "Blue Dream for $70", DiscountType: "target_price",
				DiscountTargetPrice: 7000, Rules: catalog.SpecialRules{Include: catalog.RuleSet{ProductIDs: []int64{ct.FlowerBlueDream}}}})
		for _, placement := range []string{"specials", "sale"} {
			r := do("POST", "/merch/v2/smart", `{"store_id": 1, "placement": "`+placement+`", "search_attributes": ["*"]}`)
			if got := slots(t, r); got != "101/0" || r.body["nb_hits"] != 1.0 {
				t.Errorf("%s = %s (%v hits), want the vape alone", placement, got, r.body["nb_hits"])
				continue
			}
			attrs := get(r.body, "products", 0, "search_attributes")
			if get(attrs, "discounted_price_half_gram") != 20.0 || get(attrs, "special_price_half_gram", "discount_price") != "20.00" {
				t.Errorf("%s: the vape's card prices = %v", placement, attrs)
			}
		}
		// The featured tab's row of deals counts the same products.
		featured := do("POST", "/merch/v2/multi", `{"type": "featured", "store_id": 1, "search_attributes": ["name"]}`)
		for _, p := range featured.body["placements"].([]any) {
			if row := p.(map[string]any); row["placement"] == "specials" && row["nb_hits"] != 1.0 {
				t.Errorf("featured deals row = %v", row)
			}
		}
	})
}

// TestBundleStatusStartsAtItsThreshold: a bundle's status for a cart that
// holds none of its products yet counts towards its own threshold ("0 of
// 3"), not towards one, and goes on to "1 of 3" after the first add.
func TestBundleStatusStartsAtItsThreshold(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		do := specialsServer(t, db,
			catalog.Special{ID: 1, StoreID: ct.StoreSF, SpecialType: "bundle", Title: "3 edibles for $40", DiscountType: "target_price",
				DiscountTargetPrice: 4000, Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"edible"}},
					Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 3, MaxNumberOfDiscountedProducts: 3,
						DiscountApplicationMethod: "per_bundle"}}},
			catalog.Special{ID: 2, ProductBrandID: ct.BrandPeak, SpecialType: "buy_x_get_y", Title: "Buy 2, get 1 half off",
				DiscountType: "percent", DiscountPercent: 50,
				Rules: catalog.SpecialRules{Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 2}}})
		// A cart with a gram of Blue Dream: neither bundle covers it.
		add := do("POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "gram", 1))
		if add.status != 201 {
			t.Fatalf("add = %d %s", add.status, add.raw)
		}
		uuid := add.body["cart_uuid"].(string)
		status := func(special int) string {
			t.Helper()
			r := do("GET", fmt.Sprintf("/api/v1/stores/1/specials/%d?cart_uuid=%s", special, uuid), "")
			s := get(r.body, "status")
			return fmt.Sprintf("%v %v/%v %q %q", get(s, "qualifying_status"), get(s, "qualifying_count"), get(s, "threshold"),
				get(s, "callout_text"), get(s, "callout_subtext"))
		}
		for _, tt := range []struct {
			special int
			want    string
		}{
			{1, `not_qualified 0/3 "Add 3 more qualifying products to unlock this special" "0 of 3 in your bag."`},
			{2, `not_qualified 0/2 "Add 2 more qualifying products to unlock this special" "0 of 2 in your bag."`},
		} {
			if got := status(tt.special); got != tt.want {
				t.Errorf("special %d before any of its products: %s, want %s", tt.special, got, tt.want)
			}
		}
		// One gummies pack (an edible of brand Peak): 1 of 3 and 1 of 2.
		if r := do("POST", "/api/v1/cart_products", addBody(uuid, ct.StoreSF, ct.EdibleGummies, "each", 1)); r.status != 201 {
			t.Fatalf("add gummies = %d %s", r.status, r.raw)
		}
		if got, want := status(1), `not_qualified 1/3 "Add 2 more qualifying products to unlock this special" "1 of 3 in your bag."`; got != want {
			t.Errorf("after the first edible: %s, want %s", got, want)
		}
		if got, want := status(2), `not_qualified 1/2 "Add 1 more qualifying product to unlock this special" "1 of 2 in your bag."`; got != want {
			t.Errorf("buy 2 get 1 after the first: %s, want %s", got, want)
		}
	})
}

// TestDemoBundlesDiscountCheapestAndDearest: the demo uses both choices of
// discounted_units. At its California store, three Velvet Moon edibles make
// "buy 2, get the cheapest third for 1¢": the cheapest keeps one cent and the
// other two are charged in full. Three High Desert Growers extracts make the
// brand's "buy 2, get the third 50% off", which halves the dearest.
func TestDemoBundlesDiscountCheapestAndDearest(t *testing.T) {
	doc, store := demoStore(t, "CA")
	var cheapest, dearest catalog.Special
	for _, s := range doc.Specials {
		if s.Rules.Bundle != nil && s.Rules.Bundle.DiscountedUnits == "cheapest" {
			cheapest = s
		}
		if s.Rules.Bundle != nil && s.Rules.Bundle.DiscountedUnits == "dearest" {
			dearest = s
		}
	}
	if cheapest.Title != "Buy 2 Velvet Moon Confections edibles, get the cheapest third for 1¢" || dearest.ProductBrandID != 5 {
		t.Fatalf("the demo's bundles: cheapest %q, dearest %q", cheapest.Title, dearest.Title)
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		db.Now = func() time.Time { return specialsNoon }
		srv := newServer(t, db)
		// over the small catalogue newServer holds: the demo's store 1 takes the place of its own
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		type offer struct {
			product int64
			weight  catalog.Weight
			price   money.Cents
		}
		// three of the store's products of the brand and kind, each at its first weight in stock, at three
		// different prices, as the menu sells them
		three := func(brand int64, kind catalog.Kind) []offer {
			t.Helper()
			r := call(t, srv, "POST", "/merch/v2/smart", fmt.Sprintf(`{"store_id": %d, "search_filter": "kind:%s", `+
				`"search_attributes": ["*"], "page_size": 200}`, store.ID, kind))
			var out []offer
			for _, slot := range get(r.body, "products").([]any) {
				attrs := get(slot, "search_attributes")
				if get(attrs, "product_brand_id") != float64(brand) {
					continue
				}
				for _, w := range catalog.Weights {
					price, _ := get(attrs, "price_"+string(w)).(float64)
					stock, _ := get(attrs, "stock_"+string(w)).(float64)
					cents := money.Cents(math.Round(price * 100))
					if cents > 0 && stock > 0 && !slices.ContainsFunc(out, func(o offer) bool { return o.price == cents }) {
						out = append(out, offer{int64(get(attrs, "product_id").(float64)), w, cents})
						break
					}
				}
				if len(out) == 3 {
					return out
				}
			}
			t.Fatalf("the demo's %s has no three %s of brand %d at different prices: %v", store.Name, kind, brand, out)
			return nil
		}
		bag := func(offers []offer) map[string]any {
			t.Helper()
			uuid := ""
			var r response
			for _, o := range offers {
				r = call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, int(store.ID), int(o.product), string(o.weight), 1))
				if r.status != 201 {
					t.Fatalf("add %v = %d %s", o, r.status, r.raw)
				}
				uuid = r.body["cart_uuid"].(string)
			}
			return r.body["cart"].(map[string]any)
		}
		// only this special took something off the one line it discounts
		check := func(cart map[string]any, s catalog.Special, line offer, off money.Cents) {
			t.Helper()
			applied := get(cart, "specials").([]any)
			if len(applied) != 1 || get(applied[0], "special_id") != float64(s.ID) || get(applied[0], "amount") != off.Dollars() {
				t.Errorf("%s: specials = %v, want %v off", s.Title, applied, off)
			}
			for _, l := range get(applied[0], "lines").([]any) {
				if amount := get(l, "amount").(float64); (get(l, "product_id") == float64(line.product)) != (amount == off.Dollars()) {
					t.Errorf("%s: line %v, want %v off product %d alone", s.Title, l, off, line.product)
				}
			}
		}

		edibles := three(cheapest.Rules.Include.BrandIDs[0], catalog.Edible)
		low := slices.MinFunc(edibles, func(a, b offer) int { return cmp.Compare(a.price, b.price) })
		cart := bag(edibles)
		// the cheapest of the three, less the 1 ¢ California keeps: price − 1 ¢ off
		check(cart, cheapest, low, low.price-1)
		if want := (edibles[0].price + edibles[1].price + edibles[2].price - low.price + 1).Dollars(); get(cart, "discounted_subtotal") != want {
			t.Errorf("edibles: subtotal %v, want %v (%v)", get(cart, "discounted_subtotal"), want, edibles)
		}

		extracts := three(dearest.ProductBrandID, catalog.Extract)
		high := slices.MaxFunc(extracts, func(a, b offer) int { return cmp.Compare(a.price, b.price) })
		// half the dearest; demo prices are whole dollars, so half is exact to the cent
		check(bag(extracts), dearest, high, high.price/2)
	})
}
