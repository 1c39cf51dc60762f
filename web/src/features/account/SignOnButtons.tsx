import { useRef, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { ApiError } from '../../lib/api'
import type { Customer } from '../../lib/session'
import { appleIdToken, googleIdToken, SignOnCancelled } from './providers'
import { providerLabel, reportSignOnError, useSignOn, type SignOnInput, type SignOnProvider } from './signOn'
import styles from './SignOnButtons.module.css'

type IdTokenOf = (provider: SignOnProvider, clientId: string, fallback?: HTMLElement) => Promise<Omit<SignOnInput, 'keepSignedIn'>>

const fromProvider: IdTokenOf = (provider, clientId, fallback) =>
  provider === 'google' ? googleIdToken(clientId, fallback) : appleIdToken(clientId)

interface Props {
  /** The client ids of the page's settings; a provider without one gets no button. */
  googleClientId?: string
  appleClientId?: string
  keepSignedIn: boolean
  onSignedIn: (user: Customer) => void
  /** Where ID tokens come from: the providers' scripts, or a test's. */
  idTokenOf?: IdTokenOf
}

/** "Continue with Google" and "Continue with Apple", for the providers the store set up. */
export function SignOnButtons({ googleClientId, appleClientId, keepSignedIn, onSignedIn, idTokenOf = fromProvider }: Props) {
  const providers = (
    [
      ['google', googleClientId],
      ['apple', appleClientId],
    ] as const
  ).filter((p): p is readonly [SignOnProvider, string] => Boolean(p[1]))
  const google = useSignOn('google')
  const apple = useSignOn('apple')
  const [busy, setBusy] = useState<SignOnProvider>()
  const [message, setMessage] = useState<string>()
  /** Where Google draws its own button when it holds its prompt back. */
  const googleFallback = useRef<HTMLDivElement>(null)
  if (providers.length === 0) return null

  const start = async (provider: SignOnProvider, clientId: string) => {
    setMessage(undefined)
    try {
      // The provider's window may be left open or closed without a word, so
      // the buttons stay usable until there is a token to post.
      const token = await idTokenOf(provider, clientId, googleFallback.current ?? undefined)
      setBusy(provider)
      const user = await (provider === 'google' ? google : apple).mutateAsync({ ...token, keepSignedIn })
      onSignedIn(user)
    } catch (error) {
      if (!(error instanceof SignOnCancelled)) {
        reportSignOnError(provider, error)
        setMessage(error instanceof ApiError ? error.message : `Sign in with ${providerLabel[provider]} did not work. Please try again.`)
      }
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <div className={styles.signOn}>
      {message && (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      )}
      {providers.map(([provider, clientId]) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          block
          disabled={busy !== undefined}
          loading={busy === provider}
          onClick={() => void start(provider, clientId)}
        >
          Continue with {providerLabel[provider]}
        </Button>
      ))}
      <div ref={googleFallback} className={styles.fallback} />
      <p className={styles.or}>or</p>
    </div>
  )
}
