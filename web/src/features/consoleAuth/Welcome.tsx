import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { useTitle } from '../../components/ui/useTitle'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { useFormRefusal } from '../../components/console/useErrorFocus'
import type { Validations } from '../../lib/api'
import { MSG_PASSWORD, MSG_REQUIRED } from '../../lib/forms'
import { useWelcome } from './api'
import { refusalOf } from '../../components/console/refusal'

export const MSG_MISMATCH = 'The two passwords are not the same.'

/** Client checks of a new password and its confirmation; the server has the last word on the password. */
export function validateNewPassword(password: string, confirm: string): Validations {
  const out: Validations = {}
  if (password === '') out.password = [MSG_REQUIRED]
  else if ([...password].length < 10) out.password = [MSG_PASSWORD]
  if (confirm === '') out.confirm = [MSG_REQUIRED]
  else if (password !== '' && confirm !== password) out.confirm = [MSG_MISMATCH]
  return out
}

/**
 * The invitation's welcome (ADR 0022, section 1): choose a password and
 * confirm it. The one-time token is posted only on the click, so a mail
 * scanner that opens the link uses nothing up; token is kept by the
 * screen around this, out of the address bar. onWelcomed runs once the
 * password is set and a session started, one that must set up an
 * authenticator app next.
 */
export function Welcome({ token, onWelcomed }: { token: string | undefined; onWelcomed: () => void }) {
  useTitle('Welcome to the store console')
  const welcome = useWelcome()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { ref, errors, message, fail, clear } = useFormRefusal()

  if (!token) {
    return (
      <div className={`${ui.narrow} ${ui.panel}`}>
        <ScreenHeading>Open your invitation link again</ScreenHeading>
        <p>This page needs the link from your invitation e-mail. Open the e-mail and follow its link; if it has expired, ask your store’s owner for a new one.</p>
      </div>
    )
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = validateNewPassword(password, confirm)
    if (Object.keys(found).length > 0) return fail(found)
    clear()
    welcome.mutate(
      { token, password },
      {
        onSuccess: onWelcomed,
        onError: (err) => {
          const r = refusalOf(err, ['password'])
          fail(r.errors, r.message)
        },
      },
    )
  }

  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <ScreenHeading>Welcome to the store console</ScreenHeading>
      <p>You were invited to work on a store’s console. Choose a password to finish; next you will set up an authenticator app.</p>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-label="Choose a password">
        {message && <FormAlert>{message}</FormAlert>}
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
        <Field
          label="Confirm the password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          errors={errors.confirm}
        />
        <Button type="submit" block loading={welcome.isPending} disabled={welcome.isPending}>
          {welcome.isPending ? 'Setting your password…' : 'Set my password'}
        </Button>
      </form>
    </div>
  )
}
