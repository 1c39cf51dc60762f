import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api'
import { SignOnCancelled } from './providers'
import { signInWithIdToken } from './signOn'
import { SignOnButtons } from './SignOnButtons'
import { getToken } from '../../lib/token'

const customer = { id: 7, email: 'kj@example.com', firstName: 'Katherine', lastName: 'Johnson', name: 'Katherine Johnson' }

/** Answers every fetch with status and body, the session token in Authorization; records the calls. */
function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init })
      const headers: Record<string, string> = status < 300 ? { Authorization: 'Bearer session-token', 'Content-Type': 'application/json' } : {}
      return new Response(JSON.stringify(body), { status, headers })
    }),
  )
  return calls
}

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('signInWithIdToken', () => {
  it('posts Google’s ID token and keeps the session token like a password login', async () => {
    window.localStorage.setItem('pistil.jdid', 'V1StGXR8_Z5jdHi6B-myT')
    const calls = answer(200, { user: customer, errors: [] })
    const user = await signInWithIdToken('google', { idToken: 'google-id-token', keepSignedIn: true })
    expect(user.id).toBe(7)
    expect(calls[0]!.url).toBe(`${window.location.origin}/api/v1/auth/google_oauth2/callback`)
    expect(calls[0]!.init.method).toBe('POST')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ id_token: 'google-id-token', remember_me: true, j_device_id: 'V1StGXR8_Z5jdHi6B-myT' })
    expect(window.localStorage.getItem('pistil.auth.token')).toBe('session-token')
  })

  it('sends Apple’s names and keeps the token for the visit only when asked', async () => {
    const calls = answer(201, { user: customer, errors: [] })
    await signInWithIdToken('apple', { idToken: 'apple-id-token', keepSignedIn: false, firstName: 'Grace', lastName: 'Hopper' })
    expect(calls[0]!.url).toMatch(/\/api\/v1\/users\/id_tokens\/apple$/)
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ id_token: 'apple-id-token', first_name: 'Grace', last_name: 'Hopper', remember_me: false })
    expect(window.sessionStorage.getItem('pistil.auth.token')).toBe('session-token')
    expect(window.localStorage.getItem('pistil.auth.token')).toBeNull()
  })

  it('keeps nothing when the server refuses the token', async () => {
    const message = 'Your Google sign-in has expired. Please try again.'
    answer(401, { code: 'unauthorized', message, errors: [message] })
    const failed = signInWithIdToken('google', { idToken: 'old', keepSignedIn: true })
    await expect(failed).rejects.toBeInstanceOf(ApiError)
    await expect(failed).rejects.toThrow(message)
    expect(getToken()).toBeUndefined()
  })
})

describe('SignOnButtons', () => {
  const renderButtons = (props: Partial<Parameters<typeof SignOnButtons>[0]> = {}) => {
    const onSignedIn = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignOnButtons keepSignedIn onSignedIn={onSignedIn} {...props} />
      </QueryClientProvider>,
    )
    return onSignedIn
  }

  it('shows nothing when the store set up no provider', () => {
    renderButtons()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows a button per provider set up', () => {
    renderButtons({ appleClientId: 'com.example.web' })
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
  })

  it('signs in with the provider’s token', async () => {
    const calls = answer(200, { user: customer, errors: [] })
    const idTokenOf = vi.fn(async () => ({ idToken: 'google-id-token' }))
    const onSignedIn = renderButtons({ googleClientId: 'g.apps.example', appleClientId: 'com.example.web', idTokenOf })
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 7 })))
    expect(idTokenOf).toHaveBeenCalledWith('google', 'g.apps.example', expect.any(HTMLDivElement))
    expect(calls[0]!.url).toMatch(/google_oauth2\/callback$/)
    expect(getToken()).toBe('session-token')
  })

  it('shows a short message and reports failures to the error tracker only', async () => {
    const tracked = vi.spyOn(console, 'error').mockImplementation(() => {})
    answer(422, { code: 'invalid', message: 'Your Google address is not verified.', errors: ['Your Google address is not verified.'] })
    const onSignedIn = renderButtons({ googleClientId: 'g.apps.example', idTokenOf: async () => ({ idToken: 't' }) })
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Google address is not verified.')
    expect(tracked).toHaveBeenCalledWith('Google sign-in failed', expect.any(ApiError))
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('says the provider did not work when its script fails, and nothing when the shopper cancels', async () => {
    const tracked = vi.spyOn(console, 'error').mockImplementation(() => {})
    const idTokenOf = vi.fn().mockRejectedValueOnce(new Error('Could not load the script')).mockRejectedValueOnce(new SignOnCancelled('apple'))
    renderButtons({ appleClientId: 'com.example.web', idTokenOf })
    const button = screen.getByRole('button', { name: 'Continue with Apple' })
    await userEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in with Apple did not work. Please try again.')
    await userEvent.click(button)
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(tracked).toHaveBeenCalledTimes(1)
  })
})
