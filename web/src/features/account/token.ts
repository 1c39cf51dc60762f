// The session token (spec section 4): in session storage when the shopper
// did not ask to be kept signed in, else in persistent storage. The api
// module sends it with every request.

import { localStore, sessionStore } from '../../lib/browserStorage'

const KEY = 'pistil.auth.token'

export function getToken(): string | undefined {
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
