import { useId, type ComponentPropsWithRef } from 'react'
import field from '../ui/Field.module.css'
import styles from './TextArea.module.css'

interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: string
  hint?: string
  errors?: string[]
}

/** A labelled text area with its hint and errors linked, as components/ui's Field is for an input; shared by the console's features. */
export function TextArea({ label, hint, errors = [], id, ...rest }: TextAreaProps) {
  const generated = useId()
  const areaId = id ?? generated
  const described = [errors.length > 0 ? `${areaId}-error` : undefined, hint ? `${areaId}-hint` : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={areaId}>
        {label}
      </label>
      {hint && (
        <p className={field.hint} id={`${areaId}-hint`}>
          {hint}
        </p>
      )}
      <textarea id={areaId} className={styles.textarea} aria-invalid={errors.length > 0 || undefined} aria-describedby={described} {...rest} />
      {errors.length > 0 && (
        <p className={field.error} id={`${areaId}-error`}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}
