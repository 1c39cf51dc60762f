// The white-label mode (issue 7): the store's shop on the partner's own
// domain, in the partner's theme, with no marketplace navigation. The
// store's menu is the site's root; its screens keep their store paths
// (/stores/{id}/{slug}/...), which the server prerenders for crawlers.

import type { RouteObject } from 'react-router'
import type { AppContext } from '../../lib/appMode'
import { AgeGate } from '../../features/stores/AgeGate'
import { ErrorPage } from '../routes/ErrorPage'
import { StoreMenu } from '../routes/StoreMenu'
import { PartnerLayout } from './PartnerLayout'
import { partnerScreens, storeScreens } from './partnerScreens'

export function whiteLabelRoutes(ctx: AppContext): RouteObject[] {
  const storeId = Number(ctx.partnerId)
  return [
    {
      element: <PartnerLayout variant="whiteLabel" />,
      errorElement: <ErrorPage />,
      children: [
        { element: <AgeGate storeId={storeId} />, children: [{ path: '/', element: <StoreMenu storeId={storeId} /> }] },
        { element: <AgeGate />, children: storeScreens() },
        ...partnerScreens(ctx.features.auth),
      ],
    },
  ]
}
