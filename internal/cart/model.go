package cart

import (
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
)

// Cart is a shopper's cart with its lines as the menu has them now.
type Cart struct {
	ID              int64
	UUID            string
	Store           catalog.StoreSummary
	Status          string
	ReservationMode string
	// Tip is a dollar tip; TipRate, when set, a percentage of the subtotal.
	Tip       money.Cents
	TipRate   *money.Rate
	PromoCode *string
	// GroupSpecialID is the group special the shopper chose, 0 for none.
	GroupSpecialID int64
	// Delivery is where a delivery goes, nil until the shopper says.
	Delivery *pricing.Address
	// Seen are the specials the shopper last saw on the cart, by id, with
	// their fingerprints (see SpecialChanges).
	Seen map[int64]string
	// CustomerID is the signed-in customer the cart belongs to, 0 for a
	// guest's; Gold says that customer is a gold member.
	CustomerID int64
	Gold       bool
	// Groups are the user groups the customer's identification document
	// admits them to on the day the cart was read (segments.Groups):
	// medical, students, veterans, seniors.
	Groups []string
	// Segments are the user segments the customer is in (segments.Of), on
	// the day the cart was read, in the store's time zone.
	Segments []int64
	DeviceID string
	AppMode  string
	// Attribution is where the shopper came from: the visit's tracking
	// tags, their user agent and the site the cart was made on.
	Attribution
	Lines []Line
	// Specials are those that may apply at the store (storage.StoreSpecials).
	Specials []catalog.Special
	// Redemptions are the loyalty rewards redeemed on the cart, oldest
	// first; RemovedRedemptions those taken off it.
	Redemptions, RemovedRedemptions []loyalty.CartRedemption
	CreatedAt                       time.Time
	UpdatedAt                       time.Time
}

// Line is one product and weight in a cart.
type Line struct {
	ProductID   int64
	PriceID     catalog.Weight
	Count       int
	Recommended bool
	// Menu is the product as the store sells it now; nil when it has left the menu.
	Menu *catalog.MenuProduct
}

// Available reports whether the line can still be bought as it stands.
func (l Line) Available() bool {
	if l.Menu == nil || !l.Menu.Sellable(l.PriceID) {
		return false
	}
	o, _ := l.Menu.Offer(l.PriceID)
	return o.Stock >= l.Count
}

// Attribution is where a cart's shopper came from, kept on the cart and
// copied to its reservation for the store's reports (CampaignReport).
type Attribution struct {
	// Tags are the visit's tracking tags (analytics.Tags: og_ref, utm_*),
	// nil for none.
	Tags map[string]string
	// UserAgent is the shopper's browser; AppModeName the name of the site
	// the cart was made on (a partner's, in the embedded modes).
	UserAgent   string
	AppModeName string
}

// Shopper is who the cart is priced for: a gold member's cart gets the
// gold discounts, and the groups the owner's identification documents
// admit them to make their group specials apply; the user segments they
// are in make the specials limited to those segments apply (spec section 5).
func (c *Cart) Shopper() pricing.Shopper {
	sh := pricing.Shopper{AppMode: c.AppMode, GroupSpecialID: c.GroupSpecialID, Gold: c.Gold, Groups: c.Groups,
		Segments: c.Segments}
	if c.PromoCode != nil {
		sh.PromoCode = *c.PromoCode
	}
	return sh
}

// Unavailable is a cart line that cannot be bought as it stands.
type Unavailable struct {
	ProductID int64          `json:"product_id"`
	PriceID   catalog.Weight `json:"price_id"`
	// Available is how many can still be bought, 0 when none.
	Available int `json:"available"`
}
