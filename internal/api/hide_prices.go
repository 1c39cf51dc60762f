package api

import (
	"net/http"

	"github.com/pistil/pistil/internal/catalog"
)

// A store with hide_prices shows its prices only to signed-in shoppers:
// the menu products the API answers a signed-out shopper carry no price,
// special price or price bucket, and price sorts and facets are not
// offered. Carts and checkout are priced as always.

// hidesPrices reports whether request r must not see store's prices: the
// store hides them and no shopper is signed in.
func (s *server) hidesPrices(r *http.Request, store *catalog.Store) bool {
	return store != nil && store.MenuSettings.HidePrices && s.optionalCustomer(r) == nil
}

// viewHidesPrices is hidesPrices for a store's menu view.
func (s *server) viewHidesPrices(r *http.Request, v *menuView) bool {
	return v.hidden != nil && s.optionalCustomer(r) == nil
}

// productJSON is menu product id's rendered JSON, without prices when hidden.
func (v *menuView) productJSON(id int64, hidden bool) []byte {
	if hidden && v.hidden != nil {
		return v.hidden[id]
	}
	return v.rendered[id]
}
