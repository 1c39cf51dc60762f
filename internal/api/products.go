package api

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// imageRoot is where default product photos are served.
const imageRoot = "/images/products"

func (s *server) getMenuProduct(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	raw := r.URL.Query().Get("store_id")
	if raw == "" {
		return problem.New(problem.Malformed, "store_id is required: a product's price and stock are a store's.")
	}
	storeID, err := parseID(raw, "store_id")
	if err != nil {
		return err
	}
	mp, err := s.DB.MenuProduct(r.Context(), storeID, id)
	if err != nil {
		return err
	}
	sp, err := s.specialPricing(r.Context(), storeID)
	if err != nil {
		return err
	}
	out := menuProductJSON(&mp, sp)
	if s.hidesPrices(r, sp.store) {
		out = hidePrices(out)
	}
	w.Header().Add("Vary", "Authorization")
	encode(w, http.StatusOK, map[string]any{"product": out})
	return nil
}

// maxMaterialized bounds the product ids one materialized_menu_products
// call may name.
const maxMaterialized = maxPageSize

// materializedMenuProducts answers {"materialized_menu_products": [MenuProduct]}:
// a store's visible menu products, the same objects the merchandising
// answers carry, in the menu's order. product_id (repeated, or a comma
// list) narrows them to those products; one the store does not show is left
// out.
func (s *server) materializedMenuProducts(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	raw := q.Get("store_id")
	if raw == "" {
		return problem.New(problem.Malformed, "store_id is required: a menu product is a store's.")
	}
	storeID, err := parseID(raw, "store_id")
	if err != nil {
		return err
	}
	var want map[int64]bool
	for _, list := range q["product_id"] {
		for _, part := range strings.Split(list, ",") {
			id, err := parseID(strings.TrimSpace(part), "product_id")
			if err != nil {
				return err
			}
			if want == nil {
				want = map[int64]bool{}
			}
			want[id] = true
		}
	}
	if len(want) > maxMaterialized {
		return problem.New(problem.Malformed, "product_id may name at most %d products.", maxMaterialized)
	}
	ix, err := s.menus.index(r.Context(), storeID)
	if err != nil {
		return err
	}
	buf := []byte(`{"materialized_menu_products":[`)
	first := true
	for _, m := range ix.All() {
		if want != nil && !want[m.Product.ID] {
			continue
		}
		if !first {
			buf = append(buf, ',')
		}
		first = false
		buf = append(buf, ix.rendered[m.ID]...)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(append(buf, "]}\n"...))
	return nil
}

// photoURLs are a product's photo URLs: its own, or its default photo.
func photoURLs(p *catalog.Product) []string {
	if len(p.Photos) > 0 {
		urls := make([]string, len(p.Photos))
		for i, ph := range p.Photos {
			urls[i] = ph.URL
		}
		return urls
	}
	return []string{catalog.DefaultPhotoPath(imageRoot, p.Kind, p.RootSubtype, p.Category)}
}

// menuProductJSON is a menu product in the field names of spec section 3 and
// the wire shapes: every weight has its price_, discounted_price_ and
// special_price_ keys (the last always an object).
func menuProductJSON(m *catalog.MenuProduct, sp *specialPricing) map[string]any {
	p := &m.Product
	urls := photoURLs(p)
	photos := make([]map[string]any, len(urls))
	for i, u := range urls {
		photos[i] = map[string]any{"id": fmt.Sprintf("%d-%d", p.ID, i), "position": i,
			"urls": map[string]string{"small": u, "medium": u, "large": u, "original": u}}
	}
	var category any
	if p.Category != "" {
		category = p.Category
	}
	out := map[string]any{
		"id": p.ID, "product_id": p.ID, "menu_product_id": m.ID, "store_id": m.StoreID,
		"objectID": strconv.FormatInt(m.ID, 10),
		"name":     p.Name, "url_slug": p.URLSlug, "description": p.Description,
		"brand": m.Brand.Name, "product_brand_id": m.Brand.ID, "brand_subtype": p.BrandSubtype,
		"kind": p.Kind, "type": p.Kind, "root_subtype": p.RootSubtype, "kind_subtype": p.RootSubtype,
		"category": category, "strain": p.Strain,
		"root_types":  rootTypes(p),
		"image_urls":  urls,
		"photos":      photos,
		"percent_thc": p.PercentTHC, "percent_cbd": p.PercentCBD, "percent_thca": p.PercentTHCA,
		"percent_cbda": p.PercentCBDA, "percent_tac": p.PercentTAC, "dosage": p.DosageMG,
		"quantity_value": p.QuantityValue, "quantity_units": p.QuantityUnits, "net_weight_grams": p.NetWeightGrams,
		"terpenes": nonNilSlice(p.Terpenes), "effects": nonNilSlice(p.Effects), "feelings": nonNilSlice(p.Effects),
		"flavors": nonNilSlice(p.Flavors), "activities": nonNilSlice(p.Activities),
		"allergens": nonNilSlice(p.Allergens), "ingredients": nonNilSlice(p.Ingredients),
		"store_notes": m.StoreNote, "aggregate_rating": roundRating(m.AggregateRating), "review_count": m.ReviewCount,
		"best_seller_rank": nilIfZero(m.BestSellerRank), "max_cart_quantity": m.MaxCartQuantityOrDefault(),
		"allow_multiple_flower_count": !m.SingleFlowerCount,
		"visible":                     m.Visible,
		"special_id":                  nil, "special_title": nil, "has_brand_discount": false,
		"brand_special_prices": map[string]any{}, "applicable_special_ids": []int64{},
		"applicable_brand_special_ids":                     []int64{},
		"applicable_bundle_special_ids":                    map[string][]int64{"qualify": {}, "discount": {}},
		"applicable_brand_specials_included_user_segments": map[string][]int64{},
		"applicable_brand_specials_excluded_user_segments": map[string][]int64{},
		"productType": p.Kind, "productRootSubtype": p.RootSubtype,
		"operator_store_rank": nilIfZero(m.OperatorStoreRank),
		"photo_weights":       nonNilMap(p.PhotoWeights),
		"lab_result_urls":     nonNilSlice(p.LabResultURLs),
		"business_licenses":   nonNilSlice(p.BusinessLicenses),
		"aliases":             nonNilSlice(p.Aliases),
		"localized_content":   nonNilMap(p.LocalizedContent),
		"inventories":         nonNilSlice(m.Inventories),
		"prices_hidden":       false,
	}
	available := []string{}
	potencies := []map[string]any{}
	for _, wt := range catalog.Weights {
		key := string(wt)
		out["price_"+key] = nil
		out["discounted_price_"+key] = nil
		out["special_price_"+key] = map[string]any{}
		o, ok := m.Offer(wt)
		if !ok {
			continue
		}
		out["stock_"+key] = o.Stock
		out["max_cart_quantity_"+key] = m.LineLimit(wt)
		if o.Price <= 0 {
			continue
		}
		out["price_"+key] = o.Price
		if wt != catalog.Each {
			available = append(available, wt.Spaced())
		}
		potencies = append(potencies, map[string]any{"price_id": wt, "thc_potency": p.PercentTHC,
			"cbd_potency": p.PercentCBD, "thca_potency": p.PercentTHCA, "tac_potency": p.PercentTAC})
	}
	out["available_weights"] = available
	out["inventory_potencies"] = potencies
	out["bucket_price"] = nil
	if low, ok := m.LowestOffer(); ok {
		out["bucket_price"] = int64(low.Lowest()) / 100
	}
	labs := []map[string]any{}
	names := []string{}
	for _, l := range p.LabResults {
		labs = append(labs, map[string]any{"compound_name": l.CompoundName, "value": l.Value, "unit": l.Unit, "unit_id": l.Unit})
		names = append(names, l.CompoundName)
	}
	out["lab_results"] = []map[string]any{}
	if len(labs) > 0 && len(m.Offers) > 0 {
		out["lab_results"] = []map[string]any{{"price_id": m.Offers[0].PriceID, "lab_results": labs}}
	}
	out["compound_names"] = names
	if sp != nil {
		sp.apply(out, m)
	}
	return out
}

// rootTypes lists the kind and the kind:Subtype pair, as menu filters use them.
func rootTypes(p *catalog.Product) []string {
	out := []string{string(p.Kind)}
	if p.RootSubtype != "" {
		out = append(out, string(p.Kind)+":"+p.RootSubtype)
	}
	return out
}

func nilIfZero(n int) any {
	if n == 0 {
		return nil
	}
	return n
}
