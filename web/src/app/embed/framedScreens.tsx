// The screens a framed page (embedded, operator embed) shares with the
// marketplace, picked from its table (modes/default.tsx), with the account
// screens behind the partner's auth switch and the account paths the
// embedded screens rename (/settings, /password).

import type { RouteObject } from 'react-router'
import { AgeGate } from '../../features/stores/AgeGate'
import { ChangePassword } from '../routes/Password'
import { ProfileSettings } from '../routes/ProfileSettings'
import { NotFound } from '../../components/ui/NotFound'
import { ReplaceCartPage } from '../../features/cart/ReplaceCart'
import { defaultScreens } from '../modes/default'
import { AuthOnly, CartAlerts, CheckoutEntry, Renamed, ReservationReview, StoreGate } from './screens'

const byPath = (path: string): RouteObject => {
  const found = defaultScreens.find((r) => r.path === path)
  if (!found) throw new Error(`no marketplace screen ${path}`)
  return found
}

const authOnly = (r: RouteObject): RouteObject => ({ ...r, element: <AuthOnly>{r.element}</AuthOnly> })

/** The marketplace's store screens (/stores/:id/:slug/...), the ones the menu's links lead to. */
export const storeScreens: RouteObject[] =
  defaultScreens.find((r) => r.children?.some((c) => c.path?.startsWith('/stores/')))?.children ?? []

const accountPaths = [
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
  '/profile/identification',
  '/profile/contactUs',
  '/invoice/:id',
]

/**
 * Everything of a framed page but its home: the partner's store screens
 * (only storeIds), the bag and checkout, the embedded-only screens, the
 * guest receipt and the account screens.
 */
export function framedScreens(storeIds: readonly number[]): RouteObject[] {
  const checkout = byPath('/cart/checkout')
  return [
    { element: <StoreGate storeIds={storeIds} />, children: [{ element: <AgeGate />, children: storeScreens }] },
    byPath('/cart'),
    { ...checkout, element: <CheckoutEntry>{checkout.element}</CheckoutEntry> },
    byPath('/cart/guest_checkout'),
    byPath('/reservation_receipt/:uuid'),
    { path: '/replaceCart', element: <ReplaceCartPage /> },
    { path: '/cartAlerts', element: <CartAlerts /> },
    { path: '/reservationReview', element: <ReservationReview /> },
    authOnly({ path: '/settings', element: <ProfileSettings /> }),
    authOnly({ path: '/password', element: <ChangePassword /> }),
    { path: '/profile/settings', element: <Renamed to="/settings" /> },
    { path: '/profile/password', element: <Renamed to="/password" /> },
    ...accountPaths.map((p) => authOnly(byPath(p))),
    byPath('/maintenance'),
    { path: '*', element: <NotFound /> },
  ]
}
