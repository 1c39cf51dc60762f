package cart

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/specials"
)

// fingerprint identifies a special's terms: any change to it changes the
// fingerprint.
func fingerprint(s *catalog.Special) string {
	b, _ := json.Marshal(s)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:6])
}

// SeenSpecials are the specials a priced cart shows, by id with their
// fingerprint (what Cart.Seen keeps): those that took something off and
// the cash back it earns.
func SeenSpecials(c Cart, t pricing.Totals) map[int64]string {
	ids := map[int64]bool{}
	for _, a := range t.Applied {
		ids[a.SpecialID] = true
	}
	for _, cb := range t.CashBack {
		ids[cb.SpecialID] = true
	}
	out := map[int64]string{}
	for i := range c.Specials {
		if s := &c.Specials[i]; ids[s.ID] {
			out[s.ID] = fingerprint(s)
		}
	}
	return out
}

// SpecialChanges reports whether a store special (special) or a brand
// special (brand) the shopper last saw on the cart has changed its terms,
// ended or gone since.
func SpecialChanges(c Cart, now time.Time) (special, brand bool) {
	for id, fp := range c.Seen {
		i := slices.IndexFunc(c.Specials, func(s catalog.Special) bool { return s.ID == id })
		if i >= 0 && fingerprint(&c.Specials[i]) == fp && specials.Live(&c.Specials[i], now) {
			continue
		}
		if i >= 0 && c.Specials[i].ProductBrandID != 0 {
			brand = true
		} else {
			special = true
		}
	}
	return special, brand
}
