import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useModals } from '../../components/ui/modals'
import { setOptedOut } from '../../lib/analytics'
import type { Cart } from '../../lib/types'
import { cartQuery, useAddToCart, useRemoveLine } from './api'
import { ReplaceCartModal, ReplaceCartPage } from './ReplaceCart'
import { useLocalCart } from './store'

const cart = (over: Partial<Cart> = {}): Cart =>
  ({
    uuid: 'cart-a',
    id: 1,
    status: 'pending',
    store: { id: 1, name: 'Fog City Botanicals' },
    reservation_mode: 'pickup',
    products: [{ id: 100, product_id: 100, price_id: 'each', count: 1, name: 'Mints', unit_price: 10, line_total: 10, available: true }],
    product_count: 1,
    promo_code: null,
    ...over,
  }) as Cart

type Call = { url: string; method: string; body: unknown }

/** Answers fetches in turn from the list (the last one again once it runs out); records the calls. */
function answers(...list: { status: number; body?: unknown; wait?: Promise<void> }[]) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined })
      const a = list[Math.min(calls.length - 1, list.length - 1)]!
      await a.wait
      return a.status === 204 ? new Response(null, { status: 204 }) : new Response(JSON.stringify(a.body ?? {}), { status: a.status })
    }),
  )
  return calls
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  )
}

const mints = { storeId: 1, storeName: 'Fog City Botanicals', productId: 100, priceId: 'each' as const, count: 1 }
const chews = { storeId: 2, storeName: 'Sunset Grove Dispensary', productId: 200, priceId: 'each' as const, count: 1 }

let errors: string[] = []
function AddButton({ input }: { input: typeof mints }) {
  const add = useAddToCart()
  return (
    <button type="button" onClick={() => add.mutate(input, { onError: (e) => errors.push(e.message) })}>
      {add.isPending ? 'Adding' : 'Add'}
    </button>
  )
}

function RemoveButton() {
  const remove = useRemoveLine()
  return (
    <button type="button" onClick={() => remove.mutate({ productId: 100, priceId: 'each' })}>
      Remove
    </button>
  )
}

beforeEach(() => {
  localStorage.clear()
  errors = []
  useLocalCart.getState().clear()
  useLocalCart.setState({ adding: false, replacement: undefined, drawerOpen: false })
  useModals.getState().closeModal()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useAddToCart', () => {
  it('ignores a second add while the first is in flight, then keeps the cart pending and opens the drawer', async () => {
    let release = () => {}
    const calls = answers({ status: 201, body: { cart_uuid: 'cart-a', cart: cart() }, wait: new Promise((r) => (release = r)) })
    render(<AddButton input={mints} />, { wrapper })
    const button = screen.getByRole('button')
    act(() => {
      button.click()
      button.click()
    })
    expect(screen.getByRole('button')).toHaveTextContent('Adding')
    release()
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Add'))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toMatchObject({ cart_uuid: null, store_id: 1, app_mode: 'default', product: { product_id: 100, price_id: 'each', count: 1 } })
    expect(useLocalCart.getState()).toMatchObject({ uuid: 'cart-a', status: 'pending', drawerOpen: true, products: [{ id: 100, price_id: 'each', count: 1 }] })
  })

  it("sends the visit's tracking tags with the add, unless the shopper opted out of analytics", async () => {
    window.history.replaceState({}, '', '/stores/1/fog-city-botanicals/menu?utm_source=newsletter&utm_campaign=420-sale&size=2')
    sessionStorage.clear()
    const calls = answers({ status: 201, body: { cart_uuid: 'cart-a', cart: cart() } })
    render(<AddButton input={mints} />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toMatchObject({ tags: { utm_source: 'newsletter', utm_campaign: '420-sale' } })
    expect(calls[0]!.body).not.toHaveProperty('app_mode_name') // the marketplace is no partner's site

    setOptedOut(true)
    try {
      await userEvent.click(screen.getByRole('button'))
      await waitFor(() => expect(calls).toHaveLength(2))
      expect(calls[1]).toMatchObject({ method: 'POST', url: expect.stringContaining('/api/v1/cart_products') as unknown })
      expect(calls[1]!.body).toMatchObject({ product: { product_id: 100 } })
      expect(calls[1]!.body).not.toHaveProperty('tags')
    } finally {
      setOptedOut(false)
      window.history.replaceState({}, '', '/')
    }
  })

  it('does not open the drawer when the same price_id only gets a higher count', async () => {
    useLocalCart.getState().syncFromServer(cart())
    answers({ status: 201, body: { cart_uuid: 'cart-a', cart: cart({ products: [{ ...cart().products[0]!, count: 2 }] }) } })
    render(<AddButton input={mints} />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(useLocalCart.getState().products[0]?.count).toBe(2))
    expect(useLocalCart.getState().drawerOpen).toBe(false)
  })

  it('clears the flag after a refusal and hands on the server’s message', async () => {
    const message = 'This would put 35 g of Non-concentrated cannabis in your bag; the limit is 28.5 g.'
    answers({ status: 422, body: { code: 'invalid', message } })
    render(<AddButton input={mints} />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(errors).toEqual([message]))
    expect(useLocalCart.getState().adding).toBe(false)
    expect(useLocalCart.getState().drawerOpen).toBe(false)
  })

  it('holds an add for another store and asks; replacing adds to a new cart, then deletes the old one', async () => {
    useLocalCart.getState().syncFromServer(cart())
    const calls = answers(
      { status: 201, body: { cart_uuid: 'cart-b', cart: cart({ uuid: 'cart-b', store: { id: 2, name: 'Sunset Grove Dispensary' } }) } },
      { status: 204 },
    )
    render(<AddButton input={chews} />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    expect(calls).toHaveLength(0)
    expect(useModals.getState().current?.name).toBe('replaceCart')
    expect(useLocalCart.getState().replacement).toEqual(chews)

    render(<ReplaceCartModal />, { wrapper })
    expect(screen.getByRole('heading', { name: 'Replace your bag?' })).toBeInTheDocument()
    expect(screen.getByText('Fog City Botanicals')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Replace bag' }))
    await waitFor(() => expect(useLocalCart.getState().uuid).toBe('cart-b'))
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}${new URL(c.url).search}`)).toEqual([
      'POST /api/v1/cart_products',
      'DELETE /api/v1/carts?uuid=cart-a',
    ])
    expect(calls[0]!.body).toMatchObject({ cart_uuid: null, store_id: 2 })
    expect(useLocalCart.getState()).toMatchObject({ store: { id: 2 }, replacement: undefined, drawerOpen: true })
  })

  it('keeps the old bag and says why when the new add is refused', async () => {
    useLocalCart.getState().syncFromServer(cart())
    const refusal = 'This would put 42 g of Cannabis flower in your bag; the limit is 30 g.'
    const calls = answers({ status: 422, body: { code: 'invalid', message: refusal } })
    render(<AddButton input={chews} />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    render(<ReplaceCartModal />, { wrapper })
    expect(screen.getByRole('button', { name: 'Keep current bag' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Replace bag' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expect(calls.map((c) => c.method)).toEqual(['POST'])
    expect(useLocalCart.getState()).toMatchObject({ uuid: 'cart-a', store: { id: 1 }, replacement: chews, adding: false })
    expect(useModals.getState().current?.name).toBe('replaceCart')
  })

  it('keeps the old cart when the shopper declines', async () => {
    useLocalCart.getState().syncFromServer(cart())
    const calls = answers({ status: 500 })
    render(<AddButton input={chews} />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    render(<ReplaceCartModal />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Keep current bag' }))
    expect(calls).toHaveLength(0)
    expect(useLocalCart.getState()).toMatchObject({ uuid: 'cart-a', store: { id: 1 }, replacement: undefined })
    expect(useModals.getState().current).toBeUndefined()
  })
})

describe('changes to the cart', () => {
  it('empties the local cart when the last line goes', async () => {
    useLocalCart.getState().syncFromServer(cart())
    answers({ status: 200, body: { cart: cart({ products: [], product_count: 0 }) } })
    render(<RemoveButton />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(useLocalCart.getState().uuid).toBeUndefined())
  })

  it('forgets the local cart on "Cart is not pending"', async () => {
    useLocalCart.getState().syncFromServer(cart())
    answers({ status: 409, body: { code: 'conflict', message: 'Cart is not pending' } })
    render(<RemoveButton />, { wrapper })
    await userEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(useLocalCart.getState().uuid).toBeUndefined())
    expect(useLocalCart.getState().products).toEqual([])
  })
})

describe('cartQuery', () => {
  it('reloads a cart older than 2 seconds', () => {
    expect(cartQuery('cart-a').staleTime).toBe(2_000)
    expect(cartQuery(undefined).enabled).toBe(false)
  })
})

describe('ReplaceCartPage', () => {
  it('asks the embedded question on a page of its own, or says there is nothing to replace', async () => {
    const { unmount } = render(<ReplaceCartPage />, { wrapper })
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to replace' })).toBeInTheDocument()
    unmount()
    useLocalCart.getState().syncFromServer(cart())
    useLocalCart.getState().holdReplacement(chews)
    render(<ReplaceCartPage />, { wrapper })
    expect(screen.getByRole('heading', { level: 1, name: 'Replace your bag?' })).toBeInTheDocument()
    expect(screen.getByText('Sunset Grove Dispensary')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Keep current bag' }))
    expect(useLocalCart.getState()).toMatchObject({ uuid: 'cart-a', replacement: undefined })
  })
})
