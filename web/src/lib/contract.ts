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
    "/api/v1/business/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Apply a chain's point of sale's rows to several of its stores' menus in one transaction, every store's or none: up to 5,000 rows across the stores, each store's sync as syncStoreInventory's */
        put: operations["syncChainInventory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in staff member's password */
        post: operations["changeStaffPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/me/recovery_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signed-in staff member's recovery codes */
        post: operations["newStaffRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/me/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new authenticator secret to enrol */
        post: operations["beginStaffTOTP"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/me/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrol the new secret with a code from the app; answers recovery codes */
        post: operations["confirmStaffTOTP"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member's session, stores and permissions */
        get: operations["getStaffSession"];
        put?: never;
        /** Sign a staff member in with their address and password */
        post: operations["staffSignIn"];
        /** Sign out of this session */
        delete: operations["staffSignOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/session/email_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a code that finishes a staff sign-in */
        post: operations["staffEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/session/everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the signed-in staff member */
        post: operations["staffSignOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/session/second_factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a staff sign-in with a second factor */
        post: operations["staffSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's audit log, newest first */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shared catalogue's products the store's menu does not carry, by name, with the weights each may be sold in */
        get: operations["listCatalogueOffMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's point of sale feed kept by the server, with how its last run went; null for none */
        get: operations["getStoreFeed"];
        /** Keep the store's point of sale feed: its export's URL, the mapping that reads it and how often; the server reads it and syncs the menu as a pushed sync does */
        put: operations["setStoreFeed"];
        post?: never;
        /** Stop reading the store's point of sale feed and forget it */
        delete: operations["removeStoreFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/feed/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the store's point of sale feed now, within seconds, rather than at its next time */
        post: operations["runStoreFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Apply a point of sale's prices, counts on hand, visibility and ids to the store's menu, up to 5,000 rows in one transaction: a delta, or a snapshot that hides what it leaves out; counts below what live reservations hold are reported */
        put: operations["syncStoreInventory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's menu products, hidden ones too, by name: a page of those the search, kind and visibility pick */
        get: operations["listStoreMenu"];
        put?: never;
        /** Put a product of the catalogue on the store's menu, in the weights, prices and counts sent */
        post: operations["addStoreMenuProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/menu.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's whole menu as CSV, hidden products too: a row per menu product and weight, to edit and import */
        get: operations["exportStoreMenuCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/menu/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the prices, counts, visibility, notes and cart caps a CSV of the menu lists, all or nothing; a dry run answers the changes and makes none */
        post: operations["importStoreMenuCSV"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/menu/{menuProductId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the store's menu products, with its weights and version */
        get: operations["getStoreMenuProduct"];
        /** Change a menu product's prices, stock, visibility, notes and cart cap, unless someone changed it since its version was read */
        put: operations["editStoreMenuProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/menu/{menuProductId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a menu product's photos in a new order */
        put: operations["orderStoreMenuPhotos"];
        /** Add a photo of the store's own to a menu product, last; the store's menu shows its photos instead of the catalogue's */
        post: operations["uploadStoreMenuPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/menu/{menuProductId}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of a menu product's photos */
        delete: operations["removeStoreMenuPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/menu/{menuProductId}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set one weight's count on hand: 0 marks it out of stock; another count sends the count seen */
        post: operations["countStoreMenuStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/messages/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One kind of message to a shopper, e-mail (plain text and HTML) and text, as the store's look for messages makes it, for a sample reservation; writes and sends nothing */
        post: operations["previewStoreMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/empty_searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What shoppers searched the menu for and did not find, most searched first */
        get: operations["getConsoleEmptySearches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/empty_searches.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The searches that found nothing as CSV */
        get: operations["getConsoleEmptySearchesCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products shown, clicked, added to bags and reserved, per day */
        get: operations["getConsoleFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/funnel.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The funnel as CSV */
        get: operations["getConsoleFunnelCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's reservations and their amounts per day, mode and hour; cancelled ones counted apart */
        get: operations["getConsoleSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/sales.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sales report as CSV, a row per day, mode or hour */
        get: operations["getConsoleSalesReportCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/top_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products reserved most, by units or revenue */
        get: operations["getConsoleTopProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reports/top_products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The top products as CSV */
        get: operations["getConsoleTopProductsCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's queue: a page of its reservations by status, mode, day and search, with the tabs' counts */
        get: operations["listStoreQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the store's reservations: lines, totals, contact, history */
        get: operations["getStoreReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reservations/{id}/documents/{slot}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of the identification of a live reservation's shopper; each look is logged */
        get: operations["getStoreReservationDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reservations/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the shopper of a reservation a note */
        post: operations["noteStoreReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reservations/{id}/pick_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What to gather for a reservation, in the shelves' order */
        get: operations["getStorePickList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reservations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a reservation one step on, or cancel it with a reason for the shopper */
        post: operations["moveStoreReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the store's reviews, newest first, hidden ones too, with the store's replies and why each hidden one was hidden */
        get: operations["listConsoleReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reviews/{reviewId}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a review from shoppers and from the product's rating, with the reason the store keeps */
        post: operations["hideConsoleReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reviews/{reviewId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or change the store's reply, which shoppers see under the review */
        put: operations["replyToConsoleReview"];
        post?: never;
        /** Take the store's reply off a review */
        delete: operations["removeConsoleReviewReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/reviews/{reviewId}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review to shoppers again */
        post: operations["showConsoleReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's settings: hours and special days, fulfilment, zones, limits, taxes, age gate, banner, auto-confirm and shopper messages, with their version */
        get: operations["getStoreSettings"];
        /** Write the store's settings over what they were, checked as the catalogue checks them, unless someone changed them since their version was read */
        put: operations["editStoreSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/specials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's own specials with their versions, and the brand specials running there, read-only */
        get: operations["listConsoleSpecials"];
        put?: never;
        /** Make a special of the store's; the database gives its id */
        post: operations["createConsoleSpecial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/specials/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a sample bag with a draft special among the store's live specials; writes nothing */
        post: operations["previewConsoleSpecial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/specials/{specialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write a special of the store's over what it was, unless someone changed it since its version was read; a brand special is refused */
        put: operations["editConsoleSpecial"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/specials/{specialId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a special of the store's now, unless someone changed it since its version was read */
        post: operations["endConsoleSpecial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's staff and where each is in signing up */
        get: operations["listStoreStaff"];
        put?: never;
        /** Give an address a role at the store, mailing a welcome link to someone new */
        post: operations["inviteStoreStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/staff/{staffId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a staff member's role at the store */
        put: operations["changeStoreStaffRole"];
        post?: never;
        /** Take a staff member's role at the store away */
        delete: operations["removeStoreStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's integration tokens */
        get: operations["listIntegrationTokens"];
        put?: never;
        /** Make an integration token, shown once */
        post: operations["makeIntegrationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an integration token */
        delete: operations["revokeIntegrationToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's webhook subscriptions with how their deliveries are going, and the events one may ask for */
        get: operations["listStoreWebhooks"];
        put?: never;
        /** Subscribe a URL to the store's events; answers the signing secret this once */
        post: operations["makeStoreWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the store's webhook subscriptions */
        get: operations["getStoreWebhook"];
        /** Write a webhook subscription over what it was; replace its secret when asked, answering the new one once */
        put: operations["changeStoreWebhook"];
        post?: never;
        /** Remove a webhook subscription and its delivery log */
        delete: operations["removeStoreWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a subscription's deliveries, newest first, with each one's tries, last answer and body */
        get: operations["listStoreWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivered or given-up delivery again, as a new delivery of the same event and body */
        post: operations["resendStoreWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores' reservation events, live, as server-sent events: event reservation (a QueueEvent as data, the event's id as id) or reset (read the queue again) */
        get: operations["streamStoreQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/business/welcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a password with an invitation's one-time link */
        post: operations["staffWelcome"];
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
         * Change a cart line's count
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
    "/api/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities and ZIP or postal codes with stores, by what was typed or near a position
         * @description Also answered at /v1/places.
         */
        get: operations["listPlaces"];
        put?: never;
        post?: never;
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
    "/api/v1/sms/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A text a recipient sent back: STOP, START or HELP; answered as TwiML, with the reply to text back */
        post: operations["smsInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How a text message went, by its outbox id (?message=) */
        post: operations["smsStatus"];
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
         * Every store, or those of a country or state
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
    "/images/menu/{key}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One size of a store's own product photo, {size}.jpg: small, medium, large or original; cached for a year */
        get: operations["getMenuPhoto"];
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
export interface webhooks {
    "curbside.arrived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A curbside shopper said they are here; where they parked as note */
        post: operations["webhook:curbside.arrived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "inventory.low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A weight's stock fell to the subscription's threshold or under it */
        post: operations["webhook:inventory.low"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reservation.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shopper or the store cancelled a reservation; the store's reason as note */
        post: operations["webhook:reservation.cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reservation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A shopper checked out: the reservation, to ring up */
        post: operations["webhook:reservation.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reservation.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A reservation moved to another status (not cancelled), with the status before */
        post: operations["webhook:reservation.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "review.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A shopper reviewed a product at the store */
        post: operations["webhook:review.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
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
            city?: string | null;
            lat?: number | null;
            lng?: number | null;
            state_code?: string | null;
            street?: string | null;
            zipcode?: string | null;
        };
        /** @description AppliedLine is a special's part of one line. */
        AppliedLine: {
            amount: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            units: number;
        };
        /** @description AppliedSpecial is a special that took something off the cart. */
        AppliedSpecial: {
            amount: number;
            /** @description Category is where its amount is counted: product, brand, group or cart. */
            category: string;
            lines: components["schemas"]["AppliedLine"][];
            special_id: number;
            special_type: string;
            title: string;
        };
        /** @description AuditEntry is one change made at the store: who (staff:address, token:name, cli or system), what, to which subject, and the subject before and after. */
        AuditEntry: {
            action: string;
            actor: string;
            after: {
                [key: string]: unknown;
            } | null;
            before: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            subject: string;
        };
        /** @description Brand is a brand as the storefront shows it. */
        Brand: {
            color_hex: string;
            description: string;
            /**
             * @description HasActiveBrandSpecial says a brand special of the brand is active and
             *     enabled.
             */
            has_active_brand_special: boolean;
            id: number;
            logo_url: string | null;
            name: string;
            /** @description ProductCount counts the brand's products on at least one visible menu. */
            productCount: number;
            rank: number;
            url_slug: string;
        };
        /** @description BrandSpecialPrice is a cash-back brand special's offer on a weight. */
        BrandSpecialPrice: {
            brand_special_id: number;
            discount_label: string;
            /**
             * @description GoldDiscountLabel tells Gold members their share, for a percent
             *     special with a Gold bonus.
             */
            gold_discount_label?: string;
            /** @description Price is the weight's price, as text with two decimals. */
            price: string;
            title: string;
        };
        /** @description Breadcrumb is one of the last log entries written before the error. */
        BreadcrumbInput: {
            /**
             * @description At is when the entry was written, in milliseconds since the epoch, as
             *     the browser's clock said.
             */
            at?: number | null;
            level?: string | null;
            message?: string | null;
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
        /** @description BulkTier is one step of a bulk special: once the covered products in the cart reach MinItems units (or MinGrams grams, by weight), each covered unit gets the tier's discount. */
        BulkTier: {
            discount_dollar_amount?: number;
            discount_percent?: number;
            discount_target_price?: number;
            min_grams?: number;
            min_items?: number;
        };
        /** @description BulkTier is one step of a bulk special: once the covered products in the cart reach MinItems units (or MinGrams grams, by weight), each covered unit gets the tier's discount. */
        BulkTierInput: {
            discount_dollar_amount?: number | string | null;
            discount_percent?: number | null;
            discount_target_price?: number | string | null;
            min_grams?: number | null;
            min_items?: number | null;
        };
        /** @description BundlePossibility is a bundle special, how far the bag is towards it and the products it discounts. */
        BundlePossibility: {
            discountable_product_ids: number[];
            special_id: number;
            /** @enum {string} */
            status: "not_qualified" | "qualified" | "applied";
        };
        /** @description BundleSettings configures a bundle special, and the counts of buy_x_get_y and buy_x_and_save brand specials. */
        BundleSettings: {
            discount_application_method?: string;
            discount_distribution?: string;
            discounted_units?: string;
            max_number_of_discounted_products?: number;
            threshold_number_of_items_in_cart?: number;
        };
        /** @description BundleSettings configures a bundle special, and the counts of buy_x_get_y and buy_x_and_save brand specials. */
        BundleSettingsInput: {
            discount_application_method?: string | null;
            discount_distribution?: string | null;
            discounted_units?: string | null;
            max_number_of_discounted_products?: number | null;
            threshold_number_of_items_in_cart?: number | null;
        };
        /** @description BundleSpecialIDs are the bundle specials a product qualifies a bundle for, and those it may be discounted by. */
        BundleSpecialIDs: {
            discount: number[];
            qualify: number[];
        };
        /** @description BusinessDiscount is a special that took something off the reservation: its title and type, where its amount is counted (product, brand, group or cart) and how much. */
        BusinessDiscount: {
            amount: number;
            category: string;
            special_id: number;
            special_type: string;
            title: string;
        };
        /** @description BusinessDocumentPhoto is a photo of the shopper's identification the store may look at now (GET …/documents/{slot}, each look logged). */
        BusinessDocumentPhoto: {
            content_type: string;
            /** @enum {string} */
            slot: "government_photo" | "mmj_card" | "mmj_card_back" | "student_photo" | "veteran_photo";
            /** Format: date-time */
            uploaded_at: string;
        };
        /** @description BusinessLicense is a state licence a product was made under. */
        BusinessLicense: {
            license_number: string;
            /** @description LicenseType is what the licence allows, such as "cultivator" or "manufacturer". */
            license_type?: string;
            state?: string;
        };
        /** @description BusinessReservation is a reservation as the queue lists it. */
        BusinessReservation: {
            arrived_at: string | null;
            asap: boolean;
            /** Format: date-time */
            created_at: string;
            curbside_spot: string;
            /** @description ID is the reservation's number, as its receipt shows it (#ID). */
            id: number;
            /**
             * @description ItemCount is how many items it holds; OrderTotal what the shopper
             *     pays.
             */
            item_count: number;
            /**
             * @description NextStatuses are the statuses the store may move it to now: the
             *     next on its path, then cancelled (with a reason) until it is final.
             */
            next_statuses: string[];
            order_total: number;
            /** @enum {string} */
            reservation_mode: "pickup" | "delivery" | "curbside" | "kiosk";
            /**
             * @description ShopperName is the name it is under, "" for an anonymous kiosk
             *     order.
             */
            shopper_name: string;
            status: string;
            status_changed_at: string | null;
            /** @description UUID is its receipt link's. */
            uuid: string;
            window_end: string | null;
            window_start: string | null;
        };
        /** @description BusinessReservationDetail is one reservation as the store works it: the queue's row, the shopper's contact (birth date included), the lines with their weights and counts, the totals and discounts, the delivery address, the store's latest note, the history, and the photos of the shopper's identification the member may look at now (empty for a guest, a final reservation, or a role without documents.view). */
        BusinessReservationDetail: {
            arrived_at: string | null;
            asap: boolean;
            cancelled_at: string | null;
            contact: components["schemas"]["ReservationContact"];
            /** Format: date-time */
            created_at: string;
            curbside_spot: string;
            customer_id: number | null;
            delivery_address: components["schemas"]["Address"] | null;
            delivery_finished_at: string | null;
            delivery_started_at: string | null;
            discounts: components["schemas"]["BusinessDiscount"][];
            document_photos: components["schemas"]["BusinessDocumentPhoto"][];
            events: components["schemas"]["BusinessReservationEvent"][];
            /** @description ID is the reservation's number, as its receipt shows it (#ID). */
            id: number;
            /**
             * @description ItemCount is how many items it holds; OrderTotal what the shopper
             *     pays.
             */
            item_count: number;
            message: string | null;
            /**
             * @description NextStatuses are the statuses the store may move it to now: the
             *     next on its path, then cancelled (with a reason) until it is final.
             */
            next_statuses: string[];
            order_total: number;
            payment_method: string;
            products: components["schemas"]["BusinessReservationLine"][];
            /** @enum {string} */
            reservation_mode: "pickup" | "delivery" | "curbside" | "kiosk";
            /**
             * @description ShopperName is the name it is under, "" for an anonymous kiosk
             *     order.
             */
            shopper_name: string;
            status: string;
            status_changed_at: string | null;
            /** @description TimeZoneIdentifier is the store's IANA time zone. */
            time_zone_identifier: string;
            totals: components["schemas"]["BusinessTotals"];
            /** @description UUID is its receipt link's. */
            uuid: string;
            window_end: string | null;
            window_start: string | null;
        };
        /** @description BusinessReservationEvent is a step of a reservation's history: the status it went to (or stayed in, for a note or an arrival), who moved it, the store's note or the shopper's arrival, and when. */
        BusinessReservationEvent: {
            /** @enum {string} */
            actor: "shopper" | "store" | "system";
            /** Format: date-time */
            created_at: string;
            note: string;
            status: string;
        };
        /** @description BusinessReservationLine is a line of a reservation as reserved: the product, its weight (price_id, and its label: "3.5g", "Each"), how many, and the price charged. */
        BusinessReservationLine: {
            brand: string;
            count: number;
            kind: string;
            line_total: number;
            name: string;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            unit_price: number;
            weight_label: string;
        };
        /** @description BusinessTotals are a reservation's totals as they were reserved: the items, each kind of discount (store's line specials, brands', the group special, the cart's special or promo code, loyalty rewards) and all of them, the taxes, fees, tip, cash rounding and what the shopper pays. */
        BusinessTotals: {
            all_discounts_total: number;
            brand_discounts_total: number;
            cart_discount_amount: number;
            delivery_fee_amount: number;
            discounted_subtotal: number;
            group_discounts_total: number;
            item_total: number;
            loyalty_discount_total: number;
            order_total: number;
            product_discounts_total: number;
            rounding_amount: number;
            sales_tax_amount: number;
            sales_tax_rate: number;
            service_fee_amount: number;
            store_tax_amount: number;
            store_taxes: components["schemas"]["TaxAmount"][];
            tax_included: boolean;
            tip_amount: number;
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
        /** @description CarouselBanner is one slide: an image with its text alternative, and an optional link within the storefront or to another site. */
        CarouselBanner: {
            alt_text: string;
            image_url: string;
            link?: string;
        };
        /** @description Cart is a shopper's bag, priced now, in the field names of spec section 3. */
        Cart: {
            all_discounts_total: number;
            app_mode_name: string;
            brand_discounts: components["schemas"]["CartBrandDiscounts"];
            brand_special_has_changed: boolean;
            bundles: components["schemas"]["CartBundle"][];
            cart_discount_amount: number;
            cart_discount_special_id: number | null;
            cash_back: components["schemas"]["CashBack"][];
            /**
             * @description CRMRedemptions are the loyalty rewards on the bag, with what each
             *     took off; RemovedCRMRedemptions those taken off it.
             */
            crm_redemptions: components["schemas"]["CartRedemption"][];
            crm_redemptions_total: number;
            delivery_address: components["schemas"]["Address"] | null;
            delivery_fee_amount: number;
            delivery_finished_at: string | null;
            delivery_started_at: string | null;
            discounted_product_total: number;
            discounted_subtotal: number;
            group_discounts_total: number;
            group_special_id: number | null;
            group_special_title: string | null;
            id: number;
            /**
             * @description IsOpen says whether the hours of the bag's mode are open now;
             *     WarningMessage why a reservation would not be served right away, or
             *     which lines' stock dropped, null when nothing is wrong.
             */
            is_open: boolean;
            item_total: number;
            /** @description JanePayServiceFeeAmount is always 0: Pistil takes no payment. */
            jane_pay_service_fee_amount: number;
            loyalty_points_stacking_enabled: boolean;
            max_specials_per_cart: number | null;
            max_specials_per_cart_hit: boolean;
            message: string | null;
            order_total: number;
            payment_method: string | null;
            product_count: number;
            /**
             * @description The discounts: line-level specials, the group special, everything,
             *     and the cart-total or promo-code special (whose id is null when none
             *     applies).
             */
            product_discounts_total: number;
            products: components["schemas"]["CartProduct"][];
            promo_code: string | null;
            promo_code_applied: boolean;
            promo_code_terms: components["schemas"]["SpecialTerms"] | null;
            removed_crm_redemptions: components["schemas"]["CartRedemption"][];
            /** @description ReservationMode is the mode the bag is priced and checked out for. */
            reservation_mode: string;
            rounding_amount: number;
            sales_tax_amount: number;
            sales_tax_rate: number;
            service_fee_amount: number;
            /**
             * @description SpecialHasChanged says a special on the bag changed since the shopper
             *     last looked; BrandSpecialHasChanged the same of a brand special.
             */
            special_has_changed: boolean;
            /**
             * @description Specials are those that took something off, CashBack the cash-back
             *     brand specials earned (never taken off the total), Bundles how far
             *     the bag is towards each bundle special.
             */
            specials: components["schemas"]["AppliedSpecial"][];
            status: string;
            store: components["schemas"]["CartStore"];
            store_tax_amount: number;
            store_taxes: components["schemas"]["TaxAmount"][];
            /**
             * @description Tags are the visit's tracking tags (og_ref, utm_*): an open map, as
             *     the campaign that sent the shopper named them.
             */
            tags: {
                [key: string]: string;
            };
            tax_included: boolean;
            /** @description TipAmount is the tip in dollars, as a decimal string ("2.50"). */
            tip_amount: string;
            tip_percentage: number | null;
            unavailable_products: components["schemas"]["Unavailable"][];
            user_agent: string;
            uuid: string;
            warning_message: string | null;
        };
        /** @description CartBrandDiscounts is what the brands' specials took off. */
        CartBrandDiscounts: {
            /** @description BrandDiscountsServiceFeeTotal is always 0: Pistil charges brands nothing. */
            brand_discounts_service_fee_total: number;
            brand_discounts_total: number;
            brand_discounts_total_with_fee: number;
        };
        /** @description CartBundle is how far a bag is towards a bundle special. */
        CartBundle: {
            discounted_product_ids: number[];
            qualifying_count: number;
            qualifying_product_ids: number[];
            special_id: number;
            /** @enum {string} */
            status: "not_qualified" | "qualified" | "applied";
            /**
             * @description Threshold is the qualifying units one bundle needs; QualifyingCount
             *     the bag's.
             */
            threshold: number;
        };
        /** @description CartLimitPolicy is the purchase limit a store enforces on a cart. */
        CartLimitPolicy: {
            cart_limit_rules: components["schemas"]["CartLimitRule"][];
            id: number;
            name: string;
        };
        /** @description CartLimitPolicy is the purchase limit a store enforces on a cart. */
        CartLimitPolicyInput: {
            cart_limit_rules?: components["schemas"]["CartLimitRuleInput"][] | null;
            id?: number | null;
            name?: string | null;
        };
        /** @description CartLimitRule caps one group of products. */
        CartLimitRule: {
            /**
             * @description Equivalents maps a product type to the grams of dried flower one unit of
             *     its measure counts as. Equivalency rules only. A kind:subtype key wins
             *     over its kind's key.
             */
            equivalents?: {
                [key: string]: number;
            };
            limit_unit: string;
            /** @description LimitValue is in LimitUnit: g (grams), mg (THC milligrams) or units. */
            limit_value: number;
            /**
             * @description Measures names the measure of a product type in an equivalency rule
             *     when it is not its kind's usual one: g (grams of product), mg (THC
             *     milligrams) or units. By default flower, pre-rolls, vapes and extracts
             *     are measured in grams, edibles, tinctures and topicals in THC
             *     milligrams, and everything else in units. Canada's Schedule 3 weighs
             *     edibles and beverages, so Ontario sets {"edible": "g"}.
             */
            measures?: {
                [key: string]: string;
            };
            product_group_name: string;
            /** @description ProductTypes lists kinds, or kind:subtype pairs, counted by the rule. */
            product_types: string[];
            /** @description RuleType is product or equivalency. */
            rule_type: string;
        };
        /** @description CartLimitRule caps one group of products. */
        CartLimitRuleInput: {
            /**
             * @description Equivalents maps a product type to the grams of dried flower one unit of
             *     its measure counts as. Equivalency rules only. A kind:subtype key wins
             *     over its kind's key.
             */
            equivalents?: {
                [key: string]: number;
            } | null;
            limit_unit?: string | null;
            /** @description LimitValue is in LimitUnit: g (grams), mg (THC milligrams) or units. */
            limit_value?: number | null;
            /**
             * @description Measures names the measure of a product type in an equivalency rule
             *     when it is not its kind's usual one: g (grams of product), mg (THC
             *     milligrams) or units. By default flower, pre-rolls, vapes and extracts
             *     are measured in grams, edibles, tinctures and topicals in THC
             *     milligrams, and everything else in units. Canada's Schedule 3 weighs
             *     edibles and beverages, so Ontario sets {"edible": "g"}.
             */
            measures?: {
                [key: string]: string;
            } | null;
            product_group_name?: string | null;
            /** @description ProductTypes lists kinds, or kind:subtype pairs, counted by the rule. */
            product_types?: string[] | null;
            /** @description RuleType is product or equivalency. */
            rule_type?: string | null;
        };
        /** @description CartProduct is a line of a bag. */
        CartProduct: {
            available: boolean;
            brand?: string;
            category?: string;
            count: number;
            discount_amount?: number;
            discounted_price_each?: number | null;
            discounted_price_eighth_ounce?: number | null;
            discounted_price_gram?: number | null;
            discounted_price_half_gram?: number | null;
            discounted_price_half_ounce?: number | null;
            discounted_price_ounce?: number | null;
            discounted_price_quarter_ounce?: number | null;
            discounted_price_two_gram?: number | null;
            discounts?: components["schemas"]["LineDiscount"][];
            /** @description ID is the product's id, as product_id. */
            id: number;
            image_url?: string;
            kind?: string;
            line_total: number | null;
            max_cart_quantity?: number;
            menu_product_id?: number;
            name?: string;
            price_each?: number;
            price_eighth_ounce?: number;
            price_gram?: number;
            price_half_gram?: number;
            price_half_ounce?: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            price_ounce?: number;
            price_quarter_ounce?: number;
            price_two_gram?: number;
            product_id: number;
            recommended: boolean;
            /**
             * @description RegularTotal is what the line would cost without its discounts, for
             *     the struck-through price: the browser does no money arithmetic.
             */
            regular_total?: number;
            special_id: number | null;
            special_title: string | null;
            stock?: number;
            store: components["schemas"]["CartStore"];
            unit_price: number | null;
            url_slug?: string;
        };
        /** @description CartProductRequest is the product of a cart_products request. */
        CartProductRequestInput: {
            count: number | string | null;
            /** @description PriceID is the weight sold: each, gram, eighth_ounce… */
            price_id: string | null;
            /** @description ProductID is the catalogue product's id; in a PATCH, the path's. */
            product_id?: number | string | null;
            /** @description Recommended says the shopper added it from a recommendation. */
            recommended?: boolean | null;
        };
        /** @description CartRedemption is a loyalty reward on a bag: with the amount it took off, or, once taken off, when. */
        CartRedemption: {
            amount?: number;
            /** Format: date-time */
            applied_at: string;
            cash_reward: number;
            crm_provider: string;
            id: number;
            point_value: number;
            /** Format: date-time */
            removed_at?: string;
            reward_id: number;
            reward_name: string;
        };
        /** @description CartStore is the store a bag is at. */
        CartStore: {
            id: number;
            name: string;
        };
        /** @description CashBack is a cash-back brand special earned by the cart: recorded for payout, never taken off the total. */
        CashBack: {
            amount: number;
            discount_label: string;
            special_id: number;
            title: string;
        };
        /** @description CashBackBrand is a brand with its live cash-back specials, by id. */
        CashBackBrand: {
            cash_back_specials: components["schemas"]["CashBackSpecial"][];
            color_hex: string;
            description: string;
            /**
             * @description HasActiveBrandSpecial says a brand special of the brand is active and
             *     enabled.
             */
            has_active_brand_special: boolean;
            id: number;
            logo_url: string | null;
            name: string;
            /** @description ProductCount counts the brand's products on at least one visible menu. */
            productCount: number;
            rank: number;
            url_slug: string;
        };
        /** @description CashBackSpecial is a brand's cash-back special. */
        CashBackSpecial: {
            cash_back: boolean;
            description: string;
            discount_dollar_amount: number;
            discount_label: string;
            discount_percent: number;
            discount_target_price: number;
            /** @description DiscountType is percent, dollar_amount or target_price. */
            discount_type: string;
            end_time: string | null;
            id: number;
            product_brand_id: number;
            special_type: string;
            start_time: string | null;
            terms: string;
            title: string;
        };
        /** @description CatalogueOffer is a product of the shared catalogue that the store's menu does not carry yet, as the console offers it to add. */
        CatalogueOffer: {
            brand: string;
            /** @enum {string} */
            kind: "flower" | "pre-roll" | "vape" | "extract" | "edible" | "tincture" | "topical" | "gear" | "merch" | "grow";
            product_id: number;
            product_name: string;
            /** @description Weights are the weights a product of its kind may be sold in. */
            weights: components["schemas"]["WeightChoice"][];
        };
        /** @description ChainInventoryStore is one store's rows in a chain's sync; each store once, and the caller must hold inventory.sync at it. */
        ChainInventoryStoreInput: {
            rows: components["schemas"]["InventorySyncRowInInput"][] | null;
            store_id: number | null;
        };
        /** @description ChainInventoryStoreSynced is what a chain's sync did at one store: each row's outcome in its rows' order, how many menu products changed and how many a snapshot hid. */
        ChainInventoryStoreSynced: {
            changed: number;
            hidden: number;
            rows: components["schemas"]["InventorySyncOutcome"][];
            store_id: number;
        };
        /** @description CheckoutContact says whether the checkout's e-mail address has an account (spec section 3: a guest is offered to make one). */
        CheckoutContact: {
            is_registered: boolean;
        };
        /** @description CollectedEvent is one tracked event of a batch. */
        CollectedEventInput: {
            name: string | null;
            productId?: number | string | null;
            properties?: unknown | null;
            storeId?: number | string | null;
        };
        /** @description Collection is a curated list of products near the shopper. */
        Collection: {
            /** @description Count counts its products near the shopper. */
            count: number;
            description: string;
            filter: {
                [key: string]: string;
            };
            /** @description Group is what the collection picks by: kind, effect or value. */
            group: string;
            /**
             * @description Query is GET /products' query string that lists its products, and
             *     Filter the same parameters by name.
             */
            query: string;
            slug: string;
            title: string;
        };
        /** @description Columns are the names of a feed's columns. */
        Columns: {
            external_id: string;
            menu_product_id: string;
            price: string;
            stock: string;
            visible: string;
            weight: string;
        };
        /** @description Columns are the names of a feed's columns. */
        ColumnsInput: {
            external_id?: string | null;
            menu_product_id?: string | null;
            price?: string | null;
            stock?: string | null;
            visible?: string | null;
            weight?: string | null;
        };
        /** @description CommunicationBanner is a message the store shows above its menu. */
        CommunicationBanner: {
            enabled: boolean;
            /** @description Message is HTML; it is sanitised before it is shown. */
            message?: string;
        };
        /** @description CommunicationBanner is a message the store shows above its menu. */
        CommunicationBannerInput: {
            enabled?: boolean | null;
            /** @description Message is HTML; it is sanitised before it is shown. */
            message?: string | null;
        };
        /** @description Compliance holds the store's legal checkout requirements. */
        Compliance: {
            age_gate?: boolean;
            birth_date_required: boolean;
            /** @description CheckoutAgeMinimum is the youngest age that may reserve (21, or 18/19 in Canada). */
            checkout_age_minimum: number;
            checkout_agreement?: string;
            id_required: boolean;
            /** @description MedicalAgeMinimum applies to medical patients where it differs. */
            medical_age_minimum?: number;
            no_free_cannabis_goods?: boolean;
            residency_matters?: boolean;
        };
        /** @description Compliance holds the store's legal checkout requirements. */
        ComplianceInput: {
            age_gate?: boolean | null;
            birth_date_required?: boolean | null;
            /** @description CheckoutAgeMinimum is the youngest age that may reserve (21, or 18/19 in Canada). */
            checkout_age_minimum?: number | null;
            checkout_agreement?: string | null;
            id_required?: boolean | null;
            /** @description MedicalAgeMinimum applies to medical patients where it differs. */
            medical_age_minimum?: number | null;
            no_free_cannabis_goods?: boolean | null;
            residency_matters?: boolean | null;
        };
        /** @description ConsoleReview is one of the store's reviews as the console shows it. */
        ConsoleReview: {
            activities: string[];
            comment: string;
            /** Format: date-time */
            created_at: string;
            feelings: string[];
            /**
             * @description Hidden says shoppers do not see it, nor count it in ratings.
             *     HiddenReason, HiddenAt and HiddenBy say why, when and by whom the
             *     console hid it ("" and null for a review the catalogue hides).
             */
            hidden: boolean;
            hidden_at: string | null;
            hidden_by: string;
            hidden_reason: string;
            id: number;
            /** @description Nickname is its author's name as shoppers see it. */
            nickname: string;
            /** @description ProductID and ProductName are the product it is about. */
            product_id: number;
            product_name: string;
            /** @description Rating is from 1 to 5. */
            rating: number;
            replied_at: string | null;
            replied_by: string;
            /**
             * @description Reply is the store's reply, shown under the review to shoppers; ""
             *     for none. RepliedAt and RepliedBy (the staff member's name, "" when
             *     unknown) say when and by whom it was written.
             */
            reply: string;
        };
        /** @description ConsoleSpecial is a special as the console lists it: one of the store's own, or a brand special running at the store (read_only). */
        ConsoleSpecial: {
            /** @description Active and Enabled must both be true for it to run. */
            active: boolean;
            /** @description ApplicableWeights are the weights it covers (price ids); none: all. */
            applicable_weights: string[];
            /** @description BulkTiers are a bulk special's steps. */
            bulk_tiers: components["schemas"]["BulkTier"][];
            /** @description CashBack marks a brand's cash back, which is never taken off a total. */
            cash_back: boolean;
            description: string;
            discount_dollar_amount: number;
            /** @description DiscountLabel is the menu's badge for it, such as "20% off". */
            discount_label: string;
            discount_percent: number;
            discount_target_price: number;
            /**
             * @description DiscountType says which of the discounts below applies: a
             *     percentage off, an amount off, or a price to sell at.
             * @enum {string}
             */
            discount_type: "percent" | "dollar_amount" | "target_price";
            enabled: boolean;
            end_time: string | null;
            /** @description ExcludedAppModes are the app modes it does not run in. */
            excluded_app_modes: string[];
            /** @description GoldDiscountPercent adds percentage points for gold members. */
            gold_discount_percent: number;
            id: number;
            /**
             * @description MinimumSubtotal is the least the covered products must come to for a
             *     cart-total, promo-code or group special to apply.
             */
            minimum_subtotal: number;
            /** @description Photo is its picture's URL, "" for none. */
            photo: string;
            product_brand_id: number | null;
            /** @description PromoCode is the code a promo_code special needs; "" for others. */
            promo_code: string;
            /**
             * @description ReadOnly marks a brand special: it runs at every store selling its
             *     brand, and only the catalogue import changes it.
             */
            read_only: boolean;
            /**
             * @description Rules are what it covers: its include and exclude lists (kinds,
             *     lineages, products, brands, weights, user segments…) and a bundle's
             *     sections and settings.
             */
            rules: components["schemas"]["SpecialRules"];
            /**
             * @description SpecialType is a store's product, bulk, bundle, cart_total, group or
             *     promo_code; buy_x_get_y and buy_x_and_save are brand specials' only.
             * @enum {string}
             */
            special_type: "product" | "bulk" | "bundle" | "cart_total" | "group" | "promo_code" | "buy_x_get_y" | "buy_x_and_save";
            /** @description Stackable lets it apply together with other specials. */
            stackable: boolean;
            start_time: string | null;
            /**
             * @description Status is where it stands now: off (not active or not enabled),
             *     scheduled, live or ended.
             * @enum {string}
             */
            status: "off" | "scheduled" | "live" | "ended";
            terms: string;
            title: string;
            /**
             * @description UserGroup is the group a group special is for (seniors, veterans,
             *     students or medical); "" for others.
             */
            user_group: string;
            /**
             * @description Version is what a change sends back: the change is refused (409)
             *     when someone changed the special since.
             */
            version: number;
        };
        /** @description Credentials are a login's or registration's address, password and, for a registration, names. */
        CredentialsInput: {
            email?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            password?: string | null;
        };
        /** @description CustomRow is a titled row of the products a filter matches, in the filter syntax of the merchandising service (docs/api.md), e.g. */
        CustomRow: {
            enabled: boolean;
            search_filter: string;
            /** @description SearchSort is one of the menu's sorts; empty keeps the recommended order. */
            search_sort?: string;
            title: string;
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
        /** @description DayHours is the period a store is open on one day ("monday" ... */
        DayHours: {
            day: string;
            period: components["schemas"]["Period"];
        };
        /** @description DayHours is the period a store is open on one day ("monday" ... */
        DayHoursInput: {
            day?: string | null;
            period?: components["schemas"]["PeriodInput"] | null;
        };
        /** @description DeliveryZone is an area the store delivers to. */
        DeliveryZone: {
            fee: number;
            geofence?: [
                number,
                number
            ][];
            lead_time_minutes?: number;
            min_amount: number;
            name: string;
            radius_miles?: number;
            zipcodes?: string[];
        };
        /** @description DeliveryZone is an area the store delivers to. */
        DeliveryZoneInput: {
            fee?: number | string | null;
            geofence?: [
                number,
                number
            ][] | null;
            lead_time_minutes?: number | null;
            min_amount?: number | string | null;
            name?: string | null;
            radius_miles?: number | null;
            zipcodes?: string[] | null;
        };
        /** @description EmptySearch is a search of the menu that found nothing. */
        EmptySearch: {
            days: number;
            last_day: string;
            /**
             * @description Query is lowercased, its spaces collapsed, any e-mail address, phone
             *     or card number replaced by [redacted].
             */
            query: string;
            /**
             * @description Searches counts them; Days the days they were made on; LastDay is
             *     the latest (YYYY-MM-DD).
             */
            searches: number;
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
        /** @description FeedInfo is a store's pull connector with how its last run went. */
        FeedInfo: {
            /** @description Enabled runs it; off, it is kept and not read. */
            enabled: boolean;
            /** @description EveryMinutes is how often it is read, 1 to 1440. */
            every_minutes: number;
            last_changed: number;
            last_hidden: number;
            last_message: string;
            last_ok: boolean;
            /**
             * @description The last good run's rows read, products changed and hidden, and
             *     counts below what live reservations hold.
             */
            last_rows: number;
            last_run_at: string | null;
            last_shortfalls: number;
            /**
             * @description Mapping says how to read it: its format, the sync's mode, its
             *     columns and weights.
             */
            mapping: components["schemas"]["Mapping"];
            next_run_at: string | null;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description URL is the export's address, http or https (its query may carry the
             *     point of sale's key); private addresses only with -webhooks-private.
             */
            url: string;
        };
        /** @description Fulfillment holds the settings of each reservation mode. */
        Fulfillment: {
            curbside: components["schemas"]["ModeSettings"];
            /** @description CurbsideSetting is allowed, not_allowed or mandatory. */
            curbside_pickup_setting?: string;
            delivery: components["schemas"]["ModeSettings"];
            /** @description DeliveryRadiusMiles is the outer limit of delivery from the store. */
            delivery_radius_miles?: number;
            /** @description FreeDeliveryMinimum waives the delivery fee from this cart total up. */
            free_delivery_minimum?: number;
            kiosk: components["schemas"]["ModeSettings"];
            /** @description KioskAnonymousCheckout is allowed, required or none. */
            kiosk_anonymous_checkout?: string;
            pickup: components["schemas"]["ModeSettings"];
        };
        /** @description Fulfillment holds the settings of each reservation mode. */
        FulfillmentInput: {
            curbside?: components["schemas"]["ModeSettingsInput"] | null;
            /** @description CurbsideSetting is allowed, not_allowed or mandatory. */
            curbside_pickup_setting?: string | null;
            delivery?: components["schemas"]["ModeSettingsInput"] | null;
            /** @description DeliveryRadiusMiles is the outer limit of delivery from the store. */
            delivery_radius_miles?: number | null;
            /** @description FreeDeliveryMinimum waives the delivery fee from this cart total up. */
            free_delivery_minimum?: number | string | null;
            kiosk?: components["schemas"]["ModeSettingsInput"] | null;
            /** @description KioskAnonymousCheckout is allowed, required or none. */
            kiosk_anonymous_checkout?: string | null;
            pickup?: components["schemas"]["ModeSettingsInput"] | null;
        };
        /** @description FunnelCounts are the steps from a product shown to a product reserved. */
        FunnelCounts: {
            add_to_carts: number;
            clicks: number;
            impressions: number;
            reservations: number;
        };
        /** @description FunnelDay is a day's steps, over every product. */
        FunnelDay: {
            add_to_carts: number;
            clicks: number;
            day: string;
            impressions: number;
            reservations: number;
        };
        /** @description HookCustomer is who the reservation is for. */
        HookCustomer: {
            /** @description BirthDate is YYYY-MM-DD, for the age check at the counter. */
            birth_date: string;
            email: string;
            first_name: string;
            last_name: string;
            phone: string;
        };
        /** @description HookLine is a product reserved: the catalogue's product id, the store's menu product id and the point of sale's own id, when it has one. */
        HookLine: {
            brand: string;
            count: number;
            external_id: string;
            kind: string;
            line_total: number;
            menu_product_id: number;
            name: string;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            unit_price: number;
        };
        /** @description HookLowStock is a weight of a menu product whose stock fell to the subscription's threshold or below. */
        HookLowStock: {
            brand: string;
            external_id: string;
            menu_product_id: number;
            name: string;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            stock: number;
            threshold: number;
        };
        /** @description HookReservation is a reservation as a point of sale rings it up. */
        HookReservation: {
            all_discounts_total: number;
            amount: number;
            /** Format: date-time */
            arrived_at: string;
            asap: boolean;
            /** Format: date-time */
            created_at: string;
            curbside_spot?: string;
            customer: components["schemas"]["HookCustomer"];
            delivery_address: components["schemas"]["Address"];
            discounted_subtotal: number;
            id: number;
            item_total: number;
            payment_method: string;
            products: components["schemas"]["HookLine"][];
            /** @description Mode is pickup, delivery, curbside or kiosk. */
            reservation_mode: string;
            status: string;
            store_id: number;
            uuid: string;
            /** Format: date-time */
            window_end: string;
            /** Format: date-time */
            window_start: string;
        };
        /** @description HookReview is a shopper's review of a product at the store. */
        HookReview: {
            comment: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            nickname: string;
            product_id: number;
            rating: number;
        };
        /** @description Hours holds a schedule per kind: the retail store and each fulfilment mode. */
        Hours: {
            curbside?: components["schemas"]["DayHours"][];
            delivery?: components["schemas"]["DayHours"][];
            pickup?: components["schemas"]["DayHours"][];
            working: components["schemas"]["DayHours"][];
        };
        /** @description Hours holds a schedule per kind: the retail store and each fulfilment mode. */
        HoursInput: {
            curbside?: components["schemas"]["DayHoursInput"][] | null;
            delivery?: components["schemas"]["DayHoursInput"][] | null;
            pickup?: components["schemas"]["DayHoursInput"][] | null;
            working?: components["schemas"]["DayHoursInput"][] | null;
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
            eventName?: string | null;
            filters?: string[] | null;
            index?: string | null;
            objectIDs?: string[] | null;
            userToken?: string | null;
        };
        /** @description IntegrationTokenInfo is one of the store's integration tokens as listed: never the token itself, shown once when made. */
        IntegrationTokenInfo: {
            /** Format: date-time */
            created_at: string;
            id: number;
            last_used_at: string | null;
            name: string;
            revoked_at: string | null;
            /**
             * @description Stores are the stores it covers: the one it was made at first, then
             *     the others a chain's token covers too.
             */
            stores: number[];
        };
        /** @description Inventory is what a store's point of sale records about one weight of a menu item. */
        Inventory: {
            /** @description Bulk says the weight is weighed out at the counter, not prepackaged. */
            bulk?: boolean;
            /**
             * @description Equivalency is the grams of dried flower one unit counts as, as the
             *     point of sale records it; nil when it records none.
             */
            equivalency?: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            /**
             * @description Tax is the tax category the point of sale files the weight under,
             *     such as "cannabis" or "non_cannabis".
             */
            tax?: string;
        };
        /** @description InventoryPotency is a weight on sale with the product's potencies. */
        InventoryPotency: {
            cbd_potency: number | null;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            tac_potency: number | null;
            thc_potency: number | null;
            thca_potency: number | null;
        };
        /** @description InventoryShortfall is a weight counted on hand below what live reservations hold of it. */
        InventoryShortfall: {
            counted: number;
            held: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
        };
        /** @description InventorySyncOutcome is what a sync did with one row: whether the product changed, and the weights whose count on hand is below what live reservations hold (none are left to sell; the reservations keep theirs). */
        InventorySyncOutcome: {
            changed: boolean;
            menu_product_id: number;
            shortfalls: components["schemas"]["InventoryShortfall"][];
        };
        /** @description InventorySyncRowIn is one menu product of a sync, named by menu_product_id or by the point of sale's own id (external_id, unique in the store); sent both, the two are linked, and later rows may name the product by external_id alone. */
        InventorySyncRowInInput: {
            external_id?: string | null;
            menu_product_id?: number | null;
            /** @description Visible shows (true) or hides (false) the product; left out, kept. */
            visible?: boolean | null;
            weights?: components["schemas"]["InventorySyncWeightInput"][] | null;
        };
        /** @description InventorySyncWeight is one weight of a row: its price in dollars and the point of sale's count on hand, each optional. */
        InventorySyncWeightInput: {
            price?: number | string | null;
            price_id: string | null;
            stock?: number | null;
        };
        /** @description LabResult is one compound's measure; UnitID is Unit again. */
        LabResult: {
            compound_name: string;
            unit: string;
            unit_id: string;
            value: number;
        };
        /** @description LineDiscount is what one special took off one line. */
        LineDiscount: {
            amount: number;
            discounted_units: number;
            special_id: number;
            /**
             * @description Units is how many of the line's units the special holds (discounted,
             *     or counted towards a bundle), Discounted how many of them it took
             *     something off, and Amount what it took off them.
             */
            units: number;
        };
        /** @description LocalizedContent is a product's name and description in one language. */
        LocalizedContent: {
            description?: string;
            name?: string;
        };
        /** @description LoyaltyWallet is a shopper's standing in a store's programme. */
        LoyaltyWallet: {
            automatic_redemption: boolean;
            /** @description CRMMemberID is the signed-in member's id; absent for a guest. */
            crm_member_id?: string;
            loyalty_points_stacking_enabled: boolean;
            max_redemption_count: number;
            /** @description Offers is always empty: Pistil's programmes make no offers. */
            offers: Record<string, never>[];
            points: number;
            points_per_dollar: number;
            rewards: components["schemas"]["Reward"][];
            signed_up: boolean;
            /** @description WalletState is locked or unlocked. */
            wallet_state: string;
        };
        /** @description Mapping says how to read a point of sale's feed. */
        Mapping: {
            /**
             * @description Columns names the feed's column (CSV) or field (JSON) of each value:
             *     external_id is needed; weight, price, stock and visible are read
             *     when named.
             */
            columns: components["schemas"]["Columns"];
            /**
             * @description Format is csv (a header row, then a row per product and weight) or
             *     json (an array of objects, one per product and weight).
             */
            format: string;
            /**
             * @description Mode is the sync's mode: delta or snapshot (the feed is the whole
             *     menu: what it leaves out is hidden).
             */
            mode: string;
            /**
             * @description Weights maps the feed's weight values ("3.5g", "Eighth") to price
             *     ids; a value it does not list must be a price id itself. Without a
             *     weight column every row is the weight "each".
             */
            weights: {
                [key: string]: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            };
        };
        /** @description Mapping says how to read a point of sale's feed. */
        MappingInput: {
            columns?: components["schemas"]["ColumnsInput"] | null;
            /**
             * @description Format is csv (a header row, then a row per product and weight) or
             *     json (an array of objects, one per product and weight).
             */
            format?: string | null;
            /**
             * @description Mode is the sync's mode: delta or snapshot (the feed is the whole
             *     menu: what it leaves out is hidden).
             */
            mode?: string | null;
            /**
             * @description Weights maps the feed's weight values ("3.5g", "Eighth") to price
             *     ids; a value it does not list must be a price id itself. Without a
             *     weight column every row is the weight "each".
             */
            weights?: {
                [key: string]: string;
            } | null;
        };
        /** @description MenuImportChange is one value an import changes. */
        MenuImportChange: {
            after: string;
            /**
             * @description Before and After are the values as the CSV writes them: a price in
             *     dollars with two decimals (12.50), a count, true or false, the
             *     notes' text. Before is "" for a weight the product did not sell.
             */
            before: string;
            /** @enum {string} */
            field: "price" | "stock" | "visible" | "store_notes" | "max_cart_quantity";
            /**
             * @description PriceID and WeightLabel name the weight of a price or a count; they
             *     are left out for the product's own fields.
             * @enum {string}
             */
            price_id?: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            /**
             * @description Row is the line of the file's row that changes it (the header is
             *     line 1).
             */
            row: number;
            weight_label?: string;
        };
        /** @description MenuImportProduct is one menu product an import changes, with each of its values that changes. */
        MenuImportProduct: {
            brand: string;
            changes: components["schemas"]["MenuImportChange"][];
            menu_product_id: number;
            product_name: string;
            /**
             * @description Version is the product's version after the import: one more than
             *     the export's, or as it is in a dry run.
             */
            version: number;
        };
        /** @description MenuProduct is a product as one store sells it, in the field names of spec section 3. */
        MenuProduct: {
            activities: string[];
            aggregate_rating: number | null;
            aliases: string[];
            allergens: string[];
            allow_multiple_flower_count: boolean;
            applicable_brand_special_ids: number[];
            applicable_brand_specials_excluded_user_segments: {
                [key: string]: number[];
            };
            /**
             * @description ApplicableBrandSpecialsIncludedUserSegments and …Excluded… are, by
             *     special id, the user segments of the brand specials limited to some
             *     that cover the product: what a client needs to tell whether one is
             *     the shopper's.
             */
            applicable_brand_specials_included_user_segments: {
                [key: string]: number[];
            };
            applicable_bundle_special_ids: components["schemas"]["BundleSpecialIDs"];
            /**
             * @description ApplicableSpecialIDs are the store's specials that apply to the
             *     product, ApplicableBrandSpecialIDs the brands'.
             */
            applicable_special_ids: number[];
            /**
             * @description AvailableWeights are the weights on sale but each, spaced ("eighth
             *     ounce").
             */
            available_weights: string[];
            best_seller_rank: number | null;
            brand: string;
            /**
             * @description BrandSpecialPrices are the cash-back brand specials' offers, by
             *     weight (price id); none when the prices are hidden.
             */
            brand_special_prices: {
                [key: string]: components["schemas"]["BrandSpecialPrice"];
            };
            brand_subtype: string;
            bucket_price: number | null;
            business_licenses: components["schemas"]["BusinessLicense"][];
            category: string | null;
            compound_names: string[];
            description: string;
            discounted_price_each?: number | null;
            discounted_price_eighth_ounce?: number | null;
            discounted_price_gram?: number | null;
            discounted_price_half_gram?: number | null;
            discounted_price_half_ounce?: number | null;
            discounted_price_ounce?: number | null;
            discounted_price_quarter_ounce?: number | null;
            discounted_price_two_gram?: number | null;
            dosage: number | null;
            /** @description Effects and Feelings are the same list. */
            effects: string[];
            feelings: string[];
            flavors: string[];
            /** @description HasBrandDiscount says a brand special applies to the product. */
            has_brand_discount: boolean;
            /**
             * @description ID and ProductID are the catalogue product's id; MenuProductID is
             *     the store's menu product's, and ObjectID the same as a string.
             */
            id: number;
            image_urls: string[];
            ingredients: string[];
            inventories: components["schemas"]["Inventory"][];
            inventory_potencies: components["schemas"]["InventoryPotency"][];
            /**
             * @description Kind, Type and ProductType are the kind of product; RootSubtype,
             *     KindSubtype and ProductRootSubtype its subtype.
             */
            kind: string;
            kind_subtype: string;
            lab_result_urls: string[];
            /**
             * @description LabResults are the lab results, given for the first weight on the
             *     menu; none without results.
             */
            lab_results: components["schemas"]["WeightLabResults"][];
            localized_content: {
                [key: string]: components["schemas"]["LocalizedContent"];
            };
            /** @description MaxCartQuantity caps the count of one weight in a cart. */
            max_cart_quantity: number;
            max_cart_quantity_each?: number;
            max_cart_quantity_eighth_ounce?: number;
            max_cart_quantity_gram?: number;
            max_cart_quantity_half_gram?: number;
            max_cart_quantity_half_ounce?: number;
            max_cart_quantity_ounce?: number;
            max_cart_quantity_quarter_ounce?: number;
            max_cart_quantity_two_gram?: number;
            menu_product_id: number;
            name: string;
            net_weight_grams: number | null;
            objectID: string;
            operator_store_rank: number | null;
            percent_cbd: number | null;
            percent_cbda: number | null;
            percent_tac: number | null;
            percent_thc: number | null;
            percent_thca: number | null;
            /** @description PhotoWeights maps a weight to the photo that shows it. */
            photo_weights: {
                [key: string]: number;
            };
            photos: components["schemas"]["ProductPhoto"][];
            price_each?: number | null;
            price_eighth_ounce?: number | null;
            price_gram?: number | null;
            price_half_gram?: number | null;
            price_half_ounce?: number | null;
            price_ounce?: number | null;
            price_quarter_ounce?: number | null;
            price_two_gram?: number | null;
            /**
             * @description PricesHidden says the store shows its prices to signed-in shoppers
             *     only (hide_prices) and the shopper is not signed in: every price is
             *     null or {}.
             */
            prices_hidden: boolean;
            productRootSubtype: string;
            productType: string;
            product_brand_id: number;
            product_id: number;
            quantity_units: string;
            quantity_value: number | null;
            review_count: number;
            root_subtype: string;
            /**
             * @description RootTypes are the kind and the kind:Subtype pair, as menu filters
             *     use them.
             */
            root_types: string[];
            special_id: number | null;
            special_price_each?: components["schemas"]["WeightSpecialPrice"];
            special_price_eighth_ounce?: components["schemas"]["WeightSpecialPrice"];
            special_price_gram?: components["schemas"]["WeightSpecialPrice"];
            special_price_half_gram?: components["schemas"]["WeightSpecialPrice"];
            special_price_half_ounce?: components["schemas"]["WeightSpecialPrice"];
            special_price_ounce?: components["schemas"]["WeightSpecialPrice"];
            special_price_quarter_ounce?: components["schemas"]["WeightSpecialPrice"];
            special_price_two_gram?: components["schemas"]["WeightSpecialPrice"];
            special_title: string | null;
            stock_each?: number;
            stock_eighth_ounce?: number;
            stock_gram?: number;
            stock_half_gram?: number;
            stock_half_ounce?: number;
            stock_ounce?: number;
            stock_quarter_ounce?: number;
            stock_two_gram?: number;
            store_id: number;
            store_notes: string;
            strain: string;
            terpenes: components["schemas"]["Terpene"][];
            type: string;
            url_slug: string;
            visible: boolean;
        };
        /** @description MenuWeightEdit is one weight of an edit: its price, in dollars, and a new count on hand if it changes. */
        MenuWeightEditInput: {
            price: number | string | null;
            price_id: string | null;
            /** @description Stock is the new count on hand; left out, the count is kept. */
            stock?: number | null;
            /**
             * @description StockWas is the count seen, which a new count other than 0 needs:
             *     checkouts take stock without changing the product's version, so the
             *     change is refused (409 conflict, with the count now) when the count
             *     is no longer this one.
             */
            stock_was?: number | null;
        };
        /** @description MessageLook is how a store's messages to its shoppers look, and the store's own words in them: its colours and logo in the e-mail, a sign-off under every message, and a note per kind of message (ReservationKinds). */
        MessageLook: {
            /**
             * @description BackgroundColor is the page around the message, #rrggbb; ""
             *     for DefaultBackground.
             */
            background_color: string;
            /**
             * @description Color is the band at the top and the button, #rrggbb; "" for
             *     DefaultColor. Text on it is black or white, whichever reads better.
             */
            color: string;
            /**
             * @description LogoURL is an https image shown in the band in place of the store's
             *     name (which becomes its text alternative); "" for the name.
             */
            logo_url: string;
            /**
             * @description Notes are the store's words added to one kind of message, by kind
             *     (a key of ReservationKinds): "Park in bays 1 to 4 and tap I'm
             *     here." for ready_for_pickup (at most MaxKindNote characters each).
             */
            notes: {
                [key: string]: string;
            };
            /**
             * @description SignOff ends every message, e-mail and text: "See you soon! The
             *     Greenhouse team" (at most MaxSignOff characters).
             */
            sign_off: string;
        };
        /** @description MessageLook is how a store's messages to its shoppers look, and the store's own words in them: its colours and logo in the e-mail, a sign-off under every message, and a note per kind of message (ReservationKinds). */
        MessageLookInput: {
            /**
             * @description BackgroundColor is the page around the message, #rrggbb; ""
             *     for DefaultBackground.
             */
            background_color?: string | null;
            /**
             * @description Color is the band at the top and the button, #rrggbb; "" for
             *     DefaultColor. Text on it is black or white, whichever reads better.
             */
            color?: string | null;
            /**
             * @description LogoURL is an https image shown in the band in place of the store's
             *     name (which becomes its text alternative); "" for the name.
             */
            logo_url?: string | null;
            /**
             * @description Notes are the store's words added to one kind of message, by kind
             *     (a key of ReservationKinds): "Park in bays 1 to 4 and tap I'm
             *     here." for ready_for_pickup (at most MaxKindNote characters each).
             */
            notes?: {
                [key: string]: string;
            } | null;
            /**
             * @description SignOff ends every message, e-mail and text: "See you soon! The
             *     Greenhouse team" (at most MaxSignOff characters).
             */
            sign_off?: string | null;
        };
        /** @description MessagePreview is one kind of message as a shopper would get it for a sample reservation: the e-mail's subject, plain text and HTML page, and the text message. */
        MessagePreview: {
            /** @description HTML is a whole page, to be shown in a sandboxed frame. */
            html: string;
            kind: string;
            /** @description SMS is the text message to a shopper who gave a phone number. */
            sms: string;
            /**
             * @description SMSSent says the server sends text messages (-sms is not off);
             *     without it shoppers get the e-mail alone.
             */
            sms_sent: boolean;
            subject: string;
            text: string;
        };
        /** @description ModeSettings configures one reservation mode. */
        ModeSettings: {
            enabled: boolean;
            /** @description IntervalMinutes is the length of a reservation window. */
            interval_minutes?: number;
            /** @description LastCallMinutes stops reservations this long before closing. */
            last_call_minutes?: number;
            /** @description LeadTimeMinutes is the usual time from reservation to ready. */
            lead_time_minutes: number;
            max_lead_time_minutes?: number;
            /** @description MaxOrdersPerWindow caps reservations per window; 0 means no cap. */
            max_orders_per_window?: number;
            min_lead_time_minutes?: number;
            /** @description Minimum is the smallest order total the mode accepts. */
            minimum?: number;
            /** @description PaymentOptions lists debit, cash and credit as accepted for this mode. */
            payment_options?: string[];
            /** @description WindowsDisplayedByDay limits how many windows the slot screen shows a day. */
            windows_displayed_by_day?: number;
        };
        /** @description ModeSettings configures one reservation mode. */
        ModeSettingsInput: {
            enabled?: boolean | null;
            /** @description IntervalMinutes is the length of a reservation window. */
            interval_minutes?: number | null;
            /** @description LastCallMinutes stops reservations this long before closing. */
            last_call_minutes?: number | null;
            /** @description LeadTimeMinutes is the usual time from reservation to ready. */
            lead_time_minutes?: number | null;
            max_lead_time_minutes?: number | null;
            /** @description MaxOrdersPerWindow caps reservations per window; 0 means no cap. */
            max_orders_per_window?: number | null;
            min_lead_time_minutes?: number | null;
            /** @description Minimum is the smallest order total the mode accepts. */
            minimum?: number | string | null;
            /** @description PaymentOptions lists debit, cash and credit as accepted for this mode. */
            payment_options?: string[] | null;
            /** @description WindowsDisplayedByDay limits how many windows the slot screen shows a day. */
            windows_displayed_by_day?: number | null;
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
        /** @description NearbyProduct is a product near the shopper: its lowest_price is the nearby price, with the nearest store that sells it and its distance. */
        NearbyProduct: {
            /** @description Brand is the brand's name. */
            brand: string;
            category: string | null;
            description: string;
            /** @description DistanceMiles is the distance to the nearest store, to 0.1 mile. */
            distance_miles: number;
            effects: string[];
            id: number;
            image_urls: string[];
            kind: string;
            lowest_price: number | null;
            name: string;
            /**
             * @description NearbyStoreCount counts the stores whose price lowest_price is of:
             *     the nearest, and those near it in the same currency.
             */
            nearby_store_count: number;
            nearest_store: components["schemas"]["NearestStore"];
            percent_cbd: number | null;
            percent_thc: number | null;
            product_brand_id: number;
            /** @description ProductID is the product's id again. */
            product_id: number;
            root_subtype: string;
            /** @description StoreCount counts the stores that sell it. */
            store_count: number;
            url_slug: string;
        };
        /** @description NearestStore is the nearest store that sells a product. */
        NearestStore: {
            city: string;
            country_code: string;
            currency: string;
            id: number;
            lat: number;
            long: number;
            lowest_price: number | null;
            name: string;
            state: string;
            url_slug: string;
        };
        /** @description NewMenuWeight is one weight of a product put on the menu: its price, in dollars, and its count on hand (0 when left out). */
        NewMenuWeightInput: {
            price: number | string | null;
            price_id: string | null;
            stock?: number | null;
        };
        /** @description Origin is where the shopper was taken to be, rounded to 4 decimals. */
        Origin: {
            /**
             * @description Default says the client sent no position: it is the stores' mean,
             *     weighted by their menus' sizes.
             */
            default: boolean;
            lat: number;
            long: number;
        };
        /** @description POSCart is a bag's totals for a point of sale. */
        POSCart: {
            all_discounts_total: number;
            delivery_fee: number;
            discounted_subtotal: number;
            rounding_amount: number;
            sales_tax: number;
            service_fee: number;
            store_tax: number;
            total: number;
        };
        /** @description PageProduct is a product of /merch/v2/smartpage. */
        PageProduct: {
            object_id: string;
            /** @description SearchAttributes are as a PlacedProduct's. */
            search_attributes: unknown;
        };
        /** @description Partner is what the app and partner sites may know of a partner: a site that shows one or more stores' menus in an app mode. */
        Partner: {
            /**
             * @description AllowedOrigins are the origins that may frame the app and exchange
             *     messages with it.
             */
            allowed_origins: string[];
            /** @description AuthDisabled switches shopper accounts off in the partner's mode. */
            auth_disabled: boolean;
            id: number;
            /**
             * @description Mode is the partner's app mode (embedded, framelessEmbed,
             *     whiteLabel, operatorEmbed, kiosk, bloom or headless).
             */
            mode: string;
            name: string;
            /**
             * @description PartnerHostedPath is where the frameless embed renders in the
             *     partner's site; "" for other modes.
             */
            partner_hosted_path: string;
            /** @description StoreIDs are the stores the partner shows; the first is its default. */
            store_ids: number[];
            theme: components["schemas"]["Theme"];
        };
        /** @description Period is an opening period in the store's time zone, "HH:mm" 24-hour. */
        Period: {
            from: string;
            to: string;
        };
        /** @description Period is an opening period in the store's time zone, "HH:mm" 24-hour. */
        PeriodInput: {
            from?: string | null;
            to?: string | null;
        };
        /** @description PhotoURLs are a photo's URLs by size. */
        PhotoURLs: {
            large: string;
            medium: string;
            original: string;
            small: string;
        };
        /** @description PickLine is a line to take off the shelves. */
        PickLine: {
            brand: string;
            count: number;
            kind: string;
            name: string;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            weight_label: string;
        };
        /** @description Place is a city the catalogue has stores in, or a ZIP or postal code a store is at or delivers to (catalog.Place). */
        Place: {
            city: string;
            country_code: string;
            /** @enum {string} */
            kind: "city" | "zip";
            /** @description Label is how the place reads: "San Francisco, CA" or "94110". */
            label: string;
            /**
             * @description Lat and Long are the mean of the positions of the stores that name
             *     the place, to 4 decimals.
             */
            lat: number;
            long: number;
            state: string;
            /** @description StoreCount counts the stores in the city, or at or delivering to the code. */
            store_count: number;
            /** @description Zip is the code as the stores write it; empty for a city. */
            zip: string;
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
            search_attributes: {
                [key: string]: unknown;
            };
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
        /** @description PreviewLine is a line of the sample bag as priced: its unit price, what the specials took off it, what it comes to, and the line-level special holding most of its units (null when none; 0 for a new special's draft). */
        PreviewLine: {
            count: number;
            discount: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
            product_name: string;
            special_id: number | null;
            total: number;
            unit_price: number;
        };
        /** @description PreviewLineRequest is one line of a sample bag. */
        PreviewLineRequestInput: {
            count: number | null;
            price_id: string | null;
            product_id: number | null;
        };
        /** @description PreviewSpecial is a special that took something off the sample bag: where its amount is counted (product, brand, group or cart) and how much. */
        PreviewSpecial: {
            amount: number;
            category: string;
            draft: boolean;
            special_id: number;
            special_type: string;
            title: string;
        };
        /** @description ErrorBody is the one error shape of docs/api.md. */
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
            /**
             * @description Stock is a weight's count on hand now (PriceID names the weight),
             *     when a stock change was sent with another count seen.
             */
            stock?: number;
            subtotal?: number;
            /**
             * @description UnavailableProducts are the bag lines that cannot be reserved as
             *     they stand.
             */
            unavailable_products?: components["schemas"]["UnavailableLine"][];
            unit?: string;
            /** @description Validations maps each field refused to its messages. */
            validations?: {
                [key: string]: string[];
            };
            /**
             * @description Version is the version a row has now, when an edit was sent with
             *     another (someone changed the row since the editor read it).
             */
            version?: number;
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
        /** @description ProductPhoto is a product photo in each size; every size is the one photo. */
        ProductPhoto: {
            /** @description ID is the product's id and the photo's place: "100-0". */
            id: string;
            position: number;
            urls: components["schemas"]["PhotoURLs"];
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
        /** @description ProductStore is a store that sells a product, with its prices. */
        ProductStore: {
            lowest_price: number | null;
            /**
             * @description Prices are the store's prices of the product by weight (price id),
             *     those above zero; none when the store hides them.
             */
            prices: {
                [key: string]: number;
            };
            /**
             * @description PricesHidden says the store shows its prices to signed-in shoppers
             *     only (hide_prices), and the shopper is not signed in.
             */
            prices_hidden: boolean;
            store: components["schemas"]["StorePlace"];
        };
        /** @description ProductSummary is a product across the stores that sell it: how many, and from what price. */
        ProductSummary: {
            /** @description Brand is the brand's name. */
            brand: string;
            category: string | null;
            description: string;
            effects: string[];
            id: number;
            image_urls: string[];
            kind: string;
            lowest_price: number | null;
            name: string;
            percent_cbd: number | null;
            percent_thc: number | null;
            product_brand_id: number;
            /** @description ProductID is the product's id again. */
            product_id: number;
            root_subtype: string;
            /** @description StoreCount counts the stores that sell it. */
            store_count: number;
            url_slug: string;
        };
        /** @description ProductWithStores is a product with each store that sells it. */
        ProductWithStores: {
            /** @description Brand is the brand's name. */
            brand: string;
            category: string | null;
            description: string;
            effects: string[];
            id: number;
            image_urls: string[];
            kind: string;
            lowest_price: number | null;
            name: string;
            percent_cbd: number | null;
            percent_thc: number | null;
            product_brand_id: number;
            /** @description ProductID is the product's id again. */
            product_id: number;
            root_subtype: string;
            /** @description StoreCount counts the stores that sell it. */
            store_count: number;
            stores: components["schemas"]["ProductStore"][];
            url_slug: string;
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
        /** @description ReservationData is a reservation event's news: the reservation as it is after the event, and what the status was before it ("" for a new one). */
        ReservationData: {
            /** @description Actor is who acted: shopper, store or system. */
            actor: string;
            /**
             * @description Note is the store's cancellation reason, or where a curbside
             *     shopper parked, when there is one.
             */
            note?: string;
            previous_status?: string;
            reservation: components["schemas"]["HookReservation"];
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
        /** @description ReservationWindow is a window of the week; Available is false when it is full. */
        ReservationWindow: {
            available: boolean;
            end: string;
            start: string;
        };
        /** @description Review is a shopper's review of a product. */
        Review: {
            activities: string[];
            comment: string;
            /** Format: date-time */
            created_at: string;
            feelings: string[];
            id: number;
            nickname: string;
            product_id: number;
            product_name: string;
            rating: number;
            store_id: number | null;
            store_reply: components["schemas"]["StoreReply"] | null;
            upvote_count: number;
        };
        /** @description ReviewForm is a review as a shopper writes it. */
        ReviewFormInput: {
            activities?: string[] | null;
            comment?: string | null;
            /** @description Feelings and Activities are at most 10 tags each. */
            feelings?: string[] | null;
            nickname: string | null;
            /** @description Rating is from 1 to 5. */
            rating: number | string | null;
            /** @description StoreID is the store it was bought at, if the shopper says. */
            store_id?: number | string | null;
        };
        /** @description ReviewUpvotes is a review's upvote count. */
        ReviewUpvotes: {
            id: number;
            upvote_count: number;
        };
        /** @description Reward is a redeemable reward: PointValue points buy CashReward off an order, at most MaxCount times on one order (0: no cap). */
        Reward: {
            cash_reward: number;
            id: number;
            max_count: number;
            point_value: number;
            reward_name: string;
        };
        /** @description RuleSet lists what a special's include or exclude rule matches. */
        RuleSet: {
            brand_ids?: number[];
            kinds?: string[];
            lineages?: string[];
            product_ids?: number[];
            states?: string[];
            store_ids?: number[];
            user_segment_ids?: number[];
            weights?: string[];
        };
        /** @description RuleSet lists what a special's include or exclude rule matches. */
        RuleSetInput: {
            brand_ids?: number[] | null;
            kinds?: string[] | null;
            lineages?: string[] | null;
            product_ids?: number[] | null;
            states?: string[] | null;
            store_ids?: number[] | null;
            user_segment_ids?: number[] | null;
            weights?: string[] | null;
        };
        /** @description SalesDay is a day's figures. */
        SalesDay: {
            cancelled: number;
            day: string;
            /**
             * @description Gross is the items at their prices; Net what is left after every
             *     discount, before taxes, fees and tip; Total what the shoppers pay.
             */
            gross: number;
            net: number;
            reservations: number;
            total: number;
        };
        /** @description SalesFigures sum reservations: how many, and their amounts (cancelled ones only counted, in cancelled). */
        SalesFigures: {
            cancelled: number;
            /**
             * @description Gross is the items at their prices; Net what is left after every
             *     discount, before taxes, fees and tip; Total what the shoppers pay.
             */
            gross: number;
            net: number;
            reservations: number;
            total: number;
        };
        /** @description SalesHour is an hour of the day's figures, 0 to 23 on the store's clock. */
        SalesHour: {
            cancelled: number;
            /**
             * @description Gross is the items at their prices; Net what is left after every
             *     discount, before taxes, fees and tip; Total what the shoppers pay.
             */
            gross: number;
            hour: number;
            net: number;
            reservations: number;
            total: number;
        };
        /** @description SalesMode is a fulfilment mode's figures (pickup, curbside, delivery…). */
        SalesMode: {
            cancelled: number;
            /**
             * @description Gross is the items at their prices; Net what is left after every
             *     discount, before taxes, fees and tip; Total what the shoppers pay.
             */
            gross: number;
            mode: string;
            net: number;
            reservations: number;
            total: number;
        };
        /** @description ScheduleDay is one day's windows; Date is YYYY-MM-DD in the store's time zone. */
        ScheduleDay: {
            date: string;
            windows: components["schemas"]["ReservationWindow"][];
        };
        /** @description ScheduleStatus is how a schedule stands now, with the period that is open now or opens next. */
        ScheduleStatus: {
            closes_at: string | null;
            opens_at: string | null;
            /** @description ReservationMode is the schedule's mode, or retail for the shop's. */
            reservation_mode: string;
            /** @enum {string} */
            state: "open" | "nearly_open" | "closed" | "always_closed";
            time_zone_identifier: string;
        };
        /** @description ScheduleWindow is a reservation window, RFC 3339 in the store's offset. */
        ScheduleWindow: {
            end: string;
            start: string;
        };
        /** @description Schedules are the shop's schedule and each it offers a mode by. */
        Schedules: {
            curbside?: components["schemas"]["ScheduleStatus"];
            delivery?: components["schemas"]["ScheduleStatus"];
            kiosk?: components["schemas"]["ScheduleStatus"];
            pickup?: components["schemas"]["ScheduleStatus"];
            /** @description Retail is the shop's own: its working hours. */
            retail: components["schemas"]["ScheduleStatus"];
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
            app_mode?: string | null;
            cart_product_ids?: (number | string)[] | null;
            disable_ads?: boolean | null;
            distinct_id?: string | null;
            jane_device_id?: string | null;
            max_products?: number | string | null;
            page?: number | string | null;
            page_index?: number | string | null;
            page_size?: number | string | null;
            placement?: string | null;
            /**
             * @description ProductID is the product a pdp_row is shown beside; CartProductIDs
             *     the cart's products for cart_toppers.
             */
            product_id?: number | string | null;
            search_attributes?: string[] | null;
            search_facets?: string[] | null;
            search_filter?: string | null;
            search_query?: string | null;
            search_sort?: string | null;
            store_id?: number | string | null;
            /** @description Title names a row of /v2/multi; it is echoed in the answer. */
            title?: string | null;
        };
        /** @description Special is a special as the storefront shows it: a store's, or a brand's across stores. */
        Special: {
            active: boolean;
            applicable_weights: string[];
            brand_logo_url: string | null;
            /** @description BulkTiers are a bulk special's steps, when it has them. */
            bulk_tiers?: components["schemas"]["BulkTier"][];
            /**
             * @description BundleSettings are a bundle's counts (rules.settings again), for the
             *     specials that have them.
             */
            bundle_settings?: components["schemas"]["BundleSettings"];
            cash_back: boolean;
            description: string;
            discount_dollar_amount: number;
            discount_label: string;
            discount_percent: number;
            discount_target_price: number;
            /** @description DiscountType is percent, dollar_amount or target_price. */
            discount_type: string;
            enabled: boolean;
            end_time: string | null;
            excluded_app_modes: string[];
            /** @description GoldDiscountPercent adds percentage points for Gold members. */
            gold_discount_percent: number;
            id: number;
            minimum_subtotal: number;
            photo: string | null;
            product_brand: string | null;
            product_brand_id: number | null;
            /**
             * @description RequiresPromoCode says the shopper must enter its code; the code is
             *     not shown.
             */
            requires_promo_code: boolean;
            rules: components["schemas"]["SpecialRules"];
            /**
             * @description SpecialType is product, bulk, bundle, cart_total, group, promo_code,
             *     or for brand specials product, buy_x_get_y and buy_x_and_save.
             */
            special_type: string;
            stackable: boolean;
            start_time: string | null;
            store_id: number | null;
            terms: string;
            title: string;
            url_slug: string;
            user_group: string | null;
        };
        /** @description SpecialDay is a date, in the store's time zone, with hours of its own: closed all day, or open for Period instead of the weekday's hours. */
        SpecialDay: {
            closed?: boolean;
            /** @description Date is YYYY-MM-DD. */
            date: string;
            /** @description Note says why, for shoppers: "Thanksgiving". */
            note?: string;
            /** @description Period is the day's hours when it is not closed; nil when it is. */
            period?: components["schemas"]["Period"];
        };
        /** @description SpecialDay is a date, in the store's time zone, with hours of its own: closed all day, or open for Period instead of the weekday's hours. */
        SpecialDayInput: {
            closed?: boolean | null;
            /** @description Date is YYYY-MM-DD. */
            date?: string | null;
            /** @description Note says why, for shoppers: "Thanksgiving". */
            note?: string | null;
            period?: components["schemas"]["PeriodInput"] | null;
        };
        /** @description SpecialFields are what a store's special says, as the catalogue writes a special (docs/catalogue-format.md): its type, title and texts, its discount, who may have it, when it runs and what it covers. */
        SpecialFieldsInput: {
            /** @description Active and Enabled must both be true for it to run. */
            active?: boolean | null;
            /** @description ApplicableWeights are the weights it covers (price ids); none: all. */
            applicable_weights?: string[] | null;
            /** @description BulkTiers are a bulk special's steps. */
            bulk_tiers?: components["schemas"]["BulkTierInput"][] | null;
            description?: string | null;
            discount_dollar_amount?: number | string | null;
            /** @description DiscountLabel is the menu's badge for it, such as "20% off". */
            discount_label?: string | null;
            discount_percent?: number | null;
            discount_target_price?: number | string | null;
            /**
             * @description DiscountType says which of the discounts below applies: a
             *     percentage off, an amount off, or a price to sell at.
             * @enum {string|null}
             */
            discount_type: "percent" | "dollar_amount" | "target_price" | null;
            enabled?: boolean | null;
            end_time?: string | null;
            /** @description ExcludedAppModes are the app modes it does not run in. */
            excluded_app_modes?: string[] | null;
            /** @description GoldDiscountPercent adds percentage points for gold members. */
            gold_discount_percent?: number | null;
            /**
             * @description MinimumSubtotal is the least the covered products must come to for a
             *     cart-total, promo-code or group special to apply.
             */
            minimum_subtotal?: number | string | null;
            /** @description Photo is its picture's URL, "" for none. */
            photo?: string | null;
            /** @description PromoCode is the code a promo_code special needs; "" for others. */
            promo_code?: string | null;
            rules?: components["schemas"]["SpecialRulesInput"] | null;
            /**
             * @description SpecialType is a store's product, bulk, bundle, cart_total, group or
             *     promo_code; buy_x_get_y and buy_x_and_save are brand specials' only.
             * @enum {string|null}
             */
            special_type: "product" | "bulk" | "bundle" | "cart_total" | "group" | "promo_code" | "buy_x_get_y" | "buy_x_and_save" | null;
            /** @description Stackable lets it apply together with other specials. */
            stackable?: boolean | null;
            start_time?: string | null;
            terms?: string | null;
            title: string | null;
            /**
             * @description UserGroup is the group a group special is for (seniors, veterans,
             *     students or medical); "" for others.
             */
            user_group?: string | null;
        };
        /** @description SpecialPrice is how the best special lowers a weight's price: the amounts as text with two decimals ("35.00"), the discount as a number. */
        SpecialPrice: {
            discount_amount: number;
            /**
             * @description DiscountPercent is the rounded reduction ("25.0"); "" when the price
             *     is 0 or not lowered.
             */
            discount_percent: string;
            discount_price: string;
            discount_type: string;
            /** @description Price is the regular price, DiscountPrice the special's. */
            price: string;
            /** @description SpecialCustomBadge is the special's own label, when it has one. */
            special_custom_badge?: string;
            special_id: number;
        };
        /** @description SpecialRules holds a special's include and exclude lists and, for bundles, its sections. */
        SpecialRules: {
            base?: components["schemas"]["RuleSet"];
            discountable?: components["schemas"]["RuleSet"];
            exclude: components["schemas"]["RuleSet"];
            include: components["schemas"]["RuleSet"];
            qualifier?: components["schemas"]["RuleSet"];
            settings?: components["schemas"]["BundleSettings"];
        };
        /** @description SpecialRules holds a special's include and exclude lists and, for bundles, its sections. */
        SpecialRulesInput: {
            base?: components["schemas"]["RuleSetInput"] | null;
            discountable?: components["schemas"]["RuleSetInput"] | null;
            exclude?: components["schemas"]["RuleSetInput"] | null;
            include?: components["schemas"]["RuleSetInput"] | null;
            qualifier?: components["schemas"]["RuleSetInput"] | null;
            settings?: components["schemas"]["BundleSettingsInput"] | null;
        };
        /** @description SpecialStatus is a special's qualifying status for a cart (spec sections 3 and 4), with its callout and footer texts. */
        SpecialStatus: {
            amount_saved: number;
            callout_subtext: string;
            callout_text: string;
            discounted_products: components["schemas"]["SpecialUnits"][];
            footer_subtext: string;
            footer_text: string;
            /**
             * @description QualifiedProducts are the cart's units that count towards it and are
             *     not discounted, DiscountedProducts those it discounts.
             */
            qualified_products: components["schemas"]["SpecialUnits"][];
            qualifying_count: number;
            /** @enum {string} */
            qualifying_status: "not_qualified" | "qualified" | "applied";
            /**
             * @description Threshold is how many qualifying units it needs, QualifyingCount how
             *     many the cart holds.
             */
            threshold: number;
        };
        /** @description SpecialTerms are what a special asks of a bag before it applies, for a shopper who saved its promo code and is waiting for it to apply: the engine's conditions (Eligible, applyOrder's minimum, the rules' products) in words, and the figures a page computes with. */
        SpecialTerms: {
            /**
             * @description Conditions are short sentences, each one condition: "Spend $50.00 or
             *     more on flower and vapes.", "Not on edibles.", "Only on 3.5g and 7g.".
             *     Empty when the special asks nothing of the bag.
             */
            conditions: string[];
            end_time: string | null;
            /** @description FinePrint is the store's own terms and conditions, "" for none. */
            fine_print: string;
            /**
             * @description Live says whether the special runs now: false before its start and
             *     after its end, when the code cannot apply whatever the bag holds.
             */
            live: boolean;
            /**
             * @description MinimumSubtotal is the least the covered products must come to after
             *     other savings; 0 for none.
             */
            minimum_subtotal: number;
            special_id: number;
            title: string;
        };
        /** @description SpecialUnits are units of a cart line. */
        SpecialUnits: {
            count: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
        };
        /** @description StaffMember is who is signed in. */
        StaffMember: {
            email: string;
            id: number;
            name: string;
        };
        /** @description StaffPerson is a staff member of the store as the owner's staff screen lists them: their role here and where they are in signing up (invited: a welcome link is waiting; expired: it ran out unused; enrolling: a password but no authenticator yet; active). */
        StaffPerson: {
            email: string;
            id: number;
            name: string;
            /** @enum {string} */
            role: "budtender" | "manager" | "owner" | "operator" | "integration";
            /** @enum {string} */
            state: "invited" | "expired" | "enrolling" | "active" | "disabled";
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
        /** @description StaffStore is a store where the member has a role, and what the role may do there: the browser shows only what these permissions allow, and the server refuses the rest anyway. */
        StaffStore: {
            permissions: ("reservations.read" | "reservations.move" | "documents.view" | "menu.read" | "menu.stock" | "specials.read" | "menu.edit" | "inventory.sync" | "specials.edit" | "reviews.moderate" | "reports.read" | "settings.read" | "settings.edit" | "staff.manage" | "tokens.manage" | "webhooks.manage" | "audit.read" | "self" | "anyone" | "partner.manage")[];
            /** @enum {string} */
            role: "budtender" | "manager" | "owner" | "operator" | "integration";
            store_id: number;
            store_name: string;
        };
        /** @description StatusCounts are how many reservations of each status the queue's other filters pick: the tabs' counts. */
        StatusCounts: {
            active: number;
            all: number;
            cancelled: number;
            delivery_finished: number;
            delivery_started: number;
            finished: number;
            pending: number;
            preparing: number;
            ready_for_pickup: number;
            verification: number;
        };
        /** @description Store is a store in the field names of spec section 3: where it is, when it is open, how it sells, its taxes, its compliance rules and its menu's settings. */
        Store: {
            address: string;
            age_gate: boolean;
            allow_guest_checkout: boolean;
            birth_date_required: boolean;
            carousel_banner: components["schemas"]["CarouselBanner"][];
            cart_limit_policy: components["schemas"]["CartLimitPolicy"] | null;
            checkout_age_minimum: number;
            checkout_agreement: string;
            city: string;
            communication_banner: components["schemas"]["CommunicationBanner"];
            country_code: string;
            curbside: boolean;
            curbside_hours: components["schemas"]["DayHours"][];
            curbside_payment_options: string[];
            curbside_pickup_setting: string;
            /** @description Currency is the store's, or its country's (USD, CAD in Canada). */
            currency: string;
            custom_lineage_labels: {
                [key: string]: string;
            };
            custom_product_type_labels: {
                [key: string]: string;
            };
            custom_row_settings: components["schemas"]["CustomRow"][];
            delivery: boolean;
            delivery_fee_amount: number;
            delivery_hours: components["schemas"]["DayHours"][];
            delivery_payment_options: string[];
            delivery_zones: components["schemas"]["DeliveryZone"][];
            description: string;
            /** @description Fulfillment is each mode's settings as the catalogue has them. */
            fulfillment: components["schemas"]["Fulfillment"];
            /** @description HidePrices shows prices to signed-in shoppers only. */
            hide_prices: boolean;
            id: number;
            id_required: boolean;
            kiosk: boolean;
            kiosk_anonymous_checkout: string;
            lat: number;
            long: number;
            /** @description MaxSpecialsPerCart is 0 when any number of specials may apply. */
            max_specials_per_cart: number;
            medical: boolean;
            menu_tabs: string[];
            name: string;
            phone: string;
            /**
             * @description Pickup, Delivery, Curbside and Kiosk say which reservation modes are
             *     enabled.
             */
            pickup: boolean;
            pickup_hours: components["schemas"]["DayHours"][];
            pickup_payment_options: string[];
            prepay: boolean;
            /** @description ProductCount counts the products on its visible menu. */
            product_count: number;
            rating: number | null;
            recreational: boolean;
            /** @description ReservationModes are the modes a shopper may check out in. */
            reservation_modes: string[];
            residency_matters: boolean;
            reviews_count: number;
            reviews_enabled: boolean;
            sales_tax_rate: number;
            service_fee_amount: number;
            /**
             * @description SpecialDays are dates, in the store's time zone, with hours of their
             *     own (closed, or open other hours), in date order: every schedule
             *     above gives way to them on their date.
             */
            special_days: components["schemas"]["SpecialDay"][];
            specials_row_display_name: string;
            state: string;
            store_taxes: components["schemas"]["StoreTax"][];
            tax_included: boolean;
            /** @description TimeZoneIdentifier is the store's IANA time zone. */
            time_zone_identifier: string;
            tip_settings: components["schemas"]["TipSettings"];
            url_slug: string;
            view_default: string;
            /**
             * @description WorkingHours are the shop's; a mode's hours are its own, or the
             *     shop's when it has none.
             */
            working_hours: components["schemas"]["DayHours"][];
            zip: string;
        };
        /** @description StoreMenuPhoto is one of the store's own photos of a menu product. */
        StoreMenuPhoto: {
            height: number;
            id: number;
            position: number;
            urls: components["schemas"]["PhotoURLs"];
            /** @description Width and Height are the original size's, in pixels. */
            width: number;
        };
        /** @description StoreMenuProduct is one of the store's menu products as the console shows it. */
        StoreMenuProduct: {
            brand: string;
            /**
             * @description ExternalID is the store's point of sale's own id of the product,
             *     which a sync links (syncStoreInventory); "" for none.
             */
            external_id: string;
            /** @description ID is the menu product's id, which the console's paths name. */
            id: number;
            /** @enum {string} */
            kind: "flower" | "pre-roll" | "vape" | "extract" | "edible" | "tincture" | "topical" | "gear" | "merch" | "grow";
            /**
             * @description MaxCartQuantity caps the count of any one weight in a bag; 0 means
             *     10.
             */
            max_cart_quantity: number;
            /**
             * @description Photos are the store's own photos of the product, in the order the
             *     menu shows them; none: the menu shows the catalogue's.
             */
            photos: components["schemas"]["StoreMenuPhoto"][];
            product_id: number;
            product_name: string;
            store_notes: string;
            /**
             * @description Version is what an edit sends back: the edit is refused (409) when
             *     someone changed the product since. Stock counts keep it.
             */
            version: number;
            /** @description Visible says shoppers see it on the menu. */
            visible: boolean;
            weights: components["schemas"]["StoreMenuWeight"][];
        };
        /** @description StoreMenuWeight is one weight of a menu product: its price, its count on hand, and its own cart cap (0: the product's). */
        StoreMenuWeight: {
            max_cart_quantity: number;
            price: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            stock: number;
            /** @description WeightLabel is the weight as the menu writes it: 3.5g, Each. */
            weight_label: string;
        };
        /** @description StorePlace is a store and where it is. */
        StorePlace: {
            city: string;
            country_code: string;
            id: number;
            lat: number;
            long: number;
            name: string;
            state: string;
            url_slug: string;
        };
        /** @description StoreReply is a store's public reply to a review. */
        StoreReply: {
            /** Format: date-time */
            created_at: string;
            text: string;
        };
        /** @description StoreSettings are the store's settings with their version; the name and time zone are shown, not edited. */
        StoreSettings: {
            /**
             * @description AutoConfirm moves each new reservation to verification as it is
             *     placed.
             */
            auto_confirm: boolean;
            cart_limit_policy: components["schemas"]["CartLimitPolicy"] | null;
            /** @description CommunicationBanner is the store's message above its menu. */
            communication_banner: components["schemas"]["CommunicationBanner"];
            /**
             * @description Compliance holds the age minimum, the age gate and the checkout's
             *     requirements.
             */
            compliance: components["schemas"]["Compliance"];
            /**
             * @description DeliveryZones are by ZIP codes, a geofence or a radius, each with
             *     its fee, minimum and lead time.
             */
            delivery_zones: components["schemas"]["DeliveryZone"][];
            /**
             * @description Fulfillment is each reservation mode's lead times, windows, last
             *     call, cap per window, minimum and payment options.
             */
            fulfillment: components["schemas"]["Fulfillment"];
            /** @description Hours are the shop's working hours and each mode's own. */
            hours: components["schemas"]["Hours"];
            /**
             * @description MessageLook is how the store's messages to its shoppers look: the
             *     colours and logo of its e-mails, a sign-off, and its words per kind
             *     of message.
             */
            message_look: components["schemas"]["MessageLook"];
            /**
             * @description NotificationEmails are the store's addresses for new reservations
             *     and arrivals.
             */
            notification_emails: string[];
            /**
             * @description ShopperMessagesOff are the reservation messages the store does not
             *     send, by status: any of verification, preparing, ready_for_pickup,
             *     delivery_started, delivery_finished and finished.
             */
            shopper_messages_off: string[];
            /**
             * @description SMSFrom is the number the store's text messages come from, in E.164
             *     (+14155550100); "" for the server's.
             */
            sms_from: string;
            /**
             * @description SpecialDays are dates closed or open other hours, which every
             *     schedule follows on their date.
             */
            special_days: components["schemas"]["SpecialDay"][];
            store_name: string;
            taxes: components["schemas"]["Taxes"];
            time_zone_identifier: string;
            /**
             * @description Version is what a change sends back: the change is refused (409)
             *     when someone changed the settings since, or the catalogue was
             *     imported again.
             */
            version: number;
        };
        /** @description StoreTax is a tax the store adds, such as a state cannabis excise. */
        StoreTax: {
            /** @description ApplyToDiscountedPrice computes the tax on the price after discounts. */
            apply_to_discounted_price: boolean;
            /** @description IsTaxable says whether sales tax applies on top of this tax. */
            is_taxable: boolean;
            rate: number;
            title: string;
        };
        /** @description StoreTax is a tax the store adds, such as a state cannabis excise. */
        StoreTaxInput: {
            /** @description ApplyToDiscountedPrice computes the tax on the price after discounts. */
            apply_to_discounted_price?: boolean | null;
            /** @description IsTaxable says whether sales tax applies on top of this tax. */
            is_taxable?: boolean | null;
            rate?: number | string | null;
            title?: string | null;
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
        /** @description Taxes is what the store charges on top of its prices. */
        Taxes: {
            /**
             * @description CashRounding rounds order totals to 5 ¢, where the smallest coin is
             *     the nickel (Canada).
             */
            cash_rounding?: boolean;
            delivery_fee_amount?: number;
            sales_tax_rate: number;
            service_fee_amount?: number;
            store_taxes?: components["schemas"]["StoreTax"][];
            /** @description TaxIncluded means menu prices already include every tax. */
            tax_included?: boolean;
        };
        /** @description Taxes is what the store charges on top of its prices. */
        TaxesInput: {
            /**
             * @description CashRounding rounds order totals to 5 ¢, where the smallest coin is
             *     the nickel (Canada).
             */
            cash_rounding?: boolean | null;
            delivery_fee_amount?: number | string | null;
            sales_tax_rate?: number | string | null;
            service_fee_amount?: number | string | null;
            store_taxes?: components["schemas"]["StoreTaxInput"][] | null;
            /** @description TaxIncluded means menu prices already include every tax. */
            tax_included?: boolean | null;
        };
        /** @description Terpene is a measured terpene and its share of the product's weight. */
        Terpene: {
            name: string;
            percent: number;
        };
        /** @description Theme is a partner's look: colours as #rrggbb, a font and a logo. */
        Theme: {
            callout_background?: string;
            callout_text_color?: string;
            cta_text_color?: string;
            font_family?: string;
            font_url?: string;
            logo_url?: string;
            navigation_color?: string;
            theme_color?: string;
        };
        /** @description TipSettings offers tips as dollar or percentage presets. */
        TipSettings: {
            /** @description CustomAmounts are the presets: dollars or percentages per Variant. */
            custom_amounts?: number[];
            /** @description EnabledFor lists the modes tips are offered for (delivery, pickup). */
            enabled_for?: string[];
            /** @description Variant is dollar or percentage. */
            variant?: string;
        };
        /** @description TopProduct is a product's share of the period's reservations. */
        TopProduct: {
            brand: string;
            name: string;
            product_id: number;
            reservations: number;
            /**
             * @description Revenue is its lines' totals: units at their prices less the
             *     product's own discounts.
             */
            revenue: number;
            units: number;
        };
        /** @description Unavailable is a cart line that cannot be bought as it stands. */
        Unavailable: {
            /** @description Available is how many can still be bought, 0 when none. */
            available: number;
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            product_id: number;
        };
        /** @description UnavailableLine is a bag line that cannot be reserved as it stands. */
        UnavailableLine: {
            /** @description Available is how many can still be bought, 0 when none. */
            available: number;
            price_id: string;
            product_id: number;
        };
        /** @description Webhook is one of the store's webhook subscriptions, never its secret, with how its deliveries are going. */
        Webhook: {
            active: boolean;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @description Events are what it is sent, in the order of WebhookList.Events. */
            events: string[];
            failed_last_day: number;
            id: number;
            last_status: number;
            /**
             * @description LowStock is inventory.low's threshold: a weight's stock falling to
             *     it or under it from above is news.
             */
            low_stock: number;
            /**
             * @description Pending counts the deliveries still being tried; FailedLastDay those
             *     given up in the last 24 hours; LastStatus is the HTTP status of the
             *     last answered delivery (0 for none yet).
             */
            pending: number;
            /** Format: date-time */
            updated_at: string;
            url: string;
        };
        /** @description WebhookDelivery is a delivery in a subscription's log. */
        WebhookDelivery: {
            /**
             * @description Attempts counts the tries; LastStatus is the last answer's HTTP
             *     status (0 for none: no connection, a timeout) and LastError what
             *     went wrong.
             */
            attempts: number;
            /** @description Body is the exact JSON sent, as the signature covers it. */
            body: string;
            /** Format: date-time */
            created_at: string;
            delivered_at: string | null;
            event: string;
            /** @description EventID is the body's id: a delivery sent again carries the same. */
            event_id: string;
            failed_at: string | null;
            id: number;
            last_error: string;
            last_status: number;
            next_attempt_at: string | null;
            /** @description ResentFrom is the delivery this one sends again, 0 for none. */
            resent_from: number;
            /**
             * @description Status is pending (being tried), delivered or failed (given up).
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
        };
        /** @description WeightChoice is a weight a product may be sold in, with its label. */
        WeightChoice: {
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
            weight_label: string;
        };
        /** @description WeightLabResults are a product's lab results, given for a weight. */
        WeightLabResults: {
            lab_results: components["schemas"]["LabResult"][];
            /** @enum {string} */
            price_id: "half_gram" | "gram" | "two_gram" | "eighth_ounce" | "quarter_ounce" | "half_ounce" | "ounce" | "each";
        };
        /** @description WeightSpecialPrice is a menu product's special_price_{weight}: a SpecialPrice when a special lowers the weight's price, {} when none does or the prices are hidden. */
        WeightSpecialPrice: components["schemas"]["SpecialPrice"] | Record<string, never>;
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
                    } | null;
                    credential?: string | null;
                    first_name?: string | null;
                    id_token?: string | null;
                    j_device_id?: string | null;
                    last_name?: string | null;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean | null;
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
                    "application/json": {
                        /**
                         * @description DeviceID is the anonymous shopper's device id, also set as the jdid
                         *     cookie.
                         */
                        device_id: string;
                    };
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
                    "application/json": {
                        brands: components["schemas"]["Brand"][];
                    };
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
                    "application/json": {
                        brands: components["schemas"]["CashBackBrand"][];
                    };
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
                    "application/json": {
                        brand: components["schemas"]["Brand"];
                    };
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
                    "application/json": {
                        products: components["schemas"]["ProductSummary"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    syncChainInventory: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's (at most 200 characters): a retry with the same key and body within 24 hours answers the first sync again and changes nothing; the key with another body is refused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Mode is delta (the default) or snapshot, for every store of the
                     *     call: a snapshot hides each store's menu products its rows leave
                     *     out.
                     * @enum {string|null}
                     */
                    mode?: "delta" | "snapshot" | null;
                    stores: components["schemas"]["ChainInventoryStoreInput"][] | null;
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
                        mode: "delta" | "snapshot";
                        replayed: boolean;
                        stores: components["schemas"]["ChainInventoryStoreSynced"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    changeStaffPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password?: string | null;
                    new_password?: string | null;
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
    newStaffRecoveryCodes: {
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
                        codes: string[];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    beginStaffTOTP: {
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
                        secret: string;
                        uri: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    confirmStaffTOTP: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string | null;
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
                        codes: string[];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStaffSession: {
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
                        csrf_token: string;
                        /** Format: date-time */
                        expires_at: string;
                        must_enrol: boolean;
                        /** @enum {string} */
                        second_factor: "" | "totp" | "recovery" | "email";
                        staff: components["schemas"]["StaffMember"];
                        stores: components["schemas"]["StaffStore"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    staffSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    password?: string | null;
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
                        challenge?: string;
                        methods?: ("" | "totp" | "recovery" | "email")[];
                        /** @enum {string} */
                        next: "second_factor" | "enrol";
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    staffSignOut: {
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
    staffEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge?: string | null;
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
                        sent: boolean;
                        to: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    staffSignOutEverywhere: {
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
    staffSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge?: string | null;
                    code?: string | null;
                    method?: string | null;
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
                        csrf_token: string;
                        /** Format: date-time */
                        expires_at: string;
                        must_enrol: boolean;
                        /** @enum {string} */
                        second_factor: "" | "totp" | "recovery" | "email";
                        staff: components["schemas"]["StaffMember"];
                        stores: components["schemas"]["StaffStore"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                /** @description Only entries older than this id: the previous page's next_before. */
                before?: number;
            };
            header?: never;
            path: {
                storeId: string;
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
                        entries: components["schemas"]["AuditEntry"][];
                        next_before: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listCatalogueOffMenu: {
        parameters: {
            query?: {
                /** @description Search: part of the product's or its brand's name. */
                q?: string;
                /** @description Only products of this kind: flower, pre-roll, vape, extract, edible, tincture, topical, gear, merch or grow. */
                kind?: string;
                /** @description The page, counted from 1. */
                page?: number;
            };
            header?: never;
            path: {
                storeId: string;
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
                        page: number;
                        per_page: number;
                        products: components["schemas"]["CatalogueOffer"][];
                        /** @description Total is how many the search and kind pick, all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        feed: components["schemas"]["FeedInfo"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    setStoreFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Enabled runs it; off, it is kept and not read. */
                    enabled: boolean | null;
                    /** @description EveryMinutes is how often it is read, 1 to 1440. */
                    every_minutes: number | null;
                    mapping: components["schemas"]["MappingInput"] | null;
                    /**
                     * @description URL is the export's address, http or https (its query may carry the
                     *     point of sale's key); private addresses only with -webhooks-private.
                     */
                    url: string | null;
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
                        feed: components["schemas"]["FeedInfo"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeStoreFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
    runStoreFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        feed: components["schemas"]["FeedInfo"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    syncStoreInventory: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's (at most 200 characters): a retry with the same key and body within 24 hours answers the first sync again and changes nothing; the key with another body is refused. */
                "Idempotency-Key"?: string;
            };
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Mode is delta (the default: only what the rows say changes) or
                     *     snapshot (the point of sale's whole menu: the store's menu products
                     *     no row names are hidden from shoppers).
                     * @enum {string|null}
                     */
                    mode?: "delta" | "snapshot" | null;
                    rows: components["schemas"]["InventorySyncRowInInput"][] | null;
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
                        changed: number;
                        hidden: number;
                        /** @enum {string} */
                        mode: "delta" | "snapshot";
                        replayed: boolean;
                        rows: components["schemas"]["InventorySyncOutcome"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStoreMenu: {
        parameters: {
            query?: {
                /** @description Search: part of the product's or its brand's name. */
                q?: string;
                /** @description Only products of this kind: flower, pre-roll, vape, extract, edible, tincture, topical, gear, merch or grow. */
                kind?: string;
                /** @description true: only what shoppers see; false: only what is hidden. */
                visible?: string;
                /** @description The page, counted from 1. */
                page?: number;
            };
            header?: never;
            path: {
                storeId: string;
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
                        menu_products: components["schemas"]["StoreMenuProduct"][];
                        page: number;
                        per_page: number;
                        /** @description Total is how many the filters pick, all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    addStoreMenuProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    max_cart_quantity?: number | null;
                    product_id: number | null;
                    store_notes?: string | null;
                    /** @description Visible says shoppers see it; left out, they do. */
                    visible?: boolean | null;
                    /**
                     * @description Weights are the weights it is sold in, at least one, each of those
                     *     its kind allows.
                     */
                    weights: components["schemas"]["NewMenuWeightInput"][] | null;
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
                        menu_product: components["schemas"]["StoreMenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    exportStoreMenuCSV: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
    importStoreMenuCSV: {
        parameters: {
            query?: {
                /** @description true: answer what the file would change, and change nothing. false (the default): change it. */
                dry_run?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
                "text/plain": string;
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
                         * @description DryRun says nothing was changed: the answer is what the file would
                         *     change.
                         */
                        dry_run: boolean;
                        products: components["schemas"]["MenuImportProduct"][];
                        /**
                         * @description ProductsChanged is how many menu products the file changes; a
                         *     product listed as it is is not counted.
                         */
                        products_changed: number;
                        /**
                         * @description Rows is how many rows the file held, the header and blank rows not
                         *     counted.
                         */
                        rows: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreMenuProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                menuProductId: string;
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
                        menu_product: components["schemas"]["StoreMenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    editStoreMenuProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                menuProductId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    max_cart_quantity?: number | null;
                    store_notes?: string | null;
                    /**
                     * @description Version is the product's version as it was read: the edit is
                     *     refused (409 conflict, with the version now) when someone changed
                     *     the product since.
                     */
                    version: number | null;
                    visible?: boolean | null;
                    /**
                     * @description Weights, when sent, are every weight the product is sold in after
                     *     the edit: one left out is no longer sold, and a new one starts with
                     *     its stock (0 when none is sent).
                     */
                    weights?: components["schemas"]["MenuWeightEditInput"][] | null;
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
                        menu_product: components["schemas"]["StoreMenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    orderStoreMenuPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                menuProductId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description PhotoIDs lists each of the product's photos once, the first shown
                     *     first.
                     */
                    photo_ids: number[] | null;
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
                        menu_product: components["schemas"]["StoreMenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    uploadStoreMenuPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                menuProductId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Photo is a JPEG, PNG or WebP of at most 10 MB and 24 megapixels.
                     */
                    photo: string | null;
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
                        menu_product: components["schemas"]["StoreMenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeStoreMenuPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                menuProductId: string;
                photoId: string;
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
                        menu_product: components["schemas"]["StoreMenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    countStoreMenuStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                menuProductId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price_id: string | null;
                    /**
                     * @description Stock is the count on hand: 0 marks the weight out of stock, and
                     *     always succeeds.
                     */
                    stock: number | null;
                    /**
                     * @description StockWas is the count seen, which any other count needs: the change
                     *     is refused (409 conflict, with the count now) when the count is no
                     *     longer this one.
                     */
                    stock_was?: number | null;
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
                        menu_product: components["schemas"]["StoreMenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    previewStoreMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Kind is the kind of message, by the status it announces: pending
                     *     (placed), verification, preparing, ready_for_pickup,
                     *     delivery_started, delivery_finished, finished or cancelled.
                     */
                    kind: string | null;
                    look?: components["schemas"]["MessageLookInput"] | null;
                    /**
                     * @description Mode is the sample reservation's mode: pickup, delivery, curbside or
                     *     kiosk; "" for delivery when the kind is a delivery's, pickup
                     *     otherwise.
                     */
                    mode?: string | null;
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
                        preview: components["schemas"]["MessagePreview"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getConsoleEmptySearches: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
                        searches: components["schemas"]["EmptySearch"][];
                        time_zone: string;
                        to: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getConsoleEmptySearchesCSV: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
    getConsoleFunnel: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
                        days: components["schemas"]["FunnelDay"][];
                        from: string;
                        time_zone: string;
                        to: string;
                        totals: components["schemas"]["FunnelCounts"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getConsoleFunnelCSV: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
    getConsoleSalesReport: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
                        /** @description Days lists every day of the period, those without reservations too. */
                        days: components["schemas"]["SalesDay"][];
                        from: string;
                        /** @description Hours lists the 24 hours of the day. */
                        hours: components["schemas"]["SalesHour"][];
                        /** @description Modes lists the modes with reservations, most first. */
                        modes: components["schemas"]["SalesMode"][];
                        time_zone: string;
                        to: string;
                        totals: components["schemas"]["SalesFigures"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getConsoleSalesReportCSV: {
        parameters: {
            query?: {
                /** @description The CSV's rows: day (the default), mode or hour. */
                by?: string;
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
    getConsoleTopProducts: {
        parameters: {
            query?: {
                /** @description Rank by units (the default) or revenue. */
                by?: string;
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
                        /** @description By is what the products are ranked by: units or revenue. */
                        by: string;
                        from: string;
                        products: components["schemas"]["TopProduct"][];
                        time_zone: string;
                        to: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getConsoleTopProductsCSV: {
        parameters: {
            query?: {
                /** @description Rank by units (the default) or revenue. */
                by?: string;
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
    listStoreQueue: {
        parameters: {
            query?: {
                /** @description Only these statuses, comma-separated, or the tab active (every status that is not final). */
                status?: string;
                /** @description Only these modes, comma-separated: pickup, delivery, curbside, kiosk. */
                mode?: string;
                /** @description Only reservations of this day of the store's time zone: today or YYYY-MM-DD (the day the window starts, or it was placed when it has no window). */
                window?: string;
                /** @description Search: #number, a receipt's uuid, part of the shopper's phone number, name or e-mail address. */
                q?: string;
                /** @description The page, counted from 1. */
                page?: number;
            };
            header?: never;
            path: {
                storeId: string;
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
                        /**
                         * @description Counts are the tabs': how many of each status the other filters
                         *     pick.
                         */
                        counts: components["schemas"]["StatusCounts"];
                        /**
                         * @description LastEventID is the store's newest reservation event when the page
                         *     was read: the live stream resumes after it.
                         */
                        last_event_id: number;
                        page: number;
                        per_page: number;
                        reservations: components["schemas"]["BusinessReservation"][];
                        /**
                         * @description TimeZoneIdentifier is the store's IANA time zone, in which its
                         *     windows and days are shown.
                         */
                        time_zone_identifier: string;
                        /** @description Total is how many the filters pick, all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        reservation: components["schemas"]["BusinessReservationDetail"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreReservationDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                id: string;
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
    noteStoreReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string | null;
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
                        reservation: components["schemas"]["BusinessReservationDetail"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStorePickList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        asap: boolean;
                        curbside_spot: string;
                        item_count: number;
                        lines: components["schemas"]["PickLine"][];
                        reservation_id: number;
                        reservation_mode: string;
                        shopper_name: string;
                        status: string;
                        store_name: string;
                        /** @description TimeZoneIdentifier is the store's IANA time zone. */
                        time_zone_identifier: string;
                        window_end: string | null;
                        window_start: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    moveStoreReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string | null;
                    to?: string | null;
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
                        reservation: components["schemas"]["BusinessReservationDetail"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listConsoleReviews: {
        parameters: {
            query?: {
                /** @description true: only the reviews shoppers do not see; false: only those they see. */
                hidden?: string;
                /** @description The page, counted from 1. */
                page?: number;
            };
            header?: never;
            path: {
                storeId: string;
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
                        page: number;
                        per_page: number;
                        reviews: components["schemas"]["ConsoleReview"][];
                        /** @description Total is how many the filter picks, all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    hideConsoleReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Reason is why, kept for the store's staff (shoppers do not see it):
                     *     at most 500 characters, trimmed, not empty.
                     */
                    reason: string | null;
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
                        review: components["schemas"]["ConsoleReview"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    replyToConsoleReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Reply is the text shoppers see under the review: at most 2000
                     *     characters, trimmed, not empty.
                     */
                    reply: string | null;
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
                        review: components["schemas"]["ConsoleReview"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeConsoleReviewReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                reviewId: string;
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
                        review: components["schemas"]["ConsoleReview"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    showConsoleReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                reviewId: string;
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
                        review: components["schemas"]["ConsoleReview"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        settings: components["schemas"]["StoreSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    editStoreSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description AutoConfirm moves each new reservation to verification as it is
                     *     placed.
                     */
                    auto_confirm?: boolean | null;
                    cart_limit_policy?: components["schemas"]["CartLimitPolicyInput"] | null;
                    communication_banner?: components["schemas"]["CommunicationBannerInput"] | null;
                    compliance?: components["schemas"]["ComplianceInput"] | null;
                    /**
                     * @description DeliveryZones are by ZIP codes, a geofence or a radius, each with
                     *     its fee, minimum and lead time.
                     */
                    delivery_zones?: components["schemas"]["DeliveryZoneInput"][] | null;
                    fulfillment?: components["schemas"]["FulfillmentInput"] | null;
                    hours?: components["schemas"]["HoursInput"] | null;
                    message_look?: components["schemas"]["MessageLookInput"] | null;
                    /**
                     * @description NotificationEmails are the store's addresses for new reservations
                     *     and arrivals.
                     */
                    notification_emails?: string[] | null;
                    /**
                     * @description ShopperMessagesOff are the reservation messages the store does not
                     *     send, by status: any of verification, preparing, ready_for_pickup,
                     *     delivery_started, delivery_finished and finished.
                     */
                    shopper_messages_off?: string[] | null;
                    /**
                     * @description SMSFrom is the number the store's text messages come from, in E.164
                     *     (+14155550100); "" for the server's.
                     */
                    sms_from?: string | null;
                    /**
                     * @description SpecialDays are dates closed or open other hours, which every
                     *     schedule follows on their date.
                     */
                    special_days?: components["schemas"]["SpecialDayInput"][] | null;
                    taxes?: components["schemas"]["TaxesInput"] | null;
                    /**
                     * @description Version is the settings' version as it was read: the change is
                     *     refused (409 conflict, with the version now) when someone changed
                     *     them since.
                     */
                    version: number | null;
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
                        settings: components["schemas"]["StoreSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listConsoleSpecials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        specials: components["schemas"]["ConsoleSpecial"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createConsoleSpecial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Active and Enabled must both be true for it to run. */
                    active?: boolean | null;
                    /** @description ApplicableWeights are the weights it covers (price ids); none: all. */
                    applicable_weights?: string[] | null;
                    /** @description BulkTiers are a bulk special's steps. */
                    bulk_tiers?: components["schemas"]["BulkTierInput"][] | null;
                    description?: string | null;
                    discount_dollar_amount?: number | string | null;
                    /** @description DiscountLabel is the menu's badge for it, such as "20% off". */
                    discount_label?: string | null;
                    discount_percent?: number | null;
                    discount_target_price?: number | string | null;
                    /**
                     * @description DiscountType says which of the discounts below applies: a
                     *     percentage off, an amount off, or a price to sell at.
                     * @enum {string|null}
                     */
                    discount_type: "percent" | "dollar_amount" | "target_price" | null;
                    enabled?: boolean | null;
                    end_time?: string | null;
                    /** @description ExcludedAppModes are the app modes it does not run in. */
                    excluded_app_modes?: string[] | null;
                    /** @description GoldDiscountPercent adds percentage points for gold members. */
                    gold_discount_percent?: number | null;
                    /**
                     * @description MinimumSubtotal is the least the covered products must come to for a
                     *     cart-total, promo-code or group special to apply.
                     */
                    minimum_subtotal?: number | string | null;
                    /** @description Photo is its picture's URL, "" for none. */
                    photo?: string | null;
                    /** @description PromoCode is the code a promo_code special needs; "" for others. */
                    promo_code?: string | null;
                    rules?: components["schemas"]["SpecialRulesInput"] | null;
                    /**
                     * @description SpecialType is a store's product, bulk, bundle, cart_total, group or
                     *     promo_code; buy_x_get_y and buy_x_and_save are brand specials' only.
                     * @enum {string|null}
                     */
                    special_type: "product" | "bulk" | "bundle" | "cart_total" | "group" | "promo_code" | "buy_x_get_y" | "buy_x_and_save" | null;
                    /** @description Stackable lets it apply together with other specials. */
                    stackable?: boolean | null;
                    start_time?: string | null;
                    terms?: string | null;
                    title: string | null;
                    /**
                     * @description UserGroup is the group a group special is for (seniors, veterans,
                     *     students or medical); "" for others.
                     */
                    user_group?: string | null;
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
                        special: components["schemas"]["ConsoleSpecial"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    previewConsoleSpecial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description AppMode is the app the shopper is in (default when left out), for
                     *     specials that exclude app modes.
                     */
                    app_mode?: string | null;
                    /** @description Gold prices the bag for a gold member. */
                    gold?: boolean | null;
                    /**
                     * @description Groups are the user groups the shopper is admitted to (seniors,
                     *     veterans, students, medical); a group special draft is the one the
                     *     shopper chose.
                     */
                    groups?: string[] | null;
                    /**
                     * @description Lines are the sample bag: at most 50 lines, each of a product on the
                     *     store's menu in a weight it sells.
                     */
                    lines: components["schemas"]["PreviewLineRequestInput"][] | null;
                    /** @description PromoCode is the code the shopper entered. */
                    promo_code?: string | null;
                    /**
                     * @description ReservationMode is pickup (when left out), curbside, delivery or
                     *     kiosk; a delivery is priced without an address, so without its fee.
                     */
                    reservation_mode?: string | null;
                    /** @description Segments are the user segments the shopper is in. */
                    segments?: number[] | null;
                    special: components["schemas"]["SpecialFieldsInput"] | null;
                    /**
                     * @description SpecialID is the store's saved special the draft stands in for;
                     *     left out, the draft is a new special beside the others.
                     */
                    special_id?: number | null;
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
                        /** @description DraftApplied says the draft took something off the bag. */
                        draft_applied: boolean;
                        lines: components["schemas"]["PreviewLine"][];
                        specials: components["schemas"]["PreviewSpecial"][];
                        totals: components["schemas"]["BusinessTotals"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    editConsoleSpecial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                specialId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Active and Enabled must both be true for it to run. */
                    active?: boolean | null;
                    /** @description ApplicableWeights are the weights it covers (price ids); none: all. */
                    applicable_weights?: string[] | null;
                    /** @description BulkTiers are a bulk special's steps. */
                    bulk_tiers?: components["schemas"]["BulkTierInput"][] | null;
                    description?: string | null;
                    discount_dollar_amount?: number | string | null;
                    /** @description DiscountLabel is the menu's badge for it, such as "20% off". */
                    discount_label?: string | null;
                    discount_percent?: number | null;
                    discount_target_price?: number | string | null;
                    /**
                     * @description DiscountType says which of the discounts below applies: a
                     *     percentage off, an amount off, or a price to sell at.
                     * @enum {string|null}
                     */
                    discount_type: "percent" | "dollar_amount" | "target_price" | null;
                    enabled?: boolean | null;
                    end_time?: string | null;
                    /** @description ExcludedAppModes are the app modes it does not run in. */
                    excluded_app_modes?: string[] | null;
                    /** @description GoldDiscountPercent adds percentage points for gold members. */
                    gold_discount_percent?: number | null;
                    /**
                     * @description MinimumSubtotal is the least the covered products must come to for a
                     *     cart-total, promo-code or group special to apply.
                     */
                    minimum_subtotal?: number | string | null;
                    /** @description Photo is its picture's URL, "" for none. */
                    photo?: string | null;
                    /** @description PromoCode is the code a promo_code special needs; "" for others. */
                    promo_code?: string | null;
                    rules?: components["schemas"]["SpecialRulesInput"] | null;
                    /**
                     * @description SpecialType is a store's product, bulk, bundle, cart_total, group or
                     *     promo_code; buy_x_get_y and buy_x_and_save are brand specials' only.
                     * @enum {string|null}
                     */
                    special_type: "product" | "bulk" | "bundle" | "cart_total" | "group" | "promo_code" | "buy_x_get_y" | "buy_x_and_save" | null;
                    /** @description Stackable lets it apply together with other specials. */
                    stackable?: boolean | null;
                    start_time?: string | null;
                    terms?: string | null;
                    title: string | null;
                    /**
                     * @description UserGroup is the group a group special is for (seniors, veterans,
                     *     students or medical); "" for others.
                     */
                    user_group?: string | null;
                    /**
                     * @description Version is the special's version as it was read: the change is
                     *     refused (409 conflict, with the version now) when someone changed
                     *     the special since.
                     */
                    version: number | null;
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
                        special: components["schemas"]["ConsoleSpecial"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    endConsoleSpecial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                specialId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Version is the special's version as it was read (409 when it has
                     *     another).
                     */
                    version: number | null;
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
                        special: components["schemas"]["ConsoleSpecial"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listStoreStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        staff: components["schemas"]["StaffPerson"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    inviteStoreStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    name?: string | null;
                    role?: string | null;
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
                        staff: components["schemas"]["StaffPerson"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    changeStoreStaffRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                staffId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role?: string | null;
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
                        staff: components["schemas"]["StaffPerson"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeStoreStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                staffId: string;
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
    listIntegrationTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        tokens: components["schemas"]["IntegrationTokenInfo"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    makeIntegrationToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description AlsoStoreIDs are other stores the token covers on this API (a
                     *     chain's point of sale syncing them all, PUT /inventory): the maker
                     *     must manage tokens at each.
                     */
                    also_store_ids?: number[] | null;
                    name?: string | null;
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
                        token: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    revokeIntegrationToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                tokenId: string;
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
    listStoreWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                        events: string[];
                        webhooks: components["schemas"]["Webhook"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    makeStoreWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean | null;
                    description?: string | null;
                    events?: string[] | null;
                    low_stock?: number | null;
                    url?: string | null;
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
                        secret?: string;
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
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
                        secret?: string;
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    changeStoreWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean | null;
                    description?: string | null;
                    events?: string[] | null;
                    low_stock?: number | null;
                    rotate_secret?: boolean | null;
                    url?: string | null;
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
                        secret?: string;
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeStoreWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
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
    listStoreWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries older than this id: the previous page's next_before. */
                before?: number;
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
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
                        deliveries: components["schemas"]["WebhookDelivery"][];
                        next_before: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    resendStoreWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
                deliveryId: string;
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
                        delivery: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    streamStoreQueues: {
        parameters: {
            query?: {
                /** @description A store to follow; repeat for more. None: every store whose reservations the caller may read. */
                store_id?: number;
                /** @description Replay the events after this id first: the queue's last_event_id. A reconnection sends Last-Event-ID instead. */
                after?: number;
            };
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
                    "text/event-stream": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    staffWelcome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string | null;
                    token?: string | null;
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
                        csrf_token: string;
                        /** Format: date-time */
                        expires_at: string;
                        must_enrol: boolean;
                        /** @enum {string} */
                        second_factor: "" | "totp" | "recovery" | "email";
                        staff: components["schemas"]["StaffMember"];
                        stores: components["schemas"]["StaffStore"][];
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    app_mode?: string | null;
                    app_mode_name?: string | null;
                    cart_uuid?: string | null;
                    /**
                     * @description DeviceID identifies a kiosk's device; AppMode is the app mode asking
                     *     (kiosk carts need a bound device).
                     */
                    j_device_id?: string | null;
                    product: components["schemas"]["CartProductRequestInput"] | null;
                    store_id: number | string | null;
                    tags?: {
                        [key: string]: string;
                    } | null;
                    user_agent?: string | null;
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
                        cart: components["schemas"]["Cart"];
                        cart_uuid: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeUnavailableCartProducts: {
        parameters: {
            query?: {
                /** @description The cart's uuid, as the bag's bodies name it. */
                cart_uuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    cart_uuid?: string | null;
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
                        cart: components["schemas"]["Cart"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteCartProduct: {
        parameters: {
            query?: {
                /** @description The cart's uuid, as the bag's bodies name it. */
                cart_uuid?: string;
                /** @description The line's weight. */
                price_id?: string;
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    cart_uuid?: string | null;
                    price_id?: string | null;
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
                        cart: components["schemas"]["Cart"];
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    cart_uuid: string | null;
                    product: components["schemas"]["CartProductRequestInput"] | null;
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
                        cart: components["schemas"]["Cart"];
                        cart_product: components["schemas"]["CartProduct"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getCart: {
        parameters: {
            query: {
                /** @description The cart's uuid. */
                uuid: string;
            };
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
                        cart: components["schemas"]["Cart"];
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    app_mode?: string | null;
                    app_mode_name?: string | null;
                    j_device_id?: string | null;
                    reservation_mode?: string | null;
                    store_id?: number | string | null;
                    tags?: {
                        [key: string]: string;
                    } | null;
                    user_agent?: string | null;
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
                        cart: components["schemas"]["Cart"];
                        cart_uuid: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteCart: {
        parameters: {
            query?: {
                /** @description The cart's uuid. */
                uuid?: string;
                /** @description The cart's uuid, as the bag's bodies name it. */
                cart_uuid?: string;
            };
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
        requestBody: {
            content: {
                "application/json": {
                    delivery_address?: components["schemas"]["AddressInput"] | null;
                    promo_code?: string | null;
                    reservation_mode?: string | null;
                    /**
                     * @description TipAmount is a dollar tip; TipPercentage one of the store's presets or
                     *     any percentage.
                     */
                    tip_amount?: number | string | null;
                    tip_percentage?: number | string | null;
                    user_group_special_id?: number | string | null;
                    uuid: string | null;
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
                        cart: components["schemas"]["Cart"];
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    cart_uuid: string | null;
                    delivery_address?: components["schemas"]["AddressInput"] | null;
                    reward_id: number | string | null;
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
                        cart: components["schemas"]["Cart"];
                        error_message: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    clearCartSpecialFlags: {
        parameters: {
            query?: {
                /** @description The cart's uuid. */
                uuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    uuid?: string | null;
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
                        cart: components["schemas"]["Cart"];
                    };
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
                    birth_date?: string | null;
                    curbside_spot?: string | null;
                    delivery_address?: components["schemas"]["AddressInput"] | null;
                    email?: string | null;
                    expected_total?: number | string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    payment_method?: string | null;
                    phone?: string | null;
                    reservation_mode?: string | null;
                    /**
                     * Format: date-time
                     * @description WindowStart is the chosen window's start (RFC 3339), absent or null
                     *     for as soon as possible. reservation_end_window is not read: the
                     *     store's window decides the end.
                     */
                    reservation_start_window?: string | null;
                    /** @description Resident answers whether the shopper lives in the store's state. */
                    resident?: boolean | null;
                    uuid: string | null;
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
            query: {
                /** @description The cart's uuid. */
                uuid: string;
                /** @description Only the bundles whose sections hold this product. */
                touched_product_id?: number;
            };
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
                        bundle_possibilities: components["schemas"]["BundlePossibility"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getCartForUser: {
        parameters: {
            query?: {
                /** @description The cart the browser holds, resumed when it is the customer's. */
                uuid?: string;
                /** @description Only a cart at this store. */
                store_id?: number;
                /** @description Only a cart of this app mode. */
                app_mode?: string;
            };
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
                        cart: components["schemas"]["Cart"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listUnavailableCartProducts: {
        parameters: {
            query?: {
                /** @description The cart's uuid. */
                uuid?: string;
                /** @description The cart's uuid, as the bag's bodies name it. */
                cart_uuid?: string;
            };
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
                        unavailable_product_ids: number[];
                        unavailable_products: components["schemas"]["Unavailable"][];
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    cart_uuid: string | null;
                    /** @description Channel is email or phone; the provider's choice when absent. */
                    channel?: string | null;
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
                        /** @description Channel is email or phone; Destination where the code went, masked. */
                        channel: string;
                        destination: string;
                        message: string;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    lookupSalesTaxRate: {
        parameters: {
            query: {
                /** @description The cart's uuid. */
                uuid: string;
                /** @description The delivery address, not saved. */
                street?: string;
                city?: string;
                state_code?: string;
                zipcode?: string;
                lat?: number;
                lng?: number;
            };
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
                        sales_tax_rate: number;
                        /**
                         * @description Source is address when the address's rate is known, store when the
                         *     store's own rate stands in.
                         */
                        source: string;
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    delivery_address?: components["schemas"]["AddressInput"] | null;
                    promo_code?: string | null;
                    reservation_mode?: string | null;
                    /**
                     * @description TipAmount is a dollar tip; TipPercentage one of the store's presets or
                     *     any percentage.
                     */
                    tip_amount?: number | string | null;
                    tip_percentage?: number | string | null;
                    user_group_special_id?: number | string | null;
                    uuid: string | null;
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
                        cart: components["schemas"]["Cart"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeLoyaltyRedemption: {
        parameters: {
            query?: {
                /** @description The redemption. */
                id?: number;
                /** @description Its provider. */
                crm_provider?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    crm_provider?: string | null;
                    id?: number | string | null;
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
                        cart: components["schemas"]["Cart"];
                        error_message: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listCollections: {
        parameters: {
            query?: {
                /** @description Where the shopper is: with long, or neither. */
                lat?: number;
                long?: number;
            };
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
                        collections: components["schemas"]["Collection"][];
                        origin: components["schemas"]["Origin"];
                    };
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
                    message?: string | null;
                    subject?: string | null;
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
                    pin: string | null;
                    store_id: number | string | null;
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
            query: {
                /** @description The store whose menu it is. */
                store_id: number;
                /** @description Only these products: ids, comma-separated or the parameter repeated. */
                product_id?: string;
            };
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
                        materialized_menu_products: components["schemas"]["MenuProduct"][];
                    };
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
                    "application/json": {
                        partner: components["schemas"]["Partner"];
                    };
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
                    j_device_id?: string | null;
                    password: string | null;
                    remember_me?: boolean | null;
                    token: string | null;
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
                    email: string | null;
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
    listPlaces: {
        parameters: {
            query?: {
                /** @description What the shopper typed: the start of a city's name or of a code. */
                query?: string;
                /** @description A position to name: with long, instead of query. */
                lat?: number;
                long?: number;
            };
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
                        places: components["schemas"]["Place"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getPOSCart: {
        parameters: {
            query: {
                /** @description The cart's uuid, as the bag's bodies name it. */
                cart_uuid: string;
                /** @description The delivery address, not saved. */
                street?: string;
                city?: string;
                state_code?: string;
                zipcode?: string;
                lat?: number;
                lng?: number;
            };
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
                        pos_cart: components["schemas"]["POSCart"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Where the shopper is: with long, or neither. */
                lat?: number;
                long?: number;
                /** @description Only this kind of product. */
                kind?: string;
                /** @description Only this lineage: indica, sativa, hybrid or cbd. */
                lineage?: string;
                /** @description Only products with these effects. */
                effect?: string;
                /** @description Only products at most this many dollars. */
                max_price?: number;
                /** @description Only products with at least this percent of THC. */
                min_thc?: number;
                /** @description Only these brands. */
                brand?: string;
                /** @description Only these brand subtypes. */
                brand_subtype?: string;
                /** @description Only these kinds of product. */
                root_types?: string;
                /** @description Only these lineages. */
                category?: string;
                /** @description Only these stores. */
                store_id?: string;
                /** @description Only recreational or only medical stores. */
                store_type?: string;
                /** @description Words the products' names, brands or descriptions hold. */
                query?: string;
                /** @description The page, counted from 0. */
                page?: number;
            };
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
                        /** @description NbHits counts the products that match, all pages. */
                        nb_hits: number;
                        origin: components["schemas"]["Origin"];
                        /** @description Page counts from 0. */
                        page: number;
                        page_size: number;
                        products: components["schemas"]["NearbyProduct"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getMenuProduct: {
        parameters: {
            query: {
                /** @description The store whose menu it is. */
                store_id: number;
            };
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
                        product: components["schemas"]["MenuProduct"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listProductReviews: {
        parameters: {
            query?: {
                /** @description The page, counted from 1. */
                page?: number;
            };
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
                        /** @description Page counts from 1. */
                        page: number;
                        page_size: number;
                        reviews: components["schemas"]["Review"][];
                        /** @description Total counts the reviews, all pages. */
                        total: number;
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    review: components["schemas"]["ReviewFormInput"] | null;
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
                        review: components["schemas"]["Review"];
                    };
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
                    "application/json": {
                        product: components["schemas"]["ProductWithStores"];
                    };
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
        requestBody: {
            content: {
                "application/json": {
                    curbside_spot?: string | null;
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
            query?: {
                /** @description The page, counted from 1. */
                page?: number;
            };
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
        requestBody: {
            content: {
                "application/json": {
                    review: components["schemas"]["ReviewFormInput"] | null;
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
                        review: components["schemas"]["Review"];
                    };
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
                    "application/json": {
                        review: components["schemas"]["ReviewUpvotes"];
                    };
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
                    channel?: string | null;
                    j_device_id?: string | null;
                    /** @description Next is the page a registration's mailed link leads back to. */
                    next?: string | null;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean | null;
                    user?: components["schemas"]["CredentialsInput"] | null;
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
                    channel?: string | null;
                    code?: string | null;
                    j_device_id?: string | null;
                    mfa_token?: string | null;
                    remember_me?: boolean | null;
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
                    channel?: string | null;
                    code?: string | null;
                    j_device_id?: string | null;
                    mfa_token?: string | null;
                    remember_me?: boolean | null;
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
    smsInbound: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's signature: base64 HMAC-SHA1, keyed with the account's auth token, of the URL called and each field's name and value by name. */
                "X-Twilio-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    AccountSid?: string | null;
                    Body?: string | null;
                    From?: string | null;
                    MessageSid?: string | null;
                    To?: string | null;
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
                    "text/xml": string;
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    smsStatus: {
        parameters: {
            query?: {
                /** @description The outbox id of the message, as Pistil gave it to the gateway. */
                message?: number;
            };
            header?: {
                /** @description The gateway's signature: base64 HMAC-SHA1, keyed with the account's auth token, of the URL called and each field's name and value by name. */
                "X-Twilio-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    AccountSid?: string | null;
                    ErrorCode?: string | null;
                    MessageSid?: string | null;
                    /**
                     * @description MessageStatus is queued, sending, sent, delivered, undelivered or
                     *     failed.
                     */
                    MessageStatus?: string | null;
                    To?: string | null;
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
    listStaffReservations: {
        parameters: {
            query?: {
                /** @description Only reservations in these statuses, comma-separated. */
                status?: string;
                /** @description The page, counted from 1. */
                page?: number;
            };
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
                    message?: string | null;
                    status?: string | null;
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
                    customer_id?: number | string | null;
                    email?: string | null;
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
            query?: {
                /** @description Only the stores of this country. */
                country_code?: string;
                /** @description Only the stores of this state or province. */
                state?: string;
            };
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
                        stores: components["schemas"]["Store"][];
                    };
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
                    "application/json": {
                        store: components["schemas"]["Store"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getLoyaltyWallet: {
        parameters: {
            query?: {
                /** @description The member's id, which must be the signed-in customer's. */
                crm_member_id?: string;
                /** @description The code that unlocks the wallet. */
                auth_code?: string;
                /** @description The member's address, which must be the signed-in customer's. */
                email?: string;
            };
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
                        crm_integration: components["schemas"]["LoyaltyWallet"] | null;
                        error: string | null;
                        integration_type: string | null;
                    };
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
            query?: {
                /** @description The screen's path: the menu, or a product page's path, which renders that product. */
                path?: string;
            };
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
            query?: {
                /** @description json (the default) or csv. */
                format?: string;
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
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
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
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
            query?: {
                /** @description json (the default) or csv. */
                format?: string;
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
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
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
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
            query?: {
                /** @description json (the default) or csv. */
                format?: string;
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
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
            query?: {
                /** @description The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default. */
                from?: string;
                /** @description The last day, YYYY-MM-DD; today by default. */
                to?: string;
            };
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
            query?: {
                /** @description The page, counted from 1. */
                page?: number;
            };
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
                        /** @description Page counts from 1. */
                        page: number;
                        page_size: number;
                        reviews: components["schemas"]["Review"][];
                        /** @description Total counts the reviews, all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreSchedule: {
        parameters: {
            query?: {
                /** @description The mode whose windows to list; the store's first by default. */
                reservation_mode?: string;
                /** @description Where a delivery goes. */
                zipcode?: string;
                lat?: number;
                lng?: number;
            };
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
                        asap: components["schemas"]["ScheduleWindow"] | null;
                        /**
                         * @description Schedule is the reservation mode's schedule: the one asked for, or
                         *     the first the store offers.
                         */
                        schedule: components["schemas"]["ScheduleStatus"];
                        schedules: components["schemas"]["Schedules"];
                        /**
                         * @description Windows are the mode's windows for the week, by day in the store's
                         *     time zone.
                         */
                        windows: components["schemas"]["ScheduleDay"][];
                    };
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
                    "application/json": {
                        specials: components["schemas"]["Special"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getStoreSpecial: {
        parameters: {
            query?: {
                /** @description The shopper's cart, for the special's status on it. */
                cart_uuid?: string;
            };
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
                    "application/json": {
                        discountable_product_ids: number[];
                        /**
                         * @description Products are the menu products it covers, in the menu's order, at
                         *     most 120.
                         */
                        products: components["schemas"]["MenuProduct"][];
                        /**
                         * @description QualifyingProductIDs and DiscountableProductIDs are the catalogue
                         *     ids of the store's products in its qualifying and discountable
                         *     sections, ascending.
                         */
                        qualifying_product_ids: number[];
                        special: components["schemas"]["Special"];
                        status: components["schemas"]["SpecialStatus"] | null;
                    };
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
                    promotions_opt_out?: boolean | null;
                    user?: {
                        birth_date?: string;
                        first_name?: string;
                        gold?: boolean;
                        last_name?: string;
                        nickname?: string;
                        phone?: string;
                        promotions_opt_out?: boolean;
                    } | null;
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
                    channel?: string | null;
                    j_device_id?: string | null;
                    /** @description Next is the page a registration's mailed link leads back to. */
                    next?: string | null;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean | null;
                    user?: components["schemas"]["CredentialsInput"] | null;
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
                    j_device_id?: string | null;
                    token: string | null;
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
                    } | null;
                    credential?: string | null;
                    first_name?: string | null;
                    id_token?: string | null;
                    j_device_id?: string | null;
                    last_name?: string | null;
                    /** @description RememberMe asks for a long session ("keep me signed in"). */
                    remember_me?: boolean | null;
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
                    current_password: string | null;
                    password: string | null;
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
                    breadcrumbs?: components["schemas"]["BreadcrumbInput"][] | null;
                    message?: string | null;
                    mode?: string | null;
                    name?: string | null;
                    stack?: string | null;
                    url?: string | null;
                    user_id?: number | string | null;
                };
                "text/plain": {
                    breadcrumbs?: components["schemas"]["BreadcrumbInput"][] | null;
                    message?: string | null;
                    mode?: string | null;
                    name?: string | null;
                    stack?: string | null;
                    url?: string | null;
                    user_id?: number | string | null;
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
                    deviceId: string | null;
                    events: components["schemas"]["CollectedEventInput"][] | null;
                };
                "text/plain": {
                    deviceId: string | null;
                    events: components["schemas"]["CollectedEventInput"][] | null;
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
                    deviceId: string | null;
                    source: string | null;
                    traits?: unknown | null;
                };
                "text/plain": {
                    deviceId: string | null;
                    source: string | null;
                    traits?: unknown | null;
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
                    events: components["schemas"]["InsightInput"][] | null;
                    storeId?: number | string | null;
                };
                "text/plain": {
                    events: components["schemas"]["InsightInput"][] | null;
                    storeId?: number | string | null;
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
    getMenuPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
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
                    "image/jpeg": string;
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
                    adToken?: string | null;
                    distinctId?: string | null;
                    isAddToCart?: boolean | null;
                    janeDeviceId?: string | null;
                    placement?: string | null;
                    productId?: number | string | null;
                    storeId?: number | string | null;
                };
                "text/plain": {
                    adToken?: string | null;
                    distinctId?: string | null;
                    isAddToCart?: boolean | null;
                    janeDeviceId?: string | null;
                    placement?: string | null;
                    productId?: number | string | null;
                    storeId?: number | string | null;
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
                    adToken?: string | null;
                    distinctId?: string | null;
                    isAddToCart?: boolean | null;
                    janeDeviceId?: string | null;
                    placement?: string | null;
                    productId?: number | string | null;
                    storeId?: number | string | null;
                };
                "text/plain": {
                    adToken?: string | null;
                    distinctId?: string | null;
                    isAddToCart?: boolean | null;
                    janeDeviceId?: string | null;
                    placement?: string | null;
                    productId?: number | string | null;
                    storeId?: number | string | null;
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
                    posOrderId?: string | null;
                    posUserId?: string | null;
                    /** @description Products are the order's lines as the point of sale writes them. */
                    products?: unknown[] | null;
                    storeId?: number | string | null;
                };
                "text/plain": {
                    posOrderId?: string | null;
                    posUserId?: string | null;
                    /** @description Products are the order's lines as the point of sale writes them. */
                    products?: unknown[] | null;
                    storeId?: number | string | null;
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
                    distinctId?: string | null;
                    /** @description Events are the session's events as the client writes them. */
                    events?: unknown[] | null;
                    janeDeviceId?: string | null;
                    storeId?: number | string | null;
                };
                "text/plain": {
                    distinctId?: string | null;
                    /** @description Events are the session's events as the client writes them. */
                    events?: unknown[] | null;
                    janeDeviceId?: string | null;
                    storeId?: number | string | null;
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
                    janeDeviceId?: string | null;
                    jane_device_id?: string | null;
                    /** @description Placement, when given, counts over that placement's products only. */
                    placement?: string | null;
                    searchFacets?: string[] | null;
                    searchFilter?: string | null;
                    searchQuery?: string | null;
                    search_facets?: string[] | null;
                    search_filter?: string | null;
                    search_query?: string | null;
                    storeId?: number | string | null;
                    store_id?: number | string | null;
                };
                "text/plain": {
                    janeDeviceId?: string | null;
                    jane_device_id?: string | null;
                    /** @description Placement, when given, counts over that placement's products only. */
                    placement?: string | null;
                    searchFacets?: string[] | null;
                    searchFilter?: string | null;
                    searchQuery?: string | null;
                    search_facets?: string[] | null;
                    search_filter?: string | null;
                    search_query?: string | null;
                    storeId?: number | string | null;
                    store_id?: number | string | null;
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
                    disable_ads?: boolean | null;
                    distinct_id?: string | null;
                    exclude_menu_top_row?: boolean | null;
                    jane_device_id?: string | null;
                    placements?: components["schemas"]["SmartRequestInput"][] | null;
                    search_attributes?: string[] | null;
                    store_id?: number | string | null;
                    type?: string | null;
                };
                "text/plain": {
                    disable_ads?: boolean | null;
                    distinct_id?: string | null;
                    exclude_menu_top_row?: boolean | null;
                    jane_device_id?: string | null;
                    placements?: components["schemas"]["SmartRequestInput"][] | null;
                    search_attributes?: string[] | null;
                    store_id?: number | string | null;
                    type?: string | null;
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
                    app_mode?: string | null;
                    cart_product_ids?: (number | string)[] | null;
                    disable_ads?: boolean | null;
                    distinct_id?: string | null;
                    jane_device_id?: string | null;
                    max_products?: number | string | null;
                    page?: number | string | null;
                    page_index?: number | string | null;
                    page_size?: number | string | null;
                    placement?: string | null;
                    /**
                     * @description ProductID is the product a pdp_row is shown beside; CartProductIDs
                     *     the cart's products for cart_toppers.
                     */
                    product_id?: number | string | null;
                    search_attributes?: string[] | null;
                    search_facets?: string[] | null;
                    search_filter?: string | null;
                    search_query?: string | null;
                    search_sort?: string | null;
                    store_id?: number | string | null;
                    /** @description Title names a row of /v2/multi; it is echoed in the answer. */
                    title?: string | null;
                };
                "text/plain": {
                    app_mode?: string | null;
                    cart_product_ids?: (number | string)[] | null;
                    disable_ads?: boolean | null;
                    distinct_id?: string | null;
                    jane_device_id?: string | null;
                    max_products?: number | string | null;
                    page?: number | string | null;
                    page_index?: number | string | null;
                    page_size?: number | string | null;
                    placement?: string | null;
                    /**
                     * @description ProductID is the product a pdp_row is shown beside; CartProductIDs
                     *     the cart's products for cart_toppers.
                     */
                    product_id?: number | string | null;
                    search_attributes?: string[] | null;
                    search_facets?: string[] | null;
                    search_filter?: string | null;
                    search_query?: string | null;
                    search_sort?: string | null;
                    store_id?: number | string | null;
                    /** @description Title names a row of /v2/multi; it is echoed in the answer. */
                    title?: string | null;
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
                    object_ids?: string[] | null;
                    search_attributes?: string[] | null;
                    store_id?: number | string | null;
                };
                "text/plain": {
                    object_ids?: string[] | null;
                    search_attributes?: string[] | null;
                    store_id?: number | string | null;
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
                    distinct_id?: string | null;
                    janeDeviceId?: string | null;
                    jane_device_id?: string | null;
                    limit?: number | string | null;
                    query?: string | null;
                    search_attributes?: string[] | null;
                    storeId?: number | string | null;
                    store_id?: number | string | null;
                };
                "text/plain": {
                    distinct_id?: string | null;
                    janeDeviceId?: string | null;
                    jane_device_id?: string | null;
                    limit?: number | string | null;
                    query?: string | null;
                    search_attributes?: string[] | null;
                    storeId?: number | string | null;
                    store_id?: number | string | null;
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
                    distinct_id?: string | null;
                    janeDeviceId?: string | null;
                    jane_device_id?: string | null;
                    limit?: number | string | null;
                    query?: string | null;
                    search_attributes?: string[] | null;
                    storeId?: number | string | null;
                    store_id?: number | string | null;
                };
                "text/plain": {
                    distinct_id?: string | null;
                    janeDeviceId?: string | null;
                    jane_device_id?: string | null;
                    limit?: number | string | null;
                    query?: string | null;
                    search_attributes?: string[] | null;
                    storeId?: number | string | null;
                    store_id?: number | string | null;
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
    "webhook:curbside.arrived": {
        parameters: {
            query?: never;
            header: {
                /** @description t=<Unix seconds>,v1=<hex HMAC-SHA256 of the seconds, a full stop and the exact body, keyed with the subscription's secret> */
                "Pistil-Signature": string;
                /** @description The event, as the body's type. */
                "Pistil-Event": string;
                /** @description The delivery's id; a delivery sent again has its own, the body's id stays the event's. */
                "Pistil-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: components["schemas"]["ReservationData"];
                    /**
                     * @description ID is the event's: a delivery sent again, or to several
                     *     subscriptions, carries the same, so a receiver can tell a repeat
                     *     (deliveries are at least once).
                     */
                    id: string;
                    store_id: number;
                    /** @description Type is the event (webhook.Events), as the Pistil-Event header says. */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Taken. Answer 2xx within 10 seconds; anything else, a redirect or no answer is tried again, from 10 seconds to an hour apart, for 24 hours. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:inventory.low": {
        parameters: {
            query?: never;
            header: {
                /** @description t=<Unix seconds>,v1=<hex HMAC-SHA256 of the seconds, a full stop and the exact body, keyed with the subscription's secret> */
                "Pistil-Signature": string;
                /** @description The event, as the body's type. */
                "Pistil-Event": string;
                /** @description The delivery's id; a delivery sent again has its own, the body's id stays the event's. */
                "Pistil-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: components["schemas"]["HookLowStock"];
                    /**
                     * @description ID is the event's: a delivery sent again, or to several
                     *     subscriptions, carries the same, so a receiver can tell a repeat
                     *     (deliveries are at least once).
                     */
                    id: string;
                    store_id: number;
                    /** @description Type is the event (webhook.Events), as the Pistil-Event header says. */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Taken. Answer 2xx within 10 seconds; anything else, a redirect or no answer is tried again, from 10 seconds to an hour apart, for 24 hours. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:reservation.cancelled": {
        parameters: {
            query?: never;
            header: {
                /** @description t=<Unix seconds>,v1=<hex HMAC-SHA256 of the seconds, a full stop and the exact body, keyed with the subscription's secret> */
                "Pistil-Signature": string;
                /** @description The event, as the body's type. */
                "Pistil-Event": string;
                /** @description The delivery's id; a delivery sent again has its own, the body's id stays the event's. */
                "Pistil-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: components["schemas"]["ReservationData"];
                    /**
                     * @description ID is the event's: a delivery sent again, or to several
                     *     subscriptions, carries the same, so a receiver can tell a repeat
                     *     (deliveries are at least once).
                     */
                    id: string;
                    store_id: number;
                    /** @description Type is the event (webhook.Events), as the Pistil-Event header says. */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Taken. Answer 2xx within 10 seconds; anything else, a redirect or no answer is tried again, from 10 seconds to an hour apart, for 24 hours. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:reservation.created": {
        parameters: {
            query?: never;
            header: {
                /** @description t=<Unix seconds>,v1=<hex HMAC-SHA256 of the seconds, a full stop and the exact body, keyed with the subscription's secret> */
                "Pistil-Signature": string;
                /** @description The event, as the body's type. */
                "Pistil-Event": string;
                /** @description The delivery's id; a delivery sent again has its own, the body's id stays the event's. */
                "Pistil-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: components["schemas"]["ReservationData"];
                    /**
                     * @description ID is the event's: a delivery sent again, or to several
                     *     subscriptions, carries the same, so a receiver can tell a repeat
                     *     (deliveries are at least once).
                     */
                    id: string;
                    store_id: number;
                    /** @description Type is the event (webhook.Events), as the Pistil-Event header says. */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Taken. Answer 2xx within 10 seconds; anything else, a redirect or no answer is tried again, from 10 seconds to an hour apart, for 24 hours. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:reservation.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description t=<Unix seconds>,v1=<hex HMAC-SHA256 of the seconds, a full stop and the exact body, keyed with the subscription's secret> */
                "Pistil-Signature": string;
                /** @description The event, as the body's type. */
                "Pistil-Event": string;
                /** @description The delivery's id; a delivery sent again has its own, the body's id stays the event's. */
                "Pistil-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: components["schemas"]["ReservationData"];
                    /**
                     * @description ID is the event's: a delivery sent again, or to several
                     *     subscriptions, carries the same, so a receiver can tell a repeat
                     *     (deliveries are at least once).
                     */
                    id: string;
                    store_id: number;
                    /** @description Type is the event (webhook.Events), as the Pistil-Event header says. */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Taken. Answer 2xx within 10 seconds; anything else, a redirect or no answer is tried again, from 10 seconds to an hour apart, for 24 hours. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:review.created": {
        parameters: {
            query?: never;
            header: {
                /** @description t=<Unix seconds>,v1=<hex HMAC-SHA256 of the seconds, a full stop and the exact body, keyed with the subscription's secret> */
                "Pistil-Signature": string;
                /** @description The event, as the body's type. */
                "Pistil-Event": string;
                /** @description The delivery's id; a delivery sent again has its own, the body's id stays the event's. */
                "Pistil-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: components["schemas"]["HookReview"];
                    /**
                     * @description ID is the event's: a delivery sent again, or to several
                     *     subscriptions, carries the same, so a receiver can tell a repeat
                     *     (deliveries are at least once).
                     */
                    id: string;
                    store_id: number;
                    /** @description Type is the event (webhook.Events), as the Pistil-Event header says. */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Taken. Answer 2xx within 10 seconds; anything else, a redirect or no answer is tried again, from 10 seconds to an hour apart, for 24 hours. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
