// The headless protocol (reference/wire-shapes.md, headless mode;
// docs/modes/headless.md): what the partner's page may send the frame, how
// it is checked, and what the frame says back. No React and no network here.

import type { Partner } from '../../lib/appMode'
import type { WeightId } from '../../lib/types'
import { WEIGHTS } from '../../lib/weights'

/** The messages the frame posts to the partner's page (all sent at once, never debounced, but resize). */
export const MSG = {
  loading: 'loadingEvent',
  analytics: 'analyticsEvent',
  httpError: 'httpError',
  cartBuilt: 'cartBuilt',
  buildCartError: 'buildCartError',
  checkoutComplete: 'checkoutComplete',
  resize: 'resize',
} as const

export const APP_LOADED = 'headlessAppLoaded'

export interface BuildCartProduct {
  productId: number
  priceId: WeightId
  count: number
}

export interface HeadlessUser {
  firstName?: string
  lastName?: string
  /** YYYY-MM-DD. */
  birthDate?: string
  phone?: string
  email?: string
  /** The partner's own id for the shopper, given back with checkoutComplete. */
  externalId?: string
}

export interface HeadlessTheme {
  themeColor?: string
  navigationColor?: string
  ctaTextColor?: string
  calloutBackground?: string
  calloutTextColor?: string
}

export interface HeadlessOptions {
  font?: { fontFamily?: string; url?: string }
  theme?: HeadlessTheme
  redirectUrl?: string
  disableAuthFeatures?: boolean
  disableLoadingSpinner?: boolean
  disableWeightSelection?: boolean
  disableMarketingCheckoutAgreements?: boolean
}

/** A buildCart payload that passed the checks, with the partner that sent it. */
export interface BuildCart {
  products: BuildCartProduct[]
  user: HeadlessUser
  storeId: number
  headlessPartnerName?: string
  options: HeadlessOptions
  /** The partner (by the message's origin and the store) and the origin it came from. */
  partnerId: number
  origin: string
}

export type BuildCartCheck =
  | { ok: true; value: BuildCart }
  | { ok: false; code: 'invalidPayload' | 'storeNotAllowed'; message: string; errors: Record<string, string> }

/** At most this many lines in one buildCart, and at most this many of one line. */
export const MAX_LINES = 50
export const MAX_COUNT = 99

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function positiveInt(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** Colours are hex: #rgb or #rrggbb (so the frame can check their contrast). */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** A font family list: names, quotes, commas, spaces and hyphens only. */
const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/

/**
 * Where the partner may send the shopper after a checkout: an https URL, or
 * one on the partner's own origin (which may be http while it develops).
 */
export function redirectAllowed(url: string, partnerOrigin: string): boolean {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  return u.protocol === 'https:' || u.origin === partnerOrigin
}

/**
 * The font services whose stylesheets the frame may load. A stylesheet can
 * read the checkout's form values (attribute selectors fetching a URL per
 * guessed character), so the frame loads none from anywhere else but the
 * partner's own catalogue theme.font_url, which Pistil's operator set.
 */
export const FONT_HOSTS = ['https://fonts.googleapis.com', 'https://use.typekit.net', 'https://fonts.bunny.net'] as const

/** Why a font stylesheet URL is refused, or undefined when it may be loaded. */
export function fontUrlProblem(url: string, themeFontUrl?: string): string | undefined {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return 'must be an https URL'
  }
  if (u.protocol !== 'https:') return 'must be an https URL'
  if (themeFontUrl && url === themeFontUrl) return undefined
  if (!(FONT_HOSTS as readonly string[]).includes(u.origin) || u.username || u.password) {
    return `must be a stylesheet on ${FONT_HOSTS.map((h) => new URL(h).host).join(', ')}, or your catalogue theme's font_url`
  }
  return undefined
}

/** Whether the frame may load a font stylesheet: see fontUrlProblem. */
export function fontUrlAllowed(url: string, themeFontUrl?: string): boolean {
  return fontUrlProblem(url, themeFontUrl) === undefined
}

/**
 * Checks a buildCart message from origin against the headless partners.
 * The store must be one of the stores of a partner whose allowed origins
 * include the message's origin; every field must have its type; anything
 * wrong refuses the whole message, naming the fields.
 */
export function checkBuildCart(payload: unknown, origin: string, partners: Partner[]): BuildCartCheck {
  const errors: Record<string, string> = {}
  const invalid = (message = 'The buildCart payload is not valid.') => ({ ok: false as const, code: 'invalidPayload' as const, message, errors })
  if (!isObject(payload)) return invalid('The buildCart payload must be an object.')

  const storeId = positiveInt(payload.storeId)
  if (storeId === undefined) errors.storeId = 'must be a store id (a positive integer)'

  const products: BuildCartProduct[] = []
  if (!Array.isArray(payload.products) || payload.products.length === 0) errors.products = 'must list at least one product'
  else if (payload.products.length > MAX_LINES) errors.products = `may list at most ${MAX_LINES} products`
  else
    payload.products.forEach((p: unknown, i) => {
      const at = `products[${i}]`
      if (!isObject(p)) {
        errors[at] = 'must be an object'
        return
      }
      const productId = positiveInt(p.productId)
      const priceId = typeof p.priceId === 'string' ? p.priceId.trim().replace(/\s+/g, '_') : ''
      const count = positiveInt(p.count)
      if (productId === undefined) errors[`${at}.productId`] = 'must be a product id (a positive integer)'
      if (!(WEIGHTS as readonly string[]).includes(priceId)) errors[`${at}.priceId`] = `must be one of ${WEIGHTS.join(', ')}`
      if (count === undefined || count > MAX_COUNT) errors[`${at}.count`] = `must be a whole number from 1 to ${MAX_COUNT}`
      if (productId !== undefined && count !== undefined) products.push({ productId, priceId: priceId as WeightId, count })
    })

  const user: HeadlessUser = {}
  if (payload.user !== undefined && payload.user !== null) {
    if (!isObject(payload.user)) errors.user = 'must be an object'
    else
      for (const key of ['firstName', 'lastName', 'birthDate', 'phone', 'email', 'externalId'] as const) {
        const v = payload.user[key]
        if (v === undefined || v === null || v === '') continue
        if (key === 'externalId' && typeof v === 'number') user.externalId = String(v)
        else if (typeof v !== 'string' || v.length > 200) errors[`user.${key}`] = 'must be text'
        else if (key === 'birthDate' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) errors['user.birthDate'] = 'must be a date, YYYY-MM-DD'
        else user[key] = v.trim()
      }
  }

  let partnerName: string | undefined
  if (payload.headlessPartnerName !== undefined && payload.headlessPartnerName !== null) {
    if (typeof payload.headlessPartnerName !== 'string' || payload.headlessPartnerName.length > 100) errors.headlessPartnerName = 'must be text'
    else partnerName = payload.headlessPartnerName.trim() || undefined
  }

  // The store must be the sending partner's: the origin alone names no store.
  const partner = partners.find((p) => p.allowed_origins.includes(origin) && p.store_ids.includes(storeId!))
  const options = checkOptions(payload.options, origin, partner?.theme.font_url, errors)
  if (Object.keys(errors).length > 0) return invalid()

  if (!partner) {
    return {
      ok: false,
      code: 'storeNotAllowed',
      message: `Store ${storeId} is not one of the stores of the headless partner at ${origin}.`,
      errors: { storeId: 'is not one of your stores' },
    }
  }
  return { ok: true, value: { products, user, storeId: storeId!, headlessPartnerName: partnerName, options, partnerId: partner.id, origin } }
}

function checkOptions(raw: unknown, origin: string, themeFontUrl: string | undefined, errors: Record<string, string>): HeadlessOptions {
  const out: HeadlessOptions = {}
  if (raw === undefined || raw === null) return out
  if (!isObject(raw)) {
    errors.options = 'must be an object'
    return out
  }
  for (const flag of ['disableAuthFeatures', 'disableLoadingSpinner', 'disableWeightSelection', 'disableMarketingCheckoutAgreements'] as const) {
    const v = raw[flag]
    if (v === undefined || v === null) continue
    if (typeof v !== 'boolean') errors[`options.${flag}`] = 'must be true or false'
    else out[flag] = v
  }
  if (raw.redirectUrl !== undefined && raw.redirectUrl !== null && raw.redirectUrl !== '') {
    if (typeof raw.redirectUrl !== 'string' || !redirectAllowed(raw.redirectUrl, origin)) {
      errors['options.redirectUrl'] = 'must be an https URL, or a URL on your own origin'
    } else out.redirectUrl = raw.redirectUrl
  }
  if (raw.font !== undefined && raw.font !== null) {
    const f = raw.font
    if (!isObject(f)) errors['options.font'] = 'must be an object'
    else {
      out.font = {}
      if (f.fontFamily !== undefined) {
        if (typeof f.fontFamily !== 'string' || !FONT_FAMILY.test(f.fontFamily)) errors['options.font.fontFamily'] = 'must be a font family list'
        else out.font.fontFamily = f.fontFamily
      }
      if (f.url !== undefined && f.url !== '') {
        const problem = typeof f.url === 'string' ? fontUrlProblem(f.url, themeFontUrl) : 'must be an https URL'
        if (problem) errors['options.font.url'] = problem
        else out.font.url = f.url as string
      }
    }
  }
  if (raw.theme !== undefined && raw.theme !== null) {
    const t = raw.theme
    if (!isObject(t)) errors['options.theme'] = 'must be an object'
    else {
      out.theme = {}
      for (const key of ['themeColor', 'navigationColor', 'ctaTextColor', 'calloutBackground', 'calloutTextColor'] as const) {
        const v = t[key]
        if (v === undefined || v === null || v === '') continue
        if (typeof v !== 'string' || !HEX_COLOR.test(v)) errors[`options.theme.${key}`] = 'must be a hex colour, #rgb or #rrggbb'
        else out.theme[key] = v
      }
    }
  }
  return out
}

/**
 * Whether a build belongs to the page framing this one now: the partner's
 * page it came from. A build saved in the frame's storage while another
 * partner (or nobody) framed it is not this parent's: its shopper, its
 * externalId and its redirect must not reach this page.
 */
export function buildOfParent(build: Pick<BuildCart, 'origin'> | undefined, parent: string | undefined): boolean {
  return !!build && !!parent && build.origin === parent
}

/** The contact fields of checkout the partner's user fills in. */
export function contactOf(user: HeadlessUser): { first_name?: string; last_name?: string; phone?: string; email?: string; birth_date?: string } {
  return { first_name: user.firstName, last_name: user.lastName, phone: user.phone, email: user.email, birth_date: user.birthDate }
}

// Colours: WCAG relative luminance and contrast, for text the frame puts on the partner's colours.

function channels(hex: string): [number, number, number] {
  let h = hex.slice(1)
  if (h.length === 3) h = [...h].map((c) => c + c).join('')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number]
}

function luminance(hex: string): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const [r, g, b] = channels(hex)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrast(a: string, b: string): number {
  const la = luminance(a)
  const lb = luminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * The text colour on a background: the wanted one when it reads at 4.5:1,
 * else black or white, whichever reads better.
 */
export function readableText(background: string, wanted?: string): string {
  if (wanted && contrast(background, wanted) >= 4.5) return wanted
  return contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#000000' : '#ffffff'
}

/**
 * The CSS variables of a theme (the partner's catalogue theme, then the
 * buildCart's over it). Texts on the partner's colours are kept readable.
 */
export function themeVariables(theme: HeadlessTheme, font?: HeadlessOptions['font']): Record<string, string> {
  const vars: Record<string, string> = {}
  if (theme.themeColor) {
    vars['--color-brand'] = theme.themeColor
    vars['--color-brand-strong'] = `color-mix(in srgb, ${theme.themeColor} 80%, #000)`
    vars['--color-on-brand'] = readableText(theme.themeColor, theme.ctaTextColor)
  } else if (theme.ctaTextColor) {
    vars['--color-on-brand'] = readableText('#14532d', theme.ctaTextColor)
  }
  if (theme.navigationColor) {
    vars['--headless-nav'] = theme.navigationColor
    vars['--headless-nav-text'] = readableText(theme.navigationColor)
  }
  if (theme.calloutBackground) {
    vars['--headless-callout'] = theme.calloutBackground
    vars['--headless-callout-text'] = readableText(theme.calloutBackground, theme.calloutTextColor)
  } else if (theme.calloutTextColor) {
    vars['--headless-callout-text'] = readableText('#dcfce7', theme.calloutTextColor)
  }
  if (font?.fontFamily) vars['--font'] = `${font.fontFamily}, system-ui, sans-serif`
  return vars
}

/** The partner's catalogue theme in the protocol's words. */
export function catalogueTheme(p: Partner | undefined): { theme: HeadlessTheme; font?: HeadlessOptions['font'] } {
  const t = p?.theme ?? {}
  const hex = (v?: string) => (v && HEX_COLOR.test(v) ? v : undefined)
  return {
    theme: {
      themeColor: hex(t.theme_color),
      navigationColor: hex(t.navigation_color),
      ctaTextColor: hex(t.cta_text_color),
      calloutBackground: hex(t.callout_background),
      calloutTextColor: hex(t.callout_text_color),
    },
    font: t.font_family || t.font_url ? { fontFamily: t.font_family, url: t.font_url } : undefined,
  }
}
