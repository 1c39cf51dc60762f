import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import gold from '../../components/ui/Gold.module.css'
import { ApiError, type Validations } from '../../lib/api'
import { openModal, useModals } from '../../components/ui/modals'
import { useSignOut, useUpdateProfile } from '../../features/account/api'
import { useCustomer, type Customer } from '../../lib/session'
import { askToLogIn, currentAppMode } from '../../lib/askToLogIn'
import pages from '../../components/ui/pages.module.css'
import { useQueryClient } from '@tanstack/react-query'
import { cartQuery, useCart } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import { AppliedRewards, Wallet } from '../../features/loyalty/Wallet'
import { AccountLinks } from './AccountLinks'
import styles from './Account.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** The signed-in customer, 'pending' while the session is checked, or 'guest'. */
export function useSignedIn(): Customer | 'pending' | 'guest' {
  const { data, isPending } = useCustomer()
  if (isPending) return 'pending'
  return data ?? 'guest'
}

export const LOGIN_FIRST_MESSAGE = 'Log in to see your account.'

/**
 * What a guest sees on an account page: its heading, and the login modal
 * over it (in default mode; see askToLogIn). Logged in, the page shows;
 * closing the modal without logging in goes home.
 */
export function LoginFirst({ title = 'Your account' }: { title?: string }) {
  const location = useLocation()
  const navigate = useNavigate()
  const here = location.pathname + location.search
  const ask = useCallback(() => {
    const how = askToLogIn(currentAppMode(), here)
    if (how.kind === 'navigate') void navigate(how.to, { replace: true })
    else openModal('login', { message: LOGIN_FIRST_MESSAGE, next: here, dismissTo: '/' })
  }, [here, navigate])
  useEffect(() => {
    ask()
    // Leaving the page (the back button) takes its modal along.
    return () => {
      if (useModals.getState().current?.name === 'login') useModals.getState().closeModal()
    }
  }, [ask])
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="login-first-title">
      <h1 id="login-first-title">{title}</h1>
      <p>{LOGIN_FIRST_MESSAGE}</p>
      <Button onClick={ask}>Log in</Button>
    </section>
  )
}

/** /profile: the signed-in customer's account and gold membership. */
export function Profile() {
  useTitle('Your account')
  const customer = useSignedIn()
  const navigate = useNavigate()
  const update = useUpdateProfile()
  const notify = useNotifications((s) => s.notify)
  if (customer === 'pending') return <Skeleton height={200} />
  if (customer === 'guest') return <LoginFirst title="Your account" />
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="profile-title">
      <h1 id="profile-title">{customer.name || 'Your account'}</h1>
      {customer.gold && <p className={gold.gold}>Gold member since {new Date(customer.goldSince ?? '').toLocaleDateString('en-US', { dateStyle: 'long' })}</p>}
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        {customer.phone && (
          <>
            <dt>Phone</dt>
            <dd>{customer.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3')}</dd>
          </>
        )}
        {customer.birth_date && (
          <>
            <dt>Born</dt>
            <dd>{customer.birth_date}</dd>
          </>
        )}
      </dl>
      <AccountLinks here="/profile" />
      <ProfileWallet />
      {!customer.gold && (
        <div className={styles.goldOffer}>
          <h2>Gold membership</h2>
          <p>Gold members get extra savings on the specials that offer them, such as more cash back from brands.</p>
          <Button
            disabled={update.isPending}
            loading={update.isPending}
            onClick={() => update.mutate({ gold: true }, { onSuccess: () => notify('Welcome to Gold.'), onError: (e) => notify(e.message, 'error') })}
          >
            Join Gold
          </Button>
        </div>
      )}
      <p>
        {/* The /logout screen ends the session, so this page does not see itself signed out first. */}
        <Button variant="secondary" onClick={() => void navigate('/logout')}>
          Log out
        </Button>
      </p>
    </section>
  )
}

/** The rewards wallet at the store of the shopper's bag; a hint without a bag. */
function ProfileWallet() {
  const { data: cart, isPending } = useCart()
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  if (!uuid) return <p className={pages.muted}>Your rewards show here once your bag holds something from a store with a rewards programme.</p>
  if (isPending || !cart) return null
  return (
    <div className={styles.wallet}>
      <Wallet cart={cart} onCart={(next) => client.setQueryData(cartQuery(next.uuid).queryKey, next)} />
      <AppliedRewards cart={cart} onCart={(next) => client.setQueryData(cartQuery(next.uuid).queryKey, next)} />
    </div>
  )
}

/** /profile/edit: names, phone, birth date and the promotions opt-out. */
export function ProfileEdit() {
  useTitle('Edit your profile')
  const customer = useSignedIn()
  if (customer === 'pending') return <Skeleton height={300} />
  if (customer === 'guest') return <LoginFirst title="Edit your profile" />
  return <ProfileForm customer={customer} />
}

function ProfileForm({ customer }: { customer: Customer }) {
  const update = useUpdateProfile()
  const notify = useNotifications((s) => s.notify)
  const navigate = useNavigate()
  const [values, setValues] = useState({
    first_name: customer.firstName,
    last_name: customer.lastName,
    nickname: customer.nickname,
    phone: customer.phone,
    birth_date: customer.birth_date ?? '',
    promotions_opt_out: customer.promotionsOptOut,
  })
  const [errors, setErrors] = useState<Validations>({})
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    update.mutate(values, {
      onSuccess: () => {
        notify('Profile has been updated')
        void navigate('/profile')
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.validations).length > 0) setErrors(err.validations)
        else notify(err.message || 'Something went wrong', 'error')
      },
    })
  }
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="edit-title">
      <h1 id="edit-title">Edit your profile</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} errors={errors.first_name} />
        <Field label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} errors={errors.last_name} />
        <Field label="Nickname" name="nickname" hint="Shown with your reviews." value={values.nickname} onChange={set('nickname')} errors={errors.nickname} />
        <Field label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} errors={errors.phone} />
        <Field label="Date of birth" name="birth_date" type="date" autoComplete="bday" value={values.birth_date} onChange={set('birth_date')} errors={errors.birth_date} />
        <label className={styles.check}>
          <input type="checkbox" name="promotions_opt_out" checked={values.promotions_opt_out} onChange={set('promotions_opt_out')} />
          Do not send me promotions
        </label>
        <Button type="submit" block disabled={update.isPending} loading={update.isPending}>
          Save
        </Button>
      </form>
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
