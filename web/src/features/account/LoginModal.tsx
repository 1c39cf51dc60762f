import { useId } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Dialog } from '../../components/ui/Dialog'
import { closeModal, type ModalOptions } from '../../components/ui/modals'
import { afterLogin } from './api'
import { LoginForm } from './LoginForm'
import styles from './LoginForm.module.css'

/**
 * The login modal (spec section 2): the login form over the current page.
 * Logged in, it closes and the page stays (or goes to options.next), with
 * server data fetched again for the customer; closed without logging in, it
 * goes to options.dismissTo if given. (Signing in drops what was fetched
 * before: switchCustomer.)
 */
export function LoginModal({ options }: { options: ModalOptions['login'] }) {
  const titleId = useId()
  const navigate = useNavigate()
  const location = useLocation()
  const here = location.pathname + location.search
  const next = options.next ?? here

  const dismiss = () => {
    closeModal()
    if (options.dismissTo) void navigate(options.dismissTo, { replace: true })
  }
  const loggedIn = () => {
    closeModal()
    const to = afterLogin(next)
    if (to !== here) void navigate(to, { replace: true })
  }
  return (
    <Dialog labelledBy={titleId} onDismiss={dismiss}>
      <LoginForm
        heading={(challenge) => (
          <>
            <h2 id={titleId}>{challenge ? 'Enter your verification code' : 'Log in'}</h2>
            {!challenge && options.message && <p className={styles.message}>{options.message}</p>}
          </>
        )}
        onSuccess={loggedIn}
      />
      <p className={styles.switch}>
        New here?{' '}
        <Link to={`/register?next=${encodeURIComponent(next)}`} onClick={() => closeModal()}>
          Create an account
        </Link>
      </p>
    </Dialog>
  )
}
