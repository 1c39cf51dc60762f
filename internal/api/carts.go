package api

import (
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage"
)

// cartProductInput is the product of a cart_products request.
type cartProductInput struct {
	ProductID   flexInt `json:"product_id"`
	PriceID     string  `json:"price_id"`
	Count       flexInt `json:"count"`
	Recommended bool    `json:"recommended"`
}

// validate checks the product's fields; count must be at least 1 unless zeroOK.
func (p *cartProductInput) validate(v *problem.Validations) catalog.Weight {
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

type addCartProductRequest struct {
	CartUUID string  `json:"cart_uuid"`
	StoreID  flexInt `json:"store_id"`
	DeviceID string  `json:"j_device_id"`
	AppMode  string  `json:"app_mode"`
	attributionInput
	Product cartProductInput `json:"product"`
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
func (in attributionInput) check(v *problem.Validations) storage.Attribution {
	tags, problems := analytics.Tags(in.Tags)
	for name, msg := range problems {
		v.Add("tags."+name, msg)
	}
	a := storage.Attribution{Tags: tags, UserAgent: strings.TrimSpace(in.UserAgent), AppModeName: strings.TrimSpace(in.AppModeName)}
	if utf8.RuneCountInString(a.UserAgent) > maxUserAgent {
		v.Add("user_agent", fmt.Sprintf("Please use no more than %d characters.", maxUserAgent))
	}
	if utf8.RuneCountInString(a.AppModeName) > maxAppModeName {
		v.Add("app_mode_name", fmt.Sprintf("Please use no more than %d characters.", maxAppModeName))
	}
	return a
}

func (s *server) addCartProduct(w http.ResponseWriter, r *http.Request) error {
	req, err := decode[addCartProductRequest](r)
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
	if me := s.optionalCustomer(r); me != nil {
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
	encode(w, http.StatusCreated, map[string]any{"cart_uuid": c.UUID, "cart": s.cartJSON(&c)})
	return nil
}

func (s *server) getCart(w http.ResponseWriter, r *http.Request) error {
	id := r.URL.Query().Get("uuid")
	if id == "" {
		return problem.New(problem.Malformed, "uuid is required.")
	}
	c, err := s.ownCart(r, id)
	if err != nil {
		return err
	}
	encode(w, http.StatusOK, map[string]any{"cart": s.cartJSON(&c)})
	return nil
}

type updateCartProductRequest struct {
	CartUUID string           `json:"cart_uuid"`
	Product  cartProductInput `json:"product"`
}

func (s *server) updateCartProduct(w http.ResponseWriter, r *http.Request) error {
	productID, err := pathID(r, "productId")
	if err != nil {
		return err
	}
	req, err := decode[updateCartProductRequest](r)
	if err != nil {
		return err
	}
	if req.Product.ProductID == 0 {
		req.Product.ProductID = flexInt(productID)
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
	if err := s.checkOwner(r, req.CartUUID); err != nil {
		return err
	}
	c, err := s.DB.SetLineCount(r.Context(), req.CartUUID, productID, weight, int(req.Product.Count))
	if err != nil {
		return err
	}
	cj := s.cartJSON(&c)
	var line any
	for _, l := range cj["products"].([]map[string]any) {
		if l["product_id"] == productID && l["price_id"] == weight {
			line = l
		}
	}
	encode(w, http.StatusOK, map[string]any{"cart_product": line, "cart": cj})
	return nil
}

type deleteCartProductRequest struct {
	CartUUID string `json:"cart_uuid"`
	PriceID  string `json:"price_id"`
}

func (s *server) deleteCartProduct(w http.ResponseWriter, r *http.Request) error {
	productID, err := pathID(r, "productId")
	if err != nil {
		return err
	}
	req := deleteCartProductRequest{CartUUID: r.URL.Query().Get("cart_uuid"), PriceID: r.URL.Query().Get("price_id")}
	if r.ContentLength > 0 {
		if req, err = decode[deleteCartProductRequest](r); err != nil {
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
	if err := s.checkOwner(r, req.CartUUID); err != nil {
		return err
	}
	c, err := s.DB.RemoveLine(r.Context(), req.CartUUID, productID, weight)
	if err != nil {
		return err
	}
	encode(w, http.StatusOK, map[string]any{"cart": s.cartJSON(&c)})
	return nil
}

// cartNotice is a cart's is_open, whether the hours of its reservation mode
// are open at now, and its warning_message, nil for none: for a pending
// cart, why a reservation would not be served right away (the store closed,
// the mode's last call passed, outside the mode's hours) and each line whose
// stock dropped below it or that left the menu.
func cartNotice(c *storage.Cart, now time.Time) (bool, any) {
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
	return n.Open, strings.Join(warnings, " ")
}

// cartJSON is a cart in the field names of spec section 3, priced now.
func (s *server) cartJSON(c *storage.Cart) map[string]any {
	now := s.DB.Now()
	t := storage.PriceCart(*c, now)
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
	store := map[string]any{"id": c.Store.ID, "name": c.Store.Name}
	isOpen, warning := cartNotice(c, now)
	products := []map[string]any{}
	count := 0
	for _, l := range c.Lines {
		line := map[string]any{
			"id": l.ProductID, "product_id": l.ProductID, "price_id": l.PriceID, "count": l.Count,
			"recommended": l.Recommended, "store": store, "special_id": nil, "special_title": nil,
			"available": l.Available(), "line_total": nil, "unit_price": nil,
		}
		if m := l.Menu; m != nil {
			o, _ := m.Offer(l.PriceID)
			line["menu_product_id"] = m.ID
			line["name"] = m.Product.Name
			line["brand"] = m.Brand.Name
			line["category"] = m.Product.Category
			line["kind"] = m.Product.Kind
			line["url_slug"] = m.Product.URLSlug
			line["image_url"] = photoURLs(&m.Product)[0]
			line["price_"+string(l.PriceID)] = o.Price
			line["discounted_price_"+string(l.PriceID)] = nil
			line["max_cart_quantity"] = m.LineLimit(l.PriceID)
			line["stock"] = o.Stock
		}
		if lt, ok := priced[key{l.ProductID, l.PriceID}]; ok {
			line["unit_price"] = lt.UnitPrice
			line["line_total"] = lt.Total
			line["discount_amount"] = lt.Discount
			// What the line would cost without its discounts, for the
			// struck-through price: the browser does no money arithmetic.
			line["regular_total"] = lt.Total + lt.Discount
			line["discounts"] = nonNilSlice(lt.Discounts)
			if lt.Discount > 0 {
				// What a unit of the line costs after its discounts, rounded
				// down; line_total is exact.
				line["discounted_price_"+string(l.PriceID)] = lt.Total / money.Cents(lt.Count)
			}
			if lt.SpecialID != 0 {
				line["special_id"] = lt.SpecialID
				line["special_title"] = titles[lt.SpecialID]
			}
		}
		count += l.Count
		products = append(products, line)
	}
	var promo, group, groupTitle, tipPercent any
	if c.PromoCode != nil {
		promo = *c.PromoCode
	}
	if c.GroupSpecialID != 0 {
		group, groupTitle = c.GroupSpecialID, titles[c.GroupSpecialID]
	}
	if c.TipRate != nil {
		tipPercent = *c.TipRate
	}
	changed, brandChanged := storage.SpecialChanges(*c, now)
	took := map[int64]pricing.RedeemedAmount{}
	for _, r := range t.Redeemed {
		took[r.ID] = r
	}
	bundles := []map[string]any{}
	for _, b := range t.Bundles {
		bundles = append(bundles, map[string]any{"special_id": b.SpecialID, "status": b.Status, "threshold": b.Threshold,
			"qualifying_count": b.Qualifying, "qualifying_product_ids": nonNilSlice(b.QualifyingProducts),
			"discounted_product_ids": nonNilSlice(b.DiscountedProducts)})
	}
	return map[string]any{
		"uuid": c.UUID, "id": c.ID, "status": c.Status, "store": store, "reservation_mode": c.ReservationMode,
		"tip_amount": t.Tip.String(), "tip_percentage": tipPercent, "products": products, "product_count": count,
		"item_total": t.ItemTotal, "product_discounts_total": t.ProductDiscounts, "group_discounts_total": t.GroupDiscounts,
		"all_discounts_total": t.AllDiscounts, "cart_discount_amount": t.CartDiscount,
		"cart_discount_special_id": nilIfZero64(t.CartDiscountSpecialID),
		"discounted_subtotal":      t.DiscountedSubtotal, "discounted_product_total": t.DiscountedSubtotal,
		"store_taxes": t.StoreTaxes, "store_tax_amount": t.StoreTaxTotal,
		"sales_tax_rate": t.SalesTaxRate, "sales_tax_amount": t.SalesTax, "tax_included": t.TaxIncluded,
		"service_fee_amount": t.ServiceFee, "delivery_fee_amount": t.DeliveryFee, "jane_pay_service_fee_amount": 0,
		"rounding_amount": t.Rounding, "order_total": t.OrderTotal,
		"brand_discounts": map[string]any{"brand_discounts_total": t.BrandDiscounts, "brand_discounts_total_with_fee": t.BrandDiscounts,
			"brand_discounts_service_fee_total": 0},
		"specials": t.Applied, "cash_back": t.CashBack, "bundles": bundles,
		"group_special_id": group, "group_special_title": groupTitle,
		"max_specials_per_cart": nilIfZero(c.Store.MenuSettings.MaxSpecialsPerCart), "max_specials_per_cart_hit": t.MaxSpecialsHit,
		"special_has_changed": changed, "brand_special_has_changed": brandChanged,
		"crm_redemptions": redemptionsJSON(c.Redemptions, took), "removed_crm_redemptions": redemptionsJSON(c.RemovedRedemptions, nil),
		"crm_redemptions_total":           t.LoyaltyDiscount,
		"unavailable_products":            nonNilSlice(storage.UnavailableLines(c.Lines)),
		"loyalty_points_stacking_enabled": c.Store.Loyalty.Stacking(), "promo_code": promo, "promo_code_applied": promoApplied, "is_open": isOpen,
		"warning_message": warning,
		"tags":            nonNilMap(c.Tags), "user_agent": c.UserAgent, "app_mode_name": c.AppModeName,
		"delivery_address":    c.Delivery,
		"delivery_started_at": nil, "delivery_finished_at": nil, "payment_method": nil, "message": nil,
	}
}
