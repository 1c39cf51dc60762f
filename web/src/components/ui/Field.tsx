import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styles from './Field.module.css'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  errors?: string[]
  hint?: string
  /** Announce errors as they appear (role="alert"), for a field that submits itself. */
  announce?: boolean
}

/** A labelled input with its errors announced and linked. */
export function Field({ label, errors = [], hint, announce = false, id, ...input }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const described = [errors.length > 0 ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      <input id={inputId} className={styles.input} aria-invalid={errors.length > 0 || undefined} aria-describedby={described} {...input} />
      {errors.length > 0 && (
        <p className={styles.error} id={errorId} role={announce ? 'alert' : undefined}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}
