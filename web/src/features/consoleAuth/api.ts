// Signing in to the store console and a staff member's second factor
// (ADR 0022, section 1), over lib/businessApi.ts. A call that answers a
// session keeps it (lib/staffSession.ts), CSRF token and all.

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api'
import { businessRequest } from '../../lib/businessApi'
import { keepStaffSession, staffSessionQuery, type StaffSession } from '../../lib/staffSession'
import type { Answer, Body } from '../../lib/wire'

export type StaffSignIn = Answer<'/api/v1/business/session', 'post'>
/** How a sign-in's second step is proved: the app's code, a recovery code, or a code by e-mail. */
export type Factor = Exclude<NonNullable<StaffSignIn['methods']>[number], ''>
export type EmailCodeSent = Answer<'/api/v1/business/session/email_code', 'post'>
export type TotpEnrolment = Answer<'/api/v1/business/me/totp', 'post'>
export type RecoveryCodes = Answer<'/api/v1/business/me/totp/confirm', 'post'>

/**
 * The password step. A right password answers a challenge for the second
 * step; or, for someone who never finished setting up an authenticator
 * app, a session that may only do that, whose CSRF token is read before
 * this resolves.
 */
export function useStaffSignIn() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: Body<'/api/v1/business/session', 'post'>): Promise<StaffSignIn> => {
      const answer = await businessRequest<StaffSignIn>('/session', { method: 'POST', body: input })
      if (answer.next === 'enrol') await client.fetchQuery({ ...staffSessionQuery, staleTime: 0 })
      return answer
    },
  })
}

/** The second step: the challenge, a method and its code; answers the session, kept. */
export function useSecondFactor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: Body<'/api/v1/business/session/second_factor', 'post'>) =>
      businessRequest<StaffSession>('/session/second_factor', { method: 'POST', body: input }),
    onSuccess: (session) => keepStaffSession(client, session),
  })
}

/** Mails a sign-in code for the challenge. */
export function useEmailCode() {
  return useMutation({
    mutationFn: (challenge: string) =>
      businessRequest<EmailCodeSent>('/session/email_code', {
        method: 'POST',
        body: { challenge } satisfies Body<'/api/v1/business/session/email_code', 'post'>,
      }),
  })
}

/** Uses an invitation link: sets the password and starts a session that must enrol. */
export function useWelcome() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: Body<'/api/v1/business/welcome', 'post'>) => businessRequest<StaffSession>('/welcome', { method: 'POST', body: input }),
    onSuccess: (session) => keepStaffSession(client, session),
  })
}

/** A new authenticator secret, shown once. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => businessRequest<TotpEnrolment>('/me/totp', { method: 'POST' }) })
}

/**
 * Proves the app took the secret; answers the ten recovery codes, shown
 * once. The session is read again only once they are put away
 * (useFinishEnrolment), so the screen showing them stays.
 */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) =>
      businessRequest<RecoveryCodes>('/me/totp/confirm', {
        method: 'POST',
        body: { code } satisfies Body<'/api/v1/business/me/totp/confirm', 'post'>,
      }),
  })
}

/** Reads the session again after enrolling, so the console sees the second factor proved. */
export function useFinishEnrolment() {
  const client = useQueryClient()
  return () => client.fetchQuery({ ...staffSessionQuery, staleTime: 0 })
}

/** Ten new recovery codes; the old ones stop working. */
export function useNewRecoveryCodes() {
  return useMutation({ mutationFn: () => businessRequest<RecoveryCodes>('/me/recovery_codes', { method: 'POST' }) })
}

/**
 * Signs out: this session (DELETE /session), or with everywhere every
 * session of the person (POST /session/everywhere). A session that had
 * ended already (401) is signed out too. Any other failure keeps the
 * session: its cookie still works, so the screen must not pretend.
 */
export function useSignOut() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      try {
        await businessRequest<void>(everywhere ? '/session/everywhere' : '/session', { method: everywhere ? 'POST' : 'DELETE' })
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 401)) throw err
      }
      keepStaffSession(client, null)
    },
  })
}
