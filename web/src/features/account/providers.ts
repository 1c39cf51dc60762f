// The providers' official scripts, loaded on the first click of their
// button, never before: a shopper who does not use them loads nothing.

import type { SignOnProvider } from './signOn'

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client'
export const APPLE_SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'

/** The shopper closed the provider's window: not an error to show. */
export class SignOnCancelled extends Error {
  constructor(provider: SignOnProvider) {
    super(`${provider} sign-in was cancelled`)
    this.name = 'SignOnCancelled'
  }
}

interface PromptMoment {
  isNotDisplayed?: () => boolean
  isSkippedMoment?: () => boolean
  isDismissedMoment?: () => boolean
  getDismissedReason?: () => string
}

interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (r: { credential?: string }) => void; cancel_on_tap_outside?: boolean }): void
  prompt(listener?: (moment: PromptMoment) => void): void
  renderButton?(parent: HTMLElement, options: Record<string, string | number>): void
}

interface AppleAuth {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void
  signIn(): Promise<{ authorization?: { id_token?: string }; user?: { name?: { firstName?: string; lastName?: string } } }>
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } }
    AppleID?: { auth?: AppleAuth }
  }
}

const loading = new Map<string, Promise<void>>()

/** Adds a script to the page once; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const p = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.head.appendChild(script)
  })
  loading.set(src, p)
  return p
}

/**
 * Google's ID token for the shopper, from Google Identity Services' prompt.
 * Google holds the prompt back for a while after a shopper dismisses it;
 * then Google's own button is drawn in fallback, and its click answers.
 */
export async function googleIdToken(clientId: string, fallback?: HTMLElement): Promise<{ idToken: string }> {
  await loadScript(GOOGLE_SCRIPT)
  const gsi = window.google?.accounts?.id
  if (!gsi) throw new Error('Google Identity Services did not load')
  return new Promise((resolve, reject) => {
    gsi.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (r) => (r.credential ? resolve({ idToken: r.credential }) : reject(new Error('Google answered no credential'))),
    })
    gsi.prompt((moment) => {
      const notShown = moment.isNotDisplayed?.() || moment.isSkippedMoment?.()
      if (notShown && fallback && gsi.renderButton) {
        fallback.replaceChildren()
        gsi.renderButton(fallback, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: fallback.clientWidth || 320 })
        return
      }
      const dismissed = moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned'
      if (notShown || dismissed) reject(new SignOnCancelled('google'))
    })
  })
}

/** Apple's ID token for the shopper, and the names Apple passes on the first sign-in only. */
export async function appleIdToken(clientId: string): Promise<{ idToken: string; firstName?: string; lastName?: string }> {
  await loadScript(APPLE_SCRIPT)
  const apple = window.AppleID?.auth
  if (!apple) throw new Error('Sign in with Apple did not load')
  // Apple checks the return address against the Services ID's.
  apple.init({ clientId, scope: 'name email', redirectURI: `${window.location.origin}/login`, usePopup: true })
  let answer: Awaited<ReturnType<AppleAuth['signIn']>>
  try {
    answer = await apple.signIn()
  } catch (e) {
    const error = (e as { error?: string } | undefined)?.error
    if (error === 'popup_closed_by_user' || error === 'user_cancelled_authorize') throw new SignOnCancelled('apple')
    throw e
  }
  const idToken = answer.authorization?.id_token
  if (!idToken) throw new Error('Apple answered no id_token')
  return { idToken, firstName: answer.user?.name?.firstName, lastName: answer.user?.name?.lastName }
}
