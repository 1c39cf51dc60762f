// The bloom mode (issue 7): a store-branded full site on the partner's
// domain: its own home page, then the store's menu, specials, about and
// product pages under their store paths, the cart (no drawer: adds are
// confirmed where they happen) and checkout.

import type { RouteObject } from 'react-router'
import type { AppContext } from '../../lib/appMode'
import { AgeGate } from '../../features/stores/AgeGate'
import { ErrorPage } from '../routes/ErrorPage'
import { BloomHome } from './BloomHome'
import { PartnerLayout } from './PartnerLayout'
import { partnerScreens, storeScreens } from './partnerScreens'

export function bloomRoutes(ctx: AppContext): RouteObject[] {
  const storeId = Number(ctx.partnerId)
  return [
    {
      element: <PartnerLayout variant="bloom" />,
      errorElement: <ErrorPage />,
      children: [
        { element: <AgeGate storeId={storeId} />, children: [{ path: '/', element: <BloomHome /> }] },
        { element: <AgeGate />, children: storeScreens() },
        ...partnerScreens(ctx.features.auth),
      ],
    },
  ]
}
