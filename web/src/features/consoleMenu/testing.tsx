// For this feature's tests: a store's menu (Golden Gate Greenhouse, id 1),
// the screen at its route in a memory router over a fake API
// (lib/fakeFetch.ts), with the console's notices, signed in with a CSRF
// token kept.

import { type FakeCall, type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'
import type { MenuPage, MenuProduct } from './api'
import { Menu } from './Menu'
import { at, forgetScreen, showScreen } from '../../components/console/testing'

export const manager: StaffStore = {
  store_id: 1,
  store_name: 'Golden Gate Greenhouse',
  role: 'manager',
  permissions: ['reservations.read', 'reservations.move', 'menu.read', 'menu.stock', 'menu.edit'],
}

export const budtender: StaffStore = { ...manager, role: 'budtender', permissions: ['reservations.read', 'reservations.move', 'menu.read', 'menu.stock'] }

/** Blue Dream, flower at version 3: 1g at $12.00 with 5 on hand, 3.5g at $45.00 with 12. */
export const blueDream: MenuProduct = {
  id: 7,
  product_id: 11,
  external_id: 'POS-BD-8',
  product_name: 'Blue Dream',
  brand: 'Pacific Farms',
  kind: 'flower',
  visible: true,
  store_notes: '',
  max_cart_quantity: 0,
  version: 3,
  weights: [
    { price_id: 'gram', weight_label: '1g', price: 12, stock: 5, max_cart_quantity: 0 },
    { price_id: 'eighth_ounce', weight_label: '3.5g', price: 45, stock: 12, max_cart_quantity: 0 },
  ],
  photos: [],
}

/** Mint Gummies, an edible hidden from shoppers, out of stock. */
export const mintGummies: MenuProduct = {
  id: 8,
  product_id: 12,
  external_id: '',
  product_name: 'Mint Gummies',
  brand: 'Sweet Leaf',
  kind: 'edible',
  visible: false,
  store_notes: 'Keep cool.',
  max_cart_quantity: 2,
  version: 1,
  weights: [{ price_id: 'each', weight_label: 'Each', price: 18, stock: 0, max_cart_quantity: 0 }],
  photos: [],
}

export function page(products: MenuProduct[], over: Partial<MenuPage> = {}): MenuPage {
  return { menu_products: products, total: products.length, page: 1, per_page: 50, ...over }
}

export { at }

/** The store's menu: the list (by kind, when one is asked), and Blue Dream, which an edit or a count changes as the server would. */
export function menuAPI(over: FakeRoutes = {}): FakeRoutes {
  let now = blueDream
  return {
    [`GET ${at('/menu')}`]: (call: FakeCall) => {
      const kind = call.query.get('kind')
      const all = [now, mintGummies]
      return { status: 200, body: page(kind ? all.filter((p) => p.kind === kind) : all) }
    },
    [`GET ${at('/menu/7')}`]: () => ({ status: 200, body: { menu_product: now } }),
    [`PUT ${at('/menu/7')}`]: (call: FakeCall) => {
      const b = call.body as { version: number; visible: boolean; store_notes: string; max_cart_quantity: number; weights: { price_id: string; price: number; stock?: number }[] }
      now = {
        ...now,
        version: now.version + 1,
        visible: b.visible,
        store_notes: b.store_notes,
        max_cart_quantity: b.max_cart_quantity,
        weights: now.weights.map((w) => {
          const sent = b.weights.find((s) => s.price_id === w.price_id)!
          return { ...w, price: sent.price, stock: sent.stock ?? w.stock }
        }),
      }
      return { status: 200, body: { menu_product: now } }
    },
    [`POST ${at('/menu/7/stock')}`]: (call: FakeCall) => {
      const b = call.body as { price_id: string; stock: number }
      now = { ...now, weights: now.weights.map((w) => (w.price_id === b.price_id ? { ...w, stock: b.stock } : w)) }
      return { status: 200, body: { menu_product: now } }
    },
    ...over,
  }
}

/** The menu screen of store at path (/stores/1/menu and its query), over routes. */
export function show(store: StaffStore, routes: FakeRoutes = menuAPI(), path = '/stores/1/menu') {
  return showScreen(<Menu store={store} />, routes, '/stores/:storeId/menu', path)
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export const forget = forgetScreen
