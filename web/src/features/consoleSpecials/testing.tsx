// For this feature's tests: the specials of a store (Golden Gate
// Greenhouse, id 1), the screen at its route in a memory router over a fake
// API (lib/fakeFetch.ts), with the console's notices, signed in with a
// CSRF token kept.

import { type FakeCall, type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'
import type { MenuProduct, PreviewAnswer, Special } from './api'
import { Specials } from './Specials'
import { at, forgetScreen, showScreen } from '../../components/console/testing'

export const manager: StaffStore = {
  store_id: 1,
  store_name: 'Golden Gate Greenhouse',
  role: 'manager',
  permissions: ['reservations.read', 'menu.read', 'menu.stock', 'menu.edit', 'specials.read', 'specials.edit'],
}

export const budtender: StaffStore = { ...manager, role: 'budtender', permissions: ['reservations.read', 'menu.read', 'menu.stock', 'specials.read'] }

const base: Special = {
  id: 0,
  title: '',
  special_type: 'product',
  status: 'live',
  active: true,
  enabled: true,
  read_only: false,
  cash_back: false,
  product_brand_id: null,
  description: '',
  terms: '',
  photo: '',
  discount_type: 'percent',
  discount_percent: 0,
  discount_dollar_amount: 0,
  discount_target_price: 0,
  discount_label: '',
  gold_discount_percent: 0,
  minimum_subtotal: 0,
  promo_code: '',
  user_group: '',
  stackable: false,
  applicable_weights: [],
  excluded_app_modes: [],
  bulk_tiers: [],
  rules: {} as Special['rules'],
  start_time: null,
  end_time: null,
  version: 1,
}

/** The store's own: 20% off flower, live, at version 3, with a rule the form does not show. */
export const flowerDeal: Special = {
  ...base,
  id: 5,
  title: 'Flower Friday',
  discount_percent: 20,
  discount_label: '20% off',
  rules: { include_kinds: ['flower'] } as unknown as Special['rules'],
  version: 3,
}

/** A brand's $5 off, read-only. */
export const brandDeal: Special = {
  ...base,
  id: 9,
  title: 'Pacific Farms Five',
  read_only: true,
  product_brand_id: 4,
  discount_type: 'dollar_amount',
  discount_dollar_amount: 5,
  discount_label: '$5.00 off',
}

export const blueDream: MenuProduct = {
  id: 7,
  product_id: 11,
  external_id: '',
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

/** Two 3.5g of Blue Dream at $45.00, 20% off ($18.00), with 10% tax on $72.00: $79.20. */
export const priced: PreviewAnswer = {
  draft_applied: true,
  lines: [{ product_id: 11, product_name: 'Blue Dream', price_id: 'eighth_ounce', count: 2, unit_price: 45, discount: 18, total: 72, special_id: 5 }],
  specials: [{ special_id: 5, title: 'Flower Friday', special_type: 'product', category: 'product', draft: true, amount: 18 }],
  totals: {
    item_total: 90,
    all_discounts_total: 18,
    brand_discounts_total: 0,
    cart_discount_amount: 0,
    delivery_fee_amount: 0,
    discounted_subtotal: 72,
    group_discounts_total: 0,
    loyalty_discount_total: 0,
    order_total: 79.2,
    product_discounts_total: 18,
    rounding_amount: 0,
    sales_tax_amount: 7.2,
    sales_tax_rate: 0.1,
    service_fee_amount: 0,
    store_tax_amount: 0,
    store_taxes: [],
    tax_included: false,
    tip_amount: 0,
  },
}

export { at }

/** The store's specials: the list, which an end changes as the server would, the menu's search and the preview. */
export function specialsAPI(over: FakeRoutes = {}): FakeRoutes {
  let deal = flowerDeal
  return {
    [`GET ${at('/specials')}`]: () => ({ status: 200, body: { specials: [deal, brandDeal] } }),
    [`POST ${at('/specials/5/end')}`]: () => {
      deal = { ...deal, status: 'ended', version: deal.version + 1 }
      return { status: 200, body: { special: deal } }
    },
    [`GET ${at('/menu')}`]: (call: FakeCall) => ({
      status: 200,
      body: { menu_products: /dream/i.test(call.query.get('q') ?? '') ? [blueDream] : [], total: 1, page: 1, per_page: 50 },
    }),
    [`POST ${at('/specials/preview')}`]: { status: 200, body: priced },
    ...over,
  }
}

/** The specials screen of store at /stores/1/specials, over routes. */
export function show(store: StaffStore, routes: FakeRoutes = specialsAPI()) {
  return showScreen(<Specials store={store} />, routes, '/stores/:storeId/specials', '/stores/1/specials')
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export const forget = forgetScreen
