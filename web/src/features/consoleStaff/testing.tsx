// For this feature's tests: a screen in a memory router over a fake API
// (lib/fakeFetch.ts), with the console's notices, signed in with a CSRF
// token kept.

import type { ReactElement } from 'react'
import { type FakeRoutes } from '../../lib/fakeFetch'
import type { StaffStore } from '../../lib/staffSession'
import { at, forgetScreen, showScreen } from '../../components/console/testing'

export const store: StaffStore = {
  store_id: 1,
  store_name: 'Golden Gate Greenhouse',
  role: 'owner',
  permissions: ['reservations.read', 'staff.manage', 'tokens.manage', 'audit.read'],
}

export { at }

/** Shows screen at path (its query read by the screen), answering the API from routes. */
export function show(screen: ReactElement, routes: FakeRoutes, path = '/') {
  return showScreen(screen, routes, '*', path)
}

/** Forgets what a test left: notices, the CSRF token, the fake fetch. */
export const forget = forgetScreen
