package api

import (
	"cmp"
	"encoding/base64"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// smartRequest is a /v2/smart call. Clients send page or page_index.
type smartRequest struct {
	StoreID          flexInt  `json:"store_id"`
	Placement        string   `json:"placement"`
	SearchFilter     string   `json:"search_filter"`
	SearchQuery      string   `json:"search_query"`
	SearchSort       string   `json:"search_sort"`
	SearchAttributes []string `json:"search_attributes"`
	Page             *flexInt `json:"page"`
	PageIndex        *flexInt `json:"page_index"`
	PageSize         *flexInt `json:"page_size"`
	MaxProducts      *flexInt `json:"max_products"`
	DisableAds       bool     `json:"disable_ads"`
	AppMode          string   `json:"app_mode"`
	DistinctID       string   `json:"distinct_id"`
	JaneDeviceID     string   `json:"jane_device_id"`
}

const (
	defaultPageSize = 60
	maxPageSize     = 200
)

// storeFilter matches the one filter the menu needs so far: store_id = N or store_id:N.
var storeFilter = regexp.MustCompile(`^\s*store_id\s*(?:=|:)\s*"?(\d+)"?\s*$`)

// sorts orders menu products; "recommendation" keeps the menu's own order.
var sorts = map[string]func(a, b *catalog.MenuProduct) int{
	"recommendation": nil,
	"name": func(a, b *catalog.MenuProduct) int {
		return strings.Compare(strings.ToLower(a.Product.Name), strings.ToLower(b.Product.Name))
	},
	"price_asc":  func(a, b *catalog.MenuProduct) int { return cmp.Compare(lowestPrice(a), lowestPrice(b)) },
	"price_desc": func(a, b *catalog.MenuProduct) int { return cmp.Compare(lowestPrice(b), lowestPrice(a)) },
	"thc_asc":    func(a, b *catalog.MenuProduct) int { return cmp.Compare(thc(a), thc(b)) },
	"thc_desc":   func(a, b *catalog.MenuProduct) int { return cmp.Compare(thc(b), thc(a)) },
	"rating":     func(a, b *catalog.MenuProduct) int { return cmp.Compare(rating(b), rating(a)) },
}

func lowestPrice(m *catalog.MenuProduct) int64 {
	low := int64(-1)
	for _, o := range m.Offers {
		if o.Price > 0 && (low < 0 || int64(o.Price) < low) {
			low = int64(o.Price)
		}
	}
	return low
}

func thc(m *catalog.MenuProduct) float64 {
	if m.Product.PercentTHC == nil {
		return -1
	}
	return *m.Product.PercentTHC
}

func rating(m *catalog.MenuProduct) float64 {
	if m.AggregateRating == nil {
		return -1
	}
	return *m.AggregateRating
}

// smart answers a placement's products in the wire shape: slots with
// object_id, product_id, ad_token and the requested search_attributes.
func (s *server) smart(w http.ResponseWriter, r *http.Request) error {
	req, err := decode[smartRequest](r)
	if err != nil {
		return err
	}
	storeID := int64(req.StoreID)
	if req.SearchFilter != "" {
		m := storeFilter.FindStringSubmatch(req.SearchFilter)
		if m == nil {
			return problem.New(problem.Malformed,
				"search_filter %q is not supported yet: only store_id = N (or store_id:N) is.", req.SearchFilter)
		}
		fid, _ := strconv.ParseInt(m[1], 10, 64)
		if storeID != 0 && storeID != fid {
			return problem.New(problem.Malformed, "store_id %d and search_filter store %d differ.", storeID, fid)
		}
		storeID = fid
	}
	if storeID <= 0 {
		return problem.New(problem.Malformed, "store_id (or a search_filter of store_id = N) is required.")
	}
	sortName := cmp.Or(req.SearchSort, "recommendation")
	order, ok := sorts[sortName]
	if !ok {
		return problem.New(problem.Malformed, "search_sort %q is unknown: use one of recommendation, name, price_asc, price_desc, thc_asc, thc_desc, rating.", sortName)
	}
	page := 0
	switch {
	case req.Page != nil:
		page = int(*req.Page)
	case req.PageIndex != nil:
		page = int(*req.PageIndex)
	}
	size := defaultPageSize
	if req.PageSize != nil {
		size = int(*req.PageSize)
	}
	if req.MaxProducts != nil && int(*req.MaxProducts) < size {
		size = int(*req.MaxProducts)
	}
	if page < 0 || size < 0 || size > maxPageSize {
		return problem.New(problem.Malformed, "page must be 0 or more and page_size from 0 to %d.", maxPageSize)
	}

	menu, err := s.DB.Menu(r.Context(), storeID)
	if err != nil {
		return err
	}
	hits := make([]*catalog.MenuProduct, 0, len(menu))
	words := strings.Fields(strings.ToLower(req.SearchQuery))
	for i := range menu {
		if matchesAll(&menu[i], words) {
			hits = append(hits, &menu[i])
		}
	}
	if order != nil {
		slices.SortStableFunc(hits, order)
	}
	start := min(page*size, len(hits))
	end := min(start+size, len(hits))
	placement := cmp.Or(req.Placement, "menu_inline_table")
	slots := make([]map[string]any, 0, end-start)
	for _, m := range hits[start:end] {
		slots = append(slots, map[string]any{
			"object_id":         strconv.FormatInt(m.ID, 10),
			"product_id":        m.Product.ID,
			"ad_token":          base64.RawURLEncoding.EncodeToString(fmt.Appendf(nil, "%s:%d:%d", placement, storeID, m.ID)),
			"my_high_d":         "",
			"search_attributes": selectAttributes(menuProductJSON(m), req.SearchAttributes),
		})
	}
	encode(w, http.StatusOK, map[string]any{
		"products": slots, "nb_hits": len(hits), "placement": placement,
		"creative_ids": []int64{}, "custom_image_data": nil,
	})
	return nil
}

// matchesAll reports whether every query word appears in the product's
// name, brand, strain, kind, subtype or lineage.
func matchesAll(m *catalog.MenuProduct, words []string) bool {
	if len(words) == 0 {
		return true
	}
	p := &m.Product
	text := strings.ToLower(strings.Join([]string{p.Name, m.Brand.Name, p.Strain, string(p.Kind), p.RootSubtype, string(p.Category)}, " "))
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

// selectAttributes keeps the named attributes; none or "*" keeps them all.
func selectAttributes(all map[string]any, names []string) map[string]any {
	if len(names) == 0 || slices.Contains(names, "*") {
		return all
	}
	out := make(map[string]any, len(names))
	for _, n := range names {
		if v, ok := all[n]; ok {
			out[n] = v
		}
	}
	return out
}
