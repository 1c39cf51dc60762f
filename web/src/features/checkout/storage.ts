// Checkout data persistence (spec section 4): the shopper's contact fields,
// reservation mode and delivery address are kept between visits in a
// cookie, else in local storage when cookies are refused, else in memory
// for the life of the page. The cookie's path is /cart, so it travels only
// with the cart and checkout pages and never with API calls.

import { appContext, modeStorageKey, type AppContext } from '../../lib/appMode'

export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

const COOKIE_PATH = '/cart'
const COOKIE_DAYS = 30

/** Cookies of a document, or null when the document refuses them. */
export function cookieStore(doc: Pick<Document, 'cookie'> | undefined, secure = false): KeyValueStore | null {
  if (!doc) return null
  const attrs = (maxAge: number) => `; path=${COOKIE_PATH}; max-age=${maxAge}; SameSite=Strict${secure ? '; Secure' : ''}`
  const read = (key: string): string | null => {
    try {
      const name = `${encodeURIComponent(key)}=`
      const found = doc.cookie.split('; ').find((c) => c.startsWith(name))
      return found === undefined ? null : decodeURIComponent(found.slice(name.length))
    } catch {
      return null
    }
  }
  const store: KeyValueStore = {
    get: read,
    set(key, value) {
      doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}${attrs(COOKIE_DAYS * 24 * 3600)}`
    },
    remove(key) {
      doc.cookie = `${encodeURIComponent(key)}=${attrs(0)}`
    },
  }
  // A probe: a browser that blocks cookies ignores the write.
  try {
    const probe = 'pistil_cookie_probe'
    store.set(probe, '1')
    const ok = read(probe) === '1'
    store.remove(probe)
    return ok ? store : null
  } catch {
    return null
  }
}

/** A Web Storage (local storage), or null when it is missing or refuses writes. */
export function webStore(get: () => Storage | undefined): KeyValueStore | null {
  let storage: Storage | undefined
  try {
    storage = get()
    if (!storage) return null
    storage.setItem('pistil.storageProbe', '1')
    storage.removeItem('pistil.storageProbe')
  } catch {
    return null
  }
  const s = storage
  return {
    get: (key) => {
      try {
        return s.getItem(key)
      } catch {
        return null
      }
    },
    set: (key, value) => {
      try {
        s.setItem(key, value)
      } catch {
        // Full or refused since the probe: the value is not kept.
      }
    },
    remove: (key) => {
      try {
        s.removeItem(key)
      } catch {
        // Nothing to do.
      }
    },
  }
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>()
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

/** The first store that works: cookie, then local storage, then memory. */
export function fallbackStore(candidates: (() => KeyValueStore | null)[]): KeyValueStore {
  for (const make of candidates) {
    const store = make()
    if (store) return store
  }
  return memoryStore()
}

let chosen: KeyValueStore | undefined

/** The browser's checkout data store, chosen once per page. */
export function checkoutStore(): KeyValueStore {
  chosen ??= fallbackStore([
    () => cookieStore(typeof document === 'undefined' ? undefined : document, typeof location !== 'undefined' && location.protocol === 'https:'),
    () => webStore(() => (typeof window === 'undefined' ? undefined : window.localStorage)),
  ])
  return chosen
}

/** The checkout data's key: one per app mode, and per partner where the cart's is (lib/appMode.ts). */
export function checkoutDataKey(ctx: Pick<AppContext, 'mode' | 'partnerId'> = appContext()): string {
  return ctx.mode === 'default' ? 'pistil_checkout' : modeStorageKey('checkout', ctx.mode, ctx.partnerId).replaceAll('.', '_')
}

/** What is kept of a checkout between visits. */
export interface CheckoutData {
  first_name?: string
  last_name?: string
  phone?: string
  email?: string
  birth_date?: string
  reservation_mode?: string
  delivery_address?: { street: string; city: string; state_code: string; zipcode: string }
}

const KEPT: (keyof CheckoutData)[] = ['first_name', 'last_name', 'phone', 'email', 'birth_date', 'reservation_mode', 'delivery_address']

export function loadCheckoutData(store: KeyValueStore = checkoutStore()): CheckoutData {
  const raw = store.get(checkoutDataKey())
  if (!raw) return {}
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const k of KEPT) {
      const v = parsed[k]
      if (k === 'delivery_address') {
        if (v && typeof v === 'object') {
          const a = v as Record<string, unknown>
          out[k] = { street: String(a.street ?? ''), city: String(a.city ?? ''), state_code: String(a.state_code ?? ''), zipcode: String(a.zipcode ?? '') }
        }
      } else if (typeof v === 'string') out[k] = v
    }
    return out as CheckoutData
  } catch {
    return {}
  }
}

export function saveCheckoutData(data: CheckoutData, store: KeyValueStore = checkoutStore()) {
  const kept: Record<string, unknown> = {}
  for (const k of KEPT) if (data[k] !== undefined && data[k] !== '') kept[k] = data[k]
  store.set(checkoutDataKey(), JSON.stringify(kept))
}

export function clearCheckoutData(store: KeyValueStore = checkoutStore()) {
  store.remove(checkoutDataKey())
}

/** Only for tests: choose again on the next call. */
export function resetCheckoutStoreForTests() {
  chosen = undefined
}
