import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCsrfToken } from '../../lib/businessApi'
import { fakeFetch, type FakeRoutes } from '../../lib/fakeFetch'
import { businessRoutes } from '../modes/business'

const ada = { id: 3, email: 'ada@shop.example', name: 'Ada Lovelace' }
const session = {
  staff: ada,
  second_factor: 'totp',
  must_enrol: false,
  csrf_token: 'csrf-ada',
  expires_at: '2026-11-28T20:00:00Z',
  stores: [
    { store_id: 1, store_name: 'Golden Gate Greenhouse', role: 'owner', permissions: ['reservations.read', 'staff.manage'] },
    { store_id: 2, store_name: 'Mile High Apothecary', role: 'budtender', permissions: ['reservations.read'] },
  ],
}
const enrolling = { ...session, second_factor: '', must_enrol: true }
const signedOut = { status: 401, body: { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' } }
const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${String(i).padStart(2, '0')}`)

/** The console's route table in a memory router at path, over a fake API. */
function open(path: string, routes: FakeRoutes) {
  const server = fakeFetch(routes)
  vi.stubGlobal('fetch', server.fetch)
  window.history.replaceState(null, '', `/business${path}`)
  const router = createMemoryRouter(businessRoutes(), { basename: '/business', initialEntries: [`/business${path}`] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, router, client, user: userEvent.setup() }
}

afterEach(() => {
  cleanup()
  setCsrfToken(undefined)
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('the store console', () => {
  it('sends a visitor with no session to sign in', async () => {
    const { router } = open('/', { 'GET /api/v1/business/session': signedOut })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the store console' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/sign-in')
  })

  it('shows the signed-in person their stores and role at each', async () => {
    open('/', { 'GET /api/v1/business/session': { status: 200, body: session } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Ada Lovelace')
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['Golden Gate GreenhouseOwner', 'Mile High ApothecaryBudtender'])
    expect(screen.getByRole('rowheader', { name: 'Mile High Apothecary' })).toBeInTheDocument()
  })

  it('signs out with the CSRF token, then asks to sign in', async () => {
    let ended = false
    const { server, router, user } = open('/', {
      'GET /api/v1/business/session': () => (ended ? signedOut : { status: 200, body: session }),
      'DELETE /api/v1/business/session': () => {
        ended = true
        return { status: 204 }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the store console' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/sign-in')
    const call = server.calls.find((c) => c.method === 'DELETE')
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(screen.getByText('You are signed out.')).toBeInTheDocument()
  })

  it('signs out everywhere', async () => {
    const { server, user } = open('/', {
      'GET /api/v1/business/session': { status: 200, body: session },
      'POST /api/v1/business/session/everywhere': { status: 204 },
    })
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the store console' })).toBeInTheDocument()
    expect(server.calls.find((c) => c.path.endsWith('/everywhere'))?.headers.get('X-CSRF-Token')).toBe('csrf-ada')
  })

  it('stays put when signing out fails: the cookie still works', async () => {
    const { user } = open('/', {
      'GET /api/v1/business/session': { status: 200, body: session },
      'DELETE /api/v1/business/session': { status: 503, body: { code: 'unavailable', message: 'Try again in a moment.' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment.')
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument()
  })

  it('makes new recovery codes and shows them once', async () => {
    const { user } = open('/', {
      'GET /api/v1/business/session': { status: 200, body: session },
      'POST /api/v1/business/me/recovery_codes': { status: 200, body: { codes } },
    })
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' })).toHaveFocus()
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'I have saved them' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument()
    expect(screen.queryByText(codes[0]!)).toBeNull()
  })

  it('sends a session that must enrol to set up the app first', async () => {
    const { router } = open('/', { 'GET /api/v1/business/session': { status: 200, body: enrolling } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/enrol')
  })

  it('goes back to sign in when the session ends under the console', async () => {
    const { user, router } = open('/', {
      'GET /api/v1/business/session': { status: 200, body: session },
      'POST /api/v1/business/me/recovery_codes': signedOut,
    })
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the store console' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/sign-in')
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument()
  })
})

describe('the welcome link', () => {
  it('takes the token out of the address bar at once and posts it only on the click', async () => {
    const { server, router, user } = open('/welcome/tok-123', {
      'GET /api/v1/business/session': signedOut,
      'POST /api/v1/business/welcome': { status: 200, body: enrolling },
      'POST /api/v1/business/me/totp': { status: 200, body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Pistil:ada@shop.example?secret=JBSWY3DPEHPK3PXP&issuer=Pistil' } },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the store console' })).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/business/welcome'))
    expect(server.calls.filter((c) => c.path.endsWith('/welcome'))).toHaveLength(0)
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.getByLabelText('Confirm the password')).toHaveAttribute('autocomplete', 'new-password')

    await user.type(screen.getByLabelText('New password'), 'a long enough secret')
    await user.type(screen.getByLabelText('Confirm the password'), 'a long enough secreT')
    await user.click(screen.getByRole('button', { name: 'Set my password' }))
    expect(screen.getByLabelText('Confirm the password')).toHaveAccessibleDescription('The two passwords are not the same.')
    expect(screen.getByLabelText('Confirm the password')).toHaveFocus()

    await user.clear(screen.getByLabelText('Confirm the password'))
    await user.type(screen.getByLabelText('Confirm the password'), 'a long enough secret')
    await user.click(screen.getByRole('button', { name: 'Set my password' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business/enrol')
    expect(server.calls.find((c) => c.path.endsWith('/welcome'))?.body).toEqual({ token: 'tok-123', password: 'a long enough secret' })
  })

  it('shows the server’s refusal of a used link', async () => {
    const { user } = open('/welcome/tok-old', {
      'GET /api/v1/business/session': signedOut,
      'POST /api/v1/business/welcome': {
        status: 410,
        body: { code: 'gone', message: "This invitation link has expired or was already used. Ask your store's owner for a new one." },
      },
    })
    await user.type(await screen.findByLabelText('New password'), 'a long enough secret')
    await user.type(screen.getByLabelText('Confirm the password'), 'a long enough secret')
    await user.click(screen.getByRole('button', { name: 'Set my password' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This invitation link has expired or was already used.')
    expect(alert).toHaveFocus()
  })

  it('says what to do when reloaded without its token', async () => {
    open('/welcome', { 'GET /api/v1/business/session': signedOut })
    expect(await screen.findByRole('heading', { level: 1, name: 'Open your invitation link again' })).toBeInTheDocument()
  })
})

describe('setting up the authenticator app', () => {
  it('shows the key, confirms a code, shows the recovery codes once, then opens the console', async () => {
    let enrolled = false
    const { server, router, user } = open('/enrol', {
      'GET /api/v1/business/session': () => ({ status: 200, body: enrolled ? session : enrolling }),
      'POST /api/v1/business/me/totp': { status: 200, body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Pistil:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } },
      'POST /api/v1/business/me/totp/confirm': () => {
        enrolled = true
        return { status: 200, body: { codes } }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Show my setup key' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Pistil to your authenticator app' })).toHaveFocus()
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'open this setup link' })).toHaveAttribute('href', 'otpauth://totp/Pistil:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    // The same link as a QR code: a named picture of dark modules.
    const qr = screen.getByRole('img', { name: /QR code of the setup link/ })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(server.calls.find((c) => c.path.endsWith('/me/totp'))?.headers.get('X-CSRF-Token')).toBe('csrf-ada')

    await user.type(screen.getByLabelText('Six-digit code'), '287082')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' })).toHaveFocus()
    expect(server.calls.find((c) => c.path.endsWith('/confirm'))).toMatchObject({ body: { code: '287082' } })
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes)

    await user.click(screen.getByRole('button', { name: 'I have saved them' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business')
  })

  it('shows a wrong code beside the field', async () => {
    const { user } = open('/enrol', {
      'GET /api/v1/business/session': { status: 200, body: enrolling },
      'POST /api/v1/business/me/totp': { status: 200, body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' } },
      'POST /api/v1/business/me/totp/confirm': {
        status: 422,
        body: { code: 'invalid', message: 'Validation failed', validations: { code: ['That code is not right.'] } },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Show my setup key' }))
    await user.type(await screen.findByLabelText('Six-digit code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.getByLabelText('Six-digit code')).toHaveAccessibleDescription('That code is not right.'))
    expect(screen.getByLabelText('Six-digit code')).toHaveFocus()
  })

  it('sends someone already set up to the console', async () => {
    const { router } = open('/enrol', { 'GET /api/v1/business/session': { status: 200, body: session } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/business')
  })
})
