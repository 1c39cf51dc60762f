// The console features' test harness: a screen rendered as the console
// renders it (in the page's main, with the notices, a query client that
// does not retry, a router at a path), over a fake server, with a CSRF
// token set as a signed-in session would. Only tests import it.

import type { ReactElement } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { Notifications } from '../ui/Notifications'
import { useNotifications } from '../ui/notifications'
import { setCsrfToken } from '../../lib/businessApi'
import { fakeFetch, type FakeRoutes } from '../../lib/fakeFetch'

/** A path under store 1 of the console's API: at('/menu') is /api/v1/business/stores/1/menu. */
export const at = (path: string) => `/api/v1/business/stores/1${path}`

/**
 * Renders screen at the router's route (its path, such as
 * /stores/:storeId/menu) opened at entry, over routes. Answers user-event
 * (set up before anything renders, so screens see its clipboard), the fake
 * server, the router, the query client, and calls(method, path): the
 * server's calls of a method to at(path).
 */
export function showScreen(screen: ReactElement, routes: FakeRoutes, route = '*', entry = '/') {
  const user = userEvent.setup()
  const server = fakeFetch(routes)
  vi.stubGlobal('fetch', server.fetch)
  setCsrfToken('csrf-ada')
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <main id="main" tabIndex={-1}>
            {screen}
            <Notifications />
          </main>
        ),
      },
    ],
    { initialEntries: [entry] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const calls = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === at(path))
  return { user, server, router, client, calls }
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export function forgetScreen() {
  useNotifications.setState({ notes: [] })
  setCsrfToken(undefined)
  vi.unstubAllGlobals()
}
