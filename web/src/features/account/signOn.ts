// Single sign-on (spec sections 1 and 7): the provider's own script gives
// the shopper's ID token, the server verifies it and answers a session like
// a password login. Failures go to the error tracker only (spec section 8).

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import { deviceId } from '../../lib/deviceId'
import { reportError } from '../../lib/errorReporting'
import { bearerOf, switchCustomer } from './api'
import type { Customer } from '../../lib/session'
import { loggedIn } from '../../lib/analytics'
import { setToken } from '../../lib/token'
import type { Answer, Body } from '../../lib/wire'

export type SignOnProvider = 'google' | 'apple'

export const providerLabel: Record<SignOnProvider, string> = { google: 'Google', apple: 'Apple' }

const endpoint: Record<SignOnProvider, string> = {
  google: `${apiPath}/auth/google_oauth2/callback`,
  apple: `${apiPath}/users/id_tokens/apple`,
}

export interface SignOnInput {
  idToken: string
  keepSignedIn: boolean
  /** Apple passes the shopper's names on the first sign-in only (spec section 5). */
  firstName?: string
  lastName?: string
}

/** Posts a provider's ID token and keeps the session token as a password login does. */
export async function signInWithIdToken(provider: SignOnProvider, input: SignOnInput): Promise<Customer> {
  let token = ''
  // Both providers' endpoints answer a session.
  const answer = await request<Answer<'/api/v1/users/id_tokens/apple', 'post'>>(endpoint[provider], {
    method: 'POST',
    token: '',
    body: {
      id_token: input.idToken,
      first_name: input.firstName,
      last_name: input.lastName,
      remember_me: input.keepSignedIn,
      j_device_id: deviceId(),
    } satisfies Body<'/api/v1/users/id_tokens/apple', 'post'> & Body<'/api/v1/auth/google_oauth2/callback', 'post'>,
    onResponse: (res) => {
      token = bearerOf(res)
    },
  })
  if (token) setToken(token, input.keepSignedIn)
  return answer.user
}

/** signInWithIdToken as a mutation that updates who is signed in and the bag. */
export function useSignOn(provider: SignOnProvider) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: SignOnInput) => signInWithIdToken(provider, input),
    onSuccess: (user) => {
      switchCustomer(client, user)
      if (user) loggedIn(user.id, provider)
    },
  })
}

/** Reports a sign-on failure to the error tracker only (spec section 8). */
export function reportSignOnError(provider: SignOnProvider, error: unknown) {
  console.error(`${providerLabel[provider]} sign-in failed`, error)
  reportError({ error, ours: true })
}
