import { Link, useNavigate, useSearchParams } from 'react-router'
import { afterLogin } from '../../features/account/api'
import { LoginForm } from '../../features/account/LoginForm'
import pages from './pages.module.css'
import styles from './Account.module.css'
import { useTitle } from './useTitle'

/** /login and /register: one form, the register one asking for a name and a longer password. */
export function SignIn({ register = false }: { register?: boolean }) {
  useTitle(register ? 'Create an account' : 'Log in')
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const next = search.get('next')
  const other = register ? '/login' : '/register'
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="sign-in-title">
      <LoginForm
        key={String(register)}
        register={register}
        heading={(challenge) => (
          <h1 id="sign-in-title">{challenge ? `Check your ${challenge.channel === 'sms' ? 'phone' : 'email'}` : register ? 'Create an account' : 'Log in'}</h1>
        )}
        onSuccess={() => void navigate(afterLogin(next), { replace: true })}
      />
      <p>
        {register ? 'Already have an account? ' : 'New here? '}
        <Link to={next ? `${other}?next=${encodeURIComponent(next)}` : other}>{register ? 'Log in' : 'Create an account'}</Link>
      </p>
    </section>
  )
}
