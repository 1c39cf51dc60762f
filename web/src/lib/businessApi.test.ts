import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api'
import { businessRequest, csrfTokenKept, setCsrfToken, setSignedOutHandler } from './businessApi'
import { fakeFetch } from './fakeFetch'

const signedOut = { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' }

beforeEach(() => {
  // A shopper signed in on the same origin: their token must never reach the console's API.
  window.localStorage.setItem('pistil.auth.token', 'shopper-token')
})
afterEach(() => {
  window.localStorage.clear()
  setCsrfToken(undefined)
  setSignedOutHandler(undefined)
  vi.unstubAllGlobals()
})

describe('businessRequest', () => {
  it('calls /api/v1/business with the cookie of this origin only, and no shopper token', async () => {
    const server = fakeFetch({ 'GET /api/v1/business/session': { status: 200, body: { ok: true } } })
    vi.stubGlobal('fetch', server.fetch)
    await expect(businessRequest('/session')).resolves.toEqual({ ok: true })
    const [call] = server.calls
    expect(call).toMatchObject({ method: 'GET', path: '/api/v1/business/session', credentials: 'same-origin' })
    expect(call!.headers.get('Authorization')).toBeNull()
    expect(call!.headers.get('X-CSRF-Token')).toBeNull()
  })

  it('sends the CSRF token kept on every write, and on no read', async () => {
    const server = fakeFetch({
      'GET /api/v1/business/session': { status: 200, body: {} },
      'POST /api/v1/business/me/totp': { status: 200, body: {} },
      'DELETE /api/v1/business/session': { status: 204 },
    })
    vi.stubGlobal('fetch', server.fetch)
    setCsrfToken('csrf-1')
    await businessRequest('/session')
    await businessRequest('/me/totp', { method: 'POST' })
    await businessRequest('/session', { method: 'DELETE' })
    expect(server.calls.map((c) => [c.method, c.headers.get('X-CSRF-Token')])).toEqual([
      ['GET', null],
      ['POST', 'csrf-1'],
      ['DELETE', 'csrf-1'],
    ])
  })

  it('sends a text body as it is, with its own Content-Type, and the CSRF token', async () => {
    const server = fakeFetch({ 'POST /api/v1/business/stores/1/menu/import': { status: 200, body: { rows: 1, products: [] } } })
    vi.stubGlobal('fetch', server.fetch)
    setCsrfToken('csrf-1')
    const csv = 'menu_product_id,price_id,price\n7,gram,12.50\n'
    await expect(
      businessRequest('/stores/1/menu/import', { method: 'POST', body: csv, contentType: 'text/csv', query: { dry_run: 'true' } }),
    ).resolves.toEqual({ rows: 1, products: [] })
    const [call] = server.calls
    expect(call!.text).toBe(csv)
    expect(call!.body).toBeUndefined()
    expect(call!.query.get('dry_run')).toBe('true')
    expect(call!.headers.get('Content-Type')).toBe('text/csv')
    expect(call!.headers.get('X-CSRF-Token')).toBe('csrf-1')
  })

  it('hears a session that ended under a call: the token is forgotten and the frame told', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/v1/business/me/recovery_codes': { status: 401, body: signedOut } }).fetch)
    const heard = vi.fn()
    setSignedOutHandler(heard)
    setCsrfToken('csrf-1')
    await expect(businessRequest('/me/recovery_codes', { method: 'POST' })).rejects.toBeInstanceOf(ApiError)
    expect(heard).toHaveBeenCalledWith(signedOut.message)
    expect(csrfTokenKept()).toBeUndefined()
  })

  it('takes a refused password for no sign-out: no session was there to end', async () => {
    const bad = { code: 'unauthorized', message: 'The email or password is incorrect.' }
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/v1/business/session': { status: 401, body: bad } }).fetch)
    const heard = vi.fn()
    setSignedOutHandler(heard)
    await expect(businessRequest('/session', { method: 'POST', body: { email: 'a@b.example', password: 'x' } })).rejects.toThrow(bad.message)
    expect(heard).not.toHaveBeenCalled()
  })
})
