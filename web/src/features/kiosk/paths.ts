// Where the kiosk is and where it goes (spec section 2, kiosk routes):
// /stores/{id} with an optional store slug, then setup, landing, menu,
// thankyou and cart/{uuid}/thankyou, inside the kiosk's base path.

export type KioskScreen = 'start' | 'setup' | 'landing' | 'thankyou' | 'shopping'

/** The store a kiosk path names (/stores/{id}/...), if any. */
export function storeIdOf(path: string): number | undefined {
  const m = /^\/stores\/(\d+)(?=\/|$)/.exec(path)
  return m ? Number(m[1]) : undefined
}

/** Which kind of kiosk screen a path is. */
export function screenOf(path: string): KioskScreen {
  const p = path.replace(/\/+$/, '') || '/'
  if (p === '/setup' || p.endsWith('/setup')) return 'setup'
  if (p.endsWith('/landing')) return 'landing'
  if (p.endsWith('/thankyou')) return 'thankyou'
  // The root, /stores/{id} and /stores/{id}/{slug}, but not /stores/{id}/menu.
  if (p === '/' || (/^\/stores\/\d+(?:\/[^/]+)?$/.test(p) && !/\/(?:menu|cart)$/.test(p))) return 'start'
  return 'shopping'
}

export const setupPath = (storeId: number) => `/stores/${storeId}/setup`
export const landingPath = (storeId: number) => `/stores/${storeId}/landing`
export const menuPath = (storeId: number) => `/stores/${storeId}/menu`

/**
 * Where a bare kiosk address leads (/kiosk, the kiosk host's root, or
 * /stores/{id}): the landing screen of the store the device is bound to,
 * else the setup of the store the address (or the kiosk partner) names,
 * else the setup that asks for a store.
 */
export function startPath(bound: number | undefined, named: number | undefined): string {
  if (bound !== undefined && (named === undefined || named === bound)) return landingPath(bound)
  if (named !== undefined) return setupPath(named)
  return '/setup'
}
