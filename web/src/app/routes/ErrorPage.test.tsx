import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ErrorPage } from './ErrorPage'

function Boom(): never {
  throw new TypeError('the menu broke')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ErrorPage', () => {
  it('does not report a path no route matches, and reports a thrown error', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchSpy)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const routes = [{ path: '/', errorElement: <ErrorPage />, children: [{ index: true, element: <p>home</p> }, { path: 'boom', element: <Boom /> }] }]

    const missing = createMemoryRouter(routes, { initialEntries: ['/no-such-page'] })
    const first = render(<RouterProvider router={missing} />)
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
    first.unmount()

    const broken = createMemoryRouter(routes, { initialEntries: ['/boom'] })
    render(<RouterProvider router={broken} />)
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/collect\/v1\/errors$/)
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'TypeError', message: 'the menu broke' })
  })
})
