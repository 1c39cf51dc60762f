// Who is signed in (spec sections 3 and 4): the customer, or null for a
// guest, as the session check answers. Any feature may read it here;
// logging in and out are the account feature's (features/account/api.ts).

import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiPath, request } from './api'
import { getToken } from './token'
import type { Answer, Schema } from './wire'

/** A customer (spec section 3), as the server answers it. */
export type Customer = Schema<'Customer'>

/**
 * Who is signed in: null for a guest. Answering it is the session check; a
 * token the server refuses (401) marks the shopper unauthenticated, a guest
 * (spec section 4), and the api module's invalid-token handling runs.
 */
export const whoamiQuery = queryOptions({
  queryKey: ['whoami'],
  queryFn: ({ signal }) =>
    getToken()
      ? request<Answer<'/api/v1/whoami', 'get'>>(`${apiPath}/whoami`, { signal }).then(
          (r) => r.user,
          (err: unknown) => {
            if (err instanceof ApiError && err.status === 401) return null
            throw err
          },
        )
      : Promise.resolve(null),
  staleTime: 60_000,
  retry: false,
})

export function useCustomer() {
  return useQuery(whoamiQuery)
}
