package shop

import (
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/merchandising"
	"github.com/pistil/pistil/internal/problem"
)

func (s *Server) getMenuProduct(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	raw := r.URL.Query().Get("store_id")
	if raw == "" {
		return core.BadField("store_id", "is required: a product's price and stock are a store's.")
	}
	storeID, err := core.ParseID(raw, "store_id")
	if err != nil {
		return err
	}
	mp, err := s.DB.MenuProduct(r.Context(), storeID, id)
	if err != nil {
		return err
	}
	sp, err := s.SpecialPricing(r.Context(), storeID)
	if err != nil {
		return err
	}
	w.Header().Add("Vary", "Authorization")
	core.Encode(w, http.StatusOK, s.MenuProductAnswerOf(r, &mp, sp))
	return nil
}

// maxMaterialized bounds the product ids one materialized_menu_products
// call may name.
const maxMaterialized = merchandising.MaxPageSize

// materializedMenuProducts answers a MenuProductList, {"materialized_menu_products": [MenuProduct]}:
// a store's visible menu products, the same objects the merchandising
// answers carry, in the menu's order, rendered for the answer, which the view keeps. product_id (repeated, or a comma
// list) narrows them to those products; one the store does not show is left
// out.
func (s *Server) materializedMenuProducts(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	raw := q.Get("store_id")
	if raw == "" {
		return core.BadField("store_id", "is required: a menu product is a store's.")
	}
	storeID, err := core.ParseID(raw, "store_id")
	if err != nil {
		return err
	}
	var want map[int64]bool
	for _, list := range q["product_id"] {
		for _, part := range strings.Split(list, ",") {
			id, err := core.ParseID(strings.TrimSpace(part), "product_id")
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
	ix, err := s.Menus.Index(r.Context(), storeID)
	if err != nil {
		return err
	}
	// The products are rendered for the answer, which the view keeps for
	// the next call: without product_id it is the whole menu.
	hidden := s.ViewHidesPrices(r, ix)
	key := fmt.Sprintf("materialized hidden=%t %v", hidden, slices.Sorted(maps.Keys(want)))
	answer, err := ix.CachedPage(key, func() ([]byte, error) {
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
			raw, err := ix.ProductJSON(m.ID, hidden)
			if err != nil {
				return nil, err
			}
			buf = append(buf, raw...)
		}
		return append(buf, "]}\n"...), nil
	})
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(answer)
	return nil
}
