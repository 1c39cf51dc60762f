package api

// bagRoutes are the storefront API's calls for the bag, its specials,
// checkout, reservations and loyalty, under /api/v1 and /v1 (docs/api.md).
func (s *server) bagRoutes() []route {
	h := s.handle
	return []route{
		// The bag, its specials and checkout.
		{"GET", "/carts", h(s.getCart), op("getCart", "A cart, priced under the best specials").reads(cartUUID.needed()).returns(CartAnswer{})},
		{"PATCH", "/carts", h(s.updateCart), op("updateCart", "Change what a cart's price depends on besides its lines").takes(CartChangeRequest{}).returns(CartAnswer{})},
		{"POST", "/carts", h(s.createCart), op("createCart", "Make an empty cart at a store").takes(NewCartRequest{}).returns(NewCartAnswer{})},
		{"DELETE", "/carts", h(s.deleteCart), op("deleteCart", "Remove a pending cart").reads(cartUUID, cartUUIDAlias).answersNothing()},
		{"GET", "/carts/get_for_user", h(s.cartForUser), op("getCartForUser", "The signed-in customer's pending cart").reads(inQuery("uuid", "The cart the browser holds, resumed when it is the customer's."),
			inQuery("store_id", "Only a cart at this store.").asInt(), inQuery("app_mode", "Only a cart of this app mode.")).returns(UserCartAnswer{})},
		{"GET", "/carts/get_unavailable_product_ids", h(s.unavailableProductIDs), op("listUnavailableCartProducts", "The cart lines that can no longer be bought as they stand").reads(cartUUID, cartUUIDAlias).returns(UnavailableAnswer{})},
		{"PATCH", "/carts/optimize_specials", h(s.updateCart), op("optimizeCartSpecials", "Price a cart again under the best specials").takes(CartChangeRequest{}).returns(CartAnswer{})},
		{"DELETE", "/carts/changed_special_flag", h(s.clearSpecialFlags), op("clearCartSpecialFlags", "Mark the specials on a cart as seen").reads(cartUUID).mayTake(CartRef{}).returns(CartAnswer{})},
		{"GET", "/carts/lookup_sales_tax_rate", h(s.lookupSalesTaxRate), op("lookupSalesTaxRate", "The sales tax rate an order to an address pays").reads(append([]queryParam{cartUUID.needed()}, addressQuery...)...).returns(SalesTaxAnswer{})},
		{"GET", "/carts/find_bundle_specials", h(s.findBundleSpecials), op("findBundleSpecials", "The bundle specials a cart can use, and what they lack").reads(cartUUID.needed(), inQuery("touched_product_id", "Only the bundles whose sections hold this product.").asInt()).returns(BundlePossibilities{})},
		{"GET", "/pos_cart", h(s.posCart), op("getPOSCart", "A cart's totals for a point of sale").reads(append([]queryParam{cartUUIDAlias.needed()}, addressQuery...)...).returns(POSCartAnswer{})},
		{"GET", "/stores/{id}/specials", h(s.storeSpecialsList), op("listStoreSpecials", "The live specials the shopper sees at a store").returns(StoreSpecials{})},
		{"GET", "/stores/{id}/specials/{specialId}", h(s.storeSpecial), op("getStoreSpecial", "A special with the products it covers").reads(inQuery("cart_uuid", "The shopper's cart, for the special's status on it.")).returns(StoreSpecialAnswer{})},
		{"POST", "/carts/checkout", h(s.checkout), op("checkout", "Check a cart out into a reservation").takes(CheckoutRequest{}).returns(CheckoutAnswer{})},
		{"POST", "/cart_products", h(s.addCartProduct), op("addCartProduct", "Add a product to a cart").takes(AddCartProductRequest{}).returns(NewCartAnswer{})},
		{"PATCH", "/cart_products/{productId}", h(s.updateCartProduct), op("updateCartProduct", "Change a cart line's count or weight").takes(UpdateCartProductRequest{}).returns(CartLineAnswer{})},
		{"DELETE", "/cart_products/{productId}", h(s.deleteCartProduct), op("deleteCartProduct", "Remove a cart line").reads(cartUUIDAlias, inQuery("price_id", "The line's weight.")).mayTake(RemoveCartProductRequest{}).returns(CartAnswer{})},
		{"DELETE", "/cart_products/unavailable", h(s.removeUnavailable), op("removeUnavailableCartProducts", "Remove a cart's unavailable lines").reads(cartUUIDAlias).mayTake(RemoveUnavailableRequest{}).returns(CartAnswer{})},

		// Reservations.
		{"GET", "/reservation_receipts/{uuid}", h(s.getReceipt), op("getReceipt", "A reservation by its receipt's secret uuid").returns(ReservationAnswer{})},
		{"GET", "/reservations", h(s.listReservations), op("listReservations", "The signed-in customer's reservations, a page at a time").reads(pageQuery).returns(ReservationPage{})},
		{"GET", "/reservations/{id}", h(s.getReservation), op("getReservation", "One of the signed-in customer's reservations").returns(ReservationAnswer{})},
		{"POST", "/reservations/{id}/cancel", h(s.cancelReservation), op("cancelReservation", "Cancel one's pending reservation").returns(ReservationAnswer{})},
		{"POST", "/reservation_receipts/{uuid}/cancel", h(s.cancelReceipt), op("cancelReceipt", "Cancel a pending reservation by its receipt").returns(ReservationAnswer{})},
		{"POST", "/reservation_receipts/{uuid}/arrived", h(s.arrived), op("arrived", "Tell the store a curbside shopper has arrived").takes(ArrivalRequest{}).returns(ReservationAnswer{})},

		// Loyalty (CRM), spec section 7.
		{"GET", "/stores/{id}/crm_integration", h(s.crmIntegration), op("getLoyaltyWallet", "The shopper's loyalty wallet at a store").reads(inQuery("crm_member_id", "The member's id, which must be the signed-in customer's."),
			inQuery("auth_code", "The code that unlocks the wallet."), inQuery("email", "The member's address, which must be the signed-in customer's.")).returns(LoyaltyAnswer{})},
		{"POST", "/carts/initiate_crm_auth", h(s.initiateCRMAuth), op("startLoyaltyAuth", "Send a code that unlocks the loyalty wallet").takes(LoyaltyAuthRequest{}).returns(LoyaltyCodeSent{})},
		{"POST", "/carts/apply_crm_redemption", h(s.applyCRMRedemption), op("applyLoyaltyRedemption", "Redeem a loyalty reward on a cart").takes(RedemptionRequest{}).returns(RedemptionAnswer{})},
		{"DELETE", "/carts/remove_crm_redemption", h(s.removeCRMRedemption), op("removeLoyaltyRedemption", "Take a loyalty redemption off a cart").reads(inQuery("id", "The redemption.").asInt(), inQuery("crm_provider", "Its provider.")).mayTake(RedemptionRemoval{}).returns(RedemptionAnswer{})},
	}
}

// kioskRoutes are the in-store kiosk's calls, under /api/v1 and /v1: staff
// bind a device to a store with the store's kiosk PIN, and a device asks
// whether it still is.
func (s *server) kioskRoutes() []route {
	return []route{
		{"POST", "/kiosk/devices", s.handle(s.bindKiosk), op("bindKiosk", "Bind this device to a store as its kiosk").takes(BindKioskRequest{}).returns(KioskBinding{})},
		{"GET", "/kiosk/devices/current", s.handle(s.currentKiosk), op("getKiosk", "The store this kiosk device is bound to").returns(KioskStore{})},
	}
}
