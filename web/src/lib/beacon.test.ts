import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearToken, setToken } from './token'
import { resetAppContextForTests } from './appMode'
import { beacon } from './beacon'
import { localStore, sessionStore } from './browserStorage'

type Call = [string, RequestInit]

describe('beacon', () => {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch)
    fetch.mockClear()
  })
  afterEach(() => {
    clearToken()
    vi.unstubAllGlobals()
  })

  it('posts text/plain with keepalive and cookies, and no token unless asked', () => {
    setToken('tok-1', false)
    beacon('/merch/v2/event/1', '{"a":1}')
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as Call
    expect(url).toBe('/merch/v2/event/1')
    expect(init).toEqual({ method: 'POST', body: '{"a":1}', keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain' } })
  })

  it('sends the stored session token as a bearer token when asked', () => {
    setToken('tok-2', true)
    beacon('/collect/v1/events', '{}', { auth: true })
    const [, init] = fetch.mock.calls[0] as unknown as Call
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain', Authorization: 'Bearer tok-2' })
  })

  it('sends no Authorization for a guest, nor in no-cors mode', () => {
    beacon('/collect/v1/events', '{}', { auth: true })
    setToken('tok-3', false)
    beacon('/collect/v1/errors', '{}', { auth: true, credentials: 'omit', mode: 'no-cors' })
    const calls = fetch.mock.calls as unknown as Call[]
    const guest = calls[0]?.[1]
    const report = calls[1]?.[1]
    expect(guest?.headers).toEqual({ 'Content-Type': 'text/plain' })
    expect(report).toMatchObject({ credentials: 'omit', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } })
  })

  it('never throws nor leaves a rejected promise', async () => {
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    expect(() => beacon('/x', '')).not.toThrow()
    fetch.mockImplementationOnce(() => {
      throw new TypeError('keepalive quota')
    })
    expect(() => beacon('/x', '')).not.toThrow()
    await Promise.resolve()
  })
})

// The analytics module's send path, outside development.
describe('analytics by beacon', () => {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetch)
    vi.stubEnv('DEV', false)
    fetch.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
    localStore().clear()
    sessionStore().clear()
    resetAppContextForTests()
  })

  it('posts a signed-in shopper’s batch to /collect/v1/events with their token after the debounce', async () => {
    vi.resetModules()
    vi.doMock('./deviceId', () => ({ ensureDeviceId: () => Promise.resolve('device-7') }))
    const token = await import('./token')
    token.setToken('shopper-token', false)
    const { track } = await import('./analytics')
    const { SDK_DEBOUNCE_MS } = await import('./beacon')
    track('NavBarTap', { navBarItem: 'Stores', email: 'jo@example.com' })
    track('HomeTap')
    expect(fetch).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(SDK_DEBOUNCE_MS)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as Call
    expect(url).toMatch(/\/collect\/v1\/events$/)
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer shopper-token' } })
    const body = JSON.parse(String(init.body)) as { deviceId: string; events: { name: string; properties: Record<string, unknown> }[] }
    expect(body.deviceId).toBe('device-7')
    expect(body.events.map((e) => e.name)).toEqual(['NavBarTap', 'HomeTap'])
    expect(body.events[0]?.properties.email).toBe('[redacted]')
    vi.doUnmock('./deviceId')
  })
})
