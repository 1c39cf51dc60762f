// The settings form's own inputs: a number and a list typed as text, each
// keeping what is typed while the draft holds what it reads as, and a
// week's hours day by day.

import { useId, useState, type ReactNode } from 'react'
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

const numberText = (value: number | undefined) => (value === undefined || value === 0 ? '' : String(value))

/**
 * A number typed as text: blank reads as 0, and text that is no number as
 * NaN, which the form refuses before sending. A value that comes from
 * elsewhere (not what the text reads as) shows as its own text.
 */
export function NumberField({ label, name, value, onValue, errors, hint, decimal = false }: NumberFieldProps) {
  const [text, setText] = useState(numberText(value))
  const [was, setWas] = useState(value)
  if (!Object.is(was, value)) {
    setWas(value)
    if (!Object.is(parseNumber(text), value ?? 0)) setText(numberText(value))
  }
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

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * A list typed as text, by commas or one per line; blank items are
 * dropped. A list that comes from elsewhere (not what the text reads as)
 * shows as its own text.
 */
export function ListField({ label, name, value, onValue, lines = false, hint, errors }: ListFieldProps) {
  const join = (l: string[]) => l.join(lines ? '\n' : ', ')
  const read = (t: string) =>
    t
      .split(lines ? /\n/ : /[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean)
  const [text, setText] = useState(join(value))
  const [was, setWas] = useState(value)
  if (!sameList(was, value)) {
    setWas(value)
    if (!sameList(read(text), value)) setText(join(value))
  }
  const change = (t: string) => {
    setText(t)
    onValue(read(t))
  }
  return lines ? (
    <TextArea label={label} name={name} hint={hint} rows={3} value={text} onChange={(e) => change(e.target.value)} errors={errors} />
  ) : (
    <Field label={label} name={name} hint={hint} autoComplete="off" value={text} onChange={(e) => change(e.target.value)} errors={errors} />
  )
}

interface CheckProps {
  label: ReactNode
  checked: boolean
  onChange: (on: boolean) => void
  name: string
  hint?: string
  /** A note beside it that is no error, linked as its description too. */
  note?: string
  errors?: string[]
}

/** A labelled checkbox, its hint, note and errors linked to it. */
export function Check({ label, checked, onChange, name, hint, note, errors = [] }: CheckProps) {
  const id = useId()
  const described = [errors.length > 0 && `${id}-error`, note && `${id}-note`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label className={form.check}>
        <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={errors.length > 0 || undefined} aria-describedby={described} />
        <span>{label}</span>
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {note && (
        <p className={styles.note} id={`${id}-note`}>
          {note}
        </p>
      )}
      {errors.length > 0 && (
        <p className={styles.error} id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}

/**
 * A group's own error (not any one field's), at path, and the id to link
 * it to the group by (aria-describedby): the id is made of the path, as
 * the settings form is alone on its page.
 */
export function groupError(path: string, errors: string[] | undefined): { describedBy: string | undefined; error: ReactNode } {
  const id = `settings-error-${path}`
  if (!errors || errors.length === 0) return { describedBy: undefined, error: null }
  return {
    describedBy: id,
    error: (
      <p className={styles.error} id={id}>
        {errors.join(' ')}
      </p>
    ),
  }
}

const dayName = (d: string) => d.charAt(0).toUpperCase() + d.slice(1)

interface WeekProps {
  legend: string
  /** The schedule's path: hours.working. */
  path: string
  hours: DayHours[]
  onChange: (hours: DayHours[]) => void
  errors: Errors
  /** A note about the week as a whole, linked to it as its description. */
  note?: string
}

/** A week's hours: each day open or closed, and when open from and to (a closing before the opening closes the next day). */
export function Week({ legend, path, hours, onChange, errors, note }: WeekProps) {
  const own = groupError(path, errors(path))
  const noteId = `${useId()}-note`
  const described = [own.describedBy, note && noteId].filter(Boolean).join(' ') || undefined
  // Every week has the same days: the week's name, unseen, tells their times apart.
  const whose = <span className="visually-hidden"> ({legend.toLowerCase()})</span>
  return (
    <fieldset className={styles.fieldset} aria-describedby={described}>
      <legend>{legend}</legend>
      {own.error}
      {note && (
        <p className={styles.note} id={noteId}>
          {note}
        </p>
      )}
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
                    label={
                      <>
                        {dayName(day)} from{whose}
                      </>
                    }
                    name={`${path}.${day}.from`}
                    type="time"
                    value={period.from}
                    onChange={(e) => onChange(withDay(hours, day, { ...period, from: e.target.value }))}
                    errors={errors(`${at}.period.from`)}
                  />
                  <Field
                    label={
                      <>
                        {dayName(day)} to{whose}
                      </>
                    }
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
