package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/storage"
)

func brandJSON(b *storage.BrandSummary) map[string]any {
	return map[string]any{"id": b.ID, "name": b.Name, "url_slug": b.URLSlug, "logo_url": nilIfEmpty(b.LogoURL),
		"color_hex": b.ColorHex, "description": b.Description, "rank": b.Rank, "productCount": b.ProductCount,
		"has_active_brand_special": b.HasActiveSpecial}
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func (s *server) listBrands(w http.ResponseWriter, r *http.Request) error {
	brands, err := s.DB.Brands(r.Context())
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(brands))
	for i := range brands {
		out[i] = brandJSON(&brands[i])
	}
	encode(w, http.StatusOK, map[string]any{"brands": out})
	return nil
}

func (s *server) getBrand(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	b, err := s.DB.Brand(r.Context(), id)
	if err != nil {
		return err
	}
	encode(w, http.StatusOK, map[string]any{"brand": brandJSON(&b)})
	return nil
}

// productSummaryJSON is a product with where it is sold: how many stores,
// from what price, and with carriers, each store's prices. When hide, the
// stores that hide their prices (hide_prices) show none, and count for
// nothing in the lowest price.
func productSummaryJSON(p *storage.ProductWithCarriers, withStores, hide bool) map[string]any {
	urls := photoURLs(&p.Product)
	out := map[string]any{"id": p.Product.ID, "product_id": p.Product.ID, "name": p.Product.Name, "url_slug": p.Product.URLSlug,
		"brand": p.Brand.Name, "product_brand_id": p.Brand.ID, "kind": p.Product.Kind, "root_subtype": p.Product.RootSubtype,
		"category": nilIfEmpty(string(p.Product.Category)), "description": p.Product.Description, "image_urls": urls,
		"percent_thc": p.Product.PercentTHC, "percent_cbd": p.Product.PercentCBD, "effects": nonNilSlice(p.Product.Effects),
		"store_count": len(p.Carriers), "lowest_price": nil}
	var lowest int64 = -1
	stores := make([]map[string]any, 0, len(p.Carriers))
	for _, c := range p.Carriers {
		st := c.Store
		store := map[string]any{"id": st.ID, "name": st.Name, "url_slug": st.URLSlug, "city": st.City, "state": st.State,
			"country_code": st.CountryCode, "lat": st.Lat, "long": st.Long}
		if hide && st.MenuSettings.HidePrices {
			stores = append(stores, map[string]any{"store": store, "lowest_price": nil, "prices": map[string]any{}, "prices_hidden": true})
			continue
		}
		if c.Lowest > 0 && (lowest < 0 || int64(c.Lowest) < lowest) {
			lowest = int64(c.Lowest)
		}
		prices := map[string]any{}
		for _, o := range c.Offers {
			if o.Price > 0 {
				prices[string(o.PriceID)] = o.Price
			}
		}
		stores = append(stores, map[string]any{"store": store, "lowest_price": c.Lowest, "prices": prices, "prices_hidden": false})
	}
	if lowest >= 0 {
		out["lowest_price"] = float64(lowest) / 100
	}
	if withStores {
		out["stores"] = stores
	}
	return out
}

func (s *server) brandProducts(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	products, err := s.DB.BrandProducts(r.Context(), id)
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(products))
	hide := s.optionalCustomer(r) == nil
	w.Header().Add("Vary", "Authorization")
	for i := range products {
		out[i] = productSummaryJSON(&products[i], false, hide)
	}
	encode(w, http.StatusOK, map[string]any{"products": out})
	return nil
}

// productStores answers a product with every store that sells it.
func (s *server) productStores(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	p, err := s.DB.ProductCarriers(r.Context(), id)
	if err != nil {
		return err
	}
	w.Header().Add("Vary", "Authorization")
	encode(w, http.StatusOK, map[string]any{"product": productSummaryJSON(&p, true, s.optionalCustomer(r) == nil)})
	return nil
}
