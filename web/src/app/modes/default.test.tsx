import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../../lib/fakeFetch'
import { defaultRoutes } from './default'

afterEach(() => vi.unstubAllGlobals())

// The store's answer never comes (every call but the menu's rows is
// refused): what is asked for is asked by the route's loader, before the
// screen, which waits for the store and its age question.
function open(path: string) {
  const server = fakeFetch({ 'POST /merch/v2/multi': { status: 200, body: { placements: [] } } })
  vi.stubGlobal('fetch', server.fetch)
  createMemoryRouter(defaultRoutes(), { initialEntries: [path] })
  return server.calls
}

describe('the store screens’ loaders', () => {
  it('ask for a menu’s featured rows at once, and not for a menu with a query in its address', async () => {
    const calls = open('/stores/70/fog-city/menu')
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/merch/v2/multi' && (c.body as { store_id?: number } | undefined)?.store_id === 70)).toBe(true))
    const filtered = open('/stores/71/fog-city/menu?query=kush')
    await new Promise((r) => setTimeout(r, 50))
    expect(filtered.some((c) => c.path === '/merch/v2/multi')).toBe(false)
  })

  it('ask for a product page’s product at once', async () => {
    const calls = open('/stores/72/fog-city/products/9/romulan')
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/v1/products/9' && c.query.get('store_id') === '72')).toBe(true))
  })
})
