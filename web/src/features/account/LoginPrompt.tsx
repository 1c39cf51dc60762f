import { useEffect, useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useModals } from '../../components/ui/modals'
import { useCustomer } from '../../lib/session'
import {
  DEFAULT_DISMISS_MS,
  DEFAULT_SHOW_MS,
  autoDismissDelay,
  readDismissedUntil,
  readShownOn,
  shouldShowPrompt,
  storeDismissal,
  storeShownOn,
} from './loginPrompt'
import { useAgeGateShowing } from '../../lib/ageGateShowing'
import { appRootNode } from '../../lib/appRoot'
import styles from './LoginPrompt.module.css'

interface LoginPromptProps {
  /** A prompt without a Dismiss button, which dismisses itself after showTime. */
  dismissible?: boolean
  dismissPeriod?: number
  showTime?: number
}

/**
 * The login prompt popover (spec section 2 and 4): a guest is invited to log
 * in or create an account. It never takes focus; Escape or Dismiss put it
 * away for the dismiss period.
 */
export function LoginPrompt({ dismissible = true, dismissPeriod = DEFAULT_DISMISS_MS, showTime = DEFAULT_SHOW_MS }: LoginPromptProps) {
  const titleId = useId()
  const { pathname } = useLocation()
  const { data: customer, isPending } = useCustomer()
  const modalOpen = useModals((s) => s.current !== undefined)
  const [dismissedUntil, setDismissedUntil] = useState(() => readDismissedUntil())
  const [now] = useState(() => Date.now())
  const ageGate = useAgeGateShowing((s) => s.count > 0)
  // Once a visit: the page it first showed on (session storage), read once per page load.
  const [firstShownOn, setFirstShownOn] = useState(() => readShownOn())
  const show =
    !isPending && !modalOpen && !ageGate && shouldShowPrompt({ now, dismissedUntil, signedIn: Boolean(customer), pathname, shownOn: firstShownOn })

  // The first page it shows on is its page for the rest of the visit.
  if (show && firstShownOn === undefined) setFirstShownOn(pathname)
  useEffect(() => {
    if (firstShownOn !== undefined) storeShownOn(firstShownOn)
  }, [firstShownOn])

  useEffect(() => {
    if (!show) return
    const dismiss = () => setDismissedUntil(storeDismissal(Date.now(), dismissPeriod))
    const onKey = (e: KeyboardEvent) => {
      // Escape that closes a dialog (a weight picker, the filters, the bag) is the dialog's.
      if (e.key === 'Escape' && !e.defaultPrevented && !appRootNode().querySelector('dialog[open]')) dismiss()
    }
    document.addEventListener('keydown', onKey)
    const timer = dismissible ? undefined : setTimeout(dismiss, autoDismissDelay(Date.now(), Date.now(), showTime))
    return () => {
      document.removeEventListener('keydown', onKey)
      clearTimeout(timer)
    }
  }, [show, dismissible, dismissPeriod, showTime])

  if (!show) return null
  const next = encodeURIComponent(pathname)
  return (
    <div className={styles.prompt} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Have an account?
      </h2>
      <p className={styles.text}>Log in or create one to write reviews and join Gold for extra savings on specials.</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={`/login?next=${next}`}>
          Log in
        </Link>
        <Link className={styles.secondary} to={`/register?next=${next}`}>
          Create account
        </Link>
        {dismissible && (
          <button type="button" className={styles.dismiss} onClick={() => setDismissedUntil(storeDismissal(Date.now(), dismissPeriod))}>
            Dismiss
          </button>
        )}
      </div>
    </div>
  )
}
