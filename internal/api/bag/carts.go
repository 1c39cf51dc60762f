package bag

import (
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage"
)

// CartProductRequest is the product of a cart_products request.
type CartProductRequest struct {
	// ProductID is the catalogue product's id; in a PATCH, the path's.
	ProductID core.FlexInt `json:"product_id"`
	// PriceID is the weight sold: each, gram, eighth_ounce…
	PriceID string       `json:"price_id" jsonschema:"required"`
	Count   core.FlexInt `json:"count" jsonschema:"required"`
	// Recommended says the shopper added it from a recommendation.
	Recommended bool `json:"recommended"`
}

// validate checks the product's fields; count must be at least 1 unless zeroOK.
func (p *CartProductRequest) validate(v *problem.Validations) catalog.Weight {
	if p.ProductID <= 0 {
		v.Add("product.product_id", "Please fill out this field.")
	}
	w, err := catalog.ParseWeight(p.PriceID)
	if p.PriceID == "" {
		v.Add("product.price_id", "Please fill out this field.")
	} else if err != nil {
		v.Add("product.price_id", err.Error())
	}
	if p.Count < 1 {
		v.Add("product.count", "Please enter a numeric value greater than or equal to 1.")
	}
	return w
}

// AddCartProductRequest adds a product to a cart: the shopper's cart at
// the store, or a new one when cart_uuid is absent.
type AddCartProductRequest struct {
	CartUUID string       `json:"cart_uuid"`
	StoreID  core.FlexInt `json:"store_id" jsonschema:"required"`
	// DeviceID identifies a kiosk's device; AppMode is the app mode asking
	// (kiosk carts need a bound device).
	DeviceID string `json:"j_device_id"`
	AppMode  string `json:"app_mode"`
	attributionInput
	Product CartProductRequest `json:"product" jsonschema:"required"`
}

// attributionInput is where a cart's shopper came from, as POST
// /cart_products and POST /carts send it (spec section 7).
type attributionInput struct {
	AppModeName string `json:"app_mode_name"`
	UserAgent   string `json:"user_agent"`
	// Tags are the visit's tracking tags (og_ref, utm_*), kept on the cart
	// and its reservation for the store's campaign report.
	Tags map[string]string `json:"tags"`
}

// Longest user agent and site name a cart keeps, in characters.
const (
	maxUserAgent   = 1000
	maxAppModeName = 100
)

// check checks the attribution (tags by analytics.Tags) and returns it
// cleaned, adding what is wrong to v.
func (in attributionInput) check(v *problem.Validations) cart.Attribution {
	tags, problems := analytics.Tags(in.Tags)
	for name, msg := range problems {
		v.Add("tags."+name, msg)
	}
	a := cart.Attribution{Tags: tags, UserAgent: strings.TrimSpace(in.UserAgent), AppModeName: strings.TrimSpace(in.AppModeName)}
	if utf8.RuneCountInString(a.UserAgent) > maxUserAgent {
		v.Add("user_agent", fmt.Sprintf("Please use no more than %d characters.", maxUserAgent))
	}
	if utf8.RuneCountInString(a.AppModeName) > maxAppModeName {
		v.Add("app_mode_name", fmt.Sprintf("Please use no more than %d characters.", maxAppModeName))
	}
	return a
}

func (s *Server) addCartProduct(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[AddCartProductRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if req.StoreID <= 0 {
		v.Add("store_id", "Please fill out this field.")
	}
	weight := req.Product.validate(&v)
	attribution := req.attributionInput.check(&v)
	if err := v.Err("Please check the product you are adding."); err != nil {
		return err
	}
	if err := s.requireKiosk(r, req.AppMode, int64(req.StoreID)); err != nil {
		return err
	}
	var customerID int64
	if me := s.OptionalCustomer(r); me != nil {
		customerID = me.ID
	}
	c, err := s.DB.AddToCart(r.Context(), storage.AddToCart{
		CustomerID: customerID,
		CartUUID:   req.CartUUID, StoreID: int64(req.StoreID), ProductID: int64(req.Product.ProductID),
		PriceID: weight, Count: int(req.Product.Count), Recommended: req.Product.Recommended,
		DeviceID: req.DeviceID, AppMode: req.AppMode, Attribution: attribution,
	})
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusCreated, NewCartAnswer{CartUUID: c.UUID, Cart: s.cartOf(&c)})
	return nil
}

func (s *Server) getCart(w http.ResponseWriter, r *http.Request) error {
	id := r.URL.Query().Get("uuid")
	if id == "" {
		return core.BadField("uuid", "is required.")
	}
	c, err := s.OwnCart(r, id)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, CartAnswer{Cart: s.cartOf(&c)})
	return nil
}

// UpdateCartProductRequest sets a cart line's count.
type UpdateCartProductRequest struct {
	CartUUID string             `json:"cart_uuid" jsonschema:"required"`
	Product  CartProductRequest `json:"product" jsonschema:"required"`
}

func (s *Server) updateCartProduct(w http.ResponseWriter, r *http.Request) error {
	productID, err := core.PathID(r, "productId")
	if err != nil {
		return err
	}
	req, err := core.Decode[UpdateCartProductRequest](r)
	if err != nil {
		return err
	}
	if req.Product.ProductID == 0 {
		req.Product.ProductID = core.FlexInt(productID)
	}
	var v problem.Validations
	if req.CartUUID == "" {
		v.Add("cart_uuid", "Please fill out this field.")
	}
	if int64(req.Product.ProductID) != productID {
		v.Add("product.product_id", "must match the product id in the path")
	}
	weight := req.Product.validate(&v)
	if err := v.Err("Please check the quantity."); err != nil {
		return err
	}
	if err := s.CheckOwner(r, req.CartUUID); err != nil {
		return err
	}
	c, err := s.DB.SetLineCount(r.Context(), req.CartUUID, productID, weight, int(req.Product.Count))
	if err != nil {
		return err
	}
	out := CartLineAnswer{Cart: s.cartOf(&c)}
	for i, l := range out.Cart.Products {
		if l.ProductID == productID && l.PriceID == weight {
			out.CartProduct = &out.Cart.Products[i]
		}
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}

// RemoveCartProductRequest names the cart line to remove, in the body or
// the query string.
type RemoveCartProductRequest struct {
	CartUUID string `json:"cart_uuid"`
	PriceID  string `json:"price_id"`
}

func (s *Server) deleteCartProduct(w http.ResponseWriter, r *http.Request) error {
	productID, err := core.PathID(r, "productId")
	if err != nil {
		return err
	}
	req := RemoveCartProductRequest{CartUUID: r.URL.Query().Get("cart_uuid"), PriceID: r.URL.Query().Get("price_id")}
	if r.ContentLength > 0 {
		if req, err = core.Decode[RemoveCartProductRequest](r); err != nil {
			return err
		}
	}
	var v problem.Validations
	if req.CartUUID == "" {
		v.Add("cart_uuid", "Please fill out this field.")
	}
	weight, werr := catalog.ParseWeight(req.PriceID)
	if werr != nil {
		v.Add("price_id", werr.Error())
	}
	if err := v.Err("Please say which line to remove."); err != nil {
		return err
	}
	if err := s.CheckOwner(r, req.CartUUID); err != nil {
		return err
	}
	c, err := s.DB.RemoveLine(r.Context(), req.CartUUID, productID, weight)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, CartAnswer{Cart: s.cartOf(&c)})
	return nil
}

// cartNotice is a cart's is_open, whether the hours of its reservation mode
// are open at now, and its warning_message, nil for none: for a pending
// cart, why a reservation would not be served right away (the store closed,
// the mode's last call passed, outside the mode's hours) and each line whose
// stock dropped below it or that left the menu.
func cartNotice(c *cart.Cart, now time.Time) (bool, *string) {
	st := &c.Store.Store
	n := schedule.NoticeAt(st, c.ReservationMode, checkout.ExtraLead(st, c.ReservationMode, c.Delivery), now)
	if c.Status != cart.Pending {
		return n.Open, nil
	}
	var warnings []string
	if w := n.Warning(); w != "" {
		warnings = append(warnings, w)
	}
	for _, l := range c.Lines {
		if w := cart.StockWarning(l.Menu, l.PriceID, l.Count); w != "" {
			warnings = append(warnings, w)
		}
	}
	if len(warnings) == 0 {
		return n.Open, nil
	}
	return n.Open, problem.Ptr(strings.Join(warnings, " "))
}

// promoTerms are the terms of the store's special whose code the cart
// saved, nil without a code or such a special.
func promoTerms(c *cart.Cart, now time.Time) *pricing.SpecialTerms {
	if c.PromoCode == nil || strings.TrimSpace(*c.PromoCode) == "" {
		return nil
	}
	for i := range c.Specials {
		sp := &c.Specials[i]
		if code := strings.TrimSpace(sp.PromoCode); code != "" && strings.EqualFold(code, strings.TrimSpace(*c.PromoCode)) {
			t := pricing.TermsOf(sp, now)
			return &t
		}
	}
	return nil
}

// cartOf is a cart in the field names of spec section 3, priced now.
func (s *Server) cartOf(c *cart.Cart) Cart {
	now := s.DB.Now()
	t := cart.Price(*c, now)
	type key struct {
		product int64
		price   catalog.Weight
	}
	priced := map[key]pricing.LineTotal{}
	for _, lt := range t.Lines {
		priced[key{lt.ProductID, lt.PriceID}] = lt
	}
	titles, coded := map[int64]string{}, map[int64]bool{}
	for i := range c.Specials {
		titles[c.Specials[i].ID] = c.Specials[i].Title
		coded[c.Specials[i].ID] = c.Specials[i].PromoCode != ""
	}
	promoApplied := false
	for _, a := range t.Applied {
		promoApplied = promoApplied || coded[a.SpecialID]
	}
	store := CartStore{ID: c.Store.ID, Name: c.Store.Name}
	isOpen, warning := cartNotice(c, now)
	products := []CartProduct{}
	count := 0
	for _, l := range c.Lines {
		line := CartProduct{ID: l.ProductID, ProductID: l.ProductID, PriceID: l.PriceID, Count: l.Count,
			Recommended: l.Recommended, Store: store, Available: l.Available()}
		if m := l.Menu; m != nil {
			o, _ := m.Offer(l.PriceID)
			line.onMenu, line.price = true, o.Price
			line.MenuProductID = &m.ID
			line.Name, line.Brand = &m.Product.Name, &m.Brand.Name
			line.Category, line.Kind, line.URLSlug = &m.Product.Category, &m.Product.Kind, &m.Product.URLSlug
			line.ImageURL = &core.MenuPhotoURLsOf(m)[0]
			line.MaxCartQuantity = problem.Ptr(m.LineLimit(l.PriceID))
			line.Stock = &o.Stock
		}
		if lt, ok := priced[key{l.ProductID, l.PriceID}]; ok {
			line.UnitPrice, line.LineTotal = &lt.UnitPrice, &lt.Total
			line.DiscountAmount = &lt.Discount
			line.RegularTotal = problem.Ptr(lt.Total + lt.Discount)
			line.Discounts = core.NonNilSlice(lt.Discounts)
			if lt.Discount > 0 {
				// Rounded down; line_total is exact.
				line.discounted = problem.Ptr(lt.Total / money.Cents(lt.Count))
			}
			if lt.SpecialID != 0 {
				line.SpecialID = &lt.SpecialID
				line.SpecialTitle = problem.Ptr(titles[lt.SpecialID])
			}
		}
		count += l.Count
		products = append(products, line)
	}
	out := Cart{
		UUID: c.UUID, ID: c.ID, Status: c.Status, Store: store, ReservationMode: c.ReservationMode,
		TipAmount: t.Tip.String(), TipPercentage: c.TipRate, Products: products, ProductCount: count,
		ItemTotal: t.ItemTotal, ProductDiscountsTotal: t.ProductDiscounts, GroupDiscountsTotal: t.GroupDiscounts,
		AllDiscountsTotal: t.AllDiscounts, CartDiscountAmount: t.CartDiscount,
		DiscountedSubtotal: t.DiscountedSubtotal, DiscountedProductTotal: t.DiscountedSubtotal,
		StoreTaxes: core.NonNilTaxes(t.StoreTaxes), StoreTaxAmount: t.StoreTaxTotal,
		SalesTaxRate: t.SalesTaxRate, SalesTaxAmount: t.SalesTax, TaxIncluded: t.TaxIncluded,
		ServiceFeeAmount: t.ServiceFee, DeliveryFeeAmount: t.DeliveryFee,
		RoundingAmount: t.Rounding, OrderTotal: t.OrderTotal,
		BrandDiscounts: CartBrandDiscounts{BrandDiscountsTotal: t.BrandDiscounts, BrandDiscountsTotalWithFee: t.BrandDiscounts},
		Specials:       core.NonNilSlice(t.Applied), CashBack: core.NonNilSlice(t.CashBack), Bundles: []CartBundle{},
		MaxSpecialsPerCartHit: t.MaxSpecialsHit,
		CRMRedemptions:        redemptionsOf(c.Redemptions, t.Redeemed), RemovedCRMRedemptions: redemptionsOf(c.RemovedRedemptions, nil),
		CRMRedemptionsTotal:          t.LoyaltyDiscount,
		UnavailableProducts:          core.NonNilSlice(cart.UnavailableLines(c.Lines)),
		LoyaltyPointsStackingEnabled: c.Store.Loyalty.Stacking(), PromoCode: c.PromoCode, PromoCodeApplied: promoApplied,
		PromoCodeTerms: promoTerms(c, now),
		IsOpen:         isOpen, WarningMessage: warning,
		Tags: core.NonNilMap(c.Tags), UserAgent: c.UserAgent, AppModeName: c.AppModeName, DeliveryAddress: c.Delivery,
	}
	for _, b := range t.Bundles {
		out.Bundles = append(out.Bundles, CartBundle{SpecialID: b.SpecialID, Status: b.Status, Threshold: b.Threshold,
			QualifyingCount: b.Qualifying, QualifyingProductIDs: core.NonNilSlice(b.QualifyingProducts),
			DiscountedProductIDs: core.NonNilSlice(b.DiscountedProducts)})
	}
	if t.CartDiscountSpecialID != 0 {
		out.CartDiscountSpecialID = &t.CartDiscountSpecialID
	}
	if c.GroupSpecialID != 0 {
		out.GroupSpecialID, out.GroupSpecialTitle = &c.GroupSpecialID, problem.Ptr(titles[c.GroupSpecialID])
	}
	if n := c.Store.MenuSettings.MaxSpecialsPerCart; n != 0 {
		out.MaxSpecialsPerCart = &n
	}
	out.SpecialHasChanged, out.BrandSpecialHasChanged = cart.SpecialChanges(*c, now)
	return out
}
