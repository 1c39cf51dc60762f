// The checkout's mode part: pickup, delivery or curbside, each with its schedule today.

import type { ReservationMode, ScheduleResponse } from './api'
import { MODE_LABELS, scheduleText } from './slots'
import { RadioGroup } from './RadioGroup'

export function ModeChoice({
  modes,
  mode,
  onChange,
  schedule,
  zone,
  errors,
}: {
  modes: ReservationMode[]
  mode: ReservationMode
  onChange: (m: ReservationMode) => void
  schedule?: ScheduleResponse
  zone: string
  errors?: string[]
}) {
  const now = new Date()
  return (
    <RadioGroup
      legend="How would you like your order?"
      name="reservation_mode"
      value={mode}
      onChange={(v) => onChange(v as ReservationMode)}
      errors={errors}
      options={modes.map((m) => ({ value: m, label: MODE_LABELS[m], detail: scheduleText(schedule?.schedules[m], zone, now) }))}
      cards
    />
  )
}

