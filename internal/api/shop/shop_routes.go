package shop

import (
	"github.com/pistil/pistil/internal/api/core"
)

// Routes are the storefront API's calls for stores, partners,
// products, brands and reviews, under /api/v1 and /v1 (docs/api.md).
func (s *Server) Routes() []core.Route {
	h := s.Handle
	return []core.Route{
		core.At("GET", "/bootstrap", h(s.bootstrap), core.Op("bootstrap", "Give an anonymous shopper a device id").Returns(DeviceID{})),
		// Stores, partners, products, brands and reviews.
		core.At("GET", "/stores", h(s.listStores), core.Op("listStores", "Every store, or those of a country or state").Reads(core.InQuery("country_code", "Only the stores of this country."), core.InQuery("state", "Only the stores of this state or province.")).Returns(StoreList{})),
		core.At("GET", "/stores/{id}", h(s.getStore), core.Op("getStore", "A store").Returns(StoreAnswer{})),
		core.At("GET", "/partners/{id}", h(s.GetPartner), core.Op("getPartner", "A partner's public settings").Returns(core.PartnerAnswer{})),
		core.At("GET", "/stores/{id}/reviews", h(s.listReviews(false)), core.Op("listStoreReviews", "A store's reviews, a page at a time").Reads(core.PageQuery).Returns(ReviewPage{})),
		core.At("GET", "/stores/{id}/schedule", h(s.storeSchedule), core.Op("getStoreSchedule", "A store's schedules and reservation windows").Reads(core.InQuery("reservation_mode", "The mode whose windows to list; the store's first by default."), core.InQuery("zipcode", "Where a delivery goes."), core.InQuery("lat", "").AsNumber(), core.InQuery("lng", "").AsNumber()).Returns(StoreSchedule{})),
		core.At("GET", "/places", h(s.listPlaces), core.Op("listPlaces", "Cities and ZIP or postal codes with stores, by what was typed or near a position").Reads(core.InQuery("query", "What the shopper typed: the start of a city's name or of a code."), core.InQuery("lat", "A position to name: with long, instead of query.").AsNumber(), core.InQuery("long", "").AsNumber()).Returns(PlaceList{})),
		core.At("GET", "/products", h(s.listProducts), core.Op("listProducts", "Products near the shopper across stores").Reads(core.DiscoverParams...).Returns(ProductPage{})),
		core.At("GET", "/collections", h(s.listCollections), core.Op("listCollections", "Curated collections with products near the shopper").Reads(core.LocatedQuery...).Returns(CollectionList{})),
		core.At("GET", "/brands/cash_back", h(s.cashBackBrands), core.Op("listCashBackBrands", "Brands with live cash-back specials").Returns(CashBackBrandList{})),
		core.At("GET", "/products/{id}", h(s.getMenuProduct), core.Op("getMenuProduct", "A store's menu product").Reads(core.StoreQuery).Returns(core.MenuProductAnswer{})),
		core.At("GET", "/materialized_menu_products", h(s.materializedMenuProducts), core.Op("listMenuProducts", "A store's visible menu products").Reads(core.StoreQuery, core.InQuery("product_id", "Only these products: ids, comma-separated or the parameter repeated.")).Returns(core.MenuProductList{})),
		core.At("GET", "/products/{id}/reviews", h(s.listReviews(true)), core.Op("listProductReviews", "A product's reviews, a page at a time").Reads(core.PageQuery).Returns(ReviewPage{})),
		core.At("POST", "/products/{id}/reviews", h(s.writeReview), core.Op("writeReview", "Review a product").Takes(ReviewRequest{}).Returns(ReviewAnswer{})),
		core.At("POST", "/reviews/{id}/upvote", h(s.upvoteReview), core.Op("upvoteReview", "Upvote a review").Returns(UpvoteAnswer{})),
		core.At("PATCH", "/reviews/{id}", h(s.editReview), core.Op("editReview", "Change one's own review").Takes(ReviewRequest{}).Returns(ReviewAnswer{})),
		core.At("DELETE", "/reviews/{id}", h(s.deleteReview), core.Op("deleteReview", "Remove one's own review").AnswersNothing()),
		core.At("GET", "/products/{id}/stores", h(s.productStores), core.Op("listProductStores", "A product with every store that sells it").Returns(ProductStoresAnswer{})),
		core.At("GET", "/brands", h(s.listBrands), core.Op("listBrands", "Brands").Returns(BrandList{})),
		core.At("GET", "/brands/{id}", h(s.getBrand), core.Op("getBrand", "A brand").Returns(BrandAnswer{})),
		core.At("GET", "/brands/{id}/products", h(s.brandProducts), core.Op("listBrandProducts", "A brand's products").Returns(BrandProductList{})),
	}
}
