// Maintenance (spec sections 4 and 8): a call answered 420 means the
// instance is in maintenance; the page reloads into the maintenance screen,
// which checks again and returns to where the shopper was when it is over.

/** The status of every API answer while the instance is in maintenance. */
export const MAINTENANCE_STATUS = 420

/** The maintenance screen's path, under the mode's base path. */
export const MAINTENANCE_PATH = '/maintenance'

/**
 * Where the page goes on a 420: the maintenance screen under basename, with
 * the screen the shopper was on (routerPath, with its query) to return to;
 * null when the page is the maintenance screen already.
 */
export function maintenanceURL(basename: string, routerPath: string, search: string): string | null {
  if (routerPath === MAINTENANCE_PATH || routerPath.startsWith(`${MAINTENANCE_PATH}/`)) return null
  const from = routerPath + search
  const query = from === '/' ? '' : `?from=${encodeURIComponent(from)}`
  return `${basename}${MAINTENANCE_PATH}${query}`
}

/**
 * The screen to return to when maintenance is over: the from query of the
 * maintenance screen when it is a path of this app (one leading slash, not
 * the maintenance screen), else the home screen.
 */
export function returnPath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  if (maintenanceURL('', from.split(/[?#]/)[0] ?? from, '') === null) return '/'
  return from
}
