import { useEffect, type RefObject } from 'react'

/**
 * Moves focus to what went wrong after each failed attempt (attempt counts
 * them, 0 for none yet): the form's alert (FormAlert) or its first invalid
 * field, whichever comes first in the form.
 */
export function useErrorFocus(form: RefObject<HTMLElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return
    form.current?.querySelector<HTMLElement>('[data-form-alert], [aria-invalid="true"]')?.focus()
  }, [form, attempt])
}
