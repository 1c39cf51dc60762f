package business

import (
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/staff"
)

// The guard's kinds of access (guard.go).
var (
	anyone = access{perm: staff.Anyone}
	// self is a member's own account, once a second factor is enrolled;
	// enrolling is self before it too.
	self      = access{perm: staff.Self}
	enrolling = access{perm: staff.Self, beforeEnrol: true}

	manageStaff  = access{perm: staff.StaffManage}
	manageTokens = access{perm: staff.TokensManage}
	readAudit    = access{perm: staff.AuditRead}
	// The store's webhook subscriptions and their delivery logs.
	manageWebhooks = access{perm: staff.WebhooksManage}
	// The store's reservations: reading, moving, and the shopper's
	// documents.
	readReservations = access{perm: staff.ReservationsRead}
	moveReservations = access{perm: staff.ReservationsMove}
	viewDocuments    = access{perm: staff.DocumentsView}
	// The store's menu: finding it, counts at the counter (budtenders
	// too), and editing it.
	readMenu  = access{perm: staff.MenuRead}
	countMenu = access{perm: staff.MenuStock}
	editMenu  = access{perm: staff.MenuEdit}
	// A point of sale's sync: prices, counts, visibility and its own ids.
	syncMenu = access{perm: staff.InventorySync}
	// A chain's point of sale's sync of several stores, named in the body.
	syncChain = access{perm: staff.InventorySync, storesInBody: true}
	// The store's specials: seeing them (and pricing a sample bag with a
	// draft), and making, changing and ending its own.
	readSpecials = access{perm: staff.SpecialsRead}
	editSpecials = access{perm: staff.SpecialsEdit}
	// The store's reviews: reading, replying, hiding and showing them.
	moderateReviews = access{perm: staff.ReviewsModerate}
	// The store's reports: sales, top products, the funnel, searches that
	// found nothing.
	readReports = access{perm: staff.ReportsRead}
	// The store's settings: seeing them, and changing them.
	readSettings = access{perm: staff.SettingsRead}
	editSettings = access{perm: staff.SettingsEdit}
	// streamAccess reads the reservations of the stores its query names.
	streamAccess = access{perm: staff.ReservationsRead, storesFromQuery: true}
)

// The per-client throttle of sign-ins, second factors, e-mailed codes and
// welcome links, beside the lockout per address: ten at once, then six a
// minute.
const (
	signInsPerMinute = 6
	signInsBurst     = 10
)

// Routes are the store console's calls, under /api/v1/business only
// (Prefix), each with its permission.
func (s *Server) Routes() []core.Route {
	signIns := core.NewIPLimiter(signInsPerMinute/60.0, signInsBurst, s.Clock)
	limit := func(r core.Route) core.Route { r.Handler = s.Throttle(signIns, r.Handler); return r }
	return []core.Route{
		limit(s.route("POST", "/session", anyone, s.signIn, core.Op("staffSignIn", "Sign a staff member in with their address and password").Takes(StaffSignInRequest{}).Returns(StaffSignIn{}))),
		limit(s.route("POST", "/session/second_factor", anyone, s.secondFactor, core.Op("staffSecondFactor", "Finish a staff sign-in with a second factor").Takes(SecondFactorRequest{}).Returns(StaffSession{}))),
		limit(s.route("POST", "/session/email_code", anyone, s.emailCode, core.Op("staffEmailCode", "Mail a code that finishes a staff sign-in").Takes(EmailCodeRequest{}).Returns(EmailCodeSent{}))),
		limit(s.route("POST", "/welcome", anyone, s.welcome, core.Op("staffWelcome", "Set a password with an invitation's one-time link").Takes(WelcomeRequest{}).Returns(StaffSession{}))),
		s.route("GET", "/session", enrolling, s.getSession, core.Op("getStaffSession", "The signed-in staff member's session, stores and permissions").Returns(StaffSession{})),
		s.route("DELETE", "/session", enrolling, s.signOut, core.Op("staffSignOut", "Sign out of this session").AnswersNothing()),
		s.route("POST", "/session/everywhere", enrolling, s.signOutEverywhere, core.Op("staffSignOutEverywhere", "End every session of the signed-in staff member").AnswersNothing()),
		s.route("POST", "/me/totp", enrolling, s.beginTOTP, core.Op("beginStaffTOTP", "Make a new authenticator secret to enrol").Returns(TOTPEnrolment{})),
		s.route("POST", "/me/totp/confirm", enrolling, s.confirmTOTP, core.Op("confirmStaffTOTP", "Enrol the new secret with a code from the app; answers recovery codes").Takes(TOTPConfirm{}).Returns(RecoveryCodes{})),
		s.route("POST", "/me/recovery_codes", self, s.newRecoveryCodes, core.Op("newStaffRecoveryCodes", "Replace the signed-in staff member's recovery codes").Returns(RecoveryCodes{})),
		s.route("POST", "/me/password", self, s.changePassword, core.Op("changeStaffPassword", "Change the signed-in staff member's password").Takes(StaffPasswordChange{}).AnswersNothing()),

		s.route("GET", "/stores/{storeId}/staff", manageStaff, s.listStaff, core.Op("listStoreStaff", "The store's staff and where each is in signing up").Returns(StaffList{})),
		s.route("POST", "/stores/{storeId}/staff", manageStaff, s.inviteStaff, core.Op("inviteStoreStaff", "Give an address a role at the store, mailing a welcome link to someone new").Takes(StaffInvite{}).Returns(StaffList{})),
		s.route("PUT", "/stores/{storeId}/staff/{staffId}", manageStaff, s.changeStaffRole, core.Op("changeStoreStaffRole", "Change a staff member's role at the store").Takes(StaffRoleChange{}).Returns(StaffList{})),
		s.route("DELETE", "/stores/{storeId}/staff/{staffId}", manageStaff, s.removeStaff, core.Op("removeStoreStaff", "Take a staff member's role at the store away").AnswersNothing()),
		s.route("GET", "/stores/{storeId}/tokens", manageTokens, s.listTokens, core.Op("listIntegrationTokens", "The store's integration tokens").Returns(IntegrationTokenList{})),
		s.route("POST", "/stores/{storeId}/tokens", manageTokens, s.makeToken, core.Op("makeIntegrationToken", "Make an integration token, shown once").Takes(IntegrationTokenRequest{}).Returns(IntegrationTokenMade{})),
		s.route("DELETE", "/stores/{storeId}/tokens/{tokenId}", manageTokens, s.revokeToken, core.Op("revokeIntegrationToken", "Revoke an integration token").AnswersNothing()),
		s.route("GET", "/stores/{storeId}/webhooks", manageWebhooks, s.listWebhooks, core.Op("listStoreWebhooks", "The store's webhook subscriptions with how their deliveries are going, and the events one may ask for").Returns(WebhookList{})),
		s.route("POST", "/stores/{storeId}/webhooks", manageWebhooks, s.makeWebhook, core.Op("makeStoreWebhook", "Subscribe a URL to the store's events; answers the signing secret this once").Takes(WebhookRequest{}).Returns(WebhookAnswer{})),
		s.route("GET", "/stores/{storeId}/webhooks/{webhookId}", manageWebhooks, s.getWebhook, core.Op("getStoreWebhook", "One of the store's webhook subscriptions").Returns(WebhookAnswer{})),
		s.route("PUT", "/stores/{storeId}/webhooks/{webhookId}", manageWebhooks, s.changeWebhook, core.Op("changeStoreWebhook", "Write a webhook subscription over what it was; replace its secret when asked, answering the new one once").Takes(WebhookChange{}).Returns(WebhookAnswer{})),
		s.route("DELETE", "/stores/{storeId}/webhooks/{webhookId}", manageWebhooks, s.removeWebhook, core.Op("removeStoreWebhook", "Remove a webhook subscription and its delivery log").AnswersNothing()),
		s.route("GET", "/stores/{storeId}/webhooks/{webhookId}/deliveries", manageWebhooks, s.webhookDeliveries, core.Op("listStoreWebhookDeliveries", "A page of a subscription's deliveries, newest first, with each one's tries, last answer and body").Reads(core.InQuery("before", "Only deliveries older than this id: the previous page's next_before.").AsInt()).Returns(WebhookDeliveryPage{})),
		s.route("POST", "/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend", manageWebhooks, s.resendWebhook, core.Op("resendStoreWebhookDelivery", "Send a delivered or given-up delivery again, as a new delivery of the same event and body").Returns(WebhookDeliveryAnswer{})),
		s.route("GET", "/stores/{storeId}/audit", readAudit, s.auditLog, core.Op("getAuditLog", "The store's audit log, newest first").Reads(core.InQuery("before", "Only entries older than this id: the previous page's next_before.").AsInt()).Returns(AuditPage{})),
		s.route("GET", "/stream", streamAccess, s.stream, core.Op("streamStoreQueues", "The stores' reservation events, live, as server-sent events: event reservation (a QueueEvent as data, the event's id as id) or reset (read the queue again)").Answers("text/event-stream").Reads(core.InQuery("store_id", "A store to follow; repeat for more. None: every store whose reservations the caller may read.").AsInt(), core.InQuery("after", "Replay the events after this id first: the queue's last_event_id. A reconnection sends Last-Event-ID instead.").AsInt())),
		s.route("GET", "/stores/{storeId}/reservations", readReservations, s.queue, core.Op("listStoreQueue", "The store's queue: a page of its reservations by status, mode, day and search, with the tabs' counts").Reads(queueQuery...).Returns(BusinessReservationPage{})),
		s.route("GET", "/stores/{storeId}/reservations/{id}", readReservations, s.reservationDetail, core.Op("getStoreReservation", "One of the store's reservations: lines, totals, contact, history").Returns(BusinessReservationAnswer{})),
		s.route("POST", "/stores/{storeId}/reservations/{id}/status", moveReservations, s.moveReservation, core.Op("moveStoreReservation", "Move a reservation one step on, or cancel it with a reason for the shopper").Takes(StatusMove{}).Returns(BusinessReservationAnswer{})),
		s.route("POST", "/stores/{storeId}/reservations/{id}/notes", moveReservations, s.noteReservation, core.Op("noteStoreReservation", "Send the shopper of a reservation a note").Takes(ReservationNote{}).Returns(BusinessReservationAnswer{})),
		s.route("GET", "/stores/{storeId}/reservations/{id}/pick_list", readReservations, s.pickList, core.Op("getStorePickList", "What to gather for a reservation, in the shelves' order").Returns(PickList{})),
		s.route("GET", "/stores/{storeId}/reservations/{id}/documents/{slot}", viewDocuments, s.documentPhoto, core.Op("getStoreReservationDocument", "A photo of the identification of a live reservation's shopper; each look is logged").Answers("image/*")),
		s.route("GET", "/stores/{storeId}/menu", readMenu, s.menu, core.Op("listStoreMenu", "The store's menu products, hidden ones too, by name: a page of those the search, kind and visibility pick").Reads(menuQuery...).Returns(StoreMenuPage{})),
		s.route("GET", "/stores/{storeId}/menu.csv", readMenu, s.exportMenuCSV, core.Op("exportStoreMenuCSV", "The store's whole menu as CSV, hidden products too: a row per menu product and weight, to edit and import").Answers("text/csv")),
		s.route("POST", "/stores/{storeId}/menu/import", editMenu, s.importMenuCSV, core.Op("importStoreMenuCSV", "Change the prices, counts, visibility, notes and cart caps a CSV of the menu lists, all or nothing; a dry run answers the changes and makes none").TakesText(menuCSVTypes...).Reads(dryRunQuery).Returns(MenuImportAnswer{})),
		s.route("GET", "/stores/{storeId}/catalogue", editMenu, s.catalogue, core.Op("listCatalogueOffMenu", "The shared catalogue's products the store's menu does not carry, by name, with the weights each may be sold in").Reads(catalogueQuery...).Returns(CataloguePage{})),
		s.route("POST", "/stores/{storeId}/menu", editMenu, s.addMenuProduct, core.Op("addStoreMenuProduct", "Put a product of the catalogue on the store's menu, in the weights, prices and counts sent").Takes(MenuProductNew{}).Returns(StoreMenuProductAnswer{})),
		s.route("GET", "/stores/{storeId}/menu/{menuProductId}", readMenu, s.menuProduct, core.Op("getStoreMenuProduct", "One of the store's menu products, with its weights and version").Returns(StoreMenuProductAnswer{})),
		s.route("PUT", "/stores/{storeId}/menu/{menuProductId}", editMenu, s.editMenuProduct, core.Op("editStoreMenuProduct", "Change a menu product's prices, stock, visibility, notes and cart cap, unless someone changed it since its version was read").Takes(MenuProductEdit{}).Returns(StoreMenuProductAnswer{})),
		s.route("POST", "/stores/{storeId}/menu/{menuProductId}/photos", editMenu, s.uploadMenuPhoto, core.Op("uploadStoreMenuPhoto", "Add a photo of the store's own to a menu product, last; the store's menu shows its photos instead of the catalogue's").TakesForm(MenuPhotoUpload{}).Returns(StoreMenuProductAnswer{})),
		s.route("PUT", "/stores/{storeId}/menu/{menuProductId}/photos", editMenu, s.orderMenuPhotos, core.Op("orderStoreMenuPhotos", "Put a menu product's photos in a new order").Takes(MenuPhotoOrder{}).Returns(StoreMenuProductAnswer{})),
		s.route("DELETE", "/stores/{storeId}/menu/{menuProductId}/photos/{photoId}", editMenu, s.removeMenuPhoto, core.Op("removeStoreMenuPhoto", "Remove one of a menu product's photos").Returns(StoreMenuProductAnswer{})),
		s.route("POST", "/stores/{storeId}/menu/{menuProductId}/stock", countMenu, s.countStock, core.Op("countStoreMenuStock", "Set one weight's count on hand: 0 marks it out of stock; another count sends the count seen").Takes(StockCount{}).Returns(StoreMenuProductAnswer{})),
		s.route("GET", "/stores/{storeId}/feed", syncMenu, s.storeFeed, core.Op("getStoreFeed", "The store's point of sale feed kept by the server, with how its last run went; null for none").Returns(FeedAnswer{})),
		s.route("PUT", "/stores/{storeId}/feed", syncMenu, s.setStoreFeed, core.Op("setStoreFeed", "Keep the store's point of sale feed: its export's URL, the mapping that reads it and how often; the server reads it and syncs the menu as a pushed sync does").Takes(FeedSettings{}).Returns(FeedAnswer{})),
		s.route("DELETE", "/stores/{storeId}/feed", syncMenu, s.removeStoreFeed, core.Op("removeStoreFeed", "Stop reading the store's point of sale feed and forget it").AnswersNothing()),
		s.route("POST", "/stores/{storeId}/feed/run", syncMenu, s.runStoreFeed, core.Op("runStoreFeed", "Read the store's point of sale feed now, within seconds, rather than at its next time").Returns(FeedAnswer{})),
		s.route("PUT", "/inventory", syncChain, s.syncChainInventory, core.Op("syncChainInventory", "Apply a chain's point of sale's rows to several of its stores' menus in one transaction, every store's or none: up to 5,000 rows across the stores, each store's sync as syncStoreInventory's").Takes(ChainInventorySyncRequest{}).Reads(idempotencyHeader).Returns(ChainInventorySyncAnswer{})),
		s.route("PUT", "/stores/{storeId}/inventory", syncMenu, s.syncInventory, core.Op("syncStoreInventory", "Apply a point of sale's prices, counts on hand, visibility and ids to the store's menu, up to 5,000 rows in one transaction: a delta, or a snapshot that hides what it leaves out; counts below what live reservations hold are reported").Takes(InventorySyncRequest{}).Reads(idempotencyHeader).Returns(InventorySyncAnswer{})),
		s.route("GET", "/stores/{storeId}/specials", readSpecials, s.specials, core.Op("listConsoleSpecials", "The store's own specials with their versions, and the brand specials running there, read-only").Returns(ConsoleSpecialList{})),
		s.route("POST", "/stores/{storeId}/specials/preview", readSpecials, s.previewSpecial, core.Op("previewConsoleSpecial", "Price a sample bag with a draft special among the store's live specials; writes nothing").Takes(SpecialPreviewRequest{}).Returns(SpecialPreview{})),
		s.route("POST", "/stores/{storeId}/specials", editSpecials, s.createSpecial, core.Op("createConsoleSpecial", "Make a special of the store's; the database gives its id").Takes(SpecialFields{}).Returns(ConsoleSpecialAnswer{})),
		s.route("PUT", "/stores/{storeId}/specials/{specialId}", editSpecials, s.editSpecial, core.Op("editConsoleSpecial", "Write a special of the store's over what it was, unless someone changed it since its version was read; a brand special is refused").Takes(SpecialChange{}).Returns(ConsoleSpecialAnswer{})),
		s.route("GET", "/stores/{storeId}/reviews", moderateReviews, s.reviews, core.Op("listConsoleReviews", "A page of the store's reviews, newest first, hidden ones too, with the store's replies and why each hidden one was hidden").Reads(reviewsQuery...).Returns(ConsoleReviewPage{})),
		s.route("PUT", "/stores/{storeId}/reviews/{reviewId}/reply", moderateReviews, s.replyToReview, core.Op("replyToConsoleReview", "Set or change the store's reply, which shoppers see under the review").Takes(ReviewReply{}).Returns(ConsoleReviewAnswer{})),
		s.route("DELETE", "/stores/{storeId}/reviews/{reviewId}/reply", moderateReviews, s.removeReply, core.Op("removeConsoleReviewReply", "Take the store's reply off a review").Returns(ConsoleReviewAnswer{})),
		s.route("POST", "/stores/{storeId}/reviews/{reviewId}/hide", moderateReviews, s.hideReview, core.Op("hideConsoleReview", "Hide a review from shoppers and from the product's rating, with the reason the store keeps").Takes(ReviewHide{}).Returns(ConsoleReviewAnswer{})),
		s.route("POST", "/stores/{storeId}/reviews/{reviewId}/show", moderateReviews, s.showReview, core.Op("showConsoleReview", "Show a hidden review to shoppers again").Returns(ConsoleReviewAnswer{})),
		s.route("GET", "/stores/{storeId}/settings", readSettings, s.storeSettings, core.Op("getStoreSettings", "The store's settings: hours and special days, fulfilment, zones, limits, taxes, age gate, banner, auto-confirm and shopper messages, with their version").Returns(StoreSettingsAnswer{})),
		s.route("PUT", "/stores/{storeId}/settings", editSettings, s.editStoreSettings, core.Op("editStoreSettings", "Write the store's settings over what they were, checked as the catalogue checks them, unless someone changed them since their version was read").Takes(StoreSettingsChange{}).Returns(StoreSettingsAnswer{})),
		s.route("POST", "/stores/{storeId}/messages/preview", readSettings, s.previewMessage, core.Op("previewStoreMessage", "One kind of message to a shopper, e-mail (plain text and HTML) and text, as the store's look for messages makes it, for a sample reservation; writes and sends nothing").Takes(MessagePreviewRequest{}).Returns(MessagePreviewAnswer{})),
		s.route("POST", "/stores/{storeId}/specials/{specialId}/end", editSpecials, s.endSpecial, core.Op("endConsoleSpecial", "End a special of the store's now, unless someone changed it since its version was read").Takes(SpecialEnd{}).Returns(ConsoleSpecialAnswer{})),
		s.route("GET", "/stores/{storeId}/reports/sales", readReports, s.salesReport, core.Op("getConsoleSalesReport", "The store's reservations and their amounts per day, mode and hour; cancelled ones counted apart").Reads(core.ReportQuery...).Returns(SalesReport{})),
		s.route("GET", "/stores/{storeId}/reports/sales.csv", readReports, s.salesCSV, core.Op("getConsoleSalesReportCSV", "The sales report as CSV, a row per day, mode or hour").Reads(append([]core.QueryParam{salesByQuery}, core.ReportQuery...)...).Answers("text/csv")),
		s.route("GET", "/stores/{storeId}/reports/top_products", readReports, s.topProductsReport, core.Op("getConsoleTopProducts", "The products reserved most, by units or revenue").Reads(append([]core.QueryParam{topByQuery}, core.ReportQuery...)...).Returns(TopProductsReport{})),
		s.route("GET", "/stores/{storeId}/reports/top_products.csv", readReports, s.topProductsCSV, core.Op("getConsoleTopProductsCSV", "The top products as CSV").Reads(append([]core.QueryParam{topByQuery}, core.ReportQuery...)...).Answers("text/csv")),
		s.route("GET", "/stores/{storeId}/reports/funnel", readReports, s.funnelReport, core.Op("getConsoleFunnel", "Products shown, clicked, added to bags and reserved, per day").Reads(core.ReportQuery...).Returns(FunnelReport{})),
		s.route("GET", "/stores/{storeId}/reports/funnel.csv", readReports, s.funnelCSV, core.Op("getConsoleFunnelCSV", "The funnel as CSV").Reads(core.ReportQuery...).Answers("text/csv")),
		s.route("GET", "/stores/{storeId}/reports/empty_searches", readReports, s.emptySearchReport, core.Op("getConsoleEmptySearches", "What shoppers searched the menu for and did not find, most searched first").Reads(core.ReportQuery...).Returns(EmptySearchReport{})),
		s.route("GET", "/stores/{storeId}/reports/empty_searches.csv", readReports, s.emptySearchCSV, core.Op("getConsoleEmptySearchesCSV", "The searches that found nothing as CSV").Reads(core.ReportQuery...).Answers("text/csv")),
	}
}
