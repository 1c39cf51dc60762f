// A labelled group of radios, the checkout's way to choose (mode, payment, tip, residency).

import { useId, type ReactNode } from 'react'
import styles from './Checkout.module.css'

interface Option {
  value: string
  label: string
  detail?: string
}

/** A labelled group of native radios: arrow keys move between them. */
export function RadioGroup({
  legend,
  name,
  value,
  onChange,
  options,
  errors,
  disabled,
  required,
  cards,
  inline,
}: {
  legend: ReactNode
  name: string
  value: string
  onChange: (v: string) => void
  options: Option[]
  errors?: string[]
  disabled?: boolean
  /** A choice the shopper must make (there is no default). */
  required?: boolean
  cards?: boolean
  inline?: boolean
}) {
  const errorId = useId()
  const invalid = (errors?.length ?? 0) > 0
  return (
    <fieldset className={styles.group} aria-describedby={invalid ? errorId : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {errors && errors.length > 0 && (
        <p id={errorId} className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
      <div className={inline ? styles.inline : styles.options}>
        {options.map((o) => (
          <label key={o.value} className={cards ? styles.option : inline ? styles.chip : styles.plain}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              required={required}
              aria-invalid={invalid || undefined}
            />
            <span>
              {o.label}
              {o.detail && <small className={styles.detail}>{o.detail}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

