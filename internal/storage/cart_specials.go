package storage

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/cart"
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

// seenSpecials are the specials a priced cart shows: those that took
// something off and the cash back it earns.
func seenSpecials(c cart.Cart, t pricing.Totals) map[int64]string {
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
func SpecialChanges(c cart.Cart, now time.Time) (special, brand bool) {
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

// UpdateCart applies u to a pending cart in one transaction. An update
// cart.CheckUpdate refuses (an unknown, expired or not yet started promo
// code, a group special the store does not run, an unknown reservation mode
// or a tip out of range) is problem.Invalid, and the cart is left unchanged.
func (db *DB) UpdateCart(ctx context.Context, cartUUID string, u cart.Update) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return 0, err
		}
		list, err := storeSpecials(ctx, tx.reader, c.storeID)
		if err != nil {
			return 0, err
		}
		if err := cart.CheckUpdate(u, c.storeID, list, tx.now); err != nil {
			return 0, err
		}
		sets, args := []string{}, []any{}
		set := func(col string, val any) { sets = append(sets, col+" = ?"); args = append(args, val) }
		if m := u.ReservationMode; m != nil {
			set("reservation_mode", *m)
		}
		if code := u.PromoCode; code != nil {
			if trimmed := strings.TrimSpace(*code); trimmed == "" {
				set("promo_code", nil)
			} else {
				set("promo_code", strings.ToUpper(trimmed))
			}
		}
		if g := u.GroupSpecialID; g != nil {
			if *g == 0 {
				set("user_group_special_id", nil)
			} else {
				set("user_group_special_id", *g)
			}
		}
		if a := u.Delivery; a != nil {
			b, err := json.Marshal(a)
			if err != nil {
				return 0, err
			}
			set("delivery_address", string(b))
		}
		switch {
		case u.TipRate != nil:
			set("tip_percent_ppm", int64(*u.TipRate))
			set("tip_cents", 0)
		case u.Tip != nil:
			set("tip_cents", *u.Tip)
			set("tip_percent_ppm", nil)
		}
		if len(sets) > 0 {
			_, err = tx.exec(ctx, `UPDATE carts SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, c.id)...)
		}
		return c.id, err
	})
}

// MarkSpecialsSeen records the specials on a cart as seen, which clears
// its special_has_changed flags.
func (db *DB) MarkSpecialsSeen(ctx context.Context, cartUUID string) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := lockCart(ctx, tx, cartUUID)
		return c.id, err
	})
}
