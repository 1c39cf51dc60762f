// Error reporting (spec section 7, "other outbound traffic"): errors of the
// app's own code go to Pistil's collector, POST /collect/v1/errors, where the
// operator lists them (docs/observability.md). Errors of extensions, of a
// partner's page around the frameless embed, and of third-party scripts are
// not sent. The rules of redact.ts apply to every text (16-digit numbers
// masked, e-mail addresses and phone numbers replaced, URLs without query or
// fragment and with uuid and token segments replaced; the page URL is only
// its origin and path), the signed-in customer's id rides
// along, more than 10 reports a second are dropped, and the last 30 log
// entries travel as breadcrumbs. Nothing here uses browser storage, so a
// frame refused storage reports like any page.

import { isRouteErrorResponse } from 'react-router'
import { apiBase, appContext, frameless, type AppContext, type RuntimeConfig } from './appMode'
import { beacon } from './beacon'
import { breadcrumbs, captureConsole, type LogEntry } from './log'
import { pageUrl, redact, redactLinks } from './redact'
import { settings as pageSettings, type PublicSettings } from './settings'
import type { Body, Sent } from './wire'

/** At most this many reports in THROTTLE_WINDOW_MS (spec section 7). */
export const MAX_REPORTS_PER_WINDOW = 10
export const THROTTLE_WINDOW_MS = 1000

/** Field limits under the collector's (internal/clienterr). */
const LIMITS = { name: 200, message: 2000, stack: 8000, url: 2000 }

/**
 * A throttle allowing max calls in any windowMs: it answers whether this
 * call may go. Refused calls do not count.
 */
export function createThrottle(max = MAX_REPORTS_PER_WINDOW, windowMs = THROTTLE_WINDOW_MS, now: () => number = Date.now) {
  const sent: number[] = []
  return () => {
    const t = now()
    while (sent.length > 0 && t - (sent[0] ?? t) >= windowMs) sent.shift()
    if (sent.length >= max) return false
    sent.push(t)
    return true
  }
}

/** The script URL of a stack frame: Chromium's "at f (url:1:2)" or Firefox's "f@url:1:2". */
const frameUrl = /((?:https?|file|blob|[a-z-]+-extension):\/\/[^\s()@]+?):\d+(?::\d+)?\)?\s*$/

/** The script URLs of a stack's frames, top first; the message's own lines are skipped. */
export function stackScripts(stack: string, message = ''): string[] {
  let body = stack
  const head = message ? body.indexOf(message) : -1
  if (head >= 0 && head < 300) body = body.slice(head + message.length)
  const urls: string[] = []
  for (const line of body.split('\n')) {
    const m = frameUrl.exec(line.trim())
    if (m?.[1]) urls.push(m[1])
  }
  return urls
}

/**
 * Whether a script is the app's own: under one of ownPrefixes (the app's
 * /assets/ on its origin or on Pistil's public origin).
 */
export function isOwnScript(url: string, ownPrefixes: readonly string[]): boolean {
  return ownPrefixes.some((p) => url.startsWith(p))
}

/**
 * Whether an error comes from our code: its top frame with a script is one
 * of ours. Without any script to go by (a cross-origin "Script error.", a
 * rejected string) it is not sent.
 */
export function isOwnError(stack: string, message: string, ownPrefixes: readonly string[], filename?: string): boolean {
  const scripts = stackScripts(stack, message)
  const top = scripts[0] ?? filename
  return !!top && isOwnScript(top, ownPrefixes)
}

function trimSlash(s: string) {
  return s.replace(/\/+$/, '')
}

/**
 * Where our scripts live: /assets/ under the deploy path on this page's
 * origin, and in the frameless embed under the app's public path on
 * Pistil's host. The dev server serves modules from /src/ and /node_modules/.
 */
export function ownScriptPrefixes(origin: string, ctx: Pick<AppContext, 'mode'>, s: PublicSettings, rc?: RuntimeConfig, dev = false): string[] {
  const prefixes = [`${origin}${trimSlash(s.deployPublicPath ?? '')}/assets/`]
  if (ctx.mode === 'framelessEmbed' && rc?.publicPath) prefixes.push(`${trimSlash(new URL(rc.publicPath, origin).href)}/assets/`)
  if (dev) prefixes.push(`${origin}/src/`, `${origin}/node_modules/`, `${origin}/@`)
  return prefixes
}

/**
 * The collector's address: beside the storefront API, so on Pistil's host
 * in the frameless embed and under the deploy path elsewhere.
 */
export function collectorUrl(origin: string, ctx: Pick<AppContext, 'mode'>, s: PublicSettings, rc?: RuntimeConfig): string {
  const api = new URL(apiBase(ctx, s, rc), origin)
  const base = ctx.mode === 'framelessEmbed' ? '' : trimSlash(s.deployPublicPath ?? '')
  return new URL(`${base}/collect/v1/errors`, api.origin).href
}

/** An error report as the collector takes it (POST /collect/v1/errors), every field but user_id filled in. */
export type ErrorReport = Sent<Body<'/collect/v1/errors', 'post'>, 'name' | 'message' | 'stack' | 'url' | 'mode' | 'breadcrumbs'>

function cut(text: string, max: number) {
  return text.length > max ? text.slice(0, max) : text
}

/**
 * Builds a redacted, bounded report: the page URL is origin and path only
 * (no query or fragment; uuid and token segments replaced), URLs in the
 * texts lose their queries, and the rules of redact.ts apply to all.
 */
export function buildReport(
  error: { name?: string; message?: string; stack?: string },
  page: { url: string; mode: string; userId?: number },
  crumbs: readonly LogEntry[],
): ErrorReport {
  const clean = (text: string) => redact(redactLinks(text))
  const name = cut(clean(error.name || 'Error'), LIMITS.name)
  const message = cut(clean(error.message || name), LIMITS.message)
  return {
    name,
    message,
    stack: cut(clean(error.stack ?? ''), LIMITS.stack),
    url: cut(redact(pageUrl(page.url)), LIMITS.url),
    mode: page.mode,
    ...(page.userId ? { user_id: page.userId } : {}),
    breadcrumbs: crumbs.slice(-30).map((c) => ({ ...c, message: clean(c.message) })),
  }
}

let userId: number | undefined

/** The signed-in customer's id, or undefined for a guest (App.tsx follows the whoami query). */
export function setReportUser(id: number | undefined) {
  userId = id
}

const throttle = createThrottle()
const reported = new WeakSet<object>()

/** What a report is about, as far as reportError needs. */
interface Caught {
  error: unknown
  /** The script of a window error event, when its error has no stack. */
  filename?: string
  /** Our own code caught it (the error page), so no stack is needed to know. */
  ours?: boolean
}

function asError(value: unknown): { name?: string; message?: string; stack?: string } | undefined {
  if (value instanceof Error) return value
  if (value && typeof value === 'object' && 'message' in value) return value as { message?: string }
  if (typeof value === 'string') return { name: 'Error', message: value }
  return undefined
}

/**
 * Sends an error to the collector if it is ours and the throttle allows;
 * each error object is sent once. It answers whether it sent.
 */
export function reportError({ error, filename, ours = false }: Caught, send: (url: string, body: string) => void = post): boolean {
  const e = asError(error)
  if (!e) return false
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false
  }
  const ctx = appContext()
  const s = pageSettings()
  const rc = frameless()
  const origin = window.location.origin
  if (!ours && !isOwnError(e.stack ?? '', e.message ?? '', ownScriptPrefixes(origin, ctx, s, rc, import.meta.env.DEV), filename)) return false
  if (!throttle()) return false
  if (typeof error === 'object' && error !== null) reported.add(error)
  const report = buildReport(e, { url: `${origin}${window.location.pathname}`, mode: ctx.mode, userId }, breadcrumbs())
  send(collectorUrl(origin, ctx, s, rc), JSON.stringify(report))
  return true
}

/** Posts a report by the one beacon, without credentials (the user id is in the body) and unread (no-cors). */
function post(url: string, body: string) {
  beacon(url, body, { credentials: 'omit', mode: 'no-cors' })
}

/**
 * What the error page reports of a route error, or undefined: a route error
 * response with a 4xx status (a path no route matches, a 404 a loader threw)
 * is the shopper's address, not a fault of ours, so it is not reported; a
 * 5xx response (which has no stack, yet is ours) and any thrown error are.
 */
export function routeErrorReport(error: unknown): unknown {
  if (!isRouteErrorResponse(error)) return error
  if (error.status >= 400 && error.status < 500) return undefined
  return { name: 'RouteError', message: `${error.status} ${error.statusText}`.trim() }
}

let installed = false

/** Listens for uncaught errors and unhandled rejections, and captures the console (once per page). */
export function installErrorReporting(win: Window = window) {
  if (installed) return
  installed = true
  captureConsole()
  win.addEventListener('error', (event: ErrorEvent) => {
    if (!event.error && !event.message) return // a resource that failed to load
    reportError({ error: event.error ?? { name: 'Error', message: event.message }, filename: event.filename })
  })
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reportError({ error: event.reason })
  })
}
