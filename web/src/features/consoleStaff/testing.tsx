// For this feature's tests: a screen in a memory router over a fake API
// (lib/fakeFetch.ts), with the console's notices, signed in with a CSRF
// token kept.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { Notifications } from '../../components/ui/Notifications'
import { useNotifications } from '../../components/ui/notifications'
import { setCsrfToken } from '../../lib/businessApi'
import { fakeFetch, type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'

export const store: StaffStore = {
  store_id: 1,
  store_name: 'Golden Gate Greenhouse',
  role: 'owner',
  permissions: ['reservations.read', 'staff.manage', 'tokens.manage', 'audit.read'],
}

/** The API of store 1, under /api/v1/business/stores/1. */
export const at = (path: string) => `/api/v1/business/stores/1${path}`

/** Shows screen at path (its query read by the screen), answering the API from routes. */
export function show(screen: ReactElement, routes: FakeRoutes, path = '/') {
  // Before anything renders, so the screens see user-event's clipboard.
  const user = userEvent.setup()
  const server = fakeFetch(routes)
  vi.stubGlobal('fetch', server.fetch)
  setCsrfToken('csrf-ada')
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <main id="main" tabIndex={-1}>
            {screen}
            <Notifications />
          </main>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { user, server, router, client }
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export function forget() {
  useNotifications.setState({ notes: [] })
  setCsrfToken(undefined)
  vi.unstubAllGlobals()
}
