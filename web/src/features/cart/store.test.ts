import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../lib/types'
import { switchCartMode, useLocalCart } from './store'

const serverCart = (over: Partial<Cart> = {}) =>
  ({
    uuid: 'u1',
    id: 1,
    status: 'pending',
    store: { id: 1, name: 'Golden Gate Greenhouse' },
    reservation_mode: 'pickup',
    products: [{ id: 100, product_id: 100, price_id: 'gram', count: 2, unit_price: 12, line_total: 24, available: true }],
    product_count: 2,
    promo_code: null,
    delivery_address: null,
    ...over,
  }) as Cart

describe('the local cart', () => {
  beforeEach(() => {
    localStorage.clear()
    switchCartMode('default')
    useLocalCart.getState().clear()
    useLocalCart.setState({ adding: false, replacement: undefined })
  })

  it('becomes pending with the server cart and keeps only the persisted fields', () => {
    useLocalCart.getState().syncFromServer(serverCart(), 1_000)
    const s = useLocalCart.getState()
    expect(s.status).toBe('pending')
    expect(s.products).toEqual([{ id: 100, price_id: 'gram', count: 2 }])
    expect(s.syncedAt).toBe(1_000)
    s.setAdding(true)
    s.openDrawer()
    const kept = JSON.parse(localStorage.getItem('pistil.cart.default') ?? '{}') as { state: Record<string, unknown> }
    // tags is undefined until the server's tags are kept, and JSON leaves it out.
    expect(Object.keys(kept.state).sort()).toEqual(['delivery_address', 'products', 'promo_code', 'reservation_mode', 'status', 'store', 'uuid'])
    expect(kept.state.uuid).toBe('u1')
  })

  it('clears when the server cart is empty, and on clear()', () => {
    useLocalCart.getState().syncFromServer(serverCart())
    useLocalCart.getState().syncFromServer(serverCart({ products: [], product_count: 0 }))
    expect(useLocalCart.getState().uuid).toBeUndefined()
    useLocalCart.getState().syncFromServer(serverCart())
    useLocalCart.getState().openDrawer()
    useLocalCart.getState().clear()
    expect(useLocalCart.getState()).toMatchObject({ uuid: undefined, store: undefined, products: [], drawerOpen: false })
  })

  it('holds an add for another store until answered', () => {
    const input = { storeId: 2, storeName: 'Mile High', productId: 102, priceId: 'each' as const, count: 1 }
    useLocalCart.getState().holdReplacement(input)
    expect(useLocalCart.getState().replacement).toEqual(input)
    useLocalCart.getState().dropReplacement()
    expect(useLocalCart.getState().replacement).toBeUndefined()
  })

  it('keeps a cart per app mode and partner', () => {
    useLocalCart.getState().syncFromServer(serverCart())
    switchCartMode('embedded', '42')
    expect(useLocalCart.getState().uuid).toBeUndefined()
    useLocalCart.getState().syncFromServer(serverCart({ uuid: 'u42' }))
    expect(JSON.parse(localStorage.getItem('pistil.cart.embedded.42') ?? '{}').state.uuid).toBe('u42')
    switchCartMode('default')
    expect(useLocalCart.getState().uuid).toBe('u1')
    expect(useLocalCart.getState().mode).toBe('default')
  })
})
