import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../../lib/fakeFetch'
import { CARD_SIZES } from '../../lib/photos'
import { defaultRoutes } from './default'

afterEach(() => vi.unstubAllGlobals())

// The store's answer never comes (every call but the menu's rows is
// refused): what is asked for is asked by the route's loader, before the
// screen, which waits for the store and its age question.
function open(path: string, placements: unknown[] = []) {
  const server = fakeFetch({ 'POST /merch/v2/multi': { status: 200, body: { placements } } })
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

  it('fetch the first row’s first four pictures as soon as the rows come, as their cards’ <img> will', async () => {
    const made: { src: string; srcset: string; sizes: string; fetchPriority: string }[] = []
    vi.stubGlobal(
      'Image',
      class {
        src = ''
        srcset = ''
        sizes = ''
        fetchPriority = ''
        constructor() {
          made.push(this)
        }
      },
    )
    const slot = (id: number, image?: string) => ({ object_id: id, search_attributes: { image_urls: image ? [image] : [] } })
    const photo = (key: string) => `/images/menu/${key}/medium.jpg`
    open('/stores/73/fog-city/menu', [
      { placement: 'menu_top_row', products: [] },
      { placement: 'best_selling', products: [slot(1, photo('a')), slot(2, '/images/products/flower-3.svg'), slot(3), slot(4, photo('d')), slot(5, photo('e'))] },
      { placement: 'specials', products: [slot(6, photo('f'))] },
    ])
    await vi.waitFor(() => expect(made).toHaveLength(3))
    expect(made.map((m) => m.src)).toEqual([photo('a'), '/images/products/flower-3.svg', photo('d')])
    expect(made[0]).toMatchObject({ sizes: CARD_SIZES, srcset: expect.stringContaining('/images/menu/a/large.jpg 1000w') as string, fetchPriority: 'high' })
    expect(made[1]).toMatchObject({ srcset: '', sizes: '' })
  })

  it('ask for the store at once, on every store screen', async () => {
    for (const [i, path] of ['/stores/74/fog-city/menu', '/stores/75/fog-city/about', '/stores/76/fog-city/products/9/romulan'].entries()) {
      const calls = open(path)
      await vi.waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === `/api/v1/stores/${74 + i}`)).toBe(true))
    }
  })

  it('ask for a product page’s product at once', async () => {
    const calls = open('/stores/72/fog-city/products/9/romulan')
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/v1/products/9' && c.query.get('store_id') === '72')).toBe(true))
  })
})
