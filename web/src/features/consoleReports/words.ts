// The reports' words: hours, days and the funnel's steps as a manager
// reads them.

/** An hour of the day on the store's clock: "09:00". */
export function hourName(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`
}

/** A day (YYYY-MM-DD) as a chart's axis shows it: "27 Nov". */
export function shortDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(d.getTime())) return day
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
}

/** A part of a whole as a percentage with one decimal: "12.5%"; a dash when the whole is 0. */
export function share(part: number, whole: number): string {
  if (whole <= 0) return '–'
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`
}

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = [
  { key: 'impressions', name: 'Shown' },
  { key: 'clicks', name: 'Clicked' },
  { key: 'add_to_carts', name: 'Added to a bag' },
  { key: 'reservations', name: 'Reserved' },
] as const
