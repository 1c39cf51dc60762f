// The checkout's when part: as soon as possible, or a window up to a week ahead.

import { useId, useState } from 'react'
import { Skeleton } from '../../components/ui/Skeleton'
import pages from '../../components/ui/pages.module.css'
import type { ReservationMode, ScheduleResponse } from './api'
import { dateKey, dayLabel, groupWindows, windowLabel } from './slots'
import { zoneLabel } from '../../lib/timeZones'
import styles from './Checkout.module.css'

/** The chosen time in words: as soon as possible, or the window's day and hours in the store's time zone. */
export function whenText(when: string, schedule: ScheduleResponse | undefined, zone: string): string {
  if (when === 'asap') return 'As soon as possible'
  const w = schedule?.windows.flatMap((d) => d.windows).find((x) => x.start === when)
  if (!w) return 'Chosen time'
  return `${dayLabel(dateKey(new Date(w.start), zone), new Date(), zone)}, ${windowLabel(w, zone)}`
}

export function WhenChoice({
  mode,
  schedule,
  loading,
  failed,
  zone,
  when,
  onChange,
  note,
  errors,
}: {
  mode: ReservationMode
  schedule?: ScheduleResponse
  loading: boolean
  failed: boolean
  zone: string
  when: string
  onChange: (w: string) => void
  /** Why the choice changed by itself, said politely. */
  note?: string
  errors?: string[]
}) {
  const now = new Date()
  const days = groupWindows(schedule?.windows.flatMap((d) => d.windows) ?? [], zone, now)
  const chosenDay = when === 'asap' ? undefined : dateKey(new Date(when), zone)
  const [day, setDay] = useState<string | undefined>(chosenDay)
  const [choosing, setChoosing] = useState(when !== 'asap')
  // The choice moved without the shopper (the windows changed): the day shown and the mode follow it.
  const [seenWhen, setSeenWhen] = useState(when)
  if (when !== seenWhen) {
    setSeenWhen(when)
    if (chosenDay) setDay(chosenDay)
    else setChoosing(false)
  }
  const shownDay = days.find((d) => d.date === day) ?? days.find((d) => d.windows.some((w) => w.available !== false)) ?? days[0]
  const errorId = useId()
  const noun = mode === 'delivery' ? 'delivery' : 'pickup'
  const asap = schedule?.asap
  return (
    <fieldset className={styles.group} aria-describedby={errors?.length ? errorId : undefined}>
      <legend>When</legend>
      {loading && <Skeleton height={80} />}
      {failed && <p className={pages.muted}>Times could not be loaded; the store will get your order ready as soon as it can.</p>}
      {errors && errors.length > 0 && (
        <p id={errorId} className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
      {!loading && (
        <div className={styles.options}>
          <label className={styles.option}>
            <input
              type="radio"
              name="when"
              value="asap"
              checked={!choosing}
              onChange={() => {
                setChoosing(false)
                onChange('asap')
              }}
              disabled={!failed && !asap}
            />
            <span>
              As soon as possible
              <small className={styles.detail}>
                {asap
                  ? `Earliest ${noun}: ${dayLabel(dateKey(new Date(asap.start), zone), now, zone).toLowerCase()}, ${windowLabel(asap, zone)}`
                  : failed
                    ? ''
                    : `No ${noun} times this week`}
              </small>
            </span>
          </label>
          <label className={styles.option}>
            <input
              type="radio"
              name="when"
              value="schedule"
              checked={choosing}
              disabled={days.length === 0}
              onChange={() => {
                setChoosing(true)
                const first = shownDay?.windows.find((w) => w.available !== false)
                if (first) onChange(first.start)
              }}
            />
            <span>
              Choose a time
              <small className={styles.detail}>Up to 7 days ahead, in the store's time ({zoneLabel(zone)})</small>
            </span>
          </label>
        </div>
      )}
      <div role="status" className={styles.live}>
        {note && <p className={styles.caution}>{note}</p>}
      </div>
      {choosing && shownDay && (
        <div className={styles.slots}>
          <fieldset className={styles.days}>
            <legend className="visually-hidden">Day</legend>
            {days.map((d) => (
              <label key={d.date} className={styles.chip}>
                <input
                  type="radio"
                  name="window_day"
                  value={d.date}
                  checked={d.date === shownDay.date}
                  onChange={() => {
                    setDay(d.date)
                    const first = d.windows.find((w) => w.available !== false)
                    if (first) onChange(first.start)
                  }}
                />
                <span>{d.label}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.windows}>
            <legend>
              {noun === 'delivery' ? 'Delivery' : 'Pickup'} windows: {shownDay.label}
            </legend>
            {shownDay.windows.map((w) => (
              <label key={w.start} className={styles.chip}>
                <input type="radio" name="window" value={w.start} checked={when === w.start} disabled={w.available === false} onChange={() => onChange(w.start)} />
                <span>
                  {windowLabel(w, zone)}
                  {w.available === false && <span className={styles.full}> (full)</span>}
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </fieldset>
  )
}

