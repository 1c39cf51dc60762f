package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// clientFacets are facet names that clients written for the original
// merchandising service send.
var clientFacets = []string{"aggregate_rating", "applicable_special_ids", "bucket_price", "has_brand_discount",
	"percent_cbd", "percent_thc", "compound_names"}

// menuProductAttributes are the fields of a menu product in spec section 3,
// each per-weight field once per weight.
func menuProductAttributes() []string {
	names := []string{"id", "product_id", "name", "brand", "brand_subtype", "product_brand_id", "kind", "type",
		"category", "productType", "productRootSubtype", "root_subtype", "description", "url_slug", "image_urls",
		"photos", "photo_weights", "special_id", "special_title", "available_weights", "max_cart_quantity",
		"allow_multiple_flower_count", "visible", "store_notes", "percent_thc", "percent_cbd", "percent_thca",
		"percent_cbda", "percent_tac", "dosage", "quantity_units", "quantity_value", "net_weight_grams",
		"aggregate_rating", "review_count", "best_seller_rank", "operator_store_rank", "has_brand_discount",
		"brand_special_prices", "applicable_brand_special_ids", "applicable_special_ids",
		"applicable_bundle_special_ids", "applicable_brand_specials_included_user_segments",
		"applicable_brand_specials_excluded_user_segments", "lab_results", "lab_result_urls", "inventories",
		"inventory_potencies", "effects", "flavors", "terpenes", "allergens", "ingredients", "aliases",
		"business_licenses", "localized_content"}
	for _, w := range catalog.Weights {
		for _, prefix := range []string{"price_", "discounted_price_", "special_price_", "max_cart_quantity_"} {
			names = append(names, prefix+string(w))
		}
	}
	return names
}

// detailedSmall is the Small catalogue with a store special (20% off the SF
// store's vapes), Peak's 15% cash back, and Blue Dream's lab results,
// licence, aliases, translation, photos and the SF store's records of it.
func detailedSmall() *catalog.Document {
	doc := ct.Small()
	for i := range doc.Products {
		if p := &doc.Products[i]; p.ID == ct.FlowerBlueDream {
			p.LabResults = []catalog.LabResult{{CompoundName: "THC", Value: 18.3, Unit: "%"}, {CompoundName: "CBD", Value: 0.1, Unit: "%"}}
			p.LabResultURLs = []string{"/coa/blue-dream.pdf"}
			p.BusinessLicenses = []catalog.BusinessLicense{{LicenseNumber: "CCL19-0001234", LicenseType: "cultivator", State: "CA"}}
			p.Aliases = []string{"BD"}
			p.LocalizedContent = map[string]catalog.LocalizedContent{"es": {Name: "Sueño Azul"}}
			p.Photos = []catalog.Photo{{URL: "/photos/blue-dream.jpg"}, {URL: "/photos/blue-dream-eighth.jpg"}}
			p.PhotoWeights = map[catalog.Weight]int{catalog.EighthOunce: 1}
		}
	}
	equivalency := 1.0
	menu := doc.Stores[0].Menu
	menu[0].OperatorStoreRank = 2
	menu[0].Inventories = []catalog.Inventory{{PriceID: catalog.Gram, Bulk: true, Equivalency: &equivalency, Tax: "cannabis"}}
	doc.Specials = []catalog.Special{
		{ID: 1, StoreID: ct.StoreSF, SpecialType: "product", Title: "Vape week", DiscountType: "percent",
			DiscountPercent: 20, DiscountLabel: "20% off", Active: true, Enabled: true,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}}}},
		{ID: 2, ProductBrandID: ct.BrandPeak, SpecialType: "product", Title: "15% back", DiscountType: "percent",
			DiscountPercent: 15, DiscountLabel: "15% back", CashBack: true, Active: true, Enabled: true},
	}
	return doc
}

// TestEveryFacetName: a client sending the original service's facet names
// and every attribute of a menu product gets 200 and counts, never a 400.
func TestEveryFacetName(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		if _, err := catalogstore.New(db).Import(context.Background(), detailedSmall()); err != nil {
			t.Fatal(err)
		}
		unknown := []string{"no_such_attribute", "special_price_gram.no_such_key"}
		names := append(append(append(append([]string{}, clientFacets...), menuProductAttributes()...), unknown...),
			"inventories.tax", "applicable_bundle_special_ids.qualify", "special_price_half_gram.special_id", "price_range", "kind")
		quoted, _ := json.Marshal(names)
		// The SF store shows Blue Dream ($12 a gram, rated 4.5), the vape ($25 a
		// half gram, $20 under the special) and the gummies ($18, Peak's cash back).
		want := map[string]string{
			"aggregate_rating":                      `{"4.5":1}`,
			"applicable_special_ids":                `{"1":1}`,
			"applicable_brand_special_ids":          `{"2":1}`,
			"bucket_price":                          `{"12":1,"18":1,"20":1}`,
			"has_brand_discount":                    `{"false":2,"true":1}`,
			"percent_cbd":                           `{}`,
			"percent_thc":                           `{"18.3":1,"85":1}`,
			"compound_names":                        `{"CBD":1,"THC":1}`,
			"kind":                                  `{"edible":1,"flower":1,"vape":1}`,
			"productType":                           `{"edible":1,"flower":1,"vape":1}`,
			"price_range":                           `{"0-20":2,"20-40":1}`,
			"price_gram":                            `{"12":1,"40":1}`,
			"discounted_price_half_gram":            `{"20":1}`,
			"special_price_half_gram.special_id":    `{"1":1}`,
			"brand_special_prices":                  `{"each":1}`,
			"operator_store_rank":                   `{"2":1}`,
			"aliases":                               `{"BD":1}`,
			"lab_result_urls":                       `{"/coa/blue-dream.pdf":1}`,
			"localized_content":                     `{"es":1}`,
			"photo_weights":                         `{"eighth_ounce":1}`,
			"business_licenses":                     `{"license_number":1,"license_type":1,"state":1}`,
			"inventories":                           `{"bulk":1,"equivalency":1,"price_id":1,"tax":1}`,
			"inventories.tax":                       `{"cannabis":1}`,
			"applicable_bundle_special_ids.qualify": `{}`,
			"visible":                               `{"true":3}`,
			"no_such_attribute":                     `{}`,
			"special_price_gram.no_such_key":        `{}`,
		}
		for _, tc := range []struct{ path, body, facetsKey, statsKey string }{
			{"/merch/v2/smart", `{"store_id": 1, "search_attributes": ["name"], "search_facets": ` + string(quoted) + `}`,
				"search_facets", "search_facets_stats"},
			{"/merch/v2/facets", `{"storeId": 1, "searchFacets": ` + string(quoted) + `}`, "searchFacets", "searchFacetsStats"},
		} {
			r := call(t, srv, "POST", tc.path, tc.body)
			if r.status != 200 || r.body["nb_hits"] != 3.0 {
				t.Fatalf("%s = %d %s", tc.path, r.status, r.raw)
			}
			facets, _ := r.body[tc.facetsKey].(map[string]any)
			for _, n := range names {
				if _, ok := facets[n].(map[string]any); !ok {
					t.Errorf("%s: facet %q = %v, want an object", tc.path, n, facets[n])
				}
			}
			for n, w := range want {
				if got, _ := json.Marshal(facets[n]); string(got) != w {
					t.Errorf("%s: facet %q = %s, want %s", tc.path, n, got, w)
				}
			}
			// bucket_price 12, 18 and 20: sum 50, mean 16.6667
			stats, _ := json.Marshal(get(r.body, tc.statsKey, "bucket_price"))
			if string(stats) != `{"avg":16.6667,"max":20,"min":12,"sum":50}` {
				t.Errorf("%s: bucket_price stats = %s", tc.path, stats)
			}
			if thc, _ := json.Marshal(get(r.body, tc.statsKey, "percent_thc")); string(thc) != `{"avg":51.65,"max":85,"min":18.3,"sum":103.3}` {
				t.Errorf("%s: percent_thc stats = %s", tc.path, thc)
			}
			if get(r.body, tc.statsKey, "kind") != nil || get(r.body, tc.statsKey, "percent_cbd") != nil {
				t.Errorf("%s: stats for a text facet or one nothing carries: %s", tc.path, r.raw)
			}
		}

		// 300 names are counted, whatever they are; a 301st is too many.
		many := make([]string, 301)
		for i := range many {
			many[i] = fmt.Sprintf("made_up_%d", i)
		}
		for n, status := range map[int]int{300: 200, 301: 400} {
			list, _ := json.Marshal(many[:n])
			for _, r := range []response{
				call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_facets": `+string(list)+`}`),
				call(t, srv, "POST", "/merch/v2/facets", `{"storeId": 1, "searchFacets": `+string(list)+`}`),
			} {
				if r.status != status || status == 400 && r.body["message"] != "search_facets may list at most 300 names, not 301." {
					t.Errorf("%d facet names = %d %.200s", n, r.status, r.raw)
				}
			}
		}
	})
}

// TestMaterializedMenuProducts: GET /materialized_menu_products serves the
// objects the merchandising answers carry, narrowed by product_id.
func TestMaterializedMenuProducts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		if _, err := catalogstore.New(db).Import(context.Background(), detailedSmall()); err != nil {
			t.Fatal(err)
		}
		menu := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_attributes": ["*"]}`)
		var fromMenu []any
		for _, slot := range menu.body["products"].([]any) {
			fromMenu = append(fromMenu, slot.(map[string]any)["search_attributes"])
		}
		all := call(t, srv, "GET", "/api/v1/materialized_menu_products?store_id=1", "")
		if got, want := mustJSON(t, all.body["materialized_menu_products"]), mustJSON(t, fromMenu); all.status != 200 || got != want {
			t.Errorf("all = %d %s, want the menu's %s", all.status, got, want)
		}
		for _, path := range []string{
			fmt.Sprintf("/api/v1/materialized_menu_products?store_id=1&product_id=%d", ct.FlowerBlueDream),
			fmt.Sprintf("/v1/materialized_menu_products?store_id=1&product_id=%d,%d", ct.FlowerBlueDream, ct.GrinderHidden),
			fmt.Sprintf("/v1/materialized_menu_products?store_id=1&product_id=%d&product_id=%d", ct.NotOnMenu, ct.FlowerBlueDream),
		} {
			r := call(t, srv, "GET", path, "")
			list, _ := r.body["materialized_menu_products"].([]any)
			if r.status != 200 || len(list) != 1 || get(list, 0, "product_id") != float64(ct.FlowerBlueDream) {
				t.Fatalf("%s = %d %s", path, r.status, r.raw)
			}
			bd := list[0]
			if mustJSON(t, bd) != mustJSON(t, fromMenu[0]) {
				t.Errorf("%s: %s differs from the menu's", path, mustJSON(t, bd))
			}
			for key, want := range map[string]string{
				"inventories":         `[{"bulk":true,"equivalency":1,"price_id":"gram","tax":"cannabis"}]`,
				"lab_result_urls":     `["/coa/blue-dream.pdf"]`,
				"business_licenses":   `[{"license_number":"CCL19-0001234","license_type":"cultivator","state":"CA"}]`,
				"aliases":             `["BD"]`,
				"localized_content":   `{"es":{"name":"Sueño Azul"}}`,
				"photo_weights":       `{"eighth_ounce":1}`,
				"operator_store_rank": `2`,
				"price_eighth_ounce":  `35`,
			} {
				if got := mustJSON(t, get(bd, key)); got != want {
					t.Errorf("%s: %s = %s, want %s", path, key, got, want)
				}
			}
		}
		// a product without them has empty lists and objects, never null
		gummies := call(t, srv, "GET", fmt.Sprintf("/api/v1/materialized_menu_products?store_id=1&product_id=%d", ct.EdibleGummies), "")
		for key, want := range map[string]string{"inventories": `[]`, "lab_result_urls": `[]`, "business_licenses": `[]`,
			"aliases": `[]`, "localized_content": `{}`, "photo_weights": `{}`, "operator_store_rank": `null`} {
			if got := mustJSON(t, get(gummies.body, "materialized_menu_products", 0, key)); got != want {
				t.Errorf("gummies %s = %s, want %s", key, got, want)
			}
		}
		for path, status := range map[string]int{
			"/api/v1/materialized_menu_products":                           400,
			"/api/v1/materialized_menu_products?store_id=x":                400,
			"/api/v1/materialized_menu_products?store_id=1&product_id=0":   400,
			"/api/v1/materialized_menu_products?store_id=1&product_id=1,a": 400,
			"/api/v1/materialized_menu_products?store_id=999":              404,
			"/v1/materialized_menu_products?store_id=999":                  404,
		} {
			if r := call(t, srv, "GET", path, ""); r.status != status || r.body["message"] == nil {
				t.Errorf("%s = %d %s, want %d with a message", path, r.status, r.raw, status)
			}
		}
		many := make([]string, 201)
		for i := range many {
			many[i] = fmt.Sprint(i + 1)
		}
		if r := call(t, srv, "GET", "/api/v1/materialized_menu_products?store_id=1&product_id="+strings.Join(many, ","), ""); r.status != 400 {
			t.Errorf("201 product ids = %d %s", r.status, r.raw)
		}
	})
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestDemoClientWithEveryFacet is an unmodified client of the original
// service against every demo store: it asks for every facet above and pages
// /v2/smart until a short page, and reads every visible product of the store
// with the catalogue's prices and the menu's special prices.
func TestDemoClientWithEveryFacet(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	names := append(append([]string{}, clientFacets...), menuProductAttributes()...)
	facets, _ := json.Marshal(names)
	distinct := map[string]bool{}
	for _, n := range names {
		distinct[n] = true
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(api.NewServer(api.Deps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}))
		t.Cleanup(srv.Close)
		for _, store := range doc.Stores {
			prices := map[float64]map[string]float64{} // product id to price_<weight> in dollars
			for _, item := range store.Menu {
				if item.Visible != nil && !*item.Visible {
					continue
				}
				prices[float64(item.ProductID)] = map[string]float64{}
				for _, w := range item.Weights {
					if w.Price > 0 {
						prices[float64(item.ProductID)]["price_"+string(w.PriceID)] = float64(w.Price) / 100
					}
				}
			}
			seen := map[string]bool{}
			var read []any
			for page := 0; ; page++ {
				r := call(t, srv, "POST", "/merch/v2/smart?jdm_source=monolith&jdm_version=2.12.0", fmt.Sprintf(
					`{"store_id": %d, "placement": "menu_inline_table", "search_filter": "store_id = %d", "search_sort": "recommendation",
					"search_attributes": ["*"], "search_facets": %s, "page": %d, "page_size": 100}`, store.ID, store.ID, facets, page))
				if r.status != 200 {
					t.Fatalf("store %d page %d = %d %s", store.ID, page, r.status, r.raw)
				}
				plain := call(t, srv, "POST", "/merch/v2/smart", fmt.Sprintf(
					`{"store_id": %d, "search_attributes": ["*"], "page": %d, "page_size": 100}`, store.ID, page))
				if got, want := mustJSON(t, r.body["products"]), mustJSON(t, plain.body["products"]); got != want {
					t.Fatalf("store %d page %d: the products with facets differ from the menu's", store.ID, page)
				}
				// every product carries has_brand_discount and visible: their counts add up to the hits
				for _, name := range []string{"has_brand_discount", "visible", "productType"} {
					total := 0.0
					for _, n := range get(r.body, "search_facets", name).(map[string]any) {
						total += n.(float64)
					}
					if total != float64(len(prices)) || r.body["nb_hits"] != float64(len(prices)) {
						t.Errorf("store %d: %s counts %v products, nb_hits %v, the menu shows %d", store.ID, name, total, r.body["nb_hits"], len(prices))
					}
				}
				products, _ := r.body["products"].([]any)
				for _, slot := range products {
					id := get(slot, "object_id").(string)
					if seen[id] {
						t.Fatalf("store %d: object_id %s repeats", store.ID, id)
					}
					seen[id] = true
					attrs := get(slot, "search_attributes")
					read = append(read, attrs)
					want, ok := prices[get(attrs, "product_id").(float64)]
					if !ok {
						t.Fatalf("store %d serves product %v, which its menu does not show", store.ID, get(attrs, "product_id"))
					}
					for _, w := range catalog.Weights {
						key := "price_" + string(w)
						got, _ := get(attrs, key).(float64)
						if got != want[key] {
							t.Errorf("store %d product %v: %s = %v, want %v", store.ID, get(attrs, "product_id"), key, get(attrs, key), want[key])
						}
					}
				}
				if len(products) < 100 {
					break
				}
			}
			if len(seen) != len(prices) {
				t.Errorf("store %d: read %d products, its menu shows %d", store.ID, len(seen), len(prices))
			}
			// the materialized menu products are the same objects, in the same order
			m := call(t, srv, "GET", fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d", store.ID), "")
			if m.status != 200 || mustJSON(t, m.body["materialized_menu_products"]) != mustJSON(t, read) {
				t.Errorf("store %d: materialized_menu_products = %d, not the products the menu pages served", store.ID, m.status)
			}
			f := call(t, srv, "POST", "/merch/v2/facets?jdm_source=ecomm", fmt.Sprintf(`{"storeId": %d, "searchFacets": %s}`, store.ID, facets))
			if f.status != 200 || f.body["nb_hits"] != float64(len(prices)) || len(f.body["searchFacets"].(map[string]any)) != len(distinct) {
				t.Errorf("store %d: /v2/facets = %d %.300s", store.ID, f.status, f.raw)
			}
		}
	})
}

// TestFacetsAtOnce: requests counting attributes at the same time, some
// reading them first, agree with one asked alone (run with -race).
func TestFacetsAtOnce(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	srv := newServer(t, db)
	if _, err := catalogstore.New(db).Import(context.Background(), detailedSmall()); err != nil {
		t.Fatal(err)
	}
	bodies := []string{
		`{"storeId": 1, "searchFacets": ["bucket_price", "percent_thc", "inventories.tax"]}`,
		`{"storeId": 1, "searchFacets": ["applicable_special_ids", "bucket_price", "made_up"]}`,
		`{"storeId": 1, "searchFacets": ["compound_names", "percent_thc", "aggregate_rating"]}`,
	}
	// call must not stop the test from another goroutine: these post by hand.
	results := make([][]string, len(bodies))
	errs := make(chan error, len(bodies))
	for i, body := range bodies {
		go func() {
			for range 5 {
				res, err := http.Post(srv.URL+"/merch/v2/facets", "application/json", strings.NewReader(body))
				if err != nil {
					errs <- err
					return
				}
				raw, err := io.ReadAll(res.Body)
				res.Body.Close()
				if err != nil {
					errs <- err
					return
				}
				results[i] = append(results[i], string(raw))
			}
			errs <- nil
		}()
	}
	for range bodies {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for i, body := range bodies {
		alone := call(t, srv, "POST", "/merch/v2/facets", body).raw
		for _, got := range results[i] {
			if got != alone {
				t.Errorf("%s at once = %s, alone %s", body, got, alone)
			}
		}
	}
}
