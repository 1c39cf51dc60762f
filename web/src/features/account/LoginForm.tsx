import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { ApiError, type Validations } from '../../lib/api'
import { looksLikeEmail, MSG_EMAIL, MSG_PASSWORD, MSG_REQUIRED } from '../../lib/forms'
import { useSignIn, type Customer } from './api'
import styles from './LoginForm.module.css'

/** Client checks with the spec's messages (section 5); the server decides. */
export function validateLogin(v: { email: string; password: string }, register: boolean): Validations {
  const out: Validations = {}
  if (v.email.trim() === '') out.email = [MSG_REQUIRED]
  else if (!looksLikeEmail(v.email)) out.email = [MSG_EMAIL]
  if (v.password === '') out.password = [MSG_REQUIRED]
  else if (register && [...v.password].length < 10) out.password = [MSG_PASSWORD]
  return out
}

/**
 * The log-in form (or, with register, the create-account one), used by the
 * /login and /register pages and the login modal. onSuccess runs once the
 * customer is signed in and the token kept.
 */
export function LoginForm({ register = false, onSuccess }: { register?: boolean; onSuccess: (customer: Customer) => void }) {
  const signIn = useSignIn(register)
  const [values, setValues] = useState({ email: '', password: '', firstName: '', lastName: '', keepSignedIn: true })
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(undefined)
    const found = validateLogin(values, register)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    signIn.mutate(values, {
      onSuccess,
      onError: (err) => {
        if (err instanceof ApiError) {
          setErrors(err.validations)
          if (Object.keys(err.validations).length === 0) setMessage(err.message)
        } else setMessage('Something went wrong')
      },
    })
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {message && (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      )}
      {register && (
        <>
          <Field label="First name" name="first_name" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} errors={errors.first_name} />
          <Field label="Last name" name="last_name" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} errors={errors.last_name} />
        </>
      )}
      <Field label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} errors={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete={register ? 'new-password' : 'current-password'}
        hint={register ? 'At least 10 characters.' : undefined}
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <label className={styles.check}>
        <input type="checkbox" name="keep_signed_in" checked={values.keepSignedIn} onChange={set('keepSignedIn')} />
        Keep me signed in
      </label>
      <Button type="submit" block disabled={signIn.isPending} loading={signIn.isPending}>
        {register ? 'Create account' : 'Log in'}
      </Button>
    </form>
  )
}
