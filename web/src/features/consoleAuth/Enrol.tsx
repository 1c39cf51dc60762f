import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { useTitle } from '../../components/ui/useTitle'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { useFormRefusal } from '../../components/console/useErrorFocus'
import { useConfirmTotp, useFinishEnrolment, useStartTotp, type TotpEnrolment } from './api'
import { groupSecret, totpDigits, TOTP_DIGITS } from './codes'
import { QrCode } from './QrCode'
import { RecoveryCodes } from './RecoveryCodes'
import { refusalOf } from '../../components/console/refusal'
import styles from './consoleAuth.module.css'

/**
 * Setting up the authenticator app (ADR 0022, section 1), which every
 * staff member does before the console does anything else: a new secret,
 * shown once as a link an authenticator app opens and as a key to type in;
 * a code from the app to prove it took the secret; then the ten recovery
 * codes, shown once. onDone runs when the person has saved them, with the
 * session read again.
 */
export function Enrol({ onDone }: { onDone: () => void }) {
  const start = useStartTotp()
  const finish = useFinishEnrolment()
  const [enrolment, setEnrolment] = useState<TotpEnrolment>()
  const [codes, setCodes] = useState<string[]>()
  const [message, setMessage] = useState<string>()
  const [finishing, setFinishing] = useState(false)
  const begin = () => {
    setMessage(undefined)
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (err) => setMessage(refusalOf(err, []).message),
    })
  }

  if (codes) {
    const saved = () => {
      setFinishing(true)
      // Set up either way: should the read fail, the console's home reads the session again.
      finish().then(onDone, onDone)
    }
    return <RecoveryCodes codes={codes} onSaved={saved} saving={finishing} />
  }
  if (enrolment) return <ConfirmApp key={enrolment.secret} enrolment={enrolment} onConfirmed={setCodes} onNewKey={begin} renewing={start.isPending} renewError={message} />
  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <Title>Set up your authenticator app</Title>
      <p>
        Each time you sign in, the console asks for a code from an authenticator app on your phone, so a stolen password is not enough. Any app that
        makes time-based codes (TOTP) will do.
      </p>
      {message && <FormAlert>{message}</FormAlert>}
      <Button type="button" onClick={begin} loading={start.isPending} disabled={start.isPending}>
        Show my setup key
      </Button>
    </div>
  )
}

function Title({ children }: { children: string }) {
  useTitle(children)
  return <ScreenHeading>{children}</ScreenHeading>
}

function ConfirmApp({
  enrolment,
  onConfirmed,
  onNewKey,
  renewing,
  renewError,
}: {
  enrolment: TotpEnrolment
  onConfirmed: (codes: string[]) => void
  onNewKey: () => void
  renewing: boolean
  /** Why a new key could not be made. */
  renewError?: string
}) {
  const confirm = useConfirmTotp()
  const [code, setCode] = useState('')
  const { ref, errors, message, fail, clear } = useFormRefusal()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (code.length !== TOTP_DIGITS) return fail({ code: ['Enter the six digits your app shows now.'] })
    clear()
    confirm.mutate(code, {
      onSuccess: (answer) => onConfirmed(answer.codes),
      onError: (err) => {
        const r = refusalOf(err, ['code'])
        fail(r.errors, r.message)
      },
    })
  }
  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <Title>Add Pistil to your authenticator app</Title>
      <ol className={styles.steps}>
        <li>
          Scan this code with the app:
          <QrCode text={enrolment.uri} label="QR code of the setup link for your authenticator app" />
          or, on the phone with the app, <a href={enrolment.uri}>open this setup link</a>; or add an account in the app by hand and type in this key:
          <code className={styles.secret}>
            {groupSecret(enrolment.secret)}
          </code>
        </li>
        <li>Type the six-digit code the app then shows for Pistil.</li>
      </ol>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-label="Confirm the app">
        {message && <FormAlert>{message}</FormAlert>}
        <Field
          label="Six-digit code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={TOTP_DIGITS + 2}
          value={code}
          onChange={(e) => setCode(totpDigits(e.target.value))}
          errors={errors.code}
        />
        <Button type="submit" block loading={confirm.isPending} disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking…' : 'Confirm'}
        </Button>
      </form>
      {renewError && <FormAlert>{renewError}</FormAlert>}
      <div className={ui.actions}>
        <button type="button" className={ui.linkButton} onClick={onNewKey} disabled={renewing} aria-busy={renewing || undefined}>
          Start again with a new key
        </button>
      </div>
    </div>
  )
}
