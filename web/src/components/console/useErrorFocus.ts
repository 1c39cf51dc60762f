import { useEffect, type RefObject } from 'react'

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
