// The screens of the partner sites (white-label, bloom and the frameless
// embed): one store's shop, without the marketplace. They are the
// marketplace's own screens (./default.tsx), picked by path, so a screen
// changed there changes here.

import { Navigate, type RouteObject } from 'react-router'
import { legalPaths } from '../routes/Legal'
import { NotFound } from '../../components/ui/NotFound'
import { defaultScreens } from './default'

/** Every screen of the marketplace with a path, the store screens (under the age gate) included. */
function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => (r.children ? flatten(r.children) : r.path ? [r] : []))
}

function pick(paths: readonly string[]): RouteObject[] {
  const all = flatten(defaultScreens)
  return paths.map((path) => {
    const route = all.find((r) => r.path === path)
    if (!route) throw new Error(`no marketplace screen at ${path}`)
    return { path: route.path, element: route.element }
  })
}

/** A store's screens: its menu, specials, about, reviews and product pages. */
export function storeScreens(): RouteObject[] {
  return flatten(defaultScreens).filter((r) => r.path?.startsWith('/stores/:id/:slug')).map((r) => ({ path: r.path, element: r.element }))
}

/** The bag, checkout and receipts, and writing a review of a product bought. */
export const shopPaths = ['/cart', '/cart/checkout', '/cart/guest_checkout', '/reservation_receipt/:uuid', '/products/:id/:name/reviews/new'] as const

/** The shopper's account, where the partner has not switched accounts off. */
export const accountPaths = [
  '/login',
  '/register',
  '/logout',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/profile/edit',
  '/profile/reservations',
  '/profile/reservations/:id',
  '/profile/reservations/:id/receipt',
  '/profile/reservations/:id/store',
  '/invoice/:id',
  '/profile/identification',
  '/profile/password',
  '/profile/settings',
  '/profile/contactUs',
] as const

/**
 * The screens every partner site has besides its store's: the shop, the
 * account (when auth is on), the legal pages, the maintenance screen; the marketplace's places
 * (stores, products, brands, the directory) lead back to the site's root,
 * and anything else is not found.
 */
export function partnerScreens(auth: boolean): RouteObject[] {
  const home = <Navigate to="/" replace />
  return [
    ...pick(shopPaths),
    ...(auth ? pick(accountPaths) : []),
    ...pick(legalPaths),
    ...pick(['/maintenance']),
    ...['/dispensaries/*', '/brands/*', '/products', '/categories/*', '/collections', '/directory'].map((path) => ({ path, element: home })),
    { path: '*', element: <NotFound /> },
  ]
}
