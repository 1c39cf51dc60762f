import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SDK_DEBOUNCE_MS } from '../../lib/beacon'
import type { PublicSettings } from '../../lib/settings'

vi.mock('../../lib/deviceId', () => ({ ensureDeviceId: () => Promise.resolve('device-1') }))

// Fresh modules (the impressions already seen, the page's mode) for each
// test, on a page of this path and settings.
async function events(pathname: string, settings: PublicSettings) {
  vi.resetModules()
  const mode = await import('../../lib/appMode')
  mode.resetAppContextForTests(mode.resolveAppMode({ pathname }, settings))
  return import('./events')
}

describe('merchandising events', () => {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetch)
    // Outside development: in development they are only logged (the last test).
    vi.stubEnv('DEV', false)
    fetch.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('are sent in the marketplace', async () => {
    const { reportImpression, reportClick } = await events('/stores/2/x/menu', {})
    reportImpression({ storeId: 2, productId: 7 })
    reportClick({ storeId: 2, productId: 7 })
    await vi.advanceTimersByTimeAsync(SDK_DEBOUNCE_MS)
    expect(fetch).toHaveBeenCalledTimes(2)
    const [url, init] = (fetch.mock.calls as unknown as [string, RequestInit][])[0]!
    expect(url).toBe('/merch/v2/event/1')
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain' } })
  })

  it('send the session, in order, when the page is hidden', async () => {
    // Store 3: the modules of the other tests listen on the same document.
    const { reportImpression, reportClick } = await events('/stores/3/x/menu', {})
    reportImpression({ storeId: 3, productId: 7, placement: 'menu_inline_table' })
    reportClick({ storeId: 3, productId: 7, placement: 'menu_inline_table' })
    reportClick({ storeId: 3, productId: 7, isAddToCart: true })
    await vi.advanceTimersByTimeAsync(SDK_DEBOUNCE_MS)
    fetch.mockClear()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    type Session = { storeId: number; distinctId: string; janeDeviceId: string; events: { type: string; productId: number }[] }
    const sessions = (fetch.mock.calls as unknown as [string, RequestInit][])
      .filter(([url]) => url.endsWith('/v2/event/session'))
      .map(([, init]) => JSON.parse(init.body as string) as Session)
      .filter((b) => b.storeId === 3)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ distinctId: 'device-1', janeDeviceId: 'device-1' })
    expect(sessions[0]!.events.map((e) => e.type)).toEqual(['impression', 'click', 'add_to_cart'])
  })

  it('are never sent from a kiosk', async () => {
    const { reportImpression, reportClick } = await events('/kiosk/stores/2/menu', { appMode: 'kiosk' })
    reportImpression({ storeId: 2, productId: 7 })
    reportClick({ storeId: 2, productId: 7, isAddToCart: true })
    await vi.advanceTimersByTimeAsync(SDK_DEBOUNCE_MS * 2)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    // Nothing from the kiosk (the earlier tests' modules, still listening, have sent their sessions already).
    expect(fetch).not.toHaveBeenCalled()
  })

  it('are only logged in development, like usage analytics', async () => {
    vi.stubEnv('DEV', true)
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { reportImpression } = await events('/stores/4/x/menu', {})
    reportImpression({ storeId: 4, productId: 9 })
    await vi.advanceTimersByTimeAsync(SDK_DEBOUNCE_MS * 2)
    expect(fetch).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith('[merchandising]', '/v2/event/1', { storeId: 4, productId: 9 })
  })
})
