import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import field from '../ui/Field.module.css'
import styles from './SelectField.module.css'

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  errors?: string[]
  hint?: string
  /** Keeps the label for screen readers only, where a column's header already says it on screen. */
  hideLabel?: boolean
  children: ReactNode
}

/** A labelled select in the form fields' style, its errors announced and linked as Field's are. */
export function SelectField({ label, errors = [], hint, hideLabel = false, id, className, children, ...select }: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  const errorId = `${selectId}-error`
  const hintId = `${selectId}-hint`
  const described = [errors.length > 0 ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : field.label} htmlFor={selectId}>
        {label}
      </label>
      {hint && (
        <p className={field.hint} id={hintId}>
          {hint}
        </p>
      )}
      <select id={selectId} className={`${field.input} ${styles.select}`} aria-invalid={errors.length > 0 || undefined} aria-describedby={described} {...select}>
        {children}
      </select>
      {errors.length > 0 && (
        <p className={field.error} id={errorId}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}
