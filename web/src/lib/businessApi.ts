// The store console's client (ADR 0022, section 7): calls under
// /api/v1/business with the staff cookie, which stays on this origin
// (credentials same-origin). A shopper's bearer token is never sent there:
// the console's API judges a request that carries a bearer by that token
// alone. Every write carries the session's CSRF token as X-CSRF-Token; the
// token comes from GET /api/v1/business/session and lives in this module's
// memory only, never in storage. Errors are the app's ApiError.

import { ApiError, apiPath, request } from './api'

/** Where the console's API answers. */
export const businessPath = `${apiPath}/business`

let csrfToken: string | undefined

/** Keeps the session's CSRF token for the page's life; undefined (or '') forgets it. */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token || undefined
}

/** The CSRF token kept, if any. */
export function csrfTokenKept(): string | undefined {
  return csrfToken
}

let onSignedOut: ((message: string) => void) | undefined

/**
 * Hears that the session ended under the console (401 on a call made with
 * a session: it expired, or was signed out on another device); the frame
 * forgets the session and asks to sign in again.
 */
export function setSignedOutHandler(fn: ((message: string) => void) | undefined) {
  onSignedOut = fn
}

export interface BusinessRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | undefined>
  signal?: AbortSignal
  /** Sends body, a string, as it is with this Content-Type instead of as JSON: text/csv for the menu's import. */
  contentType?: string
}

/** One call of the console's API: path is under /api/v1/business, e.g. '/session'. */
export async function businessRequest<T>(path: string, options: BusinessRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const sentWith = csrfToken
  try {
    return await request<T>(`${businessPath}${path}`, {
      method,
      body: options.body,
      query: options.query,
      signal: options.signal,
      contentType: options.contentType,
      token: '',
      credentials: 'same-origin',
      headers: method !== 'GET' && sentWith ? { 'X-CSRF-Token': sentWith } : undefined,
    })
  } catch (err) {
    // A 401 is news only for a call made within a session (one holds a CSRF token): a wrong password is no sign-out.
    if (err instanceof ApiError && err.status === 401 && sentWith !== undefined && csrfToken === sentWith) {
      setCsrfToken(undefined)
      onSignedOut?.(err.message)
    }
    throw err
  }
}
