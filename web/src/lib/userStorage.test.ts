import { beforeEach, describe, expect, it } from 'vitest'
import { isUserStorageKey, removeUserStorageKeys } from './userStorage'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('removeUserStorageKeys', () => {
  it('removes user keys from both storages and keeps the token, device id, cart, age gate and tests', () => {
    const kept = {
      'pistil.auth.token': 'token',
      'pistil.jdid': 'abcdefghijklmnopqrstu',
      'pistil.fingerprint': '{"id":"x","expires":1}',
      'pistil.cart.default': '{"state":{}}',
      'pistil.ab.fee_label': 'variation',
      'pistil.ageGate': '{"age":21}',
      'pistil.loginPrompt.dismissedUntil': '1',
      'pistil.username': 'not under the prefix',
    }
    for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v)
    sessionStorage.setItem('pistil.auth.token', 'session token')
    localStorage.setItem('pistil.user.profile', '{"email":"ada@example.com"}')
    localStorage.setItem('pistil.user', '{}')
    localStorage.setItem('pistil.customer', '{}')
    sessionStorage.setItem('pistil.user.checkout', '{}')
    sessionStorage.setItem('pistil.whoami', '{}')

    const removed = removeUserStorageKeys()

    expect(removed.sort()).toEqual(['pistil.customer', 'pistil.user', 'pistil.user.checkout', 'pistil.user.profile', 'pistil.whoami'])
    for (const [k, v] of Object.entries(kept)) expect(localStorage.getItem(k)).toBe(v)
    expect(sessionStorage.getItem('pistil.auth.token')).toBe('session token')
    expect(localStorage.length).toBe(Object.keys(kept).length)
    expect(sessionStorage.length).toBe(1)
  })

  it('tells user keys from others', () => {
    expect(isUserStorageKey('pistil.user.anything')).toBe(true)
    expect(isUserStorageKey('pistil.users')).toBe(false)
    expect(isUserStorageKey('pistil.auth.token')).toBe(false)
  })
})
