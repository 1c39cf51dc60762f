// The frameless embed (issue 7, docs/modes/frameless.md): the app inside a
// partner's own page, under the partner's hosted path (the router's
// basename, e.g. /menu), so product pages are the partner's URLs:
// /menu/stores/4/{slug}/products/{id}/{slug}. The store's menu is the
// hosted path itself; the age gate asks when the store or the runtime
// config (showAgeGate) says so.

import type { RouteObject } from 'react-router'
import { frameless, type AppContext } from '../../lib/appMode'
import { AgeGate } from '../../features/stores/AgeGate'
import { ErrorPage } from '../routes/ErrorPage'
import { StoreMenu } from '../routes/StoreMenu'
import { FramelessLayout } from './PartnerLayout'
import { partnerScreens, storeScreens } from './partnerScreens'

export function framelessEmbedRoutes(ctx: AppContext): RouteObject[] {
  const storeId = Number(ctx.partnerId)
  const ask = frameless()?.showAgeGate === true
  return [
    {
      element: <FramelessLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          element: <AgeGate storeId={storeId} ask={ask} />,
          children: [{ path: '/', element: <StoreMenu storeId={storeId} /> }, ...storeScreens()],
        },
        ...partnerScreens(ctx.features.auth),
      ],
    },
  ]
}
