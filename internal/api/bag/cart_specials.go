package bag

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/shop"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/specials"
)

// CartChangeRequest is the body of PATCH /carts and PATCH
// /carts/optimize_specials: what is absent stays as it was.
type CartChangeRequest struct {
	UUID            string           `json:"uuid" jsonschema:"required"`
	ReservationMode *string          `json:"reservation_mode"`
	GroupSpecialID  *core.FlexInt    `json:"user_group_special_id"`
	PromoCode       *string          `json:"promo_code"`
	Delivery        *pricing.Address `json:"delivery_address"`
	// TipAmount is a dollar tip; TipPercentage one of the store's presets or
	// any percentage.
	TipAmount     *money.Cents `json:"tip_amount"`
	TipPercentage *money.Rate  `json:"tip_percentage"`
}

// updateCart sets what a cart's price depends on besides its lines and
// answers the cart priced again under the best specials.
func (s *Server) updateCart(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[CartChangeRequest](r)
	if err != nil {
		return err
	}
	if req.UUID == "" {
		return problem.Invalidf("uuid", "Please fill out this field.")
	}
	if err := req.Delivery.CheckCoordinates("delivery_address."); err != nil {
		return err
	}
	u := cart.Update{ReservationMode: req.ReservationMode, PromoCode: req.PromoCode, Delivery: req.Delivery,
		Tip: req.TipAmount, TipRate: req.TipPercentage}
	if req.GroupSpecialID != nil {
		id := int64(*req.GroupSpecialID)
		u.GroupSpecialID = &id
	}
	if err := s.CheckOwner(r, req.UUID); err != nil {
		return err
	}
	c, err := s.DB.UpdateCart(r.Context(), req.UUID, u)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, CartAnswer{Cart: s.cartOf(&c)})
	return nil
}

// CartRef names a cart by its uuid, in the body or the query string.
type CartRef struct {
	UUID string `json:"uuid"`
}

// clearSpecialFlags marks the specials on a cart as seen.
func (s *Server) clearSpecialFlags(w http.ResponseWriter, r *http.Request) error {
	id := r.URL.Query().Get("uuid")
	if id == "" && r.ContentLength > 0 {
		req, err := core.Decode[CartRef](r)
		if err != nil {
			return err
		}
		id = req.UUID
	}
	if id == "" {
		return problem.Invalidf("uuid", "Please fill out this field.")
	}
	if err := s.CheckOwner(r, id); err != nil {
		return err
	}
	c, err := s.DB.MarkSpecialsSeen(r.Context(), id)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, CartAnswer{Cart: s.cartOf(&c)})
	return nil
}

// addressFromQuery reads street, city, state_code, zipcode (and lat, lng)
// from a query string; false when none is given.
func addressFromQuery(r *http.Request) (pricing.Address, bool, error) {
	q := r.URL.Query()
	a := pricing.Address{Street: q.Get("street"), City: q.Get("city"), StateCode: q.Get("state_code"), Zipcode: q.Get("zipcode")}
	for name, dst := range map[string]**float64{"lat": &a.Lat, "lng": &a.Long} {
		if v := q.Get(name); v != "" {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return a, false, problem.Invalidf(name, "must be a number")
			}
			*dst = &f
		}
	}
	return a, a != (pricing.Address{}), a.CheckCoordinates("")
}

// lookupSalesTaxRate answers the sales tax rate an order to an address pays.
func (s *Server) lookupSalesTaxRate(w http.ResponseWriter, r *http.Request) error {
	c, err := s.cartFromQuery(r, "uuid")
	if err != nil {
		return err
	}
	a, given, err := addressFromQuery(r)
	if err != nil {
		return err
	}
	if !given && c.Delivery != nil {
		a = *c.Delivery
	}
	rate, known := pricing.SalesTaxRate(&c.Store.Store, a)
	source := "store"
	if known {
		source = "address"
	}
	core.Encode(w, http.StatusOK, SalesTaxAnswer{SalesTaxRate: rate, Source: source})
	return nil
}

func (s *Server) cartFromQuery(r *http.Request, param string) (cart.Cart, error) {
	id := r.URL.Query().Get(param)
	if id == "" {
		return cart.Cart{}, problem.Invalidf(param, "Please fill out this field.")
	}
	return s.OwnCart(r, id)
}

// posCart answers the totals a point of sale needs, for the cart's delivery
// address or the one in the query (which is not saved).
func (s *Server) posCart(w http.ResponseWriter, r *http.Request) error {
	c, err := s.cartFromQuery(r, "cart_uuid")
	if err != nil {
		return err
	}
	a, given, err := addressFromQuery(r)
	if err != nil {
		return err
	}
	if given {
		c.Delivery = &a
	}
	t := cart.Price(c, s.DB.Now())
	core.Encode(w, http.StatusOK, POSCartAnswer{POSCart{DeliveryFee: t.DeliveryFee, ServiceFee: t.ServiceFee, SalesTax: t.SalesTax,
		StoreTax: t.StoreTaxTotal, RoundingAmount: t.Rounding, Total: t.OrderTotal,
		DiscountedSubtotal: t.DiscountedSubtotal, AllDiscountsTotal: t.AllDiscounts}})
	return nil
}

// findBundleSpecials answers, for each bundle special the shopper may use at
// the cart's store (those whose sections hold touched_product_id when it is
// given), how far the cart is towards it and which products it discounts.
func (s *Server) findBundleSpecials(w http.ResponseWriter, r *http.Request) error {
	c, err := s.cartFromQuery(r, "uuid")
	if err != nil {
		return err
	}
	var touched int64
	if v := r.URL.Query().Get("touched_product_id"); v != "" {
		if touched, err = strconv.ParseInt(v, 10, 64); err != nil || touched <= 0 {
			return problem.Invalidf("touched_product_id", "must be a product id")
		}
	}
	view, err := s.Menus.Index(r.Context(), c.Store.ID)
	if err != nil {
		return err
	}
	t := cart.Price(c, s.DB.Now())
	shopper := c.Shopper()
	out := BundlePossibilities{BundlePossibilities: []BundlePossibility{}}
	for i := range c.Specials {
		sp := &c.Specials[i]
		if sp.SpecialType != "bundle" && sp.SpecialType != "buy_x_get_y" || !shopper.Eligible(sp, s.DB.Now()) {
			continue
		}
		sections := bundleSections(sp, &c.Store.Store, view.All())
		if touched != 0 && !slices.Contains(sections.qualifying, touched) && !slices.Contains(sections.discountable, touched) {
			continue
		}
		status := pricing.NotQualified
		for _, b := range t.Bundles {
			if b.SpecialID == sp.ID {
				status = b.Status
			}
		}
		out.BundlePossibilities = append(out.BundlePossibilities, BundlePossibility{SpecialID: sp.ID, Status: status,
			DiscountableProductIDs: core.NonNilSlice(sections.discountable)})
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}

// sections are the catalogue product ids of a store's menu in a special's
// qualifying and discountable sections, ascending.
type sections struct{ qualifying, discountable []int64 }

func bundleSections(sp *catalog.Special, st *catalog.Store, menu []*catalog.MenuProduct) sections {
	var out sections
	separate := specials.DiscountsOthers(sp)
	for _, m := range menu {
		if !m.Visible || !specials.Applies(sp, st, m) || !specials.InSection(sp.Rules.Base, st, m) {
			continue
		}
		if specials.InSection(sp.Rules.Qualifier, st, m) {
			out.qualifying = append(out.qualifying, m.Product.ID)
		}
		if (separate && specials.InSection(sp.Rules.Discountable, st, m)) || (!separate && specials.InSection(sp.Rules.Qualifier, st, m)) {
			out.discountable = append(out.discountable, m.Product.ID)
		}
	}
	slices.Sort(out.qualifying)
	slices.Sort(out.discountable)
	return out
}

// specialOf is a special as the storefront shows it.
func specialOf(sp *catalog.Special, brand *catalog.Brand) core.Special {
	out := core.Special{
		ID: sp.ID, StoreID: nilIfZero64(sp.StoreID), ProductBrandID: nilIfZero64(sp.ProductBrandID),
		SpecialType: sp.SpecialType, Title: sp.Title, Description: sp.Description, Terms: sp.Terms,
		DiscountType: sp.DiscountType, DiscountPercent: sp.DiscountPercent,
		DiscountDollarAmount: sp.DiscountDollarAmount, DiscountTargetPrice: sp.DiscountTargetPrice,
		DiscountLabel: sp.DiscountLabel, CashBack: sp.CashBack, Stackable: sp.Stackable,
		RequiresPromoCode: sp.PromoCode != "", UserGroup: shop.NilIfEmpty(sp.UserGroup),
		MinimumSubtotal: sp.MinimumSubtotal, GoldDiscountPercent: sp.GoldDiscountPercent,
		StartTime: sp.StartTime, EndTime: sp.EndTime, Active: sp.Active, Enabled: sp.Enabled,
		ApplicableWeights: core.NonNilSlice(sp.ApplicableWeights), ExcludedAppModes: core.NonNilSlice(sp.ExcludedAppModes),
		Photo: shop.NilIfEmpty(sp.Photo), URLSlug: catalog.Slug(sp.Title),
		Rules:          sp.Rules,
		BundleSettings: sp.Rules.Bundle,
		BulkTiers:      sp.BulkTiers,
	}
	if brand != nil {
		name := brand.Name
		out.ProductBrand = &name
		out.BrandLogoURL = shop.NilIfEmpty(brand.LogoURL)
	}
	return out
}

// nilIfZero64 is n, or nil (JSON null) for 0.
func nilIfZero64(n int64) *int64 {
	if n == 0 {
		return nil
	}
	return &n
}

// storeSpecialsList answers the live specials the shopper sees at a store,
// in id order: those limited to user segments only when the signed-in
// shopper is in one of them (spec section 5).
func (s *Server) storeSpecialsList(w http.ResponseWriter, r *http.Request) error {
	storeID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	_, list, brands, err := s.visibleSpecials(r, storeID)
	if err != nil {
		return err
	}
	w.Header().Add("Vary", "Authorization")
	out := core.StoreSpecials{Specials: []core.Special{}}
	for i := range list {
		out.Specials = append(out.Specials, specialOf(&list[i], brands[list[i].ProductBrandID]))
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}

// visibleSpecials reads a store, the live specials the shopper sees there
// (a signed-in shopper's user segments show those limited to them), and
// their brands.
func (s *Server) visibleSpecials(r *http.Request, storeID int64) (catalog.StoreSummary, []catalog.Special, map[int64]*catalog.Brand, error) {
	store, err := s.DB.Store(r.Context(), storeID)
	if err != nil {
		return store, nil, nil, err
	}
	all, err := s.DB.StoreSpecials(r.Context(), storeID)
	if err != nil {
		return store, nil, nil, err
	}
	now := s.DB.Now()
	var segs []int64
	if c := s.OptionalCustomer(r); c != nil {
		if segs, err = s.DB.CustomerSegments(r.Context(), c.ID, &store.Store, now); err != nil {
			return store, nil, nil, err
		}
	}
	var list []catalog.Special
	brands := map[int64]*catalog.Brand{}
	for i := range all {
		sp := &all[i]
		if !specials.Live(sp, now) || !specials.VisibleTo(sp, segs) || sp.SpecialType == "group" && sp.UserGroup == "" {
			continue
		}
		list = append(list, *sp)
		if sp.ProductBrandID != 0 && brands[sp.ProductBrandID] == nil {
			if b, err := s.Catalog.Brand(r.Context(), sp.ProductBrandID); err == nil {
				brands[sp.ProductBrandID] = &b.Brand
			}
		}
	}
	return store, list, brands, nil
}

// storeSpecial answers one special with the store's products it covers and,
// given a cart, the special's status view (spec section 3).
func (s *Server) storeSpecial(w http.ResponseWriter, r *http.Request) error {
	storeID, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	specialID, err := core.PathID(r, "specialId")
	if err != nil {
		return err
	}
	store, list, brands, err := s.visibleSpecials(r, storeID)
	if err != nil {
		return err
	}
	w.Header().Add("Vary", "Authorization")
	i := slices.IndexFunc(list, func(sp catalog.Special) bool { return sp.ID == specialID })
	if i < 0 {
		return problem.New(problem.NotFound, "Store %d has no special %d running.", storeID, specialID)
	}
	sp := &list[i]
	view, err := s.Menus.Index(r.Context(), storeID)
	if err != nil {
		return err
	}
	sec := bundleSections(sp, &store.Store, view.All())
	ids := sec.qualifying
	for _, id := range sec.discountable {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	products := []json.RawMessage{}
	hidden := s.ViewHidesPrices(r, view)
	for _, m := range view.All() {
		if slices.Contains(ids, m.Product.ID) && len(products) < 120 {
			raw, err := view.ProductJSON(m.ID, hidden)
			if err != nil {
				return err
			}
			products = append(products, raw)
		}
	}
	out := storeSpecialAnswer{Special: specialOf(sp, brands[sp.ProductBrandID]), Products: products,
		QualifyingProductIDs: core.NonNilSlice(sec.qualifying), DiscountableProductIDs: core.NonNilSlice(sec.discountable)}
	if id := r.URL.Query().Get("cart_uuid"); id != "" {
		c, err := s.OwnCart(r, id)
		if err != nil {
			return err
		}
		if c.Store.ID == storeID {
			status := statusView(sp, cart.Price(c, s.DB.Now()))
			out.Status = &status
		}
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}

// statusView is a special's qualifying status for a cart (spec sections 3
// and 4) with its callout and footer texts.
func statusView(sp *catalog.Special, t pricing.Totals) core.SpecialStatus {
	// A bundle the cart holds none of is not in t.Bundles: it is short of
	// its whole threshold.
	status, threshold, have := pricing.NotQualified, 1, 0
	if sp.SpecialType == "bundle" || sp.SpecialType == "buy_x_get_y" {
		threshold = pricing.BundleThreshold(sp)
	}
	var saved money.Cents
	qualified, discounted := []core.SpecialUnits{}, []core.SpecialUnits{}
	for _, a := range t.Applied {
		if a.SpecialID == sp.ID {
			status, saved = pricing.Applied, a.Amount
		}
	}
	for _, b := range t.Bundles {
		if b.SpecialID == sp.ID {
			status, threshold, have = b.Status, b.Threshold, b.Qualifying
		}
	}
	for _, lt := range t.Lines {
		for _, d := range lt.Discounts {
			if d.SpecialID != sp.ID {
				continue
			}
			if d.Discounted > 0 {
				discounted = append(discounted, core.SpecialUnits{ProductID: lt.ProductID, PriceID: lt.PriceID, Count: d.Discounted})
			}
			if d.Units > d.Discounted {
				qualified = append(qualified, core.SpecialUnits{ProductID: lt.ProductID, PriceID: lt.PriceID, Count: d.Units - d.Discounted})
			}
		}
	}
	view := core.SpecialStatus{QualifyingStatus: status, QualifiedProducts: qualified,
		DiscountedProducts: discounted, Threshold: threshold, QualifyingCount: have, AmountSaved: saved}
	switch {
	case status == pricing.Applied:
		view.CalloutText = "Special applied"
		view.CalloutSubtext = fmt.Sprintf("You save %s with %s.", saved.Display(), sp.Title)
		view.FooterText = "Special applied"
		view.FooterSubtext = fmt.Sprintf("You save %s. Your bag is ready for checkout.", saved.Display())
	case status == pricing.Qualified:
		view.CalloutText = "You qualify for this special"
		view.CalloutSubtext = "Add one of the discounted products below to your bag to save."
		view.FooterText = "Special unlocked"
		view.FooterSubtext = "Discounted products are unlocked."
	case sp.SpecialType == "promo_code" || sp.SpecialType == "cart_total" || sp.SpecialType == "group":
		view.CalloutText = "Not applied to your bag yet"
		switch {
		case sp.SpecialType == "promo_code":
			view.CalloutSubtext = "Enter the promo code in your bag."
		case sp.SpecialType == "group":
			view.CalloutSubtext = "Choose this special in your bag; it applies once your ID for the group is on file."
		case sp.MinimumSubtotal > 0:
			view.CalloutSubtext = fmt.Sprintf("It applies once your bag comes to %s after other savings.", sp.MinimumSubtotal.Display())
		default:
			view.CalloutSubtext = "Add products to your bag."
		}
	default:
		more := max(threshold-have, 1)
		view.CalloutText = fmt.Sprintf("Add %d more qualifying %s to unlock this special", more, plural(more, "product", "products"))
		view.CalloutSubtext = fmt.Sprintf("%d of %d in your bag.", have, threshold)
	}
	return view
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// storeSpecialAnswer is StoreSpecialAnswer as written.
type storeSpecialAnswer struct {
	Special                core.Special        `json:"special"`
	Products               []json.RawMessage   `json:"products"`
	QualifyingProductIDs   []int64             `json:"qualifying_product_ids"`
	DiscountableProductIDs []int64             `json:"discountable_product_ids"`
	Status                 *core.SpecialStatus `json:"status"`
}
