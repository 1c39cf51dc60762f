import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { csrfTokenKept, setCsrfToken } from '../../lib/businessApi'
import { fakeFetch, type FakeRoutes } from '../../lib/fakeFetch'
import { staffSessionQuery } from '../../lib/staffSession'
import { SignIn } from './SignIn'

const session = {
  staff: { id: 3, email: 'ada@shop.example', name: 'Ada' },
  second_factor: 'totp',
  must_enrol: false,
  csrf_token: 'csrf-ada',
  expires_at: '2026-11-28T20:00:00Z',
  stores: [{ store_id: 1, store_name: 'Golden Gate Greenhouse', role: 'owner', permissions: ['reservations.read'] }],
}
const challenged = { next: 'second_factor', challenge: 'ch-1', methods: ['totp', 'recovery', 'email'] }

function setUp(routes: FakeRoutes) {
  const server = fakeFetch(routes)
  vi.stubGlobal('fetch', server.fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SignIn />
    </QueryClientProvider>,
  )
  return { server, client, user: userEvent.setup() }
}

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@shop.example')
  await user.type(screen.getByLabelText('Password'), 'correct horse battery')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

afterEach(() => {
  cleanup()
  setCsrfToken(undefined)
  vi.unstubAllGlobals()
})

describe('SignIn', () => {
  it('names its fields for password managers and checks them before calling', async () => {
    const { server, user } = setUp({})
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the store console' })).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill out this field.')
    expect(server.calls).toHaveLength(0)
  })

  it('shows a refused password above the form, with focus on it', async () => {
    const { user } = setUp({ 'POST /api/v1/business/session': { status: 401, body: { code: 'unauthorized', message: 'The email or password is incorrect.' } } })
    await typePassword(user)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The email or password is incorrect.')
    expect(alert).toHaveFocus()
  })

  it('finishes with the app’s code: the challenge and code are posted and the session kept, CSRF token and all', async () => {
    const { server, client, user } = setUp({
      'POST /api/v1/business/session': { status: 200, body: challenged },
      'POST /api/v1/business/session/second_factor': { status: 200, body: session },
    })
    await typePassword(user)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Enter the code from your authenticator app' })
    expect(heading).toHaveFocus()
    expect(server.calls[0]).toMatchObject({ body: { email: 'ada@shop.example', password: 'correct horse battery' }, credentials: 'same-origin' })
    const code = screen.getByLabelText('Six-digit code')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    await user.type(code, '123 456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(client.getQueryData(staffSessionQuery.queryKey)).toEqual(session))
    expect(server.calls[1]).toMatchObject({ path: '/api/v1/business/session/second_factor', body: { challenge: 'ch-1', method: 'totp', code: '123456' } })
    expect(csrfTokenKept()).toBe('csrf-ada')
  })

  it('asks for six digits, and shows a wrong code beside the field', async () => {
    const { user } = setUp({
      'POST /api/v1/business/session': { status: 200, body: challenged },
      'POST /api/v1/business/session/second_factor': {
        status: 422,
        body: { code: 'invalid', message: 'Validation failed', validations: { code: ['That code is not right. Try the one your app shows now.'] } },
      },
    })
    await typePassword(user)
    const code = await screen.findByLabelText('Six-digit code')
    await user.type(code, '12')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(code).toHaveAccessibleDescription('Enter the six digits your app shows now. Open your authenticator app and type the code it shows for Pistil.')
    expect(code).toHaveFocus()
    await user.type(code, '3456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/))
    expect(code).toHaveFocus()
  })

  it('takes a recovery code instead', async () => {
    const { server, user } = setUp({
      'POST /api/v1/business/session': { status: 200, body: challenged },
      'POST /api/v1/business/session/second_factor': { status: 200, body: { ...session, second_factor: 'recovery' } },
    })
    await typePassword(user)
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Enter a recovery code' })).toHaveFocus()
    await user.type(screen.getByLabelText('Recovery code'), ' abcd-efgh-ijkl-mnop ')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(server.calls).toHaveLength(2))
    expect(server.calls[1]!.body).toEqual({ challenge: 'ch-1', method: 'recovery', code: 'abcd-efgh-ijkl-mnop' })
  })

  it('e-mails a code on asking, says where it went, and takes it', async () => {
    const { server, user } = setUp({
      'POST /api/v1/business/session': { status: 200, body: challenged },
      'POST /api/v1/business/session/email_code': { status: 200, body: { sent: true, to: 'a***@shop.example' } },
      'POST /api/v1/business/session/second_factor': { status: 200, body: { ...session, second_factor: 'email' } },
    })
    await typePassword(user)
    await user.click(await screen.findByRole('button', { name: 'E-mail me a code' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the code we e-mailed you' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('We sent a code to a***@shop.example.')
    expect(server.calls[1]).toMatchObject({ path: '/api/v1/business/session/email_code', body: { challenge: 'ch-1' } })
    await user.type(screen.getByLabelText('Code from the e-mail'), 'ab12cd')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(server.calls).toHaveLength(3))
    expect(server.calls[2]!.body).toEqual({ challenge: 'ch-1', method: 'email', code: 'AB12CD' })
    await user.click(screen.getByRole('button', { name: 'Send another code' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We sent another code to a***@shop.example.'))
  })

  it('offers only the methods the server named, and starts again keeping the address', async () => {
    const { user } = setUp({ 'POST /api/v1/business/session': { status: 200, body: { ...challenged, methods: ['totp', 'recovery'] } } })
    await typePassword(user)
    await screen.findByLabelText('Six-digit code')
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Start again' }))
    expect(screen.getByLabelText('Email')).toHaveValue('ada@shop.example')
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })

  it('reads the session of someone who must set up the app: the cookie is set already', async () => {
    const enrolling = { ...session, second_factor: '', must_enrol: true, csrf_token: 'csrf-new' }
    const { server, client, user } = setUp({
      'POST /api/v1/business/session': { status: 200, body: { next: 'enrol' } },
      'GET /api/v1/business/session': { status: 200, body: enrolling },
    })
    await typePassword(user)
    await waitFor(() => expect(client.getQueryData(staffSessionQuery.queryKey)).toEqual(enrolling))
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/business/session', 'GET /api/v1/business/session'])
    expect(csrfTokenKept()).toBe('csrf-new')
  })
})
