import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import { deviceId } from '../../lib/deviceId'
import { clearToken, getToken, setToken } from '../../lib/token'
import { whoamiQuery, type Customer } from '../../lib/session'
import { currentAppMode, homeAfterLogin } from '../../lib/askToLogIn'
import { loggedIn, registered } from '../../lib/analytics'
import type { Answer, Body } from '../../lib/wire'

/** A login waiting for its verification code (flag mfa_check): where the code went, and the token to send it back with. */
export type MfaChallenge = Required<Pick<LoginAnswer, 'mfa_token' | 'channel' | 'destination' | 'sms_available'>>

/** What logging in gives: the customer, or a verification code to ask for first. */
export type SignInResult = { user: Customer } | { mfa: MfaChallenge }

type LoginAnswer = Answer<'/api/v1/sessions', 'post'>

export interface LoginInput {
  email: string
  password: string
  keepSignedIn: boolean
  firstName?: string
  lastName?: string
}

/** Logs in and keeps the token; a device new to the account may be asked for a verification code first. */
export function useSignIn() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<SignInResult> => {
      let token = ''
      const answer = await request<LoginAnswer>(`${apiPath}/sessions`, {
        method: 'POST',
        token: '',
        body: {
          user: { email: input.email, password: input.password },
          remember_me: input.keepSignedIn,
          j_device_id: deviceId(),
        } satisfies Body<'/api/v1/sessions', 'post'>,
        onResponse: (res) => {
          token = bearerOf(res)
        },
      })
      if (answer.mfa_required && answer.mfa_token) {
        return {
          mfa: {
            mfa_token: answer.mfa_token,
            channel: answer.channel ?? 'email',
            destination: answer.destination ?? '',
            sms_available: answer.sms_available ?? false,
          },
        }
      }
      if (token) setToken(token, input.keepSignedIn)
      if (!answer.user) throw new Error('Something went wrong')
      return { user: answer.user }
    },
    onSuccess: (result) => {
      if (!('user' in result)) return
      switchCustomer(client, result.user)
      loggedIn(result.user.id, 'email')
    },
  })
}

/**
 * POST /users: asks for an account. Nothing is signed in yet: the server mails the address a link that makes the
 * account (or, when it has one, says so), and answers the same message either way. next is the page the link
 * leads back to.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (input: LoginInput & { next?: string }) =>
      request<Answer<'/api/v1/users', 'post'>>(`${apiPath}/users`, {
        method: 'POST',
        token: '',
        body: {
          user: { email: input.email, password: input.password, first_name: input.firstName, last_name: input.lastName },
          remember_me: input.keepSignedIn,
          next: input.next,
        } satisfies Body<'/api/v1/users', 'post'>,
      }).then((r) => r.message),
  })
}

/** POST /users/confirmation: the mailed link's token makes the account and signs it in, as long as the registration asked. */
export function useConfirmSignup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (linkToken: string) => {
      let token = ''
      const answer = await request<Answer<'/api/v1/users/confirmation', 'post'>>(`${apiPath}/users/confirmation`, {
        method: 'POST',
        token: '',
        body: { token: linkToken, j_device_id: deviceId() } satisfies Body<'/api/v1/users/confirmation', 'post'>,
        onResponse: (res) => {
          token = bearerOf(res)
        },
      })
      if (token) setToken(token, answer.remember_me)
      return answer.user
    },
    onSuccess: (user) => {
      switchCustomer(client, user)
      registered(user.id, 'email')
    },
  })
}

/** The session token of an answer's Authorization header, '' without one. */
export function bearerOf(res: Response): string {
  return (res.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '')
}

/** POST /sessions/verify: completes a login with its verification code, keeping the token as login does. */
export function useVerifyCode() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { mfaToken: string; code: string; keepSignedIn: boolean }) => {
      let token = ''
      const answer = await request<Answer<'/api/v1/sessions/verify', 'post'>>(`${apiPath}/sessions/verify`, {
        method: 'POST',
        token: '',
        body: { mfa_token: input.mfaToken, code: input.code, remember_me: input.keepSignedIn, j_device_id: deviceId() } satisfies Body<
          '/api/v1/sessions/verify',
          'post'
        >,
        onResponse: (res) => {
          token = bearerOf(res)
        },
      })
      if (token) setToken(token, input.keepSignedIn)
      return answer.user
    },
    onSuccess: (user) => {
      switchCustomer(client, user)
      if (user) loggedIn(user.id, 'verification code')
    },
  })
}

/** POST /sessions/resend: a new code, by text message or e-mail. */
export function useResendCode() {
  return useMutation({
    mutationFn: (input: { mfaToken: string; channel?: 'email' | 'sms' }) =>
      request<Answer<'/api/v1/sessions/resend', 'post'>>(`${apiPath}/sessions/resend`, {
        method: 'POST',
        token: '',
        body: { mfa_token: input.mfaToken, channel: input.channel } satisfies Body<'/api/v1/sessions/resend', 'post'>,
      }),
  })
}

/** Logs out: the server ends the session, the app forgets the token. */
export function useSignOut() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => {
      // Forget the token before the server ends its session, so that calls
      // still carrying it are not taken for an expired session.
      const token = getToken()
      clearToken()
      return token ? request<void>(`${apiPath}/sessions`, { method: 'DELETE', token }).catch(() => undefined) : Promise.resolve()
    },
    onSettled: async () => {
      clearToken()
      // A session check still on its way (e.g. from the page's load) must not answer the customer after this.
      await client.cancelQueries({ queryKey: whoamiQuery.queryKey })
      switchCustomer(client, null)
    },
  })
}

/**
 * A customer is now signed in (or, null, out): whatever was fetched for
 * the one before (their documents, reservations, bag) is dropped and
 * fetched again, so nothing of theirs shows to the next.
 */
export function switchCustomer(client: QueryClient, user: Customer | null) {
  void client.resetQueries({ predicate: (q) => q.queryKey[0] !== whoamiQuery.queryKey[0] })
  client.setQueryData(whoamiQuery.queryKey, user)
}

/**
 * Where to go after logging in (spec section 2): the requested path unless
 * it mentions logout, else home (the embedded menu in embedded mode). Only
 * a path on this site is followed, as the browser itself reads it (so not
 * //host, /\host or a tab-split one).
 */
export function afterLogin(next: string | null, home: string = homeAfterLogin(currentAppMode())): string {
  if (!next || !next.startsWith('/')) return home
  const url = new URL(next, window.location.origin)
  if (url.origin !== window.location.origin || url.pathname.includes('logout')) return home
  return url.pathname + url.search + url.hash
}

/** The customer fields PUT /users changes, each left out to keep it. */
export type ProfileInput = NonNullable<Body<'/api/v1/users', 'put'>['user']>

/** PUT /users: dashes are stripped from the phone before sending (spec section 5). */
export function useUpdateProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      request<Answer<'/api/v1/users', 'put'>>(`${apiPath}/users`, {
        method: 'PUT',
        body: { user: { ...input, phone: input.phone?.replaceAll('-', '') } } satisfies Body<'/api/v1/users', 'put'>,
      }).then((r) => r.user),
    onSuccess: (user) => {
      client.setQueryData(whoamiQuery.queryKey, user)
      // Gold membership changes what the bag costs.
      void client.invalidateQueries({ queryKey: ['cart'] })
    },
  })
}

/** POST /passwords: e-mails a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      request<Answer<'/api/v1/passwords', 'post'>>(`${apiPath}/passwords`, { method: 'POST', body: { email } satisfies Body<'/api/v1/passwords', 'post'>, token: '' }).then((r) => r.message),
  })
}

/** PUT /passwords: sets a new password with a reset link's token, which also signs the shopper in (this tab only). */
export function useResetPassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) => {
      let token = ''
      const answer = await request<Answer<'/api/v1/passwords', 'put'>>(`${apiPath}/passwords`, {
        method: 'PUT',
        token: '',
        body: { token: input.token, password: input.password, remember_me: false, j_device_id: deviceId() } satisfies Body<'/api/v1/passwords', 'put'>,
        onResponse: (res) => {
          token = bearerOf(res)
        },
      })
      if (token) setToken(token, false)
      return answer.user
    },
    onSuccess: (user) => switchCustomer(client, user),
  })
}

/** PUT /users/password: the signed-in customer's new password; their other sessions end. */
export function useChangePassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { current_password: string; password: string }) =>
      request<Answer<'/api/v1/users/password', 'put'>>(`${apiPath}/users/password`, { method: 'PUT', body: input }).then((r) => r.user),
    onSuccess: (user) => client.setQueryData(whoamiQuery.queryKey, user),
  })
}
