import { useEffect } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import gold from '../../components/ui/Gold.module.css'
import { useCustomer, useSignOut } from '../../features/account/api'
import pages from './pages.module.css'
import styles from './Account.module.css'
import { useTitle } from './useTitle'

/** /profile: the signed-in customer's account; guests are sent to log in first. */
export function Profile() {
  useTitle('Your account')
  const { data: customer, isPending } = useCustomer()
  const location = useLocation()
  const navigate = useNavigate()
  if (isPending) return <Skeleton height={200} />
  if (!customer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="profile-title">
      <h1 id="profile-title">{customer.name || 'Your account'}</h1>
      {customer.gold && <p className={gold.gold}>Gold member</p>}
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        {customer.phone && (
          <>
            <dt>Phone</dt>
            <dd>{customer.phone}</dd>
          </>
        )}
      </dl>
      <p>
        {/* The /logout screen ends the session, so this page does not see itself signed out first. */}
        <Button variant="secondary" onClick={() => void navigate('/logout')}>
          Log out
        </Button>
      </p>
    </section>
  )
}

/** /logout: ends the session and goes home. */
export function Logout() {
  const { mutate } = useSignOut()
  const navigate = useNavigate()
  useTitle('Logging out')
  useEffect(() => {
    mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) })
  }, [mutate, navigate])
  return <Skeleton height={80} />
}
