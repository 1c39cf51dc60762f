import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { closeModal } from '../../components/ui/modals'
import { ApiError, type Validations } from '../../lib/api'
import { CODE_LENGTH, looksLikeEmail, MSG_EMAIL, MSG_PASSWORD, MSG_REQUIRED } from '../../lib/forms'
import { instanceKeys } from '../../lib/settings'
import { useRegister, useResendCode, useSignIn, useVerifyCode, type MfaChallenge } from './api'
import { CodeInput } from '../../components/ui/CodeInput'
import { SignOnButtons } from './SignOnButtons'
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
 * /login and /register pages and the login modal: single sign-on buttons
 * when the store has them, the password form, and the verification code a
 * login from a new device asks for (flag mfa_check). heading draws the
 * title for the step shown: the form, the code (challenge), or, once a
 * registration is sent, the mail to look for (sentTo). onSuccess runs once
 * the customer is signed in and the token kept; a registration signs in
 * only from the link mailed to the address, which leads back to next.
 */
export function LoginForm({
  register = false,
  next,
  heading,
  onSuccess,
}: {
  register?: boolean
  next?: string
  heading: (challenge?: MfaChallenge, sentTo?: string) => ReactNode
  onSuccess: () => void
}) {
  const signIn = useSignIn()
  const signUp = useRegister()
  const [values, setValues] = useState({ email: '', password: '', firstName: '', lastName: '', keepSignedIn: true })
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [challenge, setChallenge] = useState<MfaChallenge>()
  const [sent, setSent] = useState<{ to: string; message: string }>()
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }))
  const pending = signIn.isPending || signUp.isPending
  // The form (and the button that had focus) gives way to the notice: focus moves to it, so it is read out.
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (sent) notice.current?.focus()
  }, [sent])

  const refused = (err: Error) => {
    if (err instanceof ApiError) {
      setErrors(err.validations)
      if (Object.keys(err.validations).length === 0) setMessage(err.message)
    } else setMessage('Something went wrong')
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(undefined)
    const found = validateLogin(values, register)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    if (register) {
      signUp.mutate({ ...values, next }, { onSuccess: (answer) => setSent({ to: values.email.trim(), message: answer }), onError: refused })
      return
    }
    signIn.mutate(values, {
      onSuccess: (result) => {
        if ('mfa' in result) setChallenge(result.mfa)
        else onSuccess()
      },
      onError: refused,
    })
  }
  if (sent) {
    return (
      <>
        {heading(undefined, sent.to)}
        <p className={styles.success} role="status" tabIndex={-1} ref={notice}>
          {sent.message}
        </p>
        <p>
          We sent it to <strong className={styles.address}>{sent.to}</strong>. Open it on any device to finish; until then there is no account to log in to.
        </p>
        <p>No email after a few minutes? Check your spam folder, then check the address and send it again.</p>
        <Button type="button" variant="secondary" block onClick={() => setSent(undefined)}>
          Change the address or send again
        </Button>
      </>
    )
  }
  if (challenge) {
    return (
      <>
        {heading(challenge)}
        <CodeStep
          challenge={challenge}
          keepSignedIn={values.keepSignedIn}
          onDone={onSuccess}
          onRestart={(why) => {
            setChallenge(undefined)
            setValues((v) => ({ ...v, password: '' }))
            setMessage(why)
          }}
        />
      </>
    )
  }
  return (
    <>
      {heading()}
      <SignOnButtons
        googleClientId={instanceKeys().googleClientId}
        appleClientId={instanceKeys().appleClientId}
        keepSignedIn={values.keepSignedIn}
        onSignedIn={onSuccess}
      />
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
        {!register && (
          <p className={styles.forgot}>
            {/* In the login modal, leaving for the reset page closes it. */}
            <Link to="/forgot-password" onClick={() => closeModal()}>
              Forgot your password?
            </Link>
          </p>
        )}
        <label className={styles.check}>
          <input type="checkbox" name="keep_signed_in" checked={values.keepSignedIn} onChange={set('keepSignedIn')} />
          Keep me signed in
        </label>
        <Button type="submit" block disabled={pending} loading={pending}>
          {register ? 'Create account' : 'Log in'}
        </Button>
      </form>
    </>
  )
}

const MSG_CODE_LENGTH = `Please enter the ${CODE_LENGTH}-character code.`

/**
 * The second step of a login from a device new to the account (flag mfa_check): the code sent by e-mail or
 * text message. It submits itself when the code is complete; a login that can no longer be completed goes
 * back to the password.
 */
function CodeStep({
  challenge,
  keepSignedIn,
  onDone,
  onRestart,
}: {
  challenge: MfaChallenge
  keepSignedIn: boolean
  onDone: () => void
  onRestart: (why: string) => void
}) {
  const verify = useVerifyCode()
  const resend = useResendCode()
  const [code, setCode] = useState('')
  const [sent, setSent] = useState({ channel: challenge.channel, destination: challenge.destination })
  const [message, setMessage] = useState<string>()
  const [notice, setNotice] = useState<string>()

  const check = (value: string) => {
    setMessage(undefined)
    setNotice(undefined)
    if (value.length !== CODE_LENGTH) {
      setMessage(value === '' ? MSG_REQUIRED : MSG_CODE_LENGTH)
      return
    }
    verify.mutate(
      { mfaToken: challenge.mfa_token, code: value, keepSignedIn },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (err instanceof ApiError && err.validations.mfa_token) onRestart(err.validations.mfa_token[0] ?? err.message)
          else setMessage(err instanceof ApiError ? (err.validations.code?.[0] ?? err.message) : 'Something went wrong')
        },
      },
    )
  }
  const sendAgain = (channel?: 'email' | 'sms') => {
    setMessage(undefined)
    setNotice(undefined)
    resend.mutate(
      { mfaToken: challenge.mfa_token, channel },
      {
        onSuccess: (r) => {
          setSent({ channel: r.channel, destination: r.destination })
          setCode('')
          setNotice(r.message)
        },
        onError: (err) => {
          if (err instanceof ApiError && err.validations.mfa_token) onRestart(err.validations.mfa_token[0] ?? err.message)
          else setMessage(err.message || 'Something went wrong')
        },
      },
    )
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    check(code)
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        We sent a {sent.channel === 'sms' ? 'text message' : 'message'} with a {CODE_LENGTH}-character code to <strong>{sent.destination}</strong>. Enter it
        to finish logging in on this device.
      </p>
      {notice && (
        <p className={styles.success} role="status">
          {notice}
        </p>
      )}
      {/* The field carries its error (aria-invalid, described by it, announced as it appears). */}
      <CodeInput value={code} onChange={setCode} onComplete={check} errors={message ? [message] : undefined} />
      <Button type="submit" block disabled={verify.isPending} loading={verify.isPending}>
        Verify
      </Button>
      {challenge.sms_available && sent.channel === 'email' && (
        <Button type="button" variant="secondary" block disabled={resend.isPending} onClick={() => sendAgain('sms')}>
          Send the code by text message instead
        </Button>
      )}
      <Button type="button" variant="secondary" block disabled={resend.isPending} onClick={() => sendAgain()}>
        Send a new code
      </Button>
    </form>
  )
}
