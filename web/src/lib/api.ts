// The one way the app talks to the server: JSON in and out, credentials
// included, the session token sent, errors turned into ApiError with the
// server's message.

import { clearToken, getToken } from './token'
import { apiBase, appContext, frameless, routerPath } from './appMode'
import { reportError } from './errorReporting'
import { MAINTENANCE_STATUS, maintenanceURL } from './maintenance'
import { settings } from './settings'

export type Validations = Record<string, string[]>

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly validations: Validations
  readonly body: Record<string, unknown>

  constructor(status: number, body: Record<string, unknown>, fallback: string) {
    const message = typeof body.message === 'string' && body.message !== '' ? body.message : fallback
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = typeof body.code === 'string' ? body.code : 'unknown'
    this.validations = (body.validations as Validations | undefined) ?? {}
    this.body = body
  }
}

/**
 * Where the storefront API answers: /api/v1 under the deploy path, or for
 * the frameless embed the API host's /v1 (spec section 7).
 */
export const apiPath = apiBase(appContext(), settings(), frameless())
/** The merchandising service's base: the page settings' dmEndpoint (absolute in the frameless embed). */
export const merchPath = (settings().dmEndpoint ?? '/merch').replace(/\/+$/, '')

/** Headers a mode adds to every call: the kiosk's device token (features/kiosk/device.ts). */
let modeHeaders: () => Record<string, string> = () => ({})
export function setModeHeaders(fn: () => Record<string, string>) {
  modeHeaders = fn
}

/** Called when the server refuses the session token (401): the app's invalid-token handling. */
let onUnauthorized: (() => void) | undefined
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn
}

/** A failed call, as told to the HTTP error reporter. */
export interface HttpFailure {
  status: number
  message: string
  /** The path called, without its query. */
  path: string
  method: string
}

/** Hears every failed call (headless mode reports them to the partner's page: spec section 8). */
let onHttpError: ((failure: HttpFailure) => void) | undefined
export function setHttpErrorReporter(fn: ((failure: HttpFailure) => void) | undefined) {
  onHttpError = fn
}

/**
 * Whether a failed call is reported to the partner's page in headless mode
 * (spec section 8): every HTTP error is, but those of bundle, Google, Apple
 * and user-update calls, which go to the error tracker only.
 */
export function reportsHttpError(path: string, method: string): boolean {
  const p = path.replace(/^(?:\/api)?\/v1/, '')
  if (p === '/carts/find_bundle_specials' || p.startsWith('/bundle')) return false
  if (p === '/auth/google_oauth2/callback' || p === '/users/id_tokens/apple') return false
  if (p === '/users' && (method === 'PUT' || method === 'PATCH')) return false
  return true
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | undefined>
  signal?: AbortSignal
  /** Sees the response before its body is read, e.g. for the Authorization header. */
  onResponse?: (res: Response) => void
  /** blob reads a successful answer as a Blob (a private photo) instead of JSON. */
  responseType?: 'json' | 'blob'
  /** The session token to send instead of the stored one (logging out sends the token it just forgot). */
  token?: string
  /** Headers of this call (the store console's X-CSRF-Token: lib/businessApi.ts). */
  headers?: Record<string, string>
  /** Which cookies go (include by default); the store console's stay on its own origin. */
  credentials?: RequestCredentials
  /** Sends body, a string, as it is with this Content-Type instead of as JSON (the console's CSV import). */
  contentType?: string
}

/**
 * A 420 (spec section 8: the instance is in maintenance) reloads the page
 * into the maintenance screen, which knows where to return; on that screen
 * the call just fails.
 */
function goToMaintenance() {
  const ctx = appContext()
  const to = maintenanceURL(ctx.basename, routerPath(window.location.pathname, ctx), window.location.search)
  if (to) window.location.replace(to)
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin)
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const token = options.token ?? getToken()
  // A FormData body goes as multipart/form-data; fetch writes its boundary.
  const form = options.body instanceof FormData
  const textType = typeof options.body === 'string' ? options.contentType : undefined
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    credentials: options.credentials ?? 'include',
    headers: {
      Accept: 'application/json',
      ...modeHeaders(),
      ...options.headers,
      ...(options.body === undefined || form ? {} : { 'Content-Type': textType ?? 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: options.body === undefined ? undefined : form ? (options.body as FormData) : textType ? (options.body as string) : JSON.stringify(options.body),
    signal: options.signal,
  })
  options.onResponse?.(res)
  // A refused token is news only while it is still the one kept: a call that
  // raced a logout (which forgets the token first) changes nothing.
  if (res.status === 401 && token && getToken() === token) {
    clearToken()
    onUnauthorized?.()
  }
  if (res.status === MAINTENANCE_STATUS) goToMaintenance()
  if (res.status === 204) return undefined as T
  if (res.ok && options.responseType === 'blob') return (await res.blob()) as T
  const text = await res.text()
  let body: Record<string, unknown> = {}
  if (text !== '') {
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      body = {}
    }
  }
  if (!res.ok) {
    const fallback = res.status >= 500 ? 'Server error has occurred' : text === '' ? `${res.status} ${res.statusText}` : 'Something went wrong'
    const error = new ApiError(res.status, body, fallback)
    onHttpError?.({ status: res.status, message: error.message, path: url.pathname, method: options.method ?? 'GET' })
    // Failures of bundle, Google, Apple and user-update calls go to the error
    // tracker (spec section 8); maintenance is no fault to report.
    if (!reportsHttpError(url.pathname, options.method ?? 'GET') && res.status !== MAINTENANCE_STATUS) reportError({ error, ours: true })
    throw error
  }
  return body as T
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
