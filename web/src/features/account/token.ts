// The session token (spec section 4): in session storage when the shopper
// did not ask to be kept signed in, else in persistent storage. The api
// module sends it with every request.

const KEY = 'pistil.auth.token'

export function getToken(): string | undefined {
  return window.sessionStorage.getItem(KEY) ?? window.localStorage.getItem(KEY) ?? undefined
}

export function setToken(token: string, keepSignedIn: boolean) {
  clearToken()
  ;(keepSignedIn ? window.localStorage : window.sessionStorage).setItem(KEY, token)
}

export function clearToken() {
  window.sessionStorage.removeItem(KEY)
  window.localStorage.removeItem(KEY)
}
