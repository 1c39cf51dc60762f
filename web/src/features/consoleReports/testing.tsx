// For this feature's tests: the reports of a store (Golden Gate
// Greenhouse, id 1), the screen at its route in a memory router over a fake
// API (lib/fakeFetch.ts).

import { type FakeCall, type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'
import type { EmptySearchReport, FunnelReport, SalesFigures, SalesReport, TopProductsReport } from './api'
import { Reports } from './Reports'
import { forgetScreen, showScreen } from '../../components/console/testing'

export const manager: StaffStore = {
  store_id: 1,
  store_name: 'Golden Gate Greenhouse',
  role: 'manager',
  permissions: ['reservations.read', 'menu.read', 'reports.read'],
}

const period = { from: '2026-11-26', to: '2026-11-27', time_zone: 'America/Los_Angeles' }
const none: SalesFigures = { reservations: 0, gross: 0, net: 0, total: 0, cancelled: 0 }

/**
 * Two days: on the 27th, 10:00, two eighths ($70.00, $87.44 with taxes)
 * and 12:00, one ($35.00, $43.72); a third, cancelled, at 12:00.
 */
export const sales: SalesReport = {
  ...period,
  totals: { reservations: 2, gross: 105, net: 105, total: 131.16, cancelled: 1 },
  days: [
    { day: '2026-11-26', ...none },
    { day: '2026-11-27', reservations: 2, gross: 105, net: 105, total: 131.16, cancelled: 1 },
  ],
  modes: [{ mode: 'pickup', reservations: 2, gross: 105, net: 105, total: 131.16, cancelled: 1 }],
  hours: Array.from({ length: 24 }, (_, hour) =>
    hour === 10
      ? { hour, reservations: 1, gross: 70, net: 70, total: 87.44, cancelled: 0 }
      : hour === 12
        ? { hour, reservations: 1, gross: 35, net: 35, total: 43.72, cancelled: 1 }
        : { hour, ...none },
  ),
}

export const topByUnits: TopProductsReport = {
  ...period,
  by: 'units',
  products: [
    { product_id: 100, name: 'Blue Dream', brand: 'Coastal Cultivators', units: 3, reservations: 2, revenue: 105 },
    { product_id: 102, name: 'Sour Cherry Gummies', brand: 'Peak', units: 1, reservations: 1, revenue: 18 },
  ],
}

export const funnel: FunnelReport = {
  ...period,
  totals: { impressions: 40, clicks: 10, add_to_carts: 4, reservations: 2 },
  days: [
    { day: '2026-11-26', impressions: 0, clicks: 0, add_to_carts: 0, reservations: 0 },
    { day: '2026-11-27', impressions: 40, clicks: 10, add_to_carts: 4, reservations: 2 },
  ],
}

export const emptySearches: EmptySearchReport = {
  ...period,
  searches: [{ query: 'moon rocks call [redacted]', searches: 3, days: 2, last_day: '2026-11-27' }],
}

/** Under /api/v1/business/stores/1/reports. */
export const at = (path: string) => `/api/v1/business/stores/1/reports${path}`

/** The store's four reports; the top products answer the ranking asked for. */
export function reportsAPI(over: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET ${at('/sales')}`]: { status: 200, body: sales },
    [`GET ${at('/top_products')}`]: (call: FakeCall) =>
      call.query.get('by') === 'revenue'
        ? { status: 200, body: { ...topByUnits, by: 'revenue', products: [...topByUnits.products].reverse() } }
        : { status: 200, body: topByUnits },
    [`GET ${at('/funnel')}`]: { status: 200, body: funnel },
    [`GET ${at('/empty_searches')}`]: { status: 200, body: emptySearches },
    ...over,
  }
}

/** The reports screen of store at /stores/1/reports (with query), over routes. */
export function show(store: StaffStore = manager, routes: FakeRoutes = reportsAPI(), query = '') {
  const shown = showScreen(<Reports store={store} />, routes, '/stores/:storeId/reports', `/stores/1/reports${query}`)
  return { ...shown, calls: (path: string) => shown.server.calls.filter((c) => c.method === 'GET' && c.path === at(path)) }
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export const forget = forgetScreen
