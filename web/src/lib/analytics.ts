// The storefront's usage analytics (docs/analytics.md): the one module that
// emits the tracked events, page views, ecommerce and attribution events,
// identity calls and search-insights events of spec section 7. All of them
// go to Pistil's own collectors (/collect/v1/*), batched after the SDK
// debounce and posted by lib/beacon.ts (text/plain keepalive requests with
// the shopper's token when signed in). In development they are only logged;
// nothing is sent in kiosk mode, when the shopper opted out on
// /do-not-sell-my-information, or when the browser sends Global Privacy
// Control. The rules live in analyticsRules.ts.

import { apiPath } from './api'
import { appContext } from './appMode'
import { SDK_DEBOUNCE_MS, beacon } from './beacon'
import { localStore, sessionStore } from './browserStorage'
import { ensureDeviceId } from './deviceId'
import type { Body } from './wire'
import {
  ANALYTICS_COOKIE,
  ATTRIBUTION_PURCHASE,
  analyticsCookie,
  analyticsCookieRemoval,
  analyticsMode,
  analyticsUserId,
  collectBase,
  insightEvent,
  mayIdentify,
  readAnalyticsCookie,
  scrubProperties,
  trackingTags,
  visitTags,
  type AnalyticsMode,
  type EcommerceEvent,
  type PageViewName,
  type ProductProperties,
  type TrackedEvent,
  type TrackingTags,
} from './analyticsRules'

export const OPT_OUT_KEY = 'pistil.analyticsOptOut'
const TAGS_KEY = 'pistil.trackingTags'
const IDENTIFY_KEY = 'pistil.identifySent'
const MAX_BATCH = 50

type Props = Record<string, unknown>

interface Queued {
  name: string
  storeId?: number
  productId?: number
  properties: Props
}

let queue: Queued[] = []
let timer: ReturnType<typeof setTimeout> | undefined

/** Whether the browser asks not to be tracked (Global Privacy Control). */
export function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

/** Whether the shopper turned analytics off on /do-not-sell-my-information. */
export function optedOut(): boolean {
  return localStore().getItem(OPT_OUT_KEY) === '1'
}

/** Turns the shopper's analytics off (and drops the analytics cookie and anything queued) or back on. */
export function setOptedOut(off: boolean) {
  if (off) {
    localStore().setItem(OPT_OUT_KEY, '1')
    queue = []
    if (typeof document !== 'undefined') document.cookie = analyticsCookieRemoval()
  } else {
    localStore().removeItem(OPT_OUT_KEY)
  }
}

/**
 * What the analytics do on this page now: the one gate of usage analytics
 * and merchandising events (features/menu/events.ts) alike.
 */
export function currentMode(): AnalyticsMode {
  return analyticsMode({
    featureOn: appContext().features.analytics,
    optedOut: optedOut(),
    gpc: globalPrivacyControl(),
    dev: import.meta.env.DEV,
  })
}

/** The visit's tracking tags: og_ref and utm_* of the landing, kept for the visit. */
export function visitTrackingTags(): TrackingTags {
  const store = sessionStore()
  let kept: TrackingTags
  try {
    kept = JSON.parse(store.getItem(TAGS_KEY) ?? '{}') as TrackingTags
  } catch {
    kept = {}
  }
  const landed = typeof window === 'undefined' ? {} : trackingTags(window.location.search)
  const tags = visitTags(kept, landed)
  if (tags !== kept) store.setItem(TAGS_KEY, JSON.stringify(tags))
  return tags
}

/**
 * Where a cart's shopper came from, sent with each add to the bag (spec
 * section 7, POST /cart_products): the visit's tracking tags, unless
 * analytics are off (the kiosk, an opt-out, Global Privacy Control), and
 * the partner site's name in the modes that have one. The server keeps
 * them on the cart and its reservation for the store's campaign report.
 */
export function cartAttribution(): { tags?: TrackingTags; app_mode_name?: string } {
  const tags = currentMode() === 'off' ? {} : visitTrackingTags()
  return {
    ...(Object.keys(tags).length > 0 ? { tags } : {}),
    ...(appContext().partner?.name ? { app_mode_name: appContext().partner?.name } : {}),
  }
}

/** Keeps the anonymous analytics id in its 180-day cookie (the device id). */
function keepAnalyticsCookie(device: string) {
  if (typeof document === 'undefined') return
  if (readAnalyticsCookie(document.cookie) === device) return
  document.cookie = analyticsCookie(device, window.location.protocol === 'https:')
}

export { ANALYTICS_COOKIE }

/** Posts to a collector with the shopper's token, if signed in, so the server knows who (spec section 6). */
function post(path: string, body: unknown) {
  beacon(`${collectBase(apiPath)}${path}`, JSON.stringify(body), { auth: true })
}

function enqueue(event: Queued) {
  const mode = currentMode()
  if (mode === 'off') return
  const clean = { ...event, properties: scrubProperties({ ...visitTrackingTags(), ...event.properties }) }
  if (mode === 'log') {
    console.info('[analytics]', clean.name, clean)
    return
  }
  queue.push(clean)
  if (timer === undefined) timer = setTimeout(() => void flush(), SDK_DEBOUNCE_MS)
}

/** Sends what is queued now (also when the page is hidden). */
export async function flush() {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  const batch = queue
  queue = []
  if (batch.length === 0 || currentMode() !== 'send') return
  let device: string
  try {
    device = await ensureDeviceId()
  } catch {
    return // no device id: events are dropped, the page goes on
  }
  keepAnalyticsCookie(device)
  for (let i = 0; i < batch.length; i += MAX_BATCH) {
    post('/events', { deviceId: device, events: batch.slice(i, i + MAX_BATCH) } satisfies Body<'/collect/v1/events', 'post'>)
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush()
  })
}

/** A tracked event of spec section 7 with its common payload (analyticsRules.commonPayload). */
export function track(name: TrackedEvent | string, props: object = {}) {
  const properties = { ...props } as Props
  const storeId = typeof properties.storeId === 'number' ? properties.storeId : undefined
  const productId = typeof properties.productId === 'number' ? properties.productId : undefined
  enqueue({ name, storeId, productId, properties })
}

/** A page view by its spec name. */
export function pageView(name: PageViewName, properties: Props = {}) {
  enqueue({ name: 'page_view', storeId: numberOr(properties.storeId), properties: { page: name, ...properties } })
}

/** An ecommerce tracker event (view item, add to cart, remove from cart, purchase). */
export function ecommerce(name: EcommerceEvent, product: Partial<ProductProperties>, storeId?: number) {
  enqueue({ name, storeId, productId: numberOr(product.productId), properties: { ...product } })
}

/** The deep-link attribution's PURCHASE event with the reservation as transaction_id. */
export function attributePurchase(transactionId: string | number, storeId: number, properties: Props = {}) {
  enqueue({ name: ATTRIBUTION_PURCHASE, storeId, properties: { transaction_id: String(transactionId), ...properties } })
}

/** Identity analytics: at most once per 15 minutes per source (spec section 9). */
export function identify(source: string, traits: Props = {}, now = Date.now()) {
  const mode = currentMode()
  if (mode === 'off') return
  let sent: Record<string, number>
  try {
    sent = JSON.parse(localStore().getItem(IDENTIFY_KEY) ?? '{}') as Record<string, number>
  } catch {
    sent = {}
  }
  if (!mayIdentify(sent, source, now)) return
  localStore().setItem(IDENTIFY_KEY, JSON.stringify({ ...sent, [source]: now }))
  const clean = scrubProperties(traits)
  if (mode === 'log') {
    console.info('[analytics] identify', source, clean)
    return
  }
  void ensureDeviceId()
    .then((device) => post('/identify', { deviceId: device, source, traits: clean } satisfies Body<'/collect/v1/identify', 'post'>))
    .catch(() => {})
}

/** Search-insights events: filters (brand first, at most 10) or object ids (at most 20), userToken from the device id. */
export function insights(
  storeId: number,
  index: string,
  eventName: string,
  what: { filters: string[] } | { objectIDs: (string | number)[] },
) {
  const mode = currentMode()
  if (mode === 'off') return
  if ('filters' in what && what.filters.length === 0) return
  if ('objectIDs' in what && what.objectIDs.length === 0) return
  void ensureDeviceId()
    .then((device) => {
      const event = insightEvent(index, eventName, device, what)
      if (mode === 'log') console.info('[analytics] insights', event)
      else post('/insights', { storeId, events: [event] } satisfies Body<'/collect/v1/insights', 'post'>)
    })
    .catch(() => {})
}

function numberOr(v: unknown): number | undefined {
  return typeof v === 'number' ? v : undefined
}

/** Only for tests: forget what is queued. */
export function resetAnalyticsForTests() {
  queue = []
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
}

/** LoggedIn, with the identity call that ties the device to the customer. */
export function loggedIn(customerId: number, source: string) {
  track('LoggedIn', { source })
  identify('login', { userId: analyticsUserId('customer', customerId) })
}

/** Registered, which also aliases the device to the new customer id. */
export function registered(customerId: number, source: string) {
  track('Registered', { source })
  identify('alias', { userId: analyticsUserId('customer', customerId) })
}
