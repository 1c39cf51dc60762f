// The headless mode's routes (spec section 2: the /headless prefix, product
// detail /products/{id}/{slug}): the bag the partner's buildCart made, the
// product, checkout and the guest receipt, in a frame on the partner's page
// (docs/modes/headless.md). Paths the shared screens link to that the frame
// has no screen for (the bag page, a store's menu) lead to the bag.

import type { ReactNode } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { ErrorPage } from '../routes/ErrorPage'
import { Checkout, GuestCheckout } from '../routes/GuestCheckout'
import { SignIn } from '../routes/Login'
import { NotFound } from '../../components/ui/NotFound'
import { Maintenance } from '../routes/Maintenance'
import { HeadlessLayout } from '../headless/HeadlessLayout'
import { HeadlessBag } from '../headless/HeadlessBag'
import { HeadlessProduct } from '../headless/HeadlessProduct'
import { HeadlessReceipt } from '../headless/HeadlessReceipt'
import { contactOf } from '../../features/headless/protocol'
import { useHeadless, useHeadlessOptions } from '../../features/headless/state'
import { appContext } from '../../lib/appMode'

/** Screens of shopper accounts: none when the partner (or its catalogue entry) switched them off. */
function WithAuth({ children, otherwise }: { children: ReactNode; otherwise: string }) {
  const options = useHeadlessOptions()
  const partnerId = useHeadless((s) => s.build?.partnerId)
  const partner = (appContext().headlessPartners ?? []).find((p) => p.id === partnerId)
  if (options.disableAuthFeatures || partner?.auth_disabled) return <Navigate to={otherwise} replace />
  return children
}

/** Guest checkout with the contact fields the partner's user filled in. */
function HeadlessGuestCheckout() {
  const user = useHeadless((s) => s.build?.user)
  return <GuestCheckout prefill={user ? contactOf(user) : undefined} />
}

export function headlessRoutes(): RouteObject[] {
  return [
    {
      element: <HeadlessLayout />,
      errorElement: <ErrorPage />,
      children: [
        { path: '/', element: <HeadlessBag /> },
        { path: '/cart', element: <Navigate to="/" replace /> },
        { path: '/stores/*', element: <Navigate to="/" replace /> },
        { path: '/products/:id/:slug', element: <HeadlessProduct /> },
        {
          path: '/cart/checkout',
          element: (
            <WithAuth otherwise="/cart/guest_checkout">
              <Checkout />
            </WithAuth>
          ),
        },
        { path: '/cart/guest_checkout', element: <HeadlessGuestCheckout /> },
        { path: '/reservation_receipt/:uuid', element: <HeadlessReceipt /> },
        {
          path: '/login',
          element: (
            <WithAuth otherwise="/">
              <SignIn />
            </WithAuth>
          ),
        },
        {
          path: '/register',
          element: (
            <WithAuth otherwise="/">
              <SignIn register />
            </WithAuth>
          ),
        },
        { path: '/maintenance', element: <Maintenance /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]
}
