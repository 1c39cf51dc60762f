import type { DayHours } from '../../lib/types'

const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** Today's opening hours in the store's time zone, e.g. "9:00 AM – 10:00 PM". */
export function hoursToday(hours: DayHours[], timeZone: string, now = new Date()): string | undefined {
  let weekday: string
  try {
    weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now).toLowerCase()
  } catch {
    weekday = days[now.getDay()] ?? 'monday'
  }
  const today = hours.find((h) => h.day === weekday)
  if (!today) return undefined
  return `${clock(today.period.from)} – ${clock(today.period.to)}`
}

export function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const suffix = h >= 12 ? 'PM' : 'AM'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`
}
