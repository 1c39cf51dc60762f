// Times as the queue shows them: always in the store's zone (the page's
// time_zone_identifier), whatever the zone of the device at the counter.

import { dateFormat } from '../../lib/intl'
import { storeDay } from './queueCache'

/** "2:30 PM" */
export function clockText(at: string, zone: string): string {
  return dateFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(at)).replace(/\s/g, ' ')
}

/** "Today", "Tomorrow", "Yesterday", else "Tue, Nov 28": the store's day of at, seen from now. */
export function dayText(at: string, zone: string, now: Date): string {
  const day = storeDay(at, zone)
  const today = storeDay(now, zone)
  const shift = (Date.parse(`${day}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000
  if (shift === 0) return 'Today'
  if (shift === 1) return 'Tomorrow'
  if (shift === -1) return 'Yesterday'
  return dateFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(at))
}

/** "Today, 2:30 PM" */
export function momentText(at: string, zone: string, now: Date): string {
  return `${dayText(at, zone, now)}, ${clockText(at, zone)}`
}

/** When a reservation is for: "Today, 2:00 – 2:30 PM", "ASAP", or "ASAP, today 2:00 – 2:30 PM" when the shopper asked for both. */
export function windowText(r: { window_start: string | null; window_end: string | null; asap: boolean }, zone: string, now: Date): string {
  if (!r.window_start) return 'ASAP'
  const from = clockText(r.window_start, zone)
  const to = r.window_end ? ` – ${clockText(r.window_end, zone)}` : ''
  const day = dayText(r.window_start, zone, now)
  if (!r.asap) return `${day}, ${from}${to}`
  return `ASAP, ${/^(Today|Tomorrow|Yesterday)$/.test(day) ? day.toLowerCase() : day} ${from}${to}`
}
