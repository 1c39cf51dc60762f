// The app mode of this page (spec sections 1, 2 and 9): the one place that
// decides it, from the page's settings (the server puts the mode and the
// partner there, by host and path prefix: internal/api/core/partners.go), the
// frameless embed's runtime config, and otherwise the path prefix. The mode
// decides the router's base path and route table (app/router.tsx), the
// storage keys of cart and checkout, and which features a page has.

import { settings as pageSettings, type PublicSettings } from './settings'
import type { Schema } from './wire'

export type AppMode = 'default' | 'embedded' | 'framelessEmbed' | 'whiteLabel' | 'operatorEmbed' | 'kiosk' | 'bloom' | 'headless' | 'business'

/** The embedded modes (spec section 9): every mode but the marketplace and the kiosk. */
export const embeddedModes: readonly AppMode[] = ['bloom', 'embedded', 'whiteLabel', 'operatorEmbed', 'headless', 'framelessEmbed']

/**
 * Every mode: the marketplace, the embedded ones, the kiosk, and the store
 * console (business, ADR 0022), which only the instance's own host serves.
 */
const modes: readonly AppMode[] = ['default', ...embeddedModes, 'kiosk', 'business']

/** A partner's look (catalogue format, partners). */
export type PartnerTheme = Schema<'Theme'>

/** What the page knows of the partner site showing it: GET /partners/{id}'s partner, also written into the loader's runtime config. */
export type Partner = Schema<'Partner'> & { mode: AppMode }

/**
 * The frameless embed's runtime config (reference/wire-shapes.md, page
 * settings): the loader script writes it on the partner's page before the
 * app starts.
 */
export interface RuntimeConfig {
  storeId: number
  isFramelessEmbedMode: boolean
  showAgeGate?: boolean
  partnerHostedPath: string
  /** The Pistil API host's base, e.g. https://pistil.example/v1. */
  apiUrl?: string
  /** Where Pistil serves the app's assets, e.g. https://pistil.example/. */
  publicPath?: string
  partner?: Partner
  /** The CSS selector of the partner's element the app renders into (default #pistil-menu). */
  container?: string
}

export const RUNTIME_CONFIG_GLOBAL = '__PISTIL_RUNTIME_CONFIG__'

/** What a mode switches on or off (spec sections 4 and 6). */
export interface ModeFeatures {
  /** Shopper accounts: log in, register, profile. Embedded modes may switch them off; the kiosk has none. */
  auth: boolean
  /** Usage analytics; the kiosk sends none. */
  analytics: boolean
  /** The drawer that opens after an add; never in headless or bloom mode. */
  cartDrawer: boolean
  /** The marketplace's own navigation (stores, products, brands), only in the default mode. */
  marketplaceNav: boolean
  /** Whether the page lives in a partner's frame and talks to it by messages. */
  framed: boolean
}

export interface AppContext {
  mode: AppMode
  /**
   * The spec's partner id: the store the mode's path names
   * (/embed/stores/{id}, /kiosk/stores/{id}) or the runtime config's store.
   */
  partnerId?: string
  /** The operator of /operator_embed/operators/{id}. */
  operatorId?: string
  /** The partner site, when the server knows one for this page. */
  partner?: Partner
  /** The headless partners (their origins and stores), on /headless pages. */
  headlessPartners?: Partner[]
  /** The router's base path: every route of the mode lives under it. */
  basename: string
  features: ModeFeatures
}

/** Where the page is: enough of window.location to resolve the mode. */
export interface Place {
  pathname: string
}

function isMode(m: unknown): m is AppMode {
  return typeof m === 'string' && (modes as readonly string[]).includes(m)
}

function trimSlash(path: string): string {
  return path.replace(/\/+$/, '')
}

function featuresOf(mode: AppMode, partner: Partner | undefined): ModeFeatures {
  // The store console is for staff: none of the shopper's features.
  const shop = mode !== 'business'
  return {
    auth: shop && mode !== 'kiosk' && !(embeddedModes.includes(mode) && partner?.auth_disabled),
    analytics: shop && mode !== 'kiosk',
    cartDrawer: shop && mode !== 'headless' && mode !== 'bloom',
    marketplaceNav: mode === 'default',
    framed: mode === 'embedded' || mode === 'operatorEmbed' || mode === 'headless',
  }
}

/**
 * Resolves the mode of a page. The frameless runtime config wins (the app
 * runs inside the partner's own page); then the mode the server put in the
 * settings; then the path prefix, so that a page served without settings
 * (the dev server) still finds its mode.
 */
export function resolveAppMode(place: Place, settings: PublicSettings, runtime?: RuntimeConfig): AppContext {
  const path = place.pathname
  if (runtime?.isFramelessEmbedMode) {
    return {
      mode: 'framelessEmbed',
      partnerId: String(runtime.storeId),
      partner: runtime.partner,
      basename: trimSlash(runtime.partnerHostedPath),
      features: featuresOf('framelessEmbed', runtime.partner),
    }
  }
  const partner = settings.partner
  const embed = /^\/embed(?:\/stores\/(\d+))?(?=\/|$)/.exec(path)
  const operator = /^\/operator_embed\/operators\/(\d+)(?=\/|$)/.exec(path)
  const kiosk = /^\/kiosk(?:\/stores\/(\d+))?(?=\/|$)/.exec(path)
  const headless = /^\/headless(?=\/|$)/.exec(path)
  const business = /^\/business(?=\/|$)/.exec(path)
  let mode: AppMode = isMode(settings.appMode) ? settings.appMode : 'default'
  if (!isMode(settings.appMode)) {
    if (embed) mode = 'embedded'
    else if (operator) mode = 'operatorEmbed'
    else if (kiosk) mode = 'kiosk'
    else if (headless) mode = 'headless'
    else if (business) mode = 'business'
  }
  const ctx: AppContext = { mode, partner, basename: '', features: featuresOf(mode, partner) }
  switch (mode) {
    case 'embedded':
      if (embed) {
        ctx.basename = embed[0]
        if (embed[1]) ctx.partnerId = embed[1]
      }
      break
    case 'operatorEmbed':
      if (operator) {
        ctx.basename = operator[0]
        ctx.operatorId = operator[1]
      }
      break
    case 'kiosk': {
      // Under /kiosk on the marketplace's host, at the root on a kiosk's own host.
      if (kiosk) ctx.basename = '/kiosk'
      const store = /^(?:\/kiosk)?\/stores\/(\d+)(?=\/|$)/.exec(path)
      if (store) ctx.partnerId = store[1]
      else if (partner?.store_ids.length) ctx.partnerId = String(partner.store_ids[0])
      break
    }
    case 'headless':
      ctx.basename = '/headless'
      ctx.headlessPartners = settings.headlessPartners ?? []
      break
    case 'business':
      // The store console: no partner's look or stores, ever.
      ctx.basename = '/business'
      ctx.partner = undefined
      break
    case 'whiteLabel':
    case 'bloom':
      // On the partner's own domain, where a proxy may put the app under a path.
      ctx.basename = trimSlash(settings.deployPublicPath ?? '')
      if (partner?.store_ids.length) ctx.partnerId = String(partner.store_ids[0])
      break
  }
  return ctx
}

/** A page's path inside its mode's router: the path without the mode's base path. */
export function routerPath(pathname: string, ctx: Pick<AppContext, 'basename'> = appContext()): string {
  if (!ctx.basename || !pathname.startsWith(ctx.basename)) return pathname
  return pathname.slice(ctx.basename.length) || '/'
}

/** Modes whose storage keys carry the partner id (spec section 4, cart persistence). */
const partnerKeyed: readonly AppMode[] = ['embedded', 'whiteLabel', 'framelessEmbed']

/**
 * The storage key of something kept per app mode (the cart, checkout data):
 * pistil.{what}.{mode}, with the partner id for embedded, whiteLabel and
 * framelessEmbed, so that two partners' carts never mix. The store
 * console's keys are its own, pistil.business.{what} (ADR 0022), apart
 * from everything a shopper keeps on the same origin.
 */
export function modeStorageKey(what: string, mode: AppMode = 'default', partnerId?: string): string {
  if (mode === 'business') return `pistil.business.${what}`
  const key = `pistil.${what}.${mode}`
  return partnerKeyed.includes(mode) && partnerId ? `${key}.${partnerId}` : key
}

let cached: AppContext | undefined

/** The frameless embed's runtime config, when the app runs inside a partner's page. */
export function frameless(): RuntimeConfig | undefined {
  const rc = runtimeConfig()
  return rc?.isFramelessEmbedMode ? rc : undefined
}

/**
 * The storefront API's base (spec section 7): the frameless embed calls the
 * API host without the leading /api; every other mode calls /api/v1 under
 * the deploy path.
 */
export function apiBase(ctx: Pick<AppContext, 'mode'>, s: PublicSettings, rc?: RuntimeConfig): string {
  if (ctx.mode === 'framelessEmbed') return trimSlash(rc?.apiUrl ?? s.framelessEmbedApiUrl ?? '/v1')
  return `${trimSlash(s.deployPublicPath ?? '')}/api/v1`
}

function runtimeConfig(): RuntimeConfig | undefined {
  if (typeof window === 'undefined') return undefined
  return (window as unknown as Record<string, RuntimeConfig | undefined>)[RUNTIME_CONFIG_GLOBAL]
}

/** This page's mode, resolved once: a page keeps its mode for its life. */
export function appContext(): AppContext {
  if (cached) return cached
  cached = resolveAppMode({ pathname: typeof window === 'undefined' ? '/' : window.location.pathname }, pageSettings(), runtimeConfig())
  return cached
}

/** Forgets the resolved mode, so tests can set another page up. */
export function resetAppContextForTests(ctx?: AppContext) {
  cached = ctx
}
