import type { ReactNode } from 'react'
import form from '../ui/Form.module.css'

/** A form's refusal, above its fields: announced, and where useErrorFocus puts focus. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className={form.alert} role="alert" tabIndex={-1} data-form-alert="">
      {children}
    </p>
  )
}
