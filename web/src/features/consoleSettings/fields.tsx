// The settings form's own inputs: a number and a list typed as text, each
// keeping what is typed while the draft holds what it reads as, and a
// week's hours day by day.

import { useState, type ReactNode } from 'react'
import { Field } from '../../components/ui/Field'
import form from '../../components/ui/Form.module.css'
import { TextArea } from '../../components/console/TextArea'
import { DAYS, parseNumber, periodOn, withDay, type DayHours } from './draft'
import styles from './Settings.module.css'

type Errors = (path: string) => string[] | undefined

interface NumberFieldProps {
  label: string
  name: string
  value: number | undefined
  onValue: (n: number) => void
  errors?: string[]
  hint?: string
  /** Decimals are allowed (money, rates, miles); else whole numbers. */
  decimal?: boolean
}

/** A number typed as text: blank reads as 0, and text that is no number as NaN, which the form refuses before sending. */
export function NumberField({ label, name, value, onValue, errors, hint, decimal = false }: NumberFieldProps) {
  const [text, setText] = useState(value === undefined || value === 0 ? '' : String(value))
  return (
    <Field
      label={label}
      name={name}
      hint={hint}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      placeholder="0"
      onChange={(e) => {
        setText(e.target.value)
        onValue(parseNumber(e.target.value))
      }}
      errors={errors}
    />
  )
}

interface ListFieldProps {
  label: string
  name: string
  value: string[]
  onValue: (list: string[]) => void
  /** Items are one per line (a text area) rather than separated by commas. */
  lines?: boolean
  hint?: string
  errors?: string[]
}

/** A list typed as text, by commas or one per line; blank items are dropped. */
export function ListField({ label, name, value, onValue, lines = false, hint, errors }: ListFieldProps) {
  const [text, setText] = useState(value.join(lines ? '\n' : ', '))
  const change = (t: string) => {
    setText(t)
    onValue(
      t
        .split(lines ? /\n/ : /[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean),
    )
  }
  return lines ? (
    <TextArea label={label} name={name} hint={hint} rows={3} value={text} onChange={(e) => change(e.target.value)} errors={errors} />
  ) : (
    <Field label={label} name={name} hint={hint} autoComplete="off" value={text} onChange={(e) => change(e.target.value)} errors={errors} />
  )
}

/** A labelled checkbox. */
export function Check({ label, checked, onChange, name, hint }: { label: ReactNode; checked: boolean; onChange: (on: boolean) => void; name: string; hint?: string }) {
  return (
    <div>
      <label className={form.check}>
        <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  )
}

const dayName = (d: string) => d.charAt(0).toUpperCase() + d.slice(1)

interface WeekProps {
  legend: string
  /** The schedule's path: hours.working. */
  path: string
  hours: DayHours[]
  onChange: (hours: DayHours[]) => void
  errors: Errors
}

/** A week's hours: each day open or closed, and when open from and to (a closing before the opening closes the next day). */
export function Week({ legend, path, hours, onChange, errors }: WeekProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {errors(path) && <p className={styles.error}>{errors(path)!.join(' ')}</p>}
      <div className={styles.week}>
        {DAYS.map((day) => {
          const period = periodOn(hours, day)
          const i = hours.findIndex((h) => h.day === day)
          const at = `${path}[${i}]`
          return (
            <div key={day} className={styles.day}>
              <label className={form.check}>
                <input
                  type="checkbox"
                  name={`${path}.${day}.open`}
                  checked={period !== undefined}
                  onChange={(e) => onChange(withDay(hours, day, e.target.checked ? { from: '09:00', to: '21:00' } : undefined))}
                />
                <span>
                  {dayName(day)}
                  <span className="visually-hidden"> open ({legend.toLowerCase()})</span>
                </span>
              </label>
              {period ? (
                <div className={styles.times}>
                  <Field
                    label={`${dayName(day)} from`}
                    name={`${path}.${day}.from`}
                    type="time"
                    value={period.from}
                    onChange={(e) => onChange(withDay(hours, day, { ...period, from: e.target.value }))}
                    errors={errors(`${at}.period.from`)}
                  />
                  <Field
                    label={`${dayName(day)} to`}
                    name={`${path}.${day}.to`}
                    type="time"
                    value={period.to}
                    onChange={(e) => onChange(withDay(hours, day, { ...period, to: e.target.value }))}
                    errors={errors(`${at}.period.to`)}
                  />
                </div>
              ) : (
                <p className={styles.closed}>Closed</p>
              )}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
