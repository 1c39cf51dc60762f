package core

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// A menu product as the storefront API answers it: GET /products/{id},
// GET /materialized_menu_products, a special's products, and the
// merchandising service's search attributes. A store's menu products'
// cards are rendered once when its menu is indexed (MenuView, writeCard),
// the whole products when asked for (render), and pages are written from
// those bytes; the API tests check every answer against the contract, so
// the bytes and these types agree.

// MenuProductAnswer answers GET /products/{id}?store_id=.
type MenuProductAnswer struct {
	Product MenuProduct `json:"product"`
}

// MenuProductAnswerOf is the answer to r's read of m under sp: its prices
// hidden from a signed-out shopper of a store that hides them. The site
// puts it in the product's page for the app to start from.
func (s *Server) MenuProductAnswerOf(r *http.Request, m *catalog.MenuProduct, sp *specialPricing) MenuProductAnswer {
	out := MenuProductOf(m, sp)
	if s.HidesPrices(r, sp.Store) {
		out.HidePrices()
	}
	return MenuProductAnswer{Product: out}
}

// MenuProductList answers GET /materialized_menu_products: a store's
// visible menu products, in the menu's order. It is written from the
// rendered products, not from this type.
type MenuProductList struct {
	MaterializedMenuProducts []MenuProduct `json:"materialized_menu_products"`
}

// MenuProduct is a product as one store sells it, in the field names of
// spec section 3. Besides its fields it has keys named by weight (the
// price ids of catalog.Weights), which its MarshalJSON writes and OpenKeys
// names: for every weight price_{weight} and discounted_price_{weight}
// (null when none) and special_price_{weight}, and for the weights on the
// menu stock_{weight} and max_cart_quantity_{weight}.
type MenuProduct struct {
	// ID and ProductID are the catalogue product's id; MenuProductID is
	// the store's menu product's, and ObjectID the same as a string.
	ID             int64  `json:"id"`
	ProductID      int64  `json:"product_id"`
	MenuProductID  int64  `json:"menu_product_id"`
	StoreID        int64  `json:"store_id"`
	ObjectID       string `json:"objectID"`
	Name           string `json:"name"`
	URLSlug        string `json:"url_slug"`
	Description    string `json:"description"`
	Brand          string `json:"brand"`
	ProductBrandID int64  `json:"product_brand_id"`
	BrandSubtype   string `json:"brand_subtype"`
	// Kind, Type and ProductType are the kind of product; RootSubtype,
	// KindSubtype and ProductRootSubtype its subtype.
	Kind        catalog.Kind `json:"kind"`
	Type        catalog.Kind `json:"type"`
	RootSubtype string       `json:"root_subtype"`
	KindSubtype string       `json:"kind_subtype"`
	// Category is the lineage (indica, sativa, hybrid, cbd); null when the
	// product has none.
	Category *catalog.Lineage `json:"category" jsonschema:"nullable"`
	Strain   string           `json:"strain"`
	// RootTypes are the kind and the kind:Subtype pair, as menu filters
	// use them.
	RootTypes   []string       `json:"root_types"`
	ImageURLs   []string       `json:"image_urls"`
	Photos      []ProductPhoto `json:"photos"`
	PercentTHC  *float64       `json:"percent_thc" jsonschema:"nullable"`
	PercentCBD  *float64       `json:"percent_cbd" jsonschema:"nullable"`
	PercentTHCA *float64       `json:"percent_thca" jsonschema:"nullable"`
	PercentCBDA *float64       `json:"percent_cbda" jsonschema:"nullable"`
	PercentTAC  *float64       `json:"percent_tac" jsonschema:"nullable"`
	// Dosage is in milligrams.
	Dosage         *float64          `json:"dosage" jsonschema:"nullable"`
	QuantityValue  *float64          `json:"quantity_value" jsonschema:"nullable"`
	QuantityUnits  string            `json:"quantity_units"`
	NetWeightGrams *float64          `json:"net_weight_grams" jsonschema:"nullable"`
	Terpenes       []catalog.Terpene `json:"terpenes"`
	// Effects and Feelings are the same list.
	Effects     []string `json:"effects"`
	Feelings    []string `json:"feelings"`
	Flavors     []string `json:"flavors"`
	Activities  []string `json:"activities"`
	Allergens   []string `json:"allergens"`
	Ingredients []string `json:"ingredients"`
	StoreNotes  string   `json:"store_notes"`
	// AggregateRating is the reviews' average to one decimal; null with no
	// reviews.
	AggregateRating *float64 `json:"aggregate_rating" jsonschema:"nullable"`
	ReviewCount     int      `json:"review_count"`
	// BestSellerRank is 1 for the store's best seller; null when unranked.
	BestSellerRank *int `json:"best_seller_rank" jsonschema:"nullable"`
	// MaxCartQuantity caps the count of one weight in a cart.
	MaxCartQuantity          int  `json:"max_cart_quantity"`
	AllowMultipleFlowerCount bool `json:"allow_multiple_flower_count"`
	Visible                  bool `json:"visible"`
	// SpecialID and SpecialTitle are the first special that lowers a
	// weight's price; null when none does.
	SpecialID    *int64  `json:"special_id" jsonschema:"nullable"`
	SpecialTitle *string `json:"special_title" jsonschema:"nullable"`
	// HasBrandDiscount says a brand special applies to the product.
	HasBrandDiscount bool `json:"has_brand_discount"`
	// BrandSpecialPrices are the cash-back brand specials' offers, by
	// weight (price id); none when the prices are hidden.
	BrandSpecialPrices map[catalog.Weight]BrandSpecialPrice `json:"brand_special_prices"`
	// ApplicableSpecialIDs are the store's specials that apply to the
	// product, ApplicableBrandSpecialIDs the brands'.
	ApplicableSpecialIDs       []int64          `json:"applicable_special_ids"`
	ApplicableBrandSpecialIDs  []int64          `json:"applicable_brand_special_ids"`
	ApplicableBundleSpecialIDs BundleSpecialIDs `json:"applicable_bundle_special_ids"`
	// ApplicableBrandSpecialsIncludedUserSegments and …Excluded… are, by
	// special id, the user segments of the brand specials limited to some
	// that cover the product: what a client needs to tell whether one is
	// the shopper's.
	ApplicableBrandSpecialsIncludedUserSegments map[int64][]int64 `json:"applicable_brand_specials_included_user_segments"`
	ApplicableBrandSpecialsExcludedUserSegments map[int64][]int64 `json:"applicable_brand_specials_excluded_user_segments"`
	ProductType                                 catalog.Kind      `json:"productType"`
	ProductRootSubtype                          string            `json:"productRootSubtype"`
	// OperatorStoreRank is the rank among the operator's stores; null when
	// unranked.
	OperatorStoreRank *int `json:"operator_store_rank" jsonschema:"nullable"`
	// PhotoWeights maps a weight to the photo that shows it.
	PhotoWeights     map[catalog.Weight]int              `json:"photo_weights"`
	LabResultURLs    []string                            `json:"lab_result_urls"`
	BusinessLicenses []catalog.BusinessLicense           `json:"business_licenses"`
	Aliases          []string                            `json:"aliases"`
	LocalizedContent map[string]catalog.LocalizedContent `json:"localized_content"`
	Inventories      []catalog.Inventory                 `json:"inventories"`
	// PricesHidden says the store shows its prices to signed-in shoppers
	// only (hide_prices) and the shopper is not signed in: every price is
	// null or {}.
	PricesHidden bool `json:"prices_hidden"`
	// AvailableWeights are the weights on sale but each, spaced ("eighth
	// ounce").
	AvailableWeights   []string           `json:"available_weights"`
	InventoryPotencies []InventoryPotency `json:"inventory_potencies"`
	// BucketPrice is what a unit of the cheapest weight costs now, in
	// whole dollars rounded down; null when nothing is on sale.
	BucketPrice *int64 `json:"bucket_price" jsonschema:"nullable"`
	// LabResults are the lab results, given for the first weight on the
	// menu; none without results.
	LabResults    []WeightLabResults `json:"lab_results"`
	CompoundNames []string           `json:"compound_names"`

	// weights are its keys of each weight, in the order of
	// catalog.Weights; a weight past its end has no price.
	weights []byWeight
}

// byWeight is what a menu product's keys of one weight say.
type byWeight struct {
	// onMenu writes stock_ and max_cart_quantity_.
	onMenu                 bool
	stock, maxCartQuantity int
	// price_ and discounted_price_, null unless has….
	price, discounted       money.Cents
	hasPrice, hasDiscounted bool
	// special_price_, {} when nil.
	special *SpecialPrice
}

// ProductPhoto is a product photo in each size; every size is the one
// photo.
type ProductPhoto struct {
	// ID is the product's id and the photo's place: "100-0".
	ID       string    `json:"id"`
	Position int       `json:"position"`
	URLs     PhotoURLs `json:"urls"`
}

// PhotoURLs are a photo's URLs by size.
type PhotoURLs struct {
	Small    string `json:"small"`
	Medium   string `json:"medium"`
	Large    string `json:"large"`
	Original string `json:"original"`
}

// BundleSpecialIDs are the bundle specials a product qualifies a bundle
// for, and those it may be discounted by.
type BundleSpecialIDs struct {
	Qualify  []int64 `json:"qualify"`
	Discount []int64 `json:"discount"`
}

// InventoryPotency is a weight on sale with the product's potencies.
type InventoryPotency struct {
	PriceID     catalog.Weight `json:"price_id"`
	THCPotency  *float64       `json:"thc_potency" jsonschema:"nullable"`
	CBDPotency  *float64       `json:"cbd_potency" jsonschema:"nullable"`
	THCAPotency *float64       `json:"thca_potency" jsonschema:"nullable"`
	TACPotency  *float64       `json:"tac_potency" jsonschema:"nullable"`
}

// WeightLabResults are a product's lab results, given for a weight.
type WeightLabResults struct {
	PriceID    catalog.Weight `json:"price_id"`
	LabResults []LabResult    `json:"lab_results"`
}

// LabResult is one compound's measure; UnitID is Unit again.
type LabResult struct {
	CompoundName string  `json:"compound_name"`
	Value        float64 `json:"value"`
	Unit         string  `json:"unit"`
	UnitID       string  `json:"unit_id"`
}

// SpecialPrice is how the best special lowers a weight's price: the
// amounts as text with two decimals ("35.00"), the discount as a number.
type SpecialPrice struct {
	SpecialID int64 `json:"special_id"`
	// Price is the regular price, DiscountPrice the special's.
	Price          string      `json:"price"`
	DiscountPrice  string      `json:"discount_price"`
	DiscountAmount money.Cents `json:"discount_amount"`
	DiscountType   string      `json:"discount_type"`
	// DiscountPercent is the rounded reduction ("25.0"); "" when the price
	// is 0 or not lowered.
	DiscountPercent string `json:"discount_percent"`
	// SpecialCustomBadge is the special's own label, when it has one.
	SpecialCustomBadge string `json:"special_custom_badge,omitempty"`
}

// WeightSpecialPrice is a menu product's special_price_{weight}: a
// SpecialPrice when a special lowers the weight's price, {} when none does
// or the prices are hidden.
type WeightSpecialPrice struct{}

// ContractAlternatives are its shapes: a SpecialPrice, or {}.
func (WeightSpecialPrice) ContractAlternatives() []any { return []any{SpecialPrice{}, struct{}{}} }

// BrandSpecialPrice is a cash-back brand special's offer on a weight.
type BrandSpecialPrice struct {
	BrandSpecialID int64  `json:"brand_special_id"`
	DiscountLabel  string `json:"discount_label"`
	// Price is the weight's price, as text with two decimals.
	Price string `json:"price"`
	Title string `json:"title"`
	// GoldDiscountLabel tells Gold members their share, for a percent
	// special with a Gold bonus.
	GoldDiscountLabel string `json:"gold_discount_label,omitempty"`
}

// OpenKeys names the keys a menu product writes for each weight.
func (MenuProduct) OpenKeys() map[string]any {
	return WeightKeys(map[string]any{
		"price_":             map[string]any{"type": []string{"number", "null"}},
		"discounted_price_":  map[string]any{"type": []string{"number", "null"}},
		"special_price_":     WeightSpecialPrice{},
		"stock_":             0,
		"max_cart_quantity_": 0,
	})
}

// MarshalJSON writes p's fields and its keys of each weight.
func (p MenuProduct) MarshalJSON() ([]byte, error) { return p.render() }

// menuProductFields are a MenuProduct's fields, written as encoding/json
// writes a struct (no MarshalJSON).
type menuProductFields MenuProduct

// render is p's JSON, compact, with HTML characters as they are (as the
// API writes JSON).
func (p *MenuProduct) render() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode((*menuProductFields)(p)); err != nil {
		return nil, err
	}
	// Encode ends the object with "}\n": the keys of each weight go before
	// the brace.
	buf.Truncate(buf.Len() - 2)
	var num [24]byte
	for i, w := range catalog.Weights {
		k := p.weightAt(i)
		writeWeightPrices(&buf, w, k)
		buf.WriteString(`,"special_price_`)
		buf.WriteString(string(w))
		buf.WriteString(`":`)
		if k.special == nil {
			buf.WriteString(`{}`)
		} else {
			if err := enc.Encode(k.special); err != nil {
				return nil, err
			}
			buf.Truncate(buf.Len() - 1) // Encode's newline
		}
		if k.onMenu {
			buf.WriteString(`,"stock_`)
			buf.WriteString(string(w))
			buf.WriteString(`":`)
			buf.Write(strconv.AppendInt(num[:0], int64(k.stock), 10))
			buf.WriteString(`,"max_cart_quantity_`)
			buf.WriteString(string(w))
			buf.WriteString(`":`)
			buf.Write(strconv.AppendInt(num[:0], int64(k.maxCartQuantity), 10))
		}
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// cardFields are the CardAttributes among MenuProduct's fields, in its
// order, so that they encode as render encodes them; writeCard writes
// the prices after them as render does.
type cardFields struct {
	ProductID       int64            `json:"product_id"`
	Name            string           `json:"name"`
	URLSlug         string           `json:"url_slug"`
	Brand           string           `json:"brand"`
	Kind            catalog.Kind     `json:"kind"`
	Category        *catalog.Lineage `json:"category"`
	ImageURLs       []string         `json:"image_urls"`
	PercentTHC      *float64         `json:"percent_thc"`
	AggregateRating *float64         `json:"aggregate_rating"`
	ReviewCount     int              `json:"review_count"`
	PricesHidden    bool             `json:"prices_hidden"`
}

// writeCard writes p's JSON with only the CardAttributes to buf, with enc
// (an encoder to buf that does not escape HTML): the bytes render writes,
// cut to those fields (core.AppendFields), without rendering the rest
// (TestProductFieldsFromTheCard holds the two the same).
func (p *MenuProduct) writeCard(buf *bytes.Buffer, enc *json.Encoder) error {
	err := enc.Encode(cardFields{ProductID: p.ProductID, Name: p.Name, URLSlug: p.URLSlug, Brand: p.Brand, Kind: p.Kind,
		Category: p.Category, ImageURLs: p.ImageURLs, PercentTHC: p.PercentTHC, AggregateRating: p.AggregateRating,
		ReviewCount: p.ReviewCount, PricesHidden: p.PricesHidden})
	if err != nil {
		return err
	}
	buf.Truncate(buf.Len() - 2) // "}\n"
	for i, w := range catalog.Weights {
		k := p.weightAt(i)
		writeWeightPrices(buf, w, k)
		if k.onMenu {
			buf.WriteString(`,"stock_`)
			buf.WriteString(string(w))
			buf.WriteString(`":`)
			buf.Write(strconv.AppendInt(buf.AvailableBuffer(), int64(k.stock), 10))
		}
	}
	buf.WriteByte('}')
	return nil
}

// weightAt is what p's keys of the i-th weight of catalog.Weights say; a
// weight past p.weights has no price.
func (p *MenuProduct) weightAt(i int) byWeight {
	if i < len(p.weights) {
		return p.weights[i]
	}
	return byWeight{}
}

// writeWeightPrices writes a weight's price_ and discounted_price_ keys.
func writeWeightPrices(buf *bytes.Buffer, w catalog.Weight, k byWeight) {
	buf.WriteString(`,"price_`)
	buf.WriteString(string(w))
	buf.WriteString(`":`)
	writeCentsOrNull(buf, k.price, k.hasPrice)
	buf.WriteString(`,"discounted_price_`)
	buf.WriteString(string(w))
	buf.WriteString(`":`)
	writeCentsOrNull(buf, k.discounted, k.hasDiscounted)
}

// writeCentsOrNull writes c as money.Cents writes it, or null unless has.
func writeCentsOrNull(buf *bytes.Buffer, c money.Cents, has bool) {
	if !has {
		buf.WriteString("null")
		return
	}
	buf.Write(c.Append(buf.AvailableBuffer()))
}

// weightIndex is w's place in catalog.Weights, false for a weight not
// there.
func weightIndex(w catalog.Weight) (int, bool) {
	i := w.Index()
	return i, i < len(catalog.Weights)
}

// MenuProductOf is menu product m, priced under the specials of sp when it
// is not nil.
func MenuProductOf(m *catalog.MenuProduct, sp *specialPricing) MenuProduct {
	p := m.Product
	out := MenuProduct{
		ID: p.ID, ProductID: p.ID, MenuProductID: m.ID, StoreID: m.StoreID,
		ObjectID: strconv.FormatInt(m.ID, 10),
		Name:     p.Name, URLSlug: p.URLSlug, Description: p.Description,
		Brand: m.Brand.Name, ProductBrandID: m.Brand.ID, BrandSubtype: p.BrandSubtype,
		Kind: p.Kind, Type: p.Kind, RootSubtype: p.RootSubtype, KindSubtype: p.RootSubtype,
		Category: categoryOf(p), Strain: p.Strain,
		RootTypes:  rootTypes(p),
		ImageURLs:  MenuPhotoURLsOf(m),
		Photos:     menuPhotosOf(m),
		PercentTHC: p.PercentTHC, PercentCBD: p.PercentCBD, PercentTHCA: p.PercentTHCA,
		PercentCBDA: p.PercentCBDA, PercentTAC: p.PercentTAC, Dosage: p.DosageMG,
		QuantityValue: p.QuantityValue, QuantityUnits: p.QuantityUnits, NetWeightGrams: p.NetWeightGrams,
		Terpenes: NonNilSlice(p.Terpenes), Effects: NonNilSlice(p.Effects), Feelings: NonNilSlice(p.Effects),
		Flavors: NonNilSlice(p.Flavors), Activities: NonNilSlice(p.Activities),
		Allergens: NonNilSlice(p.Allergens), Ingredients: NonNilSlice(p.Ingredients),
		StoreNotes: m.StoreNote, AggregateRating: RoundRating(m.AggregateRating), ReviewCount: m.ReviewCount,
		BestSellerRank: rank(m.BestSellerRank), MaxCartQuantity: m.MaxCartQuantityOrDefault(),
		AllowMultipleFlowerCount: !m.SingleFlowerCount,
		Visible:                  m.Visible,
		BrandSpecialPrices:       map[catalog.Weight]BrandSpecialPrice{}, ApplicableSpecialIDs: []int64{},
		ApplicableBrandSpecialIDs:                   []int64{},
		ApplicableBundleSpecialIDs:                  BundleSpecialIDs{Qualify: []int64{}, Discount: []int64{}},
		ApplicableBrandSpecialsIncludedUserSegments: map[int64][]int64{},
		ApplicableBrandSpecialsExcludedUserSegments: map[int64][]int64{},
		ProductType: p.Kind, ProductRootSubtype: p.RootSubtype,
		OperatorStoreRank: rank(m.OperatorStoreRank),
		PhotoWeights:      NonNilMap(p.PhotoWeights),
		LabResultURLs:     NonNilSlice(p.LabResultURLs),
		BusinessLicenses:  NonNilSlice(p.BusinessLicenses),
		Aliases:           NonNilSlice(p.Aliases),
		LocalizedContent:  NonNilMap(p.LocalizedContent),
		Inventories:       NonNilSlice(m.Inventories),
	}
	out.weights = offerWeights(m)
	available := []string{}
	potencies := []InventoryPotency{}
	for i, wt := range catalog.Weights {
		if !out.weights[i].hasPrice {
			continue
		}
		if wt != catalog.Each {
			available = append(available, wt.Spaced())
		}
		potencies = append(potencies, InventoryPotency{PriceID: wt, THCPotency: p.PercentTHC,
			CBDPotency: p.PercentCBD, THCAPotency: p.PercentTHCA, TACPotency: p.PercentTAC})
	}
	out.AvailableWeights = available
	out.InventoryPotencies = potencies
	if low, ok := m.LowestOffer(); ok {
		bucket := int64(low.Lowest()) / 100
		out.BucketPrice = &bucket
	}
	labs := []LabResult{}
	names := []string{}
	for _, l := range p.LabResults {
		labs = append(labs, LabResult{CompoundName: l.CompoundName, Value: l.Value, Unit: l.Unit, UnitID: l.Unit})
		names = append(names, l.CompoundName)
	}
	out.LabResults = []WeightLabResults{}
	if len(labs) > 0 && len(m.Offers) > 0 {
		out.LabResults = []WeightLabResults{{PriceID: m.Offers[0].PriceID, LabResults: labs}}
	}
	out.CompoundNames = names
	if sp != nil {
		sp.apply(&out, m)
	}
	return out
}

// cardOf is MenuProductOf cut to what writeCard writes: the
// CardAttributes and each weight's prices and stock. A menu view's build
// makes every product's card, and working out the rest of each product
// there was most of the build's rendering.
// The weights are worked out in weights (len(catalog.Weights) long), which
// the card keeps: a run of cards reuses one.
func cardOf(m *catalog.MenuProduct, sp *specialPricing, weights []byWeight) MenuProduct {
	p := m.Product
	out := MenuProduct{ProductID: p.ID, Name: p.Name, URLSlug: p.URLSlug, Brand: m.Brand.Name, Kind: p.Kind,
		Category: categoryOf(p), ImageURLs: MenuPhotoURLsOf(m), PercentTHC: p.PercentTHC,
		AggregateRating: RoundRating(m.AggregateRating), ReviewCount: m.ReviewCount,
		weights: offerWeightsIn(weights, m)}
	if sp != nil {
		sp.discountWeights(&out, m)
	}
	return out
}

// offerWeights are m's keys of each weight of catalog.Weights: on the
// menu with its stock and line limit when m offers the weight, and priced
// when the offer has a price.
func offerWeights(m *catalog.MenuProduct) []byWeight {
	return offerWeightsIn(make([]byWeight, len(catalog.Weights)), m)
}

// offerWeightsIn is offerWeights worked out in ws, which it answers.
func offerWeightsIn(ws []byWeight, m *catalog.MenuProduct) []byWeight {
	clear(ws)
	for i, wt := range catalog.Weights {
		o, ok := m.Offer(wt)
		if !ok {
			continue
		}
		k := &ws[i]
		k.onMenu, k.stock, k.maxCartQuantity = true, o.Stock, m.LineLimit(wt)
		if o.Price > 0 {
			k.price, k.hasPrice = o.Price, true
		}
	}
	return ws
}

// categoryOf is p's lineage, nil (JSON null) when it has none.
func categoryOf(p *catalog.Product) *catalog.Lineage {
	if p.Category == "" {
		return nil
	}
	return &p.Category
}

// HidePrices takes every price out of p, for a shopper who may not see
// them (hide_prices.go), and says so with prices_hidden.
func (p *MenuProduct) HidePrices() {
	for i := range p.weights {
		k := &p.weights[i]
		k.hasPrice, k.hasDiscounted, k.special = false, false, nil
	}
	p.BucketPrice = nil
	p.BrandSpecialPrices = map[catalog.Weight]BrandSpecialPrice{}
	p.PricesHidden = true
}

// rank is a rank, or nil (JSON null) for 0, unranked.
func rank(n int) *int {
	if n == 0 {
		return nil
	}
	return &n
}
