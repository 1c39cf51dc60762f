// For this feature's tests: the settings of a store (Golden Gate
// Greenhouse, id 1), the screen at its route in a memory router over a fake
// API (lib/fakeFetch.ts), with the console's notices, signed in with a
// CSRF token kept.

import { type FakeCall, type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'
import type { StoreSettings } from './api'
import { Settings } from './Settings'
import { at, forgetScreen, showScreen } from '../../components/console/testing'

export const owner: StaffStore = {
  store_id: 1,
  store_name: 'Golden Gate Greenhouse',
  role: 'owner',
  permissions: ['reservations.read', 'menu.read', 'settings.read', 'settings.edit'],
}

export const manager: StaffStore = { ...owner, role: 'manager', permissions: ['reservations.read', 'menu.read', 'settings.read'] }

const mode = { enabled: false, lead_time_minutes: 0 }

/** Open Monday and Tuesday 9 to 21, pickup on a 15-minute lead, one delivery zone, at version 4. */
export const settings: StoreSettings = {
  version: 4,
  store_name: 'Golden Gate Greenhouse',
  time_zone_identifier: 'America/Los_Angeles',
  hours: {
    working: [
      { day: 'monday', period: { from: '09:00', to: '21:00' } },
      { day: 'tuesday', period: { from: '09:00', to: '21:00' } },
    ],
  },
  special_days: [],
  fulfillment: { pickup: { enabled: true, lead_time_minutes: 15, payment_options: ['cash'] }, delivery: mode, curbside: mode, kiosk: mode },
  delivery_zones: [{ name: 'Mission', zipcodes: ['94110'], fee: 5, min_amount: 50 }],
  taxes: { sales_tax_rate: 8.625 },
  cart_limit_policy: null,
  compliance: { checkout_age_minimum: 21, birth_date_required: true, id_required: false },
  communication_banner: { enabled: false },
  auto_confirm: false,
  shopper_messages_off: [],
  notification_emails: [],
  sms_from: '',
  message_look: { color: '', background_color: '', logo_url: '', sign_off: '', notes: {} },
}

export { at }

/** The store's settings, and a save that answers what it was sent at the next version. */
export function settingsAPI(over: FakeRoutes = {}): FakeRoutes {
  let now = settings
  return {
    [`GET ${at('/settings')}`]: () => ({ status: 200, body: { settings: now } }),
    [`PUT ${at('/settings')}`]: (call: FakeCall) => {
      const { version, ...rest } = call.body as StoreSettings
      now = { ...now, ...rest, version: version + 1 }
      return { status: 200, body: { settings: now } }
    },
    ...over,
  }
}

/** The settings screen of store at /stores/1/settings, over routes. */
export function show(store: StaffStore, routes: FakeRoutes = settingsAPI()) {
  return showScreen(<Settings store={store} />, routes, '/stores/:storeId/settings', '/stores/1/settings')
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export const forget = forgetScreen
