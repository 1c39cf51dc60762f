package api

// shopRoutes are the storefront API's calls for stores, partners,
// products, brands and reviews, under /api/v1 and /v1 (docs/api.md).
func (s *server) shopRoutes() []route {
	h := s.handle
	return []route{
		{"GET", "/bootstrap", h(s.bootstrap), op("bootstrap", "Give an anonymous shopper a device id").returns(DeviceID{})},
		// Stores, partners, products, brands and reviews.
		{"GET", "/stores", h(s.listStores), op("listStores", "Stores near the shopper, or of a partner or state").reads(inQuery("country_code", "Only the stores of this country."), inQuery("state", "Only the stores of this state or province.")).returns(StoreList{})},
		{"GET", "/stores/{id}", h(s.getStore), op("getStore", "A store").returns(StoreAnswer{})},
		{"GET", "/partners/{id}", h(s.getPartner), op("getPartner", "A partner's public settings").returns(PartnerAnswer{})},
		{"GET", "/stores/{id}/reviews", h(s.listReviews(false)), op("listStoreReviews", "A store's reviews, a page at a time").reads(pageQuery).returns(ReviewPage{})},
		{"GET", "/stores/{id}/schedule", h(s.storeSchedule), op("getStoreSchedule", "A store's schedules and reservation windows").reads(inQuery("reservation_mode", "The mode whose windows to list; the store's first by default."), inQuery("zipcode", "Where a delivery goes."), inQuery("lat", "").asNumber(), inQuery("lng", "").asNumber()).returns(StoreSchedule{})},
		{"GET", "/products", h(s.listProducts), op("listProducts", "Products near the shopper across stores").reads(discoverParams...).returns(ProductPage{})},
		{"GET", "/collections", h(s.listCollections), op("listCollections", "Curated collections with products near the shopper").reads(locatedQuery...).returns(CollectionList{})},
		{"GET", "/brands/cash_back", h(s.cashBackBrands), op("listCashBackBrands", "Brands with live cash-back specials").returns(CashBackBrandList{})},
		{"GET", "/products/{id}", h(s.getMenuProduct), op("getMenuProduct", "A store's menu product").reads(storeQuery).returns(MenuProductAnswer{})},
		{"GET", "/materialized_menu_products", h(s.materializedMenuProducts), op("listMenuProducts", "A store's visible menu products").reads(storeQuery, inQuery("product_id", "Only these products: ids, comma-separated or the parameter repeated.")).returns(MenuProductList{})},
		{"GET", "/products/{id}/reviews", h(s.listReviews(true)), op("listProductReviews", "A product's reviews, a page at a time").reads(pageQuery).returns(ReviewPage{})},
		{"POST", "/products/{id}/reviews", h(s.writeReview), op("writeReview", "Review a product").takes(ReviewRequest{}).returns(ReviewAnswer{})},
		{"POST", "/reviews/{id}/upvote", h(s.upvoteReview), op("upvoteReview", "Upvote a review").returns(UpvoteAnswer{})},
		{"PATCH", "/reviews/{id}", h(s.editReview), op("editReview", "Change one's own review").takes(ReviewRequest{}).returns(ReviewAnswer{})},
		{"DELETE", "/reviews/{id}", h(s.deleteReview), op("deleteReview", "Remove one's own review").answersNothing()},
		{"GET", "/products/{id}/stores", h(s.productStores), op("listProductStores", "A product with every store that sells it").returns(ProductStoresAnswer{})},
		{"GET", "/brands", h(s.listBrands), op("listBrands", "Brands").returns(BrandList{})},
		{"GET", "/brands/{id}", h(s.getBrand), op("getBrand", "A brand").returns(BrandAnswer{})},
		{"GET", "/brands/{id}/products", h(s.brandProducts), op("listBrandProducts", "A brand's products").returns(BrandProductList{})},
	}
}
