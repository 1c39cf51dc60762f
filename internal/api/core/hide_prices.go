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
	return v.hidden != nil && s.OptionalCustomer(r) == nil
}

// ProductJSON is menu product id's rendered JSON, without prices when hidden.
func (v *MenuView) ProductJSON(id int64, hidden bool) []byte {
	if hidden && v.hidden != nil {
		return v.hidden[id]
	}
	return v.Rendered[id]
}

// CardAttributes are the fields of a menu product the storefront's cards
// ask the menu for (web/src/lib/cardAttributes.ts, which a test holds to
// the same list): a view keeps each product's JSON cut to them, so that a
// page of cards copies bytes instead of picking fields.
var CardAttributes = []string{"product_id", "name", "url_slug", "brand", "kind", "category", "percent_thc",
	"image_urls", "aggregate_rating", "review_count",
	"price_half_gram", "price_gram", "price_two_gram", "price_eighth_ounce", "price_quarter_ounce",
	"price_half_ounce", "price_ounce", "price_each",
	"discounted_price_half_gram", "discounted_price_gram", "discounted_price_two_gram",
	"discounted_price_eighth_ounce", "discounted_price_quarter_ounce", "discounted_price_half_ounce",
	"discounted_price_ounce", "discounted_price_each", "prices_hidden"}

var cardSet = func() map[string]bool {
	set := make(map[string]bool, len(CardAttributes))
	for _, a := range CardAttributes {
		set[a] = true
	}
	return set
}()

// ProductFields is menu product id's JSON with only the fields in want
// (all of them for a nil want), without prices when hidden. The cards'
// fields, or some of them, are cut from the card kept for the product.
func (v *MenuView) ProductFields(dst []byte, id int64, hidden bool, want map[string]bool) []byte {
	if want == nil {
		return append(dst, v.ProductJSON(id, hidden)...)
	}
	card := v.card
	if hidden && v.hidden != nil {
		card = v.cardHidden
	}
	for name := range want {
		if !cardSet[name] {
			return AppendFields(dst, v.ProductJSON(id, hidden), want)
		}
	}
	if len(want) == len(cardSet) {
		return append(dst, card[id]...)
	}
	return AppendFields(dst, card[id], want)
}
