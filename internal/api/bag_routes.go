package api

// BagRoutes are the storefront API's calls for the bag, its specials,
// checkout, reservations and loyalty, under /api/v1 and /v1 (docs/api.md).
func (s *Server) BagRoutes() []Route {
	h := s.Handle
	return []Route{
		// The bag, its specials and checkout.
		{"GET", "/carts", h(s.getCart), Op("getCart", "A cart, priced under the best specials").Reads(CartUUID.Needed()).Returns(CartAnswer{})},
		{"PATCH", "/carts", h(s.updateCart), Op("updateCart", "Change what a cart's price depends on besides its lines").Takes(CartChangeRequest{}).Returns(CartAnswer{})},
		{"POST", "/carts", h(s.createCart), Op("createCart", "Make an empty cart at a store").Takes(NewCartRequest{}).Returns(NewCartAnswer{})},
		{"DELETE", "/carts", h(s.deleteCart), Op("deleteCart", "Remove a pending cart").Reads(CartUUID, CartUUIDAlias).AnswersNothing()},
		{"GET", "/carts/get_for_user", h(s.cartForUser), Op("getCartForUser", "The signed-in customer's pending cart").Reads(InQuery("uuid", "The cart the browser holds, resumed when it is the customer's."),
			InQuery("store_id", "Only a cart at this store.").AsInt(), InQuery("app_mode", "Only a cart of this app mode.")).Returns(UserCartAnswer{})},
		{"GET", "/carts/get_unavailable_product_ids", h(s.unavailableProductIDs), Op("listUnavailableCartProducts", "The cart lines that can no longer be bought as they stand").Reads(CartUUID, CartUUIDAlias).Returns(UnavailableAnswer{})},
		{"PATCH", "/carts/optimize_specials", h(s.updateCart), Op("optimizeCartSpecials", "Price a cart again under the best specials").Takes(CartChangeRequest{}).Returns(CartAnswer{})},
		{"DELETE", "/carts/changed_special_flag", h(s.clearSpecialFlags), Op("clearCartSpecialFlags", "Mark the specials on a cart as seen").Reads(CartUUID).MayTake(CartRef{}).Returns(CartAnswer{})},
		{"GET", "/carts/lookup_sales_tax_rate", h(s.lookupSalesTaxRate), Op("lookupSalesTaxRate", "The sales tax rate an order to an address pays").Reads(append([]QueryParam{CartUUID.Needed()}, AddressQuery...)...).Returns(SalesTaxAnswer{})},
		{"GET", "/carts/find_bundle_specials", h(s.findBundleSpecials), Op("findBundleSpecials", "The bundle specials a cart can use, and what they lack").Reads(CartUUID.Needed(), InQuery("touched_product_id", "Only the bundles whose sections hold this product.").AsInt()).Returns(BundlePossibilities{})},
		{"GET", "/pos_cart", h(s.posCart), Op("getPOSCart", "A cart's totals for a point of sale").Reads(append([]QueryParam{CartUUIDAlias.Needed()}, AddressQuery...)...).Returns(POSCartAnswer{})},
		{"GET", "/stores/{id}/specials", h(s.storeSpecialsList), Op("listStoreSpecials", "The live specials the shopper sees at a store").Returns(StoreSpecials{})},
		{"GET", "/stores/{id}/specials/{specialId}", h(s.storeSpecial), Op("getStoreSpecial", "A special with the products it covers").Reads(InQuery("cart_uuid", "The shopper's cart, for the special's status on it.")).Returns(StoreSpecialAnswer{})},
		{"POST", "/carts/checkout", h(s.checkout), Op("checkout", "Check a cart out into a reservation").Takes(CheckoutRequest{}).Returns(CheckoutAnswer{})},
		{"POST", "/cart_products", h(s.addCartProduct), Op("addCartProduct", "Add a product to a cart").Takes(AddCartProductRequest{}).Returns(NewCartAnswer{})},
		{"PATCH", "/cart_products/{productId}", h(s.updateCartProduct), Op("updateCartProduct", "Change a cart line's count or weight").Takes(UpdateCartProductRequest{}).Returns(CartLineAnswer{})},
		{"DELETE", "/cart_products/{productId}", h(s.deleteCartProduct), Op("deleteCartProduct", "Remove a cart line").Reads(CartUUIDAlias, InQuery("price_id", "The line's weight.")).MayTake(RemoveCartProductRequest{}).Returns(CartAnswer{})},
		{"DELETE", "/cart_products/unavailable", h(s.removeUnavailable), Op("removeUnavailableCartProducts", "Remove a cart's unavailable lines").Reads(CartUUIDAlias).MayTake(RemoveUnavailableRequest{}).Returns(CartAnswer{})},

		// Reservations.
		{"GET", "/reservation_receipts/{uuid}", h(s.getReceipt), Op("getReceipt", "A reservation by its receipt's secret uuid").Returns(ReservationAnswer{})},
		{"GET", "/reservations", h(s.listReservations), Op("listReservations", "The signed-in customer's reservations, a page at a time").Reads(PageQuery).Returns(ReservationPage{})},
		{"GET", "/reservations/{id}", h(s.getReservation), Op("getReservation", "One of the signed-in customer's reservations").Returns(ReservationAnswer{})},
		{"POST", "/reservations/{id}/cancel", h(s.cancelReservation), Op("cancelReservation", "Cancel one's pending reservation").Returns(ReservationAnswer{})},
		{"POST", "/reservation_receipts/{uuid}/cancel", h(s.cancelReceipt), Op("cancelReceipt", "Cancel a pending reservation by its receipt").Returns(ReservationAnswer{})},
		{"POST", "/reservation_receipts/{uuid}/arrived", h(s.arrived), Op("arrived", "Tell the store a curbside shopper has arrived").Takes(ArrivalRequest{}).Returns(ReservationAnswer{})},

		// Loyalty (CRM), spec section 7.
		{"GET", "/stores/{id}/crm_integration", h(s.crmIntegration), Op("getLoyaltyWallet", "The shopper's loyalty wallet at a store").Reads(InQuery("crm_member_id", "The member's id, which must be the signed-in customer's."),
			InQuery("auth_code", "The code that unlocks the wallet."), InQuery("email", "The member's address, which must be the signed-in customer's.")).Returns(LoyaltyAnswer{})},
		{"POST", "/carts/initiate_crm_auth", h(s.initiateCRMAuth), Op("startLoyaltyAuth", "Send a code that unlocks the loyalty wallet").Takes(LoyaltyAuthRequest{}).Returns(LoyaltyCodeSent{})},
		{"POST", "/carts/apply_crm_redemption", h(s.applyCRMRedemption), Op("applyLoyaltyRedemption", "Redeem a loyalty reward on a cart").Takes(RedemptionRequest{}).Returns(RedemptionAnswer{})},
		{"DELETE", "/carts/remove_crm_redemption", h(s.removeCRMRedemption), Op("removeLoyaltyRedemption", "Take a loyalty redemption off a cart").Reads(InQuery("id", "The redemption.").AsInt(), InQuery("crm_provider", "Its provider.")).MayTake(RedemptionRemoval{}).Returns(RedemptionAnswer{})},
	}
}

// KioskRoutes are the in-store kiosk's calls, under /api/v1 and /v1: staff
// bind a device to a store with the store's kiosk PIN, and a device asks
// whether it still is.
func (s *Server) KioskRoutes() []Route {
	return []Route{
		{"POST", "/kiosk/devices", s.Handle(s.bindKiosk), Op("bindKiosk", "Bind this device to a store as its kiosk").Takes(BindKioskRequest{}).Returns(KioskBinding{})},
		{"GET", "/kiosk/devices/current", s.Handle(s.currentKiosk), Op("getKiosk", "The store this kiosk device is bound to").Returns(KioskStore{})},
	}
}
