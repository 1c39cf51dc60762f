// The cart rules of spec section 4 that need no React and no network: where
// the local cart is kept, what of a server cart it keeps, when it is stale,
// when an add must ask to replace the cart, when the drawer opens.

import { ApiError } from '../../lib/api'
import type { Cart, DeliveryAddress, UnavailableProduct, WeightId } from '../../lib/types'
import { modeStorageKey, type AppContext, type AppMode } from '../../lib/appMode'

export type { AppMode }

/** The storage key of the local cart: one per app mode, and per partner for embedded, whiteLabel and framelessEmbed. */
export function cartStorageKey(mode: AppMode = 'default', partnerId?: string): string {
  return modeStorageKey('cart', mode, partnerId)
}

/**
 * The partner id the local cart is kept under when the page starts. A framed
 * page's path names a store that is the partner's only once store
 * verification says so (spec section 4), so it starts on the mode's key
 * without a partner id, and FramedLayout moves it to the partner's key once
 * verified: a page for a store no partner embeds never writes under that
 * store's key.
 */
export function initialCartPartner(ctx: Pick<AppContext, 'partnerId' | 'features'>): string | undefined {
  return ctx.features.framed ? undefined : ctx.partnerId
}

/** A line of the local cart: what the persisted cart remembers of each product. */
export interface LocalLine {
  id: number
  price_id: WeightId
  count: number
}

/** What is kept of the cart between visits (spec section 4, cart persistence). */
export interface LocalCartData {
  uuid?: string
  status?: string
  store?: { id: number; name: string }
  reservation_mode?: string
  products: LocalLine[]
  tags?: string[]
  promo_code?: string | null
  delivery_address?: DeliveryAddress | null
}

export const emptyCart: LocalCartData = { products: [] }

/**
 * The local cart a server cart makes. A cart that is gone, checked out or
 * empty clears local state (spec section 4).
 */
export function fromServer(cart: Cart | null | undefined, tags?: string[]): LocalCartData {
  if (!cart || cart.status !== 'pending' || cart.products.length === 0) return { ...emptyCart }
  return {
    uuid: cart.uuid,
    status: cart.status,
    store: { id: cart.store.id, name: cart.store.name },
    reservation_mode: cart.reservation_mode,
    products: cart.products.map((p) => ({ id: p.product_id, price_id: p.price_id, count: p.count })),
    tags,
    promo_code: cart.promo_code,
    delivery_address: cart.delivery_address ?? null,
  }
}

/** The local cart reloads from the server when older than this (spec section 4). */
export const CART_MAX_AGE_MS = 2_000

export function isStale(syncedAt: number | undefined, now: number): boolean {
  return syncedAt === undefined || now - syncedAt > CART_MAX_AGE_MS
}

/** What an add asks for. */
export interface AddInput {
  storeId: number
  /** The store's name, for the replace-cart question. */
  storeName?: string
  productId: number
  priceId: WeightId
  count: number
  /** false adds without opening the drawer (a page that shows the bag itself). */
  drawer?: boolean
  /** Start a new cart rather than add to the current one. */
  newCart?: boolean
}

export type AddDecision = 'blocked' | 'replace' | 'add'

/**
 * What to do with an add: nothing while another add is in flight; ask to
 * replace the cart when it holds products from another store; add otherwise.
 */
export function decideAdd(local: LocalCartData & { adding?: boolean }, input: AddInput): AddDecision {
  if (local.adding) return 'blocked'
  if (!input.newCart && local.uuid && local.store && local.store.id !== input.storeId && local.products.length > 0) return 'replace'
  return 'add'
}

/**
 * How a mode asks to replace the cart (spec section 2, store change): the
 * embedded replace-cart page (a path inside the mode's router) in the
 * framed modes (embedded, operator embed: a modal in a frame sized to its
 * content could open out of sight), a modal otherwise.
 */
export function replaceFlow(mode: AppMode): { kind: 'modal' } | { kind: 'navigate'; to: string } {
  return mode === 'embedded' || mode === 'operatorEmbed' ? { kind: 'navigate', to: '/replaceCart' } : { kind: 'modal' }
}

/**
 * Whether the drawer opens after an add (spec section 4): only when the
 * product went in as a new line (the same price_id only updates a count),
 * never in headless or bloom mode, nor when the add asked for no drawer.
 */
export function opensDrawer(mode: AppMode, input: Pick<AddInput, 'productId' | 'priceId' | 'drawer'>, before: LocalLine[]): boolean {
  if (mode === 'headless' || mode === 'bloom' || input.drawer === false) return false
  return !before.some((l) => l.id === input.productId && l.price_id === input.priceId)
}

/** The server's refusal of any change to a checked-out cart; the local cart is then cleared. */
export const MSG_NOT_PENDING = 'Cart is not pending'

/** Checkout's answer when lines sold out or left the menu (spec section 8). */
export const MSG_UNAVAILABLE = 'One or more products in your cart are no longer available'

/** The refusal of an add because the cart belongs to another store. */
export const MSG_OTHER_STORE = 'Your bag has products from another store.'

export function isNotPending(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === MSG_NOT_PENDING
}

export function isOtherStore(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === MSG_OTHER_STORE
}

export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.message === MSG_UNAVAILABLE
}

/**
 * The unavailable lines of a cart: the server's unavailable_products when it
 * sent them, else the lines it marks unavailable.
 */
export function unavailableOf(cart: Cart): UnavailableProduct[] {
  if (cart.unavailable_products) return cart.unavailable_products
  return cart.products.filter((p) => !p.available).map((p) => ({ product_id: p.product_id, price_id: p.price_id, available: 0 }))
}
