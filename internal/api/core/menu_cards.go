package core

import "slices"

// A menu view keeps each product's card, the fields the storefront's
// product cards show, and writes what a request asks for from it when it
// can (MenuView.ProductFields); a product's whole JSON is rendered when
// asked for (MenuView.ProductJSON).

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
	"discounted_price_ounce", "discounted_price_each", "prices_hidden",
	"stock_half_gram", "stock_gram", "stock_two_gram", "stock_eighth_ounce", "stock_quarter_ounce",
	"stock_half_ounce", "stock_ounce", "stock_each"}

var cardSet = func() map[string]bool {
	set := make(map[string]bool, len(CardAttributes))
	for _, a := range CardAttributes {
		set[a] = true
	}
	return set
}()

// Attributes are the fields of menu products a request asks for (its
// search_attributes), read once for all the products it answers.
type Attributes struct {
	// want is the set of names, nil for every field (none named, or "*").
	want map[string]bool
	// fromCard: every name is a card attribute, so the fields are cut from
	// the product's card; card: the names are all of them, the card itself.
	fromCard, card bool
}

// AttributesOf reads a request's search_attributes.
func AttributesOf(names []string) Attributes {
	if len(names) == 0 || slices.Contains(names, "*") {
		return Attributes{}
	}
	a := Attributes{want: make(map[string]bool, len(names)), fromCard: true}
	for _, n := range names {
		a.want[n] = true
		a.fromCard = a.fromCard && cardSet[n]
	}
	a.card = a.fromCard && len(a.want) == len(cardSet)
	return a
}

// ProductBytes is about what a product's fields take on a page, with the
// slot's own fields, to size a page's buffer: a card is under 900 bytes,
// a whole product up to about 3,500.
func (a Attributes) ProductBytes() int {
	if a.fromCard {
		return 1024
	}
	return 3500
}

// ProductFields appends to dst menu product id's JSON with only the fields
// a asks for, without prices when hidden; a product not on the view's
// menu appends nothing. The cards' fields, or some of them, come from the
// card kept for the product; others from the product rendered now.
func (v *MenuView) ProductFields(dst []byte, id int64, hidden bool, a Attributes) ([]byte, error) {
	if !a.fromCard {
		raw, err := v.ProductJSON(id, hidden)
		if err != nil || raw == nil {
			return dst, err
		}
		if a.want == nil {
			return append(dst, raw...), nil
		}
		return AppendFields(dst, raw, a.want), nil
	}
	i, ok := v.Position(id)
	if !ok {
		return dst, nil
	}
	card := v.cards.at(i)
	if hidden && v.hiddenCards != nil {
		card = v.hiddenCards.at(i)
	}
	if a.card {
		return append(dst, card...), nil
	}
	return AppendFields(dst, card, a.want), nil
}
