import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, request, setHttpErrorReporter } from './api'

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
