package core

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/specials"
	"github.com/pistil/pistil/internal/storage"
)

// SpecialPricing prices a store's menu under its specials at one moment, with
// the same function the cart charges by (pricing.BestUnitPrice).
type specialPricing struct {
	Store    *catalog.Store
	Specials []catalog.Special
	now      time.Time
	// units keeps the unit prices MarkSpecialPrices worked out that a
	// special lowers, so that rendering the same menu does not run the
	// engine again; once marked, an offer not there is at its regular
	// price. Read-only once marked.
	units  map[unitKey]pricing.UnitOffer
	marked bool
}

type unitKey struct {
	menuProductID int64
	weight        catalog.Weight
}

// unit is the price of one unit of weight w of m under the specials.
func (sp *specialPricing) unit(m *catalog.MenuProduct, w catalog.Weight) pricing.UnitOffer {
	if u, ok := sp.units[unitKey{m.ID, w}]; ok {
		return u
	}
	if sp.marked {
		return pricing.BestUnitPrice(nil, sp.Store, m, w, sp.now) // the regular price
	}
	return pricing.BestUnitPrice(sp.Specials, sp.Store, m, w, sp.now)
}

// nextChange is the first start or end of a special after now: the moment
// the menu's prices may change without the menu itself changing; zero when
// no special starts or ends later.
func (sp *specialPricing) nextChange() time.Time {
	var next time.Time
	for _, s := range sp.Specials {
		for _, t := range []*time.Time{s.StartTime, s.EndTime} {
			if t != nil && t.After(sp.now) && (next.IsZero() || t.Before(next)) {
				next = *t
			}
		}
	}
	return next
}

// percentText is a discount percentage as the wire shows it ("25.0"): the
// rounded reduction of spec section 5.
func percentText(regular, price money.Cents) string {
	if regular <= 0 || price <= 0 || regular == price {
		return ""
	}
	pct := (int64(regular-price)*200 + int64(regular)) / (2 * int64(regular)) // rounded half up
	return strconv.FormatInt(pct, 10) + ".0"
}

// apply fills a menu product's special fields: per weight the discounted
// price and the special_price object, the specials that apply, and the
// cash-back brand specials' prices.
func (sp *specialPricing) apply(out *MenuProduct, m *catalog.MenuProduct) {
	storeIDs, brandIDs, qualify, discount := []int64{}, []int64{}, []int64{}, []int64{}
	cashBack := map[catalog.Weight]BrandSpecialPrice{}
	// The brand specials limited to user segments that cover the product, by
	// id, with their include and exclude segments (spec sections 3 and 5):
	// what a client needs to tell whether one is visible to a shopper.
	included, excluded := map[int64][]int64{}, map[int64][]int64{}
	for i := range sp.Specials {
		s := &sp.Specials[i]
		in, ex := s.Rules.Include.UserSegmentIDs, s.Rules.Exclude.UserSegmentIDs
		if s.ProductBrandID != 0 && (len(in) > 0 || len(ex) > 0) && specials.Live(s, sp.now) && s.PromoCode == "" &&
			specials.OnProducts(s) && specials.Applies(s, sp.Store, m) {
			included[s.ID], excluded[s.ID] = NonNilSlice(in), NonNilSlice(ex)
		}
		if !specials.Shown(s, sp.now) || !specials.OnProducts(s) || !specials.Applies(s, sp.Store, m) {
			continue
		}
		if s.SpecialType == "bundle" || s.SpecialType == "buy_x_get_y" {
			if specials.InSection(s.Rules.Base, sp.Store, m) && specials.InSection(s.Rules.Qualifier, sp.Store, m) {
				qualify = append(qualify, s.ID)
			}
			if specials.InSection(s.Rules.Base, sp.Store, m) && specials.InSection(s.Rules.Discountable, sp.Store, m) {
				discount = append(discount, s.ID)
			}
		}
		if s.ProductBrandID != 0 {
			brandIDs = append(brandIDs, s.ID)
		} else {
			storeIDs = append(storeIDs, s.ID)
		}
		if !s.CashBack {
			continue
		}
		for _, o := range m.Offers {
			if _, taken := cashBack[o.PriceID]; o.Price > 0 && specials.CoversWeight(s, o.PriceID) && !taken {
				back := BrandSpecialPrice{BrandSpecialID: s.ID, DiscountLabel: s.DiscountLabel, Price: o.Price.String(), Title: s.Title}
				if s.GoldDiscountPercent > 0 && s.DiscountType == "percent" {
					back.GoldDiscountLabel = fmt.Sprintf("%s%% back for Gold members",
						strconv.FormatFloat(min(100, s.DiscountPercent+s.GoldDiscountPercent), 'f', -1, 64))
				}
				cashBack[o.PriceID] = back
			}
		}
	}
	first := sp.discountWeights(out, m)
	if first != nil {
		id, title := first.ID, first.Title
		out.SpecialID, out.SpecialTitle = &id, &title
	}
	out.ApplicableSpecialIDs = storeIDs
	out.ApplicableBundleSpecialIDs = BundleSpecialIDs{Qualify: qualify, Discount: discount}
	out.ApplicableBrandSpecialIDs = brandIDs
	out.HasBrandDiscount = len(brandIDs) > 0
	out.BrandSpecialPrices = cashBack
	out.ApplicableBrandSpecialsIncludedUserSegments = included
	out.ApplicableBrandSpecialsExcludedUserSegments = excluded
}

// discountWeights sets the discounted price and the special_price object of each
// of m's weights a special lowers, and answers the first such special (nil
// when none does).
func (sp *specialPricing) discountWeights(out *MenuProduct, m *catalog.MenuProduct) (first *catalog.Special) {
	if out.weights == nil {
		out.weights = make([]byWeight, len(catalog.Weights))
	}
	for _, o := range m.Offers {
		unit := sp.unit(m, o.PriceID)
		i, known := weightIndex(o.PriceID)
		if unit.Special == nil || !known {
			continue
		}
		s := unit.Special
		k := &out.weights[i]
		k.discounted, k.hasDiscounted = unit.Price, true
		k.special = &SpecialPrice{SpecialID: s.ID, Price: unit.Regular.String(), DiscountPrice: unit.Price.String(),
			DiscountAmount: unit.Regular - unit.Price, DiscountType: s.DiscountType,
			DiscountPercent: percentText(unit.Regular, unit.Price), SpecialCustomBadge: s.DiscountLabel}
		if first == nil {
			first = s
		}
	}
	return first
}

// LoadSpecialPricing reads what a store's menu prices depend on besides the
// menu: the store and the specials that may apply there.
func LoadSpecialPricing(ctx context.Context, db *storage.DB, storeID int64) (*specialPricing, error) {
	store, err := db.Store(ctx, storeID)
	if err != nil {
		return nil, err
	}
	list, err := db.StoreSpecials(ctx, storeID)
	if err != nil {
		return nil, err
	}
	return &specialPricing{Store: &store.Store, Specials: list, now: db.Now()}, nil
}

func (s *Server) SpecialPricing(ctx context.Context, storeID int64) (*specialPricing, error) {
	return LoadSpecialPricing(ctx, s.DB, storeID)
}

// MarkSpecialPrices sets each offer's SpecialPrice, so the menu's index sorts,
// filters and buckets by what the shopper pays.
func (sp *specialPricing) MarkSpecialPrices(menu []catalog.MenuProduct) {
	sp.units, sp.marked = map[unitKey]pricing.UnitOffer{}, true
	if len(sp.Specials) == 0 {
		return // nothing lowers a price
	}
	for i := range menu {
		m := &menu[i]
		for j := range m.Offers {
			u := pricing.BestUnitPrice(sp.Specials, sp.Store, m, m.Offers[j].PriceID, sp.now)
			if u.Special != nil || u.Price != u.Regular {
				sp.units[unitKey{m.ID, m.Offers[j].PriceID}] = u
			}
			if u.Special != nil {
				m.Offers[j].SpecialPrice = u.Price
			}
		}
	}
}
