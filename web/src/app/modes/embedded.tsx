// The embedded mode's routes (spec section 2). Until its own screens land, the
// marketplace's under the mode's base path.

import type { RouteObject } from 'react-router'
import { ReplaceCartPage } from '../../features/cart/ReplaceCart'
import { Layout } from '../Layout'
import { ErrorPage } from '../routes/ErrorPage'
import { defaultScreens } from './default'

export function embeddedRoutes(): RouteObject[] {
  return [{ element: <Layout />, errorElement: <ErrorPage />, children: [{ path: '/replaceCart', element: <ReplaceCartPage /> }, ...defaultScreens] }]
}
