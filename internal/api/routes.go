package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/sso"
)

// routes maps the whole HTTP surface. Storefront calls answer under
// /api/v1 and, for the frameless embed's API host, under /v1.
func (s *server) routes(mux *http.ServeMux) {
	api := func(method, path string, h handlerFunc) {
		mux.Handle(method+" /api/v1"+path, s.handle(h))
		mux.Handle(method+" /v1"+path, s.handle(h))
	}
	api("GET", "/bootstrap", s.bootstrap)
	api("POST", "/users", s.register)
	api("POST", "/sessions", s.login)
	api("DELETE", "/sessions", s.logout)
	api("GET", "/whoami", s.whoami)
	api("POST", "/auth/google_oauth2/callback", s.signOnWith(sso.Google))
	api("POST", "/users/id_tokens/apple", s.signOnWith(sso.Apple))
	api("PUT", "/users", s.updateProfile)
	api("GET", "/stores", s.listStores)
	api("GET", "/stores/{id}", s.getStore)
	api("GET", "/stores/{id}/reviews", s.listReviews(false))
	api("GET", "/products", s.listProducts)
	api("GET", "/collections", s.listCollections)
	api("GET", "/brands/cash_back", s.cashBackBrands)
	api("GET", "/products/{id}", s.getMenuProduct)
	api("GET", "/products/{id}/reviews", s.listReviews(true))
	api("POST", "/products/{id}/reviews", s.writeReview)
	api("POST", "/reviews/{id}/upvote", s.upvoteReview)
	api("PATCH", "/reviews/{id}", s.editReview)
	api("DELETE", "/reviews/{id}", s.deleteReview)
	api("GET", "/products/{id}/stores", s.productStores)
	api("GET", "/brands", s.listBrands)
	api("GET", "/brands/{id}", s.getBrand)
	api("GET", "/brands/{id}/products", s.brandProducts)
	api("GET", "/carts", s.getCart)
	api("PATCH", "/carts", s.updateCart)
	api("PATCH", "/carts/optimize_specials", s.updateCart)
	api("DELETE", "/carts/changed_special_flag", s.clearSpecialFlags)
	api("GET", "/carts/lookup_sales_tax_rate", s.lookupSalesTaxRate)
	api("GET", "/carts/find_bundle_specials", s.findBundleSpecials)
	api("GET", "/pos_cart", s.posCart)
	api("GET", "/stores/{id}/specials", s.storeSpecialsList)
	api("GET", "/stores/{id}/specials/{specialId}", s.storeSpecial)
	api("POST", "/carts/checkout", s.checkout)
	api("POST", "/cart_products", s.addCartProduct)
	api("PATCH", "/cart_products/{productId}", s.updateCartProduct)
	api("DELETE", "/cart_products/{productId}", s.deleteCartProduct)
	api("GET", "/reservation_receipts/{uuid}", s.getReceipt)
	api("GET", "/reservations", s.listReservations)
	api("GET", "/reservations/{id}", s.getReservation)
	mux.Handle("/api/", s.handle(s.unknownEndpoint))
	mux.Handle("/v1/", s.handle(s.unknownEndpoint))

	merch := http.NewServeMux()
	merch.Handle("POST /merch/v2/smart", s.handle(s.smart))
	merch.Handle("POST /merch/v2/facets", s.handle(s.facets))
	merch.Handle("POST /merch/v2/smartpage", s.handle(s.smartpage))
	merch.Handle("POST /merch/v2/multi", s.handle(s.multi))
	merch.Handle("POST /merch/v2/event/1", s.handle(s.impression))
	merch.Handle("POST /merch/v2/event/2", s.handle(s.click))
	merch.Handle("POST /merch/v2/event/3e", s.handle(s.externalCheckout))
	merch.Handle("POST /merch/v2/event/session", s.handle(s.sessionEvents))
	merch.Handle("POST /merch/v2/virtual-budtender", s.handle(s.virtualBudtender))
	merch.Handle("POST /merch/v2/virtual-budtender/queries", s.handle(s.budtenderQueries))
	merch.Handle("/merch/", s.handle(s.unknownEndpoint))
	mux.Handle("/merch/", allowCrossOrigin(merch))

	mux.Handle("GET /healthz", s.handle(s.healthz))
	mux.Handle("GET /readyz", s.handle(s.readyz))
	mux.Handle("GET /images/products/{folder}/{file}", s.handle(s.productImage))
	mux.Handle("GET /sitemap.xml", s.handle(s.sitemap))
	mux.Handle("GET /robots.txt", s.handle(s.robots))
	mux.Handle("/", s.app)
}
