import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { normalizeCode } from '../../components/ui/CodeInput'
import { useTitle } from '../../components/ui/useTitle'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { useErrorFocus, useFormRefusal } from '../../components/console/useErrorFocus'
import type { Validations } from '../../lib/api'
import { CODE_LENGTH, looksLikeEmail, MSG_EMAIL, MSG_REQUIRED } from '../../lib/forms'
import { useEmailCode, useSecondFactor, useStaffSignIn, type Factor } from './api'
import { totpDigits, TOTP_DIGITS } from './codes'
import { refusalOf } from '../../components/console/refusal'

/** A right password's challenge: what the second step finishes. */
interface Challenge {
  challenge: string
  methods: Factor[]
}

/**
 * Signing in to the store console (ADR 0022, section 1): the address and
 * password, then the second step (the authenticator app's code, a recovery
 * code, or a code by e-mail). It ends with a session kept
 * (lib/staffSession.ts); someone who never finished setting up an
 * authenticator app gets a session that may only do that. The screen
 * around it goes on from the session.
 */
export function SignIn() {
  const [email, setEmail] = useState('')
  const [challenge, setChallenge] = useState<Challenge>()
  if (challenge) return <FactorStep {...challenge} onRestart={() => setChallenge(undefined)} />
  return <PasswordStep email={email} onEmail={setEmail} onChallenge={setChallenge} />
}

function PasswordStep({ email, onEmail, onChallenge }: { email: string; onEmail: (email: string) => void; onChallenge: (c: Challenge) => void }) {
  useTitle('Sign in to the store console')
  const signIn = useStaffSignIn()
  const [password, setPassword] = useState('')
  const { ref, errors, message, fail, clear } = useFormRefusal()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found: Validations = {}
    if (email.trim() === '') found.email = [MSG_REQUIRED]
    else if (!looksLikeEmail(email)) found.email = [MSG_EMAIL]
    if (password === '') found.password = [MSG_REQUIRED]
    if (Object.keys(found).length > 0) return fail(found)
    clear()
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (answer.next === 'second_factor' && answer.challenge) {
            const named = (answer.methods ?? []).filter((m): m is Factor => m !== '')
            onChallenge({ challenge: answer.challenge, methods: named.length > 0 ? named : ['totp', 'recovery'] })
          }
        },
        onError: (err) => {
          const r = refusalOf(err, ['email', 'password'])
          fail(r.errors, r.message)
        },
      },
    )
  }

  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <ScreenHeading>Sign in to the store console</ScreenHeading>
      <p className={ui.muted}>For the staff of stores on Pistil. Shoppers sign in on the shop.</p>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-label="Sign in">
        {message && <FormAlert>{message}</FormAlert>}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => onEmail(e.target.value)}
          errors={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          errors={errors.password}
        />
        <Button type="submit" block loading={signIn.isPending} disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Continue'}
        </Button>
      </form>
    </div>
  )
}

const titles: Record<Factor, string> = {
  totp: 'Enter the code from your authenticator app',
  recovery: 'Enter a recovery code',
  email: 'Enter the code we e-mailed you',
}

function FactorStep({ challenge, methods, onRestart }: Challenge & { onRestart: () => void }) {
  const [method, setMethod] = useState<Factor>(methods.includes('totp') ? 'totp' : (methods[0] ?? 'totp'))
  useTitle(titles[method])
  const second = useSecondFactor()
  const mail = useEmailCode()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [sent, setSent] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  const fail = (found: Validations, why?: string) => {
    setErrors(found)
    setMessage(why)
    setAttempt((n) => n + 1)
  }
  const choose = (next: Factor) => {
    setMethod(next)
    setCode('')
    setErrors({})
    setMessage(undefined)
  }
  const sendMail = () => {
    setMessage(undefined)
    mail.mutate(challenge, {
      onSuccess: (answer) => {
        const again = method === 'email'
        choose('email')
        setSent(`${again ? 'We sent another code' : 'We sent a code'}${answer.to ? ` to ${answer.to}` : ''}. It works for a few minutes.`)
      },
      onError: (err) => {
        const r = refusalOf(err, [])
        fail({}, r.message)
      },
    })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const sentCode = method === 'recovery' ? code.trim() : code
    const missing =
      method === 'totp' && sentCode.length !== TOTP_DIGITS
        ? 'Enter the six digits your app shows now.'
        : method === 'email' && sentCode.length !== CODE_LENGTH
          ? `Enter the ${CODE_LENGTH} letters and digits from the e-mail.`
          : method === 'recovery' && sentCode === ''
            ? 'Enter one of the recovery codes you saved.'
            : undefined
    if (missing) return fail({ code: [missing] })
    setErrors({})
    setMessage(undefined)
    second.mutate(
      { challenge, method, code: sentCode },
      {
        onError: (err) => {
          const r = refusalOf(err, ['code'])
          fail(r.errors, r.message)
        },
      },
    )
  }

  const field =
    method === 'totp' ? (
      <Field
        label="Six-digit code"
        name="code"
        hint="Open your authenticator app and type the code it shows for Pistil."
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={TOTP_DIGITS + 2}
        value={code}
        onChange={(e) => setCode(totpDigits(e.target.value))}
        errors={errors.code}
      />
    ) : method === 'recovery' ? (
      <Field
        label="Recovery code"
        name="code"
        hint="One of the ten codes you saved when you set up the app, like abcd-efgh-ijkl-mnop. Each works once."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        errors={errors.code}
      />
    ) : (
      <Field
        label="Code from the e-mail"
        name="code"
        hint={`The ${CODE_LENGTH} letters and digits in the e-mail.`}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CODE_LENGTH + 4}
        value={code}
        onChange={(e) => setCode(normalizeCode(e.target.value))}
        errors={errors.code}
      />
    )

  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <ScreenHeading key={method}>{titles[method]}</ScreenHeading>
      <p role="status">{method === 'email' ? sent : undefined}</p>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-label="Second step">
        {message && <FormAlert>{message}</FormAlert>}
        {field}
        <Button type="submit" block loading={second.isPending} disabled={second.isPending}>
          {second.isPending ? 'Checking…' : 'Sign in'}
        </Button>
      </form>
      <div className={ui.actions}>
        {method !== 'totp' && methods.includes('totp') && (
          <button type="button" className={ui.linkButton} onClick={() => choose('totp')}>
            Use the authenticator app
          </button>
        )}
        {method !== 'recovery' && methods.includes('recovery') && (
          <button type="button" className={ui.linkButton} onClick={() => choose('recovery')}>
            Use a recovery code
          </button>
        )}
        {methods.includes('email') && (
          <button type="button" className={ui.linkButton} onClick={sendMail} disabled={mail.isPending} aria-busy={mail.isPending || undefined}>
            {method === 'email' ? 'Send another code' : 'E-mail me a code'}
          </button>
        )}
        <button type="button" className={ui.linkButton} onClick={onRestart}>
          Start again
        </button>
      </div>
    </div>
  )
}
