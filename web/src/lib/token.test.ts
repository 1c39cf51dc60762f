import { afterEach, describe, expect, it } from 'vitest'
import { resetAppContextForTests, resolveAppMode } from './appMode'
import { clearToken, getToken, setToken } from './token'

afterEach(() => {
  clearToken()
  resetAppContextForTests()
})

describe('getToken', () => {
  it('gives the stored token, but none where the partner switched accounts off', () => {
    resetAppContextForTests(resolveAppMode({ pathname: '/' }, {}))
    setToken('t-1', true)
    expect(getToken()).toBe('t-1')
    const partner = { id: 1, name: 'S', mode: 'embedded' as const, allowed_origins: [], theme: {}, store_ids: [1], auth_disabled: true, partner_hosted_path: '' }
    resetAppContextForTests(resolveAppMode({ pathname: '/embed/stores/1/menu' }, { partner }))
    expect(getToken()).toBeUndefined()
  })
})
