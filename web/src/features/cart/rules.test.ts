import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import type { Cart, CartProduct } from '../../lib/types'
import {
  cartStorageKey,
  decideAdd,
  fromServer,
  initialCartPartner,
  isNotPending,
  isOtherStore,
  isStale,
  opensDrawer,
  replaceFlow,
  unavailableOf,
  type LocalCartData,
} from './rules'

const line = (product_id: number, price_id: CartProduct['price_id'], count: number, available = true): CartProduct => ({
  id: product_id,
  product_id,
  price_id,
  count,
  name: `P${product_id}`,
  recommended: false,
  store: { id: 1, name: 'Store' },
  special_id: null,
  special_title: null,
  unit_price: 10,
  line_total: 10 * count,
  available,
})

const cart = (over: Partial<Cart> = {}): Cart =>
  ({
    uuid: 'u1',
    id: 1,
    status: 'pending',
    store: { id: 1, name: 'Golden Gate Greenhouse' },
    reservation_mode: 'pickup',
    products: [line(100, 'gram', 2)],
    product_count: 2,
    promo_code: 'SAVE',
    delivery_address: { street: '1 Main St', city: 'SF', state_code: 'CA', zipcode: '94103' },
    ...over,
  }) as Cart

describe('cartStorageKey', () => {
  it('is one key per app mode, with the partner id for embedded, whiteLabel and framelessEmbed only', () => {
    expect(cartStorageKey()).toBe('pistil.cart.default')
    expect(cartStorageKey('default', '42')).toBe('pistil.cart.default')
    expect(cartStorageKey('kiosk', '42')).toBe('pistil.cart.kiosk')
    expect(cartStorageKey('headless')).toBe('pistil.cart.headless')
    expect(cartStorageKey('embedded', '42')).toBe('pistil.cart.embedded.42')
    expect(cartStorageKey('whiteLabel', '42')).toBe('pistil.cart.whiteLabel.42')
    expect(cartStorageKey('framelessEmbed', '7')).toBe('pistil.cart.framelessEmbed.7')
    expect(cartStorageKey('embedded')).toBe('pistil.cart.embedded')
  })
})

describe('initialCartPartner', () => {
  const features = { auth: true, analytics: true, cartDrawer: true, marketplaceNav: false }
  it('keeps a framed page off its store key until store verification, and other modes on their partner from the start', () => {
    // /embed/stores/42: the path's store is the partner's only once verified.
    expect(initialCartPartner({ partnerId: '42', features: { ...features, framed: true } })).toBeUndefined()
    // whiteLabel and frameless: the server resolved the partner from the host or loader.
    expect(initialCartPartner({ partnerId: '7', features: { ...features, framed: false } })).toBe('7')
    expect(initialCartPartner({ partnerId: undefined, features: { ...features, framed: false } })).toBeUndefined()
  })
})

describe('fromServer', () => {
  it('keeps the persisted fields of a pending cart', () => {
    expect(fromServer(cart(), ['t'])).toEqual({
      uuid: 'u1',
      status: 'pending',
      store: { id: 1, name: 'Golden Gate Greenhouse' },
      reservation_mode: 'pickup',
      products: [{ id: 100, price_id: 'gram', count: 2 }],
      tags: ['t'],
      promo_code: 'SAVE',
      delivery_address: { street: '1 Main St', city: 'SF', state_code: 'CA', zipcode: '94103' },
    })
  })
  it('clears local state for an empty, checked-out or missing cart', () => {
    expect(fromServer(cart({ products: [] }))).toEqual({ products: [] })
    expect(fromServer(cart({ status: 'checked_out' }))).toEqual({ products: [] })
    expect(fromServer(null)).toEqual({ products: [] })
  })
})

describe('isStale', () => {
  it('reloads a cart older than 2 seconds, or never loaded', () => {
    expect(isStale(undefined, 5_000)).toBe(true)
    expect(isStale(1_000, 3_000)).toBe(false)
    expect(isStale(1_000, 3_001)).toBe(true)
  })
})

describe('decideAdd', () => {
  const local: LocalCartData = { uuid: 'u1', store: { id: 1, name: 'A' }, products: [{ id: 100, price_id: 'gram', count: 1 }] }
  const input = { storeId: 1, productId: 101, priceId: 'gram' as const, count: 1 }
  it('blocks an add while another is in flight', () => {
    expect(decideAdd({ ...local, adding: true }, input)).toBe('blocked')
  })
  it('adds to a cart of the same store, or when there is no cart', () => {
    expect(decideAdd(local, input)).toBe('add')
    expect(decideAdd({ products: [] }, { ...input, storeId: 2 })).toBe('add')
  })
  it('asks to replace a cart holding another store’s products', () => {
    expect(decideAdd(local, { ...input, storeId: 2 })).toBe('replace')
    expect(decideAdd({ ...local, products: [] }, { ...input, storeId: 2 })).toBe('add')
    expect(decideAdd(local, { ...input, storeId: 2, newCart: true })).toBe('add')
  })
})

describe('replaceFlow', () => {
  it('is the replace-cart page in the framed modes, a modal otherwise', () => {
    expect(replaceFlow('default')).toEqual({ kind: 'modal' })
    expect(replaceFlow('kiosk')).toEqual({ kind: 'modal' })
    // A path inside the mode's router: /embed/stores/42/replaceCart once its base path is added.
    expect(replaceFlow('embedded')).toEqual({ kind: 'navigate', to: '/replaceCart' })
    expect(replaceFlow('operatorEmbed')).toEqual({ kind: 'navigate', to: '/replaceCart' })
  })
})

describe('opensDrawer', () => {
  const before = [{ id: 100, price_id: 'gram' as const, count: 1 }]
  it('opens for a new line in the ordinary modes', () => {
    expect(opensDrawer('default', { productId: 101, priceId: 'gram' }, before)).toBe(true)
    expect(opensDrawer('embedded', { productId: 100, priceId: 'eighth_ounce' }, before)).toBe(true)
  })
  it('stays shut when the same price_id only updates a count, in headless and bloom, or when asked', () => {
    expect(opensDrawer('default', { productId: 100, priceId: 'gram' }, before)).toBe(false)
    expect(opensDrawer('headless', { productId: 101, priceId: 'gram' }, before)).toBe(false)
    expect(opensDrawer('bloom', { productId: 101, priceId: 'gram' }, before)).toBe(false)
    expect(opensDrawer('default', { productId: 101, priceId: 'gram', drawer: false }, before)).toBe(false)
  })
})

describe('errors', () => {
  it('tells the refusals the cart reacts to', () => {
    expect(isNotPending(new ApiError(409, { message: 'Cart is not pending' }, ''))).toBe(true)
    expect(isNotPending(new ApiError(409, { message: 'Other' }, ''))).toBe(false)
    expect(isNotPending(new Error('Cart is not pending'))).toBe(false)
    expect(isOtherStore(new ApiError(409, { message: 'Your bag has products from another store.' }, ''))).toBe(true)
  })
})

describe('unavailableOf', () => {
  it('takes the server’s list, else the lines marked unavailable', () => {
    const listed = cart({ unavailable_products: [{ product_id: 100, price_id: 'gram', available: 1 }] })
    expect(unavailableOf(listed)).toEqual([{ product_id: 100, price_id: 'gram', available: 1 }])
    expect(unavailableOf(cart({ products: [line(100, 'gram', 2), line(101, 'each', 1, false)] }))).toEqual([
      { product_id: 101, price_id: 'each', available: 0 },
    ])
  })
})
