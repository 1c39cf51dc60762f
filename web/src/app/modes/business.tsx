// The business mode: the store console under /business (ADR 0022, section
// 7). Every screen is loaded on demand, so no shopper's page downloads the
// console: app/business/ and features/console* are reached only through
// the import() calls below (eslint/boundaries.js, scripts/check-split.mjs).

import type { RouteObject } from 'react-router'
import { ErrorPage } from '../routes/ErrorPage'
import { Maintenance } from '../routes/Maintenance'

export function businessRoutes(): RouteObject[] {
  return [
    {
      lazy: () => import('../business/ConsoleFrame'),
      errorElement: <ErrorPage />,
      // Shown while the frame's code arrives on the first page of a visit.
      hydrateFallbackElement: (
        <p className="container" role="status">
          Loading the store console…
        </p>
      ),
      children: [
        { path: '/', lazy: () => import('../business/ConsoleHome') },
        // A store's reservation queue; with a reservation open (its own screen on a phone, a side panel from 1024 px).
        { path: '/stores/:storeId/queue/:reservationId?', lazy: () => import('../business/QueueScreen') },
        // A store's menu and stock, its filters in the query; a product opens in a dialog.
        { path: '/stores/:storeId/menu', lazy: () => import('../business/MenuScreen') },
        // A store's specials and the brands' running there; one opens in a dialog with its preview.
        { path: '/stores/:storeId/specials', lazy: () => import('../business/SpecialsScreen') },
        // A store's reviews, shown or hidden by the query; hiding one asks why in a dialog.
        { path: '/stores/:storeId/reviews', lazy: () => import('../business/ReviewsScreen') },
        // A store's reports over a period in the query; the only screen that loads the chart library.
        { path: '/stores/:storeId/reports', lazy: () => import('../business/ReportsScreen') },
        // A store's settings in sections, saved together from a sticky bar; read-only for a manager.
        { path: '/stores/:storeId/settings', lazy: () => import('../business/SettingsScreen') },
        { path: '/sign-in', lazy: () => import('../business/SignInScreen') },
        // The invitation's link; its token leaves the address bar at once, so a reload lands on /welcome.
        { path: '/welcome/:token', lazy: () => import('../business/WelcomeScreen') },
        { path: '/welcome', lazy: () => import('../business/WelcomeScreen') },
        { path: '/enrol', lazy: () => import('../business/EnrolScreen') },
        // A store's pages: its overview, then one screen per permission (the frame's StoreNav links them).
        { path: '/stores/:storeId', lazy: () => import('../business/StoreHome') },
        { path: '/stores/:storeId/staff', lazy: () => import('../business/StaffScreen') },
        { path: '/stores/:storeId/tokens', lazy: () => import('../business/TokensScreen') },
        { path: '/stores/:storeId/webhooks', lazy: () => import('../business/WebhooksScreen') },
        { path: '/stores/:storeId/feed', lazy: () => import('../business/FeedScreen') },
        { path: '/stores/:storeId/audit', lazy: () => import('../business/AuditScreen') },
        { path: '*', lazy: () => import('../business/Missing') },
      ],
    },
    // A 420 reloads the page here (lib/api.ts); the screen is the shoppers', already in the entry chunk.
    { path: '/maintenance', element: <Maintenance />, errorElement: <ErrorPage /> },
  ]
}
