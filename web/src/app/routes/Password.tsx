import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { ApiError, type Validations } from '../../lib/api'
import { looksLikeEmail, MSG_EMAIL, MSG_PASSWORD, MSG_REQUIRED } from '../../lib/forms'
import { useChangePassword, useRequestPasswordReset, useResetPassword } from '../../features/account/api'
import { LoginFirst, useSignedIn } from './Profile'
import pages from '../../components/ui/pages.module.css'
import styles from './Account.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** The spec's password message for a new password that is too short, or none. */
function newPasswordProblem(password: string): string[] | undefined {
  if (password === '') return [MSG_REQUIRED]
  if ([...password].length < 10) return [MSG_PASSWORD]
  return undefined
}

/** Shows a refused call: its validations on the fields, else its message in the alert. */
function showError(err: Error, setErrors: (v: Validations) => void, setMessage: (m: string) => void) {
  if (err instanceof ApiError && Object.keys(err.validations).length > 0) setErrors(err.validations)
  else setMessage(err.message || 'Something went wrong')
}

/** /forgot-password: asks for an address and says a link is on its way, whether or not it has an account. */
export function ForgotPassword() {
  useTitle('Forgot your password?')
  const send = useRequestPasswordReset()
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [sent, setSent] = useState<string>()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(undefined)
    const found: Validations = email.trim() === '' ? { email: [MSG_REQUIRED] } : looksLikeEmail(email) ? {} : { email: [MSG_EMAIL] }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    send.mutate(email, { onSuccess: setSent, onError: (err) => showError(err, setErrors, setMessage) })
  }
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password?</h1>
      {sent ? (
        <>
          <p className={styles.success} role="status">
            {sent}
          </p>
          <p>Check your inbox, and your spam folder. The link works once.</p>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>Enter the email address of your account, and we will send you a link to choose a new password.</p>
          {message && (
            <p className={styles.alert} role="alert">
              {message}
            </p>
          )}
          <Field label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.email} />
          <Button type="submit" block disabled={send.isPending} loading={send.isPending}>
            Send the link
          </Button>
        </form>
      )}
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  )
}

/** /reset-password?token=…: chooses a new password with the link's token, then signs the shopper in. */
export function ResetPassword() {
  useTitle('Choose a new password')
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  const reset = useResetPassword()
  const navigate = useNavigate()
  const notify = useNotifications((s) => s.notify)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [linkRefused, setLinkRefused] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(undefined)
    setLinkRefused(false)
    const problem = newPasswordProblem(password)
    setErrors(problem ? { password: problem } : {})
    if (problem) return
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify('Your password has been changed.')
          void navigate('/profile', { replace: true })
        },
        onError: (err) => {
          // A bad link is the token's problem: say it above the form, with the way out.
          if (err instanceof ApiError && err.validations.token) {
            setErrors(err.validations)
            setMessage(err.validations.token[0])
            setLinkRefused(true)
          } else showError(err, setErrors, setMessage)
        },
      },
    )
  }
  const badLink = token === '' || linkRefused
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {token === '' ? (
        <p className={styles.alert} role="alert">
          This reset link is incomplete. Please open the link from the email again, or ask for a new one.
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {message && (
            <p className={styles.alert} role="alert">
              {message}
            </p>
          )}
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="At least 10 characters."
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errors={errors.password}
          />
          <Button type="submit" block disabled={reset.isPending} loading={reset.isPending}>
            Save the new password
          </Button>
        </form>
      )}
      {badLink && (
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      )}
    </section>
  )
}

/** /profile/password: the signed-in customer changes their password; their other sessions end. */
export function ChangePassword() {
  useTitle('Change your password')
  const customer = useSignedIn()
  if (customer === 'pending') return <Skeleton height={240} />
  if (customer === 'guest') return <LoginFirst />
  return <ChangePasswordForm />
}

function ChangePasswordForm() {
  const change = useChangePassword()
  const navigate = useNavigate()
  const notify = useNotifications((s) => s.notify)
  const [values, setValues] = useState({ current_password: '', password: '' })
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(undefined)
    const found: Validations = {}
    if (values.current_password === '') found.current_password = [MSG_REQUIRED]
    const problem = newPasswordProblem(values.password)
    if (problem) found.password = problem
    setErrors(found)
    if (Object.keys(found).length > 0) return
    change.mutate(values, {
      onSuccess: () => {
        notify('Your password has been changed. You were logged out on your other devices.')
        void navigate('/profile')
      },
      onError: (err) => showError(err, setErrors, setMessage),
    })
  }
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="password-title">
      <h1 id="password-title">Change your password</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        {message && (
          <p className={styles.alert} role="alert">
            {message}
          </p>
        )}
        <Field
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          onChange={set('current_password')}
          errors={errors.current_password}
        />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters. You will stay logged in here and be logged out everywhere else."
          value={values.password}
          onChange={set('password')}
          errors={errors.password}
        />
        <Button type="submit" block disabled={change.isPending} loading={change.isPending}>
          Change password
        </Button>
      </form>
      <p>
        <Link to="/profile">Back to your account</Link>
      </p>
    </section>
  )
}
