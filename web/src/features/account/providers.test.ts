import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPLE_SCRIPT, appleIdToken, GOOGLE_SCRIPT, googleIdToken, SignOnCancelled } from './providers'

/** The script element the page added for src; the test plays the network. */
const scriptOf = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`)

afterEach(() => {
  delete window.google
  delete window.AppleID
})

describe('googleIdToken', () => {
  it('loads Google Identity Services and answers the credential it calls back with', async () => {
    const initialize = vi.fn()
    const pending = googleIdToken('g.apps.example')
    window.google = {
      accounts: {
        id: {
          initialize,
          prompt: () => initialize.mock.calls[0]?.[0].callback({ credential: 'google-id-token' }),
        },
      },
    }
    scriptOf(GOOGLE_SCRIPT)?.dispatchEvent(new Event('load'))
    await expect(pending).resolves.toEqual({ idToken: 'google-id-token' })
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'g.apps.example' }))
  })

  it('draws Google’s own button when Google holds its prompt back, and answers its click', async () => {
    const fallback = document.createElement('div')
    let callback: ((r: { credential?: string }) => void) | undefined
    const renderButton = vi.fn()
    const pending = googleIdToken('g.apps.example', fallback)
    window.google = {
      accounts: {
        id: { initialize: (o) => (callback = o.callback), prompt: (listen) => listen?.({ isSkippedMoment: () => true }), renderButton },
      },
    }
    scriptOf(GOOGLE_SCRIPT)?.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(renderButton).toHaveBeenCalledWith(fallback, expect.objectContaining({ text: 'continue_with' })))
    callback?.({ credential: 'from-google-button' })
    await expect(pending).resolves.toEqual({ idToken: 'from-google-button' })
  })

  it('treats a prompt Google did not show as cancelled', async () => {
    const pending = googleIdToken('g.apps.example')
    window.google = { accounts: { id: { initialize: () => {}, prompt: (listen) => listen?.({ isNotDisplayed: () => true }) } } }
    scriptOf(GOOGLE_SCRIPT)?.dispatchEvent(new Event('load'))
    await expect(pending).rejects.toBeInstanceOf(SignOnCancelled)
  })
})

describe('appleIdToken', () => {
  it('fails when the script cannot load, and tries again on the next click', async () => {
    const first = appleIdToken('com.example.web')
    scriptOf(APPLE_SCRIPT)?.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow(`Could not load ${APPLE_SCRIPT}`)
    expect(scriptOf(APPLE_SCRIPT)).toBeNull()

    const init = vi.fn()
    const second = appleIdToken('com.example.web')
    window.AppleID = {
      auth: {
        init,
        signIn: async () => ({ authorization: { id_token: 'apple-id-token' }, user: { name: { firstName: 'Grace', lastName: 'Hopper' } } }),
      },
    }
    scriptOf(APPLE_SCRIPT)?.dispatchEvent(new Event('load'))
    await expect(second).resolves.toEqual({ idToken: 'apple-id-token', firstName: 'Grace', lastName: 'Hopper' })
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'com.example.web', usePopup: true, scope: 'name email' }))
  })

  it('treats a closed popup as cancelled', async () => {
    window.AppleID = { auth: { init: () => {}, signIn: () => Promise.reject({ error: 'popup_closed_by_user' }) } }
    await expect(appleIdToken('com.example.web')).rejects.toBeInstanceOf(SignOnCancelled)
  })
})
