package api

// ShopRoutes are the storefront API's calls for stores, partners,
// products, brands and reviews, under /api/v1 and /v1 (docs/api.md).
func (s *Server) ShopRoutes() []Route {
	h := s.Handle
	return []Route{
		{"GET", "/bootstrap", h(s.bootstrap), Op("bootstrap", "Give an anonymous shopper a device id").Returns(DeviceID{})},
		// Stores, partners, products, brands and reviews.
		{"GET", "/stores", h(s.listStores), Op("listStores", "Stores near the shopper, or of a partner or state").Reads(InQuery("country_code", "Only the stores of this country."), InQuery("state", "Only the stores of this state or province.")).Returns(StoreList{})},
		{"GET", "/stores/{id}", h(s.getStore), Op("getStore", "A store").Returns(StoreAnswer{})},
		{"GET", "/partners/{id}", h(s.GetPartner), Op("getPartner", "A partner's public settings").Returns(PartnerAnswer{})},
		{"GET", "/stores/{id}/reviews", h(s.listReviews(false)), Op("listStoreReviews", "A store's reviews, a page at a time").Reads(PageQuery).Returns(ReviewPage{})},
		{"GET", "/stores/{id}/schedule", h(s.storeSchedule), Op("getStoreSchedule", "A store's schedules and reservation windows").Reads(InQuery("reservation_mode", "The mode whose windows to list; the store's first by default."), InQuery("zipcode", "Where a delivery goes."), InQuery("lat", "").AsNumber(), InQuery("lng", "").AsNumber()).Returns(StoreSchedule{})},
		{"GET", "/products", h(s.listProducts), Op("listProducts", "Products near the shopper across stores").Reads(DiscoverParams...).Returns(ProductPage{})},
		{"GET", "/collections", h(s.listCollections), Op("listCollections", "Curated collections with products near the shopper").Reads(LocatedQuery...).Returns(CollectionList{})},
		{"GET", "/brands/cash_back", h(s.cashBackBrands), Op("listCashBackBrands", "Brands with live cash-back specials").Returns(CashBackBrandList{})},
		{"GET", "/products/{id}", h(s.getMenuProduct), Op("getMenuProduct", "A store's menu product").Reads(StoreQuery).Returns(MenuProductAnswer{})},
		{"GET", "/materialized_menu_products", h(s.materializedMenuProducts), Op("listMenuProducts", "A store's visible menu products").Reads(StoreQuery, InQuery("product_id", "Only these products: ids, comma-separated or the parameter repeated.")).Returns(MenuProductList{})},
		{"GET", "/products/{id}/reviews", h(s.listReviews(true)), Op("listProductReviews", "A product's reviews, a page at a time").Reads(PageQuery).Returns(ReviewPage{})},
		{"POST", "/products/{id}/reviews", h(s.writeReview), Op("writeReview", "Review a product").Takes(ReviewRequest{}).Returns(ReviewAnswer{})},
		{"POST", "/reviews/{id}/upvote", h(s.upvoteReview), Op("upvoteReview", "Upvote a review").Returns(UpvoteAnswer{})},
		{"PATCH", "/reviews/{id}", h(s.editReview), Op("editReview", "Change one's own review").Takes(ReviewRequest{}).Returns(ReviewAnswer{})},
		{"DELETE", "/reviews/{id}", h(s.deleteReview), Op("deleteReview", "Remove one's own review").AnswersNothing()},
		{"GET", "/products/{id}/stores", h(s.productStores), Op("listProductStores", "A product with every store that sells it").Returns(ProductStoresAnswer{})},
		{"GET", "/brands", h(s.listBrands), Op("listBrands", "Brands").Returns(BrandList{})},
		{"GET", "/brands/{id}", h(s.getBrand), Op("getBrand", "A brand").Returns(BrandAnswer{})},
		{"GET", "/brands/{id}/products", h(s.brandProducts), Op("listBrandProducts", "A brand's products").Returns(BrandProductList{})},
	}
}
