package core

import (
	"net/http"

	"github.com/pistil/pistil/internal/catalog"
)

// A store with hide_prices shows its prices only to signed-in shoppers:
// the menu products the API answers a signed-out shopper carry no price,
// special price or price bucket, and price sorts and facets are not
// offered. Carts and checkout are priced as always.

// HidesPrices reports whether request r must not see store's prices: the
// Store hides them and no shopper is signed in.
func (s *Server) HidesPrices(r *http.Request, store *catalog.Store) bool {
	return store != nil && store.MenuSettings.HidePrices && s.OptionalCustomer(r) == nil
}

// ViewHidesPrices is HidesPrices for a store's menu view.
func (s *Server) ViewHidesPrices(r *http.Request, v *MenuView) bool {
	return v.hiddenCards != nil && s.OptionalCustomer(r) == nil
}
