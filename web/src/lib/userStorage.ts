// User storage keys (spec section 9: "User storage keys are removed on
// boot"). Data about a signed-in customer that the app may keep on the
// device lives under the `pistil.user.` prefix, in local or session
// storage; the server is the only source of who is signed in, so such data
// never outlives the page that wrote it. Left alone: the session token
// (pistil.auth.token), the device id and its fingerprint cache, the cart,
// the age gate answer and the A/B test variations.

import { localStore, sessionStore } from './browserStorage'

export const USER_KEY_PREFIX = 'pistil.user.'

/** Keys from before the prefix existed, removed as well. */
export const LEGACY_USER_KEYS = ['pistil.user', 'pistil.customer', 'pistil.whoami']

export function isUserStorageKey(key: string): boolean {
  return key.startsWith(USER_KEY_PREFIX) || LEGACY_USER_KEYS.includes(key)
}

/** Removes every user storage key from the given storages; answers the keys removed. */
export function removeUserStorageKeys(storages: Storage[] = defaultStorages()): string[] {
  const removed: string[] = []
  for (const storage of storages) {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key !== null && isUserStorageKey(key)) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
    removed.push(...keys)
  }
  return removed
}

function defaultStorages(): Storage[] {
  try {
    return [localStore(), sessionStore()]
  } catch {
    // Storage refused (a privacy setting): nothing to clean.
    return []
  }
}
