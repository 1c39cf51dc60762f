// Generated from internal/api/openapi.json by scripts/contract.mjs (npm run contract): do not edit.
// The server's wire types; use components['schemas'][...] and the operations' answers from here.

export interface paths {
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API's description: OpenAPI 3.1 */
        get: operations["getOpenAPI"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/google_oauth2/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a Google ID token
         * @description Also answered at /v1/auth/google_oauth2/callback.
         */
        post: operations["signOnWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bootstrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Give an anonymous shopper a device id
         * @description Also answered at /v1/bootstrap.
         */
        get: operations["bootstrap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brands
         * @description Also answered at /v1/brands.
         */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brands/cash_back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brands with live cash-back specials
         * @description Also answered at /v1/brands/cash_back.
         */
        get: operations["listCashBackBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand
         * @description Also answered at /v1/brands/{id}.
         */
        get: operations["getBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brands/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand's products
         * @description Also answered at /v1/brands/{id}/products.
         */
        get: operations["listBrandProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to a cart
         * @description Also answered at /v1/cart_products.
         */
        post: operations["addCartProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart_products/unavailable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a cart's unavailable lines
         * @description Also answered at /v1/cart_products/unavailable.
         */
        delete: operations["removeUnavailableCartProducts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart_products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a cart line
         * @description Also answered at /v1/cart_products/{productId}.
         */
        delete: operations["deleteCartProduct"];
        options?: never;
        head?: never;
        /**
         * Change a cart line's count or weight
         * @description Also answered at /v1/cart_products/{productId}.
         */
        patch: operations["updateCartProduct"];
        trace?: never;
    };
    "/api/v1/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cart, priced under the best specials
         * @description Also answered at /v1/carts.
         */
        get: operations["getCart"];
        put?: never;
        /**
         * Make an empty cart at a store
         * @description Also answered at /v1/carts.
         */
        post: operations["createCart"];
        /**
         * Remove a pending cart
         * @description Also answered at /v1/carts.
         */
        delete: operations["deleteCart"];
        options?: never;
        head?: never;
        /**
         * Change what a cart's price depends on besides its lines
         * @description Also answered at /v1/carts.
         */
        patch: operations["updateCart"];
        trace?: never;
    };
    "/api/v1/carts/apply_crm_redemption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a loyalty reward on a cart
         * @description Also answered at /v1/carts/apply_crm_redemption.
         */
        post: operations["applyLoyaltyRedemption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/changed_special_flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Mark the specials on a cart as seen
         * @description Also answered at /v1/carts/changed_special_flag.
         */
        delete: operations["clearCartSpecialFlags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cart out into a reservation
         * @description Also answered at /v1/carts/checkout.
         */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/find_bundle_specials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bundle specials a cart can use, and what they lack
         * @description Also answered at /v1/carts/find_bundle_specials.
         */
        get: operations["findBundleSpecials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/get_for_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's pending cart
         * @description Also answered at /v1/carts/get_for_user.
         */
        get: operations["getCartForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/get_unavailable_product_ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart lines that can no longer be bought as they stand
         * @description Also answered at /v1/carts/get_unavailable_product_ids.
         */
        get: operations["listUnavailableCartProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/initiate_crm_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a code that unlocks the loyalty wallet
         * @description Also answered at /v1/carts/initiate_crm_auth.
         */
        post: operations["startLoyaltyAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/lookup_sales_tax_rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales tax rate an order to an address pays
         * @description Also answered at /v1/carts/lookup_sales_tax_rate.
         */
        get: operations["lookupSalesTaxRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/optimize_specials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Price a cart again under the best specials
         * @description Also answered at /v1/carts/optimize_specials.
         */
        patch: operations["optimizeCartSpecials"];
        trace?: never;
    };
    "/api/v1/carts/remove_crm_redemption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a loyalty redemption off a cart
         * @description Also answered at /v1/carts/remove_crm_redemption.
         */
        delete: operations["removeLoyaltyRedemption"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Curated collections with products near the shopper
         * @description Also answered at /v1/collections.
         */
        get: operations["listCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the help team a message
         * @description Also answered at /v1/contact.
         */
        post: operations["contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's identification document
         * @description Also answered at /v1/documents.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the identification document: names, birth date, photos
         * @description Also answered at /v1/documents.
         */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/api/v1/documents/photos/{slot}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One photo of the signed-in customer's document
         * @description Also answered at /v1/documents/photos/{slot}.
         */
        get: operations["getDocumentPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/headless/embed.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The headless mode's loader script
         * @description Also answered at /v1/headless/embed.js.
         */
        get: operations["getHeadlessLoader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kiosk/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind this device to a store as its kiosk
         * @description Also answered at /v1/kiosk/devices.
         */
        post: operations["bindKiosk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kiosk/devices/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store this kiosk device is bound to
         * @description Also answered at /v1/kiosk/devices/current.
         */
        get: operations["getKiosk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/materialized_menu_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's visible menu products
         * @description Also answered at /v1/materialized_menu_products.
         */
        get: operations["listMenuProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operators/{id}/embed.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operator embed's loader script
         * @description Also answered at /v1/operators/{id}/embed.js.
         */
        get: operations["getOperatorEmbedLoader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's public settings
         * @description Also answered at /v1/partners/{id}.
         */
        get: operations["getPartner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password with a reset link's token
         * @description Also answered at /v1/passwords.
         */
        put: operations["resetPassword"];
        /**
         * Mail a password reset link
         * @description Also answered at /v1/passwords.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pos_cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cart's totals for a point of sale
         * @description Also answered at /v1/pos_cart.
         */
        get: operations["getPOSCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products near the shopper across stores
         * @description Also answered at /v1/products.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's menu product
         * @description Also answered at /v1/products/{id}.
         */
        get: operations["getMenuProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's reviews, a page at a time
         * @description Also answered at /v1/products/{id}/reviews.
         */
        get: operations["listProductReviews"];
        put?: never;
        /**
         * Review a product
         * @description Also answered at /v1/products/{id}/reviews.
         */
        post: operations["writeReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product with every store that sells it
         * @description Also answered at /v1/products/{id}/stores.
         */
        get: operations["listProductStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservation_receipts/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A reservation by its receipt's secret uuid
         * @description Also answered at /v1/reservation_receipts/{uuid}.
         */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservation_receipts/{uuid}/arrived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the store a curbside shopper has arrived
         * @description Also answered at /v1/reservation_receipts/{uuid}/arrived.
         */
        post: operations["arrived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservation_receipts/{uuid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending reservation by its receipt
         * @description Also answered at /v1/reservation_receipts/{uuid}/cancel.
         */
        post: operations["cancelReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's reservations, a page at a time
         * @description Also answered at /v1/reservations.
         */
        get: operations["listReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in customer's reservations
         * @description Also answered at /v1/reservations/{id}.
         */
        get: operations["getReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one's pending reservation
         * @description Also answered at /v1/reservations/{id}/cancel.
         */
        post: operations["cancelReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one's own review
         * @description Also answered at /v1/reviews/{id}.
         */
        delete: operations["deleteReview"];
        options?: never;
        head?: never;
        /**
         * Change one's own review
         * @description Also answered at /v1/reviews/{id}.
         */
        patch: operations["editReview"];
        trace?: never;
    };
    "/api/v1/reviews/{id}/upvote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upvote a review
         * @description Also answered at /v1/reviews/{id}/upvote.
         */
        post: operations["upvoteReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with an address and password
         * @description Also answered at /v1/sessions.
         */
        post: operations["login"];
        /**
         * Log out of this session
         * @description Also answered at /v1/sessions.
         */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a waiting login a new code
         * @description Also answered at /v1/sessions/resend.
         */
        post: operations["resendLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a login with its verification code
         * @description Also answered at /v1/sessions/verify.
         */
        post: operations["verifyLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's reservations, a page at a time
         * @description Also answered at /v1/staff/reservations.
         */
        get: operations["listStaffReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the store's reservations
         * @description Also answered at /v1/staff/reservations/{id}.
         */
        get: operations["getStaffReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a reservation on, cancel it, or message the shopper
         * @description Also answered at /v1/staff/reservations/{id}.
         */
        patch: operations["updateStaffReservation"];
        trace?: never;
    };
    "/api/v1/staff/user_segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user segments the store's staff manage
         * @description Also answered at /v1/staff/user_segments.
         */
        get: operations["listStaffSegments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/user_segments/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A staff segment's members
         * @description Also answered at /v1/staff/user_segments/{id}/members.
         */
        get: operations["listStaffSegmentMembers"];
        put?: never;
        /**
         * Put a customer in a staff segment
         * @description Also answered at /v1/staff/user_segments/{id}/members.
         */
        post: operations["addStaffSegmentMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/user_segments/{id}/members/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a customer out of a staff segment
         * @description Also answered at /v1/staff/user_segments/{id}/members/{customerId}.
         */
        delete: operations["removeStaffSegmentMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stores near the shopper, or of a partner or state
         * @description Also answered at /v1/stores.
         */
        get: operations["listStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store
         * @description Also answered at /v1/stores/{id}.
         */
        get: operations["getStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/crm_integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopper's loyalty wallet at a store
         * @description Also answered at /v1/stores/{id}/crm_integration.
         */
        get: operations["getLoyaltyWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/embed.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The embedded menu's loader script
         * @description Also answered at /v1/stores/{id}/embed.js.
         */
        get: operations["getStoreEmbedLoader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/frameless.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The frameless store's loader script
         * @description Also answered at /v1/stores/{id}/frameless.js.
         */
        get: operations["getFramelessLoader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/menu.html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The menu as an HTML fragment for a partner's server
         * @description Also answered at /v1/stores/{id}/menu.html.
         */
        get: operations["getFramelessMenuHTML"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/reports/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reservations and amounts per day and campaign
         * @description Also answered at /v1/stores/{id}/reports/campaigns.
         */
        get: operations["getCampaignReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/reports/campaigns.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaign report as CSV
         * @description Also answered at /v1/stores/{id}/reports/campaigns.csv.
         */
        get: operations["getCampaignReportCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/reports/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Collected analytics events per day
         * @description Also answered at /v1/stores/{id}/reports/events.
         */
        get: operations["getEventReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/reports/events.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event report as CSV
         * @description Also answered at /v1/stores/{id}/reports/events.csv.
         */
        get: operations["getEventReportCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/reports/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Impressions, clicks, adds and reservations per day, product and placement
         * @description Also answered at /v1/stores/{id}/reports/products.
         */
        get: operations["getProductReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/reports/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product report as CSV
         * @description Also answered at /v1/stores/{id}/reports/products.csv.
         */
        get: operations["getProductReportCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's reviews, a page at a time
         * @description Also answered at /v1/stores/{id}/reviews.
         */
        get: operations["listStoreReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's schedules and reservation windows
         * @description Also answered at /v1/stores/{id}/schedule.
         */
        get: operations["getStoreSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/specials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live specials the shopper sees at a store
         * @description Also answered at /v1/stores/{id}/specials.
         */
        get: operations["listStoreSpecials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}/specials/{specialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A special with the products it covers
         * @description Also answered at /v1/stores/{id}/specials/{specialId}.
         */
        get: operations["getStoreSpecial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in customer's profile
         * @description Also answered at /v1/users.
         */
        put: operations["updateProfile"];
        /**
         * Register: mail a link that makes the account
         * @description Also answered at /v1/users.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the account of a mailed registration link and sign it in
         * @description Also answered at /v1/users/confirmation.
         */
        post: operations["confirmSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/id_tokens/apple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with an Apple ID token
         * @description Also answered at /v1/users/id_tokens/apple.
         */
        post: operations["signOnWithApple"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in customer's password
         * @description Also answered at /v1/users/password.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer, or null for a guest
         * @description Also answered at /v1/whoami.
         */
        get: operations["whoami"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collect/v1/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an error in a shopper's browser */
        post: operations["collectClientError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collect/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect tracked events, page views and ecommerce events */
        post: operations["collectEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collect/v1/identify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect an identity call */
        post: operations["collectIdentify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collect/v1/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect search-insights events */
        post: operations["collectInsights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/frameless/embed.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The one script a frameless partner includes */
        get: operations["getFramelessEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/headless/embed.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The headless mode's loader script, outside the API prefixes */
        get: operations["getHeadlessLoaderAtRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alive */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/products/{folder}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The illustration of a default product photo */
        get: operations["getProductIllustration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/event/1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record products shown */
        post: operations["merchImpression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/event/2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a click on a product */
        post: operations["merchClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/event/3e": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an order placed in a point of sale from a placement */
        post: operations["merchExternalCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/event/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a shopper's session events */
        post: operations["merchSessionEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Facet counts over the products a filter and query match */
        post: operations["merchFacets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/multi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Several placements' products at once */
        post: operations["merchMulti"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/smart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A placement's products */
        post: operations["merchSmart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/smartpage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products by their object ids */
        post: operations["merchSmartpage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/virtual-budtender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products for a plain-language request */
        post: operations["virtualBudtender"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merch/v2/virtual-budtender/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Requests that find products on this menu */
        post: operations["virtualBudtenderQueries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready: the database answers, every migration applied */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The crawlers' rules */
        get: operations["getRobots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store's menu and visible product page */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Address is where a delivery goes. */
        Address: {
            city?: string;
            lat?: number;
            lng?: number;
            state_code?: string;
            street?: string;
            zipcode?: string;
        };
        /** @description Address is where a delivery goes. */
        AddressInput: {
            city?: string;
            lat?: number;
            lng?: number;
            state_code?: string;
            street?: string;
            zipcode?: string;
        };
        /** @description Breadcrumb is one of the last log entries written before the error. */
        BreadcrumbInput: {
            /**
             * @description At is when the entry was written, in milliseconds since the epoch, as
             *     the browser's clock said.
             */
            at?: number;
            level?: string;
            message?: string;
        };
        /** @description BudtenderProduct is a product the virtual budtender suggests. */
        BudtenderProduct: {
            ad_token: string;
            object_id: string;
            /**
             * @description PriceID is the weight suggested.
             * @enum {string}
             */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            reasoning: string;
            /** @description Score is how well it fits, from 0 to 1. */
            score: number;
            search_attributes: unknown;
        };
        /** @description CampaignCounts are how many reservations, for how much. */
        CampaignCounts: {
            amount: number;
            reservations: number;
        };
        /** @description CampaignReportRow is a day's reservations from a campaign ("" tags for none). */
        CampaignReportRow: {
            amount: number;
            day: string;
            reservations: number;
            utm_campaign: string;
            utm_medium: string;
            utm_source: string;
        };
        /** @description CheckoutContact says whether the checkout's e-mail address has an account (spec section 3: a guest is offered to make one). */
        CheckoutContact: {
            is_registered: boolean;
        };
        /** @description CollectedEvent is one tracked event of a batch. */
        CollectedEventInput: {
            name: string;
            productId?: number | string;
            /**
             * @description Properties are the event's own, an object of at most
             *     analytics.MaxProperties keys.
             */
            properties?: unknown;
            storeId?: number | string;
        };
        /** @description Credentials are a login's or registration's address, password and, for a registration, names. */
        CredentialsInput: {
            email?: string;
            first_name?: string;
            last_name?: string;
            password?: string;
        };
        /** @description Customer is the signed-in customer, in the wire shape clients expect (camelCase, as spec section 3 names it). */
        Customer: {
            /** @description Authenticated is always true: a guest has no customer. */
            authenticated: boolean;
            avatar: string | null;
            birth_date: string | null;
            email: string;
            externalId: string | null;
            firstName: string;
            /** @description Gold says the customer is a gold member, since GoldSince. */
            gold: boolean;
            goldSince: string | null;
            id: number;
            lastMfa: string | null;
            lastName: string;
            /** @description Name is the first and last name together. */
            name: string;
            nickname: string;
            phone: string;
            /** @description PromotionsOptOut says the customer wants no promotional messages. */
            promotionsOptOut: boolean;
            ssoChannel: string | null;
        };
        /** @description EventReportRow is how many events of a stream and name a day brought, from how many devices. */
        EventReportRow: {
            day: string;
            devices: number;
            events: number;
            name: string;
            stream: string;
        };
        /** @description FacetStats are the smallest, largest, mean and total of a numeric facet's values, each product's distinct values counted once. */
        FacetStats: {
            avg: number;
            max: number;
            min: number;
            sum: number;
        };
        /** @description Identification is the signed-in customer's identification document: names and birth date as on the ID, which documents are complete, and each photo slot's photo (null when empty). */
        Identification: {
            birth_date: string | null;
            first_name: string;
            government_photo: components["schemas"]["StoredPhoto"] | null;
            last_name: string;
            mmj_card: components["schemas"]["StoredPhoto"] | null;
            mmj_card_back: components["schemas"]["StoredPhoto"] | null;
            /**
             * @description Satisfied says, for each document a customer can show
             *     (government_photo, mmj_card, student_photo, veteran_photo), whether
             *     it is complete.
             */
            satisfied: {
                [key: string]: boolean;
            };
            student_photo: components["schemas"]["StoredPhoto"] | null;
            veteran_photo: components["schemas"]["StoredPhoto"] | null;
        };
        /** @description Insight is a search-insights event (spec section 7): filters or object ids of an index, with the shopper's device id as userToken. */
        InsightInput: {
            eventName?: string;
            filters?: string[];
            index?: string;
            objectIDs?: string[];
            userToken?: string;
        };
        /** @description MultiRow is one placement of /merch/v2/multi: a page of it, with the row's title and, for a featured row, its own filter for "View all". */
        MultiRow: {
            /**
             * @description CreativeIDs is always empty, and CustomImageData always null: the
             *     wire shape clients expect carries them.
             */
            creative_ids: string[];
            custom_image_data: unknown;
            /** @description NbHits is how many products the placement holds, all pages. */
            nb_hits: number;
            placement: string;
            products: components["schemas"]["PlacedProduct"][];
            /**
             * @description SearchFacets counts, for each facet asked for, the products of each
             *     value.
             */
            search_facets?: {
                [key: string]: {
                    [key: string]: number;
                };
            };
            /** @description SearchFacetsStats are the numeric facets' figures. */
            search_facets_stats?: {
                [key: string]: components["schemas"]["FacetStats"];
            };
            search_filter?: string;
            title?: string;
        };
        /** @description PageProduct is a product of /merch/v2/smartpage. */
        PageProduct: {
            object_id: string;
            /** @description SearchAttributes are as a PlacedProduct's. */
            search_attributes: unknown;
        };
        /** @description PlacedProduct is a product in a placement. */
        PlacedProduct: {
            /**
             * @description AdToken identifies the placement and product in the events that
             *     follow (/merch/v2/event/1 and /2).
             */
            ad_token: string;
            /** @description FlightID and KevelToken mark a sponsored slot. */
            flight_id?: number;
            kevel_token?: string;
            my_high_d: string;
            /** @description ObjectID is the menu product's id, as a string. */
            object_id: string;
            product_id: number;
            /**
             * @description SearchAttributes are the menu product's fields the request named in
             *     search_attributes, all of them when it named none: the fields of a
             *     menu product (GET /api/v1/materialized_menu_products). A map, since
             *     which fields come is the request's choice.
             */
            search_attributes: Record<string, never>;
        };
        /** @description PlacedReservation is the reservation a checkout placed. */
        PlacedReservation: {
            amount: number;
            /** Format: date-time */
            created_at: string;
            delivery_finished_at: string | null;
            delivery_started_at: string | null;
            id: number;
            message: string | null;
            payment_method: string;
            reservation_mode: string;
            status: string;
            store_id: number;
            uuid: string;
        };
        Problem: {
            amount?: number;
            /** @enum {string} */
            code: "malformed" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "maintenance" | "invalid" | "throttled" | "internal" | "unavailable";
            /** @description ErrorMessage repeats the message where the loyalty client reads it. */
            error_message?: string;
            /**
             * @description Errors repeats the message for clients that read a list of errors
             *     (the session answers of sign-on).
             */
            errors?: string[];
            /**
             * @description Limit is the product group of a purchase limit the bag would pass;
             *     LimitValue the limit, Unit its unit (g, oz, mg or units), Amount what
             *     the bag would hold.
             */
            limit?: string;
            limit_value?: number;
            max_cart_quantity?: number;
            message: string;
            /** @description Minimum is a delivery minimum, in dollars, and Subtotal the bag's. */
            minimum?: number;
            missing?: string;
            /**
             * @description OrderTotal is a checkout's total when it differs from the one the
             *     shopper was shown.
             */
            order_total?: number;
            /**
             * @description Points is the shopper's loyalty balance, PointsNeeded what the
             *     redemptions take.
             */
            points?: number;
            points_needed?: number;
            price_id?: string;
            /**
             * @description Product is a product the limit cannot count, and Missing what the
             *     menu does not say of it (weight or thc).
             */
            product?: string;
            /** @description ProductID, PriceID and MaxCartQuantity name a bag line over its cap. */
            product_id?: number;
            /** @description RedemptionID is the loyalty redemption a refusal is about. */
            redemption_id?: number;
            /** @description RetryAfter is how many seconds to wait before trying again (throttled). */
            retry_after?: number;
            /** @description Status is a reservation's status when it cannot change from it. */
            status?: string;
            subtotal?: number;
            /**
             * @description UnavailableProducts are the bag lines that cannot be reserved as
             *     they stand.
             */
            unavailable_products?: components["schemas"]["UnavailableLine"][];
            unit?: string;
            validations?: {
                [key: string]: string[];
            };
        };
        /** @description ProductCounts are how often products were shown, clicked, added to the bag and reserved, and the rates of clicks and reservations to showings (null when none were shown). */
        ProductCounts: {
            add_to_carts: number;
            click_through_rate: number | null;
            clicks: number;
            conversion_rate: number | null;
            impressions: number;
            reservations: number;
            units: number;
        };
        /** @description ProductReportRow is a day's figures of a product in a placement. */
        ProductReportRow: {
            add_to_carts: number;
            click_through_rate: number | null;
            clicks: number;
            conversion_rate: number | null;
            day: string;
            impressions: number;
            placement: string;
            product_id: number;
            product_name: string;
            reservations: number;
            units: number;
        };
        /** @description Reservation is a reservation as its shopper sees it: the receipt, and where it stands. */
        Reservation: {
            all_discounts_total: number;
            /** @description Amount is what the shopper pays at the store: the order total. */
            amount: number;
            arrived_at: string | null;
            /** @description ASAP says the shopper asked for the earliest window. */
            asap: boolean;
            /** @description CanCancel says whether the shopper may still cancel it. */
            can_cancel: boolean;
            cancelled_at: string | null;
            contact: components["schemas"]["ReservationContact"];
            /** Format: date-time */
            created_at: string;
            /**
             * @description CurbsideSpot is where a curbside shopper parked, ArrivedAt when they
             *     said "I'm here".
             */
            curbside_spot: string;
            delivery_address: components["schemas"]["Address"] | null;
            delivery_fee_amount: number;
            delivery_finished_at: string | null;
            delivery_started_at: string | null;
            discounted_subtotal: number;
            events: components["schemas"]["ReservationEvent"][];
            id: number;
            /** @description The totals as they were reserved. */
            item_total: number;
            message: string | null;
            order_total: number;
            payment_method: string;
            products: components["schemas"]["ReservationLine"][];
            reservation_mode: string;
            sales_tax_amount: number;
            sales_tax_rate: number;
            service_fee_amount: number;
            status: string;
            status_changed_at: string | null;
            store: components["schemas"]["ReservationStore"];
            store_tax_amount: number;
            store_taxes: components["schemas"]["TaxAmount"][];
            tax_included: boolean;
            tip_amount: number;
            /** @description UUID is the secret of a guest's receipt link. */
            uuid: string;
            window_end: string | null;
            window_start: string | null;
        };
        /** @description ReservationContact is who picks the reservation up. */
        ReservationContact: {
            /** @description BirthDate (YYYY-MM-DD) is shown to the store's staff only. */
            birth_date?: string;
            email: string;
            first_name: string;
            last_name: string;
            phone: string;
        };
        /** @description ReservationEvent is a status a reservation went through, and who moved it there. */
        ReservationEvent: {
            actor: string;
            /** Format: date-time */
            created_at: string;
            status: string;
        };
        /** @description ReservationLine is a product as it was reserved, with the price charged. */
        ReservationLine: {
            brand: string;
            count: number;
            kind: string;
            line_total: number;
            name: string;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            unit_price: number;
        };
        /** @description ReservationStore is the store a reservation is at. */
        ReservationStore: {
            address: string;
            city: string;
            id: number;
            name: string;
            phone: string;
            state: string;
            /**
             * @description TimeZoneIdentifier is the store's IANA time zone, in which its
             *     windows are shown.
             */
            time_zone_identifier: string;
            url_slug: string;
            zip: string;
        };
        /** @description ReservationSummary is a reservation in the customer's list. */
        ReservationSummary: {
            amount: number;
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description ProductCount is how many items it holds. */
            product_count: number;
            reservation_mode: string;
            status: string;
            store: components["schemas"]["ReservationSummaryStore"];
            uuid: string;
        };
        /** @description ReservationSummaryStore is the store of a reservation in the list. */
        ReservationSummaryStore: {
            city: string;
            id: number;
            name: string;
            state: string;
            time_zone_identifier: string;
            url_slug: string;
        };
        /** @description SegmentMember is a customer a store's staff added to a segment. */
        SegmentMember: {
            /** Format: date-time */
            added_at: string;
            customer_id: number;
            email: string;
            first_name: string;
            last_name: string;
        };
        /** @description SmartRequest is a /v2/smart call. */
        SmartRequestInput: {
            app_mode?: string;
            cart_product_ids?: (number | string)[];
            disable_ads?: boolean;
            distinct_id?: string;
            jane_device_id?: string;
            max_products?: number | string;
            page?: number | string;
            page_index?: number | string;
            page_size?: number | string;
            placement?: string;
            /**
             * @description ProductID is the product a pdp_row is shown beside; CartProductIDs
             *     the cart's products for cart_toppers.
             */
            product_id?: number | string;
            search_attributes?: string[];
            search_facets?: string[];
            search_filter?: string;
            search_query?: string;
            search_sort?: string;
            store_id?: number | string;
            /** @description Title names a row of /v2/multi; it is echoed in the answer. */
            title?: string;
        };
        /** @description StaffReservation is a reservation as store staff see it: the receipt, the shopper's birth date, the statuses it may go to next, and where the shopper came from. */
        StaffReservation: {
            all_discounts_total: number;
            /** @description Amount is what the shopper pays at the store: the order total. */
            amount: number;
            app_mode_name: string;
            arrived_at: string | null;
            /** @description ASAP says the shopper asked for the earliest window. */
            asap: boolean;
            /** @description CanCancel says whether the shopper may still cancel it. */
            can_cancel: boolean;
            cancelled_at: string | null;
            contact: components["schemas"]["ReservationContact"];
            /** Format: date-time */
            created_at: string;
            /**
             * @description CurbsideSpot is where a curbside shopper parked, ArrivedAt when they
             *     said "I'm here".
             */
            curbside_spot: string;
            customer_id: number | null;
            delivery_address: components["schemas"]["Address"] | null;
            delivery_fee_amount: number;
            delivery_finished_at: string | null;
            delivery_started_at: string | null;
            discounted_subtotal: number;
            events: components["schemas"]["ReservationEvent"][];
            id: number;
            /** @description The totals as they were reserved. */
            item_total: number;
            message: string | null;
            /** @description NextStatuses are the statuses staff may move it to now. */
            next_statuses: string[];
            order_total: number;
            payment_method: string;
            products: components["schemas"]["ReservationLine"][];
            reservation_mode: string;
            sales_tax_amount: number;
            sales_tax_rate: number;
            service_fee_amount: number;
            status: string;
            status_changed_at: string | null;
            store: components["schemas"]["ReservationStore"];
            store_tax_amount: number;
            store_taxes: components["schemas"]["TaxAmount"][];
            /**
             * @description Tags are the visit's tracking tags (og_ref, utm_*): a map, since
             *     which tags a visit carries is the link's choice.
             */
            tags: {
                [key: string]: string;
            };
            tax_included: boolean;
            tip_amount: number;
            /**
             * @description UserAgent is the shopper's browser; AppModeName the name of the site
             *     the cart was made on.
             */
            user_agent: string;
            /** @description UUID is the secret of a guest's receipt link. */
            uuid: string;
            window_end: string | null;
            window_start: string | null;
        };
        /** @description StaffSegment is a user segment whose members the store's staff manage. */
        StaffSegment: {
            id: number;
            /** @description MemberCount is how many customers it holds. */
            member_count: number;
            membership: string;
            name: string;
            store_id: number;
        };
        /** @description StoredPhoto is a photo of the document, fetched from its url with the session's token (never from a public path). */
        StoredPhoto: {
            bytes: number;
            content_type: string;
            height: number;
            /** Format: date-time */
            uploaded_at: string;
            url: string;
            width: number;
        };
        /** @description TaxAmount is one store tax as charged on this cart. */
        TaxAmount: {
            amount: number;
            rate: number;
            title: string;
        };
        /** @description UnavailableLine is a bag line that cannot be reserved as it stands. */
        UnavailableLine: {
            /** @description Available is how many can still be bought, 0 when none. */
            available: number;
            price_id: string;
            product_id: number;
        };
    };
    responses: {
        /**
         * @description The one error shape. Its code is the kind of error, and gives the status:
         *     - `malformed`: 400
         *     - `unauthorized`: 401
         *     - `forbidden`: 403
         *     - `not_found`: 404
         *     - `conflict`: 409
         *     - `maintenance`: 420
         *     - `invalid`: 422
         *     - `throttled`: 429
         *     - `internal`: 500
         *     - `unavailable`: 503
         */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenAPI: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    signOnWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorization?: {
                        id_token?: string;
                    };
                    credential?: string;
                    first_name?: string;
                    id_token?: string;
                    j_device_id?: string;
                    last_name?: string;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean;
                    user?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: string[];
                        /** Format: date-time */
                        expires_at: string;
                        /** @description RememberMe says it is a long session ("keep me signed in"). */
                        remember_me: boolean;
                        user: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    bootstrap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listCashBackBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listBrandProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    addCartProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeUnavailableCartProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteCartProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateCartProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    applyLoyaltyRedemption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    clearCartSpecialFlags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description BirthDate is YYYY-MM-DD. */
                    birth_date?: string;
                    curbside_spot?: string;
                    delivery_address?: components["schemas"]["AddressInput"];
                    email?: string;
                    expected_total?: number | string;
                    first_name?: string;
                    last_name?: string;
                    payment_method?: string;
                    phone?: string;
                    reservation_mode?: string;
                    /**
                     * Format: date-time
                     * @description WindowStart is the chosen window's start (RFC 3339), absent or null
                     *     for as soon as possible. reservation_end_window is not read: the
                     *     store's window decides the end.
                     */
                    reservation_start_window?: string;
                    /** @description Resident answers whether the shopper lives in the store's state. */
                    resident?: boolean;
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contact: components["schemas"]["CheckoutContact"];
                        message: string;
                        reservation: components["schemas"]["PlacedReservation"];
                        /**
                         * @description WarningMessage says, when the reservation was placed while the
                         *     store or the mode was closed, which window it is for.
                         */
                        warning_message?: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    findBundleSpecials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getCartForUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listUnavailableCartProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    startLoyaltyAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    lookupSalesTaxRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    optimizeCartSpecials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeLoyaltyRedemption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listCollections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                    subject?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document: components["schemas"]["Identification"];
                        message?: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document: components["schemas"]["Identification"];
                        message?: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getDocumentPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slot: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getHeadlessLoader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    bindKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description PIN is the store's kiosk PIN, as staff type it. */
                    pin: string;
                    store_id: number | string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description DeviceToken is sent as X-Pistil-Kiosk from then on; it is shown this
                         *     once.
                         */
                        device_token: string;
                        store_id: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        store_id: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listMenuProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getOperatorEmbedLoader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Refused, as a script that says why. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Refused, as a script that says why. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
        };
    };
    getPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    j_device_id?: string;
                    password: string;
                    remember_me?: boolean;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: string[];
                        /** Format: date-time */
                        expires_at: string;
                        /** @description RememberMe says it is a long session ("keep me signed in"). */
                        remember_me: boolean;
                        user: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getPOSCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getMenuProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listProductReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    writeReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listProductStores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: components["schemas"]["Reservation"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    arrived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: components["schemas"]["Reservation"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    cancelReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: components["schemas"]["Reservation"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listReservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: number;
                        per_page: number;
                        reservations: components["schemas"]["ReservationSummary"][];
                        /** @description Total is how many there are, all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: components["schemas"]["Reservation"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    cancelReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: components["schemas"]["Reservation"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    editReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    upvoteReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Channel asks for a verification code by "sms" rather than e-mail
                     *     (flag mfa_check), when the customer has a phone.
                     */
                    channel?: string;
                    j_device_id?: string;
                    /** @description Next is the page a registration's mailed link leads back to. */
                    next?: string;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean;
                    user?: components["schemas"]["CredentialsInput"];
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Channel is how the code went (email or sms), Destination where,
                         *     partly hidden.
                         * @enum {string}
                         */
                        channel?: "email" | "sms";
                        destination?: string;
                        errors: string[];
                        /** Format: date-time */
                        expires_at?: string;
                        mfa_required?: boolean;
                        /** @description MFAToken is sent back with the code (POST /sessions/verify). */
                        mfa_token?: string;
                        remember_me?: boolean;
                        /** @description SMSAvailable says a code may be asked for by text message. */
                        sms_available?: boolean;
                        user: components["schemas"]["Customer"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    resendLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel?: string;
                    code?: string;
                    j_device_id?: string;
                    mfa_token?: string;
                    remember_me?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "email" | "sms";
                        destination: string;
                        message: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    verifyLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel?: string;
                    code?: string;
                    j_device_id?: string;
                    mfa_token?: string;
                    remember_me?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: string[];
                        /** Format: date-time */
                        expires_at: string;
                        /** @description RememberMe says it is a long session ("keep me signed in"). */
                        remember_me: boolean;
                        user: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStaffReservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: number;
                        per_page: number;
                        reservations: components["schemas"]["StaffReservation"][];
                        /** @description Total is how many there are, all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStaffReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: components["schemas"]["StaffReservation"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateStaffReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                    status?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: components["schemas"]["StaffReservation"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStaffSegments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_segments: components["schemas"]["StaffSegment"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStaffSegmentMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: components["schemas"]["SegmentMember"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    addStaffSegmentMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id?: number | string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        member: components["schemas"]["SegmentMember"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeStaffSegmentMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getLoyaltyWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreEmbedLoader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Refused, as a script that says why. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Refused, as a script that says why. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
        };
    };
    getFramelessLoader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getFramelessMenuHTML: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getCampaignReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        rows: components["schemas"]["CampaignReportRow"][];
                        store_id: number;
                        to: string;
                        totals: components["schemas"]["CampaignCounts"];
                    };
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getCampaignReportCSV: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getEventReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        rows: components["schemas"]["EventReportRow"][];
                        store_id: number;
                        to: string;
                    };
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getEventReportCSV: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getProductReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        rows: components["schemas"]["ProductReportRow"][];
                        store_id: number;
                        to: string;
                        totals: components["schemas"]["ProductCounts"];
                    };
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getProductReportCSV: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStoreReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStoreSpecials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreSpecial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                specialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description PromotionsOptOut may also come beside the user (spec section 7). */
                    promotions_opt_out?: boolean;
                    user?: {
                        birth_date?: string;
                        first_name?: string;
                        gold?: boolean;
                        last_name?: string;
                        nickname?: string;
                        phone?: string;
                        promotions_opt_out?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["Customer"];
                        /** @description Validations is always empty: a refused change is a 422. */
                        validations: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Channel asks for a verification code by "sms" rather than e-mail
                     *     (flag mfa_check), when the customer has a phone.
                     */
                    channel?: string;
                    j_device_id?: string;
                    /** @description Next is the page a registration's mailed link leads back to. */
                    next?: string;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean;
                    user?: components["schemas"]["CredentialsInput"];
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: string[];
                        message: string;
                        user: components["schemas"]["Customer"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    confirmSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    j_device_id?: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: string[];
                        /** Format: date-time */
                        expires_at: string;
                        /** @description RememberMe says it is a long session ("keep me signed in"). */
                        remember_me: boolean;
                        user: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    signOnWithApple: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorization?: {
                        id_token?: string;
                    };
                    credential?: string;
                    first_name?: string;
                    id_token?: string;
                    j_device_id?: string;
                    last_name?: string;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean;
                    user?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: string[];
                        /** Format: date-time */
                        expires_at: string;
                        /** @description RememberMe says it is a long session ("keep me signed in"). */
                        remember_me: boolean;
                        user: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: string[];
                        user: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    whoami: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["Customer"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    collectClientError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    breadcrumbs?: components["schemas"]["BreadcrumbInput"][];
                    message?: string;
                    mode?: string;
                    name?: string;
                    stack?: string;
                    url?: string;
                    user_id?: number | string;
                };
                "text/plain": {
                    breadcrumbs?: components["schemas"]["BreadcrumbInput"][];
                    message?: string;
                    mode?: string;
                    name?: string;
                    stack?: string;
                    url?: string;
                    user_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    collectEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    events: components["schemas"]["CollectedEventInput"][];
                };
                "text/plain": {
                    deviceId: string;
                    events: components["schemas"]["CollectedEventInput"][];
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    collectIdentify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    source: string;
                    /** @description Traits are what the source says of the shopper, an object. */
                    traits?: unknown;
                };
                "text/plain": {
                    deviceId: string;
                    source: string;
                    /** @description Traits are what the source says of the shopper, an object. */
                    traits?: unknown;
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    collectInsights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: components["schemas"]["InsightInput"][];
                    storeId?: number | string;
                };
                "text/plain": {
                    events: components["schemas"]["InsightInput"][];
                    storeId?: number | string;
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getFramelessEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getHeadlessLoaderAtRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getProductIllustration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchImpression: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adToken?: string;
                    distinctId?: string;
                    isAddToCart?: boolean;
                    janeDeviceId?: string;
                    placement?: string;
                    productId?: number | string;
                    storeId?: number | string;
                };
                "text/plain": {
                    adToken?: string;
                    distinctId?: string;
                    isAddToCart?: boolean;
                    janeDeviceId?: string;
                    placement?: string;
                    productId?: number | string;
                    storeId?: number | string;
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchClick: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adToken?: string;
                    distinctId?: string;
                    isAddToCart?: boolean;
                    janeDeviceId?: string;
                    placement?: string;
                    productId?: number | string;
                    storeId?: number | string;
                };
                "text/plain": {
                    adToken?: string;
                    distinctId?: string;
                    isAddToCart?: boolean;
                    janeDeviceId?: string;
                    placement?: string;
                    productId?: number | string;
                    storeId?: number | string;
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchExternalCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    posOrderId?: string;
                    posUserId?: string;
                    /** @description Products are the order's lines as the point of sale writes them. */
                    products?: unknown[];
                    storeId?: number | string;
                };
                "text/plain": {
                    posOrderId?: string;
                    posUserId?: string;
                    /** @description Products are the order's lines as the point of sale writes them. */
                    products?: unknown[];
                    storeId?: number | string;
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchSessionEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    distinctId?: string;
                    /** @description Events are the session's events as the client writes them. */
                    events?: unknown[];
                    janeDeviceId?: string;
                    storeId?: number | string;
                };
                "text/plain": {
                    distinctId?: string;
                    /** @description Events are the session's events as the client writes them. */
                    events?: unknown[];
                    janeDeviceId?: string;
                    storeId?: number | string;
                };
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchFacets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    janeDeviceId?: string;
                    jane_device_id?: string;
                    /** @description Placement, when given, counts over that placement's products only. */
                    placement?: string;
                    searchFacets?: string[];
                    searchFilter?: string;
                    searchQuery?: string;
                    search_facets?: string[];
                    search_filter?: string;
                    search_query?: string;
                    storeId?: number | string;
                    store_id?: number | string;
                };
                "text/plain": {
                    janeDeviceId?: string;
                    jane_device_id?: string;
                    /** @description Placement, when given, counts over that placement's products only. */
                    placement?: string;
                    searchFacets?: string[];
                    searchFilter?: string;
                    searchQuery?: string;
                    search_facets?: string[];
                    search_filter?: string;
                    search_query?: string;
                    storeId?: number | string;
                    store_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nb_hits: number;
                        searchFacets: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        searchFacetsStats?: {
                            [key: string]: components["schemas"]["FacetStats"];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchMulti: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    disable_ads?: boolean;
                    distinct_id?: string;
                    exclude_menu_top_row?: boolean;
                    jane_device_id?: string;
                    placements?: components["schemas"]["SmartRequestInput"][];
                    search_attributes?: string[];
                    store_id?: number | string;
                    type?: string;
                };
                "text/plain": {
                    disable_ads?: boolean;
                    distinct_id?: string;
                    exclude_menu_top_row?: boolean;
                    jane_device_id?: string;
                    placements?: components["schemas"]["SmartRequestInput"][];
                    search_attributes?: string[];
                    store_id?: number | string;
                    type?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        placements: components["schemas"]["MultiRow"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchSmart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_mode?: string;
                    cart_product_ids?: (number | string)[];
                    disable_ads?: boolean;
                    distinct_id?: string;
                    jane_device_id?: string;
                    max_products?: number | string;
                    page?: number | string;
                    page_index?: number | string;
                    page_size?: number | string;
                    placement?: string;
                    /**
                     * @description ProductID is the product a pdp_row is shown beside; CartProductIDs
                     *     the cart's products for cart_toppers.
                     */
                    product_id?: number | string;
                    search_attributes?: string[];
                    search_facets?: string[];
                    search_filter?: string;
                    search_query?: string;
                    search_sort?: string;
                    store_id?: number | string;
                    /** @description Title names a row of /v2/multi; it is echoed in the answer. */
                    title?: string;
                };
                "text/plain": {
                    app_mode?: string;
                    cart_product_ids?: (number | string)[];
                    disable_ads?: boolean;
                    distinct_id?: string;
                    jane_device_id?: string;
                    max_products?: number | string;
                    page?: number | string;
                    page_index?: number | string;
                    page_size?: number | string;
                    placement?: string;
                    /**
                     * @description ProductID is the product a pdp_row is shown beside; CartProductIDs
                     *     the cart's products for cart_toppers.
                     */
                    product_id?: number | string;
                    search_attributes?: string[];
                    search_facets?: string[];
                    search_filter?: string;
                    search_query?: string;
                    search_sort?: string;
                    store_id?: number | string;
                    /** @description Title names a row of /v2/multi; it is echoed in the answer. */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description CreativeIDs is always empty, and CustomImageData always null: the
                         *     wire shape clients expect carries them.
                         */
                        creative_ids: string[];
                        custom_image_data: unknown;
                        /** @description NbHits is how many products the placement holds, all pages. */
                        nb_hits: number;
                        placement: string;
                        products: components["schemas"]["PlacedProduct"][];
                        /**
                         * @description SearchFacets counts, for each facet asked for, the products of each
                         *     value.
                         */
                        search_facets?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        /** @description SearchFacetsStats are the numeric facets' figures. */
                        search_facets_stats?: {
                            [key: string]: components["schemas"]["FacetStats"];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    merchSmartpage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    object_ids?: string[];
                    search_attributes?: string[];
                    store_id?: number | string;
                };
                "text/plain": {
                    object_ids?: string[];
                    search_attributes?: string[];
                    store_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: components["schemas"]["PageProduct"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    virtualBudtender: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    distinct_id?: string;
                    janeDeviceId?: string;
                    jane_device_id?: string;
                    limit?: number | string;
                    query?: string;
                    search_attributes?: string[];
                    storeId?: number | string;
                    store_id?: number | string;
                };
                "text/plain": {
                    distinct_id?: string;
                    janeDeviceId?: string;
                    jane_device_id?: string;
                    limit?: number | string;
                    query?: string;
                    search_attributes?: string[];
                    storeId?: number | string;
                    store_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        htmlResponse: string;
                        markdownResponse: string;
                        products: components["schemas"]["BudtenderProduct"][];
                        query: string;
                        /** @description TotalResults is how many products fit, beyond the limit too. */
                        totalResults: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    virtualBudtenderQueries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    distinct_id?: string;
                    janeDeviceId?: string;
                    jane_device_id?: string;
                    limit?: number | string;
                    query?: string;
                    search_attributes?: string[];
                    storeId?: number | string;
                    store_id?: number | string;
                };
                "text/plain": {
                    distinct_id?: string;
                    janeDeviceId?: string;
                    jane_device_id?: string;
                    limit?: number | string;
                    query?: string;
                    search_attributes?: string[];
                    storeId?: number | string;
                    store_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queries: string[];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getRobots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
}
