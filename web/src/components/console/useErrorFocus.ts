import { useEffect, useRef, useState, type RefObject } from 'react'
import type { Validations } from '../../lib/api'

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]'

/**
 * Moves focus to what went wrong after each failed attempt (attempt counts
 * them, 0 for none yet): the form's alert (FormAlert) or its first invalid
 * field, whichever comes first in the form. An invalid group (a fieldset
 * marked aria-invalid) cannot take focus itself, so its first control does.
 */
export function useErrorFocus(form: RefObject<HTMLElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return
    const wrong = form.current?.querySelector<HTMLElement>('[data-form-alert], [aria-invalid="true"]')
    if (!wrong) return
    const target = wrong.matches(FOCUSABLE) ? wrong : (wrong.querySelector<HTMLElement>(FOCUSABLE) ?? wrong)
    target.focus()
  }, [form, attempt])
}

/**
 * A console form's refusals: the errors by field and the message above the
 * form, and the form's ref, to which focus moves after each failure
 * (useErrorFocus). fail shows a refusal (the form's own checks or the
 * server's); clear takes it away as the form is sent again.
 */
export function useFormRefusal() {
  const ref = useRef<HTMLFormElement>(null)
  const [refusal, setRefusal] = useState<{ errors: Validations; message?: string; attempt: number }>({ errors: {}, attempt: 0 })
  useErrorFocus(ref, refusal.attempt)
  const fail = (errors: Validations, message?: string) => setRefusal((r) => ({ errors, message, attempt: r.attempt + 1 }))
  const clear = () => setRefusal((r) => ({ errors: {}, attempt: r.attempt }))
  return { ref, errors: refusal.errors, message: refusal.message, fail, clear }
}
