// The operator embed (spec section 2): a chain's menus in a frame on its
// site, under /operator_embed/operators/{operatorId}. Its home is a store
// picker of the operator's stores; /stores/{storeId} is that store's menu;
// the rest is as in the embedded mode (app/embed/).

import type { RouteObject } from 'react-router'
import type { AppContext } from '../../lib/appMode'
import { appContext } from '../../lib/appMode'
import { AgeGate } from '../../features/stores/AgeGate'
import { verifyOperator } from '../../features/embed/verification'
import { FramedLayout } from '../embed/FramedLayout'
import { framedScreens } from '../embed/framedScreens'
import { StoreGate, StorePicker } from '../embed/screens'
import { ErrorPage } from '../routes/ErrorPage'
import { StoreMenu } from '../routes/StoreMenu'

function OperatorLayout() {
  const ctx = appContext()
  return <FramedLayout home={{ to: '/', label: ctx.partner?.name ?? 'Our stores' }} verification={verifyOperator(ctx.operatorId, ctx.partner)} />
}

export function operatorEmbedRoutes(ctx: AppContext): RouteObject[] {
  const storeIds = ctx.partner?.store_ids ?? []
  return [
    {
      element: <OperatorLayout />,
      errorElement: <ErrorPage />,
      children: [
        { path: '/', element: <StorePicker /> },
        { element: <StoreGate storeIds={storeIds} />, children: [{ element: <AgeGate />, children: [{ path: '/stores/:id', element: <StoreMenu /> }] }] },
        ...framedScreens(storeIds),
      ],
    },
  ]
}
