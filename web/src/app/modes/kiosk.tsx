// The kiosk mode's routes (spec section 2): under /kiosk on the
// marketplace's host or at the root of a kiosk's own host, /stores/{id}
// with an optional store slug, then setup, landing, menu, thankyou and
// cart/{uuid}/thankyou. The store's menu screens are the marketplace's, in
// the kiosk's frame (app/kiosk); the bag is the marketplace's; the
// checkout is the kiosk's own. No accounts, no marketplace pages.

import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router'
import { ErrorPage } from '../routes/ErrorPage'
import { StoreMenu } from '../routes/StoreMenu'
import { StoreAbout } from '../routes/StoreAbout'
import { StoreSpecials } from '../routes/StoreSpecials'
import { StoreReviews } from '../routes/StoreReviews'
import { StoreBudtender } from '../routes/StoreBudtender'
import { SpecialDetail } from '../routes/SpecialDetail'
import { ProductDetail } from '../routes/ProductDetail'
import { CartPage } from '../routes/CartPage'
import { NotFound } from '../../components/ui/NotFound'
import { Maintenance } from '../routes/Maintenance'
import { KioskLayout } from '../kiosk/KioskLayout'
import { KioskCheckout } from '../kiosk/KioskCheckout'
import { KioskLanding, KioskSetup, KioskStart, KioskThankYou } from '../kiosk/screens'
import { installKioskHeader } from '../../features/kiosk/device'

/** Both /stores/:id/{rest} and /stores/:id/:slug/{rest}: the store's slug is optional. */
const withSlug = (rest: string, element: ReactNode): RouteObject[] => [
  { path: `/stores/:id/${rest}`, element },
  { path: `/stores/:id/:slug/${rest}`, element },
]

export function kioskRoutes(): RouteObject[] {
  // Every call of a kiosk page carries its device token.
  installKioskHeader()
  return [
    {
      element: <KioskLayout />,
      errorElement: <ErrorPage />,
      children: [
        { path: '/', element: <KioskStart /> },
        { path: '/setup', element: <KioskSetup /> },
        { path: '/stores/:id', element: <KioskStart /> },
        { path: '/stores/:id/:slug', element: <KioskStart /> },
        ...withSlug('setup', <KioskSetup />),
        ...withSlug('landing', <KioskLanding />),
        ...withSlug('menu', <StoreMenu />),
        ...withSlug('menu/:category', <StoreMenu />),
        ...withSlug('thankyou', <KioskThankYou />),
        ...withSlug('cart/:uuid/thankyou', <KioskThankYou />),
        { path: '/stores/:id/:slug/about', element: <StoreAbout /> },
        { path: '/stores/:id/:slug/specials', element: <StoreSpecials /> },
        { path: '/stores/:id/:slug/reviews', element: <StoreReviews /> },
        { path: '/stores/:id/:slug/budtender', element: <StoreBudtender /> },
        { path: '/stores/:id/:slug/specials/:specialId/:title', element: <SpecialDetail /> },
        { path: '/stores/:id/:slug/products/:productId/:productSlug', element: <ProductDetail /> },
        { path: '/cart', element: <CartPage /> },
        { path: '/cart/guest_checkout', element: <KioskCheckout /> },
        { path: '/cart/checkout', element: <KioskCheckout /> },
        { path: '/maintenance', element: <Maintenance /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]
}
