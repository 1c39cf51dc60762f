import { describe, expect, it } from 'vitest'
import type { Cart, CartProduct } from '../../lib/types'
import { cartAlerts } from './alerts'

const line = (over: Partial<CartProduct> = {}): CartProduct =>
  ({ id: 1, product_id: 10, price_id: 'gram', count: 1, name: 'Blue Dream', unit_price: 1000, line_total: 1000, available: true, ...over }) as CartProduct

const cart = (over: Partial<Cart> = {}): Cart =>
  ({
    uuid: 'u',
    status: 'pending',
    store: { id: 1, name: 'Golden Gate' },
    products: [line()],
    special_has_changed: false,
    brand_special_has_changed: false,
    max_specials_per_cart_hit: false,
    ...over,
  }) as Cart

describe('cartAlerts', () => {
  it('has none for a bag without problems, nor for a bag that is gone', () => {
    expect(cartAlerts(cart())).toEqual([])
    expect(cartAlerts(null)).toEqual([])
    expect(cartAlerts(cart({ status: 'checked_out' }))).toEqual([])
    expect(cartAlerts(cart({ products: [] }))).toEqual([])
  })

  it('names unavailable lines first, and they block checkout', () => {
    const got = cartAlerts(
      cart({
        products: [line({ count: 3, max_cart_quantity: 3 }), line({ product_id: 11, name: 'OG Kush', price_id: 'eighth_ounce', available: false })],
        unavailable_products: [{ product_id: 11, price_id: 'eighth_ounce', available: 0 }],
      }),
    )
    expect(got).toEqual([
      { kind: 'unavailable', text: 'OG Kush (3.5g) is no longer available.', blocking: true },
      { kind: 'limit', text: 'Blue Dream (1g): 3 is the most one order can hold.', blocking: false },
    ])
  })

  it('says how many are left of a line short of stock', () => {
    const got = cartAlerts(cart({ unavailable_products: [{ product_id: 10, price_id: 'gram', available: 2 }] }))
    expect(got[0]).toEqual({ kind: 'unavailable', text: 'Blue Dream (1g): only 2 left.', blocking: true })
  })

  it('tells of changed specials and of the specials limit', () => {
    expect(cartAlerts(cart({ special_has_changed: true, max_specials_per_cart_hit: true })).map((a) => a.kind)).toEqual(['special', 'special'])
  })
})
