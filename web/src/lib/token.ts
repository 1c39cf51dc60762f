// The session token (spec section 4): in session storage when the shopper
// did not ask to be kept signed in, else in persistent storage. The api
// module sends it with every request.

import { appContext } from './appMode'
import { localStore, sessionStore } from './browserStorage'

const KEY = 'pistil.auth.token'

/**
 * The stored token; none in a mode whose partner switched accounts off, so
 * a token kept from the marketplace never signs a shopper in there.
 */
export function getToken(): string | undefined {
  if (!appContext().features.auth) return undefined
  return sessionStore().getItem(KEY) ?? localStore().getItem(KEY) ?? undefined
}

export function setToken(token: string, keepSignedIn: boolean) {
  clearToken()
  ;(keepSignedIn ? localStore() : sessionStore()).setItem(KEY, token)
}

export function clearToken() {
  sessionStore().removeItem(KEY)
  localStore().removeItem(KEY)
}
