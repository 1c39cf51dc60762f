package shop

import (
	"net/http"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// BrandList answers GET /brands: every brand, by rank, then name.
type BrandList struct {
	Brands []Brand `json:"brands"`
}

// BrandAnswer answers GET /brands/{id}.
type BrandAnswer struct {
	Brand Brand `json:"brand"`
}

// Brand is a brand as the storefront shows it.
type Brand struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	URLSlug string `json:"url_slug"`
	// LogoURL is null when the brand has no logo.
	LogoURL     *string `json:"logo_url" jsonschema:"nullable"`
	ColorHex    string  `json:"color_hex"`
	Description string  `json:"description"`
	Rank        int     `json:"rank"`
	// ProductCount counts the brand's products on at least one visible menu.
	ProductCount int `json:"productCount"`
	// HasActiveBrandSpecial says a brand special of the brand is active and
	// enabled.
	HasActiveBrandSpecial bool `json:"has_active_brand_special"`
}

// CashBackBrandList answers GET /brands/cash_back: the brands with live
// cash-back brand specials, by rank then name.
type CashBackBrandList struct {
	Brands []CashBackBrand `json:"brands"`
}

// CashBackBrand is a brand with its live cash-back specials, by id.
type CashBackBrand struct {
	Brand
	CashBackSpecials []CashBackSpecial `json:"cash_back_specials"`
}

// CashBackSpecial is a brand's cash-back special.
type CashBackSpecial struct {
	ID             int64  `json:"id"`
	ProductBrandID int64  `json:"product_brand_id"`
	Title          string `json:"title"`
	Description    string `json:"description"`
	Terms          string `json:"terms"`
	SpecialType    string `json:"special_type"`
	DiscountLabel  string `json:"discount_label"`
	// DiscountType is percent, dollar_amount or target_price.
	DiscountType         string      `json:"discount_type"`
	DiscountPercent      float64     `json:"discount_percent"`
	DiscountDollarAmount money.Cents `json:"discount_dollar_amount"`
	DiscountTargetPrice  money.Cents `json:"discount_target_price"`
	CashBack             bool        `json:"cash_back"`
	// StartTime and EndTime bound the special; null when it has no bound.
	StartTime *time.Time `json:"start_time" jsonschema:"nullable"`
	EndTime   *time.Time `json:"end_time" jsonschema:"nullable"`
}

func brandOf(b *catalog.BrandSummary) Brand {
	return Brand{ID: b.ID, Name: b.Name, URLSlug: b.URLSlug, LogoURL: NilIfEmpty(b.LogoURL),
		ColorHex: b.ColorHex, Description: b.Description, Rank: b.Rank, ProductCount: b.ProductCount,
		HasActiveBrandSpecial: b.HasActiveSpecial}
}

func cashBackSpecialOf(x *catalog.Special) CashBackSpecial {
	return CashBackSpecial{ID: x.ID, ProductBrandID: x.ProductBrandID, Title: x.Title,
		Description: x.Description, Terms: x.Terms, SpecialType: x.SpecialType,
		DiscountLabel: x.DiscountLabel, DiscountType: x.DiscountType, DiscountPercent: x.DiscountPercent,
		DiscountDollarAmount: x.DiscountDollarAmount, DiscountTargetPrice: x.DiscountTargetPrice,
		CashBack: x.CashBack, StartTime: x.StartTime, EndTime: x.EndTime}
}

// NilIfEmpty is s, or nil (JSON null) for "".
func NilIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func (s *Server) listBrands(w http.ResponseWriter, r *http.Request) error {
	brands, err := s.Catalog.Brands(r.Context())
	if err != nil {
		return err
	}
	out := make([]Brand, len(brands))
	for i := range brands {
		out[i] = brandOf(&brands[i])
	}
	core.Encode(w, http.StatusOK, BrandList{Brands: out})
	return nil
}

func (s *Server) getBrand(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	b, err := s.Catalog.Brand(r.Context(), id)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, BrandAnswer{Brand: brandOf(&b)})
	return nil
}

// BrandProductList answers GET /brands/{id}/products: the brand's products
// that at least one store sells.
type BrandProductList struct {
	Products []ProductSummary `json:"products"`
}

// ProductStoresAnswer answers GET /products/{id}/stores.
type ProductStoresAnswer struct {
	Product ProductWithStores `json:"product"`
}

// ProductSummary is a product across the stores that sell it: how many,
// and from what price.
type ProductSummary struct {
	ID int64 `json:"id"`
	// ProductID is the product's id again.
	ProductID int64  `json:"product_id"`
	Name      string `json:"name"`
	URLSlug   string `json:"url_slug"`
	// Brand is the brand's name.
	Brand          string       `json:"brand"`
	ProductBrandID int64        `json:"product_brand_id"`
	Kind           catalog.Kind `json:"kind"`
	RootSubtype    string       `json:"root_subtype"`
	// Category is the lineage (indica, sativa, hybrid, cbd); null when the
	// product has none.
	Category    *string  `json:"category" jsonschema:"nullable"`
	Description string   `json:"description"`
	ImageURLs   []string `json:"image_urls"`
	PercentTHC  *float64 `json:"percent_thc" jsonschema:"nullable"`
	PercentCBD  *float64 `json:"percent_cbd" jsonschema:"nullable"`
	Effects     []string `json:"effects"`
	// StoreCount counts the stores that sell it.
	StoreCount int `json:"store_count"`
	// LowestPrice is the lowest price of a unit among those stores that
	// show their prices to the shopper (for a nearby product, those near
	// it); null when none does.
	LowestPrice *money.Cents `json:"lowest_price" jsonschema:"nullable"`
}

// ProductWithStores is a product with each store that sells it.
type ProductWithStores struct {
	ProductSummary
	Stores []ProductStore `json:"stores"`
}

// ProductStore is a store that sells a product, with its prices.
type ProductStore struct {
	Store StorePlace `json:"store"`
	// LowestPrice is the store's lowest price of a unit; null when the
	// store hides its prices from the shopper.
	LowestPrice *money.Cents `json:"lowest_price" jsonschema:"nullable"`
	// Prices are the store's prices of the product by weight (price id),
	// those above zero; none when the store hides them.
	Prices map[catalog.Weight]money.Cents `json:"prices"`
	// PricesHidden says the store shows its prices to signed-in shoppers
	// only (hide_prices), and the shopper is not signed in.
	PricesHidden bool `json:"prices_hidden"`
}

// StorePlace is a store and where it is.
type StorePlace struct {
	ID          int64   `json:"id"`
	Name        string  `json:"name"`
	URLSlug     string  `json:"url_slug"`
	City        string  `json:"city"`
	State       string  `json:"state"`
	CountryCode string  `json:"country_code"`
	Lat         float64 `json:"lat"`
	Long        float64 `json:"long"`
}

func storePlaceOf(st *catalog.StoreSummary) StorePlace {
	return StorePlace{ID: st.ID, Name: st.Name, URLSlug: st.URLSlug, City: st.City, State: st.State,
		CountryCode: st.CountryCode, Lat: st.Lat, Long: st.Long}
}

// productSummaryOf is a product with where it is sold: how many stores,
// from what price, and with withStores, each store's prices. When hide,
// the stores that hide their prices (hide_prices) show none, and count for
// nothing in the lowest price.
func productSummaryOf(p *catalog.ProductWithCarriers, hide, withStores bool) (ProductSummary, []ProductStore) {
	out := ProductSummary{ID: p.Product.ID, ProductID: p.Product.ID, Name: p.Product.Name, URLSlug: p.Product.URLSlug,
		Brand: p.Brand.Name, ProductBrandID: p.Brand.ID, Kind: p.Product.Kind, RootSubtype: p.Product.RootSubtype,
		Category: NilIfEmpty(string(p.Product.Category)), Description: p.Product.Description, ImageURLs: core.PhotoURLsOf(&p.Product),
		PercentTHC: p.Product.PercentTHC, PercentCBD: p.Product.PercentCBD, Effects: core.NonNilSlice(p.Product.Effects),
		StoreCount: len(p.Carriers)}
	var lowest money.Cents = -1
	var stores []ProductStore
	if withStores {
		stores = make([]ProductStore, 0, len(p.Carriers))
	}
	for i := range p.Carriers {
		c := &p.Carriers[i]
		if hide && c.Store.MenuSettings.HidePrices {
			if withStores {
				stores = append(stores, ProductStore{Store: storePlaceOf(&c.Store), Prices: map[catalog.Weight]money.Cents{}, PricesHidden: true})
			}
			continue
		}
		if c.Lowest > 0 && (lowest < 0 || c.Lowest < lowest) {
			lowest = c.Lowest
		}
		if !withStores {
			continue
		}
		prices := map[catalog.Weight]money.Cents{}
		for _, o := range c.Offers {
			if o.Price > 0 {
				prices[o.PriceID] = o.Price
			}
		}
		stores = append(stores, ProductStore{Store: storePlaceOf(&c.Store), LowestPrice: &c.Lowest, Prices: prices})
	}
	if lowest >= 0 {
		out.LowestPrice = &lowest
	}
	return out, stores
}

func (s *Server) brandProducts(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	products, err := s.Catalog.BrandProducts(r.Context(), id)
	if err != nil {
		return err
	}
	out := make([]ProductSummary, len(products))
	hide := s.OptionalCustomer(r) == nil
	w.Header().Add("Vary", "Authorization")
	for i := range products {
		out[i], _ = productSummaryOf(&products[i], hide, false)
	}
	core.Encode(w, http.StatusOK, BrandProductList{Products: out})
	return nil
}

// productStores answers a product with every store that sells it.
func (s *Server) productStores(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	p, err := s.Catalog.ProductCarriers(r.Context(), id)
	if err != nil {
		return err
	}
	w.Header().Add("Vary", "Authorization")
	summary, stores := productSummaryOf(&p, s.OptionalCustomer(r) == nil, true)
	core.Encode(w, http.StatusOK, ProductStoresAnswer{Product: ProductWithStores{ProductSummary: summary, Stores: stores}})
	return nil
}
