import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiPath, request } from '../../lib/api'
import { deviceId } from '../../lib/deviceId'
import { clearToken, getToken, setToken } from './token'

/** A customer (spec section 3). */
export interface Customer {
  id: number
  email: string
  phone: string
  firstName: string
  lastName: string
  name: string
  nickname: string
  birth_date: string | null
  promotionsOptOut: boolean
  authenticated: boolean
  gold: boolean
  goldSince: string | null
}

interface SessionAnswer {
  user: Customer
  errors: string[]
}

/**
 * Who is signed in: null for a guest. Answering it is the session check; a
 * token the server refuses (401) marks the shopper unauthenticated, a guest
 * (spec section 4), and the api module's invalid-token handling runs.
 */
export const whoamiQuery = queryOptions({
  queryKey: ['whoami'],
  queryFn: ({ signal }) =>
    getToken()
      ? request<{ user: Customer | null }>(`${apiPath}/whoami`, { signal }).then(
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

export interface LoginInput {
  email: string
  password: string
  keepSignedIn: boolean
  firstName?: string
  lastName?: string
}

/** Logs in (or, with register, makes the account first) and keeps the token. */
export function useSignIn(register = false) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      let token = ''
      const answer = await request<SessionAnswer>(`${apiPath}/${register ? 'users' : 'sessions'}`, {
        method: 'POST',
        body: {
          user: { email: input.email, password: input.password, first_name: input.firstName, last_name: input.lastName },
          remember_me: input.keepSignedIn,
          j_device_id: deviceId(),
        },
        onResponse: (res) => {
          token = (res.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '')
        },
      })
      if (token) setToken(token, input.keepSignedIn)
      return answer.user
    },
    onSuccess: (user) => {
      client.setQueryData(whoamiQuery.queryKey, user)
      void client.invalidateQueries({ queryKey: ['cart'] })
    },
  })
}

/** Logs out: the server ends the session, the app forgets the token. */
export function useSignOut() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => request<void>(`${apiPath}/sessions`, { method: 'DELETE' }).catch(() => undefined),
    onSettled: async () => {
      clearToken()
      // A session check still on its way (e.g. from the page's load) must not answer the customer after this.
      await client.cancelQueries({ queryKey: whoamiQuery.queryKey })
      client.setQueryData(whoamiQuery.queryKey, null)
      void client.invalidateQueries({ queryKey: ['cart'] })
    },
  })
}

/** Where to go after logging in (spec section 2): the requested path unless it mentions logout, else home. */
export function afterLogin(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('logout') ? next : '/'
}

export interface ProfileInput {
  first_name?: string
  last_name?: string
  nickname?: string
  phone?: string
  birth_date?: string
  promotions_opt_out?: boolean
  gold?: boolean
}

/** PUT /users: dashes are stripped from the phone before sending (spec section 5). */
export function useUpdateProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      request<{ user: Customer }>(`${apiPath}/users`, {
        method: 'PUT',
        body: { user: { ...input, phone: input.phone?.replaceAll('-', '') } },
      }).then((r) => r.user),
    onSuccess: (user) => {
      client.setQueryData(whoamiQuery.queryKey, user)
      // Gold membership changes what the bag costs.
      void client.invalidateQueries({ queryKey: ['cart'] })
    },
  })
}
