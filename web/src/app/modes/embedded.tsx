// The embedded mode (spec section 2): a store's menu in a frame on its
// partner's site, under /embed/stores/{storeId}. Its home is /menu; the
// embedded-only screens are /replaceCart, /cartAlerts, /reservationReview,
// /settings and /password; the rest are the marketplace's store, bag,
// checkout and account screens in a compact layout (app/embed/).

import { Navigate, type RouteObject } from 'react-router'
import type { AppContext } from '../../lib/appMode'
import { appContext } from '../../lib/appMode'
import { AgeGate } from '../../features/stores/AgeGate'
import { useStore } from '../../features/stores/api'
import { verifyStore } from '../../features/embed/verification'
import { FramedLayout } from '../embed/FramedLayout'
import { framedScreens } from '../embed/framedScreens'
import { ErrorPage } from '../routes/ErrorPage'
import { StoreMenu } from '../routes/StoreMenu'

/** The embedded layout: the partner's store verified (spec section 4), its name heading the frame. */
function EmbeddedLayout() {
  const ctx = appContext()
  const id = ctx.partnerId && /^\d+$/.test(ctx.partnerId) ? Number(ctx.partnerId) : 0
  const store = useStore(id)
  const verification = verifyStore({ partnerId: ctx.partnerId, partnerStoreIds: ctx.partner?.store_ids, store: store.data, failed: store.isError })
  return <FramedLayout home={{ to: '/menu', label: store.data?.name ?? 'Menu' }} verification={verification} cartPartnerId={ctx.partnerId} />
}

export function embeddedRoutes(ctx: AppContext): RouteObject[] {
  const storeIds = ctx.partnerId ? [Number(ctx.partnerId)] : []
  return [
    {
      element: <EmbeddedLayout />,
      errorElement: <ErrorPage />,
      children: [
        { path: '/', element: <Navigate to="/menu" replace /> },
        // The menu of the page's store (StoreMenu and AgeGate take it from the mode when the path names none).
        { element: <AgeGate />, children: [{ path: '/menu', element: <StoreMenu /> }, { path: '/menu/:category', element: <StoreMenu /> }] },
        ...framedScreens(storeIds),
      ],
    },
  ]
}
