// Who is signed in to the store console (ADR 0022): the staff member's
// session as GET /api/v1/business/session answers it, or null when there
// is none (401). It names the person, how the second factor was proved,
// whether they must enrol an authenticator app first, their stores with
// their role and its permissions there, and the CSRF token every write
// sends (kept by lib/businessApi.ts, in memory only). The browser keeps no
// role table of its own: it hides what these permissions do not allow.

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { ApiError } from './api'
import { businessRequest, setCsrfToken } from './businessApi'
import type { Answer, Schema } from './wire'

export type StaffSession = Answer<'/api/v1/business/session', 'get'>
export type StaffStore = Schema<'StaffStore'>

/** Every query of the console starts with this key, so signing out forgets them all. */
export const BUSINESS_QUERY_ROOT = 'business'

export const staffSessionQuery = queryOptions({
  queryKey: [BUSINESS_QUERY_ROOT, 'session'],
  queryFn: ({ signal }): Promise<StaffSession | null> =>
    businessRequest<StaffSession>('/session', { signal }).then(
      (session) => {
        setCsrfToken(session.csrf_token)
        return session
      },
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 401) {
          setCsrfToken(undefined)
          return null
        }
        throw err
      },
    ),
  staleTime: 60_000,
  retry: false,
})

export function useStaffSession() {
  return useQuery(staffSessionQuery)
}

/**
 * Keeps a session a call answered (sign-in, welcome) as the one signed in,
 * its CSRF token with it; null forgets the session and every console query.
 */
export function keepStaffSession(client: QueryClient, session: StaffSession | null) {
  setCsrfToken(session?.csrf_token)
  if (session === null) {
    // The session's own query stays, so the screens watching it see null.
    client.removeQueries({ queryKey: [BUSINESS_QUERY_ROOT], predicate: (q) => q.queryKey[1] !== 'session' })
  }
  client.setQueryData(staffSessionQuery.queryKey, session)
}

/** What a role may do at a store, as the session names it (StaffStore.permissions). */
export type Permission = StaffStore['permissions'][number]

/** The member's store of a route's :storeId, if they have a role there. */
export function storeOf(session: StaffSession, storeId: string | undefined): StaffStore | undefined {
  return session.stores.find((s) => String(s.store_id) === storeId)
}
