// Opening hours and special days, a section of the store's settings form (./Settings.tsx).

import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import ui from '../../components/console/console.module.css'
import { keyed, keyOf, MODES, nth, OWN_HOURS, type OwnHours } from './draft'
import { Check, Week } from './fields'
import styles from './Settings.module.css'
import type { SectionProps } from './sectionProps'

export function HoursSection({ draft, update, err, timeZone }: SectionProps & { timeZone: string }) {
  const own = MODES.filter((m): m is { mode: OwnHours; label: string } => (OWN_HOURS as string[]).includes(m.mode))
  return (
    <section aria-labelledby="settings-hours" className={styles.section}>
      <h2 id="settings-hours">Hours and special days</h2>
      <p className={ui.muted}>Times are in the store’s time zone, {timeZone}. A closing time before the opening time closes the next day.</p>
      <Week legend="Store hours" path="hours.working" hours={draft.hours.working} onChange={(h) => update((d) => void (d.hours.working = h))} errors={err} />
      {own.map(({ mode, label }) => {
        const hours = draft.hours[mode] ?? []
        const name = label.toLowerCase()
        // The catalogue reads a mode's empty week as "follows the store's hours": say so, rather than untick the box.
        const empty = draft.own_hours[mode] && hours.length === 0
        return (
          <div key={mode} className={styles.group}>
            <Check
              name={`own_hours_${mode}`}
              label={`${label} has hours of its own`}
              checked={draft.own_hours[mode]}
              onChange={(on) =>
                update((d) => {
                  d.own_hours[mode] = on
                  d.hours[mode] = on ? structuredClone(d.hours.working) : []
                })
              }
            />
            {draft.own_hours[mode] && (
              <Week
                legend={`${label} hours`}
                path={`hours.${mode}`}
                hours={hours}
                onChange={(h) => update((d) => void (d.hours[mode] = h))}
                errors={err}
                note={empty ? `With no day open, ${name} follows the store’s hours. To stop taking ${name} reservations, untick “Take ${name} reservations” under Fulfilment.` : undefined}
              />
            )}
          </div>
        )
      })}
      <fieldset className={styles.fieldset}>
        <legend>Special days</legend>
        <p className={styles.hint}>A date the store is closed, or open other hours, such as a holiday. Every mode follows it that day.</p>
        {draft.special_days.map((day, i) => {
          const at = `special_days[${i}]`
          const n = i + 1
          return (
            <fieldset key={keyOf(day)} className={styles.item}>
              <legend>Special day {n}</legend>
              <div className={styles.pair}>
                <Field
                  label="Date"
                  name={`${at}.date`}
                  type="date"
                  value={day.date}
                  onChange={(e) => update((d) => void (nth(d.special_days, i).date = e.target.value))}
                  errors={err(`${at}.date`)}
                />
                <Field
                  label="Note for shoppers"
                  name={`${at}.note`}
                  maxLength={200}
                  value={day.note ?? ''}
                  onChange={(e) => update((d) => void (nth(d.special_days, i).note = e.target.value))}
                  errors={err(`${at}.note`)}
                />
              </div>
              <Check
                name={`${at}.closed`}
                label="Closed all day"
                checked={day.closed ?? false}
                onChange={(on) =>
                  update((d) => {
                    nth(d.special_days, i).closed = on
                    nth(d.special_days, i).period = on ? undefined : { from: '10:00', to: '16:00' }
                  })
                }
                errors={err(`${at}.period`)}
              />
              {day.period && (
                <div className={styles.times}>
                  <Field
                    label="Opens"
                    name={`${at}.from`}
                    type="time"
                    value={day.period.from}
                    onChange={(e) => update((d) => void (nth(d.special_days, i).period!.from = e.target.value))}
                    errors={err(`${at}.period.from`)}
                  />
                  <Field
                    label="Closes"
                    name={`${at}.to`}
                    type="time"
                    value={day.period.to}
                    onChange={(e) => update((d) => void (nth(d.special_days, i).period!.to = e.target.value))}
                    errors={err(`${at}.period.to`)}
                  />
                </div>
              )}
              <div className={ui.actions}>
                <Button type="button" variant="secondary" onClick={() => update((d) => void d.special_days.splice(i, 1))} aria-label={`Remove special day ${n}`}>
                  Remove
                </Button>
              </div>
            </fieldset>
          )
        })}
        <div className={ui.actions}>
          <Button type="button" variant="secondary" onClick={() => update((d) => void d.special_days.push(keyed({ date: '', closed: true })))}>
            Add a special day
          </Button>
        </div>
      </fieldset>
    </section>
  )
}
