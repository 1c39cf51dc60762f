import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
    fetch.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('are sent in the marketplace', async () => {
    const { reportImpression, reportClick, SDK_DEBOUNCE_MS } = await events('/stores/2/x/menu', {})
    reportImpression({ storeId: 2, productId: 7 })
    reportClick({ storeId: 2, productId: 7 })
    await vi.advanceTimersByTimeAsync(SDK_DEBOUNCE_MS)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('are never sent from a kiosk', async () => {
    const { reportImpression, reportClick, SDK_DEBOUNCE_MS } = await events('/kiosk/stores/2/menu', { appMode: 'kiosk' })
    reportImpression({ storeId: 2, productId: 7 })
    reportClick({ storeId: 2, productId: 7, isAddToCart: true })
    await vi.advanceTimersByTimeAsync(SDK_DEBOUNCE_MS * 2)
    expect(fetch).not.toHaveBeenCalled()
  })
})
