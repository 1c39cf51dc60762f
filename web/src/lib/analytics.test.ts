import { afterEach, describe, expect, it, vi } from 'vitest'
import { identify, optedOut, resetAnalyticsForTests, setOptedOut, track } from './analytics'
import { localStore } from './browserStorage'

// In tests, as in development, the module only logs (console.info): what it
// logs is what it would send.
describe('the analytics module', () => {
  afterEach(() => {
    setOptedOut(false)
    localStore().clear()
    resetAnalyticsForTests()
    vi.restoreAllMocks()
  })

  it('logs a tracked event with its properties scrubbed', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    track('NavBarTap', { navBarItem: 'Stores', email: 'jo@example.com', note: 'call 415-555-0100' })
    expect(info).toHaveBeenCalledTimes(1)
    const logged = JSON.stringify(info.mock.calls[0])
    expect(logged).toContain('NavBarTap')
    expect(logged).not.toMatch(/jo@example\.com|415-555-0100/)
  })

  it('sends nothing once the shopper opted out, and keeps the choice', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    setOptedOut(true)
    expect(optedOut()).toBe(true)
    expect(localStore().getItem('pistil.analyticsOptOut')).toBe('1')
    track('HomeTap')
    identify('login', { userId: 'customer:1' })
    expect(info).not.toHaveBeenCalled()
    setOptedOut(false)
    track('HomeTap')
    expect(info).toHaveBeenCalledTimes(1)
  })

  it('lets identity calls of a source through once per 15 minutes', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const t0 = 1_700_000_000_000
    identify('login', {}, t0)
    identify('login', {}, t0 + 14 * 60_000)
    identify('alias', {}, t0 + 60_000)
    identify('login', {}, t0 + 15 * 60_000)
    expect(info.mock.calls.map((c) => c[1])).toEqual(['login', 'alias', 'login'])
  })
})
