import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, reportsHttpError, request, setHttpErrorReporter } from './api'

describe('the HTTP error reporter', () => {
  afterEach(() => {
    setHttpErrorReporter(undefined)
    vi.unstubAllGlobals()
  })

  it('hears every failed call, with its path and no query, and the call still throws', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'invalid', message: 'Too many' }), { status: 422, headers: { 'Content-Type': 'application/json' } })))
    const heard = vi.fn()
    setHttpErrorReporter(heard)
    await expect(request('/api/v1/cart_products', { method: 'POST', body: {}, query: { cart_uuid: 'u' } })).rejects.toBeInstanceOf(ApiError)
    expect(heard).toHaveBeenCalledWith({ status: 422, message: 'Too many', path: '/api/v1/cart_products', method: 'POST' })
  })

  it('hears nothing of a call that worked', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })))
    const heard = vi.fn()
    setHttpErrorReporter(heard)
    await request('/api/v1/carts')
    expect(heard).not.toHaveBeenCalled()
  })
})

describe('the error tracker', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('gets failures of bundle, sign-on and user-update calls, and not of others (spec section 8)', async () => {
    const fetch = vi.fn<(url: URL | string, init?: RequestInit) => Promise<Response>>(async (url) =>
      String(url).includes('/collect/v1/errors')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ code: 'invalid', message: 'No' }), { status: 422, headers: { 'Content-Type': 'application/json' } }),
    )
    vi.stubGlobal('fetch', fetch)
    const reports = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/collect/v1/errors'))
    await expect(request('/api/v1/cart_products', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError)
    expect(reports()).toHaveLength(0)
    for (const [path, method] of [
      ['/api/v1/users', 'PUT'],
      ['/api/v1/carts/find_bundle_specials', 'GET'],
      ['/api/v1/auth/google_oauth2/callback', 'POST'],
      ['/api/v1/users/id_tokens/apple', 'POST'],
    ] as const) {
      await expect(request(path, { method })).rejects.toBeInstanceOf(ApiError)
    }
    expect(reports()).toHaveLength(4)
    const first = JSON.parse(String(reports()[0]?.[1]?.body)) as { name: string; message: string }
    expect(first).toMatchObject({ name: 'ApiError', message: 'No' })
  })
})

describe('reportsHttpError', () => {
  it.each([
    ['/api/v1/cart_products', 'POST', true],
    ['/api/v1/carts/checkout', 'POST', true],
    ['/api/v1/carts/find_bundle_specials', 'GET', false],
    ['/api/v1/auth/google_oauth2/callback', 'POST', false],
    ['/api/v1/users/id_tokens/apple', 'POST', false],
    ['/api/v1/users', 'PUT', false],
    ['/api/v1/users', 'POST', true],
  ])('%s %s: %s', (path, method, want) => expect(reportsHttpError(path, method)).toBe(want))
})
