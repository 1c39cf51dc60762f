import { useRef, type ClipboardEvent } from 'react'
import { Field } from './Field'
import { CODE_LENGTH } from '../../lib/forms'

/** What a typed or pasted code becomes: letters and digits only (whitespace and separators stripped), upper case, at most CODE_LENGTH characters. */
export function normalizeCode(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, CODE_LENGTH)
}

interface CodeInputProps {
  value: string
  onChange: (code: string) => void
  /** Called once each time the code reaches its full length (spec section 5). */
  onComplete: (code: string) => void
  errors?: string[]
  disabled?: boolean
}

/** The verification code: one field that a phone can fill from the message (one-time-code). */
export function CodeInput({ value, onChange, onComplete, errors, disabled }: CodeInputProps) {
  const completed = useRef('')
  const update = (raw: string) => {
    const code = normalizeCode(raw)
    onChange(code)
    if (code.length === CODE_LENGTH && completed.current !== code) {
      completed.current = code
      onComplete(code)
    } else if (code.length < CODE_LENGTH) completed.current = ''
  }
  // A pasted code may carry spaces that maxLength would cut before they are stripped.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    update(e.clipboardData.getData('text'))
  }
  return (
    <Field
      label="Verification code"
      name="code"
      hint={`The ${CODE_LENGTH} letters and digits we sent you.`}
      value={value}
      maxLength={CODE_LENGTH}
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      onChange={(e) => update(e.target.value)}
      onPaste={paste}
      errors={errors}
      announce
    />
  )
}
