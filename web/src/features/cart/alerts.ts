// The embedded /cartAlerts screen's content: what in the bag needs the
// shopper before checkout (spec section 8's unavailable products, the
// purchase limits of section 3's cart limit policy as lines at their most,
// specials that changed). Pure, so the screen and the layout's notice agree.

import type { Cart } from '../../lib/types'
import { WEIGHT_LABELS } from '../../lib/weights'
import { unavailableOf } from './rules'

export type CartAlertKind = 'unavailable' | 'limit' | 'special'

export interface CartAlert {
  kind: CartAlertKind
  /** What the shopper reads, a whole sentence. */
  text: string
  /** Whether checkout waits for the shopper to fix it. */
  blocking: boolean
}

/** The alerts of a cart, unavailable lines first; none for a cart that is gone or empty. */
export function cartAlerts(cart: Cart | null | undefined): CartAlert[] {
  if (!cart || cart.status !== 'pending' || cart.products.length === 0) return []
  const out: CartAlert[] = []
  const nameOf = (id: number) => cart.products.find((p) => p.product_id === id)?.name ?? `Product ${id}`
  for (const u of unavailableOf(cart)) {
    const what = `${nameOf(u.product_id)} (${WEIGHT_LABELS[u.price_id]})`
    out.push({
      kind: 'unavailable',
      text: u.available > 0 ? `${what}: only ${u.available} left.` : `${what} is no longer available.`,
      blocking: true,
    })
  }
  for (const p of cart.products) {
    if (p.available && p.max_cart_quantity !== undefined && p.max_cart_quantity > 0 && p.count >= p.max_cart_quantity) {
      out.push({
        kind: 'limit',
        text: `${p.name ?? `Product ${p.product_id}`} (${WEIGHT_LABELS[p.price_id]}): ${p.max_cart_quantity} is the most one order can hold.`,
        blocking: false,
      })
    }
  }
  if (cart.max_specials_per_cart_hit) {
    out.push({ kind: 'special', text: 'Your bag has the most specials one order can use; further specials will not apply.', blocking: false })
  }
  if (cart.special_has_changed || cart.brand_special_has_changed) {
    out.push({ kind: 'special', text: 'A special on your bag has changed since you added its products. Check your totals.', blocking: false })
  }
  return out
}
