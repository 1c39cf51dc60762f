// The rules of the storefront's usage analytics (spec sections 3, 5, 6, 7
// and 9), kept pure so that each is tested: event and page-view names, the
// common payload and product properties, tracking tags, the caps of
// search-insights events, redaction of e-mail addresses and phone numbers,
// the identity throttle, the analytics cookie and when nothing may be sent.
// lib/analytics.ts sends what these rules make.

import { REDACTED, isEmailLike, redact } from './redact'
import type { Schema, Sent } from './wire'

/** The tracked events of spec section 7. */
export const EVENTS = {
  loggedIn: 'LoggedIn',
  registered: 'Registered',
  storeCommunicationBannerLoaded: 'StoreCommunicationBannerLoaded',
  brandDetailPageTap: 'BrandDetailPageTap',
  brandPageLoaded: 'BrandPageLoaded',
  homeTap: 'HomeTap',
  navBarTap: 'NavBarTap',
  cashBackDetailPageTap: 'CashBackDetailPageTap',
  bundlePromptTap: 'BundlePromptTap',
  productListingTap: 'ProductListingTap',
  menuTabTap: 'MenuTabTap',
  changeBankAccountSuccess: 'ChangeBankAccountSuccess',
  dispensaryTap: 'DispensaryTap',
} as const

export type TrackedEvent = (typeof EVENTS)[keyof typeof EVENTS]

/** The ecommerce trackers of spec section 7. */
export type EcommerceEvent = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'purchase'

/** The deep-link attribution event logged at checkout. */
export const ATTRIBUTION_PURCHASE = 'PURCHASE'

// ---------------------------------------------------------------------------
// Bank-account linking (spec section 5)

export type BankAccountStep = 'Start' | 'Success' | 'Failed' | 'Unlinked' | 'UnlinkedLast'
export type PaymentProgram = 'pay' | 'gold'

/**
 * A bank-account linking event: LinkBankAccount + step, whose source gets
 * the suffix Pay or Gold of the program the account pays with, except for
 * failed and unlinked-last events, which keep their source as it is.
 * No screen links bank accounts yet; the name rule is ready for one.
 */
export function bankAccountEvent(step: BankAccountStep, source: string, program: PaymentProgram): { name: string; source: string } {
  const suffixed = step !== 'Failed' && step !== 'UnlinkedLast'
  return { name: `LinkBankAccount${step}`, source: suffixed ? `${source}${program === 'gold' ? 'Gold' : 'Pay'}` : source }
}

// ---------------------------------------------------------------------------
// Page views (spec section 7)

export type PageViewName =
  | 'home'
  | 'stores'
  | 'brand'
  | 'cart'
  | 'checkout'
  | 'guest checkout'
  | 'login/registration'
  | 'product review form'
  | 'store menu'
  | 'product detail'
  | 'kiosk landing'

const pageViews: [RegExp, PageViewName][] = [
  [/^\/$/, 'home'],
  [/^\/dispensaries(\/.*)?$/, 'stores'],
  [/^\/brands\/(?!jane-gold$)[^/]+\/[^/]+$/, 'brand'],
  [/^\/cart$/, 'cart'],
  [/^\/cart\/checkout$/, 'checkout'],
  [/^\/cart\/guest_checkout$/, 'guest checkout'],
  [/^\/(login|register)$/, 'login/registration'],
  [/^\/products\/[^/]+\/[^/]+\/reviews\/new$/, 'product review form'],
  [/^(\/stores\/[^/]+\/[^/]+)?\/menu(\/[^/]+)?$/, 'store menu'],
  [/^(\/stores\/[^/]+\/[^/]+)?\/products\/[^/]+\/[^/]+$/, 'product detail'],
]

/** The page-view name of a router path (the path under the mode's base), or undefined for pages that have none. */
export function pageViewName(path: string, kiosk = false): PageViewName | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  // The kiosk's start screen: /kiosk/stores/:id(/:slug) under its base path /kiosk.
  if (kiosk && /^\/stores\/[^/]+(\/[^/]+)?$/.test(clean)) return 'kiosk landing'
  return pageViews.find(([re]) => re.test(clean))?.[1]
}

// ---------------------------------------------------------------------------
// Tracking tags (spec section 7)

export const TRACKING_TAGS = ['og_ref', 'utm_medium', 'utm_source', 'utm_campaign', 'utm_content', 'utm_term'] as const
export type TrackingTags = Partial<Record<(typeof TRACKING_TAGS)[number], string>>
const MAX_TAG_LENGTH = 100

/** The tracking tags of a query string, redacted and cut to 100 characters. */
export function trackingTags(search: string): TrackingTags {
  const params = new URLSearchParams(search)
  const out: TrackingTags = {}
  for (const tag of TRACKING_TAGS) {
    const v = params.get(tag)?.trim()
    if (v) out[tag] = redact(v).slice(0, MAX_TAG_LENGTH)
  }
  return out
}

/** The visit's tags: a landing with tags replaces the ones kept, a landing without keeps them. */
export function visitTags(kept: TrackingTags, landed: TrackingTags): TrackingTags {
  return Object.keys(landed).length > 0 ? landed : kept
}

// ---------------------------------------------------------------------------
// Redaction (spec section 5; issue 8: no e-mail address or phone number ever reaches an event):
// the rules of redact.ts, shared with the error reports.

export { REDACTED, isEmailLike, redact }

const personalKeys = new Set(['email', 'e-mail', 'mail', 'phone', 'phone_number', 'phonenumber', 'mobile', 'tel', 'telephone', 'password'])

/** Properties with strings redacted and personal keys (email, phone, …) replaced whole, however deep. */
export function scrubProperties<T>(value: T): T {
  if (typeof value === 'string') return redact(value) as T
  if (Array.isArray(value)) return value.map((v: unknown) => scrubProperties(v)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue
      out[k] = personalKeys.has(k.toLowerCase()) && v !== null ? REDACTED : scrubProperties(v)
    }
    return out as T
  }
  return value
}

// ---------------------------------------------------------------------------
// Search insights (spec sections 5 and 7)

export const MAX_INSIGHT_FILTERS = 10
export const MAX_INSIGHT_OBJECT_IDS = 20

/** One event of POST /collect/v1/insights, its index, name and user token always given. */
export type InsightEvent = Sent<Schema<'InsightInput'>, 'index' | 'eventName' | 'userToken'>

/** Facet filters as insights send them: brand ones first, at most 10, e-mail-like ones redacted. */
export function insightFilters(filters: string[]): string[] {
  const clean = filters.map((f) => {
    const i = f.indexOf(':')
    const value = i >= 0 ? f.slice(i + 1) : f
    return isEmailLike(value) ? `${i >= 0 ? f.slice(0, i + 1) : ''}${REDACTED}` : redact(f)
  })
  const brand = (f: string) => /^brand(_name)?:/.test(f)
  return [...clean.filter(brand), ...clean.filter((f) => !brand(f))].slice(0, MAX_INSIGHT_FILTERS)
}

/** An insights event of filters or object ids, capped, with the device id as userToken. */
export function insightEvent(
  index: string,
  eventName: string,
  deviceId: string,
  what: { filters: string[] } | { objectIDs: (string | number)[] },
): InsightEvent {
  const base = { index, eventName: redact(eventName), userToken: deviceId }
  if ('filters' in what) return { ...base, filters: insightFilters(what.filters) }
  return { ...base, objectIDs: what.objectIDs.slice(0, MAX_INSIGHT_OBJECT_IDS).map((id) => redact(String(id))) }
}

// ---------------------------------------------------------------------------
// Identity analytics throttle (spec section 9)

export const IDENTIFY_THROTTLE_MS = 15 * 60 * 1000

/** Whether an identity call for this source may go now, given when each source last went. */
export function mayIdentify(lastSent: Record<string, number>, source: string, now: number): boolean {
  const last = lastSent[source]
  return last === undefined || now - last >= IDENTIFY_THROTTLE_MS || now < last
}

// ---------------------------------------------------------------------------
// Who: users by prefix (spec section 6)

/** The analytics id of a user: customers and business users told apart by prefix. */
export function analyticsUserId(kind: 'customer' | 'business', id: number): string {
  return `${kind}:${id}`
}

// ---------------------------------------------------------------------------
// The analytics cookie (spec section 9: six times 30 days)

export const ANALYTICS_COOKIE = 'pistil_aid'
export const ANALYTICS_COOKIE_MAX_AGE_S = 6 * 30 * 24 * 60 * 60

/** The cookie that keeps the anonymous analytics id for 180 days. */
export function analyticsCookie(id: string, secure: boolean): string {
  return `${ANALYTICS_COOKIE}=${encodeURIComponent(id)}; Max-Age=${ANALYTICS_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The cookie string that removes the analytics cookie. */
export function analyticsCookieRemoval(): string {
  return `${ANALYTICS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}

/** The analytics id in a document.cookie string, if any. */
export function readAnalyticsCookie(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === ANALYTICS_COOKIE && v.length) return decodeURIComponent(v.join('=')) || undefined
  }
  return undefined
}

// ---------------------------------------------------------------------------
// When to send

export type AnalyticsMode = 'send' | 'log' | 'off'

/**
 * What the analytics do: nothing when the mode has no analytics (the kiosk),
 * the shopper opted out, or the browser sends Global Privacy Control; only
 * log in development; else send.
 */
export function analyticsMode(o: { featureOn: boolean; optedOut: boolean; gpc: boolean; dev: boolean }): AnalyticsMode {
  if (!o.featureOn || o.optedOut || o.gpc) return 'off'
  return o.dev ? 'log' : 'send'
}

/** Where the collectors answer, from the API base (/api/v1, or https://host/v1 for the frameless embed). */
export function collectBase(apiPath: string): string {
  return `${apiPath.replace(/\/(api\/)?v1\/?$/, '')}/collect/v1`
}

// ---------------------------------------------------------------------------
// Payloads (spec sections 3 and 7)

export interface StoreLike {
  id: number
  name: string
  city?: string
  state?: string
  zip?: string
  recreational?: boolean
  medical?: boolean
}

export interface CommonPayload {
  storeId?: number
  storeName?: string
  storeCity?: string
  storeState?: string
  fulfillmentType?: string
  searchRadius?: number
  storeType?: string
  zipcode?: string
  source?: string
}

/** The store's kind as analytics name it. */
export function storeType(store: StoreLike): string | undefined {
  if (store.recreational && store.medical) return 'recreational and medical'
  if (store.recreational) return 'recreational'
  if (store.medical) return 'medical'
  return undefined
}

/** The common payload fields of spec section 7 for a store and a source. */
export function commonPayload(
  store: StoreLike | undefined,
  extra: { fulfillmentType?: string; searchRadius?: number; source?: string } = {},
): CommonPayload {
  const out: CommonPayload = { ...extra }
  if (store) {
    Object.assign(out, {
      storeId: store.id,
      storeName: store.name,
      storeCity: store.city,
      storeState: store.state,
      storeType: storeType(store),
      zipcode: store.zip,
    })
  }
  return out
}

export interface ProductProperties {
  productId: number
  productName: string
  pricePerUnit?: number
  priceUnit?: string
  productBrand: string
  productKind: string
  productBrandSubtype?: string
  productLineage?: string
  storeName?: string
  storeCurrency: string
  quantity: number
  priceTotal?: number
  specialDiscountPerUnit?: number
  cartId?: string
}

/** The product properties of spec section 3; the store currency defaults to USD. */
export function productProperties(p: {
  product: { product_id: number; name: string; brand: string; kind: string; root_subtype?: string; category?: string | null }
  weight?: string
  price?: number
  regularPrice?: number
  quantity?: number
  store?: { name: string; currency?: string }
  cartId?: string
}): ProductProperties {
  const quantity = p.quantity ?? 1
  const discount = p.regularPrice !== undefined && p.price !== undefined && p.regularPrice > p.price ? round2(p.regularPrice - p.price) : undefined
  return {
    productId: p.product.product_id,
    productName: p.product.name,
    pricePerUnit: p.price,
    priceUnit: p.weight,
    productBrand: p.product.brand,
    productKind: p.product.kind,
    productBrandSubtype: p.product.root_subtype || undefined,
    productLineage: p.product.category ?? undefined,
    storeName: p.store?.name,
    storeCurrency: p.store?.currency || 'USD',
    quantity,
    priceTotal: p.price !== undefined ? round2(p.price * quantity) : undefined,
    specialDiscountPerUnit: discount,
    cartId: p.cartId,
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100
}
