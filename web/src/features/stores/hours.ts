import { dateFormat } from '../../lib/intl'
import type { DayHours, SpecialDay } from '../../lib/types'

const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** The date of now in the store's time zone, YYYY-MM-DD. */
export function dateIn(timeZone: string, now = new Date()): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now)
  } catch {
    return now.toISOString().slice(0, 10)
  }
}

/**
 * Today's opening hours in the store's time zone, e.g. "9:00 AM – 10:00 PM",
 * or undefined when it is closed today: a special day of today's date says
 * so instead of the weekday's hours.
 */
export function hoursToday(hours: DayHours[], timeZone: string, now = new Date(), specialDays: SpecialDay[] = []): string | undefined {
  const special = specialDays.find((d) => d.date === dateIn(timeZone, now))
  if (special) return special.closed || !special.period ? undefined : `${clock(special.period.from)} – ${clock(special.period.to)}`
  let weekday: string
  try {
    weekday = dateFormat('en-US', { weekday: 'long', timeZone }).format(now).toLowerCase()
  } catch {
    weekday = days[now.getDay()] ?? 'monday'
  }
  const today = hours.find((h) => h.day === weekday)
  if (!today) return undefined
  return `${clock(today.period.from)} – ${clock(today.period.to)}`
}

/** The special days from today on, in the store's time zone, in date order. */
export function upcomingDays(specialDays: SpecialDay[], timeZone: string, now = new Date()): SpecialDay[] {
  const today = dateIn(timeZone, now)
  return specialDays.filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date))
}

/** A special day as a shopper reads it: "Thursday, November 26: closed (Thanksgiving)". */
export function specialDayWords(d: SpecialDay): string {
  const [y = 0, m = 1, day = 1] = d.date.split('-').map(Number)
  const date = dateFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, day)))
  const hours = d.closed || !d.period ? 'closed' : `${clock(d.period.from)} – ${clock(d.period.to)}`
  return `${date}: ${hours}${d.note ? ` (${d.note})` : ''}`
}

/** Hours with each time kept on one line ("10:00\u00a0PM"), for a narrow card where "PM" went to a line of its own. */
export const unbrokenTimes = (hours: string) => hours.replace(/ (AM|PM)\b/g, '\u00a0$1')

export function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const suffix = h >= 12 ? 'PM' : 'AM'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`
}
