// The anonymous device id, jdid (spec section 9): kept in local storage,
// with fallbacks, in this order, to the jdid cookie, a fingerprint id and a
// generated id. A generated id is 21 characters, the fingerprint id 20
// (spec section 5), both from the URL-safe alphabet.
//
// The cookie step reads the server's jdid cookie (it is not HttpOnly) and,
// when the page has none yet, asks GET /bootstrap for one: the server makes
// a random 21-character id. So a first visit with cookies and the server
// reachable always gets an id of its own, and the fingerprint id, which
// identical phones share, is only the fallback when that fails. Whatever id
// the app settles on, it writes back to the cookie, so the server (which
// reads jdid when a body carries no device id) and the app always name the
// same device; /bootstrap keeps an existing valid cookie rather than
// replacing it.

import { apiPath } from './api'
import { settings } from './settings'
import { localStore } from './browserStorage'

export const DEVICE_ID_KEY = 'pistil.jdid'
export const FINGERPRINT_KEY = 'pistil.fingerprint'
const COOKIE = 'jdid'

export const GENERATED_LENGTH = 21
export const FINGERPRINT_LENGTH = 20
/** The cached fingerprint id lives a day; after that it is computed again. */
export const FINGERPRINT_TTL_MS = 24 * 60 * 60 * 1000
export const DEFAULT_FINGERPRINT_TIMEOUT_MS = 10_000
/** Same life as the server's cookie: a week. */
const COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Whether an id counts as generated (spec section 5): 21 characters long. */
export function isGeneratedDeviceId(id: string): boolean {
  return id.length === GENERATED_LENGTH
}

/** What the server accepts as a device id: 20 to 64 URL-safe characters. */
export function isValidDeviceId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(id)
}

/** A random id: 21 characters of the URL-safe alphabet (64 letters, so every byte maps evenly). */
export function generateDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GENERATED_LENGTH))
  return Array.from(bytes, (b) => ALPHABET[b & 63]).join('')
}

/** The stable traits of this browser that the fingerprint id is derived from. */
export function browserTraits(): string {
  const nav = window.navigator
  const scr = window.screen
  return JSON.stringify([
    nav.userAgent,
    Array.from(nav.languages ?? [nav.language]),
    [scr?.width, scr?.height, scr?.colorDepth],
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    nav.hardwareConcurrency ?? 0,
    nav.platform,
  ])
}

function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The fingerprint id of some traits: SHA-256, URL-safe base64, the first 20 characters. */
export async function fingerprintOf(traits: string): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new Error('SubtleCrypto is not available (an insecure origin?)')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits))
  return base64Url(new Uint8Array(digest)).slice(0, FINGERPRINT_LENGTH)
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fingerprint timed out after ${ms} ms`)), ms)
    work.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e instanceof Error ? e : new Error(String(e)))
      },
    )
  })
}

function readStorage(key: string): string | null {
  try {
    return localStore().getItem(key)
  } catch {
    return null
  }
}

function writeStorage(key: string, value: string) {
  try {
    localStore().setItem(key, value)
  } catch {
    // Storage full or refused (private mode): the cookie still carries the id.
  }
}

/** The jdid cookie's value, if the page can read it and it is a valid id. */
export function readDeviceCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === COOKIE) {
      const value = decodeURIComponent(rest.join('='))
      return isValidDeviceId(value) ? value : undefined
    }
  }
  return undefined
}

function writeDeviceCookie(id: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
}

/** How long the cookie step waits for GET /bootstrap before falling back. */
const BOOTSTRAP_TIMEOUT_MS = 3000

/** A jdid cookie from the server (GET /bootstrap), or undefined when it cannot be had. */
async function serverDeviceId(): Promise<string | undefined> {
  try {
    const res = await fetch(`${apiPath}/bootstrap`, { credentials: 'include', signal: AbortSignal.timeout(BOOTSTRAP_TIMEOUT_MS) })
    if (!res.ok) return undefined
    const body = (await res.json()) as { device_id?: string }
    return isValidDeviceId(body.device_id) ? body.device_id : readDeviceCookie()
  } catch {
    return undefined
  }
}

/** The cached fingerprint id while its day lasts, else one computed (within the timeout) and cached. */
async function fingerprintId(now: number): Promise<string> {
  try {
    const cached = JSON.parse(readStorage(FINGERPRINT_KEY) ?? 'null') as { id?: string; expires?: number } | null
    if (cached && isValidDeviceId(cached.id) && cached.id.length === FINGERPRINT_LENGTH && typeof cached.expires === 'number' && cached.expires > now) {
      return cached.id
    }
  } catch {
    // A cache that does not parse is computed again.
  }
  const timeout = settings().fingerprintTimeout ?? DEFAULT_FINGERPRINT_TIMEOUT_MS
  const id = await withTimeout(fingerprintOf(browserTraits()), timeout)
  writeStorage(FINGERPRINT_KEY, JSON.stringify({ id, expires: now + FINGERPRINT_TTL_MS }))
  return id
}

/** Which step gave the id: for tests and logs. */
export type DeviceIdSource = 'storage' | 'cookie' | 'fingerprint' | 'generated'

/** Resolves the device id through the fallbacks, stores it and writes the cookie. */
export async function resolveDeviceId(now = Date.now()): Promise<{ id: string; source: DeviceIdSource }> {
  let id = readStorage(DEVICE_ID_KEY)
  let source: DeviceIdSource = 'storage'
  if (!isValidDeviceId(id)) {
    id = readDeviceCookie() ?? (await serverDeviceId()) ?? null
    source = 'cookie'
  }
  if (!isValidDeviceId(id)) {
    try {
      id = await fingerprintId(now)
      source = 'fingerprint'
    } catch (err) {
      // Spec section 8: fingerprint failures are logged and fall back to a generated id.
      console.warn('device fingerprint failed; using a generated id', err)
      id = generateDeviceId()
      source = 'generated'
    }
  }
  writeStorage(DEVICE_ID_KEY, id)
  if (readDeviceCookie() !== id) writeDeviceCookie(id)
  return { id, source }
}

let pending: Promise<string> | undefined

/** Makes sure the shopper has a device id (once per page; concurrent callers share the work). */
export function ensureDeviceId(): Promise<string> {
  pending ??= resolveDeviceId().then(
    (r) => r.id,
    (err: unknown) => {
      pending = undefined
      throw err
    },
  )
  return pending
}

/** The stored device id, if it is known yet. */
export function deviceId(): string | undefined {
  const id = readStorage(DEVICE_ID_KEY)
  return isValidDeviceId(id) ? id : undefined
}

/** Forgets the in-flight resolution (tests). */
export function resetDeviceIdForTests() {
  pending = undefined
}
