// The one way the app sends usage analytics, merchandising events and error
// reports: a text/plain POST with keepalive, so it survives the page
// changing and, same-origin, needs no CORS preflight (the collectors answer
// OPTIONS for the frameless embed's cross-origin posts). A signed-in
// shopper's token rides along as a bearer token when asked, so the server
// attributes their analytics events; error reports go without credentials
// and in no-cors mode, since nobody reads their answer.

import { getToken } from './token'

/** The SDK debounce of spec section 9: events wait this long to go in one batch. */
export const SDK_DEBOUNCE_MS = 1000

export interface BeaconOptions {
  /** Cookies: 'include' (the default) for the collectors, 'omit' for error reports. */
  credentials?: RequestCredentials
  /** 'no-cors' when the answer is never read and no header beyond Content-Type goes. */
  mode?: RequestMode
  /** Send the stored session token as Authorization: Bearer, when there is one. */
  auth?: boolean
}

/** Posts body to url as text/plain with keepalive; it never throws nor rejects. */
export function beacon(url: string, body: string, { credentials = 'include', mode, auth = false }: BeaconOptions = {}): void {
  try {
    const token = auth && mode !== 'no-cors' ? getToken() : undefined
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials,
      ...(mode ? { mode } : {}),
      headers: { 'Content-Type': 'text/plain', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    }).catch(() => undefined)
  } catch {
    // Sending must never break the page.
  }
}
