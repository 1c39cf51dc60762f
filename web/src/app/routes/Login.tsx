import { Link, useNavigate, useSearchParams } from 'react-router'
import { afterLogin } from '../../features/account/api'
import { FinishSignup } from '../../features/account/FinishSignup'
import { LoginForm } from '../../features/account/LoginForm'
import pages from '../../components/ui/pages.module.css'
import styles from './Account.module.css'
import { useTitle } from '../../components/ui/useTitle'

/**
 * /login and /register: one form, the register one asking for a name and a
 * longer password. /register?token=… is the page a registration's mailed
 * link opens, which makes the account.
 */
export function SignIn({ register = false }: { register?: boolean }) {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const next = search.get('next')
  const linkToken = register ? search.get('token') : null
  useTitle(linkToken ? 'Finish creating your account' : register ? 'Create an account' : 'Log in')
  const other = register ? '/login' : '/register'
  const done = () => void navigate(afterLogin(next), { replace: true })
  if (linkToken) {
    return (
      <section className={`${pages.panel} ${styles.card}`} aria-labelledby="sign-in-title">
        <FinishSignup token={linkToken} heading={<h1 id="sign-in-title">Finish creating your account</h1>} onSuccess={done} />
      </section>
    )
  }
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="sign-in-title">
      <LoginForm
        key={String(register)}
        register={register}
        next={next ?? undefined}
        heading={(challenge, sentTo) => (
          <h1 id="sign-in-title">
            {challenge ? `Check your ${challenge.channel === 'sms' ? 'phone' : 'email'}` : sentTo ? 'Check your email' : register ? 'Create an account' : 'Log in'}
          </h1>
        )}
        onSuccess={done}
      />
      <p>
        {register ? 'Already have an account? ' : 'New here? '}
        <Link to={next ? `${other}?next=${encodeURIComponent(next)}` : other}>{register ? 'Log in' : 'Create an account'}</Link>
      </p>
    </section>
  )
}
