package bag

import (
	"github.com/pistil/pistil/internal/api/core"
)

// Routes are the storefront API's calls for the bag, its specials,
// checkout, reservations and loyalty, under /api/v1 and /v1 (docs/api.md).
func (s *Server) Routes() []core.Route {
	h := s.Handle
	return []core.Route{
		// The bag, its specials and checkout.
		core.At("GET", "/carts", h(s.getCart), core.Op("getCart", "A cart, priced under the best specials").Reads(core.CartUUID.Needed()).Returns(CartAnswer{})),
		core.At("PATCH", "/carts", h(s.updateCart), core.Op("updateCart", "Change what a cart's price depends on besides its lines").Takes(CartChangeRequest{}).Returns(CartAnswer{})),
		core.At("POST", "/carts", h(s.createCart), core.Op("createCart", "Make an empty cart at a store").Takes(NewCartRequest{}).Returns(NewCartAnswer{})),
		core.At("DELETE", "/carts", h(s.deleteCart), core.Op("deleteCart", "Remove a pending cart").Reads(core.CartUUID, core.CartUUIDAlias).AnswersNothing()),
		core.At("GET", "/carts/get_for_user", h(s.cartForUser), core.Op("getCartForUser", "The signed-in customer's pending cart").Reads(core.InQuery("uuid", "The cart the browser holds, resumed when it is the customer's."),
			core.InQuery("store_id", "Only a cart at this store.").AsInt(), core.InQuery("app_mode", "Only a cart of this app mode.")).Returns(UserCartAnswer{})),
		core.At("GET", "/carts/get_unavailable_product_ids", h(s.unavailableProductIDs), core.Op("listUnavailableCartProducts", "The cart lines that can no longer be bought as they stand").Reads(core.CartUUID, core.CartUUIDAlias).Returns(UnavailableAnswer{})),
		core.At("PATCH", "/carts/optimize_specials", h(s.updateCart), core.Op("optimizeCartSpecials", "Price a cart again under the best specials").Takes(CartChangeRequest{}).Returns(CartAnswer{})),
		core.At("DELETE", "/carts/changed_special_flag", h(s.clearSpecialFlags), core.Op("clearCartSpecialFlags", "Mark the specials on a cart as seen").Reads(core.CartUUID).MayTake(CartRef{}).Returns(CartAnswer{})),
		core.At("GET", "/carts/lookup_sales_tax_rate", h(s.lookupSalesTaxRate), core.Op("lookupSalesTaxRate", "The sales tax rate an order to an address pays").Reads(append([]core.QueryParam{core.CartUUID.Needed()}, core.AddressQuery...)...).Returns(SalesTaxAnswer{})),
		core.At("GET", "/carts/find_bundle_specials", h(s.findBundleSpecials), core.Op("findBundleSpecials", "The bundle specials a cart can use, and what they lack").Reads(core.CartUUID.Needed(), core.InQuery("touched_product_id", "Only the bundles whose sections hold this product.").AsInt()).Returns(BundlePossibilities{})),
		core.At("GET", "/pos_cart", h(s.posCart), core.Op("getPOSCart", "A cart's totals for a point of sale").Reads(append([]core.QueryParam{core.CartUUIDAlias.Needed()}, core.AddressQuery...)...).Returns(POSCartAnswer{})),
		core.At("GET", "/stores/{id}/specials", h(s.storeSpecialsList), core.Op("listStoreSpecials", "The live specials the shopper sees at a store").Returns(core.StoreSpecials{})),
		core.At("GET", "/stores/{id}/specials/{specialId}", h(s.storeSpecial), core.Op("getStoreSpecial", "A special with the products it covers").Reads(core.InQuery("cart_uuid", "The shopper's cart, for the special's status on it.")).Returns(core.StoreSpecialAnswer{})),
		core.At("POST", "/carts/checkout", h(s.checkout), core.Op("checkout", "Check a cart out into a reservation").Takes(CheckoutRequest{}).Returns(core.CheckoutAnswer{})),
		core.At("POST", "/cart_products", h(s.addCartProduct), core.Op("addCartProduct", "Add a product to a cart").Takes(AddCartProductRequest{}).Returns(NewCartAnswer{})),
		core.At("PATCH", "/cart_products/{productId}", h(s.updateCartProduct), core.Op("updateCartProduct", "Change a cart line's count").Takes(UpdateCartProductRequest{}).Returns(CartLineAnswer{})),
		core.At("DELETE", "/cart_products/{productId}", h(s.deleteCartProduct), core.Op("deleteCartProduct", "Remove a cart line").Reads(core.CartUUIDAlias, core.InQuery("price_id", "The line's weight.")).MayTake(RemoveCartProductRequest{}).Returns(CartAnswer{})),
		core.At("DELETE", "/cart_products/unavailable", h(s.removeUnavailable), core.Op("removeUnavailableCartProducts", "Remove a cart's unavailable lines").Reads(core.CartUUIDAlias).MayTake(RemoveUnavailableRequest{}).Returns(CartAnswer{})),

		// Reservations.
		core.At("GET", "/reservation_receipts/{uuid}", h(s.getReceipt), core.Op("getReceipt", "A reservation by its receipt's secret uuid").Returns(core.ReservationAnswer{})),
		core.At("GET", "/reservations", h(s.listReservations), core.Op("listReservations", "The signed-in customer's reservations, a page at a time").Reads(core.PageQuery).Returns(core.ReservationPage{})),
		core.At("GET", "/reservations/{id}", h(s.getReservation), core.Op("getReservation", "One of the signed-in customer's reservations").Returns(core.ReservationAnswer{})),
		core.At("POST", "/reservations/{id}/cancel", h(s.cancelReservation), core.Op("cancelReservation", "Cancel one's pending reservation").Returns(core.ReservationAnswer{})),
		core.At("POST", "/reservation_receipts/{uuid}/cancel", h(s.cancelReceipt), core.Op("cancelReceipt", "Cancel a pending reservation by its receipt").Returns(core.ReservationAnswer{})),
		core.At("POST", "/reservation_receipts/{uuid}/arrived", h(s.arrived), core.Op("arrived", "Tell the store a curbside shopper has arrived").Takes(ArrivalRequest{}).Returns(core.ReservationAnswer{})),

		// Loyalty (CRM), spec section 7.
		core.At("GET", "/stores/{id}/crm_integration", h(s.crmIntegration), core.Op("getLoyaltyWallet", "The shopper's loyalty wallet at a store").Reads(core.InQuery("crm_member_id", "The member's id, which must be the signed-in customer's."),
			core.InQuery("auth_code", "The code that unlocks the wallet."), core.InQuery("email", "The member's address, which must be the signed-in customer's.")).Returns(LoyaltyAnswer{})),
		core.At("POST", "/carts/initiate_crm_auth", h(s.initiateCRMAuth), core.Op("startLoyaltyAuth", "Send a code that unlocks the loyalty wallet").Takes(LoyaltyAuthRequest{}).Returns(LoyaltyCodeSent{})),
		core.At("POST", "/carts/apply_crm_redemption", h(s.applyCRMRedemption), core.Op("applyLoyaltyRedemption", "Redeem a loyalty reward on a cart").Takes(RedemptionRequest{}).Returns(RedemptionAnswer{})),
		core.At("DELETE", "/carts/remove_crm_redemption", h(s.removeCRMRedemption), core.Op("removeLoyaltyRedemption", "Take a loyalty redemption off a cart").Reads(core.InQuery("id", "The redemption.").AsInt(), core.InQuery("crm_provider", "Its provider.")).MayTake(RedemptionRemoval{}).Returns(RedemptionAnswer{})),
	}
}

// KioskRoutes are the in-store kiosk's calls, under /api/v1 and /v1: staff
// bind a device to a store with the store's kiosk PIN, and a device asks
// whether it still is.
func (s *Server) KioskRoutes() []core.Route {
	return []core.Route{
		core.At("POST", "/kiosk/devices", s.Handle(s.bindKiosk), core.Op("bindKiosk", "Bind this device to a store as its kiosk").Takes(BindKioskRequest{}).Returns(KioskBinding{})),
		core.At("GET", "/kiosk/devices/current", s.Handle(s.currentKiosk), core.Op("getKiosk", "The store this kiosk device is bound to").Returns(KioskStore{})),
	}
}
